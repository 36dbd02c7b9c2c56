"""Helpers every table's tests share: open a game's table with seats of people and computers,
run frames until something is true, play on to the results."""
from __future__ import annotations

from game.client.scenes.results import ResultsScene
from game.client.scenes.table_launch import open_table
from game.client.session import Session
from game.saves import SeatInfo
from uihelpers import frames

NAMES = ["Ann", "Bea", "Cal", "Dev", "Eli"]


def open_game(app, game_id: str, kinds: str, seed: int, level: str = "easy", options=None, anim=0.0):
    """The table of `game_id` on top of the app; `kinds` has one letter per seat: h a person,
    a a computer player at `level` (one seat: solo, against the game's own opponent if any)."""
    seats = [SeatInfo(NAMES[i], "human" if k == "h" else "ai", None if k == "h" else level, i)
             for i, k in enumerate(kinds)]
    session = Session(game_id, seats, seed, options, runner=app.bot_runner(), anim=anim)
    open_table(app, session)
    return app.top


def run_until(app, done, limit: int = 600, what: str = "the awaited moment") -> None:
    """Run frames until `done()` is true (at most `limit` frames)."""
    for _ in range(limit):
        if done():
            return
        frames(app)
    raise AssertionError(f"{what} never came in {limit} frames")


def play_to_results(app, limit: int = 3000) -> ResultsScene:
    run_until(app, lambda: isinstance(app.top, ResultsScene), limit, "the results")
    return app.top
