"""A Stonespine move that waits for Confirm (kit/provisional.py), as the board draws it: the
chamber standing in its slot, the tokens on their chamber or edge, the market item, Pass or the
challenge marked. No pygame here: the drawing asks this what stands where."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.stonespine.content import PASSAGE


@dataclass
class Waiting:
    built: dict[int, int] = field(default_factory=dict)  # cell -> chamber chosen for it
    tokens: dict[int, list[str]] = field(default_factory=dict)  # cell -> faces put there
    edges: list[int] = field(default_factory=list)  # edges a secret passage goes onto
    from_hand: set[int] = field(default_factory=set)  # chambers no longer drawn in the hand
    aside: int | None = None  # 2 players: the chamber put aside
    items: list[tuple] = field(default_factory=list)  # (market card, half) of each purchase
    passing: bool = False
    challenge: int | None = None

    def elems(self, cell: int, printed) -> list:
        """The elements `cell` shows with the move: `printed` (what it holds now) and the
        tokens the move puts there."""
        return list(printed) + self.tokens.get(cell, [])


def waiting_of(provisional, row: int) -> Waiting | None:
    """What the waiting move (a Provisional, or None) puts where; `row` is this year's row."""
    if provisional is None:
        return None
    out = Waiting()
    for action in provisional.actions:
        act = action.get("act")
        if act == "draft":
            cell = row * 4 + action["col"]
            out.built[cell] = action["card"]
            out.from_hand.add(action["card"])
            out.aside = action.get("discard")
        elif act == "buy":
            out.items.append((action["card"], action["half"]))
        elif act == "put":
            if action["token"] == PASSAGE:
                out.edges.append(action["edge"])
            else:
                out.tokens.setdefault(action["cell"], []).append(action["token"])
        elif act == "pass":
            out.passing = True
        elif act == "challenge":
            out.challenge = action["card"]
    return out
