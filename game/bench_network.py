"""How fast a move reaches the other screens: `python -m game.bench --only network`.

For each game, a table served on localhost (game.net.server, in this process) and one client per
seat, each on a connection of its own, playing random legal moves. For every move the clock
runs from the moment its client sends the action until every client holds the new position
(the message read and its view decoded, as the app's connection thread does); the bytes are
those of every message the clients receive, per move. The host saves the table after every
move before it tells anyone (game/net/table.py), so the time includes that write.
Target (issue 30): under 100 ms on a local network.
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from websockets.asyncio.client import connect

from game.bench import percentile
from game.net.server import TableServer
from game.net.snapshot import decode_state
from game.net.table import Table, parse_seats
from game.rules import registry

MOVES = 120  # moves measured per game (a whole game when it is shorter)


async def _measure(game_id: str, players: int, folder: Path) -> dict:
    seats = parse_seats(",".join(["remote"] * players), players, game_id)
    table = Table(game_id, seats, 7, save_path=folder / f"{game_id}.json")
    server = TableServer(table, "127.0.0.1", 0, executor=ThreadPoolExecutor(1), bot_pause=0)
    await server.start()
    sent_at: dict[int, float] = {}
    arrived: dict[int, list[float]] = {}
    received = [0]
    done = asyncio.Event()

    async def client(number: int) -> None:
        rng = random.Random(number)
        async with connect(f"ws://127.0.0.1:{server.port}", compression=None, max_size=None) as ws:
            await ws.send(json.dumps({"type": "join", "code": table.code, "name": f"P{number}"}))
            acted_at = -1
            async for raw in ws:
                received[0] += len(raw)
                message = json.loads(raw)
                if message["type"] != "state":
                    continue
                decode_state(message["view"])
                move = message["move"]
                arrived.setdefault(move, []).append(time.perf_counter())
                if message["over"] or move >= MOVES:
                    done.set()
                    return
                if message["legal"] and move > acted_at:
                    acted_at = move
                    sent_at.setdefault(move + 1, time.perf_counter())
                    await ws.send(
                        json.dumps({"type": "act", "action": rng.choice(message["legal"])})
                    )

    tasks = [asyncio.create_task(client(n)) for n in range(players)]
    await done.wait()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await server.close()
    times = [
        max(arrived[m]) - sent_at[m]
        for m in sent_at
        if len(arrived.get(m, [])) == players  # every client has it
    ]
    return {
        "game": game_id,
        "players": players,
        "moves": table.moves,
        "p50_ms": round(percentile(times, 50) * 1000, 1),
        "p99_ms": round(percentile(times, 99) * 1000, 1),
        "bytes_per_move": round(received[0] / max(1, table.moves)),
    }


def network_times() -> list[dict]:
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for game_id, spec in registry.GAMES.items():
            players = max(spec.min_players, min(3, spec.max_players))
            rows.append(asyncio.run(_measure(game_id, players, Path(folder))))
    return rows


def print_network(rows: list[dict]) -> None:
    print("network, from a client's action to every client's new state over localhost:")
    for row in rows:
        print(
            f"  {row['game']:<10} {row['players']} players  p50 {row['p50_ms']:>6.1f} ms"
            f"  p99 {row['p99_ms']:>6.1f} ms  {row['bytes_per_move']:>7} bytes per move"
            f"  ({row['moves']} moves)"
        )
