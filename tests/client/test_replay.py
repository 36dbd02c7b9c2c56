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
NAMES = ["Ann", "Bea", "Cal", "Dot", "Eve"]


def a_game(
    game_id: str, seed: int = 3, moves: int = 100_000, people: int = 1, players: int = 0
) -> SavedGame:
    """A game of random legal moves (to its end or `moves`) of `players` (default: PLAYERS),
    Ann (and Bea, with people=2) a person, the others computer players."""
    n = players or PLAYERS[game_id]
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


HANDS_SHOWN = {"stonespine": 4, "decorators": 4, "raiders": 5, "doodle": 3}  # seats in the game


def a_move_with_every_hand_full(replay) -> int:
    """The first move of the finished game at which every seat holds something."""
    cards_of = replay.table.open_hands.cards_of
    for move in range(len(replay.record)):
        state = replay.record.state_at(move)
        if all(cards_of(state, s) for s in range(state.num_players)):
            return move
    raise AssertionError("no move at which every seat holds a card")


def hand_tips(replay) -> set[str]:
    """The notes of the open hands' chips drawn this frame: "Bea: <the card's note>"."""
    table = replay.table
    table.draw(pygame.Surface((1280, 800)))
    return {text for _, text in table.tooltips.areas if isinstance(text, str)}


@pytest.mark.parametrize("game_id", sorted(HANDS_SHOWN))
def test_show_all_lays_every_seats_hand_open_and_a_seats_eyes_only_its_own(game_id, app):
    from game.client import fonts

    saved = a_game(game_id, seed=6, players=HANDS_SHOWN[game_id])
    replay = app.push(ReplayScene(app, saved, show_all=False))
    frames(app, 2)
    move = a_move_with_every_hand_full(replay)
    replay.go_to(move)
    frames(app, 2)
    real = saved.state.replay_prefix(move)
    cards_of = replay.table.open_hands.cards_of
    names = [seat.name for seat in saved.seats]
    chips = {
        seat: {f"{names[seat]}: {card.tip or card.words}" for card in cards_of(real, seat)}
        for seat in range(len(names))
    }
    seen = hand_tips(replay)  # Ann's eyes: no one else's hand
    for seat in range(1, len(names)):
        assert not chips[seat] & seen, f"{names[seat]}'s hand shows through Ann's eyes"
    click(app, replay.all_button.rect.center)
    assert replay.table.sees_all
    fonts.reset_smallest()
    seen = hand_tips(replay)
    assert fonts.smallest_shown() >= fonts.SMALLEST
    for seat in range(len(names)):
        assert chips[seat] and chips[seat] <= seen, f"{names[seat]}'s hand is not laid open"
    rects = [
        area for area, text in replay.table.tooltips.areas if any(text in c for c in chips.values())
    ]
    for k, rect in enumerate(rects):  # the chips lie apart, inside the board
        assert replay.table.slot_rect("board").contains(rect)
        assert not any(rect.colliderect(other) for other in rects[k + 1 :])


def test_the_open_hands_fit_their_room_or_cut_their_words_never_their_size():
    from game.client.tables.kit.open_hands import HandCard, chip_rects

    pygame.init()
    area = pygame.Rect(100, 50, 300, 38)
    few = [HandCard(w) for w in ("Forge", "Gatehouse", "Winding Chamber")]
    size, rects = chip_rects(few, area)
    assert size == 13 and len(rects) == 3 and all(area.contains(r) for r in rects)
    many = [HandCard("Sharp Pointy Object Storage") for _ in range(9)]
    size, rects = chip_rects(many, area)
    assert size == 12 and rects and all(area.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    size, rects = chip_rects(many * 3, area)  # no room for every chip, even cut short
    assert size == 12 and 0 < len(rects) < 27 and all(area.contains(r) for r in rects)


def test_a_hand_with_no_room_for_every_card_ends_in_a_chip_saying_how_many_more():
    from game.client.tables.kit.open_hands import HandCard, OpenHands
    from game.client.widgets.tooltip import Tooltips

    class Session:
        def seat_name(self, seat):
            return "Bea"

    class Table:
        session = Session()
        tooltips = Tooltips()

        def seat_marker(self, surface, seat, center, radius):
            pass

    class State:
        num_players = 1

    pygame.init()
    cards = [HandCard(f"Card {k}") for k in range(40)]
    OpenHands(Table(), lambda state, seat: cards).draw(
        pygame.Surface((400, 100)), (0, 0, 400, 24), State()
    )
    tips = [text for _, text in Table.tooltips.areas]
    assert tips[0] == "Bea: Card 0" and tips[-1].startswith("Bea: Card ")
    assert 1 < len(tips) < 40 and ", Card 39" in tips[-1]
