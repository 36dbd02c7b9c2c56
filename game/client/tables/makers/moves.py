"""What the Dungeon Makers table lets a player pick up and where it may go: the rules' legal
actions as drags (an ActionIndex, see game/client/tables/kit/actions.py), and for a drop that is
not legal the action it would have been, so the rules can say why not.

No pygame here: pieces and targets are plain tuples.
- pieces: ("stack", s) a stack's top tile; ("tile", c, r) a tile of your dungeon (Move a Tile);
  ("minion", c, r) your minion in your dungeon (Move a Minion); ("supply", "minion") and
  ("supply", "block") from your supplies.
- targets: ("mine", c, r) a cell of your dungeon, ("theirs", c, r) a cell of the opponent's,
  ("pile",) the Iron Golem's pile (solo blocks).
A piece's `rotation` is quarter turns clockwise: absolute for a stack tile, added to the tile's
present turn for a tile being moved.
"""

from __future__ import annotations

from game.client.tables.kit.actions import ActionIndex
from game.rules.makers.actions import (
    no_move_reason,
    not_offered_reason,
    wrong_place_reason,
)
from game.rules.makers.actions import (
    offered_turn as turn_for,
)
from game.rules.makers.text import TURN_NAMES
from game.rules.makers.tiles import SIZE

PIECE_ACTS = {"stack": "place", "tile": "move_tile", "minion": "move_minion"}
WHERE = {"mine": "own", "theirs": "opponent", "pile": "pile"}


def act_of(piece) -> str:
    """The rules' act a piece is picked up for (a stack tile: "place", or "swap" on a tile; from a
    supply: "minion" or "block")."""
    return PIECE_ACTS.get(piece[0], piece[1])


def build(state, seat: int, act: str, **fields) -> dict:
    turn = turn_for(state, seat, act)
    return {"act": act, **({"turn": turn} if turn else {}), **fields}


def picked_other(choice: str) -> str:
    return f"You picked the {TURN_NAMES[choice]} choice; click it again to choose something else."


# ---- the action index ------------------------------------------------------------------------
def rotations(piece) -> int:
    return 4 if piece[0] in ("stack", "tile") else 1


def tile_rot(state, seat: int, piece, rotation: int) -> int:
    """The absolute turn of a held tile (a dungeon tile's `rotation` adds to its present turn)."""
    now = state.rot[seat][piece[2] * SIZE + piece[1]] if piece[0] == "tile" else 0
    return (now + rotation) % 4


def locate(state, seat: int, a):
    """(piece, target, turn) of `seat`'s legal action `a`, for the ActionIndex (None for a pass)."""
    act = a["act"]
    if act in ("place", "swap"):
        return ("stack", a["stack"]), ("mine", *a["cell"]), a["rot"]
    if act == "move_tile":
        c, r = a["from"]
        return ("tile", c, r), ("mine", *a["cell"]), (a["rot"] - state.rot[seat][r * SIZE + c]) % 4
    if act == "move_minion":
        return ("minion", *a["path"][0]), ("mine", *a["path"][-1]), 0
    if act == "minion":
        return ("supply", "minion"), ("mine" if a["dungeon"] == seat else "theirs", *a["cell"]), 0
    if act == "block":
        return ("supply", "block"), ("theirs", *a["cell"]) if "cell" in a else ("pile",), 0
    return None


def index(state, seat: int) -> ActionIndex:
    """Every legal move of `seat` as drags (empty when it is not `seat`'s turn)."""
    return ActionIndex(state.legal_actions(seat), lambda a: locate(state, seat, a))


def chosen(choice: str | None):
    """keep(action) for ActionIndex.only: the actions of the choice picked on the action tile (the
    table's names: "single" for an action of the single side, which has no "turn")."""
    return lambda action: choice is None or (action.get("turn") or "single") == choice


def best_route(state, seat: int, start: list, end: list) -> dict | None:
    """The route from `start` to `end` worth the most points: {"path", "points", "trades"}."""
    routes = [m for m in state.minion_moves(seat) if m["path"][0] == start and m["path"][-1] == end]
    return max(routes, key=lambda m: m["points"]) if routes else None


# ---- reasons and actions ---------------------------------------------------------------------
def action_for(state, seat: int, piece, target, rotation: int) -> dict | None:
    """The full action this drop means (a minion move without its trade yet), or None when the
    drop means nothing at all (e.g. a tile onto the Golem's pile)."""
    kind, where, cell = piece[0], target[0], list(target[1:])
    if kind == "stack" and where == "mine":
        if state.tile_at(seat, cell) is None or turn_for(state, seat, "swap") is False:
            return build(state, seat, "place", stack=piece[1], rot=rotation % 4, cell=cell)
        return build(state, seat, "swap", cell=cell, stack=piece[1], rot=rotation % 4)
    if kind == "tile" and where == "mine":
        return build(
            state,
            seat,
            "move_tile",
            **{
                "from": list(piece[1:]),
                "cell": cell,
                "rot": tile_rot(state, seat, piece, rotation),
            },
        )
    if kind == "minion" and where == "mine":
        route = best_route(state, seat, list(piece[1:]), cell)
        return build(
            state,
            seat,
            "move_minion",
            path=route["path"] if route else [list(piece[1:]), cell],
            trade=None,
        )
    if piece == ("supply", "minion") and where in ("mine", "theirs"):
        return build(
            state, seat, "minion", dungeon=seat if where == "mine" else 1 - seat, cell=cell
        )
    if piece == ("supply", "block") and where == ("pile" if state.solo else "theirs"):
        return build(
            state, seat, "block", **({"cell": cell} if cell else {})
        )  # solo: onto the pile
    return None


def why_not(state, seat: int, piece, target, rotation: int, choice: str | None) -> str | None:
    """Why the piece may not go to the target (None when it may), in the rules' own words."""
    action = action_for(state, seat, piece, target, rotation)
    if action is None:
        return wrong_place_reason(state, act_of(piece), WHERE[target[0]])
    turn = turn_for(state, seat, action["act"])
    if turn is False:
        return not_offered_reason(state, seat, action["act"])
    if choice not in (None, turn or "single"):  # offered, but not by the choice picked
        return picked_other(choice)
    return state.why_illegal(seat, action)


def why_not_pickable(state, seat: int, piece, choice: str | None, everything: ActionIndex) -> str:
    """Why a piece the player clicked cannot be picked up now (it has no legal move, or none
    under the picked choice), in words that say what to do instead."""
    if piece in everything.pieces() and choice is not None:
        return picked_other(choice)  # only the picked choice limits it
    return no_move_reason(state, seat, act_of(piece), piece[1] if piece[0] == "stack" else None)
