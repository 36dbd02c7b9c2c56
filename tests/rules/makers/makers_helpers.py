"""Builds scripted Dungeon Makers positions for tests: lay chosen tiles, set stack tops."""

from __future__ import annotations

from game.rules.makers.state import MakersState
from game.rules.makers.tiles import CELLS, ICON, KIND, MASKS, NUM_DUNGEON_TILES, cell_index, mask_of


def empty_state(players: int = 2, seed: int = 1) -> MakersState:
    return MakersState(players, seed)


def _used(state, tops: bool) -> set[int]:
    used = {t for g in state.grid for t in g if t >= 0} | set(state.pile) | set(state.discards)
    return used | {stack[-1] for stack in state.stacks if stack} if tops else used


def find_tile(
    state, kind: str, sides: str = "", icon: str | None = None, avoid_tops: bool = False
) -> tuple[int, int]:
    """A free dungeon tile of this kind (and icon) with a rotation whose pathways are `sides`."""
    want = mask_of(sides)
    used = _used(state, avoid_tops)
    for t in range(NUM_DUNGEON_TILES):
        if t in used or KIND[t] != kind or (icon is not None and ICON[t] != icon):
            continue
        for r in range(4):
            if MASKS[t][r] == want:
                return t, r
    raise LookupError(f"no free {kind} {icon} with pathways {sides}")


def _take_out_of_stacks(state, tile: int) -> None:
    for stack in state.stacks:
        if tile in stack:
            stack.remove(tile)


def lay(state, seat: int, cell, kind: str, sides: str = "", icon: str | None = None) -> int:
    tile, rot = find_tile(state, kind, sides, icon)
    _take_out_of_stacks(state, tile)
    state.put(seat, cell_index(cell), tile, rot)
    return tile


def put_block(state, seat: int, cell) -> None:
    from game.rules.makers.tiles import BLOCK

    state.put(seat, cell_index(cell), BLOCK, 0)


def set_top(state, stack: int, kind: str, sides: str = "", icon: str | None = None) -> int:
    """Put a free tile of this kind on top of the stack (rotation 0 shape must match `sides`
    up to rotation)."""
    tile, _ = find_tile(state, kind, sides, icon, avoid_tops=True)
    _take_out_of_stacks(state, tile)
    state.stacks[stack].append(tile)
    return tile


def multi_with(state, seat: int, icon: str, turn: str) -> None:
    """Turn the seat's action tile so `icon` sits on the given side of its multi-icon face."""
    from game.rules.makers.actions import ACTION_RING

    k = ACTION_RING.index(icon)
    state.side[seat] = "multi"
    state.top[seat] = (k - 1) % 4 if turn == "right" else (k + 1) % 4


def fill(state, seat: int, cells) -> None:
    """Cover cells with chasms (the same chasm tile reused: only the layout matters here)."""
    chasm = next(t for t in range(NUM_DUNGEON_TILES) if KIND[t] == "chasm")
    for cell in cells:
        state.put(seat, cell_index(cell), chasm, 0)


def all_cells() -> list[list[int]]:
    return [[i % 5, i // 5] for i in range(CELLS)]
