"""A table hosted by the app: the set-up's Remote seat, the lobby (code, who joined, Start),
then the table from the host's seat while a guest plays from another connection, to the
results, with the same scores on both sides; the host asks for a hint on its first turn."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from tablehelpers import run_until
from uihelpers import button, click, frames, key

from game.client.remote_session import RemoteSession
from game.client.scenes.lobby import LobbyScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.setup import SetupScene
from game.client.tables.kit.table import TableScene
from game.net import hosting
from game.net.client import NetClient

# each game's table: this screen's person, a remote guest and a computer player where there is
# room (Dungeon Makers seats two)
KINDS = {
    "makers": ("human", "remote"),
    "raiders": ("human", "remote", "ai"),
    "stonespine": ("human", "remote", "ai"),
    "decorators": ("human", "remote", "ai"),
    "doodle": ("human", "remote", "ai"),
}


@pytest.mark.parametrize("game_id", list(KINDS))
def test_a_hosted_game_is_played_from_the_lobby_to_the_results(app, monkeypatch, game_id):
    monkeypatch.setattr(hosting, "BOT_PAUSE", 0.0)
    setup = app.push(SetupScene(app, game_id))
    setup.set_count(len(KINDS[game_id]))
    for seat, kind in enumerate(KINDS[game_id]):
        setup.set_kind(seat, kind)
        if kind == "ai":
            setup.set_level(seat, setup.levels[0])
    assert button(setup, "Host")
    click(app, button(setup, "Host").rect.center)
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    deadline = time.monotonic() + 60  # the server starts in a process of its own
    while lobby.table is None:
        assert time.monotonic() < deadline and lobby.problem is None, lobby.problem
        frames(app)
        time.sleep(0.01)
    assert lobby.hosting.port
    start = button(lobby, "Start")
    assert not start.enabled, "Start waits for the remote seat"
    guest = NetClient(f"ws://127.0.0.1:{lobby.hosting.port}", lobby.hosting.code, "Bob")
    guest.start()
    run_until(app, lambda: start.enabled, what="the guest taking the seat")
    assert all(s["taken"] for s in lobby.table["seats"])
    assert lobby.table["seats"][1]["name"] == "Bob"
    click(app, start.rect.center)
    rng = random.Random(3)
    guest_final = []

    def guest_plays():
        for incoming in guest.poll():
            message = incoming.message
            if incoming.kind == "state" and message["legal"]:
                guest.act(rng.choice(message["legal"]))
            if incoming.kind == "state" and message["over"]:
                guest_final.append(message)
        table = app.top
        if isinstance(table, TableScene) and table.my_turn():
            assert isinstance(table.session, RemoteSession)
            session = table.session
            legal = table.state.legal_actions(session.mine)
            if not session.hints_taken:  # the host asks for a hint once, on its own view
                if table.hint_button.wanted is None:
                    key(app, pygame.K_h)
                got = table.hint_button.advice_for(session.mine)
                if got is None:
                    return False
                assert got[1] is None and got[0].action in legal
            table.submit(rng.choice(legal), session.mine)
        return isinstance(app.top, ResultsScene) and guest_final

    deadline = time.monotonic() + 400  # wall time: the host's thread does the table's work
    while not guest_plays():
        assert time.monotonic() < deadline, "the hosted game never ended"
        frames(app)
        time.sleep(0.001)  # a real frame waits for the next: the host's thread gets its turn
    results = app.top
    assert [s.total for s in results.scores] == [s["total"] for s in guest_final[0]["scores"]]
    # the seat holds a view, not the game: no replay, review or new game from it
    assert [w.label for w in results.widgets] == ["See the board", "Back to title"]
    click(app, button(results, "See the board").rect.center)
    assert isinstance(app.top, TableScene) and app.top.state.is_over()
    guest.close()
    app.reset_to(SetupScene(app, game_id))  # leaving the table stops the hosting
    frames(app)
