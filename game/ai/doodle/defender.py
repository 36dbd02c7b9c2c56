"""Phase C choices: dungeon actions in an encounter, hero actions on rivals, cards put under."""

from __future__ import annotations

from itertools import product

from game.ai.doodle.planner import DAMAGE, LEVEL_OF, POINTS, treasure_belief
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS, CONTENT
from game.rules.doodle.defend import WIN_AT
from game.rules.doodle.odds import monster_holds, win_chance
from game.rules.doodle.scoring import DEATH_BONUS


def _action(card: int):
    return CARDS[card].action


def fight_chance_after(state, seat: int, card: int) -> float:
    """The chance the monster wins once this card is played (dice cards by their exact odds)."""
    f, act = state.fight, _action(card)
    fixed = state.level(seat, f["kind"]) + f["bonus"] - f["weaken"]
    rolled = sum(f["dice"])
    if act.effect == "monster_bonus":
        return 1.0 if rolled + fixed + act.bonus_for(f["kind"]) >= WIN_AT else 0.0
    if act.effect == "extra_dice" and act.drop == 0:
        return win_chance(fixed + rolled, act.dice) if act.dice else 0.0
    if act.effect == "extra_dice":  # dice taken away: count every roll of the new dice
        keep = len(f["dice"]) + act.dice - act.drop
        wins = sum(
            sum(sorted(f["dice"] + list(roll), reverse=True)[:keep]) + fixed >= WIN_AT
            for roll in product(range(1, 11), repeat=act.dice)
        )
        return wins / 10**act.dice
    return 1.0 if rolled + fixed >= WIN_AT else 0.0


def encounter_choice(state, seat: int, legal: list) -> dict:
    """Play a card only when it turns the fight (or adds damage to a fight already won)."""
    plays = [a for a in legal if a["act"] == "play"]
    f = state.fight
    if f is None or not plays:
        return {"act": "resolve"}
    if f["kind"] == "trap":  # a trap card adds damage, unless a Trap Kit has disarmed the trap
        return {"act": "resolve"} if f["disarmed"] else plays[0]
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


def hero_play_choice(state, seat: int, legal: list, rng):
    """Lay a hero action on the rival doing best (ties at random), or None to stop laying."""
    plays = [a for a in legal if a["act"] == "play"]
    if not plays:
        return None
    visible = state.scores(seat)
    rng.shuffle(plays)  # equal rivals are chosen at random, not always the lowest seat
    return max(plays, key=lambda a: (visible[a["target"]].total, -a["card"]))


def refill_choice(state, seat: int, legal: list) -> dict:
    """Put under the dungeon cards for monsters the hero will not meet again."""
    hand = state.hand[seat]
    path, board = state.paths[seat], state.board[seat]
    ahead = {board[i] for i in path[state.pos[seat] + 1 :] if not state.crossed[seat] >> i & 1}
    monsters_ahead = {S.KIND_OF[code] for code in ahead if code in POINTS}
    useless = []
    for card in sorted(hand):
        act = _action(card)
        if act.kind != "dungeon":
            continue
        if act.effect == "trap_damage" and "T" not in ahead:
            useless.append(card)
        elif act.effect == "monster_bonus" and not any(
            act.bonus_for(kind) for kind in monsters_ahead
        ):
            useless.append(card)
    if state.hero[seat] != "inside":
        useless = sorted(c for c in hand if _action(c).kind == "dungeon")
    want = {"act": "refill", "under": useless}
    return want if want in legal else {"act": "refill", "under": []}


def _stops_ahead(state, t: int) -> list[int]:
    """The spaces where the hero in dungeon t will still stop, in order."""
    path, board, crossed = state.paths[t], state.board[t], state.crossed[t]
    return [i for i in path[state.pos[t] + 1 :] if board[i] in S.THINGS and not crossed >> i & 1]


def hero_card_gain(state, card: int, t: int) -> float:
    """About how many points the card takes from dungeon t's owner (normal and hard bots)."""
    act, board = _action(card), state.board[t]
    ahead = _stops_ahead(state, t)
    fights = [i for i in ahead if board[i] in POINTS]
    belief = treasure_belief(state, t)
    tlevel = state.level(t, "treasure")

    def stake(
        i,
    ):  # what the owner loses when the monster at i is crossed off, or gains when it wins
        return POINTS[board[i]] + belief.get(i, 0.0) * tlevel + DAMAGE[board[i]]

    if act.effect == "heal":
        return min(act.amount, CONTENT.hearts - state.hearts[t]) if len(ahead) else 0.0
    if act.effect == "weaken" and fights:
        i = fights[0]
        level = state.level(t, LEVEL_OF[board[i]])
        return (monster_holds(level) - monster_holds(level - act.amount)) * stake(i)
    if act.effect == "armor":
        return min(act.amount, 1.5) if ahead else 0.0
    if act.effect == "disarm":
        return state.level(t, "trap") if any(board[i] == S.TRAP for i in ahead) else 0.0
    if act.effect == "bomb":
        near = {
            j
            for i in ahead
            for j in S.AROUND[i]
            if board[j] in POINTS and not state.crossed[t] >> j & 1
        }
        return max((POINTS[board[j]] + belief.get(j, 0.0) * tlevel for j in near), default=0.0)
    return 0.0


def judged_hero_play(state, seat: int, legal: list, rng):
    """Lay the hero action where it takes most from a rival (leaders count more; ties at
    random, not always the lowest seat), or None."""
    plays = [a for a in legal if a["act"] == "play"]
    if not plays:
        return None
    rng.shuffle(plays)
    visible = state.scores(seat)
    top = max(s.total for s in visible)

    def value(a):
        lead = 1.0 + 0.05 * max(0, visible[a["target"]].total - visible[seat].total + 5)
        return (
            hero_card_gain(state, a["card"], a["target"])
            * lead
            * (1.2 if visible[a["target"]].total == top else 1.0)
        )

    best = max(plays, key=value)
    return best if value(best) > 0.3 else None


def _fight_stake(state, seat: int, i: int, extra: int = 0) -> float:
    """What the owner gains when the monster at i wins instead of losing: its points and any
    treasure under it kept, the hearts it takes, and the death bonus if those are the last."""
    code = state.board[seat][i]
    damage = DAMAGE[code] + extra
    treasure = state.level(seat, "treasure") * (i in state.treasures[seat])
    return POINTS[code] + treasure + damage + DEATH_BONUS * (state.hearts[seat] <= damage)


def _keeping(state, seat: int, act, ahead: list) -> float:
    """What keeping a fight card is worth: a share of the biggest stake among the monsters ahead
    it helps fully (a bonus card, the kind it names)."""
    later = [
        i
        for i in ahead
        if act.effect != "monster_bonus"
        or act.bonus_for(S.KIND_OF[state.board[seat][i]]) == act.amount
    ]
    return 0.3 * max((_fight_stake(state, seat, i) for i in later), default=0.0)


def judged_encounter(state, seat: int, legal: list) -> dict:
    """Play the dungeon action that gains most now, if that beats keeping it for a later stop."""
    plays = [a for a in legal if a["act"] == "play"]
    f = state.fight
    if f is None or not plays or f["kind"] == "trap":
        return encounter_choice(state, seat, legal)
    won = 1.0 if state.strength(seat) >= WIN_AT else 0.0
    ahead = [i for i in _stops_ahead(state, seat) if state.board[seat][i] in POINTS]
    best, best_margin = {"act": "resolve"}, 0.0
    for a in plays:
        act = _action(a["card"])
        if act.effect == "extra_damage":  # worth its extra hearts only, now or at a later win
            gain = won * (
                act.amount
                + DEATH_BONUS
                * (
                    state.hearts[seat]
                    <= DAMAGE[state.board[seat][f["cell"]]] + f["extra"] + act.amount
                )
            )
            keep = 0.3 * act.amount * bool(ahead)
        else:
            gain = (fight_chance_after(state, seat, a["card"]) - won) * _fight_stake(
                state, seat, f["cell"], f["extra"]
            )
            keep = _keeping(state, seat, act, ahead)
        if gain - keep > best_margin:
            best, best_margin = a, gain - keep
    return best if best_margin > 0 else _bonus_cards_together(state, seat, plays, won, ahead)


def _bonus_cards_together(state, seat: int, plays: list, won: float, ahead: list) -> dict:
    """When no card turns the fight alone but the bonus cards in hand do together, and the fight
    is worth more than keeping them all, play the biggest first (the rest follow, each one
    then turning it alone)."""
    f = state.fight
    bonus = [
        (_action(a["card"]).bonus_for(f["kind"]), a)
        for a in plays
        if _action(a["card"]).effect == "monster_bonus"
    ]
    if won or len(bonus) < 2 or state.strength(seat) + sum(b for b, _ in bonus) < WIN_AT:
        return {"act": "resolve"}
    keep = sum(_keeping(state, seat, _action(a["card"]), ahead) for _, a in bonus)
    if _fight_stake(state, seat, f["cell"], f["extra"]) <= keep:
        return {"act": "resolve"}
    return max(bonus, key=lambda pair: pair[0])[1]
