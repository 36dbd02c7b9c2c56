"""Random games at 1 and 2 players, checking what is particular to Dungeon Makers at every step
(refusals of near misses, views that keep the stack tops); the shared contract is checked for every
game by tests/rules/test_contract.py."""

import json
import random

import pytest

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
    """Makers' own checks at one step; tests/rules/test_contract.py checks the shared contract
    (movers, refusals that change nothing, clones, saves, events, scores) on every game."""
    seat = s.to_move()[0]
    legal = s.legal_actions(seat)
    for bad in NEAR_MISSES:
        if bad not in legal:
            reason = s.why_illegal(seat, bad)
            assert isinstance(reason, str) and reason.endswith("."), (bad, reason)
    view = s.view(1 - seat if s.num_players == 2 else seat)
    assert [st[-1:] for st in view.stacks] == [st[-1:] for st in s.stacks]
    assert sorted(t for st in view.stacks for t in st) == sorted(t for st in s.stacks for t in st)
    s.apply(seat, rng.choice(legal))


@pytest.mark.parametrize("players,seed", [(p, seed) for p in (1, 2) for seed in range(1, 6)])
def test_random_game_keeps_the_makers_invariants(players, seed):
    s = SPEC.new_state(players, seed)
    rng = random.Random(seed)
    steps = 0
    while not s.is_over():
        check_step(s, rng)
        steps += 1
        assert steps < 400
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


def random_candidate(s, seat, rng):
    """A random well-formed action for the seat's current side (legal or not)."""
    cell = lambda: [rng.randrange(5), rng.randrange(5)]  # noqa: E731
    turn = rng.choice(["left", "right"])
    extra = {"turn": "center"} if s.side[seat] == "multi" else {}
    kind = rng.randrange(7)
    if kind == 0 or s.side[seat] == "single":
        return {
            "act": "place",
            **extra,
            "stack": rng.randrange(3),
            "rot": rng.randrange(4),
            "cell": cell(),
        }
    if kind == 1:
        return {"act": "minion", "turn": turn, "dungeon": rng.randrange(2), "cell": cell()}
    if kind == 2:
        path = [cell()]
        for _ in range(rng.randrange(1, 4)):
            c, r = path[-1]
            dc, dr = rng.choice([(0, 1), (1, 0), (0, -1), (-1, 0)])
            path.append([c + dc, r + dr])
        return {
            "act": "move_minion",
            "turn": turn,
            "path": path,
            "trade": rng.choice([None, cell()]),
        }
    if kind == 3:
        return {
            "act": "swap",
            "turn": turn,
            "cell": cell(),
            "stack": rng.randrange(3),
            "rot": rng.randrange(4),
        }
    if kind == 4:
        return (
            {"act": "block", "turn": turn}
            if s.solo
            else {"act": "block", "turn": turn, "cell": cell()}
        )
    return {
        "act": "move_tile",
        "turn": turn,
        "from": cell(),
        "cell": cell(),
        "rot": rng.randrange(4),
    }


def perturb(action, rng):
    """A legal action with one detail changed: the near-misses a dragging player makes."""
    a = json.loads(json.dumps(action))
    key = rng.choice(
        [k for k in a if k in ("cell", "from", "rot", "stack", "trade", "path", "dungeon")]
        or ["act"]
    )
    if key in ("cell", "from") or (key == "trade" and a[key]):
        a[key] = [a[key][0] + rng.choice([-1, 0, 1]), a[key][1] + rng.choice([-1, 0, 1])]
    elif key in ("rot", "stack"):
        a[key] = (a[key] + rng.randrange(1, 4)) % (4 if key == "rot" else 3)
    elif key == "path":
        a[key] = a[key][:-1] if len(a[key]) > 2 else a[key] + [a[key][-1]]
    elif key == "dungeon":
        a[key] = 1 - a[key]
    return a


@pytest.mark.parametrize("players,seed", [(1, 11), (2, 12), (2, 13)])
def test_why_illegal_agrees_with_legal_actions(players, seed):
    s = SPEC.new_state(players, seed)
    rng = random.Random(seed)
    accepted = 0
    while not s.is_over():
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if seat == 0 or players == 2:
            for k in range(40):
                cand = random_candidate(s, seat, rng) if k % 2 else perturb(rng.choice(legal), rng)
                ok = s.why_illegal(seat, cand) is None
                assert ok == (cand in legal), (cand, s.why_illegal(seat, cand))
                accepted += ok
        s.apply(seat, rng.choice(legal))
    assert accepted > 0
