"""The simulator: determinism, JSON shape, win counting, automata and simultaneous choices.

Most tests use a tiny card game defined here (secret simultaneous bids, a die from the state's
RNG, a solo automa) so the simulator's paths are covered whatever games are registered; one
test plays every registered game at every player count.
"""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import sim
from game.ai import clock
from game.ai.base import Bot
from game.rules import registry
from game.rules.core import GameSpec, GameState, SeatScore, rank_places

ROOT = Path(__file__).resolve().parent.parent
TIMING = {"seconds", "games_per_second"}


class BidState(GameState):
    """Three rounds: every seat secretly bids a card from its hand of 1-4; the highest bid adds a
    die roll to its score (ties: nobody). In solo play seat 1 is an automa bidding its cards in a
    shuffled order, one legal action at a time."""

    game_id = "toybid"

    def __init__(self, num_players, seed, options=None):
        super().__init__(num_players, seed, options)
        self.seats = max(num_players, 2)
        self.hands = [[1, 2, 3, 4] for _ in range(self.seats)]
        self.automa_order = self.rng.sample([1, 2, 3, 4], 4) if num_players == 1 else []
        self.bids: dict[int, int] = {}
        self.points = [0] * self.seats
        self.round = 0

    def to_move(self):
        if self.is_over():
            return []
        return [seat for seat in range(self.seats) if seat not in self.bids]

    def legal_actions(self, seat):
        if seat not in self.to_move():
            return []
        if seat >= self.num_players:
            return [self.automa_order[self.round]]
        return list(self.hands[seat])

    def _apply(self, seat, action):
        self.hands[seat].remove(action)
        self.bids[seat] = action
        if len(self.bids) == self.seats:
            best = max(self.bids.values())
            winners = [s for s, bid in self.bids.items() if bid == best]
            if len(winners) == 1:
                self.points[winners[0]] += self.rng.randint(1, 6)
            self.bids = {}
            self.round += 1
            self.mark_revealed()

    def is_over(self):
        return self.round == 3

    def scores(self):
        places = rank_places([(p,) for p in self.points])
        return [SeatScore(p, {"rounds": p}, place) for p, place in zip(self.points, places)]

    def view(self, seat, seed=None):
        # Other players' bids this round are secret until everyone has bid; the die to come too.
        copy = self.clone()
        copy.rng = random.Random(seed)
        for other in range(self.seats):
            if other != seat and other < self.num_players:
                copy.bids.pop(other, None)
        return copy


TOY = GameSpec(
    "toybid",
    "Toy Bid",
    1,
    4,
    "Bid in secret.",
    lambda num_players, seed, options=None: BidState(num_players, seed, options),
)


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "toybid", TOY)
    return "toybid"


def sim_json(game, players, games, seed, levels=None) -> list[dict]:
    out = io.StringIO()
    sim.run(game, players, games, seed, levels or ["random"] * players, as_json=True, out=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def without_timing(records):
    return [{k: v for k, v in record.items() if k not in TIMING} for record in records]


def test_same_arguments_give_the_same_records(toy):
    first, second = sim_json(toy, 3, 12, 7), sim_json(toy, 3, 12, 7)
    assert without_timing(first) == without_timing(second)
    assert without_timing(first) != without_timing(sim_json(toy, 3, 12, 8))


def test_per_game_seeds_are_distinct_and_stable(toy):
    records = sim_json(toy, 2, 10, 3)[:-1]
    seeds = [record["seed"] for record in records]
    assert len(set(seeds)) == 10
    assert seeds[0] == sim.derive_seed(3, "game", 0)
    # A game replays on its own from its recorded seed.
    alone = sim.play_game(toy, 2, seeds[4], ["random", "random"])
    assert alone.scores == records[4]["scores"]


def test_json_shape(toy):
    *games, summary = sim_json(toy, 2, 5, 1)
    assert len(games) == 5
    for index, record in enumerate(games):
        assert set(record) == {"game", "seed", "scores", "placing", "actions", "seconds"}
        assert record["game"] == index
        assert record["actions"] == 6  # 3 rounds x 2 seats
        assert record["placing"] == [score["place"] for score in record["scores"]]
        for score in record["scores"]:
            assert sum(score["breakdown"].values()) == score["total"]
    assert summary["summary"] is True
    assert summary["games"] == 5 and summary["bots"] == ["random", "random"]
    assert len(summary["wins"]) == len(summary["mean_scores"]) == 2


def test_wins_add_up_and_shared_firsts_are_counted_apart(toy):
    *games, summary = sim_json(toy, 3, 40, 11)
    assert sum(summary["wins"]) == pytest.approx(40)
    shared_games = [g for g in games if g["placing"].count(1) > 1]
    assert shared_games, "seed chosen so that some games end in a shared first place"
    assert sum(summary["shared_wins"]) == sum(g["placing"].count(1) for g in shared_games)
    assert sum(summary["outright_wins"]) == 40 - len(shared_games)


def test_solo_game_applies_the_automa_action(toy):
    *games, summary = sim_json(toy, 1, 4, 5)
    for record in games:
        assert len(record["scores"]) == 2  # the player and the automa
        assert record["actions"] == 6
    assert len(summary["wins"]) == 2


def test_automa_with_a_choice_is_reported(toy, monkeypatch):
    monkeypatch.setattr(
        BidState,
        "legal_actions",
        lambda self, seat: list(self.hands[seat]) if seat in self.to_move() else [],
    )
    with pytest.raises(sim.SimError, match="automa"):
        sim.play_game(toy, 1, 1, ["random"])


def test_bot_choice_refused_by_rules_names_the_seed(toy, monkeypatch):
    monkeypatch.setattr(
        BidState, "view", lambda self, seat, seed: _with_fake_card(self.clone(), seat)
    )
    with pytest.raises(sim.SimError, match="seed 99"):
        sim.play_game(toy, 2, 99, ["random", "random"])


def _with_fake_card(view, seat):
    view.hands[seat] = [9]
    return view


def test_levels_parsing():
    assert sim.parse_levels(None, 3) == ["random"] * 3
    assert sim.parse_levels("easy", 2) == ["easy", "easy"]
    assert sim.parse_levels("random, easy", 2) == ["random", "easy"]
    with pytest.raises(ValueError):
        sim.parse_levels("random,easy,hard", 2)


def test_text_output_lists_games_and_summary(toy):
    out = io.StringIO()
    sim.run(toy, 2, 3, 1, ["random", "random"], out=out)
    lines = out.getvalue().splitlines()
    assert sum(line.startswith("game ") for line in lines) == 3
    assert any("seat 1: wins" in line for line in lines)


@pytest.mark.parametrize(
    "game_id,players",
    [
        (game_id, players)
        for game_id, spec in registry.GAMES.items()
        for players in range(spec.min_players, spec.max_players + 1)
    ],
)
def test_every_registered_game_plays_to_the_end(game_id, players):
    *games, summary = sim_json(game_id, players, 1, 1)
    assert games[0]["actions"] > 0
    assert sum(summary["wins"]) == pytest.approx(1)


class _FollowsItsView(Bot):
    """Chooses by the view's own dice: its choices repeat only if the views do."""

    def choose(self, view, seat, legal, budget):
        return legal[view.rng.randrange(len(legal))]


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_bots_get_the_same_views_in_every_run(game_id, monkeypatch):
    monkeypatch.setattr(sim, "make_bot", lambda game, level, seed: _FollowsItsView(seed))
    players = max(2, registry.GAMES[game_id].min_players)
    runs: list[list] = []
    for _ in range(2):
        runs.append([])
        sim.play_game(
            game_id, players, 3, ["any"] * players, watch=lambda *a: runs[-1].append(a[2])
        )
    assert runs[0] == runs[1]


def test_command_line_is_byte_identical_apart_from_timing():
    game_id = next(iter(registry.GAMES))
    players = registry.GAMES[game_id].min_players
    command = [
        sys.executable,
        "-m",
        "game.sim",
        "--game",
        game_id,
        "--players",
        str(players),
        "--games",
        "2",
        "--seed",
        "5",
        "--json",
    ]
    runs = [
        subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True).stdout
        for _ in range(2)
    ]
    masked = [re.sub(r'"(seconds|games_per_second)": [0-9.e-]+', r'"\1": T', run) for run in runs]
    assert masked[0] == masked[1]
    assert len(runs[0].splitlines()) == 3


def test_command_line_rejects_bad_player_count():
    game_id = next(iter(registry.GAMES))
    too_many = registry.GAMES[game_id].max_players + 1
    done = subprocess.run(
        [sys.executable, "-m", "game.sim", "--game", game_id, "--players", str(too_many)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "players" in done.stderr


def test_think_takes_one_budget_per_seat(toy, monkeypatch):
    seen = {}
    monkeypatch.setattr(sim, "run", lambda *args, **kwargs: seen.setdefault("think", args[5]))
    assert sim.main(["--game", toy, "--players", "2", "--think", "1.0,0.1"]) == 0
    assert seen["think"] == [1.0, 0.1]
    with pytest.raises(SystemExit):
        sim.main(["--game", toy, "--players", "2", "--think", "1,2,3"])
    with pytest.raises(SystemExit):
        sim.main(["--game", toy, "--players", "2", "--think", "soon"])


def test_cpu_clock_switches_the_bots_clock(toy, monkeypatch):
    monkeypatch.setattr(sim, "run", lambda *args, **kwargs: None)
    monkeypatch.setattr(time, "process_time", lambda: 1234.5)
    try:
        sim.main(["--game", toy, "--players", "2", "--cpu-clock"])
        assert clock.now() == 1234.5
        sim.main(["--game", toy, "--players", "2"])
        assert clock.now() != 1234.5
    finally:
        clock.count_cpu_time(False)
