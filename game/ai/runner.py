"""Runs bots off the UI thread and hands their choices back.

Pure-Python search holds the GIL, so by default a bot thinks in a worker process and the UI
keeps drawing. The worker runs at the lowest CPU priority (Linux's idle class where there is
one: the window preempts it the moment it wakes): on a machine with few cores the window's
frames come first and the bot thinks with what is left. Between requests it blocks on
its queue (no polling). `poll()` returns finished choices; the client turns them into events.

The worker watches the app and exits as soon as the app is gone, however it went (even kill -9):
it would otherwise wait forever on a queue it holds both ends of. Once it is gone, the helper
process multiprocessing starts beside it (the resource tracker) sees its last user leave and
exits too.
"""

from __future__ import annotations

import concurrent.futures as futures
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from dataclasses import dataclass

from game.ai.base import Budget
from game.ai.registry import make_bot
from game.rules.core import Action, load_json

WORKER_NICENESS = 19  # the lowest priority: the window's frames always come first


def lower_priority() -> None:
    """In the worker: think only with the CPU the window leaves over. At niceness 19 alone the
    window still waited for a core while the bot thought: in a real window on 2 cores (Makers,
    4 seeds) its frames spent 0.15-1.1 ms on average (p90 0.4-3.4 ms) waiting on the run queue;
    in the idle class, which the window's thread preempts as soon as it wakes, 0.03-0.27 ms
    (p90 0.07-0.72 ms)."""
    if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):  # Linux
        try:
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
        except OSError:
            pass  # refused here: the niceness below still applies
    if hasattr(os, "nice"):  # not on Windows
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass  # not allowed here: think at the normal priority


def start_worker() -> None:
    """Runs once in the worker when it starts."""
    lower_priority()
    watch_parent()


def think(state_json: str, seat: int, level: str, seed: int, seconds: float) -> Action:
    """Rebuild the state, take the seat's view and let the bot choose (runs in the worker)."""
    state = load_json(state_json)
    view = state.view(seat)
    bot = make_bot(state.game_id, level, seed)
    return bot.choose(view, seat, view.legal_actions(seat), Budget(seconds))


def ready() -> None:
    """In the worker: nothing to do; asking for it makes the worker start."""


def watch_parent() -> None:
    """In the worker: end this process when the process that started it ends."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def wait_then_exit():
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)  # nothing to save: a bot's thoughts die with the app

    threading.Thread(target=wait_then_exit, name="watch-parent", daemon=True).start()


@dataclass
class BotChoice:
    ticket: int
    seat: int
    action: Action | None
    error: str | None
    seconds: float


class BotRunner:
    """One request at a time per ticket; results come back through poll()."""

    def __init__(self, use_process: bool = True):
        self._pool: futures.Executor | None = None
        self._use_process = use_process
        self._pending: dict[int, tuple[futures.Future, int, float]] = {}
        self._next_ticket = 1

    def _executor(self) -> futures.Executor:
        if self._pool is None:
            if self._use_process:
                try:
                    self._pool = futures.ProcessPoolExecutor(
                        max_workers=1,
                        mp_context=multiprocessing.get_context("spawn"),
                        initializer=start_worker,
                    )
                except (OSError, ValueError):
                    self._use_process = False
            if self._pool is None:
                self._pool = futures.ThreadPoolExecutor(max_workers=1)
        return self._pool

    def prepare(self) -> None:
        """Start the worker now, while a table opens: started by the first request instead, it
        cost that mid-game frame 10-40 ms (the process launched from the UI thread)."""
        self._executor().submit(ready)

    def request(self, state, seat: int, level: str, seed: int, seconds: float = 1.0) -> int:
        return self._submit(seat, think, state.to_json(), seat, level, seed, seconds)

    def request_advice(self, state, seat: int, seed: int, seconds: float) -> int:
        """Ask for a hint for `seat` (game.ai.advice: the hard bot's move on the seat's view and
        a sentence why); it comes back through poll() as a BotChoice whose action is an Advice."""
        from game.ai.advice import advise

        return self._submit(seat, advise, state.to_json(), seat, seed, seconds)

    def request_advice_on_view(self, view, seat: int, seed: int, seconds: float) -> int:
        """A hint on `view`, already the seat's view (a network table's seat holds nothing
        else): it travels as a snapshot, as it came over the wire."""
        from game.ai.advice import advise_on_snapshot
        from game.net.snapshot import encode_state

        history = [list(entry) for entry in view.history]
        return self._submit(
            seat, advise_on_snapshot, encode_state(view), history, seat, seed, seconds
        )

    def _submit(self, seat: int, work, *args) -> int:
        ticket = self._next_ticket
        self._next_ticket += 1
        future = self._executor().submit(work, *args)
        self._pending[ticket] = (future, seat, time.perf_counter())
        return ticket

    def busy(self) -> bool:
        return bool(self._pending)

    def cancel_all(self) -> None:
        """Forget pending requests (their results are dropped when they arrive)."""
        for future, _, _ in self._pending.values():
            future.cancel()
        self._pending.clear()

    def poll(self) -> list[BotChoice]:
        done = []
        for ticket, (future, seat, started) in list(self._pending.items()):
            if not future.done():
                continue
            del self._pending[ticket]
            elapsed = time.perf_counter() - started
            try:
                done.append(BotChoice(ticket, seat, future.result(), None, elapsed))
            except Exception as exc:  # a broken worker must not take the app down
                done.append(BotChoice(ticket, seat, None, f"{type(exc).__name__}: {exc}", elapsed))
        return done

    def shutdown(self) -> None:
        self.cancel_all()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
