"""A board layer kept between frames: what changes only with the position is drawn once into a
picture of the board's area and blitted every frame, drawn again only when its key (what it
shows: the state's version, the seat in view, the piece in hand...) changes."""

from __future__ import annotations

import pygame


class KeptLayer:
    def __init__(self, area, base=None):
        self.area = pygame.Rect(area)
        self.key = None
        # paints, once, what never changes in the area (a board's frame, its empty sockets and
        # labels) over the table under it, in canvas coordinates: a repaint starts from it
        self.base = base
        self.under: pygame.Surface | None = None  # the table under the area (and the base)
        self.picture: pygame.Surface | None = None  # canvas-sized up to the area's far corner

    def forget(self, base: bool = False) -> None:
        """Draw it afresh on the next frame (a move was made); with `base`, the base too
        (colours or text size changed)."""
        self.key = None
        if base:
            self.under = None

    def draw(self, surface, key, paint, *args) -> bool:
        """Blit the layer onto `surface`, first calling `paint(picture, *args)` on a clean copy
        of the table under the area (in canvas coordinates) when `key` differs from the last one.
        Returns whether it was painted."""
        if self.picture is None:
            self.picture = pygame.Surface((self.area.right, self.area.bottom))
        if self.under is None:
            self.picture.blit(surface, self.area.topleft, self.area)
            if self.base is not None:
                self.base(self.picture)
            self.under = self.picture.subsurface(self.area).copy()
            self.key = None
        painted = key != self.key
        if painted:
            self.key = key
            self.picture.blit(self.under, self.area.topleft)
            paint(self.picture, *args)
        surface.blit(self.picture, self.area.topleft, self.area)
        return painted
