"""Drawing a wall formation by tracing it (a part of the Doodle table): press on a space of your
sheet and drag over the spaces the walls should fill; on release the traced spaces go to the
rules as the card's formation, which they judge as any other (turned or mirrored, whole, nothing
cut off), and a refusal is their sentence, with the count when it is not the formation's.
A press and release on one space is a click: the ghost formation goes there instead. The drag
itself is a CellTrace (widgets/strokes.py): diagonal strokes skip the spaces beside the corner."""

from __future__ import annotations

from game.client import theme
from game.client.widgets.strokes import CellTrace
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS

NEAR_MIDDLE = 0.35  # how far from a space's middle (in spaces) the pointer must come to trace it


class WallTracing:
    """Handed the table: its large sheet (big), the person (eyes), the position after their
    waiting moves (ahead), kept(), flash(), propose_move(), place_ghost(), mark_walls(), tip().
    Owns the trace being drawn."""

    def __init__(self, table):
        self.table = table
        self.tracer = CellTrace(table.big, self.traced, NEAR_MIDDLE)

    @property
    def cells(self):
        """The spaces traced so far (None when no trace is being drawn)."""
        return self.tracer.cells

    def clear(self) -> None:
        self.tracer.cells = None

    def handle(self, event) -> bool:
        return self.tracer.handle(event)

    def trace_action(self, cells) -> dict:
        return {"act": "walls", "cells": [S.to_json(i) for i in sorted(cells)]}

    def trace_reason(self, cells) -> str | None:
        """The rules' reason the trace is not a legal formation (with the counts when they
        differ)."""
        t = self.table
        return t.kept(
            "trace_why",
            (t.session.version, id(t.provisional), tuple(cells)),
            lambda: self._trace_reason(cells),
        )

    def _trace_reason(self, cells) -> str | None:
        reason = self.table.ahead().why_illegal(self.table.eyes(), self.trace_action(cells))
        walls, traced = self.walls_to_trace(), len(cells)
        if reason and traced != walls:
            reason += (
                f" You traced {traced} space{'s' * (traced != 1)}; this formation has {walls} "
                f"wall{'s' * (walls != 1)}."
            )
        return reason

    def walls_to_trace(self) -> int:
        return len(CARDS[self.table.ahead().install[self.table.eyes()]["card"]].walls)

    def traced(self, cells) -> None:
        """The button let go: a click places the ghost formation, a trace goes to the rules."""
        if len(cells) == 1:
            self.table.place_ghost()
        elif self.trace_reason(cells):
            self.table.flash(self.trace_reason(cells), bad=True)
        else:
            self.table.propose_move(self.trace_action(cells))

    def draw(self, surface) -> None:
        """The spaces traced so far, and whether they make the formation yet."""
        cells = self.cells
        self.table.mark_walls(surface, [S.to_json(i) for i in cells], theme.ACCENT)
        reason = self.trace_reason(cells) if len(cells) >= self.walls_to_trace() else None
        self.table.tip(
            surface,
            reason or f"{len(cells)} of {self.walls_to_trace()} walls traced: let go to draw them",
            bad=bool(reason),
        )
