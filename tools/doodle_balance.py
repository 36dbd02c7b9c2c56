"""Measures Doodle Dungeon's content figures (issue 11) over bot games, with 95% intervals.

    python tools/doodle_balance.py --players 2 --games 1000 --seed 1 [--bots hard,hard]

Plays exactly the games of `python -m game.sim --game doodle` with the same arguments and
watches every action: seat wins, heroes dead and hearts left, phase C length, elements left
out, treasures guarded and lost, monster wins, fights a dungeon action turned, boxes ticked,
cards taken when shown, actions used when held (and their holders' wins), refusals by kind
(cards in hand the rules would refuse, and why) and which part of the score decided each game.
Prints one JSON summary; a progress line goes to stderr every --every games. With --save FILE
the tally is stored every --every games, and the same command started again after a stop goes
on from the last store (the games are the same either way).
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules.doodle import scoring  # noqa: E402
from game.rules.doodle import sheet as S  # noqa: E402
from game.rules.doodle.content import CARDS, CATEGORIES  # noqa: E402
from game.sim import derive_seed, play_game  # noqa: E402
from tools.stats import wilson  # noqa: E402

PARTS = ("treasures", "monsters", "hero died", "hearts left")


def share(hits: float, total: int) -> str:
    """A proportion with its 95% Wilson interval, in percent: "41.3 (35.9-46.9) of 300"."""
    if not total:
        return "none of 0"
    low, high = wilson(hits, total)
    return f"{100 * hits / total:.1f} ({100 * low:.1f}-{100 * high:.1f}) of {total}"


def refusal_kind(reason: str) -> str:
    """Short names for the rules' refusals of a card in hand."""
    for key, words in (
        ("dice cap", "never has more than"),
        ("wrong monster", "only helps a"),
        ("trap card, no trap", "while the hero is in a trap"),
        ("fight card in a trap", "hero is in a trap"),
        ("hero action", "hero action"),
        ("rival's hero out", "has already"),
        ("two waiting", "already holds two"),
    ):
        if words in reason:
            return key
    return reason


def guarded_treasures(state, seat: int) -> int:
    return sum(
        scoring.guarded(state.board[seat], state.crossed[seat], i) for i in state.treasures[seat]
    )


def decided_by(final) -> list[str]:
    """The score parts whose removal (for every seat) changes who wins alone."""
    totals = [s["total"] for s in final]
    best = max(totals)
    winners = {i for i, t in enumerate(totals) if t == best}
    out = []
    for part in PARTS:
        rest = [t - s["breakdown"][part] for t, s in zip(totals, final)]
        top = max(rest)
        if {i for i, t in enumerate(rest) if t == top} != winners:
            out.append(part)
    return out


class Tally:
    def __init__(self, players: int):
        self.n = players
        self.c = Counter()
        self.wins = [0.0] * players
        self.shown, self.taken = Counter(), Counter()
        self.held, self.used, self.held_wins = Counter(), Counter(), Counter()
        self.turns: list[int] = []
        self.hearts_left: list[int] = []
        self.monster = Counter()  # (kind, level, won)
        self.refusals = Counter()
        self.boxes = Counter()
        self.decides = Counter()
        self.skip_rounds = Counter()

    def watch_game(self, state, seat, action, events):
        c, act = self.c, action["act"]
        if act == "move":
            self.game["fight"] = None  # a fight judged at once had no card played
        for e in events:
            if (
                e.kind == "leftover"
            ):  # a card shown is taken or left over (round 1 is shown before any action)
                self.shown.update(e.data["cards"])
            elif e.kind == "pick":
                self.taken[e.data["card"]] += 1
                self.shown[e.data["card"]] += 1
            elif e.kind == "skip":
                c["skips"] += 1
                self.game["skipped"][e.seat] += 1
                self.skip_rounds[state.round] += 1
            elif e.kind == "fight":
                f = self.game["fight"]
                kind = S.KIND_OF[state.board[seat][S.from_json(e.data["cell"])]]
                self.monster[(kind, state.level(seat, kind), e.data["won"])] += 1
                c["fights"] += 1
                if f is not None and f["played"] and e.data["won"] != (f["before"] >= 20):
                    c["turned"] += 1
            elif e.kind in ("play", "lay"):
                self.game["used"][e.seat].add(CARDS[e.data["card"]].action.name)
        if state.phase == "path" and not self.game["after_a"]:
            self.game["after_a"] = [guarded_treasures(state, s) for s in range(self.n)]
            c["treasures_placed"] += sum(len(t) for t in state.treasures)
            c["elements"] += sum(len(CARDS[k].elements) for t in state.taken for k in t)
        if state.phase == "defend" or state.phase == "over":
            for s in range(self.n):
                self.game["drawn"][s].update(CARDS[k].action.name for k in state.hand[s])
        if act == "move" and state.stage == "encounter":
            self.game["fight"] = (
                {"before": state.strength(seat), "played": False}
                if state.fight and state.fight["kind"] != "trap"
                else None
            )
        elif act == "play" and "target" not in action and self.game["fight"] is not None:
            self.game["fight"]["played"] = True
        if (
            state.phase == "defend"
            and state.current == seat
            and state.stage in ("encounter", "hero")
        ):
            self._refusals(state, seat)

    def _refusals(self, state, seat):
        key = (state.turns[seat], state.stage, len(state.history))
        for card in state.hand[seat]:
            if state.stage == "encounter" and state.fight is not None:
                reason = state.dungeon_card_reason(seat, card)
            elif state.stage == "hero" and CARDS[card].action.kind == "hero":
                reasons = [
                    state.hero_card_reason(seat, card, t) for t in range(self.n) if t != seat
                ]
                reason = None if None in reasons else reasons[0]
            else:
                continue
            if reason and (key, card) not in self.game["refused"]:
                self.game["refused"].add((key, card))
                self.refusals[refusal_kind(reason)] += 1

    def new_game(self):
        self.game = {
            "skipped": [0] * self.n,
            "fight": None,
            "after_a": None,
            "refused": set(),
            "used": [set() for _ in range(self.n)],
            "drawn": [set() for _ in range(self.n)],
        }

    def end_game(self, state, result):
        c, g = self.c, self.game
        c["games"] += 1
        final = result.scores
        firsts = [s for s, sc in enumerate(final) if sc["place"] == 1]
        for s in firsts:
            self.wins[s] += 1 / len(firsts)
        for part in decided_by(final):
            self.decides[part] += 1
        c["phase_c_turns"] += sum(state.turns)
        self.turns.append(sum(state.turns))
        for s in range(self.n):
            c["heroes"] += 1
            c["dead"] += state.hero[s] == "dead"
            if state.hero[s] == "escaped":
                self.hearts_left.append(state.hearts[s])
            c["dungeons_with_skip"] += g["skipped"][s] > 0
            c["guarded_after_a"] += g["after_a"][s]
            c["lost_in_c"] += g["after_a"][s] - guarded_treasures(state, s)
            for cat in CATEGORIES:
                self.boxes[cat] += state.boxes[s][cat] > 0
            won = 1 / len(firsts) if s in firsts else 0.0
            for name in g["drawn"][s]:
                self.held[name] += 1
                self.used[name] += name in g["used"][s]
                self.held_wins[name] += won

    def summary(self) -> dict:
        c, games, heroes = self.c, self.c["games"], self.c["heroes"]
        turns = sorted(self.turns)
        names = sorted({CARDS[k].action.name for k in range(len(CARDS))})
        by_name_shown, by_name_taken = Counter(), Counter()
        for k in self.shown:
            by_name_shown[CARDS[k].action.name] += self.shown[k]
            by_name_taken[CARDS[k].action.name] += self.taken[k]
        monster = defaultdict(dict)
        for (kind, level, won), count in sorted(self.monster.items()):
            rec = monster[kind].setdefault(f"+{level}", [0, 0])
            rec[0] += count * won
            rec[1] += count
        return {
            "games": games,
            "players": self.n,
            "seat_wins": [share(w, games) for w in self.wins],
            "heroes_dead": share(c["dead"], heroes),
            "hearts_left_on_escape": round(
                sum(self.hearts_left) / max(1, len(self.hearts_left)), 1
            ),
            "phase_c_turns": {
                "mean": round(sum(turns) / max(1, games), 1),
                "p95": turns[min(len(turns) - 1, int(0.95 * len(turns)))] if turns else None,
            },
            "dungeons_with_element_left_out": share(c["dungeons_with_skip"], heroes),
            "elements_left_out": share(c["skips"], c["elements"]),
            "left_out_by_round": dict(sorted(self.skip_rounds.items())),
            "treasures_placed_per_dungeon": round(c["treasures_placed"] / max(1, heroes), 2),
            "treasures_guarded_after_a": round(c["guarded_after_a"] / max(1, heroes), 2),
            "treasures_lost_in_c": round(c["lost_in_c"] / max(1, heroes), 2),
            "monster_wins": {
                k: {lv: round(100 * v[0] / v[1], 1) for lv, v in levels.items()}
                | {
                    "all": share(
                        sum(v[0] for v in levels.values()), sum(v[1] for v in levels.values())
                    )
                }
                for k, levels in monster.items()
            },
            "fights_turned_by_dungeon_action": share(c["turned"], c["fights"]),
            "boxes_in_dungeons": {cat: share(self.boxes[cat], heroes) for cat in CATEGORIES},
            "taken_when_shown": {n: share(by_name_taken[n], by_name_shown[n]) for n in names},
            "used_when_held": {n: share(self.used[n], self.held[n]) for n in names},
            "holders_win_rate": {n: share(self.held_wins[n], self.held[n]) for n in names},
            "refusals": dict(self.refusals.most_common()),
            "decided_by": {p: share(self.decides[p], games) for p in PARTS},
        }


def measure(
    players: int, games: int, seed: int, levels: list[str], every: int, save: Path | None = None
) -> dict:
    """Plays games 0 .. games-1; with `save`, the tally so far is stored there every `every`
    games, and a run started again with the same arguments goes on from the last store."""
    tally, start = Tally(players), 0
    if save is not None and save.exists():
        stored = pickle.loads(save.read_bytes())
        if stored["run"] != [players, seed, levels]:
            raise SystemExit(f"{save} holds another run: {stored['run']}")
        tally, start = stored["tally"], stored["next"]
    finals = []

    def watch(state, seat, action, seconds):
        tally.watch_game(state, seat, action, state.events)
        if state.is_over():
            finals.append(state)

    for index in range(start, games):
        tally.new_game()
        result = play_game(
            "doodle", players, derive_seed(seed, "game", index), levels, index=index, watch=watch
        )
        tally.end_game(finals.pop(), result)
        if every and (index + 1) % every == 0:
            if save is not None:
                stored = {"run": [players, seed, levels], "tally": tally, "next": index + 1}
                save.write_bytes(pickle.dumps(stored))
            print(f"{index + 1} games", file=sys.stderr, flush=True)
    return tally.summary() | {"bots": levels, "seed": seed}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--bots", default="", help="levels by seat, e.g. hard,normal (default: all hard)"
    )
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument(
        "--save",
        type=Path,
        help="store the tally here every --every games and go on from it when started again",
    )
    args = parser.parse_args(argv)
    levels = args.bots.split(",") if args.bots else ["hard"] * args.players
    if len(levels) != args.players:
        parser.error("--bots needs one level per player")
    print(
        json.dumps(
            measure(args.players, args.games, args.seed, levels, args.every, args.save), indent=1
        )
    )


if __name__ == "__main__":
    main()
