"""The path forecast the Doodle table shows: a trap costs its level for sure, a goblin at +0 almost
never wins (it needs a 20 on two d10), and a hero with few hearts dies on a sure trap."""

from game.rules.doodle import SPEC
from game.rules.doodle.forecast import forecast
from game.rules.doodle.odds import monster_holds
from tests.rules.doodle.doodle_helpers import idx, set_sheet

TOP = ["A" + str(c) for c in range(1, 11)] + ["B10", "C10", "D10", "E10", "F10", "G10", "H10"]


def state_with(first_row: str, hearts: int = 30):
    state = SPEC.new_state(2, 1)
    set_sheet(state, 1, [first_row] + ["." * 10] * 7)
    state.hearts[1] = hearts
    return state


def test_a_trap_costs_its_level_and_a_goblin_at_plus_0_is_nearly_always_crossed_off():
    state = state_with("..T...G...")
    f = forecast(state, 1, [idx(x) for x in TOP])
    assert 1 <= f.damage < 1.1  # the trap's 1, and a goblin win 1 time in 100
    assert 0.95 < f.destroyed <= 1 and f.death == 0


def test_a_hero_with_one_heart_dies_on_a_sure_trap():
    state = state_with("..T.......", hearts=1)
    f = forecast(state, 1, [idx(x) for x in TOP])
    assert f.death == 1 and f.damage == 1


def test_nothing_on_the_path_forecasts_nothing():
    f = forecast(state_with(".........."), 1, [idx(x) for x in TOP])
    assert (f.damage, f.death, f.destroyed) == (0, 0, 0)


def test_a_monsters_chance_to_win_is_the_exact_two_d10_odds():
    assert monster_holds(0) == 0.01 and monster_holds(18) == 1.0  # a 20 on two d10; any roll
    assert monster_holds(10) == 0.64  # 10 or more on two d10: 64 of the 100 rolls
