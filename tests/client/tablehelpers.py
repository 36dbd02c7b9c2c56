"""Helpers every table's tests share: open a game's table with seats of people and computers,
run frames until something is true, play on to the results, pass a curtain, wait for a turn."""

from __future__ import annotations

from uihelpers import click, frames

from game.client.scenes.curtain import CurtainScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.table_launch import open_table
from game.client.session import Session
from game.saves import SeatInfo

NAMES = ["Ann", "Bea", "Cal", "Dev", "Eli"]


def open_game(
    app, game_id: str, kinds: str, seed: int, level: str = "easy", options=None, anim=0.0
):
    """The table of `game_id` on top of the app; `kinds` has one letter per seat: h a person,
    a a computer player at `level` (one seat: solo, against the game's own opponent if any)."""
    seats = [
        SeatInfo(NAMES[i], "human" if k == "h" else "ai", None if k == "h" else level, i)
        for i, k in enumerate(kinds)
    ]
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


def pass_curtain(app) -> bool:
    """One frame; then, if the curtain is up, click it away. True when there was one."""
    frames(app)
    if isinstance(app.top, CurtainScene):
        click(app, app.top.widgets[0].rect.center)
        frames(app)
        return True
    return False


def wait_for_turn(app, table, limit=200) -> None:
    """Run frames until the table says it is the viewing person's turn (`table.my_turn()`)."""
    for _ in range(limit):
        if table.my_turn():
            return
        frames(app)
    raise AssertionError("the human never got a turn")


def smallest_text_in_a_game(app, game_id: str, kinds: str, seed: int, limit: int = 4000) -> float:
    """The least text size a table draws over a whole game in which its people play random
    legal moves (and open the key once, K): fonts.SMALLEST is the least a table may show."""
    import random

    import pygame
    from uihelpers import key

    from game.client import fonts

    table = open_game(app, game_id, kinds, seed)
    fonts.reset_smallest()
    rng = random.Random(seed)
    opened_key = False
    for _ in range(limit):
        frames(app)
        if isinstance(app.top, CurtainScene):
            click(app, app.top.widgets[0].rect.center)
        if isinstance(app.top, ResultsScene):
            break
        if app.top is not table or table.beats:
            continue
        if not opened_key and table.symbol_key.visible:
            key(app, pygame.K_k)
            frames(app)
            key(app, pygame.K_k)
            opened_key = True
        for seat in table.session.humans_to_move():
            legal = table.state.legal_actions(seat)
            if legal:
                table.submit(rng.choice(legal), seat)
                break
    frames(app, 3)
    return fonts.smallest_shown()
