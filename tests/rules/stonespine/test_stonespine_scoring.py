"""Goals, blueprints, priority and the final ranking, on scripted dungeons."""

from __future__ import annotations

import pytest

from game.rules.stonespine import measures
from game.rules.stonespine.content import CATALOG
from tests.rules.stonespine.stonespine_helpers import cell, make_dungeon, new_game

GOAL_CASES = [  # goal name, dungeons' layouts, tokens per dungeon, expected points per seat
    (
        "Goblin Denizens",
        [{"A1": "Tunnel"}, {"A1": "Ambush Room"}, {"A1": "Junction"}],
        [{}, {}, {}],
        [15, 9, 0],
    ),
    (
        "Barren Vault",
        [{"A1": "Treasury"}, {"A1": "Cache"}, {"A1": "Junction"}],
        [{}, {}, {}],
        [5, 9, 15],
    ),
    (
        "Grand Gnoll",
        [{"A1": "Passage"}, {"A1": "Gnoll Hideout"}, {"A1": "Cavern"}],
        [{}, {}, {}],
        [15, 15, 5],
    ),
    (
        "Double Deception",
        [{"A1": "Trap Storage"}, {"A1": "Forge"}, {"A1": "Machine Room"}],
        [{"A1": ["bear"]}, {}, {}],
        [15, 15, 0],
    ),
    (
        "Kobold Swarm",
        [{"A1": "Junction"}, {"A1": "Junction"}, {"A1": "Junction"}],
        [{}, {}, {}],
        [0, 0, 0],
    ),
    (
        "Kindred Carrion",
        [{"A1": "Mudroom"}, {"A1": "Lair"}, {"A1": "Slime Trail"}],
        [{}, {}, {}],
        [15, 9, 0],
    ),
    (
        "Dripping Hollow",
        [{"A1": "Slime Trail"}, {"A1": "Lair"}, {"A1": "Cesspool"}],
        [{}, {}, {}],
        [15, 5, 15],
    ),
    (
        "Cubic Conundrum",
        [{"A1": "Lair"}, {"A1": "Junction"}, {"A1": "Sludge Room"}],
        [{}, {"A1": ["ooze"]}, {}],
        [9, 9, 15],
    ),
]


def test_every_goal_has_a_scripted_position():
    assert sorted(case[0] for case in GOAL_CASES) == sorted(g.name for g in CATALOG.goals.values())


@pytest.mark.parametrize("name,layouts,tokens,expected", GOAL_CASES, ids=[c[0] for c in GOAL_CASES])
def test_goal_points(name, layouts, tokens, expected):
    state = new_game(3)
    state.goal = next(g.id for g in CATALOG.goals.values() if g.name == name)
    state.dungeons = [make_dungeon(layout, toks) for layout, toks in zip(layouts, tokens)]
    assert state.goal_points() == expected


def test_a_fourth_player_scores_no_goal_points():
    state = new_game(4)
    state.goal = 1  # most goblins
    state.dungeons = [
        make_dungeon({"A1": name}) for name in ("Tunnel", "Ambush Room", "Goblin Den", "Vault")
    ]
    # 2, 1, 2, 1 goblins: two share first (15 each), then the next place is third (5 each)
    assert state.goal_points() == [15, 5, 15, 5]


REQUIREMENTS = [  # code meaning, a chamber that meets it, one that does not (in cell A1)
    ("cave", "Lair", "Junction"),
    ("stone", "Junction", "Lair"),
    ("treasure", "Cache", "Lair"),
    ("star", "Ruins", "Cellar"),
    ("trap", "Forge", "Lair"),
    ("goblin", "Tunnel", "Lair"),
    ("kobold", "Alcove", "Lair"),
    ("gnoll", "Passage", "Lair"),
    ("ooze", "Lair", "Slime Trail"),
    ("slime", "Slime Trail", "Sludge Room"),
]


@pytest.mark.parametrize("need,good,bad", REQUIREMENTS, ids=[r[0] for r in REQUIREMENTS])
def test_blueprint_requirements(need, good, bad):
    assert measures.requirement_met(make_dungeon({"A1": good}), cell("A1"), need)
    assert not measures.requirement_met(make_dungeon({"A1": bad}), cell("A1"), need)
    assert not measures.requirement_met(make_dungeon({}), cell("A1"), need)


def test_a_token_meets_a_blueprint_requirement():
    d = make_dungeon({"A1": "Junction"})
    assert not measures.requirement_met(d, cell("A1"), "goblin")
    d.add_token("goblin", cell("A1"))
    assert measures.requirement_met(d, cell("A1"), "goblin")


def test_blueprint_points_by_requirements_met():
    assert [measures.blueprint_points(n) for n in range(9)] == [0, 0, 0, 0, 5, 7, 10, 14, 20]


def test_blueprint_one_fully_met():
    # Blueprint 1: T at C1, cave at D1, goblin at A2, cave at B2, cave at C3, ooze at D3, cave at
    # A4,
    # slime at B4.
    d = make_dungeon(
        {
            "C1": "Cache",
            "D1": "Lair",
            "A2": "Tunnel",
            "B2": "Lair",
            "C3": "Intersection",
            "D3": "Ossiary",
            "A4": "Passage",
            "B4": "Slime Trail",
        }
    )
    assert measures.blueprint_met(d, 1) == [True] * 8


def test_scores_add_up_and_priority_breaks_ties():
    state = new_game(3)
    state.priority = [2, 0, 1]
    state.dungeons = [make_dungeon({}) for _ in range(3)]
    state.goal = 1
    scores = state.scores()
    assert [s.breakdown["priority"] for s in scores] == [6, 3, 9]
    # seat 0 gets 3 extra points elsewhere so it ties with seat 2's priority points
    state.dungeons[0] = make_dungeon({"C3": "Ruins"})
    scores = state.scores()
    assert scores[0].total == scores[2].total == 9
    assert scores[2].place == 1 and scores[0].place == 2 and scores[1].place == 3
    assert scores[0].note == "tie broken by the priority track"


def test_other_seats_challenges_stay_hidden_until_the_end():
    state = new_game(2)
    state.challenges = [[30], [30]]  # King's Favor: a flat 10
    state.dungeons = [make_dungeon({}) for _ in range(2)]
    assert state.scores()[1].breakdown["challenges"] == 10
    assert state.scores(viewer=0)[1].breakdown["challenges"] == 0
    assert state.scores(viewer=0)[0].breakdown["challenges"] == 10
    state.phase = "over"
    assert state.scores(viewer=0)[1].breakdown["challenges"] == 10


def test_entrance_and_exit_points():
    state = new_game(2)
    state.dungeons = [
        make_dungeon(
            {
                "A1": "Intersection",
                "A2": "Passage",
                "A3": "Lair",
                "A4": "Lair",
                "B1": "Derelict Site",
            }
        ),
        make_dungeon({}),
    ]
    parts = state.scores()[0].breakdown
    assert parts["entrance"] == 5 and parts["exit"] == 5
