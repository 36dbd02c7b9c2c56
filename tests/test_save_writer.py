"""The background autosave writer: newest text wins, flush waits, failures are reported."""

from __future__ import annotations

import threading

from game.save_writer import SaveWriter


def test_flush_waits_for_the_newest_text_of_each_file(tmp_path):
    busy, gate = threading.Event(), threading.Event()
    written = []

    def slow_write(path, text):
        busy.set()
        gate.wait(5)
        written.append((path.name, text))
        path.write_text(text)

    writer = SaveWriter(slow_write)
    writer.submit(tmp_path / "first.json", "0")
    assert busy.wait(5)  # the writer is held inside its first write while the rest queue up
    writer.submit(tmp_path / "a.json", "1")
    writer.submit(tmp_path / "a.json", "2")
    writer.submit(tmp_path / "b.json", "x")
    writer.submit(tmp_path / "a.json", "3")
    gate.set()
    writer.flush()
    assert (tmp_path / "a.json").read_text() == "3"
    assert (tmp_path / "b.json").read_text() == "x"
    assert sorted(written) == [
        ("a.json", "3"),
        ("b.json", "x"),
        ("first.json", "0"),
    ]  # 1 and 2 overtaken


def test_a_failed_write_is_reported_until_a_write_works(tmp_path):
    full = [True]

    def write(path, text):
        if full[0]:
            raise OSError(28, "No space left on device")
        path.write_text(text)

    writer = SaveWriter(write)
    path = tmp_path / "a.json"
    writer.submit(path, "1")
    writer.flush()
    assert writer.error(path) == "The game could not be saved (No space left on device)."
    assert not path.exists()
    full[0] = False
    writer.submit(path, "2")
    writer.flush()
    assert writer.error(path) is None and path.read_text() == "2"


def test_the_writer_survives_an_unexpected_error(tmp_path):
    calls = []

    def write(path, text):
        calls.append(text)
        if text == "bad":
            raise ValueError("unexpected")
        path.write_text(text)

    writer = SaveWriter(write)
    writer.submit(tmp_path / "a.json", "bad")
    writer.flush()
    assert "unexpected" in writer.error(tmp_path / "a.json")
    writer.submit(tmp_path / "a.json", "good")
    writer.flush()
    assert (tmp_path / "a.json").read_text() == "good"


def test_a_text_made_by_a_function_is_made_on_the_writer_thread_and_only_the_newest(tmp_path):
    busy, gate = threading.Event(), threading.Event()
    made: list[tuple[str, str]] = []

    def held_write(path, text):
        busy.set()
        gate.wait(5)
        path.write_text(text)

    def text(value):
        def make():
            made.append((value, threading.current_thread().name))
            return value

        return make

    writer = SaveWriter(held_write)
    writer.submit(tmp_path / "first.json", "0")
    assert busy.wait(5)
    writer.submit(tmp_path / "a.json", text("1"))
    writer.submit(tmp_path / "a.json", text("2"))
    gate.set()
    writer.flush()
    assert (tmp_path / "a.json").read_text() == "2"
    assert made == [("2", "save-writer")]  # "1" was overtaken before anyone made it
