"""The Dungeon Decorators lesson (game/lessons/decorators.py): Ann against Bea to the first goal
card scored; every kind of turn, a pointer on the piece and the place of each asked move, played
to its end and the final scoring explained."""

from __future__ import annotations

from tablehelpers import walk_lesson
from uihelpers import frames

from game.client.lesson_test import play_lesson
from game.client.scenes.title import TitleScene
from game.lessons import lesson_for
from game.rules import GAMES


def test_the_script_is_a_real_game_and_covers_every_kind_of_turn():
    lesson = lesson_for("decorators")
    state = GAMES["decorators"].new_state(2, lesson.seed)
    for seat, action in lesson.moves:
        assert state.why_illegal(seat, action) is None, action
        state.apply(seat, action)
    asked = [lesson.moves[i][1] for i in lesson.ask]
    assert {a["act"] for a in asked} >= {"keep_goals", "draft", "keep", "place", "score", "draw"}
    assert {a["face"] for a in asked if a["act"] == "place"} >= {"dungeon", "decoration"}
    assert set(lesson.ask) == {i for i, (seat, _) in enumerate(lesson.moves) if seat == 0}
    assert state.scored[0] and state.points[0] > 0  # the first scoring is in it
    assert "hourglass" in lesson.end and "star" in lesson.end and "boss" in lesson.end


def test_each_asked_move_is_pointed_at_where_it_goes(app):
    def pointed(table, action):
        rects = table.lesson_pointers(action)
        assert rects and all(r.width > 0 for r in rects), action
        if action["act"] == "place":  # the tile in the tray, and its cell in sight
            piece, place = rects
            assert piece.colliderect(table.slot_rect("tray_0").union(table.slot_rect("tray_2")))
            assert table.view.rect.contains(place)

    assert walk_lesson(app, "decorators", pointed) >= 15


def test_the_lesson_test_plays_it_to_its_end(app):
    app.push(TitleScene(app))
    frames(app)
    result = play_lesson(app, "decorators")
    assert result["game"] == "decorators" and result["moves"] >= 15
