"""Jael, the solo automa: its cards, its steps in a game, its gold and its points."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules.stonespine import jael
from game.rules.stonespine.content import CATALOG
from tests.rules.stonespine.stonespine_helpers import (
    challenge,
    chamber,
    draft_all,
    make_dungeon,
    new_game,
)

# Card 1: red rune, takes the most gold, buys the dearest item, drops your best challenge.
# Card 4: green, most elements, cheapest, best. Card 9: blue, most monsters, most monsters, right.


def test_nine_cards_three_of_each_rune():
    assert Counter(c.rune for c in CATALOG.jael_cards.values()) == {"red": 3, "green": 3, "blue": 3}
    assert len(jael.rules_help()) == 9


def test_jael_takes_a_chamber_of_its_rune_first():
    hand = [
        chamber("Crossroads"),
        chamber("Abandoned Mine"),
        chamber("Cellar"),
    ]  # blue 8, red 5, red 4
    assert jael.take_choice(1, hand) == chamber("Abandoned Mine")
    assert jael.take_choice(4, hand) == chamber("Cellar")  # no green: the most elements of all


def test_jael_takes_by_its_habit_when_no_card_has_its_rune():
    hand = [chamber("Tunnel"), chamber("Passage")]  # both blue
    assert jael.take_choice(4, hand) in hand
    hand = [chamber("Abandoned Mine"), chamber("Lair"), chamber("Treasury")]  # all red
    assert jael.take_choice(9, hand) == chamber(
        "Abandoned Mine"
    )  # card 9 wants monsters; ties: lowest id
    assert jael.take_choice(3, hand) == chamber("Treasury")  # card 3 wants chests


def test_jael_buys_by_its_habit_and_only_what_it_can_pay():
    offers = [
        {"card": 3, "top": ["gnoll", "goblin"], "bottom": ["ooze"]},
        {"card": 14, "top": ["pit"], "bottom": ["kobold"]},
    ]
    assert jael.buy_choice(1, offers, 10, 1, Counter()) == (3, "top")  # dearest: 10
    assert jael.buy_choice(1, offers, 9, 1, Counter()) == (14, "top")  # 5 is the dearest it can pay
    assert jael.buy_choice(4, offers, 10, 1, Counter()) == (
        3,
        "bottom",
    )  # cheapest: 4 (lower card first)
    assert jael.buy_choice(9, offers, 10, 1, Counter()) == (3, "top")  # two monsters
    assert jael.buy_choice(1, offers, 3, 1, Counter()) is None


def test_jael_buys_for_the_goal():
    offers = [
        {"card": 3, "top": ["gnoll", "gnoll"], "bottom": ["ooze"]},
        {"card": 14, "top": ["pit"], "bottom": ["goblin"]},
    ]
    assert jael.buy_choice(3, offers, 10, 1, Counter()) == (14, "bottom")  # goal 1: goblins


def test_jael_drops_a_challenge():
    offer = [challenge("Skilled Artificer"), challenge("King's Favor"), challenge("Gnoll Pack")]
    d = make_dungeon({"A1": "Ruins"})  # 3 stars: Skilled Artificer is worth 6, King's Favor 10
    assert jael.drop_choice(1, offer, d) == challenge("King's Favor")
    assert jael.drop_choice(2, offer, d) == offer[0]
    assert jael.drop_choice(3, offer, d) == offer[-1]


def test_a_solo_year_with_jael():
    state = new_game(1, seed=3)
    assert state.seats == 2 and state.jael_card in CATALOG.jael_cards
    assert len(state.hands[0]) == 8
    for turn in range(4):
        state.apply(0, state.legal_actions(0)[0])
        assert state.to_move() == [1] and state.legal_actions(1) == [{"act": "jael"}]
        assert state.why_illegal(0, {"act": "jael"}) == "Only Jael takes that turn."
        events = state.apply(1, {"act": "jael"})
        assert events[0].seat == 1 and events[0].text.startswith(
            f"follows card {state.jael_card} ("
        )
        assert len(state.jael_pile) == turn + 1
    assert state.hands == [[]]
    printed = sum(CATALOG.chambers[c].gold for c in state.jael_pile)
    chests = jael.pile_counter(state.jael_pile, [])["treasure"]
    assert state.counted[1] == printed + chests


def test_jael_removes_a_challenge_only_with_at_least_your_gold():
    for jael_gold, removed in ((5, True), (4, False)):
        state = new_game(1, seed=3)
        draft_all(state)
        state.counted = [5, jael_gold]
        state.phase = "market"
        state.shopping = []
        state._next_shopper()  # closes the market: challenges are dealt
        assert state.phase == "jael_drop" and len(state.offers[0]) == 3
        state.apply(1, {"act": "jael"})
        assert len(state.offers[0]) == (2 if removed else 3)
        assert len(state.dropped) == (1 if removed else 0)


def test_solo_scores_jael_and_the_gold_bonus():
    state = new_game(1, seed=3)
    state.year, state.counted = 4, [7, 9]
    state.jael_runes = 2
    state.jael_pile = [chamber("Ruins")]
    state.dungeons[0] = make_dungeon({})
    scores = state.scores()
    assert scores[0].breakdown["gold bonus"] == 6 and scores[1].breakdown["gold bonus"] == 9
    assert scores[1].breakdown["runes"] == 2 * 4  # gentle, the default: 4 a rune chamber
    assert scores[1].breakdown["elements"] == 0  # the Ruins hold stars only
    assert scores[1].breakdown["stars"] == 3
    assert all(s.total == sum(s.breakdown.values()) for s in scores)


def test_the_rules_help_lists_jaels_cards_as_the_data_has_them():
    from game.paths import ASSETS

    text = (ASSETS / "help" / "stonespine.md").read_text(encoding="utf-8")
    for line in jael.rules_help():
        assert f"- {line}\n" in text


def test_jael_has_three_strengths_the_gentlest_by_default():
    assert list(CATALOG.jael_levels) == ["gentle", "shrewd", "ruthless"]
    assert new_game(1).jael_level.name == "gentle"
    assert new_game(1, options={"solo_level": "ruthless"}).jael_level.name == "ruthless"
    with pytest.raises(ValueError, match="Jael has no strength called 'godlike'"):
        new_game(1, options={"solo_level": "godlike"})


@pytest.mark.parametrize(
    "level, runes, elements", [("gentle", 12, 3), ("shrewd", 15, 3), ("ruthless", 6, 6)]
)
def test_a_strength_sets_jaels_points_for_its_runes_monsters_and_traps(level, runes, elements):
    state = new_game(1, seed=3, options={"solo_level": level})
    state.jael_runes = 3
    state.jael_pile = [chamber("Abandoned Mine")]  # a silver star, an ooze and a slime
    state.jael_tokens = ["pit"]
    breakdown = state.scores()[1].breakdown
    assert (breakdown["runes"], breakdown["elements"]) == (runes, elements)


def test_a_strength_changes_only_jaels_points_never_a_choice():
    games = []
    for level in CATALOG.jael_levels:
        state = new_game(1, seed=11, options={"solo_level": level})
        while not state.is_over():
            seat = min(state.to_move())
            state.apply(seat, state.legal_actions(seat)[-1])
        games.append(state)
    assert len({repr(g.history) for g in games}) == 1
    assert len({g.scores()[0].total for g in games}) == 1
    assert len({g.scores()[1].total for g in games}) == 3


def test_the_rules_help_says_what_each_strength_scores():
    from game.paths import ASSETS

    text = (ASSETS / "help" / "stonespine.md").read_text(encoding="utf-8")
    for name, words in jael.levels_help().items():
        assert f"**{name.capitalize()}**" in text and f"{words}.\n" in text


def test_the_year_1_gold_line_adds_up_to_the_gold_to_spend():
    """Issue 26: "Jael counts 11 gold" while the screen showed 12 (no line for its bonus)."""
    for seed, bonus_seat in ((0, 0), (1, 1)):
        state = new_game(1, seed=seed)
        assert state.gold[bonus_seat] == 1 and state.gold[1 - bonus_seat] == 0
        events = []
        while state.phase in ("draft", "jael_take"):
            seat = min(state.to_move())
            events = state.apply(seat, state.legal_actions(seat)[0])
        lines = {e.seat: e.text for e in events if e.kind == "gold"}
        spend = state.gold[bonus_seat]
        assert lines[bonus_seat].endswith(
            f"plus 1 from the starting priority slot: {spend} to spend."
        )
        assert f"counts {spend - 1} gold" in lines[bonus_seat]
        assert "priority" not in lines[1 - bonus_seat]


def test_no_gold_bonus_is_shown_before_any_gold_is_counted():
    """Issue 26: the solo breakdown said "gold 9" before anyone had counted gold."""
    state = new_game(1, seed=3)
    assert [s.breakdown["gold bonus"] for s in state.scores()] == [0, 0]
    draft_all(state)  # the year-1 count: the bonus now follows it
    assert sorted(s.breakdown["gold bonus"] for s in state.scores()) == [6, 9]
