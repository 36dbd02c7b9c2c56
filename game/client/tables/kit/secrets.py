"""For a table whose players keep secrets (hands, goal cards): with two or more people at one
screen, the curtain comes before every person's turn, and a secret is drawn only for the seat
that has passed it (`eyes()`). Mix it in before TableScene."""

from __future__ import annotations


class SecretHands:
    """hot_seat() and eyes() come from TableScene."""

    def viewer_seat(self) -> int | None:
        humans = self.session.human_seats()
        if not humans:
            return None
        seat = super().viewer_seat()
        return humans[0] if seat is None else seat

    def needs_curtain(self, seat: int) -> bool:
        return self.hot_seat()
