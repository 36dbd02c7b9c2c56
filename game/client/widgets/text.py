"""Text that fits its room, and pictures kept until the text size changes."""

from __future__ import annotations

import functools
import re

import pygame

from game.client import fonts, theme
from game.client.surface_cache import SurfaceCache


def fit_text(
    text: str,
    size: int,
    colour,
    width: int,
    bold: bool = False,
    height: int | None = None,
    floor: int = 8,
) -> pygame.Surface:
    """The text rendered at `size`, or smaller (down to `floor`) until it fits `width` (and
    `height`); still too wide at the floor, it is scaled down rather than cut off. The
    text-size setting can make a fixed label outgrow its room."""
    img = fonts.render(text, size, colour, bold)
    while size > floor and (
        img.get_width() > width or (height is not None and img.get_height() > height)
    ):
        size -= 1
        img = fonts.render(text, size, colour, bold)
    if img.get_width() > width > 0:
        fonts.shown_at(size * width / img.get_width())
        img = pygame.transform.smoothscale_by(img, width / img.get_width())
    return img


def cut_text(text: str, size: int, colour, width: int, bold: bool = False) -> pygame.Surface:
    """The text at `size`, never smaller: cut short with an ellipsis where it would not fit
    `width` (for a label whose whole words are said elsewhere, e.g. in its note)."""
    img = fonts.render(text, size, colour, bold)
    if img.get_width() <= width:
        return img
    for end in range(len(text) - 1, 0, -1):
        img = fonts.render(text[:end].rstrip() + "\u2026", size, colour, bold)
        if img.get_width() <= width:
            return img
    return img


def keep_sums(text: str) -> str:
    """Sums such as "4 + 2" held together with non-breaking spaces, so wrapping never leaves a
    number alone on the next line."""
    return re.sub(r"(\d) \+ (?=\d)", "\\1\u00a0+\u00a0", text)


TABLE_PICTURES: list = []  # caches of pictures that one table draws, emptied when a table closes


def for_one_table(cache):
    """Register `cache` (anything with clear()) as holding one table's pictures: it is emptied
    when the table closes, since the next game's table draws other things and kept pictures of
    every game played would only add up over a session."""
    TABLE_PICTURES.append(cache)
    return cache


def forget_table_pictures() -> None:
    for cache in TABLE_PICTURES:
        cache.clear()


class SizedCache:
    """Surfaces drawn once and kept, keyed on the caller's key AND the text size in use: a
    picture that holds words is drawn afresh after the text size changes. Bounded by a memory
    budget (a SurfaceCache: the least recently used pictures go first)."""

    def __init__(self, budget_mb: float = 24, convert: bool = False):
        self._store = SurfaceCache(budget_mb)
        self.convert = convert  # to the display's format (blits faster; needs a window)

    def get(self, key, make) -> pygame.Surface:
        key = (key, fonts.scale())
        surf = self._store.get(key)
        if surf is None:
            surf = make()
            if self.convert and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._store.put(key, surf)
        return surf

    def __contains__(self, key) -> bool:
        return (key, fonts.scale()) in self._store

    def keeps(self, draw):
        """Decorator: `draw(*args, **kwargs)` makes a picture; each picture is made once per
        arguments (which must be hashable) and kept here."""

        @functools.wraps(draw)
        def kept(*args, **kwargs):
            key = (draw, args, tuple(sorted(kwargs.items())))
            return self.get(key, lambda: draw(*args, **kwargs))

        return kept

    @property
    def used(self) -> int:
        """Bytes of pixels held."""
        return self._store.used

    def clear(self) -> None:
        self._store.clear()


def fit_label(text: str, size: int, colour, width: int, least: int = 10) -> pygame.Surface:
    """A bold label that fits `width`: one line shrunk down to `least`, else its words split
    on two lines of about equal length, else (very narrow room) scaled down: never cut off."""
    for step in range(size, least - 1, -1):
        img = fonts.render(text, step, colour, True)
        if img.get_width() <= width:
            return img
    words = text.split()
    if len(words) > 1:
        cut = min(
            range(1, len(words)),
            key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))),
        )
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
        for step in range(size, least - 1, -1):
            imgs = [fonts.render(line, step, colour, True) for line in lines]
            if max(i.get_width() for i in imgs) <= width:
                gap = imgs[0].get_height() - 2
                surf = pygame.Surface(
                    (max(i.get_width() for i in imgs), gap + imgs[1].get_height()), pygame.SRCALPHA
                )
                for k, img in enumerate(imgs):
                    surf.blit(img, img.get_rect(midtop=(surf.get_width() // 2, k * gap)))
                return surf
    return fit_text(text, least, colour, width, bold=True, floor=least)


def caption_and_details(
    surface, left: int, right: int, y: int, caption: str, details: str, size: int = 14
) -> int:
    """A bold caption at `left` with smaller details right-aligned beside it, or on their own
    line under it (shrunk to fit if need be) when both do not fit between `left` and `right`.
    Returns where the next row may start."""
    cap = fonts.render(caption, size, theme.TEXT_DIM, bold=True)
    surface.blit(cap, (left, y))
    img = fonts.render(details, size - 1, theme.TEXT_DIM)
    if cap.get_width() + 24 + img.get_width() <= right - left - 4:  # keeps clear of the right edge
        surface.blit(img, img.get_rect(topright=(right - 4, y + 1)))
    else:
        y += cap.get_height()
        img = fit_text(details, size - 1, theme.TEXT_DIM, right - left)
        surface.blit(img, (left, y))
    return y + max(size + 8, img.get_height() + 4)
