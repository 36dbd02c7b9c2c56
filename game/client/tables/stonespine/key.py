"""The key to the Stonespine Architects table (kit/symbol_key.py): every chamber mark, token tag,
blueprint tag, colour and number the table draws, each pictured by the same drawing function the
board uses, with what it means in our own words. A solo table explains Jael's panel; a table of
several players the small dungeons of the others."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import theme
from game.client.tables.kit.hint import draw_ghost_marker
from game.client.tables.kit.provisional import draw_marker
from game.client.tables.kit.symbol_key import KeyEntry, KeySection
from game.client.tables.stonespine.chamber import (
    RUNE_INK,
    TYPE_FILL,
    draw_chamber,
    draw_gold_coin,
    draw_rune,
    draw_token,
    element_look,
    element_name,
)
from game.client.tables.stonespine.dungeon_view import (
    IN_INK,
    NEED_MARKS,
    NETWORK_INKS,
    OUT_INK,
    blueprint_tag,
    path_tag,
)
from game.client.widgets.badges import corner_tag
from game.rules.stonespine.content import CATALOG, PASSAGE

SeatMarker = Callable[[pygame.Surface, int, tuple, int], None]  # (surface, seat, centre, radius)

MONSTERS = ("goblin", "kobold", "gnoll", "ooze", "slime")
TRAPS = ("bear", "blade", "fire", "pit", "spike")
STARS = ("star1", "star2", "star3", "starneg1", "starneg2", "starneg3")
MONSTER_WORDS = "A monster: the goal, challenges and Jael count monsters by kind."
TRAP_WORDS = "A trap: challenges count traps by kind, in pairs or by place."
NEED_WORDS = {
    "cave": "a cave chamber built here",
    "stone": "a stone chamber built here",
    "treasure": "a chest in the chamber built here",
    "star": "a gold star in the chamber built here",
    "trap": "a trap in the chamber built here",
    "goblin": "a goblin in the chamber built here",
    "kobold": "a kobold in the chamber built here",
    "gnoll": "a gnoll in the chamber built here",
    "ooze": "an ooze in the chamber built here",
    "slime": "a slime in the chamber built here",
}


def _chamber_of(kind: str) -> int:
    return next(c.id for c in CATALOG.chambers.values() if c.type == kind)


def _chamber(kind: str) -> Callable:
    chamber = _chamber_of(kind)
    return lambda surface, rect: draw_chamber(surface, chamber, rect, elems=(), named=False)


def _token(face: str) -> Callable:
    return lambda surface, rect: draw_token(surface, face, rect.center, rect.width // 2 - 2)


def _rune(rune: str) -> Callable:
    def draw(surface, rect):
        pygame.draw.rect(surface, TYPE_FILL["stone"], rect, border_radius=6)
        draw_rune(surface, rect.center, rune)

    return draw


def _coin(shows: bool) -> Callable:
    return lambda surface, rect: draw_gold_coin(surface, rect.center, 3, shows)


def _need(need: str) -> Callable:
    """The requirement's tag as an empty slot shows it (its left end at the picture's)."""
    return lambda surface, rect: blueprint_tag(surface, rect.move(-3, 2), need, False, False)


def _met(surface, rect) -> None:
    draw_chamber(surface, _chamber_of("cave"), rect, elems=(), named=False)
    blueprint_tag(surface, rect.move(-6, 0), "cave", True, True)


def _slot(lit: bool) -> Callable:
    def draw(surface, rect):
        pygame.draw.rect(surface, (70, 58, 46) if lit else (50, 42, 36), rect, border_radius=6)
        edge = theme.GOLD_DIM if lit else (72, 60, 50)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=6)

    return draw


def _doorway(fill) -> Callable:
    return lambda surface, rect: pygame.draw.rect(
        surface, fill, rect.inflate(0, -18), border_radius=5
    )


def _network(surface, rect) -> None:
    ink = NETWORK_INKS[0]
    a, b = (rect.left + 6, rect.centery), (rect.right - 6, rect.centery)
    pygame.draw.line(surface, ink, a, b, 5)
    for point in (a, b):
        pygame.draw.circle(surface, ink, point, 6)


def _path_tag(word: str, ink) -> Callable:
    return lambda surface, rect: path_tag(surface, rect.inflate(0, -14), word, ink)


def _gold_ring(surface, rect) -> None:
    pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=6)


def _item(surface, rect) -> None:
    pygame.draw.rect(surface, theme.WOOD, rect, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=6)
    draw_token(surface, "goblin", rect.center, 12)


def _sold(surface, rect) -> None:
    pygame.draw.rect(surface, (46, 38, 34), rect, 1, border_radius=6)


def _challenge(surface, rect) -> None:
    card = rect.inflate(-8, 0)
    pygame.draw.rect(surface, theme.WOOD, card, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD, card, 2, border_radius=6)


def _small_dungeon(surface, rect) -> None:
    cell = 7
    for i in range(16):
        r = pygame.Rect(rect.x + 2 + (i % 4) * (cell + 1), rect.y + 2 + (i // 4) * (cell + 1), 7, 7)
        kind = ("cave", "stone", None)[i % 3 if i < 8 else 2]
        if kind:
            pygame.draw.rect(surface, TYPE_FILL[kind], r)
        else:
            pygame.draw.rect(surface, (60, 50, 44), r, 1)


def _marker(seat_marker: SeatMarker, seat: int) -> Callable:
    return lambda surface, rect: seat_marker(surface, seat, rect.center, rect.width // 2 - 4)


def _waiting(surface, rect) -> None:
    draw_marker(surface, rect.inflate(-14, -14), "")


def _hint(surface, rect) -> None:
    draw_ghost_marker(surface, rect.inflate(-14, -14), "")


def _jael_takes(surface, rect) -> None:
    pygame.draw.rect(surface, theme.ILLEGAL, rect, 3, border_radius=6)
    corner_tag(surface, "Jael", 13, theme.ILLEGAL, (rect.right - 2, rect.bottom - 2))


def chamber_section() -> KeySection:
    entries = [
        KeyEntry(
            "Cave chamber",
            "Brown card, C in its bottom-left corner. Touching chambers of one type form a "
            "group, which some challenges count.",
            _chamber("cave"),
        ),
        KeyEntry(
            "Stone chamber",
            "Grey card, S in its bottom-left corner. Its name is along the top; a card holds at "
            "most 4 elements (printed ones and tokens together).",
            _chamber("stone"),
        ),
        KeyEntry(
            "Doorways",
            "The light notches in a card's edges. Two doorways facing each other join the "
            "chambers into one path.",
            _chamber("stone"),
        ),
        KeyEntry(
            "Printed gold",
            "The coin in the bottom-right corner: gold you count each year while no chamber is "
            "built below it.",
            _coin(True),
        ),
        KeyEntry(
            "Covered gold",
            "A dim coin: a chamber is built below it, so it no longer counts.",
            _coin(False),
        ),
    ]
    entries += [
        KeyEntry(
            f"{rune.capitalize()} rune",
            f"The {rune} diamond beside the type letter. Alone against Jael: the {rune} Jael "
            "card makes it score the chambers of this rune it takes.",
            _rune(rune),
        )
        for rune in RUNE_INK
    ]
    return KeySection("Chamber cards", tuple(entries))


def token_section() -> KeySection:
    entries = [
        KeyEntry(f"{element_look(f)[0]}: {element_name(f)}", MONSTER_WORDS, _token(f))
        for f in MONSTERS
    ]
    entries += [
        KeyEntry(f"{element_look(f)[0]}: {element_name(f)}", TRAP_WORDS, _token(f)) for f in TRAPS
    ]
    entries.append(
        KeyEntry(
            "$: chest",
            "Treasure: 1 gold at each year's count, and some challenges and goals count chests.",
            _token("treasure"),
        )
    )
    entries += [
        KeyEntry(
            f"{element_look(f)[0]}: {element_name(f)}",
            "A gold star: its points are yours at the end."
            if not f.startswith("starneg")
            else "A silver star: its points are taken off at the end.",
            _token(f),
        )
        for f in STARS
    ]
    entries.append(
        KeyEntry(
            "SP: secret passage",
            "Lies on the edge between two slots (or by the entrance or exit) and joins them as a "
            "path. It is no element: it takes no room in a chamber.",
            _token(PASSAGE),
        )
    )
    return KeySection(
        "Tokens (printed on a card or bought at the market)",
        tuple(entries),
    )


def blueprint_section() -> KeySection:
    entries = [
        KeyEntry(
            f"{NEED_MARKS.get(need, need)}: {need}",
            f"Your blueprint asks for {NEED_WORDS[need]}.",
            _need(need),
        )
        for need in NEED_WORDS
    ]
    entries.append(
        KeyEntry(
            "Tick",
            "That requirement is met. A tag sits in an empty slot's corner, or at the foot of "
            "a built chamber; the more are met, the more your blueprint scores at the end.",
            _met,
        )
    )
    return KeySection("Blueprint tags", tuple(entries))


def dungeon_section() -> KeySection:
    return KeySection(
        "Your dungeon",
        (
            KeyEntry(
                "Lit row",
                "This year's row: each chamber you choose goes into one of its free slots. "
                "'covers N gold' says how much printed gold above it the new chamber would hide.",
                _slot(True),
            ),
            KeyEntry("A1 to D4", "Each slot's name: column letter, row number.", _slot(False)),
            KeyEntry(
                "ENTRANCE and EXIT",
                "Where your dungeon opens (green) and where it leads out (blue). Each chamber "
                "joined to them by paths scores at the end.",
                _doorway((30, 70, 40)),
            ),
            KeyEntry(
                "Gold ring",
                "While you point at 'Gold if counted now': each chamber that would give gold, "
                "with how much.",
                _gold_ring,
            ),
            KeyEntry(
                "Path network",
                "With Show paths (P): the chambers joined by paths, one colour a network.",
                _network,
            ),
            KeyEntry(
                "IN",
                "With Show paths: this chamber is joined to the entrance.",
                _path_tag("IN", IN_INK),
            ),
            KeyEntry(
                "OUT",
                "With Show paths: this chamber is joined to the exit.",
                _path_tag("OUT", OUT_INK),
            ),
        ),
    )


def table_section(seat_marker: SeatMarker, solo: bool) -> KeySection:
    entries = [
        KeyEntry(
            "Market item",
            "Its price in gold above its tokens. Lit: you may buy it now; dim: not now.",
            _item,
        ),
        KeyEntry("Sold", "That item has been bought this year.", _sold),
        KeyEntry(
            "Priority",
            "Each player's marker with their gold ('4g'), in shopping order (the richest "
            "shops first; ties go left). Points: what each place scores at the end.",
            _marker(seat_marker, 0),
        ),
        KeyEntry(
            "Challenge card",
            "Scores for you alone at the end: its points for each thing it counts. You keep "
            "one in each of the first three years.",
            _challenge,
        ),
    ]
    if solo:
        entries.append(
            KeyEntry(
                "Jael",
                "The automaton you play against: its panel shows what it holds (chambers, "
                "tokens, gold) and this year's card, whose rune it takes.",
                _marker(seat_marker, 1),
            )
        )
        entries.append(
            KeyEntry("Red frame 'Jael'", "The chamber Jael takes from your hand.", _jael_takes)
        )
    else:
        entries.append(
            KeyEntry(
                "Another player",
                "Their dungeon at a glance (brown cave, grey stone), gold and hand size; click "
                "it, or press its number, to see it large.",
                _small_dungeon,
            )
        )
    entries += [
        KeyEntry(
            "Dashed gold frame",
            "Your move, waiting: Confirm (Enter) makes it, Esc or Undo takes it back.",
            _waiting,
        ),
        KeyEntry("Dashed blue frame", "A hint (H): the move the computer would make.", _hint),
    ]
    return KeySection("Market, priority and the others", tuple(entries))


def key_sections(seat_marker: SeatMarker, solo: bool) -> list[KeySection]:
    return [
        chamber_section(),
        token_section(),
        blueprint_section(),
        dungeon_section(),
        table_section(seat_marker, solo),
    ]
