"""The host's table without connections: seats, codes and tokens, refusals, what each seat is
told, and the table kept in (and resumed from) the saves folder."""

from __future__ import annotations

import random

import pytest

from game.net.table import Refused, Table, parse_seats
from game.rules import GAMES
from tests.net.wire import new_table


def test_seats_are_read_from_the_command_line():
    seats = parse_seats("remote,bot:hard", 3, "raiders")
    assert [(s.kind, s.level) for s in seats] == [
        ("remote", None),
        ("bot", "hard"),
        ("remote", None),
    ]
    assert parse_seats("bot", 2, "makers")[0].level == "easy"
    for wrong in ("remote,robot", "bot:genius", "remote,remote,remote,remote"):
        with pytest.raises(ValueError):
            parse_seats(wrong, 3, "raiders")


def test_joining_takes_free_seats_and_a_token_takes_its_seat_back(tmp_path):
    table = new_table(tmp_path, "raiders", "remote,bot:easy,remote", 3)
    with pytest.raises(Refused, match="Wrong join code"):
        table.join("AAAAAA" if table.code != "AAAAAA" else "BBBBBB", "Ann")
    ann = table.join(table.code.lower(), "Ann")
    assert ann[0] == 0 and table.seats[0].name == "Ann" and table.is_host(0)
    assert not table.filled()
    bob = table.join(table.code, "ann")  # a name taken at the table gets a number
    assert bob[0] == 2 and not table.is_host(2) and table.filled()
    assert table.seats[2].name == "ann 2"
    with pytest.raises(Refused, match="full"):
        table.join(table.code, "Cai")
    assert table.join(table.code, "whoever", bob[1]) == bob
    with pytest.raises(Refused, match="token"):
        table.join(table.code, "Eve", "forged")
    table.seat_bot(2, "random")
    with pytest.raises(Refused, match="token"):
        table.join(table.code, "Bob", bob[1])
    assert table.bot_to_move() is None, "no bot moves before the start"
    table.start()
    assert table.bot_to_move() in ((1, "easy"), (2, "random"))


def test_nothing_moves_before_the_start_and_refusals_change_nothing(tmp_path):
    table = new_table(tmp_path, "makers", "remote,remote", 2)
    with pytest.raises(Refused):
        table.start()
    table.join(table.code, "Ann")
    table.join(table.code, "Bob")
    seat = table.state.to_move()[0]
    action = table.state.legal_actions(seat)[0]
    with pytest.raises(Refused, match="not started"):
        table.act(seat, action)
    table.start()
    signature = table.state.signature()
    with pytest.raises(Refused):
        table.act(1 - seat, action)
    assert table.state.signature() == signature
    table.act(seat, action)
    assert table.moves == 1 and len(table.events) == 2


def test_a_hidden_pick_is_sent_to_the_others_without_its_card(tmp_path):
    table = new_table(tmp_path, "raiders", "remote,remote,remote", 3)
    for name in ("Ann", "Bob", "Cai"):
        table.join(table.code, name)
    table.start()
    pick = table.state.legal_actions(0)[0]
    table.act(0, pick)
    mine, theirs = table.state_message(0, 1), table.state_message(1, 1)
    assert mine["actions"] == [{"move": 1, "seat": 0, "action": pick}]
    assert theirs["actions"] == [{"move": 1, "seat": 0, "action": {}}]
    assert mine["legal"] == [] and theirs["legal"] == table.state.legal_actions(1)
    stonespine = GAMES["stonespine"].new_state(3, 1)
    draft = stonespine.legal_actions(0)[0]
    assert stonespine.public_action(0, draft) == {"act": "draft"}


def test_the_table_is_resumed_from_the_saves_folder_as_it_was(tmp_path):
    table = new_table(tmp_path, "decorators", "remote,bot:random", 2)
    token = table.join(table.code, "Ann")[1]
    table.start()
    rng = random.Random(2)
    for _ in range(12):
        seat = table.state.to_move()[0]
        table.act(seat, rng.choice(table.state.legal_actions(seat)))
    again = Table.resume(table.save_path)
    assert again.code == table.code and again.started
    assert again.state.signature() == table.state.signature()
    assert [e for group in again.events for e in group] == [
        e for group in table.events for e in group
    ]
    assert again.join(table.code, "Ann", token)[0] == 0
    assert [(s.kind, s.level, s.name) for s in again.seats] == [
        (s.kind, s.level, s.name) for s in table.seats
    ]
