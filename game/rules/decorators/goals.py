"""Whether a dungeon meets a goal card, and with how few Decorative Mimic tokens.

A wild icon on a wall counts as any decoration only for a Mimic token spent on it: one token,
one wild, one card. `mimics_needed` returns the least number of tokens that makes the card met
(0: met without any), or None when no number of tokens would do.
"""

from __future__ import annotations

from collections import Counter

from game.rules.decorators.content import CATALOG, COLOURS, DecorationGoal, ShapeGoal
from game.rules.decorators.dungeon import wall_decorations
from game.rules.decorators.tiles import FACES

_COLOURS = frozenset(COLOURS)


def _transforms(cells) -> tuple[tuple, ...]:
    """The card's cells turned and mirrored every way (duplicates dropped)."""
    out = []
    for mirror in (False, True):
        for turn in range(4):
            moved = []
            for x, y, symbol in cells:
                if mirror:
                    x = -x
                for _ in range(turn):
                    x, y = -y, x
                moved.append((x, y, symbol))
            x0, y0 = moved[0][0], moved[0][1]
            shape = tuple(sorted((x - x0, y - y0, s) for x, y, s in moved))
            if shape not in out:
                out.append(shape)
    # keep the anchor (0, 0) first so it can be put on each tile in turn
    return tuple(tuple(sorted(t, key=lambda c: (c[0], c[1]) != (0, 0))) for t in out)


SHAPES = {
    card: _transforms(goal.cells)
    for card, goal in CATALOG.goals.items()
    if isinstance(goal, ShapeGoal)
}


def cell_need(symbol: str, kind: str, floor: str, real: int, wild: int):
    """Tokens this cell needs to meet `symbol` (None: it cannot)."""
    if symbol == "C":
        return 0 if floor in _COLOURS else None
    first, rest = symbol[0], symbol[1:]
    if (first == "H" and kind != "hallway") or (first == "R" and kind != "room"):
        return None
    if rest == "":
        return 0
    if rest == "*":
        return 0 if floor == "star" else None
    if rest in _COLOURS:
        return 0 if floor == rest else None
    if rest == "p":
        if floor not in _COLOURS:
            return None
        least = 2
    else:
        least = int(rest)
    short = max(0, least - real)
    return short if short <= wild else None


def tile_facts(dungeon, decor: dict | None = None) -> dict:
    """{cell: (kind, floor, real decorations, wilds)} for every dungeon tile."""
    decor = wall_decorations(dungeon) if decor is None else decor
    out = {}
    for cell, (real, wild) in decor.items():
        face = FACES[dungeon[cell]]
        out[cell] = (face.kind, face.floor, sum(real.values()), wild)
    return out


def _shape_matches(card: int, facts: dict):
    """(Mimic tokens needed, anchor, shape) for every place the card's shape fits."""
    for shape in SHAPES[card]:
        for ax, ay in facts:
            total = 0
            for dx, dy, symbol in shape:
                fact = facts.get((ax + dx, ay + dy))
                need = None if fact is None else cell_need(symbol, *fact)
                if need is None:
                    break
                total += need
            else:
                yield total, (ax, ay), shape


def shape_need(card: int, facts: dict):
    best = None
    for total, _, _ in _shape_matches(card, facts):
        if best is None or total < best:
            best = total
            if best == 0:
                return 0
    return best


def _short(want: Counter, have: Counter, wild: int):
    short = sum(max(0, n - have[k]) for k, n in want.items())
    return short if short <= wild else None


def decoration_need(goal: DecorationGoal, dungeon, decor=None):
    decor = wall_decorations(dungeon) if decor is None else decor
    want = Counter(goal.icons)
    if goal.where == "room":
        best = None
        for cell, (real, wild) in decor.items():
            if FACES[dungeon[cell]].kind == "room":
                need = _short(want, real, wild)
                if need is not None and (best is None or need < best):
                    best = need
        return best
    real: Counter = Counter()
    wild = 0
    for cell, (have, wilds) in decor.items():
        if FACES[dungeon[cell]].kind == "hallway":
            real.update(have)
            wild += wilds
    return _short(want, real, wild)


def mimics_needed(card: int, dungeon, facts=None, decor=None):
    goal = CATALOG.goals[card]
    if isinstance(goal, ShapeGoal):
        return shape_need(card, tile_facts(dungeon) if facts is None else facts)
    return decoration_need(goal, dungeon, decor)


def met_cells(card: int, dungeon) -> list:
    """The dungeon cells that meet `card` with the fewest Mimic tokens ([] when it is not met):
    a shape card's cells, a Room card's room, a Hallway card's hallways bearing what it asks."""
    goal = CATALOG.goals[card]
    if isinstance(goal, ShapeGoal):
        best = min(_shape_matches(card, tile_facts(dungeon)), key=lambda m: m[0], default=None)
        if best is None:
            return []
        (ax, ay), shape = best[1], best[2]
        return sorted((ax + dx, ay + dy) for dx, dy, _ in shape)
    decor, want = wall_decorations(dungeon), Counter(goal.icons)
    if goal.where == "room":
        rooms = [
            (need, cell)
            for cell, (real, wild) in decor.items()
            if FACES[dungeon[cell]].kind == "room"
            for need in [_short(want, real, wild)]
            if need is not None
        ]
        return [min(rooms)[1]] if rooms else []
    if decoration_need(goal, dungeon, decor) is None:
        return []
    return sorted(
        cell
        for cell, (real, wild) in decor.items()
        if FACES[dungeon[cell]].kind == "hallway" and (wild or any(real[k] for k in want))
    )
