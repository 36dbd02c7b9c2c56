"""The ladder: every bot level of a game against every other, and an Elo rating for each.

    python -m game.sim --ladder --game makers [--games 4] [--think 1.0] [--json]

Entrants: random, easy, normal, hard, the expert at `--think` seconds a move and at a tenth of
it, and the game's automaton where it has one (the Iron Golem, Jael): the automaton's games are
solo games, each level playing alone against it. Every set of entrants that fills a table
(pairs at two players, triples at three) plays `--games` games, the seats rotated so that each
entrant sits in each seat equally often (the count is rounded up to a whole rotation). Each
game counts as one result between every two of its seats: the better place wins, an equal place
is a draw (half a win each).

Ratings are Bradley-Terry maximum likelihood on the Elo scale (a 400-point lead: 10 to 1 odds),
random fixed at 0, with one virtual draw added to every pair that met (as BayesElo does) so a
level that won every game still gets a finite rating. The 95% interval is 1.96 standard errors
from the likelihood's curvature (the inverse observed information, random fixed). Seeds derive
from --seed as in game.sim, so a run repeats.
"""

from __future__ import annotations

import itertools
import json
import math
import sys
import time
from dataclasses import dataclass

from game.ai import bot_levels
from game.rules import registry
from game.sim import derive_seed, play_game

AUTOMATON = "automaton"


@dataclass(frozen=True)
class Entrant:
    name: str  # as printed: "hard", "expert@1s", "Iron Golem"
    level: str  # the bot level, or AUTOMATON
    think: float


def entrants(game_id: str, think: float, levels: list[str] | None = None) -> list[Entrant]:
    spec = registry.GAMES[game_id]
    chosen = levels or ["random", *bot_levels(game_id)]
    out = []
    for level in chosen:
        if level == "expert":
            for seconds in (think, think / 10):
                out.append(Entrant(f"expert@{seconds:g}s", "expert", seconds))
        elif level != AUTOMATON:
            out.append(Entrant(level, level, think))
    if spec.solo_opponent and (levels is None or AUTOMATON in levels):
        out.append(Entrant(spec.solo_opponent, AUTOMATON, 0.0))
    return out


def table_players(game_id: str, players: int | None) -> int:
    spec = registry.GAMES[game_id]
    return players or max(spec.min_players, min(2, spec.max_players))


@dataclass
class Match:
    seats: list[Entrant]  # the player seats, in order; an automaton game has one
    automaton: Entrant | None
    places: list[int]  # per entrant in `seats`, then the automaton's


def schedule(field: list[Entrant], players: int, games: int) -> list[tuple[list, Entrant | None]]:
    """Every table of the round robin: (player seats, automaton or None), seats rotated."""
    bots = [e for e in field if e.level != AUTOMATON]
    automata = [e for e in field if e.level == AUTOMATON]
    tables = []
    rounds = max(1, math.ceil(games / players))
    for group in itertools.combinations(bots, players):
        for _ in range(rounds):
            for shift in range(players):
                tables.append((list(group[shift:] + group[:shift]), None))
    for automaton in automata:
        for bot in bots:
            tables.extend([([bot], automaton)] * games)
    return tables


def play(game_id: str, tables, seed: int, progress=None) -> list[Match]:
    matches = []
    for index, (seats, automaton) in enumerate(tables):
        game_seed = derive_seed(seed, "ladder", index)
        levels = [e.level for e in seats]
        think = [e.think for e in seats]
        result = play_game(game_id, len(seats), game_seed, levels, think, index=index)
        match = Match(seats, automaton, result.placing())
        matches.append(match)
        if progress is not None:
            progress(index, len(tables), match)
    return matches


def pair_results(matches: list[Match]) -> dict[tuple[str, str], list[float]]:
    """(a, b) -> [a's wins (draws as halves), games] for every two entrants that met."""
    results: dict[tuple[str, str], list[float]] = {}
    for match in matches:
        named = [e.name for e in match.seats] + ([match.automaton.name] if match.automaton else [])
        for i, j in itertools.combinations(range(len(named)), 2):
            a, b = sorted((named[i], named[j]))
            first, second = (i, j) if a == named[i] else (j, i)
            score = 1.0 if match.places[first] < match.places[second] else 0.0
            if match.places[first] == match.places[second]:
                score = 0.5
            entry = results.setdefault((a, b), [0.0, 0])
            entry[0] += score
            entry[1] += 1
    return results


def ratings(names: list[str], results, anchor: str) -> dict[str, tuple[float, float, int]]:
    """name -> (Elo, half-width of its 95% interval, games played); `anchor` is fixed at 0."""
    index = {name: k for k, name in enumerate(names)}
    n = len(names)
    wins = [[0.0] * n for _ in range(n)]
    games = [[0.0] * n for _ in range(n)]
    played = [0] * n
    for (a, b), (score, count) in results.items():
        i, j = index[a], index[b]
        wins[i][j] += score + 0.5  # one virtual draw per pair that met
        wins[j][i] += count - score + 0.5
        games[i][j] += count + 1
        games[j][i] += count + 1
        played[i] += count
        played[j] += count
    theta = [0.0] * n  # natural-log strengths
    for _ in range(2000):  # Hunter's MM updates: each step raises the likelihood
        before = list(theta)
        for i in range(n):
            won = sum(wins[i])
            denominator = sum(
                games[i][j] / (math.exp(theta[i]) + math.exp(theta[j]))
                for j in range(n)
                if games[i][j]
            )
            if won > 0 and denominator > 0:
                theta[i] = math.log(won / denominator)
        shift = theta[index[anchor]]
        theta = [t - shift for t in theta]
        if max(abs(t - b) for t, b in zip(theta, before)) < 1e-10:
            break
    free = [k for k in range(n) if k != index[anchor]]
    info = [[0.0] * len(free) for _ in free]  # observed information, the anchor fixed
    for x, i in enumerate(free):
        for j in range(n):
            if i == j or not games[i][j]:
                continue
            p = 1 / (1 + math.exp(theta[j] - theta[i]))
            curvature = games[i][j] * p * (1 - p)
            info[x][x] += curvature
            if j in free:
                info[x][free.index(j)] -= curvature
    covariance = _inverse(info)
    scale = 400 / math.log(10)
    out = {}
    for k, name in enumerate(names):
        if k == index[anchor]:
            out[name] = (0.0, 0.0, played[k])
        else:
            x = free.index(k)
            half = 1.96 * math.sqrt(max(covariance[x][x], 0.0)) * scale
            out[name] = (theta[k] * scale, half, played[k])
    return out


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan inverse of a small positive definite matrix."""
    n = len(matrix)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        lead = a[col][col]
        if abs(lead) < 1e-12:
            return [[math.inf if i == j else 0.0 for j in range(n)] for i in range(n)]
        a[col] = [v / lead for v in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                factor = a[r][col]
                a[r] = [v - factor * w for v, w in zip(a[r], a[col])]
    return [row[n:] for row in a]


def run(
    game_id: str,
    games: int,
    think: float,
    seed: int = 1,
    players: int | None = None,
    levels: list[str] | None = None,
    as_json: bool = False,
    out=None,
) -> dict:
    out = out or sys.stdout
    started = time.perf_counter()
    players = table_players(game_id, players)
    field = entrants(game_id, think, levels)
    tables = schedule(field, players, games)

    def progress(index, total, match):
        if as_json:
            return
        names = " vs ".join(
            [e.name for e in match.seats] + ([match.automaton.name] if match.automaton else [])
        )
        print(f"game {index + 1:>4}/{total}: {names}: places {match.places}", file=out)

    matches = play(game_id, tables, seed, progress)
    names = [e.name for e in field]
    table = ratings(names, pair_results(matches), anchor=names[0])
    report = {
        "ladder": True,
        "game": game_id,
        "players": players,
        "think": think,
        "seed": seed,
        "anchor": names[0],
        "games": len(matches),
        "seconds": round(time.perf_counter() - started, 1),
        "ratings": [
            {"entrant": name, "elo": round(elo, 1), "ci95": round(half, 1), "games": count}
            for name, (elo, half, count) in sorted(table.items(), key=lambda kv: -kv[1][0])
        ],
    }
    if as_json:
        print(json.dumps(report, sort_keys=True), file=out)
    else:
        print(summary_text(report), file=out)
    return report


def summary_text(report: dict) -> str:
    lines = [
        f"Ladder of {report['game']} ({report['players']} players a table, automaton games "
        f"solo), {report['games']} games, {report['think']:g} s a move, seed {report['seed']}, "
        f"{report['seconds']} s; Elo with its 95% interval, {report['anchor']} fixed at 0:"
    ]
    for row in report["ratings"]:
        lines.append(
            f"  {row['entrant']:<14} {row['elo']:>7.0f} +/- {row['ci95']:<5.0f} "
            f"({row['games']} games)"
        )
    return "\n".join(lines)
