"""Random games at 1 and 2 players, checking the rules contract at every step."""
import json
import random

import pytest

from game.rules import IllegalAction, load_json
from game.rules.makers import SPEC

NEAR_MISSES = [
    {"act": "place", "stack": 0, "rot": 0, "cell": [0, 0]},
    {"act": "place", "turn": "center", "stack": 1, "rot": 2, "cell": [5, 1]},
    {"act": "pass"},
    {"act": "minion", "turn": "left", "dungeon": 0, "cell": [2, 2]},
    {"act": "swap", "turn": "right", "cell": [2, 2], "stack": 0, "rot": 0},
    {"act": "move_tile", "turn": "left", "from": [2, 2], "cell": [0, 0], "rot": 0},
    {"act": "block", "turn": "right", "cell": [2, 1]},
    {"act": "golem"},
    {"act": "teleport"},
    "nonsense",
]


def check_step(s, rng):
    seat = s.to_move()[0]
    legal = s.legal_actions(seat)
    assert legal, "a seat to move always has an action"
    assert all(a == json.loads(json.dumps(a)) for a in legal)
    for a in rng.sample(legal, min(4, len(legal))):
        assert s.why_illegal(seat, a) is None
    assert all(s.legal_actions(other) == [] for other in (0, 1) if other != seat)
    before_json, before_sig = s.to_json(), s.signature()
    for bad in NEAR_MISSES:
        if bad in legal:
            continue
        reason = s.why_illegal(seat, bad)
        assert isinstance(reason, str) and reason.endswith(".")
        with pytest.raises(IllegalAction):
            s.apply(seat, bad)
        assert s.to_json() == before_json and s.signature() == before_sig
    clone = s.clone()
    assert clone.signature() == s.signature()
    view = s.view(1 - seat if s.num_players == 2 else seat)
    assert [st[-1:] for st in view.stacks] == [st[-1:] for st in s.stacks]
    assert sorted(t for st in view.stacks for t in st) == sorted(t for st in s.stacks for t in st)
    for sc in s.scores():
        assert sc.total == sum(sc.breakdown.values())
    action = rng.choice(legal)
    s.apply(seat, action)
    # the clone is independent of the original
    assert clone.signature() == before_sig
    clone.apply(seat, action)  # same rng state, so even the Golem's coin agrees
    assert clone.signature() == s.signature()


@pytest.mark.parametrize("players,seed", [(p, seed) for p in (1, 2) for seed in range(1, 6)])
def test_random_game_keeps_the_contract(players, seed):
    s = SPEC.new_state(players, seed)
    rng = random.Random(seed)
    steps = 0
    while not s.is_over():
        check_step(s, rng)
        steps += 1
        assert steps < 400
    assert s.to_move() == []
    again = load_json(s.to_json())
    assert again.signature() == s.signature() and again.is_over()
    places = sorted(sc.place for sc in s.scores())
    assert places in ([1, 1], [1, 2])


def test_view_hides_stack_order():
    s = SPEC.new_state(2, 5)
    orders = {tuple(s.view(0).stacks[0]) for _ in range(20)}
    assert len(orders) > 1
    assert all(o[-1] == s.stacks[0][-1] for o in orders)
    # the view must not carry what would rebuild the hidden order
    assert all(s.view(0).rng.getstate() != s.rng.getstate() for _ in range(3))


def test_golem_coin_is_marked_as_revealed():
    s = SPEC.new_state(1, 3)
    s.apply(0, s.legal_actions(0)[0])
    s.apply(1, {"act": "golem"})
    assert s.undo_floor == len(s.history)


def test_clones_share_no_coin_stream():
    s = SPEC.new_state(1, 8)
    a, b = s.clone(), s.clone()
    flips = [[st.coin() for _ in range(12)] for st in (a, b, s)]
    assert flips[0] == flips[1] == flips[2]
    assert a.coin() == b.coin() == s.coin()
