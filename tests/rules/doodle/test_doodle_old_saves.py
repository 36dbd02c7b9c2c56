"""Saves made under version 4 of the Doodle Dungeon rules (before issue 25: paths drawn in the
left neighbour's dungeon, six Cards in Hand boxes), written by that version of the app."""

import json
from pathlib import Path

import pytest

from game.rules import SaveError, load_json
from game.rules.doodle import SPEC

SAVES = Path(__file__).parent / "saves"


def old_save(name: str) -> dict:
    data = json.loads((SAVES / name).read_text())
    assert data["rules"] == 4 < SPEC.new_state(2, 1).rules_version
    return data


def test_an_old_two_player_game_still_loads_and_ends_as_it_did():
    # At two players the player on your left is also the one on your right, and nobody ticked a
    # fifth hand box: the game replays whole, to the scores version 4 gave it.
    state = load_json(json.dumps(old_save("rules4_2players_whole_game.json")))
    assert state.is_over()
    assert [s.total for s in state.scores()] == [-9, -12]


def test_an_old_three_player_game_saved_before_the_paths_still_loads():
    data = old_save("rules4_3players_paths_drawn.json")
    first_step = next(k for k, (_, a) in enumerate(data["actions"]) if a["act"] == "step")
    data["actions"] = data["actions"][:first_step]
    state = load_json(json.dumps(data))
    assert state.phase == "path" and state.drawn_in(0) == 2


def test_old_paths_in_the_other_dungeon_are_explained_as_an_earlier_version_of_the_rules():
    with pytest.raises(SaveError) as info:
        load_json(json.dumps(old_save("rules4_3players_paths_drawn.json")))
    words = str(info.value)
    assert "saved under an earlier version of the Doodle Dungeon rules" in words
    assert "(version 4; this app plays version 5)" in words and "not legal" not in words
