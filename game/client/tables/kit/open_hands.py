"""Every seat's hand laid open, a line a seat: what a finished game's replay draws with "Show
all" (`table.sees_all`, scenes/replay.py) where the seat's own hand would lie.

A table composes one `OpenHands(table, cards_of)`; `cards_of(state, seat)` lists what the seat
holds as `HandCard`s (the words on the card's chip, its colour, the note shown on hover).
`draw(surface, rect, state)` lays the seats out top to bottom in `rect`: each seat's marker and
name, then its cards as chips of words, wrapped onto more lines where the seat's band has room,
at 13 px or else 12 px (fonts.SMALLEST), each chip cut short (with an ellipsis, its whole words
in its note) only when even that does not fit, and a last "+3 more" chip only when even the cut
chips do not. Everything is readable without
hovering. The table decides when to draw it: only with `sees_all`, never for a seat's eyes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.client import fonts, theme
from game.client.widgets.text import cut_text, fit_text

SIZES = (13, fonts.SMALLEST)  # the chips' text: the first that lets every chip fit whole
PAPER = (226, 214, 188)
GAP = 4  # between chips side by side
LINE_GAP = 2  # between lines of chips
PAD = 5  # a chip's words from its sides
NAME_W = 104  # at most, the seat's name column
LEAST_CHIP = 56  # the narrowest a chip is cut to: a few letters still read
BAND_FILLS = ((44, 37, 32), (36, 30, 27))  # seats alternate, so each line reads as its own


@dataclass(frozen=True)
class HandCard:
    words: str  # on the chip: short (a card's name, "3", "Key")
    tip: str = ""  # more, on hover (the chip's words when empty)
    fill: tuple[int, int, int] = PAPER
    ink: tuple[int, int, int] = theme.TEXT_DARK
    edge: tuple[int, int, int] | None = None  # a mark (a pick made this turn): the chip framed


class OpenHands:
    def __init__(self, table, cards_of: Callable[[object, int], list[HandCard]]):
        self.table = table
        self.cards_of = cards_of

    def draw(self, surface, rect, state) -> None:
        """Every seat's hand in `rect`, a band a seat."""
        rect = pygame.Rect(rect)
        seats = range(state.num_players)
        names = [self.table.session.seat_name(s) for s in seats]
        name_w = min(
            NAME_W, 30 + max(fonts.render(n, 13, theme.TEXT, True).get_width() for n in names)
        )
        band_h = rect.height // len(seats)
        for k, (seat, name) in enumerate(zip(seats, names)):
            band = pygame.Rect(rect.left, rect.top + k * band_h, rect.width, band_h)
            pygame.draw.rect(surface, BAND_FILLS[k % 2], band, border_radius=6)
            self.draw_seat(surface, band, seat, name, name_w, state)

    def draw_seat(self, surface, band, seat: int, name: str, name_w: int, state) -> None:
        """One seat's band: its marker and name level with its first line of chips."""
        area = pygame.Rect(band.left + name_w, band.top + 1, band.width - name_w - 4, band.h - 2)
        cards = self.cards_of(state, seat)
        size, chips = chip_rects(cards, area) if cards else (SIZES[0], [])
        if len(chips) < len(cards):  # no room for them all, even cut short: the last says so
            rest = cards[len(chips) - 1 :]
            more = ", ".join(card.words for card in rest)
            cards = cards[: len(chips) - 1] + [HandCard(f"+{len(rest)} more", more)]
        mid = chips[0].centery if chips else band.centery
        self.table.seat_marker(surface, seat, (band.left + 11, mid), 8)
        label = fit_text(name, 13, theme.TEXT, name_w - 24, bold=True, floor=fonts.SMALLEST)
        surface.blit(label, label.get_rect(midleft=(band.left + 22, mid)))
        if not cards:
            img = fonts.render("no cards", 13, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(area.left + 2, mid)))
        for card, chip in zip(cards, chips):
            self.draw_chip(surface, card, chip, size)
            self.table.tooltips.add(chip, f"{name}: {card.tip or card.words}")

    @staticmethod
    def draw_chip(surface, card: HandCard, chip: pygame.Rect, size: int) -> None:
        pygame.draw.rect(surface, card.fill, chip, border_radius=4)
        if card.edge is not None:
            pygame.draw.rect(surface, card.edge, chip, 2, border_radius=4)
        else:
            pygame.draw.rect(
                surface, theme.mix(card.fill, (0, 0, 0), 0.35), chip, 1, border_radius=4
            )
        img = cut_text(card.words, size, card.ink, chip.width - 2 * PAD)
        surface.blit(img, img.get_rect(center=chip.center))


def chip_rects(cards: list[HandCard], area: pygame.Rect) -> tuple[int, list[pygame.Rect]]:
    """The text size of the chips and where each card's chip lies in `area`, in reading order:
    wrapped onto as many lines as the area holds, at the largest of SIZES that lets every chip
    fit whole; else at the smallest, in a grid of equal chips (their words cut short), and
    those that find no room at all left out."""
    for size in SIZES:
        height = fonts.render("Ag", size, theme.TEXT).get_height()
        lines = max(1, (area.height + LINE_GAP) // (height + LINE_GAP))
        widths = [fonts.render(c.words, size, theme.TEXT).get_width() + 2 * PAD for c in cards]
        placed = _flow(widths, area, height, lines)
        if placed is not None:
            return size, placed
    per_line = min(math.ceil(len(cards) / lines), (area.width + GAP) // (LEAST_CHIP + GAP))
    per_line = max(1, per_line)
    width = max(1, (area.width - GAP * (per_line - 1)) // per_line)
    top = _top(area, height, min(lines, math.ceil(len(cards) / per_line)))
    rects = [
        pygame.Rect(
            area.left + (i % per_line) * (width + GAP),
            top + (i // per_line) * (height + LINE_GAP),
            width,
            height,
        )
        for i in range(len(cards))
    ]
    return SIZES[-1], [r for r in rects if r.bottom <= area.bottom]


def _flow(widths: list[int], area: pygame.Rect, height: int, lines: int) -> list | None:
    """Chips of these widths left to right, line after line, the lines used centred in the
    area's height; None when they need more than `lines`."""
    rows, x = [0], area.left
    for width in widths:
        if width > area.width:
            return None
        if x > area.left and x + width > area.right:
            rows.append(0)
            x = area.left
        x += width + GAP
        rows[-1] += 1
    if len(rows) > lines:
        return None
    top, rects, i = _top(area, height, len(rows)), [], 0
    for line, count in enumerate(rows):
        x = area.left
        for width in widths[i : i + count]:
            rects.append(pygame.Rect(x, top + line * (height + LINE_GAP), width, height))
            x += width + GAP
        i += count
    return rects


def _top(area: pygame.Rect, height: int, lines: int) -> int:
    return area.top + max(0, (area.height - lines * height - (lines - 1) * LINE_GAP) // 2)
