"""How good a Dungeon Makers position is for a seat: the score it stands on now plus what is likely
still to come (tiles it can still lay, exits an opponent may invade, the action tile's next offer).

Everything reads public state only, so it works on any view. Values are in points.
"""

from __future__ import annotations

from game.ai.makers import dungeon
from game.rules.makers import scoring
from game.rules.makers.actions import ACTION_RING
from game.rules.makers.tiles import CELLS, ICON

GOLEM = 1
WIN_BONUS = 25.0  # at the end only the result counts: make a won ending worth more than points

# Set by reasoning about the rules, not fitted (docs/decisions/makers-ai.md).
TILE_VALUE = 1.6  # what a tile still to be laid tends to be worth
OPEN_FACTOR = (0.15, 0.6, 0.85, 1.0)  # share of future tiles reachable with 0, 1, 2, 3+ open cells
EXIT_RISK = (2.5, 1.6, 1.0, 0.6, 0.4)  # expected loss for the 1st, 2nd... unguarded exit tile
SOLO_EXIT_SCALE = 0.5  # the Golem invades only on one face of one of its four tiles
OFFER_WEIGHT = 0.5  # how much the next multi-side offer of the action tile counts


def golem_total(state, chest_bonus: int) -> int:
    return sum(
        scoring.golem_breakdown(
            state.pile, state.pile_minions, state.pile_blocks, chest_bonus
        ).values()
    )


def standing(state, dungeons: list | None = None) -> list[int]:
    """Both seats' totals if the game ended now (the Golem's in solo), without tie-breaks."""
    if state.solo:
        mine = dungeons[0] if dungeons else dungeon.of(state, 0)
        pile_chests = sum(1 for t in state.pile if ICON[t] == "chest")
        bonus = scoring.chest_bonus([mine.chests, pile_chests])
        return [state.points[0] + mine.settled + bonus[0], golem_total(state, bonus[1])]
    both = dungeons or [dungeon.of(state, 0), dungeon.of(state, 1)]
    bonus = scoring.chest_bonus([d.chests for d in both])
    return [state.points[s] + both[s].settled + bonus[s] for s in (0, 1)]


def exit_risk(exits: int, enemy_minions: int, scale: float) -> float:
    """Points an opponent may take by sending minions onto unguarded exit tiles."""
    n = min(exits, enemy_minions)
    return scale * sum(EXIT_RISK[min(k, len(EXIT_RISK) - 1)] for k in range(n))


def icon_offer(state, seat: int, icon: str) -> float:
    if icon == "place_minion":
        return 3.0 if state.minions_left[seat] > 0 else 0.0
    if icon == "block_or_move":
        return 2.5 if state.blocks_left[seat] > 0 else 1.2
    if icon == "move_minion":
        return 1.5 if seat in state.minion[seat] else 0.0
    return 0.8  # swap


def next_offer(state, seat: int) -> float:
    """Value of the better side choice on the next multi-side turn (the top stays until then)."""
    top = state.top[seat]
    return max(
        icon_offer(state, seat, ACTION_RING[(top + 1) % 4]),
        icon_offer(state, seat, ACTION_RING[(top + 3) % 4]),
    )


def potential(state, seat: int, d: dungeon.Dungeon, horizon: int) -> float:
    """Points still to come for a player seat beyond its standing."""
    share = OPEN_FACTOR[min(d.open, 3)]
    scale = SOLO_EXIT_SCALE if state.solo else 1.0
    return (
        TILE_VALUE * min(d.empty, horizon) * share
        - exit_risk(d.exits, state.minions_left[1 - seat], scale)
        + OFFER_WEIGHT * next_offer(state, seat)
    )


def evaluate(state, seat: int) -> float:
    """Seat's expected lead over its opponent (the Golem in solo) at the end of the game.

    `seat` is a player's seat (always 0 in solo: the Golem never evaluates anything)."""
    if state.over:
        final = state.scores()
        lead = final[seat].total - final[1 - seat].total
        places = final[seat].place - final[1 - seat].place  # tie-breaks decide equal totals
        return lead + (WIN_BONUS if places < 0 else -WIN_BONUS if places > 0 else 0.0)
    if state.solo:
        mine = dungeon.of(state, 0)
        totals = standing(state, [mine])
        return totals[0] - totals[1] + potential(state, 0, mine, CELLS)
    both = [dungeon.of(state, 0), dungeon.of(state, 1)]
    totals = standing(state, both)
    other = 1 - seat
    horizon = min(both[0].empty, both[1].empty) + 2
    return (
        totals[seat]
        - totals[other]
        + potential(state, seat, both[seat], horizon)
        - potential(state, other, both[other], horizon)
    )
