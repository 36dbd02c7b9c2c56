"""Why a move is refused, in a sentence a player understands (StonespineState.why_illegal)."""

from __future__ import annotations

from game.rules.stonespine import market
from game.rules.stonespine.board import EDGES, cell_label
from game.rules.stonespine.content import PASSAGE
from game.rules.stonespine.text import chamber_name

_KEYS = {
    "draft": {"act", "card", "col"},
    "buy": {"act", "card", "half"},
    "pass": {"act"},
    "challenge": {"act", "card"},
    "jael": {"act"},
}
_PHASE_OF = {
    "draft": "draft",
    "buy": "market",
    "pass": "market",
    "put": "place",
    "challenge": "challenge",
}
_WRONG_PHASE = {
    "draft": "Chambers are built only during the draft, at the start of each year.",
    "market": "The market is not open now.",
    "place": "There is no bought token waiting to be placed.",
    "challenge": "Challenge cards are chosen after the market, in years 1 to 3.",
}


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class LegalityMixin:
    def why_illegal(self, seat: int, action) -> str | None:
        if self.phase == "over":
            return "The game is over."
        if not _whole(seat) or not 0 <= seat < self.seats:
            return "There is no such seat at this table."
        if not isinstance(action, dict) or action.get("act") not in set(_KEYS) | {"put"}:
            return "That is not a Stonespine Architects move."
        act = action["act"]
        if self.solo and seat == 1:
            if action != {"act": "jael"}:
                return "Jael only takes its own automatic turns."
            return None if seat in self.to_move() else "It is not Jael's turn."
        if act == "jael":
            return "Only Jael takes that turn."
        if seat not in self.to_move():
            return self._not_your_turn(seat)
        if self.phase != _PHASE_OF[act]:
            return (
                _WRONG_PHASE[self.phase]
                if self.phase in _WRONG_PHASE
                else "That move does not fit now."
            )
        keys = set(_KEYS.get(act, ()))
        if act == "draft" and self.num_players == 2:
            keys.add("discard")
        if act == "put":
            keys = {"act", "token", "edge" if action.get("token") == PASSAGE else "cell"}
        if set(action) != keys:
            return "That move is missing a detail or has one too many."
        return getattr(self, "_why_" + act)(seat, action)

    def _not_your_turn(self, seat: int) -> str:
        phase = self.phase
        if phase == "draft":
            return "You have chosen your chamber for this turn; the others are still choosing."
        if phase in ("jael_take", "jael_drop"):
            return "It is Jael's turn."
        if phase == "market":
            return (
                "Not your turn to shop: the player with the most gold buys next (ties: the "
                "leftmost on "
                "the priority track)."
            )
        if phase == "place":
            return "Wait: another player is placing the tokens they bought."
        return "You have already kept a challenge card this year."

    def _why_draft(self, seat: int, a: dict) -> str | None:
        hand = self.hands[seat]
        if a["card"] not in hand:
            return "That chamber is not in your hand."
        col = a["col"]
        if not _whole(col) or not 0 <= col < 4:
            return "Choose one of the four slots of this year's row."
        cell = self.row() * 4 + col
        if self.dungeons[seat].cards[cell]:
            return (
                f"{cell_label(cell)} already holds the "
                f"{chamber_name(self.dungeons[seat].cards[cell])}."
            )
        if "discard" in a:
            if a["discard"] == a["card"]:
                return "Put aside a different card from the one you build."
            if a["discard"] not in hand:
                return "The card you put aside must come from your hand."
        return None

    def _why_buy(self, seat: int, a: dict) -> str | None:
        offer = next(
            (
                faces
                for m, half, faces in market.items(self.market)
                if m == a["card"] and half == a["half"]
            ),
            None,
        )
        if offer is None:
            return "That item is not on the market (any more)."
        cost = market.price(a["card"], a["half"])
        if cost > self.gold[seat]:
            return f"That item costs {cost} gold and you have {self.gold[seat]}."
        return market.fit_reason(self.dungeons[seat], offer)

    def _why_pass(self, seat: int, a: dict) -> str | None:
        return None

    def _why_put(self, seat: int, a: dict) -> str | None:
        face = a["token"]
        if face not in self.placing:
            return "You have no such token to place."
        d = self.dungeons[seat]
        if face == PASSAGE:
            edge = a["edge"]
            if not _whole(edge) or not 0 <= edge < EDGES:
                return (
                    "A secret passage goes on an edge between two chambers, or by "
                    "the entrance or the exit."
                )
            if d.passages >> edge & 1:
                return "That edge already has a secret passage."
            return None
        cell = a["cell"]
        if not _whole(cell) or not 0 <= cell < 16:
            return "Tokens go onto a chamber of your dungeon."
        if not d.cards[cell]:
            return f"There is no chamber in {cell_label(cell)} to hold the token."
        if d.room(cell) == 0:
            return (
                f"The {chamber_name(d.cards[cell])} in {cell_label(cell)} already holds 4 elements."
            )
        return None

    def _why_challenge(self, seat: int, a: dict) -> str | None:
        if a["card"] not in self.offers[seat]:
            return "That challenge card is not among those offered to you."
        return None
