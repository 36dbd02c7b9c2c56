"""The expert (game.ai.search): registered for every game, a legal choice from a view that the real
state accepts, within its budget, and a choice that depends on what the seat knows only (two
views of one position with different secrets give the same choice); the race of paired
candidates (a challenger replaces the anchor's choice only when it is surely better, every
candidate meets the same world and luck, one surely behind makes way for the next). Its strength
is measured with the ladder and game.sim (docs/ai-ladder.md), never here."""

from __future__ import annotations

import json
import math
import random
import time

import pytest

from game.ai import Budget, bot_levels, make_bot
from game.ai.search.bot import ExpertBot
from game.ai.search.knowledge import Knowledge, knowledge_of
from game.ai.search.paired import Search, Settings
from game.rules import registry

GAMES = list(registry.GAMES)
PLAYERS = {"makers": 2, "raiders": 3, "stonespine": 2, "decorators": 2, "doodle": 2}
# a budget long enough for a few iterations: Doodle's playouts run to the end of the build
LONG_BUDGET = {"doodle": 3.0}


def positions(game_id: str, players: int, count: int, seed: int) -> list:
    """(state, seat) where a player seat chooses among several moves, from random games."""
    rng = random.Random(seed)
    out, game = [], 0
    while len(out) < count:
        state = registry.GAMES[game_id].new_state(players, seed * 100 + game)
        step = 0
        while not state.is_over() and len(out) < count:
            seat = min(state.to_move())
            legal = state.legal_actions(seat)
            if seat < players and len(legal) > 1:
                if step % 7 == 3:
                    out.append((state.clone(), seat))
                step += 1
            state.apply(seat, rng.choice(legal))
        game += 1
    return out


class VirtualClock:
    """time.perf_counter for a test: each reading is `tick` seconds after the one before, so
    how far a search gets in its budget is the same on a quiet machine and a loaded one (the
    budget is counted in readings of the clock, not in the machine's speed)."""

    def __init__(self, tick: float = 0.0005):
        self.now, self.tick = 0.0, tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


@pytest.fixture
def clock(monkeypatch) -> VirtualClock:
    virtual = VirtualClock()
    monkeypatch.setattr(time, "perf_counter", virtual)
    return virtual


class CountedExpert(ExpertBot):
    """An expert that stops after a fixed number of iterations (its choice then repeats)."""

    max_iterations = 12


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_offers_the_expert(game_id):
    assert bot_levels(game_id)[-2:] == ["hard", "expert"]
    assert isinstance(make_bot(game_id, "expert", 1), ExpertBot)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_legal_choice_within_the_budget(game_id, clock):
    budget = Budget(0.5)
    for n, (state, seat) in enumerate(positions(game_id, PLAYERS[game_id], 3, seed=5)):
        view = state.view(seat, n)
        legal = view.legal_actions(seat)
        bot = make_bot(game_id, "expert", seed=n)
        before = view.signature()
        started = time.perf_counter()
        action = bot.choose(view, seat, legal, budget)
        took = time.perf_counter() - started
        assert action in legal
        assert json.loads(json.dumps(action)) == action
        assert state.why_illegal(seat, action) is None  # the real state accepts it
        assert view.signature() == before  # the view it was given is left as it was
        search = bot.last_search
        if search is None:  # the game's anchor chose alone (knowledge.races), within the budget
            assert not knowledge_of(game_id).races(view)
            assert took <= budget.seconds, f"{game_id}: {took:.3f}s for a 0.5 s budget"
            continue
        # it stops before a step it has seen would overrun the budget; only a step it cannot
        # cut short (the anchor's choice, the root's priors) may
        late = max(search.one_off, search.slowest)
        assert took <= budget.seconds + late, f"{game_id}: {took:.3f}s for a 0.5 s budget"
        assert search.iterations >= 1


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_uses_the_time_it_is_given(game_id, monkeypatch, clock):
    """A longer budget buys more iterations: it thinks until its time runs out (the anchor's
    own choice, which takes a share of a budget of 0.25 s or more, is left out here), unless
    no move is left to compare with the anchor's (then a position further on is taken)."""
    monkeypatch.setattr(knowledge_of(game_id), "anchor", None)
    for state, seat in positions(game_id, PLAYERS[game_id], 6, seed=11):
        counts = []
        for seconds in (0.1, LONG_BUDGET.get(game_id, 0.6)):
            bot = make_bot(game_id, "expert", seed=3)
            view = state.view(seat, 4)
            started = time.perf_counter()
            bot.choose(view, seat, view.legal_actions(seat), Budget(seconds))
            took = time.perf_counter() - started
            search = bot.last_search
            if len(search.racing) < 2 and not search.waiting:
                break  # every other move surely no better: it stopped early, rightly
            # it stops early only by the time its slowest step took (never half the budget)
            assert took >= seconds * 0.5
            counts.append(search.iterations)
        if len(counts) == 2:
            assert counts[1] > counts[0]
            return
    raise AssertionError("every position's race emptied before 0.1 s")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_choice_depends_on_what_the_seat_knows_only(game_id):
    """Two views of one position dealt with different seeds hold different secrets (other hands,
    piles, picks); an expert with the same seed and the same number of iterations must choose
    the same from both: it reads no hidden part of the view it is given, let alone the real
    state."""
    for n, (state, seat) in enumerate(positions(game_id, PLAYERS[game_id], 2, seed=7)):
        first, second = state.view(seat, 1), state.view(seat, 2)
        if not state.secrets_for(seat):
            continue
        assert first.signature() != second.signature()  # the secrets really differ
        choices = []
        for view in (first, second):
            bot = CountedExpert(seed=n)
            choices.append(bot.choose(view, seat, view.legal_actions(seat), Budget(60.0)))
        assert choices[0] == choices[1]


def test_other_seats_see_only_their_own_view_of_a_sampled_world(monkeypatch):
    """In a sampled world the other seats move by a bot given that seat's view, never the world:
    a rival must not answer a face-down pick it could not see."""
    state, seat = positions("raiders", 3, 1, seed=2)[0]
    view = state.view(seat, 3)
    seen = []
    knowledge = knowledge_of("raiders")
    search = Search(view, seat, knowledge, random.Random(1), view.legal_actions(seat))
    real_view = type(view).view

    def spying(world, mover, seed=None):
        seen.append(mover)
        return real_view(world, mover, seed)

    monkeypatch.setattr(type(view), "view", spying)
    search.run(time.perf_counter() + 60, max_iterations=3)
    assert search.iterations == 3
    assert any(mover != seat for mover in seen)  # rivals moved, each on its own view


class Judged(Knowledge):
    """Makers knowledge with a made-up judgement: the world's luck (its seed, different in every
    sampled world and shared by every candidate played in it) plus a bonus for the cell a tile
    was laid on. Judged right after the candidate (depth 0); no one-move priors."""

    def __init__(self, view, seat, bonus: dict):
        super().__init__(
            "makers",
            settings=Settings(candidates=3, depth=0, sure=2.0, settle=6),
            one_move_priors=False,  # the moves race in the order the rules list them
        )
        self.view, self.seat, self.bonus = view, seat, bonus

    def reward(self, state, seat):
        laid = [i for i, t in enumerate(state.grid[seat]) if t >= 0 and self.view.grid[seat][i] < 0]
        luck = (state.seed % 1000) / 1000
        return 0.5 * luck + sum(self.bonus.get(i, 0.0) for i in laid)


def placing_position():
    """A Makers position where seat 0 lays a tile, and its placements on three distinct cells."""
    for state, seat in positions("makers", 2, 10, seed=3):
        legal = [a for a in state.legal_actions(seat) if a["act"] == "place"]
        cells = {tuple(a["cell"]): a for a in legal}
        if len(cells) >= 4:
            return state.view(seat, 1), seat, list(cells.values())
    raise AssertionError("no position with four cells to lay on")


def cell(action) -> int:
    from game.rules.makers.tiles import cell_index

    return cell_index(action["cell"])


def test_a_challenger_surely_better_replaces_the_anchor_by_paired_luck():
    """Luck (0-0.5 a world) swamps the challenger's 0.02 in any one playout; paired, the lead is
    exactly 0.02 in every iteration, so after `settle` iterations the search is sure."""
    view, seat, moves = placing_position()
    anchor, better = moves[0], moves[2]
    knowledge = Judged(view, seat, {cell(better): 0.02})
    legal = [a for a in view.legal_actions(seat) if a["act"] != "place" or a in moves]
    search = Search(view, seat, knowledge, random.Random(4), legal, anchor)
    search.run(math.inf, max_iterations=6)
    chosen = search.best()
    assert chosen.action["cell"] == better["cell"] and chosen is not search.anchor
    low, high = chosen.bounds(2.0)
    assert low == pytest.approx(0.02) and high == pytest.approx(0.02)


def test_the_anchor_stays_and_challengers_surely_behind_make_way():
    """No move is better than the anchor's: it is kept, and challengers surely behind it (by
    0.01 every time) leave the race after `settle` iterations for the next ones waiting, so a
    longer search examines more moves."""
    view, seat, moves = placing_position()
    anchor = moves[0]
    knowledge = Judged(view, seat, {i: -0.01 for i in range(25) if i != cell(anchor)})
    legal = view.legal_actions(seat)
    search = Search(view, seat, knowledge, random.Random(4), legal, anchor)
    search.run(math.inf, max_iterations=6)
    assert search.best() is search.anchor
    examined = len(search.out) + len(search.racing)
    search.run(math.inf, max_iterations=30)
    assert search.best() is search.anchor
    assert len(search.out) + len(search.racing) > examined
    assert all(c.bounds(2.0)[1] <= 0 for c in search.out)  # behind, or just as good
    assert any(c.bounds(2.0)[1] < 0 for c in search.out)


def test_the_search_stops_when_no_move_is_left_to_compare():
    """Every move as good as the anchor's, exactly: each leaves the race after `settle`
    iterations, and once none is left the search stops before its iterations run out."""
    view, seat, moves = placing_position()
    knowledge = Judged(view, seat, {})
    search = Search(view, seat, knowledge, random.Random(4), moves, moves[0])
    search.run(math.inf, max_iterations=1000)
    assert search.racing == [search.anchor] and not search.waiting
    assert len(search.out) == len(moves) - 1
    assert search.iterations < 1000


def test_makers_model_moves_remembered_by_public_key_change_nothing(monkeypatch):
    """The Makers model (the normal bot) decides on what a seat knows alone, so a move asked once
    a public key and remembered gives the very race a search asking every time gives, with
    fewer questions."""
    state, seat = positions("makers", 2, 3, seed=9)[2]
    view = state.view(seat, 1)
    knowledge = knowledge_of("makers")
    races, asked = [], []
    for key in (knowledge.public_key, lambda state, seat: None):
        monkeypatch.setattr(knowledge, "public_key", key)
        calls = []
        real = knowledge.model

        def counting(mover, seed, real=real, calls=calls):
            bot = real(mover, seed)
            choose = bot.choose
            bot.choose = lambda *a: calls.append(1) or choose(*a)
            return bot

        monkeypatch.setattr(knowledge, "model", counting)
        search = Search(view, seat, knowledge, random.Random(2), view.legal_actions(seat))
        search.run(math.inf, max_iterations=10)
        monkeypatch.undo()
        races.append([(c.action, c.plays, c.total, c.lead) for c in search.racing + search.out])
        asked.append(len(calls))
    assert races[0] == races[1]
    assert asked[0] < asked[1]


def test_a_doodle_restart_never_races_against_the_anchor():
    """A restart takes the card back to where it was and the hard bot installs it as before: a
    search that raced it could choose it again and again, so it is held back."""
    from tests.rules.doodle.doodle_helpers import card_with, installing

    state = installing(card_with("Spiked Floor", ("trap", "trap")))
    state.apply(0, state.legal_actions(0)[0])  # the first trap: now restart is legal too
    legal = state.legal_actions(0)
    assert {"act": "restart"} in legal and len(legal) > 2
    view = state.view(0, 1)
    search = Search(view, 0, knowledge_of("doodle"), random.Random(1), legal, legal[0])
    search.run(math.inf, max_iterations=3)
    raced = search.racing + search.waiting + search.out
    assert len(raced) == len(legal) - 1
    assert all(c.action != {"act": "restart"} for c in raced)


def test_a_raiders_playout_is_judged_at_the_end_of_its_level(monkeypatch):
    """Raiders' horizon is the level: every playout runs on until the level is over and the
    hands are back (the game's end on the last level), so a card kept for a later room counts
    by what it won there, not as a card merely held."""
    state, seat = positions("raiders", 3, 4, seed=2)[3]
    view = state.view(seat, 3)
    knowledge = knowledge_of("raiders")
    judged = []
    real = knowledge.reward

    def recording(world, s):
        judged.append(world.clone())
        return real(world, s)

    search = Search(view, seat, knowledge, random.Random(1), view.legal_actions(seat))
    monkeypatch.setattr(knowledge, "reward", recording)
    search.run(math.inf, max_iterations=4)
    assert len(judged) >= 4 * 2  # the anchor and a challenger at least, each iteration
    for world in judged:
        if world.is_over():
            continue
        assert world.level_no == view.level_no + 1 and world.current == 0
        assert all(sorted(hand) == [1, 2, 3, 4, 5] for hand in world.hands)
