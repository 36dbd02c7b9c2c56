"""Hot-seat without a curtain, for a game whose players hide nothing from one another (Dungeon
Makers): the board of the person to move is the one shown large (`focus`), and it changes hands
only once every move has been shown. A person's move stays in view a moment (HOLD) before the
next person's board comes up, with a banner saying whose turn it is.

Mix `OpenSeats` in before TableScene; call `follow_turns()` in setup(), return `hold_after(beat)`
from beat_length() for the moves you do not hold otherwise, and call `turn_changed(dt, line)` from
update() (true when the board in view has just changed hands: drop what was picked on it)."""

from __future__ import annotations

from game.client.widgets.banner import TurnBanner

HOLD = 0.9  # seconds a person's move stays in view before the next person's board comes up


class OpenSeats:
    focus: int | None = None  # the seat whose board is shown large

    def follow_turns(self) -> None:
        self.focus = self.wanted_focus()
        self.banner = TurnBanner(self.seat_marker)

    def needs_curtain(self, seat: int) -> bool:
        return False  # nothing is secret between the players

    def acting_seat(self) -> int | None:
        """The person who may move now on this screen: the one to move, once their board is the
        one shown (None while a computer player moves, or the last move is still on show)."""
        humans = self.session.humans_to_move()
        if not humans or humans[0] != self.focus or self.state.is_over():
            return None
        return humans[0]

    def wanted_focus(self) -> int:
        """The seat whose board should be shown: the person to move, else the last one shown."""
        humans = self.session.humans_to_move()
        if humans:
            return humans[0]
        if self.focus is not None and self.focus in self.session.human_seats():
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
