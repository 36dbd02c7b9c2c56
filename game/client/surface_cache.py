"""A cache of drawn pictures held within a memory budget: the least recently used go first.

Text, shadows and icons are drawn once and blitted every frame; kept without a bound, the
pictures of every text size, colour and screen ever shown add up to hundreds of megabytes over a
long session. A picture's cost is its pixel memory (pitch x height).
"""

from __future__ import annotations

from collections import OrderedDict

import pygame


def surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


class SurfaceCache:
    def __init__(self, budget_mb: float):
        self.budget = int(budget_mb * 2**20)
        self.used = 0
        self._items: OrderedDict = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key) -> bool:
        return key in self._items

    def get(self, key) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
        return surf

    def put(self, key, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.used -= surface_bytes(old)
        self._items[key] = surf
        self.used += surface_bytes(surf)
        while self.used > self.budget and len(self._items) > 1:
            _, dropped = self._items.popitem(last=False)
            self.used -= surface_bytes(dropped)
        return surf

    def clear(self) -> None:
        self._items.clear()
        self.used = 0
