"""How the game went, the results' second page: every seat's total after each round (year,
level, turn) as a line chart, the final points by category as bars, and, for each person, the
hints taken and the time to think. The numbers show on hover. Made from the game's record
(game/review.py): the game replayed once."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.widgets.charts import CategoryBars, LineChart, Series, draw_note
from game.client.widgets.draw import panel, seat_marker
from game.review import GameRecord


def clock_words(seconds: float) -> str:
    """A time to think as a clock reads: "0:42", "12:05", "1:02:07"."""
    whole = int(round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class ReviewPage:
    def __init__(self, session, rect: pygame.Rect):
        self.session = session
        self.rect = pygame.Rect(rect)
        self.record = GameRecord.of(session.state)
        lines = self.record.score_lines()
        final = self.record.final()
        seats = range(len(final))
        categories: list[str] = []
        for score in final:
            categories += [key for key in score.breakdown if key not in categories]
        self.categories = categories

        def series(values_of) -> list[Series]:
            return [
                Series(
                    session.seat_name(seat),
                    session.seat_colour(seat),
                    session.seat_shape(seat),
                    session.seat_letter(seat),
                    values_of(seat),
                )
                for seat in seats
            ]

        top, h = self.rect.top, 384
        self.line_chart = LineChart(
            (self.rect.left, top, 620, h),
            series(lambda seat: lines[seat]),
            ["Start"] + [part.name for part in self.record.parts],
            "Points over the game",
        )
        self.bars = CategoryBars(
            (self.rect.left + 636, top, self.rect.width - 636, h),
            series(lambda seat: [final[seat].breakdown.get(c, 0) for c in categories]),
            categories,
            "Final points by category",
        )
        self.people_box = pygame.Rect(self.rect.left, top + h + 12, self.rect.width, 0)
        self.people_box.height = self.rect.bottom - self.people_box.top

    def seat_facts(self, seat: int) -> list[str]:
        """Who played a seat, and for a person the hints taken and the time to think."""
        session = self.session
        if session.is_automa(seat):
            return ["the game's own opponent"]
        info = session.seats[seat]
        if info.is_ai:
            return [f"{info.level} computer player"]
        hints = session.hints_taken.get(seat, 0)
        thought = session.think_seconds.get(seat, 0.0)
        return [
            "no hint taken" if not hints else f"{hints} hint{'s' * (hints != 1)} taken",
            f"{clock_words(thought)} to think" if thought else "time to think not measured",
        ]

    def draw(self, surface, pointer) -> None:
        for chart in (self.line_chart, self.bars):
            panel(surface, chart.rect)
            chart.draw(surface, pointer)
        panel(surface, self.people_box)
        seats = range(self.session.num_seats)
        width = self.people_box.width // max(1, len(seats))
        for k, seat in enumerate(seats):
            left = self.people_box.left + k * width + 16
            mid = self.people_box.top + 24
            seat_marker(
                surface,
                (left + 12, mid),
                12,
                self.session.seat_colour(seat),
                self.session.seat_shape(seat),
                self.session.seat_letter(seat),
            )
            name = fonts.render(self.session.seat_name(seat), 17, theme.TEXT, bold=True)
            surface.blit(name, name.get_rect(midleft=(left + 30, mid)))
            for n, line in enumerate(self.seat_facts(seat)):
                img = fonts.render(line, 15, theme.TEXT_DIM)
                surface.blit(img, (left, mid + 18 + 20 * n))
        if pointer is not None:
            for chart in (self.line_chart, self.bars):
                note = chart.hover(pointer)
                if note:
                    draw_note(surface, note, pointer)
