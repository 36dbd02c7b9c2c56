"""Small statistics shared by the balance and match tools."""

from __future__ import annotations

import math

Z95 = 1.96


def wilson(hits: float, total: int) -> tuple[float, float]:
    """The 95% Wilson interval of the proportion hits / total (total > 0)."""
    p, z = hits / total, Z95
    mid = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return mid - half, mid + half


def mean_interval(values: list[float]) -> tuple[float, float]:
    """A normal 95% interval of the mean (one value: no width)."""
    n = len(values)
    mean = sum(values) / n
    spread = (sum((v - mean) ** 2 for v in values) / (n - 1)) ** 0.5 if n > 1 else 0.0
    return mean - Z95 * spread / n**0.5, mean + Z95 * spread / n**0.5
