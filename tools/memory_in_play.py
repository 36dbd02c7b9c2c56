"""Resident memory of the app in play, and of its bot worker process.

    python tools/memory_in_play.py [--level hard] [--games makers:1,makers:2,raiders:4,raiders:5]
                                   [--rounds 1]

Plays whole games through the real table scenes (dummy video and audio), every seat a bot that
thinks in the real worker process, at the "fast" animation speed, and samples the resident set
(VmRSS, Linux /proc) of the app and of the worker every 30 frames. Prints the peak and the last
figure of each game. Linux only.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("LAIRWRIGHT_HOME", tempfile.mkdtemp(prefix="lairwright-memory-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def rss_mb(pid: int | str = "self") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def worker_pids() -> list[int]:
    """This process's children that run the bot worker (not multiprocessing's resource tracker)."""
    pids = []
    for task in Path("/proc/self/task").iterdir():
        for child in (task / "children").read_text().split():
            command = Path(f"/proc/{child}/cmdline").read_bytes()
            if b"resource_tracker" not in command:
                pids.append(int(child))
    return pids


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="hard")
    parser.add_argument("--games", default="makers:1,makers:2,raiders:4,raiders:5")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    from game.client import smoke
    from game.client.app import App
    from game.client.scenes.title import TitleScene
    app = App(strict=True, fixed_dt=1 / 30, bot_inline=False, seed=1)
    app.settings.animation_speed = "fast"
    samples = {"app": [], "worker": []}
    real_frame = app.frame

    def sampled_frame():
        real_frame()
        if app.frame_count % 30 == 0:
            samples["app"].append(rss_mb())
            samples["worker"].append(sum(rss_mb(pid) for pid in worker_pids()))

    app.frame = sampled_frame
    app.push(TitleScene(app))
    print(f"start: app {rss_mb():.0f} MB")
    try:
        for _ in range(args.rounds):
            for item in args.games.split(","):
                game_id, players = item.split(":")
                samples = {"app": [], "worker": []}
                result = smoke.play_game(app, game_id, int(players), args.level)
                print(f"{game_id} {players}p {args.level}: {result['moves']} moves; app peak "
                      f"{max(samples['app']):.0f} MB, end {samples['app'][-1]:.0f} MB; worker peak "
                      f"{max(samples['worker']):.0f} MB, end {samples['worker'][-1]:.0f} MB",
                      flush=True)
                app.reset_to(TitleScene(app))
                smoke.frames(app, 2)
    finally:
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
