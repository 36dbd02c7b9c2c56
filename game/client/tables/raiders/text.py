"""Icons and labels for Dungeon Raiders cards: item names and keys, character portraits, room
pictures. What a room or an item does is the rules' to say (game.rules.raiders.words); this
module puts pictures to it and passes it on. Pure data and text (no pygame), so tests read it.
"""

from __future__ import annotations

from game.rules.raiders import words as rules_words

# What rooms and items do is the rules' (passed on here for the table's modules).
ITEM_USES = rules_words.ITEM_USES
beatable = rules_words.beatable
coins_note = rules_words.coins_note
effect_caption = rules_words.effect_caption
effect_rows = rules_words.effect_rows
effect_tip = rules_words.effect_tip
level_note = rules_words.level_note
plural = rules_words.plural

ITEM_ORDER = ("torch", "crystal_ball", "key", "sword")
ITEM_NAMES = {item: name.capitalize() for item, name in rules_words.ITEM_NAMES.items()}
ITEM_ICONS = {"torch": "torch", "crystal_ball": "crystal-ball", "key": "key", "sword": "broadsword"}
# the keys that play them (K is the key to the symbols on every table: the key card takes Y)
ITEM_KEYS = {"torch": "T", "crystal_ball": "C", "key": "Y", "sword": "S"}
CHARACTER_ICONS = {
    "warrior": "barbarian",
    "knight": "black-knight-helm",
    "wizard": "wizard-face",
    "thief": "hooded-assassin",
    "explorer": "hiking",
}
KIND_ICONS = {
    "treasure": "open-treasure-chest",
    "monster": "goblin-head",
    "vault": "strongbox",
    "trap": "wolf-trap",
    "boss": "death-skull",
}
# Rooms with their own picture; None: drawn by hand (no icon exists for it).
ROOM_ICONS = {
    "snake": None,
    "gelatinous_cube": None,
    "hydra": "dragon-head",
    "zombie": "shambling-zombie",
    "skeleton": "skeleton",
    "goblin": "goblin-head",
    "troll": "troll",
    "dragon": "dragon-head",
    "lava": "volcano",
    "magnet": "magnet",
    "spike": "spiky-pit",
    "boulder": "boulder-dash",
    "armoury": "broadsword",
    "coffer": "coins-pile",
    "tax_collector": "pay-money",
    "medusa": "medusa-head",
    "vampire": "vampire-dracula",
    "sphinx": "egyptian-sphinx",
    "minotaur": "minotaur",
    "wolf_pack": "wolf-head",
    "necromancer": "warlock-hood",
    "mega_dragon": "dragon-head",
    "golem": "rock-golem",
    "mummy": "mummy-head",
}

# The picture for each kind of line in a room's effect table (game.rules.raiders.words.EffectRow).
MARK_ICONS = {
    "chest": "open-treasure-chest",
    "second_chest": "chest",
    "strength": "broadsword",
    "heads": "dragon-head",
    "wound": "bleeding-wound",
    "sword": "broadsword",
    "key": "key",
    "coins": "two-coins",
    "coins_lost": "coins-pile",
    "heal": "health-potion",
    **ITEM_ICONS,
}


def base_id(card_id: str) -> str:
    """The room's kind of card without its copy number: 'goblin-2' -> 'goblin'."""
    return card_id.rsplit("-", 1)[0] if card_id[-1:].isdigit() and "-" in card_id else card_id


def room_icon(card) -> str | None:
    if card.kind == "treasure":
        return "open-treasure-chest"
    return ROOM_ICONS.get(base_id(card.id), KIND_ICONS[card.kind])


def mark_icon(card, mark: str | None) -> str | None:
    """The picture of a line of `card`'s effect table, by what the line is about."""
    return room_icon(card) if mark == "boss" else MARK_ICONS.get(mark)
