"""Random games at 1-5 players, checking Stonespine's own invariants at every step (the shared
contract is checked by tests/rules/test_contract.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules.stonespine.content import CATALOG, PASSAGE
from game.rules.stonespine.state import AMBIGUOUS_NAMES, StonespineState

ALL_TOKENS = Counter({face: copies for face, (_, copies) in CATALOG.tokens.items()})


def check_cards(state: StonespineState) -> None:
    chambers = (
        list(state.deck)
        + [c for h in state.hands for c in h]
        + [c for d in state.discards for c in d]
    )
    chambers += [c for d in state.dungeons for c in d.cards if c] + state.jael_pile
    assert sorted(chambers) == sorted(CATALOG.chambers)
    challenges = list(state.challenge_deck) + state.dropped
    for s in state.players():
        challenges += state.offers[s] + state.challenges[s] + state.challenge_discards[s]
    assert sorted(challenges) == sorted(CATALOG.challenges)


def check_tokens(state: StonespineState) -> None:
    held = Counter(state.bag) + Counter(state.placing) + Counter(state.jael_tokens)
    for entry in state.market:
        held.update(entry["top"] or [])
        held.update(entry["bottom"] or [])
    for d in state.dungeons:
        held.update(d.tokens)
    assert held == ALL_TOKENS
    for d in state.dungeons:
        assert all(len(e) <= 4 for e in d.elems)
        assert Counter(d.tokens)[PASSAGE] == bin(d.passages).count("1")


def check_no_hand_in_events(state: StonespineState, events) -> None:
    """Hands are secret from everyone else: no event names or carries a card still in a hand."""
    in_hands = {c for h in state.hands for c in h}
    names = {CATALOG.chambers[c].name for c in in_hands} - AMBIGUOUS_NAMES
    for event in events:
        assert not any(name in event.text for name in names), event
        assert event.data.get("card") not in in_hands or event.kind in ("buy", "jael_buy"), event


def check_views(state: StonespineState) -> None:
    for seat in state.players():
        view = state.view(seat, seed=len(state.history))
        assert view.hands[seat] == state.hands[seat]
        assert [len(h) for h in view.hands] == [len(h) for h in state.hands]
        assert view.challenges[seat] == state.challenges[seat]
        check_cards(view)


def play(players: int, seed: int) -> StonespineState:
    state = StonespineState(players, seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = rng.choice(state.to_move())
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        check_cards(state)
        check_tokens(state)
        check_no_hand_in_events(state, events)
        assert min(state.gold) >= 0
        assert sorted(state.priority) == list(range(state.seats))
        if len(state.history) % 7 == 0:
            check_views(state)
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_keep_the_invariants(players):
    for seed in range(3):
        state = play(players, seed)
        assert all(all(d.cards) for d in state.dungeons[:players])
        assert all(len(c) == 3 for c in state.challenges)
        scores = state.scores()
        assert len(scores) == state.seats
        assert sorted(s.place for s in scores) == list(
            range(1, state.seats + 1)
        )  # priority breaks every tie
        if players == 1:
            assert len(state.jael_pile) == 16 and len(state.jael_cards_used) == 4
