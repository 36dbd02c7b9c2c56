"""How good one seat's dungeon and hand are, in points: what it would score if the game ended
now, plus what its goal cards and open walls promise for the rounds still to come.

Reads only public facts and the seat's own hand, so it works on any view.
"""

from __future__ import annotations

from game.ai.decorators.look import look
from game.rules.decorators.content import CATALOG
from game.rules.decorators.scoring import alone_points, majority_points, measure

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


def card_progress(card: str, dungeon) -> float:
    """0..1: how much of the card the dungeon already shows (1: met now)."""
    return look(dungeon).progress(card)


def hand_value(
    hand,
    dungeon,
    clock: float,
    exact: bool = False,
    mimics: int = 0,
    last: bool = False,
) -> float:
    """What the cards in hand promise: points times a chance that grows with progress and time.
    `exact` (the hard bot): a card the dungeon meets now is worth its points (it is scored this
    turn), less the Mimic tokens it spends; in the known last round (`last`) the others are
    worth nothing."""
    if not hand:
        return 0.0
    seen = look(dungeon)
    time_share = min(1.0, clock / 6.0)
    total = 0.0
    for card in hand:
        points = CATALOG.goals[card].points
        if exact:
            need = seen.need(card)
            if need is not None and need <= mimics:
                total += points - TOKEN["decorative_mimic"] * need
                continue
            if last:
                continue
        progress = seen.progress(card)
        total += points * (0.15 * time_share + 0.75 * progress**2 * (0.4 + 0.6 * time_share))
    return total


def free_walls(dungeon) -> int:
    return look(dungeon).free_walls


def end_points(view, seat: int, dungeon, others_b: list[int]) -> float:
    """Stars, colours and bosses of `dungeon` as if the game ended now."""
    seen = look(dungeon)
    boss_a, boss_b = view.bosses
    facts = seen.boss
    mimics = view.mimics[seat]
    a = alone_points(boss_a, measure(boss_a, dungeon, mimics, facts))
    values = list(others_b)
    values[seat] = measure(boss_b, dungeon, mimics, facts)
    return seen.colours + a + majority_points(values)[seat]


def others_boss_b(view) -> list[int]:
    boss_b = view.bosses[1]
    return [measure(boss_b, d, m) for d, m in zip(view.dungeons, view.mimics)]


def seat_value(
    view, seat: int, dungeon=None, hand=None, others_b=None, clock=None, exact: bool = False
) -> float:
    """The seat's standing in points: scored goals, the end as if now, and what is to come."""
    dungeon = view.dungeons[seat] if dungeon is None else dungeon
    hand = view.hands[seat] if hand is None else hand
    others_b = others_boss_b(view) if others_b is None else others_b
    clock = rounds_left(view) if clock is None else clock
    future = min(1.0, clock / 4.0)
    value = view.points[seat] + end_points(view, seat, dungeon, others_b)
    value += hand_value(hand, dungeon, clock, exact, view.mimics[seat], view.last_round)
    seen = look(dungeon)
    value += future * (
        OPENING_VALUE[min(seen.openings, 4)] + FREE_WALL * seen.free_walls + seen.potential
    )
    value += future * (
        TOKEN["arcane_architect"] * view.architects[seat]
        + TOKEN["decorative_mimic"] * view.mimics[seat]
        + STORED_TILE * len(view.storage[seat])
    )
    return value
