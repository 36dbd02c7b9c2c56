"""Buttons: wood-toned, with hover, press, focus and disabled states, optional icon and hotkey."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import fonts, theme
from game.client.widgets.base import Widget
from game.client.widgets.draw import focus_ring, shadow


class Button(Widget):
    focusable = True

    def __init__(
        self,
        rect,
        label: str,
        on_click: Callable[[], None],
        *,
        size: int = 20,
        icon: str | None = None,
        hotkey: int | None = None,
        style: str = "wood",
        tooltip: str | None = None,
    ):
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.size = size
        self.icon = icon
        self.hotkey = hotkey
        self.style = style  # "wood" (primary), "stone" (secondary), "danger"
        self.tooltip = tooltip
        self.hover = False
        self.pressed = False

    def handle(self, event) -> bool:
        if not (self.visible and self.enabled):
            if event.type == pygame.MOUSEMOTION:
                self.hover = self.visible and self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        elif event.type == pygame.KEYDOWN:
            if self.hotkey is not None and event.key == self.hotkey:
                self.on_click()
                return True
            if self.focused and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.on_click()
                return True
        return False

    def colours(self):
        base = {"wood": theme.WOOD, "stone": theme.STONE_LIGHT, "danger": (132, 48, 40)}[self.style]
        if not self.enabled:
            return theme.mix(base, theme.BG, 0.6), theme.mix(theme.TEXT_DIM, theme.BG, 0.4)
        if self.pressed:
            return theme.mix(base, (0, 0, 0), 0.25), theme.TEXT
        if self.hover or self.focused:
            return theme.mix(base, theme.ACCENT, 0.28), (255, 246, 226)
        return base, theme.TEXT

    def draw(self, surface):
        if not self.visible:
            return
        fill, ink = self.colours()
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        if not self.pressed:
            shadow(surface, rect, offset=3, alpha=100)
        pygame.draw.rect(surface, fill, rect, border_radius=theme.RADIUS)
        top = pygame.Rect(rect.left + 3, rect.top + 2, rect.width - 6, rect.height // 2 - 2)
        pygame.draw.rect(
            surface, theme.mix(fill, (255, 255, 255), 0.07), top, border_radius=theme.RADIUS
        )
        edge = (
            theme.GOLD
            if (self.hover or self.focused) and self.enabled
            else theme.mix(fill, (0, 0, 0), 0.45)
        )
        pygame.draw.rect(surface, edge, rect, 2, border_radius=theme.RADIUS)
        if self.focused:
            focus_ring(surface, rect)
        label = fonts.render(self.label, self.size, ink, bold=True)
        content_w = label.get_width()
        icon_img = None
        if self.icon:
            from game.client import icons

            icon_size = int(self.size * 1.2)
            icon_img = icons.icon(self.icon, icon_size, ink)
            content_w += icon_size + 8
        x = rect.centerx - content_w // 2
        if icon_img is not None:
            surface.blit(icon_img, icon_img.get_rect(midleft=(x, rect.centery)))
            x += icon_img.get_width() + 8
        surface.blit(label, label.get_rect(midleft=(x, rect.centery + 1)))


class Stepper(Widget):
    """A value picked from a list with < and > arrows (player counts, levels, sizes).

    `wrap=False` for ordered scales (counts, volume, sizes): the ends stop instead of jumping
    round, so '<' at the lowest volume never gives the loudest."""

    focusable = True

    def __init__(
        self,
        rect,
        values: list,
        index: int,
        on_change: Callable[[object], None],
        text: Callable[[object], str] = str,
        size: int = 18,
        wrap: bool = True,
    ):
        super().__init__(rect)
        self.wrap = wrap
        self.values = values
        self.index = index
        self.on_change = on_change
        self.text = text
        self.size = size
        h = self.rect.height
        self.left = pygame.Rect(self.rect.left, self.rect.top, h, h)
        self.right = pygame.Rect(self.rect.right - h, self.rect.top, h, h)
        self.hover = None

    @property
    def value(self):
        return self.values[self.index]

    def step(self, delta: int) -> None:
        if not self.enabled or len(self.values) < 2:
            return
        if self.wrap:
            self.index = (self.index + delta) % len(self.values)
        elif 0 <= self.index + delta < len(self.values):
            self.index += delta
        else:
            return  # already at that end
        self.on_change(self.value)

    def can_step(self, delta: int) -> bool:
        return self.wrap or 0 <= self.index + delta < len(self.values)

    def handle(self, event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = (
                "left"
                if self.left.collidepoint(event.pos)
                else "right"
                if self.right.collidepoint(event.pos)
                else "mid"
                if self.rect.collidepoint(event.pos)
                else None
            )
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.left.collidepoint(event.pos):
                self.step(-1)
                return True
            if self.rect.collidepoint(event.pos):
                self.step(1)
                return True
        elif event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if event.y > 0 else 1)
            return True
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key == pygame.K_RIGHT:
                self.step(1)
                return True
        return False

    def draw(self, surface):
        if not self.visible:
            return
        fill = theme.STONE if self.enabled else theme.mix(theme.STONE, theme.BG, 0.5)
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.RADIUS)
        edge = theme.GOLD if self.hover or self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=theme.RADIUS)
        if self.focused:
            focus_ring(surface, self.rect)
        ink = theme.TEXT if self.enabled else theme.TEXT_DIM
        if self.enabled and len(self.values) > 1:
            for side, rect, glyph in (("left", self.left, "<"), ("right", self.right, ">")):
                if not self.can_step(-1 if side == "left" else 1):
                    continue  # an end of an ordered scale: no arrow that way
                colour = theme.ACCENT if self.hover == side else theme.GOLD_DIM
                img = fonts.render(glyph, self.size + 4, colour, bold=True)
                surface.blit(img, img.get_rect(center=rect.center))
        label = fonts.render(self.text(self.value), self.size, ink, bold=True)
        surface.blit(label, label.get_rect(center=self.rect.center))
