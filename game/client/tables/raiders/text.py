"""Words and icons for Dungeon Raiders cards: what a room does at each card value, item names,
character portraits. Pure data and text (no pygame), so tests can read it directly.

Every sentence here is ours; the numbers come from the rules' card records.
"""
from __future__ import annotations

import re
from dataclasses import dataclass


ITEM_ORDER = ("torch", "crystal_ball", "key", "sword")
ITEM_NAMES = {"torch": "Torch", "crystal_ball": "Crystal ball", "key": "Key", "sword": "Sword"}
ITEM_ICONS = {"torch": "torch", "crystal_ball": "crystal-ball", "key": "key", "sword": "broadsword"}
ITEM_KEYS = {"torch": "T", "crystal_ball": "C", "key": "K", "sword": "S"}
ITEM_USES = {
    "torch": "Light it to peek at this level's dark rooms (free). Played as a card only to slip "
             "away from the Wolf Pack.",
    "crystal_ball": "Play it first, see everyone's cards, then play a second card.",
    "key": "Treasure rooms only: counts as a 5. Also slips you past the Mega Dragon.",
    "sword": "Monsters and bosses only: counts as a 5.",
}

CHARACTER_ICONS = {"warrior": "barbarian", "knight": "black-knight-helm", "wizard": "wizard-face",
                   "thief": "hooded-assassin", "explorer": "hiking"}
KIND_LABELS = {"treasure": "Treasure", "monster": "Monster", "vault": "Vault", "trap": "Trap",
               "boss": "Boss"}
KIND_ICONS = {"treasure": "open-treasure-chest", "monster": "goblin-head", "vault": "strongbox",
              "trap": "wolf-trap", "boss": "death-skull"}
# Rooms with their own picture; None: drawn by hand (no icon exists for it).
ROOM_ICONS = {
    "snake": None, "gelatinous_cube": None, "hydra": "dragon-head", "zombie": "shambling-zombie",
    "skeleton": "skeleton", "goblin": "goblin-head", "troll": "troll", "dragon": "dragon-head",
    "lava": "volcano", "magnet": "magnet", "spike": "spiky-pit", "boulder": "boulder-dash",
    "armoury": "broadsword", "coffer": "coins-pile",
    "tax_collector": "pay-money", "medusa": "medusa-head", "vampire": "vampire-dracula",
    "sphinx": "egyptian-sphinx", "minotaur": "minotaur", "wolf_pack": "wolf-head",
    "necromancer": "warlock-hood", "mega_dragon": "dragon-head", "golem": "rock-golem",
    "mummy": "mummy-head",
}

BOSS_EFFECTS = {
    "tax_collector": "Beat its strength or the lowest card(s) each pay 3 coins.",
    "medusa": "Beat its strength or the lowest card(s) turn to stone: out of the game.",
    "vampire": "Beat its strength or the lowest card(s) take 1 wound and lose 2 coins.",
    "sphinx": "Beat its strength or the lowest card(s) take 2 wounds, and the highest "
              "card(s) gain 2 coins.",
    "minotaur": "Beat its strength or the lowest card(s) take 1 wound, and the highest "
                "card(s) gain 1 coin.",
    "wolf_pack": "Beat its strength or the lowest card(s) take 3 wounds. Play a torch to run: "
                 "you neither help nor get bitten.",
    "necromancer": "Beat its strength or the lowest card(s) take 2 wounds. Play a crystal ball "
                   "to run: you neither help nor get hurt.",
    "mega_dragon": "Never beaten: the lowest card(s) take 4 wounds. Play a key to run.",
    "golem": "Never beaten: the lowest card(s) take wounds equal to the highest card. Here 5s "
             "and swords count as 1.",
    "mummy": "Never beaten: the HIGHEST card(s) take 4 wounds.",
}
UNBEATABLE = ("mega_dragon", "golem", "mummy")


@dataclass(frozen=True)
class EffectRow:
    """One line of a room's effect table: a label (card value or place), an icon, the words."""
    label: str
    icon: str | None
    text: str


def base_id(card_id: str) -> str:
    """The room's kind of card without its copy number: 'goblin-2' -> 'goblin'."""
    return card_id.rsplit("-", 1)[0] if card_id[-1:].isdigit() and "-" in card_id else card_id


def keep_sums(text: str) -> str:
    """Chest sums such as "4 + 2" held together with non-breaking spaces, so wrapping never
    leaves a number alone on the next line."""
    return re.sub(r"(\d) \+ (?=\d)", "\\1\u00a0+\u00a0", text)


def room_icon(card) -> str | None:
    if card.kind == "treasure":
        return "open-treasure-chest"
    return ROOM_ICONS.get(base_id(card.id), KIND_ICONS[card.kind])


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def reward_text(reward: str) -> tuple[str | None, str]:
    """(icon, words) for a vault reward."""
    if reward in ITEM_NAMES:
        return ITEM_ICONS[reward], f"take a {ITEM_NAMES[reward].lower()}"
    kind, amount = reward.split(":")
    if kind == "coins":
        return "two-coins", f"gain {plural(int(amount), 'coin')}"
    return "health-potion", f"heal {plural(int(amount), 'wound')}"


def effect_rows(card, players: int) -> list[EffectRow]:
    """What the room does, line by line, for this many players."""
    if card.kind == "treasure":
        rows = [EffectRow("1st", "open-treasure-chest",
                          f"Highest card takes {plural(card.chests[0], 'coin')}")]
        if len(card.chests) > 1:
            rows.append(EffectRow("2nd", "chest",
                                  f"Second highest takes {plural(card.chests[1], 'coin')}"))
        rows.append(EffectRow("=", None, "Ties split the chest, rounding down"))
        rows.append(EffectRow("K", "key", "A key counts as 5 here"))
        return rows
    if card.kind == "monster":
        strength = card.strength_for(players)
        if card.heads > 1:
            return [EffectRow(str(strength), "dragon-head",
                              f"Each of {card.heads} heads needs {strength} of the party total"),
                    EffectRow("-", "bleeding-wound",
                              f"Each head left: lowest card(s) take {plural(card.wounds, 'wound')}"),
                    EffectRow("S", "broadsword", "A sword counts as 5")]
        return [EffectRow(str(strength), "broadsword",
                          f"Party total of {strength}+ beats it"),
                EffectRow("-", "bleeding-wound",
                          f"Otherwise lowest card(s) take {plural(card.wounds, 'wound')}"),
                EffectRow("S", "broadsword", "A sword counts as 5")]
    if card.kind == "vault":
        rows = []
        for value, reward in enumerate(card.rewards, 1):
            icon, words = reward_text(reward)
            rows.append(EffectRow(str(value), icon, words[:1].upper() + words[1:]))
        return rows
    if card.kind == "trap":
        richest = card.target == "most_coins"
        icon = "coins-pile" if richest else "bleeding-wound"
        rows = []
        for value, penalty in zip((5, 4, 3, 2), card.penalty):
            if not penalty:
                text = "Nothing happens"
            elif richest:
                text = f"Richest lose {plural(penalty, 'coin')}"
            else:
                text = f"Least hurt take {plural(penalty, 'wound')}"
            rows.append(EffectRow(str(value), icon if penalty else None, text))
        rows.append(EffectRow("1", None, "Nothing happens"))
        return rows
    # boss
    rows = []
    if card.id not in UNBEATABLE:
        rows.append(EffectRow(str(card.strength_for(players)), "broadsword",
                              f"Party total of {card.strength_for(players)}+ beats it"))
    rows.append(EffectRow("!", room_icon(card), BOSS_EFFECTS[card.id]))
    if card.id != "golem":
        rows.append(EffectRow("S", "broadsword", "A sword counts as 5"))
    return rows


def effect_tip(card, players: int) -> str:
    """The room's effects as a hover note, one line per row. Trap and vault rows are picked by
    the card value played, so each of their lines starts with that value."""
    by_value = card.kind in ("trap", "vault")
    lines = [f"{row.label}: {row.text}" if by_value else row.text
             for row in effect_rows(card, players)]
    return "\n".join([f"{effect_caption(card)}:"] + lines)


def level_note(level_no: int, dark: int) -> str:
    """The note shown when a level is laid out: its lit and dark rooms as dealt (a dark first
    room is already face up by then, since the party walks straight into it)."""
    lit = 5 - dark
    return f"Level {level_no} of 5: {plural(lit, 'lit room')}, {dark} dark."


def effect_caption(card) -> str:
    """A one-line heading over the effect table."""
    return {"treasure": "Highest cards win the chests",
            "monster": "Add up everyone's cards",
            "vault": "Your card's value picks your reward",
            "trap": "The highest card played sets it off",
            "boss": "The last room of the dungeon"}[card.kind]
