"""Plays whole games with bots and reports scores: balance checks, AI strength, rule soak tests.

    python -m game.sim --game makers --players 2 --games 100 --seed 1 [--bots random,hard] [--json]
    python -m game.sim --ladder --game makers [--games 4] [--think 1.0] [--json]

`--think 1.0,0.1` gives each seat its own budget (e.g. `--bots expert,expert`: the expert at
1 s against itself at 0.1 s). `--cpu-clock` counts the bots' budgets in this process's CPU time
instead of wall-clock time (game/ai/clock.py): a loaded machine then gives a bot what a quiet one
would, so measurements may run side by side; the app always counts wall-clock time.

The second form is the ladder (game/ladder.py): every level against every other and an Elo
rating for each, with its 95% interval and the games it played.

Each game gets its own seed derived from --seed, and every bot its own seed derived from the
game's, so the same arguments give the same output byte for byte apart from the timing fields
("seconds", "games_per_second"). A bot decides on its seat's view only, with the legal actions
as that view sees them; the real state then checks the chosen action like any player's. Views
are re-dealt from seeds derived from the game's seed and the step, so they repeat too.

Seats from num_players upwards are automata (the official solo opponent): the rules give an
automa exactly one legal action whenever it must act, and the simulator applies it.

Wins: a seat placed first alone scores one win; a first place shared by k seats gives each of
them 1/k of a win, so the "wins" of all seats add up to the number of games. "outright_wins"
and "shared_wins" count the two cases separately as whole numbers.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from dataclasses import dataclass

from game.ai import Budget, clock, make_bot
from game.rules import registry
from game.rules.core import GameState, IllegalAction

MAX_ACTIONS = 100_000  # no real game comes close; a rules bug that never ends stops here


class SimError(Exception):
    """A game the simulator could not finish: the message names the game seed and the step."""


def derive_seed(*parts: object) -> int:
    """A stable 63-bit seed from any parts (same on every machine and Python version)."""
    digest = hashlib.sha256(":".join(str(part) for part in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass
class GameResult:
    index: int
    seed: int
    scores: list[dict]
    actions: int
    seconds: float

    def placing(self) -> list[int]:
        return [score["place"] for score in self.scores]

    def to_dict(self) -> dict:
        return {
            "game": self.index,
            "seed": self.seed,
            "scores": self.scores,
            "placing": self.placing(),
            "actions": self.actions,
            "seconds": round(self.seconds, 4),
        }


def play_game(
    game_id: str,
    num_players: int,
    seed: int,
    levels: list[str],
    think: float | list[float] = 0.05,
    options: dict | None = None,
    index: int = 0,
    watch=None,
) -> GameResult:
    """Plays one game to the end; `levels[i]` is the bot level of player seat i, `think` its
    seconds a move (one figure for every seat, or one per seat).

    `watch(state, seat, action, seconds)`, if given, is called after each action is applied,
    with the seconds the seat took to choose it (view, legal actions and the bot's choice)."""
    started = time.perf_counter()
    state: GameState = registry.GAMES[game_id].new_state(num_players, seed, options)
    bots = [
        make_bot(game_id, level, derive_seed(seed, "bot", seat))
        for seat, level in enumerate(levels)
    ]
    seconds = think if isinstance(think, list) else [think] * len(levels)
    budgets = [Budget(seconds=value) for value in seconds]
    steps = 0
    while not state.is_over():
        if steps >= MAX_ACTIONS:
            raise SimError(f"Game seed {seed}: still not over after {MAX_ACTIONS} actions.")
        movers = state.to_move()
        if not movers:
            raise SimError(
                f"Game seed {seed}, step {steps}: the game is not over but nobody must act."
            )
        seat = min(movers)  # simultaneous choices are committed one seat after another
        chose = time.perf_counter()
        action = _choose(state, seat, num_players, bots, budgets, seed, steps)
        took = time.perf_counter() - chose
        try:
            state.apply(seat, action)
        except IllegalAction as exc:
            raise SimError(
                f"Game seed {seed}, step {steps}: seat {seat} chose {action!r} from its "
                f"view, but the rules refused it: {exc.reason}"
            ) from exc
        if watch is not None:
            watch(state, seat, action, took)
        steps += 1
    scores = [score.to_dict() for score in state.scores()]
    return GameResult(index, seed, scores, steps, time.perf_counter() - started)


def _choose(state: GameState, seat: int, num_players: int, bots, budgets, seed: int, steps: int):
    if seat >= num_players:
        legal = state.legal_actions(seat)
        if len(legal) != 1:
            raise SimError(
                f"Game seed {seed}, step {steps}: the automa (seat {seat}) has "
                f"{len(legal)} legal actions instead of exactly one."
            )
        return legal[0]
    view = state.view(seat, derive_seed(seed, "view", steps))  # re-dealt the same way each run
    legal = view.legal_actions(seat)
    if not legal:
        raise SimError(
            f"Game seed {seed}, step {steps}: seat {seat} must act but has no legal action."
        )
    return bots[seat].choose(view, seat, legal, budgets[seat])


def summarize(
    results: list[GameResult],
    game_id: str,
    num_players: int,
    seed: int,
    levels: list[str],
    seconds: float,
) -> dict:
    seats = len(results[0].scores) if results else num_players
    wins = [0.0] * seats
    outright = [0] * seats
    shared = [0] * seats
    totals = [0] * seats
    for result in results:
        firsts = [seat for seat, place in enumerate(result.placing()) if place == 1]
        for seat in firsts:
            wins[seat] += 1 / len(firsts)
            if len(firsts) == 1:
                outright[seat] += 1
            else:
                shared[seat] += 1
        for seat, score in enumerate(result.scores):
            totals[seat] += score["total"]
    count = max(len(results), 1)
    return {
        "summary": True,
        "game": game_id,
        "players": num_players,
        "games": len(results),
        "seed": seed,
        "bots": levels,
        "wins": [round(value, 4) for value in wins],
        "outright_wins": outright,
        "shared_wins": shared,
        "mean_scores": [round(total / count, 3) for total in totals],
        "mean_actions": round(sum(r.actions for r in results) / count, 2),
        "seconds": round(seconds, 3),
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else None,
    }


def run(
    game_id: str,
    num_players: int,
    games: int,
    seed: int,
    levels: list[str],
    think: float | list[float] = 0.05,
    as_json: bool = False,
    out=sys.stdout,
) -> dict:
    started = time.perf_counter()
    results = []
    for index in range(games):
        result = play_game(
            game_id, num_players, derive_seed(seed, "game", index), levels, think, index=index
        )
        results.append(result)
        if as_json:
            print(json.dumps(result.to_dict(), sort_keys=True), file=out)
        else:
            print(_game_line(result), file=out)
    summary = summarize(results, game_id, num_players, seed, levels, time.perf_counter() - started)
    if as_json:
        print(json.dumps(summary, sort_keys=True), file=out)
    else:
        print(_summary_text(summary), file=out)
    return summary


def _game_line(result: GameResult) -> str:
    totals = " ".join(f"{score['total']:>4}" for score in result.scores)
    places = " ".join(str(place) for place in result.placing())
    return (
        f"game {result.index:>4}  seed {result.seed:>20}  scores {totals}  places {places}  "
        f"actions {result.actions:>5}  {result.seconds:.3f}s"
    )


def _summary_text(summary: dict) -> str:
    lines = [
        f"{summary['games']} games of {summary['game']}, {summary['players']} player(s), "
        f"seed {summary['seed']}, bots {','.join(summary['bots'])}"
    ]
    for seat, wins in enumerate(summary["wins"]):
        lines.append(
            f"  seat {seat}: wins {wins:g} (outright {summary['outright_wins'][seat]}, "
            f"shared {summary['shared_wins'][seat]}), mean score "
            f"{summary['mean_scores'][seat]:g}"
        )
    lines.append(
        f"  mean actions per game {summary['mean_actions']:g}; "
        f"{summary['games_per_second']} games/s in {summary['seconds']}s"
    )
    return "\n".join(lines)


def parse_levels(text: str | None, num_players: int) -> list[str]:
    """One level per player seat; a single level applies to every seat."""
    if not text:
        return ["random"] * num_players
    levels = [part.strip() for part in text.split(",") if part.strip()]
    if len(levels) == 1:
        return levels * num_players
    if len(levels) != num_players:
        raise ValueError(f"--bots names {len(levels)} levels for {num_players} players.")
    return levels


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, help="game id, e.g. makers")
    parser.add_argument(
        "--players",
        type=int,
        help="number of players (not automata); with --ladder, a table's (default 2, or the least)",
    )
    parser.add_argument(
        "--ladder", action="store_true", help="every level against every other: Elo ratings"
    )
    parser.add_argument(
        "--levels", help="with --ladder: the levels to rate, comma separated (default: all)"
    )
    parser.add_argument("--games", type=int, default=10, help="how many games to play")
    parser.add_argument("--seed", type=int, default=1, help="master seed")
    parser.add_argument("--bots", help="bot level per seat, comma separated (default: random)")
    parser.add_argument(
        "--think",
        help="seconds a bot may think per move, one figure or one per seat (default 0.05; "
        "with --ladder one figure, default 1.0)",
    )
    parser.add_argument(
        "--cpu-clock",
        action="store_true",
        help="count thinking budgets in this process's CPU time, not wall-clock time",
    )
    parser.add_argument(
        "--json", action="store_true", help="one JSON line per game, then a summary"
    )
    args = parser.parse_args(argv)

    if args.game not in registry.GAMES:
        parser.error(f"unknown game {args.game!r}; registered: {', '.join(registry.GAMES)}")
    spec = registry.GAMES[args.game]
    clock.count_cpu_time(args.cpu_clock)
    try:
        thinks = [float(part) for part in (args.think or "").split(",") if part.strip()]
    except ValueError:
        parser.error(f"--think takes seconds, e.g. 1.0 or 1.0,0.1 (not {args.think!r}).")
    if args.ladder:
        if len(thinks) > 1:
            parser.error("--ladder takes one --think figure: the expert plays at it and a tenth.")
        return _ladder(parser, args, spec, thinks[0] if thinks else 1.0)
    if args.players is None:
        parser.error("--players is needed (how many players, not automata).")
    if not spec.min_players <= args.players <= spec.max_players:
        parser.error(f"{spec.title} takes {spec.min_players} to {spec.max_players} players.")
    try:
        levels = parse_levels(args.bots, args.players)
        for level in set(levels):
            make_bot(args.game, level)
    except ValueError as exc:
        parser.error(str(exc))
    if len(thinks) not in (0, 1, args.players):
        parser.error(f"--think names {len(thinks)} budgets for {args.players} players.")
    think = thinks if len(thinks) > 1 else (thinks[0] if thinks else 0.05)
    try:
        run(args.game, args.players, args.games, args.seed, levels, think, args.json)
    except SimError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


def _ladder(parser, args, spec, think: float) -> int:
    from game import ladder

    players = ladder.table_players(args.game, args.players)
    if not max(2, spec.min_players) <= players <= spec.max_players:
        parser.error(f"A ladder of {spec.title} plays tables of 2 to {spec.max_players}.")
    levels = [part.strip() for part in args.levels.split(",")] if args.levels else None
    known = ["random", *ladder.bot_levels(args.game), ladder.AUTOMATON]
    if levels and any(level not in known for level in levels):
        parser.error(f"--levels names a level {spec.title} lacks; known: {', '.join(known)}")
    if (
        levels
        and len([lv for lv in levels if lv != ladder.AUTOMATON]) + levels.count("expert") < players
    ):
        parser.error(f"--levels names too few bots for tables of {players}.")
    try:
        ladder.run(args.game, args.games, think, args.seed, players, levels, args.json)
    except SimError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
