"""The host's table: the one true state of a game played over the network, and its seats.

No connections here (game/net/server.py carries the messages): a `Table` takes joins and
actions, checks them with the rules, keeps the game in the saves folder after every change, and
writes what each seat may see. A seat is either "remote" (a person on a client: the host app's
own player is one too) or "bot" (thinks on the host); in a solo game the official automaton
takes the seat after the player's, as at any table.

What leaves the table for seat K (`state_message`) is made from what K may know only: its view
(`state.view(K, seed)`, hidden parts re-dealt with a seed the clients never learn), its legal
actions, the public events, each action as K may know it (`public_action`), and the scores once
the game is over.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from pathlib import Path

from game import saves
from game.net.protocol import PROTOCOL
from game.net.snapshot import encode_state
from game.rules import GAMES
from game.saves import SeatInfo

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed easily
CODE_LENGTH = 6
KINDS = ("remote", "bot")


class Refused(Exception):
    """A join or an action the table will not take; `reason` is a sentence for the client."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass
class Seat:
    name: str
    kind: str  # "remote" or "bot"
    level: str | None = None  # a bot's level
    colour: int = 0
    token: str | None = None  # given to the client that took the seat; None while free
    host: bool = False  # the seat of whoever set the table up: may start it, seat bots

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token is not None

    def info(self) -> SeatInfo:
        """The seat as the saves folder keeps it (a remote seat is a person's)."""
        kind = "ai" if self.kind == "bot" else "human"
        return SeatInfo(self.name, kind, self.level if kind == "ai" else None, self.colour)


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def parse_seats(text: str | None, players: int, game_id: str) -> list[Seat]:
    """Seats from "remote,bot:hard,..." (missing entries are remote; "bot" alone is easy)."""
    from game.ai.registry import bot_levels

    entries = [e.strip() for e in text.split(",")] if text else []
    if len(entries) > players:
        raise ValueError(f"{len(entries)} seats given for {players} players.")
    entries += ["remote"] * (players - len(entries))
    levels = bot_levels(game_id) + ["random"]
    seats = []
    for number, entry in enumerate(entries, start=1):
        kind, _, level = entry.partition(":")
        if kind == "remote" and not level:
            seats.append(Seat(f"Player {number}", "remote", colour=number - 1))
        elif kind == "bot" and (level or "easy") in levels:
            level = level or "easy"
            seats.append(Seat(f"Bot {number}", "bot", level, colour=number - 1))
        else:
            raise ValueError(
                f"Seat {number} is {entry!r}: a seat is 'remote' or 'bot:LEVEL' "
                f"(levels: {', '.join(levels)})."
            )
    return seats


class Table:
    def __init__(
        self,
        game_id: str,
        seats: list[Seat],
        seed: int,
        options: dict | None = None,
        *,
        save_path: Path,
        code: str | None = None,
        state=None,
        started: bool = False,
    ):
        spec = GAMES[game_id]
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise ValueError(
                f"{spec.title} takes {spec.min_players} to {spec.max_players} players."
            )
        self.game_id, self.spec = game_id, spec
        self.seats = seats
        self.seed = seed
        self.save_path = Path(save_path)
        self.code = code or new_code()
        self.started = started
        self._salt = secrets.token_bytes(16)  # seeds the views: no client can know them
        self.state = state if state is not None else spec.new_state(len(seats), seed, options)
        self.options = dict(self.state.options)
        # events[0]: the set-up's; events[n]: those of move n (the n-th action)
        self.events = [list(self.state.events)] if state is None else self._replayed_events()

    # ---- seats -------------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        """The players, plus the automaton's seat in a solo game that has one."""
        solo = len(self.seats) == 1 and self.spec.solo_opponent
        return len(self.seats) + (1 if solo else 0)

    def seat_name(self, seat: int) -> str:
        if seat >= len(self.seats):
            return self.spec.solo_opponent or "Automa"
        return self.seats[seat].name

    def filled(self) -> bool:
        """Every remote seat has been taken by a client (it may have dropped since)."""
        return all(seat.taken for seat in self.seats)

    def join(self, code: str, name: str, token: str | None = None) -> tuple[int, str]:
        """Seat a client: with a token, the seat that token was given for (after a drop, or a
        restart of the host); without one, the first free remote seat, named `name`."""
        if not hmac.compare_digest(code.upper().encode(), self.code.encode()):
            raise Refused("Wrong join code.")
        if token is not None:
            for number, seat in enumerate(self.seats):
                if seat.token is not None and hmac.compare_digest(seat.token, token):
                    return number, token
            raise Refused("That token holds no seat at this table (a bot may have taken it).")
        for number, seat in enumerate(self.seats):
            if seat.kind == "remote" and seat.token is None:
                seat.token, seat.name = secrets.token_urlsafe(18), self._unused(name, number)
                seat.host = not any(s.host for s in self.seats)
                self.save()
                return number, seat.token
        raise Refused("The table is full.")

    def _unused(self, name: str, seat: int) -> str:
        """`name`, or "name 2", "name 3"...: no two seats of the table share a name."""
        others = {s.name.lower() for n, s in enumerate(self.seats) if n != seat and s.taken}
        others.add(
            self.seat_name(len(self.seats)).lower() if self.num_seats > len(self.seats) else ""
        )
        chosen, number = name, 2
        while chosen.lower() in others:
            chosen, number = f"{name} {number}", number + 1
        return chosen

    def reserve(self, seat: int, name: str) -> str:
        """Take remote seat `seat` for the host itself (the app that set the table up) and
        return its token."""
        chosen = self.seats[seat]
        if chosen.kind != "remote" or chosen.token is not None:
            raise Refused("That seat is not free.")
        chosen.token, chosen.name, chosen.host = secrets.token_urlsafe(18), name, True
        return chosen.token

    def is_host(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].host

    def seat_bot(self, seat: int, level: str) -> None:
        """A bot takes remote seat `seat` (its player gone for good): its token is void."""
        from game.ai.registry import bot_levels

        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "remote":
            raise Refused("Only a person's seat can be given to a bot.")
        if level not in bot_levels(self.game_id) + ["random"]:
            raise Refused(f"There is no {level!r} bot for this game.")
        old = self.seats[seat]
        self.seats[seat] = Seat(old.name, "bot", level, old.colour)
        self.save()

    def start(self) -> None:
        if not self.filled():
            raise Refused("Every remote seat must be taken before the game starts.")
        self.started = True
        self.save()

    # ---- moves -------------------------------------------------------------------------
    def act(self, seat: int, action) -> None:
        """Make `seat`'s action, or raise Refused with the rules' reason (nothing changes)."""
        if not self.started:
            raise Refused("The game has not started yet.")
        if self.state.is_over():
            raise Refused("The game is over.")
        reason = self.state.why_illegal(seat, action)
        if reason is not None:
            raise Refused(reason)
        self.events.append(list(self.state.apply(seat, action)))
        self.save()

    def bot_to_move(self) -> tuple[int, str] | None:
        """(seat, level) of a computer player that must act now, or None."""
        if not self.started or self.state.is_over():
            return None
        for seat in self.state.to_move():
            if seat >= len(self.seats):
                return seat, "random"  # the automaton: its steps are the rules' own
            if self.seats[seat].kind == "bot":
                return seat, self.seats[seat].level
        return None

    @property
    def moves(self) -> int:
        return len(self.state.history)

    # ---- what a seat may see -------------------------------------------------------------
    def view_seed(self, seat: int) -> int:
        digest = hmac.new(self._salt, f"{seat}:{self.moves}".encode(), hashlib.sha256)
        return int.from_bytes(digest.digest()[:4], "big") & 0x7FFFFFFF

    def state_message(self, seat: int, since: int) -> dict:
        """What seat `seat` is sent after a change: its view and what it may do now, and the
        moves made since move `since` (0: every move and the set-up) as it may know them."""
        state = self.state
        to_move = [] if state.is_over() else state.to_move()
        message = {
            "type": "state",
            "seat": seat,
            "move": self.moves,
            "view": encode_state(state.view(seat, self.view_seed(seat))),
            "to_move": to_move,
            "legal": state.legal_actions(seat) if seat in to_move else [],
            "events": [
                {"move": move, **event.to_dict()}
                for move in range(since, self.moves + 1)
                for event in self.events[move]
            ],
            "actions": [
                {
                    "move": move,
                    "seat": state.history[move - 1][0],
                    "action": self.public_action(move, seat),
                }
                for move in range(max(since, 1), self.moves + 1)
            ],
            "over": state.is_over(),
        }
        if state.is_over():
            message["scores"] = [score.to_dict() for score in state.scores()]
        return message

    def public_action(self, move: int, viewer: int):
        mover, action = self.state.history[move - 1]
        return action if mover == viewer else self.state.public_action(mover, action)

    def table_message(self, connected: set[int]) -> dict:
        """Who sits where and who is connected: sent to everyone when it changes."""
        return {
            "type": "table",
            "protocol": PROTOCOL,
            "game": self.game_id,
            "options": self.options,
            "started": self.started,
            "seats": [
                {
                    "name": s.name,
                    "kind": s.kind,
                    "level": s.level,
                    "colour": s.colour,
                    "taken": s.taken,
                    "here": s.kind == "bot" or n in connected,
                    "host": s.host,
                }
                for n, s in enumerate(self.seats)
            ]
            + (
                [{"name": self.seat_name(len(self.seats)), "kind": "automa", "here": True}]
                if self.num_seats > len(self.seats)
                else []
            ),
        }

    # ---- the saves folder ---------------------------------------------------------------
    def save(self) -> None:
        """Written at once (not in the background): a host killed a moment after a move must
        come back with it."""
        saves.write_save(
            self.save_path,
            self.game_id,
            self.options,
            self.seed,
            [seat.info() for seat in self.seats],
            self.state,
            network={
                "code": self.code,
                "started": self.started,
                "seats": [{"kind": s.kind, "token": s.token, "host": s.host} for s in self.seats],
            },
        )

    @classmethod
    def resume(cls, path: Path) -> Table:
        """The table saved at `path`, as it was (its code and tokens too)."""
        saved = saves.read_save(path)
        network = saved.network
        if not isinstance(network, dict) or not isinstance(network.get("seats"), list):
            raise saves.SaveProblem("The file is not a network table's game.")
        if len(network["seats"]) != len(saved.seats) or not isinstance(network.get("code"), str):
            raise saves.SaveProblem("The file's table does not match its seats.")
        seats = []
        for info, entry in zip(saved.seats, network["seats"]):
            kind = entry.get("kind") if isinstance(entry, dict) else None
            token = entry.get("token")
            if kind not in KINDS or not (token is None or isinstance(token, str)):
                raise saves.SaveProblem("A seat of the file's table is damaged.")
            seats.append(
                Seat(info.name, kind, info.level, info.colour, token, entry.get("host") is True)
            )
        return cls(
            saved.game_id,
            seats,
            saved.seed,
            saved.options,
            save_path=path,
            code=network["code"],
            state=saved.state,
            started=network.get("started") is True,
        )

    def _replayed_events(self) -> list:
        fresh = self.spec.new_state(self.state.num_players, self.state.seed, self.state.options)
        events = [list(fresh.events)]
        for seat, action in self.state.history:
            events.append(list(fresh.apply(seat, action)))
        return events
