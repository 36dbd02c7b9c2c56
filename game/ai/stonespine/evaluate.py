"""How good a dungeon is for its seat, "if the game ended now", plus hints of what is to come.

Weights is the bot level's taste: zero hints gives the plain current score (the easy bot);
the normal and hard bots add credit for blueprint progress, the gold the dungeon will count this
year and doors still open toward empty cells from the entrance and exit networks.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import rank_places
from game.rules.stonespine import board, measures
from game.rules.stonespine.content import CATALOG


@dataclass(frozen=True)
class Weights:
    blueprint_step: float = 0.0  # per requirement met, on top of the printed points
    gold: float = 0.0  # per gold the dungeon will count this year (before the count)
    open_door: float = 0.0  # per door from a doorway network toward an empty cell
    goal_step: float = 0.0  # per goal item (most) or minus per item (fewest)


PLAIN = Weights()
HINTED = Weights(blueprint_step=1.2, gold=0.45, open_door=0.35, goal_step=1.0)


def goal_points_with(state, seat: int, counts_now) -> int:
    """The seat's goal points if its element counts were `counts_now`."""
    goal = CATALOG.goals[state.goal]
    counts = state.goal_counts()
    counts[seat] = measures.goal_count(counts_now, goal.measure)
    eligible = [s for s in range(state.seats) if not goal.most or counts[s] > 0]
    if seat not in eligible:
        return 0
    places = rank_places([(counts[s] if goal.most else -counts[s],) for s in eligible])
    place = places[eligible.index(seat)]
    return CATALOG.goal_points[place - 1] if place <= len(CATALOG.goal_points) else 0


def _open_doors(d, doors: list[int], reach: set[int]) -> int:
    count = 0
    for i in reach:
        for j in board.NEIGHBOURS[i]:
            if not d.cards[j]:
                toward = (
                    board.E
                    if j == i + 1
                    else board.W
                    if j == i - 1
                    else board.S
                    if j > i
                    else board.N
                )
                count += bool(doors[i] & toward)
    return count


def value(state, seat: int, d, w: Weights = PLAIN) -> float:
    """The seat's points now with dungeon `d` (its own challenges included), plus hints."""
    counts = d.counts()
    goal = CATALOG.goals[state.goal]
    met = sum(measures.blueprint_met(d, state.blueprints[seat]))
    doors = d.doors()
    adj = board.links(doors, d.passages)
    entrance = board.entrance_reach(doors, adj, d.passages, d.entrance)
    exit_ = board.exit_reach(doors, adj, d.passages, d.exit)
    total = (
        goal_points_with(state, seat, counts)
        + sum(measures.challenge_points(d, c) for c in state.challenges[seat])
        + measures.star_points(counts)
        + measures.blueprint_points(met)
        + len(entrance)
        + len(exit_)
    )
    if w.blueprint_step and met < 8:
        total += w.blueprint_step * met
    if w.gold and state.phase in ("draft", "jael_take"):
        total += w.gold * d.gold()
    if w.open_door:
        total += w.open_door * (_open_doors(d, doors, entrance) + _open_doors(d, doors, exit_))
    if w.goal_step:
        item = measures.goal_count(counts, goal.measure)
        total += w.goal_step * (item if goal.most else -item)
    return total
