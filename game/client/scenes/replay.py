"""The replay: any saved or finished game, move by move, on the game's own table.

The table is drawn from a WatchedSession (game/client/watched.py) at the move on show: a step
forward plays the next recorded move as a computer player's move is shown (its beat, the log's
new lines), a step back or a jump shows the position at once. The bar along the top holds the
buttons (to the start, one back, play or pause, one forward, to the end), the speed of play and
whose eyes the table follows; the strip along the bottom holds the game's rounds (years, levels,
turns): a click jumps to the start of one. Keys: Left/Right one move, Home/End, Space play or
pause, Page Up/Down the round before or after, Escape back.

What shows is what the chosen seat knew at that moment (its hand, its board in front, the points
it could count). Once the game is over, "Show all" shows everything: every secret, every seat's
hand at once (the table's kit/open_hands.py part) and every point. A game still being played
offers only its people's eyes, and with two or more people a curtain comes before another
person's, as at the table: the replay never gives a secret away.
"""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.scene import Scene
from game.client.scenes.curtain import CurtainScene
from game.client.watched import watched_table, without_play_buttons
from game.client.widgets.base import left_click_on
from game.client.widgets.button import Button, Stepper
from game.client.widgets.draw import panel
from game.client.widgets.text import fit_text
from game.review import GameRecord

SPEEDS = [2.0, 1.0, 0.5, 0.25]  # seconds between moves while playing
SPEED_WORDS = {2.0: "Slow", 1.0: "Steady", 0.5: "Quick", 0.25: "Fast"}
BAR = pygame.Rect(16, 12, 920, 52)  # the table's prompt line: the replay's buttons go there
STRIP_H = 44  # the rounds strip, in the table's message slot
PART_FILL = ((70, 56, 44), (58, 46, 37))  # rounds alternate, so each reads as its own
KEYS_SEEN = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_SPACE)


class ReplayCurtain(CurtainScene):
    """The curtain before another person's eyes in a game still being played; Menu and Escape
    go back to the replay as it was."""

    def menu(self):
        self.app.pop(self)


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app, saved, move: int | None = None, seat: int | None = None, show_all=None):
        """`saved`: a SavedGame (game/saves.py) or any object with the same game_id, seats, state,
        hints and think; `move` the position to open at (default: the last move); `seat` whose
        eyes (default: the first that may be chosen); `show_all` everything (a finished game
        only; default: yes once the game is over)."""
        super().__init__(app)
        self.saved = saved
        self.record = GameRecord.of(saved.state)
        self.people = [i for i, s in enumerate(saved.seats) if not s.is_ai]
        self.seat_choices = self.choosable_seats()
        self.seat = seat if seat in self.seat_choices else self.seat_choices[0]
        self.show_all = self.record.over if show_all is None else show_all and self.record.over
        if move is None:
            move = len(self.record)
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0  # seconds until the next move while playing
        self.table = None
        self.open_table(max(0, min(move, len(self.record))))
        self.build_widgets()

    # ---- choices ----------------------------------------------------------------------------
    def choosable_seats(self) -> list[int]:
        """Whose eyes the replay may follow: any player's once the game is over (and in a game
        of computer players only), else only a person's."""
        everyone = list(range(len(self.saved.seats)))
        if self.record.over or not self.people:
            return everyone
        return self.people

    def open_table(self, move: int) -> None:
        """The table at `move`, following the chosen seat (made again when the seat changes)."""
        if self.table is not None:
            self.table.close()
        self.table = watched_table(
            self.app, self.record, self.saved.seats, move, self.seat, self.show_all, self.saved
        )
        self.strip = self.table.slot_rect("message")

    @property
    def session(self):
        return self.table.session

    @property
    def move(self) -> int:
        return self.session.move

    def build_widgets(self) -> None:
        x, y, h = BAR.left + 6, BAR.top + 4, BAR.height - 8
        self.start_button = Button((x, y, 44, h), "|<", self.to_start, size=18, style="stone")
        self.back_button = Button((x + 48, y, 44, h), "<", self.step_back, size=20, style="stone")
        self.play_button = Button((x + 96, y, 76, h), "Play", self.toggle_play, size=18)
        self.next_button = Button((x + 176, y, 44, h), ">", self.step_on, size=20, style="stone")
        self.end_button = Button((x + 224, y, 44, h), ">|", self.to_end, size=18, style="stone")
        self.speed_stepper = Stepper(
            (x + 278, y, 150, h),
            SPEEDS,
            SPEEDS.index(self.speed),
            self.set_speed,
            lambda s: SPEED_WORDS[s],
            size=16,
            wrap=False,
        )
        self.seat_stepper = Stepper(
            (x + 436, y, 200, h),
            self.seat_choices,
            self.seat_choices.index(self.seat),
            self.choose_seat,
            self.seat_words,
            size=16,
        )
        self.all_button = Button(
            self.table.slot_rect("undo_button"),
            "Show all",
            self.toggle_all,
            size=17,
            style="stone",
            tooltip="Every hand, every hidden card and every point, now that the game is over.",
        )
        self.all_button.visible = self.record.over
        self.close_button = Button(
            self.table.slot_rect("menu_button"), "Close", self.back, size=18, style="stone"
        )
        self.widgets = [
            self.start_button,
            self.back_button,
            self.play_button,
            self.next_button,
            self.end_button,
            self.speed_stepper,
            self.seat_stepper,
            self.all_button,
            self.close_button,
        ]
        self.sync()

    def seat_words(self, seat: int) -> str:
        """Whose table is in front: "Ann's eyes" (what Ann knew), "Ann's table" (all shown)."""
        return f"{self.saved.seats[seat].name}'s {'table' if self.show_all else 'eyes'}"

    def sync(self) -> None:
        """Labels and what may be pressed, from where the replay stands."""
        at_start, at_end = self.move == 0, self.move >= len(self.record)
        for button in (self.start_button, self.back_button):
            button.enabled = not at_start
        for button in (self.next_button, self.end_button):
            button.enabled = not at_end
        self.play_button.label = "Pause" if self.playing else "Play"
        self.play_button.enabled = self.playing or not at_end
        self.all_button.style = "wood" if self.show_all else "stone"
        self.all_button.label = "All shown" if self.show_all else "Show all"

    # ---- moving through the game --------------------------------------------------------------
    def go_to(self, move: int) -> None:
        """The position after `move` moves, at once (a beat on show is cut short)."""
        self.table.beats.finish()
        self.session.go_to(max(0, min(move, len(self.record))))
        self.table.floats.items.clear()
        self.sync()

    def step_on(self) -> None:
        self.table.beats.finish()  # the move on show ends: the next one starts now
        self.session.step()
        self.sync()

    def step_back(self) -> None:
        self.playing = False
        self.go_to(self.move - 1)

    def to_start(self) -> None:
        self.playing = False
        self.go_to(0)

    def to_end(self) -> None:
        self.playing = False
        self.go_to(len(self.record))

    def to_part(self, index: int) -> None:
        """The start of part `index` (a round, a year, a turn)."""
        parts = self.record.parts
        self.go_to(parts[max(0, min(index, len(parts) - 1))].start)

    def part_step(self, delta: int) -> None:
        """Page Up/Down: the start of this round (or the one before, when at its start) / the
        next round."""
        index = self.record.part_at(self.move)
        if delta < 0 and self.move == self.record.parts[index].start:
            index -= 1
        self.to_part(index if delta < 0 else index + 1)

    def toggle_play(self) -> None:
        if not self.playing and self.move >= len(self.record):
            return
        self.playing = not self.playing
        self.wait = 0.0
        self.sync()

    def set_speed(self, speed: float) -> None:
        self.speed = speed

    def choose_seat(self, seat: int) -> None:
        if len(self.people) > 1 and not self.record.over and seat != self.seat:
            back = self.seat_choices.index(self.seat)
            self.seat_stepper.index = back  # until the curtain is passed
            self.playing = False
            self.app.push(ReplayCurtain(self.app, self.session, seat, self.follow))
            return
        self.follow(seat)

    def follow(self, seat: int) -> None:
        """The table through `seat`'s eyes (its hand, its board in front), at the same move."""
        self.seat = seat
        self.seat_stepper.index = self.seat_choices.index(seat)
        self.open_table(self.move)
        self.sync()

    def toggle_all(self) -> None:
        if self.record.over:
            self.show_all = not self.show_all
            self.table.sees_all = self.show_all
            self.table.forget_pictures()  # kept layers drawn from what was shown before
            self.sync()

    # ---- scene --------------------------------------------------------------------------------
    def back(self) -> None:
        self.app.pop(self)

    def close(self) -> None:
        self.table.close()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            keys = {
                pygame.K_LEFT: self.step_back,
                pygame.K_RIGHT: self.step_on,
                pygame.K_HOME: self.to_start,
                pygame.K_END: self.to_end,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_PAGEUP: lambda: self.part_step(-1),
                pygame.K_PAGEDOWN: lambda: self.part_step(1),
            }
            if event.key in keys and not self.seat_stepper.focused:
                if event.key != pygame.K_RIGHT or self.move < len(self.record):
                    keys[event.key]()
                return True
        if left_click_on(event, self.strip):
            index = self.part_under(event.pos)
            if index is not None:
                self.playing = False
                self.to_part(index)
                return True
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.strip.collidepoint(event.pos):
            return True  # the strip's press: its release jumps
        return self.table.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt)
        without_play_buttons(self.table)
        if self.playing and not self.table.beats:
            self.wait -= dt
            if self.wait <= 0:
                if self.session.step():
                    self.wait = self.speed
                else:
                    self.playing = False
        self.sync()

    def busy(self) -> bool:
        return self.playing or self.table.busy()

    # ---- drawing ------------------------------------------------------------------------------
    def part_rects(self) -> list[pygame.Rect]:
        """Each part's place along the strip, as wide as its share of the moves (at least 4
        pixels, so a short round can still be clicked)."""
        parts, total = self.record.parts, max(1, len(self.record))
        inner = self.strip.inflate(-16, -14)
        widths = [max(4, (p.end - p.start) * inner.width / total) for p in parts]
        scale = inner.width / sum(widths)
        rects, x = [], float(inner.left)
        for width in widths:
            rects.append(pygame.Rect(round(x), inner.top, max(3, round(width * scale)), inner.h))
            x += width * scale
        return rects

    def part_under(self, pos) -> int | None:
        for index, rect in enumerate(self.part_rects()):
            if rect.inflate(2, 14).collidepoint(pos):
                return index
        return None

    def position_words(self) -> str:
        part = self.record.parts[self.record.part_at(self.move)].name
        # the rules' own words for the position (the last move may begin a round: "Round 20")
        return (
            f"Move {self.move} of {len(self.record)}  ·  {self.session.state.round_name() or part}"
        )

    def draw(self, surface) -> None:
        self.table.draw(surface)
        panel(surface, BAR, fill=(36, 29, 25))
        super().draw(surface)
        left = self.seat_stepper.rect.right + 12
        img = fit_text(
            self.position_words(), 17, theme.TEXT, BAR.right - 10 - left, bold=True, floor=12
        )
        surface.blit(img, img.get_rect(midleft=(left, BAR.centery)))
        self.draw_strip(surface)
        if self.app.top is self:  # the table's own notes (scores, board), the strip's, the bar's
            for index, rect in enumerate(self.part_rects()):
                part = self.record.parts[index]
                self.table.tooltips.add(
                    rect.inflate(0, 14),
                    f"{part.name}: moves {part.start + 1} to {part.end}. Click to go to its start.",
                )
            for widget in self.widgets:
                if widget.visible and getattr(widget, "tooltip", None):
                    self.table.tooltips.add(widget.rect, widget.tooltip)
            self.table.tooltips.draw(surface)

    def draw_strip(self, surface) -> None:
        """The rounds along the bottom: each a band, named where there is room; the moves made
        so far filled in, and a mark where the replay stands."""
        panel(surface, self.strip, fill=(36, 29, 25))
        rects, current = self.part_rects(), self.record.part_at(self.move)
        total = max(1, len(self.record))
        inner = self.strip.inflate(-16, -14)
        for index, (rect, part) in enumerate(zip(rects, self.record.parts)):
            fill = PART_FILL[index % 2]
            if index == current:
                fill = theme.mix(fill, theme.GOLD, 0.35)
            pygame.draw.rect(surface, fill, rect)
            label = fonts.render(part.name, 13, theme.TEXT if index == current else theme.TEXT_DIM)
            if label.get_width() + 6 <= rect.width:
                surface.blit(label, label.get_rect(center=rect.center))
        done = inner.left + round(inner.width * self.move / total)
        pygame.draw.line(surface, theme.GOLD, (inner.left, inner.bottom), (done, inner.bottom), 3)
        pygame.draw.polygon(
            surface,
            theme.GOLD,
            [(done, inner.top + 2), (done - 6, inner.top - 6), (done + 6, inner.top - 6)],
        )
        pygame.draw.line(surface, theme.GOLD, (done, inner.top), (done, inner.bottom), 2)
