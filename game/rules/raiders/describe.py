"""Short descriptions of a room card in our own words, for the table and the rules help:
what the room does, and for vaults and traps what each card value leads to."""
from __future__ import annotations

from game.rules.raiders.content import Card
from game.rules.raiders.resolve import ITEM_NAMES

BOSS_RULES = {
    "tax_collector": "Falls short: the lowest card(s) pay 3 coins instead of taking wounds.",
    "medusa": "Falls short: the lowest card(s) are turned to stone and cannot win.",
    "vampire": "Falls short: the lowest card(s) take 1 wound and pay 2 coins.",
    "sphinx": "Falls short: the lowest card(s) take 2 wounds, the highest gain 2 coins.",
    "minotaur": "Falls short: the lowest card(s) take 1 wound, the highest gain 1 coin.",
    "wolf_pack": "Play a torch to slip away: you neither help nor get hurt.",
    "necromancer": "Play a crystal ball to slip away: you neither help nor get hurt.",
    "mega_dragon": "Cannot be beaten. Play a key to slip away from its attack.",
    "golem": "Cannot be beaten. 5s and swords count as 1; wounds equal the highest card.",
    "mummy": "Cannot be beaten. It attacks the highest card(s), not the lowest.",
}


def reward_text(reward: str) -> str:
    if reward in ITEM_NAMES:
        return f"a {ITEM_NAMES[reward]}"
    kind, amount = reward.split(":")
    if kind == "coins":
        return f"{amount} coin{'s' if amount != '1' else ''}"
    return f"heal {amount} wound{'s' if amount != '1' else ''}"


def room_lines(card: Card, players: int) -> list[str]:
    """A few lines about the room; by card value where values matter."""
    if card.kind == "treasure":
        lines = [f"Highest card takes the {card.chests[0]}-coin chest."]
        if len(card.chests) > 1:
            lines.append(f"Second-highest takes the {card.chests[1]}-coin chest.")
        return lines + ["Ties share a chest, rounded down. Keys count as 5."]
    if card.kind == "monster":
        strength = card.strength_for(players)
        lines = [f"Strength {strength}" + (f" per head, {card.heads} heads" if card.heads > 1
                                           else "") + ": the cards together must reach it.",
                 f"Otherwise the lowest card(s) take {card.wounds} wound"
                 f"{'s' if card.wounds != 1 else ''}" + (" per head left." if card.heads > 1
                                                         else "."),
                 "Swords count as 5."]
        return lines
    if card.kind == "vault":
        return [f"{v}: {reward_text(r)}" for v, r in enumerate(card.rewards, 1)]
    if card.kind == "trap":
        who = "richest lose coins" if card.target == "most_coins" else \
            "least wounded take wounds"
        lines = [f"By the highest card played, the {who}:"]
        lines += [f"{5 - i}: {amount}" for i, amount in enumerate(card.penalty) if amount]
        return lines
    lines = [BOSS_RULES[card.id]]
    if card.id not in ("mega_dragon", "golem", "mummy"):
        lines.insert(0, f"Boss, strength {card.strength_for(players)}.")
    if card.id in ("wolf_pack", "necromancer", "mega_dragon", "mummy"):
        lines.append(f"Wounds dealt: {card.wounds}.")
    return lines
