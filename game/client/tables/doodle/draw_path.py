"""Phase B on the Doodle table: drawing the hero's path through the sheet of the player on your
right (the one passed to you).

Press on the entrance (or A1) and drag: each space the pointer enters is a step; dragging back over
the line rubs out its last step (the app's undo, as the rules take a step back). Right-click or U
turns back (a step onto the space just left), the arrows step, Backspace rubs out. "Shortest way
out" finishes the line by the fewest steps the rules allow; "Leave by the exit" ends it at H10. The
panel shows the path's forecast (game/rules/doodle/forecast.py) and the treasures hidden in that
dungeon.
"""

from __future__ import annotations

import pygame

from game.ai.doodle.planner import distances
from game.client import theme
from game.client.tables.kit.actions import refusal
from game.client.widgets.draw import text, text_block
from game.client.widgets.strokes import LineStroke
from game.rules.doodle import sheet as S
from game.rules.doodle.forecast import forecast
from game.rules.doodle.scoring import DEATH_BONUS

MAX_ROUTE = 200  # steps "Shortest way out" may take (a path has at most 160)


class PathDrawing:
    """Handed the table: its large sheet (big), the sheet clicked to be seen large (peek), the
    pointer (mouse), the person (eyes, my_turn), what they may do (index, acts, act), the
    position after their waiting moves (ahead), propose_move, take_back_last, kept, flash. Owns
    the line being drawn (a LineStroke)."""

    def __init__(self, table) -> None:
        self.table = table
        self.stroke = LineStroke(
            table.big,
            self.my_path,
            lambda: self.table.index().targets("step"),
            self.step_to,
            self.erase,
            lambda cell: self.table.flash(self.why_step(cell), bad=True),
            self.path_cell_at,
        )

    def my_path(self) -> list[int]:
        """The line drawn so far, the steps waiting for Confirm included."""
        ahead = self.table.ahead()
        return ahead.paths[ahead.drawn_in(self.table.eyes())]

    def step_to(self, cell: int) -> None:
        self.table.propose_move({"act": "step", "cell": S.to_json(cell)})

    def _last_mine_is_step(self) -> bool:
        for seat, action in reversed(self.table.state.history):
            if not self.table.session.is_bot(seat):
                return seat == self.table.eyes() and action.get("act") == "step"
        return False

    def erase(self) -> None:
        waiting = self.table.provisional
        if waiting is not None and waiting.actions[-1]["act"] == "step":
            self.table.take_back_last(say=False)  # a step not made yet: rubbed out at once
            return
        if self.my_path() and self._last_mine_is_step() and self.table.session.can_undo():
            self.table.beats.finish()
            self.table.session.undo()

    def why_step(self, cell: int) -> str:
        """The rules' reason a step is refused (kept for the position: hovering asks every
        frame)."""
        return self.table.kept(
            "step_why",
            (self.table.session.version, id(self.table.provisional), cell),
            lambda: refusal(
                self.table.ahead(), self.table.eyes(), {"act": "step", "cell": S.to_json(cell)}
            ),
        )

    def shortest_route(self) -> None:
        """Finish the line by the fewest steps the rules allow: with Confirm moves on, the whole
        rest of the line waits on the sheet, to be confirmed or taken back."""
        if not self.table.my_turn():
            return
        ahead = self.table.ahead()
        d = ahead.drawn_in(self.table.eyes())
        far = distances(ahead.board[d], ahead.path_counts[d], S.EXIT, [1.0] * S.CELLS)
        for _ in range(MAX_ROUTE):
            if "finish" in self.table.acts():
                self.table.act({"act": "finish"})
                return
            steps = self.table.index().targets("step")
            if not steps:
                return
            counts = self.table.ahead().path_counts[d]
            self.step_to(min(steps, key=lambda j: (far[j], counts[j], j)))

    # ---- input --------------------------------------------------------------------------
    def path_cell_at(self, pos) -> int | None:
        """The space under `pos`; the entrance above A1 counts as A1."""
        cell = self.table.big.cell_at(pos)
        door = self.table.big.cell_rect(S.ENTRY).move(0, -self.table.big.cell)
        return S.ENTRY if cell is None and door.collidepoint(pos) else cell

    def handle(self, event) -> bool:
        return self.table.my_turn() and self.table.peek is None and self.stroke.handle(event)

    def prompt(self) -> str:
        seat = self.table.eyes()
        if seat is None or seat not in self.table.state.to_move():
            return "wait for the other paths to be drawn"
        return "draw the hero's path from the entrance to the exit (drag; back over it rubs out)"

    # ---- drawing ------------------------------------------------------------------------
    def draw_marks(self, surface) -> None:
        """The spaces the next step may go to; the rules' reason beside a neighbour it may not."""
        if not self.table.my_turn() or self.table.peek is not None:
            return
        path = self.my_path()

        def why(i):
            turning = len(path) >= 2 and i == path[-2]
            return (
                self.why_step(i) if path and i in S.NEIGHBOURS[path[-1]] and not turning else None
            )

        t = self.table
        t.big.draw_lit(
            surface, t.index().targets("step"), t.mouse, why, lambda r: t.tip(surface, r)
        )

    def draw_panel(self, surface, state, eyes, panel) -> None:
        if eyes is None or eyes not in state.to_move():
            waiting = ", ".join(self.table.session.seat_name(s) for s in state.to_move())
            text_block(
                surface,
                f"Your path is drawn. Waiting for {waiting}. Every path shows once all are done.",
                panel,
                15,
            )
            return
        d = state.drawn_in(eyes)
        name = self.table.session.seat_name(d)
        text(
            surface,
            f"The hero's path through {name}'s dungeon (on your right)",
            panel.topleft,
            16,
            theme.GOLD,
            bold=True,
        )
        text_block(
            surface,
            f"{name} hid {len(state.treasures[d])} treasures; they score only under monsters still "
            f"standing at the end. A hero that dies scores {DEATH_BONUS} for the dungeon's owner.",
            pygame.Rect(panel.left, panel.top + 26, panel.width, 60),
            14,
        )
        path = self.my_path()  # with the steps waiting for Confirm
        f = self.table.kept(
            "forecast",
            (self.table.session.version, d, id(self.table.provisional)),
            lambda: forecast(state, d, path),
        )
        lines = [
            f"Forecast for the line so far ({len(path)} steps, no cards):",
            f"hearts lost: about {f.damage:.1f} of {state.hearts[d]}",
            f"chance the hero dies: {f.death:.0%}",
            f"monsters crossed off: about {f.destroyed:.1f}",
        ]
        for k, line in enumerate(lines):
            text(
                surface,
                line,
                (panel.left, panel.top + 96 + k * 20),
                14,
                theme.GOLD if k == 0 else theme.TEXT,
            )
        text_block(
            surface,
            "Press on IN (above A1) and drag through the dungeon to OUT (below H10). Drag back "
            "over "
            "the line to rub it out (or Backspace); right-click or U turns back; the arrow keys "
            "step. A space is passed at most twice; a monster again only after another monster or "
            "a trap.",
            pygame.Rect(panel.left, panel.top + 190, panel.width, 150),
            14,
            theme.TEXT_DIM,
        )
