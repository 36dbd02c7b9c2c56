"""A bot runner that thinks inside the frame: the same interface as game.ai.runner.BotRunner.

Used by the smoke and monkey runs and by tests, where a worker process would only add start-up
time and make the timing of bot moves depend on the machine.
"""

from __future__ import annotations

import time

from game.ai.advice import advise_on_view
from game.ai.base import Budget
from game.ai.registry import make_bot
from game.ai.runner import BotChoice


class InlineRunner:
    def __init__(self):
        self._done: list[BotChoice] = []
        self._next_ticket = 1

    def prepare(self) -> None:
        """Nothing to start: this runner thinks inside the frame."""

    def request(self, state, seat: int, level: str, seed: int, seconds: float = 1.0) -> int:
        def think():
            view = state.view(seat)
            bot = make_bot(state.game_id, level, seed)
            return bot.choose(view, seat, view.legal_actions(seat), Budget(seconds))

        return self._run(seat, think)

    def request_advice(self, state, seat: int, seed: int, seconds: float) -> int:
        return self._run(seat, lambda: advise_on_view(state.view(seat), seat, seed, seconds))

    def request_advice_on_view(self, view, seat: int, seed: int, seconds: float) -> int:
        return self._run(seat, lambda: advise_on_view(view.clone(), seat, seed, seconds))

    def _run(self, seat: int, work) -> int:
        ticket = self._next_ticket
        self._next_ticket += 1
        started = time.perf_counter()
        try:
            self._done.append(BotChoice(ticket, seat, work(), None, time.perf_counter() - started))
        except Exception as exc:  # noqa: BLE001 - reported like the worker's errors
            error = f"{type(exc).__name__}: {exc}"
            self._done.append(BotChoice(ticket, seat, None, error, time.perf_counter() - started))
        return ticket

    def busy(self) -> bool:
        return bool(self._done)

    def cancel_all(self) -> None:
        self._done.clear()

    def poll(self) -> list[BotChoice]:
        done, self._done = self._done, []
        return done

    def shutdown(self) -> None:
        self._done.clear()
