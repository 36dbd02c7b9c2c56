"""Resolving one room: who gains coins, wounds or items once the cards are face up.

`values[s]` is the value seat s's card counts for in this room (keys and swords already turned
into 5, Golem rules applied), or None for a seat that escaped. The functions change the state's
coins, wounds, items, supply and petrified lists and return log lines with seat placeholders.
"""

from __future__ import annotations

from game.rules.raiders.content import Card

MAX_COINS = 20
ITEM_NAMES = {"torch": "torch", "crystal_ball": "crystal ball", "key": "key", "sword": "sword"}


def who(seats: list[int]) -> str:
    names = [f"{{{s}}}" for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def gain_coins(st, seats: list[int], amount: int) -> list[str]:
    notes = []
    for s in seats:
        got = min(MAX_COINS, st.coins[s] + amount) - st.coins[s]
        st.coins[s] += got
        if got < amount:
            notes.append(f"{{{s}}} is at the {MAX_COINS}-coin limit and keeps only {got}.")
    return notes


def lose_coins(st, seats: list[int], amount: int) -> None:
    for s in seats:
        st.coins[s] = max(0, st.coins[s] - amount)


def add_wounds(st, seats: list[int], amount: int) -> None:
    for s in seats:
        st.wounds[s] += amount


def _groups(values: list[int | None]) -> list[tuple[int, list[int]]]:
    """(value, seats) for each distinct value played, highest first; escaped seats left out."""
    by_value: dict[int, list[int]] = {}
    for s, v in enumerate(values):
        if v is not None:
            by_value.setdefault(v, []).append(s)
    return sorted(by_value.items(), reverse=True)


def treasure(st, card: Card, values: list[int | None]) -> list[str]:
    lines = []
    groups = _groups(values)
    for rank, chest in enumerate(card.chests):
        place = "highest" if rank == 0 else "second-highest"
        if rank >= len(groups):
            lines.append(f"Nobody played a lower card, so the {chest}-coin chest stays shut.")
            continue
        value, seats = groups[rank]
        share = chest // len(seats)
        if len(seats) == 1:
            lines.append(
                f"{who(seats)} has the {place} card ({value}) and takes the {chest}-coin chest."
            )
        elif share == 0:
            lines.append(
                f"{who(seats)} tie on {value} for the {chest}-coin chest: too few coins "
                "to share, so nobody gets any."
            )
        else:
            lines.append(
                f"{who(seats)} tie on {value} and share the {chest}-coin chest: {share} each."
            )
        if share:
            lines += gain_coins(st, seats, share)
    return lines


def monster(st, card: Card, values: list[int | None]) -> list[str]:
    """The total must reach the strength; the Hydra's heads are fought one after the other
    with what is left of the total (see docs/rules-decisions.md)."""
    total = sum(v for v in values if v is not None)
    strength = card.strength_for(st.num_players)
    left, beaten = total, 0
    while beaten < card.heads and left >= strength:
        left -= strength
        beaten += 1
    attacks = card.heads - beaten
    if card.heads == 1:
        verdict = "beats" if beaten else "falls short of"
        fight = f"The party's total of {total} {verdict} the {card.name} (strength {strength})"
    else:
        fight = (
            f"The party's total of {total} beats {beaten} of the {card.name}'s "
            f"{card.heads} heads (strength {strength} each)"
        )
    if attacks == 0:
        return [f"{fight}."]
    groups = _groups(values)
    if not groups:
        return [f"{fight}, but there is nobody to attack."]
    low, seats = groups[-1]
    wounds = card.wounds * attacks
    add_wounds(st, seats, wounds)
    return [
        f"{fight}: {who(seats)} ({'lowest card' if len(seats) == 1 else 'tied lowest'}, "
        f"{low}) {'takes' if len(seats) == 1 else 'each take'} {_plural(wounds, 'wound')}."
    ]


def vault(st, card: Card, values: list[int | None]) -> list[str]:
    wanted: dict[str, list[int]] = {}
    for s, v in enumerate(values):
        if v is not None:
            wanted.setdefault(card.rewards[v - 1], []).append(s)
    lines = []
    for reward, seats in wanted.items():
        if reward in ITEM_NAMES:
            name = ITEM_NAMES[reward]
            if st.supply[reward] >= len(seats):
                for s in seats:
                    st.supply[reward] -= 1
                    st.items[s][reward] += 1
                lines.append(
                    f"{who(seats)} {'takes a' if len(seats) == 1 else 'each take a'} {name}."
                )
            else:
                lines.append(
                    f"{who(seats)} want a {name} but the supply holds only "
                    f"{st.supply[reward]}: nobody takes one."
                )
            continue
        kind, amount = reward.split(":")
        amount = int(amount)
        if kind == "coins":
            lines.append(
                f"{who(seats)} {'gains' if len(seats) == 1 else 'each gain'} "
                f"{_plural(amount, 'coin')}."
            )
            lines += gain_coins(st, seats, amount)
        else:
            healed = [s for s in seats if st.wounds[s]]
            for s in seats:
                st.wounds[s] = max(0, st.wounds[s] - amount)
            lines.append(
                f"{who(seats)} {'drinks' if len(seats) == 1 else 'each drink'} a potion "
                f"that heals {_plural(amount, 'wound')}"
                + ("." if healed else " (nothing to heal).")
            )
    return lines


def trap_penalty(card: Card, highest: int) -> int:
    """What a trap takes (coins or wounds) when `highest` is the highest card played: its
    penalties are listed for 5, 4, 3 and 2; a 1 never sets it off."""
    return card.penalty[5 - highest] if 2 <= highest <= 5 else 0


def trap(st, card: Card, values: list[int | None]) -> list[str]:
    highest = max(v for v in values if v is not None)
    penalty = trap_penalty(card, highest)
    if penalty == 0:
        return [f"The highest card is {highest}: the {card.name} trap stays quiet."]
    if card.target == "most_coins":
        top = max(st.coins)
        seats = [s for s in range(st.num_players) if st.coins[s] == top]
        if top == 0:
            return [f"The highest card is {highest}: the {card.name} trap finds no coins to take."]
        lose_coins(st, seats, penalty)
        return [
            f"The highest card is {highest}: the {card.name} trap takes "
            f"{_plural(penalty, 'coin')} from {who(seats)} (most coins, {top})."
        ]
    low = min(st.wounds)
    seats = [s for s in range(st.num_players) if st.wounds[s] == low]
    add_wounds(st, seats, penalty)
    return [
        f"The highest card is {highest}: the {card.name} trap deals "
        f"{_plural(penalty, 'wound')} to {who(seats)} (fewest wounds, {low})."
    ]


UNBEATABLE = ("mega_dragon", "golem", "mummy")  # bosses no party total beats


def boss(st, card: Card, values: list[int | None]) -> list[str]:
    n = st.num_players
    escaped = [s for s in range(n) if values[s] is None]
    lines = (
        [f"{who(escaped)} {'escapes' if len(escaped) == 1 else 'escape'} the {card.name}."]
        if escaped
        else []
    )
    groups = _groups(values)
    total = sum(v for v in values if v is not None)
    strength = card.strength_for(n)
    if card.id not in UNBEATABLE and total >= strength:
        return lines + [
            f"The party's total of {total} beats the {card.name} (strength {strength})."
        ]
    if not groups:
        return lines + [f"The {card.name} finds nobody to attack."]
    if card.id in UNBEATABLE:
        lines.append(f"The {card.name} cannot be beaten and attacks.")
    else:
        lines.append(
            f"The party's total of {total} falls short of the {card.name} "
            f"(strength {strength}) and it attacks."
        )
    value, targets = groups[0] if card.id == "mummy" else groups[-1]
    place = "highest" if card.id == "mummy" else "lowest"
    hit = f"{who(targets)} ({place} card, {value})"
    if card.id == "tax_collector":
        lose_coins(st, targets, 3)
        lines.append(f"{hit} {'loses' if len(targets) == 1 else 'each lose'} 3 coins.")
    elif card.id == "medusa":
        for s in targets:
            st.petrified[s] = True
        ending = " Everyone is turned to stone: nobody can win." if len(targets) == n else ""
        lines.append(
            f"{hit} {'is' if len(targets) == 1 else 'are'} turned to stone and cannot win.{ending}"
        )
    elif card.id == "vampire":
        add_wounds(st, targets, 1)
        lose_coins(st, targets, 2)
        lines.append(
            f"{hit} {'takes' if len(targets) == 1 else 'each take'} 1 wound and "
            f"{'loses' if len(targets) == 1 else 'lose'} 2 coins."
        )
    else:
        wounds = groups[0][0] if card.wounds == "highest" else card.wounds
        add_wounds(st, targets, wounds)
        lines.append(
            f"{hit} {'takes' if len(targets) == 1 else 'each take'} {_plural(wounds, 'wound')}."
        )
        bonus = {"sphinx": 2, "minotaur": 1}.get(card.id, 0)
        if bonus and len(groups) > 1:
            top, winners = groups[0]
            lines.append(
                f"{who(winners)} (highest card, {top}) "
                f"{'gains' if len(winners) == 1 else 'each gain'} "
                f"{_plural(bonus, 'coin')}."
            )
            lines += gain_coins(st, winners, bonus)
        elif bonus:
            lines.append(f"Everyone played the same card, so nobody gains the {card.name}'s coins.")
    return lines


RESOLVERS = {"treasure": treasure, "monster": monster, "vault": vault, "trap": trap, "boss": boss}
