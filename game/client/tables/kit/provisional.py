"""A move that stands on the table before it is made: the confirm step.

A table opts in with `TableScene.wants_confirm(seat, action)` and hands its moves to
`TableScene.propose(...)` instead of `submit`. While the "Confirm moves" setting is on, an
action the table wants confirmed is checked by the rules but NOT applied: it is kept here, the
table draws it in place marked as not final, and the scores panel previews its points. Nothing
hidden is revealed (the session's state has not moved). Confirm (the button by the prompt, or
Enter) submits it; Undo, Escape or picking the piece up again takes it back.

The points are the rules' own: the action is applied to a clone and the scores compared. The
clone is used for nothing else (it knows what the move would reveal).

A table may let a person go on while moves wait (`propose(..., extend=True)`: a line drawn
step by step, a card's elements one by one): the new move is checked in the position after the
waiting ones and joins them (`Provisional.then`); Confirm makes them all, Undo takes back the
last, Escape all of them. `TableScene.ahead()` is that position, for the person's next choice.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.client import fonts, theme
from game.client.tables.kit import drawn_labels
from game.client.widgets.cards import dashed_rect
from game.client.widgets.draw import pill


@dataclass
class Provisional:
    seat: int
    action: dict
    piece: object = None  # the table's piece it came from: picking it up again takes it back
    target: object = None  # where it stands
    rotation: int = 0  # the piece's turn when it was dropped
    gains: dict[int, int] = field(default_factory=dict)  # seat -> points the move would add
    version: int = 0  # the session's version it was checked against
    then: list = field(default_factory=list)  # more moves of the seat, made with it on Confirm

    @property
    def actions(self) -> list:
        """Every move waiting, in the order they are made."""
        return [self.action, *self.then]

    def gain(self, seat: int) -> int:
        return self.gains.get(seat, 0)


def played(state, seat: int, actions: list):
    """A clone of `state` with `seat`'s `actions` made (legal ones: see chain_reason)."""
    after = state.clone()
    for action in actions:
        after.apply(seat, action)
    return after


def chain_reason(state, seat: int, actions: list) -> str | None:
    """Why the rules refuse one of `actions` made by `seat` one after another, or None."""
    after = state
    for k, action in enumerate(actions):
        reason = after.why_illegal(seat, action)
        if reason:
            return reason
        if k < len(actions) - 1:
            after = after.clone() if after is state else after
            after.apply(seat, action)
    return None


def preview_gains(state, seat: int, action, viewer: int | None) -> dict[int, int]:
    """Seat -> the change of its total if `seat` made `action` (or a list of moves, one after
    another) now (only the changes that `viewer` may know), from the rules' scores on a clone."""
    actions = action if isinstance(action, list) else [action]
    try:
        before = state.scores(viewer)
        after = played(state, seat, actions).scores(viewer)
    except NotImplementedError:
        return {}
    return {
        s: a.total - b.total for s, (b, a) in enumerate(zip(before, after)) if a.total != b.total
    }


def points_words(points: int) -> str:
    return f"{points:+d}" if points else "no points"


ABOVE_SIZE, INSIDE_SIZE = 15, 13  # a label's text above a piece, and inside it at its foot
ABOVE_GAP = 8  # between a label above and the piece's frame


def room_above(frame: int = 5) -> int:
    """Pixels a label above a piece reaches over the piece's top, its frame `frame` pixels out
    (draw_marker's and the hint's dashed frame): for a table to tell where there is no room."""
    return frame + ABOVE_GAP + fonts.font(ABOVE_SIZE, bold=True).get_height() + 3


def label_above(
    surface, rect: pygame.Rect, text: str, ink=theme.GOLD, inside: bool = False
) -> None:
    """A short label in a capsule just above `rect` (kept on the screen), or `inside` it at its
    foot (where there is no room above)."""
    img = fonts.render(text, INSIDE_SIZE if inside else ABOVE_SIZE, ink, bold=True)
    anchor = (rect.centerx, rect.bottom - 6) if inside else (rect.centerx, rect.top - ABOVE_GAP)
    box = img.get_rect(midbottom=anchor).inflate(12 if inside else 16, 6)
    box.clamp_ip(surface.get_rect())
    pill(surface, box, ink)
    surface.blit(img, img.get_rect(center=box.center))
    drawn_labels.keep(box)


def draw_marker(surface, rect: pygame.Rect, label: str, inside: bool = False) -> None:
    """A provisional piece's mark: a dashed frame and a label above it ('place +3, not
    final'; `inside` the piece at its foot when there is no room above), so it never reads as
    a move already made."""
    dashed_rect(surface, rect.inflate(10, 10), theme.GOLD, width=3)
    drawn_labels.keep(rect.inflate(10, 10))
    if label:  # (the key draws the frame alone)
        label_above(surface, rect if inside else rect.inflate(10, 10), label, inside=inside)
