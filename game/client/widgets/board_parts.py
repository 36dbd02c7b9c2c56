"""Parts of a board drawing that any game may use: labels around a grid of cells, the edges of a
pile under its top tile, a numbered score track with each seat's marker, a route through cells
with the points it scores, a row of lettered boxes with the current one lit, and a row of like
pieces in a supply. No game's rules here: the caller passes cells, words and numbers."""
from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.widgets.draw import panel, seat_marker
from game.client.widgets.text import fit_text

ROUTE = (250, 214, 120)


def grid_labels(surface, rects: dict, size: int, room: int, columns: list[str], rows: list[str]) -> None:
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
            pygame.draw.rect(img, theme.mix((70, 60, 54), (0, 0, 0), k / 12), layer, border_radius=3)
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
        pygame.draw.line(surface, theme.GOLD_DIM if tall else (90, 76, 62), (x, bar.top - (5 if tall else 2)),
                         (x, bar.bottom + (5 if tall else 2)), 1)
        if tall:
            img = fonts.render(str(v), 11, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(x, bar.bottom + 6)))
    placed: list[int] = []
    for total, colour, shape, name in entries:
        x = bar.left + bar.width * max(0, min(total, span)) // span  # always at its true place
        level = sum(1 for other in placed if abs(x - other) < 18)  # close scores: one above the other
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


def lettered_boxes(surface, rect, items: list[tuple[str, str]], current: int | None, tag: str,
                   gap: int = 6) -> list[pygame.Rect]:
    """A row of boxes filling `rect`, each a large letter over a small name (`items`: (letter,
    name)); box `current` is lit and carries a `tag` chip ("NEXT"). Returns the boxes."""
    rect = pygame.Rect(rect)
    w = (rect.width - gap * (len(items) - 1)) // len(items)
    boxes = []
    for k, (big, small) in enumerate(items):
        r = pygame.Rect(rect.left + k * (w + gap), rect.top, w, rect.height)
        lit = k == current
        pygame.draw.rect(surface, (92, 84, 78) if lit else (58, 52, 50), r, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT if lit else (90, 80, 72), r, 3 if lit else 1, border_radius=6)
        name = fit_text(small, 12, theme.TEXT if lit else theme.TEXT_DIM, r.width - 6)
        ink = theme.GOLD if lit else theme.TEXT
        for size in range(22, 9, -1):  # measured by its ink, not its line box: room above the name
            letter = fonts.render(big, size, ink, bold=True)
            ink_box = letter.get_bounding_rect()
            if ink_box.height <= r.height - name.get_height() - 12:
                break
        spot = ink_box.copy()
        spot.midtop = (r.centerx, r.top + 6)
        if lit:
            chip_text = fit_text(tag, 10, theme.TEXT_DARK, r.width // 2 - 12, True)
            chip = chip_text.get_rect(topright=(r.right - 4, r.top + 4)).inflate(6, 2)
            pygame.draw.rect(surface, theme.ACCENT, chip, border_radius=3)
            surface.blit(chip_text, chip_text.get_rect(center=chip.center))
            spot.right = min(spot.right, chip.left - 3)  # large text: the letter steps left of the tag
        surface.blit(letter, spot, ink_box)
        surface.blit(name, name.get_rect(midbottom=(r.centerx, r.bottom - 3)))
        boxes.append(r)
    return boxes


def row_places(rect, count: int, gap: int, inset: int = 4) -> list[pygame.Rect]:
    """Square places for `count` like pieces in a row inside `rect`, as tall as it less `inset`
    above and below, `gap` apart (negative: overlapping)."""
    rect = pygame.Rect(rect)
    size = rect.height - 2 * inset
    return [pygame.Rect(rect.left + inset + k * (size + gap), rect.top + inset, size, size) for k in range(count)]


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
