"""Helpers for Dungeon Raiders tests: rig a table with a chosen room and play cards."""

from game.rules.raiders import new_state
from game.rules.raiders.content import ITEMS


def power(value):
    return {"play": "power", "value": value}


def item(name):
    return {"play": "item", "item": name}


def table(
    players=4, room="treasure_4_2-1", coins=None, wounds=None, items=None, seed=1, tactical=False
):
    """A fresh game whose current room is `room`, with the given coins, wounds and items."""
    state = new_state(players, seed, {"tactical": tactical})
    state.row[state.current] = room
    state.face_up[state.current] = True
    if coins is not None:
        state.coins = list(coins)
    if wounds is not None:
        state.wounds = list(wounds)
    if items is not None:
        for seat in range(players):
            held = items.get(seat, {}) if isinstance(items, dict) else items[seat]
            state.items[seat] = {name: held.get(name, 0) for name in ITEMS}
    return state


def play(state, cards):
    """Every seat in turn commits its card (seat order; the tactical tests order themselves).
    Returns the events of the last card: the reveal and what followed."""
    for seat, card in enumerate(cards):
        events = state.apply(seat, card)
    return events


def lines(events, names):
    """The events' texts with the names filled in."""
    return [event.line(names) for event in events]
