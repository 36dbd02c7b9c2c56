"""Property tests for tile placement: reasons agree with the legal lists, and pathways always
meet."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.makers import SPEC
from game.rules.makers.tiles import CELLS, KIND, NEIGHBOURS, OPPOSITE


def position(players: int, seed: int, steps: int):
    s = SPEC.new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over():
            break
        seat = s.to_move()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    return s


def pathways_meet(grid, masks) -> bool:
    for i in range(CELLS):
        if grid[i] < 0 or KIND[grid[i]] in ("chasm", "block"):
            continue
        for bit, j in NEIGHBOURS[i]:
            if j < 0 or grid[j] < 0 or KIND[grid[j]] == "chasm":
                continue
            if KIND[grid[j]] == "block":
                continue  # a block may be pushed against a pathway by the opponent
            if bool(masks[i] & bit) != bool(masks[j] & OPPOSITE[bit]):
                return False
    return True


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(1, 2),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 40),
    stack=st.integers(0, 2),
    rot=st.integers(0, 3),
    col=st.integers(-1, 5),
    row=st.integers(-1, 5),
)
def test_reason_agrees_with_legal_cells(players, seed, steps, stack, rot, col, row):
    s = position(players, seed, steps)
    seat = 0
    reason = s.placement_reason(seat, stack, rot, [col, row])
    legal = [col, row] in s.legal_cells(seat, stack, rot)
    assert (reason is None) == legal
    if not legal:
        assert isinstance(reason, str) and reason
    else:
        s.put(seat, row * 5 + col, s.stacks[stack][-1], rot)
        assert pathways_meet(s.grid[seat], s.mask[seat])


@settings(max_examples=40, deadline=None)
@given(players=st.integers(1, 2), seed=st.integers(0, 10_000), steps=st.integers(0, 80))
def test_pathways_always_meet_in_play(players, seed, steps):
    s = position(players, seed, steps)
    for seat in range(2):
        assert pathways_meet(s.grid[seat], s.mask[seat])


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60), pick=st.integers(0, 10_000))
def test_swap_and_move_reasons_agree_with_lists(seed, steps, pick):
    s = position(2, seed, steps)
    seat = 0
    cells = [[i % 5, i // 5] for i in range(CELLS)]
    cell = cells[pick % CELLS]
    stack, rot = pick % 3, pick % 4
    if s.stacks[stack]:
        assert (s.swap_reason(seat, cell, stack, rot) is None) == (
            cell in s.swap_cells(seat, stack, rot)
        )
    target = cells[(pick // 25) % CELLS]
    legal = {"cell": target, "rot": rot} in s.move_tile_targets(seat, cell)
    assert (s.move_tile_reason(seat, cell, target, rot) is None) == legal
