"""Why the hard Decorators bot's move is good, in a short clause for the hint (game/ai/advice.py).

Worked out from the seat's view only, with the rules' own measures, the way the bots judge a
dungeon (ai/decorators/evaluate.py and bots.py): the goal cards in hand a placement meets, the
decorations it hangs on walls, the floors it adds, what a tile's assistant brings."""

from __future__ import annotations

from collections import Counter

from game.rules.decorators import dungeon as D
from game.rules.decorators.content import CATALOG
from game.rules.decorators.goals import mimics_needed
from game.rules.decorators.tiles import FACES, distinct_rotations, faces_of

ASSISTANT_GAIN = {
    "goblin_sapper": "its Goblin Sapper brings a second tile",
    "burrow_bro": "its Burrow Bro lets you pick from three tiles",
    "arcane_architect": "its Arcane Architect token can move a placed tile later",
    "decorative_mimic": "its Decorative Mimic token can stand in for a missing decoration",
}


def _wall_counts(dungeon) -> Counter:
    total: Counter = Counter()
    for real, _wild in D.wall_decorations(dungeon).values():
        total.update(real)
    return total


def _met(view, seat, dungeon) -> list[str]:
    return [c for c in view.hands[seat] if mimics_needed(c, dungeon) is not None]


def placement_gains(view, seat: int, dungeon, after) -> list[str]:
    """What putting a tile down changed, most telling first: goal cards it meets, decorations
    hung on walls, a new colour or a star."""
    out = []
    before_met = set(_met(view, seat, dungeon))
    for card in _met(view, seat, after):
        if card not in before_met:
            goal = CATALOG.goals[card]
            out.append(f"it meets {goal.name} ({goal.points} points to score)")
    new = _wall_counts(after) - _wall_counts(dungeon)
    if new:
        kinds = ", ".join(sorted(new))
        out.append(f"it hangs {kinds} on {'a wall' if sum(new.values()) == 1 else 'walls'}")
    floors_before = {FACES[p].floor for p in dungeon.values() if FACES[p].kind != "decoration"}
    added = [FACES[p].floor for c, p in after.items() if c not in dungeon]
    for floor in added:
        if floor == "star":
            out.append("it adds a star (3 points at the end)")
        elif floor and floor != "gray" and floor not in floors_before:
            out.append(f"it adds a {floor} floor, a new colour")
    return out


def best_placement_gains(view, seat: int, tile) -> list[str]:
    """The gains of the placement of `tile` that gains most, by the same measures."""
    dungeon = view.dungeons[seat]
    cells = D.frontier(dungeon)
    near = {cell: D.around(dungeon, cell) for cell in cells}
    open_count = D.openings(dungeon)
    best: list[str] = []
    for face in faces_of(tile):
        for rot in distinct_rotations(tile, face):
            info = FACES[tile, face, rot]
            for cell in cells:
                why = (
                    D.decoration_reason(info, near[cell])
                    if info.kind == "decoration"
                    else D.dungeon_reason(info, near[cell], open_count)
                )
                if why is not None:
                    continue
                after = dict(dungeon)
                after[cell] = (tile, face, rot)
                gains = placement_gains(view, seat, dungeon, after)
                if len(gains) > len(best) or (gains[:1] and gains[0].startswith("it meets")):
                    best = gains
                    if gains and gains[0].startswith("it meets"):
                        return best
    return best


def tile_clause(view, seat: int, tile) -> str | None:
    parts = best_placement_gains(view, seat, tile)[:1]
    assistant = CATALOG.tiles[tile].assistant if isinstance(tile, int) else "none"
    if assistant in ASSISTANT_GAIN:
        parts.append(ASSISTANT_GAIN[assistant])
    if not parts:
        return None
    return f"tile {tile}: " + " and ".join(p.removeprefix("it ") for p in parts)


def explain(view, seat: int, action, legal) -> str | None:
    act = action["act"]
    if act == "place":
        dungeon = view.dungeons[seat]
        after = dict(dungeon)
        after[tuple(action["cell"])] = (action["tile"], action["face"], action["rot"])
        gains = placement_gains(view, seat, dungeon, after)
        return " and ".join(gains[:2]) or "it keeps passageways open for the tiles to come"
    if act == "draft":
        tile = view.board[action["spot"] - 1]
        clause = tile_clause(view, seat, tile)
        late = action["spot"] >= 3
        order = "; a high spot plays later next round" if late else ""
        return (clause or f"tile {tile} suits your dungeon best") + order
    if act == "exchange":
        return "a tile from the bag and a fresh goal card beat the tiles on the board for you"
    if act == "keep":
        return tile_clause(view, seat, action["tile"])
    if act == "store":
        return "the tile waits in storage for a build where it fits better"
    if act == "score":
        goal = CATALOG.goals[action["card"]]
        tokens = mimics_needed(action["card"], view.dungeons[seat]) or 0
        spend = f", spending {tokens} Mimic token{'s' * (tokens > 1)}" if tokens else ""
        return f"{goal.name}'s {goal.points} points are yours to keep{spend}"
    if act == "end_scoring":
        return "no other goal card in your hand is met now"
    if act in ("goal", "draw"):
        return f"the {action['deck']} deck's cards suit your dungeon better"
    if act in ("discard_goal", "keep_goals"):
        cards = action.get("discard") or [action["card"]]
        names = " and ".join(CATALOG.goals[c].name for c in cards)
        return f"{names} {'is' if len(cards) == 1 else 'are'} worth least to your dungeon now"
    if act == "lift":
        return "moving this tile with an Architect token gains more than keeping the token"
    if act == "finish":
        return "nothing left is worth placing or moving now"
    if act == "throw":
        return "nothing fits anywhere and storage is full"
    return None
