"""Final scoring: stars, colours, the most common colour, majority splits, every boss,
tie-breaks."""

import pytest
from decorators_helpers import E, N, S, W, find, hall, room, started

from game.rules.decorators.content import CATALOG
from game.rules.decorators.scoring import (
    alone_points,
    boss_points,
    colour_breakdown,
    majority_points,
    measure,
)
from game.rules.decorators.tiles import START

BOSS = {b.name: b for b in CATALOG.bosses}


def _line(floors):
    """Start, then a hallway eastwards per floor given (a row of dungeon tiles): a straight one
    where the content has one of that floor, else a four-way (open to the north and south too)."""
    d = {(0, 0): (START, "dungeon", 0)}
    used = []
    for x, floor in enumerate(floors, start=1):
        try:
            tile, mask = find(shape="straight", floor=floor, assistant=None, skip=used), W | E
        except LookupError:
            tile, mask = find(shape="cross", floor=floor, assistant=None, skip=used), N | E | S | W
        used.append(tile)
        d[(x, 0)] = hall(tile, mask)
    return d


def test_seven_tiles_of_one_colour_score_24_and_stars_3_each():
    d = {(0, 0): (START, "dungeon", 0)}
    blues = [n for n, t in sorted(CATALOG.tiles.items()) if t.floor == "blue"][:7]
    for x, tile in enumerate(blues, start=1):
        d[(x, 0)] = (tile, "dungeon", 0)
    assert colour_breakdown(d) == {"Stars": 0, "Colours": 0, "Main colour": 24}
    stars = [n for n, t in sorted(CATALOG.tiles.items()) if t.floor == "star"][:2]
    d[(0, 5)], d[(0, 6)] = (stars[0], "dungeon", 0), (stars[1], "dungeon", 0)
    d[(0, 7)] = (stars[0], "decoration", 0)  # a decoration face shows no star that counts
    assert colour_breakdown(d)["Stars"] == 6


@pytest.mark.parametrize(
    "colours, points", [(0, 0), (1, 0), (2, 2), (3, 4), (4, 7), (5, 11), (6, 16)]
)
def test_different_colours(colours, points):
    floors = ["red", "orange", "yellow", "green", "blue", "purple"][:colours]
    d = {(0, 0): (START, "dungeon", 0)}
    for x, floor in enumerate(floors, start=1):
        d[(x, 0)] = (find(floor=floor, assistant=None), "dungeon", 0)
    assert colour_breakdown(d)["Colours"] == points


@pytest.mark.parametrize(
    "values, points",
    [
        ([5, 5, 1], [7, 7, 0]),
        ([4, 4, 4, 1], [4, 4, 4, 0]),
        ([5, 3, 3], [10, 2, 2]),
        ([6, 2], [10, 4]),
        ([3, 0], [10, 0]),
        ([0, 0], [0, 0]),
        ([2, 2], [7, 7]),
        ([9, 5, 1, 5], [10, 2, 0, 2]),
    ],
)
def test_majority_splits(values, points):
    assert majority_points(values) == points


def test_m_alice_three_a_room_and_stacy_most_spiderwebs():
    rooms = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): room(find(shape="room"), W),
        (-1, 0): room(find(shape="room", floor="blue"), E),
        (0, 1): room(find(shape="room", floor="red"), N),
    }
    assert (
        alone_points(BOSS["M'alice, Fiendish Fae"], measure(BOSS["M'alice, Fiendish Fae"], rooms))
        == 9
    )
    web = next(n for n, t in sorted(CATALOG.tiles.items()) if t.edges[3] == "spiderweb")
    webbed = dict(rooms)
    webbed[(2, 0)] = (web, "decoration", 0)  # its west edge, the web, faces the room's east wall
    stacy = BOSS["Stacy the Spider Queen"]
    assert measure(stacy, webbed) == 1 and measure(stacy, rooms) == 0
    points = boss_points(BOSS["M'alice, Fiendish Fae"], stacy, [webbed, rooms], [0, 0])
    assert points == [(9, 10), (9, 0)]


def test_adan_counts_tiles_with_an_undecorated_full_wall_not_crossing_corners():
    adan = BOSS["Adan the Ascetic"]
    assert measure(adan, {(0, 0): (START, "dungeon", 0)}) == 0  # a 4-way has no full wall
    assert measure(adan, _line(["red", "blue"])) == 2


def test_ambulatrix_longest_shortest_room_to_room_path():
    amb = BOSS["The Ambulatrix"]
    r = [find(shape="room"), find(shape="room", floor="blue"), find(shape="room", floor="red")]
    d = _line(["red", "blue", "green"])  # hallways at x = 0..3
    assert measure(amb, d) == 0
    d[(-1, 0)] = room(r[0], E)
    assert measure(amb, d) == 0  # a single room has nobody to walk to
    d[(4, 0)] = room(r[1], W)
    assert measure(amb, d) == 4
    d[(1, 1)] = room(r[2], N)  # a nearer pair does not shorten the longest one
    assert measure(amb, d) == 4


def test_coilimus_counts_the_start_as_a_four_way():
    coil = BOSS["Coilimus Maximus"]
    d = {(0, 0): (START, "dungeon", 0), (1, 0): hall(find(shape="cross"), 15)}
    assert measure(coil, d) == 2 and alone_points(coil, 2) == 2 * coil.points


def test_curio_george_by_copies_of_the_most_common_decoration():
    curio = BOSS["Curio George"]
    assert [alone_points(curio, n) for n in (1, 2, 3, 4, 7)] == [0, 5, 10, 15, 15]


def test_daphne_counts_wilds_without_mimics_and_diana_adds_three_a_star():
    daphne = BOSS["Daphne the Doppelganger"]
    d = {(0, 0): (START, "dungeon", 0), (1, 0): room(find(shape="room"), W)}
    wild = next(n for n, t in sorted(CATALOG.tiles.items()) if t.edges[3] == "wild")
    d[(2, 0)] = (wild, "decoration", 0)
    assert measure(daphne, d) == 1
    diana = BOSS["Diana, Creepy Doll"]
    star = find(floor="star", shape="straight", assistant=None)
    d[(-1, 0)] = hall(star, W | E)
    assert alone_points(diana, measure(diana, d)) == 3


@pytest.mark.parametrize(
    "name, floors",
    [
        ("Lois the Lavamancer", ("red", "orange")),
        ("Morris the Moist", ("blue", "purple")),
        ("Oozymandias, King of the Slimes", ("green", "yellow")),
    ],
)
def test_colour_bosses_count_rooms_and_hallways_of_their_two_colours(name, floors):
    boss = BOSS[name]
    d = _line([floors[0], floors[1], "star"])
    d[(0, 1)] = room(find(shape="room", floor=floors[0], assistant=None), N)
    assert measure(boss, d) == 3


def test_paam_counts_each_passageway_into_open_space():
    paam = BOSS["Pa'am the Prospector"]
    assert measure(paam, {(0, 0): (START, "dungeon", 0)}) == 4
    assert measure(paam, _line(["red"])) == 4  # one covered, one new


def test_a_mimic_left_at_the_end_helps_one_boss():
    curio, stacy = BOSS["Curio George"], BOSS["Stacy the Spider Queen"]
    d = {(0, 0): (START, "dungeon", 0), (1, 0): room(find(shape="room"), W)}
    wild = next(n for n, t in sorted(CATALOG.tiles.items()) if t.edges[3] == "wild")
    web = next(n for n, t in sorted(CATALOG.tiles.items()) if t.edges[2] == "spiderweb")
    d[(2, 0)] = (wild, "decoration", 0)
    d[(1, -1)] = (web, "decoration", 0)
    assert measure(curio, d) == 1 and measure(curio, d, mimics=1) == 2
    # on Curio George the token is worth 5; on Stacy only 3 more (a shared 7 becomes 10)
    assert boss_points(curio, stacy, [d, dict(d)], [1, 0]) == [(5, 7), (0, 7)]


def test_ties_break_on_shape_cards_then_decoration_cards_then_stay_shared():
    state = started(3)

    def count(deck, points):
        return sum(
            g.points == points for c, g in CATALOG.goals.items() if CATALOG.deck_of(c) == deck
        )

    worth = max(
        g.points
        for g in CATALOG.goals.values()
        if count("shape", g.points) >= 2 and count("decoration", g.points) >= 2
    )
    same = [c for c, g in sorted(CATALOG.goals.items()) if g.points == worth]
    shape = [c for c in same if CATALOG.deck_of(c) == "shape"]
    deco = [c for c in same if CATALOG.deck_of(c) == "decoration"]
    state.scored = [[shape[0]], [deco[0]], [deco[1]]]
    state.points = [worth] * 3
    scores = state.scores()
    assert scores[0].total == scores[1].total == scores[2].total
    assert scores[0].place == 1 and scores[1].place == scores[2].place == 2
    assert "shape goals" in scores[0].note and "shared" in scores[1].note
    state.scored = [[shape[0]], [shape[1]], [deco[0]]]
    scores = state.scores()
    assert [s.place for s in scores] == [1, 1, 3]
    assert "decoration" not in scores[2].note and "shape goals" in scores[2].note


def test_the_breakdown_adds_up_and_names_both_bosses():
    state = started(2)
    for score in state.scores():
        assert score.total == sum(score.breakdown.values())
        assert {"Boss " + b.name for b in state.bosses} <= set(score.breakdown)
