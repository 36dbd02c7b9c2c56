"""The guided first game (game/lessons, kit/coach.py): the coach asks for the script's moves and
refuses others in a sentence, notes wait for Continue while nobody moves, the computer players
play the script, nothing is saved, and the lesson test plays a lesson to its end."""

from __future__ import annotations

import pygame
from uihelpers import frames, key

from game import lessons, saves
from game.client.lesson_test import play_lesson
from game.client.scenes.lesson_launch import lesson_session
from game.client.scenes.table_launch import open_table
from game.client.scenes.title import TitleScene
from game.lessons import Lesson
from game.lessons.record import record


def tiny_lesson() -> Lesson:
    def first_place(view, seat, legal):
        return next((a for a in legal if a["act"] == "place"), legal[0])

    moves = record("tiny", 3, 2, 0, first_place, 6, level="random")
    person = [i for i, (seat, _) in enumerate(moves) if seat == 0]
    return Lesson(
        game_id="tiny",
        seed=3,
        seats=(("Ann", "human"), ("Bea", "ai")),
        moves=tuple(moves),
        ask={i: f"Place a token (step {n})." for n, i in enumerate(person)},
        tell={0: "Welcome to the tiny game.", 2: "Bea placed a token too."},
        end="Every token scores its value.",
    )


def open_lesson(app, monkeypatch):
    lesson = tiny_lesson()
    monkeypatch.setattr(lessons, "lesson_for", lambda game_id: lesson)
    monkeypatch.setattr("game.client.lesson_test.lesson_for", lambda game_id: lesson)
    app.push(TitleScene(app))
    open_table(app, lesson_session(lesson))
    frames(app)
    return app.top, lesson


def test_a_note_waits_for_continue_and_nobody_moves_meanwhile(tiny, app, monkeypatch):
    table, lesson = open_lesson(app, monkeypatch)
    assert table.coach.step()[0] == "tell"
    first = lesson.moves[0][1]
    assert table.submit(first, 0) is not None  # the note comes first
    assert table.state.history == []
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.coach.step()[0] == "ask"


def test_the_coach_refuses_another_move_and_takes_the_asked_one(tiny, app, monkeypatch):
    table, lesson = open_lesson(app, monkeypatch)
    key(app, pygame.K_RETURN)
    frames(app)
    asked = lesson.moves[0][1]
    other = next(a for a in table.state.legal_actions(0) if a != asked)
    reason = table.submit(other, 0)
    assert reason.startswith("In this lesson, make the move it shows")
    assert table.state.history == []
    table.flash(reason, bad=True)
    frames(app)  # the reason shows above the note that says what to do, not over it
    assert table.flash_bar.showing and table.coach.shown_box is not None
    assert table.flash_bar.rect.bottom <= table.coach.shown_box.top
    assert table.submit(asked, 0) is None
    for _ in range(30):  # the computer player plays its scripted move
        frames(app)
    assert [seat for seat, _ in table.state.history[:2]] == [0, 1]
    assert table.state.history[1][1] == lesson.moves[1][1]


def test_the_lesson_test_plays_it_to_the_end_and_nothing_is_saved(tiny, app, monkeypatch):
    table, lesson = open_lesson(app, monkeypatch)
    app.reset_to(TitleScene(app))
    result = play_lesson(app, "tiny")
    assert result["moves"] == len(lesson.ask) and result["notes"] == len(lesson.tell) + 1
    assert isinstance(app.top, TitleScene)
    assert saves.scan().readable == []
