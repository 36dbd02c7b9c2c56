"""What a hero path drawn so far may cost its hero, as phase C would play it with no cards (they
are not known while the path is drawn): the hearts lost on average, the chance the hero dies and
the monsters crossed off on average, from a fixed set of simulated walks along the path, each
fight won by the monster with the exact chance of two d10 plus its level reaching the winning
strength. The table shows it beside the path being drawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.doodle import sheet as S
from game.rules.doodle.content import CONTENT
from game.rules.doodle.odds import monster_holds

WALKS = 400


@dataclass(frozen=True)
class Forecast:
    damage: float  # hearts lost on average
    death: float  # the chance the hero dies on this path
    destroyed: float  # monsters crossed off on average


def forecast(state, owner: int, path: list[int]) -> Forecast:
    """The walk of a hero along `path` in seat `owner`'s dungeon, as it stands now."""
    board = state.board[owner]
    stops = [i for i in path if board[i] in S.THINGS and not state.crossed[owner] >> i & 1]
    if not stops:
        return Forecast(0.0, 0.0, 0.0)
    rng = random.Random(len(path) * 7919 + owner)  # the same figures every time for one path
    start = state.hearts[owner]
    lost = deaths = destroyed = 0
    for _ in range(WALKS):
        hearts, gone = start, set()
        for i in stops:
            if i in gone:
                continue
            code = board[i]
            if code == S.TRAP:
                gone.add(i)
                hearts -= state.level(owner, "trap")
            else:
                kind = S.KIND_OF[code]
                if rng.random() < monster_holds(state.level(owner, kind)):
                    hearts -= CONTENT.damage[kind]
                else:
                    gone.add(i)
                    destroyed += 1
            if hearts <= 0:
                deaths += 1
                break
        lost += start - max(hearts, 0)
    return Forecast(lost / WALKS, deaths / WALKS, destroyed / WALKS)
