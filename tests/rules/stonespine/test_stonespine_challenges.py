"""Every challenge card counted on a scripted dungeon (printed elements and tokens alike)."""

from __future__ import annotations

import pytest

from game.rules.stonespine import measures
from game.rules.stonespine.content import CATALOG
from tests.rules.stonespine.stonespine_helpers import challenge, make_dungeon

T_SHAPE = {"A1": "Derelict Site", "B1": "Intersection", "C1": "Tunnel", "B2": "Throughway"}

# (challenge, layout, tokens, passages, exit column, expected count)
CASES = [
    (
        "Dogren's Vault",
        {"B2": "Cache", "C3": "Treasury", "A1": "Treasury", "B3": "Cellar"},
        {},
        (),
        0,
        5,
    ),
    ("Market Maven", {"A1": "Junction"}, {"A1": ["goblin", "goblin", "pit"]}, (0,), 0, 3),
    (
        "Ordered Chambers",
        {"A1": "Intersection", "B1": "Junction", "C1": "Lair", "A2": "Passage"},
        {},
        (),
        0,
        3,
    ),
    (
        "Deadly Tomb",
        {"B2": "Trap Storage", "C2": "Machine Room", "A1": "Training Room"},
        {},
        (),
        0,
        5,
    ),
    ("Goblin Gathering", {"A1": "Tunnel", "A2": "Dwelling", "B1": "Goblin Den"}, {}, (), 0, 4),
    (
        "Kobold Formation",
        {"A1": "Kobold Quarters", "B1": "Gatehouse", "B2": "Alcove"},
        {},
        (),
        0,
        3,
    ),
    ("Gnoll Pack", {"C1": "Passage", "C2": "Intersection", "D1": "Gnoll Hideout"}, {}, (), 0, 3),
    (
        "Consistent Sanctum",
        {"A1": "Intersection", "B1": "Lair", "A2": "Passage", "C1": "Junction"},
        {},
        (),
        0,
        3,
    ),
    (
        "Outer Reaches",
        {
            "A1": "Intersection",
            "D1": "Cellar",
            "A2": "Lair",
            "D2": "Derelict Site",
            "A3": "Junction",
        },
        {},
        (),
        0,
        4,
    ),
    ("Sodden Shallows", {"A1": "Lair", "B1": "Sludge Room", "C3": "Mausoleum"}, {}, (), 0, 3),
    (
        "Seeping Threat",
        {"A1": "Slime Trail", "B1": "Graveyard", "D4": "Lost Chamber"},
        {},
        (),
        0,
        4,
    ),
    ("Skilled Artificer", {"B1": "Ruins", "A1": "Arena", "C1": "Cellar"}, {}, (), 0, 4),
    ("Fatal Pathway", T_SHAPE, {"A1": ["pit"], "C1": ["pit"], "B2": ["pit"]}, (), 0, 2),
    ("Slippery Route", {"A1": "Slime Trail", "B1": "Graveyard", "A2": "Lair"}, {}, (), 0, 5),
    ("Gelatinous Horror", {"A1": "Sludge Room", "B1": "Cellar", "C1": "Mausoleum"}, {}, (), 0, 6),
    (
        "Cramped Construction",
        {"A1": "Cellar", "B1": "Mudroom", "C1": "Trap Storage", "D1": "Training Room"},
        {"C1": ["pit"]},
        (),
        0,
        3,
    ),
    ("Muddied Approach", {"A1": "Cellar", "B1": "Mudroom", "C1": "Lair"}, {}, (), 0, 2),
    (
        "Hortgully's Pride",
        {"A1": "Corner Room", "B1": "Smokehouse", "C1": "Armory"},
        {"C1": ["star1"]},
        (),
        0,
        2,
    ),
    ("Thinfingers' Trade", {"A1": "Trap Storage", "B1": "Machine Room"}, {"B1": ["pit"]}, (), 0, 4),
    (
        "Perilous Path",
        {"A4": "Armory", "A3": "Machine Room", "B4": "Trap Storage", "D1": "Training Room"},
        {},
        (),
        0,
        7,
    ),
    ("Sabek's Plunder", {"A1": "Treasury", "B1": "Ruins", "C1": "Cache"}, {}, (), 0, 4),
    (
        "Halls of Glynox",
        {
            "A1": "Intersection",
            "B1": "Lair",
            "C1": "Passage",
            "D1": "Cellar",
            "A2": "Crossroads",
            "A3": "Hearth",
            "A4": "Cache",
            "B2": "Junction",
        },
        {},
        (),
        0,
        2,
    ),
    (
        "Canine Companions",
        {"A1": "Gnoll Hideout", "B1": "Passage", "C1": "Intersection"},
        {},
        (),
        0,
        2,
    ),
    (
        "Teeming with Traps",
        {"A1": "Trap Storage", "D2": "Machine Room", "B1": "Training Room"},
        {},
        (),
        0,
        5,
    ),
    ("Dragul Alliance", {"A1": "Derelict Site", "B1": "Cavern", "C1": "Tunnel"}, {}, (), 0, 1),
    ("Devious Scales", {"A1": "Kobold Quarters", "B1": "Trap Storage"}, {}, (), 0, 2),
    ("Gold Fiends", {"A1": "Tunnel", "B1": "Treasury"}, {}, (), 0, 2),
    ("Minion Horde", {"B2": "Derelict Site", "C3": "Cavern", "B3": "Lair"}, {}, (), 0, 4),
    (
        "Varied Composition",
        {"A1": "Intersection", "B1": "Lair", "C1": "Junction", "D1": "Passage"},
        {},
        (),
        0,
        1,
    ),
    ("King's Favor", {}, {}, (), 0, 1),
]


def test_every_challenge_has_a_scripted_position():
    assert sorted(challenge(case[0]) for case in CASES) == sorted(CATALOG.challenges)


@pytest.mark.parametrize(
    "name,layout,tokens,passages,exit_col,expected", CASES, ids=[c[0] for c in CASES]
)
def test_challenge_counts(name, layout, tokens, passages, exit_col, expected):
    d = make_dungeon(layout, tokens, passages, exit_=exit_col)
    card = CATALOG.challenges[challenge(name)]
    assert measures.challenge_count(d, card.measure) == expected
    assert measures.challenge_points(d, card.id) == expected * card.rep


def test_single_path_does_not_take_side_branches_but_a_passage_extends_it():
    d = make_dungeon(T_SHAPE, {"A1": ["pit"], "C1": ["pit"], "B2": ["pit"]})
    assert (
        measures.challenge_count(d, "path_trap") == 2
    )  # three trapped ends of a T: two on one path
    d.add_token("passage", edge=12 + 0)  # A1 - A2: nothing there yet, the path does not change
    assert measures.challenge_count(d, "path_trap") == 2


def test_perilous_path_needs_the_exit_doorway():
    d = make_dungeon(
        {"A4": "Armory", "A3": "Machine Room"}, exit_=1
    )  # exit below B4: nothing there
    assert measures.challenge_count(d, "exit_traps") == 0
    d = make_dungeon(
        {"A4": "Derelict Site", "A3": "Machine Room"}, {"A4": ["pit"]}
    )  # no door south
    assert measures.challenge_count(d, "exit_traps") == 0
    d.add_token("passage", edge=25)
    assert (
        measures.challenge_count(d, "exit_traps") == 1
    )  # the pit; A3 (2 traps) is not linked to A4
