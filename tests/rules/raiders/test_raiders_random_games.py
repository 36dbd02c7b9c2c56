"""Random games at 3, 4 and 5 players checking what is particular to Dungeon Raiders at every step
(refusals, hidden cards, coin and item bounds, face-down lines); the shared contract is checked for
every game by tests/rules/test_contract.py."""

import random

import pytest

from game.rules.raiders import new_state
from game.rules.raiders.content import ITEMS

CANDIDATES = (
    [{"play": "power", "value": v} for v in (0, 1, 2, 3, 4, 5, 6, True)]
    + [{"play": "item", "item": name} for name in ITEMS + ("potion",)]
    + [{"use": "torch"}, {"play": "power"}, "5", None, [1, 2]]
)


def _secrets_hidden(state, viewer):
    """The view shows no other seat's unrevealed card, and is the same whatever it was."""
    view = state.view(viewer, seed=5)
    for s in range(state.num_players):
        if s != viewer and state.sealed[s]:
            hidden = state.commits if state.phase == "play" else state.seconds
            assert hidden[s] is not None
            assert (view.commits if state.phase == "play" else view.seconds)[s] is None
    blank = state.clone()
    for s in range(state.num_players):  # undo every other sealed card in the real state too
        if s != viewer and blank.sealed[s]:
            from game.rules.raiders.view import _take_back

            _take_back(blank, s)
    assert blank.view(viewer, seed=5).fields() == view.fields()


def _items_are_kept(state):
    """Every item card is in the supply, in a hand, or on the table waiting to go back."""
    for name in ITEMS:
        out = [c for c in state.commits + state.seconds if c == {"play": "item", "item": name}]
        if state.phase == "crystal" and name == "crystal_ball":
            out = [c for c in state.seconds if c is not None and c.get("item") == name]
        assert state.supply[name] + sum(h[name] for h in state.items) + len(out) == 6, name


def _play_one(players, seed, tactical):
    """Raiders' own checks at every step; tests/rules/test_contract.py checks the shared contract
    (movers, refusals that change nothing, clones, saves, events, scores) on every game."""
    rng = random.Random(seed)
    state = new_state(players, seed, {"tactical": tactical})
    steps = 0
    while not state.is_over():
        movers = state.to_move()
        seat = rng.choice(movers)
        for bad in CANDIDATES:
            if bad not in state.legal_actions(seat):
                reason = state.why_illegal(seat, bad)
                assert isinstance(reason, str) and reason.endswith("."), (bad, reason)
        idle = [s for s in range(players) if s not in movers]
        if idle:
            assert state.why_illegal(idle[0], {"play": "power", "value": 1})
        if steps % 7 == 0:
            _secrets_hidden(state, rng.randrange(players))
        action = rng.choice(state.legal_actions(seat))
        text = state.action_text(seat, action)
        if not tactical and "play" in action:
            assert "face down" in text
        state.apply(seat, action)
        steps += 1
        assert all(0 <= c <= 20 for c in state.coins) and min(state.wounds) >= 0
        assert all(v >= 0 for v in state.supply.values())
        _items_are_kept(state)
    table = state.scores()
    assert len(table) == players
    winners = [s for s in table if s.place == 1 and not s.eliminated]
    assert winners or all(s.eliminated for s in table)
    return steps


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("tactical", [False, True])
def test_random_games_keep_the_raiders_invariants(players, tactical):
    for seed in range(3):
        assert _play_one(players, seed * 10 + players, tactical) >= 25 * players
