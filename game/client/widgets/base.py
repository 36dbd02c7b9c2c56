"""Widget base: a rectangle that can handle events, update and draw itself."""

from __future__ import annotations

import pygame


def left_click_on(event, rect: pygame.Rect) -> bool:
    """The left button let go over `rect`: a click on it."""
    return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and rect.collidepoint(event.pos)


class Widget:
    focusable = False
    takes_keys = False  # while focused, keys come here before any button's hotkey (text fields)

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.focused = False

    def handle(self, event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass
