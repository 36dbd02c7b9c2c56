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
        return (round(self.start[0] + (self.end[0] - self.start[0]) * t),
                round(self.start[1] + (self.end[1] - self.start[1]) * t))

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
