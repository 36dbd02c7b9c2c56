"""The three Dungeon Raiders bot levels. Each decides from its seat's view only.

- easy: weighs what the card does in this room alone (others assumed to play anything), keeps
  its low cards when it does not matter, and now and then plays on a whim.
- normal: also plans the rest of the level: the cards it keeps must cover the rooms it can see
  ahead; lights torches to see dark rooms; uses crystal balls when peeking pays.
- hard: predicts each other seat's card by putting itself in their place (their hand, rooms
  ahead, coins and wounds), answers that prediction, and counts the leader's gains against it.
"""
from __future__ import annotations

import math

from game.ai.base import Bot
from game.ai.raiders.plan import Planner, uniform_dists
from game.ai.raiders.table import card_options, value_of
from game.rules.raiders.state import TORCH_USE

ROW = 5


def _wants_torch(view, seat: int) -> bool:
    """Light a torch when two or more rooms ahead are dark and unseen (or the boss is)."""
    unseen = [i for i in range(view.current + 1, ROW)
              if not view.face_up[i] and i not in view.seen[seat]]
    boss_dark = view.level_no == 5 and 4 in unseen
    return len(unseen) >= 2 or boss_dark


class _PlannerBot(Bot):
    planner_args: dict = {}

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.planner = self.make_planner()

    def make_planner(self) -> Planner:
        return Planner(self.rng, **self.planner_args)

    def choose(self, view, seat, legal, budget):
        if TORCH_USE in legal and _wants_torch(view, seat):
            return TORCH_USE
        scores = self.planner.score(view, seat, legal)
        return legal[max(range(len(legal)), key=scores.__getitem__)]


class EasyPlanner(Planner):
    """Only this room counts; a card played costs a little, so low cards go first when idle."""

    def future_tables(self, state, seat, wound_cost):
        return []

    def future_value(self, rooms, hand, items):
        return 0.35 * sum(hand) + 1.0 * sum(items.values())


class EasyBot(_PlannerBot):
    level = "easy"
    whim = 0.15

    def make_planner(self):
        return EasyPlanner(self.rng, samples=16)

    def choose(self, view, seat, legal, budget):
        plays = [a for a in legal if "play" in a]
        if self.rng.random() < self.whim:
            return self.rng.choice(plays)
        scores = self.planner.score(view, seat, plays)
        return plays[max(range(len(plays)), key=scores.__getitem__)]


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
        for o, dist in enumerate(dists):
            if o == seat or len(dist.values) == 1:
                continue
            options = card_options(state, o, card)
            scores = self.model.score(state, o, options)
            top = max(scores)
            dist.weights = [math.exp((s - top) / self.temperature) for s in scores]
            dist.values = [value_of(card, a) for a in options]
        return dists


class HardBot(_PlannerBot):
    level = "hard"

    def make_planner(self):
        return PredictingPlanner(self.rng, samples=96, ahead=16, rival_cost=0.3)
