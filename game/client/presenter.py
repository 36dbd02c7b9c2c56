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
        # The canvas as last presented (None: present it all), and a buffer of the same size
        # for the next frame's copy. Both are kept: a fresh 4 MB copy each frame would be
        # mapped from the system and handed back every time (docs/client.md, memory).
        self._last: bytearray | None = None
        self._spare: bytearray | None = None
        self._scaled: pygame.Surface | None = None

    def invalidate(self) -> None:
        """The window's contents are unknown (new, resized, uncovered): present all next time."""
        self._forget()

    def _forget(self) -> None:
        """Compare the next frame with nothing (it is presented whole); its buffer is kept."""
        if self._last is not None:
            self._spare, self._last = self._last, None

    def present(self, canvas: pygame.Surface, window: pygame.Surface,
                letterbox: tuple[float, int, int], compare: bool = True) -> bool:
        """Show `canvas` in `window`. With `compare`, send only what changed since the last
        compared frame and return whether anything did; without, send it all (returns True)."""
        if not compare:
            self._forget()
            self._present_whole(canvas, window, letterbox)
            return True
        pixels = self._copy(canvas)
        last, self._last = self._last, pixels
        self._spare = last
        if last is not None and pixels == last:
            return False
        scaled = letterbox[1:] != (0, 0) or window.get_size() != canvas.get_size()
        if scaled or last is None or len(last) != len(pixels):
            self._present_whole(canvas, window, letterbox)
        else:
            rects = changed_bands(pixels, last, canvas.get_pitch(), canvas.get_size())
            if canvas is not window:
                for rect in rects:
                    window.blit(canvas, rect, rect)
            pygame.display.update(rects)
        return True

    def _copy(self, canvas: pygame.Surface) -> bytearray:
        """The canvas's pixels, copied into the spare buffer (made when the size changes)."""
        size = canvas.get_pitch() * canvas.get_height()
        if self._spare is None or len(self._spare) != size:
            self._spare = bytearray(size)
        memoryview(self._spare)[:] = canvas.get_buffer()  # a bytearray's [:] would copy twice
        return self._spare

    def _present_whole(self, canvas, window, letterbox: tuple[float, int, int]) -> None:
        scale, ox, oy = letterbox
        if (ox, oy) == (0, 0) and window.get_size() == canvas.get_size():
            if canvas is not window:  # the app draws straight into a window of the canvas's size
                window.blit(canvas, (0, 0))
            pygame.display.flip()
            return
        window.fill(theme.BG_DEEP)
        size = (max(1, round(canvas.get_width() * scale)), max(1, round(canvas.get_height() * scale)))
        if self._scaled is None or self._scaled.get_size() != size:
            self._scaled = pygame.Surface(size)
        pygame.transform.smoothscale(canvas, size, self._scaled)
        window.blit(self._scaled, (ox, oy))
        pygame.display.flip()


def changed_bands(pixels: bytes | bytearray, last: bytes | bytearray, pitch: int, size: tuple[int, int]) -> list[pygame.Rect]:
    """Full-width rectangles covering the bands of rows where `pixels` and `last` differ."""
    width, height = size
    step = BAND_ROWS * pitch
    rects: list[pygame.Rect] = []
    for start in range(0, height * pitch, step):
        if pixels[start:start + step] == last[start:start + step]:
            continue
        top = start // pitch
        rows = min(BAND_ROWS, height - top)
        if rects and rects[-1].bottom == top:
            rects[-1].height += rows
        else:
            rects.append(pygame.Rect(0, top, width, rows))
    return rects
