"""Whole games over real WebSocket connections on localhost: two to five clients (written from
the wire alone: tests/net/wire.py) with bots seated, in every game, every message each seat is
sent recorded and held to what that seat may know."""

from __future__ import annotations

import asyncio
import json

import pytest

from game import saves
from game.net.snapshot import encode_state
from game.net.table import Table
from tests.net.wire import Client, started

# game, seats: 1 to 5 clients, bots (or the solo automaton) seated with them where there is room
TABLES = [
    ("makers", "remote,remote"),
    ("makers", "remote"),
    ("raiders", "remote,remote,remote,remote,bot:random"),
    ("stonespine", "remote,remote,bot:random"),
    ("decorators", "remote,remote,remote,bot:random"),
    ("doodle", "remote,remote,bot:random"),
    ("raiders", "remote,remote,remote,remote,remote"),
]


def data_values(value):
    yield value
    if isinstance(value, dict):
        for v in value.values():
            yield from data_values(v)
    elif isinstance(value, list):
        for v in value:
            yield from data_values(v)


class RecordedTable(Table):
    """Notes, for each state message it writes, what its seat may not know then, and the view
    and legal actions a game knowing only what that seat knows (another deal of the hidden
    parts) gives it."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.expected: dict[tuple[int, int], tuple[list, str, list]] = {}

    def state_message(self, seat, since):
        message = super().state_message(seat, since)
        decoy = self.state.view(seat, seed=self.view_seed(seat) ^ 0x5A5A)
        view = decoy.view(seat, self.view_seed(seat))
        text = json.dumps(encode_state(view), sort_keys=True)
        legal = view.legal_actions(seat) if seat in message["to_move"] else []
        self.expected[seat, self.moves] = (self.state.secrets_for(seat), text, legal)
        return message


def check_secrets_kept(table: RecordedTable, client: Client) -> int:
    """Every state message to `client` holds the view and legal actions that a game knowing only
    what its seat knows gives, and no secret of the others in its events nor in the others'
    actions (the checks of the rules' contract suite); returns the messages checked."""
    checked = 0
    for message in client.received:
        if message["type"] != "state":
            continue
        secrets, view, legal = table.expected[client.seat, message["move"]]
        assert json.dumps(message["view"], sort_keys=True) == view, "the view depends on secrets"
        assert message["legal"] == legal
        others = [a["action"] for a in message["actions"] if a["seat"] != client.seat]
        values = list(data_values([e["data"] for e in message["events"]] + others))
        lines = [e["text"] for e in message["events"]]
        for secret in secrets:
            assert secret not in values, (secret, message["move"])
            if isinstance(secret, str):
                assert not any(secret in line for line in lines), (secret, message["move"])
        checked += 1
    return checked


async def play_whole_game(tmp_path, game_id: str, seats: str):
    players = len(seats.split(","))
    path = tmp_path / f"table-{game_id}.json"
    from game.net.table import parse_seats

    table = RecordedTable(game_id, parse_seats(seats, players, game_id), 5, save_path=path)
    server = await started(table)
    remote = [n for n, s in enumerate(table.seats) if s.kind == "remote"]
    clients = [Client(server.port, table.code, f"P{n}", seed=n) for n in remote]
    try:
        for client in clients:
            assert (await client.connect())["type"] == "seat"
        finals = await asyncio.gather(*(c.play() for c in clients))
    finally:
        for client in clients:
            await client.close()
        await server.close()
    return table, clients, finals


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_clients_and_bots_play_a_whole_game(tmp_path, game_id, seats):
    table, clients, finals = asyncio.run(play_whole_game(tmp_path, game_id, seats))
    assert table.state.is_over()
    assert sorted(c.seat for c in clients) == [
        n for n, s in enumerate(table.seats) if s.kind == "remote"
    ]
    expected = [s.to_dict() for s in table.state.scores()]
    for client, final in zip(clients, finals):
        assert final["over"] and final["scores"] == expected
        assert final["move"] == table.moves
        # every event of the game reached every client once, in order
        events = [e for m in client.received if m["type"] == "state" for e in m["events"]]
        assert [e["move"] for e in events] == [
            n for n, group in enumerate(table.events) for _ in group
        ]
        actions = [a for m in client.received if m["type"] == "state" for a in m["actions"]]
        assert [(a["move"], a["seat"]) for a in actions] == [
            (n + 1, seat) for n, (seat, _) in enumerate(table.state.history)
        ]
        assert check_secrets_kept(table, client) > 0
    # the saves folder holds the finished game, move for move
    saved = saves.read_save(table.save_path)
    assert saved.state.signature() == table.state.signature()
    assert saved.network["code"] == table.code
