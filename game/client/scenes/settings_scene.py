"""Settings: window size, fullscreen, UI scale, animation speed, sound volume, the
colour-blind-safe palette, whether moves wait for Confirm and how long the expert computer player
thinks. Every change applies at once and is
remembered."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.scene import Scene
from game.client.widgets.button import Button, Stepper
from game.client.widgets.draw import background, panel, seat_marker, text_block, title_text
from game.settings import ANIMATION_SPEEDS, EXPERT_SECONDS, UI_SCALES, sizes_that_fit

ON_OFF = [False, True]
VOLUMES = list(range(0, 101, 10))
ROW_STEP = 56
NOTE_SIZE = 15
# What "Confirm moves" (the last row) does, shown under it; the other settings say it in their
# values.
CONFIRM_NOTE = (
    "On: a tile you place or a card you choose waits on the table until you press "
    "Confirm or Enter; only then is it final and is anything revealed. "
    "Off: every move is final at once."
)


def _nearest(values, value):
    return min(range(len(values)), key=lambda i: abs(values[i] - value))


class SettingsScene(Scene):
    escape_goes_back = True
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        self.build()

    def build(self):
        s = self.app.settings
        sizes = [list(size) for size in sizes_that_fit(self.app.desktop_size())]
        if s.window_size not in sizes:
            sizes.insert(0, list(s.window_size))
        speeds = list(ANIMATION_SPEEDS)
        x, y = theme.CANVAS_SIZE[0] // 2 + 20, 180
        rows = [
            (
                "Window size",
                sizes,
                sizes.index(s.window_size),
                self.set_size,
                lambda v: f"{v[0]} x {v[1]}",
            ),
            ("Full screen (F11)", ON_OFF, int(s.fullscreen), self.set_fullscreen, self.on_off),
            (
                "Text size",
                UI_SCALES,
                _nearest(UI_SCALES, s.ui_scale),
                self.set_scale,
                lambda v: f"{round(v * 100)}%",
            ),
            (
                "Animation speed",
                speeds,
                speeds.index(s.animation_speed),
                self.set_speed,
                lambda v: v.capitalize(),
            ),
            (
                "Sound volume",
                VOLUMES,
                _nearest(VOLUMES, s.volume),
                self.set_volume,
                lambda v: "Off" if v == 0 else f"{v}%",
            ),
            (
                "Colour-blind-safe colours",
                ON_OFF,
                int(s.colour_blind),
                self.set_colour_blind,
                self.on_off,
            ),
            (
                "Expert thinks",
                EXPERT_SECONDS,
                EXPERT_SECONDS.index(s.expert_seconds),
                self.set_expert_seconds,
                lambda v: f"{v} s a move",
            ),
            ("Confirm moves", ON_OFF, int(s.confirm_moves), self.set_confirm_moves, self.on_off),
        ]
        self.labels = []
        self.widgets = []
        for label, values, index, on_change, text in rows:
            self.labels.append((label, y))
            ordered = label in ("Window size", "Text size", "Sound volume", "Expert thinks")
            self.widgets.append(
                Stepper((x, y, 260, 46), values, index, on_change, text, wrap=not ordered)
            )
            y += ROW_STEP
        self.widgets.append(Button((40, 720, 180, 50), "Back", self.back, style="stone", size=20))

    @staticmethod
    def on_off(value: bool) -> str:
        return "On" if value else "Off"

    def changed(self):
        self.app.settings_changed()

    def set_size(self, size):
        self.app.set_window_size(tuple(size))

    def set_fullscreen(self, on):
        if on != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def set_scale(self, scale):
        self.app.settings.ui_scale = scale
        self.changed()

    def set_speed(self, speed):
        self.app.settings.animation_speed = speed
        self.changed()

    def set_volume(self, volume):
        self.app.settings.volume = volume
        self.changed()
        from game.client import sound

        sound.play("click", volume)

    def set_colour_blind(self, on):
        self.app.settings.colour_blind = on
        self.changed()

    def set_expert_seconds(self, seconds):
        self.app.settings.expert_seconds = seconds
        self.changed()

    def set_confirm_moves(self, on):
        self.app.settings.confirm_moves = on
        self.changed()

    def note_rect(self) -> pygame.Rect:
        """Where the note on "Confirm moves" goes: under the last row, as tall as its lines at
        the text size in use."""
        cx = theme.CANVAS_SIZE[0] // 2
        lines = fonts.wrap(CONFIRM_NOTE, NOTE_SIZE, 680)
        top = self.labels[-1][1] + 54
        return pygame.Rect(cx - 340, top, 680, len(lines) * fonts.font(NOTE_SIZE).get_linesize())

    def draw(self, surface):
        background(surface)
        cx = theme.CANVAS_SIZE[0] // 2
        title_text(surface, "Settings", (cx, 90), 48)
        note = self.note_rect()
        panel(surface, (cx - 360, 150, 720, note.bottom + 16 - 150))
        palette = theme.seat_palette(self.app.settings.colour_blind)
        for label, y in self.labels:
            img = fonts.render(label, 20, theme.TEXT, bold=True)
            surface.blit(img, img.get_rect(midright=(cx - 20, y + 23)))
        text_block(surface, CONFIRM_NOTE, note, NOTE_SIZE, theme.TEXT_DIM, line_gap=0)
        # The seat colours as players will see them, each with its own shape.
        y = note.bottom + 56
        label = fonts.render("Seat colours:", 17, theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midright=(cx - 130, y)))
        for i, (name, colour) in enumerate(palette):
            seat_marker(surface, (cx - 100 + i * 56, y), 16, colour, theme.SEAT_SHAPES[i], name)
        super().draw(surface)
