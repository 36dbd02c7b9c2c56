"""Pictures of Stonespine pieces at any size: a chamber card (type, doors, elements, printed gold,
solo rune), an element token, and the words for each element. Letters go with every colour, so
colour is never the only signal."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.widgets.text import SizedCache, cut_text, for_one_table
from game.rules.stonespine.content import CATALOG, PASSAGE
from game.rules.stonespine.text import TOKEN_NAMES

NAME_SIZE = 12
TYPE_FILL = {"cave": (112, 84, 58), "stone": (92, 96, 106)}
RUNE_INK = {"red": (210, 80, 70), "green": (96, 180, 96), "blue": (90, 140, 220)}
ELEMENT_LOOK = {  # face -> (letters, fill)
    "goblin": ("Gb", (70, 140, 60)),
    "kobold": ("Kb", (190, 110, 50)),
    "gnoll": ("Gn", (130, 90, 60)),
    "ooze": ("Oz", (50, 140, 140)),
    "slime": ("Sl", (140, 180, 60)),
    "bear": ("Br", (150, 50, 50)),
    "blade": ("Bd", (150, 50, 50)),
    "fire": ("Fi", (170, 60, 40)),
    "pit": ("Pt", (120, 50, 50)),
    "spike": ("Sp", (150, 50, 50)),
    "treasure": ("$", (200, 160, 60)),
    PASSAGE: ("SP", (80, 70, 110)),
}
STAR_WORDS = {
    "star1": "gold star (+1)",
    "star2": "gold star (+2)",
    "star3": "gold star (+3)",
    "starneg": "silver star (-1)",
    "starneg1": "silver star (-1)",
    "starneg2": "silver star (-2)",
    "starneg3": "silver star (-3)",
}


def element_name(face: str) -> str:
    return STAR_WORDS.get(face) or TOKEN_NAMES.get(face, face)


def element_look(face: str) -> tuple[str, tuple]:
    if face.startswith("star"):
        value = {
            "star1": "+1",
            "star2": "+2",
            "star3": "+3",
            "starneg2": "-2",
            "starneg3": "-3",
        }.get(face, "-1")
        return value, (220, 190, 80) if value[0] == "+" else (170, 170, 180)
    return ELEMENT_LOOK.get(face, (face[:2], (100, 100, 100)))


TOKEN_RADIUS = 12  # the least radius whose letters read at fonts.SMALLEST


def draw_token(surface, face: str, center, radius: int) -> None:
    """An element token: a disc of its colour with its letters (see ELEMENT_LOOK; the key names
    each). Under TOKEN_RADIUS (a card drawn tiny) the letters would be too small to read and the
    disc is drawn without them."""
    letters, fill = element_look(face)
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + 1, center[1] + 2), radius)
    pygame.draw.circle(surface, fill, center, radius)
    pygame.draw.circle(surface, theme.mix(fill, (255, 255, 255), 0.4), center, radius, 1)
    if radius < TOKEN_RADIUS:
        return
    img = fonts.render(
        letters,
        int(radius * 1.05),
        theme.TEXT_DARK if face == "treasure" else theme.TEXT,
        bold=True,
    )
    surface.blit(img, img.get_rect(center=center))


def draw_gold_coin(surface, center, gold: int, shows: bool = True) -> None:
    """The gold printed under a chamber: a coin with its number, dim once a chamber below
    covers it."""
    pygame.draw.circle(surface, theme.GOLD if shows else theme.GOLD_DIM, center, 10)
    img = fonts.render(str(gold), 13, theme.TEXT_DARK, bold=True)
    surface.blit(img, img.get_rect(center=center))


def draw_rune(surface, center, rune: str) -> None:
    """A chamber's rune: a small diamond in the rune's colour (Jael's cards name a rune)."""
    x, y = center
    pygame.draw.polygon(surface, RUNE_INK[rune], [(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)])


def _doors(surface, rect, doors: int, fill) -> None:
    """Each door is a notch in the card's frame, in the middle of its side."""
    w, h = max(10, rect.w // 4), max(3, rect.h // 14)
    gap = theme.mix(fill, (255, 235, 190), 0.55)
    if doors & 1:
        pygame.draw.rect(surface, gap, (rect.centerx - w // 2, rect.top, w, h))
    if doors & 4:
        pygame.draw.rect(surface, gap, (rect.centerx - w // 2, rect.bottom - h, w, h))
    if doors & 8:
        pygame.draw.rect(surface, gap, (rect.left, rect.centery - w // 2, h, w))
    if doors & 2:
        pygame.draw.rect(surface, gap, (rect.right - h, rect.centery - w // 2, h, w))


_PICTURES = for_one_table(SizedCache(budget_mb=8, convert=True))


def draw_chamber(
    surface, chamber_id: int, rect, elems=None, gold_shows: bool = True, named: bool = True
) -> None:
    """A chamber card: `elems` are the elements on it now (printed, then tokens). Each look is
    drawn once and kept (a dungeon shows sixteen of them every frame)."""
    rect = pygame.Rect(rect)
    elems = tuple(CATALOG.chambers[chamber_id].elements if elems is None else elems)
    key = (chamber_id, rect.size, elems, gold_shows, named)
    picture = _PICTURES.get(
        key, lambda: _chamber_picture(chamber_id, rect.size, elems, gold_shows, named)
    )
    surface.blit(picture, rect.topleft)


def _chamber_picture(chamber_id: int, size, elems, gold_shows: bool, named: bool) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    _draw_chamber(surface, chamber_id, surface.get_rect(), elems, gold_shows, named)
    return surface


def _draw_chamber(surface, chamber_id: int, rect, elems, gold_shows: bool, named: bool) -> None:
    chamber = CATALOG.chambers[chamber_id]
    fill = TYPE_FILL[chamber.type]
    pygame.draw.rect(surface, fill, rect, border_radius=6)
    pygame.draw.rect(surface, theme.mix(fill, (0, 0, 0), 0.5), rect, 2, border_radius=6)
    _doors(surface, rect, chamber.doors, fill)
    small = rect.w < 60
    if named and not small:
        _name_lines(surface, chamber.name, rect)
    radius = max(4, rect.w // 9) if small else max(TOKEN_RADIUS, rect.w // 8)
    for k, face in enumerate(elems[:4]):
        cx = rect.x + rect.w * (0.3 + 0.4 * (k % 2))
        cy = (
            rect.y + rect.h * (0.41 + 0.24 * (k // 2))
            if rect.h > rect.w
            else rect.y + rect.h * (0.37 + 0.27 * (k // 2))
        )
        draw_token(surface, face, (int(cx), int(cy)), radius)
    if small:
        return
    # the type letter and the rune sit in the bottom-left corner: the name has the top line to
    # itself
    letter = fonts.render(
        chamber.type[0].upper(), 12, theme.mix(fill, (255, 255, 255), 0.5), bold=True
    )
    surface.blit(letter, letter.get_rect(midleft=(rect.x + 7, rect.bottom - 13)))
    draw_rune(surface, (rect.x + letter.get_width() + 16, rect.bottom - 13), chamber.rune)
    draw_gold_coin(surface, (rect.right - 14, rect.bottom - 14), chamber.gold, gold_shows)


def _name_lines(surface, name: str, rect) -> None:
    """The chamber's name across the card's top at 12 px (see name_lines), each line cut short
    only if still too wide (none of the chambers' names is)."""
    width = rect.w - 7
    lines = name_lines(name, width)
    top = rect.y + (4 if len(lines) == 1 else 2)
    for k, line in enumerate(lines):
        surface.blit(cut_text(line, NAME_SIZE, theme.TEXT, width), (rect.x + 4, top + 13 * k))


def name_lines(name: str, width: int) -> list[str]:
    """A chamber's name in lines of `width` at 12 px: one where it fits, else two, broken at its
    last space or, one word, with a hyphen."""
    if fonts.render(name, NAME_SIZE, theme.TEXT).get_width() <= width:
        return [name]
    return list(name.rsplit(" ", 1) if " " in name else _hyphenated(name, width))


def _hyphenated(word: str, width: int) -> tuple[str, str]:
    """A one-word name too wide for its card, broken with a hyphen where the start fits, leaving
    at least three letters, between two consonants where it can (Antecham-ber, Encamp-ment),
    else after a vowel."""
    fits = [
        cut
        for cut in range(2, len(word) - 2)
        if fonts.render(word[:cut] + "-", NAME_SIZE, theme.TEXT).get_width() <= width
    ]
    if not fits:
        return word, ""

    def consonant(ch: str) -> bool:
        return ch.lower() not in "aeiouy"

    between = [c for c in fits if consonant(word[c - 1]) and consonant(word[c])]
    after_vowel = [c for c in fits if not consonant(word[c - 1]) and consonant(word[c])]
    cut = max(between or after_vowel or fits)
    return word[:cut] + "-", word[cut:]


def chamber_words(chamber_id: int) -> str:
    """The tooltip of a chamber: its name, type, doors, elements, gold and rune."""
    c = CATALOG.chambers[chamber_id]
    doors = (
        "".join(d for d, bit in (("N", 1), ("E", 2), ("S", 4), ("W", 8)) if c.doors & bit) or "none"
    )
    elems = ", ".join(element_name(e) for e in c.elements) or "no elements"
    return (
        f"{c.name}: {c.type} chamber, doors {doors}; {elems}; {c.gold} gold printed below; "
        f"{c.rune} rune."
    )
