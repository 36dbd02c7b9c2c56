"""What one seat may know: views with the hidden parts re-dealt, and the list of its secrets.

Hidden from a seat: the removed cards and the order of the build deck, the other players'
treasure spaces, their hands and decks, the order of its own deck (but for the cards it put under
itself), and the paths others are still drawing.
"""

from __future__ import annotations

import random

from game.rules.doodle import path as P
from game.rules.doodle import sheet as S

SECRET_ACTS = ("hide", "step", "finish", "refill")  # others' moves a view shows without details


def _hidden_paths(state) -> bool:
    return state.phase == "path"


def seat_view(state, seat: int, seed: int | None = None):
    """`seat`'s view, the hidden parts re-dealt by a generator of its own: seeded by `seed` (the
    same seed gives the same view), from the system when None; never from the game's rng."""
    rng = random.Random(seed)
    v = state.clone()
    n = state.num_players
    # Each pile is sorted before it is shuffled, so that the deal depends only on which cards are
    # hidden and the seed, never on their real order (which a known seed would give away).
    pool = sorted(v.build_deck + v.removed)
    if v.reshuffled:  # the new deck is the old discards: only their order is unknown
        v.build_deck.sort()
        rng.shuffle(v.build_deck)
    else:
        rng.shuffle(pool)
        v.build_deck, v.removed = pool[: len(v.build_deck)], sorted(pool[len(v.build_deck) :])
    for other in range(n):
        if other == seat:
            known = v.known_bottom[seat]
            rest = sorted(v.deck[seat][known:])
            rng.shuffle(rest)
            v.deck[seat][known:] = rest
            continue
        if v.phase != "over":
            cells = [i for i in range(S.CELLS)]
            v.treasures[other] = rng.sample(cells, len(v.treasures[other]))
        cards = sorted(v.hand[other] + v.deck[other])
        rng.shuffle(cards)
        size = len(v.hand[other])
        v.hand[other], v.deck[other] = cards[:size], cards[size:]
        v.known_bottom[other] = 0
        if _hidden_paths(v) and other != seat:
            d = v.drawn_in(other)
            guess = P.shortest(v.board[d]) if v.path_done[other] else []
            v.paths[d] = guess
            v.path_counts[d] = [0] * S.CELLS
            for i in guess:
                v.path_counts[d][i] += 1
            v.path_last[d] = next((i for i in reversed(guess) if v.board[d][i] in S.THINGS), -1)
    v.history = [
        (s, a if s == seat or a.get("act") not in SECRET_ACTS else {"act": a["act"]})
        for s, a in v.history
    ]
    v.rng = random.Random(rng.getrandbits(64))  # the view's dice: not the game's
    v.seed = rng.getrandbits(31)  # the real seed would give the deck away
    return v


def secrets(state, seat: int) -> list:
    out = [{"removed_cards": list(state.removed)}] if state.removed else []
    if len(state.build_deck) > 1:
        out.append({"build_deck_order": list(state.build_deck)})
    unknown_own = state.deck[seat][state.known_bottom[seat] :]
    if len(unknown_own) > 1:
        out.append({"deck_order": list(unknown_own)})
    for other in range(state.num_players):
        if other == seat:
            continue
        if state.phase != "over" and state.treasures[other]:
            out.append(
                {"treasures_of": other, "cells": [S.to_json(i) for i in state.treasures[other]]}
            )
        if state.hand[other]:
            out.append({"hand_of": other, "cards": sorted(state.hand[other])})
        if _hidden_paths(state) and state.paths[state.drawn_in(other)]:
            out.append(
                {
                    "path_by": other,
                    "cells": [S.to_json(i) for i in state.paths[state.drawn_in(other)]],
                }
            )
    return out
