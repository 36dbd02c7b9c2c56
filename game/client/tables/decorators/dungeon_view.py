"""The large dungeon in the pan-and-zoom view (a part of DecoratorsTable): every placed tile,
decoration tiles with their icons on the walls they face (dormant ones dimmed), the cells that
meet the goal card under the pointer, and the empty cells a held tile may be dropped on."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.decorators.tiles import face_words, tile_picture, wall_icon
from game.client.widgets.draw import text
from game.client.widgets.zoom_view import ZoomView
from game.rules.decorators.dungeon import icon_states, neighbour
from game.rules.decorators.goals import met_cells
from game.rules.decorators.tiles import FACES, OPPOSITE, STEP

ICON_ON_WALL = 0.3  # a hung icon's side, in cells

GROUND = (30, 25, 23)


def hung_icons(dungeon) -> list[tuple[tuple[int, int], int, str, bool]]:
    """Every decoration icon where it hangs: (the cell it faces, that cell's edge towards the
    decoration, the icon, True when a wall is there, False while the cell is empty). An icon
    facing another decoration tile hangs nowhere. The rules' icon_states says which is which."""
    out = []
    for cell, (tile, face, rot) in dungeon.items():
        info = FACES[tile, face, rot]
        if info.kind != "decoration":
            continue
        for edge, state in enumerate(icon_states(dungeon, cell)):
            other = neighbour(cell, edge)
            if state is None or (state == "dormant" and other in dungeon):
                continue
            out.append((other, OPPOSITE[edge], info.icons[edge], state == "on a wall"))
    return out


def bounds(dungeon, ring: int = 1) -> tuple[int, int, int, int]:
    xs = [c[0] for c in dungeon] or [0]
    ys = [c[1] for c in dungeon] or [0]
    return min(xs) - ring, min(ys) - ring, max(xs) + 1 + ring, max(ys) + 1 + ring


class DungeonView:
    """The large dungeon. Owns the pan-and-zoom view and the seat it follows; handed the table,
    whose drag, tooltips, viewer and goal card under the pointer it reads."""

    def __init__(self, table, rect):
        self.table = table
        # steady: the dungeon keeps its size and place while it fits, grows by steps, never
        # moves under the pointer; by itself no smaller than 44 px a cell (Fit shows it all)
        self.view = ZoomView(rect, min_scale=14, max_scale=96, steady=True, least_auto=44)
        self._followed = None  # the seat whose dungeon the view follows

    def cell_targets(self, dungeon) -> list:
        x0, y0, x1, y1 = bounds(dungeon, 2)
        out = []
        for y in range(y0, y1):
            for x in range(x0, x1):
                rect = self.view.cell_rect(x, y)
                if self.view.rect.contains(rect):
                    out.append((("cell", x, y), rect))
        return out

    def draw(self, surface, state, seat: int, mine: bool) -> None:
        view = self.view
        dungeon = state.dungeons[seat]
        if seat != self._followed:  # another dungeon: shown whole, whatever was panned
            self._followed = seat
            view.fit()
        pointer = self.table.app.pointer
        view.follow(bounds(dungeon), hold=pointer is not None and view.rect.collidepoint(pointer))
        pygame.draw.rect(surface, GROUND, view.rect, border_radius=8)
        surface.set_clip(view.rect)
        size = view.cell_rect(0, 0).w
        if self.table.drag.held is not None:
            for _target, rect in self.cell_targets(dungeon):
                pygame.draw.rect(surface, (44, 38, 34), rect.inflate(-2, -2), 1, border_radius=4)
        held = self.table.drag.held
        lying = {
            cell: placed for cell, placed in dungeon.items() if held != ("placed", *cell)
        }  # a held tile has left
        for cell, (tile, face, rot) in lying.items():
            rect = view.cell_rect(*cell)
            if not view.rect.colliderect(rect) or self.table.drag.is_animating(("placed", *cell)):
                continue
            states = (
                tuple(icon_states(lying, cell))
                if FACES[tile, face, rot].kind == "decoration"
                else None
            )
            surface.blit(tile_picture(tile, face, rot, size, states), rect)
            if (
                self.table.drag.held is None
            ):  # while a tile is held, the cell under it tells why it may not go there
                self.table.tooltips.add(
                    rect,
                    face_words(tile, face)
                    + (
                        " (placed as a decoration; dimmed icons face no wall yet)" if states else ""
                    ),
                )
        self.draw_hung_icons(surface, lying, size)
        if self.table.hover_card is not None:
            for cell in met_cells(self.table.hover_card, dungeon):
                pygame.draw.rect(
                    surface, theme.GOLD, view.cell_rect(*cell).inflate(2, 2), 3, border_radius=4
                )
        surface.set_clip(None)
        whose = (
            "Your dungeon"
            if mine
            else f"{self.table.session.seat_name(seat)}'s dungeon "
            "(click its panel or Esc to go back)"
        )
        text(surface, whose, (view.rect.x + 8, view.rect.y + 6), 14, theme.GOLD, bold=True)
        pygame.draw.rect(surface, (86, 70, 56), view.rect, 2, border_radius=8)

    def draw_hung_icons(self, surface, dungeon, size: int) -> None:
        """Each decoration's icons on the walls of the dungeon tiles they face (dim in an empty
        cell: they count once a wall is built there)."""
        for hung in hung_icons(dungeon):
            if not self.table.drag.is_animating(("placed", *hung[0])):
                self.draw_hung(surface, hung, size)

    def draw_hung(self, surface, hung, size: int, lit: bool = False) -> pygame.Rect:
        """One icon on the wall it hangs on; `lit`: framed in gold (it would hang there)."""
        cell, edge, icon, awake = hung
        side = max(6, round(size * ICON_ON_WALL))
        centre = self.view.cell_rect(*cell).center
        dx, dy = STEP[edge]
        at = (centre[0] + dx * (size - side) * 0.5 - dx, centre[1] + dy * (size - side) * 0.5 - dy)
        picture = wall_icon(icon, awake, side)
        rect = picture.get_rect(center=(round(at[0]), round(at[1])))
        surface.blit(picture, rect)
        if lit:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 2, border_radius=4)
        return rect

    def draw_hang_preview(self, surface) -> None:
        """While a tile is held over a cell it may go to: the icons that would then hang on
        walls (the held decoration's, or others' on the held tile's walls), framed in gold."""
        held, over = self.table.drag.held, self.table.drag.hover_target
        if held is None or over is None or over[0] != "cell" or over not in self.table.drag.legal:
            return
        seat = self.table.eyes()
        dungeon = self.table.state.dungeons[seat]
        tile = dungeon[held[1:]][0] if held[0] == "placed" else held[1]
        lying = {cell: placed for cell, placed in dungeon.items() if held != ("placed", *cell)}
        after = dict(lying)
        after[over[1:]] = (tile, self.table.face_of(held), self.table.drag.rotation % 4)
        before = set(hung_icons(lying))
        size = self.view.cell_rect(0, 0).w
        surface.set_clip(self.view.rect)
        for hung in hung_icons(after):
            if hung not in before and hung[3]:
                self.draw_hung(surface, hung, size, lit=True)
        surface.set_clip(None)
