"""Measures the Dungeon Raiders bots: one level against the level below, items used, move times.

    python tools/raiders_ai_match.py hard normal --players 4 --games 500 --seed 1

Plays exactly the games of `python -m game.sim --game raiders --players 4 --games 500 --seed 1
--bots hard,normal,normal,normal` (seat 0 plays the first level, every other seat the second; the
same seeds), so the wins are the simulator's. For each level it also counts the items played (a
torch lit counts as played) and the items still held when the game ends (worth nothing then), and
the seconds per decision (view, legal actions and the bot's choice; p50/p95). Prints one JSON
summary; a progress line goes to stderr every --every games.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_bot  # noqa: E402
from game.rules.raiders.content import ITEMS  # noqa: E402
from game.sim import derive_seed, play_game  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, -(-len(ordered) * q // 100) - 1))]


class Tally:
    """Items played and held, and decision times, for every seat of one bot level."""

    def __init__(self):
        self.seat_games = 0
        self.wins = 0.0
        self.coins = 0
        self.played = dict.fromkeys(ITEMS, 0)
        self.held = dict.fromkeys(ITEMS, 0)
        self.times: list[float] = []

    def summary(self, games: int) -> dict:
        per = max(self.seat_games, 1)
        items = {}
        for item in ITEMS:
            played, held = self.played[item], self.held[item]
            items[item] = {
                "played": played,
                "held_at_end": held,
                "played_per_seat_game": round(played / per, 2),
                "held_per_seat_game": round(held / per, 2),
            }
        return {
            "seat_games": self.seat_games,
            "win_rate": round(self.wins / max(games, 1), 4),
            "mean_coins": round(self.coins / per, 2),
            "items": items,
            "decisions": len(self.times),
            "p50_ms": round(percentile(self.times, 50) * 1000, 2),
            "p95_ms": round(percentile(self.times, 95) * 1000, 2),
            "max_ms": round(max(self.times, default=0) * 1000, 2),
        }


def measure(levels: list[str], games: int, seed: int, every: int = 50) -> dict:
    tallies = {level: Tally() for level in dict.fromkeys(levels)}
    finals = []

    def watch(state, seat, action, seconds):
        tally = tallies[levels[seat]]
        tally.times.append(seconds)
        if action.get("use") == "torch":
            tally.played["torch"] += 1
        elif action.get("play") == "item":
            tally.played[action["item"]] += 1
        if state.is_over():
            finals.append(state)

    for index in range(games):
        result = play_game(
            "raiders",
            len(levels),
            derive_seed(seed, "game", index),
            levels,
            index=index,
            watch=watch,
        )
        final = finals.pop()
        firsts = [s for s, place in enumerate(result.placing()) if place == 1]
        for seat, level in enumerate(levels):
            tally = tallies[level]
            tally.seat_games += 1
            tally.coins += final.coins[seat]
            tally.wins += 1 / len(firsts) if seat in firsts else 0.0
            for item in ITEMS:
                tally.held[item] += final.items[seat][item]
        if every and (index + 1) % every == 0:
            print(f"{index + 1} games", file=sys.stderr, flush=True)
    return {
        "games": games,
        "players": len(levels),
        "seed": seed,
        "bots": levels,
        "by_level": {level: tally.summary(games) for level, tally in tallies.items()},
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("level", help="the level in seat 0")
    parser.add_argument("below", help="the level in every other seat")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=50, help="progress line every N games")
    args = parser.parse_args(argv)
    if not 3 <= args.players <= 5:
        parser.error("Dungeon Raiders takes 3 to 5 players.")
    for level in (args.level, args.below):
        make_bot("raiders", level)  # an unknown level fails here, before any game
    levels = [args.level] + [args.below] * (args.players - 1)
    print(json.dumps(measure(levels, args.games, args.seed, args.every)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
