"""Where files live: bundled data (source tree or PyInstaller build) and the per-user folder."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def bundle_root() -> Path:
    """The folder holding assets/ and levels/: the repo root from source, _internal/ when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


ASSETS = bundle_root() / "assets"
LEVELS = bundle_root() / "levels"


def user_home() -> Path:
    """Per-user data folder (saves, settings); LAIRWRIGHT_HOME overrides it. Created on demand."""
    override = os.environ.get("LAIRWRIGHT_HOME")
    if override:
        home = Path(override)
    else:
        import platformdirs
        home = Path(platformdirs.user_data_dir("Lairwright", appauthor=False))
    home.mkdir(parents=True, exist_ok=True)
    return home
