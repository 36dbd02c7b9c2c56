"""Decorators moves that wait for Confirm (the kit's provisional move, kit/provisional.py): which
waiting move another move takes back or makes first, how a waiting move is drawn, and its label.
No pygame here.

Every move of a person waits while the "Confirm moves" setting is on. A second move of the same
person then either replaces the waiting one (a change of mind: another tile to draft, another
card to discard, a tile placed after Finish building was pressed) or makes it first (a tile
placed, then the next one picked up: the build goes on)."""

from __future__ import annotations

from game.client.tables.kit.provisional import points_words

# a waiting move of these kinds goes back when the person makes another move instead
REPLACED = {
    "keep_goals",
    "draft",
    "exchange",
    "goal",
    "discard_goal",
    "keep",
    "draw",
    "finish",
    "end_scoring",
}
# a waiting move of these kinds is drawn as made (nothing hidden comes of it): the tile in its
# cell, in storage, gone from the tray
DRAWN_DONE = {"place", "store", "lift", "throw", "restart_build"}
# points can change with these: their label and the scores panel show how many
SCORING = {"place", "store", "lift", "throw", "restart_build", "score"}
VERBS = {
    "keep_goals": "discard",
    "draft": "take",
    "exchange": "draw and exchange",
    "goal": "draw a goal",
    "discard_goal": "discard",
    "keep": "keep",
    "place": "place",
    "store": "store",
    "lift": "move",
    "throw": "throw out",
    "restart_build": "start again",
    "finish": "finish building",
    "score": "score",
    "end_scoring": "end scoring",
    "draw": "draw",
}


def label(action, gain: int) -> str:
    """The words over a waiting move: what it does, and the points it changes if any."""
    act = action["act"]
    points = f" {points_words(gain)}" if act in SCORING and gain else ""
    return f"{VERBS.get(act, act)}{points}, not final"


def drawn_after(view, seat: int, actions: list):
    """The seat's view with its waiting build move made (a copy): what the board shows while
    the move waits. None when these actions are not drawn as made."""
    if actions[0]["act"] not in DRAWN_DONE:
        return None
    after = view.clone()
    for action in actions:
        after.apply(seat, action)
    return after
