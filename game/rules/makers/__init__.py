"""Dungeon Makers: build a 5x5 dungeon of tiles; solo against the Iron Golem or two players.

Public API for the UI and the AI (everything here is plain Python data, JSON-friendly).

Cells are [col, row] with 0..4 each; the starting tile sits at [2, 2]. Internally a cell is the
index i = row * 5 + col. Rotations are 0..3 quarter-turns clockwise. Sides are "N", "E", "S", "W".

State attributes the UI reads (MakersState, see state.py):
- grid[seat][i]: tile id or -1 (empty); rot[seat][i]: rotation of that tile.
  In solo, seat 1 (the Golem) has no grid: grid[1] stays empty and it keeps `pile` instead.
- minion[seat][i]: -1, or the seat owning the minion standing on that tile of seat's dungeon.
- stacks: three lists of tile ids, index 0 = left, 1 = middle, 2 = right; the top is the LAST item.
  Only the tops are known to players (view() re-deals the rest).
- points[seat]: points scored during play. scores() adds the end-of-game categories.
- minions_left[seat], blocks_left[seat]: supplies. Removed minions/blocks leave the game.
- side[seat]: "single" or "multi" (face of the action tile); top[seat]: index (0..3) into
  ACTION_RING of the icon at the top of the action tile.
- Solo only: golem_tile (0..3 = tiles A..D, the one it uses next), pile (tile ids the Golem holds),
  pile_blocks (blocks you gave it), pile_minions (Golem minions kept on its pile),
  golem_lines (the explanation lines of its last turn).
- golem_last: the Golem's last turn as data: {"tile" (letter), "name", "face" ("heads"/"tails"),
  "steps": [{"done": bool, "text": sentence}]}; golem_lines: the same steps as whole log lines.
- events (see game.rules.core.Event): what the LAST applied action did. The first is the action,
  kind = its "act", data = its details (as in the action, without "act") plus:
  place/swap "tile" (the tile laid), swap "old" (the tile swapped out), move_tile "tile",
  minion "owner", block "dungeon" (None in solo: onto the Golem's pile). The Golem's turn is
  kind "golem", data {"tile": letter, "name", "face"}. Then:
  - "points" {"cell", "points"}: points scored during play ("+3 for the puzzle");
  - "remove" {"cell"}: a minion traded for a block or a minion, or falling into a chasm;
  - "golem_step" {"done", "step" (the sentence without the Golem's header), "cell" (a minion it
    sent), "tile" and "stack" (a tile it took or threw out), "to" ("pile", "out", "your dungeon")};
  - "end" {}: why the game ends (or why the Golem takes one last turn).
- discards: tile ids out of the game (swapped out, thrown out by the Golem).
- Scores: scores() returns two SeatScores (seat 1 is the Golem in solo), breakdown in the
  rulebook's order, place after the tie-breaks; before the end it is the standing so far.
- final_turn: True in solo once you could not place a tile: the Golem takes one last turn.
- signature(): a tuple of everything that decides the game (equal positions, transpositions).

Tile data: tiles.TILES[tile_id] -> Tile(kind, paths (mask at rot 0), icon, name); use
`tile_info(tile_id)` for a dict. Kinds: tunnel, chamber, maze, puzzle, chasm, water, start, block.
Icons (tunnels and chambers only): chest, stairs, minotaur, crab, bat (encounters), collapse,
spikes, gargoyle, pit, ball (traps).

The action tile. ACTION_RING lists the four outer icons clockwise, starting with the one on top
at set-up: ["block_or_move", "place_minion", "move_minion", "swap"]. With icon k on top, the
icon on the right is k+1, at the bottom k+2, on the left k+3 (mod 4). Choosing "left" or "right"
turns the tile a quarter so that icon comes to the top, then the action is done; either way the
tile then flips. The centre (place a tile) never turns it.

Actions (one per turn; "turn" is omitted on the single side and required on the multi side):
- {"act": "place", "stack": s, "rot": r, "cell": [c, r]}                single side
- {"act": "place", "turn": "center", "stack": s, "rot": r, "cell": [c, r]}   multi side
- {"act": "pass"} / {"act": "pass", "turn": "center"}: only when no tile can be placed at all.
- {"act": "minion", "turn": t, "dungeon": d, "cell": [c, r]}: place a minion in dungeon d.
- {"act": "move_minion", "turn": t, "path": [[c, r], ...], "trade": [c, r] | None}:
  path[0] is the minion's cell, then every tile it enters; trade is the cell of an adjacent block
  or enemy minion removed together with the moved minion, or None.
- {"act": "swap", "turn": t, "cell": [c, r], "stack": s, "rot": r}
- {"act": "block", "turn": t, "cell": [c, r]} (2 players: into the opponent's dungeon);
  {"act": "block", "turn": t} in solo (the block goes onto the Golem's pile).
- {"act": "move_tile", "turn": t, "from": [c, r], "cell": [c, r], "rot": r}
- {"act": "golem"}: the Golem's whole turn (its only legal action).

Helper queries (MakersState methods, queries.py): placement_reason(seat, stack, rot, cell),
legal_cells(seat, stack, rot), swap_reason / swap_cells, move_tile_reason / move_tile_targets,
minion_cells(seat), minion_moves(seat) -> [{"path", "points", "trades"}], block_cells(seat),
action_choices(seat) -> [{"turn", "action", "name", "possible", "why"}], tile_info(tile_id),
tile_at(seat, cell) -> tile info + "rot" + "minion" or None.
golem.rules_help() -> the four Golem tiles in words for the rules help.
The rules decisions (designed values, gaps filled) are in docs/rules-decisions.md.
"""

from __future__ import annotations

from game.rules.core import GameSpec


def new_state(num_players: int, seed: int, options: dict | None = None):
    from game.rules.makers.state import MakersState

    return MakersState(num_players, seed, options)


SPEC = GameSpec(
    id="makers",
    title="Dungeon Makers",
    min_players=1,
    max_players=2,
    pitch=(
        "Lay tunnels, chambers and chasms into a 5x5 dungeon and outscore "
        "a rival or the Iron Golem."
    ),
    new_state=new_state,
    solo_opponent="Iron Golem",
)
