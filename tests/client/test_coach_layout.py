"""Where the lesson coach (kit/coach.py) puts its pointers' tags and its note: a tag covers no
label the board drew this frame (a waiting move's 'not final' and its frame: kit/drawn_labels.py),
no other tag, nor the note; each lesson walked as a person would, with Confirm moves on, so that
moves wait on the table while the coach points at the next one."""

from __future__ import annotations

import pytest
from tablehelpers import walk_lesson
from uihelpers import frames

from game.client.tables.kit import drawn_labels


@pytest.mark.parametrize("game_id", ["doodle", "decorators", "makers", "raiders", "stonespine"])
def test_a_pointers_tag_covers_no_label_no_other_tag_and_not_the_note(app, game_id):
    app.settings.confirm_moves = True
    beside_labels = []

    def look(table, action):
        frames(app)
        tags, labels = table.coach.tag_boxes, drawn_labels.drawn()
        assert len(tags) == len(table.lesson_pointers(action)), action
        for n, tag in enumerate(tags):
            assert app.canvas.get_rect().contains(tag), action
            assert tag.collidelist(labels) == -1, (action, tag, labels)
            assert tag.collidelist(tags[n + 1 :]) == -1, action
            assert not tag.colliderect(table.coach.shown_box), action
        beside_labels.append(bool(tags and labels))

    assert walk_lesson(app, game_id, look) == len(beside_labels) > 0
    if game_id == "doodle":  # the path's steps wait, labelled, while the next one is pointed at
        assert sum(beside_labels) >= 10


@pytest.mark.parametrize("game_id", ["doodle", "decorators", "makers", "raiders", "stonespine"])
def test_the_note_covers_nothing_the_step_asks_to_click(app, game_id):
    """However many lines it has: not the asked piece and place (framed), not a piece or button
    the player may click (a hand card's foot under a note of two or three lines was covered)."""
    app.settings.confirm_moves = True
    moved = []

    def look(table, action):
        frames(app)
        note = table.coach.shown_box
        framed = [rect.inflate(8, 8) for rect in table.lesson_pointers(action)]
        assert note.collidelist(framed) == -1, (action, note, framed)
        assert note.collidelist(table.clickable_rects()) == -1, (action, note)
        assert app.canvas.get_rect().contains(note)
        moved.append(note.bottom > table.slot_rect("message").bottom)

    walk_lesson(app, game_id, look)
    if game_id in ("raiders", "stonespine"):  # two lines over the hand: moved down, not over it
        assert any(moved)
