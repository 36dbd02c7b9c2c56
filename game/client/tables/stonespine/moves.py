"""What the Stonespine table lets a player pick up and where it may go: the rules' legal actions
as drags (an ActionIndex), and for a drop that is not legal the action it would have been, so the
rules can say why not. No pygame here.

- pieces: ("card", chamber id) a chamber in your hand (the draft); ("token", face) a bought token
  still to be placed; ("item", (market card, half)) a market item one may buy now.
- targets: ("cell", i) a slot of your dungeon (0..15), ("edge", e) an edge for a secret passage.
An item dropped on a chamber is bought and its monsters, traps, chests and stars go there (a
secret passage that comes with them waits to be dragged onto an edge); a lone passage dropped on
an edge is bought and laid there. Clicking an item buys it; passing and keeping a challenge are
clicks too.
"""

from __future__ import annotations

from game.client.tables.kit.actions import ActionIndex, refusal
from game.rules.stonespine.board import cell_label
from game.rules.stonespine.content import PASSAGE
from game.rules.stonespine.text import chamber_name, counted


def locator(state):
    row = state.row()

    def locate(action):
        act = action.get("act")
        if act == "draft":
            return ("card", action["card"]), ("cell", row * 4 + action["col"]), 0
        if act == "put":
            where = (
                ("edge", action["edge"]) if action["token"] == PASSAGE else ("cell", action["cell"])
            )
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
        return refusal(
            state, seat, {"act": "put", "token": what, "edge": spot if where == "edge" else None}
        )
    if where != "cell":
        return "Monsters, traps, chests and stars go onto a chamber, not onto an edge."
    return refusal(state, seat, {"act": "put", "token": what, "cell": spot})


def item_faces(state, key) -> list[str]:
    """The tokens of a market item; none once it is bought (its half is None) or gone."""
    card, half = key
    return next((list(entry[half] or []) for entry in state.market if entry["card"] == card), [])


def item_drop(state, seat: int, key, target) -> tuple[list[dict], str | None]:
    """The moves a market item dropped on `target` stands for (the buy, then a put for each of its
    tokens that goes there), or no moves and the reason why not, in the rules' words where they
    have them."""
    card, half = key
    buy = {"act": "buy", "card": card, "half": half}
    reason = state.why_illegal(seat, buy)
    if reason:
        return [], reason
    faces = item_faces(state, key)
    elements = [f for f in faces if f != PASSAGE]
    where, spot = target
    if not elements:  # secret passages only: the first goes onto this edge
        put = {"act": "put", "token": PASSAGE, "edge": spot if where == "edge" else None}
    elif where != "cell":
        return [], "Drop the item on a chamber: its monsters, traps, chests and stars go there."
    else:
        d = state.dungeons[seat]
        if d.cards[spot] and 0 < d.room(spot) < len(elements):
            return [], (
                f"The {chamber_name(d.cards[spot])} in {cell_label(spot)} has room for only "
                f"{counted(d.room(spot), 'more element')}; this item brings {len(elements)}."
            )
        put = {"act": "put", "token": elements[0], "cell": spot}
    trial = state.clone()
    trial.apply(seat, buy)
    reason = trial.why_illegal(seat, put)
    if reason:
        return [], reason
    puts = [put] if not elements else [{"act": "put", "token": f, "cell": spot} for f in elements]
    return [buy] + puts, None


def item_targets(state, seat: int, key) -> set:
    """Where the item may be dropped: the chambers with room for all its elements, or, for a
    lone secret passage, every free edge."""
    if state.why_illegal(seat, {"act": "buy", "card": key[0], "half": key[1]}):
        return set()
    d = state.dungeons[seat]
    elements = [f for f in item_faces(state, key) if f != PASSAGE]
    if not elements:
        return {("edge", e) for e in d.free_edges()}
    return {("cell", i) for i in range(16) if d.cards[i] and d.room(i) >= len(elements)}
