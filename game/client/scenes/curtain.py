"""Pass-the-device curtain: hides the table until the named player is ready."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.scene import Scene
from game.client.widgets.button import Button
from game.client.widgets.draw import background, seat_marker, title_text

KEY_GRACE = 0.5  # seconds after the curtain comes down during which it cannot be lifted by key
LIFT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class CurtainScene(Scene):
    """Opaque on purpose: nothing of the table shows through. The menu (Escape or the Menu
    button) opens over the curtain, so players can save or leave without the next player
    having to uncover their hand first."""

    name = "curtain"

    def __init__(self, app, session, seat: int, on_ready, backs=()):
        """`backs`: (label, action) of more buttons, one under the other, for players who have
        moved already (e.g. to change a secret pick before the last person has chosen)."""
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.on_ready = on_ready
        self.age = 0.0  # seconds the curtain has been up
        cx, cy = theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2
        self.widgets = [
            Button(
                (cx - 140, cy + 90, 280, 56),
                f"I am {session.seat_name(seat)}",
                self.ready,
                size=22,
                hotkey=pygame.K_RETURN,
            ),
            Button(
                (theme.CANVAS_SIZE[0] - 134, 18, 116, 44), "Menu", self.menu, size=18, style="stone"
            ),
        ]
        for k, (label, action) in enumerate(backs):
            self.widgets.append(
                Button(
                    (cx - 200, cy + 166 + 52 * k, 400, 46),
                    label,
                    lambda action=action: self.go_back(action),
                    size=17,
                    icon="anticlockwise-rotation",
                    style="stone",
                )
            )

    def go_back(self, action) -> None:
        self.app.pop(self)
        action()

    def ready(self):
        self.app.pop(self)
        self.on_ready(self.seat)

    def menu(self):
        from game.client.scenes.pause import PauseMenu

        self.app.push(PauseMenu(self.app, self))  # the menu only needs `.session`

    def on_escape(self) -> bool:
        self.menu()
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt

    def handle(self, event) -> bool:
        # a key pressed just before the curtain came (Enter on Continue, pressed twice) must not
        # lift it: keys count only once the curtain has been up a moment
        if event.type == pygame.KEYDOWN and event.key in LIFT_KEYS and self.age < KEY_GRACE:
            return True
        super().handle(event)
        return True  # nothing reaches the table while the curtain is down

    def draw(self, surface):
        background(surface)
        cx, cy = theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2
        seat_marker(
            surface,
            (cx, cy - 120),
            34,
            self.session.seat_colour(self.seat),
            self.session.seat_shape(self.seat),
            self.session.seat_letter(self.seat),
        )
        title_text(surface, f"Pass to {self.session.seat_name(self.seat)}", (cx, cy - 30), 52)
        sub = fonts.render("Everyone else, look away. Ready when you are.", 20, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(cx, cy + 30)))
        super().draw(surface)
