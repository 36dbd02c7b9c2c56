"""Phase B on the Doodle table: drawing the hero's path through the left neighbour's sheet.

Press on the entrance (or A1) and drag: each space the pointer enters is a step; dragging back
over the line rubs out its last step (the app's undo, as the rules take a step back). Right-click
or U turns back (a step onto the space just left), the arrows step, Backspace rubs out. "Shortest
way out" finishes the line by the fewest steps the rules allow; "Leave by the exit" ends it at H10.
The panel shows the path's forecast (forecast.py) and the treasures hidden in that dungeon.
"""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.doodle.forecast import forecast
from game.client.tables.kit.actions import refusal
from game.client.widgets.button import Button
from game.client.widgets.draw import text, text_block
from game.client.widgets.tooltip import draw_tooltip
from game.rules.doodle import sheet as S

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
MAX_ROUTE = 200  # steps "Shortest way out" may take (a path has at most 160)


def distances_to_exit(board) -> list[int]:
    far = [10 ** 6] * S.CELLS
    far[S.EXIT], todo = 0, [S.EXIT]
    for here in todo:
        for j in S.NEIGHBOURS[here]:
            if board[j] != S.WALL and far[j] > far[here] + 1:
                far[j] = far[here] + 1
                todo.append(j)
    return far


class PathDrawing:
    def setup_path(self) -> None:
        self.tracing = False  # the mouse button is down on the line
        self._path_key = self._steps = None
        self._forecast_key = self._forecast = None
        self._refused_at: int | None = None
        self._step_why: dict = {}

    def path_buttons(self, row) -> list[Button]:
        self.exit_button = Button(row[0], "Leave by the exit", lambda: self.act({"act": "finish"}), size=14,
                                  hotkey=pygame.K_RETURN, tooltip="The line ends below H10: the path is done. Enter.")
        self.route_button = Button(row[1], "Shortest way out", self.shortest_route, size=14, style="stone",
                                   tooltip="Finish the line from where it ends by the fewest steps the rules allow.")
        self.back_button = Button(row[2], "Turn back (U)", self.turn_back, size=14, style="stone",
                                  tooltip="Step back onto the space just left: a U-turn (it passes that space again).")
        return [self.exit_button, self.route_button, self.back_button]

    # ---- what may be drawn --------------------------------------------------------------
    def my_path(self) -> list[int]:
        return self.state.paths[self.state.drawn_in(self.eyes())]

    def legal_steps(self) -> tuple[set, bool]:
        """(spaces the next step may go to, whether the line may leave by the exit now)."""
        key = (self.session.version, self.eyes(), self.my_turn())
        if key != self._path_key:
            self._path_key = key
            legal = self.state.legal_actions(self.eyes()) if key[2] else []
            self._steps = ({S.from_json(a["cell"]) for a in legal if a["act"] == "step"},
                           any(a["act"] == "finish" for a in legal))
        return self._steps

    def step_to(self, cell: int) -> None:
        self.submit({"act": "step", "cell": S.to_json(cell)}, self.eyes())

    def _last_mine_is_step(self) -> bool:
        for seat, action in reversed(self.state.history):
            if not self.session.is_bot(seat):
                return seat == self.eyes() and action.get("act") == "step"
        return False

    def erase(self) -> None:
        if self.my_path() and self._last_mine_is_step() and self.session.can_undo():
            self.beats.finish()
            self.session.undo()

    def turn_back(self) -> None:
        path = self.my_path()
        if self.my_turn() and len(path) >= 2:
            self.step_to(path[-2])

    def follow(self, cell: int | None) -> None:
        """Extend (or rub out) the line towards `cell`, one space at a time."""
        for _ in range(30):
            path = self.my_path()
            if cell is None or not path or cell == path[-1]:
                return
            here = path[-1]
            dc, dr = cell % 10 - here % 10, cell // 10 - here // 10
            nxt = here + (((dc > 0) - (dc < 0)) if abs(dc) >= abs(dr) else 10 * ((dr > 0) - (dr < 0)))
            if len(path) >= 2 and nxt == path[-2]:
                self.erase()
                if self.my_path() == path:
                    return
                continue
            if nxt in self.legal_steps()[0]:
                self.step_to(nxt)
                continue
            if self._refused_at != nxt:
                self._refused_at = nxt
                self.flash(self.why_step(nxt), bad=True)
            return

    def why_step(self, cell: int) -> str:
        """The rules' reason a step is refused (kept for the position: hovering asks every frame)."""
        key = (self.session.version, cell)
        if key not in self._step_why:
            self._step_why = {k: v for k, v in self._step_why.items() if k[0] == key[0]}
            self._step_why[key] = refusal(self.state, self.eyes(), {"act": "step", "cell": S.to_json(cell)})
        return self._step_why[key]

    def shortest_route(self) -> None:
        if not self.my_turn():
            return
        board = self.state.board[self.state.drawn_in(self.eyes())]
        far = distances_to_exit(board)
        for _ in range(MAX_ROUTE):
            steps, can_leave = self.legal_steps()
            if can_leave:
                self.act({"act": "finish"})
                return
            if not steps:
                return
            counts = self.state.path_counts[self.state.drawn_in(self.eyes())]
            self.step_to(min(steps, key=lambda j: (far[j], counts[j], j)))

    # ---- input --------------------------------------------------------------------------
    def path_cell_at(self, pos) -> int | None:
        cell = self.big.cell_at(pos)
        door = self.big.cell_rect(S.ENTRY).move(0, -self.big.cell)
        return S.ENTRY if cell is None and door.collidepoint(pos) else cell

    def handle_path(self, event) -> bool:
        if not self.my_turn() or self.peek is not None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.path_cell_at(event.pos)
            if cell is None:
                return False
            path, self._refused_at = self.my_path(), None
            self.tracing = True
            if not path or cell != path[-1]:
                self.follow(cell) if path else self.step_to(S.ENTRY) if cell == S.ENTRY else \
                    self.flash("The path starts at A1, below the entrance: press there and drag.", bad=True)
            return True
        if event.type == pygame.MOUSEMOTION and self.tracing:
            self.follow(self.path_cell_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.tracing:
            self.tracing = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 or \
                event.type == pygame.KEYDOWN and event.key == pygame.K_u:
            self.turn_back()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.erase()
            return True
        if event.type == pygame.KEYDOWN and event.key in ARROWS:
            path = self.my_path()
            if not path:
                self.step_to(S.ENTRY)
                return True
            dc, dr = ARROWS[event.key]
            c, r = path[-1] % 10 + dc, path[-1] // 10 + dr
            if 0 <= c < 10 and 0 <= r < 8:
                cell = r * 10 + c
                if cell in self.legal_steps()[0]:
                    self.step_to(cell)
                else:
                    self.flash(self.why_step(cell), bad=True)
            return True
        return False

    def update_path_buttons(self) -> None:
        steps, can_leave = self.legal_steps()
        self.exit_button.visible = can_leave
        self.route_button.visible = not can_leave
        self.back_button.visible = len(self.my_path()) >= 2

    def path_prompt(self) -> str:
        seat = self.eyes()
        if seat is None or seat not in self.state.to_move():
            return "wait for the other paths to be drawn"
        return "draw the hero's path from the entrance to the exit (drag; back over it rubs out)"

    # ---- drawing ------------------------------------------------------------------------
    def draw_path_marks(self, surface, state, large: int) -> None:
        if not self.my_turn() or self.peek is not None:
            return
        steps, _ = self.legal_steps()
        layer = pygame.Surface((self.big.cell, self.big.cell), pygame.SRCALPHA)
        layer.fill((*theme.LEGAL, 55))
        for i in steps:
            surface.blit(layer, self.big.cell_rect(i).topleft)
        path = self.my_path()
        hover = self.big.cell_at(self.mouse)
        if path and hover is not None and hover in S.NEIGHBOURS[path[-1]] and hover not in steps \
                and (len(path) < 2 or hover != path[-2]):
            pygame.draw.rect(surface, theme.ILLEGAL, self.big.cell_rect(hover), 3)
            draw_tooltip(surface, self.why_step(hover), (self.mouse[0] + 16, self.mouse[1] + 16), bad=True)

    def path_forecast(self, state, d: int):
        key = (self.session.version, d)
        if key != self._forecast_key:
            self._forecast_key, self._forecast = key, forecast(state, d, state.paths[d])
        return self._forecast

    def draw_path_panel(self, surface, state, eyes, panel) -> None:
        if eyes is None or eyes not in state.to_move():
            waiting = ", ".join(self.session.seat_name(s) for s in state.to_move())
            text_block(surface, f"Your path is drawn. Waiting for {waiting}. Every path shows once all are done.",
                       panel, 15)
            return
        d = state.drawn_in(eyes)
        name = self.session.seat_name(d)
        text(surface, f"The hero's path through {name}'s dungeon", panel.topleft, 16, theme.GOLD, bold=True)
        text_block(surface, f"{name} hid {len(state.treasures[d])} treasures; they score only under monsters "
                            "still standing at the end. A hero that dies scores 5 for the dungeon's owner.",
                   pygame.Rect(panel.left, panel.top + 26, panel.width, 60), 14)
        f = self.path_forecast(state, d)
        lines = [f"Forecast for the line so far ({len(state.paths[d])} steps, no cards):",
                 f"hearts lost: about {f.damage:.1f} of {state.hearts[d]}",
                 f"chance the hero dies: {f.death:.0%}",
                 f"monsters crossed off: about {f.destroyed:.1f}"]
        for k, line in enumerate(lines):
            text(surface, line, (panel.left, panel.top + 96 + k * 20), 14, theme.GOLD if k == 0 else theme.TEXT)
        text_block(surface, "Press on IN (above A1) and drag through the dungeon to OUT (below H10). Drag back over "
                            "the line to rub it out (or Backspace); right-click or U turns back; the arrow keys "
                            "step. A space is passed at most twice; a monster again only after another monster or "
                            "a trap.", pygame.Rect(panel.left, panel.top + 190, panel.width, 150), 14, theme.TEXT_DIM)
