"""Dungeon Raiders bots choose legal actions from their seat's view alone."""

import random

import pytest

from game.ai import Budget, bot_levels, make_bot
from game.ai.raiders.items import copy_worth
from game.ai.raiders.plan import Planner, _best_assignment
from game.rules.raiders import new_state
from game.sim import derive_seed, play_game


def test_three_levels_are_offered():
    assert bot_levels("raiders") == ["easy", "normal", "hard", "expert"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("players, tactical", [(3, False), (5, True)])
def test_bots_play_legal_moves_from_views(level, players, tactical):
    state = new_state(players, 4, {"tactical": tactical})
    bots = [make_bot("raiders", level, seat) for seat in range(players)]
    rng = random.Random(2)
    for _ in range(3 * players):  # about three rooms, crystal balls and torches included
        seat = rng.choice(state.to_move())
        view = state.view(seat)
        action = bots[seat].choose(view, seat, view.legal_actions(seat), Budget(1.0))
        assert action in state.legal_actions(seat)
        state.apply(seat, action)


def test_a_bot_grabs_an_open_chest_and_keeps_low_cards_for_a_trap():
    state = new_state(3, 1)
    state.row[state.current] = "treasure_4-1"
    state.hands = [[1, 2, 3, 4, 5], [1, 2], [1, 2]]  # the others can only play 1 or 2
    for level in ("normal", "hard"):
        view = state.view(0, seed=1)
        choice = make_bot("raiders", level, 1).choose(view, 0, view.legal_actions(0), Budget(1))
        assert choice == {"play": "power", "value": 3}  # the cheapest sure win
    state.row[state.current] = "lava-1"
    state.coins = [9, 0, 0]
    view = state.view(0, seed=1)
    choice = make_bot("raiders", "normal", 1).choose(view, 0, view.legal_actions(0), Budget(1))
    assert choice in ({"play": "power", "value": 1}, {"play": "power", "value": 2})  # no loss


def test_assignment_gives_each_room_its_best_distinct_card():
    rooms = [({1: 0, 2: 0, 3: 0, 4: 0, 5: 3}, {}), ({1: 1, 2: 0, 3: 0, 4: 0, 5: 2}, {"key": 4})]
    assert _best_assignment(rooms, [("p", 1, 0), ("p", 5, 0)]) == 4
    assert _best_assignment(rooms, [("p", 4, 0), ("p", 5, 0), ("i", "key", 1.5)]) == 5.5
    assert (
        _best_assignment(rooms, [("p", 4, 0), ("p", 5, 0), ("i", "key", 4.5)]) == 3
    )  # not worth its cost


def _end_position(room: str, boss: str = "vampire"):
    """Level 5, room 4 of 5 (`room`), the boss lit: every raider holds a 1 and a 2."""
    state = new_state(4, 3)
    state.level_no, state.current = 5, 3
    state.row = ["goblin-1", "troll-1", "dragon-1", room, boss]
    state.face_up = [True] * 5
    state.hands = [[1, 2] for _ in range(4)]
    state.played = [[3, 4, 5] for _ in range(4)]
    state.items = [{"torch": 0, "crystal_ball": 0, "key": 0, "sword": 0} for _ in range(4)]
    return state


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_near_the_end_a_key_is_played_rather_than_kept_for_nothing(level):
    state = _end_position("treasure_1-1")  # a 1-coin chest; the boss after it takes no key
    state.items[0]["key"] = 1
    bot = make_bot("raiders", level, 1)
    bot.whim = 0  # easy's random picks aside
    view = state.view(0, seed=1)
    assert bot.choose(view, 0, view.legal_actions(0), Budget(1)) == {"play": "item", "item": "key"}


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_near_the_end_a_sword_is_played_rather_than_kept_for_nothing(level):
    # The snake (strength 10 at 4 players) bites the lowest card; the Mummy after it bites the
    # highest, so a sword is no use there.
    state = _end_position("snake-1", boss="mummy")
    state.items[0]["sword"] = 1
    bot = make_bot("raiders", level, 1)
    bot.whim = 0
    view = state.view(0, seed=1)
    assert bot.choose(view, 0, view.legal_actions(0), Budget(1)) == {
        "play": "item",
        "item": "sword",
    }


def _easy():
    bot = make_bot("raiders", "easy", 1)
    bot.whim = 0
    return bot


def test_easy_lights_a_torch_when_it_shows_rooms_ahead_and_plans_with_what_it_saw():
    state = new_state(4, 5)
    state.row[1], state.row[3] = "treasure_4-1", "lava-1"
    state.face_up = [True, False, True, False, True]  # two dark rooms ahead
    state.items[0]["torch"] = 1
    view = state.view(0, seed=1)
    assert _easy().choose(view, 0, view.legal_actions(0), Budget(1)) == {"use": "torch"}
    dark = _easy().planner.future_tables(view, 0, 1.0, {})[0][0]
    state.apply(0, {"use": "torch"})
    lit = _easy().planner.future_tables(state.view(0, seed=1), 0, 1.0, {})[0][0]
    assert lit[5] > dark[5]  # the 4-coin chest it saw wants its 5 more than an unknown room


def test_easy_keeps_its_only_torch_for_one_dark_room_early_but_spends_a_spare_one():
    state = new_state(4, 5)
    state.face_up = [True, True, True, False, True]  # one dark room ahead, level 1 of 5
    state.items[0]["torch"] = 1
    view = state.view(0, seed=1)
    assert _easy().choose(view, 0, view.legal_actions(0), Budget(1)) != {"use": "torch"}
    state.items[0]["torch"] = 5  # more torches than the 4 levels left can use
    view = state.view(0, seed=1)
    assert _easy().choose(view, 0, view.legal_actions(0), Budget(1)) == {"use": "torch"}


def test_an_item_is_worth_less_as_the_rooms_run_out_and_nothing_at_the_end():
    for item in ("torch", "crystal_ball", "key", "sword"):
        worths = [copy_worth(item, 1, rooms) for rooms in range(25)]
        assert worths[0] == 0 and worths[-1] > 0
        assert worths == sorted(worths)
        assert copy_worth(item, 4, 10) < copy_worth(item, 1, 10)  # a 4th copy is worth less


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_over_whole_games_each_level_plays_more_items_than_it_is_left_holding(level):
    played, held = 0, 0

    def count(state, seat, action, seconds):
        nonlocal played, held
        played += action.get("play") == "item" or action.get("use") == "torch"
        if state.is_over():
            held += sum(sum(items.values()) for items in state.items)

    for game in range(2):
        play_game("raiders", 4, derive_seed(7, game), [level] * 4, watch=count)
    assert held * 3 < played


def test_hard_decides_the_same_whatever_the_view_guesses_about_rooms_others_saw():
    state = new_state(4, 5)
    state.face_up = [True, False, True, False, False]
    state.items[1]["torch"] = 1
    state.apply(1, {"use": "torch"})  # seat 1 saw the dark rooms; seat 0 did not
    outcomes = set()
    for view_seed in range(4):
        bot = make_bot("raiders", "hard", 3)
        view = state.view(0, seed=view_seed)
        action = bot.choose(view, 0, view.legal_actions(0), Budget(1))
        outcomes.add((str(action), bot.rng.random()))  # same choice, same random draws used
    assert len(outcomes) == 1


def test_a_key_is_not_kept_for_a_dark_boss_room():
    state = _end_position("treasure_2_1-1")  # a 1 beats nobody here; the key takes the 2 coins
    state.face_up[4] = False  # the boss is dark: a key is of use there only against one boss
    state.items[0]["key"] = 1
    bot = make_bot("raiders", "normal", 1)
    view = state.view(0, seed=1)
    assert Planner.item_rooms(view, 0)["key"] == 0
    assert Planner.item_rooms(view, 0)["sword"] == 1
    assert bot.choose(view, 0, view.legal_actions(0), Budget(1)) == {"play": "item", "item": "key"}


def test_items_held_count_for_the_rooms_left_and_nothing_at_the_end():
    """The expert's Raiders judgement counts items held (items.held_worth): a seat holding a
    key leads one holding none, the more so with more rooms left, and not at all once the game
    is over."""
    from game.ai.raiders.items import held_worth
    from game.ai.search.knowledge import raiders_judge

    state = new_state(3, 5)
    for s in range(3):
        state.items[s] = {item: 0 for item in state.items[s]}
        state.coins[s], state.wounds[s] = 5, 1
    state.items[0]["key"] = 1
    early = raiders_judge(state, 0)
    assert early == held_worth(state, 0) > 0
    state.level_no, state.current = 5, 3  # two rooms left: half a key's chance to be used
    assert 0 < raiders_judge(state, 0) < early
    state.phase = "over"
    assert held_worth(state, 0) == 0 and raiders_judge(state, 0) == 0
