"""A game looked at move by move (the replay, `--export-png`): a Session nobody plays.

`WatchedSession` stands where a table expects its Session. Its state is the position after the
first `move` moves of a `GameRecord` (game/review.py); nobody moves, nothing is saved, no bot
thinks. Every seat counts as a computer player, so each move stepped forward plays on the table
as a computer player's move does (its beat, its animation); `seat` is the one person at the
screen, whose eyes the table follows (its hand, its board in front). `go_to(n)` jumps (the
table shows the position at once), `step()` makes the next recorded move (shown as a beat).
"""

from __future__ import annotations

from pathlib import Path

from game.client.session import Session


class WatchedSession(Session):
    def __init__(self, record, seats, seat: int, move: int, hints=None, think=None):
        self.record = record
        self.seat = seat
        self._made_log: list | None = None
        super().__init__(
            record.game_id,
            seats,
            record.seed,
            record.options,
            state=record.state_at(move),
            save_path=Path("replay"),  # never written: autosave does nothing here
        )
        self.hints_taken = dict(hints or {})
        self.think_seconds = dict(think or {})

    # ---- where the replay stands ----------------------------------------------------------
    @property
    def move(self) -> int:
        return len(self.state.history)

    def go_to(self, move: int) -> None:
        """The position after the first `move` moves, at once."""
        self.state = self.record.state_at(move)
        self._rebuild_log()
        self.version += 1

    def step(self) -> bool:
        """Make the next recorded move (the table shows it as a beat); False at the end."""
        if self.move >= len(self.record):
            return False
        seat, action = self.record.moves[self.move]
        before = self.state.clone()
        events = self.state.apply(seat, action)
        self._rebuild_log()
        self.version += 1
        for listener in list(self.listeners):
            listener(seat, action, events, before)
        return True

    def _rebuild_log(self) -> None:
        """The log up to the position: made once for the whole game from the record's events."""
        if self._made_log is None:
            self.log = []
            self._log_events(-1, self.record.setup_events)
            for index, events in enumerate(self.record.events):
                self._log_events(index, events)
            self._made_log = self.log
        self.log = [entry for entry in self._made_log if entry.index < self.move]

    # ---- nobody plays -----------------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        return True

    def human_seats(self) -> list[int]:
        return [self.seat]

    def humans_to_move(self) -> list[int]:
        return []

    def bot_to_move(self) -> int | None:
        return None

    def submit(self, seat: int, action) -> str | None:
        return "This is a replay: nobody moves here."

    def why_no_undo(self) -> str | None:
        return "This is a replay: step back with the replay's buttons."

    def autosave(self) -> None:
        return None

    def update(self, now: float) -> None:
        return None


def watched_table(app, record, seats, move: int, seat: int, sees_all: bool = False, saved=None):
    """The game's table over a WatchedSession at `move`, following `seat`'s eyes (with
    `sees_all`, a finished game's every secret shown, scores counting everything). The caller
    puts it on the stack or draws it (export_png.py, scenes/replay.py)."""
    from game.client import catalog

    playable = catalog.find(record.game_id)
    if playable is None:
        raise LookupError(f"This build has no table for {record.game_id!r}.")
    session = WatchedSession(
        record,
        seats,
        seat,
        move,
        hints=getattr(saved, "hints", None),
        think=getattr(saved, "think", None),
    )
    session.colour_blind = app.settings.colour_blind
    table = playable.table(app, session)
    table.revealed_to = seat  # nobody passes a curtain in a replay: the screen is this seat's
    table.sees_all = sees_all and record.over
    table.results_shown = True  # the results never come up over a replay by themselves
    return table


def without_play_buttons(table) -> None:
    """Hide what only a game in play offers (Undo, Hint, Menu, Confirm, Results, the prompt):
    after every `table.update`, since the table shows them again there."""
    for widget in (
        table.undo_button,
        table.menu_button,
        table.results_button,
        table.hint_button,
        table.confirm_button,
    ):
        widget.visible = False
