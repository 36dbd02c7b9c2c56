"""Phase A installs: where each building element of a card may go, and what may be left out.

Mixed into DoodleState. An install record (state.install[seat]) holds the card being installed,
the index of its next element, how often it was restarted, and a snapshot of the sheet from
before the card so "restart" can redo the card and the leave-out rule can try its earlier
elements placed differently.
"""

from __future__ import annotations

from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS, CATEGORIES, CONTENT, MONSTERS
from game.rules.doodle.text import with_article

BOARD_ELEMENTS = ("walls", "trap") + MONSTERS
FORMATIONS = {card.number: S.formation_masks(card.walls) for card in CARDS if card.walls}
# Our variant "six_hand_boxes" (off by default): the Cards in Hand row as this app had it before
# issue 25, two boxes in its last group where the rulebook's sheet prints one.
SIX_HAND_BOXES = (2, 2, 2)


def box_groups(options: dict) -> dict[str, tuple[int, ...]]:
    """Each category's box groups on the sheet for a game with these options."""
    groups = dict(CONTENT.boxes)
    if options.get("six_hand_boxes"):
        groups["hand"] = SIX_HAND_BOXES
    return groups


def level_table(groups: tuple[int, ...], levels: tuple[int, ...]) -> list[int]:
    """The level reached with 0, 1, 2 ... boxes ticked in a row of these groups."""
    out, done = [], 0
    for ticked in range(sum(groups) + 1):
        while done < len(groups) and ticked >= sum(groups[: done + 1]):
            done += 1
        out.append(levels[done])
    return out


def wall_masks(card: int, walls: int, things: int) -> list[int]:
    """Legal placements of the card's formation on a sheet with these walls, traps and monsters."""
    taken = walls | things
    return [m for m in FORMATIONS[card] if not m & taken and S.walls_ok(walls | m)]


def thing_cells(walls: int, things: int) -> list[int]:
    """Empty cells with no trap or monster on a side: where a trap or monster may go."""
    blocked = walls | things | S.spread(things)
    return S.mask_cells(S.FULL & ~blocked)


def _fits(card: int, element: str, walls: int, things: int) -> bool:
    if element == "walls":
        return bool(wall_masks(card, walls, things))
    return bool(S.FULL & ~(walls | things | S.spread(things)))


def _could_fit(
    card: int, earlier: list[str], element: str, walls: int, things: int, seen: set
) -> bool:
    """Could `element` go in after the `earlier` board elements were placed some other way?"""
    if not earlier:
        return _fits(card, element, walls, things)
    key = (len(earlier), walls, things)
    if key in seen:
        return False
    seen.add(key)
    first, rest = earlier[0], earlier[1:]
    if first == "walls":
        return any(
            _could_fit(card, rest, element, walls | m, things, seen)
            for m in wall_masks(card, walls, things)
        )
    return any(
        _could_fit(card, rest, element, walls, things | (1 << i), seen)
        for i in thing_cells(walls, things)
    )


class BuildMixin:
    def set_up_boxes(self) -> None:
        """The sheet's improvement rows for this game's options (state.groups, level tables)."""
        self.groups = box_groups(self.options)
        self.level_at = {
            cat: level_table(self.groups[cat], CONTENT.levels[cat]) for cat in CATEGORIES
        }

    def total_boxes(self, cat: str) -> int:
        return len(self.level_at[cat]) - 1

    def level(self, seat: int, cat: str) -> int:
        return self.level_at[cat][self.boxes[seat][cat]]

    def current_element(self, seat: int) -> str | None:
        rec = self.install[seat]
        if rec is None:
            return None
        elements = CARDS[rec["card"]].elements
        return elements[rec["step"]] if rec["step"] < len(elements) else None

    def element_options(self, seat: int, element: str) -> list:
        """Every legal install of `element` now, as actions (empty: it cannot go in)."""
        walls, things = self.walls[seat], self.things[seat]
        if element == "walls":
            return [
                {"act": "walls", "cells": [S.to_json(i) for i in S.mask_cells(m)]}
                for m in wall_masks(self.install[seat]["card"], walls, things)
            ]
        if element == "treasure":
            hidden = self.treasures[seat]
            return [
                {"act": "hide", "cell": S.to_json(i)} for i in range(S.CELLS) if i not in hidden
            ]
        if element == "improve":
            return [
                {"act": "improve", "category": cat}
                for cat in CATEGORIES
                if self.boxes[seat][cat] < self.total_boxes(cat)
            ]
        return [{"act": "build", "cell": S.to_json(i)} for i in thing_cells(walls, things)]

    def may_leave_out(self, seat: int) -> bool:
        """The current element cannot go in, not even with this card's earlier ones placed
        otherwise."""
        rec, element = self.install[seat], self.current_element(seat)
        if element in ("treasure", "improve") or element is None:
            return False  # these never depend on the card's earlier elements
        snap = rec["snap"]
        done = CARDS[rec["card"]].elements[: rec["step"]]
        earlier = [
            e for k, e in enumerate(done) if e in BOARD_ELEMENTS and k not in rec["left_out"]
        ]
        return not _could_fit(rec["card"], earlier, element, snap["walls"], snap["things"], set())

    def install_actions(self, seat: int) -> list:
        rec, element = self.install[seat], self.current_element(seat)
        if element is None:
            out = [{"act": "done"}]
        else:
            out = self.element_options(seat, element)
            if not out and (element in ("treasure", "improve") or self.may_leave_out(seat)):
                out = [{"act": "skip"}]
        if rec["step"] > 0:
            out.append({"act": "restart"})
        return out

    def install_reason(self, seat: int, action: dict) -> str | None:
        rec, element = self.install[seat], self.current_element(seat)
        act = action.get("act")
        if act == "restart":
            return None if rec["step"] > 0 else "Nothing of this card is installed yet."
        if act == "done":
            if element is not None:
                return f"This card still has elements to install: next, {_element_name(element)}."
            return None
        if element is None:
            return "Every element of this card is in: turn the card over with Done."
        if act == "skip":
            if self.element_options(seat, element):
                return (
                    f"{_element_name(element).capitalize()} still fits, so it may not be left out."
                )
            if element not in ("treasure", "improve") and not self.may_leave_out(seat):
                return (
                    f"{_element_name(element).capitalize()} would fit if this card's earlier "
                    "elements "
                    "were placed differently: restart the card and make room for it."
                )
            return None
        want = {"walls": "walls", "treasure": "hide", "improve": "improve"}.get(element, "build")
        if act != want:
            return f"The next element to install is {_element_name(element)}."
        if act == "improve":
            cat = action.get("category")
            if cat not in CATEGORIES:
                return f"Tick a box under {', '.join(CATEGORIES[:-1])} or {CATEGORIES[-1]}."
            if self.boxes[seat][cat] >= self.total_boxes(cat):
                return f"Every {cat} box is already ticked."
            return None
        if act == "walls":
            return self._walls_reason(seat, action.get("cells"))
        i = S.from_json(action.get("cell"))
        if i is None:
            return "That is not a space of the dungeon."
        if act == "hide":
            return (
                "You already hid a treasure in that space." if i in self.treasures[seat] else None
            )
        return self._thing_reason(seat, i, element)

    def _thing_reason(self, seat: int, i: int, element: str) -> str | None:
        board = self.board[seat]
        if board[i] != S.EMPTY:
            return f"{S.label(i)} already holds {with_article(S.KIND_OF[board[i]])}."
        for j in S.NEIGHBOURS[i]:
            if board[j] in S.THINGS:
                return (
                    f"{S.label(i)} is beside the {S.KIND_OF[board[j]]} at {S.label(j)}: traps and "
                    "monsters never touch side by side."
                )
        return None

    def _walls_reason(self, seat: int, cells) -> str | None:
        if not isinstance(cells, list) or not cells:
            return "List the spaces of the wall formation."
        idx = [S.from_json(c) for c in cells]
        if None in idx:
            return "The whole wall formation must be drawn inside the dungeon."
        if idx != sorted(set(idx)):
            return "Give the wall spaces once each, in reading order (row by row, left to right)."
        mask = sum(1 << i for i in idx)
        if mask not in FORMATIONS[self.install[seat]["card"]]:
            return "Those spaces are not this card's formation (turned or mirrored) drawn whole."
        for i in idx:
            if self.board[seat][i] != S.EMPTY:
                return f"{S.label(i)} already holds {with_article(S.KIND_OF[self.board[seat][i]])}."
        for i in (S.ENTRY, S.EXIT):
            if mask >> i & 1:
                return f"{S.label(i)} must stay open: the hero comes in or goes out there."
        walls = self.walls[seat] | mask
        free = S.FULL & ~walls
        cut = S.mask_cells(free & ~S.flood(1 << S.ENTRY, free))
        if cut:
            if cut[-1] == S.EXIT:
                return "The walls would cut the entrance off from the exit."
            return f"{S.label(cut[0])} would be cut off from the entrance."
        return None

    # ---- applying ----------------------------------------------------------------------------
    def start_install(self, seat: int, card: int) -> None:
        self.install[seat] = {
            "card": card,
            "step": 0,
            "left_out": [],
            "restarts": 0,  # a player (or bot) who restarted may want to draw it otherwise
            "snap": {
                "board": list(self.board[seat]),
                "walls": self.walls[seat],
                "things": self.things[seat],
                "treasures": len(self.treasures[seat]),
                "boxes": dict(self.boxes[seat]),
            },
        }

    def apply_install(self, seat: int, action: dict) -> None:
        rec, act = self.install[seat], action["act"]
        if act == "restart":
            snap = rec["snap"]
            self.board[seat] = list(snap["board"])
            self.walls[seat], self.things[seat] = snap["walls"], snap["things"]
            del self.treasures[seat][snap["treasures"] :]
            self.boxes[seat] = dict(snap["boxes"])
            rec["step"], rec["left_out"] = 0, []
            rec["restarts"] += 1
            self.emit(seat, "restart", "rubs out this card's installs to draw them again")
            return
        if act == "done":
            self.install[seat] = None
            self.emit(
                seat,
                "done",
                "has installed the card and turns it over",
                left_out=len(rec["left_out"]),
            )
            return
        element = self.current_element(seat)
        rec["step"] += 1
        if act == "skip":
            rec["left_out"].append(rec["step"] - 1)
            self.emit(
                seat,
                "skip",
                f"cannot fit {_element_name(element)} and leaves it out",
                element=element,
            )
        elif act == "walls":
            idx = [S.from_json(c) for c in action["cells"]]
            for i in idx:
                self.board[seat][i] = S.WALL
                self.walls[seat] |= 1 << i
            self.emit(
                seat,
                "walls",
                "draws walls at " + ", ".join(S.label(i) for i in idx),
                cells=[S.to_json(i) for i in idx],
            )
        elif act == "build":
            i = S.from_json(action["cell"])
            self.board[seat][i] = S.TRAP if element == "trap" else S.MONSTER_OF[element]
            self.things[seat] |= 1 << i
            self.emit(
                seat,
                "build",
                f"draws {_element_name(element)} at {S.label(i)}",
                element=element,
                cell=S.to_json(i),
            )
        elif act == "hide":
            self.treasures[seat].append(S.from_json(action["cell"]))
            self.emit(seat, "hide", "hides a treasure", count=len(self.treasures[seat]))
        else:
            cat = action["category"]
            before = self.level(seat, cat)
            self.boxes[seat][cat] += 1
            after = self.level(seat, cat)
            note = f" and reaches {_level_text(cat, after)}" if after != before else ""
            self.emit(
                seat, "improve", f"ticks {with_article(cat)} box{note}", category=cat, level=after
            )


def _element_name(element: str) -> str:
    return {
        "walls": "the wall formation",
        "improve": "an improvement",
        "treasure": "a treasure",
    }.get(element) or with_article(element)


def _level_text(cat: str, level: int) -> str:
    if cat in MONSTERS:
        return f"{cat} strength +{level}"
    return {
        "trap": f"trap damage {level}",
        "treasure": f"{level} points a treasure",
        "hand": f"a hand of {level}",
    }[cat]
