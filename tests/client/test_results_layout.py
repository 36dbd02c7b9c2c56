"""The results table shows every category name and every seat's note whole, inside its column."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.scenes.results import ResultsScene
from game.client.session import Session
from game.rules.core import SeatScore
from game.saves import SeatInfo

MAKERS_LIKE = [
    "during play",
    "minions on chambers and mazes",
    "pathways into chasms",
    "blocks",
    "own minions",
    "opponent's minions",
    "chests",
    "encounters",
    "traps",
    "chasms",
    "puzzles and mazes",
]


def results_with(app, categories, notes):
    session = Session(
        "tiny", [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "human", None, 1)], 1
    )
    scores = [
        SeatScore(total=10 - i, breakdown={c: 1 for c in categories}, place=i + 1, note=note)
        for i, note in enumerate(notes)
    ]
    session.state.scores = lambda: scores
    return app.push(ResultsScene(app, session))


def test_long_category_names_are_shown_whole_within_their_column(tiny, app):
    scene = results_with(app, MAKERS_LIKE, ["", ""])
    lay = scene.layout()
    for category, lines in zip(MAKERS_LIKE, lay["headers"]):
        assert " ".join(lines).lower() == category  # nothing cut off
        for line in lines:
            assert fonts.font(lay["head_size"], bold=True).size(line)[0] <= lay["col_w"]
    assert lay["width"] <= theme.CANVAS_SIZE[0]
    scene.draw(pygame.Surface(theme.CANVAS_SIZE))


def test_a_long_note_wraps_inside_the_name_column(tiny, app):
    note = "collapsed with the most wounds (9 coins, 14 wounds) and this note goes on a while"
    scene = results_with(app, ["coins"], [note, "short"])
    lay = scene.layout()
    assert " ".join(lay["notes"][0]) == note
    assert len(lay["notes"][0]) >= 2 and lay["rows_h"][0] > lay["rows_h"][1]
    for line in lay["notes"][0]:
        assert fonts.font(14).size(line)[0] <= lay["name_w"] - 50
    scene.draw(pygame.Surface(theme.CANVAS_SIZE))
