"""The Dungeon Makers hint drawn in place (MakersTable.draw_hinted_move): every kind of move a
person makes shows as a ghost where its piece would stand, framed as a hint."""

from __future__ import annotations

import pygame
import pytest
from test_makers_confirm import reach, start
from uihelpers import frames

from game.client.tables.makers import moves


@pytest.mark.parametrize(
    "kinds, act",
    [
        ("h", "place"),
        ("h", "minion"),
        ("h", "move_minion"),
        ("h", "block"),
        ("h", "move_tile"),
        ("h", "swap"),
        ("ha", "block"),
    ],
)
def test_every_kind_of_hinted_move_is_drawn_where_its_piece_would_stand(app, kinds, act):
    table = start(app, kinds)
    action = reach(app, table, act)
    frames(app)
    piece, target, _ = moves.locate(table.state, 0, action)
    place = table.view.place_rect(target, act)
    mark = table.view.mark_rect(target, act)
    assert place.colliderect(mark) and mark.contains(place)
    board = app.canvas.copy()
    table.draw_board(board)
    plain = board.copy()
    table.draw_hinted_move(board, action)
    frame = mark.inflate(16, 16)

    def pixels(surface, rect):
        return pygame.image.tobytes(surface.subsurface(rect).copy(), "RGB")

    assert pixels(board, place) != pixels(plain, place)  # the ghost of the piece
    assert pixels(board, frame) != pixels(plain, frame)  # and its frame
