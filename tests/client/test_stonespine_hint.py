"""The Stonespine hint drawn in place (StonespineTable.draw_hinted_move): every kind of move a
person makes shows where it would stand, framed as a hint."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game
from test_stonespine_table import play_until
from uihelpers import frames


@pytest.mark.parametrize("phase", ["draft", "market", "place", "challenge"])
def test_every_kind_of_hinted_move_is_drawn_where_it_would_stand(app, phase):
    table = open_game(app, "stonespine", "h", 4)
    play_until(app, table, lambda state: state.phase == phase, phase)
    frames(app)
    kinds = {"draft": ["draft"], "market": ["buy", "pass"], "place": ["put"]}
    wanted = kinds.get(phase, ["challenge"])
    actions = [a for a in table.state.legal_actions(0) if a["act"] in wanted]
    for act in wanted:
        action = next(a for a in actions if a["act"] == act)
        rect = table.hinted_rect(action)
        assert rect is not None
        board = app.canvas.copy()
        table.draw_board(board)
        plain = board.copy()
        table.draw_hinted_move(board, action)
        frame = rect.inflate(16, 16)
        assert pygame.image.tobytes(board.subsurface(frame).copy(), "RGB") != pygame.image.tobytes(
            plain.subsurface(frame).copy(), "RGB"
        ), action
