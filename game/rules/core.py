"""The rules contract every game implements.

A game is fully described by (game id, options, seed, number of players, list of (seat, action)).
That list is the save file, the replay, the undo history and the bug report: `to_json` writes it
and `load_json` replays it. Randomness comes only from `self.rng`, seeded from the seed.

What happened, as data: while `_apply` runs, the game records `Event`s with `self.emit(seat,
kind, text, **data)`; `apply` and `apply_unchecked` start `state.events` afresh and return it.
- The FIRST event of every action is the action itself: `seat` is the actor, `kind` names the
  action, `text` is its log line WITHOUT the actor's name (the log writes the name before it:
  "places the Bat Chamber from the left stack at B3"), `data` holds its facts.
- The events after it say what followed (points scored, a coin flipped, a card revealed, a level
  laid out ...). Their `text` is a whole log line or a short note ("+3 for the puzzle"); a seat
  is named in it as a placeholder "{0}".."{4}", filled in by `event.line(names)` (so a text
  holds no other braces). An empty text adds nothing to the log (the event only carries data,
  e.g. a cell to mark).
- `data` is JSON (cells as [col, row], points, tile and card ids, coin faces, dice ...): enough
  for a table to draw what happened without reading the text; a client never parses a sentence.
- Events are PUBLIC: every seat may see every event when it is recorded. An event never carries
  what some seat may not know at that moment: a secret pick records "plays a card face down"
  with no card in its data; the reveal that follows records the cards.
- A fresh state's `events` are the set-up's (seat None), e.g. the first level laid out.
The kinds of each game are listed in its package docstring (game/rules/<id>/__init__.py).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Action = Any  # a small JSON value: str, int, list or dict of those

FORMAT_VERSION = 1


class IllegalAction(Exception):
    """Raised by `apply` for an action the rules refuse; `reason` is a sentence for a player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class SaveError(Exception):
    """A saved game that cannot be rebuilt; the message is a sentence for a player."""


@dataclass(frozen=True)
class Event:
    """One thing that happened (see the module docstring): public, JSON-able."""

    seat: int | None  # the actor, or the seat concerned; None for the table itself
    kind: str
    text: str
    data: dict = field(default_factory=dict)

    def line(self, names: list[str]) -> str:
        """The text with seat placeholders ("{0}") replaced by the players' names."""
        return self.text.format(*names) if "{" in self.text else self.text

    def to_dict(self) -> dict:
        return {"seat": self.seat, "kind": self.kind, "text": self.text, "data": dict(self.data)}


@dataclass
class SeatScore:
    total: int
    breakdown: dict[str, int]
    place: int  # 1 = first; equal places mean a shared placing after all tie-breaks
    eliminated: bool = False
    note: str = ""  # why this place, in words (tie-break used, collapse, ...)

    def to_dict(self) -> dict:
        return {
            "total": self.total,
            "breakdown": dict(self.breakdown),
            "place": self.place,
            "eliminated": self.eliminated,
            "note": self.note,
        }


@dataclass
class GameSpec:
    id: str
    title: str
    min_players: int
    max_players: int
    pitch: str  # one line for the game-select screen, in our own words
    new_state: Callable[..., GameState]  # new_state(num_players, seed, options=None)
    solo_opponent: str | None = None  # name of the official automa, if any
    options: dict[str, Any] = field(default_factory=dict)  # option name -> default value
    option_labels: dict[str, str] = field(default_factory=dict)  # option name -> words for players
    # The automa's strengths, if it has several: solo_levels() -> {name: what it does, in words},
    # gentlest first (the first is the default); a solo game names one in options[SOLO_LEVEL].
    solo_levels: Callable[[], dict[str, str]] | None = None


SOLO_LEVEL = "solo_level"  # the game option naming the automa's strength


def rank_places(keys: list[tuple]) -> list[int]:
    """Places (1 = best) for sort keys where a larger key is better; equal keys share a place."""
    order = sorted(range(len(keys)), key=lambda i: keys[i], reverse=True)
    places = [0] * len(keys)
    for rank, i in enumerate(order):
        if rank > 0 and keys[i] == keys[order[rank - 1]]:
            places[i] = places[order[rank - 1]]
        else:
            places[i] = rank + 1
    return places


class GameState:
    """Base class: bookkeeping shared by all games. Subclasses implement the abstract methods."""

    game_id: str = ""
    # Raise when a change to the rules or content makes old move lists replay differently, so an
    # old save that no longer replays is explained as such instead of looking damaged.
    rules_version: int = 1

    def __init__(self, num_players: int, seed: int, options: dict | None = None):
        self.num_players = num_players
        self.seed = seed
        self.options = dict(options or {})
        self.rng = random.Random(seed)
        self.history: list[tuple[int, Action]] = []
        # Index into history before which undo may not go: set whenever hidden or random
        # information becomes known (a card revealed, a die rolled, a coin flipped).
        self.undo_floor = 0
        # What the last applied action did (the set-up's events on a fresh state): see Event.
        self.events: list[Event] = []

    # ---- to implement -------------------------------------------------------------------
    def to_move(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """None when legal; otherwise a sentence that tells a player why not.

        Default: membership in legal_actions. Games override for precise reasons."""
        if seat not in self.to_move():
            return "It is not your turn."
        if action not in self.legal_actions(seat):
            return "That move is not allowed now."
        return None

    def _apply(self, seat: int, action: Action) -> None:
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self, viewer: int | None = None) -> list[SeatScore]:
        """Every seat's score (the standing so far before the end). With a `viewer`, points that
        seat may not know (a rival's hidden treasure) are left out of totals, breakdowns and
        places; without one, everything counts (the rules' own use). Once the game is over nothing
        is hidden: every viewer sees the same."""
        raise NotImplementedError

    def view(self, seat: int, seed: int | None = None) -> GameState:
        """A playable copy holding only what `seat` may know, the hidden parts re-dealt at random
        by a generator of the view's own, seeded by `seed` (from the system when None): the same
        seed gives the same view. Bots and hints see only views.

        The view is a function of what `seat` knows and `seed`, nothing else: each hidden pile is
        sorted before it is shuffled (its real order must not steer the deal), and the view's
        `rng` (its future dice and draws) comes from `seed`, never from the game's own `rng`,
        so a bot cannot foresee a roll. The contract suite checks both."""
        raise NotImplementedError

    def action_text(self, seat: int, action: Action) -> str:
        """A readable line for a move not yet made (previews), e.g. 'places the water tile at B3'.
        The log itself is written from the events."""
        return str(action)

    def public_action(self, seat: int, action: Action) -> Action:
        """`seat`'s action as the other seats may know it once it is made (a network table sends
        them this): the whole action, unless it holds a hidden pick, which a game then leaves
        out (Raiders' card played face down is sent as {}, Stonespine's chosen chamber as
        {"act": "draft"}). Default: every action is public."""
        return action

    def secrets_for(self, seat: int) -> list:
        """What `seat` may NOT know now, as JSON values: another seat's face-down card, the dark
        rooms it has not seen, the order of a stack below its top. The contract suite
        (tests/rules/test_contract.py) checks that no event's data holds one of them and that no
        event text or log line holds one that is a string. Default: nothing is hidden."""
        return []

    def round_name(self) -> str | None:
        """The part of the game being played, in a few words a player reads ("Round 3", "Year 2",
        "Level 4", "Paths"), or None for a game told turn by turn (the client then counts turns).
        The review charts the scores at every change of it and the replay jumps to where each
        part begins (game/review.py). Default: None."""
        return None

    def options_of_older_save(self, saved_rules, options: dict) -> dict:
        """The options a game saved under rules version `saved_rules` was played with, where an
        option added since changed what its absence means (default: the options as saved)."""
        return options

    def signature(self):
        """Everything that decides the game from here, comparable with ==: equal signatures mean
        equal positions (clones, replays). The default compares every attribute but the events."""

        def plain(value):
            if isinstance(value, random.Random):
                return value.getstate()
            if isinstance(value, dict):
                return {k: plain(v) for k, v in value.items()}
            if isinstance(value, (list, tuple)):
                return [plain(v) for v in value]
            return value

        return {k: plain(v) for k, v in vars(self).items() if k != "events"}

    # ---- shared -------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Check, then apply; returns the action's events (also left in `self.events`)."""
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        return self.apply_unchecked(seat, action)

    def apply_unchecked(self, seat: int, action: Action) -> list[Event]:
        """Fast path for search: no legality check."""
        self.events = []
        self._apply(seat, action)
        self.history.append((seat, action))
        return self.events

    def emit(self, seat: int | None, kind: str, text: str, **data) -> None:
        """Record an event of the action being applied (see the module docstring)."""
        self.events.append(Event(seat, kind, text, data))

    def mark_revealed(self) -> None:
        """Called by a game when the action being applied made hidden or random facts known."""
        self.undo_floor = len(self.history) + 1

    def clone(self) -> GameState:
        """An independent copy for search and previews: changing one never changes the other.
        Every attribute is copied by `copied` (containers rebuilt, immutable values shared, the
        rng's state copied), so an attribute a game adds later is copied without more code:
        some 30-100 microseconds on the five games' positions. A game may write its own for
        speed when a bot's benchmark shows the need (the five do: 4-55 microseconds): it must
        then rebuild every attribute it changes in place; the contract suite checks that its
        copies and the default's play on exactly as the original."""
        new = object.__new__(type(self))
        d = new.__dict__ = {
            name: copied(value) for name, value in self.__dict__.items() if name not in _RECORDS
        }
        for name in _RECORDS:  # lists of records that are never changed once written
            if name in self.__dict__:
                d[name] = list(self.__dict__[name])
        return new

    def to_record(self) -> dict:
        """The game as data (what `to_json` writes): the seed, the options and every action.
        The action list is a copy, so the record stays as it is while the game goes on."""
        return {
            "format": FORMAT_VERSION,
            "game": self.game_id,
            "rules": self.rules_version,
            "players": self.num_players,
            "seed": self.seed,
            "options": self.options,
            "actions": list(self.history),  # (seat, action) pairs: JSON arrays when written
        }

    def to_json(self) -> str:
        return json.dumps(self.to_record(), separators=(",", ":"))

    def withdrawable(self, seat: int) -> int | None:
        """Where in `history` a move of `seat` stands that it may take back on its own while every
        move made after it stands (a face-down pick among picks made at the same time: no later
        move could depend on it), or None. Default: no move may."""
        return None

    def withdrawn(self, seat: int) -> GameState:
        """The same game replayed without `seat`'s withdrawable move: as if it were not made yet."""
        index = self.withdrawable(seat)
        if index is None:
            raise IllegalAction("That move cannot be taken back now.")
        return replay(
            self.game_id,
            self.num_players,
            self.seed,
            self.options,
            self.history[:index] + self.history[index + 1 :],
        )

    def replay_prefix(self, length: int) -> GameState:
        """The same game rebuilt with only the first `length` actions (used by undo)."""
        return replay(
            self.game_id, self.num_players, self.seed, self.options, self.history[:length]
        )


_RECORDS = ("history", "events")  # GameState's lists of (seat, action) and of Events
_SHARED = {int, float, str, bool, type(None), bytes, frozenset}  # grows with frozen dataclasses


def copied(value):
    """`value` copied as deep as it is mutable, for `GameState.clone`: lists, dicts, sets and
    tuples are rebuilt around copies of their items; a random.Random gets a generator in the same
    state; immutable values (numbers, strings, None, frozensets, instances of frozen dataclasses
    such as Event and the content's cards) are shared; any other object is copied by its own
    `copy()` method, or deep-copied if it has none."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        if _SHARED.issuperset(map(type, value)):
            return value.copy()
        return [copied(v) for v in value]
    if kind is dict:
        if _SHARED.issuperset(map(type, value.values())):
            return value.copy()
        return {k: copied(v) for k, v in value.items()}
    if kind is set:
        return set(value)  # its items are hashable: immutable in practice
    if kind is tuple:
        if _SHARED.issuperset(map(type, value)):
            return value
        return tuple(copied(v) for v in value)
    if isinstance(value, random.Random):  # a plain generator in the same state
        rng = random.Random.__new__(random.Random)  # skips seeding from the system
        rng.setstate(value.getstate())
        return rng
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        _SHARED.add(kind)
        return value
    own_copy = getattr(value, "copy", None)
    return own_copy() if callable(own_copy) else copy.deepcopy(value)


def replay(game_id: str, num_players: int, seed: int, options: dict, actions: list) -> GameState:
    from game.rules.registry import GAMES

    state = GAMES[game_id].new_state(num_players, seed, options)
    for seat, action in actions:
        state.apply(seat, action)
    return state


def load_json(text: str) -> GameState:
    """Rebuild a state from `to_json` output. Raises SaveError with a plain sentence on bad
    input."""
    from game.rules.registry import GAMES

    try:
        data = json.loads(text)
    except (ValueError, TypeError) as exc:
        raise SaveError(f"The saved game is not readable (damaged or cut short): {exc}.") from exc
    if not isinstance(data, dict):
        raise SaveError("The saved game is not in the expected shape.")
    version = data.get("format")
    if not isinstance(version, int):
        raise SaveError("The saved game has no format version.")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"The saved game comes from a newer version of Lairwright (format {version}); "
            "update the app to open it."
        )
    game_id = data.get("game")
    if game_id not in GAMES:
        raise SaveError(f"The saved game is for an unknown game ({game_id!r}).")
    spec = GAMES[game_id]
    players, seed, options, actions = (
        data.get("players"),
        data.get("seed"),
        data.get("options") or {},
        data.get("actions"),
    )
    if not isinstance(players, int) or not spec.min_players <= players <= spec.max_players:
        raise SaveError(f"The saved game has an impossible number of players ({players!r}).")
    if not isinstance(seed, int) or not isinstance(options, dict) or not isinstance(actions, list):
        raise SaveError("The saved game is missing its seed, options or move list.")
    try:
        state = spec.new_state(players, seed, options)
    except Exception as exc:  # broken options in a hand-edited file
        raise SaveError(f"The saved game's set-up cannot be rebuilt: {exc}.") from exc
    saved_rules = data.get("rules", 1)
    older = state.options_of_older_save(saved_rules, dict(options))
    if older != options:  # a game set up before an option existed keeps what it was played with
        state = spec.new_state(players, seed, older)
    for number, entry in enumerate(actions, start=1):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
            raise SaveError(f"Move {number} of the saved game is damaged.")
        seat, action = entry
        try:
            state.apply(seat, action)
        except Exception as exc:
            if saved_rules != state.rules_version:
                earlier = isinstance(saved_rules, int) and saved_rules < state.rules_version
                which = "an earlier" if earlier else "another"
                raise SaveError(
                    f"The game was saved under {which} version of the {spec.title} rules "
                    f"(version {saved_rules}; this app plays version {state.rules_version}), "
                    f"and its move {number} no longer fits them."
                ) from exc
            if isinstance(exc, IllegalAction):
                raise SaveError(
                    f"Move {number} of the saved game is not legal: {exc.reason}"
                ) from exc
            raise SaveError(f"Move {number} of the saved game cannot be replayed ({exc}).") from exc
    return state
