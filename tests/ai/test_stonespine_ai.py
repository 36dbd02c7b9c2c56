"""Stonespine bots: legal and repeatable choices from views at every phase, and sensible choices in
scripted positions. Strength is measured with python -m game.sim (docs/rules-decisions.md)."""

from __future__ import annotations

import json
import random

import pytest

from game.ai import Budget, bot_levels, make_bot
from game.ai.stonespine.evaluate import HINTED, PLAIN, value
from game.rules.stonespine import new_state
from tests.ai.playouts import race_playouts
from tests.rules.stonespine.stonespine_helpers import challenge, make_dungeon, to_market

LEVELS = ["easy", "normal", "hard"]
BUDGET = Budget(1.0)


def positions(players: int, seed: int) -> list:
    """One state per phase a player meets (draft, market, token placing, challenge)."""
    rng = random.Random(seed)
    found: dict[str, object] = {}
    game = 0
    while len(found) < 4 and game < 20:
        state = new_state(players, seed * 100 + game)
        while not state.is_over():
            seat = min(state.to_move())
            if seat < players and state.phase not in found and len(state.legal_actions(seat)) > 1:
                found[state.phase] = state.clone()
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        game += 1
    return list(found.values())


def test_every_level_is_registered():
    assert bot_levels("stonespine") == [*LEVELS, "expert"]


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_a_legal_json_action_from_a_view(level, players):
    states = positions(players, seed=players)
    assert {s.phase for s in states} == {"draft", "market", "place", "challenge"}
    for n, state in enumerate(states):
        seat = min(state.to_move())
        view = state.view(seat)
        legal = view.legal_actions(seat)
        action = make_bot("stonespine", level, seed=n).choose(view, seat, legal, BUDGET)
        assert action in legal
        assert json.loads(json.dumps(action)) == action
        assert state.why_illegal(seat, action) is None  # the real state accepts it too


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choice(level):
    state = positions(3, seed=5)[0]
    seat = min(state.to_move())
    choices = {
        json.dumps(
            make_bot("stonespine", level, seed=9).choose(
                state.view(seat, seed=k), seat, state.legal_actions(seat), BUDGET
            )
        )
        for k in range(3)
    }
    assert len(choices) == 1


def test_plain_value_is_the_rules_score_without_priority():
    state = to_market(3, seed=2)
    for seat in range(3):
        parts = state.scores()[seat].breakdown
        assert (
            value(state, seat, state.dungeons[seat], PLAIN)
            == sum(parts.values()) - parts["priority"]
        )


def test_normal_buys_the_item_that_completes_a_challenge_and_passes_when_nothing_helps():
    state = to_market(2, seed=3)
    state.challenges[0] = [challenge("Skilled Artificer")]
    state.market = [{"card": 2, "top": ["star1", "star1"], "bottom": ["slime"]}]
    state.gold = [9, 0]
    state.shopping, state.passed, state.phase = [0, 1], [], "market"
    bot = make_bot("stonespine", "normal", seed=1)
    view = state.view(0)
    assert bot.choose(view, 0, view.legal_actions(0), BUDGET) == {
        "act": "buy",
        "card": 2,
        "half": "top",
    }
    state.year = 4  # the first to pass in year 4 takes 9 priority points: a slime is not worth it
    state.challenges[0] = []
    state.market = [{"card": 2, "top": None, "bottom": ["slime"]}]
    view = state.view(0)
    assert bot.choose(view, 0, view.legal_actions(0), BUDGET) == {"act": "pass"}


def test_a_star_token_goes_where_it_meets_the_blueprint():
    state = to_market(2, seed=4)
    state.blueprints[0] = 3  # wants a star in D1, its doorways above B1 and below D4
    state.dungeons[0] = make_dungeon(
        {"A1": "Lair", "B1": "Passage", "C1": "Tunnel", "D1": "Alcove"}, entrance=1, exit_=3
    )
    state.placing, state.buyer, state.phase = ["star1"], 0, "place"
    view = state.view(0)
    action = make_bot("stonespine", "normal", seed=1).choose(view, 0, view.legal_actions(0), BUDGET)
    assert action == {"act": "put", "token": "star1", "cell": 3}


def test_hard_keeps_the_challenge_that_should_grow():
    state = to_market(2, seed=6)
    state.dungeons[0] = make_dungeon(
        {"A1": "Ruins"}
    )  # 3 stars in one chamber, 15 cells still empty
    state.offers[0] = [challenge("King's Favor"), challenge("Skilled Artificer")]
    state.challenges = [[], []]
    state.phase = "challenge"
    view = state.view(0)
    legal = view.legal_actions(0)
    assert make_bot("stonespine", "normal", seed=1).choose(view, 0, legal, BUDGET)[
        "card"
    ] == challenge("King's Favor")
    assert make_bot("stonespine", "hard", seed=1).choose(view, 0, legal, BUDGET)[
        "card"
    ] == challenge("Skilled Artificer")


def test_hinted_value_credits_gold_before_the_count():
    state = new_state(3, 1)  # Passage and Gnoll Hideout: two gnolls, a north and a south door each
    richer, poorer = make_dungeon({"A1": "Passage"}), make_dungeon({"A1": "Gnoll Hideout"})
    assert value(state, 0, richer, PLAIN) == value(state, 0, poorer, PLAIN)
    assert value(state, 0, richer, HINTED) - value(state, 0, poorer, HINTED) == pytest.approx(
        HINTED.gold
    )
    state.phase = "market"  # counted already: gold shown under the chambers no longer matters
    assert value(state, 0, richer, HINTED) == value(state, 0, poorer, HINTED)


def test_the_draft_lookahead_plays_out_copies_and_never_the_real_hands():
    from game.ai.stonespine.lookahead import draft_scores

    state = new_state(2, 4)
    view = state.view(0, seed=1)
    before = view.signature()
    candidates = [
        {
            "act": "draft",
            "card": card,
            "col": 0,
            "discard": next(c for c in view.hands[0] if c != card),
        }
        for card in view.hands[0][:3]
    ]
    scores = draft_scores(view, 0, candidates, HINTED, random.Random(2), deals=2)
    assert len(scores) == 3 and len(set(scores)) > 1  # the choices are told apart
    assert view.signature() == before  # the view it was given is untouched
    # the rival's real hand is not read: another deal of it gives the same figures
    other = state.clone()
    other.hands[1], other.deck = other.deck[:8], other.hands[1] + other.deck[8:]
    assert (
        draft_scores(other.view(0, seed=1), 0, candidates, HINTED, random.Random(2), deals=2)
        == scores
    )


def draft_position(players: int, seed: int):
    state = new_state(players, seed)
    assert state.phase == "draft"
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_the_experts_anchor_drafts_on_at_least_the_hard_bots_deals_and_legally(players):
    from game.ai.search.knowledge import knowledge_of
    from game.ai.stonespine.deep import DeepDraftBot

    bot = knowledge_of("stonespine").make_anchor(5)
    assert isinstance(bot, DeepDraftBot)
    state = draft_position(players, 3)
    view = state.view(0, seed=2)
    action = bot.choose(view, 0, view.legal_actions(0), Budget(0.0))  # no time: the least
    assert bot.last_deals == DeepDraftBot.least_deals
    assert state.why_illegal(0, action) is None


def test_the_experts_anchor_never_reads_the_other_hands():
    from game.ai.stonespine.deep import DeepDraftBot

    state = draft_position(2, 4)
    other = state.clone()
    other.hands[1], other.deck = other.deck[:8], other.hands[1] + other.deck[8:]
    chosen = []
    for real in (state, other):
        view = real.view(0, seed=1)
        bot = DeepDraftBot(7)
        bot.most_deals = 5
        chosen.append(bot.choose(view, 0, view.legal_actions(0), Budget(10.0)))
        assert bot.last_deals == 5  # a long budget: as many deals as it may make
    assert chosen[0] == chosen[1]


def test_the_expert_asks_its_games_own_anchor(monkeypatch):
    from game.ai.search.bot import ExpertBot
    from game.ai.search.knowledge import knowledge_of
    from game.ai.stonespine.deep import DeepDraftBot

    knowledge = knowledge_of("stonespine")
    asked = []

    def anchor(seed):
        bot = DeepDraftBot(seed)
        bot.most_deals = 3
        asked.append(bot)
        return bot

    monkeypatch.setattr(knowledge, "make_anchor", anchor)
    state = draft_position(2, 6)
    view = state.view(1, seed=3)
    expert = ExpertBot(4)
    expert.max_iterations = 1
    action = expert.choose(view, 1, view.legal_actions(1), Budget(knowledge.anchor_from))
    assert len(asked) == 1 and asked[0].last_deals == 3
    assert state.why_illegal(1, action) is None


@pytest.mark.parametrize("phase", ["draft", "challenge", "market"])
def test_the_expert_races_its_anchor_only_at_the_market(monkeypatch, phase):
    """In the draft and the challenge the expert's anchor chooses alone, with the whole budget
    (its own lookahead judges those better than the race); at the market the race challenges
    its greedy buys."""
    from game.ai.search.bot import ExpertBot
    from game.ai.search.knowledge import knowledge_of
    from game.ai.search.paired import MARGIN

    knowledge = knowledge_of("stonespine")
    given = []
    real = knowledge.make_anchor

    def anchor(seed):
        bot = real(seed)
        choose = bot.choose
        bot.choose = lambda view, seat, legal, budget: (
            given.append(budget) or choose(view, seat, legal, Budget(0.0))
        )
        return bot

    monkeypatch.setattr(knowledge, "make_anchor", anchor)
    state = next(s for s in positions(2, 8) if s.phase == phase)
    seat = min(state.to_move())
    view = state.view(seat, seed=3)
    expert = ExpertBot(4)
    expert.max_iterations = 1
    action = expert.choose(view, seat, view.legal_actions(seat), Budget(1.0))
    assert state.why_illegal(seat, action) is None
    assert len(given) == 1
    if phase == "market":
        assert expert.last_search is not None and given[0].seconds <= 0.75
    else:
        assert expert.last_search is None and given[0].seconds > 0.75
        assert given[0].seconds <= 1.0 - MARGIN


def test_a_market_race_is_played_out_by_the_hard_bot_to_the_end_of_the_year(monkeypatch):
    """Every buy in the race meets the same re-deals; the hard bot plays every seat through the
    rest of the market, the token places and the challenges kept, and the worlds are judged once
    the year is over (the next year's draft, or the game's end)."""
    from game.ai.search.knowledge import knowledge_of

    state = next(s for s in positions(2, 8) if s.phase == "market")
    seat = min(state.to_move())
    view = state.view(seat, seed=3)
    knowledge = knowledge_of("stonespine")
    search, judged, models = race_playouts(monkeypatch, knowledge, view, seat, 2)
    assert len(judged) == 2 * len(search.racing) and len(search.racing) > 1
    for world in judged:
        assert world.is_over() or (world.year == view.year + 1 and world.phase == "draft")
    assert set(models) == {"hard"}
