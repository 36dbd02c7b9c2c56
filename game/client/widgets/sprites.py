"""Card and tile sprites: a coloured face with an icon and a letter (colour is never the only
signal), a notch showing rotation, and hover / selected / disabled states."""

from __future__ import annotations

import pygame

from game.client import fonts, icons, theme
from game.client.widgets.draw import shadow


def _notch(surface, rect, rotation: int, colour):
    """A small triangle on the edge that is 'up' for this rotation (quarter turns clockwise)."""
    cx, cy = rect.center
    s = max(4, rect.width // 14)
    points = {
        0: [(cx - s, rect.top + 2), (cx + s, rect.top + 2), (cx, rect.top + 2 + s)],
        1: [(rect.right - 3, cy - s), (rect.right - 3, cy + s), (rect.right - 3 - s, cy)],
        2: [(cx - s, rect.bottom - 3), (cx + s, rect.bottom - 3), (cx, rect.bottom - 3 - s)],
        3: [(rect.left + 2, cy - s), (rect.left + 2, cy + s), (rect.left + 2 + s, cy)],
    }[rotation % 4]
    pygame.draw.polygon(surface, colour, points)


def draw_tile(
    surface,
    rect,
    fill,
    *,
    icon: str | None = None,
    letter: str | None = None,
    rotation: int | None = None,
    selected: bool = False,
    hover: bool = False,
    disabled: bool = False,
    label: str | None = None,
):
    """A square tile. `letter` goes in the top-left corner; `label` under the icon."""
    rect = pygame.Rect(rect)
    radius = max(3, rect.width // 12)
    if disabled:
        fill = theme.mix(fill, theme.BG, 0.55)
    shadow(surface, rect, radius, offset=3 if not selected else 6)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    inner = rect.inflate(-rect.width // 10, -rect.height // 10)
    pygame.draw.rect(surface, theme.mix(fill, (255, 255, 255), 0.1), inner, 1, border_radius=radius)
    ink = theme.readable_on(fill)
    if icon:
        size = int(rect.width * (0.5 if label else 0.6))
        img = icons.icon(icon, size, ink)
        cy = rect.centery - (rect.height // 10 if label else 0)
        surface.blit(img, img.get_rect(center=(rect.centerx, cy)))
    if letter:
        img = fonts.render(letter, max(10, rect.width // 5), ink, bold=True)
        surface.blit(img, (rect.left + 5, rect.top + 3))
    if label:
        img = fonts.render(label, max(10, rect.width // 7), ink)
        surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))
    if rotation is not None:
        _notch(surface, rect, rotation, theme.mix(ink, fill, 0.3))
    edge = theme.ACCENT if selected else theme.GOLD if hover else theme.mix(fill, (0, 0, 0), 0.5)
    pygame.draw.rect(surface, edge, rect, 3 if (selected or hover) else 2, border_radius=radius)


def draw_card(
    surface,
    rect,
    fill,
    *,
    title: str = "",
    icon: str | None = None,
    letter: str | None = None,
    lines: list[str] | None = None,
    face_up: bool = True,
    selected: bool = False,
    hover: bool = False,
    disabled: bool = False,
):
    """An upright card: title band, icon, letter in the corner, a few short lines of text."""
    rect = pygame.Rect(rect)
    radius = max(4, rect.width // 10)
    shadow(surface, rect, radius, offset=3 if not selected else 6)
    if not face_up:
        pygame.draw.rect(surface, theme.WOOD, rect, border_radius=radius)
        inner = rect.inflate(-12, -12)
        pygame.draw.rect(surface, theme.WOOD_LIGHT, inner, 2, border_radius=radius)
        # the back: nested diamonds, the same for every card
        cx, cy = rect.center
        for size, width in ((rect.width // 3, 2), (rect.width // 5, 0)):
            pygame.draw.polygon(
                surface,
                theme.GOLD_DIM,
                [(cx, cy - size), (cx + size, cy), (cx, cy + size), (cx - size, cy)],
                width,
            )
    else:
        if disabled:
            fill = theme.mix(fill, theme.BG, 0.55)
        pygame.draw.rect(surface, (232, 222, 200), rect, border_radius=radius)
        band = pygame.Rect(rect.left, rect.top, rect.width, max(22, rect.height // 5))
        pygame.draw.rect(
            surface, fill, band, border_top_left_radius=radius, border_top_right_radius=radius
        )
        band_ink = theme.readable_on(fill)
        if title:
            size = max(11, min(18, rect.width // 8))
            img = fonts.render(title, size, band_ink, bold=True)
            if img.get_width() > band.width - 10:
                fonts.shown_at(size * (band.width - 10) / img.get_width())
                img = pygame.transform.smoothscale_by(img, (band.width - 10) / img.get_width())
            surface.blit(img, img.get_rect(center=band.center))
        body_top = band.bottom + 6
        if icon:
            size = rect.width // 2
            img = icons.icon(icon, size, theme.mix(fill, (0, 0, 0), 0.3))
            surface.blit(img, img.get_rect(midtop=(rect.centerx, body_top)))
            body_top += size + 4
        for line in lines or []:
            img = fonts.render(line, max(10, rect.width // 10), theme.TEXT_DARK)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, body_top)))
            body_top += img.get_height() + 1
        if letter:
            img = fonts.render(letter, max(12, rect.width // 6), theme.TEXT_DARK, bold=True)
            surface.blit(img, img.get_rect(bottomright=(rect.right - 6, rect.bottom - 4)))
    edge = theme.ACCENT if selected else theme.GOLD if hover else (60, 48, 40)
    pygame.draw.rect(surface, edge, rect, 3 if (selected or hover) else 2, border_radius=radius)
