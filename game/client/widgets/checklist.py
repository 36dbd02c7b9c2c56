"""Steps told one under another, each a sentence marked done ("+", bright) or not ("-", dim),
at the largest text size that fits their box (a bot's or an automa's turn, step by step), and
the box that tells such a turn under a title line."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.widgets.draw import text_block
from game.client.widgets.text import fit_text

MARK = 13  # pixels from a step's mark to its words


def step_lines(steps, width: int, height: int, sizes=(13, 12)):
    """(text size, [(done, wrapped lines)]): `steps` [(done, sentence)] at the largest of `sizes`
    whose lines all fit `height` (the smallest when none does)."""
    for size in sizes:
        wrapped = [(done, fonts.wrap(text, size, width)) for done, text in steps]
        if sum(len(parts) for _, parts in wrapped) * fonts.font(size).get_linesize() <= height:
            break
    return size, wrapped


def draw_steps(
    surface, rect, size: int, wrapped, more: str = "... the rest is in the game log"
) -> None:
    """The wrapped steps from step_lines in `rect` (their words MARK pixels right of the marks);
    a list that is still too long is cut, its last line saying where the rest is."""
    rect = pygame.Rect(rect)
    step = fonts.font(size).get_linesize()
    rows = [(done, k == 0, part) for done, parts in wrapped for k, part in enumerate(parts)]
    room = max(1, rect.height // step)
    if len(rows) > room:
        rows = rows[: room - 1] + [(False, False, more)]
    y = rect.top
    for done, first, part in rows:
        if first:
            mark = fonts.render(
                "+" if done else "-", size, theme.GOLD if done else theme.TEXT_DIM, bold=True
            )
            surface.blit(mark, (rect.left, y))
        surface.blit(
            fonts.render(part, size, theme.TEXT if done else theme.TEXT_DIM), (rect.left + MARK, y)
        )
        y += step


def told_box(
    surface,
    box,
    title: str | None,
    steps=None,
    room_right: int = 0,
    empty: str = "",
    fill=(28, 23, 21),
) -> None:
    """A dark box telling a turn: a title line, clear of `room_right` pixels at its right (where
    a coin or a die may sit), over its steps [(done, sentence)] if any; with no title yet, the
    words `empty`."""
    box = pygame.Rect(box)
    pygame.draw.rect(surface, fill, box, border_radius=6)
    if title is None:
        text_block(surface, empty, box.inflate(-16, -12), 14, theme.TEXT_DIM)
        return
    img = fit_text(title, 14, theme.GOLD, box.width - room_right - 8, True)
    surface.blit(img, img.get_rect(midleft=(box.left + 8, box.top + 16)))
    if steps is not None:
        area = pygame.Rect(box.left + 9, box.top + 30, box.width - 9, box.height - 34)
        draw_steps(surface, area, *step_lines(steps, area.width - 8 - MARK, area.height))
