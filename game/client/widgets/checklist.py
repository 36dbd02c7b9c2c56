"""Steps told one under another, each a sentence marked done ("+", bright) or not ("-", dim),
at the largest text size that fits their box (a bot's or an automa's turn, step by step)."""
from __future__ import annotations

import pygame

from game.client import fonts, theme

MARK = 13  # pixels from a step's mark to its words


def step_lines(steps, width: int, height: int, sizes=(13, 12, 11, 10)):
    """(text size, [(done, wrapped lines)]): `steps` [(done, sentence)] at the largest of `sizes`
    whose lines all fit `height` (the smallest when none does)."""
    for size in sizes:
        wrapped = [(done, fonts.wrap(text, size, width)) for done, text in steps]
        if sum(len(parts) for _, parts in wrapped) * fonts.font(size).get_linesize() <= height:
            break
    return size, wrapped


def draw_steps(surface, rect, size: int, wrapped, more: str = "... the rest is in the game log") -> None:
    """The wrapped steps from step_lines in `rect` (their words MARK pixels right of the marks);
    a list that is still too long is cut, its last line saying where the rest is."""
    rect = pygame.Rect(rect)
    step = fonts.font(size).get_linesize()
    rows = [(done, k == 0, part) for done, parts in wrapped for k, part in enumerate(parts)]
    room = max(1, rect.height // step)
    if len(rows) > room:
        rows = rows[:room - 1] + [(False, False, more)]
    y = rect.top
    for done, first, part in rows:
        if first:
            mark = fonts.render("+" if done else "-", size, theme.GOLD if done else theme.TEXT_DIM, bold=True)
            surface.blit(mark, (rect.left, y))
        surface.blit(fonts.render(part, size, theme.TEXT if done else theme.TEXT_DIM), (rect.left + MARK, y))
        y += step
