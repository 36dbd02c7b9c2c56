"""How far something has come, drawn for any game: `step_strip`, a row of steps as boxes (the
ones done dimmed and ticked, the next lit, some struck out), and `tick_boxes`, boxes in groups
with the first of them ticked. The caller draws what is in each box and passes the colours."""

from __future__ import annotations

import pygame

from game.client import theme


def step_strip(
    surface, rect, count: int, step: int, struck, paper, ink, draw_item
) -> list[pygame.Rect]:
    """`count` boxes left to right in `rect` (at most 56 px each): those before `step` done,
    box `step` lit, those in `struck` struck through; `draw_item(surface, k, box, done)` draws
    box k's picture. Returns the boxes."""
    size = min(56, rect.width // max(1, count) - 6)
    boxes = []
    for k in range(count):
        box = pygame.Rect(rect.left + k * (size + 6), rect.top, size, size)
        boxes.append(box)
        done, lit = k < step, k == step
        pygame.draw.rect(
            surface, theme.mix(paper, theme.BG, 0.45) if done else paper, box, border_radius=5
        )
        pygame.draw.rect(
            surface,
            theme.GOLD if lit else theme.mix(ink, paper, 0.3),
            box,
            3 if lit else 1,
            border_radius=5,
        )
        draw_item(surface, k, box, done)
        if k in struck:
            pygame.draw.line(surface, theme.ILLEGAL, box.bottomleft, box.topright, 3)
        elif done:
            pygame.draw.lines(
                surface,
                theme.LEGAL,
                False,
                [
                    (box.left + 6, box.bottom - 16),
                    (box.left + 14, box.bottom - 8),
                    (box.left + 28, box.bottom - 24),
                ],
                4,
            )
    return boxes


def tick_boxes(
    surface, left: int, top: int, groups, ticked: int, paper, tick, size: int = 11, gap: int = 6
) -> None:
    """Boxes in groups left to right (`groups`: how many boxes each), the first `ticked` marked
    by `tick(surface, box)`."""
    x, n = left, 0
    for group in groups:
        for _ in range(group):
            box = pygame.Rect(x, top, size, size)
            pygame.draw.rect(surface, paper, box)
            if n < ticked:
                tick(surface, box)
            x, n = x + size + 1, n + 1
        x += gap
