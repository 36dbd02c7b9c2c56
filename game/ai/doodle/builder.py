"""Phase A choices: which card to take and where each element goes."""

from __future__ import annotations

from game.ai.doodle.planner import POINTS
from game.rules.doodle import path as P
from game.rules.doodle import sheet as S
from game.rules.doodle.build import FORMATIONS
from game.rules.doodle.content import CARDS
from game.rules.doodle.odds import monster_holds

ACTION_VALUE = {
    "monster_bonus": 1.2,
    "extra_dice": 2.0,
    "extra_damage": 0.8,
    "trap_damage": 1.0,
    "bomb": 0.6,
    "heal": 0.3,
    "weaken": 0.6,
    "armor": 0.4,
    "disarm": 0.6,
}


def route_cells(board) -> set[int]:
    """Spaces on a shortest way from the entrance to the exit: where the hero surely walks."""
    return set(P.shortest(board))


def card_value(state, seat: int, card: int) -> float:
    """A rough worth of a card for this seat now: its elements, then its action."""
    c = CARDS[card]
    free = bin(
        S.FULL & ~(state.walls[seat] | state.things[seat] | S.spread(state.things[seat]))
    ).count("1")
    value = ACTION_VALUE[c.action.effect] * (1.5 if c.action.kind == "dungeon" else 1.0)
    for element in c.elements:
        if element in ("goblin", "orc", "dragon"):
            code = element[0].upper()
            value += (
                POINTS[code] * (0.4 + monster_holds(state.level(seat, element)))
                if free > 3
                else -0.5
            )
        elif element == "trap":
            value += 0.8 * state.level(seat, "trap") if free > 3 else -0.5
        elif element == "treasure":
            value += 0.9 * state.level(seat, "treasure")
        elif element == "improve":
            value += 1.1
        else:
            value += 0.3 * (state.round < 10) - 0.2 * len(c.walls) * (state.round >= 10)
    return value


def improve_choice(state, seat: int, options: list, judged=None) -> dict:
    """The category whose next box helps most; `judged(category)` adds what it is worth now."""
    board = state.board[seat]
    counts = {code: board.count(code) for code in "GODT"}
    best, best_value = options[0], float("-inf")
    for action in options:
        cat = action["category"]
        ticked = state.boxes[seat][cat]
        before = state.level(seat, cat)
        state.boxes[seat][cat] += 1
        after = state.level(seat, cat)
        groups_left = 1 if after != before else 0.5
        state.boxes[seat][cat] -= 1
        if cat in ("goblin", "orc", "dragon"):
            code = cat[0].upper()
            value = (
                (counts[code] + 1.5)
                * POINTS[code]
                * (monster_holds(after + 2) - monster_holds(before))
                * 2
            )
        elif cat == "trap":
            value = (counts["T"] + 2) * 0.6
        elif cat == "treasure":
            value = (len(state.treasures[seat]) + 2) * 0.4
        else:
            value = 1.6 if state.level(seat, "hand") < 2 else 0.6
        value *= groups_left
        value -= 0.01 * ticked / max(1, state.total_boxes(cat))
        if judged is not None:
            value += judged(cat)
        if value > best_value:
            best, best_value = action, value
    return best


def chokepoints(state, seat: int) -> set[int]:
    """Open spaces every way from the entrance to the exit must pass."""
    walls = state.walls[seat]
    free = S.FULL & ~walls
    out = set()
    for i in P.shortest(state.board[seat]):
        if i in (S.ENTRY, S.EXIT) or not S.flood(1 << S.ENTRY, free & ~(1 << i)) >> S.EXIT & 1:
            out.add(i)
    return out - {S.ENTRY, S.EXIT}


def thing_values(state, seat: int, options: list, element: str) -> dict[int, float]:
    """Traps and strong monsters where the hero must pass; a monster on a treasure; weak ones
    aside."""
    board = state.board[seat]
    route = route_cells(board)
    must = chokepoints(state, seat)
    hidden = set(state.treasures[seat])
    strong = element == "trap" or monster_holds(state.level(seat, element)) >= 0.3
    out = {}
    for action in options:
        i = S.from_json(action["cell"])
        value = 3.0 if i in hidden and element != "trap" else 0.0
        if strong:
            value += 2.5 * (i in must) + 1.0 * (i in route)
        else:
            value += 1.0 * (i not in route)
        out[i] = value - 0.02 * len(
            [j for j in S.AROUND[i] if board[j] == S.EMPTY]
        )  # keep room for others
    return out


def thing_choice(state, seat: int, options: list, element: str, rng, noise: float) -> dict:
    values = thing_values(state, seat, options, element)
    return max(options, key=lambda a: values[S.from_json(a["cell"])] + rng.uniform(0, noise))


def hide_choice(state, seat: int, options: list, rng) -> dict:
    """Under the strongest monster with no treasure yet, else on a space a monster can still
    take."""
    board, hidden = state.board[seat], set(state.treasures[seat])
    by_cell = {S.from_json(a["cell"]): a for a in options}
    rank = {
        "D": 3 + state.level(seat, "dragon"),
        "O": 2 + state.level(seat, "orc"),
        "G": 1 + state.level(seat, "goblin"),
    }
    monsters = [i for i in by_cell if board[i] in rank and i not in hidden]
    if monsters:
        return by_cell[max(monsters, key=lambda i: (rank[board[i]], -i))]
    open_spaces = [
        i for i in by_cell if board[i] == S.EMPTY and not S.NEIGHBOUR_MASK[i] & state.things[seat]
    ]
    return by_cell[rng.choice(open_spaces)] if open_spaces else rng.choice(options)


ROOMY_UNTIL = 8  # before this round a dungeon should still take any formation of the deck
SHAPES = list(
    {frozenset(masks): masks for masks in FORMATIONS.values()}.values()
)  # each formation's placements once


def room_for_every_formation(state, seat: int, action: dict) -> bool:
    """After these walls (or this trap or monster), can every wall formation of the cards still
    go in somewhere?"""
    cells = action["cells"] if action["act"] == "walls" else [action["cell"]]
    new = sum(1 << S.from_json(c) for c in cells)
    walls = state.walls[seat] | (new if action["act"] == "walls" else 0)
    taken = walls | state.things[seat] | new
    return all(any(not m & taken and S.walls_ok(walls | m) for m in masks) for masks in SHAPES)


def leaving_room(state, seat: int, options: list, choose) -> dict:
    """What `choose(options)` picks, but before round 8 not walls, a trap or a monster after which
    some formation could go nowhere (bots walled their dungeons in by round 7 and had to leave
    out a card's walls): then the choice among the options that leave room, if any do."""
    choice = choose(options)
    if state.round >= ROOMY_UNTIL or room_for_every_formation(state, seat, choice):
        return choice
    roomy = [a for a in options if room_for_every_formation(state, seat, a)]
    return choose(roomy) if roomy else choice


def walls_choice(state, seat: int, options: list, rng, noise: float) -> dict:
    """Walls that make the hero's shortest way long, keeping away from the own monsters."""
    best, best_value = options[0], float("-inf")
    base = state.board[seat]
    for action in options if len(options) <= 120 else rng.sample(options, 120):
        board = list(base)
        for c in action["cells"]:
            board[S.from_json(c)] = S.WALL
        value = len(P.shortest(board)) + rng.uniform(0, noise)
        if value > best_value:
            best, best_value = action, value
    return best
