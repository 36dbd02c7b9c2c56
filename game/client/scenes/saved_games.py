"""Saved games: the unfinished games and, beside them, the finished ones (kept for their replay),
newest first. Each entry tells in words the game, its players (people, and computer players by
level), how far it has gone, who leads (or won) and when it was last played, beside a small
picture of its table; never a file name. Pick an unfinished game to play on, a finished one to
replay it; Replay is there for both, Delete after a question naming the game. Files that cannot
be opened are listed with the reason (and left as they are)."""

from __future__ import annotations

import time

import pygame

from game import saves
from game.client import fonts, save_words, theme, thumbnails
from game.client.scene import Scene
from game.client.session import distinct_letters
from game.client.widgets.base import Widget, left_click_on
from game.client.widgets.button import Button
from game.client.widgets.draw import background, focus_ring, panel, seat_marker, title_text
from game.client.widgets.text import fit_text
from game.rules import GAMES

ROW_H = 104
VISIBLE = 5
DELETE_W = 96  # the Delete button at the right end of each row
REPLAY_W = 104  # the Replay button beside it
TEXT_MIN = fonts.SMALLEST


class SaveRow(Widget):
    focusable = True

    def __init__(self, rect, path, saved, on_pick, on_delete, on_replay, colour_blind=False):
        super().__init__(rect)
        self.path = path
        self.saved = saved
        self.on_pick = on_pick
        self.colour_blind = colour_blind
        self.hover = False
        self.stamp = path.stat().st_mtime
        self.delete_button = Button(
            (0, 0, DELETE_W, 40), "Delete", lambda: on_delete(self), size=16, style="danger"
        )
        self.replay_button = Button(
            (0, 0, REPLAY_W, 40),
            "Replay",
            lambda: on_replay(self),
            size=16,
            style="stone",
            icon="player-next",
        )
        self.place(self.rect.top)

    @property
    def finished(self) -> bool:
        return self.saved.state.is_over()

    def place(self, top: int) -> None:
        self.rect.top = top
        self.delete_button.rect.midright = (self.rect.right - 14, self.rect.centery)
        self.replay_button.rect.midright = (self.delete_button.rect.left - 8, self.rect.centery)
        for button in (self.delete_button, self.replay_button):
            button.visible = button.enabled = self.visible
        # a finished game opens its replay on a click: no second button for the same
        self.replay_button.visible &= not self.finished
        self.replay_button.enabled &= not self.finished

    def description(self) -> str:
        """The game in words, for the question before it is deleted."""
        words = save_words.description(self.saved, self.stamp, time.time())
        return f"{words} It cannot be brought back."

    def handle(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif left_click_on(event, self.rect):
            self.on_pick(self)
            return True
        elif (
            event.type == pygame.KEYDOWN
            and self.focused
            and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            self.on_pick(self)
            return True
        return False

    def lines(self) -> list[str]:
        """What the entry says, line by line (the players are drawn with their markers)."""
        saved = self.saved
        title = GAMES[saved.game_id].title
        if self.finished:
            stage = save_words.finished_words(saved.state)
        else:
            stage = save_words.stage_words(saved.state)
        head = f"{title}  ·  {stage}"
        lead = save_words.leader_words(saved)
        when = save_words.when_words(self.stamp, time.time())
        tail = f"{lead[:1].upper()}{lead[1:]}  ·  last played {when}" if lead else when
        return [head, save_words.players_words(saved), tail]

    def draw(self, surface):
        if not self.visible:
            return
        fill = (64, 50, 40) if self.hover or self.focused else (44, 36, 31)
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(
            surface, theme.GOLD if self.hover else theme.PANEL_EDGE, self.rect, 2, border_radius=8
        )
        if self.focused:
            focus_ring(surface, self.rect)
        frame = pygame.Rect(0, 0, *thumbnails.SIZE).inflate(4, 4)
        frame.midleft = (self.rect.left + 6, self.rect.centery)
        pygame.draw.rect(surface, (24, 19, 16), frame, border_radius=4)
        picture = thumbnails.kept(self.path)
        if picture is not None:
            surface.blit(picture, picture.get_rect(center=frame.center))
        pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 1, border_radius=4)
        left = frame.right + 16
        buttons = [b for b in (self.replay_button, self.delete_button) if b.visible]
        width = min(b.rect.left for b in buttons) - 16 - left
        head, _, tail = self.lines()
        img = fit_text(head, 20, theme.GOLD, width, bold=True, floor=TEXT_MIN)
        surface.blit(img, (left, self.rect.top + 8))
        self.draw_players(surface, left, self.rect.top + 46, width)
        img = fit_text(tail, 15, theme.TEXT_DIM, width, floor=TEXT_MIN)
        surface.blit(img, (left, self.rect.top + 68))

    def draw_players(self, surface, left: int, mid: int, width: int) -> None:
        """Each seat's marker and name, a computer player's level after it ("hard computer";
        "hard" alone where the long words do not fit)."""
        seats = self.saved.seats
        palette = theme.seat_palette(self.colour_blind)
        letters = distinct_letters(save_words.names_of(self.saved))
        for words in (" computer", ""):
            parts = [
                (seat.name, f"({seat.level}{words})" if seat.is_ai else "", seat) for seat in seats
            ]
            need = sum(
                34 + fonts.font(16, bold=True).size(name)[0] + fonts.font(14).size(f" {lvl}")[0]
                for name, lvl, _ in parts
            )
            if need <= width:
                break
        x = left
        for (name, level, seat), letter in zip(parts, letters):
            seat_marker(
                surface,
                (x + 11, mid),
                11,
                palette[seat.colour % len(palette)][1],
                theme.SEAT_SHAPES[seat.colour % len(theme.SEAT_SHAPES)],
                letter,
            )
            x += 26
            img = fonts.render(name, 16, theme.TEXT, bold=not seat.is_ai)
            surface.blit(img, img.get_rect(midleft=(x, mid)))
            x += img.get_width()
            if level:
                img = fonts.render(f" {level}", 14, theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midleft=(x, mid + 1)))
                x += img.get_width()
            x += 8
        opponent = GAMES[self.saved.game_id].solo_opponent
        if len(seats) == 1 and opponent:
            img = fonts.render(f"against {opponent}", 14, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(x + 4, mid + 1)))


class SavedGamesScene(Scene):
    escape_goes_back = True
    name = "saved_games"

    def __init__(self, app, finished: bool | None = None):
        super().__init__(app)
        scan = saves.scan()
        self.problems = scan.problems
        self.lists = {
            False: [(p, s) for p, s in scan.readable if not s.state.is_over()],
            True: [(p, s) for p, s in scan.readable if s.state.is_over()],
        }
        # the unfinished games first, unless there are none
        self.finished = (not self.lists[False]) if finished is None else finished
        cx = theme.CANVAS_SIZE[0] // 2
        self.tabs = {
            False: Button(
                (cx - 250, 112, 240, 44),
                f"Unfinished ({len(self.lists[False])})",
                lambda: self.show(False),
                size=18,
            ),
            True: Button(
                (cx + 10, 112, 240, 44),
                f"Finished ({len(self.lists[True])})",
                lambda: self.show(True),
                size=18,
            ),
        }
        self.build()

    def build(self) -> None:
        chosen = self.lists[self.finished]
        for done, tab in self.tabs.items():
            tab.style = "wood" if done == self.finished else "stone"
        # unreadable files get the room the list does not need
        self.visible_rows = min(VISIBLE - 2, max(1, len(chosen))) if self.problems else VISIBLE
        self.box = pygame.Rect(140, 168, 1000, self.visible_rows * ROW_H + 20)
        self.problem_box = pygame.Rect(140, self.box.bottom + 12, 1000, 708 - self.box.bottom - 12)
        self.rows = [
            SaveRow(
                (self.box.left + 12, 0, self.box.width - 24, ROW_H - 8),
                path,
                saved,
                self.pick,
                self.ask_delete,
                self.replay,
                self.app.settings.colour_blind,
            )
            for path, saved in chosen
        ]
        self.first = 0
        # each row's buttons after the rows, so they take a click before the row under them
        self.widgets = [
            *self.tabs.values(),
            *self.rows,
            *(row.replay_button for row in self.rows),
            *(row.delete_button for row in self.rows),
            Button((40, 720, 180, 50), "Back", self.back, style="stone", size=20),
        ]
        self.place_rows()

    def show(self, finished: bool) -> None:
        if finished != self.finished:
            self.finished = finished
            self.build()

    def place_rows(self):
        for i, row in enumerate(self.rows):
            shown = self.first <= i < self.first + self.visible_rows
            row.visible = row.enabled = shown
            row.place(self.box.top + 12 + (i - self.first) * ROW_H)

    def update(self, dt: float) -> None:
        """One missing picture a frame, for the rows in view."""
        super().update(dt)
        for row in self.rows:
            if row.visible and not thumbnails.is_made(row.path):
                thumbnails.make(self.app, row.path, row.saved)
                return

    def busy(self) -> bool:
        return any(row.visible and not thumbnails.is_made(row.path) for row in self.rows)

    def ask_delete(self, row: SaveRow):
        from game.client.scenes.message import ConfirmOverlay

        self.app.push(
            ConfirmOverlay(
                self.app,
                "Delete this saved game?",
                lambda: self.delete(row),
                yes_label="Delete",
                detail=row.description(),
            )
        )

    def delete(self, row: SaveRow):
        problem = None
        try:
            saves.delete_save(row.path)
        except saves.SaveProblem as exc:
            problem = str(exc)
        # the list as it is on disk now, on the same side
        self.app.replace(SavedGamesScene(self.app, self.finished))
        if problem:
            self.app.show_message("This game was not deleted", problem)

    def reread(self, row: SaveRow):
        """The row's game read again (the file may have changed since the list was made)."""
        try:
            return saves.read_save(row.path)
        except saves.SaveProblem as exc:
            self.app.show_message("This game cannot be opened", str(exc))
            return None

    def pick(self, row: SaveRow):
        """An unfinished game: play on. A finished one: its replay."""
        if row.finished:
            self.replay(row)
            return
        from game.client.scenes.table_launch import resume_saved

        saved = self.reread(row)
        if saved is not None:
            resume_saved(self.app, row.path, saved)

    def replay(self, row: SaveRow):
        from game.client.scenes.replay import ReplayScene

        saved = self.reread(row)
        if saved is not None:
            self.app.push(ReplayScene(self.app, saved))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and len(self.rows) > self.visible_rows:
            self.first = max(0, min(len(self.rows) - self.visible_rows, self.first - event.y))
            self.place_rows()
            return True
        return super().handle(event)

    def draw(self, surface):
        background(surface)
        title_text(surface, "Saved games", (theme.CANVAS_SIZE[0] // 2, 62), 48)
        panel(surface, self.box)
        if not self.rows:
            words = (
                "No finished games are kept yet."
                if self.finished
                else "No unfinished games are saved."
            )
            img = fonts.render(words, 20, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=self.box.center))
        elif len(self.rows) > self.visible_rows:
            last = min(len(self.rows), self.first + self.visible_rows)
            img = fonts.render(
                f"{self.first + 1}-{last} of {len(self.rows)}: the wheel scrolls",
                14,
                theme.TEXT_DIM,
            )
            surface.blit(img, img.get_rect(midright=(self.box.right, 745)))
        super().draw(surface)
        lines = self.problem_lines()
        if lines:
            panel(surface, self.problem_box, fill=(52, 30, 26), edge=(150, 70, 60))
            line_h = fonts.font(15).get_linesize() + 2
            for i, line in enumerate(lines):
                colour = theme.TEXT if i == 0 else (230, 150, 130)
                surface.blit(
                    fonts.render(line, 15, colour, bold=i == 0),
                    (self.problem_box.left + 16, self.problem_box.top + 12 + line_h * i),
                )

    def problem_lines(self) -> list[str]:
        """Every file that cannot be opened, with the reason, wrapped to the lower panel; if
        they do not all fit, the last line says how many are left out."""
        if not self.problems:
            return []
        width = self.problem_box.width - 32
        line_h = fonts.font(15).get_linesize() + 2
        room = max(2, (self.problem_box.height - 24) // line_h)
        lines = ["These files could not be opened. They were left as they are:"]
        for n, (path, reason) in enumerate(self.problems):
            wrapped = fonts.wrap(f"{path.name}: {reason}", 15, width)
            if len(lines) + len(wrapped) > room - (1 if n < len(self.problems) - 1 else 0):
                lines.append(f"... and {len(self.problems) - n} more.")
                break
            lines += wrapped
        return lines
