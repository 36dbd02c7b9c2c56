"""StonespineState: set-up, the yearly round (draft, gold, market, challenge), Jael's steps."""

from __future__ import annotations

from game.rules.core import SOLO_LEVEL, GameState, copied
from game.rules.stonespine import jael, market
from game.rules.stonespine.board import cell_label, cell_xy
from game.rules.stonespine.content import CATALOG, PASSAGE
from game.rules.stonespine.dungeon import Dungeon
from game.rules.stonespine.legality import LegalityMixin
from game.rules.stonespine.queries import QueriesMixin
from game.rules.stonespine.scoring import ScoringMixin
from game.rules.stonespine.text import TextMixin, chamber_name, faces_text

YEARS, TURNS = 4, 4
_PUBLIC_NAMES = (
    [c.name for c in CATALOG.chambers.values()]
    + [c.name for c in CATALOG.challenges.values()]
    + [g.name for g in CATALOG.goals.values()]
)
AMBIGUOUS_NAMES = {a for a in _PUBLIC_NAMES if any(a != b and a in b for b in _PUBLIC_NAMES)}
JAEL = 1  # Jael's seat in a solo game
_COUNT_WORDS = {1: "solo", 2: "two", 3: "three", 4: "four", 5: "five"}


class StonespineState(LegalityMixin, QueriesMixin, ScoringMixin, TextMixin, GameState):
    game_id = "stonespine"
    rules_version = 2  # 2: hands pass to the next player every year (years 2 and 4 went back)

    def options_of_older_save(self, saved_rules, options: dict) -> dict:
        """A solo game saved before Jael had strengths (rules version 1) was played against
        the Jael of then, the ruthless one: it goes on against that Jael, not the gentle
        default."""
        if (
            isinstance(saved_rules, int)
            and saved_rules < 2
            and self.solo
            and SOLO_LEVEL not in options
        ):
            return {**options, SOLO_LEVEL: "ruthless"}
        return options

    def __init__(self, num_players: int, seed: int, options: dict | None = None):
        if not 1 <= num_players <= 5:
            raise ValueError("Stonespine Architects is for 1 to 5 players.")
        super().__init__(num_players, seed, options)
        n = num_players
        self.solo = n == 1
        self.jael_level = jael.level(self.options.get(SOLO_LEVEL))
        self.seats = 2 if self.solo else n  # Jael is seat 1 in solo
        rng = self.rng
        self.goal = rng.choice(sorted(CATALOG.goals))
        self.blueprints = rng.sample(sorted(CATALOG.blueprints), n)
        self.dungeons = [
            Dungeon(CATALOG.blueprints[b].entrance, CATALOG.blueprints[b].exit)
            for b in self.blueprints
        ]
        self.priority = list(range(self.seats))
        rng.shuffle(self.priority)
        self.gold = [0] * self.seats
        for slot, seat in enumerate(self.priority):
            self.gold[seat] = CATALOG.start_gold[slot]
        self.counted = [0] * self.seats  # gold counted this year (before shopping)
        self.deck = sorted(CATALOG.chambers)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.pending: list[dict | None] = [None] * n
        self.sealed = [False] * n  # views only: a choice made but hidden from this view
        self.discards: list[list[int]] = [[] for _ in range(n)]  # 2 players: cards put aside
        self.seen: list[set[int]] = [set() for _ in range(n)]  # cards each seat has held
        self.market_deck = sorted(CATALOG.market)
        self.bag = {face: copies for face, (_, copies) in CATALOG.tokens.items()}
        self.market: list[dict] = []
        self.shopping: list[int] = []
        self.passed: list[int] = []  # order of passing this year: the next priority track
        self.placing: list[str] = []  # token faces the buyer still has to place
        self.buyer = -1
        self.challenge_deck = sorted(CATALOG.challenges)
        self.offers: list[list[int]] = [[] for _ in range(n)]
        self.challenges: list[list[int]] = [[] for _ in range(n)]
        self.challenge_discards: list[list[int]] = [[] for _ in range(n)]
        self.jael_deck = sorted(CATALOG.jael_cards) if self.solo else []
        self.jael_card = 0
        self.jael_cards_used: list[int] = []
        self.jael_pile: list[int] = []
        self.jael_tokens: list[str] = []
        self.jael_runes = 0  # chambers taken that matched the rune of the year's card
        self.jael_year: list[int] = []  # chambers Jael took this year (their gold counts)
        self.dropped: list[int] = []  # challenges Jael removed (public)
        self.year, self.turn = 1, 1
        self.phase = "draft"
        self._start_year()

    # ---- small helpers ---------------------------------------------------------------------
    def count_key(self) -> str:
        return _COUNT_WORDS[self.num_players]

    def players(self) -> range:
        return range(self.num_players)

    def row(self) -> int:
        return self.year - 1

    # ---- contract --------------------------------------------------------------------------
    def to_move(self) -> list[int]:
        phase = self.phase
        if phase == "draft":
            return [s for s in self.players() if self.pending[s] is None]
        if phase in ("jael_take", "jael_drop"):
            return [JAEL]
        if phase == "market":
            return [market.shopper(self.shopping, self.gold, self.priority)]
        if phase == "place":
            return [self.buyer]
        if phase == "challenge":
            return [s for s in self.players() if len(self.challenges[s]) < self.year]
        return []

    def is_over(self) -> bool:
        return self.phase == "over"

    def round_name(self) -> str:
        return f"Year {self.year}"

    def legal_actions(self, seat: int) -> list:
        if seat not in self.to_move():
            return []
        phase = self.phase
        if phase in ("jael_take", "jael_drop") or (self.solo and seat == JAEL):
            return [{"act": "jael"}]
        if phase == "draft":
            return self._draft_actions(seat)
        if phase == "market":
            d = self.dungeons[seat]
            out = [
                {"act": "buy", "card": m, "half": half}
                for m, half, faces in market.items(self.market)
                if market.price(m, half) <= self.gold[seat] and market.fit_reason(d, faces) is None
            ]
            return out + [{"act": "pass"}]
        if phase == "place":
            return self._put_actions(seat)
        return [{"act": "challenge", "card": c} for c in self.offers[seat]]

    def _draft_actions(self, seat: int) -> list:
        hand = self.hands[seat]
        cols = [c for c in range(4) if not self.dungeons[seat].cards[self.row() * 4 + c]]
        if self.num_players == 2:
            return [
                {"act": "draft", "card": card, "col": c, "discard": other}
                for card in hand
                for c in cols
                for other in hand
                if other != card
            ]
        return [{"act": "draft", "card": card, "col": c} for card in hand for c in cols]

    def _put_actions(self, seat: int) -> list:
        d = self.dungeons[seat]
        out = []
        for face in sorted(set(self.placing)):
            if face == PASSAGE:
                out += [{"act": "put", "token": face, "edge": e} for e in d.free_edges()]
            else:
                out += [
                    {"act": "put", "token": face, "cell": i} for i in range(16) if d.room(i) > 0
                ]
        return out

    # ---- applying --------------------------------------------------------------------------
    def _apply(self, seat: int, action) -> None:
        getattr(self, "_do_" + action["act"])(seat, action)

    def _do_draft(self, seat: int, a: dict) -> None:
        self.pending[seat] = a
        self.emit(
            seat, "pick", "chooses a chamber" + (" and puts one aside" if "discard" in a else "")
        )
        if all(p is not None for p in self.pending):
            self._reveal_draft()

    def _reveal_draft(self) -> None:
        """Everyone has chosen: the chambers are built at once."""
        self.mark_revealed()
        for seat in self.players():
            a = self.pending[seat]
            cell = self.row() * 4 + a["col"]
            self.hands[seat].remove(a["card"])
            self.dungeons[seat].place(cell, a["card"])
            self.emit(
                seat,
                "build",
                f"{{{seat}}} builds the {chamber_name(a['card'])} in {cell_label(cell)}.",
                card=a["card"],
                cell=cell_xy(cell),
            )
            if "discard" in a:
                self.hands[seat].remove(a["discard"])
                self.discards[seat].append(a["discard"])
        self.pending = [None] * self.num_players
        if self.solo:
            self.phase = "jael_take"
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        if self.turn < TURNS:
            self.turn += 1
            if not self.solo:
                self._pass_hands()
            self.phase = "draft"
            return
        self._count_gold()
        self._start_market()

    def _pass_hands(self) -> None:
        """The rulebook: "Turns 1-3 only, pass remaining cards to the next player" (every year)."""
        n = self.num_players
        self.hands = [self.hands[(s - 1) % n] for s in range(n)]
        for s in range(n):
            self.seen[s].update(self.hands[s])
        self.emit(None, "pass_hands", "The hands are passed to the next player.")

    def _start_year(self) -> None:
        size = CATALOG.hand_size[
            "solo" if self.solo else "two" if self.num_players == 2 else "more"
        ]
        for s in self.players():
            hand = sorted(self.rng.sample(self.deck, size))
            for card in hand:
                self.deck.remove(card)
            self.hands[s] = hand
            self.seen[s].update(hand)
        if self.solo:
            self.jael_card = self.rng.choice(self.jael_deck)
            self.jael_deck.remove(self.jael_card)
            self.jael_cards_used.append(self.jael_card)
            self.jael_year = []
            card = CATALOG.jael_cards[self.jael_card]
            self.emit(
                JAEL,
                "jael_card",
                f"Jael turns up card {card.id} ({card.rune} rune).",
                jael_card=card.id,
                rune=card.rune,
            )
        self.turn, self.phase = 1, "draft"
        self.emit(None, "year", f"Year {self.year} begins: new hands are dealt.", year=self.year)
        self.mark_revealed()

    def _count_gold(self) -> None:
        for s in self.players():
            d = self.dungeons[s]
            showing = d.gold_showing()
            chests = d.counts()["treasure"]
            printed = sum(g for _, g in showing)
            got = chests + printed
            self.counted[s] = got
            self.emit(
                s,
                "gold",
                f"{{{s}}} counts {got} gold: {chests} from chests and {printed} printed under "
                f"the chambers{self._add_gold(s, got)}.",
                gold=self.gold[s],
                chests=chests,
                printed=[[cell_xy(i), g] for i, g in showing],
            )
        if self.solo:
            chests = jael.pile_counter(self.jael_pile, self.jael_tokens)["treasure"]
            printed = sum(CATALOG.chambers[c].gold for c in self.jael_year)
            self.counted[JAEL] = got = chests + printed
            self.emit(
                JAEL,
                "gold",
                f"Jael counts {got} gold: {chests} from chests and {printed} printed on the "
                f"chambers it took this year{self._add_gold(JAEL, got)}.",
                gold=self.gold[JAEL],
                chests=chests,
                printed=printed,
            )

    def _add_gold(self, seat: int, got: int) -> str:
        """Adds the gold counted to what the seat holds, and words for any it held before (the
        year-1 bonus of its starting priority slot: all gold left is lost at the market), so the
        count's line adds up to the gold the seat can spend."""
        before = self.gold[seat]
        self.gold[seat] += got
        if not before:
            return ""
        return f", plus {before} from the starting priority slot: {self.gold[seat]} to spend"

    # ---- market ------------------------------------------------------------------------------
    def _start_market(self) -> None:
        count = CATALOG.market_cards[self.count_key()]
        self.market = market.deal(self.rng, self.market_deck, self.bag, count)
        self.mark_revealed()
        self.emit(None, "market", "The market opens.", market=[dict(m) for m in self.market])
        self.shopping = list(range(self.seats))
        self.passed = []
        self.phase = "market"
        self._next_shopper()

    def _next_shopper(self) -> None:
        """Hands the market to the richest shopper; one who can buy nothing passes when its turn
        to buy comes."""
        while self.shopping:
            seat = market.shopper(self.shopping, self.gold, self.priority)
            if self.solo and seat == JAEL:
                return
            if len(self.legal_actions(seat)) > 1:
                return
            self._pass(seat, forced=True)
        self._end_market()

    def _pass(self, seat: int, forced: bool = False, who: str | None = None) -> None:
        """`who` starts the line: "" for the action's own first event (the log names the actor)."""
        self.shopping.remove(seat)
        self.passed.append(seat)
        lost, self.gold[seat] = self.gold[seat], 0
        why = "can buy nothing more and passes" if forced else "passes"
        who = f"{{{seat}}} " if who is None else who
        self.emit(
            seat,
            "pass",
            f"{who}{why} (priority slot {len(self.passed)}"
            + (f", {lost} gold lost)." if lost else ")."),
            slot=len(self.passed),
            lost=lost,
        )

    def _do_pass(self, seat: int, a: dict) -> None:
        self._pass(seat, who="")
        self._next_shopper()

    def _take_offer(self, seat: int, m: int, half: str) -> list[str]:
        entry = next(e for e in self.market if e["card"] == m)
        faces, entry[half] = entry[half], None
        self.gold[seat] -= market.price(m, half)
        return faces

    def _do_buy(self, seat: int, a: dict) -> None:
        cost = market.price(a["card"], a["half"])
        faces = self._take_offer(seat, a["card"], a["half"])
        self.emit(
            seat,
            "buy",
            f"buys {faces_text(faces)} for {cost} gold",
            card=a["card"],
            half=a["half"],
            tokens=list(faces),
            price=cost,
        )
        self.placing, self.buyer, self.phase = list(faces), seat, "place"

    def _do_put(self, seat: int, a: dict) -> None:
        face = a["token"]
        self.placing.remove(face)
        self.dungeons[seat].add_token(face, a.get("cell"), a.get("edge"))
        cell = a.get("cell")
        self.emit(
            seat,
            "put",
            self._put_text(seat, a),
            token=face,
            cell=None if cell is None else cell_xy(cell),
            edge=a.get("edge"),
        )
        if not self.placing:
            self.phase, self.buyer = "market", -1
            self._next_shopper()

    def _end_market(self) -> None:
        self.priority = self.passed
        for entry in self.market:
            for half in market.HALVES:
                for face in entry[half] or []:
                    self.bag[face] += 1
        self.market = []
        self.emit(
            None,
            "priority",
            "The market closes; the new priority order is set.",
            priority=list(self.priority),
        )
        if self.year == YEARS:
            self.phase = "over"
            self.mark_revealed()
            self.emit(None, "end", "The fourth year is over: the dungeons are scored.")
            return
        self._start_challenges()

    # ---- challenges --------------------------------------------------------------------------
    def _start_challenges(self) -> None:
        size = CATALOG.challenges_dealt["solo" if self.solo else "more"]
        for s in self.players():
            offer = self.rng.sample(self.challenge_deck, size)
            for card in offer:
                self.challenge_deck.remove(card)
            self.offers[s] = offer
        self.mark_revealed()
        self.emit(None, "challenges", "Challenge cards are dealt.")
        self.phase = "jael_drop" if self.solo else "challenge"

    def _do_challenge(self, seat: int, a: dict) -> None:
        self.challenges[seat].append(a["card"])
        self.challenge_discards[seat] += [c for c in self.offers[seat] if c != a["card"]]
        self.offers[seat] = []
        self.emit(seat, "challenge", "keeps a challenge card")
        if all(len(self.challenges[s]) == self.year for s in self.players()):
            self.year += 1
            self._start_year()

    # ---- Jael ----------------------------------------------------------------------------------
    def _do_jael(self, seat: int, a: dict) -> None:
        card = CATALOG.jael_cards[self.jael_card]
        head = f"follows card {card.id} ({card.rune} rune)"
        if self.phase == "jael_take":
            taken = jael.take_choice(card.id, self.hands[0])
            self.hands[0].remove(taken)
            self.jael_pile.append(taken)
            self.jael_year.append(taken)
            rune = CATALOG.chambers[taken].rune == card.rune
            self.jael_runes += rune
            self.emit(
                JAEL,
                "jael_take",
                f"{head}: takes the {chamber_name(taken)}" + (" (its rune)" if rune else ""),
                card=taken,
                rune=rune,
            )
            self._end_turn()
        elif self.phase == "jael_drop":
            self._jael_drop(head, card.id)
        else:
            self._jael_shop(head, card.id)

    def _jael_drop(self, head: str, card_id: int) -> None:
        if self.counted[JAEL] >= self.counted[0]:
            gone = jael.drop_choice(card_id, self.offers[0], self.dungeons[0])
            self.offers[0].remove(gone)
            self.dropped.append(gone)
            self.emit(
                JAEL,
                "jael_drop",
                f"{head}: counted {self.counted[JAEL]} gold against your "
                f"{self.counted[0]}, so it removes the challenge {CATALOG.challenges[gone].name}",
                challenge=gone,
            )
        else:
            self.emit(
                JAEL,
                "jael_drop",
                f"{head}: counted less gold than you, so it removes no challenge",
                challenge=None,
            )
        self.phase = "challenge"

    def _jael_shop(self, head: str, card_id: int) -> None:
        held = jael.pile_counter(self.jael_pile, self.jael_tokens)
        choice = jael.buy_choice(card_id, self.market, self.gold[JAEL], self.goal, held)
        if choice is None:
            self._pass(JAEL, forced=True, who=f"{head}: ")
        else:
            cost = market.price(*choice)
            faces = self._take_offer(JAEL, *choice)
            self.jael_tokens += faces
            self.emit(
                JAEL,
                "jael_buy",
                f"{head}: takes {faces_text(faces)} for {cost} gold",
                card=choice[0],
                half=choice[1],
                tokens=list(faces),
                price=cost,
            )
        self._next_shopper()

    def secrets_for(self, seat: int) -> list:
        """Names of the chambers and challenges `seat` may not know now: other players' hands,
        hidden picks and put-aside cards (unless `seat` held the card itself earlier), their
        challenge offers and kept challenges. A name inside another card's name is left out (the
        contract suite looks for names inside log lines)."""
        if seat >= self.num_players:
            return []
        chambers, challenges = set(), set()
        for s in self.players():
            if s == seat:
                continue
            picks = [self.pending[s]] if self.pending[s] else []
            chambers.update(
                c
                for c in self.hands[s]
                + self.discards[s]
                + [p["card"] for p in picks]
                + [p["discard"] for p in picks if "discard" in p]
                if c not in self.seen[seat]
            )
            challenges.update(self.offers[s] + self.challenges[s] + self.challenge_discards[s])
        names = [CATALOG.chambers[c].name for c in sorted(chambers)]
        names += [CATALOG.challenges[c].name for c in sorted(challenges)]
        return [n for n in names if n not in AMBIGUOUS_NAMES]

    # ---- copies ----------------------------------------------------------------------------------
    def clone(self) -> StonespineState:
        new = object.__new__(StonespineState)
        d = self.__dict__.copy()
        new.__dict__ = d
        d["rng"] = copied(self.rng)  # a new Random() would first seed itself from the system
        for name in (
            "history",
            "blueprints",
            "priority",
            "gold",
            "counted",
            "deck",
            "pending",
            "sealed",
            "market_deck",
            "shopping",
            "passed",
            "placing",
            "challenge_deck",
            "jael_deck",
            "jael_cards_used",
            "jael_pile",
            "jael_tokens",
            "jael_year",
            "dropped",
            "events",
        ):
            d[name] = list(d[name])
        for name in ("hands", "discards", "offers", "challenges", "challenge_discards"):
            d[name] = [list(x) for x in d[name]]
        d["options"] = dict(self.options)
        d["seen"] = [set(x) for x in self.seen]
        d["dungeons"] = [x.copy() for x in self.dungeons]
        d["bag"] = dict(self.bag)
        d["market"] = [
            {k: (list(v) if isinstance(v, list) else v) for k, v in m.items()} for m in self.market
        ]
        return new

    def view(self, seat: int, seed: int | None = None) -> StonespineState:
        from game.rules.stonespine.view import make_view

        return make_view(self, seat, seed)
