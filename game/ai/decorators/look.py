"""What one dungeon shows, worked out once and kept: the bots judge the same dungeon many times
in one decision (a quick look, then a full one; every goal card; the bosses), so each fact is
computed on first use and remembered with the dungeon's contents as the key.

Only a bounded number of dungeons is kept (the store empties when full), so memory stays small.
Everything here is a pure function of the dungeon: remembering it changes no decision.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property

from game.rules.decorators.content import CATALOG, COLOURS, ShapeGoal
from game.rules.decorators.dungeon import openings, wall_decorations
from game.rules.decorators.goals import SHAPES, cell_need, mimics_needed, tile_facts
from game.rules.decorators.scoring import Facts, colour_breakdown
from game.rules.decorators.tiles import FACES

KEEP = 1500  # dungeons remembered at most
_SPAN = 1 << 16  # a cell (x, y) as one number x * _SPAN + y: offsets become plain sums
_STORE: dict = {}


def look(dungeon) -> Look:
    key = frozenset(dungeon.items())
    found = _STORE.get(key)
    if found is None:
        if len(_STORE) >= KEEP:
            _STORE.clear()
        found = _STORE[key] = Look(dict(dungeon))
    return found


def _cell_keys(cells) -> tuple:
    return tuple((x * _SPAN + y, symbol) for x, y, symbol in cells)


SHAPE_KEYS = {
    card: tuple((_cell_keys(shape), len(shape)) for shape in shapes)
    for card, shapes in SHAPES.items()
}


class Look:
    def __init__(self, dungeon):
        self.dungeon = dungeon
        self._progress: dict = {}
        self._need: dict = {}

    @cached_property
    def decor(self) -> dict:
        return wall_decorations(self.dungeon)

    @cached_property
    def facts(self) -> dict:
        return tile_facts(self.dungeon, self.decor)

    @cached_property
    def boss(self) -> Facts:
        return Facts(self.dungeon, self.decor)

    @cached_property
    def openings(self) -> int:
        return openings(self.dungeon)

    @cached_property
    def open_walls(self) -> dict:
        """{cell of a dungeon tile: its walls still facing an empty cell} (a decoration may go
        there later; a wall facing a tile never takes one)."""
        dungeon = self.dungeon
        return {
            (x, y): sum(
                1 for _, dx, dy, _ in FACES[placed].walls if (x + dx, y + dy) not in dungeon
            )
            for (x, y), placed in dungeon.items()
            if FACES[placed].kind != "decoration"
        }

    @cached_property
    def free_walls(self) -> int:
        return sum(self.open_walls.values())

    @cached_property
    def colours(self) -> int:
        """Stars, colours and the main colour, as they would score now."""
        return sum(colour_breakdown(self.dungeon).values())

    @cached_property
    def potential(self) -> float:
        return colour_potential(self.dungeon)

    def need(self, card: int):
        """Mimic tokens the card needs now (None: not met)."""
        if card not in self._need:
            self._need[card] = mimics_needed(card, self.dungeon, self.facts, self.decor)
        return self._need[card]

    def progress(self, card: int) -> float:
        """0..1: how much of the card the dungeon already shows (1: met now)."""
        found = self._progress.get(card)
        if found is None:
            if isinstance(CATALOG.goals[card], ShapeGoal):
                found = shape_progress(card, self.facts, self.open_walls)
            else:
                found = decoration_progress(card, self.dungeon, self.decor)
            self._progress[card] = found
        return found


def decoration_progress(card: int, dungeon, decor: dict) -> float:
    """The share of the card's icons on the walls where it wants them (a room card: of its best
    room, scaled to 0.85, plus 0.1 once the dungeon has a room)."""
    goal = CATALOG.goals[card]
    want = Counter(goal.icons)
    total = sum(want.values())
    best = 0.0
    if goal.where == "room":
        for cell, (real, _) in decor.items():
            if FACES[dungeon[cell]].kind == "room":
                have = sum(min(n, real[k]) for k, n in want.items())
                best = max(best, have / total)
        return best * 0.85 + (
            0.1 if any(FACES[p].kind == "room" for p in dungeon.values()) else 0.0
        )
    real: Counter = Counter()
    for cell, (have, _) in decor.items():
        if FACES[dungeon[cell]].kind == "hallway":
            real.update(have)
    return sum(min(n, real[k]) for k, n in want.items()) / total


def shape_progress(card: int, facts: dict, open_walls: dict) -> float:
    """The best share of the card's cells met, over every way to lay it on the dungeon with at
    least one of its cells on a tile: a cell met counts 1, an empty cell 0.3 (it might still be
    built), a tile that does not meet it -0.2, the right tile still short of decorations between
    (`cell_worth`)."""
    cells = [(x * _SPAN + y, fact, open_walls[x, y]) for (x, y), fact in facts.items()]
    worth: dict = {}  # symbol -> {cell: that tile's part in a cell asking for symbol}
    best = 0.0
    for shape, size in SHAPE_KEYS[card]:
        parts = []
        for offset, symbol in shape:
            values = worth.get(symbol)
            if values is None:
                values = worth[symbol] = {
                    c: cell_worth(symbol, fact, free) for c, fact, free in cells
                }
            parts.append((offset, values))
        for anchor in {c - offset for c, _, _ in cells for offset, _ in shape}:
            score = 0.0
            for offset, values in parts:
                score += values.get(anchor + offset, 0.3)
            if score / size > best:
                best = score / size
                if best >= 1.0:
                    return 1.0
    return best


def cell_worth(symbol: str, fact: tuple, free_walls: int) -> float:
    """A tile's part in a shape card's cell: 1 met; the right room or hallway still short of
    decorations 0.4 rising to 1 with each one it has, if it has a free wall for each it lacks;
    else -0.2. An empty cell counts 0.3, so building the right room or hallway there already
    gains, and each decoration on it gains more (at 0.65 less 0.2 a missing decoration, a bare
    room counted less than the empty cell, and the bots seldom started an "R2" cell)."""
    kind, floor, real, wild = fact
    if cell_need(symbol, kind, floor, real, wild) == 0:
        return 1.0
    short = cell_need(symbol, kind, floor, real, 99)
    if short is None or short > free_walls:
        return -0.2
    return 0.4 + 0.6 * real / (real + short)  # short > 0: `real` is below the cell's least


def colour_potential(dungeon) -> float:
    """Half the step to the next colour table entries: colours not yet owned still to come."""
    floors = [FACES[p].floor for p in dungeon.values() if FACES[p].kind != "decoration"]
    colours = Counter(f for f in floors if f in COLOURS)
    return 0.4 * len(colours) + 0.3 * max(colours.values(), default=0)
