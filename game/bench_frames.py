"""Frame times of every scene and table, measured on the smoke run (part of `python -m game.bench`).

The smoke run visits every scene and plays every registered game to the end with bots through
its real table, drawing every frame at the default 1280x800 window (dummy video driver). Here
each visited scene stays up for FRAMES_PER_SCENE frames instead of the smoke run's few, so the
figures describe steady drawing and not only the first, cache-filling frame, and the run is
repeated with SEEDS different deals, so that each table's p99 rests on several hundred frames. Each
frame is timed
and filed under the scene on top of the stack. The smoke run lets bots think inside the frame;
in the app they think in a worker process, so their thinking time is subtracted from the frame
it happened in. Besides wall-clock time each frame's CPU time (time.process_time) is kept: on
a busy machine it shows what the frame itself costs.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections import defaultdict

FRAMES_PER_SCENE = 120
SEEDS = (1, 2, 3)


def frame_times() -> list[dict]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("LAIRWRIGHT_HOME", tempfile.mkdtemp(prefix="lairwright-bench-"))
    from game.bench import percentile
    from game.client import app as app_module
    from game.client import inline_runner, smoke

    samples: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    thinking = [0.0, 0.0]  # wall and CPU seconds spent by bots inside the current frame
    original_frame = app_module.App.frame
    original_request = inline_runner.InlineRunner.request
    original_visit = smoke.visit

    def timed_request(self, *args, **kwargs):
        started, started_cpu = time.perf_counter(), time.process_time()
        try:
            return original_request(self, *args, **kwargs)
        finally:
            thinking[0] += time.perf_counter() - started
            thinking[1] += time.process_time() - started_cpu

    def timed_frame(self):
        top = self.top
        name = type(top).__name__ if top is not None else "(empty)"
        thinking[:] = [0.0, 0.0]
        started, started_cpu = time.perf_counter(), time.process_time()
        original_frame(self)
        samples[name].append(time.perf_counter() - started - thinking[0])
        cpu[name].append(time.process_time() - started_cpu - thinking[1])

    def long_visit(app, scene, count=FRAMES_PER_SCENE):
        original_visit(app, scene, max(count, FRAMES_PER_SCENE))

    app_module.App.frame = timed_frame
    inline_runner.InlineRunner.request = timed_request
    smoke.visit = long_visit
    try:
        for seed in SEEDS:
            smoke.smoke_test(verbose=False, seed=seed)
    finally:
        app_module.App.frame = original_frame
        inline_runner.InlineRunner.request = original_request
        smoke.visit = original_visit
    return [
        {
            "scene": name,
            "frames": len(times),
            "p50_ms": round(percentile(times, 50) * 1000, 2),
            "p99_ms": round(percentile(times, 99) * 1000, 2),
            "max_ms": round(max(times) * 1000, 2),
            "cpu_p50_ms": round(percentile(cpu[name], 50) * 1000, 2),
            "cpu_p99_ms": round(percentile(cpu[name], 99) * 1000, 2),
        }
        for name, times in sorted(samples.items())
    ]
