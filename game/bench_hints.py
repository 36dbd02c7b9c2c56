"""How long a hint takes, from the key to the ghost: `python -m game.bench --only hints`.

For each game, positions where a person must decide (spread over random games, the same as the
AI bench's); for each, a hint is asked of a real bot worker process, exactly as the table asks
it (game.ai.runner.BotRunner.request_advice: the state sent to the worker, the hard bot on the
seat's view, the sentence), and the clock runs until the answer is back in the app's process.
A frame (at most 16.7 ms) then draws it.
"""

from __future__ import annotations

import time

from game.ai.runner import BotRunner
from game.bench import decision_points, percentile
from game.client.session import HINT_SECONDS
from game.rules import registry


def hint_times(decisions: int = 12) -> list[dict]:
    runner = BotRunner()
    runner.prepare()
    rows = []
    try:
        for game_id, spec in registry.GAMES.items():
            players = max(spec.min_players, min(2, spec.max_players))
            times = []
            for n, (state, seat) in enumerate(decision_points(game_id, players, decisions, 2)):
                started = time.perf_counter()
                ticket = runner.request_advice(state, seat, n, HINT_SECONDS)
                while not any(choice.ticket == ticket for choice in runner.poll()):
                    time.sleep(0.001)
                times.append(time.perf_counter() - started)
            rows.append(
                {
                    "game": game_id,
                    "players": players,
                    "hints": len(times),
                    "p50_ms": round(percentile(times, 50) * 1000, 1),
                    "p95_ms": round(percentile(times, 95) * 1000, 1),
                }
            )
    finally:
        runner.shutdown()
    return rows
