"""Why the hard Stonespine bot makes a move, in a short clause for the hint (game/ai/advice.py):
which chamber or item, where, and what it does for the dungeon by the bots' own judgement
(evaluate.py: the blueprint, the goal, the challenges kept, stars, the entrance and exit networks,
this year's gold, doors still open), worked out on the seat's view only, never the real state."""

from __future__ import annotations

from game.ai.stonespine.bots import HardBot
from game.rules.stonespine import board, measures
from game.rules.stonespine.board import cell_label
from game.rules.stonespine.challenge_words import goal_counted
from game.rules.stonespine.content import CATALOG
from game.rules.stonespine.text import chamber_name, counted, faces_text


def explain(view, seat: int, action, legal: list) -> str | None:
    why = {
        "draft": _draft,
        "buy": _buy,
        "put": _put,
        "pass": _pass,
        "challenge": _challenge,
    }.get(action.get("act"))
    return why(view, seat, action, legal) if why is not None else None


# ---- what a dungeon change does ------------------------------------------------------------------
def parts(view, seat: int, d) -> dict[str, int]:
    """What the bots' judgement counts in dungeon `d` of `seat` (evaluate.value's terms)."""
    counts = d.counts()
    doors = d.doors()
    adj = board.links(doors, d.passages)
    return {
        "blueprint": sum(measures.blueprint_met(d, view.blueprints[seat])),
        "goal": measures.goal_count(counts, CATALOG.goals[view.goal].measure),
        "challenges": sum(measures.challenge_points(d, c) for c in view.challenges[seat]),
        "stars": measures.star_points(counts),
        "entrance": len(board.entrance_reach(doors, adj, d.passages, d.entrance)),
        "exit": len(board.exit_reach(doors, adj, d.passages, d.exit)),
        "gold": d.gold(),
    }


def effects(view, seat: int, before, after, gold_counts: bool) -> list[str]:
    """The gains from dungeon `before` to `after`, the largest first, in words."""
    a, b = parts(view, seat, before), parts(view, seat, after)
    goal = CATALOG.goals[view.goal]
    out = []
    gained = b["blueprint"] - a["blueprint"]
    if gained > 0:
        out.append((3 * gained, f"meets {counted(gained, 'more blueprint requirement')}"))
    items = b["goal"] - a["goal"]
    if items and (items > 0) == goal.most:
        n = abs(items)
        word = f"{n} {'more' if items > 0 else 'fewer'} {goal_items(view.goal, n)}"
        out.append((2.5 * n, f"counts {word} for the shared goal"))
    for key, name in (("challenges", "your challenges"), ("stars", "your stars")):
        if b[key] > a[key]:
            out.append((b[key] - a[key], f"adds {b[key] - a[key]} to {name}"))
    for key, name in (("entrance", "entrance"), ("exit", "exit")):
        joined = b[key] - a[key]
        if joined > 0:
            out.append((joined, f"joins {counted(joined, 'more chamber')} to the {name}"))
    more = b["gold"] - a["gold"]
    if gold_counts and more > 0:
        out.append((0.6 * more, f"brings {more} more gold at this year's count"))
    return [words for _, words in sorted(out, key=lambda x: -x[0])]


def goal_items(goal_id: int, n: int) -> str:
    """What the goal counts, for `n` of them: 'goblins', 'goblin', 'slime and ooze pair'."""
    words = goal_counted(goal_id)
    if n != 1:
        return words
    return words.replace("pairs", "pair", 1) if "pairs" in words else words.removesuffix("s")


def _clause(head: str, said: list[str], most: int = 2) -> str:
    """'the Footpath in C1: it meets 1 more blueprint requirement and ...' (no head: 'it ...'),
    the `most` largest effects (the hint has two lines)."""
    if not said:
        return head
    it = "it " + " and ".join(said[:most])
    return f"{head}: {it}" if head else it


# ---- the moves ----------------------------------------------------------------------------------
def _draft(view, seat, action, legal):
    d = view.dungeons[seat]
    cell = view.row() * 4 + action["col"]
    after = d.copy()
    after.place(cell, action["card"])
    said = effects(view, seat, d, after, gold_counts=True)
    aside = action.get("discard")
    text = _clause(
        f"the {chamber_name(action['card'])} in {cell_label(cell)}", said, 1 + (aside is None)
    )
    if not said:
        text += ", the best of your hand for what is still to come"
    if aside is not None:  # the hard bot puts aside what the other player would make most of
        text += f"; put aside the {chamber_name(aside)}, the chamber your opponent could use most"
    return text


def _buy(view, seat, action, legal):
    faces = next(
        (
            e[action["half"]]
            for e in view.market
            if e["card"] == action["card"] and e[action["half"]]
        ),
        None,
    )
    if not faces:
        return None
    d = view.dungeons[seat]
    after = HardBot(0)._place_greedily(view, seat, d, list(faces))
    where = sorted({cell_label(i) for i in range(16) if len(after.elems[i]) > len(d.elems[i])})
    head = faces_text(faces)
    if where:
        head += f", best put in {' and '.join(where)}"
    return _clause(head, effects(view, seat, d, after, gold_counts=False))


def _put(view, seat, action, legal):
    d = view.dungeons[seat]
    after = d.copy()
    after.add_token(action["token"], action.get("cell"), action.get("edge"))
    said = effects(view, seat, d, after, gold_counts=False)
    return _clause("", said) if said else "the spot where it helps most by what is to come"


def _pass(view, seat, action, legal):
    if len(legal) == 1:
        return "nothing on offer is within your gold and fits"
    if view.year == 4 and not view.solo:
        return "nothing left on offer is worth the better priority place you keep by passing now"
    return "nothing left on offer adds enough to your dungeon for its price"


def _challenge(view, seat, action, legal):
    d = view.dungeons[seat]
    card = CATALOG.challenges[action["card"]]
    now = measures.challenge_points(d, card.id)
    built = sum(1 for c in d.cards if c)
    text = f"the {card.name}: worth {now} now"
    if card.measure != "flat" and built < 16 and now:
        grown = card.rep * measures.challenge_count(d, card.measure)
        grown *= 1 + HardBot.foresight * (16 - built) / max(built, 1)
        text += f", about {round(grown)} by the end with the chambers still to build"
    elif card.measure != "flat" and not now:
        text += ", the best of the offer for what you may still build"
    return text
