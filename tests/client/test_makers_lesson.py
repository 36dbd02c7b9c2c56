"""The Dungeon Makers lesson (game/lessons/makers.py): solo against the Iron Golem, it asks for
every kind of turn, points at the piece and the place of each asked move, plays to its end and
explains the final scoring."""

from __future__ import annotations

from tablehelpers import walk_lesson
from uihelpers import frames

from game.client.lesson_test import play_lesson
from game.client.scenes.title import TitleScene
from game.lessons import lesson_for
from game.rules import GAMES


def test_the_script_is_a_real_game_and_covers_every_kind_of_turn():
    lesson = lesson_for("makers")
    state = GAMES["makers"].new_state(1, lesson.seed)
    for seat, action in lesson.moves:  # the Golem's turns come out as the script says
        assert state.why_illegal(seat, action) is None
        state.apply(seat, action)
    asked = [lesson.moves[i][1] for i in lesson.ask]
    assert {a["act"] for a in asked} >= {"place", "minion", "move_minion", "swap", "block"}
    assert any(a.get("turn") == "center" for a in asked) and any("turn" not in a for a in asked)
    assert set(lesson.ask) == {i for i, (seat, _) in enumerate(lesson.moves) if seat == 0}
    assert state.scores(0)[0].total > 0  # points were scored on the way
    assert "chest" in lesson.end and "trap" in lesson.end and "Golem" in lesson.end


def test_each_asked_move_is_pointed_at_its_piece_and_its_place(app):
    app.settings.confirm_moves = True

    def pointed(table, action):
        piece, place = table.lesson_pointers(action)
        assert piece != place and piece.width > 0 and place.width > 0

    def waiting(table, action):  # stands in place though proposed without a drag
        assert table.provisional is not None and table.view.waiting_rect() is not None
        assert table.lesson_pointers(action) == []  # its own frame shows it now

    assert walk_lesson(app, "makers", pointed, waiting) == len(lesson_for("makers").ask)


def test_the_lesson_test_plays_it_to_its_end(app):
    app.push(TitleScene(app))
    frames(app)
    result = play_lesson(app, "makers")
    assert result == {"game": "makers", "notes": len(lesson_for("makers").tell) + 1, "moves": 10}
