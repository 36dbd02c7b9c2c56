"""Scene base class (after Tuxemon's state stack): handle / update / draw.

A scene owns a list of widgets; the defaults pass events to them, draw them and list their
rectangles for the monkey run. Overlays set `transparent` so the scene below still shows.
"""

from __future__ import annotations

import pygame

FOCUS_KEYS = {pygame.K_TAB, pygame.K_DOWN, pygame.K_UP}
INPUT_EVENTS = {
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEMOTION,
    pygame.MOUSEWHEEL,
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.TEXTINPUT,
}


class Scene:
    transparent = False  # draw the scene below first (overlays, menus, dialogs)
    escape_goes_back = False  # Escape leaves this screen for the one below
    name = "scene"

    def __init__(self, app):
        self.app = app
        self.widgets: list = []

    def handle(self, event) -> bool:
        """Return True when the event was consumed (it then goes no further down the stack)."""
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            editing = next((w for w in self.widgets if w.takes_keys and w.focused), None)
            if editing is not None and editing.handle(event):
                return True  # Enter confirms the field rather than pressing a default button
        elif event.type == pygame.MOUSEBUTTONDOWN:
            for widget in self.widgets:  # a click elsewhere ends editing (even on another field)
                if widget.takes_keys and not widget.rect.collidepoint(event.pos):
                    widget.focused = False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_escape():
            return True
        for widget in reversed(self.widgets):
            if widget.handle(event):
                return True
        if event.type == pygame.KEYDOWN and event.key in FOCUS_KEYS:
            return self.move_focus(
                -1 if event.key == pygame.K_UP or event.mod & pygame.KMOD_SHIFT else 1
            )
        return False

    def on_escape(self) -> bool:
        """Escape was pressed: go back (or close) and return True; False passes it on to the
        widgets (a text field takes it to stop editing)."""
        if self.escape_goes_back:
            self.back()
        return self.escape_goes_back

    def back(self) -> None:
        """Leave this screen for the one below it."""
        self.app.pop(self)

    def move_focus(self, step: int) -> bool:
        """Keyboard focus to the next (or previous) focusable widget; Enter then activates it."""
        order = [w for w in self.widgets if w.focusable and w.enabled and w.visible]
        if not order:
            return False
        current = next((i for i, w in enumerate(order) if w.focused), None)
        for widget in order:
            widget.focused = False
        index = (0 if step > 0 else -1) if current is None else (current + step) % len(order)
        order[index].focused = True
        return True

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)

    def busy(self) -> bool:
        """True while something on this scene moves by itself (not in answer to input), so the
        app keeps drawing at full speed."""
        return False

    def resume(self) -> None:
        """Called when this scene becomes the top of the stack again."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def close(self) -> None:
        """Called when the scene leaves the stack for good."""

    def targets(self) -> list[pygame.Rect]:
        """Interesting rectangles (buttons, pieces) for the monkey run to aim at."""
        return [w.rect for w in self.widgets if getattr(w, "enabled", True) and hasattr(w, "rect")]


class Overlay(Scene):
    """A modal overlay: drawn over the scene below, eats all input so nothing leaks under it."""

    transparent = True
    dim = 150  # alpha of the shade over the scene below

    def handle(self, event) -> bool:
        super().handle(event)
        return event.type in INPUT_EVENTS

    _shade: pygame.Surface | None = None

    def draw_shade(self, surface):
        if not self.dim:
            return
        # made once while the overlay is up: a new 4 MB shade every frame would be mapped from
        # the system and handed back each time (docs/client.md, memory)
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((8, 6, 5, self.dim))
        surface.blit(self._shade, (0, 0))

    def draw(self, surface):
        self.draw_shade(surface)
        super().draw(surface)
