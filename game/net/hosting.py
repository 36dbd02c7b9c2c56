"""A table hosted by the app itself: the server (game/net/server.py) in a process of its own,
so that the table's work (a view for every seat after every move, the save) never takes a frame
from the window; its bots think in a worker process of that process, at the lowest priority.

The host's own player is a client like the others: `Hosting` keeps the seat for them (a token)
and the app joins its own table through the loopback address (game/net/client.py), so the host's
screen is made exactly as a guest's. The table is saved before the server starts; the server
process reads it from the saves folder (as a restarted headless server does) and keeps it there.
The server process ends with the app, however the app ends (it watches its parent). It answers
table searches on the local network too (game/net/discovery.py), unless another table on this
computer already does: `unlisted` then says why, and the lobby tells the host.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import socket
from concurrent.futures import ProcessPoolExecutor

from game import saves
from game.net import discovery
from game.net.server import TableServer
from game.net.table import Seat, Table

DEFAULT_PORT = 8765
BOT_PAUSE = 0.5  # seconds before each bot move, so the players can follow
LOG = logging.getLogger("lairwright.net")


class Hosting:
    def __init__(self, table: Table, local: int, token: str):
        """Serve `table`, whose seat `local` (token `token`) is played at this screen."""
        self.table = table
        self.local = local
        self.token = token
        self.port: int | None = None
        self.error: str | None = None
        self.unlisted: str | None = None  # why the table is not found by a search, if it is not
        self._process = None
        self._answer = None  # the pipe the server process says its port (or its problem) on

    @classmethod
    def new(cls, game_id: str, seats: list, local: int, seed: int, options: dict) -> Hosting:
        """A new table from the set-up's `seats` (SeatInfo rows, each "human": the one at this
        screen, seat `local`; "remote"; or "ai"), kept in a new file of the saves folder."""
        table_seats = [
            Seat(
                info.name if n == local or info.kind == "ai" else f"Seat {n + 1}",
                "bot" if info.kind == "ai" else "remote",
                info.level,
                info.colour,
            )
            for n, info in enumerate(seats)
        ]
        table = Table(game_id, table_seats, seed, options, save_path=saves.new_autosave_path())
        return cls(table, local, table.reserve(local, seats[local].name))

    @classmethod
    def resume(cls, path) -> Hosting:
        """The table this app hosted, saved at `path`, served again: same code, same tokens (the
        guests' apps join again by themselves). Raises SaveProblem if it cannot be."""
        table = Table.resume(path)
        local = next((n for n, s in enumerate(table.seats) if s.host and s.token), None)
        if local is None:
            raise saves.SaveProblem("The table's own seat is not in the file.")
        return cls(table, local, table.seats[local].token)

    @property
    def code(self) -> str:
        return self.table.code

    def start(self) -> None:
        """Save the table and start its server process; `ready()` says when it listens."""
        self.table.save()
        context = multiprocessing.get_context("spawn")
        self._answer, answer = context.Pipe(duplex=False)
        self._process = context.Process(
            target=serve_saved_table,
            args=(str(self.table.save_path), answer, BOT_PAUSE),
            name="table-host",
        )
        self._process.start()
        answer.close()

    def ready(self) -> bool:
        """True once the server listens (`port`); False while it starts or if it failed
        (`error` then says why). Never waits."""
        if self.port is None and self.error is None and self._answer is not None:
            try:
                if self._answer.poll():
                    while self._answer.poll():
                        kind, value = self._answer.recv()
                        if kind == "port":
                            self.port = value
                        elif kind == "unlisted":
                            self.unlisted = value
                        else:
                            self.error = value
                elif not self._process.is_alive():
                    self.error = "The table's server stopped as it started."
            except (EOFError, OSError):
                self.error = "The table's server stopped as it started."
        return self.port is not None

    def stop(self) -> None:
        if self._process is not None and self._process.is_alive():
            self._process.terminate()  # the game is saved after every move
            self._process.join(2)


def serve_saved_table(path: str, answer, bot_pause: float) -> None:
    """In the server process: serve the table saved at `path`; the port it listens on (or why
    it cannot) goes back through `answer`, after why no search finds it, if none does."""
    from game.ai.runner import watch_parent
    from game.client.logs import setup_logging

    watch_parent()
    setup_logging()  # the app's log: the table says there whether it is listed
    try:
        asyncio.run(_serve(path, answer, bot_pause))
    except KeyboardInterrupt:
        pass


async def _serve(path: str, answer, bot_pause: float) -> None:
    from game.ai.runner import start_worker

    try:
        table = Table.resume(path)
    except saves.SaveProblem as exc:
        answer.send(("error", f"The table cannot be served: {exc}"))
        return
    executor = ProcessPoolExecutor(
        max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=start_worker
    )
    server = listing = None
    try:
        problem = ""
        for port in (DEFAULT_PORT, 0):
            server = TableServer(
                table, "0.0.0.0", port, executor=executor, bot_pause=bot_pause, autostart=False
            )
            try:
                await server.start()
                break
            except OSError as exc:
                problem = f"The table cannot listen: {exc.strerror or exc}."
                server = None
        if server is None:
            answer.send(("error", problem))
            return
        listing = await _list_on_network(table, server.port, answer)
        answer.send(("port", server.port))
        await asyncio.Future()  # until the app stops it
    finally:
        if listing is not None:
            listing.close()
        if server is not None:
            await server.close()
        executor.shutdown(wait=False, cancel_futures=True)


async def _list_on_network(table: Table, port: int, answer):
    """Answer table searches for `table`; None (said once, in the log and to the lobby) if
    another table on this computer answers them."""
    name = next((s.name for s in table.seats if s.host), "") or socket.gethostname()
    listing, problem = await discovery.answer_searches(
        lambda: discovery.table_facts(table, name, port)
    )
    LOG.info("The hosted table is %s", discovery.say_listing(problem))
    if problem is not None:
        answer.send(("unlisted", problem))
    return listing


def addresses() -> list[str]:
    """This computer's addresses others on the network may reach it at (no traffic is sent)."""
    found = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    addresses = [info[4][0] for info in infos] + [route_address()]
    for address in addresses:
        if address and not address.startswith("127.") and address not in found:
            found.append(address)
    return found or [socket.gethostname()]


def route_address() -> str | None:
    """The address this computer's default route leaves from: connecting a UDP socket only
    picks the route (nothing is sent), so it works where the host name has no address."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never reached, only routed
            return probe.getsockname()[0]
        except OSError:
            return None
