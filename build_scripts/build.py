"""Builds the standalone app: a PyInstaller one-folder build in dist/lairwright/.

    python build_scripts/build.py

The build runs in its own virtual environment (build/venv-build) holding only the runtime
dependencies from pyproject.toml plus PyInstaller, so nothing from a developer's environment
(pytest, hypothesis, ...) slips into the bundle. That venv is rebuilt whenever pyproject.toml
changes and reused otherwise. Needs only the Python running this script (3.11+).

On Linux, Python's own libraries (libpython and its extension modules, which ship with debug
information: libpython alone is 22 MB of it) are stripped. The libraries that came inside the
pygame-ce wheel are left alone: they are already stripped, and stripping a library that
auditwheel rewrote with patchelf can break it. Then the archive a person downloads is written
beside the folder (`.tar.gz` on Linux, `.zip` on Windows and macOS) and both sizes are printed.
"""

from __future__ import annotations

import hashlib
import os
import platform
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
FOLDER = DIST / "lairwright"
APP = FOLDER / "lairwright"


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
    print(
        f"build: creating a clean build environment in {BUILD_VENV.relative_to(ROOT)}", flush=True
    )
    shutil.rmtree(BUILD_VENV, ignore_errors=True)
    venv.EnvBuilder(with_pip=True, clear=True).create(BUILD_VENV)
    subprocess.run([str(venv_python()), "-m", "pip", "install", "-q", *requirements()], check=True)
    STAMP.write_text(fingerprint)
    return venv_python()


def python_runtime_libraries(folder: Path) -> list[Path]:
    """libpython and the standard library's extension modules inside the build."""
    internal = folder / "_internal"
    found = [path for path in internal.glob("libpython*.so*") if not path.is_symlink()]
    found += sorted(internal.glob("python3*/lib-dynload/*.so"))
    return found


def strip_python(folder: Path) -> None:
    strip = shutil.which("strip")
    if not sys.platform.startswith("linux") or strip is None:
        return
    libraries = python_runtime_libraries(folder)
    before = sum(path.stat().st_size for path in libraries)
    subprocess.run([strip, "--strip-debug", *map(str, libraries)], check=True)
    after = sum(path.stat().st_size for path in libraries)
    print(
        f"build: stripped debug information from {len(libraries)} Python libraries: "
        f"{mib(before)} -> {mib(after)}",
        flush=True,
    )


def archive_name() -> str:
    system = {"linux": "linux", "darwin": "macos", "win32": "windows"}.get(
        sys.platform, sys.platform
    )
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    return f"lairwright-{version}-{system}-{platform.machine().lower()}"


def write_archive(folder: Path) -> Path:
    """The download: the one-folder app packed under its own folder name."""
    fmt = "gztar" if sys.platform.startswith("linux") else "zip"
    made = shutil.make_archive(
        str(DIST / archive_name()), fmt, root_dir=folder.parent, base_dir=folder.name
    )
    return Path(made)


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MB"


def main() -> int:
    python = ensure_build_venv()
    env = dict(os.environ, PYTHONPATH=str(ROOT))  # lets the spec's collect_submodules find game/
    command = [
        str(python),
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(BUILD / "pyinstaller"),
        str(SPEC),
    ]
    print("build: " + " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    strip_python(FOLDER)
    for old in DIST.glob("lairwright-*"):
        old.unlink()
    archive = write_archive(FOLDER)
    print(f"build: done: {APP.relative_to(ROOT)} (folder {mib(folder_size(FOLDER))})")
    print(f"build: download: {archive.relative_to(ROOT)} ({mib(archive.stat().st_size)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
