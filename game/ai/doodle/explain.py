"""Why the hard Doodle bot makes a move, in a short clause for the hint (game/ai/advice.py): what
it sets up or avoids, from the bots' own judgement (builder.py, judge.py, planner.py,
defender.py) on the seat's view only, never the real state."""

from __future__ import annotations

from game.ai.doodle import builder, defender, judge, planner
from game.rules.doodle import path as P
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS
from game.rules.doodle.defend import WIN_AT
from game.rules.doodle.text import with_article

ELEMENT_NAMES = {"walls": "a wall formation", "improve": "an improvement box"}


def explain(view, seat: int, action, legal: list) -> str | None:
    act = action.get("act")
    why = {
        "pick": _pick,
        "walls": _walls,
        "build": _build,
        "hide": _hide,
        "improve": _improve,
        "step": _step,
        "finish": _finish,
        "play": _play,
        "resolve": _resolve,
        "refill": _refill,
    }.get(act)
    return why(view, seat, action, legal) if why is not None else None


def _pick(view, seat, action, legal):
    values = {a["card"]: builder.card_value(view, seat, a["card"]) for a in legal}
    card = action["card"]
    others = sorted((v, c) for c, v in values.items() if c != card)
    words = f"it adds most to your dungeon now ({_builds(card)}, and {CARDS[card].action.name})"
    if others:
        words += f"; next best: {CARDS[others[-1][1]].action.name}"
    return words


def _builds(card: int) -> str:
    return "builds " + ", ".join(
        ELEMENT_NAMES.get(e) or with_article(e) for e in CARDS[card].elements
    )


def _gain(view, seat, board, changed) -> float:
    pricing = judge.Pricing(view, seat)
    return pricing.worth_after(board, changed) - pricing.worth(view.board[seat])


def _walls(view, seat, action, legal):
    longer = round(judge.way_length(view, seat)(action) * 10) - len(P.shortest(view.board[seat]))
    gain = _gain(view, seat, *judge.with_walls(view, seat, action))
    if longer > 0:
        return f"the shortest way through your dungeon grows by {longer} spaces"
    if gain > 0.05:
        return f"the hero's cheapest way through your dungeon costs it about {gain:.1f} more"
    return "it keeps the most room free for what your cards still build"


def _build(view, seat, action, legal):
    i = S.from_json(action["cell"])
    element = view.current_element(seat)
    if i in builder.chokepoints(view, seat):
        return f"every way to the exit must pass {S.label(i)}: the hero cannot avoid the {element}"
    if i in set(view.treasures[seat]):
        return f"the {element} guards the treasure hidden at {S.label(i)}"
    if i in builder.route_cells(view.board[seat]):
        return f"the shortest way to the exit runs through {S.label(i)}"
    return f"at {S.label(i)} it stays out of the hero's easy way, so it is likely to stand"


def _hide(view, seat, action, legal):
    i = S.from_json(action["cell"])
    kind = S.KIND_OF.get(view.board[seat][i])
    if kind in ("goblin", "orc", "dragon"):
        return f"under the {kind} at {S.label(i)}: a treasure counts only while a monster guards it"
    return "no monster space is free of a treasure; a later monster may still guard it"


def _improve(view, seat, action, legal):
    category = action["category"]
    if judge.box_gain(view, seat, category) <= 0:
        return None
    return f"{category} boxes bring your dungeon the most per box now"


def _wanted(view, seat):
    d = view.drawn_in(seat)
    values = planner.target_values(view, d, 2.0)
    counts = view.path_counts[d]
    return d, {i: v for i, v in values.items() if v > 0 and counts[i] == 0}


def _step(view, seat, action, legal):
    d, wanted = _wanted(view, seat)
    j = S.from_json(action["cell"])
    if not wanted:
        return "toward the exit by the cheapest way: no monster left is worth fighting"
    costs = planner.step_costs(view, d, set(wanted))
    dist = planner.distances(view.board[d], view.path_counts[d], j, costs)
    target = min(wanted, key=lambda i: dist[i] - wanted[i])
    kind = S.KIND_OF[view.board[d][target]]
    return f"toward the {kind} at {S.label(target)}, which the hero is likely to beat"


def _finish(view, seat, action, legal):
    return "no monster left is worth the detour: the hero leaves"


def _play(view, seat, action, legal):
    card = action["card"]
    if "target" in action:
        gain = defender.hero_card_gain(view, card, action["target"])
        return f"it should cost that dungeon's owner about {gain:.1f} points"
    if view.fight["kind"] == "trap":
        return "the trap hurts the hero more"
    if view.strength(seat) >= WIN_AT:
        return "the monster wins already: the hero loses more hearts"
    chance = defender.fight_chance_after(view, seat, card)
    return f"the monster then wins with a chance of {chance:.0%}"


def _resolve(view, seat, action, legal):
    fight = view.fight
    if fight is None or fight["kind"] == "trap":
        return None
    if view.strength(seat) >= WIN_AT:
        return "the monster wins as it stands"
    if any(a["act"] == "play" for a in legal):
        return "no card in your hand turns this fight enough: keep them for later"
    return None


def _refill(view, seat, action, legal):
    under = action["under"]
    if under:
        return "the cards put under help no monster the hero will still meet"
    return "every card in your hand may still help"
