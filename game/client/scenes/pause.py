"""The in-game menu (Escape): resume, save a copy, rules, settings, quit to title; at a network
table, for its host, a computer player for each player whose line dropped (their seat for good)."""

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
        gone = table.session.seats_to_give()
        self.box = pygame.Rect(0, 0, 380, 430 + 64 * len(gone))
        self.box.center = (theme.CANVAS_SIZE[0] // 2, theme.CANVAS_SIZE[1] // 2)
        items = [
            ("Back to the game", self.close_menu, "wood"),
            ("Save a copy", self.save, "stone"),
            *[
                (f"A computer plays {table.session.seat_name(seat)}", self.giver(seat), "stone")
                for seat in gone
            ],
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

    def giver(self, seat: int):
        """The action that gives `seat` (its player gone) to a computer player, once asked."""

        def give():
            name = self.table.session.seat_name(seat)
            self.table.confirm(
                f"Give {name}'s seat to a computer player?",
                lambda: (self.table.session.give_seat(seat), self.close_menu()),
                detail=f"{name} cannot take it back: the computer plays it to the end.",
                yes_label="Give it",
            )

        return give

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
