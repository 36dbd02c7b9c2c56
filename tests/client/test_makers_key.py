"""The key to the Dungeon Makers table (tables/makers/key.py): every symbol named with its
meaning, each picture drawn by the board's own drawing code, and no text on the table (the key
open included) under fonts.SMALLEST at 1280x800."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, smallest_text_in_a_game
from uihelpers import frames, key

from game.client import fonts
from game.client.tables.kit.symbol_key import PICTURE
from game.rules.makers.content import ENCOUNTERS, TRAPS
from game.rules.makers.text import KIND_NAMES


def entries(table) -> list:
    return [entry for section in table.key_sections() for entry in section.entries]


@pytest.mark.parametrize("kinds", ["h", "hh"])
def test_the_key_names_every_tile_type_icon_and_action(app, kinds):
    table = open_game(app, "makers", kinds, 4)
    names = " | ".join(entry.name for entry in entries(table))
    for kind in KIND_NAMES.values():
        assert kind in names
    for icon in ("chest", "Stairs", "Minotaur", "Collapse", "Rolling Ball", "Trap sets"):
        assert icon.lower() in names.lower()
    assert len([e for e in entries(table) if e.name in ("Minotaur", "Cave Crab", "Cyclobat")]) == (
        len(ENCOUNTERS)
    )
    assert sum(1 for e in entries(table) if "a trap." in e.meaning) == len(TRAPS)
    for action in ("Place a Tile", "Place a Minion", "Move a Minion", "Swap a Tile"):
        assert action in names
    golem = any(section.title.startswith("The Iron Golem") for section in table.key_sections())
    assert golem == (kinds == "h")  # the Golem's panel only where it is on the table
    assert all(entry.meaning.strip() for entry in entries(table))


@pytest.mark.parametrize("kinds", ["h", "hh"])
def test_every_picture_of_the_key_draws_something(app, kinds):
    table = open_game(app, "makers", kinds, 4)
    pictured = [entry for entry in entries(table) if entry.picture is not None]
    assert len(pictured) >= 30
    for entry in pictured:
        surface = pygame.Surface((PICTURE, 56), pygame.SRCALPHA)
        entry.picture(surface, pygame.Rect(0, 0, PICTURE, PICTURE))
        drawn = surface.get_bounding_rect()
        assert drawn.width * drawn.height > 60, entry.name


def test_k_opens_the_key_over_the_board_and_closes_it(app):
    table = open_game(app, "makers", "h", 4)
    frames(app)
    board = table.slot_rect("board")
    closed = pygame.image.tobytes(app.canvas.subsurface(board).copy(), "RGB")
    key(app, pygame.K_k)
    frames(app)
    assert table.symbol_key.open and table.symbol_key.visible
    opened = pygame.image.tobytes(app.canvas.subsurface(board).copy(), "RGB")
    assert opened != closed
    key(app, pygame.K_k)
    frames(app)
    assert not table.symbol_key.open


@pytest.mark.parametrize("kinds", ["h", "hh"])
def test_no_text_in_a_whole_game_is_under_the_smallest_size(app, kinds):
    assert smallest_text_in_a_game(app, "makers", kinds, 3) >= fonts.SMALLEST
