"""The expert's judgement of a Dungeon Raiders position part-way through the game: each seat's
standing in coins, as a lead over its best rival.

A seat's standing is its coins, less its wounds, plus what its items are worth for the rooms
left (items.py, as the bots value them), plus the power it still holds this level (a raider who
spent the 5 early has less to win the level's last rooms with). The rules knock out the raider
with the most wounds (scoring.collapsed: at three players only a most wounded alone): a seat that
would collapse if the game ended now loses standing, more the fewer rooms are left to mend it,
and a raider turned to stone has lost.
"""

from __future__ import annotations

from game.ai.raiders.items import copy_worth, rooms_after
from game.rules.raiders.content import ITEMS
from game.rules.raiders.scoring import collapsed
from game.rules.raiders.state import LEVELS, ROW

WOUND = 1.0  # coins a wound costs before it decides who collapses
COLLAPSE_EARLY, COLLAPSE_LATE = 3.0, 12.0  # coins the most wounds cost at the start, at the end
POWER = 0.3  # coins a point of power still in hand is worth this level (all hands hold 15 anew)
STONE = -30.0


def standing(state, seat: int, out: list[int], rooms: int) -> float:
    if state.petrified[seat]:
        return STONE
    items = sum(
        copy_worth(item, k, rooms) for item in ITEMS for k in range(1, state.items[seat][item] + 1)
    )
    late = 1.0 - rooms / (LEVELS * ROW)
    collapse = COLLAPSE_EARLY + (COLLAPSE_LATE - COLLAPSE_EARLY) * late if seat in out else 0.0
    return (
        state.coins[seat]
        - WOUND * state.wounds[seat]
        + items
        + POWER * sum(state.hands[seat])
        - collapse
    )


def lead(state, seat: int) -> float:
    """The seat's standing over its best rival's."""
    out = collapsed(state.num_players, state.wounds, state.petrified)
    rooms = rooms_after(state)
    values = [standing(state, s, out, rooms) for s in range(state.num_players)]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)
