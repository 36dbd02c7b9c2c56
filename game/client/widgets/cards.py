"""Pieces every card game draws: a patterned card back, a veil over a card that cannot be
played, and the squeeze of a card turning over. Pictures are kept in one bounded cache."""

from __future__ import annotations

import pygame

from game.client import fonts, icons, theme
from game.client.widgets.text import SizedCache, for_one_table

CACHE = for_one_table(
    SizedCache(budget_mb=6, convert=True)
)  # a Raiders frame uses at most 0.8 MB of it


def corner_radius(width: int) -> int:
    return max(4, width // 9)


def card_back(size: tuple[int, int], fill, mark=None) -> pygame.Surface:
    """A face-down card: a lattice of diamonds inside a gold-tinted frame, a medallion in the
    middle holding an icon named `mark`, or `mark(surface, centre, size, ink)` drawn (default: a
    question mark)."""
    return CACHE.get(("back", size, tuple(fill), mark), lambda: _card_back(size, fill, mark))


def _card_back(size, fill, mark):
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rad = corner_radius(w)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=rad)
    inner = surf.get_rect().inflate(-max(6, w // 8), -max(6, w // 8))
    edge = theme.mix(fill, theme.GOLD, 0.45)
    pygame.draw.rect(surf, edge, inner, max(1, w // 40), border_radius=rad)
    step, line = max(8, w // 5), (*theme.mix(fill, theme.GOLD, 0.22), 255)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    for k in range(-h, w + h, step):
        pygame.draw.line(layer, line, (k, 0), (k + h, h))
        pygame.draw.line(layer, line, (k + h, 0), (k, h))
    clip = pygame.Surface(size, pygame.SRCALPHA)  # the lattice stays inside the frame
    pygame.draw.rect(clip, (255, 255, 255, 255), inner.inflate(-4, -4), border_radius=rad)
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(layer, (0, 0))
    medal, centre = min(w, h) // 3, (w // 2, h // 2)
    pygame.draw.circle(surf, fill, centre, medal // 2 + 4)
    pygame.draw.circle(surf, edge, centre, medal // 2 + 4, max(1, w // 40))
    ink = theme.mix(edge, (255, 255, 255), 0.2)
    if mark is None:
        img = fonts.render("?", int(medal * 0.9), ink, bold=True)
        surf.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
    elif isinstance(mark, str):
        img = icons.icon(mark, medal, ink)
        surf.blit(img, img.get_rect(center=centre))
    else:
        mark(surf, centre, medal, ink)
    pygame.draw.rect(surf, (30, 20, 16), surf.get_rect(), 2, border_radius=rad)
    return surf


def value_pips(surface, value: int, center, r: int, colour) -> None:
    """A card's value as dots in a row, centred on `center`: a second signal besides the numeral."""
    gap = r * 3
    x0 = center[0] - gap * (value - 1) / 2
    for i in range(value):
        pygame.draw.circle(surface, colour, (round(x0 + i * gap), center[1]), r)


def veil(
    size: tuple[int, int], alpha: int = 150, colour=(16, 12, 10), radius: int = 9
) -> pygame.Surface:
    """A dark rounded veil over a card that cannot be played now (or of another `colour`: a
    stone-grey one over a piece turned to stone)."""

    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=radius)
        return surf

    return CACHE.get(("veil", size, alpha, tuple(colour), radius), make)


def squeezed(surf: pygame.Surface, scale_x: float) -> pygame.Surface:
    """A card squeezed horizontally: the middle of its turning over."""
    w, h = surf.get_size()
    return pygame.transform.smoothscale(surf, (max(1, round(w * scale_x)), h))


def turning_card(
    surface, rect, back: pygame.Surface, face: pygame.Surface, turn: tuple[bool, float]
) -> None:
    """A card turning over in place, centred on `rect`: `turn` is (face shown, horizontal
    scale), as widgets.timeline.turn_over gives it."""
    shown, scale = turn
    img = face if shown else back
    if scale < 1:
        img = squeezed(img, scale)
    surface.blit(img, img.get_rect(center=pygame.Rect(rect).center))


def dashed_rect(
    surface, rect: pygame.Rect, colour, dash: int = 10, width: int = 2, inset: int = 6
) -> None:
    """The outline of an empty place to put something, drawn in dashes."""
    r = pygame.Rect(rect)
    for x in range(r.left + inset, r.right - inset, dash * 2):
        end = min(x + dash, r.right - inset)
        pygame.draw.line(surface, colour, (x, r.top), (end, r.top), width)
        pygame.draw.line(surface, colour, (x, r.bottom - 1), (end, r.bottom - 1), width)
    for y in range(r.top + inset, r.bottom - inset, dash * 2):
        end = min(y + dash, r.bottom - inset)
        pygame.draw.line(surface, colour, (r.left, y), (r.left, end), width)
        pygame.draw.line(surface, colour, (r.right - 1, y), (r.right - 1, end), width)


def drop_place(surface, rect, lines: list[str], colour, size: int = 15) -> None:
    """An empty place to drop something: a dashed outline and a few words in it, the first bold."""
    rect = pygame.Rect(rect)
    dashed_rect(surface, rect, colour)
    step = size + 3
    for i, line in enumerate(lines):
        img = fonts.render(line, size, colour, i == 0)
        surface.blit(
            img,
            img.get_rect(
                center=(rect.centerx, rect.centery + (2 * i + 1 - len(lines)) * step // 2)
            ),
        )
