"""The Dungeon Raiders game state: set-up, secret card play, reveal, rooms, levels, the end.

See the package docstring for the attributes the UI reads and the action formats.
"""

from __future__ import annotations

from game.rules.core import Action, GameState, SeatScore, copied
from game.rules.raiders import resolve, scoring
from game.rules.raiders.content import CATALOG, ITEMS
from game.rules.raiders.resolve import ITEM_NAMES

POWER = (1, 2, 3, 4, 5)
ROOMS_REMOVED = 6
LEVELS_REMOVED = 2
LEVELS = 5
ROW = 5
CRYSTAL = {"play": "item", "item": "crystal_ball"}
TORCH_USE = {"use": "torch"}

# Where an item may be played as a card: room kinds, plus bosses by id.
KEY_BOSSES = ("mega_dragon",)
TORCH_BOSSES = ("wolf_pack",)

# Every field that describes a game (the base class adds history and rng).
FIELDS = (
    "tactical",
    "characters",
    "coins",
    "wounds",
    "petrified",
    "items",
    "supply",
    "hands",
    "played",
    "pile",
    "removed",
    "level_pile",
    "levels_removed",
    "levels_used",
    "discarded",
    "level_no",
    "level_card",
    "row",
    "face_up",
    "current",
    "seen",
    "torched",
    "phase",
    "commits",
    "seconds",
    "sealed",
    "start",
    "turn",
    "last",
)


class RaidersState(GameState):
    game_id = "raiders"

    def __init__(self, num_players: int, seed: int, options: dict | None = None):
        super().__init__(num_players, seed, options)
        unknown = set(self.options) - {"tactical"}
        if unknown:
            raise ValueError(f"unknown option(s) for Dungeon Raiders: {sorted(unknown)}")
        if not 3 <= num_players <= 5:
            raise ValueError("Dungeon Raiders needs 3 to 5 players.")
        n, rng = num_players, self.rng
        self.tactical = bool(self.options.get("tactical", False))
        rooms = list(CATALOG.rooms)
        rng.shuffle(rooms)
        self.removed = rooms[:ROOMS_REMOVED]
        self.pile = rooms[ROOMS_REMOVED:] + [rng.choice(CATALOG.bosses)]
        levels = list(CATALOG.levels)
        rng.shuffle(levels)
        self.levels_removed, self.level_pile = levels[:LEVELS_REMOVED], levels[LEVELS_REMOVED:]
        chars = list(CATALOG.characters)
        rng.shuffle(chars)
        chars = chars[:n]
        self.characters = [c.id for c in chars]
        self.coins = [c.coins for c in chars]
        self.wounds = [c.wounds for c in chars]
        self.petrified = [False] * n
        self.supply = {item: CATALOG.item_copies for item in ITEMS}
        self.items = [{item: 0 for item in ITEMS} for _ in range(n)]
        for s, c in enumerate(chars):
            for item in c.items:
                self.supply[item] -= 1
                self.items[s][item] += 1
        self.hands = [list(POWER) for _ in range(n)]
        self.played: list[list[int]] = [[] for _ in range(n)]
        self.levels_used: list[str] = []
        self.discarded: list[str] = []
        self.level_no, self.level_card = 0, ""
        self.row: list[str] = []
        self.face_up: list[bool] = []
        self.current = 0
        self.seen: list[list[int]] = [[] for _ in range(n)]
        self.torched = [False] * n
        self.phase = "play"
        self.commits: list[Action | None] = [None] * n
        self.seconds: list[Action | None] = [None] * n
        self.sealed = [False] * n
        self.start = rng.randrange(n) if self.tactical else 0
        self.turn = self.start
        self.last: dict | None = None
        self._next_level()
        self.undo_floor = 0  # a dark first room flipped during set-up is not a move

    # ---- flow ---------------------------------------------------------------------------
    def _next_level(self) -> None:
        self.level_no += 1
        self.level_card = self.level_pile.pop(0)
        self.levels_used.append(self.level_card)
        pattern = CATALOG.levels[self.level_card]
        self.row = [self.pile.pop(0) for _ in range(ROW)]
        self.face_up = [mark == "L" for mark in pattern]
        self.current = 0
        dark = pattern.count("D")
        self.emit(
            None,
            "level",
            f"Level {self.level_no} is laid out: {dark} dark room{'s' * (dark != 1)}.",
            level=self.level_no,
            card=self.level_card,
            row=[room if lit else None for room, lit in zip(self.row, self.face_up)],
        )
        self._enter()

    def _enter(self) -> None:
        if not self.face_up[self.current]:
            self.face_up[self.current] = True
            self.mark_revealed()
        card = CATALOG.cards[self.row[self.current]]
        self.emit(
            None,
            "room",
            f"Room {self.current + 1} of level {self.level_no}: {card.name}.",
            level=self.level_no,
            slot=self.current,
            room=card.id,
        )
        self.turn = self.start

    def room(self):
        """The card of the room being played."""
        return CATALOG.cards[self.row[self.current]]

    def _crystal_seats(self) -> list[int]:
        """Seats that played a crystal ball to peek (against the Necromancer it is an escape)."""
        if self.room().id == "necromancer":
            return []
        return [s for s in range(self.num_players) if self.commits[s] == CRYSTAL]

    def _order(self, seats: list[int]) -> list[int]:
        """Seats in clockwise order from the start player."""
        n = self.num_players
        return sorted(seats, key=lambda s: (s - self.start) % n)

    def to_move(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "play":
            waiting = [s for s in range(self.num_players) if self.commits[s] is None]
        else:
            waiting = [s for s in self._crystal_seats() if self.seconds[s] is None]
        if self.tactical:
            return self._order(waiting)[:1]
        return waiting

    def choosing(self) -> list[int]:
        """Seats still choosing a card, as the table shows them: on a view, seats whose face-down
        card was taken back (`sealed`) are in to_move() but have in fact already chosen."""
        return [s for s in self.to_move() if not self.sealed[s]]

    # ---- legality -----------------------------------------------------------------------
    def _can_torch(self, seat: int) -> bool:
        return self.items[seat]["torch"] > 0 and any(
            not self.face_up[i] and i not in self.seen[seat] for i in range(ROW)
        )

    def _item_fits(self, item: str) -> str | None:
        """None if `item` may be played as a card in this room, else why not."""
        card = self.room()
        if item == "key" and card.kind != "treasure" and card.id not in KEY_BOSSES:
            return "A key only works in a treasure room (or to slip past the Mega Dragon)."
        if item == "sword" and card.kind not in ("monster", "boss"):
            return "A sword only works against a monster or a boss."
        if item == "torch" and card.id not in TORCH_BOSSES:
            return (
                "A torch is played as a card only to escape the Wolf Pack; to look at dark "
                "rooms, light it instead."
            )
        if item == "crystal_ball" and self.phase == "crystal":
            return "Your second card cannot be another crystal ball."
        return None

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        actions: list[Action] = [{"play": "power", "value": v} for v in self.hands[seat]]
        held = self.items[seat]
        for item in ITEMS:
            if held[item] and self._item_fits(item) is None:
                actions.append({"play": "item", "item": item})
        if self._can_torch(seat):
            actions.append(dict(TORCH_USE))
        return actions

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if self.phase == "over":
            return "The game is over."
        if not isinstance(seat, int) or not 0 <= seat < self.num_players:
            return "There is no such seat at this table."
        if seat not in self.to_move():
            if self.tactical and self.phase == "play" and self.commits[seat] is None:
                return "Wait for your turn: in the tactical game cards are played clockwise."
            if self.phase == "crystal" and seat not in self._crystal_seats():
                return "Only players who looked into a crystal ball play a second card now."
            return "You have already played your card for this room."
        if action == TORCH_USE:
            if self.items[seat]["torch"] == 0:
                return "You have no torch."
            if not self._can_torch(seat):
                return "There is no dark room left in this level that you have not seen."
            return None
        if not isinstance(action, dict) or set(action) != {
            "play",
            "value" if action.get("play") == "power" else "item",
        }:
            return "That is not a Dungeon Raiders move."
        if action["play"] == "power":
            value = action["value"]
            if isinstance(value, bool) or value not in POWER:
                return "Power cards go from 1 to 5."
            if value not in self.hands[seat]:
                return f"Your {value} is already on the table; it comes back after this level."
            return None
        item = action.get("item")
        if action["play"] != "item" or item not in ITEMS:
            return "That is not a Dungeon Raiders move."
        if self.items[seat][item] == 0:
            return f"You do not hold a {ITEM_NAMES[item]}."
        return self._item_fits(item)

    def withdrawable(self, seat: int) -> int | None:
        """A face-down pick may be taken back until the cards turn over: the picks made after it
        were made without seeing it (and a torch shows rooms, not cards), so they all stand."""
        if not isinstance(seat, int) or not 0 <= seat < self.num_players or not self.sealed[seat]:
            return None
        return max(
            (i for i, (s, action) in enumerate(self.history) if s == seat and action != TORCH_USE),
            default=None,
        )

    # ---- applying -----------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> None:
        if action == TORCH_USE:
            self.items[seat]["torch"] -= 1
            self.supply["torch"] += 1
            self.torched[seat] = True
            self.seen[seat] = [i for i in range(ROW) if not self.face_up[i]]
            self.emit(seat, "torch", self.action_text(seat, action), slots=list(self.seen[seat]))
            self.mark_revealed()
            return
        second = self.phase == "crystal"
        if self.tactical:  # open play: everyone sees the card at once
            self.emit(seat, "play", self.action_text(seat, action), card=action, second=second)
        else:
            self.emit(seat, "pick", self.action_text(seat, action), second=second)
        if action["play"] == "power":
            self.hands[seat].remove(action["value"])
            self.played[seat].append(action["value"])
        else:
            self.items[seat][action["item"]] -= 1
        if self.phase == "play":
            self.commits[seat] = action
        else:
            self.seconds[seat] = action
        self.sealed[seat] = not self.tactical
        if self.tactical:  # open play: everyone sees the card at once
            self.mark_revealed()
        waiting = self.to_move()
        if waiting:
            self.turn = waiting[0]
        else:
            self._reveal()

    def _reveal(self) -> None:
        """Everyone has committed: turn the cards face up, then ask for second cards or resolve."""
        self.mark_revealed()
        self.sealed = [False] * self.num_players
        if self.phase == "play":
            if not self.tactical:
                self.emit(
                    None,
                    "reveal",
                    "Cards: "
                    + ", ".join(f"{{{s}}} {card_label(a)}" for s, a in enumerate(self.commits))
                    + ".",
                    cards=list(self.commits),
                    second=False,
                )
            for s in range(self.num_players):
                if self.commits[s] == CRYSTAL:
                    self.supply["crystal_ball"] += 1
            if self._crystal_seats():
                self.phase = "crystal"
                self.turn = self.to_move()[0]
                return
        elif not self.tactical:
            self.emit(
                None,
                "reveal",
                "Second cards: "
                + ", ".join(f"{{{s}}} {card_label(self.seconds[s])}" for s in self._crystal_seats())
                + ".",
                cards=list(self.seconds),
                second=True,
            )
        self._resolve()

    def final_card(self, seat: int) -> Action:
        second = self.seconds[seat]
        return second if second is not None else self.commits[seat]

    def counted_values(self) -> list[int | None]:
        """What each seat's card counts for in the current room; None for a seat that escapes."""
        card = self.room()
        return [
            counted_value(card, self.commits[s], self.final_card(s))
            for s in range(self.num_players)
        ]

    def _map_value(self, seat: int) -> int:
        """The tactical map goes to the highest card: keys and swords count as 5."""
        final = self.final_card(seat)
        if final["play"] == "power":
            return final["value"]
        return 5 if final["item"] in ("key", "sword") else 0

    def _resolve(self) -> None:
        n = self.num_players
        card = self.room()
        coins_before, wounds_before = list(self.coins), list(self.wounds)
        items_before = [dict(h) for h in self.items]
        lines = resolve.RESOLVERS[card.kind](self, card, self.counted_values())
        for s in range(n):
            final = self.final_card(s)
            if final["play"] == "item" and final != CRYSTAL:  # crystal balls went back already
                self.supply[final["item"]] += 1
        self.last = {
            "room": card.id,
            "cards": [self.final_card(s) for s in range(n)],
            "coins": [self.coins[s] - coins_before[s] for s in range(n)],
            "wounds": [self.wounds[s] - wounds_before[s] for s in range(n)],
            "items": [
                [i for i in ITEMS for _ in range(self.items[s][i] - items_before[s][i])]
                for s in range(n)
            ],
            "lines": lines,
        }
        self.emit(None, "resolved", "", **{k: v for k, v in self.last.items() if k != "lines"})
        for line in lines:
            self.emit(None, "outcome", line)
        if self.tactical:
            self._pass_map()
        self.discarded.append(card.id)
        self.commits, self.seconds = [None] * n, [None] * n
        self.phase = "play"
        self.current += 1
        if self.current < ROW:
            self._enter()
            return
        self.hands = [list(POWER) for _ in range(n)]
        self.played = [[] for _ in range(n)]
        self.seen = [[] for _ in range(n)]
        self.torched = [False] * n
        if self.level_no == LEVELS:
            self.phase = "over"
            for line in scoring.summary_lines(self.scores()):
                self.emit(None, "end", line)
        else:
            self._next_level()

    def _pass_map(self) -> None:
        n = self.num_players
        values = [self._map_value(s) for s in range(n)]
        top = max(values)
        clockwise = [(self.start + k) % n for k in range(1, n + 1)]
        new_start = next(s for s in clockwise if values[s] == top)
        if new_start != self.start:
            self.emit(
                new_start, "map", f"{{{new_start}}} played the highest card and takes the map."
            )
        self.start = new_start

    # ---- end ----------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def round_name(self) -> str:
        return f"Level {self.level_no}"

    def scores(self, viewer: int | None = None) -> list[SeatScore]:
        """Coins and wounds are public, so every viewer sees the same."""
        return scoring.scores(self.num_players, self.coins, self.wounds, self.petrified)

    def secrets_for(self, seat: int) -> list:
        """Other seats' face-down cards, the dark rooms `seat` has not seen, and the piles."""
        cards = self.commits if self.phase == "play" else self.seconds
        facts = [
            cards[s]
            for s in range(self.num_players)
            if s != seat and self.sealed[s] and cards[s] is not None
        ]
        facts += [
            self.row[i]
            for i in range(len(self.row))
            if not self.face_up[i] and i not in self.seen[seat]
        ]
        return facts + self.pile + self.removed + self.level_pile + self.levels_removed

    def public_action(self, seat: int, action: Action) -> Action:
        """A card played face down is no one else's business until the reveal: {}."""
        return action if self.tactical or action == TORCH_USE else {}

    # ---- text ---------------------------------------------------------------------------
    def action_text(self, seat: int, action: Action) -> str:
        if action == TORCH_USE:
            return "lights a torch and looks at the dark rooms"
        second = self.phase == "crystal" and self.commits[seat] is not None
        if not self.tactical:
            return "plays a second card face down" if second else "plays a card face down"
        return f"plays {card_text(action)}"

    # ---- copies and views ---------------------------------------------------------------
    def clone(self) -> RaidersState:
        new = RaidersState.__new__(RaidersState)
        new.num_players, new.seed, new.options = self.num_players, self.seed, dict(self.options)
        new.rng = copied(self.rng)
        new.history = list(self.history)
        new.undo_floor = self.undo_floor
        for name in (
            "tactical",
            "level_no",
            "level_card",
            "current",
            "phase",
            "start",
            "turn",
            "last",
        ):
            setattr(new, name, getattr(self, name))
        for name in (
            "characters",
            "coins",
            "wounds",
            "petrified",
            "pile",
            "removed",
            "level_pile",
            "levels_removed",
            "levels_used",
            "discarded",
            "row",
            "face_up",
            "torched",
            "commits",
            "seconds",
            "sealed",
        ):
            setattr(new, name, list(getattr(self, name)))
        new.supply = dict(self.supply)
        new.items = [dict(h) for h in self.items]
        new.hands = [list(h) for h in self.hands]
        new.played = [list(p) for p in self.played]
        new.seen = [list(s) for s in self.seen]
        return new

    def fields(self) -> dict:
        """Everything that describes the game (for equality checks in tests and tools)."""
        return {name: getattr(self, name) for name in FIELDS}

    def view(self, seat: int, seed: int | None = None) -> RaidersState:
        """What `seat` may know; the rest re-dealt at random (from `seed` if given)."""
        from game.rules.raiders.view import make_view

        return make_view(self, seat, seed)


def counted_value(card, first: Action, final: Action) -> int | None:
    """What a seat's card counts for in room `card` (None: it escapes). `first` is the card
    played first, `final` the card that stands (the second card after a crystal ball)."""
    if card.id == "necromancer" and first == CRYSTAL:
        return None
    if final["play"] == "power":
        value = final["value"]
    elif final["item"] in ("key", "sword"):
        value = None if card.id == "mega_dragon" and final["item"] == "key" else 5
    else:  # a torch against the Wolf Pack
        return None
    if card.id == "golem" and value == 5:
        return 1
    return value


def card_label(action: Action) -> str:
    """A card as the reveal line names it: "4", "key"."""
    if action["play"] == "power":
        return str(action["value"])
    return ITEM_NAMES[action["item"]]


def card_text(action: Action) -> str:
    if action["play"] == "power":
        return f"a {action['value']}"
    return f"a {ITEM_NAMES[action['item']]}"


def new_state(num_players: int, seed: int, options: dict | None = None) -> RaidersState:
    return RaidersState(num_players, seed, options)
