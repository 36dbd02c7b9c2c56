"""Freed memory goes back to the system (Linux with glibc; elsewhere nothing is done).

glibc serves a request above its mmap threshold from a mapping of its own, handed back the
moment it is freed, and a smaller one from its heap, whose freed pages mostly stay with the
process. The threshold starts at 128 KiB but rises to the size of any mapped block freed, up to
32 MiB: once the app had freed one 4 MB picture (a full-window shadow, a copy of the canvas),
every picture under 4 MB came from the heap, and the holes that pictures left as caches turned
over stayed in the app's memory, 10-25 MB more after each game of a session (measured with
game.bench_memory, see docs/client.md). `keep_big_blocks_apart` keeps the threshold where it
starts; the cost is that each big block is mapped afresh, so nothing of that size may be
allocated every frame (the presenter keeps its canvas copy).
`give_back` hands the free pages inside the heap back to the system (malloc_trim), for the
moments when much has just been freed and a few milliseconds go unseen: a table closing.
"""

from __future__ import annotations

import ctypes
import functools
import sys

M_MMAP_THRESHOLD = -3  # mallopt's parameter number in glibc's malloc.h
MMAP_THRESHOLD = 128 * 1024  # glibc's own starting value


@functools.cache
def _libc():
    """The process's own C symbols, or None off Linux."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None)
    except OSError:
        return None


def keep_big_blocks_apart() -> bool:
    """Fix glibc's mmap threshold for this process; False where there is no glibc (musl has
    no mallopt)."""
    libc = _libc()
    return (
        libc is not None
        and hasattr(libc, "mallopt")
        and bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))
    )


def give_back() -> bool:
    """Return the heap's free pages to the system; False where there is no glibc."""
    libc = _libc()
    if libc is None or not hasattr(libc, "malloc_trim"):
        return False
    libc.malloc_trim(0)
    return True
