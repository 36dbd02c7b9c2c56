"""The key to a table's symbols (kit/symbol_key.py): one key press opens it over the board,
K, Escape or a click closes it without reaching the board or the menu, and a table with
nothing to explain shows no Key button."""

from __future__ import annotations

import pygame
import tinytable
from tablehelpers import open_game
from uihelpers import click, frames, key

from game.client.scenes.pause import PauseMenu
from game.client.tables.kit.symbol_key import KeyEntry, KeySection

DRAWN: list[tuple[int, int]] = []


def token_picture(surface, rect):
    DRAWN.append(rect.size)
    pygame.draw.circle(surface, (200, 60, 60), rect.center, rect.width // 2)


def tiny_key(self):
    return [
        KeySection(
            "Tokens",
            (
                KeyEntry("Red token", "Scores one point for each token beside it.", token_picture),
                KeyEntry("Number", "How many tokens are left in the bag."),
            ),
        )
    ]


def test_the_key_opens_with_k_and_escape_closes_it_without_the_menu(app, tiny, monkeypatch):
    monkeypatch.setattr(tinytable.TinyTable, "key_sections", tiny_key)
    DRAWN.clear()
    table = open_game(app, "tiny", "h", 3)
    frames(app)
    assert table.symbol_key.visible
    key(app, pygame.K_k)
    frames(app)
    assert table.symbol_key.open
    assert DRAWN == [(34, 34)]  # the entry's picture was drawn at its place in the key
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert not table.symbol_key.open
    assert app.top is table and not isinstance(app.top, PauseMenu)
    key(app, pygame.K_ESCAPE)  # with the key shut, Escape is the menu's again
    frames(app)
    assert isinstance(app.top, PauseMenu)


def test_a_click_on_the_open_key_closes_it_and_does_not_reach_the_board(app, tiny, monkeypatch):
    monkeypatch.setattr(tinytable.TinyTable, "key_sections", tiny_key)
    table = open_game(app, "tiny", "h", 3)
    frames(app)
    click(app, table.symbol_key.rect.center)
    frames(app)
    assert table.symbol_key.open
    moves = len(table.state.history)
    click(app, table.slot_rect("hand_0").center)  # a piece under the key
    frames(app)
    assert not table.symbol_key.open
    assert len(table.state.history) == moves
    assert table.drag.held is None


def test_a_table_with_nothing_to_explain_shows_no_key_button(app, tiny):
    table = open_game(app, "tiny", "h", 3)
    frames(app)
    assert not table.symbol_key.visible
    key(app, pygame.K_k)
    frames(app)
    assert not table.symbol_key.open
