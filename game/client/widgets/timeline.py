"""Timelines for reveals and flights: where a moving thing is after so many seconds. No drawing.

Times are in seconds at normal animation speed; the table multiplies them by the settings' speed
(0 = no animation: everything is at its end at once).
"""

from __future__ import annotations

from dataclasses import dataclass


def ease_out(t: float) -> float:
    """Fast start, soft landing (cubic), for t in 0..1."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def span(age: float, start: float, duration: float) -> float:
    """How far (0..1) a step that starts at `start` and lasts `duration` has got at `age`."""
    if duration <= 0:
        return 1.0 if age >= start else 0.0
    return max(0.0, min(1.0, (age - start) / duration))


def turn_over(age: float, duration: float) -> tuple[bool, float]:
    """(face shown, horizontal scale) of a card turning over in `duration`: the back squeezes
    to nothing, then the face opens out."""
    t = span(age, 0.0, duration)
    if t >= 1:
        return True, 1.0
    if t < 0.5:
        return False, max(0.05, 1 - 2 * t)
    return True, max(0.05, 2 * t - 1)


def hop(start, end, t: float, lift: float) -> tuple[float, float]:
    """Where a token is at `t` (0..1) of its eased trip from `start` to `end`, arcing `lift`
    pixels up at the middle."""
    eased = ease_out(t)
    return (
        start[0] + (end[0] - start[0]) * eased,
        start[1] + (end[1] - start[1]) * eased - lift * (1 - (2 * t - 1) ** 2),
    )


@dataclass
class Flight:
    """Something gliding from `start` to `end` (canvas points), beginning `delay` seconds into
    its beat and lasting `duration`. `what` is the table's (a tile id, "coins", an item name)."""

    what: object
    start: tuple[float, float]
    end: tuple[float, float]
    delay: float = 0.0
    duration: float = 0.6

    def progress(self, age: float) -> float:
        return span(age, self.delay, self.duration)

    def position(self, age: float) -> tuple[int, int]:
        t = ease_out(self.progress(age))
        return (
            round(self.start[0] + (self.end[0] - self.start[0]) * t),
            round(self.start[1] + (self.end[1] - self.start[1]) * t),
        )

    @property
    def ends_at(self) -> float:
        return self.delay + self.duration


def steps_shown(age: float, start: float, step: float, count: int) -> int:
    """How many of `count` lines told one every `step` seconds from `start` are out by `age`
    (all of them when step is 0)."""
    if age < start:
        return 0
    if step <= 0:
        return count
    return min(count, 1 + int((age - start) / step))


class Flights:
    """Flights under way, each on its own clock from when it was added (give durations already
    multiplied by the animation speed)."""

    def __init__(self):
        self.items: list[list] = []  # [flight, age]

    def add(self, flight: Flight) -> None:
        self.items.append([flight, 0.0])

    def __bool__(self) -> bool:
        return bool(self.items)

    def update(self, dt: float) -> None:
        for item in self.items:
            item[1] += dt
        self.items = [item for item in self.items if item[1] < item[0].ends_at]

    def positions(self) -> list[tuple[Flight, tuple[int, int]]]:
        return [(flight, flight.position(age)) for flight, age in self.items]


@dataclass
class Tokens:
    """A signed amount of something (coins, wounds, an item) travelling between a seat's card and
    its counter: + towards the counter, - away from it. `start` is seconds into the beat."""

    seat: int
    what: str
    amount: int
    start: float
    duration: float

    def progress(self, age: float) -> float | None:
        """0..1 along the trip, or None when it is not under way at `age`."""
        t = (age - self.start) / self.duration
        return t if 0 <= t < 1 else None


def staggered(
    moves: list[list[tuple[str, int]]], start: float, duration: float, stagger: float
) -> list[Tokens]:
    """Every seat's moves (`moves[seat]` = [(what, amount)]) leaving together, each seat that
    moves anything `stagger` seconds after the one before, so the eye can follow each."""
    trips = []
    for seat, seat_moves in enumerate(moves):
        trips += [Tokens(seat, what, amount, start, duration) for what, amount in seat_moves]
        if seat_moves:
            start += stagger
    return trips


def landed(trips: list[Tokens], age: float, seat: int, what: str) -> int:
    """How much of seat's `what` its counter shows at `age`: gains count when they land, losses
    as soon as they leave."""
    return sum(
        t.amount
        for t in trips
        if t.seat == seat
        and t.what == what
        and age >= (t.start + t.duration if t.amount > 0 else t.start)
    )
