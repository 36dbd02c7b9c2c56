"""The Doodle Dungeon expert's own parts: a walk as the dungeon's owner may expect it (walk.py)
the anchor that draws the hero's path by whole paths (drawer.py), and the race over its draft. Its
strength is measured with game.sim (docs/ai-ladder.md)."""

from __future__ import annotations

import pytest

from game.ai import Budget, make_bot
from game.ai.doodle import planner
from game.ai.doodle.drawer import PathDrawingBot
from game.ai.doodle.walk import expected_score
from game.ai.search.knowledge import knowledge_of
from game.rules.doodle import SPEC
from game.rules.doodle.content import CONTENT
from game.rules.doodle.odds import monster_holds
from tests.ai.playouts import race_playouts
from tests.rules.doodle.doodle_helpers import boxes_for, defending, idx

STRAIGHT = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10"] + [
    f"{row}10" for row in "BCDEFGH"
]


def test_the_walk_keeps_a_monster_by_its_chance_to_hold_and_counts_the_hearts_left():
    state = defending(["....O....."] + ["." * 10] * 7, STRAIGHT)
    state.treasures[0] = [idx("A5")]
    # the drawer sees no treasure: it believes one lies under the only monster
    assert planner.treasure_belief(state, 0) == {idx("A5"): 0.95}
    holds = monster_holds(state.level(0, "orc"))
    kept = holds * (CONTENT.points["orc"] + 0.95 * state.level(0, "treasure"))
    hearts = CONTENT.hearts - holds * CONTENT.damage["orc"]
    path = [idx(label) for label in STRAIGHT]
    assert expected_score(state, 0, path) == pytest.approx(kept - hearts)
    around = [idx(label) for label in ["A1", "B1", "B2", "B3", "B4", "B5", "B6"]]
    around += [idx(label) for label in ["B7", "B8", "B9", "B10", *STRAIGHT[11:]]]
    assert expected_score(state, 0, around) == pytest.approx(
        CONTENT.points["orc"] + 0.95 * state.level(0, "treasure") - CONTENT.hearts
    )  # a path around the orc leaves it and the hearts whole


def test_a_hero_that_surely_dies_gives_the_bonus_and_leaves_the_monsters_after_it():
    rows = ["T.T.T.T.T.", ".T.T.T.T.T", "T.T.T.T.T."] + ["." * 10] * 4 + ["....D....."]
    rows[4] = ".........G"  # E10, on the way to the exit after the traps
    state = defending(rows, STRAIGHT)
    state.boxes[0]["trap"] = boxes_for("trap", 2)
    snake = [f"A{c}" for c in range(1, 11)] + [f"B{c}" for c in range(10, 0, -1)]
    snake += [f"C{c}" for c in range(1, 11)] + [f"{row}10" for row in "DEFGH"]
    path = [idx(label) for label in snake]  # 15 traps of 2: 30 hearts, all the hero has
    assert expected_score(state, 0, path) == pytest.approx(
        5 + CONTENT.points["dragon"] + CONTENT.points["goblin"]
    )


def path_position(seed: int):
    """Seat 0 about to draw its path, after the hard bots built both dungeons."""
    state = SPEC.new_state(2, seed)
    bots = [make_bot("doodle", "hard", s) for s in range(2)]
    while state.phase != "path":
        seat = min(state.to_move())
        view = state.view(seat, seed)
        state.apply(seat, bots[seat].choose(view, seat, view.legal_actions(seat), Budget(1.0)))
    return state


def drawn(state, bot) -> list[int]:
    trial = state.clone()
    while not trial.path_done[0]:
        trial.apply_path(0, bot.choose(trial, 0, trial.path_actions(0), Budget(1.0)))
    return trial.paths[trial.drawn_in(0)]


@pytest.mark.parametrize("seed", [78, 79])
def test_the_anchor_draws_a_legal_path_that_leaves_the_rival_no_better_than_hards(seed):
    state = path_position(seed)
    view = state.view(0, 1)
    ours, hards = drawn(view, PathDrawingBot(1)), drawn(view, make_bot("doodle", "hard", 1))
    rival = view.drawn_in(0)
    assert ours[0] == idx("A1") and ours[-1] == idx("H10")
    mine = expected_score(view, rival, ours)
    assert mine <= expected_score(view, rival, hards) - 1.0  # by a point at least
    for k in range(len(ours)):  # every step was legal
        trial = view.clone()
        trial.paths[rival], trial.path_counts[rival] = [], [0] * len(trial.path_counts[rival])
        for j in ours[:k]:
            trial.apply_path(0, {"act": "step", "cell": [j % 10, j // 10]})
        assert {"act": "step", "cell": [ours[k] % 10, ours[k] // 10]} in trial.path_actions(0)


def test_the_anchor_stops_trying_ways_when_its_budget_is_spent():
    state = path_position(79)
    view = state.view(0, 1)
    view.apply_path(0, view.path_actions(0)[0])
    bot = PathDrawingBot(1)
    bot.choose(view, 0, view.path_actions(0), Budget(0.0))
    assert bot.last_ways == 1  # the hard bot's own way only
    bot.choose(view, 0, view.path_actions(0), Budget(5.0))
    assert bot.last_ways > 7  # every step with every weight


def test_the_expert_races_only_its_draft():
    knowledge = knowledge_of("doodle")
    assert knowledge.anchor_class is PathDrawingBot
    assert not knowledge.races(path_position(79).view(0, 1))
    assert knowledge.races(SPEC.new_state(2, 3).view(0, 1))


def test_a_draft_is_played_out_by_the_hard_bot_to_the_end_of_the_build(monkeypatch):
    """Every card on offer meets the same re-deals; the hard bot drafts and installs for every
    seat until the dungeons are built, and the worlds are judged there, before any path."""
    state = SPEC.new_state(2, 5)
    seat = min(state.to_move())
    view = state.view(seat, 3)
    search, judged, models = race_playouts(monkeypatch, knowledge_of("doodle"), view, seat, 2)
    assert len(judged) == 2 * len(view.legal_actions(seat))  # every card on offer, each time
    for world in judged:
        assert world.phase == "path" and not any(world.paths)
        assert all(len(taken) == world.rounds for taken in world.taken)
    assert set(models) == {"hard"}
