"""What the Decorators table lets a player pick up in a build and where it may go: the rules'
legal actions as drags (an ActionIndex), and the action a drop that is not legal would have
been, so the rules can say why not. No pygame here.

- pieces: ("new", tile) a tile of this turn, ("storage", tile) a stored tile, ("lifted", tile,
  face) a tile an Architect lifted, ("placed", x, y) a tile of the dungeon (with an Architect
  token: dragging it lifts it and puts it down again, turned or moved).
- targets: ("cell", x, y) a cell of the dungeon, ("store",) the storage, ("throw",) the bin.
- turn: (face, rot) for a placement; None for storing, throwing and lifting.
"""

from __future__ import annotations

from game.client.tables.kit.actions import ActionIndex, refusal
from game.rules.decorators.tiles import FACES


def locate(action):
    act = action["act"]
    if act == "place":
        src, tile, face = action["from"], action["tile"], action["face"]
        piece = ("lifted", tile, face) if src == "lifted" else (src, tile)
        return piece, ("cell", *action["cell"]), (face, action["rot"])
    if act == "store":
        return ("new", action["tile"]), ("store",), None
    if act == "throw":
        return (action["from"], action["tile"]), ("throw",), None
    if act == "lift":
        return ("placed", *action["cell"]), ("lift",), None
    return None


def index_for(state, seat) -> ActionIndex:
    return ActionIndex(state.legal_actions(seat) if seat is not None else [], locate)


def lifted_state(state, seat: int | None, cell):
    """The position after an Architect lifts the tile at `cell` (a copy; the state is untouched),
    or None when the rules refuse the lift now (a tile still held after the turn moved on)."""
    lift = {"act": "lift", "cell": [cell[0], cell[1]]}
    if seat is None or state.why_illegal(seat, lift) is not None:
        return None
    after = state.clone()
    after.apply(seat, lift)
    return after


def candidate(piece, target, turn):
    """The action a drop would be (None when the drop means nothing)."""
    if piece[0] == "placed":
        return None
    src, tile = piece[0], piece[1]
    if target[0] == "cell":
        face = piece[2] if src == "lifted" else turn[0]
        return {
            "act": "place",
            "from": src,
            "tile": tile,
            "face": face,
            "rot": turn[1],
            "cell": [target[1], target[2]],
        }
    if target[0] == "store":
        return {"act": "store", "tile": tile}
    if target[0] == "throw" and src in ("new", "storage"):
        return {"act": "throw", "from": src, "tile": tile}
    return None


def why_not(state, seat: int, piece, target, turn) -> str:
    """The rules' sentence for a drop that is not lit (ours where the drop is no action)."""
    if piece[0] == "placed":
        if target[0] != "cell":
            return "A placed tile stays in the dungeon: drop it on a cell."
        if target[1:] in state.dungeons[seat] and target[1:] != piece[1:]:
            return "Swapping two tiles takes two Arcane Architect tokens, one for each lift."
        after = lifted_state(state, seat, piece[1:])
        if after is None:  # the rules refuse the lift itself
            return refusal(state, seat, {"act": "lift", "cell": list(piece[1:])})
        tile, face, _ = state.dungeons[seat][piece[1:]]
        action = {
            "act": "place",
            "from": "lifted",
            "tile": tile,
            "face": face,
            "rot": turn[1],
            "cell": [target[1], target[2]],
        }
        return refusal(after, seat, action)
    if piece[0] == "storage" and target[0] == "store":
        return "That tile is in storage already."
    if piece[0] == "lifted" and target[0] != "cell":
        return "A lifted tile goes back into the dungeon."
    return refusal(state, seat, candidate(piece, target, turn))


def same_look(action, other) -> bool:
    """Two placements of one tile in one cell that look alike (a straight hallway turned half
    round): the same face turned to the same passageways, walls and icons."""
    keys = ("act", "from", "tile", "face", "cell")
    if action.get("act") != "place" or any(action.get(k) != other.get(k) for k in keys):
        return False
    return (
        FACES[action["tile"], action["face"], action["rot"]]
        == FACES[other["tile"], other["face"], other["rot"]]
    )
