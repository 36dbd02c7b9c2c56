"""Our own pencil glyphs for the Doodle sheet, each told apart by its shape: a hatched wall, a row
of spikes for a trap, a round goblin head with ears, a square orc head with tusks, a horned dragon
head, a small chest for a treasure, a ticked box for an improvement, a cross over a space that is
crossed off, and a red line for the hero's path (in the key). Each is drawn from its strokes in a
unit square, at any size."""

from __future__ import annotations

import pygame

PENCIL = (58, 58, 70)
PAPER = (236, 230, 214)
GRID = (176, 188, 204)
PATH_INK = (176, 62, 48)
TREASURE_INK = (166, 120, 24)

# kind -> (line width as a part of the space: width // it, the least width, strokes); a stroke is
# ("line", points...) open, ("loop", points...) closed, ("dot", point) a disc as wide as the line,
# ("ring", point, radius), ("box", corner, corner) a square with rounded corners
GLYPHS = {
    "wall": (
        16,
        1,
        [("loop", (0.03, 0.03), (0.97, 0.03), (0.97, 0.97), (0.03, 0.97))]
        + [
            (
                "line",
                (max(k, 0), max(-k, 0)),
                (min(1, 1 + k), min(1, 1 - k)),
            )  # hatching at 45 degrees
            for k in (-0.8, -0.6, -0.4, -0.2, 0, 0.2, 0.4, 0.6, 0.8)
        ],
    ),
    "trap": (
        14,
        1,
        [
            (
                "loop",
                (0.125, 0.83),
                (0.25, 0.17),
                (0.375, 0.83),
                (0.5, 0.17),
                (0.625, 0.83),
                (0.75, 0.17),
                (0.875, 0.83),
            )
        ],
    ),
    "goblin": (
        16,
        1,
        [
            ("ring", (0.5, 0.56), 0.2),
            ("line", (0.34, 0.46), (0.12, 0.3), (0.3, 0.56)),
            ("line", (0.66, 0.46), (0.88, 0.3), (0.7, 0.56)),
            ("dot", (0.42, 0.53)),
            ("dot", (0.58, 0.53)),
        ],
    ),
    "orc": (
        14,
        1,
        [
            ("box", (0.22, 0.25), (0.78, 0.75)),
            ("line", (0.39, 0.7), (0.35, 0.52)),
            ("line", (0.61, 0.7), (0.65, 0.52)),
            ("dot", (0.38, 0.42)),
            ("dot", (0.62, 0.42)),
        ],
    ),
    "dragon": (
        14,
        1,
        [
            (
                "loop",
                (0.16, 0.43),
                (0.35, 0.13),
                (0.43, 0.31),
                (0.57, 0.31),
                (0.65, 0.13),
                (0.84, 0.43),
                (0.62, 0.84),
                (0.38, 0.84),
            ),  # horns, cheeks, a long snout
            ("dot", (0.38, 0.48)),
            ("dot", (0.62, 0.48)),
            ("line", (0.45, 0.74), (0.55, 0.74)),
        ],
    ),
    # a small chest in the space's lower right corner (it may share a space with anything)
    "treasure": (
        24,
        1,
        [
            ("loop", (0.6, 0.68), (0.93, 0.68), (0.93, 0.93), (0.6, 0.93)),
            ("line", (0.6, 0.78), (0.93, 0.78)),
            ("dot", (0.77, 0.84)),
        ],
    ),
    "improve": (
        14,
        1,
        [
            ("loop", (0.17, 0.17), (0.83, 0.17), (0.83, 0.83), (0.17, 0.83)),
            ("line", (0.3, 0.5), (0.5, 0.7), (0.93, 0.03)),
        ],
    ),
    "crossed": (
        12,
        2,
        [("line", (0.06, 0.06), (0.94, 0.94)), ("line", (0.94, 0.06), (0.06, 0.94))],
    ),
    "path": (9, 1, [("line", (0.1, 0.5), (0.9, 0.5))]),  # the hero's path, in the key
}
INK = {"treasure": TREASURE_INK, "path": PATH_INK}


PAD = 8  # room around a glyph's picture for strokes that reach past its rectangle
_DRAWN: dict[tuple, pygame.Surface] = {}  # (kind, size, colour) -> the glyph drawn once


def glyph(surface, kind: str, rect, colour=None) -> None:
    """Draw the glyph of an element kind (walls or wall, trap, goblin, orc, dragon, treasure,
    improve, crossed, path) in `rect`, in pencil unless `colour` is given. Each kind, size and
    colour is drawn once and copied after that (a sheet shows dozens of glyphs every frame)."""
    rect = pygame.Rect(rect)
    colour = tuple(colour or INK.get(kind, PENCIL))
    key = (kind, rect.size, colour)
    drawn = _DRAWN.get(key)
    if drawn is None:
        if len(_DRAWN) > 2000:
            _DRAWN.clear()
        drawn = pygame.Surface((rect.width + 2 * PAD, rect.height + 2 * PAD), pygame.SRCALPHA)
        _draw_glyph(drawn, kind, pygame.Rect((PAD, PAD), rect.size), colour)
        _DRAWN[key] = drawn
    surface.blit(drawn, (rect.left - PAD, rect.top - PAD))


def _draw_glyph(surface, kind: str, rect: pygame.Rect, colour) -> None:
    weight, least, strokes = GLYPHS["wall" if kind == "walls" else kind]
    width = max(least, rect.width // weight)

    def at(point):
        return round(rect.left + point[0] * rect.width), round(rect.top + point[1] * rect.height)

    for shape, *points in strokes:
        if shape == "dot":
            pygame.draw.circle(surface, colour, at(points[0]), width)
        elif shape == "ring":
            pygame.draw.circle(surface, colour, at(points[0]), round(points[1] * rect.width), width)
        elif shape == "box":
            corner = at(points[0])
            box = pygame.Rect(corner, (at(points[1])[0] - corner[0], at(points[1])[1] - corner[1]))
            pygame.draw.rect(surface, colour, box, width, border_radius=max(1, rect.width // 11))
        else:
            pygame.draw.lines(surface, colour, shape == "loop", [at(p) for p in points], width)
