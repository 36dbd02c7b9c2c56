"""Pictures of Decorators tiles, kept in a bounded cache: a dungeon face (floor colour and its
letter or star, passageways as lit corridors, walls as a dark rim; a room has a chamber, a
hallway none) and a decoration face (an icon on each decorated edge: on a wall bright, dormant
dimmed; the floor in a corner; the assistant in the middle; the number), and a decoration's icon
as it hangs on the wall it faces."""

from __future__ import annotations

import pygame

from game.client import fonts
from game.client.tables.decorators.glyphs import (
    ASSISTANT,
    FLOOR_INK,
    assistant_disc,
    floor_mark,
    glyph,
)
from game.client.widgets.text import SizedCache, for_one_table
from game.rules.decorators.content import CATALOG
from game.rules.decorators.tiles import FACES, GENERIC, START, STEP

WALL = (34, 28, 26)
CORRIDOR = (226, 214, 188)
DECOR_FILL = (92, 78, 66)
ICON_ON, ICON_DORMANT, WILD = (250, 246, 236), (128, 118, 108), (130, 214, 120)
NUMBER_FROM = 48  # a tile's number shows on pictures this large and larger
_CACHE = for_one_table(SizedCache(8))  # emptied when the table closes


def tile_picture(
    tile, face: str, rot: int, size: int, states: tuple | None = None
) -> pygame.Surface:
    """The face of `tile` turned `rot` quarter-turns, `size` pixels square. `states`: per edge
    "on a wall", "dormant" or None (a decoration tile in a dungeon), else every icon bright."""
    size = max(8, int(size))
    return _CACHE.get((tile, face, rot, size, states), lambda: _draw(tile, face, rot, size, states))


def _draw(tile, face, rot, size, states) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    info = FACES[tile, face, rot]
    if info.kind == "decoration":
        _decoration(surf, tile, info, size, states)
    else:
        _dungeon(surf, tile, info, size)
    return surf


def _dungeon(surf, tile, info, size) -> None:
    rect = surf.get_rect()
    pygame.draw.rect(surf, WALL, rect, border_radius=max(2, size // 12))
    inner = rect.inflate(-max(2, size // 8), -max(2, size // 8))
    pygame.draw.rect(surf, FLOOR_INK[info.floor], inner, border_radius=max(2, size // 14))
    c = rect.center
    lane = max(3, size // 4)
    for e in range(4):
        if info.mask >> e & 1:
            dx, dy = STEP[e]
            end = (c[0] + dx * size // 2, c[1] + dy * size // 2)
            pygame.draw.line(surf, CORRIDOR, c, end, lane)
    if info.kind == "room":
        pygame.draw.rect(
            surf,
            CORRIDOR,
            pygame.Rect(0, 0, size * 0.46, size * 0.46).move(
                c[0] - size * 0.23, c[1] - size * 0.23
            ),
            border_radius=max(2, size // 16),
        )
    else:
        pygame.draw.circle(surf, CORRIDOR, c, lane // 2)
    floor_mark(surf, info.floor, c, size * 0.3, ink=(40, 32, 28))
    if isinstance(tile, int) and size >= NUMBER_FROM:
        img = fonts.render(str(tile), max(fonts.SMALLEST, size // 7), (250, 244, 230), bold=True)
        surf.blit(img, img.get_rect(topleft=(inner.x + 2, inner.y + 1)))


def _decoration(surf, tile, info, size, states) -> None:
    rect = surf.get_rect()
    pygame.draw.rect(surf, DECOR_FILL, rect, border_radius=max(2, size // 12))
    pygame.draw.rect(
        surf, (140, 120, 96), rect, max(1, size // 24), border_radius=max(2, size // 12)
    )
    card = CATALOG.tiles.get(tile) if isinstance(tile, int) else None
    if card is not None:
        corner = max(6, size // 4)
        pygame.draw.polygon(
            surf, FLOOR_INK[card.floor], [(0, 0), (corner * 1.6, 0), (0, corner * 1.6)]
        )
        floor_mark(surf, card.floor, (corner * 0.5, corner * 0.5), corner * 0.8)
        if card.assistant != "none":
            assistant_disc(surf, card.assistant, rect.center, size * 0.14)
        if size >= NUMBER_FROM:
            img = fonts.render(
                str(tile), max(fonts.SMALLEST, size // 7), (236, 226, 208), bold=True
            )
            surf.blit(img, img.get_rect(bottomright=(rect.right - 3, rect.bottom - 1)))
    c = rect.center
    for e in range(4):
        icon = info.icons[e]
        if icon is None:
            continue
        dx, dy = STEP[e]
        at = (c[0] + dx * size * 0.34, c[1] + dy * size * 0.34)
        state = None if states is None else states[e]
        ink = ICON_DORMANT if state == "dormant" else (WILD if icon == "wild" else ICON_ON)
        glyph(surf, icon, at, size * 0.26, ink)


def wall_icon(icon: str, awake: bool, size: int) -> pygame.Surface:
    """A decoration's icon as it hangs on a wall, `size` pixels square: on a dark plaque in full
    ink once a wall is there (a wild green, marked by its "?" diamond), a dim outline while the
    cell it faces is still empty."""
    size = max(6, int(size))
    return _CACHE.get(("wall icon", icon, awake, size), lambda: _wall_icon(icon, awake, size))


def _wall_icon(icon, awake, size) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    if awake:
        pygame.draw.rect(surf, WALL, rect, border_radius=max(2, size // 5))
        pygame.draw.rect(surf, (140, 120, 96), rect, 1, border_radius=max(2, size // 5))
    else:
        pygame.draw.rect(surf, ICON_DORMANT, rect, 1, border_radius=max(2, size // 5))
    ink = (WILD if icon == "wild" else ICON_ON) if awake else ICON_DORMANT
    glyph(surf, icon, rect.center, size * 0.72, ink)
    return surf


def face_words(tile, face: str) -> str:
    """A tile's face in a few words for a tooltip."""
    info = FACES[tile, face, 0]
    if tile == START:
        return "The starting tile: a gray hallway open on all four sides."
    if tile == GENERIC:
        return f"A generic tile: a gray {info.kind}."
    card = CATALOG.tiles[tile]
    floor = (
        "a star floor"
        if card.floor == "star"
        else ("a plain gray floor" if card.floor == "gray" else f"a {card.floor} floor")
    )
    passages = bin(FACES[tile, "dungeon", 0].mask).count("1")
    icons = [e for e in card.edges if e != "blank"]
    words = (
        f"Tile {tile}: as a dungeon tile a {FACES[tile, 'dungeon', 0].kind} with {passages} "
        f"passageway{'s' * (passages > 1)} and {floor}; as a decoration, "
        f"{', '.join(icons) or 'no icons'}."
    )
    if card.assistant != "none":
        words += " " + ASSISTANT[card.assistant][1]
    return words
