"""The Build phase: new tiles into the dungeon or storage, stored tiles out, Arcane Architects.

Without an Architect every tile is checked as it is placed. Spending an Architect token lifts
one placed tile (it must go back down, same face, anywhere, turned at will); from then on this
build is checked only when it ends ("finish"), so the dungeon may be rearranged through illegal
steps; "restart_build" puts the tiles back as they were before the first token was spent (the
tokens stay spent: moving tiles back would cost tokens too; Undo takes the moves back).
"""

from __future__ import annotations

from game.rules.decorators import dungeon as D
from game.rules.decorators.tiles import FACES, distinct_rotations, faces_of, tile_name

STORAGE = 2
SOURCES = ("new", "storage", "lifted")


class BuildMixin:
    def reset_build(self) -> None:
        self.lifted: list = []  # (tile, face) lifted by an Architect, waiting to go down again
        self.fresh: list = []  # tiles stored during this build (they come out only later)
        self.freed: list = []  # cells emptied by a lift this build
        self.snapshot = None  # the build as it was before the first Architect token

    @property
    def relaxed(self) -> bool:
        return self.snapshot is not None

    # ---- what may be placed -----------------------------------------------------------------
    def _sources(self, seat: int) -> list[tuple[str, object, tuple]]:
        """(source, tile, faces allowed) for every distinct tile that may be placed now."""
        out, seen = [], set()
        for tile in self.pending:
            if ("new", tile) not in seen:
                seen.add(("new", tile))
                out.append(("new", tile, faces_of(tile)))
        for tile in self.placeable_stored(seat):
            if ("storage", tile) not in seen:
                seen.add(("storage", tile))
                out.append(("storage", tile, faces_of(tile)))
        for tile, face in self.lifted:
            if ("lifted", tile, face) not in seen:
                seen.add(("lifted", tile, face))
                out.append(("lifted", tile, (face,)))
        return out

    def placeable_stored(self, seat: int) -> list:
        left = list(self.storage[seat])
        for tile in self.fresh:
            left.remove(tile)
        return left

    def _cells(self, seat: int) -> list:
        dungeon = self.dungeons[seat]
        if not self.relaxed:
            return D.frontier(dungeon)
        cells = set(D.frontier(dungeon, loose=True))
        cells.update(c for c in self.freed if c not in dungeon)
        return sorted(cells)

    def placements(self, seat: int, strict: bool | None = None) -> list[dict]:
        dungeon = self.dungeons[seat]
        strict = (not self.relaxed) if strict is None else strict
        cells = D.frontier(dungeon) if strict else self._cells(seat)
        open_count = D.openings(dungeon)
        near = {cell: D.around(dungeon, cell) for cell in cells} if strict else {}
        out = []
        for source, tile, faces in self._sources(seat):
            for face in faces:
                for rot in range(4):  # every turn is listed, even those that look alike
                    info = FACES[tile, face, rot]
                    for cell in cells:
                        if strict:
                            why = (
                                D.decoration_reason(info, near[cell])
                                if info.kind == "decoration"
                                else D.dungeon_reason(info, near[cell], open_count)
                            )
                            if why is not None:
                                continue
                        out.append(
                            {
                                "act": "place",
                                "from": source,
                                "tile": tile,
                                "face": face,
                                "rot": rot,
                                "cell": [cell[0], cell[1]],
                            }
                        )
        return out

    def _fits_anywhere(self, seat: int) -> bool:
        dungeon = self.dungeons[seat]
        cells = D.frontier(dungeon)
        open_count = D.openings(dungeon)
        for _source, tile, faces in self._sources(seat):
            for face in faces:
                for rot in distinct_rotations(tile, face):
                    for cell in cells:
                        if D.placement_reason(dungeon, tile, face, rot, cell, open_count) is None:
                            return True
        return False

    def build_actions(self, seat: int) -> list[dict]:
        out = self.placements(seat)
        if len(self.storage[seat]) < STORAGE:
            out += [{"act": "store", "tile": t} for t in dict.fromkeys(self.pending)]
        if self.architects[seat] > 0:
            out += [{"act": "lift", "cell": [c[0], c[1]]} for c in sorted(self.dungeons[seat])]
        if self.throw_allowed(seat):
            out += [{"act": "throw", "from": "new", "tile": t} for t in dict.fromkeys(self.pending)]
            out += [
                {"act": "throw", "from": "storage", "tile": t}
                for t in dict.fromkeys(self.storage[seat])
            ]
        if self.relaxed:
            out.append({"act": "restart_build"})
        if self.finish_reason(seat) is None:
            out.append({"act": "finish"})
        return out

    def nothing_left_to_build(self, seat: int) -> bool:
        return not (
            self.pending
            or self.lifted
            or self.relaxed
            or self.architects[seat]
            or self.placeable_stored(seat)
        )

    def throw_allowed(self, seat: int) -> bool:
        return (
            not self.relaxed
            and bool(self.pending)
            and len(self.storage[seat]) >= STORAGE
            and not self._fits_anywhere(seat)
        )

    def finish_reason(self, seat: int) -> str | None:
        if self.pending:
            return f"First place or store {tile_name(self.pending[0])}."
        if self.lifted:
            return f"First put {tile_name(self.lifted[0][0])} back into your dungeon."
        if self.relaxed:
            return D.problem(self.dungeons[seat])
        return None

    # ---- reasons ------------------------------------------------------------------------------
    def place_reason(self, seat: int, a: dict) -> str | None:
        source, tile, face, rot, cell = a["from"], a["tile"], a["face"], a["rot"], a["cell"]
        if source not in SOURCES:
            return "A tile comes from your new tiles, your storage or an Architect's lift."
        if source == "new" and tile not in self.pending:
            return f"{tile_name(tile).capitalize()} is not one of your new tiles."
        if source == "storage":
            if tile not in self.storage[seat]:
                return f"{tile_name(tile).capitalize()} is not in your storage."
            if tile not in self.placeable_stored(seat):
                return "A tile stored during this build comes out only in a later build."
        if source == "lifted" and (tile, face) not in self.lifted:
            return "No tile like that was lifted by an Architect."
        if face not in faces_of(tile):
            return f"{tile_name(tile).capitalize()} has no {face} face."
        if not (isinstance(rot, int) and not isinstance(rot, bool) and 0 <= rot < 4):
            return "A tile is turned 0, 1, 2 or 3 quarter-turns."
        spot = _cell(cell)
        if spot is None:
            return "A cell is given as [x, y]."
        if self.relaxed:
            if spot in self.dungeons[seat]:
                return "That cell already holds a tile."
            if spot not in self._cells(seat):
                return (
                    "While an Architect rearranges, a tile goes next to another tile "
                    "or where one was lifted."
                )
            return None
        return D.placement_reason(self.dungeons[seat], tile, face, rot, spot)

    def build_reason(self, seat: int, a: dict) -> str | None:
        act = a["act"]
        if act == "place":
            return self.place_reason(seat, a)
        if act == "store":
            if a["tile"] not in self.pending:
                return "Only a new tile can go into storage (nothing goes back there)."
            if len(self.storage[seat]) >= STORAGE:
                return f"Your storage holds {STORAGE} tiles at most."
            return None
        if act == "lift":
            if self.architects[seat] < 1:
                return "You have no Arcane Architect token to spend."
            spot = _cell(a["cell"])
            return (
                None if spot in self.dungeons[seat] else "There is no tile of yours there to lift."
            )
        if act == "throw":
            if a["from"] not in ("new", "storage") or a["tile"] not in (
                self.pending if a["from"] == "new" else self.storage[seat]
            ):
                return "That tile is not among your new or stored tiles."
            if not self.throw_allowed(seat):
                return (
                    "A tile may be thrown out only when storage is full and none of "
                    "your tiles fits anywhere."
                )
            return None
        if act == "restart_build":
            return None if self.relaxed else "You have not spent an Architect token in this build."
        return self.finish_reason(seat)

    # ---- applying -------------------------------------------------------------------------------
    def _do_place(self, seat: int, a: dict) -> None:
        tile, face = a["tile"], a["face"]
        if a["from"] == "new":
            self.pending.remove(tile)
        elif a["from"] == "storage":
            self.storage[seat].remove(tile)
        else:
            self.lifted.remove((tile, face))
        cell = (a["cell"][0], a["cell"][1])
        self.dungeons[seat][cell] = (tile, face, a["rot"])

    def _do_store(self, seat: int, a: dict) -> None:
        self.pending.remove(a["tile"])
        self.storage[seat].append(a["tile"])
        self.fresh.append(a["tile"])

    def _do_lift(self, seat: int, a: dict) -> None:
        if self.snapshot is None:
            self.snapshot = (
                {c: p for c, p in self.dungeons[seat].items()},
                list(self.storage[seat]),
                list(self.pending),
                list(self.fresh),
            )
        cell = (a["cell"][0], a["cell"][1])
        tile, face, _ = self.dungeons[seat].pop(cell)
        self.lifted.append((tile, face))
        self.freed.append(cell)
        self.architects[seat] -= 1
        self.supply["arcane_architect"] += 1

    def _do_throw(self, seat: int, a: dict) -> None:
        (self.pending if a["from"] == "new" else self.storage[seat]).remove(a["tile"])
        if a["tile"] in self.fresh and a["from"] == "storage":
            self.fresh.remove(a["tile"])
        self.out_of_game.append(a["tile"])
        self.forced_discards += 1

    def _do_restart_build(self, seat: int, a: dict) -> None:
        """Every tile back as the build began; the tokens spent stay spent (Undo takes moves
        back)."""
        dungeon, storage, pending, fresh = self.snapshot
        self.dungeons[seat] = dict(dungeon)
        self.storage[seat], self.pending, self.fresh = list(storage), list(pending), list(fresh)
        self.lifted, self.freed, self.snapshot = [], [], None


def _cell(value):
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return value[0], value[1]
    return None
