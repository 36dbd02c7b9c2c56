"""Positions for Doodle Dungeon tests: sheets drawn as text, installs and fights set up directly."""

from __future__ import annotations

import random

from game.rules.doodle import SPEC
from game.rules.doodle import sheet as S
from game.rules.doodle.build import box_groups, level_table
from game.rules.doodle.content import CARDS, CONTENT

EMPTY_SHEET = ["." * 10] * 8


def cell(label: str) -> list[int]:
    """ "C4" -> [3, 2] (column, row)."""
    return [int(label[1:]) - 1, S.ROW_NAMES.index(label[0])]


def idx(label: str) -> int:
    return S.from_json(cell(label))


def card_with(action: str, elements: tuple) -> int:
    return next(c.number for c in CARDS if c.action.name == action and c.elements == elements)


def card_named(action: str) -> int:
    return next(c.number for c in CARDS if c.action.name == action)


def set_sheet(state, seat: int, rows: list[str]) -> None:
    """rows: 8 strings of 10 characters from . W T G O D (row A first)."""
    assert len(rows) == 8 and all(len(r) == 10 for r in rows)
    board = [ch for row in rows for ch in row]
    state.board[seat] = board
    state.walls[seat] = sum(1 << i for i, ch in enumerate(board) if ch == "W")
    state.things[seat] = sum(1 << i for i, ch in enumerate(board) if ch in "TGOD")


def boxes_for(category: str, level: int) -> int:
    table = level_table(box_groups({})[category], CONTENT.levels[category])
    return table.index(level)


def installing(card: int, rows: list[str] | None = None, players: int = 2, seed: int = 1):
    """A state where seat 0 installs `card` on a sheet drawn by `rows` (the others are done)."""
    state = SPEC.new_state(players, seed)
    state.phase = "install"
    state.display = []
    set_sheet(state, 0, rows or EMPTY_SHEET)
    state.install = [None] * players
    state.start_install(0, card)
    return state


class Rigged(random.Random):
    """Dice that come up as scripted (then fall back to a seeded die)."""

    def __init__(self, dice: list[int]):
        super().__init__(0)
        self.dice = list(dice)

    def randint(self, a, b):
        return self.dice.pop(0) if self.dice else super().randint(a, b)


def defending(
    rows: list[str],
    path: list[str],
    players: int = 2,
    hand: list[int] | None = None,
    dice: list[int] | None = None,
    seat: int = 0,
):
    """Phase C with `seat` about to move its hero along `path` (labels) through `rows`."""
    state = SPEC.new_state(players, 3)
    state.phase = "defend"
    state.display = []
    state.install = [None] * players
    for s in range(players):
        set_sheet(state, s, EMPTY_SHEET)
        state.paths[s] = [
            idx(x)
            for x in (
                "A1",
                "A2",
                "A3",
                "A4",
                "A5",
                "A6",
                "A7",
                "A8",
                "A9",
                "A10",
                "B10",
                "C10",
                "D10",
                "E10",
                "F10",
                "G10",
                "H10",
            )
        ]
    set_sheet(state, seat, rows)
    state.paths[seat] = [idx(x) for x in path]
    state.hand = [[] for _ in range(players)]
    state.deck = [[] for _ in range(players)]
    state.hand[seat] = list(hand or [])
    state.turns = [1] * players
    state.rng = Rigged(dice or [])
    state.begin_turn(seat)
    return state
