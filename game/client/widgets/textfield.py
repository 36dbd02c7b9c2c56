"""A one-line text field (player names): click or Tab to focus, type, Enter to finish."""
from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.widgets.base import Widget
from game.client.widgets.draw import focus_ring


class TextField(Widget):
    focusable = True

    def __init__(self, rect, text: str, on_change, max_len: int = 14, size: int = 20):
        super().__init__(rect)
        self.text = text
        self.on_change = on_change
        self.max_len = max_len
        self.size = size
        self.hover = False
        self.blink = 0.0

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        elif self.focused and event.type == pygame.TEXTINPUT:
            room = self.max_len - len(self.text)
            if room > 0:
                self.text += event.text[:room]
                self.on_change(self.text)
            return True
        elif self.focused and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.on_change(self.text)
                return True
            if event.key == pygame.K_TAB:
                return False  # the scene moves the focus on
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.focused = False
                return True
            return True  # typing keys belong to the field
        return False

    def update(self, dt):
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface):
        fill = (30, 25, 22) if self.focused else theme.STONE
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        edge = theme.ACCENT if self.focused else theme.GOLD if self.hover else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=6)
        if self.focused:
            focus_ring(surface, self.rect)
        img = fonts.render(self.text, self.size, theme.TEXT)
        pos = img.get_rect(midleft=(self.rect.left + 12, self.rect.centery + 1))
        surface.blit(img, pos)
        if self.focused and self.blink < 0.5:
            x = pos.right + 2
            pygame.draw.line(surface, theme.TEXT, (x, self.rect.top + 9), (x, self.rect.bottom - 9), 2)
