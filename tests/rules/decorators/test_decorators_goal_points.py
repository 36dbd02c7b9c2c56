"""A goal card is worth one number of points, whatever the number of players. Rulebook: goals
"have the number of points they are worth in the star in the upper left", and in the Score phase
you "score the indicated number of points in the upper left of the card". Saves made before
(rules version 2, when designed cards printed one value per player count) load, or are explained
as made under another version of the rules."""

import json
import random

import pytest
from decorators_helpers import at_build, started

from game.rules.core import SaveError, load_json
from game.rules.decorators import new_state
from game.rules.decorators.content import CATALOG, DecorationGoal

GUARD = next(c for c, g in CATALOG.goals.items() if g.name == "Guard Post")  # R H R, a shape card
MET = {
    (1, 0): ("generic", "room", 3),
    (-1, 0): ("generic", "room", 1),
}  # two rooms beside the start


def test_every_goal_card_prints_one_whole_number():
    assert len(CATALOG.goals) == 72
    assert all(isinstance(g.points, int) and g.points > 0 for g in CATALOG.goals.values())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_scoring_a_card_brings_the_number_on_it_at_any_player_count(players):
    state = at_build(started(players), 0, dungeon=MET)
    state.phase = "score"
    state.hands[0] = [GUARD] + [c for c in state.hands[0] if c != GUARD][1:]
    points = CATALOG.goals[GUARD].points
    assert (
        state.action_text(0, {"act": "score", "card": GUARD}) == f"scores Guard Post for {points}"
    )
    events = state.apply(0, {"act": "score", "card": GUARD})
    assert state.points[0] == points
    line = next(e for e in events if e.kind == "points")
    assert line.text == f"+{points} for Guard Post" and line.data["points"] == points
    assert state.scores()[0].breakdown["Shape goals"] == points


def played_until_a_card_is_scored(players: int = 2, seed: int = 2):
    """A game of random moves (scoring whenever it can) up to its first scored card."""
    state, rng = new_state(players, seed), random.Random(seed)
    while not any(state.scored):
        seat = state.current
        legal = state.legal_actions(seat)
        scoring = [a for a in legal if a["act"] == "score"]
        state.apply(seat, scoring[0] if scoring else rng.choice(legal))
    return state


def saved_under_version_2(state) -> str:
    old = json.loads(state.to_json())
    assert old["rules"] == state.rules_version == 3
    old["rules"] = 2
    return json.dumps(old)


def test_a_save_from_rules_version_2_whose_moves_fit_loads_with_the_one_value():
    state = played_until_a_card_is_scored()
    seat = next(s for s in range(2) if state.scored[s])
    loaded = load_json(saved_under_version_2(state))
    assert loaded.history == state.history
    assert loaded.points[seat] == CATALOG.goals[state.scored[seat][0]].points


def test_a_save_from_rules_version_2_that_no_longer_fits_is_explained_not_called_illegal(
    monkeypatch,
):
    """As Offices of Doom: a card its dungeon met under version 2 that asks more now."""
    state = played_until_a_card_is_scored()
    seat = next(s for s in range(2) if state.scored[s])
    card = state.scored[seat][0]
    saved = saved_under_version_2(state)
    harder = DecorationGoal(card, CATALOG.goals[card].name, 5, "room", ("table",) * 3)
    monkeypatch.setitem(CATALOG.goals, card, harder)
    with pytest.raises(SaveError) as info:
        load_json(saved)
    words = str(info.value)
    assert "saved under an earlier version of the Dungeon Decorators rules" in words
    assert "(version 2; this app plays version 3)" in words and "not legal" not in words
