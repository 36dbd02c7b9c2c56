"""A hint at a network table (kit/hint.py over a RemoteSession): the person at this screen, the
first or the second to join a table served on localhost, presses H on their turn and the hard
computer player's move comes back for their own seat, worked out on the view the host sent
(the session holds nothing else). In every game, with a computer player seated where there is
room; the other person plays random moves from their own connection."""

from __future__ import annotations

import asyncio
import random
import threading
import time

import pygame
import pytest
from uihelpers import frames, key

from game.ai.advice import Advice
from game.ai.runner import BotRunner
from game.client.remote_session import RemoteSession
from game.client.scenes.lobby import LobbyScene
from game.client.tables.kit.table import TableScene
from game.net.client import NetClient
from game.net.snapshot import decode_state, encode_state
from tests.net.wire import new_table, started

SEATS = {
    "makers": ("remote,remote", 2),
    "raiders": ("remote,remote,bot:easy", 3),
    "stonespine": ("remote,remote,bot:easy", 3),
    "decorators": ("remote,remote,bot:easy", 3),
    "doodle": ("remote,remote,bot:easy", 3),
}


class Served:
    """A table served on a loop of its own thread, as `python -m game.server` serves one."""

    def __init__(self, tmp_path, game_id: str):
        seats, players = SEATS[game_id]
        self.table = new_table(tmp_path, game_id, seats, players, seed=4)
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.server = asyncio.run_coroutine_threadsafe(started(self.table), self.loop).result(10)
        self.url = f"ws://127.0.0.1:{self.server.port}"

    def close(self):
        asyncio.run_coroutine_threadsafe(self.server.close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)


def wait(app, done, what: str, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, f"{what} never came"
        frames(app)
        time.sleep(0.002)


@pytest.mark.parametrize("first", [True, False], ids=["first-to-join", "second-to-join"])
@pytest.mark.parametrize("game_id", list(SEATS))
def test_a_person_at_a_network_table_gets_a_hint_for_their_own_seat(app, tmp_path, game_id, first):
    served = Served(tmp_path, game_id)
    other = NetClient(served.url, served.table.code, "Bob")
    link = NetClient(served.url, served.table.code, "Ann")
    try:
        for client in (link, other) if first else (other, link):
            client.start()
            end = time.monotonic() + 10
            while client.seat is None and time.monotonic() < end:
                time.sleep(0.01)
        app.push(LobbyScene(app, link))
        wait(app, lambda: isinstance(app.top, TableScene), "the table")
        table = app.top
        session = table.session
        assert isinstance(session, RemoteSession) and session.mine == (0 if first else 1)
        rng = random.Random(2)

        def others_play() -> bool:
            for incoming in other.poll():
                if incoming.kind == "state" and incoming.message["legal"]:
                    other.act(rng.choice(incoming.message["legal"]))
            return table.my_turn()

        wait(app, others_play, "Ann's turn")
        assert table.hint_button.visible and table.hint_button.enabled
        key(app, pygame.K_h)
        wait(app, table.hint_button.showing, "the hint")
        advice, error = table.hint_button.advice_for(session.mine)
        assert error is None and isinstance(advice, Advice)
        assert advice.action in session.state.legal_actions(session.mine)
        assert advice.why
        assert session.hints_taken == {session.mine: 1}
        assert session.state.history == [tuple(a) for a in session.known]
    finally:
        link.close()
        other.close()
        served.close()


@pytest.mark.parametrize("game_id", list(SEATS))
def test_the_bot_worker_works_a_hint_out_on_a_view_sent_as_a_snapshot(tmp_path, game_id):
    """The worker's road (a view cannot travel as a save): encoded, decoded there, advised."""
    seats, players = SEATS[game_id]
    table = new_table(tmp_path, game_id, seats, players, seed=4)
    for name in ("Ann", "Bob"):
        table.join(table.code, name)
    table.start()
    seat = table.state.to_move()[0]
    view = decode_state(encode_state(table.state.view(seat)))
    view.history = [(s, {}) for s, _ in table.state.history]
    runner = BotRunner(use_process=False)
    try:
        ticket = runner.request_advice_on_view(view, seat, 3, 0.2)
        end = time.monotonic() + 60
        while not (done := runner.poll()):
            assert time.monotonic() < end, "no hint came back"
            time.sleep(0.01)
    finally:
        runner.shutdown()
    assert done[0].ticket == ticket and done[0].error is None
    assert done[0].action.action in view.legal_actions(seat)
