"""DoodleState: set-up, the draft, turn order and phases, applying actions, scores, copies."""

from __future__ import annotations

from game.rules.core import GameState, copied
from game.rules.doodle import scoring, text, view
from game.rules.doodle import sheet as S
from game.rules.doodle.build import BuildMixin
from game.rules.doodle.content import CARDS, CATEGORIES, CONTENT, NUM_CARDS
from game.rules.doodle.defend import DefendMixin
from game.rules.doodle.path import PathMixin

ROUNDS = 14
REMOVED = {2: 18, 3: 4, 4: 1}  # cards put back in the box unseen
SHOWN = {2: 3, 3: 4, 4: 5}  # cards revealed each round
INSTALL_ACTS = ("walls", "build", "hide", "improve", "skip", "restart", "done")
PHASE_ACTS = {
    "draft": ("pick",),
    "install": INSTALL_ACTS,
    "path": ("step", "finish"),
    "defend": ("move", "play", "resolve", "refill"),
}


class DoodleState(BuildMixin, PathMixin, DefendMixin, GameState):
    game_id = "doodle"
    # 2: more traps on the cards, stronger trap and poison cards; 3: the fourth balance pass; 4: the
    # fifth; 5: paths drawn in the right neighbour's dungeon and the printed Cards in Hand row
    # (issue 25)
    rules_version = 5

    def __init__(self, num_players: int, seed: int, options: dict | None = None):
        if num_players not in REMOVED:
            raise ValueError("Doodle Dungeon is for 2 to 4 players.")
        super().__init__(num_players, seed, options)
        unknown = set(self.options) - {"six_hand_boxes", "rounds"}
        if unknown:
            raise ValueError(f"unknown option(s) for Doodle Dungeon: {sorted(unknown)}")
        # "rounds": a shorter build for the guided first game (game/lessons/doodle.py); not
        # offered at the set-up, where a game has the rulebook's 14
        self.rounds = self.options.get("rounds", ROUNDS)
        if type(self.rounds) is not int or not 1 <= self.rounds <= ROUNDS:
            raise ValueError(f"Doodle Dungeon has 1 to {ROUNDS} building rounds.")
        self.set_up_boxes()
        n = num_players
        deck = list(range(NUM_CARDS))
        self.rng.shuffle(deck)
        self.removed = sorted(deck[: REMOVED[n]])  # secret all game
        self.build_deck = deck[REMOVED[n] :]  # the top is the last card
        self.reshuffled = False  # 4 players: the deck was rebuilt from the discards in round 12
        self.discards: list[int] = []
        self.gone: list[int] = []  # hero actions that left with their hero, unresolved
        self.start = self.rng.randrange(n)
        self.phase, self.round, self.picker = "draft", 0, self.start
        self.display: list[int] = []
        self.taken: list[list[int]] = [[] for _ in range(n)]
        self.board = [[S.EMPTY] * S.CELLS for _ in range(n)]
        self.walls, self.things, self.crossed = [0] * n, [0] * n, [0] * n
        self.treasures: list[list[int]] = [[] for _ in range(n)]
        self.boxes = [{cat: 0 for cat in CATEGORIES} for _ in range(n)]
        self.install: list[dict | None] = [None] * n
        self.paths: list[list[int]] = [[] for _ in range(n)]  # by the dungeon's owner
        self.path_counts = [[0] * S.CELLS for _ in range(n)]
        self.path_last = [-1] * n  # the last trap or monster space on each path
        self.path_done = [False] * n  # by the seat drawing
        self.hearts = [CONTENT.hearts] * n
        self.pos = [-1] * n  # index into the path; -1 = in the entrance
        self.hero = ["inside"] * n
        self.on_hero: list[list[list[int]]] = [[] for _ in range(n)]  # [card, laid by]
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.deck: list[list[int]] = [[] for _ in range(n)]  # the top is the last card
        self.known_bottom = [0] * n  # how many bottom cards of its deck the owner put there
        self.current, self.stage, self.turns = self.start, None, [0] * n
        self.fight: dict | None = None
        self.pending_damage = 0
        self.fights, self.monster_wins = [0] * n, [0] * n
        self.emit(
            None, "start", f"{{{self.start}}} starts with the start marker.", first=self.start
        )
        self._next_round()

    # ---- the draft ----------------------------------------------------------------------------
    def _reveal(self, count: int) -> None:
        for _ in range(count):
            self.display.append(self.build_deck.pop())

    def _next_round(self) -> None:
        self.round += 1
        want = SHOWN[self.num_players]
        if len(self.build_deck) < want:  # 4 players, round 12: the discards become the new deck
            self._reveal(len(self.build_deck))
            self.build_deck, self.discards = self.discards, []
            self.rng.shuffle(self.build_deck)
            self.reshuffled = True
            self.emit(
                None,
                "reshuffle",
                "The build deck is empty: the discards are shuffled into a new one.",
            )
        self._reveal(want - len(self.display))
        self.mark_revealed()
        self.phase, self.picker = "draft", self.start
        self.emit(
            None,
            "round",
            f"Round {self.round}: cards are revealed.",
            round=self.round,
            cards=list(self.display),
        )

    def _pick(self, seat: int, card: int) -> None:
        self.display.remove(card)
        self.taken[seat].append(card)
        self.emit(seat, "pick", f"takes a card with {CARDS[card].action.name}", card=card)
        self.picker = (seat + 1) % self.num_players
        if self.picker == self.start:
            self.discards.extend(self.display)
            self.emit(
                None,
                "leftover",
                "The card left over goes face up to the discards.",
                cards=list(self.display),
            )
            self.display = []
            self.phase = "install"
            for s in range(self.num_players):
                self.start_install(s, self.taken[s][-1])

    def _end_install_round(self) -> None:
        self.start = (self.start + 1) % self.num_players
        if self.round < self.rounds:
            self._next_round()
            return
        self.phase = "path"
        self.emit(
            None,
            "phase",
            "Every dungeon is built: each player draws the hero's path through "
            "the dungeon of the player on their right.",
            treasures=[len(t) for t in self.treasures],
        )

    def _start_defence(self) -> None:
        self.phase = "defend"
        self.emit(
            None,
            "paths",
            "Every path is drawn: the paths are shown.",
            paths=[[S.to_json(i) for i in p] for p in self.paths],
        )
        for s in range(self.num_players):
            self.deck[s] = list(self.taken[s])
            self.rng.shuffle(self.deck[s])
            while len(self.hand[s]) < self.level(s, "hand"):
                self.hand[s].append(self.deck[s].pop())
        self.mark_revealed()
        self.begin_turn(self.start)

    # ---- contract -----------------------------------------------------------------------------
    def to_move(self) -> list[int]:
        if self.phase == "draft":
            return [self.picker]
        if self.phase == "install":
            return [s for s in range(self.num_players) if self.install[s] is not None]
        if self.phase == "path":
            return [s for s in range(self.num_players) if not self.path_done[s]]
        if self.phase == "defend":
            return [self.current]
        return []

    def is_over(self) -> bool:
        return self.phase == "over"

    def round_name(self) -> str:
        """A round of drafting and drawing, then the paths, then the heroes' visits."""
        if self.phase == "path":
            return "Paths"
        if self.phase in ("defend", "over"):
            return "Heroes"
        return f"Round {self.round}"

    def legal_actions(self, seat: int) -> list:
        if seat not in self.to_move():
            return []
        if self.phase == "draft":
            return [{"act": "pick", "card": c} for c in sorted(self.display)]
        if self.phase == "install":
            return self.install_actions(seat)
        if self.phase == "path":
            return self.path_actions(seat)
        return self.defend_actions(seat)

    def why_illegal(self, seat: int, action) -> str | None:
        if self.phase == "over":
            return "The game is over."
        if type(seat) is not int or seat not in self.to_move():
            return "It is not your turn."
        if not isinstance(action, dict) or not isinstance(action.get("act"), str):
            return "That is not a Doodle Dungeon move."
        act = action["act"]
        if act not in PHASE_ACTS[self.phase]:
            return text.wrong_phase(self, seat)
        if set(action) - {"act", "card", "target", "cells", "cell", "category", "under"}:
            return "That move has a detail too many."
        if self.phase == "draft":
            if set(action) != {"act", "card"}:
                return "Name the card you take."
            return (
                None if action["card"] in self.display else "That card is not on offer this round."
            )
        if self.phase == "install":
            need = {
                "walls": {"cells"},
                "build": {"cell"},
                "hide": {"cell"},
                "improve": {"category"},
            }
            if set(action) != {"act"} | need.get(act, set()):
                return "That move is missing a detail or has one too many."
            return self.install_reason(seat, action)
        if self.phase == "path":
            if set(action) != ({"act", "cell"} if act == "step" else {"act"}):
                return "That move is missing a detail or has one too many."
            return self.path_reason(seat, action)
        if (
            act in ("move", "resolve")
            and set(action) != {"act"}
            or act == "refill"
            and set(action) != {"act", "under"}
        ):
            return "That move is missing a detail or has one too many."
        return self.defend_reason(seat, action)

    def _apply(self, seat: int, action) -> None:
        if self.phase == "draft":
            self._pick(seat, action["card"])
        elif self.phase == "install":
            self.apply_install(seat, action)
            if all(rec is None for rec in self.install):
                self._end_install_round()
        elif self.phase == "path":
            self.apply_path(seat, action)
            if all(self.path_done):
                self._start_defence()
        else:
            self.apply_defend(seat, action)

    def scores(self, viewer: int | None = None):
        return scoring.scores(self, viewer)

    def action_text(self, seat: int, action) -> str:
        return text.describe(self, seat, action)

    def public_action(self, seat: int, action):
        """As the other seats' views keep it in their history: a hidden move by its kind only."""
        act = action.get("act") if isinstance(action, dict) else None
        return {"act": act} if act in view.SECRET_ACTS else action

    # ---- copies and views ---------------------------------------------------------------------
    def clone(self) -> DoodleState:
        new = object.__new__(DoodleState)
        d = new.__dict__ = self.__dict__.copy()
        d["rng"] = copied(self.rng)
        for name in (
            "history",
            "removed",
            "build_deck",
            "discards",
            "gone",
            "display",
            "walls",
            "things",
            "crossed",
            "path_last",
            "path_done",
            "hearts",
            "pos",
            "hero",
            "known_bottom",
            "turns",
            "fights",
            "monster_wins",
            "events",
        ):
            d[name] = list(d[name])
        d["options"] = dict(self.options)
        for name in ("taken", "board", "treasures", "paths", "path_counts", "hand", "deck"):
            d[name] = [list(x) for x in d[name]]
        d["boxes"] = [dict(b) for b in self.boxes]
        d["on_hero"] = [[list(x) for x in cards] for cards in self.on_hero]
        d["install"] = [
            None if r is None else {**r, "left_out": list(r["left_out"])} for r in self.install
        ]
        d["fight"] = (
            None if self.fight is None else {**self.fight, "dice": list(self.fight["dice"])}
        )
        return new

    def signature(self) -> tuple:
        """Everything that decides the game from here (the history only led to it)."""

        def rec(r):
            if r is None:
                return None
            snap = r["snap"]
            return (
                r["card"],
                r["step"],
                tuple(r["left_out"]),
                "".join(snap["board"]),
                snap["walls"],
                snap["things"],
                snap["treasures"],
                tuple(snap["boxes"].values()),
            )

        lists = tuple(
            tuple(getattr(self, name))
            for name in (
                "removed",
                "build_deck",
                "discards",
                "gone",
                "display",
                "walls",
                "things",
                "crossed",
                "path_last",
                "path_done",
                "hearts",
                "pos",
                "hero",
                "known_bottom",
                "turns",
                "fights",
                "monster_wins",
            )
        )
        nested = tuple(
            tuple(map(tuple, getattr(self, name)))
            for name in ("taken", "board", "treasures", "paths", "path_counts", "hand", "deck")
        )
        return (
            self.rng.getstate(),
            self.seed,
            self.phase,
            self.round,
            self.picker,
            self.start,
            self.reshuffled,
            self.current,
            self.stage,
            self.pending_damage,
            lists,
            nested,
            tuple(tuple(b.values()) for b in self.boxes),
            tuple(tuple(map(tuple, cards)) for cards in self.on_hero),
            tuple(rec(r) for r in self.install),
            None
            if self.fight is None
            else tuple(sorted((k, str(v)) for k, v in self.fight.items())),
        )

    def view(self, seat: int, seed: int | None = None) -> DoodleState:
        return view.seat_view(self, seat, seed)

    def secrets_for(self, seat: int) -> list:
        return view.secrets(self, seat)
