"""Reading the Dungeon Raiders table for the bots: what each seat could still play, and what a
room would do to a seat for given cards (asked of the rules' own resolution code)."""

from __future__ import annotations

from game.rules.raiders import resolve
from game.rules.raiders.content import CATALOG, Card
from game.rules.raiders.state import counted_value

PETRIFIED = 30.0  # losing the game to Medusa, in coins


class Scratch:
    """The numbers a room changes, copied so the rules can resolve a room on the side."""

    __slots__ = ("num_players", "coins", "wounds", "petrified", "items", "supply")

    def __init__(self, state, with_items: bool):
        self.num_players = state.num_players
        self.coins = list(state.coins)
        self.wounds = list(state.wounds)
        self.petrified = list(state.petrified)
        if with_items:
            self.items = [dict(h) for h in state.items]
            self.supply = dict(state.supply)


def item_fits(card: Card, item: str) -> bool:
    """Whether `item` may be played as the card in room `card` (crystal balls aside)."""
    if item == "key":
        return card.kind == "treasure" or card.id == "mega_dragon"
    if item == "sword":
        return card.kind in ("monster", "boss")
    return item == "torch" and card.id == "wolf_pack"


def card_options(state, seat: int, card: Card) -> list[dict]:
    """The cards (as actions) `seat` could put into room `card` from its current hand; a
    crystal ball is left out (it turns into one of the others)."""
    options = [{"play": "power", "value": v} for v in state.hands[seat]]
    held = state.items[seat]
    for item in ("key", "sword", "torch"):
        if held[item] and item_fits(card, item):
            options.append({"play": "item", "item": item})
    return options


def value_of(card: Card, action: dict) -> int | None:
    return counted_value(card, action, action)


def wound_weight(state, seat: int) -> float:
    """How many coins a wound costs this seat: more when it is near the most wounded."""
    others = [state.wounds[o] for o in range(state.num_players) if o != seat]
    gap = state.wounds[seat] - max(others)
    if gap >= 1:
        return 3.0
    if gap == 0:
        return 2.2 if state.num_players > 3 else 1.8
    if gap == -1:
        return 1.5
    return 0.8 if gap == -2 else 0.5


def outcome(
    state,
    card: Card,
    values: list[int | None],
    seat: int,
    wound_cost: float,
    item_gain: dict[str, float],
    rival_cost: float = 0.0,
) -> float:
    """What the room does to `seat`, in coins, for the cards' counted `values`.

    `item_gain[item]` is what one more copy of an item (from a vault) is worth to the seat;
    `rival_cost` > 0 also counts the best-placed rival's coin gain against the seat."""
    vault = card.kind == "vault"
    scratch = Scratch(state, vault)
    resolve.RESOLVERS[card.kind](scratch, card, values)
    gain = (
        scratch.coins[seat]
        - state.coins[seat]
        - wound_cost * (scratch.wounds[seat] - state.wounds[seat])
    )
    if scratch.petrified[seat]:
        gain -= PETRIFIED
    if vault:
        for item, worth in item_gain.items():
            gain += worth * (scratch.items[seat][item] - state.items[seat][item])
    if rival_cost:
        rival = max(
            (o for o in range(state.num_players) if o != seat), key=lambda o: state.coins[o]
        )
        gain -= rival_cost * (scratch.coins[rival] - state.coins[rival])
    return gain


def room_card(state, slot: int, seat: int) -> Card | None:
    """The card in a row slot as `seat` knows it; None when it is dark and unseen."""
    if state.face_up[slot] or slot in state.seen[seat]:
        return CATALOG.cards[state.row[slot]]
    return None
