"""How good one seat's dungeon and hand are, in points: what it would score if the game ended
now, plus what its goal cards and open walls promise for the rounds still to come.

Reads only public facts and the seat's own hand, so it works on any view.
"""
from __future__ import annotations

from collections import Counter

from game.rules.decorators.content import CATALOG, COLOURS, ShapeGoal
from game.rules.decorators.dungeon import neighbour, openings, wall_decorations
from game.rules.decorators.goals import SHAPES, cell_need, mimics_needed, tile_facts
from game.rules.decorators.scoring import Facts, alone_points, colour_breakdown, majority_points, measure
from game.rules.decorators.tiles import FACES

OPENING_VALUE = (0.0, 0.0, 1.5, 2.5, 3.0)  # room to grow: 1, 2, 3, 4+ passageways into open space
FREE_WALL = 0.25  # a wall still facing an empty cell may take a decoration later
TOKEN = {"arcane_architect": 0.6, "decorative_mimic": 1.2}
STORED_TILE = 1.2


def rounds_left(view) -> float:
    """A rough clock: rounds still to play, from the bags and the hourglasses out."""
    if view.last_round:
        return 0.0
    tiles = len(view.blue) + len(view.red) - view.red.count("hourglass")
    per_round = 4 + 0.6 * view.num_players
    hourglasses_left = view.red.count("hourglass")
    if hourglasses_left == 0:
        return 0.0
    red_tiles = len(view.red) - hourglasses_left
    # the last hourglass sits on average 1/(h+1) of the way from the bottom of the red bag
    until_last = len(view.blue) + red_tiles * hourglasses_left / (hourglasses_left + 1)
    return max(0.0, min(tiles, until_last) / per_round)


def card_progress(card: str, dungeon, facts=None, decor=None) -> float:
    """0..1: how much of the card the dungeon already shows (1: met now)."""
    goal = CATALOG.goals[card]
    if isinstance(goal, ShapeGoal):
        return _shape_progress(card, tile_facts(dungeon) if facts is None else facts)
    decor = wall_decorations(dungeon) if decor is None else decor
    want = Counter(goal.icons)
    total = sum(want.values())
    best = 0.0
    if goal.where == "room":
        for cell, (real, _) in decor.items():
            if FACES[dungeon[cell]].kind == "room":
                have = sum(min(n, real[k]) for k, n in want.items())
                best = max(best, have / total)
        return best * 0.85 + (0.1 if any(FACES[p].kind == "room" for p in dungeon.values()) else 0.0)
    real: Counter = Counter()
    for cell, (have, _) in decor.items():
        if FACES[dungeon[cell]].kind == "hallway":
            real.update(have)
    return sum(min(n, real[k]) for k, n in want.items()) / total


def _shape_progress(card: str, facts: dict) -> float:
    """The best share of the card's cells met, over every way to lay it on the dungeon
    (an empty cell counts a little: it might still be built)."""
    met = {}  # symbol -> cells that meet it now
    best = 0.0
    for shape in SHAPES[card]:
        size = len(shape)
        for _, _, symbol in shape:
            if symbol not in met:
                met[symbol] = {cell for cell, fact in facts.items() if cell_need(symbol, *fact) == 0}
        tried = set()
        for ax, ay in facts:
            for kx, ky, _ in shape:  # put each cell of the shape on this tile in turn
                ox, oy = ax - kx, ay - ky
                if (ox, oy) in tried:
                    continue
                tried.add((ox, oy))
                score = 0.0
                for dx, dy, symbol in shape:
                    cell = (ox + dx, oy + dy)
                    if cell not in facts:
                        score += 0.3
                    elif cell in met[symbol]:
                        score += 1.0
                    else:
                        score -= 0.2
                if score / size > best:
                    best = score / size
                    if best >= 1.0:
                        return 1.0
    return best


def hand_value(hand, dungeon, clock: float, exact: bool = False, mimics: int = 0, last: bool = False) -> float:
    """What the cards in hand promise: points times a chance that grows with progress and time.
    `exact` (the hard bot): a card the dungeon meets now is worth its points (it is scored this
    turn), less the Mimic tokens it spends; in the known last round (`last`) the others are
    worth nothing."""
    if not hand:
        return 0.0
    facts, decor = tile_facts(dungeon), wall_decorations(dungeon)
    time_share = min(1.0, clock / 6.0)
    total = 0.0
    for card in hand:
        points = CATALOG.goals[card].points
        if exact:
            need = mimics_needed(card, dungeon, facts, decor)
            if need is not None and need <= mimics:
                total += points - TOKEN["decorative_mimic"] * need
                continue
            if last:
                continue
        progress = card_progress(card, dungeon, facts, decor)
        total += points * (0.15 * time_share + 0.75 * progress ** 2 * (0.4 + 0.6 * time_share))
    return total


def free_walls(dungeon) -> int:
    count = 0
    for cell, placed in dungeon.items():
        face = FACES[placed]
        if face.kind == "decoration":
            continue
        for e in range(4):
            if not face.mask >> e & 1 and neighbour(cell, e) not in dungeon:
                count += 1
    return count


def end_points(view, seat: int, dungeon, others_b: list[int]) -> float:
    """Stars, colours and bosses of `dungeon` as if the game ended now."""
    part = colour_breakdown(dungeon)
    boss_a, boss_b = view.bosses
    facts = Facts(dungeon)
    mimics = view.mimics[seat]
    a = alone_points(boss_a, measure(boss_a, dungeon, mimics, facts))
    values = list(others_b)
    values[seat] = measure(boss_b, dungeon, mimics, facts)
    return sum(part.values()) + a + majority_points(values)[seat]


def colour_potential(dungeon) -> float:
    """Half the step to the next colour table entries: colours not yet owned still to come."""
    floors = [FACES[p].floor for p in dungeon.values() if FACES[p].kind != "decoration"]
    colours = Counter(f for f in floors if f in COLOURS)
    return 0.4 * len(colours) + 0.3 * max(colours.values(), default=0)


def others_boss_b(view) -> list[int]:
    boss_b = view.bosses[1]
    return [measure(boss_b, d, m) for d, m in zip(view.dungeons, view.mimics)]


def seat_value(view, seat: int, dungeon=None, hand=None, others_b=None, clock=None, exact: bool = False) -> float:
    """The seat's standing in points: scored goals, the end as if now, and what is to come."""
    dungeon = view.dungeons[seat] if dungeon is None else dungeon
    hand = view.hands[seat] if hand is None else hand
    others_b = others_boss_b(view) if others_b is None else others_b
    clock = rounds_left(view) if clock is None else clock
    future = min(1.0, clock / 4.0)
    value = view.points[seat] + end_points(view, seat, dungeon, others_b)
    value += hand_value(hand, dungeon, clock, exact, view.mimics[seat], view.last_round)
    value += future * (OPENING_VALUE[min(openings(dungeon), 4)] + FREE_WALL * free_walls(dungeon)
                       + colour_potential(dungeon))
    value += future * (TOKEN["arcane_architect"] * view.architects[seat]
                       + TOKEN["decorative_mimic"] * view.mimics[seat]
                       + STORED_TILE * len(view.storage[seat]))
    return value
