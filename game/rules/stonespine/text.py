"""Names and log lines. A line never names a card still in a hand, nor a kept challenge."""

from __future__ import annotations

from collections import Counter

from game.rules.stonespine.board import cell_label, edge_label
from game.rules.stonespine.content import CATALOG, PASSAGE

TOKEN_NAMES = {
    "bear": "bear trap",
    "blade": "blade trap",
    "fire": "fire trap",
    "pit": "pit trap",
    "spike": "spike trap",
    "ooze": "ooze",
    "slime": "slime",
    "star1": "star",
    "treasure": "chest",
    "gnoll": "gnoll",
    "goblin": "goblin",
    "kobold": "kobold",
    PASSAGE: "secret passage",
}


def chamber_name(chamber_id: int) -> str:
    return CATALOG.chambers[chamber_id].name


def counted(n: int, name: str, article: bool = False) -> str:
    """'2 silver stars (-1)', '1 chamber'; with `article`, one is 'a goblin' or 'an ooze'."""
    word, bracket, rest = name.partition(" (")
    if n != 1:
        word += "s"
    elif article:
        return ("an " if word[0] in "aeiou" else "a ") + name
    return f"{n} {word}{bracket}{rest}"


def names_text(names: list[str]) -> str:
    """'an ooze, a goblin and 2 slimes': the same names are counted together."""
    parts = [counted(n, name, article=True) for name, n in Counter(names).items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def faces_text(faces: list[str]) -> str:
    """'a goblin and 2 slimes'."""
    return names_text([TOKEN_NAMES[f] for f in faces])


HIDDEN_ACTS = ("draft", "challenge")  # picks whose details the other seats do not see


class TextMixin:
    def _put_text(self, seat: int, a: dict) -> str:
        if a["token"] == PASSAGE:
            d = self.dungeons[seat]
            return f"lays a secret passage {edge_label(a['edge'], d.entrance, d.exit)}"
        return (
            f"puts {counted(1, TOKEN_NAMES[a['token']], article=True)} in {cell_label(a['cell'])}"
        )

    def public_action(self, seat: int, action):
        """A chamber drafted (and one put aside) and a challenge kept are hidden picks: only
        their kind is public."""
        act = action.get("act") if isinstance(action, dict) else None
        return {"act": act} if act in HIDDEN_ACTS else action

    def action_text(self, seat: int, action) -> str:
        act = action.get("act") if isinstance(action, dict) else None
        if act == "draft":
            return "chooses a chamber" + (" and puts one aside" if "discard" in action else "")
        if act == "buy":
            half = "upper" if action["half"] == "top" else "lower"
            price = getattr(CATALOG.market[action["card"]], action["half"]).price
            return f"buys the {half} item of market card {action['card']} for {price} gold"
        if act == "put":
            return self._put_text(seat, action)
        if act == "pass":
            return "passes at the market"
        if act == "challenge":
            return "keeps a challenge card"
        if act == "jael":
            return "Jael takes its turn"
        return str(action)
