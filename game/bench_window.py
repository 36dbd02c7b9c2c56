"""Benchmarks in a real window: idle CPU, whole frames and peak memory (see game.bench).

Every measurement runs the app in a process of its own, with a real window on the display in
DISPLAY (or on an Xvfb started here on a free display number when there is none) and its real
bot worker process, at the default 1280x800 window size and animation speed.

- idle: the app waits on the title screen and at each table with the person to move: Makers
  and Stonespine solo (the Iron Golem, Jael), Raiders with two bots, Decorators and Doodle with
  one. Once it has gone to sleep, the CPU
  time of the app and of its bot worker is read from /proc over IDLE_SECONDS.
- frames: each table is played for PLAY_SECONDS: bots at the hardest level in the other seats
  (thinking in the worker, as in the app) and the person's moves made as a person makes them, by
  dragging a
  piece (button down, about half a second of motion, button up) to a target the table lights
  up. A frame is timed from the end of the loop's wait to the end of the present: events,
  updates, drawing and presenting, as the player sees it. The first OPENING_SECONDS after the
  table opens (loading its pictures) are kept apart: only their slowest frame is reported. Frames
  during which a bot's request
  was out to the worker are also reported apart. Besides the wall-clock time, each frame's
  CPU time (all the app's threads) is kept: on a loaded machine it shows what the frame itself
  costs. Afterwards the peak resident memory (VmHWM) of the app and of its bot worker is read.
- frames at a guest's table ("guest-doodle"): the app joins a table served on localhost by
  `python -m game.server` (started here, in a process of its own, a hard bot in the other seat
  thinking in the server's worker) through the lobby as a guest does, and the person plays its
  seat as above while the bot's moves arrive over the wire (each read and decoded on the
  connection's thread, taken in by a frame). Frames while the other seat is to move are the
  "thinking" ones here; the frames that took in a state from the host are reported apart too.

    python -m game.bench_window idle <title|makers|raiders|stonespine|decorators|doodle>
    python -m game.bench_window frames <table> <seconds> <seed>   (table: one of WINDOW_TABLES)
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

IDLE_SCENES = ("title", "makers", "raiders", "stonespine", "decorators", "doodle")
IDLE_SECONDS = 10.0
SETTLE_LIMIT = 60.0  # seconds an app may take to go to sleep before idle is measured anyway
PLAY_SECONDS = 40.0
OPENING_SECONDS = 1.0
PLAY_TABLES = ("makers", "raiders", "stonespine", "decorators", "doodle")
GUEST_TABLES = {"guest-doodle": ("doodle", 2)}  # the app as a guest, a hard bot on the server
WINDOW_TABLES = (*PLAY_TABLES, *GUEST_TABLES)
GUEST_JOIN_LIMIT = 60.0  # seconds for the server to start and the guest's table to open
# Makers and Stonespine solo (the Iron Golem, Jael), the others a person against bots
IDLE_PLAYERS = {"makers": 1, "raiders": 3, "stonespine": 1, "decorators": 2, "doodle": 2}
# a person and bots that think in the worker
PLAY_PLAYERS = {"makers": 2, "raiders": 3, "stonespine": 2, "decorators": 2, "doodle": 2}
DRAG_FRAMES = 30  # frames a person's drag takes from the piece to its target
PERSON_PAUSE = 1.5  # seconds a person looks at the table before moving
CHOICE_AFTER = 6.0  # seconds with nothing to drag (a reveal shown, a choice to make) before
# the person makes a legal move without dragging
XVFB_DISPLAYS = range(71, 100)


# ---- the display -------------------------------------------------------------------------
class Display:
    """The display to measure on: DISPLAY if set, else an Xvfb started here (stop() ends it)."""

    def __init__(self):
        self.name: str | None = os.environ.get("DISPLAY") or None
        self.note = f"the display {self.name}" if self.name else ""
        self._xvfb: subprocess.Popen | None = None
        if self.name is None:
            self._start_xvfb()

    def _start_xvfb(self) -> None:
        if shutil.which("Xvfb") is None:
            self.note = "no display (DISPLAY is unset) and no Xvfb installed"
            return
        for number in XVFB_DISPLAYS:
            if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
                continue
            xvfb = subprocess.Popen(
                ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            for _ in range(50):  # up to 5 s for its socket
                if Path(f"/tmp/.X11-unix/X{number}").exists() or xvfb.poll() is not None:
                    break
                time.sleep(0.1)
            if xvfb.poll() is None:
                self._xvfb, self.name = xvfb, f":{number}"
                self.note = f"Xvfb :{number} started by the bench (1280x800x24)"
                return
        self.note = "Xvfb would not start on any display :71-:99"

    @property
    def available(self) -> bool:
        return self.name is not None

    def env(self) -> dict:
        env = dict(os.environ, DISPLAY=self.name, PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.pop("SDL_VIDEODRIVER", None)
        env.setdefault("LAIRWRIGHT_HOME", tempfile.mkdtemp(prefix="lairwright-bench-window-"))
        return env

    def stop(self) -> None:
        if self._xvfb is not None:
            self._xvfb.terminate()
            self._xvfb.wait(timeout=10)
            self._xvfb = None


# ---- /proc -------------------------------------------------------------------------------
def children(pid: int) -> list[int]:
    """Process ids of every descendant of `pid`."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            kids = [int(k) for k in (task / "children").read_text().split()]
        except OSError:
            continue
        for kid in kids:
            found += [kid, *children(kid)]
    return found


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of `pid` (all its threads) and its descendants."""
    total = 0
    for each in [pid, *children(pid)]:
        try:
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime in clock ticks
    return total / os.sysconf("SC_CLK_TCK")


def peak_rss_mib(pid: int | str = "self") -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


# ---- the parent's side ---------------------------------------------------------------------
def _spawn(display: Display, *args: str) -> subprocess.Popen:
    """The app in a process of its own; its stderr (audio drivers complain a lot on a headless
    machine) goes to a file that `_failed` quotes."""
    errors = tempfile.TemporaryFile("w+")
    child = subprocess.Popen(
        [sys.executable, "-m", "game.bench_window", *args],
        env=display.env(),
        stdout=subprocess.PIPE,
        stderr=errors,
        text=True,
    )
    child.errors = errors
    return child


def _failed(child: subprocess.Popen, what: str) -> RuntimeError:
    child.errors.seek(0)
    return RuntimeError(f"{what} (exit {child.poll()}): {child.errors.read()[-2000:]}")


def idle_cpu(display: Display, seconds: float = IDLE_SECONDS) -> list[dict]:
    """CPU use of the idle app (and its bot worker) per scene, in % of one core."""
    rows = []
    for scene in IDLE_SCENES:
        child = _spawn(display, "idle", scene)
        try:
            ready = json.loads(child.stdout.readline() or "{}")
            if not ready:
                raise _failed(child, f"the app did not start for the idle measurement of {scene}")
            before, started = cpu_seconds(child.pid), time.perf_counter()
            time.sleep(seconds)
            used, elapsed = cpu_seconds(child.pid) - before, time.perf_counter() - started
        finally:
            child.send_signal(signal.SIGTERM)
            child.communicate(timeout=30)
            child.errors.close()
        rows.append(
            {
                "scene": scene,
                "seconds": round(elapsed, 1),
                "cpu_percent": round(100 * used / elapsed, 2),
                "asleep_before_measuring": ready["asleep"],
                "settle_s": ready["settle_s"],
            }
        )
    return rows


def window_frames(
    display: Display, runs: int = 3, seconds: float = PLAY_SECONDS, tables=WINDOW_TABLES
) -> dict:
    """Whole-frame times per table over `runs` runs (medians of the runs' figures), and the
    peak memory of the app and of its bot worker."""
    per_table: dict[str, list[dict]] = {}
    memory = {"app_peak_rss_mib": 0.0, "bot_worker_peak_rss_mib": 0.0}
    for run in range(runs):
        for game_id in tables:
            child = _spawn(display, "frames", game_id, str(seconds), str(run + 1))
            out, _ = child.communicate(timeout=seconds * 4 + 120)
            if child.returncode != 0:
                raise _failed(child, f"the window run of {game_id} failed")
            child.errors.close()
            row = json.loads(out.strip().splitlines()[-1])
            per_table.setdefault(row["scene"], []).append(row)
            for key in memory:
                memory[key] = max(memory[key], row.pop(key) or 0.0)
    return {
        "frames": [_median_row(scene, rows) for scene, rows in per_table.items()],
        "memory": memory,
    }


def _median_row(scene: str, rows: list[dict]) -> dict:
    import statistics

    merged = {"scene": scene, "runs": len(rows)}
    for key in rows[0]:
        if key != "scene":
            values = [row[key] for row in rows if row[key] is not None]
            merged[key] = round(statistics.median(values), 2) if values else None
    merged["p99_ms_each_run"] = [row["p99_ms"] for row in rows]
    merged["thinking_p99_ms_each_run"] = [row["thinking_p99_ms"] for row in rows]
    if "news_p99_ms" in rows[0]:
        merged["news_p99_ms_each_run"] = [row["news_p99_ms"] for row in rows]
    return merged


# ---- the app's side ------------------------------------------------------------------------
def _open_app(seed: int = 1):
    from game.client.app import App
    from game.client.scenes.title import TitleScene

    app = App(seed=seed)
    app.push(TitleScene(app))
    return app


def _open_table(app, game_id: str, players: int):
    """A table opened through the setup screen: seat 0 a person, the others bots at the level
    that thinks longest (one player alone at Makers plays the Iron Golem)."""
    from game.client.scenes.setup import SetupScene

    setup = app.push(SetupScene(app, game_id))
    setup.set_count(players)
    for seat in range(1, players):
        setup.set_kind(seat, "ai")
        setup.set_level(seat, setup.levels[-1])
    setup.launch()
    return app.top


def run_idle(scene: str) -> None:
    """Open `scene`, wait until the app sleeps, say so on stdout, then run the loop until
    SIGTERM."""
    app = _open_app()
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    if scene != "title":
        _open_table(app, scene, IDLE_PLAYERS[scene])
    started = time.perf_counter()
    while app.running and app.sleeps == 0 and time.perf_counter() - started < SETTLE_LIMIT:
        app.frame()
    print(
        json.dumps({"asleep": app.sleeps > 0, "settle_s": round(time.perf_counter() - started, 1)}),
        flush=True,
    )
    try:
        while app.running:
            app.frame()
    finally:
        app.shutdown()


class ServedTable:
    """`python -m game.server` on localhost in a process of its own, for a guest's table: a
    person's seat to join and a hard bot in the other (thinking in the server's worker)."""

    def __init__(self, game_id: str, players: int, seed: int):
        seats = ",".join(["remote"] + ["bot:hard"] * (players - 1))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "game.server", "--game", game_id, "--players", str(players),
             "--seats", seats, "--host", "127.0.0.1", "--port", "0", "--discovery-port", "0",
             "--seed", str(seed), "--save", f"bench-guest-{game_id}.json", "--new"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )  # fmt: skip
        self.url = self.code = None
        for line in self.process.stdout:  # "listening on ws://HOST:PORT", then the code
            if line.startswith("listening on "):
                self.url = line.split()[-1]
            elif line.startswith("join code: "):
                self.code = line.split()[-1]
                break
        if self.url is None or self.code is None:
            self.stop()
            raise RuntimeError("the headless server did not start")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def _join_table(app, served: ServedTable):
    """The guest's way in: the lobby joins with the code; the table opens once the game starts
    (the server starts it when the person's seat is taken)."""
    from game.client.app import wake_for_news
    from game.client.scenes.lobby import LobbyScene
    from game.client.tables.kit.table import TableScene
    from game.net.client import NetClient

    link = NetClient(served.url, served.code, "Guest", wake=wake_for_news)
    link.start()
    lobby = app.push(LobbyScene(app, link))
    started = time.perf_counter()
    while not isinstance(app.top, TableScene):
        if time.perf_counter() - started > GUEST_JOIN_LIMIT or lobby.problem:
            raise RuntimeError(f"the guest's table did not open: {lobby.problem}")
        app.frame()
    return app.top


def run_frames(game_id: str, seconds: float, seed: int) -> None:
    """Play `game_id` for `seconds` in the window; print one JSON row of frame times."""
    app = _open_app(seed)
    if game_id in GUEST_TABLES:
        served = ServedTable(*GUEST_TABLES[game_id], seed)
        try:
            table = _join_table(app, served)
            row = _play_frames(app, table, seconds, seed, not_app=[served.process.pid])
        finally:
            served.stop()
        row["scene"] += " (guest)"
    else:
        table = _open_table(app, game_id, PLAY_PLAYERS[game_id])
        row = _play_frames(app, table, seconds, seed)
    app.shutdown()
    print(json.dumps(row), flush=True)


def _play_frames(app, table, seconds: float, seed: int, not_app=()) -> dict:
    """The frames of `seconds` of play at `table` (the person's seat played by Person); the
    processes `not_app` (a server) and theirs are left out of the bot worker's memory."""
    from game.bench import percentile

    person = Person(app, table, random.Random(seed))
    runner = app.bot_runner()
    session = table.session
    frames, thinking, news, cpu, opening = [], [], [], [], []
    started = time.perf_counter()
    while app.running and time.perf_counter() - started < seconds and not table.state.is_over():
        dt = app.pace()
        if time.perf_counter() - started < OPENING_SECONDS:
            begun = time.perf_counter()
            app.step(dt)
            opening.append(time.perf_counter() - begun)
            continue
        person.act()
        begun_cpu = time.process_time()  # outside the timed frame: with many threads it is slow
        version = session.version
        begun = time.perf_counter()
        was_thinking = runner.busy() or session.thinking() is not None
        app.step(dt)
        took = time.perf_counter() - begun
        cpu.append(time.process_time() - begun_cpu)
        frames.append(took)
        if was_thinking or runner.busy():
            thinking.append(took)
        if not_app and session.version != version:
            news.append(took)  # a guest's frame that took in a state from the host
    others = {p for pid in not_app for p in (pid, *children(pid))}
    worker = [peak_rss_mib(pid) or 0.0 for pid in children(os.getpid()) if pid not in others]
    row = {
        "scene": type(table).__name__,
        "frames": len(frames),
        "p50_ms": round(percentile(frames, 50) * 1000, 2),
        "p99_ms": round(percentile(frames, 99) * 1000, 2),
        "max_ms": round(max(frames) * 1000, 2),
        "opening_max_ms": round(max(opening, default=0.0) * 1000, 2),
        "cpu_p50_ms": round(percentile(cpu, 50) * 1000, 2),
        "cpu_p99_ms": round(percentile(cpu, 99) * 1000, 2),
        "thinking_frames": len(thinking),
        "thinking_p50_ms": round(percentile(thinking, 50) * 1000, 2) if thinking else None,
        "thinking_p99_ms": round(percentile(thinking, 99) * 1000, 2) if thinking else None,
        "moves": len(table.state.history),
        "drags": person.drags,
        "choices": person.chosen,
        "confirmed": person.confirmed,
        "app_peak_rss_mib": peak_rss_mib(),
        "bot_worker_peak_rss_mib": max(worker, default=None),
    }
    if not_app:  # a guest: the frames that took in the host's news
        row["news_frames"] = len(news)
        row["news_p50_ms"] = round(percentile(news, 50) * 1000, 2) if news else None
        row["news_p99_ms"] = round(percentile(news, 99) * 1000, 2) if news else None
    return row


class Person:
    """Plays the person's seat by dragging: picks a piece the table offers, a target the table
    lights up for it, and moves the mouse there over DRAG_FRAMES frames (events posted in window
    coordinates, so they go through the app's letterbox mapping like real ones). When the table
    offers nothing to drag for CHOICE_AFTER seconds, it makes a legal move through the table.
    A move left waiting for Confirm (the "Confirm moves" setting) is confirmed with Enter."""

    def __init__(self, app, table, rng: random.Random, pause: float = PERSON_PAUSE):
        self.app, self.table, self.rng, self.pause = app, table, rng, pause
        self.path: list = []  # events still to post, one list per frame
        self.waiting_since: float | None = None
        self.drags = 0
        self.chosen = 0  # moves made without a drag (nothing to drag: a choice)
        self.confirmed = 0  # moves confirmed with Enter after their drag

    def act(self) -> None:
        import pygame

        if self.path:
            for event in self.path.pop(0):
                pygame.event.post(event)
            return
        session = self.table.session
        if not session.humans_to_move() or self.app.top is not self.table:
            self.waiting_since = None
            return
        now = time.perf_counter()
        if self.waiting_since is None:
            self.waiting_since = now
        if now - self.waiting_since < self.pause:
            return
        if self.table.provisional is not None:  # the drag left its move waiting: confirm it
            self.waiting_since = None
            self.path = [
                [
                    pygame.event.Event(
                        pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0
                    )
                ]
            ]
            self.confirmed += 1
            return
        move = self._drag_move()
        if move is not None:
            self.waiting_since = None
            self.path = self._drag_path(*move)
            self.drags += 1
        elif now - self.waiting_since >= CHOICE_AFTER:  # a choice, not a drag: take a legal one
            self.waiting_since = None
            seat = session.humans_to_move()[0]
            self.table.submit(self.rng.choice(session.state.legal_actions(seat)), seat)
            self.chosen += 1

    def _drag_move(self):
        for controller in self.table.drags:
            if not controller.enabled or controller.held is not None:
                continue
            targets = dict(controller.targets())
            choices = []
            for piece, rect in controller.pieces():
                legal = [t for t in controller.legal_targets(piece, 0) if t in targets]
                choices += [(rect, targets[t]) for t in legal]
            if choices:
                return self.rng.choice(choices)
        return None

    def _drag_path(self, start_rect, end_rect) -> list:
        import pygame

        start = self.app.to_window(pygame.Rect(start_rect).center)
        end = self.app.to_window(pygame.Rect(end_rect).center)
        path = [
            [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))],
            [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)],
        ]
        last = start
        for step in range(1, DRAG_FRAMES + 1):
            pos = (
                round(start[0] + (end[0] - start[0]) * step / DRAG_FRAMES),
                round(start[1] + (end[1] - start[1]) * step / DRAG_FRAMES),
            )
            path.append(
                [
                    pygame.event.Event(
                        pygame.MOUSEMOTION,
                        pos=pos,
                        buttons=(1, 0, 0),
                        rel=(pos[0] - last[0], pos[1] - last[1]),
                    )
                ]
            )
            last = pos
        path.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
        return path


def main(argv: list[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if argv[:1] == ["idle"] and len(argv) == 2 and argv[1] in IDLE_SCENES:
        run_idle(argv[1])
    elif argv[:1] == ["frames"] and len(argv) == 4 and argv[1] in WINDOW_TABLES:
        run_frames(argv[1], float(argv[2]), int(argv[3]))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
