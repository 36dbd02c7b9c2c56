"""Texture sheets for floors drawn procedurally: a large square of rock speckle or of scattered
pebbles, drawn once per colour and size. A tile's floor copies a window of a sheet, so a new tile
costs one blit instead of dozens of small shapes. The colours and sizes are the caller's."""
from __future__ import annotations

import random

import pygame

from game.client import theme
from game.client.widgets.text import for_one_table

SHEET = 3  # a sheet is SHEET x SHEET tiles; each floor shows a window of one
SHEET_REF = 96  # the tile size sheets are drawn at; other sizes scale it
_sheets: dict[tuple, pygame.Surface] = for_one_table({})


def sheet(kind: str, colour, size: int) -> pygame.Surface:
    """The "rock" (opaque speckle) or "pebbles" (worn stones, see-through) sheet of `colour` for
    tiles of `size`: drawn once at SHEET_REF and scaled for other sizes."""
    key = (kind, tuple(colour), size)
    found = _sheets.get(key)
    if found is None:
        if size == SHEET_REF:
            found = _draw_sheet(kind, tuple(colour))
        else:
            span = size * SHEET
            found = pygame.transform.smoothscale(sheet(kind, colour, SHEET_REF), (span, span))
        _sheets[key] = found
    return found


def window(rng: random.Random, size: int) -> pygame.Rect:
    """A tile-sized window somewhere on a sheet for tiles of `size`."""
    limit = size * (SHEET - 1)
    return pygame.Rect(rng.randrange(limit), rng.randrange(limit), size, size)


def _draw_sheet(kind: str, colour) -> pygame.Surface:
    rng = random.Random(f"{kind}{colour}")
    size = SHEET_REF
    span = size * SHEET
    if kind == "rock":
        surf = pygame.Surface((span, span))
        surf.fill(colour)
        for _ in range(SHEET * SHEET * (size // 2)):
            shade = rng.randint(-12, 12)
            speck = tuple(max(0, min(255, c + shade)) for c in colour)
            pygame.draw.circle(surf, speck, (rng.randrange(span), rng.randrange(span)), rng.randint(1, size // 22))
        return surf
    surf = pygame.Surface((span, span), pygame.SRCALPHA)
    for _ in range(SHEET * SHEET * (size // 3)):
        tint = (0, 0, 0) if rng.random() < 0.6 else (255, 255, 255)
        stone = theme.mix(colour, tint, rng.uniform(0.06, 0.16))
        pygame.draw.ellipse(surf, (*stone, 255), (rng.randrange(span), rng.randrange(span),
                                                  rng.randint(2, size // 18), rng.randint(2, size // 22)))
    return surf
