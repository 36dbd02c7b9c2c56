"""Stonespine bot figures (issues 9, 25): one bot level against Jael or against bots of another
level.

    python tools/stonespine_match.py --players 1 --top hard --games 500 --seed 1 > jael.jsonl
    python tools/stonespine_match.py --players 3 --top hard --rest normal --games 500 --seed 304
    python tools/stonespine_match.py --report jael.jsonl [more.jsonl ...]

Plays the games of `game.sim.play_game` (same seeds per game index as `python -m game.sim`) and
prints JSON lines as each game ends, so a run stopped early still counts. At 2 or more players
the `--top` seat moves round the table game by game (game i: seat i mod players). At 1 player
the opponent is Jael, and each game is scored at every one of Jael's strengths (`--jael`, all by
default), one line each: a strength changes only Jael's points, never what anyone chooses, so
the game played is the same at every strength (the tie-break, the priority track, too).
`--report` pools the lines of the files given, per kind of match (players, levels, Jael's
strength), and prints the top bot's wins (a shared first place counts 1/k) with a 95% Wilson
interval, the opponent's wins, and both sides' score spread (mean, sd, range) and seconds per
game.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules.stonespine.content import CATALOG  # noqa: E402
from game.sim import derive_seed, play_game  # noqa: E402
from tools.doodle_balance import share  # noqa: E402  (a proportion with its 95% Wilson interval)


def spread(values: list[int]) -> str:
    if not values:
        return "none"
    sd = statistics.stdev(values) if len(values) > 1 else 0.0
    return f"mean {statistics.mean(values):.1f}, sd {sd:.1f}, {min(values)} to {max(values)}"


class _Kept:
    """play_game's watch: keeps the game's state (the same object from start to end)."""

    state = None

    def __call__(self, state, *_) -> None:
        self.state = state


def play(
    players: int, top: str, rest: str, games: int, seed: int, start: int, jael: list[str]
) -> None:
    for index in range(start, start + games):
        top_seat = index % players
        levels = [top if seat == top_seat else rest for seat in range(players)]
        end = _Kept()
        result = play_game(
            "stonespine",
            players,
            derive_seed(seed, "game", index),
            levels,
            think=0.05,
            index=index,
            watch=end,
        )
        line = {"game": index, "seed": seed, "players": players, "top": top, "top_seat": top_seat}
        line["seconds"] = round(result.seconds, 2)
        if players > 1:
            line.update(rest=rest, totals=[s["total"] for s in result.scores])
            print(json.dumps(dict(line, places=result.placing())), flush=True)
            continue
        state = end.state
        for name in jael:  # the same game, scored at each of Jael's strengths
            state.jael_level = CATALOG.jael_levels[name]
            scores = state.scores()
            totals, places = [s.total for s in scores], [s.place for s in scores]
            print(json.dumps(dict(line, rest=f"Jael {name}", totals=totals, places=places)))


def _opponent(line: dict) -> str:
    """Who the top bot played: the other seats' level, or Jael (at a strength, since issue 25)."""
    if line["players"] > 1 or line.get("rest", "").startswith("Jael"):
        return line["rest"]
    return "Jael"


def report(paths: list[str]) -> list[dict]:
    lines = [
        json.loads(text)
        for path in paths
        for text in Path(path).read_text().splitlines()
        if text.strip()
    ]
    kinds: dict[tuple, list[dict]] = {}
    for line in lines:
        kinds.setdefault((line["players"], line["top"], _opponent(line)), []).append(line)
    return [_figures(kind, runs) for kind, runs in sorted(kinds.items())]


def _figures(kind: tuple, lines: list[dict]) -> dict:
    players, top, opponent = kind
    top_wins, top_scores, other_scores = 0.0, [], []
    for line in lines:
        places, totals, top_seat = line["places"], line["totals"], line["top_seat"]
        firsts = [seat for seat, place in enumerate(places) if place == 1]
        top_wins += 1 / len(firsts) if top_seat in firsts else 0.0
        top_scores.append(totals[top_seat])
        other_scores += [total for seat, total in enumerate(totals) if seat != top_seat]
    games = len(lines)
    seconds = sorted(run["seconds"] for run in lines)
    seeds = ", ".join(str(seed) for seed in sorted({run["seed"] for run in lines}))
    return {
        "runs": f"{players} players, {top} against {opponent}, seed {seeds}",
        "top_wins": share(top_wins, games),
        "others_win": share(games - top_wins, games),
        "top_scores": spread(top_scores),
        "other_scores": spread(other_scores),
        "seconds_per_game": f"median {statistics.median(seconds):.1f}, max {seconds[-1]:.1f}"
        if seconds
        else "none",
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2, help="1 = solo against Jael")
    parser.add_argument("--top", default="hard", help="the level measured")
    parser.add_argument("--rest", default="normal", help="the other seats' level (not at 1 player)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start", type=int, default=0, help="first game index (to resume a run)")
    parser.add_argument(
        "--jael",
        default=",".join(CATALOG.jael_levels),
        help="at 1 player: Jael's strengths to score each game at, comma separated (default: all)",
    )
    parser.add_argument("--report", nargs="+", metavar="JSONL", help="pool these runs' lines")
    args = parser.parse_args(argv)
    if args.report:
        print(json.dumps(report(args.report), indent=1))
        return
    jael = [name.strip() for name in args.jael.split(",") if name.strip()]
    unknown = [name for name in jael if name not in CATALOG.jael_levels]
    if unknown:
        parser.error(
            f"Jael has no strength {unknown[0]!r} (only {', '.join(CATALOG.jael_levels)})."
        )
    play(args.players, args.top, args.rest, args.games, args.seed, args.start, jael)


if __name__ == "__main__":
    main()
