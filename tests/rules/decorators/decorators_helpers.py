"""Positions for Dungeon Decorators tests: tiles found by their features, dungeons laid by hand."""

from __future__ import annotations

from game.rules.decorators import new_state
from game.rules.decorators.content import CATALOG
from game.rules.decorators.tiles import FACES, START

N, E, S, W = 1, 2, 4, 8  # passageway bits


def find(shape=None, floor=None, assistant="none", skip=(), where=None):
    """A tile number with these features (the lowest that fits)."""
    for number in sorted(CATALOG.tiles):
        tile = CATALOG.tiles[number]
        if number in skip or (shape and tile.shape != shape) or (floor and tile.floor != floor):
            continue
        if assistant is not None and tile.assistant != assistant:
            continue
        if where is None or where(tile):
            return number
    raise LookupError("no such tile")


def rot_with_mask(tile, face: str, mask: int) -> int:
    """The turn that gives this tile's dungeon face exactly these passageways."""
    for rot in range(4):
        if FACES[tile, face, rot].mask == mask:
            return rot
    raise LookupError(f"{tile} cannot show passageways {mask}")


def rot_with_icon(tile, edge: int, icon) -> int:
    """A turn of the decoration face that shows `icon` on `edge` (0..3 = N, E, S, W)."""
    for rot in range(4):
        if FACES[tile, "decoration", rot].icons[edge] == icon:
            return rot
    raise LookupError(f"{tile} has no {icon}")


def room(tile, door: int):
    return (tile, "dungeon", rot_with_mask(tile, "dungeon", door))


def hall(tile, mask: int):
    return (tile, "dungeon", rot_with_mask(tile, "dungeon", mask))


def started(players: int = 2, seed: int = 1):
    """A game past set-up (every seat discarded its first two cards), at its first draft."""
    state = new_state(players, seed)
    while state.phase == "setup":
        state.apply(state.current, state.legal_actions(state.current)[0])
    return state


def at_build(state, seat: int, pending=(), dungeon=None):
    """Makes it `seat`'s build now, with these new tiles (and this dungeon, start included)."""
    state.order = [seat] + [s for s in state.order if s != seat]
    state.turn = 0
    state.pending = list(pending)
    state.reset_build()
    state.phase = "build"
    if dungeon is not None:
        state.dungeons[seat] = {(0, 0): (START, "dungeon", 0), **dungeon}
    return state


def place(state, seat, tile, face, rot, cell, source="new"):
    state.apply(
        seat,
        {
            "act": "place",
            "from": source,
            "tile": tile,
            "face": face,
            "rot": rot,
            "cell": list(cell),
        },
    )


def place_reason(state, seat, tile, face, rot, cell, source="new"):
    return state.why_illegal(
        seat,
        {
            "act": "place",
            "from": source,
            "tile": tile,
            "face": face,
            "rot": rot,
            "cell": list(cell),
        },
    )
