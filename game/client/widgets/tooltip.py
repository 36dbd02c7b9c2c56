"""Tooltip: a short note drawn beside the cursor (e.g. why a move is not allowed)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import fonts, theme

MAX_WIDTH = 340
EDGE_GAP = (
    6  # a tooltip keeps this far from the window's edges (one touching the edge looks cut off)
)


def place(bounds: pygame.Rect, size, pos, avoid=()) -> pygame.Rect:
    """Where a tooltip box goes: below right of the cursor, else above right, below left, above
    left; the first spot inside `bounds` that covers neither the cursor nor any rectangle in
    `avoid` (e.g. buttons). When every spot covers one of them, the one that covers least of
    them."""
    w, h = size
    x, y = pos
    best, least = None, None
    for left, top in (
        (x + 18, y + 20),
        (x + 18, y - 12 - h),
        (x - 18 - w, y + 20),
        (x - 18 - w, y - 12 - h),
        (x + 18, y - h // 2),  # level with the cursor: within a row it explains, when above and
        (x - 18 - w, y - h // 2),  # below lie things it must not cover
    ):
        box = pygame.Rect(left, top, w, h).clamp(bounds)
        if box.collidepoint(pos):  # never hide what the cursor points at
            continue
        covered = sum(box.clip(rect).width * box.clip(rect).height for rect in avoid)
        if covered == 0:
            return box
        if least is None or covered < least:
            best, least = box, covered
    return best or pygame.Rect(x + 18, y + 20, w, h).clamp(bounds)


def draw_tooltip(surface: pygame.Surface, text: str, pos, bad: bool = False, avoid=()) -> None:
    lines = fonts.wrap(text, 16, MAX_WIDTH)
    imgs = [fonts.render(line, 16, theme.TEXT) for line in lines]
    w = max(i.get_width() for i in imgs) + 24
    h = sum(i.get_height() for i in imgs) + 16 + 2 * (len(imgs) - 1)
    box = place(surface.get_rect().inflate(-2 * EDGE_GAP, -2 * EDGE_GAP), (w, h), pos, avoid)
    edge = theme.ILLEGAL if bad else theme.GOLD_DIM
    pygame.draw.rect(surface, (20, 16, 14), box, border_radius=6)
    pygame.draw.rect(surface, edge, box, 2, border_radius=6)
    if bad:  # a cross as well as the red edge: colour is never the only signal
        c = (box.left + 4, box.top + 4)
        pygame.draw.line(surface, theme.ILLEGAL, c, (c[0] + 6, c[1] + 6), 2)
        pygame.draw.line(surface, theme.ILLEGAL, (c[0] + 6, c[1]), (c[0], c[1] + 6), 2)
    y = box.top + 8
    for img in imgs:
        surface.blit(img, (box.left + 12, y))
        y += img.get_height() + 2


class Tooltips:
    """Hover tooltips for a set of rectangles: `add(rect, text)` each frame or once; `text` may
    be a function that says it, called only when its tooltip shows (a table with a note for
    every cell need not word them all on the frame a move changes them). `keep_clear` lists
    rectangles (buttons) a tooltip must not cover when it can sit elsewhere; `add(..., avoid=)`
    more for one tooltip (a note on one player's row keeps off the other players' rows). A
    tooltip shows only while the pointer is on its rectangle: the pointer leaving the window
    (or the window losing the focus) takes it away too."""

    def __init__(self):
        self.areas: list[tuple[pygame.Rect, str | Callable[[], str]]] = []
        self.keep_clear: list[pygame.Rect] = []
        self.avoid: dict[int, list[pygame.Rect]] = {}  # index in areas -> rectangles to keep off
        self.pos = None

    def clear(self):
        self.areas = []
        self.keep_clear = []
        self.avoid = {}

    def add(self, rect, text: str | Callable[[], str], avoid=()):
        if avoid:
            self.avoid[len(self.areas)] = [pygame.Rect(r) for r in avoid]
        self.areas.append((pygame.Rect(rect), text))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
        elif event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.pos = None
        return False

    def draw(self, surface):
        if self.pos is None:
            return
        for index in range(len(self.areas) - 1, -1, -1):
            rect, text = self.areas[index]
            if rect.collidepoint(self.pos):
                text = text() if callable(text) else text
                if text:
                    avoid = self.keep_clear + self.avoid.get(index, [])
                    draw_tooltip(surface, text, self.pos, avoid=avoid)
                    return
