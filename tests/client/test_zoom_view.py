"""The kit's pan-and-zoom view: world <-> screen, fitting the content, wheel zoom at the pointer,
drag-pan with the middle button or from empty space, and the fit that follows the content."""

from __future__ import annotations

import pygame
import pytest

from game.client.widgets.zoom_view import ZoomView


def ev(kind, **data):
    return pygame.event.Event(kind, **data)


def wheel(y, pos):
    return ev(pygame.MOUSEWHEEL, x=0, y=y, pos=pos)


@pytest.fixture
def view():
    v = ZoomView(pygame.Rect(100, 50, 400, 300), min_scale=10, max_scale=200)
    v.follow((0, 0, 1, 1))
    return v


def test_world_and_screen_points_map_both_ways(view):
    for point in [(0, 0), (3.5, -2.25), (-7, 11)]:
        back = view.to_world(*view.to_screen(*point))
        assert back == pytest.approx(point)
    rect = view.cell_rect(2, -1)
    assert view.cell_at(rect.center) == (2, -1)
    assert rect.w == pytest.approx(view.scale, abs=1)


def test_fitting_shows_the_whole_content_inside_the_rectangle(view):
    view.follow((-3, -2, 5, 4))
    corners = [view.cell_rect(-3, -2), view.cell_rect(4, 3)]
    assert all(view.rect.contains(r) for r in corners)
    assert view.scale == pytest.approx(min(400 / (8 + 1.2), 300 / (6 + 1.2)))


def test_scale_stays_between_its_limits(view):
    view.follow((0, 0, 1000, 1000))
    assert view.scale == 10
    view.margin = 0
    view.follow((0, 0, 1, 1))
    assert view.scale == 200
    for _ in range(30):
        view.zoom_at(view.rect.center, 2)
    assert view.scale == 200


def test_the_wheel_zooms_keeping_the_point_under_the_pointer(view):
    view.follow((0, 0, 8, 6))
    pos = (150, 90)
    before = view.to_world(*pos)
    scale = view.scale
    assert view.handle(wheel(1, pos))
    assert view.scale > scale
    assert view.to_world(*pos) == pytest.approx(before)
    assert not view.auto  # zoomed by hand: the view no longer refits itself
    assert not view.handle(wheel(1, (20, 20)))  # outside the view: not ours


def test_the_middle_button_pans_anywhere(view):
    view.follow((0, 0, 8, 6))
    start = view.to_world(300, 200)
    assert view.handle(ev(pygame.MOUSEBUTTONDOWN, button=2, pos=(300, 200)))
    assert view.handle(ev(pygame.MOUSEMOTION, pos=(340, 180), rel=(40, -20), buttons=(0, 1, 0)))
    assert view.handle(ev(pygame.MOUSEBUTTONUP, button=2, pos=(340, 180)))
    assert view.to_world(340, 180) == pytest.approx(start)  # the point followed the pointer
    assert not view.auto


def test_the_left_button_pans_only_from_empty_space(view):
    view.follow((0, 0, 8, 6))
    centre = view.centre
    full = lambda pos: False  # noqa: E731 - everything under the pointer is a piece
    assert not view.handle(ev(pygame.MOUSEBUTTONDOWN, button=1, pos=(300, 200)), full)
    assert not view.handle(ev(pygame.MOUSEMOTION, pos=(360, 200), rel=(60, 0), buttons=(1, 0, 0)))
    assert view.centre == centre
    assert not view.handle(ev(pygame.MOUSEBUTTONDOWN, button=1, pos=(300, 200)))  # empty by default
    assert not view.handle(ev(pygame.MOUSEMOTION, pos=(302, 200), rel=(2, 0), buttons=(1, 0, 0)))
    assert view.centre == centre  # a small wobble is still a click
    assert view.handle(ev(pygame.MOUSEMOTION, pos=(360, 200), rel=(58, 0), buttons=(1, 0, 0)))
    assert view.centre[0] < centre[0]
    assert view.handle(ev(pygame.MOUSEBUTTONUP, button=1, pos=(360, 200)))


def test_fit_goes_back_to_following_the_content(view):
    view.follow((0, 0, 4, 4))
    view.pan(50, 0)
    view.follow((0, 0, 6, 4))  # the content grew while panned by hand: the view stays put
    assert view.centre != (3, 2)
    view.fit()
    assert view.auto and view.centre == (3, 2)
    view.follow((0, 0, 10, 4))
    assert view.centre == (5, 2)


def test_a_wheel_event_without_a_position_zooms_at_the_last_pointer_seen(view):
    view.follow((0, 0, 8, 6))
    view.handle(ev(pygame.MOUSEMOTION, pos=(150, 90), rel=(0, 0), buttons=(0, 0, 0)))
    before = view.to_world(150, 90)
    assert view.handle(ev(pygame.MOUSEWHEEL, x=0, y=1))
    assert view.to_world(150, 90) == pytest.approx(before)


def test_a_steady_view_keeps_its_place_while_the_content_fits_and_grows_by_steps():
    view = ZoomView(
        pygame.Rect(0, 0, 480, 360), min_scale=10, max_scale=96, steady=True, least_auto=44
    )
    view.follow((-1, -1, 2, 2))
    first = (view.scale, view.centre)
    assert view.scale == pytest.approx(96 * 0.8) and view.shows((-1, -1, 2, 2))
    view.follow((-1, -1, 3, 2))  # one more cell: still in sight, nothing moves
    assert (view.scale, view.centre) == first
    view.follow((-1, -1, 6, 2), hold=True)  # out of sight, but the pointer is over the view
    assert (view.scale, view.centre) == first
    view.follow((-1, -1, 6, 2))  # the pointer left: one step, with room to grow
    assert view.shows((-1, -1, 6, 2)) and view.scale in (96 * 0.8, 96 * 0.8**2, 96 * 0.8**3)
    grown = (view.scale, view.centre)
    view.follow((-1, -1, 7, 2))  # the room left around it: nothing moves
    assert (view.scale, view.centre) == grown
    view.follow((-40, -40, 40, 40))  # far too big: never smaller than least_auto by itself
    assert view.scale >= 44
