"""The three Dungeon Decorators bot levels. Each decides from its seat's view only.

- easy: places each tile where its dungeon looks best right now (stars, colours, bosses, open
  walls), drafts the tile that adds most that way, with some noise and a whim now and then; it
  scores every card it can and keeps the cards worth most at set-up.
- normal: values positions with the goal cards in hand too (evaluate.py: progress towards each
  card, weighted by the rounds left), prices turn order (a pick further along plays later next
  round), chooses goal decks by what their unseen cards would be worth to its dungeon.
- hard: normal, plus denial at 2 players (taking the other player's favourite tile counts for
  what it costs them: their best gain minus their next best, judged on the public dungeon), and
  every placement judged in full (normal fully judges only the 8 best by a quick look, which
  leaves out the goal cards).
"""

from __future__ import annotations

from collections import Counter

from game.ai.base import Bot
from game.ai.decorators import evaluate as ev
from game.ai.decorators.architect import one_token_moves
from game.ai.decorators.look import look
from game.rules.decorators import dungeon as D
from game.rules.decorators.content import CATALOG
from game.rules.decorators.goals import mimics_needed
from game.rules.decorators.tiles import FACES, faces_of

ASSISTANT_BONUS = {
    "none": 0.0,
    "goblin_sapper": 2.5,
    "burrow_bro": 1.5,
    "arcane_architect": 0.6,
    "decorative_mimic": 1.2,
}
PLACE_AFTER_PICK = {1: 0, 2: 1, 3: 3, 4: 4}  # place on the far side -> next round's order
EXCHANGE_PLACE = 2
DECOR_VALUE = 0.5  # a real decoration on a wall (bosses and cards may want it)
WANTED_DECOR = 1.2  # one a decoration card in hand asks for


class DecoratorsBot(Bot):
    level = "normal"
    noise = 0.0
    whim = 0.0
    order_cost = 0.6  # points a step later in next round's order costs
    shortlist = 8  # placements judged in full after the quick look (None: every one, no quick look)
    deny = 0.0  # share of the next player's gain a pick takes away (2 players)
    use_hand = True
    exact = False  # goal cards met now count their full points (evaluate.hand_value)
    use_architect = True
    architect_margin = 0.3  # points an Architect move must gain beyond the token's own worth
    _planned = None  # the placement that ends an Architect move this bot has begun

    def choose(self, view, seat, legal, budget):
        if len(legal) == 1:
            return legal[0]
        if self.whim and self.rng.random() < self.whim:  # a whim never spends an Architect token
            return self.rng.choice([a for a in legal if a["act"] != "lift"] or legal)
        act = legal[0]["act"]
        pick = getattr(self, "_" + act, None) or self._build
        return pick(view, seat, legal)

    # ---- values -------------------------------------------------------------------------------
    def _jitter(self) -> float:
        return self.rng.uniform(0, self.noise) if self.noise else 0.0

    def _quick(self, view, seat, dungeon, others_b, clock) -> float:
        future = min(1.0, clock / 4.0)
        seen = look(dungeon)
        return (
            ev.end_points(view, seat, dungeon, others_b)
            + future * self._decor_pull(view, seat, dungeon)
            + future
            * (
                ev.OPENING_VALUE[min(seen.openings, 4)]
                + ev.FREE_WALL * seen.free_walls
                + seen.potential
            )
        )

    def _decor_pull(self, view, seat, dungeon) -> float:
        """Decorations on walls, most of all those the decoration cards in hand ask for."""
        real = look(dungeon).boss.real  # every real decoration on a wall (read, never changed)
        wanted: Counter = Counter()
        if self.use_hand:
            for card in view.hands[seat]:
                if CATALOG.deck_of(card) == "decoration":
                    wanted.update(CATALOG.goals[card].icons)
        return DECOR_VALUE * sum(real.values()) + WANTED_DECOR * sum(
            min(real[k], n) for k, n in wanted.items()
        )

    def _full(self, view, seat, dungeon, others_b, clock, own=True) -> float:
        """`own`: the seat's own hand is known (a rival's hand in a view is only a guess)."""
        if not (self.use_hand and own):
            return self._quick(view, seat, dungeon, others_b, clock)
        return ev.seat_value(
            view, seat, dungeon=dungeon, others_b=others_b, clock=clock, exact=self.exact
        )

    def _best_spots(self, view, seat, tile, others_b, clock, source="new", own=True):
        """[(value, action)] best first for putting `tile` into the dungeon (legal spots only)."""
        dungeon = view.dungeons[seat]
        cells = D.frontier(dungeon)
        near = {cell: D.around(dungeon, cell) for cell in cells}
        open_count = D.openings(dungeon)
        seen, quick = set(), []
        for face in faces_of(tile):
            for rot in range(4):
                info = FACES[tile, face, rot]
                for cell in cells:
                    if (info, cell) in seen:
                        continue
                    seen.add((info, cell))
                    why = (
                        D.decoration_reason(info, near[cell])
                        if info.kind == "decoration"
                        else D.dungeon_reason(info, near[cell], open_count)
                    )
                    if why is not None:
                        continue
                    after = dict(dungeon)
                    after[cell] = (tile, face, rot)
                    action = {
                        "act": "place",
                        "from": source,
                        "tile": tile,
                        "face": face,
                        "rot": rot,
                        "cell": [cell[0], cell[1]],
                    }
                    first = (
                        0.0
                        if self.shortlist is None
                        else self._quick(view, seat, after, others_b, clock)
                    )
                    quick.append((first + self._jitter(), action, after))
        quick.sort(key=lambda item: -item[0])
        out = []
        for _value, action, after in quick[: self.shortlist]:
            out.append(
                (self._full(view, seat, after, others_b, clock, own) + self._jitter(), action)
            )
        out.sort(key=lambda item: -item[0])
        return out

    def _tile_worth(self, view, seat, tile, others_b, clock, base, own=True) -> float:
        """What drafting `tile` adds: its best spot (or storage) and its assistant."""
        spots = self._best_spots(view, seat, tile, others_b, clock, own=own)
        future = min(1.0, clock / 4.0)
        stored = base + ev.STORED_TILE * future if len(view.storage[seat]) < 2 else base - 3
        best = max([stored] + [v for v, _ in spots[:1]])
        return best - base + ASSISTANT_BONUS[CATALOG.tiles[tile].assistant] * (0.5 + 0.5 * future)

    # ---- decisions ----------------------------------------------------------------------------
    def _keep_goals(self, view, seat, legal):
        hand = view.hands[seat]
        worth = {c: self._card_worth(view, seat, c) for c in hand}
        return min(legal, key=lambda a: sum(worth[c] for c in a["discard"]) + self._jitter())

    def _card_worth(self, view, seat, card) -> float:
        points = CATALOG.goals[card].points
        progress = ev.card_progress(card, view.dungeons[seat])
        return points * (0.35 + progress) / (1.0 + 0.06 * points * (1.0 - progress))

    def _discard_goal(self, view, seat, legal):
        return min(legal, key=lambda a: self._card_worth(view, seat, a["card"]) + self._jitter())

    def _deck_worth(self, view, seat, deck) -> float:
        known = set(view.hands[seat]) | {c for s in view.scored for c in s}
        cards = [c for c in CATALOG.goals if CATALOG.deck_of(c) == deck and c not in known]
        if not cards:
            return 0.0
        return sum(self._card_worth(view, seat, c) for c in cards) / len(cards)

    def _goal(self, view, seat, legal):
        return max(legal, key=lambda a: self._deck_worth(view, seat, a["deck"]) + self._jitter())

    _draw = _goal

    def _score(self, view, seat, legal):
        scoring = [a for a in legal if a["act"] == "score"]
        if not scoring:
            return legal[-1]
        return max(
            scoring,
            key=lambda a: (
                CATALOG.goals[a["card"]].points
                - 2.0 * (mimics_needed(a["card"], view.dungeons[seat]) or 0)
            ),
        )

    _end_scoring = _score

    def _keep(self, view, seat, legal):
        clock = ev.rounds_left(view)
        others_b = ev.others_boss_b(view)
        base = self._full(view, seat, view.dungeons[seat], others_b, clock)
        return max(
            legal, key=lambda a: self._tile_worth(view, seat, a["tile"], others_b, clock, base)
        )

    def _draft(self, view, seat, legal):
        clock = ev.rounds_left(view)
        others_b = ev.others_boss_b(view)
        base = self._full(view, seat, view.dungeons[seat], others_b, clock)
        denial = self._denial(view, seat, others_b, clock)
        known: dict = {}  # without noise a tile's worth is the same each time: judged once

        def worth(tile):
            if self.noise or tile not in known:
                known[tile] = self._tile_worth(view, seat, tile, others_b, clock, base)
            return known[tile]

        values = []
        for action in legal:
            if action["act"] == "exchange":
                tiles = [t for t in view.board if t is not None]
                mean = sum(worth(t) for t in tiles) / max(len(tiles), 1)
                value = 0.8 * mean + 0.8 - self.order_cost * EXCHANGE_PLACE
            else:
                tile = view.board[action["spot"] - 1]
                value = worth(tile)
                value -= self.order_cost * PLACE_AFTER_PICK[action["spot"]]
                value += denial.get(tile, 0.0)
            values.append(value + self._jitter())
        return legal[max(range(len(legal)), key=values.__getitem__)]

    def _denial(self, view, seat, others_b, clock) -> dict:
        """{tile: what taking it costs the other player} at 2 players: their best gain minus the
        best they keep without it (nothing unless it is their favourite)."""
        rival = self._next_rival(view, seat)
        if not self.deny or rival is None:
            return {}
        rival_base = self._full(view, rival, view.dungeons[rival], others_b, clock, own=False)
        gains = {
            t: self._tile_worth(view, rival, t, others_b, clock, rival_base, own=False)
            for t in view.board
            if t is not None
        }
        if len(gains) < 2:
            return {}
        ranked = sorted(gains.values(), reverse=True)
        return {t: self.deny * (g - ranked[1]) for t, g in gains.items() if g == ranked[0]}

    @staticmethod
    def _next_rival(view, seat):
        """At 2 players, the other seat if it still drafts this round."""
        if view.num_players != 2:
            return None
        other = 1 - seat
        return other if other not in view.picks else None

    def _build(self, view, seat, legal):
        if view.lifted:
            return self._put_back(view, seat, legal)
        if {"act": "finish"} in legal and not view.pending:
            stored = [a for a in legal if a["act"] == "place" and a["from"] == "storage"]
            if not stored:
                return self._architect(view, seat, legal) or {"act": "finish"}
        clock = ev.rounds_left(view)
        others_b = ev.others_boss_b(view)
        future = min(1.0, clock / 4.0)
        here = self._full(view, seat, view.dungeons[seat], others_b, clock)
        options = []
        tiles = [("new", t) for t in dict.fromkeys(view.pending)]
        tiles += [("storage", t) for t in dict.fromkeys(view.placeable_stored(seat))]
        legal_keys = {_key(a) for a in legal if a["act"] == "place"}
        for source, tile in tiles:
            for value, action in self._best_spots(view, seat, tile, others_b, clock, source):
                if _key(action) in legal_keys:
                    bonus = -ev.STORED_TILE * future if source == "storage" else 0.0
                    options.append((value + bonus, action))
        for action in legal:
            if action["act"] == "store":
                options.append((here + ev.STORED_TILE * future + self._jitter(), action))
            elif action["act"] == "finish":
                options.append((here, action))
            elif action["act"] in ("throw", "restart_build"):
                options.append((here - 5.0, action))
        if not options:  # only Architect moves are left: put lifted tiles anywhere legal
            return next(a for a in legal if a["act"] != "lift")
        return max(options, key=lambda item: item[0])[1]

    def _architect(self, view, seat, legal):
        """A lift worth more than keeping the token (None: keep it). Once per build, when the
        build is otherwise done; the matching placement is remembered for the next decision."""
        self._planned = None
        if not self.use_architect or view.relaxed or not any(a["act"] == "lift" for a in legal):
            return None
        clock = ev.rounds_left(view)
        others_b = ev.others_boss_b(view)
        future = min(1.0, clock / 4.0)
        here = self._full(view, seat, view.dungeons[seat], others_b, clock)
        quick = sorted(
            (
                (self._quick(view, seat, after, others_b, clock), lift, place, after)
                for lift, place, after in one_token_moves(view.dungeons[seat])
            ),
            key=lambda item: -item[0],
        )
        best, choice = here + ev.TOKEN["arcane_architect"] * future + self.architect_margin, None
        for _, lift, place, after in quick[: self.shortlist]:
            value = self._full(view, seat, after, others_b, clock)
            if value > best:
                best, choice = value, (lift, place)
        if choice is None:
            return None
        self._planned = choice[1]
        return choice[0]

    def _put_back(self, view, seat, legal):
        """The lifted tile goes where the plan said. A bot made afresh for this decision (as the
        app does) has no plan: it judges every place where the whole dungeon then passes the end
        check the way the plan was made; with no such place the build starts again."""
        if self._planned in legal:
            return self._planned
        clock = ev.rounds_left(view)
        others_b = ev.others_boss_b(view)
        quick = []
        for action in legal:
            if action["act"] == "place" and action["from"] == "lifted":
                after = dict(view.dungeons[seat])
                after[tuple(action["cell"])] = (action["tile"], action["face"], action["rot"])
                if D.problem(after) is None:
                    quick.append((self._quick(view, seat, after, others_b, clock), action, after))
        if not quick:
            return {"act": "restart_build"}
        quick.sort(key=lambda item: -item[0])
        return max(
            quick[: self.shortlist],
            key=lambda item: self._full(view, seat, item[2], others_b, clock),
        )[1]


def _key(action) -> tuple:
    return (action["from"], action["tile"], action["face"], action["rot"], tuple(action["cell"]))


class EasyBot(DecoratorsBot):
    level = "easy"
    noise = 2.5
    whim = 0.05
    order_cost = 0.2
    shortlist = 3
    use_hand = False
    use_architect = False


class NormalBot(DecoratorsBot):
    level = "normal"


class HardBot(DecoratorsBot):
    level = "hard"
    shortlist = None
    deny = 0.6
    exact = True
