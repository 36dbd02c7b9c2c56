"""When the user folder cannot be written, or a save fails: the app starts and says so, every
failure is in the log file, a "not saved" mark stays until a save works again, and temporaries
left by interrupted saves are cleaned at start (never anything else)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from game import saves
from game.client.inline_runner import InlineRunner
from game.client.session import Session
from game.saves import SeatInfo


def test_the_app_starts_when_its_user_folder_cannot_be_made(tmp_path, monkeypatch):
    from game.client.app import App
    from game.client.scenes.title import TitleScene

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    home = blocker / "Lairwright"
    monkeypatch.setenv("LAIRWRIGHT_HOME", str(home))
    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True)
    try:
        note = app.storage_note()
        assert note and str(home) in note and "nothing is saved" in note
        title = app.push(TitleScene(app))
        app.frame()
        assert str(home) in " ".join(title.problem_lines())
        app.settings.volume = 10
        app.settings_changed()  # the change applies; the file cannot be written: no crash
    finally:
        app.shutdown()


def test_a_writable_folder_has_no_storage_note(app):
    assert app.storage_note() is None


def no_space(*args, **kwargs):
    raise OSError(28, "No space left on device")


def move(session):
    return session.state.legal_actions(0)[0]


def test_every_failed_save_is_logged_and_not_saved_stays_until_a_save_works(
    tiny, app, home, monkeypatch
):
    from game.client.app import NOT_SAVED_MARK
    from game.client.logs import log_path
    from game.client.scenes.table_launch import open_table

    session = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 2, runner=InlineRunner())
    open_table(app, session)
    app.frame()
    mark_spot = NOT_SAVED_MARK.move(6, 4).topleft  # inside the mark, clear of its words
    clean_colour = app.canvas.get_at(mark_spot)
    real_write = saves.write_atomic
    monkeypatch.setattr(saves, "write_atomic", no_space)
    for _ in range(2):
        app.frame()
        assert session.submit(0, move(session)) is None
        saves.flush_autosaves()
        for _ in range(40):  # the tiny game's warden moves after each of Ann's moves
            app.frame()
    saves.flush_autosaves()
    failures = [
        line for line in log_path().read_text().splitlines() if "could not be saved" in line
    ]
    assert len(failures) >= 2  # every failed write, not only the first
    assert app.not_saved() == "The game could not be saved (No space left on device)."
    app.frame()
    assert app.canvas.get_at(mark_spot) != clean_colour  # the mark is on the table
    monkeypatch.setattr(saves, "write_atomic", real_write)
    assert session.submit(0, move(session)) is None
    saves.flush_autosaves()
    assert app.not_saved() is None and session.save_error is None
    app.frame()
    assert app.canvas.get_at(mark_spot) == clean_colour


def test_only_the_apps_own_stale_temporaries_are_cleaned(home):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    stale = [
        folder / ".autosave.json.k2j4_x9a.tmp",
        home / ".settings.json.abcd1234.tmp",
        folder / ".makers-20261123-101010.json.zz00zz00.tmp",
    ]
    kept = [
        folder / ".autosave.json.fresh123.tmp",  # being written right now (by another copy)
        folder / "autosave.json",
        folder / "notes.tmp",
        folder / ".autosave.json.tmp",
        folder / ".autosave.json.ABCDEFGH.tmp",
        folder / ".autosave.txt.abcd1234.tmp",
        folder / "x.autosave.json.abcd1234.tmp",
        home / "mine.json.abcd1234.tmp",
    ]
    for path in stale + kept:
        path.write_text("{}")
    old = time.time() - 3600
    for path in stale + kept[1:]:
        os.utime(path, (old, old))
    a_folder = folder / ".other.json.dir12345.tmp"
    a_folder.mkdir()
    os.utime(a_folder, (old, old))
    removed = saves.clean_interrupted_writes()
    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in kept) and a_folder.is_dir()


def test_the_app_cleans_interrupted_saves_at_start(home):
    from game.client.app import App

    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    left = folder / ".autosave.json.q1w2e3r4.tmp"
    left.write_text('{"cut sh')
    old = time.time() - 600
    os.utime(left, (old, old))
    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True)
    app.shutdown()
    assert not left.exists()


def test_a_long_message_shows_every_line(app):
    import pygame

    from game.client import fonts
    from game.client.scenes.message import WIDTH, MessageOverlay
    from game.client.widgets.draw import text_block

    text = "Lairwright cannot write to /somewhere/far/away (Read-only file system). " * 4
    overlay = MessageOverlay(app, "Nothing will be saved", text)
    lines = fonts.wrap(text, 18, WIDTH - 64)
    assert len(lines) >= 3
    room = (overlay.box.left + 32, overlay.box.top + 70, WIDTH - 64, overlay.box.height - 150)
    used = text_block(pygame.Surface((1280, 800)), text, room, 18)
    assert used == len(lines) * (fonts.font(18).get_height() + 4)  # no line left out


def test_the_title_says_only_what_is_true_when_nothing_can_be_written(tiny, app):
    """A read-only home folder and every save readable: the one-line note speaks of saving,
    never of a problem with saved games."""
    from game.client.scenes.title import TitleScene

    app.storage_problem = "Read-only file system"
    title = app.push(TitleScene(app))
    assert title.problems == []
    note = title.short_note()
    assert note.startswith("Nothing is saved:") and "could not be read" not in note
    title.problems = [(Path("autosave-2.json"), "The file is damaged.")]
    assert "1 saved game could not be read" in title.short_note()
