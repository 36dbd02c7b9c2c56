"""A hint for the person to move: what the hard computer player would do now, as a ghost on the
table, with one sentence why (game/ai/advice.py). H or the Hint button asks for it.

A part of the table: TableScene makes one for every table and puts it among its widgets. It is
handed the session (which asks the bot worker, on the seat's view only), `seat()` (the person
who may move on this screen now, or None), `draw_ghost(surface, action)` (the table draws the
suggested move in place, marked as a hint; see `TableScene.draw_hinted_move`) and the rectangle
where the sentence goes. A hint lasts while the position does: any move takes it away, and H
again or Escape puts it away; one whose answer another player's move overtook (a pick made at
the same time) is asked again for the new position. The session counts the hints each person
took (results, saves). At a network table the session holds the seat's view and nothing else,
so the hint is worked out on it (game/client/remote_session.py).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import fonts, icons, theme
from game.client.tables.kit.provisional import label_above
from game.client.widgets.button import Button
from game.client.widgets.cards import dashed_rect
from game.client.widgets.draw import panel

INK = (200, 226, 255)
FILL = (28, 40, 58)
EDGE = (110, 150, 210)


def draw_ghost_marker(
    surface, rect: pygame.Rect, label: str = "Hint", inside: bool = False
) -> None:
    """A hinted move's mark, for a table's draw_hinted_move: a dashed frame and a label in the
    hint's blue (a move awaiting Confirm is marked the same way in gold); the label `inside`
    the piece at its foot where there is no room above."""
    dashed_rect(surface, rect.inflate(10, 10), EDGE, width=3)
    if label:  # (the key draws the frame alone)
        label_above(surface, rect if inside else rect.inflate(10, 10), label, INK, inside)


def ghost_of(draw, size) -> pygame.Surface:
    """A piece drawn by `draw(surface, rect)` onto a see-through picture of `size`, faded: the
    hinted move stands out from the real pieces."""
    picture = pygame.Surface(size, pygame.SRCALPHA)
    draw(picture, picture.get_rect())
    picture.set_alpha(150)
    return picture


class HintButton(Button):
    def __init__(
        self,
        rect,
        note_rect,
        session,
        seat: Callable[[], int | None],
        draw_ghost: Callable[[pygame.Surface, object], None],
    ):
        super().__init__(
            rect,
            "Hint",
            self.ask,
            size=18,
            icon="light-bulb",
            hotkey=pygame.K_h,
            style="stone",
            tooltip="What the hard computer player would do now, and why (H).",
        )
        self.note_rect = pygame.Rect(note_rect)
        self.session = session
        self.seat = seat
        self.draw_ghost = draw_ghost
        self.put_away: tuple[int, int] | None = None  # (seat, version) of a hint put away
        self.wanted: int | None = None  # the seat whose hint was asked and has not come yet

    # ---- state --------------------------------------------------------------------------
    def ask(self) -> None:
        seat = self.seat()
        if seat is None:
            return
        if self.advice_for(seat) is not None:  # H again puts the hint away
            self.put_away = (seat, self.session.version)
            return
        self.put_away = None
        self.wanted = seat
        if not self.session.hint_pending():
            self.session.ask_hint(seat)

    def advice_for(self, seat: int | None):
        """(Advice or None, error) for `seat` in this very position, if it came back."""
        got = self.session.advice
        if got is None or seat is None or (seat, self.session.version) == self.put_away:
            return None
        asked_seat, version, advice, error = got
        if asked_seat != seat or version != self.session.version:
            return None
        return advice, error

    def showing(self) -> bool:
        return self.advice_for(self.seat()) is not None

    def thinking(self) -> bool:
        return self.seat() is not None and self.session.hint_pending()

    def refresh(self, game_over: bool) -> None:
        """Once a frame: shown while a person plays here, live when that person may move."""
        self.visible = bool(self.session.human_seats()) and not game_over
        self.enabled = self.seat() is not None and not self.thinking()
        seat = self.seat()
        if self.wanted is None:
            return
        if seat != self.wanted or self.advice_for(seat) is not None:
            self.wanted = None  # shown (or not this person's move any more)
        elif not self.session.hint_pending():
            # another player's move came before the hint (a pick made at the same time, at a
            # network table or by a computer player): asked again for the position now
            self.session.ask_hint(seat)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.showing():
            self.put_away = (self.seat(), self.session.version)
            return True
        return super().handle(event)

    # ---- drawing ------------------------------------------------------------------------
    def draw_over_board(self, surface) -> None:
        """The ghost and the sentence (or the note that the hint is being worked out)."""
        seat = self.seat()
        if self.thinking():
            self._note(surface, "Working out a hint...")
            return
        got = self.advice_for(seat)
        if got is None:
            return
        advice, error = got
        if error is not None:
            self._note(surface, "No hint this time: the computer player could not decide.")
            return
        self.draw_ghost(surface, advice.action)
        self._note(surface, f"Hint: {advice.why}")

    def _note(self, surface, text: str) -> None:
        rect = self.note_rect
        lines = fonts.wrap(text, 15, rect.width - 60)[:2]
        height = max(rect.height, 16 + 20 * len(lines))
        box = pygame.Rect(rect.left, rect.bottom - height, rect.width, height)
        panel(surface, box, fill=FILL, edge=EDGE, radius=10)
        surface.blit(icons.icon("light-bulb", 24, INK), (box.left + 12, box.centery - 12))
        y = box.centery - 10 * len(lines)
        for line in lines:
            surface.blit(fonts.render(line, 15, theme.TEXT), (box.left + 46, y))
            y += 20
