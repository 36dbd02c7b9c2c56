"""Parts of a board drawing that any game may use: a grid of square cells (where each is, which
is under the pointer, lit cells, its lines), labels around a grid, the edges of a pile under its
top tile, a numbered score track with each seat's marker, a route through cells with the points
it scores, a row of lettered boxes with the current one lit, a row of like pieces in a supply, a
line with arrows along it, and a bar with the line a value must reach. No game's rules here: the
caller passes cells, words and numbers."""

from __future__ import annotations

import math

import pygame

from game.client import fonts, theme
from game.client.widgets.draw import panel, seat_marker
from game.client.widgets.text import fit_text
from game.client.widgets.tooltip import draw_tooltip

ROUTE = (250, 214, 120)


class CellGrid:
    """`columns` x `rows` square cells, as large as fit in `rect` from its top left corner; cell
    i is column i % columns of row i // columns."""

    def __init__(self, rect, columns: int, rows: int):
        self.columns, self.rows = columns, rows
        self.cell = min(rect.width // columns, rect.height // rows)
        self.grid = pygame.Rect(rect.left, rect.top, self.cell * columns, self.cell * rows)

    def cell_rect(self, i: int) -> pygame.Rect:
        return self.col_row_rect(i % self.columns, i // self.columns)

    def col_row_rect(self, col: int, row: int) -> pygame.Rect:
        return pygame.Rect(
            self.grid.left + col * self.cell, self.grid.top + row * self.cell, self.cell, self.cell
        )

    def col_row_at(self, pos) -> tuple[int, int]:
        """The column and row under `pos`, even outside the grid (for a piece hanging over it)."""
        return math.floor((pos[0] - self.grid.left) / self.cell), math.floor(
            (pos[1] - self.grid.top) / self.cell
        )

    def cell_at(self, pos, near: float = 0.5) -> int | None:
        """The cell under `pos`; with `near` < 0.5, only when `pos` is within that many cells of
        its middle (a stroke across a corner then skips the cells beside it)."""
        if not self.grid.collidepoint(pos):
            return None
        col, row = self.col_row_at(pos)
        middle = self.col_row_rect(col, row).center
        if max(abs(pos[0] - middle[0]), abs(pos[1] - middle[1])) > near * self.cell:
            return None
        return row * self.columns + col

    def rects(self) -> dict:
        """(column, row) -> the cell's rectangle (what grid_labels takes)."""
        return {
            (c, r): self.col_row_rect(c, r) for c in range(self.columns) for r in range(self.rows)
        }

    def draw_lit(self, surface, lit, pointer, why, tip=None) -> None:
        """Tint the cells of `lit`; the cell under `pointer` gets a green edge if lit, else a red
        one with `why(cell)` beside the pointer (no edge where `why` gives None). `tip(reason)`,
        if given, takes the reason instead (a table that draws its notes over every panel)."""
        layer = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
        layer.fill((*theme.LEGAL, 60))
        for i in lit:
            surface.blit(layer, self.cell_rect(i).topleft)
        hover = self.cell_at(pointer)
        reason = None if hover is None or hover in lit else why(hover)
        if hover is not None and (hover in lit or reason):
            pygame.draw.rect(
                surface, theme.ILLEGAL if reason else theme.LEGAL, self.cell_rect(hover), 3
            )
        if reason and tip is not None:
            tip(reason)
        elif reason:
            draw_tooltip(surface, reason, (pointer[0] + 16, pointer[1] + 16), bad=True)

    def draw_lines(self, surface, colour) -> None:
        for c in range(self.columns + 1):
            x = self.grid.left + c * self.cell
            pygame.draw.line(surface, colour, (x, self.grid.top), (x, self.grid.bottom))
        for r in range(self.rows + 1):
            y = self.grid.top + r * self.cell
            pygame.draw.line(surface, colour, (self.grid.left, y), (self.grid.right, y))


def grid_labels(
    surface, rects: dict, size: int, room: int, columns: list[str], rows: list[str]
) -> None:
    """`columns[c]` above and `rows[r]` left of a grid whose cell (c, r) is `rects[(c, r)]`, as the
    log names cells; the row labels fit `room` pixels."""
    first = rects[(0, 0)]
    for c, label in enumerate(columns):
        rect = rects[(c, 0)]
        img = fit_text(label, size, theme.TEXT_DIM, rect.width, True)
        surface.blit(img, img.get_rect(midbottom=(rect.centerx, first.top - 1)))
    for r, label in enumerate(rows):
        rect = rects[(0, r)]
        img = fit_text(label, size, theme.TEXT_DIM, room - 8, True)
        surface.blit(img, img.get_rect(midright=(first.left - 6, rect.centery)))


_edges_cache: dict[tuple[int, int], pygame.Surface] = {}


def pile_edges(depth: int, size: int) -> pygame.Surface:
    """The edges of the tiles under a pile's top one, `depth` of them, each a pixel lower and
    to the right (drawn once per depth and size; the top tile covers all but the edges)."""
    key = (depth, size)
    if key not in _edges_cache:
        img = pygame.Surface((size + depth, size + depth), pygame.SRCALPHA)
        for k in range(depth, 0, -1):
            layer = pygame.Rect(k - 1, k - 1, size, size)
            pygame.draw.rect(
                img, theme.mix((70, 60, 54), (0, 0, 0), k / 12), layer, border_radius=3
            )
            pygame.draw.rect(img, (30, 24, 20), layer, 1, border_radius=3)
        _edges_cache[key] = img
    return _edges_cache[key]


def score_track(surface, rect, entries) -> None:
    """entries: (total, colour, shape, name) per seat. A numbered track with each seat's marker."""
    rect = pygame.Rect(rect)
    panel(surface, rect, fill=(34, 28, 24), drop_shadow=False)
    top = max([e[0] for e in entries] + [40])
    span = (top // 20 + 1) * 20
    bar = pygame.Rect(rect.left + 64, rect.centery - 3, rect.width - 84, 6)
    cap = fonts.render("Score", 14, theme.GOLD, bold=True)
    surface.blit(cap, cap.get_rect(midleft=(rect.left + 10, rect.centery)))
    pygame.draw.rect(surface, (70, 58, 48), bar, border_radius=3)
    for v in range(0, span + 1, 5):
        x = bar.left + bar.width * v // span
        tall = v % 10 == 0
        pygame.draw.line(
            surface,
            theme.GOLD_DIM if tall else (90, 76, 62),
            (x, bar.top - (5 if tall else 2)),
            (x, bar.bottom + (5 if tall else 2)),
            1,
        )
        if tall:
            img = fonts.render(str(v), 12, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(x, bar.bottom + 6)))
    placed: list[int] = []
    for total, colour, shape, name in entries:
        x = bar.left + bar.width * max(0, min(total, span)) // span  # always at its true place
        level = sum(
            1 for other in placed if abs(x - other) < 18
        )  # close scores: one above the other
        placed.append(x)
        seat_marker(surface, (x, bar.centery - 14 + 18 * level), 9, colour, shape, name)


def route(surface, centres: list, points: int, colour=ROUTE) -> None:
    """A route through cell centres: a shadowed line, dots on the way, a ring at its end and the
    points it scores beside the ring."""
    if len(centres) > 1:
        pygame.draw.lines(surface, (30, 20, 10), False, [(x + 2, y + 2) for x, y in centres], 9)
        pygame.draw.lines(surface, colour, False, centres, 6)
    for x, y in centres[1:-1]:
        pygame.draw.circle(surface, colour, (x, y), 7)
    end = centres[-1]
    pygame.draw.circle(surface, colour, end, 12, 4)
    img = fonts.render(f"+{points}", 30, theme.GOLD, bold=True)
    dark = fonts.render(f"+{points}", 30, theme.BG_DEEP, bold=True)
    r = img.get_rect(midleft=(end[0] + 16, end[1]))
    surface.blit(dark, r.move(2, 2))
    surface.blit(img, r)


def lettered_boxes(
    surface, rect, items: list[tuple[str, str]], current: int | None, tag: str, gap: int = 6
) -> list[pygame.Rect]:
    """A row of boxes filling `rect`, each a large letter over a small name (`items`: (letter,
    name)); box `current` is lit and carries a `tag` chip ("NEXT"). Returns the boxes."""
    rect = pygame.Rect(rect)
    w = (rect.width - gap * (len(items) - 1)) // len(items)
    boxes = []
    for k, (big, small) in enumerate(items):
        r = pygame.Rect(rect.left + k * (w + gap), rect.top, w, rect.height)
        lit = k == current
        pygame.draw.rect(surface, (92, 84, 78) if lit else (58, 52, 50), r, border_radius=6)
        pygame.draw.rect(
            surface, theme.ACCENT if lit else (90, 80, 72), r, 3 if lit else 1, border_radius=6
        )
        name = fit_text(small, 12, theme.TEXT if lit else theme.TEXT_DIM, r.width - 6)
        ink = theme.GOLD if lit else theme.TEXT
        for size in range(22, 9, -1):  # measured by its ink, not its line box: room above the name
            letter = fonts.render(big, size, ink, bold=True)
            ink_box = letter.get_bounding_rect()
            if ink_box.height <= r.height - name.get_height() - 12:
                break
        spot = ink_box.copy()
        spot.midtop = (r.centerx, r.top + 6)
        if lit and tag:
            chip_text = fit_text(tag, 12, theme.TEXT_DARK, r.width - 34, True, floor=12)
            chip = chip_text.get_rect(topright=(r.right - 4, r.top + 4)).inflate(6, 2)
            pygame.draw.rect(surface, theme.ACCENT, chip, border_radius=3)
            surface.blit(chip_text, chip_text.get_rect(center=chip.center))
            spot.right = min(
                spot.right, chip.left - 3
            )  # large text: the letter steps left of the tag
        surface.blit(letter, spot, ink_box)
        surface.blit(name, name.get_rect(midbottom=(r.centerx, r.bottom - 3)))
        boxes.append(r)
    return boxes


def row_places(rect, count: int, gap: int, inset: int = 4) -> list[pygame.Rect]:
    """Square places for `count` like pieces in a row inside `rect`, as tall as it less `inset`
    above and below, `gap` apart (negative: overlapping)."""
    rect = pygame.Rect(rect)
    size = rect.height - 2 * inset
    return [
        pygame.Rect(rect.left + inset + k * (size + gap), rect.top + inset, size, size)
        for k in range(count)
    ]


def piece_row(surface, rect, places: list, draw_one, lifted: bool, empty: str, edge) -> None:
    """A supply: `draw_one(place)` in each place (row_places), the last place only outlined in
    `edge` while its piece is held (`lifted`), and the words `empty` when there is none."""
    for k, place in enumerate(places):
        if lifted and k == len(places) - 1:
            pygame.draw.rect(surface, edge, place, 1, border_radius=6)
        else:
            draw_one(place)
    if not places:
        rect = pygame.Rect(rect)
        img = fonts.render(empty, 14, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midleft=(rect.left + 6, rect.centery)))


def arrow_line(surface, points: list, colour, width: int, head: int = 0, least: int = 0) -> None:
    """A line through `points`, a dot at its end and, when `head` > 0, an arrowhead of that size
    halfway along each stretch (at least `least` pixels long), pointing the way the line goes."""
    pygame.draw.lines(surface, colour, False, points, width)
    for a, b in zip(points, points[1:]) if head > 0 else ():
        if math.dist(a, b) < least:
            continue
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        angle = math.atan2(b[1] - a[1], b[0] - a[0])
        pygame.draw.polygon(
            surface,
            colour,
            [
                (mx + math.cos(angle + turn) * head, my + math.sin(angle + turn) * head)
                for turn in (0, 2.5, -2.5)
            ],
        )
    pygame.draw.circle(surface, colour, points[-1], width + 2)


def threshold_bar(surface, bar, value: int, most: int, line: int) -> None:
    """A bar filled to `value` of `most`, green once it reaches `line`, where a red mark stands
    with its number."""
    pygame.draw.rect(surface, theme.BG_DEEP, bar, border_radius=4)
    fill = pygame.Rect(
        bar.left, bar.top, round(bar.width * max(0, min(value, most)) / most), bar.height
    )
    pygame.draw.rect(
        surface, theme.LEGAL if value >= line else theme.GOLD_DIM, fill, border_radius=4
    )
    x = bar.left + round(bar.width * line / most)
    pygame.draw.line(surface, theme.ILLEGAL, (x, bar.top - 4), (x, bar.bottom + 4), 3)
    surface.blit(fonts.render(str(line), 12, theme.TEXT, True), (x + 4, bar.top))
