"""Guided first games ("Learn to play"): one short scripted game per game, with the real rules.

A lesson is data (no pygame): a fixed seed, the seats (one person, the others computer players
or the game's automaton), and `moves`, the whole game as far as the lesson goes, every seat's
moves in the order the rules saw them. The person is asked for their moves one by one (`ask`:
what to do and why, keyed by the move's index in `moves`); the computer players play theirs from
the script (`ScriptedRunner`); an automaton plays itself from the seed, and `moves` holds what it
does so the script can be checked. `tell` explains something once the game has made that many
moves (the person reads it and presses Continue); `end` explains the final scoring.

A game's lesson lives in `game/lessons/<game id>.py` as `LESSON`. `python -m game --lesson-test`
plays every lesson to its end, doing what each step asks; docs/client.md says how to write one.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field

from game.rules.core import Action


@dataclass(frozen=True)
class Lesson:
    game_id: str
    seed: int
    seats: tuple[tuple[str, str], ...]  # (name, "human" or "ai"), the person first
    moves: tuple[tuple[int, Action], ...]  # (seat, action) in the order the rules saw them
    ask: dict[int, str]  # index in moves of a person's move -> what to do and why
    tell: dict[int, str] = field(default_factory=dict)  # moves made -> a note before going on
    end: str = ""  # after the last move: how the game ends and is scored
    options: dict = field(default_factory=dict)

    @property
    def person(self) -> int:
        return next(i for i, (_, kind) in enumerate(self.seats) if kind == "human")

    def moves_of(self, seat: int) -> list[tuple[int, Action]]:
        """(index in moves, action) of every scripted move of `seat`, in order."""
        return [(i, action) for i, (s, action) in enumerate(self.moves) if s == seat]


LESSON_MODULES = {
    game_id: f"game.lessons.{game_id}"
    for game_id in ("makers", "raiders", "stonespine", "decorators", "doodle")
}


def lesson_for(game_id: str) -> Lesson | None:
    """The game's lesson, or None when it has none (yet)."""
    name = LESSON_MODULES.get(game_id)
    if name is None:
        return None
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None
    return module.LESSON


def same_action(a: Action, b: Action) -> bool:
    """Actions compared as the JSON they are saved as (tuples and lists alike)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def moves_made(history, seat: int) -> int:
    return sum(1 for s, _ in history if s == seat)


class ScriptedRunner:
    """The bot runner of a lesson: each computer seat plays its next scripted move (the same
    interface as game.ai.runner.BotRunner). A hint is not offered in a lesson."""

    def __init__(self, lesson: Lesson):
        from game.ai.runner import BotChoice

        self._choice = BotChoice
        self.lesson = lesson
        self._done: list = []
        self._next_ticket = 1

    def prepare(self) -> None:
        """Nothing to start."""

    def request(self, state, seat: int, level: str, seed: int, seconds: float = 1.0) -> int:
        ticket = self._next_ticket
        self._next_ticket += 1
        scripted = self.lesson.moves_of(seat)
        made = moves_made(state.history, seat)
        if made < len(scripted):
            self._done.append(self._choice(ticket, seat, scripted[made][1], None, 0.0))
        else:
            error = f"the lesson has no more moves for seat {seat}"
            self._done.append(self._choice(ticket, seat, None, error, 0.0))
        return ticket

    def request_advice(self, state, seat: int, seed: int, seconds: float) -> int:
        raise RuntimeError("A lesson offers no hints: the coach says what to do.")

    def busy(self) -> bool:
        return bool(self._done)

    def cancel_all(self) -> None:
        self._done.clear()

    def poll(self) -> list:
        done, self._done = self._done, []
        return done

    def shutdown(self) -> None:
        self._done.clear()
