"""DecoratorsState: set-up, rounds and turns, applying actions, scores and the player's view.

A turn runs through phases: draft (a board tile or Draw/Exchange), then for an exchange
exchange_deck (which goal deck) and exchange_discard, then bro (Burrow Bro's pick) when one
was recruited, build, score and refill. Set-up has its own phase, seat by seat.
"""

from __future__ import annotations

from game.rules.core import GameState, SeatScore, copied, rank_places
from game.rules.decorators import text, view
from game.rules.decorators.build import BuildMixin
from game.rules.decorators.cards import DECKS, HAND, CardsMixin
from game.rules.decorators.content import CATALOG, ShapeGoal
from game.rules.decorators.goals import mimics_needed
from game.rules.decorators.scoring import boss_points, colour_breakdown
from game.rules.decorators.tiles import GENERIC, START

HOURGLASS = "hourglass"
SPOT_PLACES = (0, 1, 3, 4)  # where tile spots 1-4 sit on the five-spot side; Draw/Exchange is 2
EXCHANGE_PLACE = 2
SETUP_DEAL, SETUP_DISCARD = 3, 2
_KEYS = {
    "keep_goals": {"discard"},
    "draft": {"spot"},
    "exchange": set(),
    "goal": {"deck"},
    "discard_goal": {"card"},
    "keep": {"tile"},
    "place": {"from", "tile", "face", "rot", "cell"},
    "store": {"tile"},
    "lift": {"cell"},
    "throw": {"from", "tile"},
    "restart_build": set(),
    "finish": set(),
    "score": {"card"},
    "end_scoring": set(),
    "draw": {"deck"},
}
_PHASE_ACTS = {
    "setup": ("keep_goals",),
    "draft": ("draft", "exchange"),
    "exchange_deck": ("goal",),
    "exchange_discard": ("discard_goal",),
    "bro": ("keep",),
    "build": ("place", "store", "lift", "throw", "restart_build", "finish"),
    "score": ("score", "end_scoring"),
    "refill": ("draw",),
}
_PHASE_WORDS = {
    "setup": "choose the two goal cards to discard",
    "draft": "draft a tile or take Draw/Exchange",
    "exchange_deck": "choose the deck to draw a goal from",
    "exchange_discard": "discard a goal card",
    "bro": "choose the tile your Burrow Bro keeps",
    "build": "build",
    "score": "score goal cards or end scoring",
    "refill": "choose the deck for your next goal card",
}


class DecoratorsState(BuildMixin, CardsMixin, GameState):
    game_id = "decorators"
    # 2: the fifth balance pass (goal points by player count, 20 rooms, new cards); 3: one value
    # on each goal card at every player count, Offices of Doom asks rooms and hallways (issue 25)
    rules_version = 3

    def __init__(self, num_players: int, seed: int, options: dict | None = None):
        if not 2 <= num_players <= 4:
            raise ValueError("Dungeon Decorators is for 2 to 4 players.")
        super().__init__(num_players, seed, options)
        sup = CATALOG.supplies
        self.supply = {
            "generic": sup["generic"],
            "arcane_architect": sup["arcane_architect"],
            "decorative_mimic": sup["decorative_mimic"],
        }
        self.order = list(range(num_players))
        self.rng.shuffle(self.order)
        tiles = sorted(CATALOG.tiles)
        self.rng.shuffle(tiles)
        blue_end = sup["set_aside"] + sup["blue_bag"]
        self.set_aside, self.blue = tiles[: sup["set_aside"]], tiles[sup["set_aside"] : blue_end]
        self.red = tiles[blue_end:] + [HOURGLASS] * sup["hourglasses"]
        self.rng.shuffle(self.red)
        self.bosses = [
            self.rng.choice([b for b in CATALOG.bosses if b.deck == deck]) for deck in "AB"
        ]
        self.decks = {
            d: [c for c in sorted(CATALOG.goals) if CATALOG.deck_of(c) == d] for d in DECKS
        }
        for deck in DECKS:
            self.rng.shuffle(self.decks[deck])
        self.discards: dict[str, list] = {d: [] for d in DECKS}  # (card, seat who discarded it)
        self.hands = [[] for _ in range(num_players)]
        for seat in range(num_players):
            for deck in DECKS:
                self.hands[seat] += [self.decks[deck].pop() for _ in range(SETUP_DEAL)]
            self.hands[seat].sort()
        self.scored = [[] for _ in range(num_players)]
        self.points = [0] * num_players
        self.dungeons = [{(0, 0): (START, "dungeon", 0)} for _ in range(num_players)]
        self.storage = [[] for _ in range(num_players)]
        self.architects = [0] * num_players
        self.mimics = [0] * num_players
        self.hourglasses = 0
        self.last_round = (
            False  # the final hourglass came out during turns: this round ends the game
        )
        self.board: list = [None] * 4
        self.out_of_game: list = []
        self.round = 0
        self.turn = 0  # index into order
        self.picks: dict[int, int] = {}
        self.exchange_taken = False
        self.pending: list = []
        self.drafted = None
        self.bro_options: list = []
        self.forced_discards = 0
        self.over = False
        self.phase = "setup"
        self.setup_seat = 0
        self.reset_build()

    # ---- small helpers ----------------------------------------------------------------------
    @property
    def current(self) -> int:
        return self.setup_seat if self.phase == "setup" else self.order[self.turn]

    def tiles_in_bags(self) -> int:
        return len(self.blue) + len(self.red) - self.red.count(HOURGLASS)

    def _draw_tile(self, seat: int, in_turn: bool):
        """The next tile from the blue bag, then the red; hourglasses are set aside as drawn."""
        while self.blue or self.red:
            tile = (self.blue or self.red).pop()
            if tile != HOURGLASS:
                return tile
            self.hourglasses += 1
            final = self.hourglasses == CATALOG.supplies["hourglasses"]
            ending = ": this is the last round." if in_turn else ": the game ends now."
            self.emit(
                None,
                "hourglass",
                f"Hourglass {self.hourglasses} of {CATALOG.supplies['hourglasses']} "
                "comes out of the red bag" + (ending if final else "."),
                count=self.hourglasses,
            )
            if final:
                if not in_turn:
                    self.over = True
                    return None
                self.last_round = True
        return None

    # ---- rounds and turns -------------------------------------------------------------------
    def _start_round(self) -> None:
        self.out_of_game += [t for t in self.board if t is not None]
        self.board = [None] * 4
        self.round += 1
        drawn = []
        while len(drawn) < 4 and not self.over:
            tile = self._draw_tile(self.order[0], in_turn=False)
            if tile is None:
                break
            drawn.append(tile)
        self.mark_revealed()
        if self.over:
            self.out_of_game += drawn
            self.phase = "over"
            return
        for spot, tile in enumerate(sorted(drawn)):
            self.board[spot] = tile
        self.emit(
            None,
            "round",
            f"Round {self.round}: tiles {', '.join(map(str, sorted(drawn)))} are laid out.",
            round=self.round,
            board=list(self.board),
        )
        self.picks, self.exchange_taken, self.turn = {}, False, 0
        self._begin_turn()

    def _begin_turn(self) -> None:
        self.phase = "draft"
        self.pending, self.drafted, self.bro_options = [], None, []

    def _end_turn(self) -> None:
        self.turn += 1
        if self.turn < self.num_players:
            self._begin_turn()
            return
        if self.last_round:
            self.over, self.phase = True, "over"
            return
        self.order = sorted(self.order, key=lambda s: self.picks[s])
        self._start_round()

    def _take(self, seat: int, tile) -> None:
        """A drafted tile comes to the player; its assistant (if any) goes to work."""
        self.drafted = tile
        if CATALOG.tiles[tile].assistant == "burrow_bro":
            drawn = [
                t
                for t in (self._draw_tile(seat, True), self._draw_tile(seat, True))
                if t is not None
            ]
            self.mark_revealed()
            self.bro_options = [tile] + drawn
            if drawn:
                self.emit(
                    seat,
                    "bro",
                    f"The Burrow Bro of {{{seat}}} digs up tile{'s' * (len(drawn) > 1)} "
                    f"{' and '.join(map(str, drawn))}.",
                    tiles=drawn,
                )
                self.phase = "bro"
                return
        self._keep(seat, tile)

    def _keep(self, seat: int, tile) -> None:
        self.pending.append(tile)
        self.out_of_game += [t for t in self.bro_options if t != tile]
        assistant = CATALOG.tiles[tile].assistant
        if assistant == "goblin_sapper" and self.supply["generic"] > 0:
            self.supply["generic"] -= 1
            self.pending.append(GENERIC)
            self.emit(
                seat,
                "assistant",
                f"A Goblin Sapper brings {{{seat}}} a generic tile.",
                tile=GENERIC,
            )
        elif assistant in ("arcane_architect", "decorative_mimic") and self.supply[assistant] > 0:
            self.supply[assistant] -= 1
            (self.architects if assistant == "arcane_architect" else self.mimics)[seat] += 1
            name = (
                "an Arcane Architect" if assistant == "arcane_architect" else "a Decorative Mimic"
            )
            self.emit(seat, "assistant", f"{{{seat}}} takes {name} token.", token=assistant)
        self.reset_build()
        self.phase = "build"

    def _offer_goal(self, seat: int, then: str) -> None:
        """Draw a goal (a choice only when both decks are open); `then`: exchange or refill."""
        decks = self.open_decks()
        if then == "refill":
            while len(self.hands[seat]) < HAND and len(decks) == 1:
                self.draw_goal(seat, decks[0])
                decks = self.open_decks()
            if len(self.hands[seat]) >= HAND or not decks:
                self._end_turn()
            else:
                self.phase = "refill"
            return
        if not decks:  # nothing to draw: nothing to discard either
            self._take(seat, self.drafted)
        elif len(decks) == 1:
            self.draw_goal(seat, decks[0])
            self.phase = "exchange_discard"
        else:
            self.phase = "exchange_deck"

    # ---- contract ---------------------------------------------------------------------------
    def to_move(self) -> list[int]:
        return [] if self.over else [self.current]

    def is_over(self) -> bool:
        return self.over

    def round_name(self) -> str:
        return "Set-up" if self.round == 0 else f"Round {self.round}"

    def legal_actions(self, seat: int) -> list:
        if self.over or seat != self.current:
            return []
        phase = self.phase
        if phase == "setup":
            hand = self.hands[seat]
            return [
                {"act": "keep_goals", "discard": [a, b]}
                for i, a in enumerate(hand)
                for b in hand[i + 1 :]
            ]
        if phase == "draft":
            out = [
                {"act": "draft", "spot": k + 1} for k, t in enumerate(self.board) if t is not None
            ]
            if self.exchange_reason() is None:
                out.append({"act": "exchange"})
            return out
        if phase in ("exchange_deck", "refill"):
            return [
                {"act": "goal" if phase == "exchange_deck" else "draw", "deck": d}
                for d in self.open_decks()
            ]
        if phase == "exchange_discard":
            return [{"act": "discard_goal", "card": c} for c in self.hands[seat]]
        if phase == "bro":
            return [{"act": "keep", "tile": t} for t in self.bro_options]
        if phase == "build":
            return self.build_actions(seat)
        return [{"act": "score", "card": c} for c in self.scorable(seat)] + [{"act": "end_scoring"}]

    def exchange_reason(self) -> str | None:
        if self.exchange_taken:
            return "Draw/Exchange has already been taken this round."
        if self.tiles_in_bags() == 0:
            return "The bags hold no more tiles to draw."
        return None

    def why_illegal(self, seat: int, action) -> str | None:
        if self.over:
            return "The game is over."
        if seat != self.current:
            return "It is not your turn."
        if not isinstance(action, dict) or action.get("act") not in _KEYS:
            return "That is not a Dungeon Decorators move."
        act = action["act"]
        if set(action) != _KEYS[act] | {"act"}:
            return "That move is missing a detail or has one too many."
        if act not in _PHASE_ACTS[self.phase]:
            return f"Now you {_PHASE_WORDS[self.phase]}."
        for key in ("spot", "rot"):
            if key in action and not _whole(action[key]):
                return f"The {key} of a move is a whole number."
        if "tile" in action and not (_whole(action["tile"]) or action["tile"] in (GENERIC, START)):
            return 'A tile is named by its number, "generic" or "start".'
        return self._detail_reason(seat, action)

    def _detail_reason(self, seat: int, a: dict) -> str | None:
        act = a["act"]
        if act == "keep_goals":
            cards = a["discard"]
            if (
                not isinstance(cards, list)
                or len(cards) != SETUP_DISCARD
                or len(set(map(str, cards))) != 2
                or any(c not in self.hands[seat] for c in cards)
            ):
                return "Discard exactly two different cards from your hand."
            if cards != sorted(cards):
                return "List the two discarded cards in rising order."
            return None
        if act == "draft":
            spot = a["spot"]
            if spot not in (1, 2, 3, 4):
                return "The draft board has tile spots 1 to 4."
            return (
                None
                if self.board[spot - 1] is not None
                else "That spot's tile has already been taken."
            )
        if act == "exchange":
            return self.exchange_reason()
        if act in ("goal", "draw"):
            if a["deck"] not in DECKS:
                return "Goal cards come from the shape deck or the decoration deck."
            return (
                None
                if self.deck_open(a["deck"])
                else f"The {a['deck']} deck and its discards are used up."
            )
        if act == "discard_goal":
            return None if a["card"] in self.hands[seat] else "That card is not in your hand."
        if act == "keep":
            return (
                None
                if a["tile"] in self.bro_options
                else "Keep one of the Burrow Bro's three tiles."
            )
        if self.phase == "build":
            return self.build_reason(seat, a)
        if act == "score":
            card = a["card"]
            if card not in self.hands[seat]:
                return "That card is not in your hand."
            need = mimics_needed(card, self.dungeons[seat])
            if need is None:
                return f"Your dungeon does not meet {CATALOG.goals[card].name} yet."
            if need > self.mimics[seat]:
                return (
                    f"{CATALOG.goals[card].name} needs {need} Decorative Mimic "
                    f"token{'s' * (need > 1)} "
                    f"for its wild icons; you have {self.mimics[seat]}."
                )
        return None

    # ---- applying ---------------------------------------------------------------------------
    def _apply(self, seat: int, action) -> None:
        self.emit(seat, action["act"], self.action_text(seat, action), **text.public_action(action))
        getattr(self, "_do_" + action["act"])(seat, action)
        if self.phase == "build" and self.nothing_left_to_build(seat):
            self._do_finish(seat, None)  # no choice left: the build ends by itself

    def _do_keep_goals(self, seat: int, a: dict) -> None:
        for card in a["discard"]:
            self.discard_goal(seat, card)
        self.setup_seat += 1
        if self.setup_seat == self.num_players:
            self.phase = "draft"  # leaves set-up before the first round is laid out
            self._start_round()

    def _do_draft(self, seat: int, a: dict) -> None:
        tile = self.board[a["spot"] - 1]
        self.board[a["spot"] - 1] = None
        self.picks[seat] = SPOT_PLACES[a["spot"] - 1]
        self._take(seat, tile)

    def _do_exchange(self, seat: int, a: dict) -> None:
        self.picks[seat] = EXCHANGE_PLACE
        self.exchange_taken = True
        self.drafted = self._draw_tile(seat, True)
        self.mark_revealed()
        self.emit(
            seat,
            "exchange",
            f"{{{seat}}} draws tile {self.drafted} from the bag.",
            tile=self.drafted,
        )
        self._offer_goal(seat, "exchange")

    def _do_goal(self, seat: int, a: dict) -> None:
        self.draw_goal(seat, a["deck"])
        self.phase = "exchange_discard"

    def _do_discard_goal(self, seat: int, a: dict) -> None:
        self.discard_goal(seat, a["card"])
        self._take(seat, self.drafted)

    def _do_keep(self, seat: int, a: dict) -> None:
        self._keep(seat, a["tile"])

    def _do_finish(self, seat: int, a: dict) -> None:
        self.reset_build()
        self.phase = "score"

    def _do_score(self, seat: int, a: dict) -> None:
        self.score_card(seat, a["card"], self.scorable(seat)[a["card"]])

    def _do_end_scoring(self, seat: int, a: dict) -> None:
        self._offer_goal(seat, "refill")

    def _do_draw(self, seat: int, a: dict) -> None:
        self.draw_goal(seat, a["deck"])
        self._offer_goal(seat, "refill")

    # ---- scores -----------------------------------------------------------------------------
    def scores(self, viewer: int | None = None) -> list[SeatScore]:
        """Goal points so far plus the end categories as if the game ended now (all public)."""
        bosses = boss_points(self.bosses[0], self.bosses[1], self.dungeons, self.mimics)
        parts = []
        for seat in range(self.num_players):
            shape = sum(
                CATALOG.goals[c].points
                for c in self.scored[seat]
                if isinstance(CATALOG.goals[c], ShapeGoal)
            )
            part = {"Shape goals": shape, "Decoration goals": self.points[seat] - shape}
            part.update(colour_breakdown(self.dungeons[seat]))
            part["Boss " + self.bosses[0].name] = bosses[seat][0]
            part["Boss " + self.bosses[1].name] = bosses[seat][1]
            parts.append(part)
        totals = [sum(p.values()) for p in parts]
        counts = [self.goal_counts(s) for s in range(self.num_players)]
        keys = [(totals[s],) + counts[s] for s in range(self.num_players)]
        places = rank_places(keys)
        return [
            SeatScore(totals[s], parts[s], places[s], note=self._tie_note(s, keys))
            for s in range(self.num_players)
        ]

    def goal_counts(self, seat: int) -> tuple[int, int]:
        shapes = sum(1 for c in self.scored[seat] if isinstance(CATALOG.goals[c], ShapeGoal))
        return shapes, len(self.scored[seat]) - shapes

    @staticmethod
    def _tie_note(seat: int, keys: list[tuple]) -> str:
        rivals = [k for s, k in enumerate(keys) if s != seat and k[0] == keys[seat][0]]
        if not rivals:
            return ""
        if any(k == keys[seat] for k in rivals):
            return "a shared place: still tied after both tie-breaks"
        if all(k[1] != keys[seat][1] for k in rivals):
            return "tie broken by the number of shape goals scored"
        return "tie broken by the number of decoration goals scored"

    def secrets_for(self, seat: int) -> list:
        """Goal cards `seat` may not know: other hands, the decks, the discards others made.
        (Which tiles wait in the bags is secret too, but a tile number is no distinct value:
        the same numbers name public things; the views' test covers the bags.)"""
        hidden = [c for s in range(self.num_players) if s != seat for c in self.hands[s]]
        hidden += [c for deck in DECKS for c in self.decks[deck]]
        return hidden + [c for deck in DECKS for c, who in self.discards[deck] if who != seat]

    def signature(self) -> tuple:
        """Everything that decides the game from here: equal signatures mean equal positions."""
        return (
            self.phase,
            self.setup_seat,
            self.turn,
            self.round,
            tuple(self.order),
            tuple(self.board),
            tuple(sorted(self.picks.items())),
            self.exchange_taken,
            self.hourglasses,
            self.last_round,
            self.over,
            tuple(tuple(sorted(d.items())) for d in self.dungeons),
            tuple(map(tuple, self.storage)),
            tuple(self.pending),
            tuple(self.lifted),
            tuple(self.fresh),
            tuple(self.freed),
            self.snapshot
            and (tuple(sorted(self.snapshot[0].items())),) + tuple(map(tuple, self.snapshot[1:])),
            self.drafted,
            tuple(self.bro_options),
            tuple(self.architects),
            tuple(self.mimics),
            tuple(sorted(self.supply.items())),
            tuple(map(tuple, self.hands)),
            tuple(map(tuple, self.scored)),
            tuple(self.points),
            tuple(tuple(self.decks[d]) for d in DECKS),
            tuple(tuple(self.discards[d]) for d in DECKS),
            tuple(self.blue),
            tuple(self.red),
            tuple(self.set_aside),
            tuple(self.out_of_game),
            self.forced_discards,
            tuple(self.bosses),
            self.rng.getstate(),
        )

    # ---- copies and text -------------------------------------------------------------------
    def clone(self) -> DecoratorsState:
        new = object.__new__(DecoratorsState)
        d = self.__dict__.copy()
        new.__dict__ = d
        d["rng"] = copied(self.rng)
        d["history"] = list(self.history)
        d["options"] = dict(self.options)
        d["dungeons"] = [dict(x) for x in self.dungeons]
        for name in ("hands", "scored", "storage"):
            d[name] = [list(x) for x in d[name]]
        for name in (
            "points",
            "architects",
            "mimics",
            "order",
            "board",
            "out_of_game",
            "pending",
            "bro_options",
            "set_aside",
            "blue",
            "red",
            "events",
            "lifted",
            "fresh",
            "freed",
            "bosses",
        ):
            d[name] = list(d[name])
        d["decks"] = {k: list(v) for k, v in self.decks.items()}
        d["discards"] = {k: list(v) for k, v in self.discards.items()}
        d["supply"] = dict(self.supply)
        d["picks"] = dict(self.picks)
        return new

    def view(self, seat: int, seed: int | None = None) -> DecoratorsState:
        return view.make_view(self, seat, seed)

    def action_text(self, seat: int, action) -> str:
        return text.action_text(self, seat, action)

    def public_action(self, seat: int, action):
        """The goal cards a seat keeps or lets go are its own secret: only the kind is public."""
        act = action.get("act") if isinstance(action, dict) else None
        return {"act": act} if act in ("keep_goals", "discard_goal") else action


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
