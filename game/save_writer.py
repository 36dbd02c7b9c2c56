"""Autosaves written on a background thread, so the frame that applies a move never waits for the
disk (an atomic write with fsync costs several milliseconds, a third of a frame at 60 fps).

Only the newest text for each file matters, so a file still waiting is simply given the newer
text. Anything that reads saves calls `flush()` first and sees every move made so far; so does
the app on its way out (and `atexit`, for any other way out).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

LOG = logging.getLogger("lairwright")  # the app's log file: every failed write is written there


class SaveWriter:
    def __init__(self, write: Callable[[Path, str], None]):
        self._write = write
        self._pending: dict[Path, str | Callable[[], str]] = {}
        self._writing: Path | None = None
        self._errors: dict[Path, str] = {}
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, text: str | Callable[[], str]) -> None:
        """Queue `text` for `path` and return at once; `text` may be a function that makes the
        text, called on the writer's thread (only the newest one of a file is ever called)."""
        with self._changed:
            self._pending[Path(path)] = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def flush(self) -> None:
        """Wait until every queued text is on disk (or has failed)."""
        with self._changed:
            while self._pending or self._writing is not None:
                self._changed.wait()

    def error(self, path: Path) -> str | None:
        """Why the last write of `path` failed, as a sentence for a player; None if it worked."""
        with self._changed:
            return self._errors.get(Path(path))

    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._pending:
                    self._changed.wait()
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._writing = path
            problem = None
            try:
                self._write(path, text() if callable(text) else text)
            except OSError as exc:
                problem = f"The game could not be saved ({exc.strerror or exc})."
            except Exception as exc:  # noqa: BLE001 - the writer must outlive one bad write
                problem = f"The game could not be saved ({exc})."
            if problem:
                LOG.error("Autosave to %s failed: %s", path, problem)
            with self._changed:
                if problem:
                    self._errors[path] = problem
                else:
                    self._errors.pop(path, None)
                self._writing = None
                self._changed.notify_all()
