"""Phase C: traps, fights, dungeon actions and the dice limit, hero actions, escape and death."""

import pytest

from game.rules import IllegalAction
from game.rules.doodle.content import CARDS
from tests.rules.doodle.doodle_helpers import EMPTY_SHEET, boxes_for, card_named, defending, idx

ROWS = ["..O.T....."] + ["." * 10] * 7  # an orc at A3, a trap at A5
ALONG_A = [
    "A1",
    "A2",
    "A3",
    "A4",
    "A5",
    "A4",
    "A3",
    "A2",
    "B2",
    "C2",
    "D2",
    "E2",
    "F2",
    "G2",
    "H2",
    "H3",
    "H4",
    "H5",
    "H6",
    "H7",
    "H8",
    "H9",
    "H10",
]


def other_turn(state, seat):
    """A rival's whole turn: its hero walks on if it can, then it refills."""
    if state.stage == "move":
        state.apply(seat, {"act": "move"})
    if state.stage == "encounter":
        state.apply(seat, {"act": "resolve"})
    state.apply(seat, {"act": "refill", "under": []})


def test_a_level_2_trap_does_2_damage_and_is_crossed_off():
    state = defending(["....T....."] + ["." * 10] * 7, ALONG_A)
    state.boxes[0]["trap"] = boxes_for("trap", 2)
    state.apply(0, {"act": "move"})
    assert state.hearts[0] == 28 and state.crossed[0] >> idx("A5") & 1
    assert state.stage == "hero" and state.pos[0] == 4


def test_chris_orc_loses_at_17_and_wins_with_the_orc_club():
    state = defending(ROWS, ALONG_A, dice=[7, 2])
    state.boxes[0]["orc"] = boxes_for("orc", 8)
    state.apply(0, {"act": "move"})
    assert state.crossed[0] >> idx("A3") & 1 and state.hearts[0] == 30  # 7 + 2 + 8 = 17 loses

    club = card_named("Orc Club")
    state = defending(ROWS, ALONG_A, hand=[club], dice=[7, 2])
    state.boxes[0]["orc"] = boxes_for("orc", 8)
    state.apply(0, {"act": "move"})
    assert state.stage == "encounter" and state.strength(0) == 17
    state.apply(0, {"act": "play", "card": club})
    assert state.strength(0) == 21
    events = state.apply(0, {"act": "resolve"})
    assert events[-1].data["won"] and state.hearts[0] == 28
    assert not state.crossed[0] >> idx("A3") & 1 and club in state.discards
    # it stays, and fights again at the hero's next stop there (after the trap at A5)
    state.apply(0, {"act": "refill", "under": []})
    other_turn(state, 1)
    state.apply(0, {"act": "move"})
    assert state.pos[0] == 4  # the trap
    state.apply(0, {"act": "refill", "under": []})
    other_turn(state, 1)
    state.apply(0, {"act": "move"})
    assert state.pos[0] == 6 and state.paths[0][6] == idx("A3")


def test_talisman_then_ax_is_legal_but_ax_then_talisman_is_not():
    talisman, ax = card_named("Talisman"), card_named("Ax")
    state = defending(ROWS, ALONG_A, hand=[talisman, ax], dice=[3, 4, 9, 8, 5])
    state.apply(0, {"act": "move"})
    state.apply(0, {"act": "play", "card": talisman})
    assert state.fight["dice"] == [9, 8]
    state.apply(0, {"act": "play", "card": ax})
    assert sorted(state.fight["dice"]) == [5, 8, 9]

    state = defending(ROWS, ALONG_A, hand=[talisman, ax], dice=[3, 4, 5])
    state.apply(0, {"act": "move"})
    state.apply(0, {"act": "play", "card": ax})
    assert len(state.fight["dice"]) == 3
    assert state.why_illegal(0, {"act": "play", "card": talisman}) == (
        "Talisman would bring the fight to 5 dice; a fight never has more than 4."
    )
    assert {"act": "play", "card": talisman} not in state.legal_actions(0)


def test_a_fight_card_is_refused_in_a_trap_and_a_club_against_a_goblin():
    club, spikes = card_named("Orc Club"), card_named("Spiked Floor")
    state = defending(["....T....."] + ["." * 10] * 7, ALONG_A, hand=[club, spikes])
    state.apply(0, {"act": "move"})
    assert "only works in a fight" in state.why_illegal(0, {"act": "play", "card": club})
    state.apply(0, {"act": "play", "card": spikes})
    state.apply(0, {"act": "resolve"})
    assert state.hearts[0] == 28  # level 1 + 1
    state = defending(["..G......."] + ["." * 10] * 7, ALONG_A, hand=[club], dice=[5, 5])
    state.apply(0, {"act": "move"})
    assert state.stage == "hero"  # nothing playable: judged at once
    assert state.crossed[0] >> idx("A3") & 1


def test_dragon_fire_gives_a_dragon_its_full_bonus_and_any_other_monster_the_smaller_one():
    fire = card_named("Dragon Fire")
    act = CARDS[fire].action
    assert act.amount > act.others > 0
    for rows, bonus in (
        (["..D......."] + ["." * 10] * 7, act.amount),
        (["..O......."] + ["." * 10] * 7, act.others),
    ):
        state = defending(rows, ALONG_A, hand=[fire], dice=[5, 5])
        state.apply(0, {"act": "move"})
        before = state.strength(0)
        assert state.why_illegal(0, {"act": "play", "card": fire}) is None
        state.apply(0, {"act": "play", "card": fire})
        assert state.strength(0) == before + bonus


def test_a_hero_with_no_stops_left_escapes():
    state = defending(EMPTY_SHEET, ALONG_A)
    events = state.apply(0, {"act": "move"})
    assert state.hero[0] == "escaped" and events[-1].kind == "escape"
    assert state.scores()[0].breakdown["hearts left"] == -30
    assert state.stage == "hero" and not state.is_over()  # seat 1's hero is still inside


def test_hero_actions_two_at_most_and_discarded_when_they_act():
    shields = [
        c.number
        for c in __import__("game.rules.doodle.content", fromlist=["CARDS"]).CARDS
        if c.action.name == "Shield"
    ][:3]
    state = defending(EMPTY_SHEET, ALONG_A, hand=shields)
    state.apply(0, {"act": "move"})  # escapes; seat 0 still lays hero actions
    state.apply(0, {"act": "play", "card": shields[0], "target": 1})
    state.apply(0, {"act": "play", "card": shields[1], "target": 1})
    assert state.why_illegal(0, {"act": "play", "card": shields[2], "target": 1}) == (
        "That dungeon already holds two hero actions waiting to act."
    )
    assert "not in your own" in state.why_illegal(
        0, {"act": "play", "card": shields[2], "target": 0}
    )
    state.deck[0] = [card_named("Ax")]
    state.apply(0, {"act": "refill", "under": [shields[2]]})
    assert state.deck[0] == [shields[2]] and state.known_bottom[0] == 1  # the Ax was drawn
    # seat 1's hero meets an orc: both shields act before its owner's cards, then go to the discards
    state.board[1][idx("A3")] = "O"
    state.things[1] |= 1 << idx("A3")
    state.rng.dice = [9, 9]
    state.apply(1, {"act": "move"})
    assert shields[0] in state.discards and shields[1] in state.discards and state.on_hero[1] == []
    assert state.crossed[1] >> idx("A3") & 1  # 18 + 2 less two shields (2 each) = 16 loses


def test_healing_never_exceeds_the_start_and_a_dead_hero_takes_unresolved_cards():
    potion, bomb = card_named("Healing Potion"), card_named("Bomb")
    rows = ["..D......."] + ["." * 10] * 7
    state = defending(rows, ALONG_A, dice=[10, 10] * 20)
    state.hearts[0] = 2
    state.on_hero[0] = [[bomb, 1]]
    state.apply(0, {"act": "move"})  # the bomb sees no monster beside A3; the dragon wins
    assert state.hero[0] == "dead" and state.hearts[0] == 0 and bomb in state.gone
    state = defending(rows, ALONG_A)
    state.hearts[0] = 29
    state.on_hero[0] = [[potion, 1]]
    state.begin_turn(0)
    assert state.hearts[0] == 30 and state.on_hero[0] == [] and potion in state.discards


def test_a_bomb_crosses_off_the_strongest_monster_around_the_hero():
    bomb = card_named("Bomb")
    rows = [".G.D......", "..T......."] + [
        "." * 10
    ] * 6  # a goblin at A2, a dragon at A4, a trap at B3
    state = defending(rows, ["A1", "B1", "B2", "B3", "B4"] + ALONG_A[12:])
    state.on_hero[0] = [[bomb, 1]]
    events = state.apply(0, {"act": "move"})  # stops on the trap at B3
    assert state.crossed[0] >> idx("A4") & 1 and not state.crossed[0] >> idx("A2") & 1
    assert [e.kind for e in events][:4] == [
        "move",
        "stop",
        "hero_card",
        "bomb",
    ] and bomb in state.discards


def test_a_bomb_with_no_monster_around_waits():
    bomb = card_named("Bomb")
    state = defending(["....T....."] + ["." * 10] * 7, ALONG_A)
    state.on_hero[0] = [[bomb, 1]]
    state.apply(0, {"act": "move"})
    assert state.on_hero[0] == [[bomb, 1]] and state.pos[0] == 4


def test_moving_is_compulsory_and_cards_in_the_wrong_step_are_refused():
    club = card_named("Orc Club")
    state = defending(ROWS, ALONG_A, hand=[club])
    assert state.legal_actions(0) == [{"act": "move"}]
    assert (
        state.why_illegal(0, {"act": "refill", "under": []})
        == "First move the hero in your dungeon."
    )
    with pytest.raises(IllegalAction):
        state.apply(1, {"act": "move"})


def test_the_trap_line_tells_the_damage_the_hero_takes_after_armor():
    # Issue 26: the log said "springs for 3 damage" when Armor made it 2. Armor: "the next damage
    # is 1 less" (docs/rules-decisions.md), so the line tells the damage after it.
    armor = card_named("Armor")
    state = defending(["....T....."] + ["." * 10] * 7, ALONG_A)
    state.boxes[0]["trap"] = boxes_for("trap", 3)
    state.on_hero[0] = [[armor, 1]]
    events = state.apply(0, {"act": "move"})
    trap = next(e for e in events if e.kind == "trap")
    taken = CARDS[armor].action.amount
    assert trap.text == (
        f"The trap at A5 springs for {3 - taken} damage (3 less {taken} by Armor) and is "
        "crossed off."
    )
    assert trap.data["damage"] == 3 - taken and state.hearts[0] == 30 - (3 - taken)


def test_a_winning_monsters_line_tells_the_damage_after_armor():
    armor = card_named("Armor")
    state = defending(ROWS, ALONG_A, dice=[10, 10])
    state.on_hero[0] = [[armor, 1]]
    events = state.apply(0, {"act": "move"})
    fight = next(e for e in events if e.kind == "fight")
    taken = CARDS[armor].action.amount
    assert fight.text.endswith(f"and wins: {2 - taken} damage (2 less {taken} by Armor).")
    assert state.hearts[0] == 30 - (2 - taken)
