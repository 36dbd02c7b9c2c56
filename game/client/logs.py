"""The app log: user_home()/lairwright.log. Unexpected errors are written here with tracebacks.
When the file cannot be opened (a read-only user folder) the log goes to stderr instead."""

from __future__ import annotations

import logging
import sys

from game.paths import user_home

LOG = logging.getLogger("lairwright")


def log_path():
    return user_home() / "lairwright.log"


def setup_logging() -> None:
    """Log to the current user folder's lairwright.log (re-pointed if LAIRWRIGHT_HOME changed)."""
    path = str(log_path())
    for old in [h for h in LOG.handlers if getattr(h, "_lairwright", None)]:
        if old._lairwright == path:
            return
        LOG.removeHandler(old)
        old.close()
    try:
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    handler._lairwright = path  # the log file this handler stands for
    LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)
