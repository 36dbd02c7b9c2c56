"""The real-window benchmark's person, /proc readings and arithmetic (the timing itself is the
benchmark's job)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time

import pytest

from game import bench_window
from game.client.scenes.title import TitleScene


@pytest.mark.parametrize(
    "game_id, players, confirm",
    [("makers", 2, False), ("raiders", 3, False), ("makers", 2, True), ("raiders", 3, True)],
)
def test_the_person_moves_by_dragging_a_piece_the_table_offers(app, game_id, players, confirm):
    app.settings.confirm_moves = (
        confirm  # on (the default) the person confirms each move with Enter
    )
    app.push(TitleScene(app))
    table = bench_window._open_table(app, game_id, players)
    person = bench_window.Person(app, table, random.Random(4), pause=0.0)
    session = table.session
    for _ in range(600):
        if (
            session.humans_to_move()
            and not person.path
            and person.drags
            and table.provisional is None
        ):
            break  # the drag was posted and played out; the person is to move again
        person.act()
        app.frame()
    else:
        pytest.fail("the person never finished a drag")
    human_moves = [i for i, (seat, _) in enumerate(session.state.history) if seat == 0]
    assert person.drags >= 1 and person.chosen == 0 and human_moves  # the drag made the move
    assert person.confirmed == (1 if confirm else 0)


@pytest.mark.parametrize("game_id", bench_window.PLAY_TABLES)
def test_the_person_plays_every_table_the_window_bench_plays(app, game_id, monkeypatch):
    """Drags where the table offers them, else a legal choice (a goal card kept, a card picked):
    the person's seat moves at every table, with "Confirm moves" on as by default."""
    monkeypatch.setattr(bench_window, "CHOICE_AFTER", 0.0)
    app.settings.confirm_moves = True
    app.push(TitleScene(app))
    table = bench_window._open_table(app, game_id, bench_window.PLAY_PLAYERS[game_id])
    person = bench_window.Person(app, table, random.Random(4), pause=0.0)
    history = table.session.state.history
    for _ in range(900):
        if sum(1 for seat, _ in history if seat == 0) >= 3:
            break
        person.act()
        app.frame()
    else:
        pytest.fail(f"the person made {sum(1 for s, _ in history if s == 0)} moves at {game_id}")
    assert person.drags + person.chosen >= 3


def test_children_cpu_and_peak_memory_are_read_from_proc():
    child = subprocess.Popen(
        [sys.executable, "-c", "import time; print(1, flush=True); time.sleep(30)"],
        stdout=subprocess.PIPE,
    )
    try:
        child.stdout.readline()  # the child's Python is up
        assert child.pid in bench_window.children(os.getpid())
        assert bench_window.cpu_seconds(os.getpid()) > 0
        assert bench_window.peak_rss_mib() > 1
        assert bench_window.peak_rss_mib(child.pid) > 1
    finally:
        child.kill()
        child.wait()


def test_runs_are_summed_up_by_their_medians():
    rows = [
        {"scene": "T", "p99_ms": p99, "thinking_p99_ms": think, "frames": frames}
        for p99, think, frames in [(9.0, 12.0, 100), (7.0, None, 300), (8.0, 10.0, 200)]
    ]
    merged = bench_window._median_row("T", rows)
    assert merged["p99_ms"] == 8.0 and merged["frames"] == 200 and merged["runs"] == 3
    assert merged["thinking_p99_ms"] == 11.0  # the median of the runs that had bot frames
    assert merged["p99_ms_each_run"] == [9.0, 7.0, 8.0]


def test_the_guest_table_joins_a_headless_server_and_the_person_plays_while_the_bot_answers(
    app, monkeypatch
):
    """The window bench's guest table: `python -m game.server` on localhost, the app joined
    through the lobby, the person's drags and choices sent, the hard bot's moves arriving."""
    monkeypatch.setattr(bench_window, "CHOICE_AFTER", 0.0)
    app.settings.confirm_moves = True
    app.push(TitleScene(app))
    served = bench_window.ServedTable(*bench_window.GUEST_TABLES["guest-doodle"], 4)
    try:
        table = bench_window._join_table(app, served)
        session = table.session
        person = bench_window.Person(app, table, random.Random(4), pause=0.0)
        deadline = time.monotonic() + 120
        while sum(1 for s, _ in session.state.history if s == session.mine) < 3:
            assert time.monotonic() < deadline, "the guest made too few moves"
            person.act()
            app.frame()
            time.sleep(0.002)
    finally:
        served.stop()
    assert session.mine == 0 and any(s == 1 for s, _ in session.state.history)  # the bot's
    assert person.drags + person.chosen >= 3
    assert served.process.poll() is not None  # the server is gone with the table
