"""Dungeon Decorators: draft tiles, build a dungeon and decorate its walls; 2-4 players.

Public API for the UI and the AI (plain Python data, JSON-friendly actions).

Cells are (x, y) without limit, the start at (0, 0) at set-up, y growing southwards; actions
give a cell as [x, y]. Edges 0..3 are N, E, S, W; `rot` turns a face clockwise by quarters.
A placed tile is (tile, face, rot): tile is a number, "generic" or "start"; face is "dungeon" or
"decoration" (numbered), "room" or "hallway" (generic), "dungeon" (start). tiles.FACES[tile,
face, rot] -> Face(kind, mask, icons, floor). content.CATALOG holds every tile, goal and boss.

State (DecoratorsState, state.py): phase (setup, draft, exchange_deck, exchange_discard, bro,
build, score, refill, over), current seat, order (this round's turn order), board (4 spots, a
tile number or None), picks (seat -> place 0..4 on the far side: next round's order), bosses
[A, B], dungeons[seat], storage[seat], pending (this turn's new tiles), lifted, architects,
mimics, supply, hands (secret), scored[seat] (public), points[seat] (goal points), blue/red
(bags: secret), hourglasses, last_round, events (what the last action did; the first event is
the action itself; never a secret in them).

Actions (one decision each):
- {"act": "keep_goals", "discard": [c1, c2]}                    set-up, seat by seat
- {"act": "draft", "spot": 1..4} / {"act": "exchange"}           draft
- {"act": "goal", "deck": "shape"|"decoration"}, {"act": "discard_goal", "card": c}   exchange
- {"act": "keep", "tile": n}                                      Burrow Bro
- {"act": "place", "from": "new"|"storage"|"lifted", "tile": t, "face": f, "rot": r, "cell": [x, y]}
- {"act": "store", "tile": t}, {"act": "lift", "cell": [x, y]} (an Arcane Architect),
  {"act": "throw", "from": "new"|"storage", "tile": t} (forced discard), {"act": "restart_build"},
  {"act": "finish"}                                               build
- {"act": "score", "card": c} (Mimic tokens used as needed), {"act": "end_scoring"}
- {"act": "draw", "deck": "shape"|"decoration"}                  refill (only when both are open)

Queries: state.scorable(seat) -> {card: tokens}, state.placements(seat), state.finish_reason(seat),
dungeon.placement_reason / icon_states / wall_decorations, goals.mimics_needed.
The rules decisions (designed values, gaps filled) are in docs/rules-decisions.md.
"""

from __future__ import annotations

from game.rules.core import GameSpec


def new_state(num_players: int, seed: int, options: dict | None = None):
    from game.rules.decorators.state import DecoratorsState

    return DecoratorsState(num_players, seed, options)


SPEC = GameSpec(
    id="decorators",
    title="Dungeon Decorators",
    min_players=2,
    max_players=4,
    pitch=(
        "Draft tiles, grow a dungeon of rooms and hallways and hang the "
        "right decorations on its walls."
    ),
    new_state=new_state,
)
