"""Points: when a tile is laid, and the final scoring for players and for the Iron Golem."""

from __future__ import annotations

from functools import cache

from game.rules.makers.content import ENCOUNTERS, TRAPS
from game.rules.makers.tiles import CELLS, ICON, KIND, NEIGHBOURS, OPPOSITE

TRAP_SET_POINTS = (0, 1, 3, 7, 15, 21)  # by the number of different traps in one set


def placed_points(grid: list, masks: list, i: int) -> list[tuple[int, str]]:
    """(points, reason) pairs earned by the tile just laid at cell i (placed or swapped in)."""
    tile = grid[i]
    kind = KIND[tile]
    out = []
    if kind == "maze":
        out.append((1, "maze"))
    elif kind == "puzzle":
        joined = sum(
            1
            for bit, j in NEIGHBOURS[i]
            if j >= 0
            and grid[j] >= 0
            and KIND[grid[j]] == "puzzle"
            and masks[i] & bit
            and masks[j] & OPPOSITE[bit]
        )
        out.append(
            (
                2 + joined,
                "puzzle" + (f", joined to {joined} puzzle" + "s" * (joined > 1) if joined else ""),
            )
        )
    elif kind == "water":
        waters = sum(1 for t in grid if t >= 0 and KIND[t] == "water")
        out.append((waters, f"water ({waters} in the dungeon)"))
    if ICON[tile] == "stairs":
        out.append((1, "stairs"))
    return out


def icon_counts(tiles) -> dict[str, int]:
    counts: dict[str, int] = {}
    for t in tiles:
        icon = ICON[t]
        if icon:
            counts[icon] = counts.get(icon, 0) + 1
    return counts


def encounter_points(counts: dict) -> int:
    return sum(2 * counts.get(e, 0) + counts.get(e, 0) // 2 for e in ENCOUNTERS)


@cache
def _best_sets(counts: tuple) -> int:
    """Best split of trap icons into sets of different traps (each icon in one set)."""
    present = [k for k, n in enumerate(counts) if n]
    if not present:
        return 0
    best = 0
    # Choose which traps make up the set holding the first present trap; recurse on the rest.
    first, others = present[0], present[1:]
    for pick in range(1 << len(others)):
        chosen = [first] + [others[b] for b in range(len(others)) if pick >> b & 1]
        rest = list(counts)
        for k in chosen:
            rest[k] -= 1
        best = max(best, TRAP_SET_POINTS[len(chosen)] + _best_sets(tuple(rest)))
    return best


def trap_points(counts: dict) -> int:
    return _best_sets(tuple(counts.get(t, 0) for t in TRAPS))


def chest_bonus(chests: list[int]) -> list[int]:
    """5 for the single most chests, 3 each when tied for most; nobody without a chest."""
    top = max(chests)
    if top == 0:
        return [0] * len(chests)
    leaders = [n == top for n in chests]
    share = 5 if sum(leaders) == 1 else 3
    return [share if lead else 0 for lead in leaders]


def dungeon_tiles(grid: list) -> list[int]:
    return [t for t in grid if t >= 0]


def chasm_pathways(grid: list, masks: list) -> int:
    return sum(
        1
        for i in range(CELLS)
        if grid[i] >= 0 and KIND[grid[i]] == "chasm"
        for bit, j in NEIGHBOURS[i]
        if j >= 0 and masks[j] & OPPOSITE[bit]
    )


def player_breakdown(
    grid: list, masks: list, minion: list, seat: int, during: int, chest_extra: int
) -> dict[str, int]:
    """Categories in the rulebook's order for a player's dungeon."""
    counts = icon_counts(dungeon_tiles(grid))
    on_rooms = own = enemy = blocks = 0
    for i in range(CELLS):
        t = grid[i]
        if t < 0:
            continue
        if KIND[t] == "block":
            blocks += 1
        if minion[i] == seat:
            own += 1
            on_rooms += {"chamber": 1, "maze": 2}.get(KIND[t], 0)
        elif minion[i] >= 0:
            enemy += 1
    return {
        "during play": during,
        "minions on chambers and mazes": on_rooms,
        "pathways into chasms": chasm_pathways(grid, masks),
        "blocks": -2 * blocks,
        "own minions": 3 * own,
        "opponent's minions": -5 * enemy,
        "chests": counts.get("chest", 0) + chest_extra,
        "encounters": encounter_points(counts),
        "traps": trap_points(counts),
    }


def golem_breakdown(
    pile: list, pile_minions: int, pile_blocks: int, chest_extra: int
) -> dict[str, int]:
    counts = icon_counts(pile)
    return {
        "chests": counts.get("chest", 0) + chest_extra,
        "encounters": encounter_points(counts),
        "traps": trap_points(counts),
        "own minions": 3 * pile_minions,
        "chasms": 4 * sum(1 for t in pile if KIND[t] == "chasm"),
        "puzzles and mazes": sum(1 for t in pile if KIND[t] in ("puzzle", "maze")),
        "blocks": -2 * pile_blocks,
    }
