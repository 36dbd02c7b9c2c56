"""The key to the Dungeon Makers table (tables/makers/key.py): every symbol named with its
meaning, each picture drawn by the board's own drawing code, and no text on the table (the key
open included) under fonts.SMALLEST at 1280x800."""

from __future__ import annotations

import pytest
from tablehelpers import (
    key_entries,
    key_opens_over_the_board,
    key_pictures_draw_something,
    open_game,
    smallest_text_in_a_game,
)

from game.client import fonts
from game.rules.makers.content import ENCOUNTERS, TRAPS
from game.rules.makers.text import KIND_NAMES


@pytest.mark.parametrize("kinds", ["h", "hh"])
def test_the_key_names_every_tile_type_icon_and_action(app, kinds):
    table = open_game(app, "makers", kinds, 4)
    names = " | ".join(entry.name for entry in key_entries(table))
    for kind in KIND_NAMES.values():
        assert kind in names
    for icon in ("chest", "Stairs", "Minotaur", "Collapse", "Rolling Ball", "Trap sets"):
        assert icon.lower() in names.lower()
    assert len(
        [e for e in key_entries(table) if e.name in ("Minotaur", "Cave Crab", "Cyclobat")]
    ) == (len(ENCOUNTERS))
    assert sum(1 for e in key_entries(table) if "a trap." in e.meaning) == len(TRAPS)
    for action in ("Place a Tile", "Place a Minion", "Move a Minion", "Swap a Tile"):
        assert action in names
    golem = any(section.title.startswith("The Iron Golem") for section in table.key_sections())
    assert golem == (kinds == "h")  # the Golem's panel only where it is on the table
    assert all(entry.meaning.strip() for entry in key_entries(table))


@pytest.mark.parametrize("kinds", ["h", "hh"])
def test_every_picture_of_the_key_draws_something(app, kinds):
    key_pictures_draw_something(open_game(app, "makers", kinds, 4), 30)


def test_k_opens_the_key_over_the_board_and_closes_it(app):
    key_opens_over_the_board(app, open_game(app, "makers", "h", 4))


@pytest.mark.parametrize("kinds", ["h", "hh"])
def test_no_text_in_a_whole_game_is_under_the_smallest_size(app, kinds):
    assert smallest_text_in_a_game(app, "makers", kinds, 3) >= fonts.SMALLEST
