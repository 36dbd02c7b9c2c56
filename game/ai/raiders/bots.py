"""The three Dungeon Raiders bot levels. Each decides from its seat's view only.

- easy: weighs what the card does in this room (others assumed to play anything) and keeps the
  cards the rooms it can see ahead want, judged by rough averages (how such a room goes for an
  average raider), not by the table's coins, wounds and hands; lights torches to see those
  rooms; now and then plays on a whim.
- normal: plans the rest of the level from the table as it stands: the cards it keeps must cover
  the rooms it can see ahead; lights torches to see dark rooms; uses crystal balls when peeking
  pays.
- hard: predicts each other seat's card by putting itself in their place (their hand, rooms
  ahead, coins and wounds), answers that prediction, and counts the leader's gains against it.

Every level values an item in hand by the rooms left to use it (items.py): an item still held at
the end of the game is worth nothing, so the bots spend them as the game runs out.
"""

from __future__ import annotations

import math

from game.ai.base import Bot
from game.ai.raiders.items import wants_torch
from game.ai.raiders.plan import Planner, average_worth, uniform_dists
from game.ai.raiders.table import card_options, item_fits, value_of
from game.rules.raiders.state import TORCH_USE

TIE = 1e-9  # scores this close are equal (float sums in a different order)


class _PlannerBot(Bot):
    planner_args: dict = {}

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.planner = self.make_planner()

    def make_planner(self) -> Planner:
        return Planner(self.rng, **self.planner_args)

    def choose(self, view, seat, legal, budget):
        if TORCH_USE in legal and wants_torch(view, seat):
            return TORCH_USE
        scores = self.planner.score(view, seat, legal)
        top = max(scores)
        tied = [i for i, score in enumerate(scores) if score >= top - TIE]
        # On a tie, spend an item: a held item only loses worth, and none is left at the end.
        return legal[max(tied, key=lambda i: legal[i].get("play") == "item")]


class EasyPlanner(Planner):
    """The rooms ahead count by how such a room goes for an average raider against random
    cards (cached per card), not by this table's coins, wounds and hands."""

    def room_worth(self, state, seat, card, wound_cost, gains):
        avg = average_worth(state.num_players, (card.id,))
        items = {}
        for item in ("key", "sword"):
            value = value_of(card, {"play": "item", "item": item})
            if item_fits(card, item) and value is not None:
                items[item] = avg[value - 1]
        return {v: avg[v - 1] for v in range(1, 6)}, items


class EasyBot(_PlannerBot):
    level = "easy"
    whim = 0.15

    def make_planner(self):
        return EasyPlanner(self.rng, samples=16)

    def choose(self, view, seat, legal, budget):
        plays = [a for a in legal if "play" in a]
        if self.rng.random() < self.whim:
            return self.rng.choice(plays)
        return super().choose(view, seat, legal, budget)


class NormalBot(_PlannerBot):
    level = "normal"
    planner_args = {"samples": 49, "ahead": 12}


class PredictingPlanner(Planner):
    """Others' cards in this room come from scoring their choices as a normal player would."""

    temperature = 0.6

    def __init__(self, rng, **kwargs):
        super().__init__(rng, **kwargs)
        self.model = Planner(rng, samples=25, ahead=8)

    def dists(self, state, seat, card):
        dists = uniform_dists(state, seat, card)
        # What another seat saw with a torch and this seat did not is unknown here (the view
        # holds a random guess): the model plans those rooms as unknown.
        known = state.clone()
        known.seen = [[i for i in seen if i in state.seen[seat]] for seen in state.seen]
        for o, dist in enumerate(dists):
            if o == seat or len(dist.values) == 1:
                continue
            options = card_options(state, o, card)
            scores = self.model.score(known, o, options)
            top = max(scores)
            dist.weights = [math.exp((s - top) / self.temperature) for s in scores]
            dist.values = [value_of(card, a) for a in options]
        return dists


class HardBot(_PlannerBot):
    level = "hard"

    def make_planner(self):
        return PredictingPlanner(self.rng, samples=96, ahead=16, rival_cost=0.3)
