"""A Doodle card on screen: its building elements as a strip of glyphs (a wall formation drawn as
its little shape), its action's name, kind and our text; and the element strip of the card being
installed, with the elements done ticked, those left out struck through and the next one lit."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.tables.doodle import glyphs
from game.client.tables.kit.open_hands import PAPER, HandCard
from game.client.widgets.draw import shadow, text_block
from game.client.widgets.progress import step_strip
from game.client.widgets.text import fit_text
from game.rules.doodle.content import CARDS

KIND_WORDS = {
    "dungeon": "dungeon action: in your own fights",
    "hero": "hero action: on a rival's dungeon",
}
KIND_INK = {"hero": (120, 70, 40), "dungeon": (50, 80, 120)}
HERO_FILL = (232, 196, 164)  # a hero action's chip among every hand (dungeon actions: paper)
CARD_TEXT = 12  # a card's kind and text: the least size any table may show
NAME_SIZE = 13  # a card's name, on two lines where one is too short
CARD_HEIGHT = 276  # a card's whole text reads at CARD_TEXT on a card 76 pixels wide

ELEMENT_WORDS = {
    "walls": "wall formation",
    "trap": "trap",
    "goblin": "goblin",
    "orc": "orc",
    "dragon": "dragon",
    "treasure": "treasure",
    "improve": "improvement",
}


def element_glyph(surface, card: int, element: str, rect, colour=None) -> None:
    """An element's glyph in `rect`; the wall formation as its shape on the card, fitted in."""
    if element != "walls":
        glyphs.glyph(surface, element, pygame.Rect(rect), colour)
        return
    cells, rect = CARDS[card].walls, pygame.Rect(rect).inflate(-4, -4)
    width, height = max(c for c, _ in cells) + 1, max(r for _, r in cells) + 1
    size = max(3, min(rect.width // width, rect.height // height))
    left, top = rect.centerx - size * width // 2, rect.centery - size * height // 2
    for c, r in cells:
        pygame.draw.rect(
            surface, colour or glyphs.PENCIL, (left + c * size, top + r * size, size - 1, size - 1)
        )


def kind_label(kind: str, width: int) -> pygame.Surface:
    """A card's kind under its name: "hero" in brown, "dungeon" in blue."""
    return fit_text(kind, CARD_TEXT, KIND_INK[kind], width, bold=True)


def hand_cards(state, seat: int) -> list[HandCard]:
    """A player's hand as chips: each card's action, hero and dungeon actions apart."""
    return [
        HandCard(
            CARDS[c].action.name,
            card_tip(c),
            HERO_FILL if CARDS[c].action.kind == "hero" else PAPER,
        )
        for c in state.hand[seat]
    ]


def card_tip(card: int) -> str:
    c = CARDS[card]
    return (
        f"{c.action.name} ({KIND_WORDS[c.action.kind]}): {c.action.text} Builds, in order: "
        + ", ".join(ELEMENT_WORDS[e] for e in c.elements)
        + "."
    )


def draw_card(surface, card: int, rect, lit: bool = False, text: bool = True) -> None:
    """A card face: element strip on top, then name, kind and (when there is room) the text."""
    rect = pygame.Rect(rect)
    c = CARDS[card]
    shadow(surface, rect, radius=6, offset=3)
    pygame.draw.rect(surface, glyphs.PAPER, rect, border_radius=6)
    pygame.draw.rect(
        surface,
        theme.ACCENT if lit else theme.mix(glyphs.PENCIL, glyphs.PAPER, 0.4),
        rect,
        3 if lit else 1,
        border_radius=6,
    )
    n = len(c.elements)
    size = min(22, (rect.width - 8) // n)
    left = rect.centerx - size * n // 2
    for k, element in enumerate(c.elements):
        element_glyph(
            surface, card, element, pygame.Rect(left + k * size, rect.top + 5, size, size)
        )
    y = rect.top + size + 9
    for line in fonts.wrap(c.action.name, NAME_SIZE, rect.width - 8, bold=True)[:2]:
        name = fit_text(line, NAME_SIZE, theme.TEXT_DARK, rect.width - 8, bold=True)
        surface.blit(name, name.get_rect(midtop=(rect.centerx, y)))
        y += name.get_height() - 2
    y += 2
    kind = kind_label(c.action.kind, rect.width - 8)
    surface.blit(kind, kind.get_rect(midtop=(rect.centerx, y)))
    y += kind.get_height() + 2
    if text:
        text_block(
            surface,
            c.action.text,
            pygame.Rect(rect.left + 5, y, rect.width - 10, rect.bottom - 2 - y),
            CARD_TEXT,
            theme.TEXT_DARK,
            line_gap=0,
        )


def draw_strip(surface, card: int, step: int, left_out: list[int], rect) -> list[pygame.Rect]:
    """The elements of the card being installed, left to right; returns their boxes."""
    elements, faded = CARDS[card].elements, theme.mix(glyphs.PENCIL, glyphs.PAPER, 0.5)
    return step_strip(
        surface,
        rect,
        len(elements),
        step,
        left_out,
        glyphs.PAPER,
        glyphs.PENCIL,
        lambda surf, k, box, done: element_glyph(
            surf, card, elements[k], box.inflate(-10, -10), faded if done else None
        ),
    )
