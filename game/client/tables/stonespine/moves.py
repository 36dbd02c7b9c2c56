"""What the Stonespine table lets a player pick up and where it may go: the rules' legal actions
as drags (an ActionIndex), and for a drop that is not legal the action it would have been, so the
rules can say why not. No pygame here.

- pieces: ("card", chamber id) a chamber in your hand (the draft); ("token", face) a bought token
  still to be placed.
- targets: ("cell", i) a slot of your dungeon (0..15), ("edge", e) an edge for a secret passage.
Buying, passing and keeping a challenge are clicks (not drags): they stay in `index.other`.
"""
from __future__ import annotations

from game.client.tables.kit.actions import ActionIndex, refusal
from game.rules.stonespine.content import PASSAGE


def locator(state):
    row = state.row()

    def locate(action):
        act = action.get("act")
        if act == "draft":
            return ("card", action["card"]), ("cell", row * 4 + action["col"]), 0
        if act == "put":
            where = ("edge", action["edge"]) if action["token"] == PASSAGE else ("cell", action["cell"])
            return ("token", action["token"]), where, 0
        return None
    return locate


def index_for(state, seat: int) -> ActionIndex:
    return ActionIndex(state.legal_actions(seat), locator(state))


def why_not(state, seat: int, piece, target) -> str:
    """The rules' sentence for a drop that is not lit (or ours where the drop is no action)."""
    kind, what = piece
    where, spot = target
    if kind == "card":
        if where != "cell":
            return "Drop the chamber on a slot of this year's row."
        if spot // 4 != state.row():
            return f"This year's chambers go in row {state.row() + 1}, the lit row."
        action = {"act": "draft", "card": what, "col": spot % 4}
        if state.num_players == 2:
            others = [c for c in state.hands[seat] if c != what]
            action["discard"] = others[0] if others else what
        return refusal(state, seat, action)
    if what == PASSAGE:  # dropped in a chamber's middle: no edge, and the rules say where it goes
        return refusal(state, seat, {"act": "put", "token": what, "edge": spot if where == "edge" else None})
    if where != "cell":
        return "Monsters, traps, chests and stars go onto a chamber, not onto an edge."
    return refusal(state, seat, {"act": "put", "token": what, "cell": spot})
