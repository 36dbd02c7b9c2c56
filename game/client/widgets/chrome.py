"""The chrome around every table, as widgets that read a data source each frame:

- PromptLine: who is to do what ("Ann: place a tile"), a seat marker in front;
- ScoresPanel: one row per seat (marker, name, total, the seat to move pointed at) with notes;
- LogPanel: the game log, wrapped once per line, with scroll-back by mouse wheel, scrollbar
  (drag the thumb, click the track) and Page Up / Page Down while the pointer is over it;
- FlashBar: a one-line note or refusal that fades after a few seconds;
- seat_lines: words for each seat behind its marker (what each player has taken, say).

A source is a plain callable the table passes in; the widgets know nothing of sessions or rules.
`marker(surface, seat, center, radius)` draws a seat's marker (colour, shape and letter).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client import fonts, theme
from game.client.widgets.base import Widget
from game.client.widgets.draw import text_block
from game.client.widgets.text import fit_text

FLASH_TIME = 3.5


class PromptLine(Widget):
    """`source() -> (seat or None, text)`."""

    def __init__(self, rect, source, marker):
        super().__init__(rect)
        self.source, self.marker = source, marker

    def draw(self, surface) -> None:
        seat, text = self.source()
        x = self.rect.left + 18
        if seat is not None:
            self.marker(surface, seat, (x + 12, self.rect.centery), 13)
            x += 36
        img = fonts.render(text, 22, theme.TEXT, bold=True)
        if img.get_width() > self.rect.right - x - 12:
            img = fit_text(text, 17, theme.TEXT, self.rect.right - x - 12, bold=True)
        surface.blit(img, img.get_rect(midleft=(x, self.rect.centery + 1)))


@dataclass
class ScoreRow:
    seat: int
    name: str  # with the bot's level, if any
    total: int | None  # None: the game cannot score yet
    note: str  # the tooltip: where the points come from
    to_move: bool
    out: bool = False  # out of the game: the total does not count
    warn: str = ""  # would be out if the game ended now ("most"): shown beside `side`, not struck
    side: str = ""  # a second figure shown small beside the total ("3 wounds")
    preview: str = ""  # what a move awaiting Confirm would add ("+3?"), shown beside the total


OUT_INK = (226, 96, 84)


class ScoresPanel(Widget):
    """`source() -> [ScoreRow]`; notes go to `tooltips`."""

    def __init__(self, rect, source, marker, tooltips):
        super().__init__(rect)
        self.source, self.marker, self.tooltips = source, marker, tooltips

    def draw(self, surface) -> None:
        rect = self.rect
        title = fonts.render("Scores", 18, theme.GOLD, bold=True, display=True)
        surface.blit(title, (rect.left + 16, rect.top + 12))
        rows = self.source()
        row_h = min(44, (rect.height - 48) // max(1, len(rows)))
        y = rect.top + 44
        for entry in rows:
            row = pygame.Rect(rect.left + 8, y, rect.width - 16, row_h - 4)
            if entry.to_move:  # highlighted, and pointed at: not by colour alone
                pygame.draw.rect(surface, (62, 50, 40), row, border_radius=6)
                pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=6)
                tip = (row.left - 2, row.centery)
                pygame.draw.polygon(
                    surface, theme.ACCENT, [(tip[0] - 7, tip[1] - 6), (tip[0] - 7, tip[1] + 6), tip]
                )
            self.marker(surface, entry.seat, (row.left + 18, row.centery), 11)
            room = row.width - 38 - 44
            img = fit_text(entry.name, 17, theme.TEXT, room, bold=entry.to_move)
            surface.blit(img, img.get_rect(midleft=(row.left + 38, row.centery)))
            if entry.total is not None:
                total = fonts.render(
                    str(entry.total), 22, theme.TEXT_DIM if entry.out else theme.GOLD, bold=True
                )
                spot = total.get_rect(midright=(row.right - 10, row.centery))
                surface.blit(total, spot)
                if entry.out:  # struck through and tagged: not by colour alone
                    pygame.draw.line(
                        surface,
                        OUT_INK,
                        (spot.left - 3, spot.centery),
                        (spot.right + 3, spot.centery),
                        2,
                    )
                if entry.preview:
                    img = fonts.render(entry.preview, 18, theme.ACCENT, bold=True)
                    spot = img.get_rect(midright=(spot.left - 6, row.centery))
                    surface.blit(img, spot)
                side = entry.side + (
                    "  OUT" if entry.out else f" ({entry.warn})" if entry.warn else ""
                )
                if side.strip():
                    ink = OUT_INK if entry.out or entry.warn else theme.TEXT_DIM
                    img = fonts.render(side.strip(), 13, ink, bold=entry.out)
                    surface.blit(img, img.get_rect(midright=(spot.left - 8, row.centery + 1)))
                self.tooltips.add(row, entry.note)
            y += row_h


@dataclass(frozen=True)
class LogLine:
    seat: int | None  # the seat marked in front (an action's first line), else None
    text: str
    # "action" (room for a marker), "detail" (indented, dimmer), "plain", "header" (gold)
    style: str = "action"


LINE_H = 19
STYLES = {
    "action": (15, False, 22),
    "detail": (14, False, 30),
    "plain": (14, False, 4),
    "header": (14, True, 4),
}  # size, bold, indent
BAR_W = 8


class LogPanel(Widget):
    """`source() -> (key, [LogLine])`; the lines are wrapped again only when `key` changes (give
    a key that changes whenever the lines do, e.g. (log list id, count shown))."""

    def __init__(self, rect, source, marker, empty: str = "Moves will be listed here."):
        super().__init__(rect)
        self.source, self.marker, self.empty = source, marker, empty
        self.scroll = 0  # rows scrolled back from the newest
        self.inner = pygame.Rect(
            rect.left + 14, rect.top + 42, rect.width - 28 - BAR_W, rect.height - 54
        )
        self._wrapped_key = None
        self._rows: list[tuple[int | None, str, str]] = []
        self._lines: list = []  # the lines last wrapped, and where each one's rows end
        self._row_ends: list[int] = []
        self._wrap_cache: dict = {}
        self._hover = False
        self._grab: int | None = None  # the thumb is held this many pixels below its top

    # ---- content ----------------------------------------------------------------------------
    def rows(self) -> list[tuple[int | None, str, str]]:
        """Every line wrapped to the panel: (seat to mark or None, text, style)."""
        key, lines = self.source()
        full = (key, self.inner.width, fonts.scale())
        if full != self._wrapped_key:
            more_lines = self._wrapped_key is not None and self._wrapped_key[1:] == full[1:]
            self._wrapped_key = full
            # Lines the last wrap already had (the same objects, in the same places) keep their
            # rows; only the rest is wrapped, so a long game's log costs little per move.
            kept, old = 0, self._lines if more_lines else []
            while kept < min(len(old), len(lines)) and old[kept] is lines[kept]:
                kept += 1
            rows = self._rows[: self._row_ends[kept - 1]] if kept else []
            ends = self._row_ends[:kept]
            for line in lines[kept:]:
                rows += self._wrap(line)
                ends.append(len(rows))
            if self.scroll and more_lines and len(rows) > len(self._rows):
                self.scroll += len(rows) - len(self._rows)  # scrolled back: the text read stays put
            self._rows, self._lines, self._row_ends = rows, list(lines), ends
        return self._rows

    def _wrap(self, line: LogLine) -> list:
        key = (line, self.inner.width, fonts.scale())
        rows = self._wrap_cache.get(key)
        if rows is None:
            if len(self._wrap_cache) > 4000:
                self._wrap_cache.clear()
            size, bold, indent = STYLES[line.style]
            parts = fonts.wrap(line.text, size, self.inner.width - indent, bold=bold)
            rows = [
                (line.seat if k == 0 else None, part, line.style) for k, part in enumerate(parts)
            ]
            self._wrap_cache[key] = rows
        return rows

    @property
    def visible_rows(self) -> int:
        return max(1, self.inner.height // LINE_H)

    def _clamp(self) -> int:
        top = max(0, len(self.rows()) - self.visible_rows)
        self.scroll = max(0, min(self.scroll, top))
        return top

    # ---- scrollbar --------------------------------------------------------------------------
    def _track(self) -> pygame.Rect:
        return pygame.Rect(self.inner.right + 4, self.inner.top, BAR_W, self.inner.height)

    def _thumb(self) -> pygame.Rect | None:
        top = self._clamp()
        if top <= 0:
            return None
        track = self._track()
        total = len(self.rows())
        h = max(24, track.height * self.visible_rows // total)
        y = track.top + (track.height - h) * (top - self.scroll) // top
        return pygame.Rect(track.left, y, BAR_W, h)

    def _scroll_to_thumb(self, thumb_top: int) -> None:
        top = self._clamp()
        thumb = self._thumb()
        if thumb is None:
            return
        room = self._track().height - thumb.height
        share = 0.0 if room <= 0 else (thumb_top - self._track().top) / room
        self.scroll = top - round(max(0.0, min(1.0, share)) * top)

    # ---- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover = self.rect.collidepoint(event.pos)
            if self._grab is not None:
                self._scroll_to_thumb(event.pos[1] - self._grab)
                return True
            return False
        if event.type == pygame.MOUSEWHEEL and self._hover:
            self.scroll += 3 * event.y  # wheel up: older lines
            self._clamp()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self._thumb()
            if thumb is not None and thumb.inflate(8, 0).collidepoint(event.pos):
                self._grab = event.pos[1] - thumb.top
                return True
            if thumb is not None and self._track().inflate(8, 0).collidepoint(event.pos):
                page = self.visible_rows - 1
                self.scroll += page if event.pos[1] < thumb.top else -page
                self._clamp()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._grab is not None:
            self._grab = None
            return True
        if (
            event.type == pygame.KEYDOWN
            and self._hover
            and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN)
        ):
            page = self.visible_rows - 1
            self.scroll += page if event.key == pygame.K_PAGEUP else -page
            self._clamp()
            return True
        return False

    # ---- drawing ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        rect = self.rect
        title = fonts.render("Game log", 18, theme.GOLD, bold=True, display=True)
        surface.blit(title, (rect.left + 16, rect.top + 12))
        rows = self.rows()
        self._clamp()
        end = len(rows) - self.scroll
        shown = rows[max(0, end - self.visible_rows) : end]
        if self.scroll:  # scrolled back: say so
            more = fonts.render(f"{self.scroll} newer lines below", 13, theme.ACCENT)
            surface.blit(more, more.get_rect(topright=(rect.right - 14, rect.top + 16)))
        y = self.inner.top
        for seat, text, style in shown:
            size, bold, indent = STYLES[style]
            if seat is not None:
                self.marker(surface, seat, (self.inner.left + 8, y + 9), 7)
            colour = (
                theme.TEXT_DIM
                if style == "detail"
                else theme.GOLD
                if style == "header"
                else theme.TEXT
            )
            surface.blit(
                fonts.render(text, size, colour, bold=bold), (self.inner.left + indent, y + 1)
            )
            y += LINE_H
        thumb = self._thumb()
        if thumb is not None:
            pygame.draw.rect(surface, (52, 42, 36), self._track(), border_radius=4)
            pygame.draw.rect(
                surface,
                theme.GOLD if self._grab is not None else theme.GOLD_DIM,
                thumb,
                border_radius=4,
            )
        if not rows:
            text_block(surface, self.empty, self.inner, 15, theme.TEXT_DIM)


class FlashBar(Widget):
    """A note ('Move taken back.') or a refusal (bad: red, with a sound from the table)."""

    def __init__(self, rect):
        super().__init__(rect)
        self.text: str | None = None
        self.bad = False
        self.age = 0.0
        self._picture: tuple[tuple, pygame.Surface] | None = None  # (what it shows, its bar)

    def show(self, text: str, bad: bool = False) -> None:
        self.text, self.bad, self.age = text, bad, 0.0

    @property
    def showing(self) -> bool:
        return bool(self.text) and self.age <= FLASH_TIME

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface) -> None:
        if not self.showing:
            return
        alpha = 255 if self.age < FLASH_TIME - 0.5 else int(255 * (FLASH_TIME - self.age) / 0.5)
        layer = self._bar()
        layer.set_alpha(alpha)
        surface.blit(layer, self.rect.topleft)

    def _bar(self) -> pygame.Surface:
        """The bar drawn once per note (not every frame: each would be a new 160 KB picture)."""
        key = (self.text, self.bad, self.rect.size, fonts.scale())
        if self._picture is not None and self._picture[0] == key:
            return self._picture[1]
        rect = self.rect
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        fill = (70, 30, 26, 230) if self.bad else (40, 52, 36, 230)
        edge = theme.ILLEGAL if self.bad else theme.LEGAL
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=8)
        pygame.draw.rect(layer, edge, layer.get_rect(), 2, border_radius=8)
        badge = fonts.render("!" if self.bad else "i", 20, edge, bold=True)
        pygame.draw.circle(layer, edge, (22, rect.height // 2), 12, 2)
        layer.blit(badge, badge.get_rect(center=(22, rect.height // 2 + 1)))
        img = fit_text(self.text, 18, theme.TEXT, rect.width - 56, bold=True)
        layer.blit(img, img.get_rect(midleft=(44, rect.height // 2 + 1)))
        self._picture = (key, layer)
        return layer


def seat_lines(surface, rect, rows, marker, size: int = 12) -> None:
    """`rows` [(seat, words)] one under another in `rect`, each behind the seat's marker, wrapped,
    cut off where `rect` ends."""
    rect, y = pygame.Rect(rect), rect.top
    step = size + 3
    for seat, words in rows:
        marker(surface, seat, (rect.left + 7, y + 8), 7)
        for line in fonts.wrap(words, size, rect.width - 20):
            if y > rect.bottom - step + 1:
                return
            surface.blit(fonts.render(line, size, theme.TEXT), (rect.left + 18, y))
            y += step
        y += 4
