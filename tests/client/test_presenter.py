"""Presenting only the bands of the canvas that changed."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.presenter import BAND_ROWS, Presenter, changed_bands


def canvas_and_window(size=(320, 200)):
    window = pygame.display.set_mode(size)
    canvas = pygame.Surface((320, 200)).convert()
    canvas.fill((10, 20, 30))
    return canvas, window


def test_changed_bands_cover_exactly_the_rows_that_differ(app):
    canvas, _ = canvas_and_window()
    before = canvas.get_buffer().raw
    canvas.set_at((5, 3), (200, 0, 0))  # band 0
    canvas.fill((0, 200, 0), pygame.Rect(100, BAND_ROWS + 2, 10, BAND_ROWS))  # bands 1 and 2
    canvas.set_at((319, 199), (0, 0, 200))  # the last band
    rects = changed_bands(canvas.get_buffer().raw, before, canvas.get_pitch(), canvas.get_size())
    assert rects == [pygame.Rect(0, 0, 320, 3 * BAND_ROWS), pygame.Rect(0, 192, 320, 8)]


def test_a_frame_like_the_last_sends_nothing_and_a_change_reaches_the_window(app):
    canvas, window = canvas_and_window()
    presenter = Presenter()
    assert presenter.present(canvas, window, (1.0, 0, 0))  # the first frame goes out whole
    assert window.get_at((50, 50))[:3] == (10, 20, 30)
    assert not presenter.present(canvas, window, (1.0, 0, 0))
    canvas.fill((90, 80, 70), pygame.Rect(40, 100, 30, 30))
    assert presenter.present(canvas, window, (1.0, 0, 0))
    assert window.get_at((50, 110))[:3] == (90, 80, 70)
    presenter.invalidate()  # e.g. the window was uncovered
    window.fill((0, 0, 0))
    assert presenter.present(canvas, window, (1.0, 0, 0))
    assert window.get_at((5, 5))[:3] == (10, 20, 30)


def test_a_letterboxed_window_gets_the_whole_scaled_frame(app):
    canvas, window = canvas_and_window((640, 300))
    presenter = Presenter()
    assert presenter.present(canvas, window, (1.5, 80, 0))
    assert window.get_at((10, 150))[:3] == theme.BG_DEEP  # the bar beside the canvas
    assert window.get_at((320, 150))[:3] == (10, 20, 30)


def test_in_use_every_frame_goes_out_whole_and_counts_as_new(app):
    canvas, window = canvas_and_window()
    presenter = Presenter()
    assert presenter.present(canvas, window, (1.0, 0, 0), compare=False)
    assert presenter.present(canvas, window, (1.0, 0, 0), compare=False)  # not compared: new
    assert window.get_at((50, 50))[:3] == (10, 20, 30)
    assert presenter.present(canvas, window, (1.0, 0, 0))  # nothing kept to compare with yet
    assert not presenter.present(canvas, window, (1.0, 0, 0))


def test_a_frame_drawn_straight_into_the_window_is_presented_without_a_copy(app):
    window = pygame.display.set_mode((320, 200))
    presenter = Presenter()
    window.fill((30, 40, 50))
    assert presenter.present(window, window, (1.0, 0, 0))
    assert not presenter.present(window, window, (1.0, 0, 0))
    window.fill((200, 10, 10), pygame.Rect(0, 100, 20, 20))
    assert presenter.present(window, window, (1.0, 0, 0))
    assert window.get_at((5, 105))[:3] == (200, 10, 10)


def test_the_app_draws_into_a_canvas_sized_window_and_offscreen_into_any_other(app):
    from game.client.scenes.title import TitleScene

    app.push(TitleScene(app))
    app.frame()
    assert (
        app.canvas is app.window and app._offscreen is None
    )  # 1280x800: nothing to copy, no 4 MB kept
    app.window = pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.frame()
    assert app.canvas is not app.window and app.canvas.get_size() == theme.CANVAS_SIZE


def test_comparing_frames_keeps_one_copy_of_the_canvas_made_once(app):
    # Not measured with tracemalloc: with it on, Python 3.11 crashes when the audio thread calls
    # into Python (pygame's callback for a sound that ends), which killed the suite now and then.
    window = pygame.display.set_mode((640, 400))
    canvas = pygame.Surface((640, 400)).convert()  # 1 MB of pixels
    presenter = Presenter()
    presenter.present(canvas, window, (1.0, 0, 0))  # its copy is made here
    kept = presenter._last
    assert kept is not None and len(kept) == canvas.get_pitch() * canvas.get_height()
    for shade in range(1, 10):
        canvas.fill((shade, 0, 0), pygame.Rect(0, 0, 20, 20))
        assert presenter.present(canvas, window, (1.0, 0, 0))
        assert not presenter.present(canvas, window, (1.0, 0, 0))
        presenter.invalidate()
        assert presenter.present(canvas, window, (1.0, 0, 0))  # whole, since the window is unknown
        assert presenter._last is kept  # the same buffer, never a new one
