"""Tile faces turned every way, looked up fast: passageways, walls, icons and floors.

Cells are (x, y) with no limit, the start at (0, 0) at set-up; y grows southwards. Edges are
0..3 = N, E, S, W. A face turned by `rot` quarter-turns clockwise shows on edge e what the
unturned face shows on edge (e - rot) % 4.

Tile ids: the tile's number (int), GENERIC ("generic") for a generic tile, START ("start").
Faces: a numbered tile has "dungeon" and "decoration"; a generic tile "room" and "hallway";
the start only "dungeon". The dungeon face of a numbered tile has a passageway on each edge
whose decoration face shows a white icon (read the same way round: every layout of passageways
looks the same in a mirror, so only the floor is left, and it has no direction).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.decorators.content import CATALOG

GENERIC, START = "generic", "start"
SIDES = ("north", "east", "south", "west")
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))
OPPOSITE = (2, 3, 0, 1)


@dataclass(frozen=True)
class Face:
    kind: str  # "room", "hallway" or "decoration"
    mask: int  # bit e set: a passageway on edge e (dungeon faces only)
    icons: tuple  # decoration faces: per edge a decoration kind, "wild" or None
    floor: str  # dungeon faces: a colour, "star" or "gray"; decoration faces: ""
    # dungeon faces: (edge, dx, dy, the facing edge) for each wall, in edge order (decorations hang
    # there)
    walls: tuple = ()
    doors: tuple = ()  # dungeon faces: (dx, dy) towards each passageway, in edge order


def _turn(edges: tuple, rot: int) -> tuple:
    return tuple(edges[(e - rot) % 4] for e in range(4))


def _dungeon_face(passages: tuple[bool, ...], floor: str) -> Face:
    mask = sum(1 << e for e in range(4) if passages[e])
    walls = tuple((e, STEP[e][0], STEP[e][1], OPPOSITE[e]) for e in range(4) if not passages[e])
    doors = tuple(STEP[e] for e in range(4) if passages[e])
    return Face("room" if sum(passages) == 1 else "hallway", mask, (None,) * 4, floor, walls, doors)


def _build() -> dict[tuple, Face]:
    faces: dict[tuple, Face] = {}
    kinds = set(CATALOG.kinds)
    for number, tile in CATALOG.tiles.items():
        for rot in range(4):
            edges = _turn(tile.edges, rot)
            faces[number, "dungeon", rot] = _dungeon_face(
                tuple(e in kinds for e in edges), tile.floor
            )
            icons = tuple(None if e == "blank" else e for e in edges)
            faces[number, "decoration", rot] = Face("decoration", 0, icons, "")
    for rot in range(4):
        faces[GENERIC, "room", rot] = _dungeon_face(_turn((True, False, False, False), rot), "gray")
        faces[GENERIC, "hallway", rot] = _dungeon_face(
            _turn((True, False, True, False), rot), "gray"
        )
        faces[START, "dungeon", rot] = _dungeon_face((True,) * 4, "gray")
    return faces


FACES = _build()


def faces_of(tile) -> tuple[str, ...]:
    if tile == START:
        return ("dungeon",)
    if tile == GENERIC:
        return ("room", "hallway")
    return ("dungeon", "decoration")


def distinct_rotations(tile, face: str) -> tuple[int, ...]:
    """The turns that look different (a 4-way hallway has one, a straight one two)."""
    return _DISTINCT[tile, face]


def _distinct() -> dict[tuple, tuple[int, ...]]:
    out: dict[tuple, tuple[int, ...]] = {}
    for (tile, face, rot), info in FACES.items():
        seen = out.setdefault((tile, face), ())
        if all(FACES[tile, face, r] != info for r in seen):
            out[tile, face] = seen + (rot,)
    return out


_DISTINCT = _distinct()


def is_tile_id(tile) -> bool:
    return tile in (GENERIC, START) or (
        isinstance(tile, int) and not isinstance(tile, bool) and tile in CATALOG.tiles
    )


def tile_name(tile) -> str:
    if tile == GENERIC:
        return "a generic tile"
    if tile == START:
        return "the starting tile"
    return f"tile {tile}"
