"""A pan-and-zoom window onto a world without fixed bounds (a dungeon that grows in every
direction). Game-agnostic: the world is a plane in world units (one unit = one cell); the view
maps it into a screen rectangle and back.

    view = ZoomView(rect)
    view.follow(bounds)            # each frame: (x0, y0, x1, y1) of the content; refits while
                                   # the player has not panned or zoomed by hand
    view.follow(bounds, hold)      # steady: moves only when the content leaves the view, and
                                   # then by a step with room to grow; never while `hold` (the
                                   # pointer is over the view: nothing slides under it)
    view.cell_rect(x, y)           # the screen rectangle of world cell (x, y)
    view.cell_at(pos)              # the world cell under a screen point
    view.handle(event, empty)      # wheel zooms at the pointer (give it the motions too: a wheel
                                   # event has no position); the middle button, or the left
                                   # button pressed where `empty(pos)` is true, drags the plane
    view.fit()                     # back to showing everything (the table's "fit" key/button)

The table draws its content through `cell_rect` / `to_screen`, clipped to `view.rect`. A wheel
turn that the table uses itself (turning a held piece) must not reach `handle`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

WHEEL_STEP = 1.2  # zoom factor per wheel notch
STEADY_STEP = 0.8  # a steady view's scale shrinks by this factor at a time
PAN_THRESHOLD = 4  # pixels of movement before a left press on empty space becomes a pan


class ZoomView:
    def __init__(
        self,
        rect,
        min_scale: float = 12.0,
        max_scale: float = 160.0,
        margin: float = 0.6,
        steady: bool = False,
        least_auto: float | None = None,
    ):
        self.rect = pygame.Rect(rect)
        self.min_scale, self.max_scale = min_scale, max_scale
        # steady: the fit keeps its scale and place while the content stays in sight, and when
        # it must move it leaves half a cell of room on every side and shrinks by whole steps
        self.steady = steady
        self.least_auto = min_scale if least_auto is None else least_auto  # fits go no smaller
        self.margin = margin  # world units kept free around the content when fitting
        self.scale = max_scale / 2  # screen pixels per world unit
        self.centre = (0.0, 0.0)  # the world point at the middle of the rectangle
        self.auto = True  # refit to the content until the player pans or zooms
        self._bounds: tuple | None = None
        self._fitted = False  # fitted to some content once (a steady view starts there)
        self._pan_from: tuple | None = (
            None  # (button, start pos, centre then) while a press may pan
        )
        self.pointer: tuple | None = None  # the last pointer position seen (canvas coordinates)
        self.panning = False

    # ---- transforms -----------------------------------------------------------------------
    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        return (
            self.rect.centerx + (wx - self.centre[0]) * self.scale,
            self.rect.centery + (wy - self.centre[1]) * self.scale,
        )

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (
            self.centre[0] + (sx - self.rect.centerx) / self.scale,
            self.centre[1] + (sy - self.rect.centery) / self.scale,
        )

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        left, top = self.to_screen(x, y)
        right, bottom = self.to_screen(x + 1, y + 1)
        return pygame.Rect(
            round(left), round(top), round(right) - round(left), round(bottom) - round(top)
        )

    def cell_at(self, pos) -> tuple[int, int]:
        wx, wy = self.to_world(*pos)
        return math.floor(wx), math.floor(wy)

    def visible(self, x: int, y: int) -> bool:
        return self.rect.colliderect(self.cell_rect(x, y))

    # ---- fitting, zooming, panning -----------------------------------------------------------
    def follow(self, bounds, hold: bool = False) -> None:
        """Remember the content's bounds (x0, y0, x1, y1, world units, x1/y1 exclusive) and fit
        them while the view is on automatic. A steady view moves only when the content is no
        longer all in sight, and not while `hold`."""
        self._bounds = tuple(bounds)
        if not self.auto:
            return
        if not self.steady:
            self._fit_to(self._bounds)
        elif not self._fitted:
            self._fit_to(self._bounds)
        elif not hold and not self.shows(self._bounds):
            self._fit_to(self._bounds, room=0.5)

    def shows(self, bounds) -> bool:
        """Every cell of `bounds` lies inside the view's rectangle."""
        x0, y0, x1, y1 = bounds
        left, top = self.to_screen(x0, y0)
        right, bottom = self.to_screen(x1, y1)
        return (
            left >= self.rect.left - 0.5
            and top >= self.rect.top - 0.5
            and right <= self.rect.right + 0.5
            and bottom <= self.rect.bottom + 0.5
        )

    def fit(self) -> None:
        """Show all the content again and follow it from now on."""
        self.auto = True
        self._fitted = False
        if self._bounds is not None:
            self._fit_to(self._bounds)

    def _fit_to(self, bounds, room: float = 0.0) -> None:
        x0, y0, x1, y1 = bounds
        w = x1 - x0 + 2 * (self.margin + room)
        h = y1 - y0 + 2 * (self.margin + room)
        scale = min(self.rect.w / max(w, 1e-6), self.rect.h / max(h, 1e-6))
        self._fitted = True
        if self.steady:  # by whole steps down from the largest: a few sizes over a game
            step = self.max_scale
            while step > scale and step * STEADY_STEP >= self.least_auto:
                step *= STEADY_STEP
            scale = step
        self.scale = max(self.min_scale, min(self.max_scale, scale))
        self.centre = ((x0 + x1) / 2, (y0 + y1) / 2)

    def zoom_at(self, pos, factor: float) -> None:
        """Zoom by `factor` keeping the world point under `pos` where it is."""
        before = self.to_world(*pos)
        self.scale = max(self.min_scale, min(self.max_scale, self.scale * factor))
        after = self.to_world(*pos)
        self.centre = (self.centre[0] + before[0] - after[0], self.centre[1] + before[1] - after[1])
        self.auto = False

    def pan(self, dx: float, dy: float) -> None:
        """Move the content by (dx, dy) screen pixels."""
        self.centre = (self.centre[0] - dx / self.scale, self.centre[1] - dy / self.scale)
        self.auto = False

    # ---- input --------------------------------------------------------------------------------
    def handle(self, event, empty: Callable[[tuple], bool] = lambda pos: True) -> bool:
        """Wheel zoom over the view; drag-pan with the middle button anywhere in it, or with the
        left button from a point where `empty(pos)` is true. True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(
                event, "pos", self.pointer
            )  # a wheel event has no position: the last motion's
            if pos is None or not self.rect.collidepoint(pos) or not event.y:
                return False
            self.zoom_at(pos, WHEEL_STEP**event.y)
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button in (1, 2)
            and self.rect.collidepoint(event.pos)
        ):
            if event.button == 2 or empty(event.pos):
                self._pan_from = (event.button, event.pos, self.centre, self.auto)
                self.panning = event.button == 2
                return event.button == 2
            return False
        if event.type == pygame.MOUSEMOTION and self._pan_from is not None:
            button, start, centre, auto = self._pan_from
            dx, dy = event.pos[0] - start[0], event.pos[1] - start[1]
            if not self.panning and abs(dx) + abs(dy) > PAN_THRESHOLD:
                self.panning = True
            if self.panning:
                self.centre, self.auto = centre, auto
                self.pan(dx, dy)
                return True
            return False
        if (
            event.type == pygame.MOUSEBUTTONUP
            and self._pan_from is not None
            and event.button == self._pan_from[0]
        ):
            was = self.panning
            self._pan_from, self.panning = None, False
            return was
        return False
