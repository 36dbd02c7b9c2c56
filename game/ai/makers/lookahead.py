"""Search helpers for the hard bot: re-dealing the hidden stacks and a one-move best reply."""

from __future__ import annotations

import random

from game.ai.makers.evaluate import evaluate


class Determinizer:
    """Makes full positions out of a view: the tiles below the stack tops are dealt again.

    The hidden tiles are sorted before each shuffle, so the deals depend only on the bot's own
    random generator, not on the order the view happened to give them."""

    def __init__(self, view, rng: random.Random):
        self.view = view
        self.rng = rng
        self.hidden = sorted(t for stack in view.stacks for t in stack[:-1])

    def deal(self):
        world = self.view.clone()
        tiles = list(self.hidden)
        self.rng.shuffle(tiles)
        for stack in world.stacks:
            below = len(stack) - 1
            if below > 0:
                stack[:-1], tiles = tiles[:below], tiles[below:]
        world.rng = random.Random(self.rng.getrandbits(64))  # the Golem's coin flips in this world
        return world


def best_reply(state, seat: int):
    """The move the one-move evaluation likes best for `seat` (the only move for the Golem)."""
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    best, best_value = legal[0], None
    for action in legal:
        nxt = state.clone()
        nxt.apply_unchecked(seat, action)
        value = evaluate(nxt, seat)
        if best_value is None or value > best_value:
            best, best_value = action, value
    return best
