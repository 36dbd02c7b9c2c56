"""The expert's Doodle Dungeon anchor: the hard bot, drawing the hero's path by whole paths.

The hard bot draws the path a step at a time toward the monster its planner likes best
(planner.py), a greedy choice that never looks at the path as a whole. This anchor, at each
step, finishes the path from there in several ways, the path planner with other weights of its
treasure belief and its greed for monsters (the hard bot's own weights first), and takes the
first step of the one that leaves the rival worst off by the walk ahead (walk.py: what its
owner may expect, cards left out, treasures where the planner believes them). The hard bot's own
way is always among them, so the step is never worse than hard's by that measure. Paths
through a rival's dungeon do not touch any other, so a path is judged on its own. Every other
choice is the hard bot's (after a restart, it installs the card otherwise: it counts its
restarts from the view's moves, as it is made anew for every move).
"""

from __future__ import annotations

from game.ai import clock
from game.ai.doodle import planner
from game.ai.doodle.bots import HardBot
from game.ai.doodle.walk import expected_score

# (treasure belief, greed) of each way of finishing a path, the hard bot's own first
WEIGHTS = ((2.0, 0.8), (0.0, 0.8), (2.0, 0.5), (2.0, 1.2), (4.0, 0.8), (1.0, 1.0), (0.0, 1.5))
MOST_STEPS = 200  # a path finished by the planner is far shorter; a guard against a loop


class PathDrawingBot(HardBot):
    level = "hard"  # the hard bot's judgement; its path drawn by whole paths

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.last_ways = 0  # ways of finishing the path judged by the last path step (tests)

    def choose(self, view, seat, legal, budget):
        if view.phase == "install":
            self.restarts = {(view.round, view.install[seat]["card"]): restarts(view, seat)}
        if view.phase != "path" or len(legal) == 1:
            return super().choose(view, seat, legal, budget)
        deadline = clock.now() + budget.seconds
        rival = view.drawn_in(seat)
        best, best_value, slowest = None, float("inf"), 0.0
        self.last_ways = 0
        for first, belief, greed in ways_to_try(view, seat, legal):
            started = clock.now()
            if best is not None and started + slowest >= deadline:
                break
            path = finish_path(view, seat, first, belief, greed)
            value = expected_score(view, rival, path)
            self.last_ways += 1
            if value < best_value - 1e-9:
                best, best_value = first, value
            slowest = max(slowest, clock.now() - started)
        return best


def restarts(view, seat: int) -> int:
    """How often the seat restarted the card it installs, from the moves of the view: a bot made
    for one move (the expert's anchor, the app's) knows them so, and installs the card
    otherwise after a restart, as the hard bot does, instead of the same way round and round."""
    count = 0
    for who, action in reversed(view.history):
        if who != seat:
            continue
        if action["act"] == "pick":
            break
        count += action["act"] == "restart"
    return count


def ways_to_try(view, seat: int, legal: list):
    """(first step, belief, greed): the planner's own next step with each of the weights (the
    hard bot's first), then every other step, each finished with every weight."""
    firsts = []
    for belief, greed in WEIGHTS:
        first = planner.choose_step(view, seat, legal, belief, greed)
        firsts.append(first)
        yield first, belief, greed
    for action in legal:
        if action in firsts:
            continue
        for belief, greed in WEIGHTS:
            yield action, belief, greed


def finish_path(view, seat: int, first: dict, belief: float, greed: float) -> list[int]:
    """The whole path once `first` is drawn and the planner with these weights goes on."""
    trial = view.clone()
    action = first
    for _ in range(MOST_STEPS):
        if action["act"] == "finish":
            break
        trial.apply_path(seat, action)
        legal = trial.path_actions(seat)
        action = (
            legal[0] if len(legal) == 1 else planner.choose_step(trial, seat, legal, belief, greed)
        )
    return list(trial.paths[trial.drawn_in(seat)])
