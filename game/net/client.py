"""A connection to a table, for the app: its own thread and asyncio loop, so that nothing on the
wire (connecting, reading, decoding a view) ever costs the window a frame.

`NetClient.start()` connects and joins; what the table sends comes back through `poll()` as
`Incoming` items, each state's view already decoded into a playable state. A dropped line is
taken back by itself: the client joins again with its token (after a pause that grows up to
RETRY_MAX seconds) until `close()`.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from dataclasses import dataclass, field

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidURI

from game.net.snapshot import SnapshotError, decode_state

RETRY_FIRST = 0.5  # seconds before joining again after a drop
RETRY_MAX = 5.0
CONNECT_TIMEOUT = 8.0


@dataclass
class Incoming:
    """One message from the table, read on the network thread. `state` is the decoded view of
    a "state" message; `kind` is the message type, or "lost" / "back" / "failed" for the line."""

    kind: str
    message: dict = field(default_factory=dict)
    state: object = None


def address_url(address: str, default_port: int = 8765) -> str:
    """ws://host:port from what a player typed: "host", "host:port" or a ws:// address."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    if address.count(":") == 1:
        return f"ws://{address}"
    if address.startswith("[") or ":" not in address:  # a name, an IPv4 or [IPv6]:port
        return f"ws://{address}" if "]:" in address else f"ws://{address}:{default_port}"
    return f"ws://[{address}]:{default_port}"  # a bare IPv6 address


class NetClient:
    def __init__(self, url: str, code: str, name: str, token: str | None = None, wake=lambda: None):
        """`wake()` is called (on the network thread) after each item put in the inbox: the
        app posts an event with it, so a window asleep between frames wakes for the news."""
        self.url, self.code, self.name, self.token = url, code, name, token
        self._wake = wake
        self.seat: int | None = None
        self.inbox: queue.Queue[Incoming] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._ws = None
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="table-link", daemon=True)

    # ---- on the window's thread ---------------------------------------------------------
    def start(self) -> None:
        self._thread.start()

    def poll(self) -> list[Incoming]:
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, message: dict) -> None:
        """Queue a message for the table (dropped if the line is down: the table's next state
        says what stands)."""
        if not self._closing:
            asyncio.run_coroutine_threadsafe(self._send(json.dumps(message)), self._loop)

    def act(self, action) -> None:
        self.send({"type": "act", "action": action})

    def close(self) -> None:
        self._closing = True
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._stop)

    # ---- on the network thread -----------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._main = self._loop.create_task(self._keep_joined())
        try:
            self._loop.run_until_complete(self._main)
        except asyncio.CancelledError:
            pass
        finally:
            self._loop.close()

    def _stop(self) -> None:
        async def goodbye():
            if self._ws is not None:
                await self._ws.close()  # the table sees a goodbye, not a drop to wait out
            self._main.cancel()

        self._loop.create_task(goodbye())

    def _tell(self, incoming: Incoming) -> None:
        self.inbox.put(incoming)
        self._wake()

    async def _send(self, text: str) -> None:
        if self._ws is not None:
            try:
                await self._ws.send(text)
            except ConnectionClosed:
                pass

    async def _keep_joined(self) -> None:
        pause = RETRY_FIRST
        joined_once = False
        while not self._closing:
            try:
                async with asyncio.timeout(CONNECT_TIMEOUT):
                    ws = await connect(self.url, max_size=None, compression=None)
            except (OSError, TimeoutError, InvalidURI, ValueError) as exc:
                if not joined_once:
                    self._tell(Incoming("failed", {"reason": _why(exc)}))
                    return
                await asyncio.sleep(pause)
                pause = min(RETRY_MAX, pause * 2)
                continue
            self._ws = ws
            try:
                await ws.send(json.dumps(self._join()))
                async for raw in ws:
                    incoming = self._read(raw)
                    if incoming.kind == "seat":
                        self.seat, self.token = incoming.message["seat"], incoming.message["token"]
                        pause = RETRY_FIRST
                        if joined_once:
                            self._tell(Incoming("back"))
                        joined_once = True
                    elif incoming.kind == "refused" and self.seat is None:
                        self._tell(incoming)
                        await ws.close()
                        return
                    self._tell(incoming)
            except ConnectionClosed:
                pass
            finally:
                self._ws = None
            if self._closing:
                break
            if not joined_once:
                self._tell(Incoming("failed", {"reason": "The table closed the connection."}))
                return
            self._tell(Incoming("lost"))
            await asyncio.sleep(pause)
        if self._ws is not None:
            await self._ws.close()

    def _join(self) -> dict:
        join = {"type": "join", "code": self.code, "name": self.name}
        if self.token is not None:
            join["token"] = self.token
        return join

    def _read(self, raw) -> Incoming:
        try:
            message = json.loads(raw)
            kind = message["type"]
        except (ValueError, TypeError, KeyError):
            return Incoming("error", {"reason": "The table sent something unreadable."})
        if kind != "state":
            return Incoming(kind, message)
        try:
            return Incoming(kind, message, decode_state(message["view"]))
        except (SnapshotError, KeyError, TypeError) as exc:
            return Incoming("error", {"reason": f"The table's view cannot be shown: {exc}"})


def _why(exc: Exception) -> str:
    if isinstance(exc, TimeoutError):
        return "No table answered at that address."
    if isinstance(exc, (InvalidURI, ValueError)):
        return "That is not an address (try 192.168.1.20:8765)."
    return f"No table answered at that address ({exc.strerror or exc})."
