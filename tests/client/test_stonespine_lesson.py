"""The Stonespine lesson (game/lessons/stonespine.py): solo against Jael, it asks for every kind
of turn, points at the piece and the place of each asked move, plays to its end and explains the
final scoring."""

from __future__ import annotations

from tablehelpers import walk_lesson

from game.client.lesson_test import play_lesson
from game.client.scenes.title import TitleScene
from game.lessons import lesson_for
from game.rules import GAMES


def test_the_script_is_a_real_game_and_covers_every_kind_of_turn():
    lesson = lesson_for("stonespine")
    state = GAMES["stonespine"].new_state(1, lesson.seed)
    for seat, action in lesson.moves:  # Jael's steps come out as the script says
        assert state.why_illegal(seat, action) is None
        state.apply(seat, action)
    asked = [lesson.moves[i][1] for i in lesson.ask]
    assert {a["act"] for a in asked} == {"draft", "buy", "put", "pass", "challenge"}
    assert any(a.get("token") == "passage" for a in asked)
    assert set(lesson.ask) == {i for i, (seat, _) in enumerate(lesson.moves) if seat == 0}
    assert state.year == 3  # two whole years: gold counted, markets and challenges twice
    assert "gold" in lesson.end and "blueprint" in lesson.end and "Jael" in lesson.end


def test_each_asked_move_is_pointed_at(app):
    app.settings.confirm_moves = True

    def pointed(table, action):
        rects = table.lesson_pointers(action)
        assert len(rects) == (2 if action["act"] in ("draft", "put") else 1), action
        assert all(r.width > 0 for r in rects)

    def waiting(table, action):
        assert table.provisional is not None and table.lesson_pointers(action) == []

    assert walk_lesson(app, "stonespine", pointed, waiting) == len(lesson_for("stonespine").ask)


def test_the_lesson_plays_to_its_end(app):
    app.push(TitleScene(app))
    done = play_lesson(app, "stonespine")
    assert done["moves"] == len(lesson_for("stonespine").ask)
