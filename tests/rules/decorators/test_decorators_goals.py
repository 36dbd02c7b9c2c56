"""Goal cards: decoration cards (room and hallway), shape cards turned and mirrored, Mimics,
scoring in the Score phase and points locked in."""

from decorators_helpers import E, N, S, W, at_build, find, hall, room, started

from game.rules.decorators.content import CATALOG
from game.rules.decorators.goals import met_cells, mimics_needed
from game.rules.decorators.tiles import FACES, START

ROOM, ROOM2 = find(shape="room"), find(shape="room", skip=(find(shape="room"),))
CROSS = find(shape="cross")
STRAIGHT = find(shape="straight")


def card(name):
    return next(c for c, g in CATALOG.goals.items() if g.name == name)


def deco(icon, edge, another=False):
    """A decoration tile turned to show `icon` on `edge`, with no other edge in the way
    (`another`: one that also shows some other icon, for turning it away)."""
    for number in sorted(CATALOG.tiles):
        for rot in range(4):
            icons = FACES[number, "decoration", rot].icons
            if icons[edge] == icon and (not another or any(i not in (None, icon) for i in icons)):
                return (number, "decoration", rot)
    raise LookupError(icon)


def deco_both(edge, other_edge):
    """A decoration tile turned to show real icons on both edges."""
    for number in sorted(CATALOG.tiles):
        for rot in range(4):
            icons = FACES[number, "decoration", rot].icons
            if all(icons[e] not in (None, "wild") for e in (edge, other_edge)):
                return (number, "decoration", rot)
    raise LookupError((edge, other_edge))


def test_room_card_met_in_one_room_but_not_split_over_two():
    spo = card("Sharp Pointy Object Storage")
    one = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): room(ROOM, W),
        (1, -1): deco("swords", 2),
        (2, 0): deco("spikes", 3),
    }
    assert mimics_needed(spo, one) == 0
    split = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): room(ROOM, W),
        (-1, 0): room(ROOM2, E),
        (1, -1): deco("swords", 2),
        (-1, -1): deco("spikes", 2),
    }
    assert mimics_needed(spo, split) is None


def test_hallway_card_counts_every_hallway_wall():
    chic = card("Chic Skulls on Swanky Spikes")
    hallway = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): hall(STRAIGHT, W | E),
        (2, 0): hall(STRAIGHT, W | E),
        (-1, 0): hall(STRAIGHT, W | E),
        (1, -1): deco("skull", 2),
        (2, 1): deco("spikes", 0),
        (-1, 1): deco("spikes", 0),
    }
    assert mimics_needed(chic, hallway) == 0
    del hallway[(-1, 1)]
    assert mimics_needed(chic, hallway) is None


def test_a_wild_counts_only_with_a_mimic_token():
    spo = card("Sharp Pointy Object Storage")
    d = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): room(ROOM, W),
        (1, -1): deco("swords", 2),
        (2, 0): deco("wild", 3),
    }
    assert mimics_needed(spo, d) == 1
    state = at_build(started(), 0, dungeon=d)
    state.phase = "score"
    state.hands[0] = [spo] + state.hands[0][1:]
    state.mimics[0] = 0
    assert spo not in state.scorable(0)
    assert "needs 1 Decorative Mimic token" in state.why_illegal(0, {"act": "score", "card": spo})
    state.mimics[0], state.supply["decorative_mimic"] = 1, 9
    before = state.points[0]
    state.apply(0, {"act": "score", "card": spo})
    assert (
        state.points[0] == before + 10
        and state.mimics[0] == 0
        and state.supply["decorative_mimic"] == 10
    )
    assert state.scored[0] == [spo] and spo not in state.hands[0]


def test_example_9_eye_catching_monument_with_hallways_not_touching():
    monument = card("Eye-Catching Monument")
    x = {(0, 0): (START, "dungeon", 0)}
    for cell in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        x[cell] = hall(CROSS, 15)
    assert mimics_needed(monument, x) == 0
    x[(1, 1)] = room(ROOM, N)
    assert mimics_needed(monument, x) is None


def offices_met_turned_and_mirrored():
    """Offices of Doom (R2 H . / . H R2) laid turned a quarter and mirrored (x and y swapped):
    rooms at (0, -1) and (1, 1), hallways at the start (0, 0) and (1, 0); each room has a
    decoration on two of its walls."""
    return {
        (0, 0): (START, "dungeon", 0),
        (1, 0): hall(CROSS, 15),
        (0, -1): room(ROOM, S),
        (1, 1): room(ROOM2, N),
        (0, -2): deco("spikes", 2),
        (-1, -1): deco("skull", 1),
        (2, 1): deco("keys", 3),
        (1, 2): deco("table", 0),
    }


def test_example_10_offices_of_doom_asks_rooms_and_hallways_turned_and_mirrored():
    """Rulebook, example 10: 'This configuration meets the requirements for the Offices of Doom,
    even though the shape is both rotated and reflected. The rooms and hallways are in the right
    positions relative to each other, and the rooms each have at least two decorations on
    them.'"""
    offices = card("Offices of Doom")
    symbols = sorted(symbol for _, _, symbol in CATALOG.goals[offices].cells)
    assert symbols == ["H", "H", "R2", "R2"]  # rooms and hallways
    d = offices_met_turned_and_mirrored()
    assert mimics_needed(offices, d) == 0


def test_offices_of_doom_is_not_met_without_its_hallways_or_a_room_decorated_twice():
    offices = card("Offices of Doom")
    no_hallway = offices_met_turned_and_mirrored()
    no_hallway[(1, 0)] = room(find(shape="room", skip=(ROOM, ROOM2)), S)  # a room, not a hallway
    assert mimics_needed(offices, no_hallway) is None
    one_decoration = offices_met_turned_and_mirrored()
    del one_decoration[(1, 2)]
    assert mimics_needed(offices, one_decoration) is None


def test_a_shape_card_is_met_by_its_mirror_image():
    lounge = card(
        "Corner Lounge"
    )  # H H / R2 . : the room lies a quarter turn clockwise of the hallway
    mirrored = {
        (2, 0): hall(CROSS, 15),
        (1, 0): hall(CROSS, 15),
        (2, 1): room(ROOM, N),
        (3, 1): deco("spikes", 3),
        (2, 2): deco("skull", 0),
    }
    # at (2, 0) the hallway arm points west and the room south: a quarter turn anticlockwise, which
    # no turn of the card gives, only its mirror image
    assert mimics_needed(lounge, mirrored) == 0
    mirrored[(2, 1)] = hall(CROSS, 15)
    assert mimics_needed(lounge, mirrored) is None


def test_points_stay_when_an_architect_later_breaks_the_goal():
    spo = card("Sharp Pointy Object Storage")
    d = {(1, 0): room(ROOM, W), (1, -1): deco("swords", 2), (2, 0): deco("spikes", 3, another=True)}
    state = at_build(started(), 0, dungeon=d)
    state.phase = "score"
    state.hands[0] = [spo] + state.hands[0][1:]
    state.apply(0, {"act": "score", "card": spo})
    points = state.points[0]
    at_build(state, 0)
    state.architects[0] = 1
    tile = d[(2, 0)][0]
    rot = next(
        r for r in range(4) if FACES[tile, "decoration", r].icons[0] not in (None, "spikes", "wild")
    )
    state.apply(0, {"act": "lift", "cell": [2, 0]})  # the spikes move under the room, turned away
    state.apply(
        0,
        {
            "act": "place",
            "from": "lifted",
            "tile": tile,
            "face": "decoration",
            "rot": rot,
            "cell": [1, 1],
        },
    )
    state.apply(0, {"act": "finish"})
    assert mimics_needed(spo, state.dungeons[0]) is None
    assert state.points[0] == points and state.scores()[0].breakdown["Decoration goals"] == 10


def test_met_cells_name_the_room_the_hallways_and_the_shape_that_meet_a_card():
    spo, chic = card("Sharp Pointy Object Storage"), card("Chic Skulls on Swanky Spikes")
    one = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): room(ROOM, W),
        (1, -1): deco("swords", 2),
        (2, 0): deco("spikes", 3),
    }
    assert met_cells(spo, one) == [(1, 0)]
    assert met_cells(chic, one) == []
    hallway = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): hall(STRAIGHT, W | E),
        (2, 0): hall(STRAIGHT, W | E),
        (-1, 0): hall(STRAIGHT, W | E),
        (1, -1): deco("skull", 2),
        (2, 1): deco("spikes", 0),
        (-1, 1): deco("spikes", 0),
    }
    assert met_cells(chic, hallway) == [(-1, 0), (1, 0), (2, 0)]
    twins = card("Twin Closets")  # two rooms side by side
    rooms = {(0, 0): (START, "dungeon", 0), (1, 0): room(ROOM, W), (-1, 0): room(ROOM2, E)}
    assert mimics_needed(twins, rooms) is None and met_cells(twins, rooms) == []
    rooms = {(0, 0): (START, "dungeon", 0), (0, 1): room(ROOM, N), (1, 1): room(ROOM2, N)}
    assert met_cells(twins, rooms) == [(0, 1), (1, 1)]
