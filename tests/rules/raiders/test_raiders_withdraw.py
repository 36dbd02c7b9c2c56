"""A face-down pick withdrawn and made again (hot-seat: a person changes their card after another
has picked): the game replayed without it, every later move standing; never once cards are up."""

from __future__ import annotations

import pytest
from raiders_helpers import power

from game.rules.core import IllegalAction
from game.rules.raiders import new_state

TORCH = {"use": "torch"}


def test_a_withdrawn_pick_is_back_in_hand_and_the_picks_after_it_stand():
    state = new_state(3, 5)
    state.apply(0, power(2))
    state.apply(1, power(4))
    assert state.withdrawable(0) == 0 and state.withdrawable(1) == 1
    back = state.withdrawn(0)
    assert back.history == [(1, power(4))]
    assert 2 in back.hands[0] and back.commits[0] is None and back.to_move() == [0, 2]
    assert back.commits[1] == power(4) and back.sealed[1]
    assert state.history == [(0, power(2)), (1, power(4))]  # the state asked is left as it was
    back.apply(0, power(5))
    events = back.apply(2, power(1))
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["cards"] == [power(5), power(4), power(1)]


def test_nothing_can_be_withdrawn_once_the_cards_are_up_nor_a_pick_not_made():
    state = new_state(3, 5)
    assert state.withdrawable(0) is None
    with pytest.raises(IllegalAction):
        state.withdrawn(0)
    for seat, value in enumerate((1, 2, 3)):
        state.apply(seat, power(value))
    assert [state.withdrawable(s) for s in range(3)] == [None, None, None]
    assert state.withdrawable(7) is None and state.withdrawable("0") is None


def test_open_play_cards_are_face_up_at_once_and_cannot_be_withdrawn():
    state = new_state(3, 5, {"tactical": True})
    first = state.to_move()[0]
    state.apply(first, power(3))
    assert state.withdrawable(first) is None


def test_a_torch_lit_after_the_pick_stands_when_the_pick_is_withdrawn():
    seed = next(
        s
        for s in range(200)
        if new_state(3, s).items[1]["torch"] and not all(new_state(3, s).face_up)
    )
    state = new_state(3, seed)
    state.apply(0, power(3))
    state.apply(1, TORCH)
    back = state.withdrawn(0)
    assert back.history == [(1, TORCH)] and back.torched[1] and back.seen[1] == state.seen[1]
    assert back.withdrawable(1) is None  # a torch is not a pick


def test_the_other_seats_views_never_hold_the_withdrawn_or_the_new_card():
    state = new_state(4, 9)
    state.apply(0, power(1))
    state.apply(2, power(3))
    back = state.withdrawn(0)
    back.apply(0, power(5))
    for seat in (1, 2, 3):
        assert power(5) in back.secrets_for(seat)  # the contract suite keeps it out of their sight
        view = back.view(seat)
        assert view.commits[0] is None and view.sealed[0] and 5 in view.hands[0]
