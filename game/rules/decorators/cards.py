"""Goal cards: the two decks, their face-down discards, drawing, discarding and scoring.

A deck that runs out is rebuilt from its own discards (never from scored cards); with none,
that type is closed. Which deck a card came from is public; the card itself is not until scored.
"""

from __future__ import annotations

from game.rules.decorators.content import CATALOG
from game.rules.decorators.dungeon import wall_decorations
from game.rules.decorators.goals import mimics_needed, tile_facts

DECKS = ("shape", "decoration")
HAND = 4


class CardsMixin:
    def deck_open(self, deck: str) -> bool:
        return bool(self.decks[deck] or self.discards[deck])

    def open_decks(self) -> list[str]:
        return [d for d in DECKS if self.deck_open(d)]

    def draw_goal(self, seat: int, deck: str) -> None:
        if not self.decks[deck]:
            cards = [card for card, _ in self.discards[deck]]
            self.discards[deck] = []
            self.rng.shuffle(cards)
            self.decks[deck] = cards
            self.emit(
                None,
                "reshuffle",
                f"The {deck} goal discards are shuffled into a new deck.",
                deck=deck,
            )
        card = self.decks[deck].pop()
        self.hands[seat].append(card)
        self.hands[seat].sort()
        self.mark_revealed()
        self.emit(seat, "draw", f"{{{seat}}} draws a {deck} goal.", deck=deck)

    def discard_goal(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.discards[CATALOG.deck_of(card)].append((card, seat))

    def scorable(self, seat: int) -> dict[int, int]:
        """{card in hand: Mimic tokens it needs} for every card the dungeon meets now."""
        dungeon = self.dungeons[seat]
        decor = wall_decorations(dungeon)
        facts = tile_facts(dungeon, decor)
        out = {}
        for card in self.hands[seat]:
            need = mimics_needed(card, dungeon, facts, decor)
            if need is not None and need <= self.mimics[seat]:
                out[card] = need
        return out

    def score_card(self, seat: int, card: int, tokens: int) -> None:
        goal = CATALOG.goals[card]
        points = goal.points
        self.hands[seat].remove(card)
        self.scored[seat].append(card)
        self.points[seat] += points
        self.mimics[seat] -= tokens
        self.supply["decorative_mimic"] += tokens
        with_mimic = f" (with {tokens} Mimic token{'s' * (tokens > 1)})" if tokens else ""
        self.emit(
            seat,
            "points",
            f"+{points} for {goal.name}{with_mimic}",
            card=card,
            points=points,
            mimics=tokens,
        )
