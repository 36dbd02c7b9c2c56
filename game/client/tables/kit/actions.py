"""What may be picked up and where it may go, read from the rules' legal actions. No pygame.

A table describes each legal action as a drag with `locate(action) -> (piece, target, turn)` (or
None for an action that is not a drag, such as a button's "pass"): `piece` is what the player
picks up, `target` where it is dropped, `turn` how it is turned (0 for pieces that do not turn).
Pieces and targets are any hashable values the table chooses (("stack", 2), ("mine", 1, 3)).

`ActionIndex(actions, locate)` is built once per position (the table keys it on the session's
version) and answers from then on without asking the rules again:
    index.pieces()                    the pieces that can move, in the order first met
    index.turns(piece)                the ways it can be turned and still go somewhere
    index.targets(piece, turn)        the targets to light for that piece turned that way
    index.actions(piece, target, turn)  the legal actions such a drop means (often one)
    index.only(keep)                  a smaller index: the actions for which keep(action) is true
A drop that is not legal is refused with the rules' own sentence: `refusal(state, seat, candidate)`
asks `why_illegal` about the action the table builds for that drop.

Actions taken in several steps (a drop that several legal actions share, which differ in later
choices: the Makers minion move and its optional trade) go through `Steps`; see there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable


class ActionIndex:
    def __init__(self, actions: Iterable, locate: Callable):
        self._moves: dict = {}  # piece -> turn -> target -> [actions]
        self.other: list = []  # legal actions that are not drags (buttons, keys)
        for action in actions:
            where = locate(action)
            if where is None:
                self.other.append(action)
                continue
            piece, target, turn = where
            self._moves.setdefault(piece, {}).setdefault(turn, {}).setdefault(target, []).append(
                action
            )

    def pieces(self) -> list:
        return list(self._moves)

    def turns(self, piece) -> list:
        """The ways `piece` can be turned and still go somewhere."""
        return list(self._moves.get(piece, {}))

    def targets(self, piece, turn=0) -> set:
        return set(self._moves.get(piece, {}).get(turn, {}))

    def actions(self, piece, target, turn=0) -> list:
        return list(self._moves.get(piece, {}).get(turn, {}).get(target, []))

    def only(self, keep: Callable) -> ActionIndex:
        """The index of the actions for which `keep(action)` is true (e.g. one choice of an
        action tile); located again from the stored places, not from the rules."""
        out = ActionIndex([], lambda a: None)
        for piece, turns in self._moves.items():
            for turn, targets in turns.items():
                for target, actions in targets.items():
                    kept = [a for a in actions if keep(a)]
                    if kept:
                        out._moves.setdefault(piece, {}).setdefault(turn, {})[target] = kept
        out.other = [a for a in self.other if keep(a)]
        return out


def refusal(state, seat: int, candidate, fallback: str = "That move is not allowed.") -> str:
    """Why a drop is refused: the rules' sentence for the action it would have been."""
    if candidate is None:
        return fallback
    return state.why_illegal(seat, candidate) or fallback


class Steps:
    """One action chosen in several steps. Start it with the legal actions a drop (or a click)
    leaves; each step fixes one field (`choose(field, value)`) and keeps the actions that agree;
    `options(field)` lists the values still open for a field, and `action` is the action once
    only one is left. A field may be optional (None among its values): the table offers "keep"
    beside the other values. `Steps` knows nothing of the screen: the table draws the open
    options (marked cells, choice buttons) and calls `choose` when one is clicked.

        steps = Steps(index.actions(piece, target))
        steps.choose("path", best_path)       # a choice the table makes for the player
        if steps.action is None:              # still open: ask for the trade
            cells = steps.options("trade")   # [None, [0, 1], [2, 2]]
        ...
        steps.choose("trade", clicked)        # then submit(steps.action)
    """

    def __init__(self, actions: list):
        self.candidates = list(actions)

    @property
    def action(self):
        return self.candidates[0] if len(self.candidates) == 1 else None

    def options(self, field: str) -> list:
        seen: list = []
        for action in self.candidates:
            value = action.get(field)
            if value not in seen:
                seen.append(value)
        return seen

    def choose(self, field: str, value) -> None:
        kept = [a for a in self.candidates if a.get(field) == value]
        if not kept:
            raise ValueError(f"no action left with {field} = {value!r}")
        self.candidates = kept
