"""Scoring: Chris's example (10 points), the standing a rival may see, and the tie-break."""

from game.rules.doodle import SPEC
from tests.rules.doodle.doodle_helpers import boxes_for, idx, set_sheet

# monsters standing at the end: goblin A7, orcs B5, D6, A9, dragons B10, H2; A4, D10 crossed
CHRIS = [
    "...O..G.O.",
    "....O....D",
    "..........",
    ".....O...G",
    "..........",
    "..........",
    "..........",
    ".D........",
]


def chris_at_the_end():
    state = SPEC.new_state(2, 4)
    for seat in (0, 1):
        set_sheet(state, seat, ["." * 10] * 8)
    set_sheet(state, 0, CHRIS)
    state.crossed[0] = (1 << idx("A4")) | (1 << idx("D10"))
    state.treasures[0] = [idx(x) for x in ("B10", "D10", "A4", "A7", "B5")]
    state.boxes[0]["treasure"] = boxes_for("treasure", 2)
    state.hero = ["escaped", "escaped"]
    state.hearts = [9, 30]
    state.phase = "over"
    return state


def test_chris_scores_10():
    score = chris_at_the_end().scores()[0]
    assert score.breakdown == {"treasures": 6, "monsters": 13, "hero died": 0, "hearts left": -9}
    assert score.total == 10


def test_a_dead_hero_gives_5_and_unguarded_treasure_nothing():
    state = chris_at_the_end()
    state.hero[0], state.hearts[0] = "dead", 0
    state.crossed[0] |= 1 << idx("B5")
    score = state.scores()[0]
    assert score.breakdown == {"treasures": 4, "monsters": 11, "hero died": 5, "hearts left": 0}


def test_rivals_treasure_points_are_hidden_until_the_end():
    state = chris_at_the_end()
    state.phase = "defend"
    assert state.scores(1)[0].breakdown["treasures"] == 0
    assert state.scores(0)[0].breakdown["treasures"] == 6
    state.phase = "over"
    assert state.scores(1)[0].breakdown["treasures"] == 6


def test_ties_go_to_fewer_crossed_off_monsters_then_are_shared():
    state = chris_at_the_end()
    set_sheet(state, 1, CHRIS)
    state.treasures[1] = list(state.treasures[0])
    state.boxes[1] = dict(state.boxes[0])
    state.hearts[1] = 9
    state.crossed[1] = state.crossed[0] | (1 << idx("H8"))  # a crossed-off trap does not count
    state.board[1][idx("H8")] = "T"
    assert [s.place for s in state.scores()] == [1, 1]
    assert "shared" in state.scores()[0].note
    state.crossed[1] = (1 << idx("A4")) | (1 << idx("D10")) | (1 << idx("A7"))
    state.hearts[1] = 6  # lost the goblin and the treasure under it, 3 hearts fewer: equal again
    assert [s.total for s in state.scores()] == [10, 10]
    assert [s.place for s in state.scores()] == [1, 2]
    assert "fewer monsters crossed off" in state.scores()[1].note
