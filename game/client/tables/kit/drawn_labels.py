"""What the board drew this frame that nothing drawn over it may cover: a waiting move's
'not final' label and its dashed frame (kit/provisional.py), a hint's label (kit/hint.py). The
lesson coach (kit/coach.py) finds room for its tags and its note beside them.

The table empties the list when it begins a frame (TableScene.draw); the board's drawing adds to
it. One list for the app: one table draws at a time, and a picture drawn off screen (a saved
game's thumbnail) begins its own frame the same way."""

from __future__ import annotations

import pygame

_DRAWN: list[pygame.Rect] = []


def begin_frame() -> None:
    _DRAWN.clear()


def keep(rect) -> None:
    """`rect` (a label, a marked piece) is on the board this frame: keep it uncovered."""
    _DRAWN.append(pygame.Rect(rect))


def drawn() -> list[pygame.Rect]:
    return list(_DRAWN)
