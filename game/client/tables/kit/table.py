"""TableScene: the play screen every game's table builds on.

The base draws the shared chrome (prompt line, live scores, game log, flash bar: widgets in
game/client/widgets/chrome.py fed by the methods below; Undo and Menu buttons, floating points),
queues every applied action as a beat (kit/beats.py) and presents it, runs the session's bot
turns, shows the pass-the-device curtain, opens the pause menu on Escape and moves on to the
results when the game is over and shown.

A game's table subclasses it and fills in:
- GAME_ID, LEVEL (levels/<LEVEL>.tmx) and REQUIRED_SLOTS (slot ids the level lint checks);
- setup(): build sprites and a DragController from `self.board` slots;
- draw_board(surface), handle_board_event(event) -> bool, prompt() -> str;
- optionally beat_length(beat) / on_beat_end(beat) (how long each move is shown, drawn from
  `self.beats.playing`), viewer_seat(), needs_curtain(seat), on_action(seat, action, events),
  animating(), log_lines(), board_targets() (for the monkey run);
- to have moves confirmed before they are made (kit/provisional.py): wants_confirm(seat, action),
  hand moves to propose(...) instead of submit(...), and draw `self.provisional` in place.
See docs/client.md.
"""

from __future__ import annotations

import bisect
import math

import pygame

from game.boards import Board, load_board
from game.client import theme
from game.client.scene import Scene
from game.client.tables.kit import drawn_labels
from game.client.tables.kit.beats import Beat, BeatQueue
from game.client.tables.kit.coach import Coach
from game.client.tables.kit.hint import HintButton
from game.client.tables.kit.log_lines import FoldedLog
from game.client.tables.kit.provisional import Provisional, chain_reason, played, preview_gains
from game.client.tables.kit.seating import SharedScreen
from game.client.tables.kit.symbol_key import KeySection, SymbolKey
from game.client.widgets.button import Button
from game.client.widgets.chrome import (
    FlashBar,
    LogLine,
    LogPanel,
    PromptLine,
    ScoreRow,
    ScoresPanel,
)
from game.client.widgets.draw import panel, seat_marker
from game.client.widgets.floating import FloatingTexts
from game.client.widgets.tooltip import Tooltips

CHROME_LEVEL = "chrome"
CHROME_SLOTS = [
    "prompt",
    "undo_button",
    "menu_button",
    "scores",
    "log",
    "board",
    "message",
    "confirm_button",
    "key_button",
    "hint_button",
]
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
RESULTS_DELAY = 1.2  # seconds to look at the final position before the results


def score_note(name: str, score, final: bool = True) -> str:
    """A seat's total and the categories it came from (those at 0 in one clause at the end);
    `final`: an elimination stands for good (else it would only be so if the game ended now)."""
    parts = [f"{category} {points}" for category, points in score.breakdown.items() if points]
    zero = [category for category, points in score.breakdown.items() if not points]
    text = f"{name}: {score.total} point{'s' * (score.total != 1)}"
    if parts:
        text += ". " + ", ".join(parts)[:1].upper() + ", ".join(parts)[1:]
    if zero and parts:
        text += f"; 0 from {', '.join(zero)}"
    text += "."
    if score.eliminated:
        why = score.note or "its points do not count"
        text += f" Out of the game: {why}." if final else f" If the game ended now: out, {why}."
    return text


class TableScene(Scene):
    GAME_ID = ""
    LEVEL = ""
    REQUIRED_SLOTS: list[str] = []
    LOG_HEADERS: tuple[str, ...] = ()  # event kinds whose log lines stand out (a new level)
    LOG_QUIET: tuple[
        str, ...
    ] = ()  # event kinds the log leaves out (many small steps whose end is told)
    PLAY_FORCED = False  # a person whose one legal action everyone can tell has it made at once
    AT_RISK = (
        "at risk"  # beside a seat that would be out if the game ended now (not struck through)
    )
    name = "table"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.board: Board = load_board(CHROME_LEVEL)
        if self.LEVEL:
            self.board = self.board.merged(load_board(self.LEVEL))
        self.revealed_to: int | None = None  # the human seat whose eyes the screen is for
        self.sees_all = False  # a replay of a finished game showing everything (scenes/replay.py)
        self.over_for = 0.0
        self.floats = FloatingTexts()
        self.tooltips = Tooltips()
        self._view_key = None
        self._view = None
        self._score_cache: dict = {}
        self._kept: dict = {}  # name -> (key, value), see kept()
        self._chrome_cache: pygame.Surface | None = None
        self._save_error_shown: str | None = None
        self._log_cache: tuple | None = None  # (key, lines) last given to the log panel
        self._folded_log = FoldedLog()
        self.beats = BeatQueue(self._start_beat, self.on_beat_end)
        self.prompt_line = PromptLine(self.slot_rect("prompt"), self.prompt_data, self.seat_marker)
        self.scores_panel = ScoresPanel(
            self.slot_rect("scores"), self.score_rows, self.seat_marker, self.tooltips
        )
        self.log_panel = LogPanel(self.slot_rect("log"), self.log_lines, self.seat_marker)
        self.flash_bar = FlashBar(self.slot_rect("message"))
        self.undo_button = Button(
            self.slot_rect("undo_button"),
            "Undo",
            self.undo,
            size=18,
            icon="anticlockwise-rotation",
            hotkey=pygame.K_z,
            style="stone",
        )
        self.menu_button = Button(
            self.slot_rect("menu_button"),
            "Menu",
            self.open_menu,
            size=18,
            icon="hamburger-menu",
            style="stone",
        )
        # once the game is over, Undo's place holds the way back to the results
        self.results_button = Button(
            self.slot_rect("undo_button"),
            "Results",
            self.show_results,
            size=18,
            icon="trophy",
            hotkey=pygame.K_r,
            style="wood",
        )
        self.results_button.visible = False
        self.provisional: Provisional | None = None  # a move on the table awaiting Confirm
        self.confirm_button = Button(
            self.slot_rect("confirm_button"),
            "Confirm",
            self.confirm_move,
            size=18,
            icon="check-mark",
            style="wood",
            tooltip="Make the move shown on the table (Enter). Esc or Undo takes it back.",
        )
        self.confirm_button.visible = False
        self.symbol_key = SymbolKey(
            self.slot_rect("key_button"),
            self.slot_rect("board"),
            self.key_sections,
            self._game_title(),
        )
        self.hint_button = HintButton(
            self.slot_rect("hint_button"),
            self.slot_rect("message"),
            session,
            lambda: self.hint_seat(),
            lambda surface, action: self.draw_hinted_move(surface, action),
        )
        self._prompt_rect = self.slot_rect("prompt")
        self.results_shown = False  # the results come up by themselves once
        # drawn in this order, after the board; input goes to the last first (Scene.handle)
        self.widgets = [
            self.prompt_line,
            self.scores_panel,
            self.log_panel,
            self.flash_bar,
            self.undo_button,
            self.results_button,
            self.menu_button,
            self.confirm_button,
            self.symbol_key,
            self.hint_button,
        ]
        self.drags: list = []  # DragControllers made by make_drag (updated here)
        # the table's KeptLayers: drawn afresh when the text size changes
        self.kept_layers: list = []
        self._text_scale = app.settings.ui_scale
        session.listeners.append(self._after_action)
        # the next bot waits until every move is shown (and, in a lesson, the coach's note read)
        session.hold = lambda: bool(self.beats) or self._coach_holds()
        self.coach: Coach | None = None
        self.seating = SharedScreen(session)  # a table may pick another in setup()
        self.apply_settings()
        self.setup()
        self.symbol_key.visible = self.symbol_key.has_entries()
        if session.lesson is not None:  # a guided first game (game/lessons)
            self.coach = Coach(
                session,
                lambda action: self.lesson_pointers(action),
                self.slot_rect("message"),
                self.end_lesson,
                lambda: len(self.provisional.actions) if self.waiting_goes_on() else 0,
                lambda: self.provisional is not None and not self.waiting_goes_on(),
                lambda action: self.lesson_move_words(action),
                self.clickable_rects,
                self.flash_bar,
            )

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

    def _game_title(self) -> str:
        from game.rules import GAMES

        spec = GAMES.get(self.GAME_ID)
        return spec.title if spec is not None else self.GAME_ID

    def key_sections(self) -> list[KeySection]:
        """The key to this table's symbols (kit/symbol_key.py), in the game's own terms."""
        return []

    def hint_seat(self) -> int | None:
        """The person a hint may be given to now: the one whose turn is on this screen."""
        return self.eyes() if self.my_turn() and self.provisional is None else None

    def lesson_pointers(self, action) -> list[pygame.Rect]:
        """In a lesson, the rectangles of the piece and the place of `action` (kit/coach.py
        frames them: the first "this", the others "here"). Default: none."""
        return []

    def lesson_move_words(self, action) -> str | None:
        """In a lesson, the asked move in words for the coach's refusal of another ("play your
        2"), where the rules' action_text says too little (a secret pick is only "plays a card
        face down" in the log). Default: None, the rules' words."""
        return None

    def clickable_rects(self) -> list[pygame.Rect]:
        """What the player may click or pick up now: every piece of the table's drags and every
        button shown (the lesson coach's note and tags keep clear of them)."""
        pieces = [pygame.Rect(rect) for drag in self.drags for _, rect in drag.pieces()]
        return pieces + [w.rect for w in self.widgets if w.visible and isinstance(w, Button)]

    def end_lesson(self) -> None:
        """The lesson's last note was read: back to the title."""
        from game.client.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def draw_hinted_move(self, surface: pygame.Surface, action) -> None:
        """Draw a hinted move in place as a ghost (kit/hint.py), marked as a hint: the table
        knows where its pieces go. Default: nothing; the hint's sentence names the move."""

    def viewer_seat(self) -> int | None:
        """Whose knowledge the screen follows now: `shown_state()` is this seat's view and the
        scores count what it may know. None: nobody's (bots only), every secret stays hidden.
        The seating part answers (kit/seating.py). Whether that seat's secrets may be drawn at
        this moment is `eyes()`."""
        return self.seating.viewer_seat(self.revealed_to)

    def eyes(self) -> int | None:
        """The seat whose secrets (a hand, a face-down pick, goal cards) may be drawn now, or
        None. It is `viewer_seat()` once that seat may look: at a table with two or more people
        only after the curtain before it has been passed (`revealed_to`), so that a hand never
        shows to the person who just moved. None also for an automaton's seat. Test it before
        drawing anything secret: `viewer_seat()` says whose view to draw, `eyes()` whether that
        seat's own hidden things may be drawn face up."""
        seat = self.viewer_seat()
        if (
            seat is None
            or seat >= self.state.num_players
            or (self.hot_seat() and seat != self.revealed_to)
        ):
            return None
        return seat

    def my_turn(self) -> bool:
        """The seat whose secrets are drawn may move now, and every move so far has been shown."""
        seat = self.eyes()
        return (
            seat is not None
            and not self.state.is_over()
            and seat in self.state.to_move()
            and not self.beats
        )

    def hot_seat(self) -> bool:
        """Two or more people take turns at this screen."""
        return self.seating.hot_seat()

    def needs_curtain(self, seat: int) -> bool:
        """Whether to hide the screen before showing it to `seat` (the seating part's answer)."""
        return self.seating.needs_curtain(seat, self.revealed_to)

    def curtain_backs(self, seat: int) -> list:
        """(label, action) for more buttons on the curtain before `seat`, for people who have
        moved already (Raiders: "Ann: change my card" for each face-down pick still open)."""
        return []

    def on_action(self, seat: int, action, events: list) -> None:
        """Called at once after every committed action (sounds, a held piece dropped)."""

    def wants_confirm(self, seat: int, action) -> bool:
        """Whether `action`, handed to propose(), waits on the table for Confirm (while the
        setting is on). Default: no move does. Opt in for moves that reveal something."""
        return False

    def waiting_goes_on(self) -> bool:
        """Moves wait for Confirm that the person may go on from (propose(..., extend=True)):
        a lesson's coach then asks for the move after them. Default: no move goes on."""
        return False

    def previews_points(self, seat: int, action) -> bool:
        """Whether the points of `action`, waiting for Confirm, are shown beforehand. They are
        worked out on the real state: a table whose move would turn up what the player may not
        see yet (others' hidden picks) must say False, or the preview gives the secret away."""
        return True

    def provisional_prompt(self) -> str:
        """The prompt while a move waits for Confirm."""
        return "Confirm your move (Enter), or take it back (Esc or Undo)"

    def beat_length(self, beat: Beat) -> float:
        """Seconds to show `beat` (already scaled by the animation speed; 0: not held at all).
        Called when the beat starts playing; fill `beat.data` here with what drawing it needs."""
        return 0.0

    def on_beat_end(self, beat: Beat) -> None:
        """A beat has been shown (or cut short): start what follows it (floating points)."""

    def animating(self) -> bool:
        """Something of the table's own moves by itself now (a glow fading, a banner)."""
        return False

    def board_targets(self) -> list[pygame.Rect]:
        """Rectangles worth clicking on the board (the monkey run aims at these)."""
        return []

    def trays(self) -> list[pygame.Rect]:
        """Dark trays drawn once under groups of the board's slots (a hand, a row of cards)."""
        return []

    # ---- helpers for subclasses ---------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def slot_rect(self, slot_id: str) -> pygame.Rect:
        return pygame.Rect(self.board[slot_id].rect)

    def presented_state(self):
        """The position the pictures show now, which may lag behind `self.state`: while a move is
        being shown (a beat plays) it is the position before that move (after it, when the beat
        does not hide its result), so the board, scores and log never run ahead of what the
        player has seen; with no beat it is `self.state`. It is the whole state, secrets
        included: draw from `shown_state()`, which is this position as the viewer may know it."""
        beat = self.beats.playing
        if beat is None:
            return self.state
        if beat.hides_result:
            return beat.before
        following = self.beats.following
        return self.state if following is None else following.before

    def shown_state(self):
        """What to draw: `presented_state()` as `viewer_seat()` may know it, i.e. its
        `view(viewer)` (hidden parts re-dealt at random, so nothing drawn from it gives a secret
        away), kept until the position or the viewer changes (never call `view()` every frame);
        with no viewer (bots only) the presented state itself. So: `self.state` is the real
        latest position (ask it what is legal now), `presented_state()` the one on show,
        `shown_state()` the one on show through the viewer's eyes."""
        seat = self.viewer_seat()
        shown = self.presented_state()
        key = (self.session.version, id(shown), seat, self.sees_all)
        if key != self._view_key:
            self._view_key = key
            self._view = shown if seat is None or self.sees_all else shown.view(seat)
        return self._view

    def submit(self, action, seat: int | None = None) -> str | None:
        """Apply an action for `seat` (default: the viewing seat); returns the reason if refused
        (and flashes it)."""
        seat = self.viewer_seat() if seat is None else seat
        if seat is None:
            return "It is not your turn."
        reason = self.lesson_refusal(seat, action) or self.session.submit(seat, action)
        if reason:
            self.flash(reason, bad=True)
        return reason

    def lesson_refusal(self, seat: int, action, ahead: int = 0) -> str | None:
        """In a lesson, why the coach does not take this move, made after `ahead` of the
        person's moves waiting for Confirm (None outside lessons)."""
        return self.coach.refuse(seat, action, ahead) if self.coach is not None else None

    def propose(
        self,
        action,
        seat: int | None = None,
        *,
        piece=None,
        target=None,
        rotation: int = 0,
        extend: bool = False,
    ) -> str | None:
        """Make a move the player chose, or stand it on the table awaiting Confirm when the
        table wants that (wants_confirm) and the setting is on. Returns the rules' reason if the
        move is illegal (flashed), else None. `piece`, `target`, `rotation`: where the table
        draws it, and which piece, picked up again, takes it back. `extend`: the move joins the
        seat's moves already waiting, checked in the position after them (in a lesson, the
        coach asks for the move after them)."""
        seat = self.viewer_seat() if seat is None else seat
        if seat is None:
            return "It is not your turn."
        if not (self.app.settings.confirm_moves and self.wants_confirm(seat, action)):
            return self.submit(action, seat)
        waiting = self.provisional
        earlier = waiting.actions if extend and waiting is not None and waiting.seat == seat else []
        reason = self.lesson_refusal(seat, action, len(earlier)) or chain_reason(
            self.state, seat, [*earlier, action]
        )
        if reason:
            self.flash(reason, bad=True)
            return reason
        if earlier:
            waiting = Provisional(
                seat, earlier[0], piece, target, rotation, {}, self.session.version
            )
            waiting.then = [*earlier[1:], action]
        else:
            waiting = Provisional(seat, action, piece, target, rotation, {}, self.session.version)
        waiting.gains = self.preview(seat, waiting.actions)
        self.provisional = waiting
        self.play_sound("click")
        return None

    def ahead(self):
        """The position after the moves waiting for Confirm (the real state when none wait):
        where the person who made them chooses their next one. A clone that knows what the
        waiting moves would reveal: draw from it only that person's own pieces."""
        waiting = self.provisional
        if waiting is None:
            return self.state
        return self.kept(
            "ahead",
            (self.session.version, id(waiting)),
            lambda: played(self.state, waiting.seat, waiting.actions),
        )

    def confirm_move(self) -> str | None:
        """Make the moves that wait for Confirm (None when done, else the rules' reason)."""
        waiting, self.provisional = self.provisional, None
        if waiting is None:
            return None
        for action in waiting.actions:
            reason = self.submit(action, waiting.seat)
            if reason:
                return reason
        return None

    def take_back(self, say: bool = True) -> None:
        """The moves waiting for Confirm go back; nothing was made."""
        if self.provisional is None:
            return
        self.provisional = None
        if say:
            self.flash("Taken back: nothing was played.")

    def take_back_last(self, say: bool = True) -> None:
        """Undo while moves wait: the last of them goes back (all, when it is the only one)."""
        waiting = self.provisional
        if waiting is None or not waiting.then:
            self.take_back(say)
            return
        kept = Provisional(
            waiting.seat, waiting.action, waiting.piece, waiting.target, waiting.rotation
        )
        kept.then, kept.version = waiting.then[:-1], self.session.version
        kept.gains = self.preview(kept.seat, kept.actions)
        self.provisional = kept
        if say:
            self.flash("Taken back: the last move shown.")

    def _check_provisional(self) -> None:
        """Moves awaiting Confirm are checked again whenever the state changes (a computer
        player's pick, an undo): if the rules no longer allow them they go back, with the
        reason."""
        waiting = self.provisional
        if waiting is None or waiting.version == self.session.version:
            return
        reason = chain_reason(self.state, waiting.seat, waiting.actions)
        if reason:
            self.provisional = None
            self.flash(f"Your move went back: {reason}", bad=True)
            return
        waiting.version = self.session.version
        waiting.gains = self.preview(waiting.seat, waiting.actions)

    def preview(self, seat: int, action) -> dict[int, int]:
        """The points a move (or a list of moves made one after another) would give (seat ->
        change) if the table may show them before it is made (previews_points): moves waiting
        for Confirm, or one a held piece would make."""
        actions = action if isinstance(action, list) else [action]
        if not all(self.previews_points(seat, a) for a in actions):
            return {}
        kept = self.kept("previews", self.session.version, dict)  # asked every frame of a hover
        key = (seat, repr(actions), self.score_viewer())
        if key not in kept:
            kept[key] = preview_gains(self.state, seat, actions, self.score_viewer())
        return kept[key]

    def make_drag(self, **callbacks):
        """A DragController (see widgets/drag.py) whose refusals are flashed on the table and
        whose tweens follow the animation speed. The table passes it events and draws it."""
        from game.client.widgets.drag import DragController

        controller = DragController(
            on_reject=lambda reason: self.flash(reason, bad=True), **callbacks
        )
        controller.speed = self.anim()
        self.drags.append(controller)
        return controller

    def drag_event(self, drag, event) -> bool:
        """Pass `event` to `drag` (made by make_drag). A piece picked up ends the beat on show
        (the board must show what is really picked from); the piece of the move awaiting Confirm,
        picked up again, takes the move back (in hand, turned as it was dropped); any other
        piece picked up is handed to on_pick_up."""
        before, waiting = drag.held, self.provisional
        used = drag.handle(event)
        if drag.held is not None and drag.held != before:
            self.beats.finish()
            if waiting is not None and drag.held == waiting.piece:
                self.take_back(say=False)
                drag.rotate(waiting.rotation)
            else:
                self.on_pick_up(drag.held)
        return used

    def on_pick_up(self, piece) -> None:
        """A piece was just picked up (by drag_event): e.g. turn it to a way that fits."""

    def kept(self, name: str, key, make):
        """`make()` worked out once per `key` (say the session's version and a seat) and kept
        under `name` until the key changes: what the screen asks of the rules many times a frame."""
        held = self._kept.get(name)
        if held is None or held[0] != key:
            held = self._kept[name] = (key, make())
        return held[1]

    def flash(self, text: str, bad: bool = False) -> None:
        self.flash_bar.show(text, bad)
        if bad:
            self.play_sound("error")

    @property
    def flash_text(self) -> str | None:
        return self.flash_bar.text

    @property
    def flash_bad(self) -> bool:
        return self.flash_bar.bad

    def confirm(self, question: str, on_yes, detail: str = "", yes_label: str = "Yes") -> None:
        """Ask before something that cannot be taken back; `on_yes()` runs only on Yes."""
        from game.client.scenes.message import ConfirmOverlay

        self.app.push(
            ConfirmOverlay(self.app, question, on_yes, yes_label=yes_label, detail=detail)
        )

    def play_sound(self, name: str) -> None:
        """One of game.client.sound's effects at the player's volume."""
        from game.client import sound

        sound.play(name, self.app.settings.volume)

    def scores(self):
        """The real state's scores, everything counted, cached per change (None if the game
        cannot score yet); once the game is over, the session's final scores (at a network
        table, the host's: a view cannot count what it never saw)."""
        if self.state.is_over():
            return self.kept("final_scores", self.session.version, self.session.final_scores)
        return self._scores_of(self.state, None)

    def shown_scores(self):
        """The scores the screen may show: of the presented position (while a move is still being
        shown, from before it), counting only what the viewing seat may know."""
        return self._scores_of(self.presented_state(), self.score_viewer())

    def score_viewer(self) -> int | None:
        """The seat whose knowledge the scores on screen follow (hidden points of the others are
        left out): the viewer, else the only or first person at the table; None with bots alone
        or when everything is shown (`sees_all`)."""
        if self.sees_all:
            return None
        seat = self.viewer_seat()
        if seat is None:
            humans = self.session.human_seats()
            seat = humans[0] if humans else None
        return seat

    def _scores_of(self, state, viewer=None):
        key = (self.session.version, id(state), viewer)
        if key not in self._score_cache:
            if len(self._score_cache) > 8:
                self._score_cache.clear()
            try:
                self._score_cache[key] = state.scores(viewer)
            except NotImplementedError:
                self._score_cache[key] = None
        return self._score_cache[key]

    def over_shown(self) -> bool:
        """The game is over and every move up to the end has been shown."""
        return self.state.is_over() and not self.beats

    def anim(self) -> float:
        return self.app.settings.anim()

    # ---- the chrome's data sources ------------------------------------------------------
    def prompt_data(self) -> tuple[int | None, str]:
        """(seat to mark, text) for the prompt line."""
        session = self.session
        if self.provisional is not None:
            seat = self.provisional.seat
            return seat, f"{session.seat_name(seat)}: {self.provisional_prompt()}"
        if self.over_shown():
            from game.client.scenes.results import winners_line

            return None, f"The game is over: {winners_line(session, self.scores())}"
        if self.state.is_over():
            return None, "Watch the last turn."
        beat = self.beats.playing
        if beat is not None and beat.hides_result and session.is_bot(beat.seat):
            # a bot's or the automa's turn still being shown: nobody is asked to act yet
            return beat.seat, f"{session.seat_name(beat.seat)} is playing: watch the turn"
        humans = session.humans_to_move()
        if humans:
            return humans[0], f"{session.seat_name(humans[0])}: {self.prompt()}"
        thinking = session.thinking()
        if thinking is not None and not session.here(thinking):
            return thinking, f"{session.seat_name(thinking)} dropped out: waiting for them"
        if thinking is not None:
            dots = "." * (1 + int(self.app.time * 3) % 3)
            left = session.thinking_left(self.app.time)
            more = (
                ""
                if left is None
                else f" (at most {math.ceil(left)} s more)"
                if left > 0
                else " (finishing)"
            )
            return thinking, f"{session.seat_name(thinking)} is thinking{dots}{more}"
        return None, ""

    def score_rows(self) -> list[ScoreRow]:
        """One row per seat, from the presented position."""
        session = self.session
        scores = self.shown_scores()
        shown = self.presented_state()
        to_move = self.highlighted_seats(shown)
        waiting = self.provisional
        rows = []
        for seat in range(session.num_seats):
            name = session.seat_name(seat)
            level = (
                ""
                if session.is_automa(seat) or not session.seats[seat].is_ai
                else f"  ({session.seats[seat].level})"
            )
            score = scores[seat] if scores is not None and seat < len(scores) else None
            eliminated = score is not None and score.eliminated
            final = shown.is_over() or self.out_for_good(shown, seat)
            rows.append(
                ScoreRow(
                    seat,
                    name + level,
                    None if score is None else score.total,
                    ""
                    if score is None
                    else score_note(name, score, final)
                    + (" Highlighted: to play now." if seat in to_move else ""),
                    seat in to_move,
                    out=eliminated and final,
                    warn=self.AT_RISK if eliminated and not final else "",
                    side=self.score_side(shown, seat),
                    preview=""
                    if waiting is None or not waiting.gain(seat)
                    else f"{waiting.gain(seat):+d}?",
                )
            )
        return rows

    def highlighted_seats(self, shown) -> list[int]:
        """The seats the scores panel marks as to play now: those of the presented position,
        none once the game is over (not even while its last turn is still being shown)."""
        return [] if shown.is_over() or self.state.is_over() else shown.to_move()

    def out_for_good(self, state, seat: int) -> bool:
        """Whether a seat the rules' scores put out of the game is out already before the end
        (Raiders: turned to stone). Otherwise, until the game is over, it is only marked as at
        risk: a player must not read a standing that can still change as an elimination."""
        return False

    def score_side(self, state, seat: int) -> str:
        """A second figure shown small beside a seat's total (Raiders: its wounds), or ""."""
        return ""

    def log_lines(self) -> tuple[object, list[LogLine]]:
        """(key, lines) for the log panel: the session's log up to the presented position (the
        playing beat's first line shows; what followed waits for the beat to end, unless
        `log_shows_early` lets it out). Lines of the kinds in LOG_HEADERS stand out as headers;
        those in LOG_QUIET are left out.
        Made again only when the key changes."""
        log, beat = self.session.log, self.beats.playing
        key = (id(log), len(log), None if beat is None else (beat.index, beat.hides_result))
        if self._log_cache is None or self._log_cache[0] != key:
            cut, more = len(log), []
            if beat is not None:  # the log is in history order: what is before the beat shows
                cut = bisect.bisect_left(log, beat.index, key=lambda e: e.index)
                more = [
                    line
                    for i in range(cut, len(log))
                    if log[i].index == beat.index
                    and (
                        not (log[i].detail and beat.hides_result)
                        or self.log_shows_early(beat, log[i])
                    )
                    and (line := self._log_line(log[i])) is not None
                ]
            lines = self._folded_log.lines(log, cut, lambda i: self._log_line(log[i]), more)
            self._log_cache = (key, lines)
        return self._log_cache

    def _log_line(self, entry) -> LogLine | None:
        """A log entry as a line of the panel (None: an entry of a kind left out)."""
        if entry.kind in self.LOG_QUIET:
            return None
        if entry.detail:
            return LogLine(
                None, entry.text, "header" if entry.kind in self.LOG_HEADERS else "detail"
            )
        return LogLine(entry.seat, f"{self.session.seat_name(entry.seat)} {entry.text}")

    def log_shows_early(self, beat: Beat, entry) -> bool:
        """Whether a line of the playing beat's move shows while the beat still plays (e.g. a
        reveal's outcome, told on the table at the same time)."""
        return False

    # ---- actions ------------------------------------------------------------------------
    def apply_settings(self) -> None:
        speed = self.anim()
        self.session.anim = speed
        self.session.colour_blind = self.app.settings.colour_blind
        self.floats.speed = speed
        for controller in self.drags:
            controller.speed = speed
        if not self.app.settings.confirm_moves:  # turned off: a move waiting is made now
            self.confirm_move()

    def _after_action(self, seat, action, events, before) -> None:
        self.play_sound("place")
        if self.flash_bad and self.flash_text != self.session.save_error:
            self.flash_bar.text = ""  # a refusal is old news once a move has been made
        if not self.session.is_bot(seat):
            self.beats.finish()  # a move of the player's own: what came before is shown at once
        self.on_action(seat, action, events)
        self.beats.push(Beat(seat, action, list(events), before, len(self.state.history) - 1))

    def _start_beat(self, beat: Beat) -> None:
        beat.length = self.beat_length(beat)

    def can_undo(self) -> bool:
        """Undo does something now: takes back a move awaiting Confirm, or the session's undo."""
        return self.provisional is not None or self.session.can_undo()

    def why_no_undo(self) -> str:
        return self.session.why_no_undo() or ""

    def undo(self) -> None:
        if self.provisional is not None:
            self.take_back_last()
            return
        self.beats.finish()
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
        """Back from the menu or the settings: colours or text size may have changed."""
        self.apply_settings()
        self.forget_pictures()

    def forget_pictures(self) -> None:
        """Draw the kept layers afresh (colours or text size changed)."""
        self._text_scale = self.app.settings.ui_scale
        for layer in self.kept_layers:
            layer.forget(base=True)

    def close(self) -> None:
        from game.client.widgets.text import forget_table_pictures

        forget_table_pictures()
        self.app.release_memory_soon()
        self.session.close()
        if self._after_action in self.session.listeners:
            self.session.listeners.remove(self._after_action)

    def handle(self, event) -> bool:
        self.tooltips.handle(event)
        if self.symbol_key.open and self.symbol_key.handle(event):
            return True  # the open key takes Escape (to close) before the menu does
        if self.hint_button.showing() and self.hint_button.handle(event):
            return True  # so does a hint on show
        if self.coach is not None and self.coach.handle(event):
            return True  # Continue (Enter) on a lesson's note
        holding = any(c.held is not None for c in self.drags)
        if event.type == pygame.KEYDOWN and self.provisional is not None and not holding:
            if event.key == pygame.K_ESCAPE:
                self.take_back()
                return True
            if event.key in CONFIRM_KEYS:
                self.confirm_move()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.handle_board_event(event):  # e.g. put a held piece back first
                return True
            self.open_menu()
            return True
        if self._greyed_undo_pressed(event):  # says why, rather than nothing at all
            self.flash(self.why_no_undo() or "Nothing of yours to take back now.", bad=True)
            return True
        for widget in reversed(self.widgets):
            if widget.handle(event):
                return True
        # once the game is over too: nobody moves then (no one is to move, the session refuses
        # a move), but looking goes on (Doodle's small sheets are clicked to be seen large)
        return self.handle_board_event(event)

    def _greyed_undo_pressed(self, event) -> bool:
        """Undo clicked or its key pressed while it can do nothing (at a network table every
        move stands; nothing of the person's to take back yet)."""
        button = self.undo_button
        if not button.visible or button.enabled:
            return False
        if event.type == pygame.KEYDOWN:
            return event.key == button.hotkey
        return (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and button.rect.collidepoint(event.pos)
        )

    def _coach_holds(self) -> bool:
        """A lesson's note is up: nothing moves, not even a person's forced last card."""
        return self.coach is not None and self.coach.holding()

    def forced_action(self, seat: int):
        """The seat's action when it is to move and has exactly one legal action, else None."""
        if seat not in self.state.to_move():
            return None
        legal = self.state.legal_actions(seat)
        return legal[0] if len(legal) == 1 else None

    def forced_note(self, seat: int, action) -> str:
        """The flash after a forced action was made for a person (PLAY_FORCED)."""
        return f"{self.session.seat_name(seat)} had one move left and made it."

    def _play_forced(self) -> None:
        for seat in self.session.humans_to_move():
            action = self.forced_action(seat)
            if action is not None and self.session.submit(seat, action) is None:
                self.flash(self.forced_note(seat, action))
                return

    def update(self, dt: float) -> None:
        if self.app.settings.ui_scale != self._text_scale:  # changed with the menu still over us
            self.forget_pictures()
        if (
            self.PLAY_FORCED
            and not self.beats
            and self.provisional is None  # the person chose it already: it waits for Confirm
            and self.app.top is self
            and not self._coach_holds()
        ):
            self._play_forced()
        super().update(dt)
        self.session.paused = self.app.top is not self
        self.session.expert_seconds = self.app.settings.expert_seconds
        self.session.update(self.app.time)
        self.beats.update(dt)
        self.floats.update(dt)
        for controller in self.drags:
            controller.update(dt)
            controller.enabled = bool(self.session.humans_to_move())
        self._check_provisional()
        self.undo_button.enabled = self.can_undo()
        self.confirm_button.visible = self.provisional is not None
        self.hint_button.refresh(self.state.is_over() or self.coach is not None)
        self.hint_button.visible &= self.provisional is None  # Confirm has the place then
        # the prompt makes room for Confirm or Hint while they show
        shown = [b.rect.left for b in (self.confirm_button, self.hint_button) if b.visible]
        self.prompt_line.rect = (
            self._prompt_rect.clip(pygame.Rect(0, 0, min(shown) - 4, 9999))
            if shown
            else self._prompt_rect
        )
        notice = self.session.take_notice()
        if notice is not None:
            self.flash(notice.text, bad=notice.bad)
        if self.session.save_error and self.session.save_error != self._save_error_shown:
            self._save_error_shown = self.session.save_error
            self.flash(self.session.save_error, bad=True)
        if self.state.is_over():
            if self.over_shown():
                self.over_for += dt
                self.undo_button.visible, self.results_button.visible = False, True
                if (
                    not self.results_shown
                    and self.over_for >= RESULTS_DELAY * self.anim()
                    and self.app.top is self
                    and self.coach is None  # a lesson played to the end closes on its last note
                ):
                    self.show_results()
            return
        if self.app.top is self:
            self._check_curtain()

    def busy(self) -> bool:
        """Moving by itself: a beat playing, a bot to start or thinking, points floating, a
        flash fading, a piece gliding, or the table's own animations. A beat that waits on a
        still picture (a reveal held until Continue) holds the bots and lets the app rest."""
        if self.beats and (len(self.beats) > 1 or self.beats.playing.moving):
            return True
        return (
            (not self.beats and self.session.bot_to_move() is not None)
            or bool(self.floats.items)
            or self.flash_bar.showing
            or any(c.tweens for c in self.drags)
            or self.animating()
            or (self.state.is_over() and not self.results_shown and self.coach is None)
        )

    def _check_curtain(self) -> None:
        seat = self.viewer_seat()
        if seat is None or seat == self.revealed_to:
            return
        if self.needs_curtain(seat):
            from game.client.scenes.curtain import CurtainScene

            self.app.push(
                CurtainScene(self.app, self.session, seat, self._reveal, self.curtain_backs(seat))
            )
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
            for tray in self.trays():
                panel(
                    surf, tray, fill=theme.TRAY, edge=theme.TRAY_EDGE, radius=10, drop_shadow=False
                )
            self._chrome_cache = surf
        return self._chrome_cache

    def draw(self, surface) -> None:
        drawn_labels.begin_frame()
        surface.blit(self.static_chrome(), (0, 0))
        self.tooltips.clear()
        self.tooltips.keep_clear = [
            w.rect for w in self.widgets if w.visible and isinstance(w, Button)
        ]
        if self.undo_button.visible and not self.undo_button.enabled:  # a greyed button says why
            self.tooltips.add(self.undo_button.rect, self.why_no_undo())
        for widget in self.widgets:  # a live button with a note says what it does
            if isinstance(widget, Button) and widget.visible and widget.enabled and widget.tooltip:
                self.tooltips.add(widget.rect, widget.tooltip)
        if self.session.save_error:
            self.tooltips.add(self.prompt_line.rect, self.session.save_error)
        self.draw_board(surface)
        self.hint_button.draw_over_board(surface)
        if self.coach is not None:
            self.coach.draw(surface)
        if self.symbol_key.open:  # the board's notes would show through the key
            self.tooltips.clear()
        super().draw(surface)
        self.symbol_key.draw_open(surface)  # over the table's own widgets too
        self.floats.draw(surface)
        if self.app.top is self:  # under the pause menu (or any overlay) no tooltip shows through
            self.tooltips.draw(surface)

    def seat_marker(self, surface, seat: int, center, radius: int = 12) -> None:
        seat_marker(
            surface,
            center,
            radius,
            self.session.seat_colour(seat),
            self.session.seat_shape(seat),
            self.session.seat_letter(seat),
        )
