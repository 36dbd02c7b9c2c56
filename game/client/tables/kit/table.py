"""TableScene: the play screen every game's table builds on.

The base draws the shared chrome (prompt line, live scores, game log, Undo and Menu buttons,
flashes, floating points), runs the session's bot turns, shows the pass-the-device curtain,
opens the pause menu on Escape and moves on to the results when the game is over.

A game's table subclasses it and fills in:
- GAME_ID, LEVEL (levels/<LEVEL>.tmx) and REQUIRED_SLOTS (slot ids the level lint checks);
- setup(): build sprites and a DragController from `self.board` slots;
- draw_board(surface), handle_board_event(event) -> bool, prompt() -> str;
- optionally viewer_seat(), needs_curtain(seat), on_action(seat, action, events),
  board_targets() (for the monkey run).
See docs/client.md.
"""
from __future__ import annotations

import pygame

from game.boards import Board, load_board
from game.client import fonts, theme
from game.client.events import BOT_MOVE
from game.client.scene import Scene
from game.client.widgets.button import Button
from game.client.widgets.draw import panel, seat_marker, text_block
from game.client.widgets.floating import FloatingTexts
from game.client.widgets.tooltip import Tooltips

CHROME_LEVEL = "chrome"
CHROME_SLOTS = ["prompt", "undo_button", "menu_button", "scores", "log", "board", "message"]
FLASH_TIME = 3.5
RESULTS_DELAY = 1.2  # seconds to look at the final position before the results
SETTLE_TIME = 6.0  # seconds a move's animations (glows, flights, the Golem's telling) may run


def score_note(name: str, score) -> str:
    """A seat's total and the categories it came from (those at 0 in one clause at the end)."""
    parts = [f"{category} {points}" for category, points in score.breakdown.items() if points]
    zero = [category for category, points in score.breakdown.items() if not points]
    text = f"{name}: {score.total} point{'s' * (score.total != 1)}"
    if parts:
        text += ". " + ", ".join(parts)[:1].upper() + ", ".join(parts)[1:]
    if zero and parts:
        text += f"; 0 from {', '.join(zero)}"
    return text + "."


class TableScene(Scene):
    GAME_ID = ""
    LEVEL = ""
    REQUIRED_SLOTS: list[str] = []
    name = "table"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.board: Board = load_board(CHROME_LEVEL)
        if self.LEVEL:
            self.board = self.board.merged(load_board(self.LEVEL))
        self.revealed_to: int | None = None  # the human seat whose eyes the screen is for
        self.flash_text: str | None = None
        self.flash_bad = False
        self.flash_age = 0.0
        self.over_for = 0.0
        self.floats = FloatingTexts()
        self.tooltips = Tooltips()
        self._view_key = None
        self._view = None
        self._score_key = None
        self._scores = None
        self._chrome_cache: pygame.Surface | None = None
        self._save_error_shown: str | None = None
        self._log_cache: dict | None = None
        self._seen_version, self._changed_at = -1, 0.0  # when the state last changed (see busy)
        self.log_scroll = 0  # log lines scrolled back from the newest
        self.undo_button = Button(self.slot_rect("undo_button"), "Undo", self.undo, size=18,
                                  icon="anticlockwise-rotation", hotkey=pygame.K_z, style="stone")
        self.menu_button = Button(self.slot_rect("menu_button"), "Menu", self.open_menu, size=18,
                                  icon="hamburger-menu", style="stone")
        # once the game is over, Undo's place holds the way back to the results
        self.results_button = Button(self.slot_rect("undo_button"), "Results", self.show_results, size=18,
                                     icon="trophy", hotkey=pygame.K_r, style="wood")
        self.results_button.visible = False
        self.results_shown = False  # the results come up by themselves once
        self.widgets = [self.undo_button, self.results_button, self.menu_button]
        self.drags: list = []  # DragControllers made by make_drag (updated here)
        session.listeners.append(self._after_action)
        self.apply_settings()
        self.setup()

    # ---- hooks for subclasses -----------------------------------------------------------
    def setup(self) -> None:
        """Build the table's widgets from `self.board` slots."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the game (inside the 'board' slot and any other slots of the level)."""

    def handle_board_event(self, event) -> bool:
        """Board input (drags, clicks, keys); return True when consumed."""
        return False

    def prompt(self) -> str:
        """What the player to move must do now, in a few words ('place a tile')."""
        return "make your move"

    def viewer_seat(self) -> int | None:
        """The seat whose private information the screen may show now."""
        humans = self.session.humans_to_move()
        if humans:
            return humans[0]
        return self.revealed_to

    def needs_curtain(self, seat: int) -> bool:
        """Whether to hide the screen before showing it to `seat`. Default: between two human
        seats. Tables with hidden hands return True whenever there are two or more humans."""
        return self.revealed_to is not None and len(self.session.human_seats()) >= 2

    def on_action(self, seat: int, action, events: list) -> None:
        """Called after every committed action (start animations, floating points)."""

    def board_targets(self) -> list[pygame.Rect]:
        """Rectangles worth clicking on the board (the monkey run aims at these)."""
        return []

    # ---- helpers for subclasses ---------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def slot_rect(self, slot_id: str) -> pygame.Rect:
        return pygame.Rect(self.board[slot_id].rect)

    def shown_state(self):
        """The state as the viewing seat may see it (a cached view; the full state when every
        seat is a bot). Draw from this, never from `self.state`, when anything is hidden."""
        seat = self.viewer_seat()
        key = (self.session.version, seat)
        if key != self._view_key:
            self._view_key = key
            self._view = self.state if seat is None else self.state.view(seat)
        return self._view

    def submit(self, action, seat: int | None = None) -> str | None:
        """Apply an action for `seat` (default: the viewing seat); returns the reason if refused
        (and flashes it)."""
        seat = self.viewer_seat() if seat is None else seat
        if seat is None:
            return "It is not your turn."
        reason = self.session.submit(seat, action)
        if reason:
            self.flash(reason, bad=True)
        return reason

    def make_drag(self, **callbacks):
        """A DragController (see widgets/drag.py) whose refusals are flashed on the table and
        whose tweens follow the animation speed. The table passes it events and draws it."""
        from game.client.widgets.drag import DragController
        controller = DragController(on_reject=lambda reason: self.flash(reason, bad=True),
                                    **callbacks)
        controller.speed = self.anim()
        self.drags.append(controller)
        return controller

    def flash(self, text: str, bad: bool = False) -> None:
        self.flash_text, self.flash_bad, self.flash_age = text, bad, 0.0
        if bad:
            self.play_sound("error")

    def confirm(self, question: str, on_yes, detail: str = "", yes_label: str = "Yes") -> None:
        """Ask before something that cannot be taken back; `on_yes()` runs only on Yes."""
        from game.client.scenes.message import ConfirmOverlay
        self.app.push(ConfirmOverlay(self.app, question, on_yes, yes_label=yes_label,
                                     detail=detail))

    def play_sound(self, name: str) -> None:
        """One of game.client.sound's effects at the player's volume."""
        from game.client import sound
        sound.play(name, self.app.settings.volume)

    def scores(self):
        """state.scores(), cached per change (None if the game cannot score yet)."""
        if self._score_key != self.session.version:
            self._score_key = self.session.version
            try:
                self._scores = self.state.scores()
            except NotImplementedError:
                self._scores = None
        return self._scores

    def over_shown(self) -> bool:
        """The game is over and the table has finished showing how (a table that tells the last
        turn step by step says False until it is told)."""
        return self.state.is_over()

    def log_limit(self) -> int:
        """How many entries of the session's log to show (a table telling a turn step by step may
        hold back that turn's details until they are told)."""
        return len(self.session.log)

    def shown_scores(self):
        """The scores as the table shows them now: a table that tells a turn step by step may
        show them as they were until the telling is done."""
        return self.scores()

    def anim(self) -> float:
        return self.app.settings.anim()

    # ---- actions ------------------------------------------------------------------------
    def apply_settings(self) -> None:
        speed = self.anim()
        self.session.anim = speed
        self.session.colour_blind = self.app.settings.colour_blind
        self.floats.speed = speed
        for controller in self.drags:
            controller.speed = speed

    def _after_action(self, seat, action, events) -> None:
        self.play_sound("place")
        if self.flash_bad and self.flash_text != self.session.save_error:
            self.flash_text = ""  # a refusal is old news once a move has been made
        self.on_action(seat, action, events)

    def undo(self) -> None:
        if self.session.undo():
            self.flash("Move taken back.")
        else:
            self.flash(self.session.why_no_undo() or "Nothing of yours to take back now.", bad=True)

    def show_results(self) -> None:
        """The results, over this table (their "See the board" comes back here)."""
        from game.client.scenes.results import ResultsScene
        self.results_shown = True
        self.app.push(ResultsScene(self.app, self.session))

    def open_menu(self) -> None:
        from game.client.scenes.pause import PauseMenu
        self.app.push(PauseMenu(self.app, self))

    # ---- scene --------------------------------------------------------------------------
    def resume(self) -> None:
        self.apply_settings()

    def close(self) -> None:
        self.session.close()
        if self._after_action in self.session.listeners:
            self.session.listeners.remove(self._after_action)

    def handle(self, event) -> bool:
        if event.type == BOT_MOVE:
            return self.session.on_bot_move(event)
        self.tooltips.handle(event)
        if (event.type == pygame.MOUSEWHEEL and self.tooltips.pos is not None
                and self.slot_rect("log").collidepoint(self.tooltips.pos)):
            self.log_scroll = max(0, self.log_scroll + 3 * event.y)  # wheel up: older lines
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.handle_board_event(event):  # e.g. put a held piece back first
                return True
            self.open_menu()
            return True
        for widget in self.widgets:
            if widget.handle(event):
                return True
        if self.state.is_over():
            return False
        return self.handle_board_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.session.paused = self.app.top is not self
        self.session.update(self.app.time)
        self.floats.update(dt)
        for controller in self.drags:
            controller.update(dt)
            controller.enabled = bool(self.session.humans_to_move())
        self.flash_age += dt
        if self.session.version != self._seen_version:
            self._seen_version, self._changed_at = self.session.version, self.app.time
        self.undo_button.enabled = self.session.can_undo()
        if self.session.save_error and self.session.save_error != self._save_error_shown:
            self._save_error_shown = self.session.save_error
            self.flash(self.session.save_error, bad=True)
        if self.state.is_over():
            if self.over_shown():
                self.over_for += dt
                self.undo_button.visible, self.results_button.visible = False, True
                if not self.results_shown and self.over_for >= RESULTS_DELAY * self.anim() and self.app.top is self:
                    self.show_results()
            return
        if self.app.top is self:
            self._check_curtain()

    def busy(self) -> bool:
        """Moving by itself: a bot is to play, or a move's animations may still be running."""
        return self.session.bot_to_move() is not None or self.app.time - self._changed_at < SETTLE_TIME

    def _check_curtain(self) -> None:
        seat = self.viewer_seat()
        if seat is None or seat == self.revealed_to:
            return
        if self.needs_curtain(seat):
            from game.client.scenes.curtain import CurtainScene
            self.app.push(CurtainScene(self.app, self.session, seat, self._reveal))
        else:
            self.revealed_to = seat

    def _reveal(self, seat: int) -> None:
        self.revealed_to = seat

    def targets(self) -> list[pygame.Rect]:
        return super().targets() + self.board_targets()

    # ---- drawing ------------------------------------------------------------------------
    def static_chrome(self) -> pygame.Surface:
        """The backdrop and the empty panels, drawn once: one blit per frame instead of many
        large transparent ones."""
        if self._chrome_cache is None:
            from game.client.widgets.draw import background
            surf = pygame.Surface(theme.CANVAS_SIZE).convert()
            background(surf)
            panel(surf, self.slot_rect("board"), fill=(44, 34, 28), edge=(86, 64, 46), radius=12)
            panel(surf, self.slot_rect("prompt"), fill=(36, 29, 25))
            panel(surf, self.slot_rect("scores"))
            panel(surf, self.slot_rect("log"))
            self._chrome_cache = surf
        return self._chrome_cache

    def draw(self, surface) -> None:
        surface.blit(self.static_chrome(), (0, 0))
        self.tooltips.clear()
        self.tooltips.keep_clear = [w.rect for w in self.widgets if w.visible]  # notes cover no button
        if self.undo_button.visible and not self.undo_button.enabled:  # a greyed button says why
            self.tooltips.add(self.undo_button.rect, self.session.why_no_undo() or "")
        self.draw_board(surface)
        self.draw_prompt(surface)
        self.draw_scores(surface)
        self.draw_log(surface)
        self.draw_flash(surface)
        super().draw(surface)
        self.floats.draw(surface)
        self.tooltips.draw(surface)

    def seat_marker(self, surface, seat: int, center, radius: int = 12) -> None:
        seat_marker(surface, center, radius, self.session.seat_colour(seat),
                    self.session.seat_shape(seat), self.session.seat_name(seat))

    def draw_prompt(self, surface) -> None:
        rect = self.slot_rect("prompt")
        session = self.session
        x = rect.left + 18
        if self.over_shown():
            from game.client.scenes.results import winners_line
            text, seat = f"The game is over: {winners_line(session, self.scores())}", None
        elif self.state.is_over():
            text, seat = "Watch the last turn.", None
        else:
            humans = session.humans_to_move()
            thinking = session.thinking()
            if humans:
                seat = humans[0]
                text = f"{session.seat_name(seat)}: {self.prompt()}"
            elif thinking is not None:
                seat = thinking
                dots = "." * (1 + int(self.app.time * 3) % 3)
                text = f"{session.seat_name(seat)} is thinking{dots}"
            else:
                seat, text = None, ""
        if seat is not None:
            self.seat_marker(surface, seat, (x + 12, rect.centery), 13)
            x += 36
        img = fonts.render(text, 22, theme.TEXT, bold=True)
        if img.get_width() > rect.right - x - 12:
            img = fonts.render(text, 17, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midleft=(x, rect.centery + 1)))
        if session.save_error:
            self.tooltips.add(rect, session.save_error)

    def draw_scores(self, surface) -> None:
        rect = self.slot_rect("scores")
        title = fonts.render("Scores", 18, theme.GOLD, bold=True, display=True)
        surface.blit(title, (rect.left + 16, rect.top + 12))
        scores = self.shown_scores()
        to_move = [] if self.state.is_over() else self.state.to_move()
        row_h = min(44, (rect.height - 48) // max(1, self.session.num_seats))
        y = rect.top + 44
        for seat in range(self.session.num_seats):
            row = pygame.Rect(rect.left + 8, y, rect.width - 16, row_h - 4)
            if seat in to_move:  # highlighted, and pointed at: not by colour alone
                pygame.draw.rect(surface, (62, 50, 40), row, border_radius=6)
                pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=6)
                tip = (row.left - 2, row.centery)
                pygame.draw.polygon(surface, theme.ACCENT, [(tip[0] - 7, tip[1] - 6),
                                                            (tip[0] - 7, tip[1] + 6), tip])
            self.seat_marker(surface, seat, (row.left + 18, row.centery), 11)
            name = self.session.seat_name(seat)
            kind = "" if self.session.is_automa(seat) or not self.session.seats[seat].is_ai else \
                f"  ({self.session.seats[seat].level})"
            img = fonts.render(name + kind, 17, theme.TEXT, bold=seat in to_move)
            surface.blit(img, img.get_rect(midleft=(row.left + 38, row.centery)))
            if scores is not None and seat < len(scores):
                total = fonts.render(str(scores[seat].total), 22, theme.GOLD, bold=True)
                surface.blit(total, total.get_rect(midright=(row.right - 10, row.centery)))
                self.tooltips.add(row, score_note(name, scores[seat]))
            y += row_h

    def draw_log(self, surface) -> None:
        rect = self.slot_rect("log")
        title = fonts.render("Game log", 18, theme.GOLD, bold=True, display=True)
        surface.blit(title, (rect.left + 16, rect.top + 12))
        inner = pygame.Rect(rect.left + 14, rect.top + 42, rect.width - 28, rect.height - 54)
        lines = self._log_lines(inner.width)
        line_h = 19
        rows = inner.height // line_h
        self.log_scroll = max(0, min(self.log_scroll, len(lines) - rows))
        end = len(lines) - self.log_scroll
        visible = lines[max(0, end - rows):end]
        if self.log_scroll:  # scrolled back: say so, and how to return
            more = fonts.render(f"{self.log_scroll} newer lines below", 13, theme.ACCENT)
            surface.blit(more, more.get_rect(topright=(rect.right - 14, rect.top + 16)))
        y = inner.top
        for seat, line, detail in visible:
            if seat is not None:
                self.seat_marker(surface, seat, (inner.left + 8, y + 9), 7)
            colour = theme.TEXT_DIM if detail else theme.TEXT
            img = fonts.render(line, 14 if detail else 15, colour)
            surface.blit(img, (inner.left + (30 if detail else 22), y + 1))
            y += line_h
        if not lines:
            text_block(surface, "Moves will be listed here.", inner, 15, theme.TEXT_DIM)

    def _log_lines(self, width: int) -> list[tuple[int | None, str, bool]]:
        """The log wrapped to `width` as (seat to mark or None, text, is detail) rows. Drawn every
        frame and growing all game, so only new entries are wrapped; an undo or a resume gives
        the session a new log list, and that is wrapped afresh."""
        log, limit, scale = self.session.log, self.log_limit(), self.app.settings.ui_scale
        cache = self._log_cache
        if cache is None or cache["log"] is not log or cache["width"] != width or cache["scale"] != scale \
                or cache["count"] > limit:
            cache = self._log_cache = {"log": log, "width": width, "scale": scale, "count": 0, "lines": []}
        lines = cache["lines"]
        for entry in log[cache["count"]:limit]:
            if entry.detail:
                lines += [(None, line, True) for line in fonts.wrap(entry.text, 14, width - 28)]
            else:
                text = f"{self.session.seat_name(entry.seat)} {entry.text}"
                wrapped = fonts.wrap(text, 15, width - 24)
                lines += [(entry.seat if i == 0 else None, line, False) for i, line in enumerate(wrapped)]
        cache["count"] = limit
        return lines

    def draw_flash(self, surface) -> None:
        if not self.flash_text or self.flash_age > FLASH_TIME:
            return
        rect = self.slot_rect("message")
        alpha = 255 if self.flash_age < FLASH_TIME - 0.5 else int(255 * (FLASH_TIME - self.flash_age) / 0.5)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        fill = (70, 30, 26, 230) if self.flash_bad else (40, 52, 36, 230)
        edge = theme.ILLEGAL if self.flash_bad else theme.LEGAL
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=8)
        pygame.draw.rect(layer, edge, layer.get_rect(), 2, border_radius=8)
        mark = "!" if self.flash_bad else "i"
        badge = fonts.render(mark, 20, edge, bold=True)
        pygame.draw.circle(layer, edge, (22, rect.height // 2), 12, 2)
        layer.blit(badge, badge.get_rect(center=(22, rect.height // 2 + 1)))
        img = fonts.render(self.flash_text, 18, theme.TEXT, bold=True)
        layer.blit(img, img.get_rect(midleft=(44, rect.height // 2 + 1)))
        layer.set_alpha(alpha)
        surface.blit(layer, rect.topleft)
