"""A table hosted by the app itself: the server (game/net/server.py) on a thread of its own,
with the bots thinking in a worker process at the lowest priority, as the app's bots do.

The host's own player is a client like the others: `Hosting` keeps the seat for them (a token)
and the app joins its own table through the loopback address (game/net/client.py), so the host's
screen is made exactly as a guest's.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from concurrent.futures import ProcessPoolExecutor

from game import saves
from game.net.server import TableServer
from game.net.table import Seat, Table

DEFAULT_PORT = 8765
BOT_PAUSE = 0.5  # seconds before each bot move, so the players can follow


class Hosting:
    def __init__(self, table: Table, local: int, token: str):
        """Serve `table`, whose seat `local` (token `token`) is played at this screen."""
        self.table = table
        self.local = local
        self.token = token
        self.port: int | None = None
        self.error: str | None = None
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="table-host", daemon=True)

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

    def start(self, timeout: float = 10.0) -> bool:
        """Listen (on DEFAULT_PORT, else any free port); False with `error` set if it cannot."""
        self._thread.start()
        self._ready.wait(timeout)
        return self.port is not None

    def stop(self) -> None:
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._main.cancel)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._main = self._loop.create_task(self._serve())
        try:
            self._loop.run_until_complete(self._main)
        except asyncio.CancelledError:
            pass
        finally:
            self._loop.close()

    async def _serve(self) -> None:
        import multiprocessing

        from game.ai.runner import start_worker

        executor = ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=start_worker
        )
        server = None
        try:
            for port in (DEFAULT_PORT, 0):
                server = TableServer(
                    self.table,
                    "0.0.0.0",
                    port,
                    executor=executor,
                    bot_pause=BOT_PAUSE,
                    autostart=False,
                )
                try:
                    self.port = await server.start()
                    break
                except OSError as exc:
                    self.error = f"The table cannot listen: {exc.strerror or exc}."
                    server = None
            self.table.save()
            self._ready.set()
            if server is not None:
                await asyncio.Future()
        finally:
            self._ready.set()
            if server is not None:
                await server.close()
            executor.shutdown(wait=False, cancel_futures=True)


def addresses() -> list[str]:
    """This computer's addresses others on the network may reach it at (no traffic is sent)."""
    found = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        address = info[4][0]
        if not address.startswith("127.") and address not in found:
            found.append(address)
    return found or [socket.gethostname()]
