"""One pass over a player's dungeon: the numbers the evaluation needs, cached by the dungeon's
layout.

Search looks at thousands of positions in which most dungeons did not change, so the summary of
a dungeon is kept (LRU) keyed by its tiles, pathway masks and minions. An entry costs about
0.9 KB; 20,000 of them (18 MB) hit as often as 200,000 did (93% of look-ups over 8 normal-hard
games: the positions that come back are those of the move being thought about), where the old
bound let the bot worker grow by some 180 MB over a long session. The scoring follows
game/rules/makers/scoring.py (the same helpers for encounters and trap sets); a test checks that
the summary adds up to what the rules score.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from game.rules.makers import scoring
from game.rules.makers.tiles import CELLS, ICON, KIND, NEIGHBOURS, OPPOSITE

ROOM_BONUS = {"chamber": 1, "maze": 2}  # an own minion standing on these at the end
# Bits of each cell's sides that face out of the 5x5 grid.
OUTWARD = tuple(sum(bit for bit, j in NEIGHBOURS[i] if j < 0) for i in range(CELLS))
# Neighbours inside the grid with the bit of the neighbour's side that faces this cell.
INWARD = tuple(
    tuple((j, OPPOSITE[bit]) for bit, j in NEIGHBOURS[i] if j >= 0) for i in range(CELLS)
)


class Dungeon(NamedTuple):
    settled: int  # end-of-game points already fixed by the layout, without the chest majority
    chests: int
    empty: int  # empty cells
    open: int  # empty cells a pathway leads into (where tiles other than chasms can go)
    exits: int  # tiles with a pathway out of the grid and no minion on them


@lru_cache(maxsize=20_000)
def summarize(grid: tuple, masks: tuple, minion: tuple, seat: int) -> Dungeon:
    counts: dict[str, int] = {}
    settled = empty = open_ = exits = 0
    for i in range(CELLS):
        t = grid[i]
        if t < 0:
            empty += 1
            for j, facing in INWARD[i]:
                if masks[j] & facing:
                    open_ += 1
                    break
            continue
        kind = KIND[t]
        icon = ICON[t]
        if icon:
            counts[icon] = counts.get(icon, 0) + 1
        owner = minion[i]
        if owner == seat:
            settled += 3 + ROOM_BONUS.get(kind, 0)
        elif owner >= 0:
            settled -= 5
        if kind == "chasm":
            settled += sum(1 for j, facing in INWARD[i] if masks[j] & facing)
        elif kind == "block":
            settled -= 2
        elif masks[i] & OUTWARD[i] and owner < 0:
            exits += 1
    chests = counts.get("chest", 0)
    settled += chests + scoring.encounter_points(counts) + scoring.trap_points(counts)
    return Dungeon(settled, chests, empty, open_, exits)


def of(state, seat: int) -> Dungeon:
    return summarize(
        tuple(state.grid[seat]), tuple(state.mask[seat]), tuple(state.minion[seat]), seat
    )
