"""Our own small drawings for Dungeon Decorators: one glyph per decoration kind (wilds a hollow
diamond with a question mark: marked by shape, not by colour), floor colours with a letter each,
the star, and the assistants' discs (a letter each). Plain pygame shapes, any size."""

from __future__ import annotations

import math

import pygame

from game.client import fonts

FLOOR_INK = {
    "red": (196, 70, 60),
    "orange": (224, 132, 52),
    "yellow": (222, 196, 74),
    "green": (86, 160, 84),
    "blue": (70, 120, 200),
    "purple": (142, 88, 176),
    "star": (58, 52, 74),
    "gray": (112, 106, 100),
}
FLOOR_LETTER = {"red": "R", "orange": "O", "yellow": "Y", "green": "G", "blue": "B", "purple": "P"}
ASSISTANT = {
    "goblin_sapper": (
        "S",
        "Goblin Sapper: brings a generic tile (a gray room or straight hallway).",
    ),
    "burrow_bro": ("B", "Burrow Bro: draws two more tiles; keep one of the three."),
    "arcane_architect": ("A", "Arcane Architect: a token that moves or turns one placed tile."),
    "decorative_mimic": (
        "M",
        "Decorative Mimic: a token that makes one wild icon count as any "
        "decoration for one goal card.",
    ),
}


def star(surface, centre, r, colour, width=0) -> None:
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts, width)


def glyph(surface, kind: str, centre, size: float, ink) -> None:
    """Draw decoration `kind` (or "wild") in a square of side `size` around `centre`."""
    x, y = centre
    s = size / 2
    w = max(1, round(size / 9))
    if kind == "wild":
        pts = [(x, y - s), (x + s, y), (x, y + s), (x - s, y)]
        pygame.draw.polygon(surface, ink, pts, w)
        if size * 0.6 >= fonts.SMALLEST:  # smaller, the hollow diamond alone marks a wild
            img = fonts.render("?", int(size * 0.6), ink, bold=True)
            surface.blit(img, img.get_rect(center=(x, y + 1)))
    elif kind == "table":
        pygame.draw.rect(surface, ink, (x - s, y - s * 0.45, 2 * s, s * 0.4))
        pygame.draw.line(surface, ink, (x - s * 0.7, y), (x - s * 0.7, y + s * 0.8), w)
        pygame.draw.line(surface, ink, (x + s * 0.7, y), (x + s * 0.7, y + s * 0.8), w)
    elif kind == "keys":
        pygame.draw.circle(surface, ink, (x - s * 0.45, y), s * 0.42, w)
        pygame.draw.line(surface, ink, (x, y), (x + s * 0.95, y), w)
        pygame.draw.line(surface, ink, (x + s * 0.55, y), (x + s * 0.55, y + s * 0.45), w)
        pygame.draw.line(surface, ink, (x + s * 0.9, y), (x + s * 0.9, y + s * 0.45), w)
    elif kind == "swords":
        for sign in (1, -1):
            pygame.draw.line(
                surface,
                ink,
                (x - s * 0.85 * sign, y + s * 0.85),
                (x + s * 0.85 * sign, y - s * 0.85),
                w,
            )
            pygame.draw.line(
                surface,
                ink,
                (x - s * 0.75 * sign, y + s * 0.35),
                (x - s * 0.35 * sign, y + s * 0.75),
                w,
            )
    elif kind == "spikes":
        for k in (-1, 0, 1):
            cx = x + k * s * 0.62
            pygame.draw.polygon(
                surface,
                ink,
                [(cx - s * 0.3, y + s * 0.8), (cx + s * 0.3, y + s * 0.8), (cx, y - s * 0.85)],
            )
    elif kind == "skull":
        pygame.draw.circle(surface, ink, (x, y - s * 0.15), s * 0.7)
        pygame.draw.rect(surface, ink, (x - s * 0.4, y + s * 0.3, s * 0.8, s * 0.55))
        for dx in (-0.3, 0.3):
            pygame.draw.circle(surface, (30, 26, 24), (x + dx * s, y - s * 0.15), max(1, s * 0.18))
    elif kind == "coffin":
        pts = [
            (x - s * 0.3, y - s),
            (x + s * 0.3, y - s),
            (x + s * 0.55, y - s * 0.45),
            (x + s * 0.3, y + s),
            (x - s * 0.3, y + s),
            (x - s * 0.55, y - s * 0.45),
        ]
        pygame.draw.polygon(surface, ink, pts, w)
        pygame.draw.line(surface, ink, (x, y - s * 0.6), (x, y + s * 0.2), w)
        pygame.draw.line(surface, ink, (x - s * 0.25, y - s * 0.3), (x + s * 0.25, y - s * 0.3), w)
    elif kind == "spiderweb":
        for k in range(4):
            a = k * math.pi / 4
            pygame.draw.line(
                surface,
                ink,
                (x - s * math.cos(a), y - s * math.sin(a)),
                (x + s * math.cos(a), y + s * math.sin(a)),
                max(1, w - 1),
            )
        for rad in (0.45, 0.9):
            pts = [
                (x + s * rad * math.cos(k * math.pi / 4), y + s * rad * math.sin(k * math.pi / 4))
                for k in range(8)
            ]
            pygame.draw.polygon(surface, ink, pts, max(1, w - 1))
    elif kind == "candles":
        for dx in (-0.4, 0.4):
            pygame.draw.rect(surface, ink, (x + dx * s - s * 0.18, y - s * 0.1, s * 0.36, s * 0.95))
            pygame.draw.polygon(
                surface,
                ink,
                [
                    (x + dx * s, y - s * 0.9),
                    (x + dx * s - s * 0.16, y - s * 0.3),
                    (x + dx * s + s * 0.16, y - s * 0.3),
                ],
            )
    else:  # a kind added to the content later: its initial
        img = fonts.render(kind[:1].upper(), max(fonts.SMALLEST, int(size * 0.8)), ink, bold=True)
        surface.blit(img, img.get_rect(center=centre))


def floor_mark(surface, floor: str, centre, size: float, ink=(245, 240, 230)) -> None:
    """The floor's own mark: a star, or the colour's letter (colour is never the only signal)."""
    if floor == "star":
        star(surface, centre, size / 2, (250, 214, 90))
    elif floor in FLOOR_LETTER and size >= 9:  # never under the least text size
        img = fonts.render(FLOOR_LETTER[floor], max(fonts.SMALLEST, int(size)), ink, bold=True)
        surface.blit(img, img.get_rect(center=centre))


def assistant_disc(surface, assistant: str, centre, r: float) -> None:
    if assistant not in ASSISTANT:
        return
    pygame.draw.circle(surface, (40, 30, 26), centre, r)
    pygame.draw.circle(surface, (236, 200, 120), centre, r, max(1, round(r / 6)))
    if r * 1.3 >= fonts.SMALLEST:  # smaller (a tile in a dungeon), the disc alone
        img = fonts.render(ASSISTANT[assistant][0], int(r * 1.3), (236, 200, 120), bold=True)
        surface.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
