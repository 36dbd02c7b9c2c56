"""The expert's Doodle Dungeon anchor: the hard bot, drawing the hero's path by whole paths.

The hard bot draws the path a step at a time toward the monster its planner likes best
(planner.py), a greedy choice that never looks at the path as a whole. This anchor, at each
step, finishes the path from there in several ways and takes the next step of the one that
leaves the rival worst off by the walk (walk.py: what its owner may expect, cards left out,
treasures where the planner believes them): the planner under other weights of its treasure
belief and its greed for monsters (the hard bot's own weights first), every other next step,
then a way by each monster not yet passed. It tries them in that order while its budget lasts,
so a longer budget judges more ways. The hard bot's own way is always among them, so the step
is never worse than hard's by that measure. Paths through a rival's dungeon do not touch any
other, so a path is judged on its own. Every other choice is the hard bot's.
"""

from __future__ import annotations

from game.ai import clock
from game.ai.doodle import planner
from game.ai.doodle.bots import HardBot
from game.ai.doodle.walk import expected_score
from game.rules.doodle import sheet as S

# (treasure belief, greed) of each way of finishing a path, the hard bot's own first
WEIGHTS = ((2.0, 0.8), (0.0, 0.8), (2.0, 0.5), (2.0, 1.2), (4.0, 0.8), (1.0, 1.0), (0.0, 1.5))
MOST_STEPS = 200  # a path finished by the planner is far shorter; a guard against a loop


class PathDrawingBot(HardBot):
    level = "hard"  # the hard bot's judgement; its path drawn by whole paths

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.last_ways = 0  # ways of finishing the path judged by the last path step (tests)

    def choose(self, view, seat, legal, budget):
        if view.phase != "path" or len(legal) == 1:
            return super().choose(view, seat, legal, budget)
        deadline = clock.now() + budget.seconds
        rival = view.drawn_in(seat)
        best, best_value, slowest = None, float("inf"), 0.0
        self.last_ways = 0
        for way in ways(view, seat, legal):
            started = clock.now()
            if best is not None and started + slowest >= deadline:
                break
            first, path = way()
            slowest = max(slowest, clock.now() - started)
            if first not in legal:
                continue  # a monster it cannot head for from here
            value = expected_score(view, rival, path)
            self.last_ways += 1
            if value < best_value - 1e-9:
                best, best_value = first, value
        return best


def ways(view, seat: int, legal: list):
    """Ways of finishing the path, each a function giving its next step and the whole path: the
    planner's own next step under each of the weights (the hard bot's first), then every other
    next step under each weight, then a way to each monster not yet passed, by its cheapest
    way there, the planner going on from it with the hard bot's weights."""
    firsts = []
    for belief, greed in WEIGHTS:
        first = planner.choose_step(view, seat, legal, belief, greed)
        firsts.append(first)
        yield lambda first=first, belief=belief, greed=greed: (
            first,
            finish_path(view, seat, [first], belief, greed),
        )
    for action in legal:
        if action in firsts:
            continue
        for belief, greed in WEIGHTS:
            yield lambda action=action, belief=belief, greed=greed: (
                action,
                finish_path(view, seat, [action], belief, greed),
            )
    d = view.drawn_in(seat)
    board, counts, crossed = view.board[d], view.path_counts[d], view.crossed[d]
    for target in range(S.CELLS):
        if board[target] in planner.POINTS and not counts[target] and not crossed >> target & 1:
            yield lambda target=target: by_monster(view, seat, target)


def by_monster(view, seat: int, target: int) -> tuple[dict | None, list[int]]:
    """The next step toward `target` by its cheapest way and the whole path the planner (with
    the hard bot's weights) draws on from there; None when no step leads there."""
    d = view.drawn_in(seat)
    costs = planner.step_costs(view, d, set())
    trial, steps = view.clone(), []
    for _ in range(MOST_STEPS):
        path = trial.paths[d]
        legal = [a for a in trial.path_actions(seat) if a["act"] == "step"]
        if not legal or (path and path[-1] == target):
            break
        away = planner.distances(trial.board[d], trial.path_counts[d], target, costs)
        step = min(legal, key=lambda a: away[S.from_json(a["cell"])])
        if away[S.from_json(step["cell"])] == float("inf"):
            break
        steps.append(step)
        trial.apply_path(seat, step)
    if not steps:
        return None, []
    return steps[0], planner_on(trial, seat, steps[-1], *WEIGHTS[0])


def finish_path(view, seat: int, steps: list[dict], belief: float, greed: float) -> list[int]:
    """The whole path once `steps` are drawn and the planner with these weights goes on."""
    trial = view.clone()
    for action in steps:
        trial.apply_path(seat, action)
    return planner_on(trial, seat, steps[-1], belief, greed)


def planner_on(trial, seat: int, action: dict, belief: float, greed: float) -> list[int]:
    """The whole path of `trial` (a copy, `action` its last step drawn) once the planner with
    these weights goes on drawing it."""
    for _ in range(MOST_STEPS):
        if action["act"] == "finish":
            break
        legal = trial.path_actions(seat)
        action = (
            legal[0] if len(legal) == 1 else planner.choose_step(trial, seat, legal, belief, greed)
        )
        if action["act"] != "finish":
            trial.apply_path(seat, action)
    return list(trial.paths[trial.drawn_in(seat)])
