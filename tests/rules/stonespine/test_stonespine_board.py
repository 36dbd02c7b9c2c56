"""Paths to the entrance and exit (doors, secret passages, branches), clusters, gold counting."""

from __future__ import annotations

from game.rules.stonespine import board, measures
from tests.rules.stonespine.stonespine_helpers import cell, make_dungeon

EDGE_B1_C1 = 1  # horizontal edge r * 3 + c


def labels(cells) -> set[str]:
    return {board.cell_label(i) for i in cells}


def test_entrance_and_exit_reach_follow_doors_and_branches():
    d = make_dungeon(
        {
            "A1": "Intersection",
            "B1": "Derelict Site",
            "C1": "Lair",
            "A2": "Junction",
            "A3": "Passage",
            "A4": "Lair",
        },
        entrance=0,
        exit_=0,
    )
    assert labels(d.entrance_reach()) == {
        "A1",
        "B1",
        "A2",
        "A3",
        "A4",
    }  # Lair in C1 has no west door
    assert labels(d.exit_reach()) == {"A1", "B1", "A2", "A3", "A4"}
    d.add_token("passage", edge=EDGE_B1_C1)
    assert labels(d.entrance_reach()) == {"A1", "B1", "C1", "A2", "A3", "A4"}


def test_a_chamber_without_a_door_toward_the_doorway_needs_a_passage():
    d = make_dungeon({"B1": "Derelict Site", "A4": "Derelict Site"}, entrance=1, exit_=0)
    assert d.entrance_reach() == set() and d.exit_reach() == set()
    d.add_token("passage", edge=board.ENTRANCE_EDGE)
    d.add_token("passage", edge=board.EXIT_EDGE)
    assert labels(d.entrance_reach()) == {"B1"} and labels(d.exit_reach()) == {"A4"}


def test_doors_must_face_each_other():
    d = make_dungeon({"A1": "Lair", "A2": "Lair", "B2": "Lair"})  # N-S doors only
    adj = d.links()
    assert adj[cell("A1")] == [cell("A2")]
    assert cell("B2") not in adj[cell("A2")]


def test_a_passage_toward_an_empty_cell_links_nothing_until_a_chamber_comes():
    d = make_dungeon({"A1": "Lair"})
    d.add_token("passage", edge=0)  # A1 - B1, B1 still empty
    assert d.links()[cell("A1")] == []
    d.place(cell("B1"), 1)  # Smokehouse: E, S, W doors
    assert d.links()[cell("A1")] == [cell("B1")]


def test_clusters_ignore_paths():
    d = make_dungeon(
        {"A1": "Lair", "B1": "Tunnel", "A2": "Junction", "B2": "Mudroom", "D4": "Lair"}
    )
    groups = sorted(labels(g) for g in board.clusters(d.types()))
    assert groups == sorted([{"A1", "B1"}, {"A2", "B2"}, {"D4"}])


def test_gold_counts_chests_and_the_gold_still_showing():
    d = make_dungeon({"A1": "Crossroads", "B1": "Cache", "A2": "Junction"}, {"B1": ["treasure"]})
    # Crossroads' 8 is covered by the Junction (6); B1 (0 printed gold) still shows its own.
    assert d.gold_showing() == [(cell("A2"), 6), (cell("B1"), 0)]
    assert d.counts()["treasure"] == 2  # Cache's printed chest and the token
    assert d.gold() == 8


def test_stars_add_gold_and_take_silver():
    d = make_dungeon({"A1": "Arena", "B1": "Crossroads", "C1": "Pantry"}, {"A1": ["star1"]})
    assert measures.star_points(d.counts()) == 3 + 1 - 3 + 2
    assert measures.gold_stars(d.counts()) == 3
