"""A seat's view: a playable copy holding only what that seat may know.

Hidden, and re-dealt at random from a separate RNG: other seats' face-down cards (taken back
into their hands, so the view looks the same whatever they picked), dark rooms this seat has
not seen, the room pile and the 6 removed rooms, the boss while unseen, the level pile. The
seed and the move history are dropped (either would let a reader rebuild the deal).
"""

from __future__ import annotations

import random

from game.rules.raiders.content import CATALOG

BOSS_SLOT = 4  # the boss is the last room of the last level


def _take_back(view, s: int) -> None:
    """Undo seat s's face-down card: it goes back to the hand, `sealed[s]` stays True."""
    cards = view.commits if view.phase == "play" else view.seconds
    card, cards[s] = cards[s], None
    if card is None:
        return
    if card["play"] == "power":
        view.hands[s] = sorted(view.hands[s] + [card["value"]])
        view.played[s].remove(card["value"])
    elif card["item"] in view.items[s]:
        view.items[s][card["item"]] += 1


def make_view(state, seat: int, seed: int | None = None):
    rng = random.Random(seed)
    view = state.clone()
    view.seed = -1
    view.history = []
    view.undo_floor = 0
    view.rng = random.Random(rng.random())
    for s in range(view.num_players):
        if s != seat and view.sealed[s]:
            _take_back(view, s)

    boss_slot = BOSS_SLOT if view.level_no == 5 else None
    known = [view.face_up[i] or i in view.seen[seat] for i in range(len(view.row))]
    pool = set(CATALOG.rooms) - set(view.discarded)
    pool -= {view.row[i] for i in range(len(view.row)) if known[i] and i != boss_slot}
    pool = sorted(pool)
    rng.shuffle(pool)
    for i in range(len(view.row)):
        if not known[i]:
            view.row[i] = rng.choice(CATALOG.bosses) if i == boss_slot else pool.pop()
    if view.pile:  # the boss waits at the bottom of the pile until level 5
        view.pile = [pool.pop() for _ in range(len(view.pile) - 1)] + [rng.choice(CATALOG.bosses)]
    view.removed = pool
    levels = sorted(set(CATALOG.levels) - set(view.levels_used))
    rng.shuffle(levels)
    count = len(view.level_pile)
    view.level_pile, view.levels_removed = levels[:count], levels[count:]
    return view
