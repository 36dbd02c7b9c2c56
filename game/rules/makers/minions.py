"""Minion movement: routes through tunnels and mazes, and what the moved minion may trade for."""

from __future__ import annotations

from game.rules.makers.tiles import ADJACENT, KIND, NEIGHBOURS, OPPOSITE

CORRIDORS = ("tunnel", "maze")  # a minion keeps going only through these


def routes(grid: list, masks: list, minion: list, start: int) -> list[list[int]]:
    """Every route a minion standing on `start` may take: lists of cells beginning at `start`.

    It walks along joined pathways, touching each tile once, never onto a tile with a minion
    (chasms and blocks have no pathways, so it can never enter them). It may stop on any tile it
    reaches, and must stop on the first tile that is not a tunnel or maze."""
    out: list[list[int]] = []
    path = [start]
    on_path = {start}

    def walk(i: int) -> None:
        for bit, j in NEIGHBOURS[i]:
            if j < 0 or j in on_path or grid[j] < 0 or minion[j] >= 0:
                continue
            if not (masks[i] & bit and masks[j] & OPPOSITE[bit]):
                continue
            path.append(j)
            on_path.add(j)
            out.append(list(path))
            if KIND[grid[j]] in CORRIDORS:
                walk(j)
            path.pop()
            on_path.discard(j)

    walk(start)
    return out


def trade_targets(grid: list, minion: list, end: int, owner: int) -> list[int]:
    """Cells next to `end` holding a block or an opponent's minion (one may be removed). A block
    with a minion standing on it is not one: a trade removes a single piece."""
    return [
        j
        for j in ADJACENT[end]
        if grid[j] >= 0
        and ((KIND[grid[j]] == "block" and minion[j] < 0) or minion[j] not in (-1, owner))
    ]
