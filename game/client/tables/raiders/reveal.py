"""The reveal: every card flips at once, then coins, wounds and items fly between the room and the
players' counters. Pure timing (no drawing), so the table and tests share one clock.

Times are in seconds at normal animation speed and scaled by the settings' speed (0 = instant).
"""
from __future__ import annotations

from dataclasses import dataclass, field

FLIP = 0.45  # the whole flip: back squeezes to nothing, face opens out
FLIGHT = 0.7  # one token's trip
STAGGER = 0.12  # between seats, so the eye can follow each one
AUTO_CONTINUE = 4.0  # solo and bot-only tables move on by themselves after this long


@dataclass
class Flight:
    seat: int
    what: str  # "coins", "wounds" or an item name
    amount: int  # signed: + towards the player, - away from the player
    start: float  # seconds after the reveal began
    duration: float


@dataclass
class Reveal:
    """One public moment: the first cards flipping before crystal balls ("crystal"), or a room
    resolved ("room"). `cards[s]` is the card seat s shows; `lines` are the log lines for it."""
    kind: str
    room: str  # room card id
    cards: list
    lines: list[str]
    speed: float
    coins: list[int] = field(default_factory=list)  # change per seat
    wounds: list[int] = field(default_factory=list)
    items: list[list[str]] = field(default_factory=list)  # items gained per seat
    level: int = 1  # the level and room (1-5) the revealed cards were played in
    room_no: int = 1
    age: float = 0.0
    flights: list[Flight] = field(default_factory=list)

    def __post_init__(self):
        t = FLIP + 0.15
        for seat in range(len(self.cards)):
            moved = False
            for what, amount in (("coins", self._get(self.coins, seat)),
                                 ("wounds", self._get(self.wounds, seat))):
                if amount:
                    self.flights.append(Flight(seat, what, amount, t, FLIGHT))
                    moved = True
            for item in (self.items[seat] if seat < len(self.items) else []):
                self.flights.append(Flight(seat, item, 1, t, FLIGHT))
                moved = True
            if moved:
                t += STAGGER

    @staticmethod
    def _get(values: list[int], seat: int) -> int:
        return values[seat] if seat < len(values) else 0

    def update(self, dt: float) -> None:
        self.age += dt / self.speed if self.speed > 0 else 1e9

    @property
    def finished(self) -> bool:
        """Every card has flipped and every token has landed."""
        end = max([f.start + f.duration for f in self.flights], default=FLIP)
        return self.age >= end

    def flip(self, seat: int) -> tuple[bool, float]:
        """(face shown, horizontal scale) of seat's card now."""
        t = self.age / FLIP
        if t >= 1:
            return True, 1.0
        if t < 0.5:
            return False, max(0.05, 1 - 2 * t)
        return True, max(0.05, 2 * t - 1)

    def progress(self, flight: Flight) -> float | None:
        """0..1 along the flight, or None when not flying now."""
        t = (self.age - flight.start) / flight.duration
        return t if 0 <= t < 1 else None

    def shown_change(self, seat: int, what: str) -> int:
        """How much of seat's coin or wound change is not shown on its counter yet: gains count
        when they land, losses as soon as they leave."""
        pending = 0
        for f in self.flights:
            if f.seat == seat and f.what == what and f.amount > 0 and self.age < f.start + f.duration:
                pending += f.amount
            elif f.seat == seat and f.what == what and f.amount < 0 and self.age < f.start:
                pending += f.amount
        return pending

    def auto_done(self) -> bool:
        return self.finished and self.age >= AUTO_CONTINUE
