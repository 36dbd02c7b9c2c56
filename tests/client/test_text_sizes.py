"""The text-size watch itself (fonts.reset_smallest / smallest_shown): what a table's tests use
to hold it to fonts.SMALLEST."""

from __future__ import annotations

from tablehelpers import smallest_text_in_a_game

from game.client import fonts
from game.client.widgets.text import fit_text


def test_the_watch_sees_the_least_size_rendered_and_what_fit_text_shrinks_to():
    import pygame

    pygame.init()
    fonts.reset_smallest()
    fonts.render("large", 20, (255, 255, 255))
    assert fonts.smallest_shown() == 20
    fit_text("a label far too long for its room", 14, (255, 255, 255), 40)
    assert fonts.smallest_shown() < 8  # shrunk to the floor, then scaled down further
    fonts.reset_smallest()
    fonts.render(" ", 6, (255, 255, 255))  # blank text is not text to read
    assert fonts.smallest_shown() == float("inf")


def test_a_whole_game_of_the_tiny_table_is_watched(tiny, app):
    assert smallest_text_in_a_game(app, "tiny", "hh", 3) >= fonts.SMALLEST
