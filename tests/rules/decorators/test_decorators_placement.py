"""The rulebook's placement examples (1-7) as positions, and the end-of-build checks."""

from decorators_helpers import (
    E,
    N,
    S,
    W,
    at_build,
    find,
    hall,
    place,
    place_reason,
    room,
    rot_with_icon,
    rot_with_mask,
    started,
)

from game.rules.decorators.dungeon import cell_text, icon_states, openings, wall_decorations
from game.rules.decorators.tiles import START

ROOM = find(shape="room")
ROOM2 = find(shape="room", skip=(ROOM,))
CORNER = find(shape="corner")
STRAIGHT = find(shape="straight")


def test_example_1_a_decoration_gains_two_walls_later():
    state = at_build(started(), 0, pending=[210], dungeon={(1, 0): room(ROOM, W)})
    rot = rot_with_icon(210, 3, "table")  # the table faces the room's east wall
    place(state, 0, 210, "decoration", rot, (2, 0))
    assert wall_decorations(state.dungeons[0])[(1, 0)][0] == {"table": 1}
    assert icon_states(state.dungeons[0], (2, 0)) == ["dormant", None, "dormant", "on a wall"]
    # later the dungeon grows round both corners: the keys now hang on two new walls
    more = {
        (0, -1): hall(CORNER, S | E),
        (1, -1): hall(STRAIGHT, W | E),
        (2, -1): room(ROOM2, W),
        (0, 1): hall(CORNER, N | E),
        (1, 1): hall(STRAIGHT, W | E),
        (2, 1): room(ROOM, W),
    }
    state.dungeons[0].update(more)
    decor = wall_decorations(state.dungeons[0])
    assert decor[(2, -1)][0] == {"keys": 1} and decor[(2, 1)][0] == {"keys": 1}
    assert icon_states(state.dungeons[0], (2, 0)) == ["on a wall", None, "on a wall", "on a wall"]


def test_example_2_a_decoration_may_not_face_a_passageway_icon_or_not():
    state = at_build(started(), 0, pending=[156, 30])
    for rot in range(4):  # 156 has an icon on every edge
        assert (
            place_reason(state, 0, 156, "decoration", rot, (1, 0))
            == "Its west edge would block a passageway of your dungeon."
        )
    blank_west = next(r for r in range(4) if state_icons(30, r)[3] is None)
    assert (
        place_reason(state, 0, 30, "decoration", blank_west, (1, 0))
        == "Its west edge would block a passageway of your dungeon."
    )


def state_icons(tile, rot):
    from game.rules.decorators.tiles import FACES

    return FACES[tile, "decoration", rot].icons


def test_example_3_a_tile_joined_to_the_start_is_legal():
    orange = find(shape="corner", floor="orange", assistant=None)
    state = at_build(started(), 0, pending=[orange])
    place(state, 0, orange, "dungeon", rot_with_mask(orange, "dungeon", W | N), (1, 0))
    assert state.dungeons[0][(1, 0)][0] == orange


def test_example_4_a_tile_not_joined_to_the_start_is_illegal():
    orange = find(shape="corner", floor="orange", assistant=None)
    state = at_build(started(), 0, pending=[orange], dungeon={(1, 0): room(ROOM, W)})
    why = "A dungeon tile must join one of your dungeon's passageways with a passageway of its own."
    assert (
        place_reason(state, 0, orange, "dungeon", rot_with_mask(orange, "dungeon", W | N), (2, 0))
        == why
    )
    assert (
        place_reason(state, 0, orange, "dungeon", rot_with_mask(orange, "dungeon", E | N), (1, 1))
        == why
    )


def test_example_5_a_passageway_may_end_against_a_wall():
    orange = find(shape="corner", floor="orange", assistant=None)
    state = at_build(
        started(),
        0,
        pending=[orange],
        dungeon={(1, 0): room(ROOM, W), (0, -1): hall(CORNER, S | E)},
    )
    # its south passageway runs into the room's north wall, its west one joins the corner
    assert (
        place_reason(state, 0, orange, "dungeon", rot_with_mask(orange, "dungeon", W | S), (1, -1))
        is None
    )


def test_example_6_a_passageway_may_not_run_into_a_decoration():
    deco = find(shape="room", where=lambda t: t.edges.count("blank") >= 1)
    orange = find(shape="corner", floor="orange", assistant=None)
    state = at_build(started(), 0, pending=[orange], dungeon={(1, 0): room(ROOM, W)})
    rot = next(
        r
        for r in range(4)
        if state_icons(deco, r)[2] is not None and state_icons(deco, r)[3] is None
    )
    state.dungeons[0][(1, -1)] = (deco, "decoration", rot)
    assert (
        place_reason(state, 0, orange, "dungeon", rot_with_mask(orange, "dungeon", S | E), (0, -1))
        == "The east passageway would run into a decoration tile."
    )


def test_example_7_the_last_opening_may_not_be_closed():
    blue = find(shape="room", floor="blue")
    state = at_build(
        started(),
        0,
        pending=[blue],
        dungeon={(1, 0): room(ROOM, W), (-1, 0): room(ROOM2, E), (0, 1): room(ROOM, N)},
    )
    assert openings(state.dungeons[0]) == 1
    assert (
        place_reason(state, 0, blue, "dungeon", rot_with_mask(blue, "dungeon", S), (0, -1))
        == "That would close your dungeon: at least one passageway must still lead to open space."
    )


def test_a_generic_tile_has_no_decoration_face_and_storage_holds_two():
    state = at_build(started(), 0, pending=["generic", ROOM])
    assert "no decoration face" in place_reason(state, 0, "generic", "decoration", 0, (1, 0))
    state.storage[0] = [ROOM2, CORNER]
    assert (
        state.why_illegal(0, {"act": "store", "tile": ROOM})
        == "Your storage holds 2 tiles at most."
    )
    assert state.why_illegal(0, {"act": "finish"}) == "First place or store a generic tile."


def test_a_tile_stored_now_comes_out_only_in_a_later_build():
    state = at_build(started(), 0, pending=[ROOM])
    state.pending.append(ROOM2)  # one more new tile keeps the build open
    state.apply(0, {"act": "store", "tile": ROOM})
    assert (
        place_reason(
            state, 0, ROOM, "dungeon", rot_with_mask(ROOM, "dungeon", W), (1, 0), "storage"
        )
        == "A tile stored during this build comes out only in a later build."
    )
    state.apply(0, {"act": "store", "tile": ROOM2})
    assert state.phase == "score"  # nothing left to choose: the build ended by itself
    at_build(state, 0)
    place(state, 0, ROOM, "dungeon", rot_with_mask(ROOM, "dungeon", W), (1, 0), "storage")
    assert state.storage[0] == [ROOM2]


def _boxed_in(state):
    """Start with rooms east, west and south; the north cell's far side holds a decoration."""
    state.dungeons[0] = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): room(ROOM, W),
        (-1, 0): room(ROOM2, E),
        (0, 1): room(ROOM, N),
        (0, -2): (find(shape="cross"), "decoration", 0),
    }


def test_forced_discard_only_when_storage_is_full_and_nothing_fits():
    state = at_build(started(), 0, pending=["generic"])
    _boxed_in(state)
    state.storage[0] = ["generic"]
    assert not state.throw_allowed(0)  # storage has room
    state.storage[0] = ["generic", "generic"]
    assert state.throw_allowed(0)
    state.apply(0, {"act": "throw", "from": "new", "tile": "generic"})
    assert state.forced_discards == 1 and state.pending == []
    state.apply(0, {"act": "finish"})
    assert state.phase == "score"


def test_no_forced_discard_while_a_tile_fits():
    state = at_build(started(), 0, pending=["generic"])
    state.storage[0] = ["generic", "generic"]
    assert not state.throw_allowed(0)
    assert "only when storage is full and none" in state.why_illegal(
        0, {"act": "throw", "from": "new", "tile": "generic"}
    )


def test_cells_are_named_from_the_start_tile():
    assert cell_text((0, -1)) == "1 north of the start"
    assert cell_text((2, 1)) == "1 south and 2 east of the start"
    assert cell_text((-3, 0)) == "3 west of the start"
    assert cell_text((0, 0)) == "on the start"
