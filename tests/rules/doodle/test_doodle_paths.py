"""Phase B: the rulebook's good and bad path examples as positions, stranding steps, secrecy."""

from game.rules.doodle import SPEC
from tests.rules.doodle.doodle_helpers import EMPTY_SHEET, cell, idx, set_sheet


def drawing(rows, players=2):
    """Phase B; seat 1 draws in seat 0's dungeon (seat 0 is on seat 1's right)."""
    state = SPEC.new_state(players, 5)
    state.phase, state.display, state.install = "path", [], [None] * players
    for seat in range(players):
        set_sheet(state, seat, EMPTY_SHEET)
    set_sheet(state, 0, rows)
    return state


def walk(state, seat, labels):
    for x in labels:
        state.apply(seat, {"act": "step", "cell": cell(x)})


def step(x):
    return {"act": "step", "cell": cell(x)}


SHEET = [  # row A first; an orc at C3, a trap at D4, a wall at G2
    "..........",
    "..........",
    "..O.......",
    "...T......",
    "..........",
    "..........",
    ".W........",
    "..........",
]


def test_side_by_side_crossing_and_u_turns_are_legal():
    state = drawing(SHEET)
    walk(
        state,
        1,
        [
            "A1",
            "A2",
            "A3",
            "A4",
            "A3",
            "B3",
            "B4",
            "B5",
            "B6",
            "C6",
            "C7",
            "C8",
            "B8",
            "B7",
            "C7",
            "D7",
            "E7",
            "F7",
            "F6",
            "G6",
            "H6",
            "H5",
            "G5",
            "G6",
            "G7",
            "H7",
            "H8",
            "H9",
            "H10",
        ],
    )
    path = state.paths[0]
    assert path.count(idx("A4")) == 1 and path.count(idx("A3")) == 2  # U-turn at A4
    assert (
        path.count(idx("G6")) == 2 and path.count(idx("C7")) == 2
    )  # crossing, running beside itself
    assert {"act": "finish"} in state.legal_actions(1)
    state.apply(1, {"act": "finish"})
    assert state.path_done[1] and state.to_move() == [0]


def test_a_u_turn_at_the_bottom_edge():
    state = drawing(SHEET)
    walk(state, 1, ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "H2", "H1"])
    assert state.paths[0].count(idx("H2")) == 1 and state.paths[0].count(idx("H1")) == 2


def test_the_bad_path_examples_are_refused():
    state = drawing(SHEET)
    walk(state, 1, ["A1", "B1", "C1", "D1", "E1", "E2"])
    assert state.why_illegal(1, step("D3")) == (
        "The path goes one space up, down, left or right from E2, never diagonally."
    )
    assert "never diagonally" in state.why_illegal(1, step("F1"))  # a branch from E1
    walk(state, 1, ["F2"])
    assert state.why_illegal(1, step("G2")) == "G2 is a wall."
    state = drawing(SHEET)
    walk(state, 1, ["A1", "A2", "A3", "B3", "C3", "C4", "C5"])
    walk(state, 1, ["C4"])
    assert state.why_illegal(1, step("C3")) == (
        "The hero may pass the orc at C3 again only after passing another monster or a trap."
    )
    state = drawing(SHEET)
    walk(state, 1, ["A1", "A2", "A3", "B3", "C3", "C4", "D4", "C4", "C3"])  # the trap D4 in between
    assert state.paths[0].count(idx("C3")) == 2
    state = drawing(SHEET)
    walk(
        state,
        1,
        ["A1", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "C8", "D8", "C8", "B8", "B9", "C9"],
    )
    assert state.why_illegal(1, step("C8")) == "The path already passes C8 twice."


def test_a_step_that_strands_the_path_is_refused():
    rows = ["." + "W" * 9] + [".WWWWWWWWW"] * 6 + [".........."]  # column 1 and row H only
    state = drawing(rows)
    walk(state, 1, ["A1", "B1", "C1", "B1"])
    assert state.why_illegal(1, step("A1")) == "From A1 the path could no longer reach the exit."
    assert state.legal_actions(1) == [step("C1")]


def test_the_first_step_is_a1_and_finishing_needs_h10():
    state = drawing(SHEET)
    assert state.legal_actions(1) == [step("A1")]
    assert state.why_illegal(1, step("B1")) == "The path starts at A1, below the entrance."
    assert state.why_illegal(1, {"act": "finish"}) == "The path leaves by the exit below H10."


def test_paths_show_only_when_all_are_done():
    state = drawing(SHEET)
    walk(state, 1, ["A1", "B1", "C1"])
    events = state.apply(0, step("A1"))  # seat 0 draws in seat 1's dungeon
    assert events[0].data == {"steps": 1}
    hidden = state.view(0)
    assert hidden.paths[0] == []  # seat 0 does not see the path in its own dungeon yet
    assert {"path_by": 1, "cells": [cell("A1"), cell("B1"), cell("C1")]} in state.secrets_for(0)
    assert all(a == {"act": "step"} for s, a in hidden.history if s == 1)


def test_each_player_draws_in_the_dungeon_of_the_player_on_their_right():
    # "pass your completed Dungeon sheet to the player on your left (clockwise). Then ... draw the
    # path ... through the Dungeon sheet you just received" and "decide what mischief a Hero will
    # inflict on the would-be Dungeon Master on your right". Seats sit clockwise: the player on
    # your left is the next seat, the one on your right the seat before.
    for players in (2, 3, 4):
        state = drawing(EMPTY_SHEET, players)
        assert [state.drawn_in(s) for s in range(players)] == [
            (s - 1) % players for s in range(players)
        ]


def test_at_three_players_seat_0_draws_through_seat_2s_dungeon():
    # "the Dungeon sheet you just received": seat 2 passed it on to its left, seat 0.
    state = drawing(EMPTY_SHEET, players=3)
    set_sheet(state, 2, ["." * 10, "W" * 9 + ".", *["." * 10] * 6])  # row B closed but for B10
    walk(state, 0, ["A1", "A2"])
    assert state.paths[2] == [idx("A1"), idx("A2")] and state.paths[1] == []
    assert state.why_illegal(0, step("B2")) == "B2 is a wall."
    walk(state, 1, ["A1", "B1"])  # seat 1 draws in seat 0's open sheet
    assert state.paths[0] == [idx("A1"), idx("B1")]
