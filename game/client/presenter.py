"""Puts the drawn canvas on the window: the whole frame, or only the bands that changed.

While the app is in use every frame is presented whole: copying the canvas and flipping costs
less than finding what changed (measured in a real window on X11 with the native framebuffer,
see docs/client.md). When the app may go to sleep (App.may_rest) the canvas is compared with
the one presented last, in bands of BAND_ROWS rows (a bytes comparison, which is a memcmp): only
the bands that differ are copied and updated, adjacent ones merged into one rectangle, and a
frame like the last sends nothing, which tells the app the screen stands still. A letterboxed
window (the canvas scaled into it) gets the whole scaled frame whenever anything changed; so
does a window that was just opened, resized or uncovered (`invalidate`).
"""

from __future__ import annotations

import pygame

from game.client import theme

BAND_ROWS = 16


class Presenter:
    def __init__(self):
        # The canvas as last presented, kept in one buffer made once (a fresh 4 MB copy each
        # frame would be mapped from the system and handed back every time: docs/client.md,
        # memory). `_known` says whether it holds the window's contents (False: present all).
        self._last: bytearray | None = None
        self._known = False
        self._scaled: pygame.Surface | None = None

    def invalidate(self) -> None:
        """The window's contents are unknown (new, resized, uncovered): present all next time."""
        self._known = False

    def present(
        self,
        canvas: pygame.Surface,
        window: pygame.Surface,
        letterbox: tuple[float, int, int],
        compare: bool = True,
    ) -> bool:
        """Show `canvas` in `window`. With `compare`, send only what changed since the last
        compared frame and return whether anything did; without, send it all (returns True)."""
        if not compare:
            self._known = False
            self._present_whole(canvas, window, letterbox)
            return True
        scaled = letterbox[1:] != (0, 0) or window.get_size() != canvas.get_size()
        with memoryview(canvas.get_buffer()) as pixels:  # the canvas is locked until released
            last = self._last
            known = self._known and last is not None and len(last) == len(pixels)
            if known and last == pixels:  # a memcmp, with no copy
                return False
            rects = (
                None
                if scaled or not known
                else changed_bands(pixels, last, canvas.get_pitch(), canvas.get_size())
            )
            if last is None or len(last) != len(pixels):
                last = self._last = bytearray(len(pixels))
            memoryview(last)[:] = pixels  # a bytearray's [:] would copy twice
        self._known = True
        if rects is None:
            self._present_whole(canvas, window, letterbox)
        else:
            if canvas is not window:
                for rect in rects:
                    window.blit(canvas, rect, rect)
            pygame.display.update(rects)
        return True

    def _present_whole(self, canvas, window, letterbox: tuple[float, int, int]) -> None:
        scale, ox, oy = letterbox
        if (ox, oy) == (0, 0) and window.get_size() == canvas.get_size():
            if canvas is not window:  # the app draws straight into a window of the canvas's size
                window.blit(canvas, (0, 0))
            pygame.display.flip()
            return
        window.fill(theme.BG_DEEP)
        size = (
            max(1, round(canvas.get_width() * scale)),
            max(1, round(canvas.get_height() * scale)),
        )
        if self._scaled is None or self._scaled.get_size() != size:
            self._scaled = pygame.Surface(size)
        pygame.transform.smoothscale(canvas, size, self._scaled)
        window.blit(self._scaled, (ox, oy))
        pygame.display.flip()


def changed_bands(
    pixels, last: bytes | bytearray, pitch: int, size: tuple[int, int]
) -> list[pygame.Rect]:
    """Full-width rectangles covering the bands of rows where `pixels` (any bytes-like object,
    e.g. a memoryview of the canvas) and `last` differ."""
    width, height = size
    step = BAND_ROWS * pitch
    pixels = memoryview(pixels)
    rects: list[pygame.Rect] = []
    for start in range(0, height * pitch, step):
        if last.startswith(
            pixels[start : start + step], start
        ):  # a memcmp in place: nothing copied
            continue
        top = start // pitch
        rows = min(BAND_ROWS, height - top)
        if rects and rects[-1].bottom == top:
            rects[-1].height += rows
        else:
            rects.append(pygame.Rect(0, top, width, rows))
    return rects
