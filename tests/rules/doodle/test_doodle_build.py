"""Phase A installs: the rulebook's wall, goblin, treasure and improvement examples as positions,
and the rule on leaving an element out."""

import pytest

from game.rules import IllegalAction
from game.rules.doodle import SPEC
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS
from tests.rules.doodle.doodle_helpers import (
    EMPTY_SHEET,
    boxes_for,
    card_with,
    cell,
    idx,
    installing,
)

HOOK = card_with("Orc Club", ("walls", "goblin", "improve"))  # the 3-wall formation of the examples


def walls(*labels):
    return {"act": "walls", "cells": [cell(x) for x in labels]}


def test_the_example_formation_is_chiral():
    shapes = S.orientations(CARDS[HOOK].walls)
    turns = shapes[:4]
    mirrored = tuple(sorted((-c + 2, r) for c, r in CARDS[HOOK].walls))
    assert len(shapes) == 8 and mirrored not in turns and mirrored in shapes


def test_walls_as_printed_mirrored_and_turned_and_mirrored_are_legal():
    for action in (walls("B2", "B3", "C4"), walls("B6", "B7", "C5"), walls("D2", "E2", "F3")):
        state = installing(HOOK)
        assert state.why_illegal(0, action) is None
        state.apply(0, action)
        assert state.walls[0] == sum(1 << S.from_json(c) for c in action["cells"])


def test_walls_cutting_off_a_corner_are_refused():
    state = installing(HOOK)
    assert (
        state.why_illegal(0, walls("A8", "A9", "B10")) == "A10 would be cut off from the entrance."
    )


def test_walls_cutting_the_entrance_from_the_exit_are_refused():
    rows = list(EMPTY_SHEET)
    rows[3] = "WWWWWWW..."
    state = installing(HOOK, rows)
    assert (
        state.why_illegal(0, walls("D8", "D9", "E10"))
        == "The walls would cut the entrance off from the exit."
    )


def test_walls_on_a_taken_space_or_outside_are_refused():
    rows = list(EMPTY_SHEET)
    rows[4] = "D........."
    state = installing(HOOK, rows)
    assert state.why_illegal(0, walls("E1", "E2", "F3")) == "E1 already holds a dragon."
    outside = {"act": "walls", "cells": [[8, 0], [9, 0], [10, 1]]}
    assert "inside the dungeon" in state.why_illegal(0, outside)
    assert "formation" in state.why_illegal(0, walls("B2", "B3", "B4"))  # not this shape
    assert "reading order" in state.why_illegal(
        0, {"act": "walls", "cells": [cell("C4"), cell("B2"), cell("B3")]}
    )


def test_a_formation_that_cannot_go_in_whole_is_left_out():
    rail = card_with("Bomb", ("walls", "orc", "treasure", "trap"))
    rows = ["..G....G.."] * 4 + ["GGGGGGGGGG"] + ["..G....G.."] * 3  # no five free spaces in a line
    state = installing(rail, rows)
    assert state.legal_actions(0) == [{"act": "skip"}]
    state.apply(0, {"act": "skip"})
    assert state.current_element(0) == "orc" and state.events[0].data["element"] == "walls"


def test_goblin_spaces_never_touch_a_trap_or_monster_side_by_side():
    rows = list(EMPTY_SHEET)
    rows[2] = "..T......."
    rows[4] = "....D....."
    rows[0] = "...W......"
    state = installing(card_with("Dragon Fire", ("goblin", "dragon", "treasure", "trap")), rows)

    def build(x):
        return {"act": "build", "cell": cell(x)}

    assert state.why_illegal(0, build("C4")) == (
        "C4 is beside the trap at C3: traps and monsters never touch side by side."
    )
    assert "beside the dragon at E5" in state.why_illegal(0, build("E4"))
    assert state.why_illegal(0, build("A4")) == "A4 already holds a wall."
    assert state.why_illegal(0, build("D4")) is None  # diagonal to both is fine
    assert build("B2") in state.legal_actions(0) and build("B3") not in state.legal_actions(0)
    state.apply(0, build("D4"))
    assert state.board[0][idx("D4")] == "G"
    assert "beside the goblin at D4" in state.why_illegal(0, build("D5"))


def test_treasures_hide_anywhere_once_per_space_and_stay_secret():
    treasure_card = card_with("Ax", ("treasure", "improve"))
    rows = list(EMPTY_SHEET)
    rows[0] = ".W........"
    state = installing(treasure_card, rows)
    state.treasures[0] = [idx("C3")]
    assert (
        state.why_illegal(0, {"act": "hide", "cell": cell("C3")})
        == "You already hid a treasure in that space."
    )
    events = state.apply(0, {"act": "hide", "cell": cell("A2")})  # in a wall: allowed
    assert state.treasures[0] == [idx("C3"), idx("A2")]
    assert events[0].data == {"count": 2} and "A2" not in events[0].text
    assert len({tuple(state.view(1).treasures[0]) for _ in range(5)}) > 1  # re-dealt for the rival
    assert {"treasures_of": 0, "cells": [cell("C3"), cell("A2")]} in state.secrets_for(1)
    assert state.scores(1)[0].breakdown["treasures"] == 0


def test_improvement_levels_follow_the_examples():
    state = installing(card_with("Ax", ("treasure", "improve")))
    assert state.level(0, "orc") == 2
    state.boxes[0]["orc"] = 1
    assert state.level(0, "orc") == 2  # one box of the +4 group: still +2
    state.boxes[0]["dragon"] = 4
    assert state.level(0, "dragon") == 8
    state.boxes[0]["dragon"] = 6
    assert state.level(0, "dragon") == 10
    state.boxes[0]["trap"] = 2
    assert state.level(0, "trap") == 1
    state.boxes[0]["trap"] = 3
    assert state.level(0, "trap") == 2  # the example's 3rd box
    state.boxes[0]["hand"] = 4
    assert state.level(0, "hand") == 3  # Anna
    state.boxes[0]["hand"] = 1
    assert state.level(0, "hand") == 1  # Chris
    assert boxes_for("orc", 8) == 6


def test_the_fifth_cards_in_hand_box_raises_the_hand_to_4():
    # The rulebook's example row: "Limit: 1 > [x] [x] 2 > [x] [x] 3 > [ ] 4".
    state = installing(card_with("Ax", ("treasure", "improve")))
    assert state.groups["hand"] == (2, 2, 1) and state.total_boxes("hand") == 5
    assert [state.level_at["hand"][n] for n in range(6)] == [1, 1, 2, 2, 3, 4]
    state.boxes[0]["hand"] = 5
    state.apply(0, {"act": "hide", "cell": cell("A1")})
    assert "already ticked" in state.why_illegal(0, {"act": "improve", "category": "hand"})


def test_our_six_box_hand_variant_keeps_the_old_row_and_is_off_by_default():
    assert SPEC.options["six_hand_boxes"] is False
    assert "Our variant" in SPEC.option_labels["six_hand_boxes"]
    state = SPEC.new_state(2, 1, {"six_hand_boxes": True})
    assert state.groups["hand"] == (2, 2, 2)
    assert [state.level_at["hand"][n] for n in range(7)] == [1, 1, 2, 2, 3, 3, 4]
    with pytest.raises(ValueError, match="unknown option"):
        SPEC.new_state(2, 1, {"no_such_rule": True})


def test_an_improvement_with_no_box_left_is_lost():
    state = installing(card_with("Ax", ("treasure", "improve")))
    state.apply(0, {"act": "hide", "cell": cell("A1")})
    state.boxes[0] = {cat: state.total_boxes(cat) for cat in state.boxes[0]}
    assert state.legal_actions(0) == [{"act": "skip"}, {"act": "restart"}]
    assert "already ticked" in state.why_illegal(0, {"act": "improve", "category": "orc"})


def test_a_later_element_that_fits_only_if_an_earlier_one_moves_may_not_be_left_out():
    card = card_with("Orc Club", ("goblin", "orc", "orc", "improve", "improve"))
    rows = ["...WWWWWWW"] + ["WWWWWWWWWW"] * 7  # only A1, A2, A3 are free
    state = installing(card, rows)
    state.apply(0, {"act": "build", "cell": cell("A2")})
    assert state.legal_actions(0) == [{"act": "restart"}]
    reason = state.why_illegal(0, {"act": "skip"})
    assert "would fit if this card's earlier elements were placed differently" in reason
    assert state.install[0]["restarts"] == 0
    state.apply(0, {"act": "restart"})
    assert state.board[0][idx("A2")] == "." and state.current_element(0) == "goblin"
    assert state.install[0]["restarts"] == 1  # what a bot reads to draw it otherwise
    state.apply(0, {"act": "build", "cell": cell("A1")})
    state.apply(0, {"act": "build", "cell": cell("A3")})
    assert state.legal_actions(0) == [
        {"act": "skip"},
        {"act": "restart"},
    ]  # the 2nd orc truly cannot fit
    state.apply(0, {"act": "skip"})
    for cat in ("orc", "orc"):
        state.apply(0, {"act": "improve", "category": cat})
    assert state.legal_actions(0) == [{"act": "done"}, {"act": "restart"}]
    state.apply(0, {"act": "done"})
    assert state.install[0] is None and state.boxes[0]["orc"] == 2 and state.level(0, "orc") == 4


def test_installs_keep_the_card_order():
    state = installing(card_with("Dragon Fire", ("goblin", "dragon", "treasure", "trap")))
    assert (
        state.why_illegal(0, {"act": "hide", "cell": cell("A1")})
        == "The next element to install is a goblin."
    )
    assert "still has elements" in state.why_illegal(0, {"act": "done"})
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, {"act": "improve", "category": "orc"})
    assert "goblin" in refused.value.reason and state.install[0]["step"] == 0


def test_an_orc_drawn_is_told_with_an():
    card = next(c.number for c in CARDS if c.elements[0] == "orc")
    state = installing(card)
    action = {"act": "build", "cell": cell("C4")}
    assert state.action_text(0, action) == "draws an orc at C4"
    events = state.apply(0, action)
    assert events[0].text == "draws an orc at C4"


def test_an_orc_is_an_orc_in_every_line():
    # Issue 26: the log said "ticks a orc box".
    state = installing(card_with("Ax", ("treasure", "improve")))
    state.apply(0, {"act": "hide", "cell": cell("A1")})
    assert state.action_text(0, {"act": "improve", "category": "orc"}) == "ticks an orc box"
    events = state.apply(0, {"act": "improve", "category": "orc"})
    assert events[0].text == "ticks an orc box"
    club = card_with("Orc Club", ("goblin", "orc", "orc", "improve", "improve"))
    state = installing(club, ["O........."] + ["." * 10] * 7)
    assert state.why_illegal(0, {"act": "build", "cell": cell("A1")}) == "A1 already holds an orc."
