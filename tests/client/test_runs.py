"""The smoke test and the monkey run, as the command line runs them and in-process with the
tiny test game registered (so a whole game is played through a real table)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from game.client.monkey import monkey_run
from game.client.smoke import smoke_test

ROOT = Path(__file__).resolve().parents[2]


def run_game(*args, home):
    # Autosaves fsync after every move: a RAM-backed folder keeps the full run quick.
    shm = Path("/dev/shm")
    scratch = None
    if shm.is_dir() and os.access(shm, os.W_OK):
        scratch = home = Path(tempfile.mkdtemp(prefix="lairwright-test-", dir=shm))
    env = dict(os.environ, LAIRWRIGHT_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)  # the command sets its own dummy drivers
    try:
        return subprocess.run(
            [sys.executable, "-m", "game", *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


def test_smoke_test_command_exits_zero(home):
    result = run_game("--smoke-test", home=home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test passed" in result.stdout
    from game.client import catalog

    for playable in catalog.playable():  # every registered game was played at every count
        spec = playable.spec
        for players in range(spec.min_players, spec.max_players + 1):
            assert f"'game': '{spec.id}', 'players': {players}," in result.stdout


def test_monkey_command_exits_zero(home):
    result = run_game("--monkey", "150", "--seed", "2", home=home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "monkey run passed" in result.stdout


def test_smoke_plays_every_player_count_to_the_results(tiny):
    played = smoke_test(verbose=False, only=["tiny"])
    assert [r["players"] for r in played] == [1, 2, 3]
    assert all(r["moves"] >= 9 for r in played)  # nine cells filled at least


def test_smoke_fails_when_a_table_breaks(tiny, monkeypatch):
    import tinytable

    def broken(self, surface):
        raise RuntimeError("table drawing failed")

    monkeypatch.setattr(tinytable.TinyTable, "draw_board", broken)
    with pytest.raises(RuntimeError, match="table drawing failed"):
        smoke_test(verbose=False, only=["tiny"])


def test_monkey_reaches_a_game_and_plays(tiny):
    # seed 4 spent its 600 frames between game select and help once six games were listed
    report = monkey_run(600, seed=1)
    assert report["frames"] == 600
    assert report["scenes"].get("table", 0) > 0, report
    assert report["clicks"] > 0 and report["drags"] > 0 and report["keys"] > 0


def test_a_game_registered_without_a_table_is_left_out_of_play_but_not_of_help(tiny, monkeypatch):
    """New games are registered with their rules before their table exists."""
    import dataclasses

    from game.client import catalog
    from game.rules import GAMES

    monkeypatch.setitem(
        GAMES, "rules_only", dataclasses.replace(tiny, id="rules_only", title="Rules Only")
    )
    played = smoke_test(verbose=False, only=["tiny", "rules_only"])
    assert {r["game"] for r in played} == {"tiny"}
    assert "rules_only" not in [p.spec.id for p in catalog.playable()]
    assert catalog.problems() == []
