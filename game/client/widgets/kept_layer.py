"""A board layer kept between frames: what changes only with the position is drawn once into a
picture of the board's area and blitted every frame, drawn again only when its key (what it
shows: the state's version, the seat in view, the piece in hand...) changes."""
from __future__ import annotations

import pygame


class KeptLayer:
    def __init__(self, area):
        self.area = pygame.Rect(area)
        self.key = None
        self.under: pygame.Surface | None = None  # the table under the area, from the first frame
        self.picture: pygame.Surface | None = None  # canvas-sized up to the area's far corner

    def forget(self) -> None:
        """Draw it afresh on the next frame (colours or text size changed, a move was made)."""
        self.key = None

    def draw(self, surface, key, paint, *args) -> bool:
        """Blit the layer onto `surface`, first calling `paint(picture, *args)` on a clean copy
        of the table under the area (in canvas coordinates) when `key` differs from the last one.
        Returns whether it was painted."""
        if self.under is None:
            self.under = surface.subsurface(self.area).copy()
        painted = key != self.key
        if painted:
            self.key = key
            if self.picture is None:
                self.picture = pygame.Surface((self.area.right, self.area.bottom))
            self.picture.blit(self.under, self.area.topleft)
            paint(self.picture, *args)
        surface.blit(self.picture, self.area.topleft, self.area)
        return painted
