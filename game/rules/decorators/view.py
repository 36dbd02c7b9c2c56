"""A seat's view: a playable copy holding only what that seat may know.

Re-dealt at random from a separate RNG: the other hands (each card keeps its known deck), the
goal decks' order, the discards others made (the seat's own stay known), and every tile not yet
seen (the two bags and the 20 set aside; the hourglasses still to come stay in the red bag).
The seed and the move history are dropped: either would let a reader rebuild the deal.
"""

from __future__ import annotations

import random

from game.rules.decorators.cards import DECKS
from game.rules.decorators.content import CATALOG

HOURGLASS = "hourglass"


def _redeal_goals(view, seat: int, rng) -> None:
    for deck in DECKS:
        slots, pool = [], []
        for s in range(view.num_players):
            if s != seat:
                for i, card in enumerate(view.hands[s]):
                    if CATALOG.deck_of(card) == deck:
                        slots.append((view.hands[s], i))
                        pool.append(card)
        for i, card in enumerate(view.decks[deck]):
            slots.append((view.decks[deck], i))
            pool.append(card)
        pile = view.discards[deck]
        others = [i for i, (_, who) in enumerate(pile) if who != seat]
        pool += [pile[i][0] for i in others]
        pool.sort()  # the deal depends only on which cards are unseen, never on where they were
        rng.shuffle(pool)
        for (where, i), card in zip(slots, pool):
            where[i] = card
        for i, card in zip(others, pool[len(slots) :]):
            pile[i] = (card, pile[i][1])
    for s in range(view.num_players):
        view.hands[s].sort()


def _redeal_tiles(view, rng) -> None:
    hourglasses = view.red.count(HOURGLASS)
    pool = sorted(list(view.blue) + [t for t in view.red if t != HOURGLASS] + list(view.set_aside))
    rng.shuffle(pool)
    blue, red = len(view.blue), len(view.red) - hourglasses
    view.blue = pool[:blue]
    view.red = pool[blue : blue + red] + [HOURGLASS] * hourglasses
    rng.shuffle(view.red)
    view.set_aside = pool[blue + red :]


def make_view(state, seat: int, seed: int | None = None):
    rng = random.Random(seed)
    view = state.clone()
    view.seed = -1
    view.history = []
    view.undo_floor = 0
    view.rng = random.Random(rng.random())
    _redeal_goals(view, seat, rng)
    _redeal_tiles(view, rng)
    return view
