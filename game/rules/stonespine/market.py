"""The market: dealing market cards with tokens, what an item costs and whether it fits a dungeon,
and who shops next."""

from __future__ import annotations

from game.rules.stonespine.content import CATALOG, PASSAGE
from game.rules.stonespine.dungeon import Dungeon

HALVES = ("top", "bottom")


def deal(rng, market_deck: list[int], bag: dict[str, int], count: int) -> list[dict]:
    """Turns up `count` market cards and fills each slot with a random token of its shape.
    A slot whose shape has run out stays empty; an offer left with no token is not offered."""
    cards = sorted(rng.sample(market_deck, count))
    for card in cards:
        market_deck.remove(card)
    out = []
    for card_id in cards:
        card = CATALOG.market[card_id]
        entry = {"card": card_id}
        for half in HALVES:
            faces = [_draw(rng, bag, shape) for shape in getattr(card, half).slots]
            faces = [f for f in faces if f]
            entry[half] = faces or None
        out.append(entry)
    return out


def _draw(rng, bag: dict[str, int], shape: str) -> str | None:
    pool = [
        face
        for face, n in sorted(bag.items())
        for _ in range(n)
        if CATALOG.tokens[face][0] == shape
    ]
    if not pool:
        return None
    face = rng.choice(pool)
    bag[face] -= 1
    return face


def price(card_id: int, half: str) -> int:
    return getattr(CATALOG.market[card_id], half).price


def items(market: list[dict]) -> list[tuple[int, str, list[str]]]:
    """(market card, half, token faces) of every offer still on the market."""
    return [
        (entry["card"], half, entry[half]) for entry in market for half in HALVES if entry[half]
    ]


def fit_reason(dungeon: Dungeon, faces: list[str]) -> str | None:
    """None if every token of the purchase can be placed, else why not."""
    elements = sum(1 for f in faces if f != PASSAGE)
    passages = len(faces) - elements
    room = dungeon.free_room()
    if elements > room:
        full = (
            "no chamber has room left"
            if room == 0
            else f"your chambers have room for only {room} more"
        )
        return (
            f"This item brings {elements} element token{'s' * (elements > 1)}, but {full} "
            "(4 elements at most per chamber)."
        )
    if passages > len(dungeon.free_edges()):
        return "There is no free edge left for a secret passage."
    return None


def shopper(shopping: list[int], gold: list[int], priority: list[int]) -> int:
    """The seat that buys next: most gold, ties to the leftmost on the priority track."""
    return min(shopping, key=lambda s: (-gold[s], priority.index(s)))
