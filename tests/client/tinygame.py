"""A tiny game used only by the client tests: it implements the whole rules contract
(hidden hands, a random draw that blocks undo, a solo automa) in a few lines.

Seats take turns putting a numbered token from their hand onto an empty cell of a 3x3 grid,
or drawing a token from the bag (hidden, random: undo cannot go back past a draw). The game
ends when the grid is full. Score: token values, plus 1 for each pair of own tokens side by side.
Solo: the Stone Warden (seat 1) puts the bag's top token into the first empty cell.
"""

from __future__ import annotations

import random

from game.rules.core import GameSpec, GameState, SeatScore, rank_places


class TinyState(GameState):
    game_id = "tiny"

    def __init__(self, num_players, seed, options=None):
        super().__init__(num_players, seed, options)
        self.seats = num_players + (1 if num_players == 1 else 0)
        self.bag = [v for v in range(1, 7) for _ in range(3)]
        self.rng.shuffle(self.bag)
        self.hands = [[self.bag.pop(), self.bag.pop()] for _ in range(self.num_players)]
        self.grid: list = [None] * 9  # (seat, value)
        self.turn = 0

    def to_move(self):
        return [] if self.is_over() else [self.turn]

    def legal_actions(self, seat):
        if seat not in self.to_move():
            return []
        if seat >= self.num_players:
            return [{"act": "warden"}]
        empty = [i for i, c in enumerate(self.grid) if c is None]
        actions = [
            {"act": "place", "token": t, "cell": [i % 3, i // 3]}
            for t in range(len(self.hands[seat]))
            for i in empty
        ]
        if self.bag and len(self.hands[seat]) < 3:
            actions.append({"act": "draw"})
        return actions

    def why_illegal(self, seat, action):
        if seat not in self.to_move():
            return "It is not your turn."
        if isinstance(action, dict) and action.get("act") == "place":
            cell = action.get("cell")
            if (
                cell in ([c, r] for c in range(3) for r in range(3))
                and self.grid[cell[1] * 3 + cell[0]] is not None
            ):
                return "That cell already holds a token."
        return super().why_illegal(seat, action)

    def _apply(self, seat, action):
        self.emit(seat, action["act"], self.action_text(seat, action))
        if action["act"] == "draw":
            self.mark_revealed()
            self.hands[seat].append(self.bag.pop())
        elif action["act"] == "warden":
            self.mark_revealed()
            cell = self.grid.index(None)
            self.grid[cell] = (seat, self.bag.pop() if self.bag else 1)
        else:
            c, r = action["cell"]
            value = self.hands[seat].pop(action["token"])
            self.grid[r * 3 + c] = (seat, value)
            self.emit(seat, "points", f"scores {value}", points=value)
        self.turn = (self.turn + 1) % self.seats

    def is_over(self):
        return all(c is not None for c in self.grid)

    def scores(self, viewer=None):
        totals = []
        for seat in range(self.seats):
            tokens = sum(v for s, v in (c for c in self.grid if c) if s == seat)
            pairs = 0
            for i, c in enumerate(self.grid):
                if c and c[0] == seat:
                    if i % 3 < 2 and self.grid[i + 1] and self.grid[i + 1][0] == seat:
                        pairs += 1
                    if i < 6 and self.grid[i + 3] and self.grid[i + 3][0] == seat:
                        pairs += 1
            totals.append({"tokens": tokens, "pairs": pairs})
        places = rank_places([(b["tokens"] + b["pairs"],) for b in totals])
        return [SeatScore(b["tokens"] + b["pairs"], b, p) for b, p in zip(totals, places)]

    def view(self, seat, seed=None):
        """The bag and the other hands re-dealt from a generator of the view's own: sorted first,
        so that neither their real order nor the game's rng steers the deal."""
        rng = random.Random(seed)
        copy = self.clone()
        unknown = sorted(self.bag + [v for s, h in enumerate(self.hands) if s != seat for v in h])
        rng.shuffle(unknown)
        for s in range(self.num_players):
            if s != seat:
                copy.hands[s] = [unknown.pop() for _ in self.hands[s]]
        copy.bag = unknown
        copy.rng = random.Random(rng.random())  # the view's dice, not the game's
        copy.seed = -1  # the real seed would rebuild the deal
        return copy

    def secrets_for(self, seat):
        """The order of the bag and the others' hands."""
        facts = [{"bag": list(self.bag)}] if len(self.bag) > 1 else []
        return facts + [
            {"hand_of": s, "tokens": list(h)} for s, h in enumerate(self.hands) if s != seat and h
        ]

    def action_text(self, seat, action):
        if action["act"] == "place":
            return f"places token {self.hands[seat][action['token']]} at {action['cell']}"
        return "draws a token" if action["act"] == "draw" else "takes its turn"


SPEC = GameSpec(
    id="tiny",
    title="Tiny Tokens",
    min_players=1,
    max_players=3,
    pitch="Put numbered tokens on a small grid.",
    new_state=TinyState,
    solo_opponent="Stone Warden",
)
