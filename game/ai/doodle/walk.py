"""What a dungeon's owner may expect once a hero has walked a path through it, cards left out:
the monsters it keeps (with the treasures under them), the hero's death (+5) or the hearts it
leaves with, worked out stop by stop over the chances of the hearts the hero still has.

Each stop on the path (a trap or a monster not crossed off) is met while the hero lives; a
monster there wins its fight with the exact two-dice chance of its level (the hero loses its
damage) or is crossed off; a trap springs once. Whether a monster met twice is still there the
second time is taken as its chance to be there, apart from the hearts (a close guess: the two
are linked only through the fights between). The treasures lie where the path planner believes
them (under monsters, stronger ones first): the path's drawer cannot see them.
"""

from __future__ import annotations

from game.ai.doodle.planner import DAMAGE, LEVEL_OF, POINTS, treasure_belief
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CONTENT
from game.rules.doodle.odds import monster_holds
from game.rules.doodle.scoring import DEATH_BONUS


def expected_score(state, owner: int, path: list[int]) -> float:
    """The owner's points, as a rival believes them, once a whole hero walks `path`."""
    board = state.board[owner]
    present = {
        i: 1.0 for i in S.mask_cells(state.things[owner] & ~state.crossed[owner])
    }  # traps and monsters still there, as chances
    chances = [0.0] * (CONTENT.hearts + 1)  # of the hearts the hero has
    chances[-1] = 1.0
    trap_damage = state.level(owner, "trap")
    for i in path:
        there = present.get(i, 0.0)
        if not there:
            continue
        alive = 1.0 - chances[0]
        code = board[i]
        if code == S.TRAP:
            chances = _hurt(chances, there, trap_damage)
            present[i] = there * (1.0 - alive)
        else:
            holds = monster_holds(state.level(owner, LEVEL_OF[code]))
            chances = _hurt(chances, there * holds, DAMAGE[code])
            present[i] = there * (1.0 - alive * (1.0 - holds))
    treasure, tlevel = treasure_belief(state, owner), state.level(owner, "treasure")
    kept = sum(
        there * (POINTS[board[i]] + treasure.get(i, 0.0) * tlevel)
        for i, there in present.items()
        if board[i] in POINTS
    )
    escaped = sum(h * p for h, p in enumerate(chances))
    return kept + DEATH_BONUS * chances[0] - escaped


def _hurt(chances: list[float], chance: float, damage: int) -> list[float]:
    """The hearts' chances after the hero (while alive) loses `damage` with `chance`."""
    if chance <= 0 or damage <= 0:
        return chances
    out = list(chances)
    for h in range(1, len(chances)):
        moved = chances[h] * chance
        if moved:
            out[h] -= moved
            out[max(0, h - damage)] += moved
    return out
