"""The Dungeon Makers hint's clause (game/ai/makers/explain.py): from the seat's view only (the
same clause whatever the view's made-up hidden tiles), true to the rules where it names points,
and in the advice sentence."""

from __future__ import annotations

import random

from game.ai.advice import sentence
from game.ai.makers.explain import explain
from game.rules import GAMES
from game.rules.makers import scoring
from game.rules.makers.content import TRAPS
from game.rules.makers.tiles import ICON


def positions(players: int, games: int = 4, every: int = 3):
    """(state, seat) at every `every`-th move of seeded random games, a person to move."""
    rng = random.Random(players)
    for g in range(games):
        state = GAMES["makers"].new_state(players, 40 + g)
        n = 0
        while not state.is_over() and n < 60:
            seat = state.to_move()[0]
            if n % every == 0 and not (state.solo and seat == 1):
                yield state, seat
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            n += 1


def chests(state, seat: int) -> int:
    tiles = state.pile if state.solo and seat == 1 else [t for t in state.grid[seat] if t >= 0]
    return sum(1 for t in tiles if ICON[t] == "chest")


def test_the_clause_depends_only_on_what_the_seat_knows():
    said = 0
    for players in (1, 2):
        for state, seat in positions(players):
            one, other = state.view(seat, 1), state.view(seat, 2)
            legal = one.legal_actions(seat)
            assert legal == other.legal_actions(seat)
            for action in legal[:: max(1, len(legal) // 12)]:
                clause = explain(one, seat, action, legal)
                assert clause == explain(other, seat, action, legal)
                if clause is not None:
                    said += 1
                    assert clause[0].islower() and not clause.endswith(".")
    assert said > 50


def test_what_the_clause_names_is_what_the_rules_count():
    checked = set()
    for players in (1, 2):
        for state, seat in positions(players, every=2):
            view = state.view(seat, 3)
            legal = view.legal_actions(seat)
            for action in legal:
                clause = explain(view, seat, action, legal) or ""
                after = view.clone()
                after.apply(seat, action)
                if "most chests" in clause:
                    before_bonus = scoring.chest_bonus([chests(view, 0), chests(view, 1)])[seat]
                    after_bonus = scoring.chest_bonus([chests(after, 0), chests(after, 1)])[seat]
                    assert after_bonus > before_bonus
                    checked.add("chests")
                if "block costs" in clause:
                    assert action["act"] == "block"
                    checked.add("block")
                if "trap toward a set" in clause:
                    kinds = [
                        len({ICON[t] for t in s.grid[seat] if t >= 0 and ICON[t] in TRAPS})
                        for s in (view, after)
                    ]
                    assert kinds[1] == kinds[0] + 1
                    checked.add("traps")
                if "way in" in clause:
                    assert action["act"] in ("place", "swap", "move_tile", "minion", "move_minion")
                    checked.add("exits")
    assert checked >= {"chests", "block", "traps", "exits"}


def test_a_solo_block_is_explained_and_the_golems_turn_is_not():
    for state, seat in positions(1, every=1):
        legal = state.legal_actions(seat)
        block = next((a for a in legal if a["act"] == "block"), None)
        if block is not None:
            clause = explain(state.view(seat, 5), seat, block, legal)
            assert clause == "the block costs the Iron Golem 2 points at the end"
            break
    else:
        raise AssertionError("no solo block came")
    golem = {"act": "golem"}
    assert explain(GAMES["makers"].new_state(1, 5), 1, golem, [golem]) is None


def test_the_hint_sentence_carries_the_clause():
    for state, seat in positions(2, games=2):
        view = state.view(seat, 4)
        legal = view.legal_actions(seat)
        for action in legal:
            clause = explain(view, seat, action, legal)
            if clause:
                said = sentence(view, seat, action, legal)
                assert f", and {clause}; " in said or f": {clause}; " in said
                return
    raise AssertionError("no move had a clause")
