"""The presentation queue: what the table is still showing of moves already made.

Every applied action (a person's or a bot's) becomes a `Beat`: the seat, the action, its events
and the position before it. The table says how long a beat lasts (`TableScene.beat_length`) and
draws it; while beats are queued, the chrome (scores, log, prompt, results) and the next bot wait
on the *presented* position: the one before the beat that plays now, or, for a beat that does not
hide its result, the one it made. No pygame here.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field


@dataclass
class Beat:
    seat: int
    action: object
    events: list
    before: object  # the rules state before the action (a clone: never change it)
    index: int  # the action's place in the history
    length: float = 0.0  # seconds, set by the table when the beat starts
    age: float = 0.0
    # True: while it plays the table shows the position before it (a turn being told); False:
    # the move shows at once and the beat only holds what follows (the next bot, a change of view)
    hides_result: bool = True
    data: dict = field(default_factory=dict)  # the table's own notes for drawing it (flights...)
    # From this age on the beat shows a still picture while it waits (a reveal held until
    # Continue: length is infinite), so the app may rest; None: it moves until it ends
    settles_at: float | None = None

    @property
    def progress(self) -> float:
        """0 at the start, 1 at the end (1 for a beat of no length)."""
        return 1.0 if self.length <= 0 else min(1.0, self.age / self.length)

    @property
    def moving(self) -> bool:
        """Time still matters: it has not settled, or it ends by itself (a settled picture held
        a few seconds, a solo reveal: the app must not sleep, or its time would stand still)."""
        return self.settles_at is None or self.age < self.settles_at or self.length != math.inf


class BeatQueue:
    """Beats in order; the first one plays. `start(beat)` is called when a beat reaches the head
    (it sets the length and may fill `data`), `done(beat)` when it ends or is cut short."""

    def __init__(self, start, done):
        self._beats: deque[Beat] = deque()
        self._start, self._done = start, done

    def __bool__(self) -> bool:
        return bool(self._beats)

    def __len__(self) -> int:
        return len(self._beats)

    @property
    def playing(self) -> Beat | None:
        return self._beats[0] if self._beats else None

    @property
    def following(self) -> Beat | None:
        """The beat after the playing one (its `before` is the position the playing one made)."""
        return self._beats[1] if len(self._beats) > 1 else None

    def push(self, beat: Beat) -> None:
        self._beats.append(beat)
        if len(self._beats) == 1:
            self._start(beat)
            self.update(0.0)  # a beat of no length ends at once

    def update(self, dt: float) -> None:
        """Age the playing beat; a finished one makes way for the next (several may end in one
        frame when their lengths are 0)."""
        while self._beats:
            beat = self._beats[0]
            beat.age += dt
            dt = 0.0
            if beat.age < beat.length:
                return
            self._beats.popleft()
            self._done(beat)
            if self._beats:
                self._start(self._beats[0])

    def finish(self) -> None:
        """Cut the queue short: every beat ends now (a move of the player's own, an undo)."""
        while self._beats:
            beat = self._beats.popleft()
            self._done(beat)
