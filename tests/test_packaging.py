"""The standalone build: PyInstaller one-folder app in dist/lairwright/ (slow: deselected by
default, run by CI with `pytest -m packaging`). Frozen apps fail at run time, not at build time,
so the built executable itself runs its smoke test."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist" / "lairwright"
APP = DIST / "lairwright"
INTERNAL = DIST / "_internal"

pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def built_app() -> Path:
    subprocess.run([sys.executable, str(ROOT / "build_scripts" / "build.py")], cwd=ROOT, check=True)
    assert APP.is_file() and os.access(APP, os.X_OK)
    return APP


def test_bundle_holds_assets_levels_and_content(built_app):
    for folder in ("assets", "levels"):
        source = sorted(p.relative_to(ROOT / folder) for p in (ROOT / folder).rglob("*") if p.is_file())
        bundled = sorted(p.relative_to(INTERNAL / folder) for p in (INTERNAL / folder).rglob("*")
                         if p.is_file())
        assert source and bundled == source, f"{folder}/ differs between the repo and the bundle"
    for toml in (ROOT / "game" / "content").glob("*.toml"):
        assert (INTERNAL / "game" / "content" / toml.name).is_file(), toml.name


def test_bundle_leaves_out_development_tools(built_app):
    names = {path.name.split("-")[0].lower() for path in INTERNAL.iterdir()}
    assert not names & {"pytest", "hypothesis", "numpy", "_pytest"}


def test_built_app_passes_its_smoke_test(built_app, tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               LAIRWRIGHT_HOME=str(tmp_path))
    done = subprocess.run([str(built_app), "--smoke-test"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, (f"exit {done.returncode}\n--- stdout\n{done.stdout[-4000:]}"
                                  f"\n--- stderr\n{done.stderr[-4000:]}")
