"""Our own pencil glyphs for the Doodle sheet, each told apart by its shape: a hatched wall, a row
of spikes for a trap, a round goblin head with ears, a square orc head with tusks, a horned dragon
head, a small chest for a treasure, and a cross over a space that is crossed off."""
from __future__ import annotations

import pygame

PENCIL = (58, 58, 70)
PAPER = (236, 230, 214)
GRID = (176, 188, 204)
PATH_INK = (176, 62, 48)
TREASURE_INK = (166, 120, 24)

KIND_OF_CODE = {"W": "wall", "T": "trap", "G": "goblin", "O": "orc", "D": "dragon"}


def _line(surface, colour, a, b, width):
    pygame.draw.line(surface, colour, (round(a[0]), round(a[1])), (round(b[0]), round(b[1])), width)


def wall(surface, rect, colour=PENCIL) -> None:
    r = pygame.Rect(rect).inflate(-2, -2)
    pygame.draw.rect(surface, colour, r, max(1, r.width // 16))
    step = max(4, r.width // 5)
    for k in range(-r.height, r.width, step):  # hatching at 45 degrees, clipped to the space
        a = (r.left + max(k, 0), r.top + max(-k, 0))
        length = min(r.width - max(k, 0), r.height - max(-k, 0))
        if length > 0:
            _line(surface, colour, a, (a[0] + length, a[1] + length), max(1, r.width // 22))


def trap(surface, rect, colour=PENCIL) -> None:
    r = pygame.Rect(rect).inflate(-rect.width // 4, -rect.height // 3)
    teeth, width = 3, max(1, r.width // 14)
    points = [(r.left, r.bottom)]
    for k in range(teeth):
        points.append((r.left + (k + 0.5) * r.width / teeth, r.top))
        points.append((r.left + (k + 1) * r.width / teeth, r.bottom))
    pygame.draw.lines(surface, colour, False, points, width)
    _line(surface, colour, (r.left, r.bottom), (r.right, r.bottom), width)


def goblin(surface, rect, colour=PENCIL) -> None:
    cx, cy, s = rect.centerx, rect.centery + rect.height * 0.06, rect.width * 0.2
    width = max(1, rect.width // 16)
    for side in (-1, 1):  # pointed ears
        _line(surface, colour, (cx + side * s * 0.8, cy - s * 0.5), (cx + side * s * 1.9, cy - s * 1.3), width)
        _line(surface, colour, (cx + side * s * 1.9, cy - s * 1.3), (cx + side * s, cy), width)
        pygame.draw.circle(surface, colour, (round(cx + side * s * 0.4), round(cy - s * 0.15)), max(1, width))
    pygame.draw.circle(surface, colour, (round(cx), round(cy)), round(s), width)


def orc(surface, rect, colour=PENCIL) -> None:
    s = rect.width * 0.56
    r = pygame.Rect(0, 0, s, s * 0.9)
    r.center = rect.center
    width = max(1, rect.width // 14)
    pygame.draw.rect(surface, colour, r, width, border_radius=max(1, int(s) // 6))
    for side in (-1, 1):  # tusks pointing up from the jaw
        x = r.centerx + side * s * 0.2
        _line(surface, colour, (x, r.bottom - s * 0.1), (x + side * s * 0.06, r.bottom - s * 0.42), width)
        pygame.draw.circle(surface, colour, (round(r.centerx + side * s * 0.22), round(r.top + s * 0.3)),
                           max(1, width))


def dragon(surface, rect, colour=PENCIL) -> None:
    cx, cy, s = rect.centerx, rect.centery, rect.width * 0.34
    width = max(1, rect.width // 14)
    head = [(cx - s, cy - s * 0.2), (cx - s * 0.45, cy - s * 1.1), (cx - s * 0.2, cy - s * 0.55),
            (cx + s * 0.2, cy - s * 0.55), (cx + s * 0.45, cy - s * 1.1), (cx + s, cy - s * 0.2),
            (cx + s * 0.35, cy + s), (cx - s * 0.35, cy + s)]  # horns, cheeks, a long snout
    pygame.draw.polygon(surface, colour, head, width)
    for side in (-1, 1):
        pygame.draw.circle(surface, colour, (round(cx + side * s * 0.35), round(cy - s * 0.05)), max(1, width))
    _line(surface, colour, (cx - s * 0.15, cy + s * 0.7), (cx + s * 0.15, cy + s * 0.7), width)


def treasure(surface, rect, colour=TREASURE_INK) -> None:
    """A small chest in the space's lower right corner (it may share a space with anything)."""
    s = max(6, rect.width // 3)
    box = pygame.Rect(rect.right - s - 2, rect.bottom - s * 3 // 4 - 2, s, s * 3 // 4)
    width = max(1, s // 8)
    pygame.draw.rect(surface, colour, box, width)
    _line(surface, colour, (box.left, box.top + box.height * 0.4), (box.right - 1, box.top + box.height * 0.4), width)
    pygame.draw.circle(surface, colour, (box.centerx, round(box.top + box.height * 0.62)), max(1, width))


def crossed(surface, rect, colour=PENCIL) -> None:
    r = pygame.Rect(rect).inflate(-rect.width // 8, -rect.height // 8)
    width = max(2, rect.width // 12)
    _line(surface, colour, r.topleft, r.bottomright, width)
    _line(surface, colour, r.topright, r.bottomleft, width)


DRAW = {"wall": wall, "trap": trap, "goblin": goblin, "orc": orc, "dragon": dragon, "treasure": treasure,
        "crossed": crossed}


def glyph(surface, kind: str, rect, colour=None) -> None:
    """Draw the glyph of an element kind (wall, trap, goblin, orc, dragon, treasure, crossed)."""
    if kind == "walls":
        kind = "wall"
    if kind == "improve":
        _improve(surface, rect, colour or PENCIL)
        return
    DRAW[kind](surface, pygame.Rect(rect), *(() if colour is None else (colour,)))


def _improve(surface, rect, colour) -> None:
    """A ticked box: the improvement element on a card."""
    r = pygame.Rect(rect).inflate(-rect.width // 3, -rect.height // 3)
    width = max(1, rect.width // 14)
    pygame.draw.rect(surface, colour, r, width)
    _line(surface, colour, (r.left + r.width * 0.2, r.centery), (r.centerx, r.bottom - r.height * 0.2), width + 1)
    _line(surface, colour, (r.centerx, r.bottom - r.height * 0.2), (r.right + r.width * 0.15, r.top - r.height * 0.2),
          width + 1)
