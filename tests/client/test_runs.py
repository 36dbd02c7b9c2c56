"""The smoke test and the monkey run, as the command line runs them and in-process with the
tiny test game registered (so a whole game is played through a real table)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.client.monkey import monkey_run
from game.client.smoke import smoke_test

ROOT = Path(__file__).resolve().parents[2]


def run_game(*args, home):
    env = dict(os.environ, LAIRWRIGHT_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)  # the command sets its own dummy drivers
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_smoke_test_command_exits_zero(home):
    result = run_game("--smoke-test", home=home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test passed" in result.stdout


def test_monkey_command_exits_zero(home):
    result = run_game("--monkey", "150", "--seed", "2", home=home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "monkey run passed" in result.stdout


def test_smoke_plays_every_player_count_to_the_results(tiny):
    played = [r for r in smoke_test(verbose=False) if r["game"] == "tiny"]
    assert [r["players"] for r in played] == [1, 2, 3]
    assert all(r["moves"] >= 9 for r in played)  # nine cells filled at least


def test_smoke_fails_when_a_table_breaks(tiny, monkeypatch):
    import tinytable

    def broken(self, surface):
        raise RuntimeError("table drawing failed")

    monkeypatch.setattr(tinytable.TinyTable, "draw_board", broken)
    with pytest.raises(RuntimeError, match="table drawing failed"):
        smoke_test(verbose=False)


def test_monkey_reaches_a_game_and_plays(tiny):
    report = monkey_run(900, seed=4)
    assert report["frames"] == 900
    assert report["scenes"].get("table", 0) > 0, report
    assert report["clicks"] > 0 and report["drags"] > 0 and report["keys"] > 0
