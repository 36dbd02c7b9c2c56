"""Balance figures for Dungeon Decorators' designed content, from bot games (issue 10's list).

    nice -n 10 python tools/decorators_balance.py --players 2 --games 40 --bots normal [--seconds
    600]
    python tools/decorators_balance.py --pool run1.json run2.json   (runs made with --cards)

Prints JSON: rounds (mean, 5-95%), seat wins (seats are dealt a random pawn order, so also by
the position in the first round's turn order), each tile's take rate when offered (on the draft
board), each goal's score rate among the seats that held it (kept past set-up or drawn later),
the rank correlation of goal points with how rarely they are scored, points per card held of
each goal deck (and each deck's cards held and share met), each boss's mean points (with a 95%
interval, each game one figure), which category decides games, supplies run out, forced
discards per turn, the tiles drawn beyond the four a round (the Draw/Exchange spot's and the
Burrow Bros'), which set how many rounds a game lasts, and the cards a bot left unscored though
its dungeon met them. A goal whose holders are few has a wide 95% interval:
`outside_20_90_beyond_chance` names only those whose whole interval lies outside 20-90%.
`--pool` gives the goal figures of several runs' output taken together.
Run it as `PYTHONPATH=. python tools/...` from a worktree to measure that worktree.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter, defaultdict
from pathlib import Path

from game.rules.decorators.content import CATALOG
from game.sim import derive_seed, play_game
from tools.stats import mean_interval, wilson


def clearly_outside(hits: int, total: int, low: float = 0.2, high: float = 0.9) -> bool:
    """The share's whole 95% interval lies outside low..high (few holders: a wide interval)."""
    lower, upper = wilson(hits, total)
    return upper < low or lower > high


def _ranks(values: list[float]) -> list[float]:
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2
        i = j + 1
    return ranks


def spearman(xs: list[float], ys: list[float]) -> float:
    rx, ry = _ranks(xs), _ranks(ys)
    n = len(xs)
    mx, my = sum(rx) / n, sum(ry) / n
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sx = sum((a - mx) ** 2 for a in rx) ** 0.5
    sy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (sx * sy) if sx and sy else 0.0


def goal_figures(cards: dict[str, list[int]]) -> dict:
    """Each goal's share met and each deck's points per card held, from {name: [points, held,
    scored]} of the cards held at least once (one run, or several summed)."""
    deck_of = {goal.name: CATALOG.deck_of(card) for card, goal in CATALOG.goals.items()}
    decks = ("shape", "decoration")
    rates = {name: scored / held for name, (_, held, scored) in cards.items()}
    held = {
        deck: sum(h for name, (_, h, _) in cards.items() if deck_of[name] == deck) for deck in decks
    }
    scored = {
        deck: sum(s for name, (_, _, s) in cards.items() if deck_of[name] == deck) for deck in decks
    }
    points = {
        deck: sum(p * s for name, (p, _, s) in cards.items() if deck_of[name] == deck)
        for deck in decks
    }
    return {
        "goal_score_rate": {
            "outside_20_90": sorted(name for name, rate in rates.items() if not 0.2 <= rate <= 0.9),
            "outside_20_90_beyond_chance": sorted(
                name for name, (_, h, s) in cards.items() if clearly_outside(s, h)
            ),
            "min": round(min(rates.values()), 3),
            "max": round(max(rates.values()), 3),
            "judged": len(rates),
        },
        "points_vs_difficulty_rank_corr": round(
            spearman([p for p, _, _ in cards.values()], [1 - s / h for _, h, s in cards.values()]),
            3,
        ),
        "points_per_card_held": {
            deck: round(points[deck] / max(held[deck], 1), 3) for deck in decks
        },
        "scored_by_deck": scored,
        "held_by_deck": held,
        "met_share_by_deck": {deck: round(scored[deck] / max(held[deck], 1), 3) for deck in decks},
    }


def pool(paths: list[str]) -> dict:
    """The goal figures of several runs' output (each made with --cards) taken together."""
    runs = [json.loads(Path(path).read_text()) for path in paths]
    if len({run["players"] for run in runs}) > 1 or any(not run.get("cards") for run in runs):
        raise SystemExit("Pool runs of one player count, each made with --cards.")
    cards: dict[str, list[int]] = {}
    for run_output in runs:
        for name, (points, held, scored) in run_output["cards"].items():
            total = cards.setdefault(name, [points, 0, 0])
            if total[0] != points:
                raise SystemExit(
                    f"{name} was worth {total[0]} in one run and {points} in another: "
                    "pool only runs of the same content."
                )
            total[1] += held
            total[2] += scored
    return {
        "players": runs[0]["players"],
        "games": sum(run["games"] for run in runs),
        "runs": paths,
        **goal_figures(cards),
        "cards": cards,
    }


class Tally:
    def __init__(self):
        self.offered, self.taken = Counter(), Counter()
        self.held, self.scored = Counter(), Counter()
        self.left_met = Counter()  # {deck: cards a bot's dungeon met when it ended its scoring}
        self.extra = Counter()  # tiles drawn in turns: {"exchange": n, "burrow_bro": n}
        self._held_now: set = set()
        self._hands_before: list = []

    def watch(self, state, seat, action, took):
        if action["act"] == "draft":
            self.taken[state.drafted] += 1
        if (
            action["act"] == "end_scoring"
        ):  # the hand as the bot left it (a refill may follow at once)
            left = state.scorable(seat).keys() & set(self._hands_before[seat])
            self.left_met.update(CATALOG.deck_of(card) for card in left)
        self._hands_before = [list(hand) for hand in state.hands]
        if state.phase == "setup":
            return  # the six cards dealt at set-up: a holder is a seat that kept the card
        for s, hand in enumerate(state.hands):
            for card in hand:
                self._held_now.add((s, card))

    def round_board(self, board):
        for tile in board:
            if tile is not None:
                self.offered[tile] += 1


def run(
    players: int, games: int, bots: str, seconds: float, seed: int, cards: bool = False
) -> dict:
    tally = Tally()
    rounds, wins, turn_wins, boss_points = [], [0.0] * players, [0.0] * players, defaultdict(list)
    deciders, supplies_out, forced, turns = Counter(), 0, 0, 0
    started = time.perf_counter()
    played = 0
    for index in range(games):
        if time.perf_counter() - started > seconds:
            break
        game_seed = derive_seed(seed, players, index)
        tally._held_now = set()
        last, first_order = [], []

        # this game's lists, bound now: the function is used only while this game plays
        def watch(state, seat, action, took, first_order=first_order, last=last):
            tally.watch(state, seat, action, took)
            for event in state.events:
                if (
                    event.kind == "exchange" and "tile" in event.data
                ):  # the draw, not the pawn's move
                    tally.extra["exchange"] += 1
                elif event.kind == "bro":
                    tally.extra["burrow_bro"] += len(event.data["tiles"])
                elif event.kind == "round":
                    tally.round_board(event.data["board"])
                    if event.data["round"] == 1:
                        first_order[:] = state.order
            last[:] = [state]

        levels = [bots] * players
        result = play_game("decorators", players, game_seed, levels, watch=watch, index=index)
        state = last[0]
        played += 1
        rounds.append(state.round)
        for s in range(players):
            for card in state.scored[s]:
                tally.scored[card] += 1
        for _seat, card in tally._held_now:
            tally.held[card] += 1
        firsts = [s for s, sc in enumerate(result.scores) if sc["place"] == 1]
        for s in firsts:
            wins[s] += 1 / len(firsts)
            turn_wins[first_order.index(s)] += 1 / len(firsts)
        for boss in state.bosses:
            # one figure a game (its seats' mean), so the games stay independent for the interval
            boss_points[boss.name].append(
                sum(sc["breakdown"]["Boss " + boss.name] for sc in result.scores) / players
            )
        order = sorted(range(players), key=lambda s: -result.scores[s]["total"])
        top, second = result.scores[order[0]], result.scores[order[1]]
        gaps = {k: top["breakdown"][k] - second["breakdown"][k] for k in top["breakdown"]}
        decider = max(gaps, key=gaps.get)
        deciders["Bosses" if decider.startswith("Boss") else decider] += 1
        if (
            state.supply["generic"] == 0
            or state.supply["arcane_architect"] == 0
            or state.supply["decorative_mimic"] == 0
        ):
            supplies_out += 1
        forced += state.forced_discards
        turns += state.round * players
    rounds.sort()
    cards_held = {
        CATALOG.goals[c].name: [CATALOG.goals[c].points, tally.held[c], tally.scored[c]]
        for c in CATALOG.goals
        if tally.held[c]
    }
    take = {
        t: round(tally.taken[t] / tally.offered[t], 3)
        for t in sorted(tally.offered)
        if tally.offered[t] >= 3
    }
    return {
        "players": players,
        "games": played,
        "bots": bots,
        "rounds": {
            "mean": round(sum(rounds) / len(rounds), 2),
            "p5": rounds[int(0.05 * (len(rounds) - 1))],
            "p95": rounds[int(0.95 * (len(rounds) - 1))],
        },
        "seat_wins": [round(w / played, 3) for w in wins],
        "wins_by_first_turn_position": [round(w / played, 3) for w in turn_wins],
        "tiles_taken_when_offered": {
            "outside_15_85": sum(1 for r in take.values() if not 0.15 <= r <= 0.85),
            "judged": len(take),
        },
        **goal_figures(cards_held),
        "boss_mean_points": {
            name: round(sum(v) / len(v), 2) for name, v in sorted(boss_points.items())
        },
        "boss_mean_points_95": {
            name: [round(x, 2) for x in mean_interval(v)] for name, v in sorted(boss_points.items())
        },
        "deciding_category": dict(deciders),
        "supplies_out_share": round(supplies_out / played, 3),
        "forced_discards_per_turn": round(forced / max(turns, 1), 5),
        "extra_tiles_per_round": {
            kind: round(tally.extra[kind] / max(sum(rounds), 1), 3)
            for kind in ("exchange", "burrow_bro")
        },
        "met_but_not_scored_by_deck": dict(tally.left_met),
        "seconds": round(time.perf_counter() - started, 1),
        "cards": cards_held if cards else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--bots", default="normal")
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--cards",
        action="store_true",
        help="also each goal card: [points, held, scored]",
    )
    parser.add_argument(
        "--pool",
        nargs="+",
        metavar="JSON",
        help="play nothing: the goal figures of earlier runs' output (made with --cards), together",
    )
    args = parser.parse_args()
    result = (
        pool(args.pool)
        if args.pool
        else run(args.players, args.games, args.bots, args.seconds, args.seed, args.cards)
    )
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
