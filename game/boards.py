"""Table layouts from Tiled maps: levels/<name>.tmx -> plain Slot records (no pygame here).

Every object on an object layer is a slot: its name is the slot id, its type (Tiled 1.9 writes
`class` instead) is the slot kind, its rectangle is in canvas pixels, and its custom properties
come along as a dict. Tables position everything from slots, so a layout can be edited in Tiled.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytmx

from game.paths import LEVELS


@dataclass(frozen=True)
class Slot:
    id: str
    kind: str
    rect: tuple[int, int, int, int]  # x, y, w, h
    props: dict = field(default_factory=dict, hash=False, compare=False)

    @property
    def center(self) -> tuple[int, int]:
        x, y, w, h = self.rect
        return x + w // 2, y + h // 2


@dataclass
class Board:
    name: str
    size: tuple[int, int]  # map size in pixels
    slots: dict[str, Slot]
    problems: list[str]  # unnamed objects, missing kinds, duplicate ids, slots off the map

    def __getitem__(self, slot_id: str) -> Slot:
        return self.slots[slot_id]

    def __contains__(self, slot_id: str) -> bool:
        return slot_id in self.slots

    def get(self, slot_id: str) -> Slot | None:
        return self.slots.get(slot_id)

    def by_kind(self, kind: str) -> list[Slot]:
        return [s for s in self.slots.values() if s.kind == kind]

    def merged(self, other: Board) -> Board:
        """This board with `other`'s slots added; `other` wins where ids are the same."""
        return Board(
            other.name, other.size, {**self.slots, **other.slots}, self.problems + other.problems
        )


def level_path(name: str) -> Path:
    return LEVELS / f"{name}.tmx"


def load_board(name_or_path: str | Path) -> Board:
    path = Path(name_or_path)
    if path.suffix != ".tmx":
        path = level_path(str(name_or_path))
    tmx = pytmx.TiledMap(str(path))
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    slots: dict[str, Slot] = {}
    problems: list[str] = []
    for group in tmx.objectgroups:
        for obj in group:
            where = f"object {obj.id} on layer {group.name!r}"
            kind = obj.type or getattr(obj, "class", None)
            if not obj.name:
                problems.append(f"{where} has no name (the slot id)")
                continue
            if not kind:
                problems.append(f"{where} ({obj.name}) has no type/class (the slot kind)")
            if obj.name in slots:
                problems.append(f"slot {obj.name!r} appears more than once")
            rect = (round(obj.x), round(obj.y), round(obj.width), round(obj.height))
            if (
                rect[0] < 0
                or rect[1] < 0
                or rect[0] + rect[2] > width
                or rect[1] + rect[3] > height
            ):
                problems.append(f"slot {obj.name!r} reaches outside the {width}x{height} map")
            slots[obj.name] = Slot(obj.name, kind or "", rect, dict(obj.properties))
    return Board(path.stem, (width, height), slots, problems)
