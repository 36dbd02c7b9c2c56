"""Frame times of every scene and table, measured on the smoke run (part of `python -m game.bench`).

The smoke run visits every scene and plays every registered game to the end with bots through
its real table, drawing every frame at the default 1280x800 window (dummy video driver). Each
frame is timed and filed under the scene on top of the stack. The smoke run lets bots think
inside the frame; in the app they think in a worker process, so their thinking time is
subtracted from the frame it happened in.
"""
from __future__ import annotations

import os
import tempfile
import time
from collections import defaultdict


def frame_times() -> list[dict]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("LAIRWRIGHT_HOME", tempfile.mkdtemp(prefix="lairwright-bench-"))
    from game.client import app as app_module
    from game.client import inline_runner
    from game.client.smoke import smoke_test
    from game.bench import percentile

    samples: dict[str, list[float]] = defaultdict(list)
    thinking = [0.0]
    original_frame = app_module.App.frame
    original_request = inline_runner.InlineRunner.request

    def timed_request(self, *args, **kwargs):
        started = time.perf_counter()
        try:
            return original_request(self, *args, **kwargs)
        finally:
            thinking[0] += time.perf_counter() - started

    def timed_frame(self):
        top = self.top
        name = type(top).__name__ if top is not None else "(empty)"
        thinking[0] = 0.0
        started = time.perf_counter()
        original_frame(self)
        samples[name].append(time.perf_counter() - started - thinking[0])

    app_module.App.frame = timed_frame
    inline_runner.InlineRunner.request = timed_request
    try:
        smoke_test()
    finally:
        app_module.App.frame = original_frame
        inline_runner.InlineRunner.request = original_request
    return [{"scene": name, "frames": len(times),
             "p50_ms": round(percentile(times, 50) * 1000, 2),
             "p99_ms": round(percentile(times, 99) * 1000, 2),
             "max_ms": round(max(times) * 1000, 2)}
            for name, times in sorted(samples.items())]
