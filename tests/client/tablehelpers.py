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


def walk_lesson(
    app,
    game_id: str,
    at_ask=lambda table, action: None,
    at_wait=lambda table, action: None,
    until=lambda table: False,
    limit: int = 5000,
) -> int:
    """Open `game_id`'s lesson and do what it asks, as a person would, to its end (or until
    `until(table)`): each note read, each asked move proposed (joining the moves that wait where
    the table lets a person go on) and confirmed once the coach asks for Confirm.
    `at_ask(table, action)` looks at the table before each asked move, `at_wait` just after it
    was proposed. Returns how many moves were asked."""
    from game.client.scenes.lesson_launch import lesson_session
    from game.client.scenes.title import TitleScene
    from game.lessons import lesson_for

    app.push(TitleScene(app))
    open_table(app, lesson_session(lesson_for(game_id)))
    table = app.top
    asked = 0
    for _ in range(limit):
        frames(app)
        if app.top is not table or until(table):
            return asked
        step = table.coach.step() if not table.beats else None
        if step is None:
            continue
        if step[0] != "ask":
            table.coach.next()
            continue
        at_ask(table, step[2])
        seat = table.coach.lesson.person
        if table.waiting_goes_on():
            reason = table.propose(step[2], seat, extend=True)
        else:
            reason = table.propose(step[2], seat)
        assert reason is None, (step[2], reason)
        at_wait(table, step[2])
        if table.provisional is not None and table.coach.confirming():
            table.confirm_move()
        asked += 1
    raise AssertionError(f"the {game_id} lesson did not end in {limit} frames")


def key_entries(table) -> list:
    """Every entry of the table's key (kit/symbol_key.py), section after section."""
    return [entry for section in table.key_sections() for entry in section.entries]


def key_pictures_draw_something(table, least: int) -> None:
    """At least `least` entries of the table's key have a picture, and each draws something in
    its square (room is left beside and under it for what reaches out)."""
    import pygame

    from game.client.tables.kit.symbol_key import PICTURE

    pictured = [entry for entry in key_entries(table) if entry.picture is not None]
    assert len(pictured) >= least
    for entry in pictured:
        surface = pygame.Surface((PICTURE + 10, 56), pygame.SRCALPHA)
        entry.picture(surface, pygame.Rect(0, 0, PICTURE, PICTURE))
        drawn = surface.get_bounding_rect()
        assert drawn.width * drawn.height > 60, entry.name


def key_opens_over_the_board(app, table) -> None:
    """K opens the table's key over its board (the board's pixels change) and K closes it."""
    import pygame
    from uihelpers import key

    frames(app)
    assert table.symbol_key.visible
    board = table.slot_rect("board")
    closed = pygame.image.tobytes(app.canvas.subsurface(board).copy(), "RGB")
    key(app, pygame.K_k)
    frames(app)
    assert table.symbol_key.open
    assert pygame.image.tobytes(app.canvas.subsurface(board).copy(), "RGB") != closed
    key(app, pygame.K_k)
    frames(app)
    assert not table.symbol_key.open
