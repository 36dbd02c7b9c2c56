"""`python -m game --export-png SAVE OUT.png [--move N] [--seat K]` for every game: the table of
a save at a move, as a seat saw it."""

from __future__ import annotations

import random

import pygame
import pytest

from game import saves
from game.__main__ import main
from game.client.export_png import ExportProblem, export_png
from game.rules import GAMES
from game.saves import SeatInfo

PLAYERS = {"makers": 2, "raiders": 3, "stonespine": 2, "decorators": 2, "doodle": 2}
NAMES = ["Ann", "Bea", "Cal"]


def saved_game(home, game_id: str, moves: int, seed: int = 2):
    """A save of `moves` random legal moves of `game_id` (Ann a person, the others bots)."""
    n = PLAYERS[game_id]
    state = GAMES[game_id].new_state(n, seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < moves:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seats = [
        SeatInfo(NAMES[i], "human" if i == 0 else "ai", None if i == 0 else "easy", i)
        for i in range(n)
    ]
    path = home / f"{game_id}.json"
    saves.write_save(path, game_id, state.options, seed, seats, state)
    return path, state


def picture(path) -> pygame.Surface:
    return pygame.image.load(str(path))


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_every_game_draws_a_save_at_any_move_as_a_seat_saw_it(game_id, home, tmp_path):
    path, state = saved_game(home, game_id, 40)
    last = export_png(path, tmp_path / "last.png")
    start = export_png(path, tmp_path / "start.png", move=0)
    middle = export_png(path, tmp_path / "middle.png", move=20, seat=1)
    shots = [picture(p) for p in (last, start, middle)]
    assert all(s.get_size() == (1280, 800) for s in shots)
    # the table is drawn (not a blank canvas), and the positions differ
    colours = {shots[0].get_at((x, y))[:3] for x in range(20, 940, 23) for y in range(80, 780, 19)}
    assert len(colours) > 12
    raw = [pygame.image.tobytes(s, "RGB") for s in shots]
    assert raw[0] != raw[1] and raw[1] != raw[2]


def test_a_seats_secrets_show_only_in_its_own_picture(home, tmp_path):
    """Stonespine's hands are secret: Ann's picture and Bea's of the same move differ, and
    each is the same however often it is drawn."""
    path, _ = saved_game(home, "stonespine", 3)
    ann = export_png(path, tmp_path / "ann.png", seat=0)
    bea = export_png(path, tmp_path / "bea.png", seat=1)
    again = export_png(path, tmp_path / "ann2.png", seat=0)
    a, b, c = (pygame.image.tobytes(picture(p), "RGB") for p in (ann, bea, again))
    assert a != b and a == c


def test_a_move_or_seat_out_of_range_is_refused_in_words(home, tmp_path):
    path, state = saved_game(home, "makers", 10)
    with pytest.raises(ExportProblem, match="between 0 and 10"):
        export_png(path, tmp_path / "x.png", move=11)
    with pytest.raises(ExportProblem, match="0 Ann, 1 Bea"):
        export_png(path, tmp_path / "x.png", seat=2)
    assert not (tmp_path / "x.png").exists()


def test_the_command_line_writes_the_picture_and_says_why_not(home, tmp_path, capsys):
    path, _ = saved_game(home, "raiders", 12)
    out = tmp_path / "shared.png"
    assert main(["--export-png", str(path), str(out), "--move", "5", "--seat", "2"]) == 0
    assert picture(out).get_size() == (1280, 800)
    assert main(["--export-png", str(tmp_path / "none.json"), str(out)]) == 2
    assert "cannot be opened" in capsys.readouterr().err
