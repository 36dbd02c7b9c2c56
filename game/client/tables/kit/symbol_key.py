"""The key to a table's symbols: every symbol, tag, colour and number of a game named and
explained in words, one key press (K) or one click (the Key button) away, so a player never
needs to hover to know what something means.

A part of the table: TableScene makes one for every table and puts it among its widgets; a
table fills it by returning its sections from `key_sections()` (usually built in its game's
`key.py`). Each entry has a name, a meaning and, where it helps, a picture drawn by the table's
own drawing code at the entry's place, so the key shows the symbol exactly as the board does.

While open the key lies over the board (the scores, the log and the buttons stay usable): K,
Escape, the Key button or a click on the key closes it; the wheel scrolls a long key.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.client import fonts, theme
from game.client.widgets.button import Button
from game.client.widgets.draw import panel

Picture = Callable[[pygame.Surface, pygame.Rect], None]

TITLE_SIZE = 22
SECTION_SIZE = 17
NAME_SIZE = 15
MEANING_SIZE = 14  # the smallest text of the key: 12 px is the least any table may show
PICTURE = 34  # a picture's square, in pixels
PAD = 18
COLUMN_GAP = 24
ENTRY_GAP = 8


@dataclass(frozen=True)
class KeyEntry:
    name: str  # what the symbol is called ("Goblin", "Stone chamber")
    meaning: str  # what it does or counts, in our own words
    picture: Picture | None = None  # draws the symbol into the rectangle it is given


@dataclass(frozen=True)
class KeySection:
    title: str
    entries: tuple[KeyEntry, ...]


class SymbolKey(Button):
    """The Key button (K) and, while open, the key itself over `area` (the board)."""

    def __init__(self, rect, area, sections: Callable[[], list[KeySection]], game_title: str):
        super().__init__(
            rect,
            "Key",
            self.toggle,
            size=18,
            hotkey=pygame.K_k,
            style="stone",
            tooltip="What every symbol on this table means (K).",
        )
        self.area = pygame.Rect(area)
        self.sections = sections
        self.game_title = game_title
        self.open = False
        self.scroll = 0
        self._picture: pygame.Surface | None = None  # the open key, drawn once per opening
        self._height = 0

    # ---- state --------------------------------------------------------------------------
    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0
        self._picture = None

    def close(self) -> None:
        self.open = False
        self._picture = None

    def has_entries(self) -> bool:
        return any(section.entries for section in self.sections())

    # ---- input --------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if super().handle(event):
            return True
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 48)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll_by(self.area.height // 2 * (1 if event.key == pygame.K_PAGEDOWN else -1))
            return True
        inside = getattr(event, "pos", None) is not None and self.area.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and inside:
            if event.button == 1:
                self.close()
            return True
        # nothing under the open key is reached by the pointer
        return inside and event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def scroll_by(self, pixels: int) -> None:
        room = max(0, self._height - self.area.height)
        self.scroll = max(0, min(room, self.scroll + pixels))

    # ---- drawing ------------------------------------------------------------------------
    def draw_open(self, surface) -> None:
        """The open key over the board; the table draws it after every other widget."""
        if not self.open:
            return
        if self._picture is None:
            self._picture = self._draw_key()
        clip = surface.get_clip()
        surface.set_clip(self.area)
        panel(surface, self.area, fill=(30, 25, 22), edge=theme.GOLD_DIM, radius=12)
        surface.blit(self._picture, (self.area.left, self.area.top - self.scroll))
        surface.set_clip(clip)
        if self._height > self.area.height:
            self._draw_scroll_hint(surface)

    def _draw_scroll_hint(self, surface) -> None:
        more = self.scroll < self._height - self.area.height
        hint = "Scroll for more" if more else "End of the key"
        img = fonts.render(hint, 14, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(bottomright=(self.area.right - 14, self.area.bottom - 8)))

    def _draw_key(self) -> pygame.Surface:
        """The whole key, as tall as it needs, laid out in two columns: each section stays in
        one column and goes to the shorter one."""
        width = self.area.width
        column_w = (width - 2 * PAD - COLUMN_GAP) // 2
        blocks = [self._section_picture(section, column_w) for section in self.sections()]
        head = fonts.render(f"Key: {self.game_title}", TITLE_SIZE, theme.GOLD, bold=True)
        note = fonts.render("K, Esc or a click closes it", 14, theme.TEXT_DIM)
        top = PAD + head.get_height() + 10
        heights = [top, top]
        places = []
        for block in blocks:
            column = 0 if heights[0] <= heights[1] else 1
            places.append((PAD + column * (column_w + COLUMN_GAP), heights[column]))
            heights[column] += block.get_height() + 14
        self._height = max(heights) + PAD
        surf = pygame.Surface((width, max(self._height, self.area.height)), pygame.SRCALPHA)
        surf.blit(head, (PAD, PAD))
        surf.blit(note, note.get_rect(topright=(width - PAD, PAD + 6)))
        for block, place in zip(blocks, places):
            surf.blit(block, place)
        return surf

    def _section_picture(self, section: KeySection, width: int) -> pygame.Surface:
        rows = [self._entry_picture(entry, width) for entry in section.entries]
        title = fonts.render(section.title, SECTION_SIZE, theme.GOLD, bold=True)
        height = title.get_height() + 6 + sum(r.get_height() + ENTRY_GAP for r in rows)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        surf.blit(title, (0, 0))
        y = title.get_height() + 2
        pygame.draw.line(surf, theme.GOLD_DIM, (0, y), (width, y))
        y += 4
        for row in rows:
            surf.blit(row, (0, y))
            y += row.get_height() + ENTRY_GAP
        return surf

    def _entry_picture(self, entry: KeyEntry, width: int) -> pygame.Surface:
        text_x = PICTURE + 10 if entry.picture else 0
        text_w = width - text_x
        name = fonts.render(entry.name, NAME_SIZE, theme.TEXT, bold=True)
        lines = fonts.wrap(entry.meaning, MEANING_SIZE, text_w)
        line_h = fonts.render("Ag", MEANING_SIZE, theme.TEXT).get_height()
        height = max(PICTURE if entry.picture else 0, name.get_height() + len(lines) * line_h)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        if entry.picture:
            entry.picture(surf, pygame.Rect(0, 0, PICTURE, PICTURE))
        surf.blit(name, (text_x, 0))
        y = name.get_height()
        for line in lines:
            surf.blit(fonts.render(line, MEANING_SIZE, theme.TEXT_DIM), (text_x, y))
            y += line_h
        return surf
