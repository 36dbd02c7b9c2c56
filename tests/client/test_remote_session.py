"""A table scene over a RemoteSession, fed the host's messages directly (no connection): a move
is sent and shows when the host's state comes back, a refusal is flashed in the host's words,
a player who dropped out is named in the prompt, the log is the host's events."""

from __future__ import annotations

from tablehelpers import run_until
from uihelpers import frames

from game.client.remote_session import RemoteSession
from game.client.scenes.table_launch import open_table
from game.net.client import Incoming
from game.net.snapshot import decode_state
from game.net.table import Table, parse_seats


class FakeLink:
    """The connection's side the session sees: what it was sent, what waits to be read."""

    def __init__(self, seat: int):
        self.seat = seat
        self.sent: list = []
        self.waiting: list[Incoming] = []
        self.closed = False

    def poll(self):
        out, self.waiting = self.waiting, []
        return out

    def act(self, action) -> None:
        self.sent.append(action)

    def close(self) -> None:
        self.closed = True


def state_of(table: Table, seat: int, since: int) -> Incoming:
    message = table.state_message(seat, since)
    return Incoming("state", message, decode_state(message["view"]))


def test_a_move_goes_to_the_host_and_shows_when_its_state_comes_back(app, tmp_path):
    table = Table("makers", parse_seats(None, 2, "makers"), 3, save_path=tmp_path / "t.json")
    table.join(table.code, "Ann")
    table.join(table.code, "Bob")
    table.start()
    mover = table.state.to_move()[0]
    link = FakeLink(mover)
    session = RemoteSession(link, table.table_message({0, 1}), state_of(table, mover, 0))
    open_table(app, session)
    scene = app.top
    run_until(app, scene.my_turn, what="Ann's turn")
    assert [e.index for e in session.log] == [-1] * len(table.events[0])  # the set-up's
    action = table.state.legal_actions(mover)[0]
    assert scene.submit(action, mover) is None
    assert link.sent == [action] and session.humans_to_move() == []  # nothing shows yet
    assert len(session.state.history) == 0
    link.waiting.append(Incoming("refused", {"type": "refused", "reason": "Not now, says host."}))
    frames(app)
    assert scene.flash_text == "Not now, says host." and scene.flash_bad
    table.act(mover, action)
    link.waiting.append(state_of(table, mover, 1))
    frames(app)
    assert len(session.state.history) == 1 and session.version == 1
    assert [e.index for e in session.log if not e.detail][-1] == 0
    other = 1 - mover
    assert table.state.to_move() == [other]  # the other player's turn: then their line drops
    link.waiting.append(Incoming("table", table.table_message({mover})))
    run_until(app, lambda: not scene.beats, what="the move shown")
    frames(app)
    seat, text = scene.prompt_data()
    assert seat == other and "dropped out" in text
    app.reset_to(app.stack[0])
    assert link.closed


def test_the_host_gives_a_gone_players_seat_to_a_computer_from_the_menu(app, tmp_path):
    from uihelpers import button, click

    from game.client.scenes.pause import PauseMenu

    table = Table("raiders", parse_seats(None, 3, "raiders"), 3, save_path=tmp_path / "t.json")
    for name in ("Ann", "Bob", "Cai"):
        table.join(table.code, name)
    table.start()
    link = FakeLink(0)
    link.send = link.sent.append
    session = RemoteSession(link, table.table_message({0, 1, 2}), state_of(table, 0, 0))
    open_table(app, session)
    scene = app.top
    menu = app.push(PauseMenu(app, scene))
    assert not any("computer plays" in (w.label or "") for w in menu.widgets)
    app.pop(menu)
    link.waiting.append(Incoming("table", table.table_message({0, 2})))  # Bob's line dropped
    frames(app)
    menu = app.push(PauseMenu(app, scene))
    click(app, button(menu, "A computer plays Bob").rect.center)
    click(app, button(app.top, "Give it").rect.center)
    assert link.sent == [{"type": "seat_bot", "seat": 1, "level": "normal"}]
    assert app.top is scene
    table.seat_bot(1, "normal")  # the host's answer: Bob's seat is a computer's now
    link.waiting.append(Incoming("table", table.table_message({0, 2})))
    frames(app)
    assert session.is_bot(1) and session.seats[1].is_ai and session.seats_to_give() == []
    guest = FakeLink(2)
    guest_session = RemoteSession(guest, table.table_message({0, 2}), state_of(table, 2, 0))
    assert guest_session.seats_to_give() == [], "only the host gives seats away"
