"""Big blocks of memory go back to the system when freed (Linux with glibc; elsewhere nothing
is done).

glibc serves a request above its mmap threshold from a mapping of its own, handed back the
moment it is freed, and a smaller one from its heap, whose freed pages mostly stay with the
process. The threshold starts at 128 KiB but rises to the size of any mapped block freed, up to
32 MiB: once the app had freed one 4 MB picture (a full-window shadow, a copy of the canvas),
every picture under 4 MB came from the heap, and the holes that pictures left as caches turned
over stayed in the app's memory, 10-25 MB more after each game of a session (measured with
game.bench_memory, see docs/client.md). Setting the threshold keeps it where it starts.
The cost: each big block is mapped afresh, so nothing of that size may be allocated every
frame (the presenter keeps its canvas copies).
"""
from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3  # mallopt's parameter number in glibc's malloc.h
MMAP_THRESHOLD = 128 * 1024  # glibc's own starting value


def keep_big_blocks_apart() -> bool:
    """Fix glibc's mmap threshold for this process; False where there is no glibc."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        own = ctypes.CDLL(None)  # the process's own symbols: the C library's among them
        return bool(own.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))
    except (OSError, AttributeError):  # another C library (musl has no mallopt)
        return False
