"""The bot interface and the random bot."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.core import Action, GameState


@dataclass
class Budget:
    """What a bot may spend on one decision."""

    seconds: float = 1.0


class Bot:
    """A bot receives its seat's view, the legal actions and a budget, and returns one action."""

    level = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: GameState, seat: int, legal: list[Action], budget: Budget) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    level = "random"

    def choose(self, view, seat, legal, budget):
        return self.rng.choice(legal)
