"""Exact fight odds: the chance that d10 dice plus a bonus reach the winning strength."""

from __future__ import annotations

from functools import cache
from itertools import product

from game.rules.doodle.defend import WIN_AT


@cache
def _sums(dice: int) -> tuple[int, ...]:
    """How many ways each total of `dice` d10 comes up (index = total)."""
    counts = [0] * (10 * dice + 1)
    for roll in product(range(1, 11), repeat=dice):
        counts[sum(roll)] += 1
    return tuple(counts)


@cache
def win_chance(bonus: int, dice: int = 2) -> float:
    """P(sum of `dice` d10 + bonus >= 20)."""
    counts = _sums(dice)
    need = WIN_AT - bonus
    return sum(c for total, c in enumerate(counts) if total >= need) / 10**dice


def monster_holds(level: int) -> float:
    """The chance a monster of this level wins a fight with no cards played."""
    return win_chance(level, 2)
