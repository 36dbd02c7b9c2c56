"""One player's dungeon: the chambers in the 4x4 grid, the tokens on them and the secret
passages."""

from __future__ import annotations

from collections import Counter
from itertools import chain

from game.rules.stonespine import board
from game.rules.stonespine.content import CATALOG, PASSAGE

MAX_ELEMENTS = 4


class Dungeon:
    __slots__ = ("cards", "elems", "tokens", "passages", "entrance", "exit")

    def __init__(self, entrance: int, exit_: int):
        self.cards = [0] * board.CELLS  # chamber id, 0 = empty
        self.elems: list[list[str]] = [[] for _ in range(board.CELLS)]  # printed, then tokens
        self.tokens: list[str] = []  # faces of every token placed (passages too), in order
        self.passages = 0  # bit e set = a secret passage on edge e
        self.entrance = entrance  # doorway columns, from the blueprint
        self.exit = exit_

    def copy(self) -> Dungeon:
        new = Dungeon.__new__(Dungeon)
        new.cards = list(self.cards)
        new.elems = [list(e) for e in self.elems]
        new.tokens = list(self.tokens)
        new.passages, new.entrance, new.exit = self.passages, self.entrance, self.exit
        return new

    def __eq__(self, other) -> bool:
        return isinstance(other, Dungeon) and self.to_dict() == other.to_dict()

    __hash__ = None

    def to_dict(self) -> dict:
        return {
            "cards": list(self.cards),
            "elems": [list(e) for e in self.elems],
            "tokens": list(self.tokens),
            "passages": self.passages,
            "entrance": self.entrance,
            "exit": self.exit,
        }

    # ---- changes ----------------------------------------------------------------------------
    def place(self, cell: int, chamber_id: int) -> None:
        self.cards[cell] = chamber_id
        self.elems[cell] = list(CATALOG.chambers[chamber_id].elements)

    def add_token(self, face: str, cell: int | None = None, edge: int | None = None) -> None:
        self.tokens.append(face)
        if face == PASSAGE:
            self.passages |= 1 << edge
        else:
            self.elems[cell].append(face)

    # ---- questions --------------------------------------------------------------------------
    def room(self, cell: int) -> int:
        """Elements the chamber at `cell` can still take (0 for an empty cell)."""
        return MAX_ELEMENTS - len(self.elems[cell]) if self.cards[cell] else 0

    def free_room(self) -> int:
        return sum(self.room(i) for i in range(board.CELLS))

    def free_edges(self) -> list[int]:
        return [e for e in range(board.EDGES) if not self.passages >> e & 1]

    def row_cells(self, row: int) -> range:
        return range(row * 4, row * 4 + 4)

    def gold_showing(self) -> list[tuple[int, int]]:
        """(cell, gold) printed under the lowest chamber of each column: the gold not yet
        covered."""
        out = []
        for c in range(board.SIZE):
            for r in range(board.SIZE - 1, -1, -1):
                if self.cards[r * 4 + c]:
                    out.append((r * 4 + c, CATALOG.chambers[self.cards[r * 4 + c]].gold))
                    break
        return out

    def gold(self) -> int:
        return self.counts()["treasure"] + sum(g for _, g in self.gold_showing())

    def counts(self) -> Counter:
        return Counter(chain.from_iterable(self.elems))  # one pass: the bots call this a lot

    def doors(self) -> list[int]:
        return [CATALOG.chambers[c].doors if c else 0 for c in self.cards]

    def types(self) -> list[str | None]:
        return [CATALOG.chambers[c].type if c else None for c in self.cards]

    def links(self) -> list[list[int]]:
        return board.links(self.doors(), self.passages)

    def entrance_reach(self, adj=None) -> set[int]:
        return board.entrance_reach(self.doors(), adj or self.links(), self.passages, self.entrance)

    def exit_reach(self, adj=None) -> set[int]:
        return board.exit_reach(self.doors(), adj or self.links(), self.passages, self.exit)
