"""Dungeon Raiders bots choose legal actions from their seat's view alone."""
import random

import pytest

from game.ai import Budget, bot_levels, make_bot
from game.ai.raiders.plan import _best_assignment
from game.rules.raiders import new_state


def test_three_levels_are_offered():
    assert bot_levels("raiders") == ["easy", "normal", "hard"]


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
    rooms = [({1: 0, 2: 0, 3: 0, 4: 0, 5: 3}, {}), ({1: 1, 2: 0, 3: 0, 4: 0, 5: 2}, {"key": 2.5})]
    assert _best_assignment(rooms, [("p", 1), ("p", 5)]) == 4
    assert _best_assignment(rooms, [("p", 4), ("p", 5), ("i", "key")]) == 5.5
