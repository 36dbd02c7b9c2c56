"""Finding tables on the local network (docs/network.md, "Finding tables on the local network").

A host answers a query datagram on UDP port DISCOVERY_PORT with what its table is: the game, the
host's name, the seats taken and free, whether it has started, and its WebSocket port. Never its
join code nor a token: the code stays the secret a player is told. A client (`TableFinder`, on a
thread of its own) sends the query to the broadcast address and to the loopback address (some
networks and containers drop broadcast) and gathers the answers for LISTEN_SECONDS.

Only one host on a computer can answer: the port is bound without SO_REUSEADDR (which lets
another program take a UDP port's datagrams, so asyncio refuses it for UDP) or SO_REUSEPORT
(whose sharing differs between systems, and on Linux hands a query sent to one address to one
socket only). A host that finds the port taken still hosts its table, unlisted: players type its
address, as before.

Both sides read what arrives as untrusted: a datagram over MAX_DATAGRAM bytes, not JSON, not an
object, of another type or with a field of the wrong kind is ignored, silently.
"""

from __future__ import annotations

import asyncio
import errno
import ipaddress
import json
import logging
import secrets
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.net.protocol import PROTOCOL

LOG = logging.getLogger("lairwright.net")

DISCOVERY_PORT = 8766  # UDP; the tables' WebSocket port is 8765 by default
VERSION = 1  # of the query and the answer; grows when either changes meaning
MAX_DATAGRAM = 1024  # bytes: a longer query or answer is ignored
LISTEN_SECONDS = 1.0  # how long a search gathers answers
REFRESH_SECONDS = 3.0  # between two searches while the Join scene is open
TARGETS = ("255.255.255.255", "127.0.0.1")  # where a query is sent
NAME_LENGTH = 40  # characters of the host's name in an answer
NONCE_LENGTH = 32  # characters at most of a query's nonce
QUERY = "find_tables"
ANSWER = "table_here"


# ---- the two datagrams ------------------------------------------------------------------
def query(nonce: str) -> bytes:
    return json.dumps({"type": QUERY, "version": VERSION, "nonce": nonce}).encode()


def read_query(data: bytes) -> str | None:
    """The nonce of a well-formed query, or None for anything else."""
    message = _object(data)
    if message is None or message.get("type") != QUERY or not _whole(message.get("version")):
        return None
    nonce = message.get("nonce")
    if not isinstance(nonce, str) or not 1 <= len(nonce) <= NONCE_LENGTH:
        return None
    return nonce


def table_facts(table, name: str, port: int) -> dict:
    """What a host tells of its `table` (game/net/table.py): nothing secret. `free` counts the
    remote seats no one has taken yet."""
    return {
        "game": table.game_id,
        "host": name[:NAME_LENGTH] or "?",
        "seats": len(table.seats),
        "free": sum(1 for s in table.seats if not s.taken),
        "started": table.started,
        "over": table.state.is_over(),
        "port": port,
    }


def answer(nonce: str, table_id: str, facts: dict) -> bytes:
    message = {"type": ANSWER, "version": VERSION, "protocol": PROTOCOL, "nonce": nonce}
    message["table"] = table_id
    message.update(facts)
    return json.dumps(message, separators=(",", ":")).encode()


@dataclass(frozen=True)
class FoundTable:
    """A table that answered: `address` is where its answer came from."""

    address: str
    port: int
    table: str  # the host's random name for this table (tells two answers of one host apart)
    game: str
    host: str
    seats: int
    free: int
    started: bool
    over: bool
    protocol: int

    @property
    def where(self) -> str:
        """What a player types to join it: address:port."""
        return f"{self.address}:{self.port}"


def read_answer(data: bytes, sender: tuple, nonce: str) -> FoundTable | None:
    """The table a well-formed answer to the query `nonce` describes, or None."""
    message = _object(data)
    if message is None or message.get("type") != ANSWER or message.get("nonce") != nonce:
        return None
    texts = {"table": NONCE_LENGTH, "game": 24, "host": NAME_LENGTH}
    for key, longest in texts.items():
        value = message.get(key)
        if not isinstance(value, str) or not 1 <= len(value) <= longest:
            return None
    numbers = ("version", "protocol", "seats", "free", "port")
    if not all(_whole(message.get(key)) for key in numbers):
        return None
    if not all(isinstance(message.get(key), bool) for key in ("started", "over")):
        return None
    seats, free, port = message["seats"], message["free"], message["port"]
    if not (1 <= seats <= 16 and 0 <= free <= seats and 1 <= port <= 65535):
        return None
    return FoundTable(
        sender[0],
        port,
        message["table"],
        message["game"],
        message["host"],
        seats,
        free,
        message["started"],
        message["over"],
        message["protocol"],
    )


def _object(data: bytes) -> dict | None:
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return message if isinstance(message, dict) else None


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ---- the host ---------------------------------------------------------------------------
class Responder(asyncio.DatagramProtocol):
    """Answers each well-formed query with `describe()`'s facts (read when the query comes)."""

    def __init__(self, describe: Callable[[], dict]):
        self.describe = describe
        self.table_id = secrets.token_hex(8)
        self.transport = None

    def connection_made(self, transport) -> None:
        self.transport = transport

    def datagram_received(self, data: bytes, sender) -> None:
        nonce = read_query(data)
        if nonce is None:
            return
        try:
            self.transport.sendto(answer(nonce, self.table_id, self.describe()), sender)
        except Exception:  # never take the table down for a datagram
            LOG.exception("A table search could not be answered")

    def error_received(self, exc) -> None:
        pass  # an answer that could not be delivered (ICMP): the searcher is gone


async def answer_searches(
    describe: Callable[[], dict], host: str = "0.0.0.0", port: int | None = None
) -> tuple[asyncio.DatagramTransport | None, str | None]:
    """Answer table searches on UDP `port` (DISCOVERY_PORT) at `host` (the address the table
    listens on: all of them, "0.0.0.0", hears broadcast). Returns (transport, None), or (None,
    why) when the port cannot be had: the table is then hosted unlisted."""
    port = DISCOVERY_PORT if port is None else port
    host = "0.0.0.0" if host in ("", "0.0.0.0") else host
    try:
        transport, _ = await asyncio.get_running_loop().create_datagram_endpoint(
            lambda: Responder(describe), local_addr=(host, port)
        )
    except OSError as exc:
        why = (
            f"UDP port {port} is taken (another table on this computer answers there)"
            if exc.errno in _IN_USE
            else f"UDP port {port} cannot be used ({exc.strerror or exc})"
        )
        return None, why
    return transport, None


_IN_USE = {errno.EADDRINUSE, 10048}  # 10048: Windows' WSAEADDRINUSE


def say_listing(problem: str | None, port: int | None = None) -> str:
    """The one line a host says about being found (problem: why it is not, or None)."""
    if problem is None:
        port = DISCOVERY_PORT if port is None else port
        return f"listed on this network: answering table searches on UDP port {port}"
    return f"not listed on this network: {problem}; players type the address"


# ---- the client -------------------------------------------------------------------------
def search(
    port: int | None = None, targets: tuple[str, ...] | None = None, seconds: float | None = None
) -> list[FoundTable]:
    """Send one query to each of `targets` and gather the answers for `seconds`: the tables
    found, each once (a table heard at its network address and at the loopback address is
    listed at the network one). Blocks: call it off the window's thread."""
    port = DISCOVERY_PORT if port is None else port
    targets = TARGETS if targets is None else targets
    seconds = LISTEN_SECONDS if seconds is None else seconds
    nonce = secrets.token_hex(8)
    found: dict[str, FoundTable] = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.bind(("0.0.0.0", 0))
        for target in targets:
            try:
                sock.sendto(query(nonce), (target, port))
            except OSError:
                pass  # no route for broadcast here: the other targets may still answer
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            sock.settimeout(left)
            try:
                data, sender = sock.recvfrom(MAX_DATAGRAM + 1)
            except TimeoutError:
                break
            except ConnectionResetError:
                continue  # Windows: a target with no table sent "port unreachable"
            except OSError:
                break
            table = read_answer(data, sender, nonce)
            if table is not None and _better(table, found.get(table.table)):
                found[table.table] = table
    return sorted(found.values(), key=lambda t: (t.started, t.game, t.host.lower(), t.where))


def _better(table: FoundTable, known: FoundTable | None) -> bool:
    return known is None or (_loopback(known.address) and not _loopback(table.address))


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


class TableFinder:
    """Searches again and again on a thread of its own while a screen shows its findings:
    `found` is the last search's tables, `searches` how many have ended. `wake()` is called on
    that thread after the first search and after any that found something else (the app posts
    an event with it, as for a table's news)."""

    def __init__(self, wake: Callable[[], None] = lambda: None, port: int | None = None):
        self.port = port
        self.found: list[FoundTable] = []
        self.searches = 0
        self._wake = wake
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="table-finder", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def close(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                found = search(self.port)
            except OSError as exc:  # no network at all: say none, try again later
                LOG.info("A table search failed: %s", exc)
                found = []
            if self._stop.is_set():
                return
            news = self.searches == 0 or found != self.found
            self.found = found
            self.searches += 1
            if news:
                self._wake()
            self._stop.wait(REFRESH_SECONDS)
