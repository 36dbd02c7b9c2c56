"""The hint at the Doodle table: H asks the hard computer player's move for the person, drawn
faded in place and marked Hint (a card on offer, an element on the sheet), with its sentence;
`python -m game.bench --only hints` times it."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, run_until
from uihelpers import frames, key


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    from game.client.tables import TABLE_MODULES

    monkeypatch.setitem(TABLE_MODULES, "doodle", "game.client.tables.doodle.table")


def hinted(app, table):
    frames(app)
    key(app, pygame.K_h)
    run_until(app, table.hint_button.showing, what="the hint")
    frames(app)
    advice, error = table.hint_button.advice_for(table.eyes())
    assert error is None
    return advice


def drawn_and_gone(app, table, rect) -> bool:
    """Whether the picture in `rect` changes once the hint is put away."""
    with_hint = pygame.image.tobytes(app.canvas.subsurface(rect).copy(), "RGB")
    key(app, pygame.K_ESCAPE)
    frames(app)
    return with_hint != pygame.image.tobytes(app.canvas.subsurface(rect).copy(), "RGB")


def test_the_hinted_card_and_element_stand_faded_in_place_with_a_sentence(app):
    table = open_game(app, "doodle", "ha", 6)
    run_until(app, table.my_turn, what="the person's turn")
    advice = hinted(app, table)
    assert advice.action["act"] == "pick" and "hard computer player" in advice.why
    assert "adds most to your dungeon" in advice.why
    rect = table.marks.place(advice.action)
    assert rect == dict(table.card_rects())[advice.action["card"]]
    assert drawn_and_gone(app, table, rect)
    table.submit(advice.action, table.eyes())
    run_until(
        app,
        lambda: table.my_turn() and table.state.phase == "install" and not table.state.install[1],
        what="the install, the computer player's card in",
    )  # (a move of the computer player's is a new position: the hint would go)
    advice = hinted(app, table)
    rect = table.marks.place(advice.action)
    assert rect is not None and drawn_and_gone(app, table, rect)
