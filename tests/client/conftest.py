"""Client tests run headless (dummy video and audio) in a throwaway user folder, with a tiny
test-only game registered next to the real ones."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    path = tmp_path / "home"
    monkeypatch.setenv("LAIRWRIGHT_HOME", str(path))
    return path


@pytest.fixture
def tiny(monkeypatch):
    """Register the tiny game and its table (tests/client/tinygame.py, tinytable.py)."""
    import tinygame

    from game.client import catalog
    from game.client.tables import TABLE_MODULES, TABLES
    from game.rules import GAMES

    monkeypatch.setitem(GAMES, "tiny", tinygame.SPEC)
    monkeypatch.setitem(TABLE_MODULES, "tiny", "tinytable")
    monkeypatch.setattr(catalog, "_result", None)
    yield tinygame.SPEC
    TABLES._loaded.pop("tiny", None)
    catalog._result = None


@pytest.fixture
def app():
    from game.client.app import App

    application = App(strict=True, fixed_dt=1 / 30, bot_inline=True, seed=5)
    application.settings.animation_speed = "instant"
    application.settings.confirm_moves = (
        False  # moves are made at once; the confirm tests turn it on
    )
    yield application
    application.shutdown()
