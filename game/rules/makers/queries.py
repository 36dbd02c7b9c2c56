"""Helper queries for the UI and the AI, so neither re-implements a rule (mixed into
MakersState)."""

from __future__ import annotations

from game.rules.makers import actions as A
from game.rules.makers.tiles import cell_index, cell_of, tile_info


class QueriesMixin:
    def action_text(self, seat: int, action) -> str:
        from game.rules.makers.text import describe

        return describe(self, seat, action)

    def placement_reason(self, seat: int, stack: int, rot: int, cell) -> str | None:
        return A.place_reason(self, seat, stack, rot, cell_index(cell))

    def legal_cells(self, seat: int, stack: int, rot: int) -> list[list[int]]:
        return [cell_of(i) for s, r, i in A.placements(self, seat) if s == stack and r == rot]

    def swap_reason(self, seat: int, cell, stack: int, rot: int) -> str | None:
        return A.swap_reason(self, seat, cell_index(cell), stack, rot)

    def swap_cells(self, seat: int, stack: int, rot: int) -> list[list[int]]:
        return [cell_of(i) for i, s, r in A.swaps(self, seat) if s == stack and r == rot]

    def move_tile_reason(self, seat: int, from_cell, cell, rot: int) -> str | None:
        return A.move_tile_reason(self, seat, cell_index(from_cell), cell_index(cell), rot)

    def move_tile_targets(self, seat: int, from_cell) -> list[dict]:
        f = cell_index(from_cell)
        return [{"cell": cell_of(i), "rot": r} for g, i, r in A.tile_moves(self, seat) if g == f]

    def minion_cells(self, seat: int) -> list[dict]:
        return [{"dungeon": d, "cell": cell_of(i)} for d, i in A.minion_spots(self, seat)]

    def minion_moves(self, seat: int) -> list[dict]:
        return [
            {
                "path": [cell_of(i) for i in route],
                "points": len(route) - 1,
                "trades": [cell_of(j) for j in targets],
            }
            for route, targets in A.minion_moves(self, seat)
        ]

    def block_cells(self, seat: int) -> list[list[int]]:
        return [cell_of(i) for i in A.block_spots(self, seat) if i is not None]

    def action_choices(self, seat: int) -> list[dict]:
        """The choices the action tile offers this turn, with whether each can be done and why not;
        "passes": placing is offered but no stack tile fits, so choosing it ends the turn."""
        legal = self.legal_actions(seat) if seat == self.current and not self.golem_turn() else []
        if self.side[seat] == "single":
            turns = [(None, "place_tile")]
        else:
            top = self.top[seat]
            turns = [
                ("left", A.side_icon(top, "left")),
                ("center", "place_tile"),
                ("right", A.side_icon(top, "right")),
            ]
        out = []
        for turn, icon in turns:
            acts = [a for a in legal if a.get("turn") == turn and a["act"] != "pass"]
            why = None
            if not acts:
                why = (
                    "No tile from the stacks fits your dungeon."
                    if icon == "place_tile"
                    else "Nothing can be done with this action now."
                )
            out.append(
                {
                    "turn": turn or "single",
                    "action": icon,
                    "name": A.ICON_NAMES[icon],
                    "possible": bool(acts),
                    "why": why,
                    "passes": any(a["act"] == "pass" and a.get("turn") == turn for a in legal),
                }
            )
        return out

    @staticmethod
    def tile_info(tile: int) -> dict:
        return tile_info(tile)

    def tile_at(self, seat: int, cell) -> dict | None:
        i = cell_index(cell)
        if i is None or self.grid[seat][i] < 0:
            return None
        return {
            **tile_info(self.grid[seat][i]),
            "rot": self.rot[seat][i],
            "minion": self.minion[seat][i],
        }
