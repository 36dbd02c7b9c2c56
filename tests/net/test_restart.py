"""The headless server (`python -m game.server`) killed mid-game and started again with the
same command resumes the table from the saves folder: the clients rejoin with their tokens
and play on to the end."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
from pathlib import Path

from game import saves
from tests.net.wire import Client

ARGS = ["--game", "stonespine", "--players", "3", "--seats", "remote,remote,bot:random"]
QUICK = ["--host", "127.0.0.1", "--port", "0", "--threads", "--bot-pause", "0"]


def start_server(home: Path, *extra: str):
    """The server process, the first lines it printed and its port and code."""
    process = subprocess.Popen(
        [sys.executable, "-m", "game.server", *ARGS, *QUICK, "--bot-seconds", "0.05", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "LAIRWRIGHT_HOME": str(home)},
        cwd=Path(__file__).resolve().parents[2],
    )
    timer = threading.Timer(60, process.kill)  # never hang the suite on a server that is stuck
    timer.start()
    lines = []
    while not (lines and lines[-1].startswith("join code: ")):
        line = process.stdout.readline()
        assert line, f"the server stopped before listening: {lines}"
        lines.append(line.rstrip("\n"))
    timer.cancel()
    port = int(next(line for line in lines if line.startswith("listening on")).rsplit(":", 1)[1])
    return process, lines, port, lines[-1].removeprefix("join code: ")


async def _first_part(port: int, code: str):
    clients = [Client(port, code, name, seed=i) for i, name in enumerate(("Ann", "Bob"))]
    for client in clients:
        await client.connect()
    seen = await asyncio.gather(*(c.play(stop_after_moves=6) for c in clients))
    return clients, max(s["move"] for s in seen)


async def _second_part(port: int, code: str, first: list[Client]):
    clients = [Client(port, code, c.name, seed=7 + i, token=c.token) for i, c in enumerate(first)]
    answers = [await c.connect() for c in clients]
    finals = await asyncio.gather(*(c.play() for c in clients))
    for client in clients:
        await client.close()
    return answers, [c.received for c in clients], finals


def test_the_server_killed_and_started_again_resumes_the_table(tmp_path):
    process, lines, port, code = start_server(tmp_path)
    try:
        assert len(code) == 6 and lines.count(f"join code: {code}") == 1
        clients, seen = asyncio.run(_first_part(port, code))
        process.kill()  # no goodbye, no last save
        process.wait(10)
        again, lines, port, code_again = start_server(tmp_path)
        try:
            assert code_again == code
            resumed_at = int(next(x for x in lines if x.startswith("resuming")).rsplit(" ", 1)[1])
            assert resumed_at >= seen, "a move the clients saw was lost"
            answers, received, finals = asyncio.run(_second_part(port, code, clients))
        finally:
            again.terminate()
            again.wait(10)
    finally:
        process.kill()
    for first, answer in zip(clients, answers):
        assert answer == {"type": "seat", "seat": first.seat, "token": first.token}
    for messages in received:  # back with the whole game so far (bots may have moved on)
        first_state = next(m for m in messages if m["type"] == "state")
        assert first_state["move"] >= resumed_at and first_state["events"][0]["move"] == 0
        assert [a["move"] for a in first_state["actions"]] == list(
            range(1, first_state["move"] + 1)
        )
    assert all(f["over"] for f in finals)
    saved = saves.read_save(tmp_path / "saves" / "table-stonespine.json")
    assert saved.state.is_over() and finals[0]["move"] == len(saved.state.history)
