"""What the goals, the challenges, the stars and the blueprints count in a dungeon.

Every measure counts printed elements and tokens alike. "Stars" are gold (positive) reputation
stars, one per star whatever its value; silver stars only take points away (see star_points).
"""

from __future__ import annotations

from collections import Counter

from game.rules.stonespine import board
from game.rules.stonespine.content import CATALOG, MONSTERS, STAR_VALUES, TRAPS
from game.rules.stonespine.dungeon import Dungeon

GOLD_STARS = tuple(s for s, v in STAR_VALUES.items() if v > 0)


def gold_stars(counter) -> int:
    return sum(counter[s] for s in GOLD_STARS)


def traps(counter) -> int:
    return sum(counter[t] for t in TRAPS)


def star_points(counter) -> int:
    """Gold stars add their value, silver stars take theirs away."""
    return sum(counter[s] * v for s, v in STAR_VALUES.items())


def goal_count(counter, measure: str) -> int:
    if measure == "trap_pairs":
        return sum(counter[t] // 2 for t in TRAPS)
    if measure == "slime_ooze_pairs":
        return min(counter["slime"], counter["ooze"])
    return counter[measure]


def _cell_counts(d: Dungeon) -> list[Counter]:
    return [Counter(e) for e in d.elems]


def _best_column(cells: list[Counter], kind: str) -> int:
    return max(sum(cells[r * 4 + c][kind] for r in range(4)) for c in range(4))


def _best_cluster(d: Dungeon, cells: list[Counter], kind: str) -> int:
    return max(
        (sum(cells[i][kind] for i in group) for group in board.clusters(d.types())), default=0
    )


def _best_path(d: Dungeon, weights: list[int]) -> int:
    return board.best_single_path(d.links(), weights)


def _outer_doors(d: Dungeon) -> int:
    """Open doorways on the outside left side of column A and right side of column D."""
    doors = d.doors()
    return sum(1 for r in range(4) if doors[r * 4] & board.W) + sum(
        1 for r in range(4) if doors[r * 4 + 3] & board.E
    )


def _pure_lines(d: Dungeon) -> int:
    """Rows and columns whose four chambers are all there and all of one type."""
    types = d.types()
    lines = [[r * 4 + c for c in range(4)] for r in range(4)] + [
        [r * 4 + c for r in range(4)] for c in range(4)
    ]
    return sum(
        1 for line in lines if types[line[0]] and all(types[i] == types[line[0]] for i in line)
    )


def _unique_cluster_sizes(d: Dungeon) -> int:
    sizes = Counter(len(g) for g in board.clusters(d.types()))
    return sum(1 for n in sizes.values() if n == 1)


def challenge_count(d: Dungeon, measure: str) -> int:
    """How many times the challenge's reputation is earned (it is multiplied by the card's rep)."""
    total = d.counts()
    if measure == "flat":
        return 1
    if measure == "token_kinds":
        return len(set(d.tokens))
    if measure == "clusters":
        return len(board.clusters(d.types()))
    if measure == "largest_cluster":
        return max((len(g) for g in board.clusters(d.types())), default=0)
    if measure == "outer_doors":
        return _outer_doors(d)
    if measure == "pure_lines":
        return _pure_lines(d)
    if measure == "unique_cluster_sizes":
        return _unique_cluster_sizes(d)
    if measure == "stars":
        return gold_stars(total)
    if measure == "trap_kinds":
        return sum(1 for t in TRAPS if total[t])
    if measure == "pairs_treasure_star":
        return min(total["treasure"], gold_stars(total))
    if measure == "pairs_gnoll":
        return total["gnoll"] // 2
    if measure == "sets_gnoll_kobold_goblin":
        return min(total["gnoll"], total["kobold"], total["goblin"])
    if measure == "pairs_kobold_trap":
        return min(total["kobold"], traps(total))
    if measure == "pairs_goblin_treasure":
        return min(total["goblin"], total["treasure"])
    cells = _cell_counts(d)
    if measure == "central_stars_chests":
        return sum(gold_stars(cells[i]) + cells[i]["treasure"] for i in board.CENTRAL)
    if measure == "central_traps":
        return sum(traps(cells[i]) for i in board.CENTRAL)
    if measure == "central_minions":
        return sum(
            cells[i]["goblin"] + cells[i]["kobold"] + cells[i]["gnoll"] for i in board.CENTRAL
        )
    if measure.startswith("column_"):
        return _best_column(cells, measure[len("column_") :])
    if measure.startswith("cluster_"):
        return _best_cluster(d, cells, measure[len("cluster_") :])
    if measure == "path_trap":
        return _best_path(d, [traps(c) for c in cells])
    if measure.startswith("path_"):
        kind = measure[len("path_") :]
        return _best_path(d, [c[kind] for c in cells])
    if measure == "full_chambers":
        return sum(1 for i in range(board.CELLS) if d.cards[i] and len(d.elems[i]) >= 4)
    if measure == "oozing_chambers":
        return sum(1 for c in cells if c["slime"] + c["ooze"] >= 3)
    if measure == "mixed_chambers":
        return sum(1 for c in cells if any(c[m] for m in MONSTERS) and traps(c) and gold_stars(c))
    if measure == "exit_traps":
        return sum(traps(cells[i]) for i in d.exit_reach())
    if measure == "side_traps":
        return sum(traps(cells[r * 4 + c]) for r in range(4) for c in (0, 3))
    raise ValueError(f"unknown challenge measure {measure!r}")


def challenge_points(d: Dungeon, challenge_id: int) -> int:
    card = CATALOG.challenges[challenge_id]
    return card.rep * challenge_count(d, card.measure)


def requirement_met(d: Dungeon, cell: int, need: str) -> bool:
    card = d.cards[cell]
    if not card:
        return False
    if need in ("cave", "stone"):
        return CATALOG.chambers[card].type == need
    elems = d.elems[cell]
    if need == "star":
        return any(e in GOLD_STARS for e in elems)
    if need == "trap":
        return any(e in TRAPS for e in elems)
    return need in elems


def blueprint_met(d: Dungeon, blueprint_id: int) -> list[bool]:
    return [requirement_met(d, cell, need) for cell, need in CATALOG.blueprints[blueprint_id].needs]


def blueprint_points(met: int) -> int:
    reached = [n for n in CATALOG.blueprint_points if n <= met]
    return CATALOG.blueprint_points[max(reached)] if reached else 0
