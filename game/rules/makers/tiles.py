"""Tile data and grid geometry: bit masks for pathways, rotations, neighbours on the 5x5 grid."""

from __future__ import annotations

from typing import NamedTuple

from game.rules.makers import content

SIZE = 5
CELLS = SIZE * SIZE
CENTER = 12  # [2, 2]
N, E, S, W = 1, 2, 4, 8
SIDE_BITS = (N, E, S, W)
SIDE_NAMES = {N: "north", E: "east", S: "south", W: "west"}
OPPOSITE = {N: S, E: W, S: N, W: E}
STEP = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}


class Tile(NamedTuple):
    kind: str
    paths: int  # pathway mask at rotation 0
    icon: str | None
    name: str


def rotate(mask: int, rot: int) -> int:
    """The mask turned `rot` quarter-turns clockwise (north goes to east)."""
    rot &= 3
    return ((mask << rot) | (mask >> (4 - rot))) & 15


def mask_of(letters: str) -> int:
    return sum(bit for bit, letter in zip(SIDE_BITS, "NESW") if letter in letters)


def _name(kind: str, icon: str | None) -> str:
    return f"{kind} ({icon})" if icon else kind


def _build():
    data = content.load()
    tiles = [
        Tile(kind, mask_of(paths), icon, _name(kind, icon)) for kind, paths, icon in data["tiles"]
    ]
    tiles.append(Tile("start", mask_of(data["start"]), None, "starting tile"))
    tiles.append(Tile("block", 0, None, "block"))
    return tiles, data["golem"]


TILES, GOLEM_TILES = _build()
NUM_DUNGEON_TILES = len(TILES) - 2
START = len(TILES) - 2
BLOCK = len(TILES) - 1
KIND = tuple(t.kind for t in TILES)
ICON = tuple(t.icon for t in TILES)
MASKS = tuple(tuple(rotate(t.paths, r) for r in range(4)) for t in TILES)

# NEIGHBOURS[i]: (side bit, neighbour index or -1 when that side faces out of the grid)
NEIGHBOURS = tuple(
    tuple(
        (
            bit,
            (i // SIZE + dy) * SIZE + i % SIZE + dx
            if 0 <= i % SIZE + dx < SIZE and 0 <= i // SIZE + dy < SIZE
            else -1,
        )
        for bit, (dx, dy) in STEP.items()
    )
    for i in range(CELLS)
)
ADJACENT = tuple(tuple(j for _, j in NEIGHBOURS[i] if j >= 0) for i in range(CELLS))


def cell_index(cell) -> int | None:
    """[col, row] -> index, or None when it is not a cell of the grid."""
    if (
        isinstance(cell, list)
        and len(cell) == 2
        and all(type(v) is int for v in cell)
        and 0 <= cell[0] < SIZE
        and 0 <= cell[1] < SIZE
    ):
        return cell[1] * SIZE + cell[0]
    return None


def cell_of(i: int) -> list[int]:
    return [i % SIZE, i // SIZE]


def cell_label(i: int) -> str:
    """A short name for a cell in log lines: column letter and row number, e.g. C3."""
    return f"{'ABCDE'[i % SIZE]}{i // SIZE + 1}"


def tile_info(tile: int) -> dict:
    t = TILES[tile]
    return {
        "id": tile,
        "kind": t.kind,
        "icon": t.icon,
        "name": t.name,
        "paths": "".join(letter for bit, letter in zip(SIDE_BITS, "NESW") if t.paths & bit),
    }
