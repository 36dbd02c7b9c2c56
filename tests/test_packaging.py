"""The standalone build: PyInstaller one-folder app in dist/lairwright/ (slow: deselected by
default, run by CI with `pytest -m packaging`). Frozen apps fail at run time, not at build time,
so the built executable itself runs its smoke test."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist" / "lairwright"
APP = DIST / "lairwright"
INTERNAL = DIST / "_internal"
MAX_FOLDER_MB = 35  # what a person downloads and unpacks (issue 12: it was 62 MB)

pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def built_app() -> Path:
    subprocess.run([sys.executable, str(ROOT / "build_scripts" / "build.py")], cwd=ROOT, check=True)
    assert APP.is_file() and os.access(APP, os.X_OK)
    return APP


def test_bundle_holds_assets_levels_and_content(built_app):
    for folder in ("assets", "levels"):
        source = sorted(
            p.relative_to(ROOT / folder) for p in (ROOT / folder).rglob("*") if p.is_file()
        )
        bundled = sorted(
            p.relative_to(INTERNAL / folder) for p in (INTERNAL / folder).rglob("*") if p.is_file()
        )
        assert source and bundled == source, f"{folder}/ differs between the repo and the bundle"
    for toml in (ROOT / "game" / "content").glob("*.toml"):
        assert (INTERNAL / "game" / "content" / toml.name).is_file(), toml.name


def bundled_modules() -> set[str]:
    """Module names in the build's Python archive (PyInstaller's table of contents)."""
    toc = (ROOT / "build" / "pyinstaller" / "lairwright" / "PYZ-00.toc").read_text()
    return set(re.findall(r"\('([\w.]+)',\s*'[^']*',\s*'PYMODULE'\)", toc))


def test_every_game_module_is_bundled(built_app):
    # Games, bots and tables are imported by name at run time; the spec lists them all.
    expected = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / "game").rglob("*.py")
    }
    missing = expected - bundled_modules()
    assert not missing, f"not in the bundle: {sorted(missing)}"


def test_bundle_leaves_out_development_tools(built_app):
    top_level = {name.split(".")[0] for name in bundled_modules()}
    assert "pygame" in top_level and "pytmx" in top_level
    assert not top_level & {"pytest", "_pytest", "hypothesis", "numpy"}


def test_bundle_is_small_and_its_archive_is_written(built_app):
    files = [p for p in DIST.rglob("*") if p.is_file() and not p.is_symlink()]
    folder_mb = sum(p.stat().st_size for p in files) / 2**20
    assert folder_mb <= MAX_FOLDER_MB, f"the app folder is {folder_mb:.1f} MB"
    assert not [p.name for p in files if p.name.startswith(("libssl", "libcrypto"))]
    suffix = ".tar.gz" if sys.platform.startswith("linux") else ".zip"
    archives = list(DIST.parent.glob(f"lairwright-*{suffix}"))
    assert len(archives) == 1, archives
    assert 0 < archives[0].stat().st_size < folder_mb * 2**20


def test_built_app_passes_its_smoke_test(built_app, tmp_path):
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LAIRWRIGHT_HOME=str(tmp_path)
    )
    done = subprocess.run(
        [str(built_app), "--smoke-test"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert done.returncode == 0, (
        f"exit {done.returncode}\n--- stdout\n{done.stdout[-4000:]}"
        f"\n--- stderr\n{done.stderr[-4000:]}"
    )
