"""Doodle frictions (issue 26): while a wall formation is held every place it can go is lit,
those that need a turn or a mirror apart; a new card's formation starts unturned; the notes
beside the pointer are drawn over every panel; the large sheet stays the person's while a
computer player moves; a path's second pass is drawn in straight steps."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, run_until
from test_doodle_table import SEED, play_until
from uihelpers import click, frames, key

from game.client.tables.doodle import moves
from game.client.tables.doodle import table as doodle_table
from game.client.tables.doodle.sheet_view import SheetGeometry, lane_points, straight_steps
from game.rules.doodle import sheet as S


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    from game.client.tables import TABLE_MODULES

    monkeypatch.setitem(TABLE_MODULES, "doodle", "game.client.tables.doodle.table")


def installing_walls(app):
    table = open_game(app, "doodle", "ha", SEED)
    run_until(app, table.my_turn, what="the first person's turn")
    click(app, dict(table.card_rects())[52].center)  # its first element: 5 walls
    run_until(app, lambda: table.my_turn() and table.element() == "walls", what="the walls")
    return table


def test_every_place_of_a_held_formation_is_lit_turned_ones_apart(app):
    table = installing_walls(app)
    shapes = moves.ways(52)
    for way in (0, 3, 5):
        table.way = way
        as_is, turned = table.wall_places()
        assert as_is == set(table.index().targets("walls", shapes[way]))
        every = set().union(*(table.index().targets("walls", shape) for shape in shapes))
        assert turned == every - as_is and turned
    table.way = 0
    spot = min(table.wall_places()[1])
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=table.big.cell_rect(spot).center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    cells, legal, reason = table.ghost()
    assert not legal and reason.endswith("R turns it, F mirrors it.")


def test_a_new_cards_formation_starts_unturned(app):
    table = installing_walls(app)
    key(app, pygame.K_r)
    key(app, pygame.K_f)
    assert table.way == 5
    table.way_for = None  # as if the card had just come
    frames(app)
    assert table.way == 0


def test_a_refusal_beside_the_pointer_is_drawn_over_every_panel(app, monkeypatch):
    table = installing_walls(app)
    order = []
    monkeypatch.setattr(
        doodle_table, "draw_tooltip", lambda surface, words, pos, bad=False: order.append("tip")
    )
    drawn = table.log_panel.draw
    monkeypatch.setattr(table.log_panel, "draw", lambda s: (order.append("log"), drawn(s)))
    outside = table.big.cell_rect(S.EXIT).move(table.big.cell, 0)  # the ghost hangs off the sheet
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=outside.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app)
    assert "tip" in order and order.index("log") < order.index("tip")


def test_the_large_sheet_stays_the_persons_while_the_computer_player_moves(app):
    table = open_game(app, "doodle", "ha", SEED)
    assert table.large_seat() == 0  # at the start too, before the person's first turn
    play_until(app, table, lambda: table.state.phase == "defend" and table.state.current == 1)
    assert table.large_seat() == 0


def test_a_second_pass_is_drawn_in_straight_steps():
    geo = SheetGeometry(pygame.Rect(60, 124, 440, 352))
    path = [S.ENTRY, 1, 2, 12, 11, 1, 2, 3]  # back over A2 and A3: second passes
    points = straight_steps([geo.entrance()] + lane_points(geo, path))
    assert all(a[0] == b[0] or a[1] == b[1] for a, b in zip(points, points[1:]))
    assert len(points) > len(path) + 1  # jogs where the lanes change
