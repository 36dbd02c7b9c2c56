"""Drawn pictures are cached within a memory budget, least recently used first out."""

from __future__ import annotations

import pygame

from game.client import fonts
from game.client.surface_cache import SurfaceCache, surface_bytes


def picture(side=64):
    return pygame.Surface((side, side), pygame.SRCALPHA)  # 16 KB at 64 x 64


def test_the_budget_holds_and_the_least_recently_used_go_first():
    cache = SurfaceCache(budget_mb=16 * 4 / 1024)  # room for four 16 KB pictures
    for key in "abcd":
        cache.put(key, picture())
    assert cache.get("a") is not None  # "a" is used again: "b" is now the oldest
    cache.put("e", picture())
    assert "b" not in cache and all(k in cache for k in "acde")
    assert cache.used == 4 * surface_bytes(picture()) <= cache.budget


def test_replacing_a_key_counts_its_size_once():
    cache = SurfaceCache(budget_mb=1)
    cache.put("a", picture())
    cache.put("a", picture(32))
    assert len(cache) == 1 and cache.used == surface_bytes(picture(32))


def test_a_long_session_of_text_stays_within_the_text_budget():
    pygame.font.init()
    for n in range(3000):
        fonts.render(f"Line {n} of a long game log, with some words", 18, (200, 200, 200))
    assert fonts._text_cache.used <= fonts._text_cache.budget
    assert fonts.render(
        "Line 2999 of a long game log, with some words", 18, (200, 200, 200)
    ) is fonts.render("Line 2999 of a long game log, with some words", 18, (200, 200, 200))
