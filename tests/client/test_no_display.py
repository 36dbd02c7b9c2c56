"""With no screen to open (DISPLAY naming no server), the app says so in one sentence on stderr
and exits non-zero at once, instead of running on with no window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def free_display() -> str:
    number = 57
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    return f":{number}"


def test_no_screen_is_said_and_the_app_exits(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "WAYLAND"))}
    env.update(DISPLAY=free_display(), LAIRWRIGHT_HOME=str(tmp_path))
    run = subprocess.run(
        [sys.executable, "-m", "game"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert run.returncode == 2
    assert (
        f"Lairwright could not open a window: no screen answers at DISPLAY={env['DISPLAY']}."
        in (run.stderr)
    )
