"""Readable lines for moves not yet made (previews) and for a move of the wrong phase."""

from __future__ import annotations

from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS


def _cell(value) -> str:
    i = S.from_json(value)
    return S.label(i) if i is not None else str(value)


def _card(value) -> str:
    return CARDS[value].action.name if type(value) is int and 0 <= value < len(CARDS) else "a card"


def with_article(word: str) -> str:
    """ "an orc", "a goblin": the word with its indefinite article."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _thing(element) -> str:
    return with_article(element or "piece")


def describe(state, seat: int, a) -> str:
    if not isinstance(a, dict):
        return str(a)
    act = a.get("act")
    lines = {
        "pick": lambda: f"takes a card with {_card(a.get('card'))}",
        "walls": lambda: "draws walls at " + ", ".join(_cell(c) for c in a.get("cells") or []),
        "build": lambda: f"draws {_thing(state.current_element(seat))} at {_cell(a.get('cell'))}",
        "hide": lambda: "hides a treasure",
        "improve": lambda: f"ticks {with_article(str(a.get('category')))} box",
        "skip": lambda: "leaves out an element that cannot fit",
        "restart": lambda: "rubs out this card's installs",
        "done": lambda: "turns the card over",
        "step": lambda: "draws a step of a hero's path",
        "finish": lambda: "finishes a hero's path at the exit",
        "move": lambda: "moves the hero",
        "resolve": lambda: "lets the encounter be judged",
        "play": lambda: (
            f"plays {_card(a.get('card'))}"
            if "target" not in a
            else f"lays {_card(a.get('card'))} on another dungeon"
        ),
        "refill": lambda: (
            f"puts {len(a.get('under') or [])} cards under the deck and refills the hand"
        ),
    }
    return lines[act]() if act in lines else str(a)


def wrong_phase(state, seat: int) -> str:
    if state.phase == "draft":
        return "Now each player takes one of the revealed cards."
    if state.phase == "install":
        return "Now you install the elements of the card you took."
    if state.phase == "path":
        return "Now you draw the hero's path through the dungeon of the player on your right."
    return {
        "move": "Now you move the hero in your dungeon.",
        "encounter": "Now you play dungeon actions on the encounter or let it be judged.",
        "hero": "Now you lay hero actions on rivals' dungeons or end your turn by refilling.",
    }[state.stage]
