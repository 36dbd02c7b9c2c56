"""A short banner for hot-seat tables: "Bea's turn" with her marker, fading out after a moment."""

from __future__ import annotations

import pygame

from game.client import fonts, theme

SHOW = 1.6  # seconds at normal animation speed
FADE = 0.4


class TurnBanner:
    def __init__(self, marker):
        self.marker = marker  # marker(surface, seat, centre, radius)
        self.seat: int | None = None
        self.title = self.line = ""
        self.age = 0.0
        self.speed = 1.0

    def show(self, seat: int, title: str, line: str) -> None:
        self.seat, self.title, self.line, self.age = seat, title, line, 0.0

    @property
    def showing(self) -> bool:
        return self.seat is not None

    def update(self, dt: float) -> None:
        self.age += dt
        if self.age >= SHOW * max(self.speed, 0.01):
            self.seat = None

    def draw(self, surface, center) -> None:
        if self.seat is None:
            return
        rect = pygame.Rect(0, 0, 520, 86)
        rect.center = center
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (24, 19, 16, 235), layer.get_rect(), border_radius=14)
        pygame.draw.rect(layer, (*theme.GOLD, 255), layer.get_rect(), 3, border_radius=14)
        self.marker(layer, self.seat, (48, 43), 22)
        layer.blit(fonts.render(self.title, 30, theme.GOLD, bold=True), (88, 10))
        layer.blit(fonts.render(self.line, 16, theme.TEXT), (90, 52))
        total = SHOW * max(self.speed, 0.01)
        if self.age > total - FADE:
            layer.set_alpha(int(255 * max(0.0, (total - self.age) / FADE)))
        surface.blit(layer, rect.topleft)
