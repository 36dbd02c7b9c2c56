"""Dice (and coins) that roll visibly: they tumble through random faces, then settle on the
rolled value. Faces show pips (six-sided), a number, or a label of their own (a coin's H and T);
each face may have its own colour, so a coin reads by letter and by colour."""

from __future__ import annotations

import random

import pygame

from game.client import theme
from game.client.widgets.base import Widget
from game.client.widgets.draw import shadow

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}


class Die(Widget):
    ROLL_TIME = 0.8

    def __init__(
        self,
        rect,
        sides: int = 6,
        value: int = 1,
        colour=(236, 226, 208),
        ink=theme.TEXT_DARK,
        seed: int = 0,
        faces: tuple[str, ...] | None = None,
        face_colours: tuple | None = None,
        round_: bool = False,
    ):
        super().__init__(rect)
        self.sides = sides
        self.faces = faces  # labels for values 1..sides instead of numbers
        self.face_colours = face_colours
        self.round = round_
        self.value = value
        self.shown = value
        self.colour = colour
        self.ink = ink
        self.rolling = 0.0
        self.speed = 1.0
        self._rng = random.Random(seed)  # only for the tumbling faces, never for the result
        self._tick = 0.0

    @property
    def settled(self) -> bool:
        return self.rolling <= 0

    def roll_to(self, value: int) -> None:
        """Animate a roll that lands on `value` (decided by the rules, not by this widget)."""
        self.value = value
        self.rolling = self.ROLL_TIME * self.speed
        if self.rolling <= 0:
            self.shown = value

    def update(self, dt: float) -> None:
        if self.rolling > 0:
            self.rolling -= dt
            self._tick -= dt
            if self.rolling <= 0:
                self.shown = self.value
            elif self._tick <= 0:
                self._tick = 0.07
                self.shown = self._rng.randint(1, self.sides)

    def draw(self, surface):
        rect = self.rect.copy()
        if self.rolling > 0:  # a little hop while tumbling
            rect.move_ip(self._rng.randint(-2, 2), -abs(int(6 * (self.rolling % 0.2) / 0.2)))
        colour = self.face_colours[self.shown - 1] if self.face_colours else self.colour
        edge = theme.mix(colour, (0, 0, 0), 0.4)
        if self.round:
            radius = rect.width // 2
            pygame.draw.circle(surface, (0, 0, 0), (rect.centerx + 2, rect.centery + 3), radius)
            pygame.draw.circle(surface, colour, rect.center, radius)
            pygame.draw.circle(surface, edge, rect.center, radius, 2)
        else:
            shadow(surface, rect, radius=rect.width // 5, offset=3)
            pygame.draw.rect(surface, colour, rect, border_radius=rect.width // 5)
            pygame.draw.rect(surface, edge, rect, 2, border_radius=rect.width // 5)
        if self.faces is None and self.sides == 6 and self.shown in PIPS:
            r = max(2, rect.width // 11)
            for fx, fy in PIPS[self.shown]:
                pygame.draw.circle(
                    surface, self.ink, (rect.left + fx * rect.width, rect.top + fy * rect.height), r
                )
        else:
            from game.client import fonts

            label = self.faces[self.shown - 1] if self.faces else str(self.shown)
            img = fonts.render(label, max(10, rect.height // 2), self.ink, bold=True)
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + 1)))
