"""Builds scripted Stonespine positions for tests: dungeons from cell labels, states at a phase."""

from __future__ import annotations

from game.rules.stonespine.content import CATALOG
from game.rules.stonespine.dungeon import Dungeon
from game.rules.stonespine.state import StonespineState


def cell(label: str) -> int:
    """'A1' -> 0 (column letter, row number from the top)."""
    return (int(label[1]) - 1) * 4 + "ABCD".index(label[0])


def chamber(name: str) -> int:
    return next(c.id for c in CATALOG.chambers.values() if c.name == name)


def challenge(name: str) -> int:
    return next(c.id for c in CATALOG.challenges.values() if c.name == name)


def make_dungeon(
    layout: dict[str, str],
    tokens: dict[str, list[str]] | None = None,
    passages: tuple[int, ...] = (),
    entrance: int = 0,
    exit_: int = 0,
) -> Dungeon:
    """layout: cell label -> chamber name; tokens: cell label -> token faces; passages: edges."""
    d = Dungeon(entrance, exit_)
    for label, name in layout.items():
        d.place(cell(label), chamber(name))
    for label, faces in (tokens or {}).items():
        for face in faces:
            d.add_token(face, cell(label))
    for edge in passages:
        d.add_token("passage", edge=edge)
    return d


def new_game(players: int, seed: int = 1, options: dict | None = None) -> StonespineState:
    return StonespineState(players, seed, options)


def draft_all(state: StonespineState) -> None:
    """Every player builds the first card of their hand in the first free slot (and, with two
    players, puts the next card aside); Jael answers in solo. Stops when the draft is over."""
    while state.phase in ("draft", "jael_take"):
        for seat in list(state.to_move()):
            state.apply(seat, state.legal_actions(seat)[0])


def to_market(players: int, seed: int = 1) -> StonespineState:
    state = new_game(players, seed)
    draft_all(state)
    return state
