"""Fonts: bundled TTF files from assets/fonts/, never system fonts.

Until TTF files are bundled, pygame's own default font (shipped inside pygame) is used.
`ui_scale` from the settings multiplies every size, so text can be made larger.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.client.surface_cache import SurfaceCache
from game.paths import ASSETS

FONT_DIR = ASSETS / "fonts"

# Families bundled in assets/fonts (see its README): a carved display face for titles and a
# plain UI face for everything that must be read quickly.
DISPLAY_FAMILY = "Cinzel"
UI_FAMILY = "SourceSans3"

_cache: dict[tuple, pygame.font.Font] = {}
_text_cache = SurfaceCache(
    budget_mb=6
)  # ~500 lines; a table's frame uses at most 1 MB (game.bench_memory session)
_wrap_cache: dict[tuple, list[str]] = {}
_advances: dict[tuple, int] = {}
_scale = 1.0
SMALLEST = 12  # the least text size any screen may show at 1280x800 (the tests hold tables to it)
_smallest_shown: list[float] = []  # the least size rendered since reset_smallest(), if watched

# The faces the scenes and tables draw with (size, bold, display), as found on a smoke run,
# small UI text first. A face's first use costs milliseconds (its glyphs and shaping data load
# lazily), so the app prepares one of these per frame while it starts (see warm_one).
WARM_KEYS = (
    [(size, bold, False) for size in range(10, 23) for bold in (False, True)]
    + [(size, True, False) for size in (24, 26, 30, 34, 37)]
    + [(size, True, True) for size in (18, 24, 26, 28, 32, 34, 40, 42, 48, 52)]
)
WARM_TEXT = (
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 "
    ".,;:!?'\"()[]+-=/&%#*<> \u00b7\u2014\u2013\u2019\u00d7"
)
_warm: set[tuple] = set()


def set_scale(scale: float) -> None:
    global _scale
    if scale != _scale:
        _scale = scale
        _cache.clear()
        _text_cache.clear()
        _wrap_cache.clear()
        _advances.clear()
        _warm.clear()


def scale() -> float:
    """The text size now in use (see set_scale)."""
    return _scale


def warm_one() -> bool:
    """Load the next face of WARM_KEYS (measure and draw every common glyph); False when all
    are ready. The app calls this once a frame, so the cost is spread thin."""
    for key in WARM_KEYS:
        if key not in _warm:
            _warm.add(key)
            face = font(*key)
            face.size(WARM_TEXT)
            face.render(WARM_TEXT, True, (255, 255, 255))
            return True
    return False


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


def font(
    size: int, bold: bool = False, display: bool = False, italic: bool = False
) -> pygame.font.Font:
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


def reset_smallest() -> None:
    """Start watching the least text size drawn (tests: no table shows text under SMALLEST)."""
    _smallest_shown[:] = [float("inf")]


def smallest_shown() -> float:
    """The least text size drawn since reset_smallest() (infinity if nothing was drawn)."""
    return _smallest_shown[0]


def shown_at(size: float) -> None:
    """Note text drawn at `size` (render does it; so does whatever shrinks a rendered line)."""
    if _smallest_shown and size < _smallest_shown[0]:
        _smallest_shown[0] = size


def render(
    text: str, size: int, colour, bold: bool = False, display: bool = False, italic: bool = False
) -> pygame.Surface:
    """Rendered text, cached (tables redraw every frame)."""
    if _smallest_shown and text.strip():
        shown_at(size)
    key = (text, size, tuple(colour), bold, display, italic)
    surf = _text_cache.get(key)
    if surf is None:
        surf = _text_cache.put(key, font(size, bold, display, italic).render(text, True, colour))
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


def _width(f: pygame.font.Font, key: tuple, word: str) -> int:
    """A word's width as the sum of its characters' advances (each measured once per face): a
    new string costs SDL_ttf tens of microseconds to shape, a dictionary lookup costs nothing."""
    width = 0
    for char in word:
        advance = _advances.get((key, char))
        if advance is None:
            metrics = f.metrics(char)[0]
            advance = _advances[(key, char)] = metrics[4] if metrics else f.size(char)[0]
        width += advance
    return width


def _wrap(text: str, size: int, width: int, bold: bool, display: bool) -> list[str]:
    # Greedy. A line's width is estimated from its characters' advances; only when the estimate
    # is near the limit is the line measured whole (kerning and rounding make the estimate
    # differ from the real width by at most a few pixels a word).
    f = font(size, bold, display)
    key = (size, bold, display)
    space = _width(f, key, " ")
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line, used, count = "", 0, 0
        for word in paragraph.split(" "):
            w = _width(f, key, word)
            if not line:
                line, used, count = word, w, 1
                continue
            trial, guess, slack = f"{line} {word}", used + space + w, 4 * (count + 2)
            if guess <= width - slack or (guess <= width + slack and f.size(trial)[0] <= width):
                line, used, count = trial, guess, count + 1
            else:
                lines.append(line)
                line, used, count = word, w, 1
        lines.append(line)
    return lines
