"""Peak memory in play over a session: whole games one after another in one app, every seat a
bot that thinks in the real worker process, at the "fast" animation speed (dummy video and
audio). The resident memory (VmRSS, Linux /proc) of the app and of its bot worker is read every
SAMPLE_EVERY frames; each game's peaks are reported, with the app's figure once its table has
closed, and the app's own high-water mark (VmHWM) at the end. Linux only.

    python -m game.bench_memory [--games raiders:5,makers:1,...] [--level hard] [--json]

`python -m game.bench` runs it in a process of its own (part "memory"), so that nothing but the
app is in the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

SESSION = "raiders:5,makers:1,raiders:5,decorators:4,doodle:4,stonespine:5,raiders:5"
SAMPLE_EVERY = 30  # frames
# Frames go on while the worker thinks, and a quiet machine draws several of them during one
# decision: a 4-player Doodle game of hard bots took over 50,000 (the smoke run's cap).
SESSION_FRAMES_PER_GAME = 2_000_000


def status_mib(field: str, pid: int | str = "self") -> float:
    """A memory figure of /proc/<pid>/status in MiB (0 when the process is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def worker_pids() -> list[int]:
    """This process's children that run the bot worker (not multiprocessing's resource tracker)."""
    pids = []
    for task in Path("/proc/self/task").iterdir():
        for child in (task / "children").read_text().split():
            try:
                command = Path(f"/proc/{child}/cmdline").read_bytes()
            except OSError:
                continue
            if b"resource_tracker" not in command:
                pids.append(int(child))
    return pids


def parse_games(text: str) -> list[tuple[str, int]]:
    """'raiders:5,makers:1' -> [('raiders', 5), ('makers', 1)]."""
    games = []
    for item in text.split(","):
        game_id, _, players = item.strip().partition(":")
        games.append((game_id, int(players)))
    return games


def play_session(games: list[tuple[str, int]], level: str = "hard") -> dict:
    """Play `games` in one app; the peaks of each, and of the whole session."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("LAIRWRIGHT_HOME", tempfile.mkdtemp(prefix="lairwright-memory-"))
    from game.client import smoke
    from game.client.app import App
    from game.client.scenes.title import TitleScene

    app = App(strict=True, fixed_dt=1 / 30, bot_inline=False, seed=1)
    app.settings.animation_speed = "fast"
    peaks = {"app": 0.0, "worker": 0.0}
    real_frame = app.frame

    def sampled_frame():
        real_frame()
        if app.frame_count % SAMPLE_EVERY == 0:
            peaks["app"] = max(peaks["app"], status_mib("VmRSS"))
            peaks["worker"] = max(
                peaks["worker"], sum(status_mib("VmRSS", pid) for pid in worker_pids())
            )

    app.frame = sampled_frame
    app.push(TitleScene(app))
    rows = []
    report = {"level": level, "start_mib": round(status_mib("VmRSS"), 1), "games": rows}
    try:
        for game_id, players in games:
            peaks.update(app=0.0, worker=0.0)
            result = smoke.play_game(
                app, game_id, players, level, max_frames=SESSION_FRAMES_PER_GAME
            )
            app.reset_to(TitleScene(app))
            smoke.frames(app, 2)
            rows.append(
                {
                    "game": game_id,
                    "players": players,
                    "moves": result["moves"],
                    "app_peak_mib": round(peaks["app"], 1),
                    "app_after_mib": round(status_mib("VmRSS"), 1),
                    "worker_peak_mib": round(peaks["worker"], 1),
                }
            )
        report["app_hwm_mib"] = round(status_mib("VmHWM"), 1)
    finally:
        app.shutdown()
    return report


def print_report(report: dict) -> None:
    print(
        f'peak memory in a session of whole games ({report["level"]} bots, "fast", dummy video; '
        f"VmRSS every {SAMPLE_EVERY} frames; app at start {report['start_mib']} MiB):"
    )
    for row in report["games"]:
        print(
            f"  {row['game']:<10} {row['players']} players  {row['moves']:>4} moves  app peak "
            f"{row['app_peak_mib']:>6} MiB (after the table closed {row['app_after_mib']} MiB)"
            f"  bot worker peak {row['worker_peak_mib']} MiB"
        )
    print(f"  the app's high-water mark (VmHWM): {report['app_hwm_mib']} MiB (target 150 MB)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench_memory", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--games", default=SESSION, help="game:players, comma-separated")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    report = play_session(parse_games(args.games), args.level)
    if args.json:
        print(json.dumps(report))
    else:
        print_report(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
