"""Measures the Dungeon Makers bots: head-to-head win rates, solo against the Iron Golem, move
times.

    python tools/makers_ai_match.py duel hard normal --games 500 --think 1.0 --workers 2
    python tools/makers_ai_match.py solo easy --games 1000 --workers 2

duel: two bot levels play 2-player games; seats alternate game by game (game k: level A sits in
seat k % 2). solo: one level plays against the Iron Golem. Each game's seed comes from --seed and
the game number, so runs repeat. Wins count 1, a shared first place 1/2 for each. Move times are
the seconds each level's choose() took (p50/p95 over all its decisions), with --think as budget.
Prints one JSON summary at the end and a progress line every --every games; --out keeps every
game as a JSON line, and `summarize FILE...` prints the summary of such files (split runs).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import Budget, make_bot  # noqa: E402
from game.rules.makers import new_state  # noqa: E402
from game.sim import derive_seed  # noqa: E402


def play(job: tuple) -> dict:
    """One game; job = (index, seed, levels by seat, think seconds). Level None = the Golem."""
    index, seed, levels, think = job
    players = sum(1 for level in levels if level)
    state = new_state(players, seed)
    bots = [
        make_bot("makers", level, derive_seed(seed, "bot", seat)) if level else None
        for seat, level in enumerate(levels)
    ]
    times: list[list[float]] = [[], []]
    while not state.is_over():
        seat = state.current
        if bots[seat] is None:
            state.apply(seat, state.legal_actions(seat)[0])
            continue
        view = state.view(seat)
        legal = view.legal_actions(seat)
        started = time.perf_counter()
        action = bots[seat].choose(view, seat, legal, Budget(think))
        times[seat].append(time.perf_counter() - started)
        state.apply(seat, action)
    scores = state.scores()
    return {
        "index": index,
        "levels": levels,
        "totals": [s.total for s in scores],
        "places": [s.place for s in scores],
        "times": times,
        "breakdown": [s.breakdown for s in scores],
    }


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return (
        ordered[min(len(ordered) - 1, max(0, -(-len(ordered) * q // 100) - 1))] if ordered else 0.0
    )


def jobs(
    mode: str, a: str, b: str | None, games: int, seed: int, think: float, first: int = 0
) -> list[tuple]:
    out = []
    for k in range(first, first + games):
        game_seed = derive_seed(seed, mode, a, b, k)
        if mode == "solo":
            levels = [a, None]
        else:
            levels = [a, b] if k % 2 == 0 else [b, a]
        out.append((k, game_seed, levels, think))
    return out


def summarize(results: list[dict], names: list[str]) -> dict:
    """Per name: wins (shared first = 1/2), mean total, move-time p50/p95 in ms."""
    stats = {name: {"wins": 0.0, "points": 0, "times": []} for name in names}
    for r in results:
        firsts = [s for s in (0, 1) if r["places"][s] == 1]
        for seat in (0, 1):
            name = r["levels"][seat] or "golem"
            if seat in firsts:
                stats[name]["wins"] += 1 / len(firsts)
            stats[name]["points"] += r["totals"][seat]
            stats[name]["times"] += r["times"][seat]
    games = max(len(results), 1)
    return {
        name: {
            "win_rate": round(st["wins"] / games, 4),
            "mean_score": round(st["points"] / games, 2),
            "moves": len(st["times"]),
            "p50_ms": round(percentile(st["times"], 50) * 1000, 1),
            "p95_ms": round(percentile(st["times"], 95) * 1000, 1),
            "max_ms": round(max(st["times"], default=0) * 1000, 1),
        }
        for name, st in stats.items()
    }


def summarize_files(paths: list[str]) -> int:
    results = [json.loads(line) for path in paths for line in open(path) if line.strip()]
    if not results:
        print("no games in those files", file=sys.stderr)
        return 1
    names = sorted({level or "golem" for r in results for level in r["levels"]})
    print(
        json.dumps({"games": len(results), "files": paths, "by_level": summarize(results, names)})
    )
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=("duel", "solo", "summarize"))
    parser.add_argument(
        "levels", nargs="+", help="duel: two levels; solo: one level; summarize: files"
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=1.0, help="budget seconds per move")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--every", type=int, default=50, help="progress line every N games")
    parser.add_argument(
        "--first", type=int, default=0, help="number of the first game (to split a run)"
    )
    parser.add_argument("--out", help="append each finished game as a JSON line to this file")
    args = parser.parse_args(argv)
    if args.mode == "summarize":
        return summarize_files(args.levels)
    if len(args.levels) != (2 if args.mode == "duel" else 1):
        parser.error("duel takes two levels, solo one")
    a = args.levels[0]
    b = args.levels[1] if args.mode == "duel" else None
    names = [a, b] if b else [a, "golem"]
    started = time.perf_counter()
    results = []
    with multiprocessing.Pool(args.workers) as pool:
        todo = jobs(args.mode, a, b, args.games, args.seed, args.think, args.first)
        for result in pool.imap_unordered(play, todo):
            results.append(result)
            if args.out:
                with open(args.out, "a") as handle:
                    handle.write(json.dumps(result) + "\n")
            if len(results) % args.every == 0:
                line = {n: s["win_rate"] for n, s in summarize(results, names).items()}
                print(f"{len(results)} games: {line}", file=sys.stderr, flush=True)
    summary = {
        "mode": args.mode,
        "levels": names,
        "games": len(results),
        "seed": args.seed,
        "first": args.first,
        "think": args.think,
        "seconds": round(time.perf_counter() - started, 1),
        "by_level": summarize(results, names),
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
