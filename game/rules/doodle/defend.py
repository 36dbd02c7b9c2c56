"""Phase C: heroes walk the paths; each dungeon's owner fights them with dice and cards.

Mixed into DoodleState. A turn is stage "move" (the hero walks to its next stop; a fight rolls
its two dice), then "encounter" while the owner may still play dungeon actions ("resolve" judges
it; with nothing playable it is judged at once), then "hero" (lay hero actions on rivals' dungeons
and end the turn with "refill"). A seat's first turn, and every turn once its hero is out, starts
at "hero". Hero actions lying on a dungeon act by themselves at their event, in the order laid.
"""

from __future__ import annotations

from itertools import permutations

from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS, CONTENT, MAX_DICE
from game.rules.doodle.text import with_article

WIN_AT = 20  # a monster this strong (or stronger) wins its fight
# A bomb picks the strongest monster in the eight spaces around the hero, then the first in reading
# order. Corners count: a stop is a trap or monster, and none of those ever has one at its sides.
BOMB_ORDER = "DOG"


def _card(card: int):
    return CARDS[card].action


class DefendMixin:
    # ---- what may be played ------------------------------------------------------------------
    def dungeon_card_reason(self, seat: int, card: int) -> str | None:
        act, fight = _card(card), self.fight
        if act.kind != "dungeon":
            return f"{act.name} is a hero action: lay it on a rival's dungeon after your encounter."
        if act.event == "trap":
            return (
                None
                if fight["kind"] == "trap"
                else f"{act.name} only works while the hero is in a trap."
            )
        if fight["kind"] == "trap":
            return f"{act.name} only works in a fight, and the hero is in a trap."
        if act.effect == "monster_bonus" and act.bonus_for(fight["kind"]) is None:
            return (
                f"{act.name} only helps {with_article(act.monster)}, and this fight is with "
                f"{with_article(fight['kind'])}."
            )
        if act.effect == "extra_dice" and len(fight["dice"]) + act.dice > MAX_DICE:
            return (
                f"{act.name} would bring the fight to {len(fight['dice']) + act.dice} dice; "
                f"a fight never has more than {MAX_DICE}."
            )
        return None

    def hero_card_reason(self, seat: int, card: int, target) -> str | None:
        act = _card(card)
        if act.kind != "hero":
            return (
                f"{act.name} is a dungeon action: play it while the hero fights in your own "
                "dungeon."
            )
        if type(target) is not int or not 0 <= target < self.num_players:
            return "Choose a rival's dungeon for the hero action."
        if target == seat:
            return "Hero actions help the heroes in your rivals' dungeons, not in your own."
        if self.hero[target] != "inside":
            return (
                "The hero in that dungeon has already "
                f"{'died' if self.hero[target] == 'dead' else 'escaped'}."
            )
        if len(self.on_hero[target]) >= 2:
            return "That dungeon already holds two hero actions waiting to act."
        return None

    def defend_actions(self, seat: int) -> list:
        if self.stage == "move":
            return [{"act": "move"}]
        hand = self.hand[seat]
        if self.stage == "encounter":
            return [
                {"act": "play", "card": c}
                for c in hand
                if self.dungeon_card_reason(seat, c) is None
            ] + [{"act": "resolve"}]
        out = [
            {"act": "play", "card": c, "target": t}
            for c in hand
            for t in range(self.num_players)
            if self.hero_card_reason(seat, c, t) is None
        ]
        for k in range(len(hand) + 1):
            out += [
                {"act": "refill", "under": list(order)} for order in permutations(sorted(hand), k)
            ]
        return out

    def defend_reason(self, seat: int, action: dict) -> str | None:
        act = action.get("act")
        names = {
            "move": "move the hero",
            "encounter": "play dungeon actions or resolve the encounter",
            "hero": "lay hero actions or end your turn by refilling your hand",
        }
        if act == "move":
            return None if self.stage == "move" else f"Now you {names[self.stage]}."
        if self.stage == "move":
            return "First move the hero in your dungeon."
        if act == "resolve":
            return None if self.stage == "encounter" else f"Now you {names[self.stage]}."
        if act == "play":
            card = action.get("card")
            if card not in self.hand[seat]:
                return "That card is not in your hand."
            if self.stage == "encounter":
                if set(action) != {"act", "card"}:
                    return "A dungeon action is played on your own encounter: name no dungeon."
                return self.dungeon_card_reason(seat, card)
            if set(action) != {"act", "card", "target"}:
                return "Name the rival dungeon the hero action goes to."
            return self.hero_card_reason(seat, card, action.get("target"))
        if act == "refill":
            if self.stage != "hero":
                return f"Now you {names[self.stage]}."
            under = action.get("under")
            if (
                not isinstance(under, list)
                or len(set(map(str, under))) != len(under)
                or any(c not in self.hand[seat] for c in under)
            ):
                return "Put only cards from your hand under your deck, each once."
            return None
        return "That is not a move of this phase."

    # ---- a turn ------------------------------------------------------------------------------
    def begin_turn(self, seat: int) -> None:
        self.current = seat
        inside = self.hero[seat] == "inside"
        self.stage = "move" if inside and self.turns[seat] > 0 else "hero"
        if inside:
            self._trigger(seat, "turn")

    def apply_defend(self, seat: int, action: dict) -> None:
        act = action["act"]
        if act == "move":
            self.emit(seat, "move", "moves the hero")
            self._move(seat)
        elif act == "resolve":
            self.emit(seat, "resolve", "lets the encounter be judged")
            self._judge(seat)
        elif act == "play" and "target" not in action:
            self._play_dungeon(seat, action["card"])
        elif act == "play":
            card, target = action["card"], action["target"]
            self.hand[seat].remove(card)
            self.on_hero[target].append([card, seat])
            self.emit(
                seat,
                "lay",
                f"lays {_card(card).name} on {{{target}}}'s dungeon",
                card=card,
                target=target,
            )
        else:
            self._refill(seat, action["under"])

    def next_stop(self, seat: int) -> int | None:
        """Where on its path (an index) the hero in `seat`'s dungeon stops when it next moves: the
        next trap or monster not crossed off; None when it would walk out by the exit."""
        path, board, crossed = self.paths[seat], self.board[seat], self.crossed[seat]
        return next(
            (
                k
                for k in range(self.pos[seat] + 1, len(path))
                if board[path[k]] in S.THINGS and not crossed >> path[k] & 1
            ),
            None,
        )

    def _move(self, seat: int) -> None:
        path = self.paths[seat]
        stop = self.next_stop(seat)
        if stop is None:
            self.pos[seat], self.stage = len(path), "hero"
            self.emit(
                seat,
                "escape",
                f"The hero leaves {{{seat}}}'s dungeon by the exit with "
                f"{self.hearts[seat]} hearts.",
                hearts=self.hearts[seat],
            )
            self._hero_leaves(seat, "escaped")
            return
        self.pos[seat] = stop
        i = path[stop]
        self.emit(seat, "stop", "", cell=S.to_json(i), index=stop)
        self._trigger(seat, "stop")
        kind = S.KIND_OF[self.board[seat][i]]
        self.fight = {
            "cell": i,
            "kind": kind,
            "dice": [],
            "bonus": 0,
            "weaken": 0,
            "extra": 0,
            "disarmed": False,
        }
        if kind == "trap":
            self._trigger(seat, "trap")
        else:
            self.fight["dice"] = [self.roll(), self.roll()]
            self.mark_revealed()
            self.emit(
                seat,
                "dice",
                f"The {kind} at {S.label(i)} rolls {self.fight['dice'][0]} and "
                f"{self.fight['dice'][1]}.",
                dice=list(self.fight["dice"]),
                cell=S.to_json(i),
            )
            self._trigger(seat, "fight")
        self.stage = "encounter"
        if not any(self.dungeon_card_reason(seat, c) is None for c in self.hand[seat]):
            self._judge(seat)

    def roll(self) -> int:
        return self.rng.randint(1, 10)

    def strength(self, seat: int) -> int:
        f = self.fight
        return sum(f["dice"]) + self.level(seat, f["kind"]) + f["bonus"] - f["weaken"]

    def _play_dungeon(self, seat: int, card: int) -> None:
        act, f = _card(card), self.fight
        self.hand[seat].remove(card)
        self.discards.append(card)
        self.emit(seat, "play", f"plays {act.name}", card=card)
        if act.effect == "monster_bonus":
            f["bonus"] += act.bonus_for(f["kind"])
        elif act.effect in ("extra_damage", "trap_damage"):
            f["extra"] += act.amount
        else:
            new = [self.roll() for _ in range(act.dice)]
            self.mark_revealed()
            f["dice"] = sorted(f["dice"] + new, reverse=True)[
                : len(f["dice"]) + act.dice - act.drop
            ]
            self.emit(
                seat,
                "dice",
                f"New dice: {', '.join(map(str, new))}; the fight now has "
                f"{', '.join(map(str, f['dice']))}.",
                dice=list(f["dice"]),
                rolled=new,
            )

    def _judge(self, seat: int) -> None:
        f, i = self.fight, self.fight["cell"]
        self.fight, self.stage = None, "hero"
        if f["kind"] == "trap":
            self.crossed[seat] |= 1 << i
            damage = 0 if f["disarmed"] else self.level(seat, "trap") + f["extra"]
            damage, note = self._armored(seat, damage)
            self.emit(
                seat,
                "trap",
                f"The trap at {S.label(i)} springs for {damage} damage{note} and is crossed off.",
                cell=S.to_json(i),
                damage=damage,
            )
            self._hurt(seat, damage)
            return
        self.fights[seat] += 1
        strength = sum(f["dice"]) + self.level(seat, f["kind"]) + f["bonus"] - f["weaken"]
        if strength >= WIN_AT:
            damage, note = self._armored(seat, CONTENT.damage[f["kind"]] + f["extra"])
            self.monster_wins[seat] += 1
            self.emit(
                seat,
                "fight",
                f"The {f['kind']} at {S.label(i)} fights with strength {strength} "
                f"and wins: {damage} damage{note}.",
                cell=S.to_json(i),
                strength=strength,
                won=True,
                damage=damage,
            )
            self._hurt(seat, damage)
        else:
            self.crossed[seat] |= 1 << i
            self.emit(
                seat,
                "fight",
                f"The {f['kind']} at {S.label(i)} fights with strength {strength} "
                "and loses: it is crossed off.",
                cell=S.to_json(i),
                strength=strength,
                won=False,
            )

    def _armored(self, seat: int, damage: int) -> tuple[int, str]:
        """The damage left once the hero actions waiting for damage (Armor) have acted, and a note
        for the line that tells it when they took some off."""
        if damage <= 0:
            return damage, ""
        self.pending_damage = damage
        self._trigger(seat, "damage")
        left, self.pending_damage = self.pending_damage, 0
        return left, f" ({damage} less {damage - left} by Armor)" if left < damage else ""

    def _hurt(self, seat: int, damage: int) -> None:
        if damage <= 0:
            return
        self.hearts[seat] = max(0, self.hearts[seat] - damage)
        if self.hearts[seat] == 0:
            self._hero_leaves(seat, "dead")
            self.emit(seat, "death", f"The hero in {{{seat}}}'s dungeon dies.")

    def _hero_leaves(self, seat: int, how: str) -> None:
        self.hero[seat] = how
        self.gone.extend(
            card for card, _ in self.on_hero[seat]
        )  # unresolved: they go with the hero
        self.on_hero[seat] = []
        if "inside" not in self.hero:
            self.phase, self.stage = "over", None
            self.emit(None, "end", "No hero is left in any dungeon: the game ends.")

    def _trigger(self, seat: int, event: str) -> None:
        """Hero actions on this dungeon waiting for `event` act now, in the order they were laid."""
        keep = []
        for card, by in self.on_hero[seat]:
            act = _card(card)
            target = (
                self._bomb_target(seat) if act.effect == "bomb" and act.event == event else None
            )
            if act.event != event or (act.effect == "bomb" and target is None):
                keep.append([card, by])  # not its moment yet (a bomb waits for a monster around)
                continue
            self.discards.append(card)
            self.emit(
                by,
                "hero_card",
                f"{act.name} from {{{by}}} acts in {{{seat}}}'s dungeon.",
                card=card,
                dungeon=seat,
            )
            self._hero_card_acts(seat, act, target)
        self.on_hero[seat] = keep

    def _bomb_target(self, seat: int) -> int | None:
        here, board = self.paths[seat][self.pos[seat]], self.board[seat]
        near = [
            j for j in S.AROUND[here] if board[j] in BOMB_ORDER and not self.crossed[seat] >> j & 1
        ]
        return min(near, key=lambda c: (BOMB_ORDER.index(board[c]), c)) if near else None

    def _hero_card_acts(self, seat: int, act, target: int | None) -> None:
        if act.effect == "heal":
            self.hearts[seat] = min(CONTENT.hearts, self.hearts[seat] + act.amount)
        elif act.effect == "weaken":
            self.fight["weaken"] += act.amount
        elif act.effect == "armor":
            self.pending_damage = max(0, self.pending_damage - act.amount)
        elif act.effect == "disarm":
            self.fight["disarmed"] = True
        else:
            self.crossed[seat] |= 1 << target
            self.emit(
                seat,
                "bomb",
                f"A bomb crosses off the {S.KIND_OF[self.board[seat][target]]} at "
                f"{S.label(target)}.",
                cell=S.to_json(target),
            )

    def _refill(self, seat: int, under: list) -> None:
        hand, deck = self.hand[seat], self.deck[seat]
        for card in under:
            hand.remove(card)
            deck.insert(0, card)
        self.known_bottom[seat] = min(len(deck), self.known_bottom[seat] + len(under))
        drawn = 0
        while len(hand) < self.level(seat, "hand") and deck:
            hand.append(deck.pop())
            drawn += 1
        self.known_bottom[seat] = min(self.known_bottom[seat], len(deck))
        if drawn:
            self.mark_revealed()
        self.emit(
            seat,
            "refill",
            f"puts {len(under)} card{'s' * (len(under) != 1)} under the deck and draws {drawn}",
            under=len(under),
            drawn=drawn,
        )
        self.turns[seat] += 1
        if self.phase != "over":
            self.begin_turn((seat + 1) % self.num_players)
