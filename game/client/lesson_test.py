"""`python -m game --lesson-test`: every game's lesson played to its end with the dummy video
driver, doing what each step asks (reading each note with Enter, making each asked move through
the table as a person would), so a lesson that no longer fits the rules fails here."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.lesson_launch import lesson_session
from game.client.scenes.table_launch import open_table
from game.client.scenes.title import TitleScene
from game.lessons import LESSON_MODULES, lesson_for


def frames(app, count: int = 1) -> None:
    for _ in range(count):
        app.frame()


def play_lesson(app, game_id: str, limit: int = 20000) -> dict:
    """Play `game_id`'s lesson to its last note; returns what was done."""
    lesson = lesson_for(game_id)
    open_table(app, lesson_session(lesson))
    table = app.top
    notes = moves = 0
    for _ in range(limit):
        frames(app)
        if app.errors:
            raise RuntimeError(f"{game_id} lesson: " + "; ".join(app.errors))
        if isinstance(app.top, TitleScene):  # Finish: the lesson is over
            return {"game": game_id, "notes": notes, "moves": moves}
        if app.top is not table or table.beats:
            continue
        step = table.coach.step()
        if step is None:
            continue
        if step[0] != "ask":
            event = pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0
            )
            app.dispatch(event)
            notes += 1
        else:
            seat = table.coach.lesson.person
            reason = table.propose(step[2], seat)
            if reason:
                raise RuntimeError(f"{game_id} lesson: the asked move was refused: {reason}")
            if table.provisional is not None:
                table.confirm_move()
            moves += 1
    raise RuntimeError(f"{game_id} lesson did not end within {limit} frames")


def lesson_test(verbose: bool = True, only: list[str] | None = None) -> list[dict]:
    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True, seed=1)
    app.settings.animation_speed = "instant"
    played = []
    try:
        app.push(TitleScene(app))
        frames(app, 2)
        for game_id in LESSON_MODULES if only is None else only:
            if lesson_for(game_id) is None:
                raise RuntimeError(f"{game_id} has no lesson")
            result = play_lesson(app, game_id)
            played.append(result)
            if verbose:
                print(f"lesson played: {result}")
        return played
    finally:
        app.shutdown()
