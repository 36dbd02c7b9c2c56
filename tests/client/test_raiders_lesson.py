"""The Dungeon Raiders lesson (game/lessons/raiders.py): its script is a legal game of the rules
that covers every kind of turn, the coach points at the card (or the torch) and the play spot,
a forced last card waits while a note is read, and the lesson test plays it to its end."""

from __future__ import annotations

import pygame
from tablehelpers import walk_lesson
from uihelpers import frames, key

from game.client.lesson_test import play_lesson
from game.client.scenes.lesson_launch import lesson_session
from game.client.scenes.table_launch import open_table
from game.client.scenes.title import TitleScene
from game.lessons import lesson_for
from game.rules import GAMES
from game.rules.raiders.state import CRYSTAL, TORCH_USE


def test_the_script_is_a_legal_first_level_with_every_kind_of_turn():
    lesson = lesson_for("raiders")
    state = GAMES["raiders"].new_state(len(lesson.seats), lesson.seed)
    kinds = set()
    for seat, action in lesson.moves:
        if seat == lesson.person:
            if action == TORCH_USE:
                kinds.add("torch")
            else:
                kinds.add("second" if state.phase == "crystal" else action["play"])
                kinds |= {"crystal"} if action == CRYSTAL else set()
        state.apply(seat, action)
    assert kinds >= {"torch", "power", "item", "crystal", "second"}
    assert state.level_no == 2 and state.current == 0  # the first level played through
    person_moves = [i for i, (seat, _) in enumerate(lesson.moves) if seat == lesson.person]
    assert set(lesson.ask) <= set(person_moves)
    assert lesson.end and all(
        len(text) < 260 for text in (*lesson.ask.values(), *lesson.tell.values())
    )


def test_the_coach_points_at_the_torch_then_at_the_card_and_the_spot(app):
    app.settings.confirm_moves = True
    app.push(TitleScene(app))
    open_table(app, lesson_session(lesson_for("raiders")))
    table = app.top
    frames(app)
    key(app, pygame.K_RETURN)  # the welcome note
    frames(app)
    step = table.coach.step()
    assert step[0] == "ask" and step[2] == TORCH_USE
    button, rooms = table.lesson_pointers(TORCH_USE)
    assert button == table.torch_button.rect and rooms == table.slot_rect("row_4")
    key(app, pygame.K_t)
    key(app, pygame.K_RETURN)  # the torch lit
    frames(app)
    step = table.coach.step()
    assert step[2] == {"play": "power", "value": 2}
    assert table.lesson_pointers(step[2]) == [table.slot_rect("hand_1"), table.slot_rect("spot")]
    key(app, pygame.K_3)  # not the asked card: refused in a sentence
    assert table.provisional is None
    assert table.flash_text == "In this lesson, make the move it shows: play your 2."


def test_a_forced_last_card_waits_until_the_note_before_it_is_read(app):
    def at_the_note(table):
        step = table.coach.step()
        made = len(table.state.history)
        return made == 15 and step is not None and step[0] == "tell" and not table.beats

    walk_lesson(app, "raiders", until=at_the_note, limit=4000)
    table = app.top
    assert len(table.state.history) == 15 and table.coach.holding()
    frames(app, 10)
    assert len(table.state.history) == 15  # the last card waits for the note
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert table.state.history[15] == (0, {"play": "power", "value": 3})


def test_the_lesson_test_plays_the_raiders_lesson_to_its_end(app):
    app.push(TitleScene(app))
    frames(app)
    result = play_lesson(app, "raiders")
    assert result == {"game": "raiders", "notes": 7, "moves": 6}
    assert isinstance(app.top, TitleScene)
