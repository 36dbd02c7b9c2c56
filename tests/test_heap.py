"""game.heap: with glibc's mmap threshold fixed, a big block freed does not send every later
block under its size to the heap (where freed pages stay with the process)."""

from __future__ import annotations

import subprocess
import sys

import pytest

PROBE = """
import ctypes, sys
class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in ("arena", "ordblks", "smblks", "hblks",
                "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]
libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = MallInfo2
if sys.argv[1] == "fixed":
    from game import heap
    assert heap.keep_big_blocks_apart()
big = bytearray(8 << 20)
del big  # glibc's own rule now serves every block under 8 MB from the heap
mapped = libc.mallinfo2().hblkhd
block = bytearray(300 << 10)
print(libc.mallinfo2().hblkhd - mapped)
"""


def mapped_growth(mode: str) -> int:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, mode], capture_output=True, text=True, check=True
    )
    return int(out.stdout)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator only")
def test_a_big_block_gets_a_mapping_of_its_own_after_a_bigger_one_was_freed():
    try:
        unfixed = mapped_growth("glibc")
    except subprocess.CalledProcessError:
        pytest.skip("no glibc 2.33 or later (mallinfo2) here")
    assert unfixed == 0  # from the heap: its pages would stay with the process once freed
    assert mapped_growth("fixed") >= 300 << 10


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator only")
def test_the_heaps_free_pages_are_handed_back():
    from game import heap

    probe = (
        "import sys\nfrom game import heap\nheap.keep_big_blocks_apart()\n"
        "blocks = [bytearray(60 << 10) for _ in range(400)]  # 24 MB under the threshold: the "
        "heap\n"
        "keep = blocks[-1]\ndel blocks\n"
        "def rss():\n    return "
        "int(open('/proc/self/status').read().split('VmRSS:')[1].split()[0])\n"
        "before = rss()\nassert heap.give_back()\nprint(before - rss())\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert int(out.stdout) > 16 << 10  # kB: most of the 24 MB went back to the system
    assert heap.give_back() is True
