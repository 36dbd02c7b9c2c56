"""A table served over WebSocket (the `websockets` library on asyncio): connections, bots.

`TableServer` carries the messages of docs/network.md between clients and a `Table`
(game/net/table.py), which alone changes the game. Everything runs on one asyncio loop; bots
think in an executor (a worker process for the headless server, a thread in tests) on their
seat's view, sent as a snapshot like a client's, and their choice is checked like a client's.

A client's message is read by game.net.protocol; whatever it holds, a bad one is answered with
{"type": "error"} and never changes the game nor stops the server. The library closes a
connection whose message is over LINK_LIMIT (1 MB); between 64 KB and that, the table answers
with an error and goes on.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Executor

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.ai.base import Budget
from game.ai.registry import make_bot
from game.net import protocol
from game.net.protocol import BadMessage, dumps
from game.net.snapshot import decode_state, encode_state
from game.net.table import Refused, Table

LOG = logging.getLogger("lairwright.net")
BOT_SECONDS = 1.0  # a bot's thinking budget at a network table, as in the app
TAKEN_ELSEWHERE = 4001  # close code: the seat was taken back by another connection


class TableServer:
    def __init__(
        self,
        table: Table,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        executor: Executor,
        bot_pause: float = 0.5,
        bot_seconds: float = BOT_SECONDS,
        autostart: bool = True,
    ):
        self.table = table
        self.host, self.port = host, port
        self.executor = executor
        self.bot_pause = bot_pause
        self.bot_seconds = bot_seconds
        self.autostart = autostart  # start the game as soon as every seat is taken
        self.connections: dict[int, ServerConnection] = {}  # seat -> its client now
        self.sent: dict[int, int] = {}  # seat -> moves its client has been sent
        self._server = None
        self._bots: asyncio.Task | None = None
        self._telling = asyncio.Lock()
        self.changed = asyncio.Event()  # set after every change (tests and the app wait on it)

    async def start(self) -> int:
        """Listen; returns the port (a free one when asked for port 0)."""
        self._server = await serve(
            self._serve,
            self.host,
            self.port,
            max_size=protocol.LINK_LIMIT,
            compression=None,  # small messages: deflate would cost more time than bytes saved
        )
        self.port = self._server.sockets[0].getsockname()[1]
        self._wake_bots()
        return self.port

    async def close(self) -> None:
        if self._bots is not None:
            self._bots.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    # ---- one client --------------------------------------------------------------------
    async def _serve(self, ws: ServerConnection) -> None:
        seat = None
        try:
            async for raw in ws:
                seat = await self._receive(ws, seat, raw)
        except ConnectionClosed:
            pass
        finally:
            if seat is not None and self.connections.get(seat) is ws:
                del self.connections[seat]
                await self._tell_table()

    async def _receive(self, ws, seat: int | None, raw) -> int | None:
        """Handle one message from `ws` (seated at `seat`, or None); returns its seat now."""
        try:
            message = protocol.read_client(raw)
        except BadMessage as bad:
            await ws.send(protocol.error(bad.reason))
            return seat
        try:
            kind = message["type"]
            if kind == "join":
                return await self._join(ws, seat, message)
            if seat is None:
                await ws.send(protocol.error("Join the table first."))
            elif kind == "act":
                await self._act(ws, seat, message)
            elif kind == "start":
                self._host_only(seat)
                self.table.start()
                await self._changed()
            elif kind == "seat_bot":
                self._host_only(seat)
                self.table.seat_bot(message["seat"], message["level"])
                gone = self.connections.pop(message["seat"], None)
                if gone is not None:
                    await gone.close(TAKEN_ELSEWHERE, "a bot took this seat")
                await self._changed()
        except Refused as refusal:
            await ws.send(protocol.refused(refusal.reason))
        except ConnectionClosed:
            raise
        except Exception:  # a bug must not take the table down; the game is unchanged
            LOG.exception("A message from seat %s could not be handled", seat)
            await ws.send(protocol.error("The table could not handle that message."))
        return seat

    def _host_only(self, seat: int) -> None:
        if not self.table.is_host(seat):
            raise Refused("Only the player who set up the table may do that.")

    async def _join(self, ws, seat: int | None, message: dict) -> int:
        if seat is not None:
            raise Refused("This connection holds a seat already.")
        seat, token = self.table.join(message["code"], message["name"], message.get("token"))
        old = self.connections.get(seat)
        self.connections[seat] = ws
        if old is not None and old is not ws:
            await old.close(TAKEN_ELSEWHERE, "the seat was taken back from another connection")
        await ws.send(dumps({"type": "seat", "seat": seat, "token": token}))
        self.sent[seat] = 0
        if self.autostart and not self.table.started and self.table.filled():
            self.table.start()
        await self._changed()
        return seat

    async def _act(self, ws, seat: int, message: dict) -> None:
        if message.get("seat", seat) != seat:
            raise Refused("You may act only for your own seat.")
        self.table.act(seat, message["action"])
        await self._changed()

    # ---- after every change ------------------------------------------------------------
    async def _changed(self) -> None:
        async with self._telling:  # one change told at a time, in order
            await self._tell_table()
            await self._send_states()
        self._wake_bots()
        self.changed.set()
        self.changed = asyncio.Event()

    async def _tell_table(self) -> None:
        text = dumps(self.table.table_message(set(self.connections)))
        for ws in list(self.connections.values()):
            await _send(ws, text)

    async def _send_states(self) -> None:
        if not self.table.started:
            return
        for seat, ws in list(self.connections.items()):
            message = self.table.state_message(seat, self.sent.get(seat, 0))
            self.sent[seat] = self.table.moves + 1  # before the send: another change may come
            await _send(ws, dumps(message))

    # ---- bots --------------------------------------------------------------------------
    def _wake_bots(self) -> None:
        if (self._bots is None or self._bots.done()) and self.table.bot_to_move() is not None:
            self._bots = asyncio.get_running_loop().create_task(self._play_bots())

    async def _play_bots(self) -> None:
        loop = asyncio.get_running_loop()
        while (turn := self.table.bot_to_move()) is not None:
            seat, level = turn
            await asyncio.sleep(self.bot_pause)
            state, moves = self.table.state, self.table.moves
            legal = state.legal_actions(seat)
            if seat >= len(self.table.seats) and len(legal) == 1:
                action = legal[0]
            else:
                seed = hash((self.table.seed, len(state.history), seat)) & 0x7FFFFFFF
                view = encode_state(state.view(seat, self.table.view_seed(seat)))
                action = await loop.run_in_executor(
                    self.executor, think_on_view, view, seat, level, seed, self.bot_seconds
                )
            if self.table.moves != moves or self.table.bot_to_move() != turn:
                continue  # someone moved while it thought: think again on the new position
            try:
                self.table.act(seat, action)
            except Refused as refusal:
                LOG.error("The %s bot chose a refused move: %s", level, refusal.reason)
                return
            await self._changed()


def think_on_view(view: dict, seat: int, level: str, seed: int, seconds: float):
    """A bot's choice on the seat's view (in the executor: a worker process or a thread). The
    view travels as a snapshot: rebuilding the state from its moves would cost more with every
    move of a long game."""
    state = decode_state(view)
    bot = make_bot(state.game_id, level, seed)
    return bot.choose(state, seat, state.legal_actions(seat), Budget(seconds))


async def _send(ws, text: str) -> bool:
    try:
        await ws.send(text)
        return True
    except ConnectionClosed:
        return False
