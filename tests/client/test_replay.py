"""The replay (scenes/replay.py) for every game: step forward and back, jump to a round's start,
play at a speed, the log in step; whose eyes it follows, everything once the game is over, and
a curtain before another person's eyes in a game still being played."""

from __future__ import annotations

import random

import pygame
import pytest
from uihelpers import button, click, frames, key

from game.client.scenes.replay import ReplayCurtain, ReplayScene
from game.rules import GAMES
from game.saves import SavedGame, SeatInfo

PLAYERS = {"makers": 2, "raiders": 3, "stonespine": 2, "decorators": 2, "doodle": 2}
NAMES = ["Ann", "Bea", "Cal"]


def a_game(game_id: str, seed: int = 3, moves: int = 100_000, people: int = 1) -> SavedGame:
    """A game of random legal moves (to its end or `moves`), Ann (and Bea, with people=2) a
    person, the others computer players."""
    n = PLAYERS[game_id]
    state = GAMES[game_id].new_state(n, seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < moves:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seats = [
        SeatInfo(NAMES[i], "human" if i < people else "ai", None if i < people else "hard", i)
        for i in range(n)
    ]
    return SavedGame(game_id, state.options, seed, seats, state, {0: 2}, {0: 75.0})


def shown_log(replay) -> list:
    replay.table.draw(pygame.Surface((1280, 800)))
    return replay.session.log


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_every_game_replays_move_by_move_with_the_log_in_step(game_id, app):
    saved = a_game(game_id, moves=150)
    total = len(saved.state.history)
    replay = app.push(ReplayScene(app, saved, move=0))
    frames(app, 2)
    assert replay.move == 0 and all(e.index < 0 for e in replay.session.log)
    key(app, pygame.K_RIGHT)
    frames(app, 3)
    assert replay.move == 1 and len(replay.table.state.history) == 1
    assert max(e.index for e in shown_log(replay)) == 0
    key(app, pygame.K_END)
    assert replay.move == total
    assert replay.table.state.signature() == saved.state.signature()
    key(app, pygame.K_LEFT)
    assert replay.move == total - 1
    assert all(e.index < total - 1 for e in shown_log(replay))
    parts = replay.record.parts
    if len(parts) > 1:
        key(app, pygame.K_HOME)
        key(app, pygame.K_PAGEDOWN)
        assert replay.move == parts[1].start
        click(app, replay.part_rects()[0].center)
        assert replay.move == parts[0].start == 0
    click(app, button(replay, "Play").rect.center)
    frames(app, 90)  # 3 s at the steady speed of a move a second
    assert 2 <= replay.move <= 4
    click(app, button(replay, "Pause").rect.center)
    stopped = replay.move
    frames(app, 60)
    assert replay.move == stopped
    click(app, button(replay, "Close").rect.center)
    assert app.top is not replay


def test_an_unfinished_game_follows_only_the_persons_eyes_and_never_shows_all(app):
    saved = a_game("stonespine", moves=3)
    replay = app.push(ReplayScene(app, saved))
    frames(app, 2)
    assert replay.seat_choices == [0] and not replay.all_button.visible
    assert not replay.table.sees_all and replay.table.eyes() == 0
    replay.toggle_all()
    assert not replay.table.sees_all
    # what the table draws is Ann's view: Bea's hand re-dealt, Ann's as it is
    shown = replay.table.shown_state()
    assert shown.hands[0] == saved.state.hands[0]


def test_two_people_pass_a_curtain_before_the_other_ones_eyes(app):
    saved = a_game("stonespine", moves=3, people=2)
    replay = app.push(ReplayScene(app, saved))
    frames(app, 2)
    assert replay.seat_choices == [0, 1] and replay.seat == 0
    replay.seat_stepper.step(1)
    assert isinstance(app.top, ReplayCurtain) and replay.seat == 0
    click(app, app.top.widgets[0].rect.center)
    assert app.top is replay and replay.seat == 1 and replay.table.eyes() == 1


def test_a_finished_game_shows_every_seats_table_and_everything(app):
    saved = a_game("doodle", seed=4)
    replay = app.push(ReplayScene(app, saved, show_all=False))
    frames(app, 2)
    assert replay.seat_choices == [0, 1] and replay.all_button.visible
    replay.seat_stepper.step(1)  # no curtain: the game is over
    assert app.top is replay and replay.seat == 1 and replay.table.eyes() == 1
    key(app, pygame.K_HOME)
    middle = replay.record.parts[len(replay.record.parts) // 2].start
    replay.go_to(middle)
    assert replay.table.score_viewer() == 1
    click(app, replay.all_button.rect.center)
    assert replay.table.sees_all and replay.table.score_viewer() is None
    assert replay.table.shown_state().signature() == saved.state.replay_prefix(middle).signature()


def test_the_results_open_the_replay_and_every_final_table(app):
    from tablehelpers import open_game, play_to_results

    from game.client.scenes.results import ResultsScene

    open_game(app, "makers", "aa", 7)
    results = play_to_results(app)
    click(app, button(results, "See the board").rect.center)
    board = app.top
    assert isinstance(board, ReplayScene) and board.move == len(board.record)
    assert board.table.sees_all and board.seat_choices == [0, 1]
    board.seat_stepper.step(1)
    assert board.table.seating.focus == 1  # Bea's dungeon in front
    click(app, button(board, "Close").rect.center)
    assert app.top is results and isinstance(results, ResultsScene)
    click(app, button(results, "Replay").rect.center)
    assert isinstance(app.top, ReplayScene) and app.top.move == 0


def test_a_finished_doodle_games_small_sheets_are_seen_large_with_a_click(app):
    saved = a_game("doodle", seed=4)
    replay = app.push(ReplayScene(app, saved))
    frames(app, 2)
    table = replay.table
    assert table.large_seat() == 0
    small = next(
        pos
        for pos in ((x, y) for x in range(20, 940, 8) for y in range(480, 712, 8))
        if table.panels.small_at(pos) == 1
    )
    click(app, small)
    assert table.large_seat() == 1


def test_show_all_shows_raiders_dark_rooms_and_doodle_treasures_mid_game(app):
    from game.client.tables.raiders.draw import dark_slots

    saved = a_game("raiders", seed=5)
    replay = app.push(ReplayScene(app, saved, move=1, show_all=False))
    frames(app, 2)
    table = replay.table
    dark = [i for i in dark_slots(table.state) if not table.state.face_up[i]]
    assert dark, "the first room of level 1 leaves dark rooms face down"

    def tip(slot):
        table.draw(pygame.Surface((1280, 800)))
        rect = table.slot_rect(f"row_{slot}")
        return next(text for area, text in table.tooltips.areas if area == rect)

    assert "still face down then" not in tip(dark[0])
    replay.toggle_all()
    assert tip(dark[0]).startswith("Dark room, still face down then:")
    doodle = app.push(ReplayScene(app, a_game("doodle", seed=4), move=60, show_all=False))
    frames(app, 2)
    assert not doodle.table.show_treasures(1, 0)
    doodle.toggle_all()
    assert doodle.table.show_treasures(1, 0)
