"""The key to the Doodle Dungeon table (tables/doodle/key.py): every mark of the sheets and the
fight named with its meaning, each picture drawn by the table's own drawing code, every card's
text whole at the size the table draws it, and no text in a whole game (the key open included)
under fonts.SMALLEST at 1280x800."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import (
    key_entries,
    key_opens_over_the_board,
    key_pictures_draw_something,
    open_game,
    smallest_text_in_a_game,
)

from game.client import fonts
from game.client.tables.doodle.cards import CARD_HEIGHT, CARD_TEXT, NAME_SIZE
from game.rules.doodle.content import CARDS


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    from game.client.tables import TABLE_MODULES

    monkeypatch.setitem(TABLE_MODULES, "doodle", "game.client.tables.doodle.table")


def test_the_key_names_every_mark_of_the_sheet_the_cards_and_the_fight(app):
    table = open_game(app, "doodle", "ha", 6)
    names = " | ".join(entry.name for entry in key_entries(table)).lower()
    for mark in (
        "wall",
        "trap",
        "goblin",
        "orc",
        "dragon",
        "treasure",
        "crossed off",
        "in and out",
        "hero's path",
        "passed twice",
        "hero",
        "hearts",
        "boxes",
        "hero card",
        "dungeon card",
        "green space",
        "gold dashed",
        "blue dashed",
        "ten-sided die",
        "20 line",
        "ann",
        "bea",
    ):
        assert mark in names, mark
    assert all(entry.meaning.strip() for entry in key_entries(table))


def test_every_picture_of_the_key_draws_something(app):
    key_pictures_draw_something(open_game(app, "doodle", "ha", 6), 25)


def test_k_opens_the_key_over_the_board_and_closes_it(app):
    key_opens_over_the_board(app, open_game(app, "doodle", "ha", 6))


def test_every_cards_name_and_text_read_whole_on_a_card_as_drawn():
    """A card 76 px wide (five on offer, or in the hand) holds its name on two lines and its
    whole text at CARD_TEXT within CARD_HEIGHT (the header: strip, name, kind)."""
    pygame.init()
    line = fonts.render("Ag", CARD_TEXT, (0, 0, 0)).get_height()
    for card in CARDS:
        name_lines = fonts.wrap(card.action.name, NAME_SIZE, 76 - 8, bold=True)
        assert len(name_lines) <= 2, card.action.name
        assert all(
            fonts.render(n, NAME_SIZE, (0, 0, 0), True).get_width() <= 68 for n in name_lines
        )
        text_lines = len(fonts.wrap(card.action.text, CARD_TEXT, 76 - 10))
        header = 22 + 9 + 2 * 19 + line + 2
        assert header + text_lines * line <= CARD_HEIGHT - 2, card.action.name


@pytest.mark.parametrize("kinds", ["ha", "hh"])
def test_no_text_in_a_whole_game_is_under_the_smallest_size(app, kinds):
    assert smallest_text_in_a_game(app, "doodle", kinds, 3) >= fonts.SMALLEST
