"""Strokes of the mouse over a grid of cells (a CellGrid), for any game: `LineStroke` draws a line
step by step through the cells (a route drawn on a board), `CellTrace` gathers the cells a drag
passes over (a shape traced). They know no rules: the owner says which steps are legal and
does each change."""

from __future__ import annotations

import pygame

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


class LineStroke:
    """A line through the cells of `grid`, kept by its owner (`line()`, first cell first). Press
    and drag: each cell the pointer moves towards is a step up, down, left or right (`step(cell)`
    for a cell in `legal()`), and dragging back onto the cell before the last rubs the last step
    out (`rub()`); with no line yet, a press starts it. Right-click or U turns back (a step onto
    the cell before the last), the arrows step, Backspace rubs out. A step that may not be taken
    is passed to `refuse(cell)`, once while the pointer keeps at it. `cell_at(pos)` may see more
    than the grid (a door beside it)."""

    def __init__(self, grid, line, legal, step, rub, refuse, cell_at=None):
        self.grid, self.line, self.legal, self.step, self.rub, self.refuse = (
            grid,
            line,
            legal,
            step,
            rub,
            refuse,
        )
        self.cell_at = cell_at or grid.cell_at
        self.down = False  # the button is down: moving the pointer draws
        self._refused: int | None = None

    def try_step(self, cell: int) -> None:
        if cell in self.legal():
            self.step(cell)
        elif self._refused != cell:
            self._refused = cell
            self.refuse(cell)

    def turn_back(self) -> None:
        """A step onto the cell before the last (the line passes it again)."""
        line = self.line()
        if len(line) >= 2:
            self.step(line[-2])

    def toward(self, cell: int | None) -> None:
        """Extend the line (or rub it out) towards `cell`, one step at a time."""
        columns = self.grid.columns
        for _ in range(columns * self.grid.rows):
            line = self.line()
            if cell is None or not line or cell == line[-1]:
                return
            here = line[-1]
            dc, dr = cell % columns - here % columns, cell // columns - here // columns
            nxt = here + (_sign(dc) if abs(dc) >= abs(dr) else columns * _sign(dr))
            if len(line) >= 2 and nxt == line[-2]:
                self.rub()
                if self.line() == line:
                    return
            elif nxt in self.legal():
                self.step(nxt)
            else:
                self.try_step(nxt)
                return

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.cell_at(event.pos)
            if cell is None:
                return False
            self.down, self._refused = True, None
            if self.line():
                self.toward(cell)
            else:
                self.try_step(cell)
            return True
        if event.type == pygame.MOUSEMOTION and self.down:
            self.toward(self.cell_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.down:
            self.down = False
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 3
            or event.type == pygame.KEYDOWN
            and event.key == pygame.K_u
        ):
            self.turn_back()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.rub()
            return True
        if event.type == pygame.KEYDOWN and event.key in ARROWS:
            self._refused, line = None, self.line()
            if not line:  # an arrow starts the line where it may start
                self.try_step(min(self.legal(), default=-1))
                return True
            (dc, dr), columns = ARROWS[event.key], self.grid.columns
            col, row = line[-1] % columns + dc, line[-1] // columns + dr
            if 0 <= col < columns and 0 <= row < self.grid.rows:
                self.try_step(row * columns + col)
            return True
        return False


class CellTrace:
    """The cells a drag passes over, in order (`cells` while the button is down, else None): a
    press on a cell starts it, a cell joins once the pointer comes within `near` cells of its
    middle (a drag across a corner skips the cells beside it), and dragging back onto the cell
    before the last rubs the last out. On release `done(cells)` gets them (one cell for a click)."""

    def __init__(self, grid, done, near: float = 0.35):
        self.grid, self.done, self.near = grid, done, near
        self.cells: list[int] | None = None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.grid.cell_at(event.pos)
            self.cells = None if cell is None else [cell]
            return cell is not None
        if self.cells is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            cell = self.grid.cell_at(event.pos, self.near)
            if len(self.cells) > 1 and cell == self.cells[-2]:
                self.cells.pop()
            elif cell is not None and cell not in self.cells:
                self.cells.append(cell)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            cells, self.cells = self.cells, None
            self.done(cells)
            return True
        return False
