"""Fonts: bundled TTF files from assets/fonts/, never system fonts.

Until TTF files are bundled, pygame's own default font (shipped inside pygame) is used.
`ui_scale` from the settings multiplies every size, so text can be made larger.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.paths import ASSETS

FONT_DIR = ASSETS / "fonts"

# Families bundled in assets/fonts (see its README): a carved display face for titles and a
# plain UI face for everything that must be read quickly.
DISPLAY_FAMILY = "Cinzel"
UI_FAMILY = "SourceSans3"

_cache: dict[tuple, pygame.font.Font] = {}
_text_cache: dict[tuple, pygame.Surface] = {}
_wrap_cache: dict[tuple, list[str]] = {}
_scale = 1.0


def set_scale(scale: float) -> None:
    global _scale
    if scale != _scale:
        _scale = scale
        _cache.clear()
        _text_cache.clear()
        _wrap_cache.clear()


def _font_file(family: str, style: str) -> Path | None:
    """assets/fonts/<family>-<style>.ttf, falling back to the family's regular face, then to
    any bundled TTF; None when no TTF is bundled."""
    if not FONT_DIR.is_dir():
        return None
    for name in (f"{family}-{style}.ttf", f"{family}-Regular.ttf"):
        if (FONT_DIR / name).is_file():
            return FONT_DIR / name
    files = sorted(FONT_DIR.glob("*.ttf"))
    return files[0] if files else None


def font(size: int, bold: bool = False, display: bool = False,
         italic: bool = False) -> pygame.font.Font:
    key = (size, bold, display, italic)
    if key not in _cache:
        pixel = max(8, round(size * _scale))
        style = "Bold" if bold else "Italic" if italic else "Regular"
        path = _font_file(DISPLAY_FAMILY if display else UI_FAMILY, style)
        if path is None:
            # pygame's bundled default face runs small: scale it to match a TTF's x-height.
            f = pygame.font.Font(None, round(pixel * 1.3))
            f.bold = bold
            f.italic = italic
        else:
            f = pygame.font.Font(path, pixel)
            f.bold = bold and "Bold" not in path.stem
            f.italic = italic and "Italic" not in path.stem and not bold
        _cache[key] = f
    return _cache[key]


def render(text: str, size: int, colour, bold: bool = False, display: bool = False,
           italic: bool = False) -> pygame.Surface:
    """Rendered text, cached (tables redraw every frame)."""
    key = (text, size, tuple(colour), bold, display, italic)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 4000:
            _text_cache.clear()
        surf = font(size, bold, display, italic).render(text, True, colour)
        _text_cache[key] = surf
    return surf


def wrap(text: str, size: int, width: int, bold: bool = False, display: bool = False) -> list[str]:
    """Split text into lines that fit `width` pixels (words kept whole when possible); cached,
    since logs and panels re-wrap the same lines every frame."""
    key = (text, size, width, bold, display)
    lines = _wrap_cache.get(key)
    if lines is None:
        if len(_wrap_cache) > 4000:
            _wrap_cache.clear()
        lines = _wrap_cache[key] = _wrap(text, size, width, bold, display)
    return list(lines)


def _wrap(text: str, size: int, width: int, bold: bool, display: bool) -> list[str]:
    f = font(size, bold, display)
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
