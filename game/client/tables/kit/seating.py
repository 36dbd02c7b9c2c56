"""Who the screen is for: a table's seating part.

Every table has one (`table.seating`, made before `setup()`); TableScene asks it whose eyes the
screen serves (`viewer_seat`) and whether a curtain must hide the table before a seat sees it
(`needs_curtain`). A table picks the one that fits its game in `setup()`:

- `SharedScreen` (the default): the person to move, else whoever saw it last; a curtain between
  two people once someone has looked.
- `HiddenHands`: for games whose players keep secrets (hands, goal cards): with two or more
  people at one screen the curtain comes before every person's turn, the very first included.
  Secrets are then drawn only for `table.eyes()`.
- `OpenSeats`: hot-seat with nothing hidden (Dungeon Makers): no curtain; the board of the person
  to move is the one shown large (`focus`), and it changes hands only once every move has been
  shown. A person's move stays in view a moment (HOLD) before the next person's board comes up,
  with a banner saying whose turn it is.
"""

from __future__ import annotations

from collections.abc import Callable

from game.client.widgets.banner import TurnBanner

HOLD = 0.9  # seconds a person's move stays in view before the next person's board comes up


class SharedScreen:
    def __init__(self, session):
        self.session = session

    def hot_seat(self) -> bool:
        """Two or more people take turns at this screen."""
        return len(self.session.human_seats()) >= 2

    def viewer_seat(self, revealed_to: int | None) -> int | None:
        """The first person to move, else the seat the screen was last shown to."""
        humans = self.session.humans_to_move()
        return humans[0] if humans else revealed_to

    def needs_curtain(self, seat: int, revealed_to: int | None) -> bool:
        return revealed_to is not None and self.hot_seat()


class HiddenHands(SharedScreen):
    def viewer_seat(self, revealed_to: int | None) -> int | None:
        """As SharedScreen's, but never nobody's while a person plays: between their turns the
        screen stays theirs (at a table of bots only, nobody's: every secret stays hidden)."""
        humans = self.session.human_seats()
        if not humans:
            return None
        seat = super().viewer_seat(revealed_to)
        return humans[0] if seat is None else seat

    def needs_curtain(self, seat: int, revealed_to: int | None) -> bool:
        return self.hot_seat()


class OpenSeats(SharedScreen):
    """The seating for a hot-seat game with no secrets between the players (Makers): every
    seat sees everything, so no curtain ever comes; instead each person has a board of their own
    and the screen shows the board of the person to move (`focus`) large. The focus passes to
    the next person only once every move has been shown (`turn_changed`, which the table calls
    from `update`), after a person's own move has stayed in view a moment (`hold_after`, which
    the table's `beat_length` returns), with a banner naming whose turn it is. `acting_seat()`
    is the person who may move on this screen now.

    `beats` is the table's BeatQueue, `anim()` its animation speed, `seat_marker` draws a seat's
    token (for the banner)."""

    def __init__(self, session, beats, anim: Callable[[], float], seat_marker):
        super().__init__(session)
        self.beats = beats
        self.anim = anim
        self.focus: int = self.wanted_focus()  # the seat whose board is shown large
        self.banner = TurnBanner(seat_marker)

    def needs_curtain(self, seat: int, revealed_to: int | None) -> bool:
        return False  # nothing is secret between the players

    def acting_seat(self) -> int | None:
        """The person who may move now on this screen: the one to move, once their board is the
        one shown (None while a computer player moves, or the last move is still on show)."""
        humans = self.session.humans_to_move()
        if not humans or humans[0] != self.focus or self.session.state.is_over():
            return None
        return humans[0]

    def wanted_focus(self) -> int:
        """The seat whose board should be shown: the person to move, else the last one shown."""
        humans = self.session.humans_to_move()
        if humans:
            return humans[0]
        if getattr(self, "focus", None) in self.session.human_seats():
            return self.focus
        return (self.session.human_seats() or [0])[0]

    def hold_after(self, beat) -> float:
        """A beat's length: a person's move, when another person moves next, shows at once and
        holds a moment before that person's board comes up; any other move is not held."""
        humans = self.session.humans_to_move()
        if humans and humans[0] != beat.seat and not self.session.is_bot(beat.seat):
            beat.hides_result = False
            return HOLD * self.anim()
        return 0.0

    def turn_changed(self, dt: float, line: str) -> bool:
        """Once every move has been shown, the board in view passes to the person to move (at a
        hot-seat table a banner says so, with `line` under it). True when it just did."""
        wanted = self.wanted_focus()
        changed = wanted != self.focus and not self.beats
        if changed:
            self.focus = wanted
            if self.hot_seat():
                self.banner.show(wanted, f"{self.session.seat_name(wanted)}'s turn", line)
        self.banner.speed = self.anim()
        self.banner.update(dt)
        return changed
