"""Colours, sizes and seat palettes: a warm, dark dungeon table.

Seat colours always come with a letter and a marker shape, so colour is never the only signal.
"""

from __future__ import annotations

CANVAS_SIZE = (1280, 800)

# Stone and wood tones.
BG = (28, 23, 21)
BG_DEEP = (18, 15, 14)
STONE = (52, 46, 43)
STONE_LIGHT = (74, 66, 60)
WOOD = (92, 62, 40)
WOOD_LIGHT = (128, 88, 56)
PANEL = (38, 32, 29)
PANEL_EDGE = (96, 80, 62)
TRAY = (34, 26, 22)  # the trays under the hand and the pieces to place
TRAY_EDGE = (74, 56, 42)
TEXT = (236, 226, 208)
TEXT_DIM = (170, 156, 138)
TEXT_DARK = (30, 24, 20)
GOLD = (222, 178, 92)
GOLD_DIM = (150, 118, 62)
ACCENT = (232, 146, 64)  # torchlight: hover and focus
LEGAL = (120, 196, 120)
ILLEGAL = (220, 90, 80)
SHADOW = (0, 0, 0)
SELECTION = (92, 70, 120)  # selected text in a text field

FOCUS_WIDTH = 3
RADIUS = 8

# Seat colours: (name, rgb). Each seat also gets SEAT_SHAPES[i] and its name's initial.
SEAT_COLOURS = [
    ("crimson", (196, 64, 56)),
    ("teal", (52, 152, 150)),
    ("amber", (226, 170, 48)),
    ("violet", (140, 96, 196)),
    ("moss", (106, 156, 64)),
    ("slate", (104, 128, 168)),
]
# Okabe-Ito: distinguishable with the common colour-vision deficiencies.
SEAT_COLOURS_SAFE = [
    ("orange", (230, 159, 0)),
    ("sky blue", (86, 180, 233)),
    ("green", (0, 158, 115)),
    ("yellow", (240, 228, 66)),
    ("blue", (0, 114, 178)),
    ("vermilion", (213, 94, 0)),
]
SEAT_SHAPES = ["circle", "square", "diamond", "triangle", "hexagon", "star"]


def seat_palette(colour_blind: bool) -> list[tuple[str, tuple[int, int, int]]]:
    return SEAT_COLOURS_SAFE if colour_blind else SEAT_COLOURS


def mix(a: tuple, b: tuple, t: float) -> tuple[int, int, int]:
    """Blend two colours: t=0 gives a, t=1 gives b."""
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def readable_on(colour: tuple) -> tuple[int, int, int]:
    """Dark or light text, whichever reads better on `colour`."""
    r, g, b = colour[:3]
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else TEXT
