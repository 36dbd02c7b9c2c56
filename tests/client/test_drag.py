"""Drag and drop on a real table (the tiny test game): legal drops apply through the rules,
illegal ones go back with the rules' reason; click-click and keyboard paths; rotation."""

from __future__ import annotations

import pygame
import pytest
from uihelpers import click, drag, key

from game.client.inline_runner import InlineRunner
from game.client.scenes.table_launch import open_table
from game.client.session import Session
from game.saves import SeatInfo

OCCUPIED = "That cell already holds a token."


@pytest.fixture
def table(tiny, app):
    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Cal", "ai", "random", 1)]
    session = Session("tiny", seats, 21, runner=InlineRunner(), anim=0.0)
    open_table(app, session)
    app.frame()
    return app.top


def centre(table, slot):
    return table.slot_rect(slot).center


def bot_places(table):
    """Play the bot's reply directly so it is Ann's turn again."""
    seat = 1
    action = next(a for a in table.state.legal_actions(seat) if a["act"] == "place")
    assert table.session.submit(seat, action) is None


def test_a_legal_drag_applies_the_move(table, app):
    value = table.state.hands[0][0]
    drag(app, centre(table, "hand_0"), centre(table, "cell_1_1"))
    assert table.state.history == [(0, {"act": "place", "token": 0, "cell": [1, 1]})]
    assert table.state.grid[4] == (0, value)
    assert table.drag.held is None


def test_an_illegal_drag_goes_back_with_the_reason(table, app):
    app.settings.animation_speed = "normal"
    table.apply_settings()
    drag(app, centre(table, "hand_0"), centre(table, "cell_0_0"))
    bot_places(table)
    before = table.state.to_json()
    hand = list(table.state.hands[0])
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(table, "hand_0"), button=1))
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=centre(table, "cell_0_0"), rel=(5, 5), buttons=(1, 0, 0)
        )
    )
    # while hovering, the target is marked illegal with the reason
    assert (0, 0) not in table.drag.legal and (2, 2) in table.drag.legal
    assert table.drag.reason_for(table.drag.hover_target) == OCCUPIED
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre(table, "cell_0_0"), button=1))
    assert table.state.to_json() == before and table.state.hands[0] == hand
    assert table.drag.held is None
    assert table.drag.last_reason == OCCUPIED
    assert table.flash_text == OCCUPIED and table.flash_bad
    assert [t.piece for t in table.drag.tweens] == [0]  # gliding home
    for _ in range(20):
        app.frame()
    assert table.drag.tweens == []


def test_dropping_on_nothing_puts_the_piece_back_quietly(table, app):
    drag(app, centre(table, "hand_0"), (900, 600))
    assert table.state.history == []
    assert table.drag.held is None and table.drag.last_reason is None


def test_click_then_click(table, app):
    click(app, centre(table, "hand_1"))
    assert table.drag.held == 1 and table.drag.mode == "click"
    assert table.drag.legal == {(c, r) for c in range(3) for r in range(3)}
    click(app, centre(table, "cell_2_0"))
    assert table.state.history == [(0, {"act": "place", "token": 1, "cell": [2, 0]})]


def test_keyboard_path(table, app):
    key(app, pygame.K_TAB)
    assert table.drag.focus_piece == 0
    key(app, pygame.K_RIGHT)
    assert table.drag.focus_piece == 1
    key(app, pygame.K_RETURN)
    assert table.drag.held == 1 and table.drag.focus_target == (0, 0)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    assert table.drag.focus_target == (1, 1)
    key(app, pygame.K_RETURN)
    assert table.state.history == [(0, {"act": "place", "token": 1, "cell": [1, 1]})]


def test_escape_puts_a_held_piece_back_before_opening_the_menu(table, app):
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert table.drag.held == 0
    key(app, pygame.K_ESCAPE)
    assert table.drag.held is None and app.top is table
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"


def test_rotate_with_wheel_right_click_and_r(table, app):
    click(app, centre(table, "hand_0"))
    assert table.drag.rotation == 0
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0
        )
    )
    assert table.drag.rotation == 1
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(600, 300), button=3))
    assert table.drag.rotation == 2
    key(app, pygame.K_r)
    assert table.drag.rotation == 3
    key(app, pygame.K_r, pygame.KMOD_SHIFT)
    assert table.drag.rotation == 2


def test_legal_targets_light_up_in_the_drawn_frame(table, app):
    point = table.slot_rect("cell_2_2").move(12, 30).topleft
    app.frame()
    before = app.canvas.get_at(point)
    click(app, centre(table, "hand_0"))
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=centre(table, "cell_0_0"), rel=(1, 1), buttons=(0, 0, 0)
        )
    )
    app.frame()
    after = app.canvas.get_at(point)
    assert after.g > before.g + 5  # tinted towards the 'legal' green


def test_a_refusal_is_cleared_by_the_next_move(table, app):
    drag(app, centre(table, "hand_0"), centre(table, "cell_1_1"))
    bot_places(table)
    drag(app, centre(table, "hand_0"), centre(table, "cell_1_1"))
    assert table.flash_bad and table.flash_text == OCCUPIED
    drag(app, centre(table, "hand_0"), centre(table, "cell_2_2"))
    assert len(table.state.history) == 3 and not table.flash_text


def test_the_table_asks_the_rules_for_the_scores_its_viewer_may_see(table, monkeypatch):
    asked = []
    real = type(table.state).scores

    def scores(state, viewer=None):
        asked.append(viewer)
        return real(state, viewer)

    monkeypatch.setattr(type(table.state), "scores", scores)
    table._score_cache.clear()
    table.shown_scores()
    assert asked == [0]  # Ann, the person at the table, never the rules' all-seeing None
    table.session.submit(0, next(a for a in table.state.legal_actions(0) if a["act"] == "place"))
    assert (
        table.session.humans_to_move() == [] and table.score_viewer() == 0
    )  # the bot's turn: still Ann
