"""Player settings, remembered in user_home()/settings.json (written atomically).

A hand-broken value falls back to its default, value by value. A file that cannot be read at
all is moved aside to settings.json.unreadable (never lost) and the defaults are used; the app
says so once.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game.paths import user_home
from game.saves import write_atomic

LOG = logging.getLogger("lairwright")

WINDOW_SIZES = [(1024, 640), (1280, 800), (1440, 900), (1680, 1050), (1920, 1200)]


def sizes_that_fit(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes that fit on a screen of `desktop` pixels (with room for a title bar and
    a task bar); all of them when the screen size is unknown, the smallest when none fits."""
    if not desktop or desktop[0] <= 0 or desktop[1] <= 0:
        return list(WINDOW_SIZES)
    fit = [(w, h) for w, h in WINDOW_SIZES if w <= desktop[0] and h <= desktop[1] - 80]
    return fit or [WINDOW_SIZES[0]]


UI_SCALES = [0.9, 1.0, 1.15, 1.3]
# How long the expert computer player may think about a move, in seconds (the choices offered).
EXPERT_SECONDS = [1, 2, 3, 5, 10]
# Animation speed: name -> multiplier on animation times and the pause between bot moves.
ANIMATION_SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


@dataclass
class Settings:
    window_size: list = field(default_factory=lambda: [1280, 800])
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: str = "normal"
    volume: int = 70  # 0..100
    colour_blind: bool = False
    # a tile placed or a card picked stands on the table until Confirm (off: made at once)
    confirm_moves: bool = True
    # seconds the expert computer player thinks about each move (the others stop well within 1)
    expert_seconds: int = 1
    # game id -> the table last started (players, seats, options); checked entry by entry when
    # the setup screen reads it (game.client.scenes.setup)
    tables: dict = field(default_factory=dict)
    # the table last joined over the network: {"address": ..., "name": ...} (scenes/join.py)
    network: dict = field(default_factory=dict)

    def anim(self) -> float:
        """Multiplier for animation durations (0 = no animation)."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)


def _valid(name: str, value) -> bool:
    if name == "window_size":
        return (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and 320 <= v <= 10000 for v in value)
        )
    if name in ("fullscreen", "colour_blind", "confirm_moves"):
        return isinstance(value, bool)
    if name == "ui_scale":
        return isinstance(value, (int, float)) and 0.5 <= value <= 2.0
    if name == "animation_speed":
        return value in ANIMATION_SPEEDS
    if name == "expert_seconds":
        return value in EXPERT_SECONDS and not isinstance(value, bool)
    if name in ("tables", "network"):
        return isinstance(value, dict)
    if name == "volume":
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
    return False


def settings_path():
    return user_home() / "settings.json"


_load_note: list[str] = []  # what went wrong reading the settings, said once by the app


def load_settings() -> Settings:
    """The saved settings; a file that cannot be read is moved aside (never lost) and the
    defaults are used, with a note for the player (`take_load_note`)."""
    settings = Settings()
    path = settings_path()
    if not path.exists():
        return settings
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a table of settings")
    except (OSError, ValueError) as exc:
        kept = keep_unreadable(path)
        LOG.warning("Settings file %s unreadable (%s); using defaults; kept as %s", path, exc, kept)
        _load_note[:] = [
            "Your settings could not be read, so the defaults are in use. "
            + (
                f"The damaged file was kept as {kept.name} beside the new one."
                if kept
                else "The damaged file could not be moved aside and was left as it is."
            )
        ]
        return settings
    for f in fields(Settings):
        if f.name in data and _valid(f.name, data[f.name]):
            setattr(settings, f.name, data[f.name])
    return settings


def keep_unreadable(path: Path) -> Path | None:
    """Move a file the app cannot read to `<name>.unreadable` (or `.unreadable-2`, ...) before
    anything is written in its place; None if it cannot be moved."""
    for n in range(1, 100):
        kept = path.with_name(path.name + ".unreadable" + (f"-{n}" if n > 1 else ""))
        if kept.exists():
            continue
        try:
            path.rename(kept)
        except OSError:
            return None
        return kept
    return None


def take_load_note() -> str | None:
    """The note about unreadable settings, once (None when all was well or it was given)."""
    return _load_note.pop() if _load_note else None


def save_settings(settings: Settings) -> None:
    write_atomic(settings_path(), json.dumps(asdict(settings), indent=2) + "\n")
