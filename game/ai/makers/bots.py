"""The three Dungeon Makers bot levels. Each decides from its seat's view only.

- easy: takes the move that raises its own score the most right now (as if the game ended after
  it), with a little noise, and now and then a move on a whim.
- normal: looks one move ahead with the full evaluation (evaluate.py): its lead at the end,
  counting tiles it can still lay, exits left open to invaders and the action tile's next offer.
- hard: keeps normal's best few moves and looks further: for each it re-deals the hidden stacks
  several times, lets the opponent answer with its best reply (or the Iron Golem take its turn),
  then takes its own best next move, and keeps the move with the best average outcome.
"""

from __future__ import annotations

from game.ai import clock
from game.ai.base import Bot
from game.ai.makers.evaluate import evaluate, standing
from game.ai.makers.lookahead import Determinizer, best_reply


def after(state, seat: int, action):
    """The position after `action` (on a copy)."""
    nxt = state.clone()
    nxt.apply_unchecked(seat, action)
    return nxt


class EasyBot(Bot):
    level = "easy"
    whim = 0.12  # chance of a random move
    noise = 1.5  # points of jitter on each move's value

    def choose(self, view, seat, legal, budget):
        if len(legal) == 1:
            return legal[0]
        if self.rng.random() < self.whim:
            return self.rng.choice(legal)
        values = [
            standing(after(view, seat, a))[seat] + self.rng.uniform(0, self.noise) for a in legal
        ]
        return legal[max(range(len(legal)), key=values.__getitem__)]


class NormalBot(Bot):
    level = "normal"

    def choose(self, view, seat, legal, budget):
        if len(legal) == 1:
            return legal[0]
        values = [evaluate(after(view, seat, a), seat) for a in legal]
        return legal[max(range(len(legal)), key=values.__getitem__)]


class HardBot(Bot):
    level = "hard"
    candidates = 6  # normal's best moves that get a deeper look
    deals = 3  # re-deals of the hidden stacks per candidate
    plies = 3  # my move, the answer, my next move (2: stop after the answer)
    reserve = 0.85  # share of the budget it may use; one full round always finishes
    clear_lead = 12.0  # a first look this far ahead of the rest needs no deeper look

    def choose(self, view, seat, legal, budget):
        if len(legal) == 1:
            return legal[0]
        started = clock.now()
        first = [evaluate(after(view, seat, a), seat) for a in legal]
        order = sorted(range(len(legal)), key=lambda k: -first[k])[: self.candidates]
        if len(order) == 1 or first[order[0]] - first[order[1]] > self.clear_lead:
            return legal[order[0]]  # nothing else comes close
        dealer = Determinizer(view, self.rng)
        totals = [0.0] * len(order)
        for _ in range(self.deals):
            world = dealer.deal()
            for n, k in enumerate(order):
                totals[n] += self.look(world, seat, legal[k])
            if clock.now() - started > self.reserve * budget.seconds:
                break
        best = max(range(len(order)), key=lambda n: (totals[n], -n))
        return legal[order[best]]

    def look(self, world, seat: int, action) -> float:
        """My move, the other side's answer, then my best next move: the value for me."""
        state = after(world, seat, action)
        if state.over:
            return evaluate(state, seat)
        mover = state.current
        state = after(state, mover, best_reply(state, mover))
        if state.over or state.current != seat or self.plies < 3:
            return evaluate(state, seat)
        return evaluate(after(state, seat, best_reply(state, seat)), seat)
