"""A card's table of what happens: one row per case, each a label in a coloured box (a card
value, a place), an optional icon and the words, rows striped in turn. The words shrink a step
at a time until every row fits the card."""

from __future__ import annotations

import pygame

from game.client import fonts, icons, theme
from game.client.widgets.text import fit_text

LABEL_W = 34
ICON_W = 28


def effect_table(surf, rows, top: int, fill, ink, stripe, icon=lambda row: row.icon) -> None:
    """Draw `rows` (each with .label and .text) on `surf` from `top` down: rows as tall as their
    words (at least a label's height where the card has the room); `icon(row)` names a row's
    picture, or None (default: its .icon)."""
    w, h = surf.get_size()
    text_w = w - 20 - 4 - LABEL_W - 8 - ICON_W - 4
    room = h - top - 8
    for size in range(14, 9, -1):
        line_h = fonts.font(size).get_linesize()
        wrapped = [fonts.wrap(row.text, size, text_w) for row in rows]
        need = [len(lines) * line_h + 8 for lines in wrapped]
        if sum(need) <= room:
            break
    target = min(38, room // len(rows))
    heights = [max(n, target) for n in need]
    if sum(heights) > room:
        heights = need if sum(need) <= room else [room // len(rows)] * len(rows)
    y0 = top
    for i, (row, lines, row_h) in enumerate(zip(rows, wrapped, heights)):
        r = pygame.Rect(10, y0, w - 20, row_h - 4)
        y0 += row_h
        if i % 2 == 0:
            pygame.draw.rect(surf, stripe, r, border_radius=6)
        box = pygame.Rect(r.left + 4, r.top + 3, LABEL_W, min(r.height - 6, 30))
        pygame.draw.rect(surf, fill, box, border_radius=6)
        lab = fit_text(row.label, 17, theme.readable_on(fill), box.width - 4, bold=True)
        surf.blit(lab, lab.get_rect(center=box.center))
        x = box.right + 8
        if icon(row):
            img = icons.icon(icon(row), 22, theme.mix(fill, (0, 0, 0), 0.2))
            surf.blit(img, img.get_rect(midleft=(x, box.centery)))
        x += ICON_W
        shown = lines[: max(1, (r.height - 4) // line_h)]
        y = r.centery - line_h * len(shown) // 2
        for line in shown:
            surf.blit(fit_text(line, size, ink, text_w), (x, y))
            y += line_h
