"""Dungeon Decorators bots: legal choices from views at every phase, a whole game per level, and
sensible choices in scripted positions. Strength is measured with python -m game.sim, never here."""
from __future__ import annotations

import random

import pytest

from game.ai import Budget, bot_levels, make_bot
from game.rules.decorators import new_state
from game.rules.decorators.content import CATALOG
from game.sim import play_game

LEVELS = ["easy", "normal", "hard"]


def test_every_level_is_offered():
    assert bot_levels("decorators") == LEVELS


def positions(players: int, count: int, seed: int) -> list:
    """States where a seat must choose, spread over a random game (every phase shows up)."""
    rng = random.Random(seed)
    state = new_state(players, seed)
    out = []
    while not state.is_over():
        seat = state.current
        if rng.random() < count / 150:
            out.append(state.clone())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_legal_actions_from_their_view(level):
    for state in positions(3, 20, seed=4):
        seat = state.current
        view = state.view(seat)
        legal = view.legal_actions(seat)
        action = make_bot("decorators", level, seed=1).choose(view, seat, legal, Budget(1.0))
        assert state.why_illegal(seat, action) is None, (state.phase, action)


def test_a_whole_game_with_every_level():
    result = play_game("decorators", 3, seed=8, levels=LEVELS)
    assert len(result.scores) == 3 and min(s["place"] for s in result.scores) == 1


def test_a_bot_scores_a_card_its_dungeon_meets():
    state = new_state(2, 3)
    while state.phase != "score":
        seat = state.current
        state.apply(seat, make_bot("decorators", "normal", 2).choose(state.view(seat), seat,
                                                                      state.view(seat).legal_actions(seat),
                                                                      Budget(1.0)))
    seat = state.current
    closets = next(c for c, g in CATALOG.goals.items() if g.name == "Guard Post")  # R H R
    state.hands[seat][0] = closets
    from game.rules.decorators.tiles import START
    state.dungeons[seat] = {(0, 0): (START, "dungeon", 0), (1, 0): ("generic", "room", 3),
                            (-1, 0): ("generic", "room", 1)}
    view = state.view(seat)
    action = make_bot("decorators", "easy", 0).choose(view, seat, view.legal_actions(seat), Budget(1.0))
    scorable = state.scorable(seat)
    assert closets in scorable and action["act"] == "score"
    assert CATALOG.goals[action["card"]].points == max(CATALOG.goals[c].points for c in scorable)
