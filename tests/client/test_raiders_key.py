"""The key to the Dungeon Raiders table (tables/raiders/key.py): every entry is named and
explained, each picture draws something, K opens and closes it over the board, and no text of a
whole game (key included) is under fonts.SMALLEST at 1280x800."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, smallest_text_in_a_game, wait_for_turn
from uihelpers import frames, key

from game.client import fonts
from game.client.tables.kit.symbol_key import PICTURE


def test_the_key_names_every_kind_of_symbol_and_each_picture_draws(app):
    table = open_game(app, "raiders", "haa", 3)
    sections = table.key_sections()
    titles = [section.title for section in sections]
    assert len(titles) == len(set(titles)) >= 6
    names = [entry.name for section in sections for entry in section.entries]
    for needed in ("Treasure room", "Boss room", "Dark room", "Torch badge", "Padlock", "Key (Y)"):
        assert needed in names
    pictured = 0
    for section in sections:
        for entry in section.entries:
            assert entry.name and len(entry.meaning) > 15
            if entry.picture is None:
                continue
            surface = pygame.Surface((PICTURE + 20, PICTURE + 20), pygame.SRCALPHA)
            square = pygame.Rect(10, 10, PICTURE, PICTURE)
            entry.picture(surface, square)
            inside = surface.subsurface(square)
            drawn = pygame.mask.from_surface(inside).count()
            assert drawn > PICTURE * 2, f"{entry.name}: its picture draws next to nothing"
            pictured += 1
    assert pictured >= 35


def test_k_opens_the_key_over_the_board_and_closes_it_the_key_card_is_y(app):
    table = open_game(app, "raiders", "haa", 3)
    wait_for_turn(app, table)
    assert table.symbol_key.visible
    key(app, pygame.K_k)
    frames(app)
    assert table.symbol_key.open and table.provisional is None
    key(app, pygame.K_k)
    assert not table.symbol_key.open


@pytest.mark.parametrize("kinds, seed", [("haa", 3), ("hhhaa", 8)])
def test_no_text_of_a_whole_game_is_under_the_least_size(app, kinds, seed):
    assert smallest_text_in_a_game(app, "raiders", kinds, seed) >= fonts.SMALLEST
