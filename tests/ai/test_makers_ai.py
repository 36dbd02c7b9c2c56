"""Dungeon Makers bots: legal and repeatable choices from views, an evaluation that agrees with the
rules' scoring, and sensible choices in scripted positions. Strength is measured by
tools/makers_ai_match.py (docs/decisions/makers-ai.md), never here."""

from __future__ import annotations

import json
import random

import pytest

from game.ai import Budget, bot_levels, make_bot
from game.ai.makers.dungeon import Dungeon, of
from game.ai.makers.evaluate import WIN_BONUS, evaluate, standing
from game.ai.makers.lookahead import Determinizer
from game.rules.makers import new_state
from game.rules.makers.tiles import CELLS, CENTER, KIND, MASKS, NUM_DUNGEON_TILES

LEVELS = ["easy", "normal", "hard"]
ROOMY = Budget(60.0)  # hard never runs out of time here, so its choice depends on its seed only


def positions(players: int, count: int, seed: int) -> list:
    """States where a player seat must choose, spread over a few random games."""
    rng = random.Random(seed)
    out, game = [], 0
    while len(out) < count:
        state = new_state(players, seed * 100 + game)
        step = 0
        while not state.is_over() and len(out) < count:
            seat = state.current
            legal = state.legal_actions(seat)
            if players == 2 or seat == 0:
                if step % 9 == 4:
                    out.append(state.clone())
                step += 1
            state.apply(seat, rng.choice(legal))
        game += 1
    return out


def test_every_level_is_registered():
    assert bot_levels("makers") == [*LEVELS, "expert"]


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_a_legal_json_action_from_a_view(level, players):
    for n, state in enumerate(positions(players, 3 if level == "hard" else 6, seed=players)):
        seat = state.current
        view = state.view(seat)
        legal = view.legal_actions(seat)
        action = make_bot("makers", level, seed=n).choose(view, seat, legal, ROOMY)
        assert action in legal
        assert json.loads(json.dumps(action)) == action
        assert state.why_illegal(seat, action) is None  # the real state accepts it too
        assert view.history == state.history  # choosing does not touch the view it was given


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choice_whatever_the_view_deal(level):
    for state in positions(2, 2, seed=7):
        seat = state.current
        choices = []
        for _ in range(2):
            view = state.view(seat)  # each view re-deals the hidden stacks differently
            choices.append(
                make_bot("makers", level, seed=11).choose(
                    view, seat, view.legal_actions(seat), ROOMY
                )
            )
        assert choices[0] == choices[1]


def test_standing_matches_the_rules_scores_in_random_games():
    rng = random.Random(5)
    checked = 0
    for players in (1, 2):
        for game in range(4):
            state = new_state(players, 40 + game)
            while not state.is_over():
                assert standing(state) == [s.total for s in state.scores()]
                checked += 1
                state.apply(state.current, rng.choice(state.legal_actions(state.current)))
            assert standing(state) == [s.total for s in state.scores()]
    assert checked > 100


def test_dungeon_summary_counts_open_cells_and_exits():
    state = new_state(2, 3)
    start = of(state, 0)
    # The starting tile alone: 24 empty cells, its four pathways lead into four of them, and no
    # tile reaches the edge of the grid yet.
    assert start == Dungeon(settled=0, chests=0, empty=24, open=4, exits=0)


def test_dungeon_summary_sees_an_exit_and_its_guard():
    state = new_state(2, 3)
    straight = next(
        t for t in range(NUM_DUNGEON_TILES) if KIND[t] == "tunnel" and MASKS[t][0] == 5
    )  # N+S
    for stack in state.stacks:
        if straight in stack:
            stack.remove(straight)
    state.put(0, 7, straight, 0)  # [2, 1], joined to the start below it
    state.put(0, 2, straight, 0)  # [2, 0]: its north pathway leads out of the grid
    assert of(state, 0).exits == 1 and of(state, 0).empty == 22
    state.minion[0][2] = 0  # one's own minion guards that exit and scores 3
    guarded = of(state, 0)
    assert guarded.exits == 0
    assert standing(state)[0] == state.scores()[0].total


def test_determinizer_keeps_the_tops_and_the_tiles():
    state = new_state(2, 9)
    view = state.view(0)
    dealer = Determinizer(view, random.Random(1))
    worlds = [dealer.deal() for _ in range(3)]
    for world in worlds:
        assert [s[-1] for s in world.stacks] == [s[-1] for s in view.stacks]
        assert [len(s) for s in world.stacks] == [len(s) for s in view.stacks]
        assert sorted(t for s in world.stacks for t in s) == sorted(
            t for s in view.stacks for t in s
        )
    assert worlds[0].stacks != worlds[1].stacks  # the hidden part really is dealt again
    again = Determinizer(state.view(0), random.Random(1)).deal()
    assert again.stacks == worlds[0].stacks  # and the deal depends on the bot's generator only


def _ending_position():
    """Seat 0 has 24 tiles (chasms around the start) and a chasm on top of the left stack: laying
    it into the last cell fills the dungeon and ends the game with seat 0 far ahead."""
    state = new_state(2, 4)
    chasms = [t for t in range(NUM_DUNGEON_TILES) if KIND[t] == "chasm"]
    for stack in state.stacks:
        for t in chasms:
            if t in stack:
                stack.remove(t)
    state.stacks[0].append(chasms[0])
    last = CELLS - 1  # [4, 4]
    for i in range(CELLS):
        if i not in (CENTER, last):
            state.put(0, i, chasms[1], 0)  # only the layout matters here
    state.points[0] = 40
    state.side[0] = "multi"
    return state


def test_evaluation_of_a_finished_game_adds_the_win():
    state = _ending_position()
    state.apply(0, {"act": "place", "turn": "center", "stack": 0, "rot": 0, "cell": [4, 4]})
    assert state.is_over()
    final = state.scores()
    assert evaluate(state, 0) == final[0].total - final[1].total + WIN_BONUS
    assert evaluate(state, 1) == final[1].total - final[0].total - WIN_BONUS


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_thinking_bots_end_a_game_they_have_won(level):
    state = _ending_position()
    view = state.view(0)
    legal = view.legal_actions(0)
    assert len(legal) > 5  # other moves exist: minions, blocks, swaps
    action = make_bot("makers", level, seed=3).choose(view, 0, legal, ROOMY)
    assert action["act"] == "place" and action["cell"] == [4, 4]
