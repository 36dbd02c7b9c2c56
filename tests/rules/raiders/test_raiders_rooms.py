"""Treasure, monster and vault rooms, with the rulebook's two worked examples."""

import pytest
from raiders_helpers import item, lines, play, power, table

from game.rules import IllegalAction


def test_worked_example_shared_four_coin_chest():
    state = table(5, "treasure_4_2-1", coins=[0] * 5)
    events = play(state, [power(4), power(4), power(4), power(2), power(1)])
    assert state.coins == [1, 1, 1, 2, 0]
    assert state.last["coins"] == [1, 1, 1, 2, 0]
    assert next(e for e in events if e.kind == "resolved").data["coins"] == [1, 1, 1, 2, 0]
    text = lines(events, ["Ann", "Bea", "Cai", "Dan", "Eve"])
    assert "Ann, Bea and Cai tie on 4 and share the 4-coin chest: 1 each." in text
    assert "Dan has the second-highest card (2) and takes the 2-coin chest." in text


def test_worked_example_dragon_against_four_players():
    state = table(4, "dragon-1", wounds=[0] * 4)
    events = play(state, [power(5), power(4), power(3), power(3)])
    assert state.wounds == [0, 0, 3, 3]
    assert any("total of 15" in e.text and "strength 18" in e.text for e in events)


def test_monster_beaten_when_total_reaches_strength():
    state = table(3, "goblin-1", wounds=[0] * 3)
    play(state, [power(5), power(4), power(2)])  # 11 against 11
    assert state.wounds == [0, 0, 0]


def test_sword_counts_five_against_a_monster_and_goes_back_to_the_supply():
    state = table(3, "troll-1", wounds=[0] * 3, items={0: {"sword": 1}})
    supply = state.supply["sword"]
    play(state, [item("sword"), power(5), power(4)])  # 14 against 14
    assert state.wounds == [0, 0, 0]
    assert state.supply["sword"] == supply + 1
    assert state.items[0]["sword"] == 0


def test_key_only_in_treasure_and_sword_only_against_monsters():
    state = table(3, "troll-1", items={0: {"key": 1, "sword": 1}})
    with pytest.raises(IllegalAction, match="key"):
        state.apply(0, item("key"))
    state = table(3, "treasure_3_2-1", items={0: {"key": 1, "sword": 1}})
    assert item("sword") not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="sword"):
        state.apply(0, item("sword"))


def test_key_counts_five_and_ties_with_a_five():
    state = table(3, "treasure_4_2-1", coins=[0] * 3, items={0: {"key": 1}})
    play(state, [item("key"), power(5), power(3)])
    assert state.coins == [2, 2, 2]  # key and 5 share the 4-coin chest, the 3 takes the 2


def test_second_chest_goes_to_second_highest_value():
    state = table(4, "treasure_3_2-1", coins=[0] * 4)
    play(state, [power(5), power(3), power(3), power(1)])
    assert state.coins == [3, 1, 1, 0]


def test_too_many_tied_for_a_small_chest_get_nothing():
    state = table(3, "treasure_2_1-1", coins=[0] * 3)
    play(state, [power(5), power(5), power(5)])
    assert state.coins == [0, 0, 0]
    assert any("nobody gets any" in line for line in state.last["lines"])
    assert any("stays shut" in line for line in state.last["lines"])


def test_coins_are_capped_at_twenty():
    state = table(3, "treasure_4-1", coins=[19, 0, 0])
    play(state, [power(5), power(1), power(2)])
    assert state.coins[0] == 20
    assert state.last["coins"][0] == 1


def test_hydra_heads_are_fought_with_what_is_left_of_the_total():
    state = table(3, "hydra-1", wounds=[0] * 3)  # 8 per head at 3 players
    play(state, [power(5), power(4), power(1)])  # 10: one head beaten, the other bites
    assert state.wounds == [0, 0, 2]
    state = table(3, "hydra-1", wounds=[0] * 3)
    play(state, [power(3), power(2), power(2)])  # 7: both heads bite the tied lowest
    assert state.wounds == [0, 4, 4]
    state = table(4, "hydra-1", wounds=[0] * 4, items={0: {"sword": 1}})  # 10 per head
    play(state, [item("sword"), power(5), power(5), power(5)])
    assert state.wounds == [0] * 4


def test_vault_item_shortage_gives_nobody_the_item():
    state = table(3, "armoury-1", items=[{}, {}, {}])
    state.supply["sword"] = 1
    play(state, [power(4), power(4), power(2)])  # two want the last sword
    assert [held["sword"] for held in state.items] == [0, 0, 0]
    assert state.supply["sword"] == 1
    assert state.last["items"] == [[], [], ["crystal_ball"]]


def test_vault_items_when_the_supply_serves_everyone():
    state = table(3, "armoury-1", items=[{}, {}, {}])
    state.supply["torch"] = 2
    play(state, [power(1), power(1), power(3)])
    assert state.items[0]["torch"] == state.items[1]["torch"] == 1
    assert state.items[2]["key"] == 1
    assert state.supply["torch"] == 0


def test_vault_coins_and_potions_go_to_everyone_who_wants_them():
    state = table(4, "coffer-1", coins=[0] * 4, wounds=[3, 3, 1, 0])
    play(state, [power(4), power(4), power(5), power(5)])
    assert state.coins == [3, 3, 0, 0]
    assert state.wounds == [3, 3, 0, 0]  # potion 2 heals, never below zero
