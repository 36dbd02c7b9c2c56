"""Join a table's "Tables on this network" (game/client/scenes/found_tables.py): a table served
on localhost answers the scene's search and is listed in words; a click fills in its address, the
typed code joins it; with no table answering, the list says so and the typed address still
works. Real sockets; the window's thread never waits for the search."""

from __future__ import annotations

import socket
import time

import pygame
import pytest
from uihelpers import button, click, frames, key

from game.client import fonts
from game.client.scenes.join import JoinScene
from game.client.scenes.lobby import LobbyScene
from game.net import discovery
from tests.net.lan import Host


@pytest.fixture
def host(tmp_path, monkeypatch):
    monkeypatch.setattr(discovery, "TARGETS", ("127.0.0.1",))  # no other table on the network
    monkeypatch.setattr(discovery, "REFRESH_SECONDS", 0.2)
    served = Host(tmp_path)
    yield served
    served.close()


def frames_until(app, done, seconds: float = 20.0, what: str = "the awaited moment") -> None:
    """Frames (with the real time passing) until `done()`: the search runs on its own thread."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, f"{what} never came"
        frames(app)
        time.sleep(0.01)


def type_text(app, text: str) -> None:
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_a_table_found_is_listed_and_a_click_fills_its_address(app, host):
    join = app.push(JoinScene(app, discovery_port=host.port))
    rows = join.found.rows
    frames_until(app, lambda: rows[0].visible, what="the table found")
    assert not rows[1].visible
    where = f"127.0.0.1:{host.server.port}"
    assert rows[0].words() == ["Doodle Dungeon", "hosted by Ann", "1 of 2 seats free", where]
    assert join.found.status().startswith("Choose a table")
    fonts.reset_smallest()
    app.frame()
    assert fonts.SMALLEST <= fonts.smallest_shown() <= 16  # the status line: 16 px
    for widget in join.widgets:
        widget.focused = widget is rows[0]  # Tab brought the focus to the row
    key(app, pygame.K_RETURN)
    assert app.top is join, "Enter on a row picks it, not the Join button"
    assert join.fields[0].text == join.address == where
    join.fields[0].text = join.address = ""
    click(app, rows[0].rect.center)
    assert join.fields[0].text == join.address == where
    assert join.fields[1].focused and join.fields[1].text == ""
    type_text(app, host.table.code.lower())
    click(app, button(join, "Join").rect.center)
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    assert join.found.finder is None  # no searching behind the lobby
    frames_until(app, lambda: lobby.link.seat is not None, what="the seat")
    assert lobby.link.seat == 0
    lobby.back()
    assert app.top is join and join.found.finder is not None  # searching again


def test_with_no_table_answering_it_says_so_and_a_typed_address_still_joins(app, host):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as silent:
        silent.bind(("127.0.0.1", 0))  # a port where nobody answers
        join = app.push(JoinScene(app, discovery_port=silent.getsockname()[1]))
        frames_until(app, lambda: join.found.searches > 0, what="the first search's end")
    assert not any(row.visible for row in join.found.rows)
    assert join.found.status().startswith("No table answered on this network.")
    fonts.reset_smallest()
    app.frame()
    assert fonts.SMALLEST <= fonts.smallest_shown() <= 16  # the status line: 16 px
    join.fields[0].text = join.address = f"127.0.0.1:{host.server.port}"
    join.code = host.table.code
    click(app, button(join, "Join").rect.center)
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    frames_until(app, lambda: lobby.link.seat is not None, what="the seat")
    app.pop(lobby)
    app.pop(join)
    assert join.found.finder is None


def test_a_row_says_the_table_s_stage_in_words():
    from game.client.scenes.found_tables import seats_words
    from game.net.discovery import FoundTable

    def table(**change):
        facts = dict(seats=3, free=2, started=False, over=False, protocol=1)
        return FoundTable("10.0.0.2", 8765, "t", "raiders", "Cy", **{**facts, **change})

    assert seats_words(table()) == "2 of 3 seats free"
    assert seats_words(table(free=0)) == "every seat taken"
    assert seats_words(table(free=0, started=True)) == "playing"
    assert seats_words(table(free=0, started=True, over=True)) == "game over"
    assert seats_words(table(protocol=2)) == "another version"
