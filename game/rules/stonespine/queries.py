"""Questions a table asks about a dungeon (the rules answer them; the table never recounts)."""

from __future__ import annotations

from game.rules.stonespine import board, measures
from game.rules.stonespine.board import cell_xy
from game.rules.stonespine.content import CATALOG


class QueriesMixin:
    def gold_tally(self, seat: int) -> dict:
        """What the dungeon counts as gold now: chests per chamber and the gold still showing.
        {"chests": [[[col, row], n], ...], "printed": [[[col, row], gold], ...], "total": n}"""
        d = self.dungeons[seat]
        chests = [
            [cell_xy(i), e.count("treasure")] for i, e in enumerate(d.elems) if "treasure" in e
        ]
        printed = [[cell_xy(i), g] for i, g in d.gold_showing()]
        return {
            "chests": chests,
            "printed": printed,
            "total": sum(n for _, n in chests) + sum(g for _, g in printed),
        }

    def covered_gold(self, seat: int, col: int) -> int:
        """The printed gold a chamber built in column `col` of this year's row would cover."""
        row = self.row()
        if row == 0:
            return 0
        above = self.dungeons[seat].cards[(row - 1) * 4 + col]
        return CATALOG.chambers[above].gold if above else 0

    def path_networks(self, seat: int) -> list[list[int]]:
        """Every network of two or more joined chambers (cells), for a "show paths" view."""
        adj = self.dungeons[seat].links()
        seen: set[int] = set()
        out = []
        for i in range(board.CELLS):
            if adj[i] and i not in seen:
                group = board.reached(adj, i)
                seen |= group
                out.append(sorted(group))
        return out

    def blueprint_checks(self, seat: int) -> list[tuple[int, str, bool]]:
        """(cell, requirement, met) for each of the seat's eight blueprint requirements."""
        d = self.dungeons[seat]
        needs = CATALOG.blueprints[self.blueprints[seat]].needs
        return [
            (cell, need, met)
            for (cell, need), met in zip(needs, measures.blueprint_met(d, self.blueprints[seat]))
        ]
