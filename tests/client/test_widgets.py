"""Small widgets: dice, floating points, icons, sprites, buttons and steppers."""

from __future__ import annotations

import logging

import pygame

from game.client import icons, theme
from game.client.widgets.button import Button, Stepper
from game.client.widgets.dice import Die
from game.client.widgets.floating import FloatingTexts
from game.client.widgets.sprites import draw_card, draw_tile


def test_die_tumbles_then_settles_on_the_rolled_value(app):
    die = Die((10, 10, 60, 60), value=1, seed=3)
    die.roll_to(5)
    faces = set()
    for _ in range(10):
        die.update(0.05)
        faces.add(die.shown)
        die.draw(app.canvas)
    assert not die.settled and len(faces) > 1  # visibly rolling
    die.update(1.0)
    assert die.settled and die.shown == 5


def test_die_with_animation_off_shows_the_value_at_once(app):
    die = Die((10, 10, 60, 60), sides=10, value=1)
    die.speed = 0.0
    die.roll_to(9)
    assert die.settled and die.shown == 9
    die.draw(app.canvas)


def test_floating_points_rise_and_expire(app):
    floats = FloatingTexts()
    floats.add("+3", (100, 100))
    floats.update(0.5)
    floats.draw(app.canvas)
    assert len(floats.items) == 1
    floats.update(1.0)
    assert floats.items == []


def test_a_missing_icon_is_logged_once_and_drawn_as_a_letter_badge(app, caplog):
    with caplog.at_level(logging.WARNING, logger="lairwright"):
        badge = icons.icon("no-such-icon-anywhere", 32, (255, 0, 0))
        icons.icon("no-such-icon-anywhere", 40, (255, 0, 0))
    assert badge.get_size() == (32, 32)
    assert sum("no-such-icon-anywhere" in r.message for r in caplog.records) == 1
    assert any(badge.get_at((x, 16)).a > 0 for x in range(32))


def test_a_bundled_icon_is_rasterised_at_the_size_asked(app):
    name = next(p.stem for p in icons.ICON_DIR.glob("*.svg"))
    img = icons.icon(name, 48, (10, 200, 10))
    assert img.get_size() == (48, 48)
    opaque = [
        img.get_at((x, y)) for x in range(48) for y in range(48) if img.get_at((x, y)).a > 200
    ]
    assert opaque and all(c.g > c.r for c in opaque)  # tinted to the ink asked for


def test_tiles_and_cards_draw(app):
    draw_tile(
        app.canvas,
        (10, 10, 80, 80),
        theme.WOOD,
        icon="chest",
        letter="C",
        rotation=1,
        selected=True,
        label="Chest",
    )
    draw_card(
        app.canvas,
        (100, 10, 90, 130),
        (120, 40, 40),
        title="Goblin",
        icon="goblin-head",
        letter="5",
        lines=["3 coins"],
    )
    draw_card(app.canvas, (200, 10, 90, 130), (120, 40, 40), face_up=False)
    assert app.canvas.get_at((50, 12)) != app.canvas.get_at((500, 500))


def test_button_clicks_only_when_released_over_it_and_not_when_disabled():
    clicks = []
    button = Button((0, 0, 100, 40), "Go", lambda: clicks.append(1))
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)
    button.handle(down)
    button.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 10), button=1))
    assert clicks == []
    button.handle(down)
    button.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(20, 20), button=1))
    assert clicks == [1]
    button.enabled = False
    button.handle(down)
    button.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(20, 20), button=1))
    assert clicks == [1]


def test_stepper_steps_with_arrows_clicks_and_wheel():
    seen = []
    stepper = Stepper((0, 0, 200, 40), ["a", "b", "c"], 0, seen.append)
    stepper.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(195, 20), button=1))
    assert stepper.value == "b"
    stepper.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 20), button=1))
    assert stepper.value == "a"
    stepper.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 20), rel=(0, 0), buttons=(0, 0, 0))
    )
    stepper.handle(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    )
    assert stepper.value == "c"
    assert seen == ["b", "a", "c"]


def test_the_icons_the_frame_draws_are_bundled():
    for name in ("anticlockwise-rotation", "hamburger-menu"):  # Undo and Menu on every table
        assert icons.exists(name), name


def test_an_ordered_stepper_stops_at_its_ends_and_hides_that_arrow(app):
    from game.client.widgets.button import Stepper

    seen = []
    stepper = Stepper((0, 0, 200, 40), [0, 50, 100], 0, seen.append, wrap=False)
    stepper.step(-1)
    assert stepper.value == 0 and seen == []  # '<' at the quietest does not jump to the loudest
    assert not stepper.can_step(-1) and stepper.can_step(1)
    stepper.step(1)
    stepper.step(1)
    stepper.step(1)
    assert stepper.value == 100 and seen == [50, 100]
    cycling = Stepper((0, 0, 200, 40), ["a", "b"], 0, seen.append)
    cycling.step(-1)
    assert cycling.value == "b"  # choices without an order still go round


def test_volume_and_player_count_steppers_do_not_wrap(tiny, app):
    from game.client.scenes.settings_scene import SettingsScene
    from game.client.scenes.setup import SetupScene

    settings = app.push(SettingsScene(app))
    volume = settings.widgets[4]
    while volume.index > 0:
        volume.step(-1)
    volume.step(-1)
    assert app.settings.volume == 0
    setup = app.push(SetupScene(app, "tiny"))
    counter = setup.widgets[0]
    assert counter.wrap is False


def test_a_coin_tumbles_through_both_faces_and_lands_on_the_toss(app):
    coin = Die(
        (10, 10, 24, 24),
        sides=2,
        faces=("H", "T"),
        face_colours=((220, 180, 60), (170, 170, 176)),
        round_=True,
        seed=1,
    )
    coin.roll_to(2)
    seen = set()
    for _ in range(12):
        coin.update(0.06)
        seen.add(coin.shown)
        coin.draw(app.canvas)
    assert seen == {1, 2} and not coin.settled
    coin.update(1.0)
    coin.draw(app.canvas)
    assert coin.settled and coin.shown == 2
    assert app.canvas.get_at((14, 22))[:3] == (
        170,
        170,
        176,
    )  # the tails colour (its T in the middle)


def test_a_tooltip_goes_where_it_covers_no_button_and_never_the_cursor():
    from game.client.widgets.tooltip import place

    bounds = pygame.Rect(0, 0, 1280, 800)
    cursor, size = (460, 150), (360, 130)
    plain = place(bounds, size, cursor)
    assert plain.topleft == (478, 170)  # below right of the cursor, as before
    button = pygame.Rect(776, 166, 148, 38)
    assert plain.colliderect(button)
    box = place(bounds, size, cursor, avoid=[button])
    assert not box.colliderect(button) and not box.collidepoint(cursor)
    assert bounds.contains(box)
    # nowhere free of the button: still beside the cursor rather than over it
    boxed_in = place(bounds, size, cursor, avoid=[bounds])
    assert not boxed_in.collidepoint(cursor)


def test_a_tooltip_keeps_clear_of_the_window_edge():
    from game.client.widgets.tooltip import EDGE_GAP, draw_tooltip

    surface = pygame.Surface((1280, 800))
    draw_tooltip(
        surface,
        "Ann: 22 points. Gold 6, goal 15, stars 1; 0 from challenges, blueprint, entrance, exit.",
        (1100, 140),
    )
    right = [surface.get_at((x, y))[:3] for x in range(1280 - EDGE_GAP, 1280) for y in range(800)]
    assert set(right) == {(0, 0, 0)}
    assert any(surface.get_at((1280 - EDGE_GAP - 1, y))[:3] != (0, 0, 0) for y in range(800))


def test_among_spots_that_all_cover_a_button_a_tooltip_takes_the_one_covering_least():
    from game.client.widgets.tooltip import place

    bounds = pygame.Rect(0, 0, 1280, 800)
    cursor, size = (600, 400), (200, 60)
    avoid = [
        pygame.Rect(610, 410, 300, 100),  # below right: covered a lot
        pygame.Rect(610, 320, 300, 70),  # above right: a lot
        pygame.Rect(380, 330, 200, 60),  # above left: a lot
        pygame.Rect(380, 470, 30, 10),
    ]  # below left: a sliver
    assert place(bounds, size, cursor, avoid=avoid).topleft == (382, 420)  # below left


def test_a_tooltip_given_as_a_function_is_worded_only_when_it_shows(app):
    from game.client.widgets.tooltip import Tooltips

    asked = []

    def note(name):
        def say():
            asked.append(name)
            return "" if name == "empty" else f"The {name} cell."

        return say

    tips, surface = Tooltips(), pygame.Surface((400, 300))
    tips.add((0, 0, 100, 100), "Under everything.")
    for k, name in enumerate(("first", "second", "empty")):
        tips.add((100 * k, 0, 100, 100), note(name))
    tips.draw(surface)  # no pointer yet: nothing is worded
    tips.pos = (150, 50)
    tips.draw(surface)
    assert asked == ["second"]
    assert any(surface.get_at((x, 80))[:3] != (0, 0, 0) for x in range(150, 400))
    tips.pos, asked[:] = (250, 50), []
    tips.draw(surface)  # an empty note shows nothing: the next area under the pointer is asked
    assert asked == ["empty"]
