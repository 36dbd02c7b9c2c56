"""Fonts: bundled TTF files from assets/fonts/, never system fonts.

Until TTF files are bundled, pygame's own default font (shipped inside pygame) is used.
`ui_scale` from the settings multiplies every size, so text can be made larger.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.paths import ASSETS

FONT_DIR = ASSETS / "fonts"

_cache: dict[tuple[int, bool], pygame.font.Font] = {}
_text_cache: dict[tuple, pygame.Surface] = {}
_scale = 1.0


def set_scale(scale: float) -> None:
    global _scale
    if scale != _scale:
        _scale = scale
        _cache.clear()
        _text_cache.clear()


def _font_file(bold: bool) -> Path | None:
    """The bundled regular or bold face (by file name); None when no TTF is bundled."""
    files = sorted(FONT_DIR.glob("*.ttf")) if FONT_DIR.is_dir() else []
    if not files:
        return None
    bold_files = [f for f in files if "bold" in f.stem.lower()]
    regular = [f for f in files if f not in bold_files and "italic" not in f.stem.lower()]
    if bold and bold_files:
        return bold_files[0]
    return (regular or files)[0]


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    if key not in _cache:
        pixel = max(8, round(size * _scale))
        path = _font_file(bold)
        if path is None:
            # pygame's bundled default face runs small: scale it to match a TTF's x-height.
            f = pygame.font.Font(None, round(pixel * 1.3))
            f.bold = bold
        else:
            f = pygame.font.Font(path, pixel)
            if bold and "bold" not in path.stem.lower():
                f.bold = True
        _cache[key] = f
    return _cache[key]


def render(text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """Rendered text, cached (tables redraw every frame)."""
    key = (text, size, tuple(colour), bold)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 4000:
            _text_cache.clear()
        surf = font(size, bold).render(text, True, colour)
        _text_cache[key] = surf
    return surf


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit `width` pixels (words kept whole when possible)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
