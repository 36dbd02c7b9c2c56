"""The step of an action taken in several steps (`Steps`, kit/actions.py) left open for the
player on the board: the values still open for one field, each with the place where a click
chooses it (a marked cell; a value without a place, such as "keep", is chosen by a button that
calls `choose`). While a step is open, the table hands it each board event first: a click on a
place chooses, every other press is used up (nothing else on the board answers), and Escape
tells the table to call the whole move off. `draw` marks the places."""

from __future__ import annotations

import pygame

from game.client import icons, theme


class OpenStep:
    def __init__(self, steps, field: str, places: list, make):
        """`places`: [(value, rect)]; `make(action)` makes the move once it is chosen."""
        self.steps, self.field, self.places, self.make = steps, field, places, make

    @property
    def first(self) -> dict:
        """The first action still open: what they all share (a minion's route) is read here."""
        return self.steps.candidates[0]

    def choose(self, value) -> None:
        self.steps.choose(self.field, value)
        self.make(self.steps.action)

    def draw(self, surface, icon_name: str | None = None) -> None:
        """Mark each place a click chooses: a frame, and in it `icon_name` (what choosing does
        there,
        e.g. "cancel": the piece there goes)."""
        for _, rect in self.places:
            mark_place(surface, pygame.Rect(rect), icon_name)

    def handle(self, event) -> bool | None:
        """True when `event` was used (a place clicked, or any press: nothing else answers),
        None when Escape calls the move off (the table drops the step), else False."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for value, rect in self.places:
                if pygame.Rect(rect).collidepoint(event.pos):
                    self.choose(value)
                    return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


def mark_place(surface, rect: pygame.Rect, icon_name: str | None = None) -> None:
    """A place where a click chooses an open step's value: a frame, and `icon_name` in it."""
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(-4, -4), 4, border_radius=6)
    if icon_name:
        img = icons.icon(icon_name, min(34, rect.width // 2), theme.ACCENT)
        surface.blit(img, img.get_rect(center=rect.center))
