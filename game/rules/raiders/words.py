"""What each room and item does, in words: the rules' own sentences for a table (a room card's
effect table, tooltips, the note when a level is laid out). Every sentence is ours; the numbers
come from the card records and the rules' constants, so a table never copies a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.raiders.resolve import ITEM_NAMES, MAX_COINS, UNBEATABLE, trap_penalty
from game.rules.raiders.state import LEVELS, POWER, ROW

ITEM_USES = {
    "torch": "Light it to peek at this level's dark rooms (free). Played as a card only to slip "
    "away from the Wolf Pack.",
    "crystal_ball": "Play it first, see everyone's cards, then play a second card.",
    "key": "Treasure rooms only: counts as a 5. Also slips you past the Mega Dragon.",
    "sword": "Monsters and bosses only: counts as a 5.",
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

CAPTIONS = {
    "treasure": "Highest cards win the chests",
    "monster": "Add up everyone's cards",
    "vault": "Your card's value picks your reward",
    "trap": "The highest card played sets it off",
    "boss": "The last room of the dungeon",
}


@dataclass(frozen=True)
class EffectRow:
    """One line of a room's effect table: a label (card value or place), what the line is about
    (`mark`: "chest", "second_chest", "strength", "heads", "wound", "sword", "key", "coins",
    "coins_lost", "heal", an item id, "boss", or None) for a table to pick a picture, the words."""

    label: str
    mark: str | None
    text: str


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def beatable(card) -> bool:
    """A party total can beat this room (monsters, and every boss but the unbeatable ones)."""
    return card.kind == "monster" or (card.kind == "boss" and card.id not in UNBEATABLE)


def reward_text(reward: str) -> tuple[str, str]:
    """(mark, words) for a vault reward."""
    if reward in ITEM_NAMES:
        return reward, f"take a {ITEM_NAMES[reward]}"
    kind, amount = reward.split(":")
    if kind == "coins":
        return "coins", f"gain {plural(int(amount), 'coin')}"
    return "heal", f"heal {plural(int(amount), 'wound')}"


def _monster_rows(card, players: int) -> list[EffectRow]:
    strength = card.strength_for(players)
    sword = EffectRow("S", "sword", "A sword counts as 5")
    if card.heads > 1:
        return [
            EffectRow(
                str(strength),
                "heads",
                f"Each of {card.heads} heads needs {strength} of the party total",
            ),
            EffectRow(
                "-", "wound", f"Each head left: lowest card(s) take {plural(card.wounds, 'wound')}"
            ),
            sword,
        ]
    return [
        EffectRow(str(strength), "strength", f"Party total of {strength}+ beats it"),
        EffectRow("-", "wound", f"Otherwise lowest card(s) take {plural(card.wounds, 'wound')}"),
        sword,
    ]


def _trap_rows(card) -> list[EffectRow]:
    richest = card.target == "most_coins"
    rows = []
    for value in sorted(POWER, reverse=True):
        penalty = trap_penalty(card, value)
        if not penalty:
            rows.append(EffectRow(str(value), None, "Nothing happens"))
        elif richest:
            rows.append(
                EffectRow(str(value), "coins_lost", f"Richest lose {plural(penalty, 'coin')}")
            )
        else:
            rows.append(
                EffectRow(str(value), "wound", f"Least hurt take {plural(penalty, 'wound')}")
            )
    return rows


def effect_rows(card, players: int) -> list[EffectRow]:
    """What the room does, line by line, for this many players."""
    if card.kind == "treasure":
        rows = [EffectRow("1st", "chest", f"Highest card takes {plural(card.chests[0], 'coin')}")]
        if len(card.chests) > 1:
            rows.append(
                EffectRow(
                    "2nd", "second_chest", f"Second highest takes {plural(card.chests[1], 'coin')}"
                )
            )
        return rows + [
            EffectRow("=", None, "Ties split the chest, rounding down"),
            EffectRow("K", "key", "A key counts as 5 here"),
        ]
    if card.kind == "monster":
        return _monster_rows(card, players)
    if card.kind == "vault":
        rows = []
        for value, reward in enumerate(card.rewards, 1):
            mark, text = reward_text(reward)
            rows.append(EffectRow(str(value), mark, text[:1].upper() + text[1:]))
        return rows
    if card.kind == "trap":
        return _trap_rows(card)
    rows = []
    if beatable(card):
        strength = card.strength_for(players)
        rows.append(EffectRow(str(strength), "strength", f"Party total of {strength}+ beats it"))
    rows.append(EffectRow("!", "boss", BOSS_EFFECTS[card.id]))
    if card.id != "golem":
        rows.append(EffectRow("S", "sword", "A sword counts as 5"))
    return rows


def effect_caption(card) -> str:
    """A one-line heading over the effect table."""
    return CAPTIONS[card.kind]


def effect_tip(card, players: int) -> str:
    """The room's effects as a hover note, one line per row. Trap and vault rows are picked by
    the card value played, so each of their lines starts with that value."""
    by_value = card.kind in ("trap", "vault")
    lines = [
        f"{row.label}: {row.text}" if by_value else row.text for row in effect_rows(card, players)
    ]
    return "\n".join([f"{effect_caption(card)}:"] + lines)


def level_note(level_no: int, dark: int) -> str:
    """The note shown when a level is laid out: its lit and dark rooms as dealt (a dark first
    room is already face up by then, since the party walks straight into it)."""
    return f"Level {level_no} of {LEVELS}: {plural(ROW - dark, 'lit room')}, {dark} dark."


def coins_note(coins: int) -> str:
    """A seat's coins, with the most a raider can carry."""
    return f"{plural(coins, 'coin')} ({MAX_COINS} at most)"
