"""Dungeon Raiders content: loads game/content/raiders.toml into immutable card records.

The state stores card ids only; `CATALOG.cards[id]` gives the record. Every entry is checked on
load and a broken one raises ContentError naming it, so a hand-edited file fails clearly.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.rules.content import ContentError, load_content, require_source

ITEMS = ("torch", "crystal_ball", "key", "sword")
# Boss effects are rules (code); the data file may change their numbers, not their identities.
BOSS_IDS = (
    "tax_collector",
    "medusa",
    "vampire",
    "sphinx",
    "minotaur",
    "wolf_pack",
    "necromancer",
    "mega_dragon",
    "golem",
    "mummy",
)
ROOM_COUNTS = {"monster": 11, "treasure": 10, "vault": 5, "trap": 4}
TRAP_TARGETS = ("most_coins", "least_wounds")


@dataclass(frozen=True)
class Card:
    id: str
    kind: str  # monster, treasure, vault, trap, boss
    name: str
    strength: tuple[int, ...] = ()  # for 3, 4, 5 players
    wounds: int | str = 0  # int, or "highest" (Golem)
    heads: int = 1  # Hydra: 2
    chests: tuple[int, ...] = ()
    rewards: tuple[str, ...] = ()  # vault reward for power 1..5
    target: str = ""  # trap
    penalty: tuple[int, ...] = ()  # trap penalty for highest card 5, 4, 3, 2

    def strength_for(self, players: int) -> int:
        return self.strength[players - 3]


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    coins: int
    wounds: int
    items: tuple[str, ...]


@dataclass(frozen=True)
class Catalog:
    cards: dict[str, Card]
    rooms: tuple[str, ...]  # the 30 room card ids
    bosses: tuple[str, ...]
    characters: tuple[Character, ...]
    levels: dict[str, str]  # level id -> pattern of L/D
    item_copies: int


def _slug(name: str) -> str:
    return name.lower().replace(" ", "_")


def _int(record: dict, key: str, where: str, low: int = 0, high: int = 99) -> int:
    value = record.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ContentError(
            f"{where}: '{key}' must be a whole number from {low} to {high}, not {value!r}."
        )
    return value


def _ints(
    record: dict, key: str, where: str, length: int | None, low: int = 0, high: int = 99
) -> tuple[int, ...]:
    values = record.get(key)
    if (
        not isinstance(values, list)
        or (length is not None and len(values) != length)
        or not values
        or not all(
            isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in values
        )
    ):
        size = f"{length} " if length else ""
        raise ContentError(
            f"{where}: '{key}' must be a list of {size}whole numbers from {low} "
            f"to {high}, not {values!r}."
        )
    return tuple(values)


def _name(record: dict, where: str) -> str:
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ContentError(f"{where}: 'name' must be a non-empty text.")
    return name


def _check_reward(reward: object, where: str) -> str:
    if reward in ITEMS:
        return reward
    if isinstance(reward, str) and reward.count(":") == 1:
        kind, amount = reward.split(":")
        if kind in ("coins", "potion") and amount.isdigit() and 1 <= int(amount) <= 5:
            return reward
    raise ContentError(f"{where}: reward {reward!r} is not an item, 'coins:N' or 'potion:N'.")


def _rooms(data: dict, cards: dict[str, Card]) -> list[str]:
    rooms: list[str] = []

    def add(base: str, copies: int, kind: str, name: str, **fields) -> None:
        """`copies` cards of one kind, ids base-1, base-2, ..."""
        for copy in range(1, copies + 1):
            card_id = f"{base}-{copy}"
            if card_id in cards:
                raise ContentError(f"Room {card_id!r} is listed twice.")
            cards[card_id] = Card(card_id, kind, name, **fields)
            rooms.append(card_id)

    for index, rec in enumerate(data.get("monsters", []), 1):
        where = f"monster {index} ({rec.get('name', '?')})"
        require_source(rec, where)
        name = _name(rec, where)
        strength = _ints(rec, "strength", where, 3, 1, 99)
        wounds = _int(rec, "wounds", where, 1, 20)
        heads = _int(rec, "heads", where, 1, 2) if "heads" in rec else 1
        add(
            _slug(name),
            _int(rec, "copies", where, 1, 10),
            "monster",
            name,
            strength=strength,
            wounds=wounds,
            heads=heads,
        )
    for index, rec in enumerate(data.get("treasures", []), 1):
        where = f"treasure {index}"
        require_source(rec, where)
        chests = _ints(rec, "chests", where, None, 1, 20)
        if len(chests) > 2 or list(chests) != sorted(chests, reverse=True):
            raise ContentError(f"{where}: 'chests' must be one or two values, biggest first.")
        name = "Treasure " + " + ".join(map(str, chests))
        add(
            "treasure_" + "_".join(map(str, chests)),
            _int(rec, "copies", where, 1, 10),
            "treasure",
            name,
            chests=chests,
        )
    for index, rec in enumerate(data.get("vaults", []), 1):
        where = f"vault {index} ({rec.get('name', '?')})"
        require_source(rec, where)
        name = _name(rec, where)
        rewards = rec.get("rewards")
        if not isinstance(rewards, list) or len(rewards) != 5:
            raise ContentError(f"{where}: 'rewards' must list 5 rewards (for power cards 1 to 5).")
        rewards = tuple(_check_reward(r, where) for r in rewards)
        add(
            _slug(name),
            _int(rec, "copies", where, 1, 10),
            "vault",
            name,
            rewards=rewards,
        )
    for index, rec in enumerate(data.get("traps", []), 1):
        where = f"trap {index} ({rec.get('name', '?')})"
        require_source(rec, where)
        name = _name(rec, where)
        if rec.get("target") not in TRAP_TARGETS:
            raise ContentError(f"{where}: 'target' must be one of {TRAP_TARGETS}.")
        penalty = _ints(rec, "penalty", where, 4, 0, 20)
        target = rec["target"]
        add(
            _slug(name),
            _int(rec, "copies", where, 1, 10) if "copies" in rec else 1,
            "trap",
            name,
            target=target,
            penalty=penalty,
        )
    return rooms


def _bosses(data: dict, cards: dict[str, Card]) -> list[str]:
    bosses = []
    for index, rec in enumerate(data.get("bosses", []), 1):
        where = f"boss {index} ({rec.get('id', '?')})"
        require_source(rec, where)
        boss_id = rec.get("id")
        if boss_id not in BOSS_IDS or boss_id in cards:
            raise ContentError(f"{where}: 'id' must be one of {BOSS_IDS}, each once.")
        wounds = rec.get("wounds")
        if wounds != "highest":
            wounds = _int(rec, "wounds", where, 0, 20)
        cards[boss_id] = Card(
            boss_id, "boss", _name(rec, where), _ints(rec, "strength", where, 3, 1, 99), wounds
        )
        bosses.append(boss_id)
    if sorted(bosses) != sorted(BOSS_IDS):
        raise ContentError(f"The content must list all 10 bosses {BOSS_IDS}; it has {bosses}.")
    return bosses


def _characters(data: dict) -> list[Character]:
    chars = []
    for index, rec in enumerate(data.get("characters", []), 1):
        where = f"character {index} ({rec.get('id', '?')})"
        require_source(rec, where)
        items = rec.get("items")
        if not isinstance(items, list) or any(item not in ITEMS for item in items):
            raise ContentError(f"{where}: 'items' must be a list drawn from {ITEMS}.")
        if not isinstance(rec.get("id"), str):
            raise ContentError(f"{where}: 'id' must be a text.")
        chars.append(
            Character(
                rec["id"],
                _name(rec, where),
                _int(rec, "coins", where, 0, 20),
                _int(rec, "wounds", where, 0, 20),
                tuple(items),
            )
        )
    if len(chars) != 5 or len({c.id for c in chars}) != 5:
        raise ContentError("The content must list 5 characters with different ids.")
    return chars


def _levels(data: dict) -> dict[str, str]:
    levels: dict[str, str] = {}
    for index, rec in enumerate(data.get("levels", []), 1):
        where = f"level card {index} ({rec.get('id', '?')})"
        require_source(rec, where)
        pattern = rec.get("pattern")
        if not isinstance(pattern, str) or len(pattern) != 5 or set(pattern) - {"L", "D"}:
            raise ContentError(f"{where}: 'pattern' must be 5 letters, L (lit) or D (dark).")
        if not isinstance(rec.get("id"), str) or rec["id"] in levels:
            raise ContentError(f"{where}: 'id' must be a text, different for every level card.")
        levels[rec["id"]] = pattern
    if len(levels) != 7:
        raise ContentError(f"The content must list 7 level cards, not {len(levels)}.")
    return levels


def load_catalog(path: Path | None = None) -> Catalog:
    data = load_content("raiders", path)
    items = data.get("items", {})
    require_source(items, "items")
    if tuple(items.get("kinds", ())) != ITEMS:
        raise ContentError(f"items: 'kinds' must be {list(ITEMS)} (their effects are rules).")
    cards: dict[str, Card] = {}
    rooms = _rooms(data, cards)
    for kind, count in ROOM_COUNTS.items():
        found = sum(1 for r in rooms if cards[r].kind == kind)
        if found != count:
            raise ContentError(f"The content must hold {count} {kind} room cards, not {found}.")
    bosses = _bosses(data, cards)
    return Catalog(
        cards,
        tuple(rooms),
        tuple(bosses),
        tuple(_characters(data)),
        _levels(data),
        _int(items, "copies", "items", 1, 20),
    )


CATALOG = load_catalog()
