"""Test helpers: a table served in this process, and a plain client that knows only the wire
(docs/network.md): it joins, keeps every message it is sent, and plays a random legal action
whenever its seat is to move."""

from __future__ import annotations

import asyncio
import json
import random
from concurrent.futures import ThreadPoolExecutor

from websockets.asyncio.client import connect

from game.net.server import TableServer
from game.net.table import Table, parse_seats

TIMEOUT = 15.0  # seconds any whole game may take before a test gives up


def new_table(tmp_path, game_id: str, seats: str, players: int, seed: int = 1) -> Table:
    path = tmp_path / f"table-{game_id}.json"
    return Table(game_id, parse_seats(seats, players, game_id), seed, save_path=path)


async def started(table: Table, **kwargs) -> TableServer:
    kwargs.setdefault("bot_pause", 0.0)
    kwargs.setdefault("bot_seconds", 0.05)
    server = TableServer(table, "127.0.0.1", 0, executor=ThreadPoolExecutor(1), **kwargs)
    await server.start()
    return server


class Client:
    """One player's connection: `received` holds every message sent to it, decoded."""

    def __init__(self, port: int, code: str, name: str, seed: int = 0, token: str | None = None):
        self.url = f"ws://127.0.0.1:{port}"
        self.code, self.name, self.token = code, name, token
        self.rng = random.Random(seed)
        self.received: list[dict] = []
        self.raw: list[str] = []
        self.seat: int | None = None
        self.ws = None
        self.playing = True  # plays its legal moves when asked
        self.acted_at = -1  # the move of the state it last acted on: a later one is needed

    async def connect(self) -> dict:
        """Connect and join; returns the answer to the join (seat or refused)."""
        self.ws = await connect(self.url, max_size=None, compression=None)
        join = {"type": "join", "code": self.code, "name": self.name}
        if self.token is not None:
            join["token"] = self.token
        await self.ws.send(json.dumps(join))
        answer = await self.next("seat", "refused")
        if answer["type"] == "seat":
            self.seat, self.token = answer["seat"], answer["token"]
        return answer

    async def next(self, *types: str) -> dict:
        """The next message of one of `types` (those before it are kept in `received`)."""
        while True:
            message = await self._recv()
            if message["type"] in types:
                return message

    async def _recv(self) -> dict:
        raw = await asyncio.wait_for(self.ws.recv(), TIMEOUT)
        self.raw.append(raw)
        message = json.loads(raw)
        self.received.append(message)
        return message

    def last_state(self) -> dict | None:
        return next((m for m in reversed(self.received) if m["type"] == "state"), None)

    async def play(self, stop_after_moves: int | None = None) -> dict:
        """Play random legal actions until the game is over (or the table reaches move
        `stop_after_moves`); returns the last state message."""
        state = self.last_state()  # one already read may be waiting for this seat's move
        while True:
            if state is not None:
                if state["over"]:
                    return state
                if stop_after_moves is not None and state["move"] >= stop_after_moves:
                    return state
                if state["legal"] and self.playing and state["move"] > self.acted_at:
                    self.acted_at = state["move"]
                    await self.act(self.rng.choice(state["legal"]))
            state = await self.next("state")

    async def act(self, action, **extra) -> None:
        await self.ws.send(json.dumps({"type": "act", "action": action, **extra}))

    async def send_raw(self, data) -> None:
        await self.ws.send(data)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
