"""The sentences the rules give for a piece that cannot be picked up or put somewhere: what
the action tile offers this turn, why there is no move at all, and a minion's near-misses."""

from makers_helpers import empty_state, fill, lay, multi_with

from game.rules.makers.actions import (
    no_move_reason,
    not_offered_reason,
    offered_turn,
    wrong_place_reason,
)


def test_the_action_tile_says_which_turn_offers_an_act():
    s = empty_state()
    assert offered_turn(s, 0, "place") is None and offered_turn(s, 0, "minion") is False
    assert not_offered_reason(s, 0, "place") is None
    assert (
        not_offered_reason(s, 0, "minion")
        == "Your action tile shows its single side: this turn you place a tile."
    )
    multi_with(s, 0, "move_minion", "left")
    assert offered_turn(s, 0, "move_minion") == "left" and offered_turn(s, 0, "place") == "center"
    assert offered_turn(s, 0, "block") == offered_turn(s, 0, "move_tile") == "right"
    assert offered_turn(s, 0, "swap") is False  # on top, and Place a Minion at the bottom
    assert (
        not_offered_reason(s, 0, "swap")
        == "Swap a Tile is not on the left or right of your action tile this turn."
    )


def test_no_move_reasons_name_what_is_in_the_way():
    s = empty_state()
    s.stacks[1].clear()
    assert no_move_reason(s, 0, "place", 1) == "That stack is empty."
    assert (
        no_move_reason(s, 0, "place", 0)
        == "This tile fits no cell of your dungeon this turn, whichever way it is turned."
    )
    assert (
        no_move_reason(s, 0, "block")
        == "Your action tile shows its single side: this turn you place a tile."
    )
    multi_with(s, 0, "move_minion", "left")
    assert (
        no_move_reason(s, 0, "move_minion")
        == "This minion has no route along joined pathways to another tile."
    )
    multi_with(s, 0, "block_or_move", "left")
    assert no_move_reason(s, 0, "move_tile") == "This tile has nowhere it may move to now."
    assert no_move_reason(s, 0, "block") == "There is no cell this block may go to now."


def test_a_piece_dropped_in_the_wrong_place_is_told_where_it_goes():
    two, solo = empty_state(2), empty_state(1)
    assert wrong_place_reason(two, "place", "pile") == "Only blocks go onto the Iron Golem's pile."
    assert (
        wrong_place_reason(two, "move_tile", "opponent")
        == "That is your opponent's dungeon: this piece stays in your own."
    )
    assert (
        wrong_place_reason(two, "block", "own")
        == "Blocks go into your opponent's dungeon, not your own."
    )
    assert (
        wrong_place_reason(solo, "block", "own")
        == "In the solo game your blocks go onto the Iron Golem's pile."
    )


def test_a_minion_dropped_on_itself_or_out_of_reach_is_told_why():
    s = empty_state()
    multi_with(s, 0, "move_minion", "left")
    lay(s, 0, [3, 2], "tunnel", "EW", "chest")
    lay(s, 0, [4, 2], "tunnel", "EW", "stairs")
    fill(s, 0, [[2, 1]])
    s.minion[0][12] = 0
    move = {"act": "move_minion", "turn": "left", "trade": None}
    assert (
        s.why_illegal(0, {**move, "path": [[2, 2], [2, 2]]}) == "Move the minion to another tile."
    )
    assert (
        s.why_illegal(0, {**move, "path": [[2, 2], [4, 2]]})
        == "No route through joined tunnels and mazes leads there."
    )
    assert s.why_illegal(0, {**move, "path": [[2, 2], [2, 1]]}) == "Minions cannot enter a chasm."
    assert s.why_illegal(0, {**move, "path": [[2, 2], [3, 2], [4, 2]]}) is None


def test_the_place_choice_says_when_choosing_it_can_only_end_the_turn():
    s = empty_state()
    assert [c["passes"] for c in s.action_choices(0)] == [False]
    for stack in s.stacks:
        stack.clear()  # no tile left to place: passing is the only move
    (single,) = s.action_choices(0)
    assert single["passes"] and not single["possible"]
    assert not any(c["passes"] for c in s.action_choices(1))  # not its turn
