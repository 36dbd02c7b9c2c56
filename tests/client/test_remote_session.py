"""A table scene over a RemoteSession, fed the host's messages directly (no connection): a move
is sent and shows when the host's state comes back, a refusal is flashed in the host's words,
a player who dropped out is named in the prompt, the log is the host's events."""

from __future__ import annotations

import pygame
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


def doodle_build_phase(tmp_path) -> Table:
    """A two-player Doodle table played at random by the host up to the first build, where each
    player installs the elements of the card taken, one move each, at the same time."""
    import random

    table = Table("doodle", parse_seats(None, 2, "doodle"), 3, save_path=tmp_path / "t.json")
    table.join(table.code, "Ann")
    table.join(table.code, "Bob")
    table.start()
    rng = random.Random(1)
    while two_builds(table.state, 0) is None or 1 not in table.state.to_move():
        seat = table.state.to_move()[0]
        table.act(seat, rng.choice(table.state.legal_actions(seat)))
    return table  # Ann has (at least) two elements to install, Bob builds at the same time


def two_builds(state, seat: int):
    """Two builds `seat` may make one after the other now, or None."""
    first = next((a for a in state.legal_actions(seat) if a.get("act") == "build"), None)
    if first is None:
        return None
    after = state.clone()
    after.apply(seat, first)
    second = next((a for a in after.legal_actions(seat) if a.get("act") == "build"), None)
    return None if second is None else (first, second)


def test_moves_confirmed_together_go_to_the_host_only_on_confirm_and_one_by_one(app, tmp_path):
    """Confirm at a network table: nothing is sent while the moves wait; on Confirm the first
    goes, the next once the host has answered the first (not when another player's move made at
    the same time comes in between), each checked in the position it is made in."""
    app.settings.confirm_moves = True
    table = doodle_build_phase(tmp_path)
    link = FakeLink(0)
    session = RemoteSession(link, table.table_message({0, 1}), state_of(table, 0, 0))
    open_table(app, session)
    scene = app.top
    run_until(app, scene.my_turn, what="Ann's turn")
    first, second = two_builds(table.state, 0)
    assert scene.propose(first, 0) is None
    assert scene.propose(second, 0, extend=True) is None
    frames(app, 3)
    assert link.sent == [] and scene.provisional is not None, "nothing leaves before Confirm"
    assert scene.confirm_move() is None
    assert link.sent == [first] and session.humans_to_move() == []
    table.act(1, table.state.legal_actions(1)[0])
    link.waiting.append(state_of(table, 0, table.moves))  # Bob's move, made meanwhile
    frames(app)
    assert link.sent == [first] and session.humans_to_move() == [], "Ann's first is not back"
    table.act(0, first)
    link.waiting.append(state_of(table, 0, table.moves))
    frames(app)
    assert link.sent == [first, second]
    table.act(0, second)
    link.waiting.append(state_of(table, 0, table.moves))
    frames(app)
    assert link.sent == [first, second] and not scene.flash_bad
    assert session.state.history[-1] == (0, second)


def test_a_refused_move_takes_the_ones_confirmed_with_it_back(app, tmp_path):
    app.settings.confirm_moves = True
    table = doodle_build_phase(tmp_path)
    link = FakeLink(0)
    session = RemoteSession(link, table.table_message({0, 1}), state_of(table, 0, 0))
    open_table(app, session)
    scene = app.top
    run_until(app, scene.my_turn, what="Ann's turn")
    first, second = two_builds(table.state, 0)
    scene.propose(first, 0)
    scene.propose(second, 0, extend=True)
    scene.confirm_move()
    link.waiting.append(Incoming("refused", {"type": "refused", "reason": "Not that, says host."}))
    frames(app)
    assert scene.flash_text == "Not that, says host." and session.outbox == []
    assert session.humans_to_move() == [0] and link.sent == [first]


def test_undo_at_a_network_table_says_that_every_move_stands(app, tmp_path):
    """Undo (its key or a click on the greyed button) says why nothing is taken back."""
    from uihelpers import click, key

    table = doodle_build_phase(tmp_path)
    first, _ = two_builds(table.state, 0)
    table.act(0, first)
    link = FakeLink(0)
    session = RemoteSession(link, table.table_message({0, 1}), state_of(table, 0, 0))
    open_table(app, session)
    scene = app.top
    frames(app, 2)
    assert not scene.undo_button.enabled
    key(app, pygame.K_z)
    assert scene.flash_text == "At a table played over the network every move stands."
    assert scene.flash_bad and len(session.state.history) == table.moves
    scene.flash_bar.text = ""
    click(app, scene.undo_button.rect.center)
    assert scene.flash_text == "At a table played over the network every move stands."
