"""The app's connection (game/net/client.py): on a thread of its own it joins, hands back each
state with its view decoded, and takes the seat back by itself after the line drops."""

from __future__ import annotations

import asyncio
import threading
import time

from game.net.client import NetClient, address_url
from tests.net.wire import Client, new_table, started


def wait_for(link: NetClient, kind: str, seconds: float = 10.0):
    """Poll as the window does each frame until a message of `kind` comes (None if none)."""
    end = time.monotonic() + seconds
    waiting = link.__dict__.setdefault("unread", [])  # polled but not yet looked at
    while time.monotonic() < end:
        waiting += link.poll()
        while waiting:
            incoming = waiting.pop(0)
            if incoming.kind == kind:
                return incoming
        time.sleep(0.01)
    return None


class ServedTable:
    """A table served on a thread of its own, as the app hosts one."""

    def __init__(self, tmp_path):
        self.table = new_table(tmp_path, "makers", "remote,remote", 2)
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.server = asyncio.run_coroutine_threadsafe(started(self.table), self.loop).result(10)

    def call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(10)

    def drop_everyone(self):
        async def drop():
            for ws in list(self.server.connections.values()):
                ws.transport.abort()

        self.call(drop())

    def close(self):
        self.call(self.server.close())
        self.loop.call_soon_threadsafe(self.loop.stop)


def test_addresses_typed_by_a_player_become_urls():
    assert address_url("192.168.1.20") == "ws://192.168.1.20:8765"
    assert address_url(" 192.168.1.20:9000 ") == "ws://192.168.1.20:9000"
    assert address_url("ws://example:1") == "ws://example:1"
    assert address_url("::1") == "ws://[::1]:8765"


def test_the_link_joins_decodes_states_and_rejoins_after_a_drop(tmp_path):
    served = ServedTable(tmp_path)
    try:
        other = Client(served.server.port, served.table.code, "Bob")
        served.call(other.connect())
        link = NetClient(f"ws://127.0.0.1:{served.server.port}", served.table.code, "Ann")
        link.start()
        first = wait_for(link, "state")
        assert first is not None and link.seat is not None and link.token
        assert first.state.legal_actions(link.seat) == first.message["legal"]
        token = link.token
        served.drop_everyone()
        assert wait_for(link, "lost") is not None
        assert wait_for(link, "back") is not None and link.token == token
        again = wait_for(link, "state")
        assert again.message["move"] == first.message["move"]
        assert again.message["view"] == first.message["view"]
        link.close()
        wrong = NetClient(f"ws://127.0.0.1:{served.server.port}", "ZZZZZZ", "Eve")
        wrong.start()
        assert wait_for(wrong, "refused").message["reason"] == "Wrong join code."
        nobody = NetClient("ws://127.0.0.1:9", served.table.code, "Eve")
        nobody.start()
        assert "No table answered" in wait_for(nobody, "failed").message["reason"]
    finally:
        served.close()


def test_the_host_shows_its_routed_address_when_its_name_has_none(monkeypatch):
    import socket

    from game.net import hosting

    def no_address(*args, **kwargs):
        raise socket.gaierror("no address for this name")

    monkeypatch.setattr(hosting.socket, "getaddrinfo", no_address)
    monkeypatch.setattr(hosting, "route_address", lambda: "10.1.2.3")
    assert hosting.addresses() == ["10.1.2.3"]
    monkeypatch.setattr(hosting, "route_address", lambda: None)
    assert hosting.addresses() == [socket.gethostname()]
