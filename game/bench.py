"""Benchmarks: start-up, frame times, rules speed, AI move time and memory.

    python -m game.bench [--json] [--only first_frame,frames,playouts,ai] [--think SECONDS]

- first_frame: time from starting `python -m game.first_frame` (the app as `python -m game`
  opens it) to its first frame on screen, median of several runs after one warm-up run; the
  peak resident memory of that process is the app's start-up memory.
- frames: frame time p50/p99 of every scene and of every registered table at 1280x800 while
  bots play a whole game on it (dummy video driver, fixed 1/60 s game time per frame).
- playouts: random games per second for every game and player count.
- ai: move time per bot level (p50/p95) on positions from random games, and the peak Python
  memory (tracemalloc) of one random game per game.
Targets (issue 2): frame p99 under 16.7 ms on every table; first frame under 1.5 s from source.
Figures are printed as a table, or as one JSON object with --json; the first line names the
machine (CPU model, cores, Python).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc

from game.ai import Budget, bot_levels, make_bot
from game.rules import registry
from game.sim import derive_seed, play_game

PARTS = ("first_frame", "frames", "playouts", "ai")


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))  # ceil without floats drifting
    return ordered[int(rank) - 1]


def machine() -> dict:
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"cpu": model, "cores": os.cpu_count(), "python": platform.python_version(),
            "system": f"{platform.system()} {platform.release()}"}


def headless_env() -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.setdefault("LAIRWRIGHT_HOME", tempfile.mkdtemp(prefix="lairwright-bench-"))
    return env


# ---- start-up ---------------------------------------------------------------------------
def first_frame(runs: int = 5) -> dict:
    """Seconds from spawning the app to its first frame; peak RSS of the app process."""
    env = headless_env()
    times, peaks = [], []
    for run in range(runs + 1):  # run 0 warms the disk cache and writes .pyc files
        with tempfile.TemporaryFile("w+") as errors:
            started = time.time()
            child = subprocess.Popen([sys.executable, "-m", "game.first_frame"], env=env,
                                     stdout=subprocess.PIPE, stderr=errors, text=True)
            line = child.stdout.readline().split()
            child.stdout.close()
            # wait4 (not wait) hands back the child's own resource usage: its peak memory.
            _, status, usage = os.wait4(child.pid, 0)
            child.returncode = os.waitstatus_to_exitcode(status)
            if child.returncode != 0 or len(line) != 2 or line[0] != "first-frame":
                errors.seek(0)
                raise RuntimeError(f"game.first_frame failed (exit {child.returncode}): "
                                   f"{errors.read()[-2000:]}")
        if run:
            times.append(float(line[1]) - started)
            peaks.append(usage.ru_maxrss / 1024)  # KiB on Linux
    return {"runs": runs, "median_s": round(statistics.median(times), 3),
            "min_s": round(min(times), 3), "app_peak_rss_mib": round(max(peaks), 1),
            "target_s": 1.5}


# ---- rules speed -------------------------------------------------------------------------
def playouts(seconds: float = 1.5, min_games: int = 3) -> list[dict]:
    """Random games per second for every game and player count."""
    rows = []
    for game_id, spec in registry.GAMES.items():
        for players in range(spec.min_players, spec.max_players + 1):
            games = actions = 0
            started = time.perf_counter()
            while games < min_games or time.perf_counter() - started < seconds:
                result = play_game(game_id, players, derive_seed("bench", game_id, players, games),
                                   ["random"] * players)
                actions += result.actions
                games += 1
            elapsed = time.perf_counter() - started
            rows.append({"game": game_id, "players": players, "games": games,
                         "games_per_s": round(games / elapsed, 1),
                         "actions_per_s": round(actions / elapsed),
                         "mean_actions": round(actions / games, 1)})
    return rows


def rules_memory() -> list[dict]:
    """Peak Python memory (tracemalloc) while one random game is played, per game."""
    rows = []
    for game_id, spec in registry.GAMES.items():
        players = max(spec.min_players, min(2, spec.max_players))
        tracemalloc.start()
        play_game(game_id, players, derive_seed("bench-memory", game_id), ["random"] * players)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        rows.append({"game": game_id, "players": players, "peak_kib": round(peak / 1024)})
    return rows


# ---- AI ----------------------------------------------------------------------------------
def decision_points(game_id: str, players: int, count: int, seed: int):
    """(state, seat) pairs where a player seat must decide, spread over random games."""
    spec = registry.GAMES[game_id]
    points, game = [], 0
    while len(points) < count:
        state = spec.new_state(players, derive_seed("bench-ai", game_id, seed, game))
        bot = make_bot(game_id, "random", derive_seed("bench-ai-walk", game_id, game))
        step = 0
        while not state.is_over() and len(points) < count:
            seat = min(state.to_move())
            if seat >= players:
                state.apply(seat, state.legal_actions(seat)[0])
                continue
            if step % 5 == 0:  # every fifth decision: early, middle and late positions
                points.append((state.clone(), seat))
            view = state.view(seat)
            state.apply(seat, bot.choose(view, seat, view.legal_actions(seat), Budget(0)))
            step += 1
        game += 1
    return points


def ai_move_times(think: float, decisions: int = 12) -> list[dict]:
    rows = []
    for game_id, spec in registry.GAMES.items():
        players = max(spec.min_players, min(2, spec.max_players))
        points = decision_points(game_id, players, decisions, seed=1)
        for level in ["random", *bot_levels(game_id)]:
            bot = make_bot(game_id, level, derive_seed("bench-bot", game_id, level))
            times = []
            for state, seat in points:
                view = state.view(seat)
                legal = view.legal_actions(seat)
                started = time.perf_counter()
                bot.choose(view, seat, legal, Budget(seconds=think))
                times.append(time.perf_counter() - started)
            rows.append({"game": game_id, "level": level, "decisions": len(times),
                         "think_s": think, "p50_ms": round(percentile(times, 50) * 1000, 2),
                         "p95_ms": round(percentile(times, 95) * 1000, 2)})
    return rows


# ---- report ------------------------------------------------------------------------------
def run(parts: list[str], think: float) -> dict:
    report = {"machine": machine()}
    if "first_frame" in parts:
        report["first_frame"] = first_frame()
    if "frames" in parts:
        from game.bench_frames import frame_times
        report["frames"] = frame_times()
    if "playouts" in parts:
        report["playouts"] = playouts()
    if "ai" in parts:
        report["ai"] = ai_move_times(think)
        report["rules_memory"] = rules_memory()
    return report


def print_table(report: dict) -> None:
    m = report["machine"]
    print(f"machine: {m['cpu']}, {m['cores']} cores, Python {m['python']}, {m['system']}")
    if "first_frame" in report:
        f = report["first_frame"]
        print(f"first frame: median {f['median_s']} s (min {f['min_s']} s, {f['runs']} runs, "
              f"target {f['target_s']} s); app peak memory {f['app_peak_rss_mib']} MiB")
    if "frames" in report:
        print("frame times at 1280x800 (target p99 16.7 ms):")
        for row in report["frames"]:
            print(f"  {row['scene']:<22} frames {row['frames']:>5}  p50 {row['p50_ms']:>6.2f} ms"
                  f"  p99 {row['p99_ms']:>6.2f} ms  max {row['max_ms']:>6.2f} ms"
                  f"  (CPU p50 {row['cpu_p50_ms']:>6.2f} ms, p99 {row['cpu_p99_ms']:>6.2f} ms)")
    if "playouts" in report:
        print("random playouts:")
        for row in report["playouts"]:
            print(f"  {row['game']:<10} {row['players']} players  {row['games_per_s']:>8.1f} games/s"
                  f"  {row['actions_per_s']:>8} actions/s  ({row['mean_actions']} actions a game)")
    if "ai" in report:
        print(f"AI move time (think budget {report['ai'][0]['think_s'] if report['ai'] else '-'} s):")
        for row in report["ai"]:
            print(f"  {row['game']:<10} {row['level']:<7} p50 {row['p50_ms']:>9.2f} ms"
                  f"  p95 {row['p95_ms']:>9.2f} ms  ({row['decisions']} decisions)")
        print("rules memory (one random game, tracemalloc peak):")
        for row in report["rules_memory"]:
            print(f"  {row['game']:<10} {row['players']} players  {row['peak_kib']} KiB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--only", help=f"comma-separated parts out of {','.join(PARTS)}")
    parser.add_argument("--think", type=float, default=0.5, help="bot budget per move in seconds")
    args = parser.parse_args(argv)
    parts = [p.strip() for p in args.only.split(",")] if args.only else list(PARTS)
    unknown = set(parts) - set(PARTS)
    if unknown:
        parser.error(f"unknown parts {sorted(unknown)}; choose from {', '.join(PARTS)}")
    report = run(parts, args.think)
    if args.json:
        print(json.dumps(report))
    else:
        print_table(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
