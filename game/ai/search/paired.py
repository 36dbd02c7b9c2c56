"""Paired Monte Carlo from one seat's view: is any of a few candidate moves surely better than
the anchor bot's own choice?

Each iteration samples one world the seat cannot tell from the real game, `view.view(seat,
seed)`: a re-deal of everything it may not know (other hands, face-down picks, draw piles, dice
to come), made from the view alone, never from the real state. In that world every candidate in
the race is played, each on its own copy, and the bots play on for `depth` decisions more, or
until the game's horizon is passed (knowledge.horizon: Raiders' level end), every seat by the
model, each on its own view of that world (so no rival answers a face-down pick it could not
see); then the position is judged (knowledge.py: the hard bot's evaluation, or the
final places once the game is over). Automata (the Iron Golem, Jael) take the one action the
rules give them; when several seats choose at once, the searching seat chooses first.

Every candidate meets the same world and the same luck (the rivals' views, their bots' random
choices and the dice come from one seed an iteration), so the difference of two candidates'
rewards in one iteration is a paired sample: its noise is that of the moves, not of the deal. A
few dozen iterations tell apart what hundreds of unpaired playouts could not.

The race: the anchor's choice (the hard bot's; the model's when the budget is too short for it)
and the best others by prior (the game's one-move judgement), `candidates` at a time, but for
the moves a game holds back (knowledge.held_back: one that takes the game back to where it
was, which the search would choose again and again). The
anchor is good already: the search is there to fix its mistakes, so a challenger wins only when
its mean lead over the anchor is above zero by `sure` standard errors. One that falls behind by
as much drops out, and the next by prior takes its place: a longer budget examines more moves
and is surer of them. The search stops when the budget's time runs out (checked before every
step it plays), when no move is left to compare with the anchor's, or after `max_iterations`
(tests); an iteration cut short is not counted.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass

from game.ai import clock
from game.rules.core import Action, GameState

MARGIN = 0.004  # seconds kept back from the budget for choosing among the candidates


def key_of(action: Action) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


@dataclass
class Settings:
    """How a search spends its iterations (knowledge.py sets them per game)."""

    candidates: int = 4  # moves in the race at a time, the anchor's choice among them
    depth: int = 4  # decisions the bots play after the candidate before the position is judged
    sure: float = 2.0  # standard errors a challenger's lead must clear to win or to drop out
    settle: int = 6  # iterations a challenger plays before it can win or drop out


class Candidate:
    """One root move in the race: its rewards, and its paired differences from the anchor's."""

    __slots__ = ("action", "prior", "plays", "total", "lead", "lead_squares")

    def __init__(self, action: Action, prior: float):
        self.action = action
        self.prior = prior
        self.plays = 0
        self.total = 0.0
        self.lead = 0.0  # summed (its reward - the anchor's) over the iterations it played
        self.lead_squares = 0.0

    def add(self, reward: float, lead: float) -> None:
        self.plays += 1
        self.total += reward
        self.lead += lead
        self.lead_squares += lead * lead

    def mean(self) -> float:
        return self.total / self.plays if self.plays else 0.0

    def bounds(self, sure: float) -> tuple[float, float]:
        """Its mean lead over the anchor, less and plus `sure` standard errors."""
        n = self.plays
        if n < 2:
            return -math.inf, math.inf
        mean = self.lead / n
        variance = max(0.0, (self.lead_squares - n * mean * mean) / (n - 1))
        error = sure * math.sqrt(variance / n)
        return mean - error, mean + error


class OutOfTime(Exception):
    """The budget ran out in the middle of an iteration."""


class Search:
    """One decision's search. `knowledge` is the game's (knowledge.Knowledge): its priors, its
    judgement of a position and the bot that plays every seat after the candidate.
    `favourite` is the anchor's choice (None: the model's own choice on a sampled world)."""

    def __init__(
        self,
        view: GameState,
        seat: int,
        knowledge,
        rng: random.Random,
        legal: list[Action],
        favourite: Action | None = None,
    ):
        self.view = view
        self.seat = seat
        self.knowledge = knowledge
        self.settings: Settings = knowledge.settings
        self.rng = rng
        self.iterations = 0
        self.deadline = math.inf
        self.slowest = 0.0  # the longest repeated step seen (a bot's move, a judgement)
        self.one_off = 0.0  # the longest step done once a search (the anchor, the priors)
        self.models = {}  # seat -> the bot playing it in the sampled worlds
        self.answers: dict = {}  # (seat, public key) -> the model's move there (see model_move)
        started = clock.now()
        world = self.world()
        if favourite is None:
            favourite = self.model_move(world, seat, legal, random.Random(rng.getrandbits(63)))
        liked = key_of(favourite)
        others = [a for a in legal if key_of(a) != liked and not knowledge.held_back(a)]
        priors = knowledge.priors(world, seat, others, rng)
        ranked = sorted(zip(priors, range(len(others))), key=lambda p: (-p[0], p[1]))
        self.anchor = Candidate(favourite, math.inf)
        self.waiting = [Candidate(others[k], prior) for prior, k in ranked]
        self.racing = [self.anchor]
        self.out: list[Candidate] = []  # challengers that fell behind
        self.admit()
        self.one_off = clock.now() - started

    # ---- the loop ----------------------------------------------------------------------------
    def run(self, deadline: float, max_iterations: int | None = None) -> None:
        self.deadline = deadline
        while max_iterations is None or self.iterations < max_iterations:
            if len(self.racing) < 2:
                return  # every other move is surely no better: nothing is left to compare
            try:
                self.iterate()
            except OutOfTime:
                return
            self.iterations += 1

    def world(self) -> GameState:
        """A world the seat cannot tell from the game it sees: a re-deal of its view."""
        return self.view.view(self.seat, self.rng.getrandbits(63))

    def iterate(self) -> None:
        self.check_clock()
        world = self.world()
        luck = self.rng.getrandbits(63)
        rewards = [
            self.playout(world.clone(), candidate.action, random.Random(luck))
            for candidate in self.racing
        ]
        for candidate, reward in zip(self.racing, rewards):
            candidate.add(reward, reward - rewards[0])
        self.prune()

    def playout(self, world: GameState, action: Action, luck: random.Random) -> float:
        """The candidate played in `world`, the bots on for `depth` decisions or until the
        game's horizon (knowledge.horizon: Raiders' level) is passed, then judged."""
        horizon = self.knowledge.horizon
        mark = horizon(world)
        world.apply_unchecked(self.seat, action)
        decisions = 0
        while not world.is_over() and decisions < self.settings.depth and horizon(world) == mark:
            self.check_clock()
            movers = world.to_move()
            mover = self.seat if self.seat in movers else min(movers)
            legal = world.legal_actions(mover)
            if len(legal) > 1:
                action = self.timed(self.model_move, world, mover, legal, luck)
                decisions += 1
            else:  # an automaton's step, or no choice at all
                action = legal[0]
            world.apply_unchecked(mover, action)
        self.check_clock()
        return self.timed(self.knowledge.reward, world, self.seat)

    def check_clock(self) -> None:
        """Stop when the time is up, or so near that the slowest step seen would overrun it."""
        if clock.now() + self.slowest >= self.deadline:
            raise OutOfTime

    def timed(self, step, *args):
        """`step(*args)`, its time noted among the slowest steps."""
        started = clock.now()
        result = step(*args)
        self.slowest = max(self.slowest, clock.now() - started)
        return result

    # ---- the race ----------------------------------------------------------------------------
    def admit(self) -> None:
        """Fill the race from the waiting challengers, the best prior first."""
        while self.waiting and len(self.racing) < self.settings.candidates:
            self.racing.append(self.waiting.pop(0))

    def prune(self) -> None:
        """A challenger surely behind the anchor leaves the race for the next one waiting."""
        settings = self.settings
        for candidate in self.racing[1:]:
            if candidate.plays >= settings.settle and candidate.bounds(settings.sure)[1] <= 0:
                self.racing.remove(candidate)
                self.out.append(candidate)
        self.admit()

    def best(self) -> Candidate:
        """The challenger surely ahead of the anchor with the largest mean lead; else the
        anchor."""
        settings = self.settings
        sure = [
            c
            for c in self.racing[1:]
            if c.plays >= settings.settle and c.bounds(settings.sure)[0] > 0
        ]
        if not sure:
            return self.anchor
        return max(sure, key=lambda c: c.lead / c.plays)

    # ---- the bots ----------------------------------------------------------------------------
    def model_move(
        self, world: GameState, mover: int, legal: list[Action], luck: random.Random
    ) -> Action:
        """The model's move for `mover` on its own view of the sampled world. A seat's legal
        moves depend only on what it knows, so the world's list is its view's list too. Where
        the game gives a position's public key (knowledge.public_key: all a seat knows, for a
        model whose move follows from it alone), a move is asked once a key and remembered:
        positions come back in world after world (those after the same moves, where only the
        hidden parts differ)."""
        bot_seed, view_seed = luck.getrandbits(32), luck.getrandbits(63)  # drawn all the same
        key = self.knowledge.public_key(world, mover)
        if key is not None:
            known = self.answers.get((mover, key))
            if known is not None:
                return known
        bot = self.models.get(mover)
        if bot is None:
            bot = self.models[mover] = self.knowledge.model(mover, self.rng.getrandbits(32))
        bot.rng.seed(bot_seed)
        sight = world.view(mover, view_seed)
        move = bot.choose(sight, mover, legal, self.knowledge.model_budget)
        if key is not None:
            self.answers[(mover, key)] = move
        return move
