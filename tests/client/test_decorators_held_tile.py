"""A placed tile still held when the turn moves on (a bot's move, the Burrow Bro's choice) is
refused with the rules' sentence, not lifted: the monkey found the crash (seed 305501)."""

from __future__ import annotations

from game.client.tables.decorators import moves
from game.rules import registry


def test_a_tile_the_rules_will_not_lift_now_is_refused_in_words():
    state = registry.GAMES["decorators"].new_state(2, 3)
    cell = next(iter(state.dungeons[0]))
    lift = {"act": "lift", "cell": list(cell)}
    assert state.why_illegal(0, lift) is not None  # nobody lifts while the tiles are drafted
    assert moves.lifted_state(state, 0, cell) is None
    reason = moves.why_not(state, 0, ("placed", *cell), ("cell", 5, 5), (0, 0))
    assert reason == state.why_illegal(0, lift)
