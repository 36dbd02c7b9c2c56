"""One test per trap and per boss, as this rulebook writes them."""

import pytest
from raiders_helpers import item, play, power, table

from game.rules.raiders import resolve
from game.rules.raiders.content import CATALOG, Card


# ---- traps: the highest card played sets the penalty ----------------------------------------
@pytest.mark.parametrize("highest, loss", [(5, 3), (4, 2), (3, 1), (2, 0)])
def test_lava_takes_coins_from_the_richest(highest, loss):
    state = table(3, "lava-1", coins=[6, 6, 2])
    play(state, [power(highest), power(1), power(1)])
    assert state.coins == [6 - loss, 6 - loss, 2]


@pytest.mark.parametrize("highest, loss", [(5, 2), (4, 2), (3, 1), (2, 1), (1, 0)])
def test_magnet_takes_coins_from_the_richest_down_to_a_two(highest, loss):
    state = table(3, "magnet-1", coins=[1, 5, 2])
    play(state, [power(1), power(1), power(highest)])
    assert state.coins == [1, 5 - loss, 2]


@pytest.mark.parametrize("highest, gain", [(5, 2), (4, 2), (3, 1), (2, 0)])
def test_spike_wounds_the_least_wounded(highest, gain):
    state = table(4, "spike-1", wounds=[0, 3, 0, 1])
    play(state, [power(1), power(highest), power(1), power(1)])
    assert state.wounds == [gain, 3, gain, 1]


@pytest.mark.parametrize("highest, gain", [(5, 2), (4, 1), (3, 1), (2, 1), (1, 0)])
def test_boulder_wounds_the_least_wounded_down_to_a_two(highest, gain):
    state = table(3, "boulder-1", wounds=[2, 1, 4])
    play(state, [power(1), power(1), power(highest)])
    assert state.wounds == [2, 1 + gain, 4]


def test_a_trap_never_takes_coins_below_zero():
    state = table(3, "lava-1", coins=[1, 1, 0])
    play(state, [power(5), power(1), power(1)])
    assert state.coins == [0, 0, 0]


# ---- bosses ----------------------------------------------------------------------------------
def test_tax_collector_takes_three_coins_instead_of_wounds():
    state = table(3, "tax_collector", coins=[5, 5, 2], wounds=[0, 0, 0])
    play(state, [power(3), power(2), power(1)])  # 6 against 14
    assert state.coins == [5, 5, 0]
    assert state.wounds == [0, 0, 0]


def test_tax_collector_beaten():
    state = table(3, "tax_collector", coins=[5, 5, 2], items={0: {"sword": 1}})
    play(state, [item("sword"), power(5), power(4)])  # 14 against 14
    assert state.coins == [5, 5, 2]


def test_medusa_turns_the_lowest_to_stone():
    state = table(4, "medusa", coins=[9, 1, 1, 1], wounds=[0, 0, 0, 0])
    play(state, [power(1), power(3), power(4), power(5)])  # 13 against 16
    assert state.petrified == [True, False, False, False]
    score = state.scores()[0]
    assert score.eliminated and "stone" in score.note and score.place == 4


def test_medusa_attacking_everyone_means_everyone_loses():
    state = table(3, "medusa")
    play(state, [power(2), power(2), power(2)])
    assert state.petrified == [True, True, True]
    assert all(score.eliminated and score.place == 3 for score in state.scores())


def test_vampire_wounds_and_takes_coins():
    state = table(3, "vampire", coins=[4, 1, 4], wounds=[0, 0, 0])
    play(state, [power(5), power(1), power(1)])
    assert state.wounds == [0, 1, 1]
    assert state.coins == [4, 0, 2]


def test_sphinx_wounds_the_lowest_and_pays_the_highest():
    state = table(3, "sphinx", coins=[0, 0, 0], wounds=[0, 0, 0])
    play(state, [power(5), power(5), power(1)])
    assert state.wounds == [0, 0, 2]
    assert state.coins == [2, 2, 0]


def test_sphinx_pays_nobody_when_everyone_played_the_same():
    state = table(3, "sphinx", coins=[0, 0, 0], wounds=[0, 0, 0])
    play(state, [power(3), power(3), power(3)])
    assert state.wounds == [2, 2, 2]
    assert state.coins == [0, 0, 0]


def test_minotaur_wounds_the_lowest_and_pays_the_highest():
    state = table(3, "minotaur", coins=[0, 0, 0], wounds=[0, 0, 0])
    play(state, [power(4), power(2), power(2)])  # 8 against 11
    assert state.wounds == [0, 1, 1]
    assert state.coins == [1, 0, 0]


def test_minotaur_beaten_pays_nothing():
    state = table(3, "minotaur", coins=[0, 0, 0], wounds=[0, 0, 0])
    play(state, [power(5), power(4), power(2)])  # 11 against 11
    assert state.wounds == [0, 0, 0] and state.coins == [0, 0, 0]


def test_wolf_pack_torch_escapes():
    state = table(3, "wolf_pack", wounds=[0, 0, 0], items={0: {"torch": 1}})
    assert item("torch") in state.legal_actions(0)
    play(state, [item("torch"), power(5), power(1)])  # 6 against 11; the torch is ignored
    assert state.wounds == [0, 0, 3]


def test_torch_is_not_a_card_outside_the_wolf_pack():
    state = table(3, "goblin-1", items={0: {"torch": 1}})
    assert item("torch") not in state.legal_actions(0)


def test_necromancer_crystal_ball_escapes_without_a_second_card():
    state = table(3, "necromancer", wounds=[0, 0, 0], items={0: {"crystal_ball": 1}})
    supply = state.supply["crystal_ball"]
    play(state, [item("crystal_ball"), power(2), power(3)])  # 5 against 12, no second card
    assert state.supply["crystal_ball"] == supply + 1
    assert state.last["room"] == "necromancer"  # resolved at once: nobody is asked again
    assert state.wounds == [0, 2, 0]


def test_mega_dragon_always_attacks_and_a_key_escapes():
    state = table(3, "mega_dragon", wounds=[0, 0, 0], items={1: {"key": 1}})
    assert item("key") in state.legal_actions(1)
    play(state, [power(5), item("key"), power(4)])
    assert state.wounds == [0, 0, 4]  # the key holder escaped; 4 is now the lowest


def test_unbeatable_bosses_attack_whatever_the_total():
    weak = Card("mega_dragon", "boss", "Mega Dragon", (1, 1, 1), 4)
    state = table(3, "mega_dragon", wounds=[0, 0, 0])
    resolve.boss(state, weak, [5, 5, 3])
    assert state.wounds == [0, 0, 4]


def test_golem_counts_fives_and_swords_as_one_and_wounds_by_the_highest():
    state = table(3, "golem", wounds=[0, 0, 0], items={1: {"sword": 1}})
    play(state, [power(5), item("sword"), power(3)])  # counted 1, 1, 3
    assert state.wounds == [3, 3, 0]


def test_mummy_attacks_the_highest_card():
    state = table(3, "mummy", wounds=[0, 0, 0])
    play(state, [power(5), power(3), power(1)])
    assert state.wounds == [4, 0, 0]


def test_every_boss_has_a_test_above():
    tested = {
        "tax_collector",
        "medusa",
        "vampire",
        "sphinx",
        "minotaur",
        "wolf_pack",
        "necromancer",
        "mega_dragon",
        "golem",
        "mummy",
    }
    assert tested == set(CATALOG.bosses)
