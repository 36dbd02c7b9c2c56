"""Saved games: round trip, survival of a kill, and bad files reported and left untouched.

Uses Dungeon Makers, the first registered game, through game.saves (no pygame needed)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import saves
from game.rules import GAMES
from game.saves import SaveProblem, SeatInfo

ROOT = Path(__file__).resolve().parent.parent
SEATS = [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "ai", "normal", 3)]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("LAIRWRIGHT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def played(moves: int, seed: int = 5):
    state = GAMES["makers"].new_state(2, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def write(path, state, seats=SEATS):
    saves.write_save(path, "makers", state.options, state.seed, seats, state)


def test_round_trip_keeps_seats_seed_options_and_the_exact_position(home):
    state = played(12)
    path = saves.saves_dir() / "autosave.json"
    write(path, state)
    data = json.loads(path.read_text())
    assert data["format"] == saves.SAVE_FORMAT and data["game"] == "makers"
    assert data["seed"] == 5 and data["options"] == {}
    loaded = saves.read_save(path)
    assert loaded.seats == SEATS
    assert loaded.state.to_json() == state.to_json()
    assert loaded.state.legal_actions(loaded.state.to_move()[0]) == state.legal_actions(
        state.to_move()[0]
    )


def test_write_is_atomic_when_interrupted(home, monkeypatch):
    path = saves.saves_dir() / "autosave.json"
    write(path, played(3))
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError("disk pulled out")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        write(path, played(9))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["autosave.json"]  # no temp file left


KILLED_GAME = textwrap.dedent("""
    import random, sys, time
    from game.client.inline_runner import InlineRunner
    from game.client.session import Session
    from game import saves
    from game.saves import SeatInfo
    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "human", None, 1)]
    session = Session("makers", seats, seed=8, runner=InlineRunner())
    rng = random.Random(8)
    for _ in range(int(sys.argv[1])):
        seat = session.state.to_move()[0]
        assert session.submit(seat, rng.choice(session.state.legal_actions(seat))) is None
    saves.flush_autosaves()  # the writer thread lands a move within milliseconds; wait for it here
    print(session.state.to_json(), flush=True)
    time.sleep(60)
""")


def test_resume_after_the_app_is_killed(home):
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPATH=str(ROOT),
        LAIRWRIGHT_HOME=str(home),
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", KILLED_GAME, "17"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        expected = proc.stdout.readline().strip()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert expected, "the game did not start"
    scan = saves.scan()
    assert scan.problems == []
    found = saves.latest_unfinished()
    assert found is not None
    path, saved = found
    assert path.name == "autosave.json"
    assert saved.state.to_json() == expected
    assert [s.name for s in saved.seats] == ["Ann", "Bea"]


def _bad_files(state):
    good = saves.record_text(saves.record("makers", {}, state.seed, SEATS, state))
    data = json.loads(good)
    newer = dict(data, format=saves.SAVE_FORMAT + 1)
    illegal = json.loads(good)
    seat, action = illegal["state"]["actions"][3]
    illegal["state"]["actions"][3] = [1 - seat, action]  # the wrong player moves
    unknown = dict(data, game="chess")
    return {
        "corrupt.json": ("{{{ not json at all", "damaged"),
        "truncated.json": (good[: len(good) // 2], "cut short"),
        "newer.json": (json.dumps(newer), "newer version"),
        "illegal.json": (json.dumps(illegal), "Move 4 of the saved game"),
        "unknown.json": (json.dumps(unknown), "does not have"),
        "binary.json": (b"\xff\xfe\x00garbage", "damaged"),
    }


def test_bad_saves_are_reported_in_plain_words_and_left_byte_identical(home):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    files = _bad_files(played(10))
    for name, (content, _) in files.items():
        data = content if isinstance(content, bytes) else content.encode()
        (folder / name).write_bytes(data)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    scan = saves.scan()
    assert scan.readable == []
    reasons = {path.name: reason for path, reason in scan.problems}
    assert set(reasons) == set(files)
    for name, (_, words) in files.items():
        assert words in reasons[name], (name, reasons[name])
        with pytest.raises(SaveProblem):
            saves.read_save(folder / name)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


def test_a_new_game_never_autosaves_over_a_file_it_cannot_read(home):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_text(
        '{"format": 1, "app": "lairwright", "game": "makers", "st'
    )
    damaged = (folder / "autosave.json").read_bytes()
    path = saves.new_autosave_path()
    assert path.name == "autosave-2.json"
    write(path, played(4))
    assert (folder / "autosave.json").read_bytes() == damaged
    found = saves.latest_unfinished()
    assert found is not None and found[0] == path


def finished(seed: int = 1):
    state = played(0)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_a_new_game_keeps_an_unfinished_one_and_a_finished_one(home):
    first = saves.new_autosave_path()
    write(first, played(4))
    second = saves.new_autosave_path()
    assert second.name == "autosave-2.json"  # the unfinished game in autosave.json is kept
    write(second, finished())
    third = saves.new_autosave_path()
    assert third.name == "autosave-3.json"  # the finished game is kept for its replay
    assert [p.name for p, _ in saves.scan().readable if not _.state.is_over()] == ["autosave.json"]
    assert [p.name for p, _ in saves.scan().readable if _.state.is_over()] == ["autosave-2.json"]


def test_delete_save_removes_only_a_readable_save(home):
    path = saves.new_autosave_path()
    write(path, played(3))
    saves.delete_save(path)
    assert not path.exists()
    broken = saves.saves_dir() / "broken.json"
    broken.write_text("{")
    with pytest.raises(SaveProblem):
        saves.delete_save(broken)
    assert broken.read_text() == "{"


def test_finished_games_are_not_offered_for_resume(home):
    state = finished()
    write(saves.saves_dir() / "autosave.json", state)
    assert saves.latest_unfinished() is None
    assert len(saves.scan().readable) == 1


def test_bad_seats_are_refused(home):
    state = played(2)
    data = json.loads(saves.record_text(saves.record("makers", {}, state.seed, SEATS, state)))
    data["seats"][1]["kind"] = "robot"
    with pytest.raises(SaveProblem, match="Seat 2"):
        saves.parse(json.dumps(data))
    data["seats"] = data["seats"][:1]
    with pytest.raises(SaveProblem, match="do not match"):
        saves.parse(json.dumps(data))


def test_a_scan_reads_an_unchanged_file_once_and_gives_copies(home, monkeypatch):
    path = saves.saves_dir() / "autosave.json"
    write(path, played(6))
    reads = []
    real = saves.read_save
    monkeypatch.setattr(saves, "read_save", lambda p: reads.append(p) or real(p))
    first = saves.scan().readable[0][1]
    first.state.apply(
        first.state.to_move()[0], first.state.legal_actions(first.state.to_move()[0])[0]
    )
    again = saves.scan().readable[0][1]
    assert len(reads) == 1 and len(again.state.history) == 6  # the copy played on changed nothing
    write(path, played(9))
    assert len(saves.scan().readable[0][1].state.history) == 9 and len(reads) == 2


def test_a_look_for_unfinished_games_does_not_replay_the_finished_ones(home, monkeypatch):
    done = saves.saves_dir() / "autosave.json"
    write(done, finished())
    going = saves.saves_dir() / "autosave-2.json"
    write(going, played(5))
    assert json.loads(done.read_text())["over"] is True
    reads = []
    real = saves.read_save
    monkeypatch.setattr(saves, "read_save", lambda p: reads.append(p) or real(p))
    found = saves.scan(unfinished_only=True)
    assert found.finished == [done] and [p for p, _ in found.readable] == [going]
    assert reads == [going]
    assert saves.latest_unfinished()[0] == going
    assert {p for p, _ in saves.scan().readable} == {done, going}  # the list reads them all
