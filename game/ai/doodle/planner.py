"""The path planner: which monsters the hero should fight and the route there, judged from the
path drawer's side (the dungeon's owner gains what the hero fails to take)."""

from __future__ import annotations

import heapq

from game.rules.doodle import sheet as S
from game.rules.doodle.content import CONTENT
from game.rules.doodle.odds import monster_holds

POINTS = {"G": CONTENT.points["goblin"], "O": CONTENT.points["orc"], "D": CONTENT.points["dragon"]}
DAMAGE = {"G": CONTENT.damage["goblin"], "O": CONTENT.damage["orc"], "D": CONTENT.damage["dragon"]}
LEVEL_OF = {"G": "goblin", "O": "orc", "D": "dragon"}


def treasure_belief(state, d: int) -> dict[int, float]:
    """How likely each monster space of dungeon d hides a treasure: owners hide them under
    monsters, stronger ones first; the number hidden is public."""
    board = state.board[d]
    monsters = [i for i in range(S.CELLS) if board[i] in POINTS]
    count = len(state.treasures[d])
    if not monsters or not count:
        return {}
    weight = {i: {"D": 3.0, "O": 2.0, "G": 1.0}[board[i]] for i in monsters}
    total = sum(weight.values())
    return {i: min(0.95, count * weight[i] / total) for i in monsters}


def target_values(state, d: int, belief_weight: float = 1.0) -> dict[int, float]:
    """What the drawer gains by sending the hero into each monster (may be negative)."""
    board = state.board[d]
    belief = treasure_belief(state, d)
    tlevel = state.level(d, "treasure")
    out = {}
    for i in range(S.CELLS):
        code = board[i]
        if code not in POINTS:
            continue
        hold = monster_holds(state.level(d, LEVEL_OF[code]))
        gain = POINTS[code] + belief_weight * belief.get(i, 0.0) * tlevel
        out[i] = (1 - hold) * gain - hold * DAMAGE[code] * 1.0
    return out


def step_costs(state, d: int, targets: set[int]) -> list[float]:
    """The cost of entering each space on the way (hearts the hero expects to lose there)."""
    board = state.board[d]
    trap = state.level(d, "trap")
    costs = [0.05] * S.CELLS
    for i in range(S.CELLS):
        code = board[i]
        if code == "T":
            costs[i] += trap
        elif code in POINTS and i not in targets:
            hold = monster_holds(state.level(d, LEVEL_OF[code]))
            costs[i] += hold * DAMAGE[code] + (1 - hold) * -POINTS[code] * 0.5
            costs[i] = max(costs[i], 0.05)
    return costs


def distances(board, counts, start: int, costs: list[float]) -> list[float]:
    """Cheapest cost from `start` to every space over spaces still open to the path."""
    inf = float("inf")
    dist = [inf] * S.CELLS
    dist[start] = 0.0
    todo = [(0.0, start)]
    while todo:
        here_d, here = heapq.heappop(todo)
        if here_d > dist[here]:
            continue
        for j in S.NEIGHBOURS[here]:
            if board[j] == S.WALL or counts[j] >= 2:
                continue
            nd = here_d + costs[j]
            if nd < dist[j]:
                dist[j] = nd
                heapq.heappush(todo, (nd, j))
    return dist


def choose_step(state, seat: int, legal: list, belief_weight: float = 1.0, greed: float = 1.0):
    """The next action of the path: toward the best monster worth fighting, else to the exit."""
    d = state.drawn_in(seat)
    board, path, counts = state.board[d], state.paths[d], state.path_counts[d]
    values = target_values(state, d, belief_weight)
    wanted = {i for i, v in values.items() if v > 0 and counts[i] == 0}
    costs = step_costs(state, d, wanted)
    if {"act": "finish"} in legal:
        here = distances(board, counts, path[-1], costs)
        if not any(greed * values[i] > here[i] for i in wanted) or len(path) > 120:
            return {"act": "finish"}
    steps = [a for a in legal if a["act"] == "step"]
    if len(steps) == 1:
        return steps[0]
    best, best_score = steps[0], float("-inf")
    for action in steps:
        j = S.from_json(action["cell"])
        counts[j] += 1
        dist = distances(board, counts, j, costs)
        counts[j] -= 1
        score = -costs[j] + (greed * values[j] if j in wanted else 0.0)
        reach = [greed * values[i] - dist[i] for i in wanted if i != j and dist[i] < float("inf")]
        score += max(reach + [-dist[S.EXIT] * 0.3])
        if counts[j] > 0:
            score -= 0.5  # a second pass uses up the space
        if score > best_score:
            best, best_score = action, score
    return best
