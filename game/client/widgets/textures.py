"""Floors of square tiles drawn procedurally. Texture sheets: a large square of rock speckle or of
scattered pebbles, drawn once per colour and size; a tile's floor copies a window of a sheet, so a
new tile costs one blit instead of dozens of small shapes. Pathways: corridors from a tile's centre
to the edges a mask names (N, E, S, W bits 1, 2, 4, 8), and patterns laid on their floor only.
The colours and sizes are the caller's."""

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
            pygame.draw.circle(
                surf, speck, (rng.randrange(span), rng.randrange(span)), rng.randint(1, size // 22)
            )
        return surf
    surf = pygame.Surface((span, span), pygame.SRCALPHA)
    for _ in range(SHEET * SHEET * (size // 3)):
        tint = (0, 0, 0) if rng.random() < 0.6 else (255, 255, 255)
        stone = theme.mix(colour, tint, rng.uniform(0.06, 0.16))
        pygame.draw.ellipse(
            surf,
            (*stone, 255),
            (
                rng.randrange(span),
                rng.randrange(span),
                rng.randint(2, size // 18),
                rng.randint(2, size // 22),
            ),
        )
    return surf


def cracked_rock(surf: pygame.Surface, rng: random.Random, colour, size: int) -> None:
    """Rock of `colour` over the whole tile (a window of its sheet) with a few hairline cracks."""
    surf.blit(sheet("rock", colour, size), (0, 0), window(rng, size))
    for _ in range(3):
        x, y = rng.randrange(size), rng.randrange(size)
        points = [(x, y)]
        for _ in range(3):
            x += rng.randint(-size // 6, size // 6)
            y += rng.randint(-size // 6, size // 6)
            points.append((x, y))
        pygame.draw.lines(surf, theme.mix(colour, (0, 0, 0), 0.35), False, points, 1)


def arms(mask: int, size: int, width: int) -> list[pygame.Rect]:
    """Rectangles `width` wide from the centre to each edge that has a pathway."""
    near, far = round(size / 2 - width / 2), round(size / 2 + width / 2)
    spans = {
        1: (near, 0, width, far),
        2: (near, near, size - near, width),
        4: (near, near, width, size - near),
        8: (0, near, far, width),
    }
    return [pygame.Rect(span) for bit, span in spans.items() if mask & bit]


def corridors(surf, mask: int, width: int, edge, floor, hub: int) -> None:
    """Edged corridors meeting at a round hub of radius `hub`: edging first, then the floor over
    it (darker towards the walls), so joints stay clean."""
    size = surf.get_width()
    c, rects = size // 2, arms(mask, size, width)
    shade = theme.mix(floor, (0, 0, 0), 0.22)
    for ink, grow in ((edge, max(2, size // 28)), (shade, 0), (floor, -max(1, size // 40))):
        for rect in rects:  # each grows sideways only: its open end stays on the tile edge
            pygame.draw.rect(
                surf,
                ink,
                rect.inflate(2 * grow, 0)
                if rect.width < rect.height
                else rect.inflate(0, 2 * grow),
            )
        pygame.draw.circle(surf, ink, (c, c), hub + grow)


def on_floor(surf, layer, mask: int, width: int, hub: int) -> None:
    """Blit `layer` onto `surf` only where the corridors (`width` wide) and their hub are."""
    size = surf.get_width()
    clip = pygame.Surface((size, size), pygame.SRCALPHA)
    for rect in arms(mask, size, width):
        pygame.draw.rect(clip, (255, 255, 255, 255), rect)
    pygame.draw.circle(clip, (255, 255, 255, 255), (size // 2, size // 2), hub)
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(layer, (0, 0))
