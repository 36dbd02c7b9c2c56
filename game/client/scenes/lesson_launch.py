"""Start a guided first game (game/lessons): a session whose computer players play the lesson's
script, on the game's own table, with the coach (kit/coach.py) on top."""

from __future__ import annotations

from game.client.scenes.table_launch import open_table
from game.client.session import Session
from game.lessons import Lesson, ScriptedRunner, lesson_for
from game.saves import SeatInfo


def lesson_session(lesson: Lesson, colour_blind: bool = False) -> Session:
    seats = [
        SeatInfo(name, kind, None if kind == "human" else "easy", colour)
        for colour, (name, kind) in enumerate(lesson.seats)
    ]
    session = Session(
        lesson.game_id,
        seats,
        lesson.seed,
        lesson.options,
        runner=ScriptedRunner(lesson),
        colour_blind=colour_blind,
    )
    session.lesson = lesson
    return session


def start_lesson(app, game_id: str) -> None:
    lesson = lesson_for(game_id)
    if lesson is None:
        app.show_message("No lesson yet", "This game has no guided first game in this build.")
        return
    open_table(app, lesson_session(lesson, app.settings.colour_blind))


def every_game_has_a_lesson() -> bool:
    """ "Learn to play" is offered once every game that can be played has its lesson."""
    from game.client import catalog

    games = catalog.playable()
    return bool(games) and all(lesson_for(p.spec.id) is not None for p in games)
