"""The Iron Golem's turn told step by step on the Dungeon Makers table (a mixin of MakersTable).

Its coin tumbles, its lines appear one by one, and only then does the table show what it did: the
tiles it took fly from their stacks to its pile, its points change, the log fills in. Until then
the table shows the stacks, its panel, the scores and the log as they were before its turn. A
move of the player's, or picking a piece up, cuts the telling short.
"""
from __future__ import annotations

from game.client.tables.makers.panels import golem_steps


class GolemShow:
    """Mixed into MakersTable, whose state it reads (golem_show, coin, session, stacks...)."""

    def _golem_last_turn(self) -> dict | None:
        """The Golem's last turn, fully shown (no step-by-step reveal), rebuilt from the rules'
        `golem_lines` when the table opens on a game in progress (e.g. after Resume)."""
        if not self.solo or not self.state.golem_lines:
            return None
        done = 1e9  # an age long past the reveal (finite: the reveal divides it into steps)
        return {"lines": list(self.state.golem_lines), "age": done, "used": None}

    def _begin_golem_show(self, events: list) -> None:
        """The Golem's turn is told in steps: its coin tumbles, its lines appear one by one, and
        only then do the tile it took fly to its pile and its points change on its panel."""
        lines = [e["text"] for e in events if e.get("kind") == "golem"]
        self.golem_show = {"lines": lines, "age": 0.0, "used": (self.state.golem_tile - 1) % 4,
                           "before": self._golem_seen, "scores": self._scores_seen, "flights": self._flights(),
                           "log_from": self._details_from(len(self.state.history) - 1),
                           "gain": self._total(1) - self._golem_seen.total}
        header, _ = golem_steps(lines)
        if header is not None:
            self.coin.speed = self.anim()
            self.coin.roll_to(1 if header[2] == "heads" else 2)
            self.play_sound("dice")

    def _telling(self) -> bool:
        """The Golem's last turn is still being told (coin, lines, then what it did)."""
        return self.golem_show is not None and self.golem_show.get("before") is not None

    def shown_scores(self):
        return self.golem_show["scores"] if self._telling() else self.scores()

    def over_shown(self) -> bool:
        return self.state.is_over() and not self._telling()

    def log_limit(self) -> int:
        return self.golem_show["log_from"] if self._telling() else len(self.session.log)

    def _details_from(self, index: int) -> int:
        """Where in the log the detail lines of move `index` start (held back while told)."""
        log = self.session.log
        return next((i for i, entry in enumerate(log) if entry.index == index and entry.detail), len(log))

    def _end_golem_show(self) -> None:
        """The Golem's turn has been told (or cut short): show what it did."""
        show = self.golem_show
        if show is None or show.get("before") is None:
            return
        if self._golem_revealing():
            show["age"] = 1e9  # cut short: all lines at once
        show["before"] = None
        self.flying += show.pop("flights")
        if show["gain"]:
            panel = self.slot_rect("golem_panel")
            self.floats.add(f"{show['gain']:+d}", (panel.right - 150, panel.top + 24))
        self._layer_key = None

    def _flights(self) -> list[dict]:
        """The tiles the Golem took, each to glide from its stack to the pile row of its panel
        (a tile it threw out of the game just goes)."""
        panel = self.slot_rect("golem_panel")
        before = self._golem_seen
        gained = list(self.state.pile[len(before.pile):])
        flights = []
        for s, stack in enumerate(self.state.stacks):
            for tile in before.stacks[s][len(stack):]:
                if tile in gained:
                    flights.append({"tile": tile, "start": self.stack_rects[s].center,
                                    "end": (panel.centerx, panel.top + 140), "age": 0.0})
        return flights
