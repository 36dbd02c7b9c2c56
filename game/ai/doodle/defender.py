"""Phase C choices: dungeon actions in an encounter, hero actions on rivals, cards put under."""
from __future__ import annotations

from itertools import product

from game.ai.doodle.odds import win_chance
from game.rules.doodle.content import CARDS
from game.rules.doodle.defend import WIN_AT


def _action(card: int):
    return CARDS[card].action


def fight_chance_after(state, seat: int, card: int) -> float:
    """The chance the monster wins once this card is played (dice cards by their exact odds)."""
    f, act = state.fight, _action(card)
    fixed = state.level(seat, f["kind"]) + f["bonus"] - f["weaken"]
    rolled = sum(f["dice"])
    if act.effect == "monster_bonus":
        return 1.0 if rolled + fixed + act.amount >= WIN_AT else 0.0
    if act.effect == "extra_dice" and act.drop == 0:
        return win_chance(fixed + rolled, act.dice) if act.dice else 0.0
    if act.effect == "extra_dice":  # dice taken away: count every roll of the new dice
        keep = len(f["dice"]) + act.dice - act.drop
        wins = sum(sum(sorted(f["dice"] + list(roll), reverse=True)[:keep]) + fixed >= WIN_AT
                   for roll in product(range(1, 11), repeat=act.dice))
        return wins / 10 ** act.dice
    return 1.0 if rolled + fixed >= WIN_AT else 0.0


def encounter_choice(state, seat: int, legal: list) -> dict:
    """Play a card only when it turns the fight (or adds damage to a fight already won)."""
    plays = [a for a in legal if a["act"] == "play"]
    f = state.fight
    if f is None or not plays:
        return {"act": "resolve"}
    if f["kind"] == "trap":
        return plays[0]  # a trap card always adds damage
    won = state.strength(seat) >= WIN_AT
    if won:
        extra = [a for a in plays if _action(a["card"]).effect == "extra_damage"]
        return extra[0] if extra else {"act": "resolve"}
    best, best_p = None, 0.35
    for a in plays:
        act = _action(a["card"])
        if act.effect == "extra_damage":
            continue
        p = fight_chance_after(state, seat, a["card"])
        p -= 0.02 * (act.dice or 0)  # keep the dice cards for later when it is close
        if p > best_p:
            best, best_p = a, p
    return best or {"act": "resolve"}


def hero_play_choice(state, seat: int, legal: list):
    """Lay a hero action on the rival doing best, or None to stop laying."""
    plays = [a for a in legal if a["act"] == "play"]
    if not plays:
        return None
    visible = state.scores(seat)
    return max(plays, key=lambda a: (visible[a["target"]].total, -a["card"]))


def refill_choice(state, seat: int, legal: list) -> dict:
    """Put under the dungeon cards for monsters the hero will not meet again."""
    hand = state.hand[seat]
    path, board = state.paths[seat], state.board[seat]
    ahead = {board[i] for i in path[state.pos[seat] + 1:] if not state.crossed[seat] >> i & 1}
    useless = []
    for card in sorted(hand):
        act = _action(card)
        if act.kind != "dungeon":
            continue
        if act.effect == "trap_damage" and "T" not in ahead:
            useless.append(card)
        elif act.effect == "monster_bonus" and act.monster != "any" and act.monster[0].upper() not in ahead:
            useless.append(card)
    if state.hero[seat] != "inside":
        useless = sorted(c for c in hand if _action(c).kind == "dungeon")
    want = {"act": "refill", "under": useless}
    return want if want in legal else {"act": "refill", "under": []}
