"""A game whose table is on another computer (or on this app's own server): the session of a
client seat.

The table there holds the game; this side holds only its seat's view, the latest a "state"
message brought (decoded on the connection's thread: game/net/client.py), and the log made from
the events it was sent. Tables use it as any session: `submit` sends the action and the move
shows when the table's next state comes back (a refusal is flashed, in the rules' words); every
other seat is played elsewhere, like a bot's, so the screen is this seat's alone (no curtain) and
nothing is ever taken back once sent (Undo says so; a move waiting for Confirm is not sent until
confirmed, and goes back as at any table). A hint (H) is worked out by this app's bot worker on
the state held here, which is the seat's view: it cannot see more than the seat may know.
Nothing is saved here: the host keeps the game.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from game.ai.registry import bot_levels
from game.client.session import Session
from game.net.client import Incoming, NetClient
from game.rules.core import Event, SeatScore
from game.saves import SeatInfo


@dataclass
class Notice:
    """News from the table, flashed once: a refusal (bad) or the line's state."""

    text: str
    bad: bool


def seats_from(table: dict) -> list[SeatInfo]:
    """The players' seats of a "table" message (the automaton's is the rules' own)."""
    return [
        SeatInfo(s["name"], "ai" if s["kind"] == "bot" else "human", s.get("level"), s["colour"])
        for s in table["seats"]
        if s["kind"] != "automa"
    ]


class RemoteSession(Session):
    holds_view = True  # the state is the seat's view as the host sent it

    def __init__(self, link: NetClient, table: dict, first: Incoming, *, colour_blind=False):
        self.link = link
        self.mine = link.seat
        self.table_info = table
        self.to_move_now: list[int] = first.message["to_move"]
        self.awaiting = False  # an action sent, its answer not back yet
        self.outbox: list = []  # moves confirmed together, sent one by one as each is answered
        self.notice: Notice | None = None  # a refusal or the line's news, flashed once
        self.final_scores_sent = first.message.get("scores")
        self.known: list[tuple[int, object]] = []  # every move so far, as this seat knows it
        self.hosting = None  # the app's own server, when this app hosts the table
        super().__init__(
            table["game"],
            seats_from(table),
            0,
            table.get("options"),
            state=self._with_history(first),
            save_path="",
            colour_blind=colour_blind,
        )
        self._log_from(first.message["events"])

    # ---- seats: this screen is `mine` alone --------------------------------------------
    def is_bot(self, seat: int) -> bool:
        return seat != self.mine

    def human_seats(self) -> list[int]:
        return [self.mine]

    def humans_to_move(self) -> list[int]:
        if self.awaiting or self.state.is_over() or self.mine not in self.to_move_now:
            return []
        return [self.mine]

    def bot_to_move(self) -> int | None:
        return None  # the others move on their own computers (or the host's)

    def thinking(self) -> int | None:
        others = [s for s in self.to_move_now if s != self.mine]
        return None if self.state.is_over() or not others else others[0]

    def seats_to_give(self) -> list[int]:
        seats = self.table_info["seats"]
        if not (0 <= self.mine < len(seats) and seats[self.mine].get("host")):
            return []
        return [n for n, s in enumerate(seats) if s["kind"] == "remote" and not s.get("here", True)]

    def give_seat(self, seat: int) -> None:
        """Ask the host to seat a computer player for good where `seat`'s player was."""
        levels = bot_levels(self.game_id)
        level = "normal" if "normal" in levels else (levels or ["random"])[0]  # as the set-up
        self.link.send({"type": "seat_bot", "seat": seat, "level": level})

    def here(self, seat: int) -> bool:
        """Whether the player of `seat` is connected to the table now."""
        seats = self.table_info["seats"]
        return seat >= len(seats) or seats[seat].get("here", True)

    # ---- moves --------------------------------------------------------------------------
    def submit(self, seat: int, action) -> str | None:
        if seat != self.mine:
            return "You play only your own seat here."
        if self.awaiting:  # a move confirmed with the one on its way (a path, a tile and
            self.outbox.append(action)  # its decoration): sent once that one is answered
            return None
        reason = self.state.why_illegal(seat, action)
        if reason is not None:
            return reason
        self.awaiting = True
        self.link.act(action)
        return None

    def update(self, now: float) -> None:
        for incoming in self.link.poll():
            self.take(incoming)
        self._runner_news()  # a hint that came back (no bot thinks here)

    def take(self, incoming: Incoming) -> None:
        """One message from the table (or news of the line)."""
        kind, message = incoming.kind, incoming.message
        if kind == "state":
            self._take_state(incoming)
        elif kind == "table":
            self.table_info = message
            self.seats = seats_from(message)  # names as joined, a computer in a seat given away
            self._letters = None
            gone = [s["name"] for s in message["seats"] if not s.get("here", True)]
            if gone:
                self.notice = Notice(f"{', '.join(gone)} dropped out: the table waits.", False)
        elif kind in ("refused", "error"):
            self.awaiting = False
            self.outbox = []  # what was to follow the refused move goes back with it
            self.notice = Notice(message.get("reason", "The table refused that."), True)
        elif kind == "lost":
            self.notice = Notice("The line to the table dropped: joining it again...", True)
        elif kind == "back":
            self.notice = Notice("Back at the table.", False)
        elif kind == "failed":
            self.notice = Notice(message.get("reason", "The table cannot be reached."), True)

    def take_notice(self):
        notice, self.notice = self.notice, None
        return notice

    def _take_state(self, incoming: Incoming) -> None:
        message, before = incoming.message, self.state
        actions, events = message["actions"], message["events"]
        self.state = self._with_history(incoming)
        self.to_move_now = message["to_move"]
        self.final_scores_sent = message.get("scores")
        # the move sent is answered by the state that holds it: another seat's move (made at
        # the same time, as in a draft) leaves it on its way, and nothing new is asked yet
        answered = any(a["seat"] == self.mine for a in actions)
        told_afresh = any(e["move"] == 0 for e in events)  # a join or rejoin: the whole game
        if answered or told_afresh:
            self.awaiting = False
        self.version += 1
        if len(actions) != 1:  # a rejoin's whole log (or a change of seats): no move to show
            if self.outbox and told_afresh:
                self.outbox = []
                self.notice = Notice("Your move went back: the table was joined again.", True)
            if told_afresh:
                self.log = []
            self._log_from(events)
            return
        act = actions[0]
        made = [_event(e) for e in events]
        self._log_events(act["move"] - 1, made)
        for listener in list(self.listeners):
            listener(act["seat"], act["action"], made, before)
        if answered:
            self._send_next()

    def _send_next(self) -> None:
        """The next move confirmed together with the one just answered, checked in the new
        position (a move of another seat may have come between): sent, or the rest goes back."""
        if not self.outbox or self.awaiting:
            return
        action, rest = self.outbox[0], self.outbox[1:]
        self.outbox = []
        reason = self.submit(self.mine, action)
        if reason is not None:
            self.notice = Notice(f"Your move went back: {reason}", True)
            return
        self.outbox = rest

    def _with_history(self, incoming: Incoming):
        """The state of a message, its history made of the moves as this seat was told them."""
        if any(e["move"] == 0 for e in incoming.message["events"]):
            self.known = []  # the whole game told afresh (a join, a rejoin)
        self.known += [(a["seat"], a["action"]) for a in incoming.message["actions"]]
        incoming.state.history = list(self.known)
        return incoming.state

    def _log_from(self, events: list[dict]) -> None:
        for move, group in itertools.groupby(events, key=lambda e: e["move"]):
            self._log_events(move - 1, [_event(e) for e in group])

    def _rebuild_log(self) -> None:
        """Made from the events the table sends (a view cannot replay the game)."""

    def final_scores(self):
        """The host's scores: this side holds only a view, which may still hide (re-deal) what
        counted, such as another player's kept challenge cards."""
        if not self.final_scores_sent:
            return self.state.scores()
        return [SeatScore(**entry) for entry in self.final_scores_sent]

    # ---- what a client seat does not do --------------------------------------------------
    def autosave(self) -> None:
        """The host keeps the game."""

    @property
    def save_error(self) -> str | None:
        return None

    def save_copy(self):
        return None

    def why_no_undo(self) -> str | None:
        return "At a table played over the network every move stands."

    def may_change(self, seat: int) -> bool:
        return False

    def replayable(self) -> bool:
        return False

    def has_bots(self) -> bool:
        return False  # none thinks here: the host runs them

    def close(self) -> None:
        self.link.close()
        if self.hosting is not None:
            self.hosting.stop()


def _event(entry: dict) -> Event:
    return Event(
        entry.get("seat"), entry.get("kind", ""), entry.get("text", ""), entry.get("data") or {}
    )
