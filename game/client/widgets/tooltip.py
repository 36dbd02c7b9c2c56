"""Tooltip: a short note drawn beside the cursor (e.g. why a move is not allowed)."""
from __future__ import annotations

import pygame

from game.client import fonts, theme

MAX_WIDTH = 340


def draw_tooltip(surface: pygame.Surface, text: str, pos, bad: bool = False) -> None:
    lines = fonts.wrap(text, 16, MAX_WIDTH)
    imgs = [fonts.render(line, 16, theme.TEXT) for line in lines]
    w = max(i.get_width() for i in imgs) + 24
    h = sum(i.get_height() for i in imgs) + 16 + 2 * (len(imgs) - 1)
    box = pygame.Rect(pos[0] + 18, pos[1] + 20, w, h)
    box.clamp_ip(surface.get_rect())
    if box.collidepoint(pos):  # never hide what the cursor points at
        box.bottom = pos[1] - 12
        box.clamp_ip(surface.get_rect())
    edge = theme.ILLEGAL if bad else theme.GOLD_DIM
    pygame.draw.rect(surface, (20, 16, 14), box, border_radius=6)
    pygame.draw.rect(surface, edge, box, 2, border_radius=6)
    if bad:  # a cross as well as the red edge: colour is never the only signal
        c = (box.left + 4, box.top + 4)
        pygame.draw.line(surface, theme.ILLEGAL, c, (c[0] + 6, c[1] + 6), 2)
        pygame.draw.line(surface, theme.ILLEGAL, (c[0] + 6, c[1]), (c[0], c[1] + 6), 2)
    y = box.top + 8
    for img in imgs:
        surface.blit(img, (box.left + 12, y))
        y += img.get_height() + 2


class Tooltips:
    """Hover tooltips for a set of rectangles: `set(rect_key, rect, text)` each frame or once."""

    def __init__(self):
        self.areas: list[tuple[pygame.Rect, str]] = []
        self.pos = None

    def clear(self):
        self.areas = []

    def add(self, rect, text: str):
        self.areas.append((pygame.Rect(rect), text))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
        return False

    def draw(self, surface):
        if self.pos is None:
            return
        for rect, text in reversed(self.areas):
            if rect.collidepoint(self.pos) and text:
                draw_tooltip(surface, text, self.pos)
                return
