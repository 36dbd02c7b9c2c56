"""Message overlay: a titled note with an OK button (errors, save problems, confirmations)."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.scene import Overlay
from game.client.widgets.button import Button
from game.client.widgets.draw import panel, text_block

WIDTH = 620


class MessageOverlay(Overlay):
    name = "message"

    def __init__(self, app, title: str, text: str, on_close=None):
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_close = on_close
        lines = sum(len(fonts.wrap(p, 18, WIDTH - 64)) for p in text.split("\n"))
        line_h = fonts.font(18).get_height() + 4  # as text_block steps
        height = min(640, 150 + lines * line_h)
        self.box = pygame.Rect(0, 0, WIDTH, height)
        self.box.center = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        ok = pygame.Rect(0, 0, 140, 44)
        ok.midbottom = (self.box.centerx, self.box.bottom - 20)
        self.widgets = [Button(ok, "OK", self.close_overlay, hotkey=pygame.K_RETURN)]

    def close_overlay(self):
        self.app.pop(self)
        if self.on_close:
            self.on_close()

    def on_escape(self) -> bool:
        self.close_overlay()
        return True

    def draw(self, surface):
        self.draw_shade(surface)
        panel(surface, self.box, fill=theme.PANEL)
        title = fonts.render(self.title, 26, theme.GOLD, bold=True, display=True)
        surface.blit(title, (self.box.left + 32, self.box.top + 24))
        text_block(
            surface,
            self.text,
            (self.box.left + 32, self.box.top + 70, self.box.width - 64, self.box.height - 150),
            18,
            theme.TEXT,
        )
        for widget in self.widgets:
            widget.draw(surface)


class ConfirmOverlay(Overlay):
    """Ask before something that cannot be taken back."""

    name = "confirm"

    def __init__(
        self,
        app,
        question: str,
        on_yes,
        yes_label: str = "Yes",
        no_label: str = "Cancel",
        detail: str = "",
    ):
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.box = pygame.Rect(0, 0, 600, 230 if detail else 190)
        self.box.center = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        yes = pygame.Rect(0, 0, 180, 46)
        no = pygame.Rect(0, 0, 180, 46)
        yes.bottomright = (self.box.centerx - 10, self.box.bottom - 22)
        no.bottomleft = (self.box.centerx + 10, self.box.bottom - 22)
        self.widgets = [
            Button(yes, yes_label, self.yes, hotkey=pygame.K_RETURN),
            Button(no, no_label, self.no, style="stone"),
        ]

    def yes(self):
        self.app.pop(self)
        self.on_yes()

    def no(self):
        self.app.pop(self)

    def on_escape(self) -> bool:
        self.no()
        return True

    def draw(self, surface):
        self.draw_shade(surface)
        panel(surface, self.box)
        text_block(
            surface, self.question, self.box.inflate(-64, 0).move(0, 28), 22, theme.TEXT, bold=True
        )
        if self.detail:
            text_block(
                surface, self.detail, self.box.inflate(-64, 0).move(0, 84), 18, theme.TEXT_DIM
            )
        for widget in self.widgets:
            widget.draw(surface)
