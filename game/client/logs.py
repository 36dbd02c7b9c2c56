"""The app log: user_home()/lairwright.log. Unexpected errors are written here with tracebacks."""
from __future__ import annotations

import logging

from game.paths import user_home

LOG = logging.getLogger("lairwright")


def log_path():
    return user_home() / "lairwright.log"


def setup_logging() -> None:
    if any(getattr(h, "_lairwright", False) for h in LOG.handlers):
        return
    handler = logging.FileHandler(log_path(), encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    handler._lairwright = True
    LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)
