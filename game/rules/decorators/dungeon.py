"""One player's dungeon: where a tile may go, what decorates which wall, and the end-of-build check.

A dungeon is a dict {(x, y): (tile, face, rot)}; FACES[tile, face, rot] says what is there.
"""

from __future__ import annotations

from collections import Counter

from game.rules.decorators.tiles import FACES, OPPOSITE, SIDES, START, STEP, tile_name

Dungeon = dict  # {(x, y): (tile, face, rot)}


def face_at(dungeon: Dungeon, cell):
    placed = dungeon.get(cell)
    return None if placed is None else FACES[placed]


def neighbour(cell, edge: int) -> tuple[int, int]:
    dx, dy = STEP[edge]
    return cell[0] + dx, cell[1] + dy


def cell_text(cell) -> str:
    """Where a cell lies, for players: "2 east and 1 north of the start" (the start is (0, 0))."""
    x, y = cell
    offsets = ((y, "north" if y < 0 else "south"), (x, "east" if x > 0 else "west"))
    steps = [f"{abs(n)} {word}" for n, word in offsets if n]
    return " and ".join(steps) + " of the start" if steps else "on the start"


def openings(dungeon: Dungeon) -> int:
    """Passageways leading to an empty cell."""
    count = 0
    for (x, y), placed in dungeon.items():
        for dx, dy in FACES[placed].doors:
            if (x + dx, y + dy) not in dungeon:
                count += 1
    return count


def frontier(dungeon: Dungeon, loose: bool = False) -> list[tuple[int, int]]:
    """Empty cells beside a dungeon tile (loose: beside any tile), in a fixed order."""
    out = set()
    for cell, placed in dungeon.items():
        if loose or FACES[placed].kind != "decoration":
            for e in range(4):
                n = neighbour(cell, e)
                if n not in dungeon:
                    out.add(n)
    return sorted(out)


def around(dungeon: Dungeon, cell) -> list:
    """The faces beside `cell`, edge by edge (None: empty)."""
    x, y = cell
    get = dungeon.get
    return [
        None if p is None else FACES[p]
        for p in (get((x, y - 1)), get((x + 1, y)), get((x, y + 1)), get((x - 1, y)))
    ]


def dungeon_reason(face, near: list, open_count: int) -> str | None:
    """Why a dungeon face may not go where `near` are its neighbours (one tile at a time)."""
    joined = False
    closes = 0
    for e in range(4):
        other = near[e]
        mine = face.mask >> e & 1
        if other is None:
            continue
        if other.kind == "decoration":
            if mine:
                return f"The {SIDES[e]} passageway would run into a decoration tile."
        elif other.mask >> OPPOSITE[e] & 1:
            closes += 1
            joined = joined or bool(mine)
    if not joined:
        return (
            "A dungeon tile must join one of your dungeon's passageways with "
            "a passageway of its own."
        )
    new_open = sum(1 for e in range(4) if face.mask >> e & 1 and near[e] is None)
    if open_count - closes + new_open < 1:
        return (
            "That would close your dungeon: at least one passageway must still lead to open space."
        )
    return None


def decoration_reason(face, near: list) -> str | None:
    """Why a decoration face may not go where `near` are its neighbours."""
    on_wall = False
    for e in range(4):
        other = near[e]
        if other is None or other.kind == "decoration":
            continue
        if other.mask >> OPPOSITE[e] & 1:
            return f"Its {SIDES[e]} edge would block a passageway of your dungeon."
        if face.icons[e] is not None:
            on_wall = True
    if not on_wall:
        return "None of its icons would face a wall of your dungeon."
    return None


def placement_reason(
    dungeon: Dungeon, tile, face: str, rot: int, cell, open_count: int | None = None
):
    if cell in dungeon:
        return "That cell already holds a tile."
    info = FACES[tile, face, rot]
    near = around(dungeon, cell)
    if info.kind == "decoration":
        return decoration_reason(info, near)
    return dungeon_reason(info, near, openings(dungeon) if open_count is None else open_count)


def joined_to_start(dungeon: Dungeon) -> set:
    """Cells of dungeon tiles reached from the start through passageways meeting passageways."""
    start = next((c for c, placed in dungeon.items() if placed[0] == START), None)
    if start is None:
        return set()
    seen, todo = {start}, [start]
    while todo:
        cell = todo.pop()
        mask = FACES[dungeon[cell]].mask
        for e in range(4):
            if mask >> e & 1:
                n = neighbour(cell, e)
                other = face_at(dungeon, n)
                if n not in seen and other is not None and other.mask >> OPPOSITE[e] & 1:
                    seen.add(n)
                    todo.append(n)
    return seen


def problem(dungeon: Dungeon) -> str | None:
    """The first thing wrong with a whole dungeon (checked when a build that moved tiles ends)."""
    joined = joined_to_start(dungeon)
    for cell, placed in sorted(dungeon.items(), key=lambda item: item[0]):
        face = FACES[placed]
        name = tile_name(placed[0])
        if face.kind == "decoration":
            why = decoration_reason(face, around(dungeon, cell))
            if why is not None:
                return (
                    f"The decoration {cell_text(cell)} ({name}) is not allowed there: "
                    f"{why[0].lower()}{why[1:]}"
                )
            continue
        for e in range(4):
            other = face_at(dungeon, neighbour(cell, e))
            if face.mask >> e & 1 and other is not None and other.kind == "decoration":
                return (
                    f"The {SIDES[e]} passageway of {name}, {cell_text(cell)}, runs into a "
                    "decoration tile."
                )
        if cell not in joined:
            return (
                f"{name[0].upper()}{name[1:]}, {cell_text(cell)}, is not joined to the "
                "starting tile."
            )
    if openings(dungeon) < 1:
        return "No passageway of your dungeon leads to open space any more."
    return None


def wall_decorations(dungeon: Dungeon) -> dict:
    """{cell of a dungeon tile: (Counter of the real decorations on its walls, wild icons
    there)}."""
    out = {}
    get = dungeon.get
    for cell, placed in dungeon.items():
        face = FACES[placed]
        if face.kind == "decoration":
            continue
        real: Counter = Counter()
        wild = 0
        x, y = cell
        for _, dx, dy, facing in face.walls:  # the bots call this very often: kept lean
            other = get((x + dx, y + dy))
            if other is None:
                continue
            other = FACES[other]
            if other.kind != "decoration":
                continue
            icon = other.icons[facing]
            if icon == "wild":
                wild += 1
            elif icon is not None:
                real[icon] += 1
        out[cell] = (real, wild)
    return out


def icon_states(dungeon: Dungeon, cell) -> list[str | None]:
    """Per edge of the decoration tile at `cell`: None (no icon), "on a wall", or "dormant"."""
    face = face_at(dungeon, cell)
    out = []
    for e in range(4):
        if face.icons[e] is None:
            out.append(None)
            continue
        other = face_at(dungeon, neighbour(cell, e))
        out.append("on a wall" if other is not None and other.kind != "decoration" else "dormant")
    return out
