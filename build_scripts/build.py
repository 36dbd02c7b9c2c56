"""Builds the standalone app: a PyInstaller one-folder build in dist/lairwright/.

    python build_scripts/build.py

The build runs in its own virtual environment (build/venv-build) holding only the runtime
dependencies from pyproject.toml plus PyInstaller, so nothing from a developer's environment
(pytest, hypothesis, ...) slips into the bundle. That venv is rebuilt whenever pyproject.toml
changes and reused otherwise. Needs only the Python running this script (3.11+).
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
BUILD_VENV = BUILD / "venv-build"
STAMP = BUILD_VENV / ".pyproject-sha256"
SPEC = ROOT / "build_scripts" / "lairwright.spec"
DIST = ROOT / "dist"
APP = DIST / "lairwright" / "lairwright"


def requirements() -> list[str]:
    """Runtime dependencies plus the PyInstaller pin, both read from pyproject.toml."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    dev = project["optional-dependencies"]["dev"]
    pyinstaller = [req for req in dev if req.lower().startswith("pyinstaller")]
    return list(project["dependencies"]) + pyinstaller


def venv_python() -> Path:
    return BUILD_VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_build_venv() -> Path:
    fingerprint = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == fingerprint and venv_python().exists():
        return venv_python()
    print(f"build: creating a clean build environment in {BUILD_VENV.relative_to(ROOT)}", flush=True)
    shutil.rmtree(BUILD_VENV, ignore_errors=True)
    venv.EnvBuilder(with_pip=True, clear=True).create(BUILD_VENV)
    subprocess.run([str(venv_python()), "-m", "pip", "install", "-q", *requirements()], check=True)
    STAMP.write_text(fingerprint)
    return venv_python()


def main() -> int:
    python = ensure_build_venv()
    env = dict(os.environ, PYTHONPATH=str(ROOT))  # lets the spec's collect_submodules find game/
    command = [str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"), str(SPEC)]
    print("build: " + " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    print(f"build: done: {APP.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
