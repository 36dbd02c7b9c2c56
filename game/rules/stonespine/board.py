"""The 4x4 dungeon's geometry: cells, edges, paths, clusters and single paths.

Cell i = row * 4 + col; row 0 is the top row (built in year 1), col 0 the left column.
Edges (where a secret passage can lie) are numbered:
- 0..11: between (r, c) and (r, c + 1), number r * 3 + c;
- 12..23: between (r, c) and (r + 1, c), number 12 + r * 4 + c;
- 24: between the entrance doorway and the top chamber of the entrance column;
- 25: between the bottom chamber of the exit column and the exit doorway.
Doors are bit masks: N=1, E=2, S=4, W=8.
"""

from __future__ import annotations

SIZE = 4
CELLS = 16
EDGES = 26
ENTRANCE_EDGE, EXIT_EDGE = 24, 25
N, E, S, W = 1, 2, 4, 8
OUTSIDE = -1  # the entrance or exit doorway in EDGE_CELLS
CENTRAL = (5, 6, 9, 10)


def _edges() -> list[tuple[int, int, int, int]]:
    """(cell a, cell b, door of a toward b, door of b toward a) for the 24 inner edges."""
    out = []
    for r in range(SIZE):
        for c in range(SIZE - 1):
            out.append((r * 4 + c, r * 4 + c + 1, E, W))
    for r in range(SIZE - 1):
        for c in range(SIZE):
            out.append((r * 4 + c, (r + 1) * 4 + c, S, N))
    return out


INNER = _edges()
EDGE_AT = {(a, b): e for e, (a, b, _, _) in enumerate(INNER)}
EDGE_AT.update({(b, a): e for (a, b), e in list(EDGE_AT.items())})
NEIGHBOURS = [[b for (a, b) in EDGE_AT if a == i] for i in range(CELLS)]


def cell_label(i: int) -> str:
    """A1 is the top-left cell: letter = column, number = row (the year it was built)."""
    return "ABCD"[i % 4] + str(i // 4 + 1)


def cell_xy(i: int) -> list[int]:
    """A cell as [col, row], the form events carry."""
    return [i % 4, i // 4]


def edge_cells(edge: int, entrance: int, exit_: int) -> tuple[int, int]:
    """The two sides of an edge; OUTSIDE stands for the entrance or the exit doorway."""
    if edge == ENTRANCE_EDGE:
        return OUTSIDE, entrance
    if edge == EXIT_EDGE:
        return 12 + exit_, OUTSIDE
    a, b, _, _ = INNER[edge]
    return a, b


def edge_label(edge: int, entrance: int, exit_: int) -> str:
    if edge == ENTRANCE_EDGE:
        return f"between the entrance and {cell_label(entrance)}"
    if edge == EXIT_EDGE:
        return f"between {cell_label(12 + exit_)} and the exit"
    a, b, _, _ = INNER[edge]
    return f"between {cell_label(a)} and {cell_label(b)}"


def links(doors: list[int], passages: int) -> list[list[int]]:
    """Path neighbours of each cell: both doors face each other, or a passage lies on the edge.
    doors[i] is 0 for an empty cell (and an empty cell links nowhere)."""
    adj: list[list[int]] = [[] for _ in range(CELLS)]
    for e, (a, b, da, db) in enumerate(INNER):
        if doors[a] and doors[b] and ((doors[a] & da and doors[b] & db) or passages >> e & 1):
            adj[a].append(b)
            adj[b].append(a)
    return adj


def reached(adj: list[list[int]], start: int) -> set[int]:
    seen = {start}
    todo = [start]
    while todo:
        for j in adj[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return seen


def entrance_reach(doors: list[int], adj, passages: int, entrance: int) -> set[int]:
    """Chambers joined to the entrance doorway (through its top chamber's N door or a passage)."""
    if doors[entrance] and (doors[entrance] & N or passages >> ENTRANCE_EDGE & 1):
        return reached(adj, entrance)
    return set()


def exit_reach(doors: list[int], adj, passages: int, exit_: int) -> set[int]:
    cell = 12 + exit_
    if doors[cell] and (doors[cell] & S or passages >> EXIT_EDGE & 1):
        return reached(adj, cell)
    return set()


def clusters(types: list[str | None]) -> list[list[int]]:
    """Groups of orthogonally adjacent chambers of one type (paths do not matter)."""
    seen = [False] * CELLS
    out = []
    for i in range(CELLS):
        if types[i] is None or seen[i]:
            continue
        group, todo = [], [i]
        seen[i] = True
        while todo:
            k = todo.pop()
            group.append(k)
            for j in NEIGHBOURS[k]:
                if not seen[j] and types[j] == types[i]:
                    seen[j] = True
                    todo.append(j)
        out.append(sorted(group))
    return out


def best_single_path(adj: list[list[int]], weights: list[int]) -> int:
    """The most weight on one simple path (no branches, no chamber twice) of the path network.

    A depth-first search from every weighted chamber, cut off when even every weight still
    reachable could not beat the best found."""
    total = sum(weights)
    if total == 0:
        return 0
    best = 0
    for start in range(CELLS):
        if not weights[start]:
            continue
        component = reached(adj, start)
        bound = sum(weights[k] for k in component)
        if bound <= best:
            continue
        stack = [(start, 1 << start, weights[start], bound - weights[start])]
        while stack:
            cell, used, got, left = stack.pop()
            if got > best:
                best = got
                if best == bound:
                    break
            if got + left <= best:
                continue
            for j in adj[cell]:
                if not used >> j & 1:
                    stack.append((j, used | 1 << j, got + weights[j], left - weights[j]))
    return best
