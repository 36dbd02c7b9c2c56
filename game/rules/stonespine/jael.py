"""Jael, the solo automa (designed: the printed Jael cards are not known).

Each solo year one of Jael's nine cards is turned up. It names a rune colour and three habits:
- take: after each of your turns Jael takes one chamber from the cards you left in your hand,
  a chamber of its rune if there is one, the one with the most of `take` (ties: lowest number);
- buy: on its market turns (it shops by gold like a player) Jael buys the affordable item with the
  most of `buy`, and passes when it can afford none;
- drop: when challenges are dealt, if Jael counted at least as much gold as you this year it
  removes one of your three challenge cards (`drop`: the left one, the right one, or the one
  worth most to you right now).
Jael keeps its chambers and tokens in a pile (no dungeon): they count for the goal, its stars and
its element points (monsters and traps).
Its gold each year: its chests plus the gold printed on the chambers it took that year.
Jael decides from public facts only; it needs no random choices.
It plays at one of three strengths (the game option "solo_level", gentlest by default): they differ
only in its points for the chambers of its rune and for the monsters and traps in its pile.
"""

from __future__ import annotations

from collections import Counter

from game.rules.stonespine import market, measures
from game.rules.stonespine.content import (
    CATALOG,
    MONSTERS,
    PASSAGE,
    STAR_VALUES,
    TRAPS,
    JaelLevel,
)

TAKE_WORDS = {
    "gold": "the most gold",
    "elements": "the most elements",
    "monsters": "the most monsters",
    "traps": "the most traps",
    "stars": "the most star value",
    "treasure": "the most chests",
}
BUY_WORDS = {
    "dearest": "the dearest item it can pay",
    "cheapest": "the cheapest item",
    "most_tokens": "the item with the most tokens",
    "monsters": "the item with the most monsters",
    "goal": "the item that helps it most on the goal",
}
DROP_WORDS = {
    "left": "your left-hand challenge",
    "right": "your right-hand challenge",
    "best": "the challenge worth most to you now",
}


def level(name: str | None) -> JaelLevel:
    """Jael's strength by name (None: the gentlest, the default)."""
    if name is None:
        return next(iter(CATALOG.jael_levels.values()))
    if name not in CATALOG.jael_levels:
        raise ValueError(
            f"Jael has no strength called {name!r} (only {', '.join(CATALOG.jael_levels)})."
        )
    return CATALOG.jael_levels[name]


def level_words(name: str) -> str:
    """What Jael scores at a strength, beyond the goal, the gold bonus and its stars."""
    lv = CATALOG.jael_levels[name]
    return (
        f"Jael scores {lv.rune_points} for each chamber it takes that shows its card's rune and "
        f"{lv.element_points} for each monster and each trap in its pile"
    )


def levels_help() -> dict[str, str]:
    """Each strength, gentlest first: name -> what Jael scores at it (for the set-up screen)."""
    return {name: level_words(name) for name in CATALOG.jael_levels}


def _take_value(chamber_id: int, take: str) -> int:
    ch = CATALOG.chambers[chamber_id]
    elems = ch.elements
    if take == "gold":
        return ch.gold
    if take == "elements":
        return len(elems)
    if take == "monsters":
        return sum(1 for e in elems if e in MONSTERS)
    if take == "traps":
        return sum(1 for e in elems if e in TRAPS)
    if take == "stars":
        return sum(STAR_VALUES.get(e, 0) for e in elems)
    return sum(1 for e in elems if e == "treasure")


def take_choice(card_id: int, hand: list[int]) -> int:
    card = CATALOG.jael_cards[card_id]
    runed = [c for c in hand if CATALOG.chambers[c].rune == card.rune]
    return min(runed or hand, key=lambda c: (-_take_value(c, card.take), c))


def pile_counter(pile: list[int], tokens: list[str]) -> Counter:
    total: Counter = Counter()
    for chamber_id in pile:
        total.update(CATALOG.chambers[chamber_id].elements)
    total.update(t for t in tokens if t != PASSAGE)
    return total


def _buy_value(buy: str, faces: list[str], cost: int, goal_id: int, held: Counter) -> tuple:
    if buy == "dearest":
        return (cost,)
    if buy == "cheapest":
        return (-cost,)
    if buy == "most_tokens":
        return (len(faces), cost)
    if buy == "monsters":
        return (sum(1 for f in faces if f in MONSTERS), cost)
    goal = CATALOG.goals[goal_id]
    gain = measures.goal_count(held + Counter(faces), goal.measure) - measures.goal_count(
        held, goal.measure
    )
    return (gain if goal.most else -gain, cost)


def buy_choice(card_id: int, offers: list[dict], gold: int, goal_id: int, held: Counter):
    """(market card, half) Jael buys, or None when it can afford nothing."""
    buy = CATALOG.jael_cards[card_id].buy
    choices = [
        (m, half, faces) for m, half, faces in market.items(offers) if market.price(m, half) <= gold
    ]
    if not choices:
        return None
    m, half, _ = max(
        choices,
        key=lambda x: (
            _buy_value(buy, x[2], market.price(x[0], x[1]), goal_id, held),
            -x[0],
            x[1] == "top",
        ),
    )
    return m, half


def drop_choice(card_id: int, offer: list[int], dungeon) -> int:
    drop = CATALOG.jael_cards[card_id].drop
    if drop == "left":
        return offer[0]
    if drop == "right":
        return offer[-1]
    return max(offer, key=lambda c: (measures.challenge_points(dungeon, c), -offer.index(c)))


def rules_help() -> list[str]:
    """One line per Jael card, for the rules help."""
    return [
        f"Card {c.id}, {c.rune}: takes {TAKE_WORDS[c.take]}, buys {BUY_WORDS[c.buy]}, "
        f"removes {DROP_WORDS[c.drop]}."
        for c in CATALOG.jael_cards.values()
    ]
