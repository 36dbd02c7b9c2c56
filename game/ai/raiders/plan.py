"""Scoring a seat's card choices: what the card does in this room, plus what the cards left
in hand can still do in the rooms ahead of this level (an assignment of cards to rooms)."""
from __future__ import annotations

import itertools
import random
from functools import lru_cache

from game.ai.raiders.table import (ITEM_WORTH, card_options, item_fits, outcome, room_card,
                                   value_of, wound_weight)
from game.rules.raiders.content import CATALOG, Card
from game.rules.raiders.state import CRYSTAL, counted_value

NEG = -1e9


class Dist:
    """What one other seat may play in the room: counted values with their chances."""
    __slots__ = ("values", "weights")

    def __init__(self, values: list[int | None], weights: list[float] | None = None):
        self.values = values
        self.weights = weights


def uniform_dists(state, seat: int, card: Card, now: bool = True) -> list[Dist | None]:
    """Others' cards as seen from `seat`: known if revealed in the room being played (`now`),
    else any card they hold, all equally likely."""
    dists: list[Dist | None] = []
    for o in range(state.num_players):
        if o == seat:
            dists.append(None)
            continue
        revealed = _revealed(state, o) if now else None
        if revealed is not None:
            dists.append(Dist([revealed]))
        else:
            dists.append(Dist([value_of(card, a) for a in card_options(state, o, card)]))
    return dists


def _revealed(state, o: int):
    """Seat o's counted value if its card for this room is already face up, else None."""
    first = state.commits[o]
    if first is None or state.sealed[o]:
        return None
    if first == CRYSTAL:
        second = state.seconds[o]
        if state.room().id == "necromancer":
            return counted_value(state.room(), first, first)
        if second is None or state.sealed[o]:
            return None
        return counted_value(state.room(), first, second)
    return counted_value(state.room(), first, first)


def sample_values(dists: list[Dist | None], rng: random.Random, count: int) -> list[list]:
    """Joint samples of the others' values (exact enumeration when it is small enough)."""
    others = [d for d in dists if d is not None]
    total = 1
    for d in others:
        total *= len(d.values)
    if total <= count and all(d.weights is None for d in others):
        combos = itertools.product(*(d.values for d in others))
    else:
        combos = (tuple(rng.choices(d.values, d.weights)[0] if d.weights else rng.choice(d.values)
                        for d in others) for _ in range(count))
    samples = []
    for combo in combos:
        it = iter(combo)
        samples.append([None if d is None else next(it) for d in dists])
    return samples


def outcomes(state, seat: int, card: Card, options: list[dict], samples: list[list],
             wound_cost: float, rival_cost: float) -> list[list[float]]:
    """outcome[i][k]: what option i gives `seat` against sample k of the others' values."""
    table = []
    for action in options:
        mine = value_of(card, action)
        row = []
        for sample in samples:
            sample[seat] = mine
            row.append(outcome(state, card, sample, seat, wound_cost, rival_cost))
        table.append(row)
    return table


@lru_cache(maxsize=8)
def _average_room(players: int, kinds: tuple[str, ...]) -> tuple[float, ...]:
    """Average worth of power cards 1-5 in a room drawn from `kinds`, others playing at random."""
    from game.rules.raiders import new_state
    neutral = new_state(players, 0)
    neutral.coins = [5] * players
    neutral.wounds = [2] * players
    rng = random.Random(7)
    pool = [c for c in CATALOG.cards.values() if c.kind in kinds]
    worth = []
    for v in range(1, 6):
        total = 0.0
        for card in pool:
            for _ in range(6):
                values = [v] + [rng.randint(1, 5) for _ in range(players - 1)]
                total += outcome(neutral, card, values, 0, 1.2)
        worth.append(total / (6 * len(pool)))
    return tuple(worth)


class Planner:
    """Scores every legal action of a seat. `samples` caps the joint samples of the others'
    cards in this room; `ahead` the samples for each room later in the level; `rival_cost`
    counts the richest rival's coin gains against the seat. Subclasses change how the others'
    cards are guessed (`dists`) or how the rooms ahead count (`future_*`)."""

    def __init__(self, rng: random.Random, samples: int = 64, ahead: int = 12,
                 rival_cost: float = 0.0):
        self.rng = rng
        self.samples = samples
        self.ahead = ahead
        self.rival_cost = rival_cost

    def future_tables(self, state, seat: int, wound_cost: float):
        """For each room left after this one: worth of each power value and each item there."""
        rooms = []
        for slot in range(state.current + 1, len(state.row)):
            card = room_card(state, slot, seat)
            if card is None:
                boss = state.level_no == 5 and slot == 4
                avg = _average_room(state.num_players, ("boss",) if boss else
                                    ("monster", "treasure", "vault", "trap"))
                rooms.append(({v: avg[v - 1] for v in range(1, 6)}, {}))
                continue
            dists = uniform_dists(state, seat, card, now=False)
            samples = sample_values(dists, self.rng, self.ahead)
            powers = [{"play": "power", "value": v} for v in range(1, 6)]
            items = [{"play": "item", "item": i} for i in ("key", "sword")
                     if state.items[seat][i] and item_fits(card, i)]
            table = outcomes(state, seat, card, powers + items, samples, wound_cost,
                             self.rival_cost)
            means = [sum(row) / len(row) for row in table]
            rooms.append(({v: means[v - 1] for v in range(1, 6)},
                          {a["item"]: means[5 + i] - ITEM_WORTH[a["item"]]
                           for i, a in enumerate(items)}))
        return rooms

    def future_value(self, rooms, hand: tuple[int, ...], items: dict[str, int]) -> float:
        """Best total worth of the cards left, each room taking one card."""
        cards = [("p", v) for v in hand] + [("i", name) for name, n in items.items()
                                             for _ in range(min(n, len(rooms)))]
        return _best_assignment(rooms, cards)

    def score(self, state, seat: int, legal: list) -> list[float]:
        """A score per legal action (in coins); higher is better."""
        card = state.room()
        wound_cost = wound_weight(state, seat)
        plays = [a for a in legal if "play" in a and a != CRYSTAL]
        dists = self.dists(state, seat, card)
        samples = sample_values(dists, self.rng, self.samples)
        table = outcomes(state, seat, card, plays, samples, wound_cost, self.rival_cost)
        rooms = self.future_tables(state, seat, wound_cost)
        hand = state.hands[seat]
        items = {i: state.items[seat][i] for i in ("key", "sword")}
        after = []
        for action in plays:
            left_hand, left_items = hand, dict(items)
            if action["play"] == "power":
                left_hand = tuple(v for v in hand if v != action["value"])
            elif action["item"] in left_items:
                left_items[action["item"]] -= 1
            cost = ITEM_WORTH.get(action.get("item"), 0.0)
            after.append(self.future_value(rooms, tuple(left_hand), left_items) - cost)
        scores = [sum(table[i]) / len(samples) + after[i] for i in range(len(plays))]
        result = []
        for action in legal:
            if action == CRYSTAL:
                best = sum(max(table[i][k] + after[i] for i in range(len(plays)))
                           for k in range(len(samples))) / len(samples)
                result.append(best - ITEM_WORTH["crystal_ball"])
            elif "use" in action:
                result.append(NEG)  # torches are decided before scoring
            else:
                result.append(scores[plays.index(action)])
        return result

    def dists(self, state, seat: int, card: Card) -> list[Dist | None]:
        return uniform_dists(state, seat, card)


def _best_assignment(rooms, cards) -> float:
    """Max total worth giving each room one distinct card (cards may be left over)."""
    if not rooms:
        return 0.0
    best = {0: 0.0}
    for powers, item_worth in rooms:
        nxt: dict[int, float] = {}
        for mask, total in best.items():
            for j, (kind, what) in enumerate(cards):
                if mask >> j & 1:
                    continue
                worth = powers[what] if kind == "p" else item_worth.get(what)
                if worth is None:
                    continue
                key = mask | 1 << j
                value = total + worth
                if value > nxt.get(key, NEG):
                    nxt[key] = value
        best = nxt
        if not best:
            return 0.0
    return max(best.values())
