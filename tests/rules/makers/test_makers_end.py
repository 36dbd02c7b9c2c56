"""Both ends of the game, the solo end with the Golem's last turn, blocks, and tie-breaks."""

from makers_helpers import all_cells, empty_state, fill, lay, multi_with, set_top

from game.rules.makers.tiles import cell_of


def test_25th_tile_ends_the_game():
    s = empty_state()
    fill(s, 0, [c for c in all_cells() if c not in ([2, 2], [4, 4])])
    set_top(s, 0, "chasm")
    s.apply(0, {"act": "place", "stack": 0, "rot": 0, "cell": [4, 4]})
    assert s.is_over() and s.to_move() == [] and s.legal_actions(0) == []
    assert s.why_illegal(1, {"act": "pass"}) == "The game is over."


def test_two_failed_placements_in_a_row_end_the_game():
    s = empty_state()
    for cell, side in zip(([2, 1], [3, 2], [2, 3], [1, 2]), "SWNE"):
        lay(s, 0, cell, "chamber", side, None)  # dead ends close every way on
        lay(s, 1, cell, "chasm")  # chasms all round: nothing can join a pathway
    for k in range(3):
        set_top(s, k, "water", "NS")
    s.apply(0, {"act": "pass"})
    assert not s.is_over()
    s.apply(1, {"act": "pass"})
    assert s.is_over() and any(e.kind == "end" for e in s.events)


def test_a_turn_between_failures_resets_the_count():
    s = empty_state()
    s.fail_streak = 1
    set_top(s, 0, "maze", "NESW")
    s.apply(0, {"act": "place", "stack": 0, "rot": 0, "cell": [2, 1]})
    assert s.fail_streak == 0 and not s.is_over()


def test_solo_end_gives_the_golem_one_last_turn():
    s = empty_state(players=1)
    lay(s, 0, [2, 1], "chamber", "S", None)
    lay(s, 0, [3, 2], "chamber", "W", None)
    lay(s, 0, [2, 3], "chamber", "N", None)
    lay(s, 0, [1, 2], "chamber", "E", None)
    for k in range(3):
        set_top(s, k, "water", "NS")
    s.apply(0, {"act": "pass"})
    assert s.final_turn and not s.is_over() and s.to_move() == [1]
    assert s.legal_actions(1) == [{"act": "golem"}]
    s.apply(1, {"act": "golem"})
    assert s.is_over() and s.golem_lines and s.golem_lines[0].startswith("Iron Golem, tile A")
    assert len(s.scores()) == 2


def test_solo_block_goes_onto_the_golem_pile_and_minions_stay_home():
    s = empty_state(players=1)
    multi_with(s, 0, "block_or_move", "left")
    assert {"act": "block", "turn": "left"} in s.legal_actions(0)
    s.apply(0, {"act": "block", "turn": "left"})
    assert s.pile_blocks == 1 and s.blocks_left[0] == 2
    assert s.scores()[1].breakdown["blocks"] == -2
    multi_with(s, 0, "place_minion", "right")
    s.current = 0
    assert (
        s.why_illegal(0, {"act": "minion", "turn": "right", "dungeon": 1, "cell": [2, 2]})
        == "In the solo game your minions go only into your own dungeon."
    )


def test_two_player_block_must_touch_a_pathway():
    s = empty_state()
    lay(s, 1, [3, 2], "chamber", "W", None)
    multi_with(s, 0, "block_or_move", "right")
    spots = s.block_cells(0)
    assert [2, 1] in spots and [4, 2] not in spots and [3, 1] not in spots
    assert (
        s.why_illegal(0, {"act": "block", "turn": "right", "cell": [4, 2]})
        == "A block must sit against a pathway of your opponent's dungeon."
    )
    s.apply(0, {"act": "block", "turn": "right", "cell": [2, 1]})
    assert s.scores()[1].breakdown["blocks"] == -2 and s.blocks_left[0] == 2


def test_tie_broken_by_minions_plus_encounters_then_traps():
    s = empty_state()
    lay(s, 0, [2, 1], "tunnel", "NS", "minotaur")  # 2 points
    lay(s, 1, [2, 1], "tunnel", "NS", "stairs")
    s.points[1] = 2
    sc = s.scores()
    assert sc[0].total == sc[1].total == 2
    assert (sc[0].place, sc[1].place) == (1, 2) and "minions plus encounter" in sc[0].note
    t = empty_state()
    lay(t, 0, [2, 1], "tunnel", "NS", "collapse")  # 1 point, one trap
    t.points[1] = 1
    sc = t.scores()
    assert (sc[0].place, sc[1].place) == (1, 2) and "trap" in sc[0].note
    u = empty_state()
    sc = u.scores()
    assert sc[0].place == sc[1].place == 1 and "shared" in sc[0].note


def test_golem_scoring():
    s = empty_state(players=1)
    pile = []
    for kind, sides, icon in (
        ("chasm", "", None),
        ("puzzle", "N", None),
        ("maze", "NS", None),
        ("tunnel", "NS", "chest"),
        ("tunnel", "NS", "minotaur"),
        ("chamber", "N", "minotaur"),
    ):
        set_top(s, 0, kind, sides, icon)
        pile.append(s.stacks[0].pop())
    s.pile = pile
    s.pile_minions = 2
    b = s.scores()[1].breakdown
    assert b == {
        "chests": 6,
        "encounters": 5,
        "traps": 0,
        "own minions": 6,
        "chasms": 4,
        "puzzles and mazes": 2,
        "blocks": 0,
    }


def test_minion_trade_removes_a_golem_minion():
    s = empty_state(players=1)
    lay(s, 0, [3, 2], "tunnel", "EW", "chest")
    lay(s, 0, [4, 2], "chamber", "W", "bat")
    s.minion[0][12] = 0
    s.minion[0][14] = 1
    multi_with(s, 0, "move_minion", "left")
    s.apply(0, {"act": "move_minion", "turn": "left", "path": [[2, 2], [3, 2]], "trade": [4, 2]})
    assert s.minion[0][14] == -1 and s.points[0] == 1


def test_cells_round_trip():
    assert cell_of(12) == [2, 2]
