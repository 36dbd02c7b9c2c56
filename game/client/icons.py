"""Icons: SVG files in assets/icons/<name>.svg, rasterised at the size they are drawn and cached.

Icons are recoloured to the ink they are drawn in. A missing icon is logged once and drawn as a
letter badge, so the screen still says what it means.
"""

from __future__ import annotations

import pygame

from game.client import fonts
from game.client.logs import LOG
from game.client.surface_cache import SurfaceCache
from game.paths import ASSETS

ICON_DIR = ASSETS / "icons"

_cache = SurfaceCache(budget_mb=6)
_missing: set[str] = set()


def _recolour(img: pygame.Surface, colour) -> pygame.Surface:
    img = img.copy()
    img.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    img.fill((*colour[:3], 0), special_flags=pygame.BLEND_RGBA_ADD)
    return img


def _badge(name: str, size: int, colour) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(
        surf,
        (*colour[:3], 255),
        surf.get_rect(),
        max(1, size // 12),
        border_radius=max(2, size // 5),
    )
    letter = fonts.render(name[:1].upper(), max(8, int(size * 0.7)), colour, bold=True)
    surf.blit(letter, letter.get_rect(center=(size / 2, size / 2 + 1)))
    return surf


def exists(name: str) -> bool:
    return (ICON_DIR / f"{name}.svg").is_file()


def icon(name: str, size: int, colour=(236, 226, 208)) -> pygame.Surface:
    key = (name, size, tuple(colour[:3]))
    cached = _cache.get(key)
    if cached is not None:
        return cached
    path = ICON_DIR / f"{name}.svg"
    try:
        img = _recolour(pygame.image.load_sized_svg(path, (size, size)), colour)
    except (FileNotFoundError, pygame.error, OSError) as exc:
        if name not in _missing:
            _missing.add(name)
            LOG.warning("Icon %r not available (%s); drawing a letter badge", name, exc)
        img = _badge(name, size, colour)
    return _cache.put(key, img)
