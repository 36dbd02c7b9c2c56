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


def straight_steps(points: list) -> list:
    """The line through `points` in straight steps: where two points are in different lanes (a
    first pass and a second, or a door), a short jog across at the border between their spaces
    instead of a diagonal."""
    out = points[:1]
    for a, b in zip(points, points[1:]):
        if a[0] != b[0] and a[1] != b[1]:
            if abs(b[0] - a[0]) > abs(b[1] - a[1]):  # a step sideways
                middle = (a[0] + b[0]) // 2
                out += [(middle, a[1]), (middle, b[1])]
            else:  # a step up or down
                middle = (a[1] + b[1]) // 2
                out += [(a[0], middle), (b[0], middle)]
        out.append(b)
    return out


def draw_path(surface, geo: SheetGeometry, path: list[int], finished: bool) -> None:
    centres = [geo.entrance()] + lane_points(geo, path) + ([geo.exit()] if finished else [])
    arrow_line(
        surface,
        straight_steps(centres),
        glyphs.PATH_INK,
        max(2, geo.cell // 14),
        max(4, geo.cell // 8) if geo.cell >= 24 else 0,
        geo.cell // 3,  # no arrowhead on a jog between lanes
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


def fits_here(surface, rect) -> None:
    """A space the held wall formation's middle may go to as it is turned now: tinted green."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    layer.fill((*theme.LEGAL, 60))
    surface.blit(layer, rect.topleft)


def fits_turned(surface, rect) -> None:
    """A space it may go to only turned or mirrored another way: tinted amber, with a turning
    arrow in its corner (colour is never the only sign)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    layer.fill((*theme.ACCENT, 45))
    surface.blit(layer, rect.topleft)
    r = max(4, rect.width // 6)
    centre = (rect.right - r - 3, rect.top + r + 3)
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = centre
    pygame.draw.arc(surface, theme.ACCENT, box, 0.6, 5.2, 2)
    tip = (centre[0] + r * 0.82, centre[1] - r * 0.57)
    pygame.draw.polygon(
        surface,
        theme.ACCENT,
        [(tip[0] - 4, tip[1] - 3), (tip[0] + 4, tip[1] - 3), (tip[0], tip[1] + 4)],
    )


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
