"""Scoring a seat's card choices: what the card does in this room, plus what the cards left
in hand can still do in the rooms ahead of this level (an assignment of cards to rooms), plus
what the items left are worth in the rest of the game."""

from __future__ import annotations

import itertools
import random
from functools import lru_cache

from game.ai.raiders.items import copy_worth, gain_worth, rooms_after
from game.ai.raiders.table import (
    card_options,
    item_fits,
    outcome,
    room_card,
    value_of,
    wound_weight,
)
from game.rules.raiders.content import CATALOG, ITEMS, Card
from game.rules.raiders.state import CRYSTAL, LEVELS, ROW, counted_value

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
        combos = (
            tuple(
                rng.choices(d.values, d.weights)[0] if d.weights else rng.choice(d.values)
                for d in others
            )
            for _ in range(count)
        )
    samples = []
    for combo in combos:
        it = iter(combo)
        samples.append([None if d is None else next(it) for d in dists])
    return samples


def outcomes(
    state,
    seat: int,
    card: Card,
    options: list[dict],
    samples: list[list],
    wound_cost: float,
    gains: dict[str, float],
    rival_cost: float,
) -> list[list[float]]:
    """outcome[i][k]: what option i gives `seat` against sample k of the others' values."""
    table = []
    for action in options:
        mine = value_of(card, action)
        row = []
        for sample in samples:
            sample[seat] = mine
            row.append(outcome(state, card, sample, seat, wound_cost, gains, rival_cost))
        table.append(row)
    return table


@lru_cache(maxsize=256)
def average_worth(players: int, ids: tuple[str, ...]) -> tuple[float, ...]:
    """Average worth of power cards 1-5 in a room drawn from the cards `ids`, the others playing
    at random, for a seat with middling coins and wounds halfway through the game."""
    from game.rules.raiders import new_state

    neutral = new_state(players, 0)
    neutral.coins = [5] * players
    neutral.wounds = [2] * players
    gains = {item: copy_worth(item, 1, 2 * ROW) for item in ITEMS}
    rng = random.Random(7)
    draws = max(6, 120 // len(ids))
    worth = []
    for v in range(1, 6):
        total = 0.0
        for card_id in ids:
            card = CATALOG.cards[card_id]
            for _ in range(draws):
                values = [v] + [rng.randint(1, 5) for _ in range(players - 1)]
                total += outcome(neutral, card, values, 0, 1.2, gains)
        worth.append(total / (draws * len(ids)))
    return tuple(worth)


def unknown_room_worth(state, slot: int) -> dict[int, float]:
    """Worth of each power value in a dark room not seen: the average room (or boss)."""
    ids = CATALOG.bosses if state.level_no == LEVELS and slot == ROW - 1 else CATALOG.rooms
    avg = average_worth(state.num_players, ids)
    return {v: avg[v - 1] for v in range(1, 6)}


class Planner:
    """Scores every legal action of a seat. `samples` caps the joint samples of the others'
    cards in this room; `ahead` the samples for each room later in the level; `rival_cost`
    counts the richest rival's coin gains against the seat. Subclasses change how the others'
    cards are guessed (`dists`) or how the rooms ahead count (`future_tables`).

    A score is what the action gains in this room, plus the best use of the cards left in the
    rooms ahead of this level (keys and swords included), plus what the items still held are
    worth for the rest of the game (items.py: less as the rooms run out)."""

    def __init__(
        self, rng: random.Random, samples: int = 64, ahead: int = 12, rival_cost: float = 0.0
    ):
        self.rng = rng
        self.samples = samples
        self.ahead = ahead
        self.rival_cost = rival_cost

    def future_tables(self, state, seat: int, wound_cost: float, gains: dict[str, float]):
        """For each room left after this one: worth of each power value and each item there."""
        rooms = []
        for slot in range(state.current + 1, len(state.row)):
            card = room_card(state, slot, seat)
            if card is None:
                rooms.append((unknown_room_worth(state, slot), {}))
            else:
                rooms.append(self.room_worth(state, seat, card, wound_cost, gains))
        return rooms

    def room_worth(
        self, state, seat: int, card: Card, wound_cost: float, gains: dict[str, float]
    ) -> tuple[dict[int, float], dict[str, float]]:
        """Worth of each power value, and of each key or sword held, in a room seen ahead."""
        dists = uniform_dists(state, seat, card, now=False)
        samples = sample_values(dists, self.rng, self.ahead)
        powers = [{"play": "power", "value": v} for v in range(1, 6)]
        items = [
            {"play": "item", "item": i}
            for i in ("key", "sword")
            if state.items[seat][i] and item_fits(card, i)
        ]
        table = outcomes(
            state, seat, card, powers + items, samples, wound_cost, gains, self.rival_cost
        )
        means = [sum(row) / len(row) for row in table]
        return (
            {v: means[v - 1] for v in range(1, 6)},
            {a["item"]: means[5 + i] for i, a in enumerate(items)},
        )

    @staticmethod
    def item_rooms(state, seat: int) -> dict[str, int]:
        """The rooms in which each item could still be used, beyond this level's plan: keys and
        swords are planned into the rooms ahead of this level that the seat can see. A boss not
        yet seen takes a sword but hardly a key (only the Mega Dragon, one boss in ten)."""
        after = rooms_after(state)
        seen_ahead = sum(
            1 for slot in range(state.current + 1, ROW) if room_card(state, slot, seat) is not None
        )
        boss_unseen = state.level_no < LEVELS or room_card(state, ROW - 1, seat) is None
        return {
            "torch": after,
            "crystal_ball": after,
            "sword": after - seen_ahead,
            "key": after - seen_ahead - boss_unseen,
        }

    def future_value(
        self, rooms, hand: tuple[int, ...], items: dict[str, int], item_rooms: dict[str, int]
    ) -> float:
        """Best total worth of the cards left, each room ahead taking one card, plus what the
        items left are worth later. An item used in a room gives up its later worth: the copy
        held last (the least worth) goes first."""
        cards = [("p", v, 0.0) for v in hand]
        for name in ("key", "sword"):
            held = items[name]
            for k in range(held, max(0, held - len(rooms)), -1):
                cards.append(("i", name, copy_worth(name, k, item_rooms[name])))
        kept = sum(
            copy_worth(item, k, item_rooms[item])
            for item in ITEMS
            for k in range(1, items[item] + 1)
        )
        return _best_assignment(rooms, cards) + kept

    def score(self, state, seat: int, legal: list) -> list[float]:
        """A score per legal action (in coins); higher is better."""
        card = state.room()
        wound_cost = wound_weight(state, seat)
        gains = gain_worth(state, seat, rooms_after(state))
        item_rooms = self.item_rooms(state, seat)
        plays = [a for a in legal if "play" in a and a != CRYSTAL]
        dists = self.dists(state, seat, card)
        samples = sample_values(dists, self.rng, self.samples)
        table = outcomes(state, seat, card, plays, samples, wound_cost, gains, self.rival_cost)
        rooms = self.future_tables(state, seat, wound_cost, gains)
        hand = state.hands[seat]
        after = []
        for action in plays:
            left_hand, left_items = hand, dict(state.items[seat])
            if action["play"] == "power":
                left_hand = tuple(v for v in hand if v != action["value"])
            else:
                left_items[action["item"]] -= 1
            after.append(self.future_value(rooms, tuple(left_hand), left_items, item_rooms))
        scores = [sum(table[i]) / len(samples) + after[i] for i in range(len(plays))]
        result = []
        for action in legal:
            if action == CRYSTAL:  # the second card is picked knowing the others' cards
                best = sum(
                    max(table[i][k] + after[i] for i in range(len(plays)))
                    for k in range(len(samples))
                ) / len(samples)
                held = state.items[seat]["crystal_ball"]
                result.append(best - copy_worth("crystal_ball", held, item_rooms["crystal_ball"]))
            elif "use" in action:
                result.append(NEG)  # torches are decided before scoring
            else:
                result.append(scores[plays.index(action)])
        return result

    def dists(self, state, seat: int, card: Card) -> list[Dist | None]:
        return uniform_dists(state, seat, card)


def _best_assignment(rooms, cards) -> float:
    """Max total worth giving each room one distinct card (cards may be left over). A card is
    ("p", power value, 0) or ("i", item, its later worth, given up when it is used here)."""
    if not rooms:
        return 0.0
    best = {0: 0.0}
    for powers, item_worth in rooms:
        nxt: dict[int, float] = {}
        for mask, total in best.items():
            for j, (kind, what, cost) in enumerate(cards):
                if mask >> j & 1:
                    continue
                worth = powers[what] if kind == "p" else item_worth.get(what)
                if worth is None:
                    continue
                key = mask | 1 << j
                value = total + worth - cost
                if value > nxt.get(key, NEG):
                    nxt[key] = value
        best = nxt
        if not best:
            return 0.0
    return max(best.values())
