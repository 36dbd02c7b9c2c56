"""The key to the Doodle Dungeon table (kit/symbol_key.py): every mark of the sheets, the path
and the hero, the improvement rows, the cards, the marks while you install or draw, and the
fight, each pictured by the same drawing function the table uses, with what it means in our
own words."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import theme
from game.client.tables.doodle import glyphs
from game.client.tables.doodle.cards import element_glyph
from game.client.tables.doodle.fight_dice import paper_die
from game.client.tables.doodle.sheet_view import (
    SheetGeometry,
    door,
    fits_here,
    fits_turned,
    hero_mark,
    marked_wall,
)
from game.client.tables.kit.hint import draw_ghost_marker
from game.client.tables.kit.provisional import draw_marker
from game.client.tables.kit.symbol_key import KeyEntry, KeySection
from game.client.widgets.board_parts import CellGrid, arrow_line, threshold_bar
from game.client.widgets.progress import step_strip, tick_boxes
from game.rules.doodle.content import CARDS, CONTENT, MAX_DICE
from game.rules.doodle.defend import WIN_AT
from game.rules.doodle.scoring import DEATH_BONUS

Picture = Callable[[pygame.Surface, pygame.Rect], None]


def _on_paper(kind: str) -> Picture:
    """A sheet's glyph on a space of paper, as the sheet draws it."""

    def draw(surface, rect):
        pygame.draw.rect(surface, glyphs.PAPER, rect, border_radius=3)
        glyphs.glyph(surface, kind, rect)

    return draw


def _inside(draw) -> Picture:
    """`draw(surface, rect)` kept inside the picture's square."""

    def clipped(surface, rect):
        draw(surface.subsurface(rect), pygame.Rect((0, 0), rect.size))

    return clipped


def _door(surface, rect) -> None:
    pygame.draw.rect(surface, theme.mix(glyphs.PAPER, theme.BG, 0.6), rect, border_radius=3)
    door(surface, SheetGeometry(pygame.Rect(0, 0, 340, 272)), rect.center, "")


@_inside
def _path(surface, rect) -> None:
    pygame.draw.rect(surface, glyphs.PAPER, rect)
    arrow_line(
        surface,
        [(3, rect.centery), (rect.right - 3, rect.centery)],
        glyphs.PATH_INK,
        3,
        6,
    )


@_inside
def _two_passes(surface, rect) -> None:
    """A space passed twice: the first pass up and left of its middle, the second down and
    right (sheet_view.lane_points)."""
    pygame.draw.rect(surface, glyphs.PAPER, rect)
    shift = max(2, rect.width // 7)
    c = rect.centery
    arrow_line(surface, [(0, c - shift), (rect.right, c - shift)], glyphs.PATH_INK, 3)
    arrow_line(surface, [(rect.right, c + shift), (0, c + shift)], glyphs.PATH_INK, 3)


def _hero(surface, rect) -> None:
    pygame.draw.rect(surface, glyphs.PAPER, rect, border_radius=3)
    hero_mark(surface, rect.center, rect.width // 4)


def _boxes(ticked: int) -> Picture:
    def draw(surface, rect):
        tick_boxes(
            surface,
            rect.left + 1,
            rect.centery - 5,
            (2, 1),
            ticked,
            glyphs.PAPER,
            lambda surf, box: glyphs.glyph(surf, "crossed", box),
        )

    return draw


def _row_lit(surface, rect) -> None:
    pygame.draw.rect(surface, theme.mix(theme.LEGAL, theme.BG, 0.55), rect, border_radius=4)
    _boxes(1)(surface, rect)


def _formation(surface, rect) -> None:
    card = next(c.number for c in CARDS if c.walls and len(c.walls) >= 4)
    pygame.draw.rect(surface, glyphs.PAPER, rect, border_radius=4)
    element_glyph(surface, card, "walls", rect)


def _strip(step: int, struck: tuple[int, ...] = ()) -> Picture:
    def draw(surface, rect):
        step_strip(
            surface,
            rect,
            1,
            step,
            struck,
            glyphs.PAPER,
            glyphs.PENCIL,
            lambda surf, k, box, done: glyphs.glyph(surf, "trap", box.inflate(-10, -10)),
        )

    return draw


def _lit(surface, rect) -> None:
    pygame.draw.rect(surface, glyphs.PAPER, rect)
    CellGrid(rect, 1, 1).draw_lit(surface, {0}, rect.center, lambda i: None)


def _refused(surface, rect) -> None:
    pygame.draw.rect(surface, glyphs.PAPER, rect)
    pygame.draw.rect(surface, theme.ILLEGAL, rect, 3)


def _ghost(colour) -> Picture:
    def draw(surface, rect):
        pygame.draw.rect(surface, glyphs.PAPER, rect)
        marked_wall(surface, rect, colour)

    return draw


def _cell(draw) -> Picture:
    def picture(surface, rect):
        pygame.draw.rect(surface, glyphs.PAPER, rect)
        draw(surface, rect)

    return picture


def _sheet_lit(surface, rect) -> None:
    pygame.draw.rect(surface, theme.mix(theme.LEGAL, theme.BG, 0.5), rect, border_radius=6)
    pygame.draw.rect(surface, glyphs.PAPER, rect.inflate(-12, -12))


def _die(surface, rect) -> None:
    paper_die(rect.inflate(-2, -2), 7).draw(surface)


def _bar(value: int) -> Picture:
    def draw(surface, rect):
        threshold_bar(
            surface, pygame.Rect(rect.left, rect.centery - 8, rect.width, 16), value, 40, WIN_AT
        )

    return draw


@_inside
def _waiting(surface, rect) -> None:
    draw_marker(surface, rect.inflate(-14, -14), "")


@_inside
def _hinted(surface, rect) -> None:
    draw_ghost_marker(surface, rect.inflate(-14, -14), "")


def _seat(seat_marker, seat: int) -> Picture:
    return lambda surface, rect: seat_marker(surface, seat, rect.center, rect.width // 2 - 4)


def _points(monster: str) -> str:
    points = CONTENT.points[monster]
    return f"{points} point{'s' * (points != 1)}"


def sections(seat_marker, names: list[str]) -> list[KeySection]:
    """The key's sections; `seat_marker(surface, seat, centre, radius)` draws a seat's token,
    `names` are the players' names."""
    damage = CONTENT.damage
    return [
        KeySection(
            "On a dungeon sheet",
            (
                KeyEntry("Wall", "No path may enter this space.", _on_paper("wall")),
                KeyEntry(
                    "Trap",
                    "Stops the hero, who loses hearts (your trap level), then it is crossed off.",
                    _on_paper("trap"),
                ),
                KeyEntry(
                    "Goblin",
                    f"Fights the hero: wins on {WIN_AT} or more (hero loses {damage['goblin']}); "
                    f"standing at the end: {_points('goblin')}.",
                    _on_paper("goblin"),
                ),
                KeyEntry(
                    "Orc",
                    f"Fights the hero: wins on {WIN_AT} or more (hero loses {damage['orc']}); "
                    f"standing at the end: {_points('orc')}.",
                    _on_paper("orc"),
                ),
                KeyEntry(
                    "Dragon",
                    f"Fights the hero: wins on {WIN_AT} or more (hero loses "
                    f"{damage['dragon']}); standing at the end: {_points('dragon')}.",
                    _on_paper("dragon"),
                ),
                KeyEntry(
                    "Treasure (the small chest)",
                    "Only its owner sees it until the end. It scores only if a monster "
                    "still stands on its space.",
                    _on_paper("treasure"),
                ),
                KeyEntry(
                    "Crossed off",
                    "A trap that has sprung or a monster that lost: the space is empty now.",
                    _on_paper("crossed"),
                ),
                KeyEntry(
                    "IN and OUT",
                    "The hero comes in above A1 and leaves below H10.",
                    _door,
                ),
                KeyEntry(
                    "A1 ... H10",
                    "Rows A to H from the top, columns 1 to 10 from the left: the log names "
                    "spaces this way.",
                ),
            ),
        ),
        KeySection(
            "The hero and the path",
            (
                KeyEntry(
                    "Hero's path",
                    "The red line from IN to OUT, arrows showing the way. Each player draws "
                    "it through the dungeon of the player on their right.",
                    _path,
                ),
                KeyEntry(
                    "A space passed twice",
                    "The first pass runs above and left of the middle, the second below and "
                    "right. No space is passed a third time.",
                    _two_passes,
                ),
                KeyEntry(
                    "Hero",
                    "Where the hero stands on the path; in the entrance before its first move.",
                    _hero,
                ),
                KeyEntry(
                    "Hearts",
                    f"The hero's life, beside each dungeon's name. At 0 the hero dies: "
                    f"+{DEATH_BONUS} for the owner. A hero that escapes costs 1 point per "
                    "heart left.",
                ),
            ),
        ),
        KeySection(
            "Improvement rows (below the large sheet)",
            (
                KeyEntry(
                    "Boxes in groups",
                    "Each ticked box is crossed. Filling a whole group reaches the next "
                    "level, written at the row's end.",
                    _boxes(2),
                ),
                KeyEntry(
                    "Strength +N",
                    "Added to the two dice when a monster of that row fights.",
                ),
                KeyEntry(
                    "Damage N, worth N each, hand of N",
                    "Hearts a trap takes; points per guarded treasure; cards you hold in "
                    "the defence.",
                ),
                KeyEntry(
                    "A green row",
                    "While you install an improvement: click it to tick its next box.",
                    _row_lit,
                ),
            ),
        ),
        KeySection(
            "Cards",
            (
                KeyEntry(
                    "Hero card",
                    "The word hero under its name, in brown. Laid on a rival's dungeon, it acts "
                    "by itself there at its moment.",
                ),
                KeyEntry(
                    "Dungeon card",
                    "The word dungeon under its name, in blue. Played in your own encounter: a "
                    "stronger monster, more dice, more damage.",
                ),
                KeyEntry(
                    "Pictures along the top",
                    "What the card builds, in order; a wall formation shows its shape.",
                    _formation,
                ),
                KeyEntry(
                    "The card being installed",
                    "Its elements in a row: the next one framed in gold ...",
                    _strip(0),
                ),
                KeyEntry("... one done", "Drawn on your sheet.", _strip(1)),
                KeyEntry(
                    "... one left out", "It could go nowhere, so it was left out.", _strip(1, (0,))
                ),
            ),
        ),
        KeySection(
            "While you draw",
            (
                KeyEntry("Green space", "Your element or step may go here.", _lit),
                KeyEntry(
                    "Red frame",
                    "Not here: the reason shows beside the pointer.",
                    _refused,
                ),
                KeyEntry(
                    "Green or red walls",
                    "The wall formation under the pointer: green fits there as it is, red does "
                    "not (the reason shows beside it).",
                    _ghost(theme.LEGAL),
                ),
                KeyEntry(
                    "Green space, walls in hand",
                    "The formation's middle may go here as it is turned now.",
                    _cell(fits_here),
                ),
                KeyEntry(
                    "Amber space with a turning arrow",
                    "The formation fits here only turned (R) or mirrored (F).",
                    _cell(fits_turned),
                ),
                KeyEntry(
                    "Orange walls",
                    "Walls traced by dragging, not drawn until you let go.",
                    _ghost(theme.ACCENT),
                ),
                KeyEntry(
                    "Green small sheet",
                    "The hero card you hold may be laid on that dungeon.",
                    _sheet_lit,
                ),
                KeyEntry(
                    "Gold dashed frame",
                    "Your move, not made yet: Confirm (Enter) makes it, Undo or Esc takes it back.",
                    _waiting,
                ),
                KeyEntry(
                    "Blue dashed frame",
                    "A hint: what the hard computer player would do now.",
                    _hinted,
                ),
            ),
        ),
        KeySection(
            "The fight",
            (
                KeyEntry(
                    "Ten-sided die",
                    f"A monster rolls two; some cards add more (never more than {MAX_DICE}).",
                    _die,
                ),
                KeyEntry(
                    f"The {WIN_AT} line",
                    f"The monster's strength: green once it reaches {WIN_AT} (the monster "
                    "wins) ...",
                    _bar(WIN_AT + 3),
                ),
                KeyEntry(
                    "... short of it",
                    "Red below: as it stands the monster loses and is crossed off.",
                    _bar(WIN_AT - 6),
                ),
            ),
        ),
        KeySection(
            "Players",
            tuple(
                KeyEntry(
                    name,
                    "Their token, on their sheet, in the scores and in the log.",
                    _seat(seat_marker, seat),
                )
                for seat, name in enumerate(names)
            ),
        ),
    ]
