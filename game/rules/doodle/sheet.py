"""The 10x8 dungeon sheet: cells, labels, bit masks, flood fill, wall formations.

A cell is an index i = row * 10 + column (row 0..7 = A..H, column 0..9 = 1..10); actions and events
write it as [column, row]. Sets of cells are int bit masks (bit i = cell i), which keeps the
connectivity checks the AI runs thousands of times cheap.
"""

from __future__ import annotations

from game.rules.doodle.content import COLUMNS, ROWS

CELLS = COLUMNS * ROWS
FULL = (1 << CELLS) - 1
ENTRY = 0  # A1: the entrance is above it
EXIT = CELLS - 1  # H10: the exit is below it
ROW_NAMES = "ABCDEFGH"
_COL0 = sum(1 << (r * COLUMNS) for r in range(ROWS))
_COL9 = _COL0 << (COLUMNS - 1)
NOT_COL0, NOT_COL9 = FULL & ~_COL0, FULL & ~_COL9

EMPTY, WALL, TRAP = ".", "W", "T"
MONSTER_OF = {"goblin": "G", "orc": "O", "dragon": "D"}
KIND_OF = {"G": "goblin", "O": "orc", "D": "dragon", "T": "trap", "W": "wall"}
THINGS = "TGOD"  # traps and monsters: never side by side


def label(i: int) -> str:
    return f"{ROW_NAMES[i // COLUMNS]}{i % COLUMNS + 1}"


def to_json(i: int) -> list[int]:
    return [i % COLUMNS, i // COLUMNS]


def from_json(cell) -> int | None:
    """The index of a [column, row] value, or None when it is not a cell of the sheet."""
    if isinstance(cell, list) and len(cell) == 2:
        column, row = cell
        if type(column) is int and type(row) is int and 0 <= column < COLUMNS and 0 <= row < ROWS:
            return row * COLUMNS + column
    return None


def _neighbours(i: int) -> list[int]:
    r, c = divmod(i, COLUMNS)
    out = []
    if r > 0:
        out.append(i - COLUMNS)
    if c > 0:
        out.append(i - 1)
    if c < COLUMNS - 1:
        out.append(i + 1)
    if r < ROWS - 1:
        out.append(i + COLUMNS)
    return out


def _around(i: int) -> list[int]:
    r, c = divmod(i, COLUMNS)
    return [
        rr * COLUMNS + cc
        for rr in range(r - 1, r + 2)
        for cc in range(c - 1, c + 2)
        if (rr, cc) != (r, c) and 0 <= rr < ROWS and 0 <= cc < COLUMNS
    ]


NEIGHBOURS = [_neighbours(i) for i in range(CELLS)]
AROUND = [_around(i) for i in range(CELLS)]  # the eight spaces around, corners included
NEIGHBOUR_MASK = [sum(1 << j for j in NEIGHBOURS[i]) for i in range(CELLS)]


def spread(mask: int) -> int:
    """The cells of mask and their orthogonal neighbours."""
    return (
        mask
        | ((mask << 1) & NOT_COL0)
        | ((mask >> 1) & NOT_COL9)
        | ((mask << COLUMNS) & FULL)
        | (mask >> COLUMNS)
    )


def flood(seed: int, free: int) -> int:
    """Every cell of `free` reachable orthogonally from the cells of `seed` (inside free)."""
    reach = seed & free
    while True:  # spread(reach) & free, written out: the AI floods thousands of times a move
        grown = (
            reach
            | ((reach << 1) & NOT_COL0)
            | ((reach >> 1) & NOT_COL9)
            | ((reach << COLUMNS) & FULL)
            | (reach >> COLUMNS)
        ) & free
        if grown == reach:
            return reach
        reach = grown


def walls_ok(walls: int) -> bool:
    """Entrance and exit stay open and every other open cell still reaches them."""
    if walls & ((1 << ENTRY) | (1 << EXIT)):
        return False
    free = FULL & ~walls
    return flood(1 << ENTRY, free) == free


def orientations(offsets) -> list[tuple[tuple[int, int], ...]]:
    """The distinct shapes of a formation turned and/or mirrored, each moved to start at (0, 0)."""
    shapes, out = set(), []
    for mirror in (False, True):
        cells = [(-c, r) if mirror else (c, r) for c, r in offsets]
        for _ in range(4):
            cells = [(-r, c) for c, r in cells]  # a quarter turn
            low_c, low_r = min(c for c, _ in cells), min(r for _, r in cells)
            shape = tuple(sorted((c - low_c, r - low_r) for c, r in cells))
            if shape not in shapes:
                shapes.add(shape)
                out.append(shape)
    return out


def formation_masks(offsets) -> list[int]:
    """Every placement of the formation inside the sheet, as a mask (turns and mirrors included)."""
    out = []
    for shape in orientations(offsets):
        width = max(c for c, _ in shape) + 1
        height = max(r for _, r in shape) + 1
        for row in range(ROWS - height + 1):
            for col in range(COLUMNS - width + 1):
                out.append(sum(1 << ((row + r) * COLUMNS + col + c) for c, r in shape))
    return out


def mask_cells(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
