"""A dungeon sheet on screen: the 10x8 grid (columns 1-10, rows A-H), the entrance above A1 and
the exit below H10, the pencil glyphs, the hero's path in two lanes with arrows, and the hero.

`SheetGeometry` maps cells to rectangles and back; `draw_sheet` draws one sheet (kept as a
picture until what it shows changes: redrawing 80 spaces every frame would cost milliseconds).
"""
from __future__ import annotations

import math

import pygame

from game.client import fonts, theme
from game.client.tables.doodle import glyphs
from game.client.widgets.text import for_one_table
from game.rules.doodle import sheet as S
from game.rules.doodle.content import COLUMNS, ROWS

_CACHE: dict = for_one_table({})  # emptied when the table closes


class SheetGeometry:
    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.cell = min(self.rect.width // COLUMNS, self.rect.height // ROWS)
        self.grid = pygame.Rect(self.rect.left, self.rect.top, self.cell * COLUMNS, self.cell * ROWS)

    def cell_rect(self, i: int) -> pygame.Rect:
        return self.col_row_rect(i % COLUMNS, i // COLUMNS)

    def col_row_rect(self, col: int, row: int) -> pygame.Rect:
        return pygame.Rect(self.grid.left + col * self.cell, self.grid.top + row * self.cell, self.cell, self.cell)

    def col_row_at(self, pos) -> tuple[int, int]:
        """The column and row under `pos`, even outside the sheet (for a ghost hanging over it)."""
        return (math.floor((pos[0] - self.grid.left) / self.cell), math.floor((pos[1] - self.grid.top) / self.cell))

    def cell_at(self, pos) -> int | None:
        if not self.grid.collidepoint(pos):
            return None
        col, row = self.col_row_at(pos)
        return row * COLUMNS + col

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


def _arrow(surface, a, b, colour, size) -> None:
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (mx + math.cos(angle) * size, my + math.sin(angle) * size)
    left = (mx + math.cos(angle + 2.5) * size, my + math.sin(angle + 2.5) * size)
    right = (mx + math.cos(angle - 2.5) * size, my + math.sin(angle - 2.5) * size)
    pygame.draw.polygon(surface, colour, [tip, left, right])


def draw_path(surface, geo: SheetGeometry, path: list[int], finished: bool, colour=glyphs.PATH_INK) -> None:
    if not path:
        return
    points = [geo.entrance()] + lane_points(geo, path) + ([geo.exit()] if finished else [])
    width = max(2, geo.cell // 14)
    pygame.draw.lines(surface, colour, False, points, width)
    if geo.cell >= 24:
        for a, b in zip(points, points[1:]):
            _arrow(surface, a, b, colour, max(4, geo.cell // 8))
    pygame.draw.circle(surface, colour, points[-1], width + 2)


def _picture(state, owner: int, geo: SheetGeometry, treasures: bool, path: bool) -> pygame.Surface:
    pad = geo.cell  # room for the labels, the entrance and the exit around the grid
    surf = pygame.Surface((geo.grid.width + 2 * pad, geo.grid.height + 2 * pad), pygame.SRCALPHA)
    local = SheetGeometry(pygame.Rect(pad, pad, geo.grid.width, geo.grid.height))
    pygame.draw.rect(surf, glyphs.PAPER, local.grid.inflate(6, 6), border_radius=3)
    for c in range(COLUMNS + 1):
        x = local.grid.left + c * geo.cell
        pygame.draw.line(surf, glyphs.GRID, (x, local.grid.top), (x, local.grid.bottom))
    for r in range(ROWS + 1):
        y = local.grid.top + r * geo.cell
        pygame.draw.line(surf, glyphs.GRID, (local.grid.left, y), (local.grid.right, y))
    board, crossed = state.board[owner], state.crossed[owner]
    for i, code in enumerate(board):
        rect = local.cell_rect(i)
        if code != S.EMPTY:
            glyphs.glyph(surf, glyphs.KIND_OF_CODE[code], rect)
        if crossed >> i & 1:
            glyphs.glyph(surf, "crossed", rect)
    if treasures:
        for i in state.treasures[owner]:
            glyphs.glyph(surf, "treasure", local.cell_rect(i))
    if geo.cell >= 20:
        size = max(11, geo.cell // 3)
        for c in range(COLUMNS):
            img = fonts.render(str(c + 1), size, theme.TEXT_DIM)
            surf.blit(img, img.get_rect(midbottom=(local.cell_rect(c).centerx, local.grid.top - 2)))
        for r in range(ROWS):
            img = fonts.render(S.ROW_NAMES[r], size, theme.TEXT_DIM)
            surf.blit(img, img.get_rect(midright=(local.grid.left - 6, local.cell_rect(r * COLUMNS).centery)))
    _door(surf, local, local.entrance(), "IN")
    _door(surf, local, local.exit(), "OUT")
    if path and state.paths[owner]:
        draw_path(surf, local, state.paths[owner], state.phase in ("defend", "over"))
    return surf


def _door(surf, geo: SheetGeometry, centre, label: str) -> None:
    """A downward arrow through the door: the hero comes in above A1 and leaves below H10."""
    s = geo.cell // 2
    x, y = centre
    pygame.draw.polygon(surf, glyphs.PENCIL if geo.cell < 20 else theme.GOLD,
                        [(x - s // 2, y - s // 3), (x + s // 2, y - s // 3), (x, y + s // 2)])
    if geo.cell >= 20:
        img = fonts.render(label, max(10, geo.cell // 3), theme.GOLD, bold=True)
        if label == "IN":  # left of the arrow: on its right it covered the column numbers
            surf.blit(img, img.get_rect(midright=(x - s // 2 - 4, y)))
        else:
            surf.blit(img, img.get_rect(midleft=(x + s // 2 + 4, y)))


def draw_sheet(surface, state, owner: int, geo: SheetGeometry, treasures: bool, path: bool = True) -> None:
    """Draw seat `owner`'s sheet; its treasures only when `treasures` (the owner's eyes, or the end)."""
    key = (geo.cell, owner, "".join(state.board[owner]), state.crossed[owner],
           tuple(state.treasures[owner]) if treasures else (), tuple(state.paths[owner]) if path else (),
           state.phase in ("defend", "over"))
    pic = _CACHE.get((id(geo), owner))
    if pic is None or pic[0] != key:
        if len(_CACHE) > 16:
            _CACHE.clear()
        pic = key, _picture(state, owner, geo, treasures, path)
        _CACHE[(id(geo), owner)] = pic
    surface.blit(pic[1], (geo.grid.left - geo.cell, geo.grid.top - geo.cell))


def draw_hero(surface, state, owner: int, geo: SheetGeometry) -> None:
    """The hero on its path: a pencil figure in a gold ring (in the entrance before its first move)."""
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
    pygame.draw.line(surface, glyphs.PENCIL, (centre[0], centre[1] - r // 4), (centre[0], centre[1] + r // 2),
                     max(1, r // 5))
    pygame.draw.line(surface, glyphs.PENCIL, (centre[0] - r // 2, centre[1]), (centre[0] + r // 2, centre[1]),
                     max(1, r // 5))
