"""What the Doodle table may do with the mouse, read from the rules' legal actions. No pygame.

One ActionIndex over the legal actions of the phase. Draft: a revealed card ("card", n) dropped on
"take". Install: a wall formation is the piece "walls", its target the space under the cursor (the
formation's anchor, the space nearest its middle) and its turn the shape drawn (one of `ways`:
quarter turns, then the same mirrored); a trap or monster is "build", a treasure "hide", each on a
space; an improvement is "improve" on a category. Path: "step" on a space. Defend: a hand card
("card", n) dropped on "fight" (a dungeon action) or ("sheet", seat) (a hero action on a rival's
dungeon). Everything else (done, skip, restart, finish, move, resolve, refill) is a button
(index.other).
"""

from __future__ import annotations

from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS, COLUMNS


def _shape(cells) -> tuple[tuple[int, int], ...]:
    low_c, low_r = min(c for c, _ in cells), min(r for _, r in cells)
    return tuple(sorted((c - low_c, r - low_r) for c, r in cells))


def ways(card: int) -> list[tuple[tuple[int, int], ...]]:
    """The formation of `card` drawn each of the eight ways (index = mirrored * 4 + quarter
    turns)."""
    out = []
    for mirror in (False, True):
        cells = [(-c, r) if mirror else (c, r) for c, r in CARDS[card].walls]
        for _ in range(4):
            out.append(_shape(cells))
            cells = [(-r, c) for c, r in cells]
    return out


def anchor(shape) -> tuple[int, int]:
    """The space of the shape nearest its middle: it sits under the cursor."""
    width = max(c for c, _ in shape) + 1
    height = max(r for _, r in shape) + 1
    return min(
        shape,
        key=lambda cr: (abs(cr[0] + 0.5 - width / 2) + abs(cr[1] + 0.5 - height / 2), cr[1], cr[0]),
    )


def placed(card: int, way: int, col: int, row: int) -> list[list[int]]:
    """The wall cells [column, row] in reading order with the anchor at (col, row); cells may fall
    outside the sheet (the rules then say so)."""
    shape = ways(card)[way]
    ac, ar = anchor(shape)
    cells = [(col + c - ac, row + r - ar) for c, r in shape]
    return [[c, r] for c, r in sorted(cells, key=lambda cr: (cr[1], cr[0]))]


def locate(action):
    """(piece, target, turn) of a legal action that is a drag or a click on the sheet, else None."""
    act = action["act"]
    if act == "walls":
        shape = _shape([tuple(c) for c in action["cells"]])
        ac, ar = anchor(shape)
        low_c = min(c for c, _ in action["cells"])
        low_r = min(r for _, r in action["cells"])
        return "walls", (low_r + ar) * COLUMNS + low_c + ac, shape
    if act in ("build", "hide", "step"):
        return act, S.from_json(action["cell"]), 0
    if act == "improve":
        return "improve", action["category"], 0
    if act == "pick":
        return ("card", action["card"]), "take", 0
    if act == "play":
        return (
            ("card", action["card"]),
            ("sheet", action["target"]) if "target" in action else "fight",
            0,
        )
    return None
