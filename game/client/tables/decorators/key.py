"""The key to the Decorators table (K, or the Key button): every symbol, colour, letter and
number the table draws, each with its picture drawn by the same code the board uses and its
meaning in our own words."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.decorators.glyphs import ASSISTANT, FLOOR_LETTER, assistant_disc
from game.client.tables.decorators.panels import (
    boss_frame,
    card_back,
    count_label,
    decoration_disc,
    hourglass,
    shape_cell,
)
from game.client.tables.decorators.tiles import tile_picture, wall_icon
from game.client.tables.kit.symbol_key import KeyEntry, KeySection
from game.client.widgets.cards import dashed_rect
from game.client.widgets.draw import text
from game.rules.decorators.content import CATALOG
from game.rules.decorators.tiles import FACES, GENERIC, START

KIND_MEANING = {
    "table": "a table",
    "keys": "a bunch of keys",
    "swords": "crossed swords",
    "spikes": "a row of spikes",
    "skull": "a skull",
    "coffin": "a coffin",
    "spiderweb": "a spiderweb",
    "candles": "a pair of candles",
}
SHAPE_SYMBOLS = (
    ("H", "H", "any hallway (the starting tile counts as one)"),
    ("R", "R", "any room"),
    ("C", "C", "any room or hallway with a colour floor (not gray)"),
    ("H*", "H*", "a hallway with a star floor"),
    ("Hred", "Hr, Ho, Hy, Hg, Hb, Hp", "a hallway of that colour (the colour's initial)"),
    ("H1", "H1, H2", "a hallway with at least that many decorations on its own walls"),
    ("R2", "R1, R2, R3", "a room with at least that many decorations on its walls"),
    ("Rp", "Rp", "a room with a colour floor and at least two decorations on its walls"),
)


def tile_with(kind: str, floor: str | None = None, assistant: str | None = None):
    """A numbered tile whose dungeon face is of `kind` (room or hallway), with that floor or
    assistant: the key shows a real tile."""
    for number, card in sorted(CATALOG.tiles.items()):
        if FACES[number, "dungeon", 0].kind != kind:
            continue
        if floor is not None and card.floor != floor:
            continue
        if assistant is not None and card.assistant != assistant:
            continue
        return number
    return None


def tile_entry(name: str, meaning: str, tile, face: str, states=None) -> KeyEntry:
    def draw(surface, rect):
        surface.blit(tile_picture(tile, face, 0, rect.w, states), rect)

    return KeyEntry(name, meaning, draw if tile is not None else None)


def dungeon_section() -> KeySection:
    room = tile_with("room", "blue")
    hallway = tile_with("hallway", "green")
    return KeySection(
        "Dungeon tiles",
        (
            tile_entry(
                "Room",
                "One passageway (the light lane) and three walls. Room goal cards want their "
                "decorations on the walls of one room.",
                room,
                "dungeon",
            ),
            tile_entry(
                "Hallway",
                "Two to four passageways. All your hallways form one: hallway goal cards count "
                "the decorations on any of their walls.",
                hallway,
                "dungeon",
            ),
            tile_entry(
                "Starting tile",
                "Where every dungeon begins: a gray hallway open on all four sides.",
                START,
                "dungeon",
            ),
            tile_entry(
                "Generic tile",
                "Brought by a Goblin Sapper: a gray room, or turned over, a gray straight "
                "hallway. It has no decoration side.",
                GENERIC,
                "room",
            ),
            KeyEntry(
                "Dark rim",
                "A wall. Decorations hang on walls; a passageway may end against one, never "
                "against a decoration tile.",
            ),
            KeyEntry(
                "Number in a corner",
                "The tile's number: the draft board lays tiles out from the lowest number, and "
                "the log names tiles by it.",
                number_picture,
            ),
        ),
    )


def number_picture(surface, rect) -> None:
    text(surface, "171", rect.center, 15, theme.TEXT, bold=True, anchor="center")


def floor_section() -> KeySection:
    entries = []
    for floor, letter in FLOOR_LETTER.items():
        entries.append(
            tile_entry(
                f"{floor.capitalize()} floor ({letter})",
                "Counts at the end: every colour you have, and the tiles of your most "
                "common colour. The letter names the colour.",
                tile_with("hallway", floor),
                "dungeon",
            )
        )
    entries.append(
        tile_entry(
            "Star floor",
            "3 points at the end for each star in your dungeon (not in storage).",
            tile_with("hallway", "star"),
            "dungeon",
        )
    )
    entries.append(
        tile_entry(
            "Gray floor",
            "No colour: it counts for neither colour score.",
            tile_with("hallway", "gray"),
            "dungeon",
        )
    )
    return KeySection("Floors", tuple(entries))


def decorations_section() -> KeySection:
    entries = [
        KeyEntry(
            kind.capitalize(),
            f"The decoration {KIND_MEANING.get(kind, kind)}, on a wall. Goal cards and some "
            "bosses count decorations on walls.",
            lambda surface, rect, kind=kind: surface.blit(wall_icon(kind, True, rect.w), rect),
        )
        for kind in CATALOG.kinds
    ]
    entries.append(
        KeyEntry(
            "Wild (diamond with ?)",
            "Green: counts as no decoration, unless you spend a Decorative Mimic token to make "
            "it the one a card or a boss asks for.",
            lambda surface, rect: surface.blit(wall_icon("wild", True, rect.w), rect),
        )
    )
    entries.append(
        KeyEntry(
            "Dim outline",
            "A decoration facing an empty cell: it counts once a room or hallway is built there.",
            lambda surface, rect: surface.blit(wall_icon("skull", False, rect.w), rect),
        )
    )
    return KeySection("Decorations (hung on walls)", tuple(entries))


def decoration_face_section() -> KeySection:
    shown = tile_with("hallway", "red")
    entries = [
        tile_entry(
            "Decoration side",
            "How tiles lie on the draft board. Placed this way, the tile hangs each icon on the "
            "wall it faces. A white icon means a passageway on the other side; the corner shows "
            "the other side's floor.",
            shown,
            "decoration",
        )
    ]
    for assistant, (letter, words) in ASSISTANT.items():
        entries.append(
            KeyEntry(
                f"Assistant {letter}",
                words,
                lambda surface, rect, a=assistant: assistant_disc(
                    surface, a, rect.center, rect.w * 0.42
                ),
            )
        )
    return KeySection("Decoration side of a tile", tuple(entries))


def goal_section() -> KeySection:
    entries = [
        KeyEntry(
            "ROOM and HALLWAY cards",
            "The decorations shown, on the walls of one room (ROOM) or anywhere on your "
            "hallways (HALLWAY). The number at the top is the card's points.",
            lambda surface, rect: decoration_disc(surface, "skull", rect.center, rect.w),
        ),
        KeyEntry(
            "SHAPE cards",
            "Tiles laid out as drawn, turned or mirrored as you like; they need not be joined. "
            "Each cell names what must lie there:",
            lambda surface, rect: shape_cell(surface, rect.inflate(-6, -6), "H"),
        ),
    ]
    for symbol, name, meaning in SHAPE_SYMBOLS[1:]:
        entries.append(
            KeyEntry(
                name,
                meaning.capitalize() + ".",
                lambda surface, rect, s=symbol: shape_cell(surface, rect.inflate(-6, -6), s),
            )
        )
    entries += [
        KeyEntry(
            "Green frame, 'met'",
            "Your dungeon meets the card now: click it in your Score phase. 'met (1 Mimic)': "
            "scoring it spends that many Mimic tokens; 'needs 2 Mimics': you have too few.",
            green_frame,
        ),
        KeyEntry(
            "Gold outline in your dungeon",
            "Pointing at a goal card outlines the tiles that meet it.",
            gold_outline,
        ),
        KeyEntry(
            "S and D card backs",
            "Another player's goal cards, face down: S from the shape deck, D from the "
            "decoration deck.",
            lambda surface, rect: card_back(surface, rect.inflate(-10, -2), "shape"),
        ),
    ]
    return KeySection("Goal cards", tuple(entries))


def green_frame(surface, rect) -> None:
    pygame.draw.rect(surface, theme.LEGAL, rect.inflate(-6, -2), 3, border_radius=6)


def gold_outline(surface, rect) -> None:
    surface.blit(tile_picture(START, "dungeon", 0, rect.w - 6), rect.inflate(-6, -6))
    pygame.draw.rect(surface, theme.GOLD, rect.inflate(-4, -4), 3, border_radius=4)


def table_section(seat_marker) -> KeySection:
    return KeySection(
        "Around the table",
        (
            KeyEntry(
                "Pawns",
                "Above the draft board: this round's turn order, left first. Under a spot: who "
                "took it; next round plays in that order (Draw/Exchange is the middle spot).",
                lambda surface, rect: seat_marker(surface, 0, rect.center, 12),
            ),
            KeyEntry(
                "Hourglass",
                "Three hide in the red bag; a filled one is out. The third ends the game.",
                lambda surface, rect: hourglass(surface, rect.center, True),
            ),
            KeyEntry(
                "Boss A (yellow edge)",
                "Pays each player for what it counts, on their own.",
                lambda surface, rect: boss_frame(surface, rect.inflate(-2, -10), "A"),
            ),
            KeyEntry(
                "Boss B (blue edge)",
                "10 points to the player with the most of what it counts, 4 to the second.",
                lambda surface, rect: boss_frame(surface, rect.inflate(-2, -10), "B"),
            ),
            KeyEntry(
                "Count and points under a boss",
                "Each player's count now, then the points it would bring if the game ended now.",
                lambda surface, rect: surface.blit(count_label(3, 6), rect.move(0, 8)),
            ),
            KeyEntry(
                "Orange frame in a dungeon",
                "Where a computer player has just put a tile.",
                lambda surface, rect: pygame.draw.rect(
                    surface, theme.ACCENT, rect.inflate(-4, -4), 3, border_radius=4
                ),
            ),
            KeyEntry(
                "Dashed frame, 'not final'",
                "Your move waits for Confirm (Enter); Esc or Undo takes it back. A blue one, "
                "'Hint', is the hard computer player's suggestion.",
                dashed_frame,
            ),
        ),
    )


def dashed_frame(surface, rect) -> None:
    dashed_rect(surface, rect.inflate(-4, -4), theme.GOLD, width=3)


def key_sections(seat_marker) -> list[KeySection]:
    return [
        dungeon_section(),
        floor_section(),
        decorations_section(),
        decoration_face_section(),
        goal_section(),
        table_section(seat_marker),
    ]
