"""Tile placement rules on one dungeon grid: fit checks with reasons, fast constraint masks, links.

A grid is three parallel lists of 25 cells: tile ids (-1 = empty) and rotated pathway masks
(0 for empty cells, chasms and blocks). `vacated` names a cell treated as empty (moving a tile).
"""

from __future__ import annotations

from game.rules.makers.tiles import ADJACENT, CELLS, KIND, MASKS, NEIGHBOURS, OPPOSITE, SIDE_NAMES

FITS_ANYWHERE = ("chasm",)  # kinds that need no pathway to join (and accept any side)


def fit_reason(
    grid: list, masks: list, tile: int, rot: int, i: int, vacated: int = -1
) -> str | None:
    """None when `tile` turned `rot` may lie at cell i (whatever lies there now); else why not."""
    kind = KIND[tile]
    m = MASKS[tile][rot]
    touching = joined = False
    problem = None
    for bit, j in NEIGHBOURS[i]:
        if j < 0 or j == vacated or grid[j] < 0:
            continue  # open space (inside or outside the grid): a pathway may lead there
        touching = True
        other = KIND[grid[j]]
        if kind == "chasm" or other == "chasm" or problem:
            continue
        if other == "block":
            if m & bit:
                problem = f"The {SIDE_NAMES[bit]} pathway would run into a block."
            continue
        theirs = masks[j] & OPPOSITE[bit]
        if m & bit:
            if theirs:
                joined = True
            else:
                problem = f"The {SIDE_NAMES[bit]} pathway would run into a wall."
        elif theirs:
            problem = f"The {SIDE_NAMES[bit]} side would close off a pathway."
    if not touching:
        return "A new tile must touch your dungeon."
    if problem:
        return problem
    if kind != "chasm" and not joined:
        return "Only chasms may be placed without joining a pathway."
    return None


def constraints(grid: list, masks: list, cells, vacated: int = -1) -> list[tuple[int, int, int]]:
    """(cell, need, forbid) for each given cell touching the dungeon: a non-chasm tile with mask m
    fits when m covers `need`, avoids `forbid`, and need is not empty (it joins a pathway)."""
    out = []
    for i in cells:
        need = forbid = 0
        touching = False
        for bit, j in NEIGHBOURS[i]:
            if j < 0 or j == vacated or grid[j] < 0:
                continue
            touching = True
            other = KIND[grid[j]]
            if other == "chasm":
                continue
            if other == "block" or not masks[j] & OPPOSITE[bit]:
                forbid |= bit
            else:
                need |= bit
        if touching:
            out.append((i, need, forbid))
    return out


def fitting_rots(tile: int, need: int, forbid: int) -> list[int]:
    """Rotations of `tile` that fit a cell with these constraints (every rotation for a chasm)."""
    if KIND[tile] == "chasm":
        return [0, 1, 2, 3]
    if not need:
        return []
    return [r for r, m in enumerate(MASKS[tile]) if m & need == need and not m & forbid]


def empty_cells(grid: list, vacated: int = -1) -> list[int]:
    return [i for i in range(CELLS) if grid[i] < 0 or i == vacated]


def linked(grid: list, masks: list, i: int, bit: int, j: int) -> bool:
    """Two neighbouring tiles belong together: a chasm or block sits against anything,
    other tiles only through a shared pathway."""
    if KIND[grid[i]] in ("chasm", "block") or KIND[grid[j]] in ("chasm", "block"):
        return True
    return bool(masks[i] & bit and masks[j] & OPPOSITE[bit])


def components(grid: list, masks: list) -> int:
    """How many separate pieces the dungeon falls into."""
    seen = [False] * CELLS
    count = 0
    for start in range(CELLS):
        if grid[start] < 0 or seen[start]:
            continue
        count += 1
        seen[start] = True
        todo = [start]
        while todo:
            i = todo.pop()
            for bit, j in NEIGHBOURS[i]:
                if j >= 0 and grid[j] >= 0 and not seen[j] and linked(grid, masks, i, bit, j):
                    seen[j] = True
                    todo.append(j)
    return count


def exits(grid: list, masks: list, minion: list) -> list[int]:
    """Cells whose tile has a pathway leading out of the 5x5 grid and no minion on it."""
    out = []
    for i in range(CELLS):
        if grid[i] >= 0 and minion[i] < 0 and masks[i]:
            if any(j < 0 and masks[i] & bit for bit, j in NEIGHBOURS[i]):
                out.append(i)
    return out


def block_cells(grid: list, masks: list) -> list[int]:
    """Empty cells a block may go into: at least one neighbouring pathway leads into them."""
    return [
        i
        for i in range(CELLS)
        if grid[i] < 0
        and any(j >= 0 and grid[j] >= 0 and masks[j] & OPPOSITE[bit] for bit, j in NEIGHBOURS[i])
    ]


def touches_dungeon(grid: list, i: int) -> bool:
    return any(grid[j] >= 0 for j in ADJACENT[i])
