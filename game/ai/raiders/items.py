"""What an item in a bot's hand is worth: the gain of using it later, which shrinks as the rooms
left run out. An item still held when the game ends is worth nothing, so near the end a bot plays
an item for any gain at all, and early on only for a gain that beats keeping it.

An item pays only in some rooms (a key in treasure rooms, a sword against monsters and bosses, a
crystal ball where seeing the others' cards changes the pick, a torch once a level). With `rooms`
rooms still to come a bot expects FIT[item] * rooms chances to use one; the k-th copy held is
worth USE_GAIN[item] times the share of a k-th chance that is left (between 0 and 1), so a pile of
keys is not worth more than the treasure rooms left to spend them in.
"""

from __future__ import annotations

from game.rules.raiders.content import ITEMS
from game.rules.raiders.state import LEVELS, ROW

# Coins one use of an item gains over the best power card instead (set by reasoning about the
# rooms: chests hold 1-4 coins, a monster's bite costs 1-4 wounds; not fitted by simulation).
USE_GAIN = {"torch": 0.5, "crystal_ball": 0.8, "key": 1.5, "sword": 1.5}
# Share of the rooms ahead where one use pays: treasure rooms are 10 of 30, monsters 11 of 30
# (and every boss takes a sword); seeing the others' cards pays that much in few rooms; a torch
# is lit at most once a level. docs/decisions/raiders-ai.md has the self-play check.
FIT = {"torch": 1 / ROW, "crystal_ball": 0.15, "key": 0.25, "sword": 0.3}


def copy_worth(item: str, k: int, rooms: int) -> float:
    """Worth, in coins, of the k-th copy (k >= 1) of `item` held with `rooms` rooms to come."""
    return USE_GAIN[item] * min(1.0, max(0.0, FIT[item] * rooms - (k - 1)))


def rooms_after(state) -> int:
    """Rooms of the game still to be played after the current one."""
    return (LEVELS - state.level_no) * ROW + (ROW - 1 - state.current)


def gain_worth(state, seat: int, rooms: int) -> dict[str, float]:
    """What one more copy of each item (from a vault) is worth to `seat`."""
    return {item: copy_worth(item, state.items[seat][item] + 1, rooms) for item in ITEMS}


def wants_torch(state, seat: int) -> bool:
    """Light a torch when it shows two or more dark rooms ahead, or the boss, or when the seat
    holds more torches than levels left to light them in (a spare one is worth nothing later)."""
    unseen = [
        i
        for i in range(state.current + 1, ROW)
        if not state.face_up[i] and i not in state.seen[seat]
    ]
    if not unseen:
        return False
    spare = state.items[seat]["torch"] > LEVELS - state.level_no
    boss_dark = state.level_no == LEVELS and ROW - 1 in unseen
    return spare or boss_dark or len(unseen) >= 2


def held_worth(state, seat: int) -> float:
    """What the items `seat` holds are worth for the rest of the game, the room being played
    included (nothing once the game is over)."""
    rooms = 0 if state.is_over() else rooms_after(state) + 1
    return sum(
        copy_worth(item, k, rooms) for item in ITEMS for k in range(1, state.items[seat][item] + 1)
    )
