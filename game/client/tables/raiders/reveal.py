"""A reveal, read from a beat's events: every card flips at once, then coins, wounds and items
glide along each raider's own row from its card to its counters. Pure timing (no drawing), so the
table and the tests share one clock.

Times are in seconds at normal animation speed; `age` is the beat's age divided by the speed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.client.widgets.timeline import Tokens, landed, staggered, turn_over

FLIP = 0.45  # the whole flip: back squeezes to nothing, face opens out
FLIGHT = 0.7  # one token's trip
STAGGER = 0.12  # between seats, so the eye can follow each one
AUTO_CONTINUE = 4.0  # solo and bot-only tables move on by themselves after this long


@dataclass
class Reveal:
    """One public moment: the first cards flipping before crystal balls ("crystal"), or a room
    resolved ("room"). `cards[s]` is the card seat s shows; `lines` say what it did."""

    kind: str
    cards: list
    lines: list[str]
    coins: list[int] = field(default_factory=list)  # change per seat
    wounds: list[int] = field(default_factory=list)
    items: list[list[str]] = field(default_factory=list)  # items gained per seat
    level: int = 1  # the level and room (1-5) the revealed cards were played in
    room_no: int = 1
    flights: list[Tokens] = field(default_factory=list)

    def __post_init__(self):
        moves = []
        for seat in range(len(self.cards)):
            counts = [(what, self.change(what, seat)) for what in ("coins", "wounds")]
            gains = self.items[seat] if seat < len(self.items) else []
            moves.append([(what, n) for what, n in counts if n] + [(item, 1) for item in gains])
        self.flights = staggered(moves, FLIP + 0.15, FLIGHT, STAGGER)

    @classmethod
    def from_beat(cls, beat, names: list[str]) -> Reveal | None:
        """The reveal a beat holds (the last pick of a room), or None."""
        kinds = {event.kind: event for event in beat.events}
        before = beat.before
        where = {"level": before.level_no, "room_no": before.current + 1}
        if "resolved" in kinds:
            data = kinds["resolved"].data
            lines = [e.line(names) for e in beat.events if e.kind == "outcome" and e.text]
            return cls(
                "room",
                cards=list(data["cards"]),
                lines=lines,
                coins=list(data["coins"]),
                wounds=list(data["wounds"]),
                items=[list(i) for i in data["items"]],
                **where,
            )
        reveal = kinds.get("reveal")
        if reveal is not None and not reveal.data.get("second"):
            cards = list(reveal.data["cards"])
            peek = [
                names[s]
                for s, card in enumerate(cards)
                if card == {"play": "item", "item": "crystal_ball"}
            ]
            line = (
                f"Cards are face up. {' and '.join(peek)} looked into a crystal ball and now "
                "plays a second card."
            )
            return cls("crystal", cards=cards, lines=[line], **where)
        return None

    @property
    def end(self) -> float:
        """When every card has flipped and every token has landed."""
        return max([f.start + f.duration for f in self.flights], default=FLIP)

    def flip(self, age: float) -> tuple[bool, float]:
        """(face shown, horizontal scale) of the cards at `age`."""
        return turn_over(age, FLIP)

    def change(self, what: str, seat: int) -> int:
        """Seat's change of "coins" or "wounds" in this reveal."""
        values = getattr(self, what)
        return values[seat] if seat < len(values) else 0

    def landed(self, age: float, seat: int, what: str) -> int:
        """How much of seat's coin or wound change its counter shows at `age`."""
        return landed(self.flights, age, seat, what)
