"""The key to the Stonespine table (tables/stonespine/key.py): every token tag, blueprint tag and
chamber mark named with its meaning, each picture drawn by the board's own drawing code; the goal
card says on the table what it counts; no text on the table (the key open included) under
fonts.SMALLEST at 1280x800."""

from __future__ import annotations

import pytest
from tablehelpers import (
    key_entries,
    key_opens_over_the_board,
    key_pictures_draw_something,
    open_game,
    smallest_text_in_a_game,
)
from uihelpers import frames

from game.client import fonts
from game.client.tables.stonespine.chamber import ELEMENT_LOOK
from game.client.tables.stonespine.dungeon_view import NEED_MARKS
from game.rules.stonespine.challenge_words import goal_counted
from game.rules.stonespine.content import CATALOG


@pytest.mark.parametrize("kinds", ["h", "hha"])
def test_the_key_names_every_tag_the_table_draws(app, kinds):
    table = open_game(app, "stonespine", kinds, 4)
    names = [entry.name for entry in key_entries(table)]
    for letters, _ in ELEMENT_LOOK.values():  # Gb, Kb, Gn, Oz, Sl, Br, ..., $, SP
        assert any(name.startswith(f"{letters}: ") for name in names), letters
    for star in ("+1", "+2", "+3", "-1", "-2", "-3"):
        assert any(name.startswith(f"{star}: ") for name in names), star
    for mark in NEED_MARKS.values():  # Cav, Stn, Trp, Star, ...
        assert any(name.startswith(f"{mark}: ") for name in names), mark
    for word in ("Cave chamber", "Stone chamber", "Red rune", "IN", "OUT", "Printed gold"):
        assert word in names
    assert ("Jael" in names) == (kinds == "h")
    assert all(entry.meaning.strip() for entry in key_entries(table))


def test_every_picture_of_the_key_draws_something(app):
    key_pictures_draw_something(open_game(app, "stonespine", "h", 4), 40)


def test_k_opens_the_key_over_the_board_and_closes_it(app):
    key_opens_over_the_board(app, open_game(app, "stonespine", "h", 4))


def test_the_goal_card_says_what_it_counts_on_the_table(app):
    table = open_game(app, "stonespine", "h", 4)
    frames(app)
    shown = []
    real = fonts.render

    def watched(text, *args, **kwargs):
        shown.append(text)
        return real(text, *args, **kwargs)

    pygame_fonts = fonts.render
    fonts.render = watched
    try:
        frames(app)
    finally:
        fonts.render = pygame_fonts
    counted = goal_counted(table.state.goal)
    assert CATALOG.goals[table.state.goal].measure
    assert any(counted in line and "wins" in line for line in shown), shown[:20]
    assert any(line.startswith(f"{counted.capitalize()} now:") for line in shown)


@pytest.mark.parametrize("kinds", ["h", "hha"])
def test_no_text_in_a_whole_game_is_under_the_smallest_size(app, kinds):
    assert smallest_text_in_a_game(app, "stonespine", kinds, 3) >= fonts.SMALLEST


def test_every_chamber_name_reads_whole_on_a_hand_card(app):
    from game.client.tables.stonespine.chamber import NAME_SIZE, name_lines
    from game.rules.stonespine.content import CATALOG

    table = open_game(app, "stonespine", "h", 4)
    width = table.slot_rect("hand_0").w - 7
    for chamber in CATALOG.chambers.values():
        lines = name_lines(chamber.name, width)
        assert len(lines) <= 2
        assert all(fonts.render(line, NAME_SIZE, (0, 0, 0)).get_width() <= width for line in lines)
        joined = " ".join(lines).replace("- ", "")
        assert joined == chamber.name, lines
