"""Loads a game's content data file (game/content/<id>.toml) and reports problems plainly.

Content is data: a person who owns a printed copy can replace designed values by editing the
file alone. Each game validates its own records and raises ContentError naming the bad entry.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

CONTENT_DIR = Path(__file__).resolve().parent.parent / "content"
SOURCES = ("published", "designed")


class ContentError(Exception):
    """Broken content data; the message says which file and entry and what is wrong."""


def load_content(game_id: str, path: Path | None = None) -> dict:
    path = path or CONTENT_DIR / f"{game_id}.toml"
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError as exc:
        raise ContentError(f"Content file {path} is missing.") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"Content file {path} is not valid TOML: {exc}") from exc
    return data


def require_source(record: dict, where: str) -> None:
    """Every content record says where it comes from."""
    if record.get("source") not in SOURCES:
        raise ContentError(
            f"{where}: 'source' must be one of {SOURCES}, not {record.get('source')!r}."
        )
