"""A game saved before a change to the rules is explained as such, never as an illegal move."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.rules import load_json
from game.rules.stonespine.state import StonespineState
from game.saves import SaveProblem, parse

# Saved by the app at 364ce3b (rules version 1: hands went to the previous player in year 2),
# three players, in year 2 before its third turn.
OLD_SAVE = Path(__file__).parent / "saves" / "rules1_three_players_year2.json"


def test_a_save_from_rules_version_1_is_explained_as_an_earlier_version_of_the_rules():
    text = OLD_SAVE.read_text()
    assert json.loads(text)["state"]["rules"] == 1 < StonespineState.rules_version
    with pytest.raises(SaveProblem) as info:
        parse(text)
    message = str(info.value)
    assert message.startswith(
        "The game was saved under an earlier version of the Stonespine Architects rules "
        f"(version 1; this app plays version {StonespineState.rules_version})"
    )
    assert "not legal" not in message


def test_its_first_year_still_replays_the_same_under_the_new_rules():
    """Year 1 passed to the next player before too, so the old moves of year 1 still fit."""
    state = json.loads(OLD_SAVE.read_text())["state"]
    first_year = dict(state, actions=state["actions"][:12])
    replayed = load_json(json.dumps(first_year))
    assert replayed.year == 1 and replayed.phase == "market"
    assert [sum(1 for c in d.cards if c) for d in replayed.dungeons] == [4, 4, 4]


def test_a_solo_game_saved_before_jael_had_strengths_goes_on_against_the_jael_of_then():
    """Rules version 1 had one Jael (now "ruthless"); a solo save of then names no strength
    and must not come back against the gentle default."""
    from game.rules import GAMES

    state = GAMES["stonespine"].new_state(1, 5)
    for _ in range(6):
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    saved = json.loads(state.to_json())
    saved.update(rules=1, options={})
    assert load_json(json.dumps(saved)).options["solo_level"] == "ruthless"
    saved.update(rules=StonespineState.rules_version)  # saved today: the default stands
    assert load_json(json.dumps(saved)).options.get("solo_level", "gentle") == "gentle"
