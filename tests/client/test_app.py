"""The main loop: letterbox mapping, the scene stack and error handling."""

from __future__ import annotations

import pygame
import pytest

from game.client import theme
from game.client.app import App
from game.client.scene import Overlay, Scene
from game.client.scenes.message import MessageOverlay
from game.client.scenes.title import TitleScene


class Recorder(Scene):
    def __init__(self, app, consume=False, transparent=False):
        super().__init__(app)
        self.seen = []
        self.consume = consume
        self.transparent = transparent
        self.drawn = 0

    def handle(self, event):
        self.seen.append(event)
        return self.consume

    def draw(self, surface):
        self.drawn += 1


def test_letterbox_maps_window_positions_back_to_the_canvas(app):
    app.window = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    scale, ox, oy = app.letterbox()
    assert scale == pytest.approx(1.35)
    assert (ox, oy) == (96, 0)  # bars left and right: 1920 - 1280 * 1.35 = 192
    assert app.to_canvas((96, 0)) == (0, 0)
    assert app.to_canvas((96 + 640 * 1.35, 540)) == (640, 400)
    event = app.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1823, 1079), button=1))
    assert event.pos == (1279, 799)
    assert app.to_canvas(app.to_window((321, 123))) == (321, 123)


def test_tall_window_letterboxes_top_and_bottom(app):
    app.window = pygame.display.set_mode((800, 800), pygame.RESIZABLE)
    scale, ox, oy = app.letterbox()
    assert scale == pytest.approx(800 / 1280)
    assert ox == 0 and oy == 150
    motion = app.map_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 400), rel=(10, 5), buttons=(0, 0, 0))
    )
    assert motion.pos == (640, 400) and motion.rel == (16, 8)
    app.push(TitleScene(app))
    app.frame()
    assert app.window.get_at((400, 10))[:3] == theme.BG_DEEP  # the bar above the canvas


def test_events_go_down_until_consumed_and_stop_at_an_opaque_scene(app):
    bottom = app.push(Recorder(app))
    middle = app.push(Recorder(app))  # opaque: the bottom never sees input
    top = app.push(Recorder(app, transparent=True))
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    app.dispatch(event)
    assert top.seen and middle.seen and not bottom.seen
    top.consume = True
    app.dispatch(event)
    assert len(middle.seen) == 1


def test_only_scenes_under_transparent_overlays_are_drawn(app):
    bottom = app.push(Recorder(app))
    middle = app.push(Recorder(app))
    app.push(Recorder(app, transparent=True))
    app.draw()
    assert middle.drawn == 1 and bottom.drawn == 0


def test_modal_overlay_eats_input(app):
    below = app.push(Recorder(app))
    app.push(Overlay(app))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert below.seen == []


class Broken(Scene):
    name = "broken"

    def update(self, dt):
        raise ValueError("boom")


def test_an_error_in_a_scene_is_logged_and_shown_not_fatal(home):
    app = App(strict=False, fixed_dt=1 / 30, bot_inline=True)
    try:
        app.push(TitleScene(app))
        app.push(Broken(app))
        app.frame()
        app.frame()
        assert app.running
        assert isinstance(app.top, MessageOverlay)
        assert "boom" in app.top.text
        assert not any(isinstance(s, Broken) for s in app.stack)
        assert "ValueError: boom" in (home / "lairwright.log").read_text()
        assert app.errors == ["ValueError: boom"]
    finally:
        app.shutdown()


def test_strict_mode_raises(app):
    app.push(TitleScene(app))
    app.push(Broken(app))
    with pytest.raises(ValueError):
        app.frame()


def test_f11_toggles_fullscreen_and_is_remembered(app, home):
    assert not app.settings.fullscreen
    app.dispatch(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    )
    assert app.settings.fullscreen
    assert '"fullscreen": true' in (home / "settings.json").read_text()
    app.dispatch(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    )
    assert not app.settings.fullscreen


def test_a_new_scene_shows_hover_under_a_resting_pointer(app):
    from uihelpers import button

    from game.client.scenes.game_select import GameSelectScene

    app.push(TitleScene(app))
    app.pointer = (130, 745)  # where game select's Back button is
    select = app.push(GameSelectScene(app))
    assert button(select, "Back").hover


def test_the_app_sleeps_only_when_nothing_moves_and_nothing_changed(tiny, app):
    from game.client.app import IDLE_AFTER
    from game.client.scenes.table_launch import open_table
    from game.client.scenes.title import TitleScene
    from game.client.session import Session
    from game.saves import SeatInfo

    app.push(TitleScene(app))
    app.frame()
    app.time = app.last_input + IDLE_AFTER + 0.1
    assert app.may_rest() and not app.quiet()  # the first frame showed something new
    app.frame()
    assert not app.quiet()  # the first frame compared with the next goes out whole
    app.frame()
    assert app.quiet()  # a menu nobody touches, drawn the same again
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    app.frame()
    app.frame()
    assert not app.quiet()  # someone is using it
    session = Session(
        "tiny", [SeatInfo("Ann", "human", None, 0), SeatInfo("Cal", "ai", "random", 1)], 3
    )
    open_table(app, session)
    app.frame()
    app.time += 30.0
    app.frame()
    app.frame()
    app.frame()
    assert app.quiet()  # Ann is thinking; nothing on the table moves
    seat = session.state.to_move()[0]
    session.submit(seat, session.state.legal_actions(seat)[0])
    app.time += 30.0
    assert not app.quiet()  # now the bot is to play


def test_asleep_the_app_wakes_for_an_event_and_leaves_it_queued(app):
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    pygame.event.post(event)
    app.sleep_until_event(60.0)  # returns at once: an event is waiting
    assert [e.type for e in pygame.event.get()] == [pygame.KEYDOWN]
    app.sleep_until_event(0.01)  # nothing comes: returns after the limit
    assert app.sleeps == 2


def test_the_first_frame_after_a_sleep_starts_the_clock_afresh(monkeypatch):
    """Asleep for a while, the app is woken by a move: that frame must not carry the time slept
    (a die would not tumble, a '+4' never show)."""
    import threading
    import time

    import pygame

    from game.client import app as app_module
    from game.client.app import FPS, App

    monkeypatch.setattr(app_module, "SLEEP_CHECK", 2.0)
    application = App(strict=True)
    try:
        application.shown_new = False
        application.time, application.last_input = 100.0, 0.0  # long since anyone touched it
        assert application.quiet()
        wake = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
        pygame.event.clear()  # the window's own opening events
        threading.Timer(0.4, lambda: pygame.event.post(wake)).start()
        started = time.perf_counter()
        dt = application.pace()
        assert time.perf_counter() - started >= 0.35  # it did sleep until the event
        assert dt <= 1.5 / FPS
    finally:
        application.shutdown()
