"""The bot worker thinks with the CPU the window leaves over: on Linux it runs in the idle
scheduling class (the window's thread preempts it as soon as it wakes), elsewhere at the
lowest niceness."""

from __future__ import annotations

import os

import pytest

from game.ai.runner import WORKER_NICENESS, BotRunner


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="Linux's idle scheduling class")
def test_the_bot_worker_runs_in_the_idle_class_at_the_lowest_niceness():
    runner = BotRunner()
    try:
        policy = runner._executor().submit(os.sched_getscheduler, 0).result(timeout=60)
        niceness = runner._executor().submit(os.getpriority, os.PRIO_PROCESS, 0).result(timeout=60)
    finally:
        runner.shutdown()
    assert policy == os.SCHED_IDLE
    assert niceness == WORKER_NICENESS
