"""The verdict on the hovered target (tick or cross) stays visible over a piece in hand that is
as large as the target, e.g. a tile held over its cell."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.widgets.drag import DragController

BLUE = (0, 0, 255)


def held_over(target_legal: bool):
    piece, target = pygame.Rect(0, 0, 60, 60), pygame.Rect(200, 200, 60, 60)
    drag = DragController(
        pieces=lambda: [("p", piece)],
        targets=lambda: [("t", target)],
        legal_targets=lambda p, rot: {"t"} if target_legal else set(),
        why_not=lambda p, t, rot: None if target_legal else "No room there.",
        drop=lambda p, t, rot: None,
        draw_piece=lambda surface, p, rect, rot: surface.fill(BLUE, rect),
    )
    drag.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=piece.center, button=1))
    for x in (60, 150, target.centerx):
        drag.handle(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, x), rel=(5, 5), buttons=(1, 0, 0))
        )
    surface = pygame.Surface((400, 400))
    drag.draw_targets(surface)
    drag.draw_held(surface)
    return surface, target


def test_a_legal_target_keeps_its_edge_and_tick_over_the_held_piece(app):
    surface, target = held_over(True)
    assert tuple(surface.get_at((target.left + 1, target.centery)))[:3] == theme.LEGAL
    tick = (target.right - 18 - 2, target.bottom - 18 + 5)  # a point on the tick's stroke
    assert tuple(surface.get_at(tick))[:3] == (255, 255, 255)


def test_an_illegal_target_keeps_its_red_edge_over_the_held_piece(app):
    surface, target = held_over(False)
    assert tuple(surface.get_at((target.left + 1, target.centery)))[:3] == theme.ILLEGAL
