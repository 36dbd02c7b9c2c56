"""Where files live: bundled data (source tree or PyInstaller build) and the per-user folder."""

from __future__ import annotations

import os
import sys
import tempfile
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
    """Per-user data folder (saves, settings); LAIRWRIGHT_HOME overrides it. Created on demand;
    a folder that cannot be made is still returned (write_problem() says why)."""
    override = os.environ.get("LAIRWRIGHT_HOME")
    if override:
        home = Path(override)
    else:
        import platformdirs

        home = Path(platformdirs.user_data_dir("Lairwright", appauthor=False))
    try:
        home.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # every write into it fails and says so; the app still starts (see write_problem)
    return home


def write_problem(folder: Path | None = None) -> str | None:
    """Why no file can be written in `folder` (the user folder by default), tried for real with
    a nameless temporary file; None when writing works."""
    folder = folder or user_home()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
