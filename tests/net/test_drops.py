"""A line that drops costs nothing, and nothing a client sends can break the table: a client
killed mid-game rejoins with its token and sees the same position; garbage, an oversized
message and an action for another seat are answered and change nothing."""

from __future__ import annotations

import asyncio
import json

from game.net.protocol import MAX_MESSAGE
from tests.net.wire import Client, new_table, started


async def _drop_and_rejoin(tmp_path):
    table = new_table(tmp_path, "raiders", "remote,remote,bot:random", 3)
    server = await started(table)
    ann, bob = (Client(server.port, table.code, name, seed=i) for i, name in enumerate("AB"))
    await ann.connect()
    await bob.connect()
    ann_plays = asyncio.create_task(ann.play())
    before = await bob.next("state")
    while before["to_move"] != [bob.seat]:  # the others have chosen: the table waits on Bob
        before = await bob.next("state")
    told = len(ann.received)
    bob.ws.transport.abort()  # killed: no closing handshake
    said_gone = False
    for _ in range(200):
        said_gone = any(
            m["type"] == "table" and not m["seats"][bob.seat]["here"] for m in ann.received[told:]
        )
        if said_gone:
            break
        await asyncio.sleep(0.01)
    moves = table.moves
    await asyncio.sleep(0.2)
    waited = table.moves == moves
    again = Client(server.port, table.code, "B", seed=9, token=bob.token)
    answer = await again.connect()
    state = await again.next("state")
    final = await asyncio.gather(ann_plays, again.play())
    await ann.close()
    await again.close()
    await server.close()
    return table, bob, answer, before, state, final, said_gone, waited


def test_a_client_killed_mid_game_rejoins_and_sees_the_same_position(tmp_path):
    table, bob, answer, before, state, final, said_gone, waited = asyncio.run(
        _drop_and_rejoin(tmp_path)
    )
    assert said_gone, "the others are told who is gone"
    assert waited, "the table waits for the player who dropped"
    assert answer == {"type": "seat", "seat": bob.seat, "token": bob.token}
    assert state["move"] == before["move"]
    assert state["view"] == before["view"] and state["legal"] == before["legal"]
    assert state["to_move"] == before["to_move"]
    assert [e["move"] for e in state["events"]][0] == 0, "the rejoined client gets the whole log"
    assert all(f["over"] for f in final) and table.state.is_over()


async def _bad_messages(tmp_path):
    table = new_table(tmp_path, "makers", "remote,remote", 2)
    server = await started(table)
    stranger = Client(server.port, table.code, "S")
    stranger.ws = None
    ann, bob = Client(server.port, table.code, "A"), Client(server.port, "WRONG", "B")
    await ann.connect()
    answers = {"wrong code": await bob.connect()}
    bob.code = table.code
    await bob.close()
    await bob.connect()
    first = await ann.next("state")
    mover = ann if ann.seat in first["to_move"] else bob
    other = bob if mover is ann else ann
    legal = first["legal"] or (await other.next("state"))["legal"]
    signature = table.state.signature()
    mover_legal = first["legal"] if mover is ann else legal
    for name, data in [
        ("not json", "{nope"),
        ("binary", b"\x00\x01"),
        ("not an object", "[1, 2]"),
        ("unknown type", json.dumps({"type": "dance"})),
        ("act without action", json.dumps({"type": "act"})),
        ("oversized", json.dumps({"type": "act", "action": "x" * (MAX_MESSAGE + 10)})),
    ]:
        await other.send_raw(data)
        answers[name] = await other.next("error", "refused")
    await other.act(mover_legal[0])
    answers["not its turn"] = await other.next("refused", "error")
    await other.act(mover_legal[0], seat=mover.seat)
    answers["for another seat"] = await other.next("refused", "error")
    await other.act({"act": "fly", "to": [99, 99]})
    answers["nonsense action"] = await other.next("refused", "error")
    unchanged = table.state.signature() == signature
    await mover.act(mover_legal[0])  # the table still plays
    moved = await other.next("state")
    third = Client(server.port, table.code, "C")
    answers["full"] = await third.connect()
    for client in (ann, bob, third):
        await client.close()
    await server.close()
    return answers, unchanged, moved


def test_garbage_and_actions_for_another_seat_are_refused_and_change_nothing(tmp_path):
    answers, unchanged, moved = asyncio.run(_bad_messages(tmp_path))
    assert answers["wrong code"] == {"type": "refused", "reason": "Wrong join code."}
    for name in ("not json", "binary", "not an object", "unknown type", "act without action"):
        assert answers[name]["type"] == "error" and answers[name]["reason"], name
    assert answers["oversized"] == {"type": "error", "reason": "The message is larger than 64 KB."}
    assert answers["not its turn"]["type"] == "refused"
    assert answers["for another seat"] == {
        "type": "refused",
        "reason": "You may act only for your own seat.",
    }
    assert answers["nonsense action"]["type"] == "refused"
    assert answers["full"] == {"type": "refused", "reason": "The table is full."}
    assert unchanged, "a refused message changed the game"
    assert moved["move"] == 1
