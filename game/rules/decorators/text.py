"""Log lines for actions (no subject: "drafts tile 111 from spot 2"); never a hidden card."""

from __future__ import annotations

from game.rules.decorators.content import CATALOG
from game.rules.decorators.dungeon import cell_text
from game.rules.decorators.tiles import FACES, tile_name

_SECRET_KEYS = {"keep_goals": "discard", "discard_goal": "card"}


def public_action(action: dict) -> dict:
    """The action's facts as everyone may see them (discarded cards left out; no "act")."""
    secret = _SECRET_KEYS.get(action.get("act"))
    return {k: v for k, v in action.items() if k not in (secret, "act")}


def action_text(state, seat: int, a) -> str:
    act = a.get("act") if isinstance(a, dict) else None
    if act == "keep_goals":
        return "keeps four goal cards and discards two face down"
    if act == "draft":
        tile = state.board[a["spot"] - 1] if 1 <= a["spot"] <= 4 else None
        return (
            f"drafts tile {tile} from spot {a['spot']}"
            if tile is not None
            else f"drafts from spot {a['spot']}"
        )
    if act == "exchange":
        return "takes Draw/Exchange"
    if act in ("goal", "draw"):
        return f"draws a {a['deck']} goal"
    if act == "discard_goal":
        return f"discards a {CATALOG.deck_of(a['card'])} goal face down"
    if act == "keep":
        return f"keeps tile {a['tile']} and lets the others go"
    if act == "place":
        kind = FACES[a["tile"], a["face"], a["rot"] % 4].kind
        return f"places {tile_name(a['tile'])} as a {kind} {cell_text(a['cell'])}"
    if act == "store":
        return f"puts {tile_name(a['tile'])} into storage"
    if act == "lift":
        return f"spends an Arcane Architect to lift the tile {cell_text(a['cell'])}"
    if act == "throw":
        return f"throws out {tile_name(a['tile'])}: it fits nowhere and storage is full"
    if act == "restart_build":
        return "starts this build again"
    if act == "finish":
        return "finishes building"
    if act == "score":
        goal = CATALOG.goals[a["card"]]
        return f"scores {goal.name} for {goal.points}"
    if act == "end_scoring":
        return "ends scoring"
    return str(a)
