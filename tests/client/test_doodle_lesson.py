"""The Doodle Dungeon lesson (game/lessons/doodle.py): a short game of three building rounds
against Bea, every kind of the person's move asked with a pointer, played to its end by the
lesson test; the path's rest drawn with "Shortest way out" waits as one line the coach takes
step by step; the final note's figures are the rules' scores."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import run_until
from uihelpers import click, frames, key

from game.client.lesson_test import play_lesson
from game.client.scenes.lesson_launch import lesson_session
from game.client.scenes.table_launch import open_table
from game.client.scenes.title import TitleScene
from game.client.tables.kit.coach import CONFIRM_NOTE
from game.lessons import lesson_for, moves_made
from game.rules import GAMES

EVERY_KIND = {
    "pick", "walls", "build", "hide", "improve", "done", "step", "finish", "move", "play",
    "resolve", "refill",
}  # fmt: skip


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    from game.client.tables import TABLE_MODULES

    monkeypatch.setitem(TABLE_MODULES, "doodle", "game.client.tables.doodle.table")


def test_the_script_is_a_whole_short_game_and_asks_every_kind_of_move():
    lesson = lesson_for("doodle")
    state = GAMES["doodle"].new_state(len(lesson.seats), lesson.seed, lesson.options)
    for seat, action in lesson.moves:
        state.apply(seat, action)
    assert state.is_over() and state.round == 3
    mine = lesson.moves_of(lesson.person)
    assert {action["act"] for _, action in mine} == EVERY_KIND
    assert {"target" in action for _, action in mine if action["act"] == "play"} == {True, False}
    assert all(lesson.ask.get(index) for index, _ in mine)  # every move of the person asked
    totals = [score.total for score in state.scores()]
    assert f"= {totals[0]}" in lesson.end and f"Bea with {totals[1]}" in lesson.end


def test_the_lesson_test_plays_it_to_its_end(app):
    app.push(TitleScene(app))
    frames(app, 2)
    played = play_lesson(app, "doodle")
    lesson = lesson_for("doodle")
    assert played["moves"] == len(lesson.moves_of(lesson.person))
    assert played["notes"] == len(lesson.tell) + 1  # and the final scoring
    assert isinstance(app.top, TitleScene)


def test_shortest_way_out_waits_as_one_line_the_coach_takes(app):
    app.settings.confirm_moves = True
    app.settings.animation_speed = "instant"
    lesson = lesson_for("doodle")
    open_table(app, lesson_session(lesson))
    table = app.top
    route_at = next(i for i, text in lesson.ask.items() if "Press Shortest way out" in text)
    before = sum(1 for i, (seat, _) in enumerate(lesson.moves) if seat == 0 and i < route_at)
    for _ in range(3000):
        frames(app)
        if table.beats or app.top is not table:
            continue
        if moves_made(table.state.history, 0) == before and table.coach.step()[0] == "ask":
            break
        step = table.coach.step()
        if step is None:
            continue
        if step[0] != "ask":
            key(app, pygame.K_RETURN)
            continue
        for rect in table.lesson_pointers(step[2]):
            assert app.canvas.get_rect().contains(rect), step[2]
        assert table.propose(step[2], 0) is None
        table.confirm_move()
    frames(app)
    click(app, table.buttons["route"].rect.center)
    waiting = table.provisional.actions
    assert waiting[-1] == {"act": "finish"} and table.flash_text in (None, "")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.state.path_done[0], what="the path made")
    assert table.state.history[-len(waiting) :] == [(0, a) for a in waiting]


def test_while_the_asked_move_waits_for_confirm_the_note_says_so(app, monkeypatch):
    app.settings.confirm_moves = True
    app.settings.animation_speed = "instant"
    open_table(app, lesson_session(lesson_for("doodle")))
    table = app.top
    key(app, pygame.K_RETURN)  # the welcome note read
    run_until(app, lambda: table.my_turn() and table.coach.step()[0] == "ask", what="the ask")
    notes = []
    monkeypatch.setattr(
        table.coach, "_note", lambda surface, box, lines, button: notes.append(" ".join(lines))
    )
    click(app, dict(table.card_rects())[54].center)
    assert table.provisional is not None and table.coach.confirming()
    frames(app)
    assert notes[-1] == CONFIRM_NOTE  # not the ask to take the card, made already
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.state.taken[0] == [54] and not table.coach.confirming()
