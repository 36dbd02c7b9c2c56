"""Readable log lines for actions (written before they are applied), and the rules' sentences
about a position that the table shows as tooltips."""

from __future__ import annotations

from game.rules.makers.actions import ICON_NAMES, STACK_NAMES
from game.rules.makers.golem import rules_help
from game.rules.makers.tiles import TILES, cell_index, cell_label

KIND_NAMES = {
    "tunnel": "Tunnel",
    "chamber": "Chamber",
    "maze": "Maze",
    "puzzle": "Puzzle chamber",
    "chasm": "Chasm",
    "water": "Water",
    "block": "Block",
    "start": "Starting tile",
}
TILE_ICON_NAMES = {
    "chest": "treasure chest",
    "stairs": "stairs",
    "minotaur": "Minotaur (encounter)",
    "crab": "Cave Crab (encounter)",
    "bat": "Cyclobat (encounter)",
    "collapse": "Collapse (trap)",
    "spikes": "Spikes (trap)",
    "gargoyle": "Gargoyle (trap)",
    "pit": "Pit (trap)",
    "ball": "Rolling Ball (trap)",
}


def tile_words(tile: int) -> str:
    """A tile in one line: its kind, its icon and how many pathways it has."""
    t = TILES[tile]
    text = KIND_NAMES[t.kind] + (f" with {TILE_ICON_NAMES[t.icon]}" if t.icon else "")
    ways = bin(t.paths).count("1")
    if t.kind not in ("chasm", "block"):
        text += f", {ways} pathway" + "s" * (ways != 1)
    return text


TURN_NAMES = {"left": "left", "center": "centre", "right": "right", "single": "single side"}
GOLEM_WORDS = rules_help()  # each Golem tile's faces in words


def cell_note(state, seat: int, cell, names) -> str:
    """What stands on a cell of `seat`'s dungeon ("" when it is empty); `names`: the seats'
    names."""
    info = state.tile_at(seat, list(cell))
    if info is None:
        return ""
    owner = info["minion"]
    return f"{_cell(list(cell))}: {tile_words(info['id'])}" + (
        f"; {names[owner]}'s minion stands here" if owner >= 0 else ""
    )


def stack_note(state, s: int) -> str:
    """Stack `s`: its top tile and how many it holds ("" when it is empty)."""
    stack = state.stacks[s]
    return (
        f"Top of the {STACK_NAMES[s]} stack: {tile_words(stack[-1])}. {len(stack)} tiles left."
        if stack
        else ""
    )


def offer_words(state, seat: int) -> str:
    """What `seat`'s action tile lets them do on their next turn."""
    if state.side[seat] == "single":
        return "place a tile"
    return "choose from " + ", ".join(
        f"{c['name']} ({TURN_NAMES[c['turn']]})" for c in state.action_choices(seat)
    )


def supply_note(state, seat: int, kind: str) -> str:
    """How many minions or blocks (`kind`) `seat` has left and which choice puts one where."""
    if kind == "minion":
        return (
            f"Minions in the supply: {state.minions_left[seat]}. One goes onto a tile of a "
            "dungeon when "
            f"{ICON_NAMES['place_minion']} is one of your choices."
        )
    where = "onto the Iron Golem's pile" if state.solo else "into your opponent's dungeon"
    return (
        f"Blocks left: {state.blocks_left[seat]}. One goes {where} when "
        f"{ICON_NAMES['block_or_move']} "
        "is one of your choices."
    )


def golem_tile_note(k: int, when: str = "") -> str:
    """Golem tile `k` in words: its letter and name (then `when`, e.g. " (in use now)") and what it
    does on heads and on tails."""
    words = GOLEM_WORDS[k]
    return (
        f"Tile {words['tile']}, {words['name']}{when}. Heads: {' Then: '.join(words['heads'])} "
        f"Tails: {' Then: '.join(words['tails'])}"
    )


def _tile_on_stack(state, s) -> str:
    stack = state.stacks[s] if isinstance(s, int) and 0 <= s < 3 else []
    return f"the {TILES[stack[-1]].name} from the {STACK_NAMES[s]} stack" if stack else "a tile"


def _cell(c) -> str:
    i = cell_index(c)
    return cell_label(i) if i is not None else str(c)


def describe(state, seat: int, a) -> str:
    if not isinstance(a, dict):
        return str(a)
    act = a.get("act")
    if act == "golem":
        return "takes its turn"
    if act == "place":
        return f"places {_tile_on_stack(state, a.get('stack'))} at {_cell(a.get('cell'))}"
    if act == "pass":
        return "cannot place a tile and passes"
    if act == "minion":
        where = "their own" if a.get("dungeon") == seat else "the opponent's"
        return f"places a minion at {_cell(a.get('cell'))} in {where} dungeon"
    if act == "move_minion":
        path = a.get("path") or []
        line = f"moves a minion {' > '.join(_cell(c) for c in path)} (+{max(len(path) - 1, 0)})"
        if a.get("trade") is not None:
            line += f" and trades it for what stands at {_cell(a['trade'])}"
        return line
    if act == "swap":
        return (
            f"swaps the tile at {_cell(a.get('cell'))} for {_tile_on_stack(state, a.get('stack'))}"
        )
    if act == "block":
        return (
            "puts a block on the Iron Golem's pile"
            if "cell" not in a
            else f"places a block in the opponent's dungeon at {_cell(a['cell'])}"
        )
    if act == "move_tile":
        return f"moves the tile at {_cell(a.get('from'))} to {_cell(a.get('cell'))}"
    return str(a)
