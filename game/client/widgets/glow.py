"""Glows: what the last move touched (cells, cards, rows) outlined in gold, fading over seconds."""

from __future__ import annotations

import pygame

from game.client import theme

LAST = 3.0  # seconds at normal animation speed


class Glows:
    def __init__(self):
        self.marks: list[tuple[object, float]] = []  # (the table's key for a place, age)
        self.speed = 1.0

    def mark(self, keys) -> None:
        """Glow these places now (the previous move's glow ends)."""
        self.marks = [(key, 0.0) for key in keys]

    def __bool__(self) -> bool:
        return bool(self.marks)

    def update(self, dt: float) -> None:
        total = LAST * self.speed
        self.marks = [(key, age + dt) for key, age in self.marks if age + dt < total]

    def draw(self, surface, rect_of) -> None:
        """`rect_of(key)` -> the place's Rect now, or None when it is not on screen."""
        total = LAST * self.speed
        for key, age in self.marks:
            rect = rect_of(key)
            if rect is None or total <= 0:
                continue
            box = rect.inflate(8, 8)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(
                layer,
                (*theme.GOLD, int(230 * max(0.0, 1 - age / total))),
                layer.get_rect(),
                3,
                border_radius=7,
            )
            surface.blit(layer, box.topleft)
