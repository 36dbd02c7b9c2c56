"""A whole game as a record to look back on: every position, its events, its parts and the scores.

A game is its seed and its moves, so replaying them once gives everything the review and the
replay need (no pygame here):
- `state_at(n)`: the position after the first n moves (rebuilt from the nearest kept copy);
- `events[n]`: what move n did (`setup_events`: the set-up's), for the log and the animations;
- `parts`: the game cut where the rules' `round_name()` changes (rounds, years, levels), or, in
  a game told turn by turn, where the seat to move changes ("Turn 3"): each `Part(name, start,
  end)` spans moves start..end-1;
- `score_lines()`: every seat's total at the end of each part (the chart); `final` the scores.

The record is made from a finished game or a saved one: scores are counted with nothing left
out (`scores(None)`) once the game is over; before that they follow `viewer` (a seat's
knowledge, -1 for what every seat knows), so a game still being played never shows a secret.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import GAMES

KEEP_EVERY = 24  # a copy of the position is kept every this many moves (jumps replay the rest)


@dataclass
class Part:
    name: str  # "Round 3", "Year 2", "Turn 5"
    start: int  # the position it begins at (moves made before it)
    end: int  # the position after its last move


def turn_parts(seats: list[int]) -> list[tuple[str, int]]:
    """(name, start) of each turn of a game told turn by turn: a turn is a run of moves by one
    seat (`seats` lists the mover of every move)."""
    parts: list[tuple[str, int]] = []
    for index, seat in enumerate(seats):
        if index == 0 or seat != seats[index - 1]:
            parts.append((f"Turn {len(parts) + 1}", index))
    return parts or [("Turn 1", 0)]


class GameRecord:
    def __init__(self, game_id, num_players, seed, options, moves, viewer=None):
        spec = GAMES[game_id]
        self.game_id = game_id
        self.num_players = num_players
        self.seed = seed
        self.options = dict(options)
        self.moves = [(seat, action) for seat, action in moves]
        state = spec.new_state(num_players, seed, self.options)
        self.setup_events = list(state.events)
        self.events: list[list] = []
        self.kept = {0: state.clone()}
        names = [state.round_name()]
        for index, (seat, action) in enumerate(self.moves):
            self.events.append(list(state.apply(seat, action)))
            if (index + 1) % KEEP_EVERY == 0:
                self.kept[index + 1] = state.clone()
            names.append(state.round_name())
        self.last = state
        self.over = state.is_over()
        self.viewer = None if self.over else viewer
        self.parts = self._cut(names)
        self._lines: dict[int, list[int]] | None = None

    @classmethod
    def of(cls, state, viewer=None) -> GameRecord:
        """The record of a game from its (final or saved) state."""
        return cls(
            state.game_id, state.num_players, state.seed, state.options, state.history, viewer
        )

    def _cut(self, names: list) -> list[Part]:
        """The parts: where round_name() changes (names[n] is the name at position n), or turns."""
        total = len(self.moves)
        if names[0] is None:
            starts = turn_parts([seat for seat, _ in self.moves])
        else:
            starts = [(names[0], 0)]
            for n in range(1, total + 1):
                if names[n] != starts[-1][0]:
                    starts.append((names[n], n))
            if len(starts) > 1 and starts[-1][1] == total:  # a part begun by the last move only
                starts.pop()  # (the game ended there): the last part ends with it
        ends = [start for _, start in starts[1:]] + [total]
        return [Part(name, start, end) for (name, start), end in zip(starts, ends)]

    def __len__(self) -> int:
        return len(self.moves)

    def state_at(self, n: int):
        """The position after the first n moves (a fresh copy: change it freely)."""
        n = max(0, min(n, len(self.moves)))
        if n == len(self.moves):
            return self.last.clone()
        base = max(k for k in self.kept if k <= n)
        state = self.kept[base].clone()
        for seat, action in self.moves[base:n]:
            state.apply_unchecked(seat, action)
        return state

    def part_at(self, n: int) -> int:
        """The index of the part position n belongs to (the end of the game: the last one)."""
        for index, part in enumerate(self.parts):
            if n < part.end:
                return index
        return len(self.parts) - 1

    def score_lines(self) -> dict[int, list[int]]:
        """seat -> its total at the start and at the end of every part (len(parts) + 1 points)."""
        if self._lines is None:
            ends = [0] + [part.end for part in self.parts]
            lines: dict[int, list[int]] = {}
            for n in ends:
                state = self.last if n == len(self.moves) else self.state_at(n)
                try:
                    totals = [score.total for score in state.scores(self.viewer)]
                except NotImplementedError:  # a game that scores nothing before its end
                    totals = [0] * len(self.last.scores(self.viewer))
                for seat, total in enumerate(totals):
                    lines.setdefault(seat, []).append(total)
            self._lines = lines
        return self._lines

    def final(self):
        return self.last.scores(self.viewer)
