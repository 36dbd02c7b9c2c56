"""The questions a table asks: the gold tally, covered gold, path networks, blueprint checks."""

from __future__ import annotations

from tests.rules.stonespine.stonespine_helpers import chamber, make_dungeon, new_game


def test_gold_tally_names_the_chests_and_the_gold_showing():
    state = new_game(2)
    state.dungeons[0] = make_dungeon(
        {"A1": "Crossroads", "B1": "Treasury", "A2": "Junction"}, {"A2": ["treasure"]}
    )
    tally = state.gold_tally(0)
    assert tally["chests"] == [[[1, 0], 3], [[0, 1], 1]]
    assert tally["printed"] == [[[0, 1], 6], [[1, 0], 0]]
    assert tally["total"] == 10 == state.dungeons[0].gold()


def test_covered_gold_is_the_gold_of_the_chamber_above():
    state = new_game(2)
    assert state.covered_gold(0, 0) == 0  # year 1: nothing above
    state.dungeons[0] = make_dungeon({"A1": "Crossroads"})
    state.year = 2
    assert state.covered_gold(0, 0) == 8 and state.covered_gold(0, 1) == 0


def test_path_networks_and_blueprint_checks():
    state = new_game(2)
    state.dungeons[0] = make_dungeon(
        {"A1": "Lair", "A2": "Lair", "C3": "Intersection", "D3": "Cellar", "B4": "Junction"}
    )
    assert state.path_networks(0) == [[0, 4], [10, 11]]
    state.blueprints[0] = 1
    checks = state.blueprint_checks(0)
    assert len(checks) == 8
    assert (
        (10, "cave", True) in checks
        and (11, "ooze", True) in checks
        and (2, "treasure", False) in checks
    )
    assert chamber("Cellar") == state.dungeons[0].cards[11]
