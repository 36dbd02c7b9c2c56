"""Times the Dungeon Raiders bots' moves the way the app asks for them (view, legal, choose).

    python -m game.ai.raiders.bench --level hard --players 3 --games 20 --seed 1

The measured seat plays the chosen level against bots one level below; prints the median,
95th percentile and worst time per move. Win rates come from `python -m game.sim`.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.ai import Budget, make_bot
from game.rules.raiders import new_state

BELOW = {"easy": "random", "normal": "easy", "hard": "normal"}


def time_moves(level: str, players: int, games: int, seed: int) -> list[float]:
    times = []
    for game in range(games):
        state = new_state(players, seed * 1000 + game)
        bots = [
            make_bot("raiders", level if s == 0 else BELOW[level], seed + game * 10 + s)
            for s in range(players)
        ]
        while not state.is_over():
            seat = min(state.to_move())
            started = time.perf_counter()
            view = state.view(seat)
            action = bots[seat].choose(view, seat, view.legal_actions(seat), Budget(2.0))
            if seat == 0:
                times.append(time.perf_counter() - started)
            state.apply(seat, action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="hard", choices=sorted(BELOW))
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    times = sorted(time_moves(args.level, args.players, args.games, args.seed))
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"{args.level} at {args.players} players, {len(times)} moves: median "
        f"{statistics.median(times) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
        f"max {times[-1] * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
