"""The clock a bot's thinking budget is counted on.

In the app it is the wall clock (time.perf_counter): a player waits in seconds. A measurement
(`python -m game.sim --cpu-clock`) may count the process's own CPU time instead
(time.process_time): a budget then buys what it buys on a quiet machine however loaded this one
is, so figures taken side by side on a shared machine do not weaken each other's bots."""

from __future__ import annotations

import time

_counting_cpu = False


def now() -> float:
    """Seconds on the thinking clock (only differences mean anything)."""
    return time.process_time() if _counting_cpu else time.perf_counter()


def count_cpu_time(on: bool = True) -> None:
    """Count budgets in this process's CPU time (True) or in wall-clock time (False)."""
    global _counting_cpu
    _counting_cpu = on
