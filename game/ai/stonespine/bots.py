"""The three Stonespine Architects bot levels. Each decides from its seat's view only.

- easy: takes whatever raises its score "if the game ended now" the most, with some noise and
  now and then a move on a whim; buys whenever an item adds anything.
- normal: the same choices valued with hints of what is to come (evaluate.HINTED: blueprint
  progress, the gold it will count this year, open doors of its entrance and exit networks,
  goal items); weighs the priority slot it gives up in year 4 against what an item brings;
  keeps the challenge worth most now; with two players puts aside the card it values least.
- hard: normal's judgement, plus: it keeps the challenge that should be worth most by the end
  (counts grown with the empty cells left), it leaves the player it passes to as little as it
  can (every candidate is charged part of the best chamber that player could build from the
  rest of the hand), and with two players it puts aside the card its opponent wants most.
"""
from __future__ import annotations

from game.ai.base import Bot
from game.ai.stonespine.evaluate import HINTED, PLAIN, Weights, value
from game.rules.stonespine import measures
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
    hate = 0.0  # share of the next player's best chamber charged to a draft choice
    foresight = False  # judge challenges by where they should end, not where they stand
    priority_care = True  # weigh the priority slot given up by buying in year 4

    def choose(self, view, seat, legal, budget):
        if len(legal) == 1:
            return legal[0]
        if self.whim and self.rng.random() < self.whim:
            return self.rng.choice(legal)
        handler = {"draft": self._draft, "market": self._market, "place": self._put,
                   "challenge": self._challenge}[view.phase]
        return handler(view, seat, legal)

    def jitter(self) -> float:
        return self.rng.uniform(0, self.noise) if self.noise else 0.0

    # ---- draft -------------------------------------------------------------------------------
    def _receiver(self, view, seat: int) -> int | None:
        if view.solo or view.turn == 4:
            return None
        step = 1 if view.year % 2 else -1
        return (seat + step) % view.num_players

    def _draft(self, view, seat, legal):
        d = view.dungeons[seat]
        hand = view.hands[seat]
        receiver = self._receiver(view, seat) if self.hate else None
        scored = {}
        for a in legal:
            key = (a["card"], a["col"])
            if key in scored:
                continue
            trial = d.copy()
            trial.place(view.row() * 4 + a["col"], a["card"])
            v = value(view, seat, trial, self.weights) + self.jitter()
            if receiver is not None and "discard" not in a:
                rest = [c for c in hand if c != a["card"]]
                v -= self.hate * best_build(view, receiver, rest, self.weights)
            scored[key] = v
        card, col = max(scored, key=scored.get)
        if view.num_players != 2:
            return {"act": "draft", "card": card, "col": col}
        rest = [c for c in hand if c != card]
        other = 1 - seat
        if self.hate:
            discard = max(rest, key=lambda c: (best_build(view, other, [c], self.weights), -c))
        else:
            discard = min(rest, key=lambda c: (best_build(view, seat, [c], self.weights) + self.jitter(), c))
        return {"act": "draft", "card": card, "col": col, "discard": discard}

    # ---- market ------------------------------------------------------------------------------
    def _place_greedily(self, view, seat: int, d, faces: list[str]):
        """Where the tokens would go, one at a time, each to its best spot; returns the dungeon."""
        d = d.copy()
        for face in sorted(faces, key=lambda f: f == PASSAGE):
            best, spot = None, None
            spots = ([("edge", e) for e in d.free_edges()] if face == PASSAGE
                     else [("cell", i) for i in range(16) if d.room(i) > 0])
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
        offers = {(m, half): faces for entry in view.market for half in ("top", "bottom")
                  for m, faces in [(entry["card"], entry[half])] if faces}
        best, choice = 0.01, {"act": "pass"}
        if self.priority_care and view.year == 4 and not view.solo:
            points = list(CATALOG.priority_points) + [0] * 6
            slot = len(view.passed)
            best += points[slot] - points[slot + 1]
        for a in legal:
            if a["act"] != "buy":
                continue
            after = self._place_greedily(view, seat, d, offers[(a["card"], a["half"])])
            gain = value(view, seat, after, self.weights) - base + self.jitter()
            if gain > best:
                best, choice = gain, a
        return choice

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
                count *= 1 + 0.6 * (16 - built) / max(built, 1)
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
    hate = 0.35
    foresight = True
