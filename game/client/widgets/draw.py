"""Drawing helpers shared by every screen: panels, shadows, frames, seat markers."""

from __future__ import annotations

import math

import pygame

from game.client import fonts, theme
from game.client.surface_cache import SurfaceCache

_shadow_cache = SurfaceCache(budget_mb=2)  # whole shadows of small things (cards, buttons)
_corners = SurfaceCache(budget_mb=1)  # a big shadow's four round corners
BIG_SHADOW = 50_000  # pixels: a shadow this big is drawn in parts, not kept whole


def shadow(surface, rect, radius=theme.RADIUS, offset=4, alpha=90):
    """A rounded dark patch under `rect`, `offset` down and right. A small one is one kept
    picture blitted; a big one on an opaque surface is four corners and three darkened bands,
    so no picture of it is kept (a board's shadow alone would be 2.5 MB)."""
    r = pygame.Rect(rect).move(offset, offset)
    if r.width <= 0 or r.height <= 0:
        return
    radius = max(0, min(radius, r.width // 2, r.height // 2))
    if r.width * r.height < BIG_SHADOW or surface.get_flags() & pygame.SRCALPHA:
        # (on see-through pixels the shade must darken the alpha too: only a blit does)
        surface.blit(_shade((r.size, radius, alpha), _shadow_cache), r.topleft)
        return
    keep = (255 - alpha,) * 3
    if radius:
        corners = _shade(((2 * radius, 2 * radius), radius, alpha), _corners)
        for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            spot = (r.left + dx * (r.width - radius), r.top + dy * (r.height - radius))
            surface.blit(corners, spot, (dx * radius, dy * radius, radius, radius))
        surface.fill(
            keep,
            (r.left + radius, r.top, r.width - 2 * radius, radius),
            special_flags=pygame.BLEND_MULT,
        )
        surface.fill(
            keep,
            (r.left + radius, r.bottom - radius, r.width - 2 * radius, radius),
            special_flags=pygame.BLEND_MULT,
        )
    surface.fill(
        keep,
        (r.left, r.top + radius, r.width, r.height - 2 * radius),
        special_flags=pygame.BLEND_MULT,
    )


def _shade(key, cache: SurfaceCache) -> pygame.Surface:
    """A rounded rectangle of black at `alpha`, (size, radius, alpha) = key, kept in `cache`."""
    shade = cache.get(key)
    if shade is None:
        size, radius, alpha = key
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect(), border_radius=radius)
        if pygame.display.get_surface() is not None:
            shade = shade.convert_alpha()
        cache.put(key, shade)
    return shade


def panel(
    surface,
    rect,
    fill=theme.PANEL,
    edge=theme.PANEL_EDGE,
    radius=theme.RADIUS,
    drop_shadow=True,
    width=2,
):
    rect = pygame.Rect(rect)
    if drop_shadow:
        shadow(surface, rect, radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    # a lighter top edge reads as a bevel
    inner = rect.inflate(-2 * width, -2 * width)
    pygame.draw.line(
        surface,
        theme.mix(fill, (255, 255, 255), 0.08),
        (inner.left + radius, inner.top),
        (inner.right - radius, inner.top),
    )
    if width:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def panel_title(
    surface, rect, icon_name: str, title: str, figure: str, icon_ink=theme.TEXT_DIM
) -> None:
    """A panel's title row along its top: an icon, the title beside it, a figure at the right."""
    from game.client import icons

    rect = pygame.Rect(rect)
    surface.blit(icons.icon(icon_name, 30, icon_ink), (rect.left + 10, rect.top + 8))
    surface.blit(fonts.render(title, 20, theme.TEXT, bold=True), (rect.left + 46, rect.top + 10))
    img = fonts.render(figure, 18, theme.GOLD, bold=True)
    surface.blit(img, img.get_rect(topright=(rect.right - 12, rect.top + 12)))


def pill(surface, rect, edge, fill=(30, 24, 20), width=2) -> None:
    """A badge's capsule: a dark fill with a coloured rim, ends fully round."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, edge, rect, width, border_radius=rect.height // 2)


def title_text(surface, text, center, size=40, colour=theme.GOLD):
    """Large heading with a soft dark outline, centred on `center`."""
    img = fonts.render(text, size, colour, bold=True, display=True)
    dark = fonts.render(text, size, theme.BG_DEEP, bold=True, display=True)
    r = img.get_rect(center=center)
    for dx, dy in ((2, 2), (-1, 1), (1, -1), (0, 3)):
        surface.blit(dark, r.move(dx, dy))
    surface.blit(img, r)
    return r


def text(surface, string, pos, size=18, colour=theme.TEXT, bold=False, anchor="topleft"):
    img = fonts.render(string, size, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def text_block(surface, string, rect, size=18, colour=theme.TEXT, line_gap=4, bold=False):
    """Word-wrapped text inside `rect`; returns the height used."""
    rect = pygame.Rect(rect)
    y = rect.top
    for line in fonts.wrap(string, size, rect.width, bold):
        img = fonts.render(line, size, colour, bold)
        if y + img.get_height() > rect.bottom:
            break
        surface.blit(img, (rect.left, y))
        y += img.get_height() + line_gap
    return y - rect.top


def _polygon(center, radius, sides, start=-math.pi / 2):
    cx, cy = center
    return [
        (
            cx + radius * math.cos(start + 2 * math.pi * i / sides),
            cy + radius * math.sin(start + 2 * math.pi * i / sides),
        )
        for i in range(sides)
    ]


def shape_points(shape: str, center, radius):
    if shape == "square":
        r = radius * 0.85
        return [
            (center[0] - r, center[1] - r),
            (center[0] + r, center[1] - r),
            (center[0] + r, center[1] + r),
            (center[0] - r, center[1] + r),
        ]
    if shape == "diamond":
        return _polygon(center, radius * 1.1, 4)
    if shape == "triangle":
        return _polygon((center[0], center[1] + radius * 0.15), radius * 1.15, 3)
    if shape == "hexagon":
        return _polygon(center, radius, 6, 0)
    if shape == "star":
        outer = _polygon(center, radius * 1.1, 5)
        inner = _polygon(center, radius * 0.5, 5, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner) for p in pair]
    return None  # circle


def filled_shape(surface, center, radius, colour, shape: str, outline, drop: bool = False) -> None:
    """A seat's shape filled with `colour` and edged with `outline`; `drop` adds a hard shadow."""
    points = shape_points(shape, center, radius)
    if drop:
        if points is None:
            pygame.draw.circle(surface, (0, 0, 0), (center[0] + 2, center[1] + 3), radius)
        else:
            pygame.draw.polygon(surface, (0, 0, 0), [(x + 2, y + 3) for x, y in points])
    if points is None:
        pygame.draw.circle(surface, colour, center, radius)
        pygame.draw.circle(surface, outline, center, radius, 2)
    else:
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, outline, points, 2)


_MARKERS: dict[tuple, tuple[pygame.Surface, int]] = {}  # a marker drawn once, and its middle


def seat_marker(surface, center, radius, colour, shape: str, letter: str):
    """A seat's token: its colour, its own shape and its initial (never colour alone). Drawn
    once per look and copied after that (scores, log and board show a dozen every frame)."""
    if not all(isinstance(c, int) for c in center):  # a shape's edge falls between pixels
        _draw_seat_marker(surface, center, radius, colour, shape, letter)
        return
    size = max(fonts.SMALLEST, int(radius * 1.1))  # as _draw_seat_marker draws it
    key = (radius, tuple(colour), shape, letter, fonts.scale())
    made = _MARKERS.get(key)
    if made is None:
        if len(_MARKERS) > 500:
            _MARKERS.clear()
        middle = int(radius * 1.3) + 4
        picture = pygame.Surface((2 * middle + 1, 2 * middle + 1), pygame.SRCALPHA)
        _draw_seat_marker(picture, (middle, middle), radius, colour, shape, letter)
        made = _MARKERS[key] = (picture, middle)
    fonts.shown_at(size)
    surface.blit(made[0], (center[0] - made[1], center[1] - made[1]))


def _draw_seat_marker(surface, center, radius, colour, shape: str, letter: str):
    filled_shape(surface, center, radius, colour, shape, theme.mix(colour, (0, 0, 0), 0.55))
    size = max(fonts.SMALLEST, int(radius * 1.1))
    img = fonts.render(letter[:1].upper(), size, theme.readable_on(colour), bold=True)
    surface.blit(img, img.get_rect(center=(center[0], center[1] + 1)))


def focus_ring(surface, rect, colour=theme.ACCENT, radius=theme.RADIUS + 3):
    pygame.draw.rect(
        surface, colour, pygame.Rect(rect).inflate(8, 8), theme.FOCUS_WIDTH, border_radius=radius
    )


def background(surface):
    """The shared backdrop: dark stone with faint flagstone joints and a warm vignette."""
    surface.blit(_backdrop(surface.get_size()), (0, 0))


_backdrop_cache: dict = {}


def _backdrop(size):
    if size not in _backdrop_cache:
        import random

        rng = random.Random(7)
        surf = pygame.Surface(size)
        surf.fill(theme.BG)
        w, h = size
        row_h = 64
        for y in range(0, h, row_h):
            x = -rng.randint(0, 90)
            while x < w:
                stone_w = rng.randint(90, 170)
                shade = rng.randint(-5, 6)
                base = tuple(max(0, min(255, c + shade)) for c in (34, 29, 26))
                r = pygame.Rect(x + 2, y + 2, stone_w - 4, row_h - 4)
                pygame.draw.rect(surf, base, r, border_radius=6)
                x += stone_w
        # warm lamplight in the middle, fading into darker edges
        glow = pygame.Surface((w // 4, h // 4))
        glow.fill((0, 0, 0))
        for i in range(24, 0, -1):
            t = i / 24
            ring = pygame.Rect(
                0, 0, glow.get_width() * (0.4 + 1.1 * t), glow.get_height() * (0.4 + 1.1 * t)
            )
            ring.center = glow.get_rect().center
            warmth = int(22 * (1 - t) ** 1.5)
            pygame.draw.ellipse(glow, (warmth, int(warmth * 0.62), int(warmth * 0.3)), ring)
        surf.blit(
            pygame.transform.smoothscale(glow, size), (0, 0), special_flags=pygame.BLEND_RGB_ADD
        )
        edge = pygame.Surface((w // 4, h // 4), pygame.SRCALPHA)
        for i in range(16):
            inset = i * 2
            alpha = int(10 * (16 - i) / 16)
            pygame.draw.rect(
                edge, (6, 4, 3, alpha), edge.get_rect().inflate(-2 * inset, -2 * inset), 2
            )
        surf.blit(pygame.transform.smoothscale(edge, size), (0, 0))
        if pygame.display.get_surface() is not None:
            surf = surf.convert()  # the display's pixel format blits fastest
        _backdrop_cache[size] = surf
    return _backdrop_cache[size]
