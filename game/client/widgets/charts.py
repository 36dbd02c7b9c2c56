"""Charts in the app's style: a line chart of totals over a game, and bars of points by category.

Both take `Series(name, colour, shape, letter, values)`: a seat's line or bars, in its colour and
marked with its token (colour is never the only signal). Numbers show on hover: `hover(pos)` on
a chart returns the lines of its note for that point, drawn with the tooltip box.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client import fonts, theme
from game.client.widgets.draw import seat_marker

GRID = (66, 56, 48)
AXIS_INK = theme.TEXT_DIM
ROW_MOST = 64  # the tallest row of bars a category gets
MARKS_UP_TO = 16  # points along a line get the seat's marker when there are at most this many


@dataclass
class Series:
    name: str
    colour: tuple[int, int, int]
    shape: str
    letter: str
    values: list[int]


def nice_step(span: float, lines: int = 5) -> int:
    """A round step for the value axis (1, 2, 5, 10, 20, 50 ...) giving about `lines` lines."""
    rough = max(1.0, span / lines)
    magnitude = 1
    while magnitude * 10 <= rough:
        magnitude *= 10
    for factor in (1, 2, 5, 10):
        if magnitude * factor >= rough:
            return magnitude * factor
    return magnitude * 10


def value_range(values: list[int]) -> tuple[int, int, int]:
    """(low, high, step): the axis from 0 (or below, for negative values) to a round top."""
    low, high = min(0, *values), max(1, *values)
    step = nice_step(high - low)
    return (low // step) * step, -(-high // step) * step, step


class LineChart:
    """Totals after each point of the game (`labels[i]` names point i: "Start", "Round 1" ...)."""

    def __init__(self, rect, series: list[Series], labels: list[str], title: str):
        self.rect = pygame.Rect(rect)
        self.series = series
        self.labels = labels
        self.title = title
        self.plot = pygame.Rect(self.rect.left + 52, self.rect.top + 40, 0, 0)
        self.plot.width = self.rect.right - 40 - self.plot.left
        self.plot.height = self.rect.bottom - 44 - self.plot.top
        values = [v for s in series for v in s.values] or [0]
        self.low, self.high, self.step = value_range(values)

    def x(self, i: int) -> int:
        count = max(2, len(self.labels))
        return self.plot.left + round(self.plot.width * i / (count - 1))

    def y(self, value: float) -> int:
        span = max(1, self.high - self.low)
        return self.plot.bottom - round(self.plot.height * (value - self.low) / span)

    def index_at(self, pos) -> int | None:
        if not self.plot.inflate(24, 24).collidepoint(pos) or not self.labels:
            return None
        return min(range(len(self.labels)), key=lambda i: abs(self.x(i) - pos[0]))

    def hover(self, pos) -> list[str] | None:
        i = self.index_at(pos)
        if i is None:
            return None
        rows = sorted(self.series, key=lambda s: -s.values[i])
        head = "At the start:" if i == 0 else f"After {self.labels[i]}:"
        return [head] + [f"{s.name} {s.values[i]}" for s in rows]

    def draw(self, surface, pointer=None) -> None:
        title = fonts.render(self.title, 17, theme.GOLD, bold=True)
        surface.blit(title, (self.rect.left + 8, self.rect.top + 6))
        value = self.low
        while value <= self.high:
            y = self.y(value)
            pygame.draw.line(surface, GRID, (self.plot.left, y), (self.plot.right, y), 1)
            img = fonts.render(str(value), 13, AXIS_INK)
            surface.blit(img, img.get_rect(midright=(self.plot.left - 8, y)))
            value += self.step
        self.draw_labels(surface)
        hovered = None if pointer is None else self.index_at(pointer)
        if hovered is not None:
            x = self.x(hovered)
            pygame.draw.line(surface, theme.GOLD_DIM, (x, self.plot.top), (x, self.plot.bottom), 2)
        for series in self.series:
            points = [(self.x(i), self.y(v)) for i, v in enumerate(series.values)]
            if len(points) > 1:
                pygame.draw.lines(surface, (20, 16, 14), False, [(x, y + 2) for x, y in points], 5)
                pygame.draw.lines(surface, series.colour, False, points, 3)
            if len(points) <= MARKS_UP_TO:
                for point in points[:-1]:
                    pygame.draw.circle(surface, series.colour, point, 4)
        for series in self.end_order():  # the tokens at the lines' ends, apart when they meet
            x, y = self.x(len(series.values) - 1), self.end_y(series)
            seat_marker(surface, (x + 16, y), 11, series.colour, series.shape, series.letter)

    def end_order(self) -> list[Series]:
        return sorted(self.series, key=lambda s: -s.values[-1])

    def end_y(self, series: Series) -> int:
        """Where a line's token sits at its end: at its value, pushed down from the token above
        when two totals are close (each token keeps its own place)."""
        y_prev = None
        for s in self.end_order():
            y = self.y(s.values[-1])
            if y_prev is not None and y < y_prev + 22:
                y = y_prev + 22
            if s is series:
                return y
            y_prev = y
        return self.y(series.values[-1])

    def draw_labels(self, surface) -> None:
        """The points' names under the axis, as many as fit without touching."""
        if not self.labels:
            return
        widest = max(fonts.font(13).size(label)[0] for label in self.labels) + 12
        room = self.plot.width / max(1, len(self.labels) - 1)
        every = max(1, int(-(-widest // max(1.0, room))))
        for i, label in enumerate(self.labels):
            x = self.x(i)
            pygame.draw.line(surface, GRID, (x, self.plot.bottom), (x, self.plot.bottom + 5), 1)
            if i % every == 0:
                img = fonts.render(label, 13, AXIS_INK)
                surface.blit(img, img.get_rect(midtop=(x, self.plot.bottom + 8)))


class CategoryBars:
    """Each category a row of bars, one per seat in seat order (`series[k].values[c]`: seat k's
    points in `categories[c]`), under a legend of the seats' tokens in the same order."""

    def __init__(self, rect, series: list[Series], categories: list[str], title: str):
        self.rect = pygame.Rect(rect)
        self.series = series
        self.categories = categories
        self.title = title
        self.label_w = 196
        top = self.rect.top + 66  # under the title and the legend
        # rows share the height, none taller than ROW_MOST (a single category stays a row)
        self.row_h = min(ROW_MOST, (self.rect.bottom - 12 - top) / max(1, len(categories)))
        self.rows = [
            pygame.Rect(self.rect.left + 8, round(top + i * self.row_h), 0, round(self.row_h))
            for i in range(len(categories))
        ]
        for row in self.rows:
            row.width = self.rect.width - 16
        values = [v for s in series for v in s.values] or [0]
        self.low, self.high = min(0, *values), max(1, *values)

    def bar_area(self, row: pygame.Rect) -> pygame.Rect:
        left = row.left + self.label_w + 10
        return pygame.Rect(left, row.top, row.right - 30 - left, row.height)

    def zero_x(self, area: pygame.Rect) -> int:
        span = max(1, self.high - self.low)
        return area.left + round(area.width * -self.low / span)

    def row_at(self, pos) -> int | None:
        for i, row in enumerate(self.rows):
            if row.collidepoint(pos):
                return i
        return None

    def hover(self, pos) -> list[str] | None:
        i = self.row_at(pos)
        if i is None:
            return None
        rows = sorted(self.series, key=lambda s: -s.values[i])
        name = self.categories[i][:1].upper() + self.categories[i][1:]
        return [f"{name}:"] + [f"{s.name} {s.values[i]}" for s in rows]

    def draw(self, surface, pointer=None) -> None:
        title = fonts.render(self.title, 17, theme.GOLD, bold=True)
        surface.blit(title, (self.rect.left + 8, self.rect.top + 6))
        legend(surface, self.series, self.rect.left + 10, self.rect.top + 46, "top to bottom:")
        hovered = None if pointer is None else self.row_at(pointer)
        n = max(1, len(self.series))
        for i, (row, category) in enumerate(zip(self.rows, self.categories)):
            if i == hovered:
                pygame.draw.rect(surface, (62, 50, 40), row, border_radius=6)
            elif i % 2:
                pygame.draw.rect(surface, (44, 37, 32), row, border_radius=6)
            self.draw_label(surface, row, category)
            area = self.bar_area(row)
            zero = self.zero_x(area)
            bar_h = max(3, min(14, (row.height - 6) // n - 2))
            top = row.centery - (bar_h + 2) * n // 2
            span = max(1, self.high - self.low)
            for k, series in enumerate(self.series):
                value = series.values[i]
                width = round(area.width * abs(value) / span)
                y = top + k * (bar_h + 2)
                bar = pygame.Rect(zero if value >= 0 else zero - width, y, max(2, width), bar_h)
                pygame.draw.rect(surface, series.colour, bar, border_radius=2)
                if i == hovered:
                    img = fonts.render(str(value), 13, theme.TEXT, bold=True)
                    surface.blit(img, img.get_rect(midleft=(bar.right + 6, bar.centery)))
            pygame.draw.line(surface, GRID, (zero, row.top + 2), (zero, row.bottom - 2), 1)

    def draw_label(self, surface, row: pygame.Rect, category: str) -> None:
        words = category[:1].upper() + category[1:]
        for size in (13, 12):  # the name whole, on as many lines as the row holds
            lines = fonts.wrap(words, size, self.label_w)
            line_h = fonts.font(size).get_linesize() - 2
            if len(lines) * line_h <= row.height:
                break
        else:  # a row too short for the whole name: its first lines (the note on hover has all)
            lines = lines[: max(1, row.height // line_h)]
        top = row.centery - len(lines) * line_h // 2
        for k, line in enumerate(lines):
            img = fonts.render(line, size, theme.TEXT)
            surface.blit(img, (row.left + 4, top + k * line_h))


def legend(surface, series: list[Series], left: int, mid: int, lead: str = "") -> None:
    """The seats' tokens and names in a row (which colour is whose), after `lead` words."""
    x = left
    if lead:
        img = fonts.render(lead, 14, AXIS_INK)
        surface.blit(img, img.get_rect(midleft=(x, mid)))
        x += img.get_width() + 10
    for s in series:
        seat_marker(surface, (x + 11, mid), 11, s.colour, s.shape, s.letter)
        img = fonts.render(s.name, 15, theme.TEXT)
        surface.blit(img, img.get_rect(midleft=(x + 28, mid)))
        x += 28 + img.get_width() + 18


def draw_note(surface, lines: list[str], pos) -> None:
    """A chart's numbers for the point under the pointer, one line each, in the tooltip's box
    (placed as a tooltip is, beside the pointer)."""
    from game.client.widgets.tooltip import EDGE_GAP, place

    imgs = [
        fonts.render(line, 15, theme.GOLD if k == 0 else theme.TEXT, k == 0)
        for k, line in enumerate(lines)
    ]
    w = max(img.get_width() for img in imgs) + 24
    h = sum(img.get_height() + 2 for img in imgs) + 14
    box = place(surface.get_rect().inflate(-2 * EDGE_GAP, -2 * EDGE_GAP), (w, h), pos)
    pygame.draw.rect(surface, (20, 16, 14), box, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD_DIM, box, 2, border_radius=6)
    y = box.top + 7
    for img in imgs:
        surface.blit(img, (box.left + 12, y))
        y += img.get_height() + 2
