"""A one-line text field (player names): click or Tab to focus, type, Enter or Escape to finish;
Ctrl+A (Cmd+A) selects the whole text, which the next key then replaces or deletes."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.widgets.base import Widget
from game.client.widgets.draw import focus_ring

SELECT_MODS = pygame.KMOD_CTRL | pygame.KMOD_META


class TextField(Widget):
    focusable = True
    takes_keys = True
    MAX_LEN = 14

    def __init__(self, rect, text: str, on_change, max_len: int = MAX_LEN, size: int = 20):
        super().__init__(rect)
        self.text = text
        self.on_change = on_change
        self.max_len = max_len
        self.size = size
        self.hover = False
        self.blink = 0.0
        self.all_selected = False

    def _set(self, text: str) -> None:
        self.all_selected = False
        self.text = text
        self.on_change(self.text)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            self.all_selected = False
            return self.focused
        elif self.focused and event.type == pygame.TEXTINPUT:
            kept = "" if self.all_selected else self.text
            room = self.max_len - len(kept)
            if room > 0:
                self._set(kept + event.text[:room])
            return True
        elif self.focused and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & SELECT_MODS:
                self.all_selected = bool(self.text)
                return True
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self._set("" if self.all_selected else self.text[:-1])
                return True
            if event.key == pygame.K_TAB:
                self.all_selected = False
                return False  # the scene moves the focus on
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.focused = self.all_selected = False
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.all_selected = False
            return True  # typing keys belong to the field
        return False

    def update(self, dt):
        self.blink = (self.blink + dt) % 1.0
        if not self.focused:
            self.all_selected = False

    def draw(self, surface):
        fill = (30, 25, 22) if self.focused else theme.STONE
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        edge = theme.ACCENT if self.focused else theme.GOLD if self.hover else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=6)
        if self.focused:
            focus_ring(surface, self.rect)
        img = fonts.render(self.text, self.size, theme.TEXT)
        pos = img.get_rect(midleft=(self.rect.left + 12, self.rect.centery + 1))
        if self.all_selected:
            pygame.draw.rect(surface, theme.SELECTION, pos.inflate(4, 2), border_radius=3)
        surface.blit(img, pos)
        if self.focused and self.blink < 0.5 and not self.all_selected:
            x = pos.right + 2
            pygame.draw.line(
                surface, theme.TEXT, (x, self.rect.top + 9), (x, self.rect.bottom - 9), 2
            )
