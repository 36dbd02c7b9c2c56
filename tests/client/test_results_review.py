"""The results' review (scenes/review_page.py, widgets/charts.py): the totals over the game and
the points by category, numbers on hover; hints and time to think, kept in the save."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, play_to_results
from uihelpers import button, click, frames

from game import saves
from game.client.scenes.results import info_columns
from game.client.scenes.review_page import clock_words
from game.client.session import Session
from game.client.widgets.charts import value_range
from game.saves import SeatInfo

GAMES = {"makers": "ha", "raiders": "haa", "stonespine": "ha", "decorators": "ha", "doodle": "ha"}


@pytest.mark.parametrize("game_id", ["raiders", "stonespine"])
def test_the_review_charts_every_seats_totals_and_points_by_category(game_id, app):
    open_game(app, game_id, "a" * len(GAMES[game_id]), 5)
    results = play_to_results(app, limit=8000)
    click(app, button(results, "How it went").rect.center)
    review = results.review
    final = results.scores
    chart, bars = review.line_chart, review.bars
    assert [s.values[-1] for s in chart.series] == [s.total for s in final]
    assert all(len(s.values) == len(chart.labels) for s in chart.series)
    assert len(chart.labels) == len(review.record.parts) + 1 and chart.labels[0] == "Start"
    for k, s in enumerate(bars.series):
        assert sum(s.values) == final[k].total
    # numbers on hover: the point under the pointer, every seat's total there
    last = (chart.x(len(chart.labels) - 1), chart.plot.centery)
    note = chart.hover(last)
    assert note[0] == f"After {chart.labels[-1]}:" and len(note) == len(final) + 1
    best = max(final, key=lambda s: s.total).total
    assert note[1].endswith(f" {best}")
    row = bars.rows[0]
    assert bars.hover(row.center)[0].lower() == f"{bars.categories[0].lower()}:"
    app.pointer = last
    frames(app, 2)


def test_value_axes_run_from_zero_or_below_to_a_round_top():
    assert value_range([0, 7, 13]) == (0, 15, 5)
    assert value_range([-3, 40]) == (-10, 40, 10)
    assert value_range([0]) == (0, 1, 1)


def test_a_persons_time_to_think_counts_while_it_is_their_move_and_is_saved(tiny, app, home):
    now = [100.0]
    session = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 3)
    session.clock = lambda: now[0]
    session.update(0.0)
    now[0] += 12.5
    session.update(0.0)
    session.paused = True  # the menu over the table: not thinking
    now[0] += 100
    session.update(0.0)
    session.paused = False
    session.submit(0, session.state.legal_actions(0)[0])
    assert session.think_seconds == {0: 12.5}
    saves.flush_autosaves()
    again = saves.read_save(session.save_path)
    assert again.think == {0: 12.5}
    assert info_columns(Session.from_saved(again, session.save_path, None))["Time to think"] == [
        "0:12",
        "",
    ]
    assert clock_words(3725) == "1:02:05" and clock_words(59.6) == "1:00"


def test_the_review_names_each_persons_hints_and_time(app):
    table = open_game(app, "makers", "ha", 2)
    table.session.hints_taken = {0: 3}
    table.session.think_seconds = {0: 252.0}
    table.session.state = table.session.state.replay_prefix(0)
    from game.client.scenes.review_page import ReviewPage

    page = ReviewPage(table.session, pygame.Rect(40, 166, 1200, 520))
    assert page.seat_facts(0) == ["3 hints taken", "4:12 to think"]
    assert page.seat_facts(1) == ["easy computer player"]
