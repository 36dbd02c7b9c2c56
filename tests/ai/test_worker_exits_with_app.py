"""After the app is killed (kill -9: no clean-up code runs), its bot worker and multiprocessing's
helper process notice and exit instead of staying behind as orphans."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

APP = """
import time
from game.ai.runner import BotRunner
from game.rules import GAMES
runner = BotRunner()
state = GAMES["makers"].new_state(2, 1)
runner.request(state, state.to_move()[0], "easy", 1, 0.1)
while not runner.poll():
    time.sleep(0.05)
print("ready", flush=True)
time.sleep(120)
"""


def children(pid: int) -> set[int]:
    found = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        found |= {int(child) for child in (task / "children").read_text().split()}
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"  # a zombie has exited and only waits to be reaped


@pytest.mark.skipif(
    not Path("/proc/self/task").is_dir(), reason="reads the process tree from /proc"
)
def test_worker_and_helper_exit_after_kill_9():
    app = subprocess.Popen(
        [sys.executable, "-c", APP],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert app.stdout.readline().strip() == "ready"
        helpers = children(app.pid)
        assert len(helpers) == 2  # the worker and the resource tracker
        os.kill(app.pid, signal.SIGKILL)
        app.wait()
        deadline = time.monotonic() + 5
        while any(alive(pid) for pid in helpers) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = [pid for pid in helpers if alive(pid)]
        for pid in left:  # never leave them behind, even when the test fails
            os.kill(pid, signal.SIGKILL)
        assert not left, f"still running 5 s after the app was killed: {left}"
    finally:
        if app.poll() is None:
            app.kill()
