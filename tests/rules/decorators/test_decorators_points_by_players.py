"""A goal card may be worth a different number of points at 2, 3 and 4 players: scoring, the
log, the totals and the bots all use the value for the game's player count. The content file
prints one number per card today, so these tests swap in a copy of one card with a table."""

import random
from dataclasses import replace

import pytest
from decorators_helpers import at_build, started

from game.ai import Budget, make_bot
from game.ai.decorators.evaluate import hand_value
from game.rules.core import load_json
from game.rules.decorators import new_state
from game.rules.decorators.content import CATALOG

GUARD = next(c for c, g in CATALOG.goals.items() if g.name == "Guard Post")  # R H R, a shape card
MET = {
    (1, 0): ("generic", "room", 3),
    (-1, 0): ("generic", "room", 1),
}  # two rooms beside the start
BY_PLAYERS = (7, 9, 12)


def worth(monkeypatch, card: str, by_players: tuple[int, int, int]) -> None:
    monkeypatch.setitem(
        CATALOG.goals, card, replace(CATALOG.goals[card], points_by_players=by_players)
    )


@pytest.fixture
def varying(monkeypatch):
    """Guard Post worth 7 / 9 / 12 at 2 / 3 / 4 players, for this test only."""
    worth(monkeypatch, GUARD, BY_PLAYERS)


def scoring_position(players: int):
    state = at_build(started(players), 0, dungeon=MET)
    state.phase = "score"
    state.hands[0] = [GUARD] + [c for c in state.hands[0] if c != GUARD][1:]
    return state


@pytest.mark.parametrize("players, points", [(2, 7), (3, 9), (4, 12)])
def test_scoring_a_card_brings_its_points_for_the_player_count(varying, players, points):
    state = scoring_position(players)
    assert GUARD in state.scorable(0)
    assert (
        state.action_text(0, {"act": "score", "card": GUARD}) == f"scores Guard Post for {points}"
    )
    assert state.points[0] == 0
    events = state.apply(0, {"act": "score", "card": GUARD})
    assert state.points[0] == points
    line = next(e for e in events if e.kind == "points")
    assert line.text == f"+{points} for Guard Post" and line.data["points"] == points
    assert (
        state.scores()[0].breakdown["Shape goals"] == points
    )  # the totals "as if the game ended now"


def played_until_a_card_is_scored(players: int, seed: int = 2):
    """A game of random moves (scoring whenever it can) up to its first scored card."""
    state, rng = new_state(players, seed), random.Random(seed)
    while not any(state.scored):
        seat = state.current
        legal = state.legal_actions(seat)
        scoring = [a for a in legal if a["act"] == "score"]
        state.apply(seat, scoring[0] if scoring else rng.choice(legal))
    return state


def test_a_save_keeps_moves_not_points_so_it_loads_with_the_value_for_its_count(monkeypatch):
    state = played_until_a_card_is_scored(2)
    seat = next(s for s in range(2) if state.scored[s])
    card = state.scored[seat][0]
    saved = state.to_json()
    assert load_json(saved).points == state.points
    assert state.points[seat] == CATALOG.goals[card].points_at(2)
    worth(monkeypatch, card, (30, 40, 50))  # as if the card now printed a value per player count
    loaded = load_json(saved)
    assert loaded.points[seat] == 30 and loaded.history == state.history


def test_the_bots_value_a_card_at_the_player_count(varying):
    dungeon = {**scoring_position(2).dungeons[0]}
    assert [hand_value([GUARD], dungeon, n, clock=5.0, exact=True) for n in (2, 3, 4)] == list(
        BY_PLAYERS
    )
    start = {(0, 0): dungeon[(0, 0)]}
    assert hand_value([GUARD], start, 2, clock=5.0) < hand_value([GUARD], start, 4, clock=5.0)


@pytest.mark.parametrize("players, kept", [(2, False), (4, True)])
def test_a_bot_keeps_at_set_up_a_card_worth_much_only_at_this_count(monkeypatch, players, kept):
    worth(monkeypatch, GUARD, (1, 1, 30))
    state = new_state(players, 5)
    seat = state.current
    state.hands[seat] = sorted([GUARD] + [c for c in state.hands[seat] if c != GUARD][:5])
    view = state.view(seat)
    action = make_bot("decorators", "normal", 0).choose(
        view, seat, view.legal_actions(seat), Budget(1.0)
    )
    assert (GUARD not in action["discard"]) == kept


def test_a_bot_scores_first_the_card_worth_most_at_this_count(monkeypatch):
    """Two met cards: at 2 players the other is worth more, at 4 players Guard Post is."""
    doors = next(c for c, g in CATALOG.goals.items() if g.name == "Four Doors")
    worth(monkeypatch, GUARD, BY_PLAYERS)
    worth(monkeypatch, doors, (10, 10, 10))
    for players, first in ((2, doors), (4, GUARD)):
        state = scoring_position(players)
        state.dungeons[0][(0, 1)] = ("generic", "room", 0)  # a third room, its door to the north
        state.hands[0] = [GUARD, doors] + [c for c in state.hands[0] if c not in (GUARD, doors)][2:]
        assert {GUARD, doors} <= set(state.scorable(0))
        view = state.view(0)
        action = make_bot("decorators", "normal", 0).choose(
            view, 0, view.legal_actions(0), Budget(1.0)
        )
        assert action == {"act": "score", "card": first}
