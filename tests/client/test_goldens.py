"""Screenshot goldens: the title screen, a table (the tiny test game, mid-drag) and every real
table at a fixed seed, compared with stored images, with a tolerance for anti-aliasing. On a
mismatch the test writes the new render
and a difference image next to pytest's temporary files and names them.

After an intended change of the look, refresh the goldens with
    LAIRWRIGHT_UPDATE_GOLDENS=1 python -m pytest tests/client/test_goldens.py
and look at the new PNGs in tests/client/goldens/ before committing them."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from tablehelpers import open_game, run_until

from game.client.inline_runner import InlineRunner
from game.client.scenes.table_launch import open_table
from game.client.scenes.title import TitleScene
from game.client.session import Session
from game.saves import SeatInfo

GOLDENS = Path(__file__).parent / "goldens"
CHANNEL_TOLERANCE = 40  # a pixel counts as different when a channel is off by more than this
MAX_DIFFERENT = 0.005  # ... and at most this share of pixels may be different


def difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """Per-pixel |a - b| (saturating subtraction both ways, added)."""
    one = a.copy()
    one.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    two = b.copy()
    two.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    one.blit(two, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return one


def share_different(diff: pygame.Surface) -> float:
    close = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (CHANNEL_TOLERANCE + 1,) * 3 + (255,))
    w, h = diff.get_size()
    return 1 - close.count() / (w * h)


def check(canvas: pygame.Surface, name: str, tmp_path: Path) -> None:
    path = GOLDENS / f"{name}.png"
    shot = canvas.copy()
    if os.environ.get("LAIRWRIGHT_UPDATE_GOLDENS") or not path.exists():
        GOLDENS.mkdir(exist_ok=True)
        pygame.image.save(shot, str(path))
        if not os.environ.get("LAIRWRIGHT_UPDATE_GOLDENS"):
            pytest.fail(f"No golden for {name}: wrote {path}; look at it and commit it.")
        return
    golden = pygame.image.load(str(path)).convert()
    assert golden.get_size() == shot.get_size()
    diff = difference(shot.convert(), golden)
    share = share_different(diff)
    if share > MAX_DIFFERENT:
        pygame.image.save(shot, str(tmp_path / f"{name}-new.png"))
        pygame.image.save(diff, str(tmp_path / f"{name}-diff.png"))
        pytest.fail(
            f"{name}: {share:.2%} of pixels differ from {path}; see "
            f"{tmp_path / (name + '-new.png')} and {name}-diff.png"
        )


def test_difference_measure_sees_a_change(app):
    a = pygame.Surface((100, 100)).convert()
    a.fill((10, 20, 30))
    b = a.copy()
    assert share_different(difference(a, b)) == 0
    pygame.draw.rect(b, (200, 20, 30), (0, 0, 10, 10))
    assert share_different(difference(a, b)) == pytest.approx(0.01)


def test_title_screen_matches_its_golden(app, tmp_path):
    app.push(TitleScene(app))
    app.frame()
    check(app.canvas, "title", tmp_path)


def test_table_mid_drag_matches_its_golden(tiny, app, tmp_path):
    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Cal", "ai", "random", 1)]
    session = Session("tiny", seats, 21, runner=InlineRunner(), anim=0.0)
    open_table(app, session)
    table = app.top
    session.submit(0, {"act": "place", "token": 0, "cell": [1, 1]})
    session.submit(1, {"act": "place", "token": 0, "cell": [0, 2]})
    start = table.slot_rect("hand_0").center
    over = table.slot_rect("cell_1_1").center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(1, 1), buttons=(1, 0, 0)))
    table.draw(app.canvas)  # one draw, no time passing: the pulse of the highlights is fixed below
    check(app.canvas, "tiny_table", tmp_path)


@pytest.mark.parametrize(
    "game_id, kinds, seed",
    [
        ("makers", "h", 4),
        ("makers", "hh", 4),
        ("raiders", "haa", 3),
        ("stonespine", "haa", 2),
        ("doodle", "haaa", 3),
        ("decorators", "haaa", 3),
    ],
)
def test_each_table_at_a_fixed_seed_matches_its_golden(app, tmp_path, game_id, kinds, seed):
    """Each real table as its first person sees it when their turn comes (computers moved)."""
    table = open_game(app, game_id, kinds, seed)
    run_until(
        app,
        lambda: (
            table.session.humans_to_move()
            and table.session.bot_to_move() is None
            and not table.beats
        ),
        what="the first person's turn",
    )
    app.frame()
    check(app.canvas, f"{game_id}_{kinds}_table", tmp_path)
