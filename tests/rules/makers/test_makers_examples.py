"""The rulebook's worked examples and rules, as scripted positions."""

import pytest
from makers_helpers import empty_state, lay, multi_with, put_block, set_top

from game.rules.core import IllegalAction
from game.rules.makers.tiles import cell_index


def cells(xs):
    return sorted(map(tuple, xs))


# ---- tile placement ------------------------------------------------------------------------
def placement_position():
    s = empty_state()
    lay(s, 0, [3, 2], "chamber", "W", "chest")  # dead end joined to the start
    lay(s, 0, [2, 1], "tunnel", "NS", "stairs")  # pathway continues north
    set_top(s, 0, "maze", "NESW")
    set_top(s, 1, "chasm")
    set_top(s, 2, "tunnel", "N", "pit")
    return s


def test_tiles_only_go_where_pathways_lead():
    s = placement_position()
    assert cells(s.legal_cells(0, 0, 0)) == [(1, 2), (2, 0), (2, 3)]


def test_chasm_goes_next_to_any_tile():
    s = placement_position()
    got = cells(s.legal_cells(0, 1, 0))
    assert (3, 1) in got and (4, 2) in got and (3, 3) in got and (1, 1) in got
    assert (0, 0) not in got


def test_placement_reasons():
    s = placement_position()
    assert (
        s.placement_reason(0, 2, 0, [3, 1])
        == "Only chasms may be placed without joining a pathway."
    )
    assert s.placement_reason(0, 2, 2, [3, 1]) == "The south pathway would run into a wall."
    assert s.placement_reason(0, 0, 0, [5, 2]) == "That cell is outside your 5x5 dungeon."
    assert s.placement_reason(0, 0, 0, [0, 0]) == "A new tile must touch your dungeon."
    assert s.placement_reason(0, 0, 0, [3, 2]) == "That cell already holds a tile."
    assert s.placement_reason(0, 2, 0, [2, 3]) is None  # dead end facing north joins the start
    assert s.placement_reason(0, 2, 1, [2, 3]) == "The north side would close off a pathway."


def test_pathway_into_block_is_refused():
    s = empty_state()
    put_block(s, 0, [3, 2])
    set_top(s, 0, "maze", "NESW")
    assert s.placement_reason(0, 0, 0, [3, 1]) == "The south pathway would run into a block."


def test_single_side_offers_only_place_a_tile():
    s = placement_position()
    acts = {a["act"] for a in s.legal_actions(0)}
    assert acts == {"place"}
    with pytest.raises(IllegalAction) as err:
        s.apply(0, {"act": "minion", "turn": "left", "dungeon": 0, "cell": [2, 2]})
    assert "single side" in err.value.reason


def test_no_placement_means_pass_and_flip():
    s = empty_state()
    lay(s, 0, [2, 1], "chamber", "S", "chest")
    lay(s, 0, [3, 2], "chamber", "W", "crab")
    lay(s, 0, [2, 3], "chamber", "N", "bat")
    lay(s, 0, [1, 2], "chamber", "E", "minotaur")
    for k in range(3):
        set_top(s, k, "tunnel", "NS", None)
    assert s.legal_actions(0) == [{"act": "pass"}]
    s.apply(0, {"act": "pass"})
    assert s.side[0] == "multi" and s.fail_streak == 1 and s.to_move() == [1]


# ---- the action tile -----------------------------------------------------------------------
def test_action_tile_left_right_center_and_flip():
    s = empty_state()
    s.side[0] = "multi"  # set-up orientation: block/move on top
    choices = {c["turn"]: c["action"] for c in s.action_choices(0)}
    assert choices == {"left": "swap", "center": "place_tile", "right": "place_minion"}
    s.apply(0, {"act": "minion", "turn": "right", "dungeon": 0, "cell": [2, 2]})
    assert s.top[0] == 1 and s.side[0] == "single"
    s.apply(1, s.legal_actions(1)[0])
    s.apply(0, s.legal_actions(0)[0])
    s.apply(1, s.legal_actions(1)[0])
    choices = {c["turn"]: c["action"] for c in s.action_choices(0)}
    assert choices == {"left": "block_or_move", "center": "place_tile", "right": "move_minion"}
    assert s.why_illegal(
        0, {"act": "swap", "turn": "left", "cell": [2, 2], "stack": 0, "rot": 0}
    ).startswith("That action is not on the left")


# ---- minions -------------------------------------------------------------------------------
def minion_position():
    s = empty_state()
    lay(s, 0, [3, 2], "tunnel", "EW", "chest")
    lay(s, 0, [4, 2], "tunnel", "SW", "chest")
    lay(s, 0, [4, 3], "tunnel", "NS", "stairs")
    lay(s, 0, [4, 4], "tunnel", "N", "pit")
    put_block(s, 0, [3, 4])
    lay(s, 0, [1, 2], "tunnel", "EW", "stairs")
    lay(s, 0, [0, 2], "tunnel", "ES", "minotaur")
    lay(s, 0, [0, 3], "water", "NS")
    lay(s, 0, [2, 1], "tunnel", "NS", "bat")
    lay(s, 0, [2, 0], "tunnel", "ES", "crab")
    lay(s, 0, [3, 0], "maze", "SW")
    lay(s, 0, [3, 1], "chamber", "N", None)
    s.minion[0][12] = 0  # our minion on the start
    s.minion[0][8] = 1  # an opponent's minion on the chamber at [3, 1]
    s.minions_left = [4, 4]
    multi_with(s, 0, "move_minion", "right")
    return s


def route(moves, path):
    return next(m for m in moves if m["path"] == path)


def test_minion_move_examples_a_b_c():
    s = minion_position()
    moves = s.minion_moves(0)
    a = route(moves, [[2, 2], [3, 2], [4, 2], [4, 3], [4, 4]])
    assert a["points"] == 4 and a["trades"] == [[3, 4]]
    b = route(moves, [[2, 2], [1, 2], [0, 2], [0, 3]])
    assert b["points"] == 3 and b["trades"] == []
    c = route(moves, [[2, 2], [2, 1], [2, 0], [3, 0]])
    assert c["points"] == 3 and c["trades"] == [[3, 1]]


def test_minion_move_a_trades_for_the_block():
    s = minion_position()
    s.apply(
        0,
        {
            "act": "move_minion",
            "turn": "right",
            "path": [[2, 2], [3, 2], [4, 2], [4, 3], [4, 4]],
            "trade": [3, 4],
        },
    )
    assert s.points[0] == 4 and s.grid[0][23] == -1
    assert 0 not in s.minion[0] and s.minions_left[0] == 4


def test_minion_move_c_trades_for_the_enemy_minion():
    s = minion_position()
    s.apply(
        0,
        {
            "act": "move_minion",
            "turn": "right",
            "path": [[2, 2], [2, 1], [2, 0], [3, 0]],
            "trade": [3, 1],
        },
    )
    assert s.points[0] == 3 and s.minion[0].count(1) == 0 and s.minion[0].count(0) == 0


def test_minion_stops_on_water_and_obeys_the_rules():
    s = minion_position()
    bad = {"act": "move_minion", "turn": "right", "trade": None}
    assert s.why_illegal(0, {**bad, "path": [[2, 2], [1, 2], [0, 2], [0, 3], [0, 4]]}) is not None
    assert s.why_illegal(0, {**bad, "path": [[2, 2]]}) == "A minion must move at least one tile."
    assert (
        s.why_illegal(0, {**bad, "path": [[2, 2], [2, 1], [2, 2]]})
        == "A minion touches each tile only once."
    )
    assert (
        s.why_illegal(0, {**bad, "path": [[2, 2], [3, 2], [4, 2], [4, 3], [4, 4], [3, 4]]})
        == "Minions cannot enter a block."
    )
    assert (
        s.why_illegal(0, {**bad, "path": [[2, 2], [2, 1], [2, 0], [3, 0], [3, 1]]})
        == "A minion cannot pass a tile holding another minion."
    )
    assert (
        s.why_illegal(0, {**bad, "path": [[2, 2], [3, 2], [4, 2]], "trade": [3, 4]})
        == "Only a block or an opponent's minion next to where your minion stops can be removed."
    )


def test_place_minion_own_and_opponent_dungeon():
    s = empty_state()
    lay(s, 0, [3, 2], "chasm")
    lay(s, 1, [2, 1], "tunnel", "NS", "chest")
    lay(s, 1, [2, 0], "tunnel", "NS", "bat")  # pathway leads north out of the grid
    lay(s, 1, [3, 2], "chamber", "W", "crab")  # no way out
    multi_with(s, 0, "place_minion", "left")
    spots = {(m["dungeon"], tuple(m["cell"])) for m in s.minion_cells(0)}
    assert (0, (2, 2)) in spots and (0, (3, 2)) not in spots
    assert {c for d, c in spots if d == 1} == {(2, 0)}
    assert (
        s.why_illegal(0, {"act": "minion", "turn": "left", "dungeon": 0, "cell": [3, 2]})
        == "Minions cannot stand on a chasm."
    )
    assert "leads out of the grid" in s.why_illegal(
        0, {"act": "minion", "turn": "left", "dungeon": 1, "cell": [3, 2]}
    )


def test_a_minion_may_stand_on_a_block_in_your_own_dungeon():
    """Blocks only stop minion moves (issue 8): placing onto one is allowed, a minion there cannot
    walk off it (a block has no pathways), and a trade may not take the block from under it."""
    s = minion_position()  # a block at [3, 4] next to the pit tunnel at [4, 4]
    multi_with(s, 0, "place_minion", "left")
    place = {"act": "minion", "turn": "left", "dungeon": 0, "cell": [3, 4]}
    assert {"dungeon": 0, "cell": [3, 4]} in s.minion_cells(0)
    assert s.why_illegal(0, place) is None
    s.apply(0, place)
    assert s.minion[0][cell_index([3, 4])] == 0 and s.minions_left[0] == 3
    assert s.scores()[0].breakdown["blocks"] == -2  # the block still counts against the dungeon
    s.current = 0  # our turn again, this time to move a minion
    multi_with(s, 0, "move_minion", "right")
    assert all(m["path"][0] != [3, 4] for m in s.minion_moves(0))  # stuck on the block
    to_pit = [[2, 2], [3, 2], [4, 2], [4, 3], [4, 4]]
    assert route(s.minion_moves(0), to_pit)["trades"] == []
    assert (
        s.why_illegal(0, {"act": "move_minion", "turn": "right", "path": to_pit, "trade": [3, 4]})
        == "That block has a minion on it: a trade removes only one piece."
    )


# ---- swap ----------------------------------------------------------------------------------
def swap_position():
    s = empty_state()
    lay(s, 0, [3, 2], "puzzle", "NW")
    lay(s, 0, [1, 2], "tunnel", "EW", "chest")  # A: has our minion
    lay(s, 0, [0, 2], "puzzle", "NE")
    lay(s, 0, [2, 1], "tunnel", "NS", "crab")  # B: three pathways around [2, 0]? see below
    s.minion[0][11] = 0
    s.minions_left[0] = 4
    set_top(s, 0, "puzzle", "NES")
    set_top(s, 1, "tunnel", "NES", "chest")
    set_top(s, 2, "chasm")
    multi_with(s, 0, "swap", "left")
    return s


def test_swap_puzzle_scores_as_if_placed():
    s = swap_position()
    # puzzle turned so its east and west pathways join the start and the puzzle at [0, 2]
    rot = next(
        a["rot"]
        for a in s.legal_actions(0)
        if a["act"] == "swap" and a["cell"] == [1, 2] and a["stack"] == 0
    )
    s.apply(0, {"act": "swap", "turn": "left", "cell": [1, 2], "stack": 0, "rot": rot})
    assert s.points[0] == 3  # 2 for the puzzle, 1 for the pathway joined to the other puzzle
    assert s.minion[0][11] == 0  # the minion rides on the new tile


def test_swap_with_chasm_removes_the_minion():
    s = swap_position()
    s.apply(0, {"act": "swap", "turn": "left", "cell": [1, 2], "stack": 2, "rot": 0})
    assert s.minion[0][11] == -1 and s.minions_left[0] == 4
    assert any(e.kind == "remove" for e in s.events)


def test_swap_refused_when_pathways_cannot_all_meet():
    s = swap_position()
    # [2, 2] start cannot be swapped; the tunnel at [1, 2] joins two pathways (E and W), so a
    # dead end cannot replace it
    assert s.swap_reason(0, [2, 2], 0, 0) == "The starting tile cannot be swapped."
    set_top(s, 1, "chamber", "N", None)
    assert all(s.swap_reason(0, [1, 2], 1, r) is not None for r in range(4))
    assert [1, 2] not in s.swap_cells(0, 1, 0)


# ---- points when placed ----------------------------------------------------------------------
def place(s, stack, cell):
    rot = next(
        a["rot"]
        for a in s.legal_actions(0)
        if a["act"] == "place" and a["stack"] == stack and a["cell"] == cell
    )
    s.apply(0, {"act": "place", "stack": stack, "rot": rot, "cell": cell})


def test_puzzle_next_to_puzzle_scores_three():
    s = empty_state()
    lay(s, 0, [3, 2], "puzzle", "EW")
    set_top(s, 0, "puzzle", "N")
    place(s, 0, [4, 2])
    assert s.points[0] == 3


def test_third_water_scores_three():
    s = empty_state()
    lay(s, 0, [3, 2], "water", "EW")
    lay(s, 0, [1, 2], "water", "EW")
    set_top(s, 0, "water", "NS")
    place(s, 0, [2, 1])
    assert s.points[0] == 3


def test_maze_and_stairs_score_one_when_placed():
    s = empty_state()
    set_top(s, 0, "maze", "NS")
    place(s, 0, [2, 1])
    assert s.points[0] == 1
    set_top(s, 1, "tunnel", "NS", "stairs")
    s.apply(1, {"act": "place", "stack": 1, "rot": 0, "cell": [2, 1]})
    assert s.points[1] == 1


def test_move_a_maze_scores_two_and_keeps_the_dungeon_whole():
    s = empty_state()
    lay(s, 0, [3, 2], "maze", "EW")
    lay(s, 0, [4, 2], "tunnel", "W", "pit")
    multi_with(s, 0, "block_or_move", "right")
    # moving the maze would leave the tunnel at [4, 2] cut off
    assert s.tile_at(0, [3, 2])["paths"] == "NS"  # a straight maze: rotation 0 runs north-south
    rot = 0
    assert (
        s.move_tile_reason(0, [3, 2], [2, 1], rot)
        == "Moving that tile would cut your dungeon apart."
    )
    s.clear(0, 14)
    assert s.move_tile_reason(0, [3, 2], [2, 1], rot) is None
    s.apply(0, {"act": "move_tile", "turn": "right", "from": [3, 2], "cell": [2, 1], "rot": rot})
    assert s.points[0] == 2 and s.grid[0][13] == -1


# ---- final scoring -------------------------------------------------------------------------
def breakdown(s, seat=0):
    return s.scores()[seat].breakdown


def test_chasm_with_three_pathways_scores_three():
    s = empty_state()
    lay(s, 0, [2, 1], "chasm")
    lay(s, 0, [1, 1], "tunnel", "ES", "chest")
    lay(s, 0, [1, 2], "tunnel", "NE", "stairs")
    lay(s, 0, [3, 1], "tunnel", "SW", "bat")
    lay(s, 0, [3, 2], "tunnel", "NW", "crab")
    assert breakdown(s)["pathways into chasms"] == 3  # start's north, [1, 1] east, [3, 1] west


def test_block_costs_two():
    s = empty_state()
    put_block(s, 0, [3, 2])
    assert breakdown(s)["blocks"] == -2


def test_minions_on_chamber_and_maze_and_enemy_minions():
    s = empty_state()
    lay(s, 0, [3, 2], "chamber", "W", "chest")
    lay(s, 0, [1, 2], "maze", "EW")
    lay(s, 0, [2, 1], "tunnel", "NS", "chest")
    s.minion[0][13], s.minion[0][11], s.minion[0][7] = 0, 0, 1
    b = breakdown(s)
    assert b["minions on chambers and mazes"] == 3
    assert b["own minions"] == 6 and b["opponent's minions"] == -5


def test_five_chests_and_the_most_chests():
    s = empty_state()
    lay(s, 0, [3, 2], "tunnel", "EW", "chest")
    lay(s, 0, [4, 2], "chamber", "W", "chest")
    lay(s, 0, [1, 2], "tunnel", "EW", "chest")
    lay(s, 0, [2, 1], "tunnel", "ES", "chest")
    lay(s, 0, [3, 1], "chamber", "NEW", "chest")
    lay(s, 1, [2, 1], "tunnel", "ES", "chest")
    assert breakdown(s)["chests"] == 10 and breakdown(s, 1)["chests"] == 1


def test_tied_for_most_chests_gives_three_each():
    s = empty_state()
    lay(s, 0, [3, 2], "tunnel", "EW", "chest")
    lay(s, 1, [3, 2], "tunnel", "EW", "chest")
    assert breakdown(s)["chests"] == 4 and breakdown(s, 1)["chests"] == 4
    s2 = empty_state()
    assert breakdown(s2)["chests"] == 0  # no chests: no bonus for anybody


def test_stairs_score_nothing_at_the_end():
    s = empty_state()
    lay(s, 0, [2, 1], "tunnel", "NS", "stairs")
    lay(s, 0, [2, 0], "tunnel", "NS", "stairs")
    assert sum(breakdown(s).values()) == 0


def test_five_encounters_with_two_pairs_score_twelve():
    s = empty_state()
    lay(s, 0, [2, 1], "tunnel", "NS", "minotaur")
    lay(s, 0, [2, 0], "chamber", "S", "minotaur")
    lay(s, 0, [3, 2], "tunnel", "EW", "crab")
    lay(s, 0, [4, 2], "chamber", "W", "crab")
    lay(s, 0, [1, 2], "tunnel", "EW", "bat")
    assert breakdown(s)["encounters"] == 12


def test_trap_sets_follow_the_rule_not_the_printed_sum():
    # 2 collapse, 1 spikes, 2 gargoyle, 1 pit, 1 ball: a set of five (21) and a set of two (3).
    # The printed example says 23; the printed rule gives 24 (docs/rules-decisions.md).
    s = empty_state()
    # (only the icons matter for this count, so the tiles are simply laid in a row)
    for cell, kind, sides, icon in (
        ([0, 0], "tunnel", "NS", "collapse"),
        ([1, 0], "chamber", "NES", "collapse"),
        ([2, 0], "tunnel", "NS", "spikes"),
        ([3, 0], "tunnel", "NE", "gargoyle"),
        ([4, 0], "chamber", "NE", "gargoyle"),
        ([0, 1], "tunnel", "N", "pit"),
        ([1, 1], "chamber", "NE", "ball"),
    ):
        lay(s, 0, cell, kind, sides, icon)
    assert breakdown(s)["traps"] == 24


def test_breakdown_order_and_total():
    s = empty_state()
    sc = s.scores()[0]
    assert list(sc.breakdown) == [
        "during play",
        "minions on chambers and mazes",
        "pathways into chasms",
        "blocks",
        "own minions",
        "opponent's minions",
        "chests",
        "encounters",
        "traps",
    ]
    assert sc.total == sum(sc.breakdown.values())
