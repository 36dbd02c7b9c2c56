"""Saved games: every unfinished game on disk, newest first, to pick one and play on, or to
delete (after a question naming the game); files that cannot be opened are listed with the
reason (and left as they are)."""

from __future__ import annotations

from datetime import datetime

import pygame

from game import saves
from game.client import fonts, theme
from game.client.scene import Scene
from game.client.session import distinct_letters
from game.client.widgets.base import Widget
from game.client.widgets.button import Button
from game.client.widgets.draw import background, focus_ring, panel, seat_marker, title_text
from game.rules import GAMES

ROW_H = 74
VISIBLE = 7


DELETE_W = 96  # the Delete button at the right end of each row


class SaveRow(Widget):
    focusable = True

    def __init__(self, rect, path, saved, on_pick, on_delete, colour_blind: bool = False):
        super().__init__(rect)
        self.path = path
        self.saved = saved
        self.on_pick = on_pick
        self.colour_blind = colour_blind
        self.hover = False
        self.delete_button = Button(
            (0, 0, DELETE_W, 40), "Delete", lambda: on_delete(self), size=16, style="danger"
        )
        self.place(self.rect.top)

    def place(self, top: int) -> None:
        self.rect.top = top
        self.delete_button.rect.midright = (self.rect.right - 14, self.rect.centery)
        self.delete_button.visible = self.delete_button.enabled = self.visible

    def description(self) -> str:
        """The game in words, for the question before it is deleted."""
        title = GAMES[self.saved.game_id].title
        names = ", ".join(seat.name for seat in self.saved.seats)
        moves = len(self.saved.state.history)
        return (
            f"{title} with {names}, {moves} move{'' if moves == 1 else 's'} made "
            f"({self.path.name}). It cannot be brought back."
        )

    def handle(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
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
        state = self.saved.state
        title = GAMES[self.saved.game_id].title
        img = fonts.render(title, 20, theme.GOLD, bold=True)
        surface.blit(img, (self.rect.left + 18, self.rect.top + 10))
        below_title = self.rect.top + 12 + img.get_height()  # larger text pushes the detail down
        when = datetime.fromtimestamp(self.path.stat().st_mtime).strftime("%d %b %Y, %H:%M")
        moves = len(state.history)
        detail = (
            f"{moves} move{'' if moves == 1 else 's'} made  ·  saved {when}  ·  {self.path.name}"
        )
        img = fonts.render(detail, 15, theme.TEXT_DIM)
        surface.blit(img, (self.rect.left + 18, below_title))
        x = self.delete_button.rect.left - 20
        palette = theme.seat_palette(self.colour_blind)
        letters = distinct_letters([seat.name for seat in self.saved.seats])
        for seat, letter in reversed(list(zip(self.saved.seats, letters))):
            name = fonts.render(seat.name, 17, theme.TEXT, bold=not seat.is_ai)
            x -= name.get_width()
            surface.blit(name, name.get_rect(midleft=(x, self.rect.centery)))
            x -= 22
            colour = palette[seat.colour % len(palette)][1]
            seat_marker(
                surface,
                (x, self.rect.centery),
                10,
                colour,
                theme.SEAT_SHAPES[seat.colour % len(theme.SEAT_SHAPES)],
                letter,
            )
            x -= 26


class SavedGamesScene(Scene):
    escape_goes_back = True
    name = "saved_games"

    def __init__(self, app):
        super().__init__(app)
        scan = saves.scan()
        self.problems = scan.problems
        unfinished = [(path, saved) for path, saved in scan.readable if not saved.state.is_over()]
        # unreadable files get the room the list does not need
        self.visible_rows = min(VISIBLE - 3, max(1, len(unfinished))) if self.problems else VISIBLE
        self.box = pygame.Rect(140, 130, 1000, self.visible_rows * ROW_H + 30)
        self.problem_box = pygame.Rect(140, self.box.bottom + 16, 1000, 700 - self.box.bottom - 16)
        self.rows = [
            SaveRow(
                (self.box.left + 16, 0, self.box.width - 32, ROW_H - 10),
                path,
                saved,
                self.pick,
                self.ask_delete,
                self.app.settings.colour_blind,
            )
            for path, saved in unfinished
        ]
        self.first = 0
        # each row's Delete button after the rows, so it takes a click before the row under it
        self.widgets = [
            *self.rows,
            *(row.delete_button for row in self.rows),
            Button((40, 720, 180, 50), "Back", self.back, style="stone", size=20),
        ]
        self.place_rows()

    def place_rows(self):
        for i, row in enumerate(self.rows):
            shown = self.first <= i < self.first + self.visible_rows
            row.visible = row.enabled = shown
            row.place(self.box.top + 16 + (i - self.first) * ROW_H)

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
            problem = f"{row.path.name}: {exc}"
        self.app.replace(SavedGamesScene(self.app))  # the list as it is on disk now
        if problem:
            self.app.show_message("This game was not deleted", problem)

    def pick(self, row: SaveRow):
        from game.client.scenes.table_launch import open_table
        from game.client.session import Session

        try:  # read again: the file may have changed since this list was made
            saved = saves.read_save(row.path)
        except saves.SaveProblem as exc:
            self.app.show_message("This game cannot be opened", f"{row.path.name}: {exc}")
            return
        open_table(self.app, Session.from_saved(saved, row.path, self.app.bot_runner()))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and len(self.rows) > self.visible_rows:
            self.first = max(0, min(len(self.rows) - self.visible_rows, self.first - event.y))
            self.place_rows()
            return True
        return super().handle(event)

    def draw(self, surface):
        background(surface)
        title_text(surface, "Saved games", (theme.CANVAS_SIZE[0] // 2, 80), 48)
        panel(surface, self.box)
        if not self.rows:
            img = fonts.render("No unfinished games are saved.", 20, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=self.box.center))
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
