"""The app log: user_home()/lairwright.log. Unexpected errors are written here with tracebacks."""
from __future__ import annotations

import logging

from game.paths import user_home

LOG = logging.getLogger("lairwright")


def log_path():
    return user_home() / "lairwright.log"


def setup_logging() -> None:
    """Log to the current user folder's lairwright.log (re-pointed if LAIRWRIGHT_HOME changed)."""
    path = str(log_path())
    for old in [h for h in LOG.handlers if getattr(h, "_lairwright", False)]:
        if old.baseFilename == path:
            return
        LOG.removeHandler(old)
        old.close()
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    handler._lairwright = True
    LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)
