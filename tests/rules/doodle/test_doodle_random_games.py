"""Random games at 2, 3 and 4 players, checking Doodle Dungeon's own invariants at every step
(the shared contract is checked by tests/rules/test_contract.py)."""

import random

import pytest

from game.rules.doodle import SPEC
from game.rules.doodle import sheet as S
from game.rules.doodle.content import MAX_DICE


def check_sheets(state):
    for seat in range(state.num_players):
        board = state.board[seat]
        assert state.walls[seat] == sum(1 << i for i, ch in enumerate(board) if ch == "W")
        assert state.things[seat] == sum(1 << i for i, ch in enumerate(board) if ch in "TGOD")
        assert S.walls_ok(state.walls[seat]), "every open space reaches the entrance and the exit"
        for i in S.mask_cells(state.things[seat]):
            assert not S.NEIGHBOUR_MASK[i] & state.things[seat], (
                f"things side by side at {S.label(i)}"
            )
        assert max(state.path_counts[seat]) <= 2
        assert len(set(state.treasures[seat])) == len(state.treasures[seat])


def check_no_leaks(state, events):
    for event in events:
        if event.kind == "hide":
            assert set(event.data) == {"count"}
        if event.kind in ("refill", "step", "finish"):
            assert all(type(v) is int for v in event.data.values()) and "card" not in event.data
        if event.kind == "pick":
            assert event.data["card"] in state.taken[event.seat]  # picks are public


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_random_games_keep_doodle_invariants(players, seed):
    state = SPEC.new_state(players, seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over():
        seat = rng.choice(state.to_move())
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        check_no_leaks(state, events)
        if state.fight is not None:
            assert len(state.fight["dice"]) <= MAX_DICE
        if state.phase in ("path", "defend", "over"):
            assert all(len(t) == 14 for t in state.taken)
        if steps % 5 == 0 or state.is_over():
            check_sheets(state)
        steps += 1
        assert steps < 5000
    assert "inside" not in state.hero
    assert all(
        state.paths[d][-1] == S.EXIT and state.paths[d][0] == S.ENTRY for d in range(players)
    )
    cards = sorted(
        state.removed
        + state.build_deck
        + state.discards
        + state.gone
        + state.display
        + [c for s in range(players) for c in state.hand[s] + state.deck[s]]
        + [c for cards in state.on_hero for c, _ in cards]
    )
    assert cards == list(range(60)), "every card is somewhere, once"
