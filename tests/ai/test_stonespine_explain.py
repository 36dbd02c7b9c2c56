"""Why the hard Stonespine bot makes a move (game/ai/stonespine/explain.py): every kind of move
gets a clause naming what it does, worked out from the seat's view alone, and the whole hint
sentence stays short enough for the table's two-line note."""

from __future__ import annotations

import random

from game.ai.advice import advise_on_view
from game.ai.stonespine.explain import explain
from game.rules import GAMES
from game.rules.stonespine.text import chamber_name


def positions(players: int, seed: int):
    """(view, seat, legal) at a person's every turn of a random game."""
    state = GAMES["stonespine"].new_state(players, seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if seat < players:
            yield state.view(seat), seat, state.view(seat).legal_actions(seat)
        state.apply(seat, rng.choice(legal))


def test_every_kind_of_move_gets_a_clause():
    seen = set()
    for players, seed in ((1, 3), (2, 4), (3, 5)):
        for view, seat, legal in positions(players, seed):
            for action in legal[:6]:
                clause = explain(view.clone(), seat, action, legal)
                if action["act"] == "pass" and len(legal) > 1:
                    assert "nothing" in clause
                assert clause, action
                seen.add(action["act"])
                if action["act"] == "draft":
                    assert chamber_name(action["card"]) in clause
    assert seen == {"draft", "buy", "put", "pass", "challenge"}


def test_the_clause_depends_on_the_view_not_on_hidden_cards():
    state = GAMES["stonespine"].new_state(3, 8)
    seat = state.to_move()[0]
    one, other = state.view(seat, 1), state.view(seat, 2)
    assert one.hands[1] != other.hands[1]  # the other hands are re-dealt differently
    for action in one.legal_actions(seat)[:8]:
        assert explain(one, seat, action, []) == explain(other, seat, action, [])


def test_the_hint_sentence_names_the_chamber_and_fits_two_lines():
    for players, seed in ((1, 3), (2, 4)):
        for k, (view, seat, _) in enumerate(positions(players, seed)):
            if k % 5:
                continue
            advice = advise_on_view(view, seat, 1, 1.0)
            assert len(advice.why) < 250, advice.why
            if advice.action["act"] == "draft":
                assert chamber_name(advice.action["card"]) in advice.why
