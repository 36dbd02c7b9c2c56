"""A seat's view: a playable copy holding only what that seat may know.

Hidden, and re-dealt at random from a separate RNG: the other players' hands (except cards this
seat held itself earlier: it saw them when it passed them on), their chosen but unrevealed
chambers and put-aside cards, their challenge offers and kept challenges, and the draw piles.
The seed and the move history are dropped (either would let a reader rebuild the deal).
"""

from __future__ import annotations

import random


def _take_back(view, s: int) -> None:
    """Forget seat s's hidden pick for this turn (its cards stay in its hand until the reveal);
    `sealed[s]` tells the table that s has chosen."""
    if view.pending[s] is not None:
        view.pending[s] = None
        view.sealed[s] = True


def _redeal(rng, piles: list[list[int]], hidden: list[list[int]]) -> None:
    """Shuffles the cards at the `hidden` positions (indexes per pile) among those positions.
    They are sorted first, so the outcome depends only on which cards are hidden and the random
    source, never on where they lay (a view of a view re-deals the same way as a view)."""
    cards = sorted(piles[p][i] for p, where in enumerate(hidden) for i in where)
    rng.shuffle(cards)
    for p, where in enumerate(hidden):
        for i in where:
            piles[p][i] = cards.pop()


def make_view(state, seat: int, seed: int | None = None):
    rng = random.Random(seed)
    view = state.clone()
    view.seed = -1
    view.history = []
    view.undo_floor = 0
    view.rng = random.Random(rng.random())
    others = [s for s in view.players() if s != seat]
    for s in others:
        _take_back(view, s)
    known = state.seen[seat] if seat < state.num_players else set()
    chambers = [view.deck] + [view.hands[s] for s in others] + [view.discards[s] for s in others]
    _redeal(rng, chambers, [[i for i, c in enumerate(pile) if c not in known] for pile in chambers])
    for s in others:
        view.hands[s].sort()
        view.seen[s] = set()
    challenges = (
        [view.challenge_deck]
        + [view.offers[s] for s in others]
        + [view.challenges[s] for s in others]
        + [view.challenge_discards[s] for s in others]
    )
    _redeal(rng, challenges, [list(range(len(pile))) for pile in challenges])
    return view
