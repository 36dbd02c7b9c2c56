"""Readable log lines for actions (written before they are applied)."""
from __future__ import annotations

from game.rules.makers.actions import STACK_NAMES
from game.rules.makers.tiles import TILES, cell_index, cell_label


KIND_NAMES = {"tunnel": "Tunnel", "chamber": "Chamber", "maze": "Maze", "puzzle": "Puzzle chamber",
              "chasm": "Chasm", "water": "Water", "block": "Block", "start": "Starting tile"}
TILE_ICON_NAMES = {"chest": "treasure chest", "stairs": "stairs", "minotaur": "Minotaur (encounter)",
                   "crab": "Cave Crab (encounter)", "bat": "Cyclobat (encounter)",
                   "collapse": "Collapse (trap)", "spikes": "Spikes (trap)", "gargoyle": "Gargoyle (trap)",
                   "pit": "Pit (trap)", "ball": "Rolling Ball (trap)"}


def tile_words(tile: int) -> str:
    """A tile in one line: its kind, its icon and how many pathways it has."""
    t = TILES[tile]
    text = KIND_NAMES[t.kind] + (f" with {TILE_ICON_NAMES[t.icon]}" if t.icon else "")
    ways = bin(t.paths).count("1")
    if t.kind not in ("chasm", "block"):
        text += f", {ways} pathway" + "s" * (ways != 1)
    return text


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
        return f"swaps the tile at {_cell(a.get('cell'))} for {_tile_on_stack(state, a.get('stack'))}"
    if act == "block":
        return "puts a block on the Iron Golem's pile" if "cell" not in a else \
            f"places a block in the opponent's dungeon at {_cell(a['cell'])}"
    if act == "move_tile":
        return f"moves the tile at {_cell(a.get('from'))} to {_cell(a.get('cell'))}"
    return str(a)
