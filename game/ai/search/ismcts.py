"""Information-set Monte Carlo tree search from one seat's view (single observer).

Each iteration samples one world the seat cannot tell from the real game, `view.view(seat,
seed)`: a re-deal of everything it may not know (other hands, face-down picks, draw piles, dice
to come), made from the view alone, never from the real state. In that world it walks the tree
of its own decisions, choosing among the actions legal *in that world* by UCT with the
availability count (an action counts as tried only in the worlds where it was legal, as in
Cowling, Powley and Whitehouse's SO-ISMCTS), plays on with the game's own bots for a few
decisions more, and judges the position it reached (knowledge.py: the hard bot's evaluation, or
the final places once the game is over).

Other seats are not nodes of the tree: they move by a bot (the opponent model) that sees only
its own view of the sampled world, so no rival ever answers a face-down pick it could not see
(Raiders' cards, Stonespine's draft), and automata (the Iron Golem, Jael) take the one action
the rules give them. When several seats choose at once, the searching seat chooses first.

The tree's children are widened progressively: a node offers the best few actions by their
prior (the game's one-move judgement, the hard bot's own choice first) and more as it is
visited. The search stops when the budget's time runs out (checked after every move it plays),
or after `max_iterations` (tests); an iteration cut short by the clock is not counted.
"""

from __future__ import annotations

import json
import math
import random
import time
from dataclasses import dataclass

from game.rules.core import Action, GameState

MARGIN = 0.004  # seconds kept back from the budget for choosing among the root's children
# prior added to one action of a node, offered first: at the root the anchor bot's choice (the
# hard bot's; the model's when the budget is too short for it), elsewhere the model's. One-move
# priors cannot tell a face-down pick from another (its effect shows at the reveal): this can.
FAVOURITE_BONUS = 1.0


def key_of(action: Action) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


@dataclass
class Settings:
    """How a search spends its iterations (knowledge.py sets them per game)."""

    exploration: float = 0.5  # UCT's constant on rewards in 0..1
    bias: float = 0.5  # weight of an action's prior, fading as 1/(visits + 1)
    widen: float = 2.0  # a node offers ceil(widen * sqrt(visits + 1)) of its best actions
    depth: int = 4  # decisions the bots play after the tree before the position is judged


class Edge:
    """One action from a node: its visits, summed rewards and availability."""

    __slots__ = ("action", "visits", "total", "available", "prior", "favourite", "child")

    def __init__(self, action: Action, prior: float, favourite: bool = False):
        self.action = action
        self.favourite = favourite  # the node's first offer (the anchor's or the model's choice)
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.prior = prior + FAVOURITE_BONUS * favourite
        self.child: Node | None = None

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Node:
    """A decision of the searching seat, reached by its own earlier decisions in the tree."""

    __slots__ = ("edges", "visits")

    def __init__(self):
        self.edges: dict[str, Edge] = {}
        self.visits = 0


class OutOfTime(Exception):
    """The budget ran out in the middle of an iteration."""


class Search:
    """One decision's search. `knowledge` is the game's (knowledge.Knowledge): its priors, its
    judgement of a position and the bots that play the other seats and the playouts."""

    def __init__(
        self, view: GameState, seat: int, knowledge, rng: random.Random, legal: list[Action]
    ):
        self.view = view
        self.root_keys = {key_of(a) for a in legal}  # the root offers only what the view allows
        self.favourite: str | None = None  # the anchor bot's choice (its key), tried first
        self.seat = seat
        self.knowledge = knowledge
        self.settings: Settings = knowledge.settings
        self.rng = rng
        self.root = Node()
        self.iterations = 0
        self.deadline = math.inf
        self.slowest = 0.0  # the longest repeated step seen (a bot's move, a node's priors)
        self.one_off = 0.0  # the longest step done once a search (the anchor, the root's priors)
        self.models = {}  # seat -> the bot playing it in the sampled worlds

    # ---- the loop ----------------------------------------------------------------------------
    def run(self, deadline: float, max_iterations: int | None = None) -> None:
        self.deadline = deadline
        while max_iterations is None or self.iterations < max_iterations:
            try:
                self.check_clock()
                self.iterate()
            except OutOfTime:
                return
            self.iterations += 1

    def world(self) -> GameState:
        """A world the seat cannot tell from the game it sees: a re-deal of its view."""
        return self.view.view(self.seat, self.rng.getrandbits(63))

    def iterate(self) -> None:
        world = self.world()
        node, path = self.root, []
        decisions = 0
        while not world.is_over() and decisions < self.settings.depth:
            self.check_clock()
            movers = world.to_move()
            mover = self.seat if self.seat in movers else min(movers)
            legal = world.legal_actions(mover)
            if len(legal) == 1:  # an automaton's step, or no choice at all
                world.apply_unchecked(mover, legal[0])
                continue
            if mover == self.seat and node is not None:
                edge = self.select(node, world, legal)
                path.append((node, edge))
                world.apply_unchecked(mover, edge.action)
                if edge.visits == 0:  # a new leaf: leave the tree, the bots play on
                    node = None
                else:
                    if edge.child is None:
                        edge.child = Node()
                    node = edge.child
                continue
            world.apply_unchecked(mover, self.timed(self.model_move, world, mover, legal))
            decisions += node is None  # the depth counts the decisions played after the tree
        self.check_clock()
        reward = self.timed(self.knowledge.reward, world, self.seat)
        for parent, edge in path:
            parent.visits += 1
            edge.visits += 1
            edge.total += reward

    def check_clock(self) -> None:
        """Stop when the time is up, or so near that the slowest step seen would overrun it."""
        if time.perf_counter() + self.slowest >= self.deadline:
            raise OutOfTime

    def timed(self, step, *args):
        """`step(*args)`, its time noted among the slowest steps."""
        started = time.perf_counter()
        result = step(*args)
        self.slowest = max(self.slowest, time.perf_counter() - started)
        return result

    # ---- the tree ----------------------------------------------------------------------------
    def select(self, node: Node, world: GameState, legal: list[Action]) -> Edge:
        """UCT over the actions legal in this world, among the best few by prior."""
        edges = node.edges
        keys = [key_of(a) for a in legal]
        if node is self.root:
            legal = [a for a, k in zip(legal, keys) if k in self.root_keys]
            keys = [k for k in keys if k in self.root_keys]
        unknown = [k for k in keys if k not in edges]
        if unknown:
            fresh = [a for a, k in zip(legal, keys) if k not in edges]
            liked = self.favourite if node is self.root else None
            if node is self.root:  # once per search: not a step to keep time for
                started = time.perf_counter()
                priors = self.knowledge.priors(world, self.seat, fresh, self.rng)
                if liked is None:
                    liked = key_of(self.model_move(world, self.seat, legal))
                self.one_off = max(self.one_off, time.perf_counter() - started)
            else:
                self.check_clock()
                priors = self.timed(self.knowledge.priors, world, self.seat, fresh, self.rng)
                if not edges:  # a new node: the model's own choice there is offered first
                    self.check_clock()
                    liked = key_of(self.timed(self.model_move, world, self.seat, legal))
            for action, key, prior in zip(fresh, unknown, priors):
                edges[key] = Edge(action, prior, key == liked)
        available = sorted((edges[k] for k in keys), key=lambda e: -e.prior)
        width = max(1, math.ceil(self.settings.widen * math.sqrt(node.visits + 1)))
        offered = available[:width]
        for edge in offered:
            edge.available += 1
        untried = [e for e in offered if e.visits == 0]
        if untried:
            return untried[0]  # the best prior first
        c, bias = self.settings.exploration, self.settings.bias
        return max(
            offered,
            key=lambda e: (
                e.mean()
                + c * math.sqrt(math.log(e.available) / e.visits)
                + bias * e.prior / (e.visits + 1)
            ),
        )

    def best(self) -> Edge | None:
        """The root's most visited action; on a tie the favourite (the anchor's choice), then
        the better mean: a few noisy playouts never overrule the anchor by themselves."""
        edges = [e for e in self.root.edges.values() if e.visits]
        if not edges:
            return None
        return max(edges, key=lambda e: (e.visits, e.favourite, e.mean()))

    # ---- the other seats ---------------------------------------------------------------------
    def model_move(self, world: GameState, mover: int, legal: list[Action]) -> Action:
        """The bot's move for `mover` on its own view of the sampled world."""
        bot = self.models.get(mover)
        if bot is None:
            bot = self.models[mover] = self.knowledge.model(mover, self.rng.getrandbits(32))
        sight = world.view(mover, self.rng.getrandbits(63))
        return bot.choose(sight, mover, sight.legal_actions(mover), self.knowledge.model_budget)
