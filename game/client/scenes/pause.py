"""The in-game menu (Escape): resume, save a copy, rules, settings, quit to title."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.scene import Overlay
from game.client.widgets.button import Button
from game.client.widgets.draw import panel, title_text


class PauseMenu(Overlay):
    name = "pause"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.box = pygame.Rect(0, 0, 380, 430)
        self.box.center = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        items = [
            ("Back to the game", self.close_menu, "wood"),
            ("Save a copy", self.save, "stone"),
            ("Rules", self.rules, "stone"),
            ("Settings", self.settings, "stone"),
            ("Quit to title", self.quit_to_title, "stone"),
        ]
        y = self.box.top + 86
        for label, action, style in items:
            self.widgets.append(
                Button((self.box.left + 40, y, 300, 50), label, action, size=20, style=style)
            )
            y += 64

    def close_menu(self):
        self.app.pop(self)

    def save(self):
        path = self.table.session.save_copy()
        if path is None:
            self.app.show_message("Not saved here", "The table's host keeps this game.")
            return
        self.app.show_message(
            "Saved",
            f"A copy of this game was saved as {path.name}.\n"
            "The game is also saved by itself after every move.",
        )

    def rules(self):
        from game.client.scenes.help import HelpScene

        self.app.push(HelpScene(self.app, self.table.session.game_id))

    def settings(self):
        from game.client.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit_to_title(self):
        from game.client.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def on_escape(self) -> bool:
        self.close_menu()
        return True

    def draw(self, surface):
        self.draw_shade(surface)
        panel(surface, self.box)
        title_text(surface, "Paused", (self.box.centerx, self.box.top + 44), 34)
        for widget in self.widgets:
            widget.draw(surface)
