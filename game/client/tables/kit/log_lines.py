"""The game log's lines for the log panel, made as the log grows rather than afresh per move.

A long Doodle game logs several hundred entries, and a person drawing a path adds one at every
step: making every line and folding the whole log again after each of them cost more than a
millisecond of the frame. `FoldedLog` reads each entry once, keeps the folded lines of
everything read so far, and puts the few lines of a move still on show on top of a copy.
"""

from __future__ import annotations

from collections.abc import Callable

from game.client.widgets.chrome import LogLine


def folded(lines: list[LogLine]) -> list[LogLine]:
    """The log with a run of the same line folded into one with a count ("Ann draws a step of
    a hero's path (x12)"): a move made of many small actions reads as one entry."""
    fold = _Fold()
    for line in lines:
        fold.add(line)
    return fold.shown


class _Fold:
    """Folded lines so far: `shown` (what the panel lists) over `base` (each run's line) and
    `runs` (how many times it came in a row)."""

    def __init__(self, base=(), runs=(), shown=()):
        self.base, self.runs, self.shown = list(base), list(runs), list(shown)

    def add(self, line: LogLine) -> None:
        if self.base and line == self.base[-1]:
            self.runs[-1] += 1
            self.shown[-1] = LogLine(line.seat, f"{line.text} (x{self.runs[-1]})", line.style)
        else:
            self.base.append(line)
            self.runs.append(1)
            self.shown.append(line)

    def copy(self) -> _Fold:
        return _Fold(self.base, self.runs, self.shown)


class FoldedLog:
    """Folded lines of a log's first entries, kept from one call to the next while the log only
    grows (a new log, or a shorter one, is read again from its start). Lines already made stay
    the same objects, so the log panel re-wraps only what is new."""

    def __init__(self):
        self._log = None
        self._read = 0
        self._fold = _Fold()

    def lines(
        self, log, count: int, line_of: Callable[[int], LogLine | None], more=()
    ) -> list[LogLine]:
        """The folded lines of entries [0, count) (`line_of(i)`: entry i's line, None to leave
        it out), followed by the lines in `more`, which are not kept."""
        if log is not self._log or count < self._read:
            self._log, self._read, self._fold = log, 0, _Fold()
        for i in range(self._read, count):
            line = line_of(i)
            if line is not None:
                self._fold.add(line)
        self._read = count
        if not more:
            return list(self._fold.shown)
        fold = self._fold.copy()
        for line in more:
            fold.add(line)
        return fold.shown
