"""Finding tables on the local network (game/net/discovery.py) with real UDP sockets on
localhost: a host answers a search with its table's facts and never its code or a token, ignores
garbage and goes on answering; a client keeps only well-formed answers to its own query; a second
host on the same computer is hosted unlisted, and says so."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import types

import pytest

from game.net import discovery
from game.net.discovery import read_answer, search
from tests.net.lan import Host
from tests.net.wire import Client, new_table

LOCAL = ("127.0.0.1",)
ANSWER_KEYS = {
    "type",
    "version",
    "protocol",
    "nonce",
    "table",
    "game",
    "host",
    "seats",
    "free",
    "started",
    "over",
    "port",
}


@pytest.fixture
def host(tmp_path):
    served = Host(tmp_path)
    yield served
    served.close()


def ask(port: int, data: bytes, seconds: float = 2.0) -> bytes | None:
    """Send one datagram to the host and return its answer (None if none came in `seconds`)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.settimeout(seconds)
        sock.sendto(data, ("127.0.0.1", port))
        try:
            return sock.recvfrom(4096)[0]
        except TimeoutError:
            return None


def test_a_host_answers_a_search_with_its_table_and_nothing_secret(host):
    [found] = search(host.port, LOCAL, 1.5)
    assert (found.game, found.host, found.seats, found.free) == ("doodle", "Ann", 2, 1)
    assert (found.started, found.over, found.protocol) == (False, False, 1)
    assert found.where == f"127.0.0.1:{host.server.port}"
    raw = ask(host.port, discovery.query("n1"))
    answer = json.loads(raw)
    assert set(answer) == ANSWER_KEYS and answer["nonce"] == "n1"
    assert host.table.code not in raw.decode() and host.table.code.lower() not in raw.decode()
    guest = Client(host.server.port, host.table.code, "Bob")
    host.call(guest.connect())
    assert guest.token and guest.token not in ask(host.port, discovery.query("n2")).decode()
    [found] = search(host.port, LOCAL, 1.5)
    assert (found.free, found.started) == (0, True)  # the guest filled it: the game began
    host.call(guest.ws.close())


@pytest.mark.parametrize(
    "garbage",
    [
        b"",
        b"\xff\xfe not text",
        b"not json",
        b"[1, 2]",
        b'{"type": "find_tables"}',
        b'{"type": "find_tables", "version": true, "nonce": "a"}',
        b'{"type": "find_tables", "version": 1, "nonce": 7}',
        b'{"type": "find_tables", "version": 1, "nonce": "' + b"x" * 33 + b'"}',
        b'{"type": "table_here", "version": 1, "nonce": "a"}',
        b'{"type": "find_tables", "version": 1, "nonce": "a", "pad": "' + b"x" * 1100 + b'"}',
        b"[" * 500 + b"]" * 500,
    ],
)
def test_garbage_is_ignored_and_the_host_goes_on_answering(host, garbage):
    assert ask(host.port, garbage, 0.3) is None
    assert json.loads(ask(host.port, discovery.query("after")))["nonce"] == "after"


def test_a_search_keeps_only_well_formed_answers_to_its_own_query():
    """A fake host answers every query with garbage, a stranger's answer and one good answer."""
    good = {
        "type": "table_here",
        "version": 1,
        "protocol": 1,
        "table": "t1",
        "game": "raiders",
        "host": "Cy",
        "seats": 3,
        "free": 2,
        "started": False,
        "over": False,
        "port": 9000,
    }
    bad = [
        {"nonce": "someone else's"},
        {"free": 4},
        {"port": 0},
        {"seats": True},
        {"started": "no"},
        {"host": "x" * 41},
        {"host": ""},
        {"game": 5},
        {"table": None},
    ]
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as fake:
        fake.bind(("127.0.0.1", 0))
        port = fake.getsockname()[1]

        def answer_badly():
            data, sender = fake.recvfrom(4096)
            nonce = json.loads(data)["nonce"]
            fake.sendto(b"\x00" * 2000, sender)
            fake.sendto(b"{not json", sender)
            for change in bad:
                fake.sendto(json.dumps({**good, "nonce": nonce, **change}).encode(), sender)
            fake.sendto(json.dumps({**good, "nonce": nonce}).encode(), sender)
            fake.sendto(json.dumps({**good, "nonce": nonce}).encode(), sender)  # twice: one row

        thread = threading.Thread(target=answer_badly, daemon=True)
        thread.start()
        found = search(port, LOCAL, 1.5)
        thread.join(5)
    assert [(t.game, t.host, t.free, t.where) for t in found] == [
        ("raiders", "Cy", 2, "127.0.0.1:9000")
    ]


def test_answers_are_read_without_trusting_them():
    sender = ("10.0.0.7", 8766)
    good = json.loads(discovery.answer("n", "t", {**dict.fromkeys(["game", "host"], "g")}))
    good.update(seats=2, free=1, started=False, over=False, port=1)
    assert read_answer(json.dumps(good).encode(), sender, "n").where == "10.0.0.7:1"
    assert read_answer(json.dumps(good).encode(), sender, "other") is None
    assert read_answer(json.dumps({**good, "version": 1.0}).encode(), sender, "n") is None
    assert read_answer(json.dumps({**good, "port": 70000}).encode(), sender, "n") is None
    assert read_answer(b"x" * (discovery.MAX_DATAGRAM + 1), sender, "n") is None


def test_two_hosts_on_one_computer_both_host_and_the_second_says_it_is_unlisted(tmp_path):
    first = Host(tmp_path / "a")
    second = Host(tmp_path / "b", "makers", "remote,remote", "Bo", port=first.port)
    try:
        assert second.listing is None and "taken" in second.problem
        line = discovery.say_listing(second.problem)
        assert line.startswith("not listed on this network") and "type the address" in line
        assert [t.host for t in search(first.port, LOCAL, 1.5)] == ["Ann"]  # the first answers
        guest = Client(second.server.port, second.table.code, "Cy")  # the second still hosts
        assert second.call(guest.connect())["type"] == "seat"
        second.call(guest.ws.close())
    finally:
        second.close()
        first.close()


def test_the_headless_server_says_once_whether_it_is_listed(tmp_path, capsys):
    from game.server import list_on_network

    first = Host(tmp_path / "a")
    try:
        table = new_table(tmp_path, "makers", "remote,remote", 2)
        args = types.SimpleNamespace(discovery_port=first.port, host="127.0.0.1", name="Srv")
        assert asyncio.run(list_on_network(args, table, 8765)) is None
        args.discovery_port = 0
        assert asyncio.run(list_on_network(args, table, 8765)) is None
        said = capsys.readouterr().out.splitlines()
        assert said[0].startswith("not listed on this network: UDP port")
        assert said[1] == "not listed on this network (--discovery-port 0)"
    finally:
        first.close()

    async def listed():
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.bind(("127.0.0.1", 0))
            free_port = probe.getsockname()[1]
        args = types.SimpleNamespace(discovery_port=free_port, host="127.0.0.1", name="Srv")
        listing = await list_on_network(args, table, 8765)
        found = await asyncio.to_thread(search, free_port, LOCAL, 1.5)
        listing.close()
        return found

    [found] = asyncio.run(listed())
    assert (found.host, found.game, found.port) == ("Srv", "makers", 8765)
    assert capsys.readouterr().out.startswith("listed on this network")


def test_the_app_hosting_a_table_says_when_it_is_unlisted(tmp_path, monkeypatch):
    from game.net import hosting

    first = Host(tmp_path / "a")
    monkeypatch.setattr(discovery, "DISCOVERY_PORT", first.port)
    said = []
    pipe = types.SimpleNamespace(send=said.append)
    table = new_table(tmp_path, "makers", "remote,remote", 2)
    try:
        assert asyncio.run(hosting._list_on_network(table, 8765, pipe)) is None
        assert said and said[0][0] == "unlisted" and "taken" in said[0][1]
    finally:
        first.close()
