"""The ladder (game/ladder.py, `python -m game.sim --ladder`): its schedule seats every entrant in
every seat equally often, its ratings follow the results, and a tiny run rates every entrant."""

from __future__ import annotations

import io
import json
from collections import Counter

import pytest

from game import ladder, sim


def test_the_field_holds_every_level_the_expert_twice_and_the_automaton():
    names = [e.name for e in ladder.entrants("makers", 1.0)]
    assert names == [
        "random",
        "easy",
        "normal",
        "hard",
        "expert@1s",
        "expert@0.1s",
        "Iron Golem",
    ]
    assert "Jael" in [e.name for e in ladder.entrants("stonespine", 0.5)]
    assert all(e.level != ladder.AUTOMATON for e in ladder.entrants("raiders", 1.0))


@pytest.mark.parametrize("players", [2, 3])
def test_every_entrant_sits_in_every_seat_equally_often(players):
    field = ladder.entrants("makers", 1.0)[:4] + [ladder.entrants("makers", 1.0)[-1]]
    tables = ladder.schedule(field, players, games=players)
    seated = Counter(
        (seat, e.name) for seats, auto in tables if auto is None for seat, e in enumerate(seats)
    )
    counts = {seated[(seat, e.name)] for seat in range(players) for e in field[:4]}
    assert len(counts) == 1 and counts.pop() > 0
    solo = [seats[0].name for seats, auto in tables if auto is not None]
    assert Counter(solo) == {e.name: players for e in field[:4]}  # each level against the Golem


def test_ratings_follow_the_results():
    two = ladder.ratings(["b", "a"], {("a", "b"): [30.0, 40]}, anchor="b")
    # 30 of 40 and one virtual draw: odds 30.5 to 10.5, 400 * log10(30.5 / 10.5) points
    assert two["a"][0] == pytest.approx(185.2, abs=0.5)
    assert 0 < two["a"][1] < 185 and two["a"][2] == 40 and two["b"] == (0.0, 0.0, 40)
    results = {("a", "b"): [30.0, 40], ("b", "c"): [20.0, 40], ("a", "c"): [35.0, 40]}
    table = ladder.ratings(["b", "a", "c"], results, anchor="b")
    assert table["b"] == (0.0, 0.0, 80)
    assert table["a"][0] > 150 and abs(table["c"][0]) < 60 and table["a"][2] == 80


def test_a_level_that_always_wins_gets_a_finite_rating():
    table = ladder.ratings(["x", "y"], {("x", "y"): [10.0, 10]}, anchor="y")
    assert 300 < table["x"][0] < 1000 and table["x"][1] > 0


def test_pairs_count_places_and_draws():
    field = ladder.entrants("raiders", 1.0)
    match = ladder.Match(field[:3], None, [1, 1, 3])
    results = ladder.pair_results([match])
    assert results[("easy", "random")] == [0.5, 1]
    assert results[("normal", "random")] == [0.0, 1]


def test_a_tiny_ladder_rates_every_entrant():
    out = io.StringIO()
    report = ladder.run(
        "makers", 1, 0.02, seed=3, levels=["random", "expert", "automaton"], as_json=True, out=out
    )
    printed = json.loads(out.getvalue().strip().splitlines()[-1])
    assert printed == report
    rated = {row["entrant"]: row for row in report["ratings"]}
    assert set(rated) == {"random", "expert@0.02s", "expert@0.002s", "Iron Golem"}
    assert rated["random"]["elo"] == 0.0
    assert report["games"] == 3 * 2 + 3  # three pairs, seats swapped; each level vs the Golem
    assert all(row["games"] >= 1 and row["ci95"] >= 0 for row in report["ratings"])


def test_the_sim_command_runs_a_ladder(capsys):
    code = sim.main(["--ladder", "--game", "stonespine", "--games", "2", "--levels", "random,easy"])
    assert code == 0
    text = capsys.readouterr().out
    assert "Ladder of stonespine" in text
    assert "easy" in text and "random" in text and "+/-" in text


def test_the_sim_command_refuses_an_unknown_level():
    with pytest.raises(SystemExit):
        sim.main(["--ladder", "--game", "makers", "--levels", "random,grandmaster"])
