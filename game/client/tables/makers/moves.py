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
from game.rules.makers.actions import ACT_ICON, ICON_NAMES, side_icon
from game.rules.makers.tiles import SIZE

TURN_WORDS = {"left": "the left", "center": "the centre", "right": "the right", "single": "the single side"}


def turn_for(state, seat: int, act: str):
    """How the action tile is used for `act` this turn: None on the single side (no "turn" key),
    "center" / "left" / "right" on the multi side, or False when the tile does not offer it."""
    single = state.side[seat] == "single"
    if act in ("place", "pass"):
        return None if single else "center"
    if single:
        return False
    return next((turn for turn in ("left", "right") if side_icon(state.top[seat], turn) == ACT_ICON[act]), False)


def choice_of(turn) -> str:
    """The name the table uses for a choice: "single", "left", "center" or "right"."""
    return "single" if turn is None else turn


def build(state, seat: int, act: str, **fields) -> dict:
    turn = turn_for(state, seat, act)
    return {"act": act, **({"turn": turn} if turn else {}), **fields}


def not_offered(state, seat: int, act: str, choice: str | None) -> str:
    """Why `act` cannot be done this turn, in the action tile's words."""
    name = ICON_NAMES[ACT_ICON.get(act, "place_tile")]
    turn = turn_for(state, seat, act)
    if turn is False:
        if state.side[seat] == "single":
            return "Your action tile shows its single side: this turn you place a tile."
        return f"{name} is not on the left or right of your action tile this turn."
    return f"You picked {TURN_WORDS[choice]} choice; click it again to choose something else."


# ---- the action index ------------------------------------------------------------------------
def rotations(piece) -> int:
    return 4 if piece[0] in ("stack", "tile") else 1


def tile_rot(state, seat: int, piece, rotation: int) -> int:
    """The absolute turn of a held tile."""
    if piece[0] == "tile":
        return (state.rot[seat][piece[2] * SIZE + piece[1]] + rotation) % 4
    return rotation % 4


def locator(state, seat: int):
    """`locate(action) -> (piece, target, turn)` for the ActionIndex (None for a pass)."""
    def locate(a):
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
    return locate


def index(state, seat: int) -> ActionIndex:
    """Every legal move of `seat` as drags (empty when it is not `seat`'s turn)."""
    return ActionIndex(state.legal_actions(seat), locator(state, seat))


def chosen(choice: str | None):
    """keep(action) for ActionIndex.only: the actions of the choice picked on the action tile."""
    return lambda action: choice is None or choice_of(action.get("turn")) == choice


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
        return build(state, seat, "move_tile", **{"from": list(piece[1:]), "cell": cell,
                                                 "rot": tile_rot(state, seat, piece, rotation)})
    if kind == "minion" and where == "mine":
        route = best_route(state, seat, list(piece[1:]), cell)
        return build(state, seat, "move_minion", path=route["path"] if route else [list(piece[1:]), cell], trade=None)
    if piece == ("supply", "minion") and where in ("mine", "theirs"):
        return build(state, seat, "minion", dungeon=seat if where == "mine" else 1 - seat, cell=cell)
    if piece == ("supply", "block") and where == ("pile" if state.solo else "theirs"):
        return build(state, seat, "block", **({"cell": cell} if cell else {}))  # solo: onto the pile
    return None


def why_not(state, seat: int, piece, target, rotation: int, choice: str | None) -> str | None:
    """Why the piece may not go to the target (None when it may), in the rules' own words."""
    action = action_for(state, seat, piece, target, rotation)
    if action is None:
        return _wrong_place(state, piece, target)
    turn = turn_for(state, seat, action["act"])
    if turn is False or choice not in (None, choice_of(turn)):  # not offered, or not by the choice picked
        return not_offered(state, seat, action["act"], choice)
    if action["act"] == "move_minion":
        return _minion_reason(state, seat, piece, target, action)
    return state.why_illegal(seat, action)


PIECE_ACTS = {"tile": "move_tile", "minion": "move_minion", ("supply", "minion"): "minion",
              ("supply", "block"): "block"}


def why_not_pickable(state, seat: int, piece, choice: str | None, everything: ActionIndex) -> str:
    """Why a piece the player clicked cannot be picked up now (it has no legal move, or none
    under the picked choice), in words that say what to do instead."""
    if piece in everything.pieces():
        return not_offered(state, seat, "place", choice)  # only the picked choice limits it
    if piece[0] == "stack":
        if not state.stacks[piece[1]]:
            return "That stack is empty."
        return "This tile fits no cell of your dungeon this turn, whichever way it is turned."
    act = PIECE_ACTS.get(piece[0]) or PIECE_ACTS[piece]
    if turn_for(state, seat, act) is False:
        return not_offered(state, seat, act, None)
    if piece[0] == "tile":
        return "This tile has nowhere it may move to now."
    if piece[0] == "minion":
        return "This minion has no route along joined pathways to another tile."
    return f"There is no cell this {piece[1]} may go to now."


def _minion_reason(state, seat, piece, target, action) -> str | None:
    if piece[1:] == target[1:]:
        return "Move the minion to another tile."
    reason = state.why_illegal(seat, action)
    if reason == "A minion can only follow joined pathways." and abs(piece[1] - target[1]) + abs(piece[2] - target[2]) > 1:
        return "No route through joined tunnels and mazes leads there."
    return reason


def _wrong_place(state, piece, target) -> str:
    kind, where = piece[0], target[0]
    if where == "pile":
        return "Only blocks go onto the Iron Golem's pile."
    if kind in ("stack", "tile", "minion"):
        return "That is your opponent's dungeon: this piece stays in your own."
    if piece == ("supply", "block"):
        if state.solo:
            return "In the solo game your blocks go onto the Iron Golem's pile."
        return "Blocks go into your opponent's dungeon, not your own."
    return "That piece cannot go there."
