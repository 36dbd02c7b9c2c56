"""Dungeon Makers tiles drawn procedurally: stone floor, corridors that meet the tile edges in the
middle (so neighbours join up), a chamber room, a maze pattern, puzzle runes, water, a chasm's void,
a block's bricks. Every tile also carries its type letter in the bottom-right corner and its icon in
the middle, so colour is never the only signal.

Surfaces are drawn once at their final size and cached per (tile, rotation, size); the floor
under the marks is drawn once per (tile, size) and turned (quarter turns of a square lose nothing).
"""

from __future__ import annotations

import math
import random
from itertools import product

import pygame

from game.client import icons, theme
from game.client.widgets.badges import corner_tag, medallion
from game.client.widgets.text import SizedCache, for_one_table
from game.client.widgets.textures import corridors, cracked_rock, on_floor, sheet, window
from game.rules.makers.content import ENCOUNTERS, TRAPS
from game.rules.makers.tiles import KIND, MASKS, TILES

LETTERS = {
    "tunnel": "T",
    "chamber": "C",
    "maze": "M",
    "puzzle": "P",
    "chasm": "Z",
    "water": "X",
    "block": "B",
    "start": "S",
}
# What a tile shows in its middle (tunnels and chambers: their bonus icon; the others: their kind)
# -> vendored icon file; a bonus icon sits in a ring of its colour.
ICON_FILES = {
    "chest": "chest",
    "stairs": "stairs",
    "minotaur": "minotaur",
    "crab": "crab",
    "bat": "bat",
    "collapse": "falling-rocks",
    "spikes": "spiky-pit",
    "gargoyle": "gargoyle",
    "pit": "hole",
    "ball": "boulder-dash",
    "maze": "maze",
    "puzzle": "jigsaw-piece",
    "water": "waves",
    "chasm": "cliff-crossing",
    "block": "brick-wall",
    "start": "doorway",
}
RINGS = {
    "chest": theme.GOLD,
    "stairs": (150, 180, 210),
    **dict.fromkeys(ENCOUNTERS, (120, 186, 110)),
    **dict.fromkeys(TRAPS, (214, 96, 78)),
}

# Corridor edging by kind (as on the printed tiles: brown tunnels, grey chambers, red puzzles).
EDGE = {
    "tunnel": (112, 74, 44),
    "maze": (112, 74, 44),
    "water": (112, 74, 44),
    "chamber": (118, 118, 122),
    "puzzle": (170, 58, 50),
    "start": (168, 132, 64),
}
FLOOR = {
    "tunnel": (164, 136, 100),
    "maze": (150, 124, 92),
    "water": (150, 128, 98),
    "chamber": (150, 146, 138),
    "puzzle": (146, 116, 108),
    "start": (172, 150, 112),
}
ROCK = (62, 54, 50)
WATER = (46, 104, 158)
VOID = (8, 6, 10)

_tiles = for_one_table(
    SizedCache(budget_mb=8)
)  # each tile carries its letter: drawn afresh after a text-size change
_floors = for_one_table(
    SizedCache(budget_mb=8)
)  # the floor under the marks, turned for each rotation


def tile_surface(tile: int, rot: int, size: int) -> pygame.Surface:
    """The finished tile (opaque, size x size), drawn once and cached."""
    return _tiles.get((tile, rot % 4, size), lambda: _draw_tile(tile, rot % 4, size))


def draw_ahead(tiles, sizes) -> None:
    """Draw the first of `tiles` not drawn yet at one of `sizes` (upright) before it is needed; its
    floor and icon are then ready for any turn of it."""
    for tile, size in product(tiles, sizes):
        if (tile, 0, size) not in _tiles:
            tile_surface(tile, 0, size)
            return


# ---- drawing ---------------------------------------------------------------------------------
CHASM_ROCK = (54, 48, 50)
PEBBLE_KINDS = ("tunnel", "start", "water")


def prepare_textures(sizes) -> None:
    """Make every texture sheet for these tile sizes now (a table does this as it opens), so no
    frame of play stalls drawing one."""
    for size in sizes:
        for kind, colour in [("rock", ROCK), ("rock", CHASM_ROCK)] + [
            ("pebbles", FLOOR[k]) for k in PEBBLE_KINDS
        ]:
            sheet(kind, colour, size)


def _maze_pattern(surf, mask: int, size: int, width: int, hub: int, rng) -> None:
    step = max(5, size // 11)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    for x in range(0, size, step):
        for y in range(0, size, step):
            end = (x + step, y) if rng.random() < 0.5 else (x, y + step)
            pygame.draw.line(layer, (70, 50, 34, 255), (x, y), end, 2)
    on_floor(surf, layer, mask, width - 4, hub - 2)


def _water(surf, mask: int, size: int, width: int, hub: int) -> None:
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    layer.fill((*WATER, 255))  # on_floor keeps only the channel and its pool
    light = theme.mix(WATER, (255, 255, 255), 0.45)
    for k in range(-2, 3):  # ripples
        y = size // 2 + k * max(3, size // 14)
        for x0 in range(-size, size, max(8, size // 7)):
            pygame.draw.arc(
                layer, (*light, 200), (x0 + (k % 2) * 4, y, max(6, size // 9), 5), 0, math.pi, 1
            )
    on_floor(surf, layer, mask, max(4, width // 2), hub - 2)  # a channel half the corridor wide


def _runes(surf, size: int, hub: int) -> None:
    c, s = size // 2, max(2, size // 30)
    pygame.draw.circle(surf, (120, 40, 36), (c, c), hub - 2, max(1, size // 40))
    for k in range(6):  # six small runes round the ring
        a = k * math.pi / 3 + 0.3
        x, y = c + math.cos(a) * (hub - 6), c + math.sin(a) * (hub - 6)
        pygame.draw.line(surf, (200, 80, 64), (x - s, y - s), (x + s, y + s), 1)
        pygame.draw.line(surf, (200, 80, 64), (x + s, y - s), (x, y + s), 1)


def _chamber_room(surf, size: int, floor, edge) -> None:
    room = pygame.Rect(0, 0, int(size * 0.58), int(size * 0.58))
    room.center = (size // 2, size // 2)
    e = max(2, size // 28)
    pygame.draw.rect(surf, edge, room.inflate(2 * e, 2 * e), border_radius=max(2, size // 16))
    pygame.draw.rect(surf, floor, room, border_radius=max(2, size // 20))
    step, joint = max(6, room.width // 4), theme.mix(floor, (0, 0, 0), 0.18)
    for k in range(step, room.width, step):  # flagstones (the room is square)
        pygame.draw.line(
            surf, joint, (room.left + k, room.top + 2), (room.left + k, room.bottom - 3), 1
        )
        pygame.draw.line(
            surf, joint, (room.left + 2, room.top + k), (room.right - 3, room.top + k), 1
        )


def _chasm(surf, size: int, rng) -> None:
    c = size / 2
    radii = [size * (0.36 + rng.uniform(-0.05, 0.06)) for _ in range(14)]
    points = [
        (math.cos(2 * math.pi * k / 14) * r, math.sin(2 * math.pi * k / 14) * r)
        for k, r in enumerate(radii)
    ]
    for ink, scale in (
        ((40, 34, 34), 1.12),
        ((22, 18, 20), 1.04),
        (VOID, 1),
    ):  # its rim, then the void
        pygame.draw.polygon(surf, ink, [(c + x * scale, c + y * scale) for x, y in points])
    for k in range(3):  # darker towards the bottom of the void
        pygame.draw.circle(
            surf,
            (14 + 5 * k, 11 + 3 * k, 20 + 6 * k),
            (round(c), round(c + 3)),
            max(2, int(size * (0.2 - 0.06 * k))),
        )


def _bricks(surf, size: int) -> None:
    surf.fill((96, 56, 44))
    h, mortar = size / 6, (58, 40, 34)
    for r in range(6):  # six courses, every other one set off by half a brick
        y = round(r * h)
        pygame.draw.line(surf, mortar, (0, y), (size, y), 2)
        for x in range(size // 6 * (r % 2), size + 1, size // 3):
            pygame.draw.line(surf, mortar, (x, y), (x, round(y + h)), 2)


def _draw_tile(tile: int, rot: int, size: int) -> pygame.Surface:
    """The floor turned a quarter `rot` times clockwise, then the upright marks on top."""
    surf = pygame.transform.rotate(_draw_floor(tile, size), -90 * rot)  # a copy, even when unturned
    kind = KIND[tile]
    edge = size - 1  # bevel: light top-left, dark bottom-right
    pygame.draw.lines(surf, (110, 98, 88), False, [(0, edge), (0, 0), (edge, 0)])
    pygame.draw.lines(surf, (20, 16, 14), False, [(0, edge), (edge, edge), (edge, 0)])
    icon = TILES[tile].icon
    if icon:
        medallion(
            surf,
            (size // 2, size // 2),
            int(size * 0.23),
            ICON_FILES[icon],
            RINGS[icon],
            max(2, size // 30),
        )
    elif (
        kind == "chasm" and size >= 40
    ):  # its kind's icon, faint, as if carved on the far wall of the void
        img = icons.icon(ICON_FILES[kind], int(size * 0.26), (92, 84, 104))
        surf.blit(img, img.get_rect(center=(size // 2, size // 2)))
    elif size >= 40:  # its kind's icon, small, on a plain disc
        medallion(
            surf,
            (size // 2, size // 2),
            int(size * 0.15),
            ICON_FILES[kind],
            (24, 20, 18),
            1,
            (226, 214, 196),
        )
    corner_tag(
        surf,
        LETTERS[kind],
        max(12, size // 6),  # (12 px: the least text the app shows)
        EDGE.get(kind, (150, 140, 130)),
        (size - 3, size - 3),
    )
    return surf


@_floors.keeps
def _draw_floor(tile: int, size: int) -> pygame.Surface:
    """Stone, corridors and the kind's pattern at rotation 0 (no icon or letter)."""
    kind, mask = KIND[tile], MASKS[tile][0]
    rng = random.Random(tile * 7919 + size)
    surf = pygame.Surface((size, size))
    width = max(6, int(size * 0.34))
    hub = int(width * 0.62)
    if kind == "block":
        _bricks(surf, size)
    else:
        cracked_rock(surf, rng, ROCK if kind != "chasm" else CHASM_ROCK, size)
    if kind in EDGE:
        edge, floor = EDGE[kind], FLOOR[kind]
        if mask & (mask - 1) == 0 and kind != "chamber":
            hub = int(width * 0.8)  # a dead end opens into a small round room
        corridors(surf, mask, width, edge, floor, hub)
        if kind in PEBBLE_KINDS:  # worn stones on the corridor floor
            stones = sheet("pebbles", floor, size).subsurface(window(rng, size)).copy()
            on_floor(surf, stones, mask, width - 2 * max(1, size // 40), hub - 2)
        if kind == "chamber":
            _chamber_room(surf, size, floor, edge)
        elif kind == "maze":
            _maze_pattern(surf, mask, size, width, hub, rng)
        elif kind == "water":
            _water(surf, mask, size, width, hub)
        elif kind == "puzzle":
            _runes(surf, size, hub)
        elif kind == "start":
            pygame.draw.circle(
                surf, theme.GOLD, (size // 2, size // 2), hub - 2, max(2, size // 30)
            )
    elif kind == "chasm":
        _chasm(surf, size, rng)
    return surf
