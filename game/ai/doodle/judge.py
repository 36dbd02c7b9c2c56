"""The hard bot judges its building against the path planner: what the dungeon is worth to its
owner when the neighbour draws the cheapest way through it.

Each trap or monster costs the path drawer what it gives the owner when the hero stops there:
a trap its damage; a monster its chance to win times its damage, less its chance to lose times
its points and treasure (a monster worth fighting has a negative cost, and the drawer is
assumed to take it). The worth is every monster's points and treasure, less those the drawer
takes, plus the cheapest way from the entrance to the exit over the rest. A trap or monster
raises that only where every way must pass one (a wall, a chokepoint or a line of them), which
is what the builder should aim for.
"""
from __future__ import annotations

import heapq

from game.ai.doodle.odds import monster_holds
from game.ai.doodle.planner import DAMAGE, LEVEL_OF, POINTS
from game.rules.doodle import path as P
from game.rules.doodle import sheet as S
from game.rules.doodle.build import TOTAL_BOXES

STEP = 0.01  # a plain space costs almost nothing: a longer way is only a tie-break
HAND_CARD = {1: 1.5, 2: 1.0, 3: 0.5}  # about what one more card in hand is worth over phase C, by the hand now


def stop_costs(state, seat: int, board: list[str]) -> tuple[list[float], float]:
    """Each space's cost to the drawer (never below STEP) and the sum of the negative ones."""
    hidden = set(state.treasures[seat])
    tlevel = state.level(seat, "treasure")
    trap = state.level(seat, "trap")
    holds = {code: monster_holds(state.level(seat, LEVEL_OF[code])) for code in POINTS}
    costs, taken = [STEP] * S.CELLS, 0.0
    for i, code in enumerate(board):
        if code == S.TRAP:
            costs[i] = trap
        elif code in POINTS:
            hold = holds[code]
            c = hold * DAMAGE[code] - (1 - hold) * (POINTS[code] + tlevel * (i in hidden))
            if c < 0:
                taken += c
            costs[i] = max(c, STEP)
    return costs, taken


def cheapest_way(board: list[str], costs: list[float]) -> float:
    """The cost of the cheapest way from the entrance to the exit around the walls."""
    inf = float("inf")
    dist = [inf] * S.CELLS
    dist[S.ENTRY] = costs[S.ENTRY]
    todo = [(dist[S.ENTRY], S.ENTRY)]
    while todo:
        here_d, here = heapq.heappop(todo)
        if here == S.EXIT:
            return here_d
        if here_d > dist[here]:
            continue
        for j in S.NEIGHBOURS[here]:
            if board[j] != S.WALL and here_d + costs[j] < dist[j]:
                dist[j] = here_d + costs[j]
                heapq.heappush(todo, (dist[j], j))
    return dist[S.EXIT]


def worth(state, seat: int, board: list[str] | None = None) -> float:
    """What the owner expects from the dungeon (board defaults to the seat's own)."""
    board = state.board[seat] if board is None else board
    hidden = set(state.treasures[seat])
    tlevel = state.level(seat, "treasure")
    kept = sum(POINTS[code] + tlevel * (i in hidden) for i, code in enumerate(board) if code in POINTS)
    costs, taken = stop_costs(state, seat, board)
    return kept + taken + cheapest_way(board, costs)


def best_by_worth(state, seat: int, options: list, place, tie) -> dict:
    """The option whose placed board is worth most; `tie(action)` breaks near ties."""
    best, best_value = options[0], float("-inf")
    for action in options:
        value = worth(state, seat, place(action)) + 0.05 * tie(action)
        if value > best_value:
            best, best_value = action, value
    return best


def with_walls(state, seat: int, action: dict) -> list[str]:
    board = list(state.board[seat])
    for cell in action["cells"]:
        board[S.from_json(cell)] = S.WALL
    return board


def with_thing(state, seat: int, action: dict, code: str) -> list[str]:
    board = list(state.board[seat])
    board[S.from_json(action["cell"])] = code
    return board


def way_length(state, seat: int, action: dict) -> float:
    """Walls that lengthen the shortest way leave more spaces every way must pass."""
    return len(P.shortest(with_walls(state, seat, action))) / 10


def best_hiding(state, seat: int, options: list) -> dict | None:
    """The monster space (without a treasure) where a treasure adds most worth, if any."""
    board, hidden = state.board[seat], state.treasures[seat]
    best, best_value = None, float("-inf")
    for action in options:
        i = S.from_json(action["cell"])
        if board[i] not in POINTS or i in hidden:
            continue
        hidden.append(i)
        value = worth(state, seat)
        hidden.pop()
        if value > best_value:
            best, best_value = action, value
    return best


def box_gain(state, seat: int, category: str) -> float:
    """What one more box adds: the best gain per box of reaching any level ahead (to the
    dungeon's worth; for the hand, to the cards it lets the owner play), over the boxes it needs."""
    ticked, level = state.boxes[seat][category], state.level(seat, category)
    before = 0.0 if category == "hand" else worth(state, seat)
    best, gain = 0.0, 0.0
    while state.boxes[seat][category] < TOTAL_BOXES[category]:
        state.boxes[seat][category] += 1
        reached = state.level(seat, category)
        if reached != level:
            gain += HAND_CARD.get(level, 0.0) if category == "hand" else 0.0
            level = reached
            value = gain if category == "hand" else worth(state, seat) - before
            best = max(best, value / (state.boxes[seat][category] - ticked))
    state.boxes[seat][category] = ticked
    return best
