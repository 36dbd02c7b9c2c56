"""Secret play, crystal balls, torches, levels, the end and the tactical variant."""

import pytest
from raiders_helpers import item, lines, play, power, table

from game.rules import Event, IllegalAction
from game.rules.raiders import new_state
from game.rules.raiders.content import CATALOG
from game.rules.raiders.scoring import scores


# ---- secret play ---------------------------------------------------------------------------
def test_everyone_commits_at_once_and_nothing_shows_before_the_reveal():
    state = table(3, "treasure_3_2-1")
    assert state.to_move() == [0, 1, 2]
    events = state.apply(1, power(4))
    assert state.to_move() == [0, 2]
    assert events == [
        Event(1, "pick", "plays a card face down", {"second": False})
    ]  # no card in it
    assert state.action_text(1, power(4)) == "plays a card face down"
    seen_by_0 = state.view(0, seed=3)
    assert seen_by_0.commits[1] is None and seen_by_0.sealed[1]
    assert 4 in seen_by_0.hands[1] and 4 not in seen_by_0.played[1]
    assert seen_by_0.to_move() == [0, 1, 2] and seen_by_0.choosing() == [0, 2]
    assert state.choosing() == state.to_move() == [0, 2]


def test_a_view_is_the_same_whatever_another_seat_picked():
    views = []
    for pick in (power(1), power(5), item("crystal_ball")):
        state = table(3, "troll-1", items={1: {"crystal_ball": 1}})
        state.apply(1, pick)
        views.append(state.view(0, seed=11).fields())
    assert views[0] == views[1] == views[2]


def test_a_view_hides_unseen_dark_rooms_the_pile_and_the_deal():
    state = new_state(4, 5)
    dark = [i for i in range(5) if not state.face_up[i]]
    assert dark
    swapped = state.clone()
    slot = dark[0]
    swapped.row[slot], swapped.pile[0] = swapped.pile[0], swapped.row[slot]
    swapped.level_pile.reverse()
    assert state.view(2, seed=4).fields() == swapped.view(2, seed=4).fields()
    view = state.view(2)
    assert view.seed != state.seed and view.history == []


def test_reveal_shows_all_cards_together():
    state = table(3, "treasure_3_2-1", coins=[0, 0, 0])
    events = play(state, [power(2), power(5), power(3)])
    reveal = [line for line in lines(events, ["A", "B", "C"]) if line.startswith("Cards")]
    assert reveal == ["Cards: A 2, B 5, C 3."]
    assert events[1].kind == "reveal" and events[1].data["cards"] == [power(2), power(5), power(3)]
    assert state.undo_floor == len(state.history)


def test_played_power_cards_stay_out_until_the_level_ends():
    state = table(3, "treasure_3_2-1")
    play(state, [power(2), power(5), power(3)])
    assert state.played == [[2], [5], [3]]
    assert power(2) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="already on the table"):
        state.apply(0, power(2))
    for _ in range(4):
        play(
            state,
            [
                {"play": "power", "value": v}
                for v in (state.hands[0][0], state.hands[1][0], state.hands[2][0])
            ],
        )
    assert state.level_no == 2 and state.hands == [[1, 2, 3, 4, 5]] * 3 and state.played == [[]] * 3


# ---- crystal balls -------------------------------------------------------------------------
def test_crystal_ball_plays_a_second_card_after_seeing_the_others():
    state = table(3, "treasure_4_2-1", coins=[0, 0, 0], items={0: {"crystal_ball": 1}})
    supply = state.supply["crystal_ball"]
    play(state, [item("crystal_ball"), power(4), power(2)])
    assert state.phase == "crystal" and state.to_move() == [0]
    assert state.supply["crystal_ball"] == supply + 1  # back to the supply at once
    view = state.view(0, seed=1)
    assert view.commits[1] == power(4) and view.commits[2] == power(2)
    assert item("crystal_ball") not in state.legal_actions(0)
    state.apply(0, power(5))
    assert state.coins == [4, 2, 0]


def test_several_crystal_balls_reveal_their_second_cards_together():
    state = table(
        3, "treasure_4_2-1", coins=[0, 0, 0], items={0: {"crystal_ball": 1}, 1: {"crystal_ball": 1}}
    )
    play(state, [item("crystal_ball"), item("crystal_ball"), power(3)])
    assert state.to_move() == [0, 1]
    state.apply(1, power(5))
    view = state.view(0, seed=2)
    assert view.seconds[1] is None and view.sealed[1] and 5 in view.hands[1]
    assert state.action_text(0, power(4)) == "plays a second card face down"
    events = state.apply(0, power(4))
    assert state.coins == [2, 4, 0]
    assert any(line.startswith("Second cards:") for line in lines(events, ["A", "B", "C"]))


# ---- torches -------------------------------------------------------------------------------
def _dark_table():
    for seed in range(50):
        state = new_state(3, seed)
        if any(not up for up in state.face_up):
            return state
    raise AssertionError("no seed lays out a dark room")


def test_torch_is_offered_before_the_card_and_shows_only_its_holder():
    state = _dark_table()
    for s in range(3):
        state.items[s]["torch"] = 1 if s == 0 else 0
    assert {"use": "torch"} in state.legal_actions(0)
    assert {"use": "torch"} not in state.legal_actions(1)
    dark = [i for i in range(5) if not state.face_up[i]]
    state.apply(0, {"use": "torch"})
    assert state.to_move() == [0, 1, 2]  # lighting a torch does not use up the turn
    assert state.seen[0] == dark and state.torched[0]
    assert {"use": "torch"} not in state.legal_actions(0)
    mine = state.view(0, seed=1)
    assert [mine.row[i] for i in dark] == [state.row[i] for i in dark]
    other = state.clone()
    other.row[dark[0]], other.pile[0] = other.pile[0], other.row[dark[0]]
    assert state.view(1, seed=8).fields() == other.view(1, seed=8).fields()


def test_torch_cannot_be_lit_after_committing():
    state = _dark_table()
    state.items[0]["torch"] = 1
    state.apply(0, power(3))
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        state.apply(0, {"use": "torch"})


def test_torch_not_offered_when_every_room_is_lit():
    state = table(3, "goblin-1", items={0: {"torch": 1}})
    state.face_up = [True] * 5
    assert {"use": "torch"} not in state.legal_actions(0)


def test_boss_is_the_last_room_of_the_game():
    state = new_state(5, 9)
    assert state.pile[-1] in CATALOG.bosses and len(state.pile) == 20
    while state.level_no < 5:
        play(state, [power(state.hands[s][0]) for s in range(5)])
    assert state.row[4] in CATALOG.bosses and not state.pile


# ---- the end -------------------------------------------------------------------------------
def test_collapse_at_three_players_needs_an_outright_most():
    assert [s.eliminated for s in scores(3, [5, 6, 7], [4, 4, 1], [False] * 3)] == [False] * 3
    table3 = scores(3, [5, 6, 7], [5, 4, 1], [False] * 3)
    assert [s.eliminated for s in table3] == [True, False, False]
    assert "collapsed" in table3[0].note and table3[2].place == 1


def test_collapse_at_four_or_five_takes_everyone_tied():
    table4 = scores(4, [9, 8, 2, 1], [5, 5, 1, 0], [False] * 4)
    assert [s.eliminated for s in table4] == [True, True, False, False]
    assert [s.place for s in table4] == [4, 4, 1, 2]
    assert not any(s.eliminated for s in scores(5, [1] * 5, [3] * 5, [False] * 5))


def test_winner_ties_break_on_fewest_wounds_then_share():
    table3 = scores(3, [8, 8, 2], [1, 2, 3], [False] * 3)
    assert [s.place for s in table3] == [1, 2, 3] and "fewer wounds" in table3[0].note
    shared = scores(4, [8, 8, 2, 1], [1, 1, 3, 3], [False] * 4)
    assert [s.place for s in shared][:2] == [1, 1] and "shares" in shared[0].note


def test_collapse_is_judged_among_players_not_turned_to_stone():
    table4 = scores(4, [9, 8, 7, 6], [9, 3, 3, 1], [True, False, False, False])
    assert [s.eliminated for s in table4] == [True, True, True, False]
    assert table4[3].place == 1 and all(s.total == sum(s.breakdown.values()) for s in table4)


# ---- tactical variant ----------------------------------------------------------------------
def test_tactical_open_play_clockwise_from_the_map():
    state = table(
        4,
        "treasure_4_2-1",
        coins=[0] * 4,
        tactical=True,
        items={2: {"crystal_ball": 1}, 3: {"key": 1}},
    )
    state.start = state.turn = 1
    assert state.to_move() == [1]
    with pytest.raises(IllegalAction, match="Wait for your turn"):
        state.apply(2, power(3))
    assert state.action_text(1, power(4)) == "plays a 4"
    events = state.apply(1, power(4))
    assert state.to_move() == [2]
    assert state.view(2, seed=1).commits[1] == power(4)  # open play: nothing sealed
    assert events == [Event(1, "play", "plays a 4", {"card": power(4), "second": False})]
    state.apply(2, item("crystal_ball"))
    state.apply(3, item("key"))
    state.apply(0, power(5))
    assert state.phase == "crystal" and state.to_move() == [2]
    state.apply(2, power(5))
    # 5, key(5), 5 share the 4-coin chest: 1 each; the 4 takes the 2-coin chest
    assert state.coins == [1, 2, 1, 1]
    # highest tied by seats 0, 2 and 3: the next tied seat clockwise from the start (1) is 2
    assert state.start == 2 and state.to_move() == [2]


def test_tactical_map_can_come_back_round_to_the_start_player():
    state = table(3, "treasure_4_2-1", tactical=True)
    state.start = state.turn = 0
    play(state, [power(5), power(1), power(2)])
    assert state.start == 0


def test_options_are_checked():
    with pytest.raises(ValueError):
        new_state(3, 1, {"speed": 2})
    with pytest.raises(ValueError):
        new_state(2, 1)
