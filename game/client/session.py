"""A game in progress: the rules state, the seats, the log, autosave, undo and bot turns.

Tables never change the state themselves: they call `submit(seat, action)`, which applies the
action through the rules (or returns the rules' reason why not), logs it with the player's name,
and autosaves. Bots are asked through the app's bot runner; `update` polls it every frame and
applies a finished choice itself. A table that is still presenting earlier moves says so through
`hold` (the next bot starts only once it is False). No pygame here.
"""

from __future__ import annotations

import itertools
import json
import time
from dataclasses import dataclass

from game import saves
from game.client import theme
from game.rules import GAMES
from game.saves import SeatInfo

BOT_PAUSE = 0.7  # seconds between bot moves at normal animation speed, so people can follow
AUTOMA_COLOUR = (128, 124, 118)

_ids = itertools.count(1)


def distinct_letters(names: list[str]) -> list[str]:
    """One letter per name, each different: a name's initial, else the first of its other letters
    that no earlier name took, else its seat number."""
    taken: list[str] = []
    for number, name in enumerate(names, start=1):
        letters = [ch.upper() for ch in name if ch.isalpha()]
        taken.append(next((ch for ch in letters if ch not in taken), str(number)))
    return taken


@dataclass
class LogEntry:
    index: int  # position in the state's history this line belongs to
    seat: int | None
    text: str
    detail: bool = False  # an event line under an action, not the action itself
    kind: str = ""  # the event's kind ("level", "outcome"...): tables may style lines by it


BOT_SECONDS = 1.0  # the budget of every level but the expert (they stop well within it)
EXPERT_SECONDS = 1.0  # the expert's budget unless the settings say otherwise (1 to 10 s)
HINT_SALT = 7  # a hint's seed differs from the seed a bot in that seat would get
HINT_SECONDS = 1.0  # the hard bot's budget for a hint (it stops well within it: issue 27's bench)


class BotFailed(RuntimeError):
    """A bot crashed or chose an illegal move: a bug, reported like any other error."""


class Session:
    holds_view = False  # the state is the whole game (a network table's seat holds its view)

    def __init__(
        self,
        game_id: str,
        seats: list[SeatInfo],
        seed: int,
        options: dict | None = None,
        *,
        state=None,
        save_path=None,
        runner=None,
        colour_blind: bool = False,
        anim: float = 1.0,
    ):
        self.uid = next(_ids)
        self.game_id = game_id
        self.spec = GAMES[game_id]
        self.seats = seats
        self._letters: list[str] | None = None  # each seat's marker letter, see seat_letter
        self.seed = seed
        self.options = dict(options or {})
        self.runner = runner
        self.colour_blind = colour_blind
        self.anim = anim
        self.save_path = save_path if save_path is not None else saves.new_autosave_path()
        self.ticket: int | None = None
        self.hint_ticket: int | None = None  # a hint asked of the bot worker, not back yet
        self.hint_asked: tuple[int, int] | None = None  # (seat, state version) it was asked for
        self.advice = None  # (seat, version, Advice or None, error) once a hint came back
        self.hints_taken: dict[int, int] = {}  # seat -> hints shown to that person
        self.think_seconds: dict[int, float] = {}  # seat -> seconds a person took to move
        self._waited = 0.0  # seconds people have had a move to make since the last move
        self._last_now: float | None = None  # the clock when update() last ran
        self.clock = time.monotonic  # seconds; tests give a clock of their own
        self.lesson = None  # a guided first game (game/lessons.Lesson): nothing is saved
        self.next_bot_at = 0.0
        self.expert_seconds = EXPERT_SECONDS  # the table keeps it as the settings say
        self.bot_asked: tuple[float, float] | None = None  # (when, budget) of the awaited bot
        self.paused = False
        self.version = 0  # bumped on every change of the state (tables cache on it)
        # callables (seat, action, events, before) after each committed action
        self.listeners: list = []
        self.hold = lambda: (
            False
        )  # True while the table still presents earlier moves: no bot starts
        self.log: list[LogEntry] = []
        if state is None:
            self.state = self.spec.new_state(len(seats), seed, self.options)
            self._log_events(-1, self.state.events)
        else:
            self.state = state
            self._rebuild_log()

    @classmethod
    def from_saved(cls, saved: saves.SavedGame, path, runner, colour_blind=False, anim=1.0):
        session = cls(
            saved.game_id,
            saved.seats,
            saved.seed,
            saved.options,
            state=saved.state,
            save_path=path,
            runner=runner,
            colour_blind=colour_blind,
            anim=anim,
        )
        session.hints_taken = dict(saved.hints)
        session.think_seconds = dict(saved.think)
        return session

    # ---- seats --------------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        """Seats in the rules state: the players, plus the official automa (the seat after the
        player's) in a solo game of a game that has one."""
        solo = len(self.seats) == 1 and self.spec.solo_opponent
        return len(self.seats) + (1 if solo else 0)

    def is_automa(self, seat: int) -> bool:
        return seat >= len(self.seats)

    def is_bot(self, seat: int) -> bool:
        return self.is_automa(seat) or self.seats[seat].is_ai

    def here(self, seat: int) -> bool:
        """Whether the player of `seat` can move now (at a network table: is connected)."""
        return True

    def replayable(self) -> bool:
        """Whether the game can be replayed from its moves here (the results' replay, review,
        play again): not at a network table's seat, which holds only its view."""
        return True

    def seats_to_give(self) -> list[int]:
        """Seats whose player is gone that this screen may give to a computer player (at a
        network table, its host may); none at one screen."""
        return []

    def take_notice(self):
        """News for the table to flash once (a Notice: text, bad), or None; at one screen
        there is none."""
        return None

    def final_scores(self):
        """Every seat's result once the game is over (everything counted)."""
        return self.state.scores()

    def has_bots(self) -> bool:
        return any(self.is_bot(seat) for seat in range(self.state.num_players))

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        if self.is_automa(seat):
            return self.spec.solo_opponent or "Automa"
        return self.seats[seat].name

    def seat_letter(self, seat: int) -> str:
        """The letter on the seat's marker, never another seat's (Cai and Cora: C and O)."""
        if self._letters is None:  # the names never change: worked out once (drawn often)
            self._letters = distinct_letters([self.seat_name(s) for s in range(self.num_seats)])
        return self._letters[seat]

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        if self.is_automa(seat):
            return AUTOMA_COLOUR
        palette = theme.seat_palette(self.colour_blind)
        return palette[self.seats[seat].colour % len(palette)][1]

    def seat_shape(self, seat: int) -> str:
        if self.is_automa(seat):
            return "hexagon"
        return theme.SEAT_SHAPES[self.seats[seat].colour % len(theme.SEAT_SHAPES)]

    def humans_to_move(self) -> list[int]:
        if self.state.is_over():
            return []
        return [s for s in self.state.to_move() if not self.is_bot(s)]

    # ---- applying actions ---------------------------------------------------------------
    def submit(self, seat: int, action) -> str | None:
        """Apply `action` for `seat`. Returns None when done, else the reason it is not allowed."""
        if self.state.is_over():
            return "The game is over."
        reason = self.state.why_illegal(seat, action)
        if reason is not None:
            return reason
        before = self.state.clone()
        events = self.state.apply(seat, action)
        if not self.is_bot(seat):  # the time since the last move was this person's to think
            self.think_seconds[seat] = self.think_seconds.get(seat, 0.0) + self._waited
        self._waited = 0.0
        self._log_events(len(self.state.history) - 1, events)
        self.version += 1
        self.next_bot_at = 0.0
        self.autosave()
        for listener in list(self.listeners):
            listener(seat, action, events, before)
        return None

    def _log_events(self, index: int, events) -> None:
        """The log lines of move `index` (-1: the set-up), from its events alone: the first names
        the action after its actor's name, the others are detail lines under it."""
        names = [self.seat_name(s) for s in range(max(self.num_seats, self.state.num_players))]
        said = None  # the action's line as read with its actor's name
        for k, event in enumerate(events):
            line = event.line(names)
            if k == 0 and index >= 0:
                self.log.append(LogEntry(index, event.seat, line, kind=event.kind))
                said = f"{self.seat_name(event.seat)} {line}".rstrip(".")
            elif (
                line and line.rstrip(".") != said
            ):  # a detail that only repeats its action is left out
                self.log.append(LogEntry(index, None, line, detail=True, kind=event.kind))

    def _rebuild_log(self) -> None:
        """Log lines for a resumed game, by replaying its moves from the start."""
        fresh = self.spec.new_state(self.state.num_players, self.state.seed, self.state.options)
        self.log = []
        self._log_events(-1, fresh.events)
        for index, (seat, action) in enumerate(self.state.history):
            self._log_events(index, fresh.apply(seat, action))

    def autosave(self) -> None:
        if self.lesson is not None:
            return  # a lesson replays from its script: it takes no save and no Resume
        saves.autosave(
            self.save_path,
            self.game_id,
            self.options,
            self.seed,
            self.seats,
            self.state,
            self.hints_taken,
            self.think_seconds,
        )

    @property
    def save_error(self) -> str | None:
        """Why the last autosave failed (it is written in the background), or None."""
        return saves.autosave_error(self.save_path)

    def save_copy(self):
        path = saves.named_copy_path(self.game_id)
        saves.write_save(
            path,
            self.game_id,
            self.options,
            self.seed,
            self.seats,
            self.state,
            self.hints_taken,
            self.think_seconds,
        )
        return path

    # ---- undo ---------------------------------------------------------------------------
    def _last_human_move(self) -> int:
        """Index in the history of the last move a human made; -1 when there is none."""
        history, humans = self.state.history, set(self.human_seats())
        index = len(history) - 1
        while index >= 0 and history[index][0] not in humans:
            index -= 1
        return index

    def undo_target(self) -> int | None:
        """History length to go back to, undoing the last human step and the bot moves after it;
        None when undo is not possible (see why_no_undo)."""
        return None if self.why_no_undo() else self._last_human_move()

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def why_no_undo(self) -> str | None:
        """Why Undo is not possible now, in a sentence for the players; None when it is."""
        if self.state.is_over():
            return "The game is over: its moves stand."
        index = self._last_human_move()
        if index < 0:
            return "There is no move of yours to take back yet."
        # In hot-seat, only the player who made the move may take it back.
        waiting = self.humans_to_move()
        mover = self.state.history[index][0]
        if waiting and mover not in waiting:
            return (
                f"{self.seat_name(mover)}'s move stands: it is {self.seat_name(waiting[0])}'s "
                "turn now."
            )
        if index < self.state.undo_floor:
            return (
                "Your last move stands: something hidden or left to chance (a tile, a card, a "
                "coin) has been revealed since, and undoing would let you see it twice."
            )
        return None

    def undo(self) -> bool:
        target = self.undo_target()
        if target is None:
            return False
        self._back_to(target)
        return True

    def may_change(self, seat: int) -> bool:
        """`seat`, a person, may take back a move the others have not seen (the rules'
        `withdrawable`: a face-down pick) and choose again: while another person is still to
        choose, and only if it had another choice."""
        if self.is_bot(seat) or self.state.withdrawable(seat) is None or not self.humans_to_move():
            return False
        return len(self.state.withdrawn(seat).legal_actions(seat)) > 1

    def take_back(self, seat: int) -> bool:
        """Take back `seat`'s move when may_change(seat): the game as if it were not made yet,
        every move made since standing (the computer players' too)."""
        if not self.may_change(seat):
            return False
        self.cancel_bot()
        self.state = self.state.withdrawn(seat)
        self._rebuild_log()
        self.version += 1
        self.autosave()
        return True

    def _back_to(self, target: int) -> None:
        """The game as it was after its first `target` moves."""
        self.cancel_bot()
        self.state = self.state.replay_prefix(target)
        self.log = [entry for entry in self.log if entry.index < target]
        self.version += 1
        self.autosave()

    # ---- bots ---------------------------------------------------------------------------
    def bot_to_move(self) -> int | None:
        if self.state.is_over():
            return None
        return next((s for s in self.state.to_move() if self.is_bot(s)), None)

    def thinking(self) -> int | None:
        """The bot seat whose move is awaited (for the 'thinking' indicator), or None."""
        return self.bot_to_move()

    def thinking_left(self, now: float) -> float | None:
        """The most seconds the awaited bot may still think, if it is one that thinks for as
        long as it may (the expert); None for the others, which stop well within theirs."""
        if self.ticket is None or self.bot_asked is None:
            return None
        seat = self.thinking()
        if seat is None or self.is_automa(seat) or self.seats[seat].level != "expert":
            return None
        asked, seconds = self.bot_asked
        return max(0.0, seconds - (now - asked))

    # ---- hints --------------------------------------------------------------------------
    def ask_hint(self, seat: int) -> None:
        """Ask the bot worker what the hard bot would do for `seat` now (on its view); the
        answer arrives in `advice` a moment later, for this position only."""
        if self.runner is None:
            return
        # ints only: a tuple of ints hashes the same in every process (a string would not)
        seed = hash((self.seed, len(self.state.history), seat, HINT_SALT)) & 0x7FFFFFFF
        ask = self.runner.request_advice_on_view if self.holds_view else self.runner.request_advice
        self.hint_ticket = ask(self.state, seat, seed, HINT_SECONDS)
        self.hint_asked = (seat, self.version)
        self.advice = None

    def hint_pending(self) -> bool:
        return self.hint_ticket is not None and self.hint_asked[1] == self.version

    def _take_advice(self, choice) -> None:
        self.hint_ticket = None
        seat, version = self.hint_asked
        if version != self.version:  # the position moved on: the hint is for no one now
            return
        if choice.error is None:
            self.hints_taken[seat] = self.hints_taken.get(seat, 0) + 1
            self.autosave()
        self.advice = (seat, version, choice.action, choice.error)

    def update(self, now: float) -> None:
        """Called every frame: apply a finished bot choice, start the next bot when it is due.
        While a person has a move to make (the table not covered, every move shown), the time
        counts as theirs to think (`think_seconds`, given to the one who moves next)."""
        clock = self.clock()  # the wall clock: the app's own time stands still while it sleeps
        step, self._last_now = (0.0 if self._last_now is None else clock - self._last_now), clock
        if not self.paused and not self.hold() and self.humans_to_move():
            self._waited += step
        for choice in self._runner_news():
            if choice.ticket == self.ticket:
                self.ticket = None
                if choice.error:
                    raise BotFailed(f"The {self.seat_name(choice.seat)} bot failed: {choice.error}")
                self._apply_bot(choice.seat, choice.action)
        if self.paused or self.ticket is not None or self.hold():
            return
        seat = self.bot_to_move()
        if seat is None:
            return
        if self.next_bot_at == 0.0:
            self.next_bot_at = now + BOT_PAUSE * self.anim
        if now < self.next_bot_at:
            return
        legal = self.state.legal_actions(seat)
        if self.is_automa(seat) and len(legal) == 1:
            self._apply_bot(seat, legal[0])
            return
        level = "random" if self.is_automa(seat) else self.seats[seat].level
        bot_seed = hash((self.seed, len(self.state.history), seat)) & 0x7FFFFFFF
        seconds = self.expert_seconds if level == "expert" else BOT_SECONDS
        self.ticket = self.runner.request(self.state, seat, level, bot_seed, seconds)
        self.bot_asked = (now, seconds)

    def _runner_news(self) -> list:
        """The bot worker's finished choices, a hint taken in (the others are a bot's)."""
        if self.runner is None:
            return []
        news = []
        for choice in self.runner.poll():
            if choice.ticket == self.hint_ticket:
                self._take_advice(choice)
            else:
                news.append(choice)
        return news

    def _apply_bot(self, seat: int, action) -> None:
        action = json.loads(json.dumps(action))
        reason = self.submit(seat, action)
        if reason is not None:
            raise BotFailed(
                f"The {self.seat_name(seat)} bot chose a move the rules refuse: {reason}"
            )

    def cancel_bot(self) -> None:
        if self.ticket is not None and self.runner is not None:
            self.runner.cancel_all()  # a hint asked meanwhile goes too
            self.hint_ticket = None
        self.ticket = None
        self.next_bot_at = 0.0

    def close(self) -> None:
        self.cancel_bot()
