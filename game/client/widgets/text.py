"""Text that fits its room, and pictures kept until the text size changes."""
from __future__ import annotations

import pygame

from game.client import fonts


def fit_text(text: str, size: int, colour, width: int, bold: bool = False, height: int | None = None,
             floor: int = 8) -> pygame.Surface:
    """The text rendered at `size`, or smaller (down to `floor`) until it fits `width` (and
    `height`); still too wide at the floor, it is scaled down rather than cut off. The
    text-size setting can make a fixed label outgrow its room."""
    img = fonts.render(text, size, colour, bold)
    while size > floor and (img.get_width() > width or (height is not None and img.get_height() > height)):
        size -= 1
        img = fonts.render(text, size, colour, bold)
    if img.get_width() > width > 0:
        img = pygame.transform.smoothscale_by(img, width / img.get_width())
    return img


class SizedCache:
    """Surfaces drawn once and kept, keyed on the caller's key AND the text size in use: a
    picture that holds words is drawn afresh after the text size changes. Bounded: it is
    emptied when it holds more than `limit` pictures."""

    def __init__(self, limit: int = 600, convert: bool = False):
        self._store: dict = {}
        self.limit = limit
        self.convert = convert  # to the display's format (blits faster; needs a window)

    def get(self, key, make) -> pygame.Surface:
        key = (key, fonts.scale())
        surf = self._store.get(key)
        if surf is None:
            if len(self._store) > self.limit:
                self._store.clear()
            surf = make()
            if self.convert and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._store[key] = surf
        return surf

    def __contains__(self, key) -> bool:
        return (key, fonts.scale()) in self._store

    def clear(self) -> None:
        self._store.clear()
