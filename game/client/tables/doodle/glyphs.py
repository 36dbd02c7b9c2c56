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
    "wall": (16, 1, [("loop", (.03, .03), (.97, .03), (.97, .97), (.03, .97))]
             + [("line", (max(k, 0), max(-k, 0)), (min(1, 1 + k), min(1, 1 - k)))  # hatching at 45 degrees
                for k in (-.8, -.6, -.4, -.2, 0, .2, .4, .6, .8)]),
    "trap": (14, 1, [("loop", (.125, .83), (.25, .17), (.375, .83), (.5, .17), (.625, .83), (.75, .17), (.875, .83))]),
    "goblin": (16, 1, [("ring", (.5, .56), .2), ("line", (.34, .46), (.12, .3), (.3, .56)),
                       ("line", (.66, .46), (.88, .3), (.7, .56)), ("dot", (.42, .53)), ("dot", (.58, .53))]),
    "orc": (14, 1, [("box", (.22, .25), (.78, .75)), ("line", (.39, .7), (.35, .52)), ("line", (.61, .7), (.65, .52)),
                    ("dot", (.38, .42)), ("dot", (.62, .42))]),
    "dragon": (14, 1, [("loop", (.16, .43), (.35, .13), (.43, .31), (.57, .31), (.65, .13), (.84, .43), (.62, .84),
                                (.38, .84)),  # horns, cheeks, a long snout
                       ("dot", (.38, .48)), ("dot", (.62, .48)), ("line", (.45, .74), (.55, .74))]),
    # a small chest in the space's lower right corner (it may share a space with anything)
    "treasure": (24, 1, [("loop", (.6, .68), (.93, .68), (.93, .93), (.6, .93)), ("line", (.6, .78), (.93, .78)),
                         ("dot", (.77, .84))]),
    "improve": (14, 1, [("loop", (.17, .17), (.83, .17), (.83, .83), (.17, .83)),
                        ("line", (.3, .5), (.5, .7), (.93, .03))]),
    "crossed": (12, 2, [("line", (.06, .06), (.94, .94)), ("line", (.94, .06), (.06, .94))]),
    "path": (9, 1, [("line", (.1, .5), (.9, .5))]),  # the hero's path, in the key
}
INK = {"treasure": TREASURE_INK, "path": PATH_INK}


def glyph(surface, kind: str, rect, colour=None) -> None:
    """Draw the glyph of an element kind (walls or wall, trap, goblin, orc, dragon, treasure,
    improve, crossed, path) in `rect`, in pencil unless `colour` is given."""
    rect = pygame.Rect(rect)
    weight, least, strokes = GLYPHS["wall" if kind == "walls" else kind]
    colour = colour or INK.get(kind, PENCIL)
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
