"""A dungeon sheet on screen: the 10x8 grid (columns 1-10, rows A-H), the entrance above A1 and the
exit below H10, the pencil glyphs, the hero's path in two lanes with arrows, and the hero.

`SheetGeometry` maps cells to rectangles and back (a CellGrid of widgets/board_parts.py);
`draw_sheet` draws one sheet (kept as a picture until what it shows changes: redrawing 80 spaces
every frame would cost milliseconds).
"""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.tables.doodle import glyphs
from game.client.widgets.board_parts import CellGrid, arrow_line, grid_labels
from game.client.widgets.text import SizedCache, for_one_table
from game.rules.doodle import sheet as S
from game.rules.doodle.content import COLUMNS, ROWS

_SHEETS = for_one_table(SizedCache(6))  # emptied when the table closes


class SheetGeometry(CellGrid):
    """The sheet's grid in `rect`, and where its entrance and exit are."""

    def __init__(self, rect):
        super().__init__(pygame.Rect(rect), COLUMNS, ROWS)

    def entrance(self) -> tuple[int, int]:
        r = self.cell_rect(S.ENTRY)
        return r.centerx, r.top - self.cell // 2

    def exit(self) -> tuple[int, int]:
        r = self.cell_rect(S.EXIT)
        return r.centerx, r.bottom + self.cell // 2


def lane_points(geo: SheetGeometry, path: list[int]) -> list[tuple[int, int]]:
    """The centre of each pass, moved to one side for a first pass and the other for a second."""
    seen: dict[int, int] = {}
    out, shift = [], max(2, geo.cell // 7)
    for i in path:
        lane = seen.get(i, 0)
        seen[i] = lane + 1
        cx, cy = geo.cell_rect(i).center
        d = -shift if lane == 0 else shift
        out.append((cx + d, cy + d))
    return out


def draw_path(surface, geo: SheetGeometry, path: list[int], finished: bool) -> None:
    points = [geo.entrance()] + lane_points(geo, path) + ([geo.exit()] if finished else [])
    arrow_line(
        surface,
        points,
        glyphs.PATH_INK,
        max(2, geo.cell // 14),
        max(4, geo.cell // 8) if geo.cell >= 24 else 0,
    )


def _picture(state, owner: int, geo: SheetGeometry, treasures: bool, path: bool) -> pygame.Surface:
    pad = geo.cell  # room for the labels, the entrance and the exit around the grid
    surf = pygame.Surface((geo.grid.width + 2 * pad, geo.grid.height + 2 * pad), pygame.SRCALPHA)
    local = SheetGeometry(pygame.Rect(pad, pad, geo.grid.width, geo.grid.height))
    pygame.draw.rect(surf, glyphs.PAPER, local.grid.inflate(6, 6), border_radius=3)
    local.draw_lines(surf, glyphs.GRID)
    board, crossed = state.board[owner], state.crossed[owner]
    for i, code in enumerate(board):
        rect = local.cell_rect(i)
        if code != S.EMPTY:
            glyphs.glyph(surf, S.KIND_OF[code], rect)
        if crossed >> i & 1:
            glyphs.glyph(surf, "crossed", rect)
    if treasures:
        for i in state.treasures[owner]:
            glyphs.glyph(surf, "treasure", local.cell_rect(i))
    if geo.cell >= 20:
        grid_labels(
            surf,
            local.rects(),
            max(12, geo.cell // 3),
            pad,
            [str(c + 1) for c in range(COLUMNS)],
            list(S.ROW_NAMES),
        )
    door(surf, local, local.entrance(), "IN")
    door(surf, local, local.exit(), "OUT")
    if path and state.paths[owner]:
        draw_path(surf, local, state.paths[owner], state.phase in ("defend", "over"))
    return surf


def door(surf, geo: SheetGeometry, centre, label: str) -> None:
    """A downward arrow through the door: the hero comes in above A1 and leaves below H10."""
    s = geo.cell // 2
    x, y = centre
    pygame.draw.polygon(
        surf,
        glyphs.PENCIL if geo.cell < 20 else theme.GOLD,
        [(x - s // 2, y - s // 3), (x + s // 2, y - s // 3), (x, y + s // 2)],
    )
    if geo.cell >= 20 and label:
        img = fonts.render(label, max(12, geo.cell // 3), theme.GOLD, bold=True)
        if label == "IN":  # left of the arrow: on its right it covered the column numbers
            surf.blit(img, img.get_rect(midright=(x - s // 2 - 4, y)))
        else:
            surf.blit(img, img.get_rect(midleft=(x + s // 2 + 4, y)))


def draw_sheet(
    surface, state, owner: int, geo: SheetGeometry, treasures: bool, path: bool = True
) -> None:
    """Draw seat `owner`'s sheet; its treasures only when `treasures` (the owner's eyes, or the
    end)."""
    key = (
        geo.cell,
        "".join(state.board[owner]),
        state.crossed[owner],
        tuple(state.treasures[owner]) if treasures else (),
        tuple(state.paths[owner]) if path else (),
        state.phase in ("defend", "over"),
    )
    picture = _SHEETS.get(key, lambda: _picture(state, owner, geo, treasures, path))
    surface.blit(picture, (geo.grid.left - geo.cell, geo.grid.top - geo.cell))


def marked_wall(surface, rect, colour) -> None:
    """A wall not drawn yet (the ghost formation, a trace) in a space: hatched and framed in
    `colour`."""
    glyphs.glyph(surface, "wall", rect.inflate(-4, -4), colour)
    pygame.draw.rect(surface, colour, rect, 3, border_radius=4)


def draw_hero(surface, state, owner: int, geo: SheetGeometry) -> None:
    """The hero on its path: a pencil figure in a gold ring (in the entrance before its first
    move)."""
    if state.phase not in ("defend", "over") or state.hero[owner] != "inside":
        return
    path, k = state.paths[owner], state.pos[owner]
    r = max(4, geo.cell // 4)
    if k < 0 or k >= len(path):
        centre = geo.entrance()
    else:  # in the space's upper left corner, so the trap or monster it meets stays in sight
        space = geo.cell_rect(path[k])
        centre = (space.left + r, space.top + r)
    hero_mark(surface, centre, r)


def hero_mark(surface, centre, r: int) -> None:
    """A pencil figure in a gold ring."""
    pygame.draw.circle(surface, theme.GOLD, centre, r + 2)
    pygame.draw.circle(surface, glyphs.PAPER, centre, r)
    pygame.draw.circle(surface, glyphs.PENCIL, (centre[0], centre[1] - r // 2), max(1, r // 3))
    pygame.draw.line(
        surface,
        glyphs.PENCIL,
        (centre[0], centre[1] - r // 4),
        (centre[0], centre[1] + r // 2),
        max(1, r // 5),
    )
    pygame.draw.line(
        surface,
        glyphs.PENCIL,
        (centre[0] - r // 2, centre[1]),
        (centre[0] + r // 2, centre[1]),
        max(1, r // 5),
    )
