"""Test helper: a table served on a loop of its own thread that answers table searches
(game/net/discovery.py) on a free UDP port of the loopback address, as a host does."""

from __future__ import annotations

import asyncio
import threading

from game.net.discovery import answer_searches, table_facts
from tests.net.wire import new_table, started


class Host:
    """A table served on a loop of its own thread, answering searches on a free UDP port."""

    def __init__(self, tmp_path, game_id="doodle", seats="remote,bot:easy", name="Ann", port=0):
        self.table = new_table(tmp_path, game_id, seats, 2)
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.server = self.call(started(self.table))
        facts = lambda: table_facts(self.table, name, self.server.port)  # noqa: E731
        self.listing, self.problem = self.call(answer_searches(facts, "127.0.0.1", port))
        if self.listing is not None:
            self.port = self.listing.get_extra_info("sockname")[1]

    def call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(10)

    def close(self):
        if self.listing is not None:
            self.loop.call_soon_threadsafe(self.listing.close)
        self.call(self.server.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
