"""The rules' own words for rooms and items (game.rules.raiders.words), which tables show."""

from game.rules.raiders import words
from game.rules.raiders.content import CATALOG, ITEMS
from game.rules.raiders.resolve import MAX_COINS, trap_penalty


def test_every_boss_and_item_is_described_and_only_they():
    assert set(words.BOSS_EFFECTS) == set(CATALOG.bosses)
    assert set(words.ITEM_USES) == set(ITEMS)


def test_a_trap_row_says_nothing_happens_exactly_when_the_rules_take_nothing():
    for card in CATALOG.cards.values():
        if card.kind != "trap":
            continue
        rows = words.effect_rows(card, 4)
        assert [row.label for row in rows] == ["5", "4", "3", "2", "1"]
        for row in rows:
            quiet = trap_penalty(card, int(row.label)) == 0
            assert (row.text == "Nothing happens") == quiet and (row.mark is None) == quiet, card.id


def test_only_beatable_rooms_show_a_strength_row():
    for card in CATALOG.cards.values():
        marks = [row.mark for row in words.effect_rows(card, 3)]
        assert ("strength" in marks or "heads" in marks) == words.beatable(card), card.id
    assert not words.beatable(CATALOG.cards["mummy"]) and words.beatable(CATALOG.cards["medusa"])


def test_notes_take_their_numbers_from_the_rules():
    assert words.level_note(2, 3) == "Level 2 of 5: 2 lit rooms, 3 dark."
    assert words.coins_note(1) == f"1 coin ({MAX_COINS} at most)"
