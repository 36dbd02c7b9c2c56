"""Every test ends with its autosaves on disk: the background writer never carries a write from
one test into the next one's folders."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _autosaves_flushed():
    yield
    from game import saves

    saves.flush_autosaves()
