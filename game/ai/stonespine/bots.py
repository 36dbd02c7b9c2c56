"""The three Stonespine Architects bot levels. Each decides from its seat's view only.

- easy: takes whatever raises its score "if the game ended now" the most, with some noise and
  now and then a move on a whim; buys whenever an item adds anything.
- normal: the same choices valued with hints of what is to come (evaluate.HINTED: blueprint
  progress, the gold it will count this year, open doors of its entrance and exit networks,
  goal items); weighs the priority slot it gives up in year 4 against what an item brings;
  keeps the challenge worth most now; with two players puts aside the card it values least.
- hard: normal's judgement with stronger hints, plus: it drafts with lookahead (lookahead.py:
  its six best-looking chamber choices are each played out to the end of the year's draft on
  three re-deals of what it cannot see, and judged by its year against half the best rival's),
  it keeps the challenge that should be worth most by the end (counts grown with the empty
  cells left), it shops for the best basket of items its gold can pay (not the best single
  item), and with two players it puts aside the card its opponent wants most.
"""

from __future__ import annotations

from game.ai.base import Bot
from game.ai.stonespine.evaluate import HINTED, PLAIN, Weights, value
from game.ai.stonespine.lookahead import draft_scores
from game.rules.stonespine import market, measures
from game.rules.stonespine.content import CATALOG, PASSAGE


def best_build(view, seat: int, cards: list[int], w: Weights) -> float:
    """The most `seat` could make of one of `cards` in a free slot of this year's row."""
    d = view.dungeons[seat]
    best = value(view, seat, d, w)
    for col in range(4):
        cell = view.row() * 4 + col
        if d.cards[cell]:
            continue
        for card in cards:
            trial = d.copy()
            trial.place(cell, card)
            best = max(best, value(view, seat, trial, w))
    return best


class StonespineBot(Bot):
    level = "normal"
    weights: Weights = HINTED
    noise = 0.0  # points of jitter on each choice's value
    whim = 0.0  # chance of a random move
    deny = False  # with two players, put aside the card the opponent wants most
    foresight = 0.0  # judge challenges by where they should end: growth per empty cell left
    priority_care = True  # weigh the priority slot given up by buying in year 4
    plan = False  # choose the best basket of items the gold can pay, not the best single item
    deals = 0  # re-deals the draft lookahead plays out (0: no lookahead)
    width = 0  # how many of the best-looking draft choices the lookahead plays out
    rival_share = 1.0  # how much of the best rival's year the lookahead takes off a choice

    def choose(self, view, seat, legal, budget):
        if len(legal) == 1:
            return legal[0]
        if self.whim and self.rng.random() < self.whim:
            return self.rng.choice(legal)
        handler = {
            "draft": self._draft,
            "market": self._market,
            "place": self._put,
            "challenge": self._challenge,
        }[view.phase]
        return handler(view, seat, legal)

    def jitter(self) -> float:
        return self.rng.uniform(0, self.noise) if self.noise else 0.0

    # ---- draft -------------------------------------------------------------------------------
    def _draft(self, view, seat, legal):
        d = view.dungeons[seat]
        scored = {}
        for a in legal:
            key = (a["card"], a["col"])
            if key in scored:
                continue
            trial = d.copy()
            trial.place(view.row() * 4 + a["col"], a["card"])
            scored[key] = value(view, seat, trial, self.weights) + self.jitter()
        if self.deals and len(scored) > 1:
            shortlist = sorted(scored, key=lambda k: (-scored[k], k))[: self.width]
            actions = [self._with_discard(view, seat, card, col) for card, col in shortlist]
            worth = self.draft_worth(view, seat, actions)
            return max(zip(worth, actions), key=lambda x: x[0])[1]
        card, col = max(scored, key=scored.get)
        return self._with_discard(view, seat, card, col)

    def draft_worth(self, view, seat: int, actions: list[dict]) -> list[float]:
        """The lookahead's worth of each shortlisted draft action."""
        return draft_scores(
            view, seat, actions, self.weights, self.rng, self.deals, self.rival_share
        )

    def _with_discard(self, view, seat: int, card: int, col: int) -> dict:
        """The draft action for this card and column, with two players the card put aside."""
        if view.num_players != 2:
            return {"act": "draft", "card": card, "col": col}
        rest = [c for c in view.hands[seat] if c != card]
        other = 1 - seat
        if self.deny:
            discard = max(rest, key=lambda c: (best_build(view, other, [c], self.weights), -c))
        else:
            discard = min(
                rest, key=lambda c: (best_build(view, seat, [c], self.weights) + self.jitter(), c)
            )
        return {"act": "draft", "card": card, "col": col, "discard": discard}

    # ---- market ------------------------------------------------------------------------------
    def _place_greedily(self, view, seat: int, d, faces: list[str]):
        """Where the tokens would go, one at a time, each to its best spot; returns the dungeon."""
        d = d.copy()
        for face in sorted(faces, key=lambda f: f == PASSAGE):
            best, spot = None, None
            spots = (
                [("edge", e) for e in d.free_edges()]
                if face == PASSAGE
                else [("cell", i) for i in range(16) if d.room(i) > 0]
            )
            for kind, where in spots:
                trial = d.copy()
                trial.add_token(face, **{kind: where})
                v = value(view, seat, trial, self.weights)
                if best is None or v > best:
                    best, spot = v, (kind, where)
            if spot is None:
                return d
            d.add_token(face, **{spot[0]: spot[1]})
        return d

    def _market(self, view, seat, legal):
        d = view.dungeons[seat]
        base = value(view, seat, d, self.weights)
        offers = {
            (m, half): faces
            for entry in view.market
            for half in ("top", "bottom")
            for m, faces in [(entry["card"], entry[half])]
            if faces
        }
        best, choice = 0.01, {"act": "pass"}
        if self.priority_care and view.year == 4 and not view.solo:
            points = list(CATALOG.priority_points) + [0] * 6
            slot = len(view.passed)
            best += points[slot] - points[slot + 1]
        gains = []
        for a in legal:
            if a["act"] != "buy":
                continue
            after = self._place_greedily(view, seat, d, offers[(a["card"], a["half"])])
            gains.append((value(view, seat, after, self.weights) - base + self.jitter(), a))
        if self.plan:
            gains = self._best_basket(gains, view.gold[seat])
        for gain, a in gains:
            if gain > best:
                best, choice = gain, a
        return choice

    @staticmethod
    def _best_basket(gains: list, gold: int) -> list:
        """The items worth buying together with this gold (each valued alone), as
        [(the basket's total gain, item)] for its most valuable item, or [] for none."""
        items = [(g, a, market.price(a["card"], a["half"])) for g, a in gains if g > 0]
        best_total, best_items = 0.0, []
        for mask in range(1, 1 << len(items)):
            chosen = [items[k] for k in range(len(items)) if mask >> k & 1]
            if sum(p for _, _, p in chosen) <= gold:
                total = sum(g for g, _, _ in chosen)
                if total > best_total:
                    best_total, best_items = total, chosen
        if not best_items:
            return []
        return [(best_total, max(best_items, key=lambda x: x[0])[1])]

    def _put(self, view, seat, legal):
        d = view.dungeons[seat]

        def worth(a):
            trial = d.copy()
            trial.add_token(a["token"], a.get("cell"), a.get("edge"))
            return value(view, seat, trial, self.weights) + self.jitter()

        return max(legal, key=worth)

    # ---- challenges --------------------------------------------------------------------------
    def _challenge(self, view, seat, legal):
        d = view.dungeons[seat]
        built = sum(1 for c in d.cards if c)

        def worth(a):
            card = CATALOG.challenges[a["card"]]
            count = measures.challenge_count(d, card.measure)
            if self.foresight and card.measure != "flat":
                count *= 1 + self.foresight * (16 - built) / max(built, 1)
            return card.rep * count + 0.1 * card.rep + self.jitter()

        return max(legal, key=worth)


class EasyBot(StonespineBot):
    level = "easy"
    weights = PLAIN
    noise = 3.0
    whim = 0.12
    priority_care = False


class NormalBot(StonespineBot):
    level = "normal"


class HardBot(StonespineBot):
    level = "hard"
    weights = Weights(blueprint_step=1.5, gold=0.65, open_door=0.5, goal_step=1.5)
    deny = True
    foresight = 0.6
    plan = True
    deals, width, rival_share = 3, 6, 0.5
