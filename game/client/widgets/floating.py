"""Floating text: '+3' rising from where points were scored, fading as it goes."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client import fonts, theme


@dataclass
class _Float:
    text: str
    pos: tuple[float, float]
    colour: tuple
    age: float = 0.0


class FloatingTexts:
    LIFETIME = 1.4
    RISE = 60  # pixels over the lifetime

    def __init__(self):
        self.items: list[_Float] = []
        self.speed = 1.0  # animation speed multiplier (0 = skip the animation)

    def add(self, text: str, pos, colour=theme.GOLD) -> None:
        if self.speed > 0:
            self.items.append(_Float(text, pos, colour))

    def update(self, dt: float) -> None:
        step = dt / self.speed if self.speed > 0 else self.LIFETIME
        for item in self.items:
            item.age += step
        self.items = [i for i in self.items if i.age < self.LIFETIME]

    def draw(self, surface: pygame.Surface) -> None:
        for item in self.items:
            t = item.age / self.LIFETIME
            img = fonts.render(item.text, 30, item.colour, bold=True).copy()
            outline = fonts.render(item.text, 30, theme.BG_DEEP, bold=True).copy()
            alpha = 255 if t < 0.6 else int(255 * (1 - (t - 0.6) / 0.4))
            img.set_alpha(alpha)
            outline.set_alpha(alpha)
            x, y = item.pos[0], item.pos[1] - self.RISE * (1 - (1 - t) ** 2)
            r = img.get_rect(center=(x, y))
            surface.blit(outline, r.move(2, 2))
            surface.blit(img, r)
