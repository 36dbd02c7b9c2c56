"""Frictions players found at the Dungeon Makers table (issue 26): the keyboard cursor starts on
a cell where the held tile may go, and the action tile's buttons are greyed and inactive while
the Iron Golem's turn is being told."""

from __future__ import annotations

import pygame
from tablehelpers import open_game, run_until
from uihelpers import click, frames, key


def test_the_keyboard_cursor_starts_on_a_cell_the_tile_may_go_to(app):
    table = open_game(app, "makers", "h", 4)
    frames(app)
    drag = table.drag
    first = table.cells[(0, 0)].center  # A1: no tile may go there on the first turn
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=first, rel=(0, 0), buttons=(0, 0, 0)))
    click(app, table.stack_rects[0].center)  # picked up by a click, the pointer over A1
    assert drag.held == ("stack", 0) and drag.mode == "click" and drag.legal
    key(app, pygame.K_RIGHT)  # the keys take over
    assert drag.mode == "keys" and drag.focus_target in drag.legal
    assert drag.focus_target != ("mine", 0, 0)
    for _ in range(4):  # turned with R, the cursor moves to a lit cell whenever there is one
        key(app, pygame.K_r)
        assert drag.focus_target in drag.legal or not drag.legal
    while not drag.legal:
        key(app, pygame.K_r)
    target = drag.focus_target
    key(app, pygame.K_RETURN)
    assert table.state.history[0][1]["cell"] == list(target[1:])


def test_the_choice_buttons_are_greyed_and_inactive_while_the_golems_turn_is_told(app):
    table = open_game(app, "makers", "h", 4)
    app.settings.animation_speed = "normal"
    table.apply_settings()
    frames(app)
    place = next(a for a in table.state.legal_actions(0) if a["act"] == "place")
    table.submit(place, 0)
    run_until(app, lambda: table.view.golem_beat() is not None, 300, "the Golem's turn")
    frames(app, 2)
    table.refresh_buttons()
    shown = [button for button in table.buttons.values() if button.visible]
    assert shown and not any(button.possible for button in shown)  # greyed
    assert all(button.waiting for button in shown)  # without "(not now)": only not yet
    before = table.session.version
    click(app, shown[0].rect.center)
    key(app, pygame.K_1)
    assert table.choice is None and table.session.version == before  # nothing answered
    run_until(app, lambda: table.view.golem_beat() is None and not table.beats, 600, "the end")
    frames(app, 2)
    table.refresh_buttons()
    assert any(button.possible for button in table.buttons.values() if button.visible)
