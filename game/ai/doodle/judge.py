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
from array import array

from game.ai.doodle.planner import DAMAGE, LEVEL_OF, POINTS
from game.rules.doodle import path as P
from game.rules.doodle import sheet as S
from game.rules.doodle.odds import monster_holds

STEP = 0.01  # a plain space costs almost nothing: a longer way is only a tie-break
HAND_CARD = {
    1: 1.5,
    2: 1.0,
    3: 0.5,
}  # about what one more card in hand is worth over phase C, by the hand now
INF = float("inf")


class Pricing:
    """What each space of a seat's dungeon costs the path drawer, its levels and hidden treasures
    as they are now, and the worth of any board drawn on that sheet.

    `worth_after(board, changed)` is for a board that differs from the seat's own only at the
    cells of the mask `changed`, plain spaces there: it starts from the own board's costs, and
    while the cheapest way found there avoids the changed cells, that way and its cost stand (a
    wall, trap or monster never costs less than a plain space, and a dearer space never makes
    another way cheaper), so no search is needed. Sums are added in the same order as `worth`
    adds them, so both give the very same number."""

    def __init__(self, state, seat: int):
        self.hidden = set(state.treasures[seat])
        tlevel = state.level(seat, "treasure")
        self.price = {S.EMPTY: STEP, S.WALL: INF, S.TRAP: state.level(seat, "trap")}
        self.kept, self.hidden_kept, self.hidden_price = {}, {}, {}
        for code in POINTS:
            hold = monster_holds(state.level(seat, LEVEL_OF[code]))
            for treasure, kept, price in (
                (0, self.kept, self.price),
                (1, self.hidden_kept, self.hidden_price),
            ):
                kept[code] = POINTS[code] + tlevel * treasure
                price[code] = hold * DAMAGE[code] - (1 - hold) * kept[code]
        self.base_board = state.board[seat]
        self.base = None  # the own board's costs, kept points, negative costs and cheapest way

    def cost(self, i: int, code: str) -> tuple[float, int]:
        """The cost of space i holding `code` (a negative one for a monster worth fighting) and
        the points it keeps."""
        if code in POINTS:
            if i in self.hidden:
                return self.hidden_price[code], self.hidden_kept[code]
            return self.price[code], self.kept[code]
        return self.price[code], 0

    def costs(self, board: list[str]) -> tuple[list[float], int, dict[int, float]]:
        """Each space's cost (never below STEP; a wall's is infinite), the points the monsters
        keep, and the negative costs by space (monsters the drawer gains by fighting)."""
        costs, kept, negative = [STEP] * S.CELLS, 0, {}
        for i, code in enumerate(board):
            if code != S.EMPTY:
                c, points = self.cost(i, code)
                kept += points
                if c < 0:
                    negative[i] = c
                costs[i] = c if c > STEP else STEP
        return costs, kept, negative

    def worth(self, board: list[str]) -> float:
        costs, kept, negative = self.costs(board)
        return kept + _taken(negative) + cheapest_way(costs)[0]

    def worth_after(self, board: list[str], changed: int) -> float:
        if self.base is None:
            costs, kept, negative = self.costs(self.base_board)
            self.base = (costs, kept, negative) + cheapest_way(costs)
        base_costs, kept, negative, way, route = self.base
        cells = S.mask_cells(changed)
        if any(self.base_board[i] != S.EMPTY for i in cells):
            return self.worth(board)
        costs, negative = list(base_costs), dict(negative)
        for i in cells:
            c, points = self.cost(i, board[i])
            kept += points
            if c < 0:
                negative[i] = c
            costs[i] = c if c > STEP else STEP
        if changed & route:
            way = cheapest_way(costs)[0]
        return kept + _taken(negative) + way


def _taken(negative: dict[int, float]) -> float:
    """The negative costs summed in reading order (the order fixes the float's last digits)."""
    taken = 0.0
    for i in sorted(negative):
        taken += negative[i]
    return taken


def cheapest_way(costs: list[float]) -> tuple[float, int]:
    """The cost of the cheapest way from the entrance to the exit (each space's cost summed
    from the entrance on), and the mask of the spaces on it."""
    key = (
        array("d", costs).tobytes()
    )  # the same costs come back often (levels that change no space, the same trial board)
    found = _WAYS.get(key)
    if found is None:
        if len(_WAYS) >= 2048:
            _WAYS.clear()
        found = _WAYS[key] = _search_way(costs)
    return found


_WAYS: dict[bytes, tuple[float, int]] = {}


def _search_way(costs: list[float]) -> tuple[float, int]:
    dist = [INF] * S.CELLS
    before = [-1] * S.CELLS
    dist[S.ENTRY] = costs[S.ENTRY]
    todo = [(dist[S.ENTRY], S.ENTRY)]
    pop, push, neighbours, goal = heapq.heappop, heapq.heappush, S.NEIGHBOURS, S.EXIT
    while todo:
        here_d, here = pop(todo)
        if here == goal:
            route, cell = 0, here
            while cell >= 0:
                route |= 1 << cell
                cell = before[cell]
            return here_d, route
        if here_d > dist[here]:
            continue
        for j in neighbours[here]:
            d = here_d + costs[j]
            if d < dist[j]:
                dist[j] = d
                before[j] = here
                push(todo, (d, j))
    return dist[S.EXIT], 0


def worth(state, seat: int, board: list[str] | None = None) -> float:
    """What the owner expects from the dungeon (board defaults to the seat's own)."""
    return Pricing(state, seat).worth(state.board[seat] if board is None else board)


def best_by_worth(state, seat: int, options: list, place, tie) -> dict:
    """The option whose placed board is worth most; `place(action)` gives the board and the
    mask of the cells it changes, `tie(action)` breaks near ties."""
    pricing = Pricing(state, seat)
    best, best_value = options[0], float("-inf")
    for action in options:
        value = pricing.worth_after(*place(action)) + 0.05 * tie(action)
        if value > best_value:
            best, best_value = action, value
    return best


def with_walls(state, seat: int, action: dict) -> tuple[list[str], int]:
    board, changed = list(state.board[seat]), 0
    for cell in action["cells"]:
        i = S.from_json(cell)
        board[i] = S.WALL
        changed |= 1 << i
    return board, changed


def with_thing(state, seat: int, action: dict, code: str) -> tuple[list[str], int]:
    board = list(state.board[seat])
    i = S.from_json(action["cell"])
    board[i] = code
    return board, 1 << i


def way_length(state, seat: int):
    """Walls that lengthen the shortest way leave more spaces every way must pass: a function
    giving, for a walls action, the length of the shortest way with them drawn (in tens)."""
    base = P.shortest(state.board[seat])
    route = sum(1 << i for i in base)

    def length(action: dict) -> float:
        board, changed = with_walls(state, seat, action)
        return (
            len(P.shortest(board)) if changed & route else len(base)
        ) / 10  # walls never shorten it

    return length


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
    while state.boxes[seat][category] < state.total_boxes(category):
        state.boxes[seat][category] += 1
        reached = state.level(seat, category)
        if reached != level:
            gain += HAND_CARD.get(level, 0.0) if category == "hand" else 0.0
            level = reached
            value = gain if category == "hand" else worth(state, seat) - before
            best = max(best, value / (state.boxes[seat][category] - ticked))
    state.boxes[seat][category] = ticked
    return best
