"""The game record behind the review and the replay (game/review.py): positions rebuilt at any
move, the game cut into its rounds (or turns), the scores at the end of each part."""

from __future__ import annotations

import random

import pytest

from game.review import KEEP_EVERY, GameRecord, turn_parts
from game.rules import GAMES

PLAYERS = {"makers": 2, "raiders": 3, "stonespine": 2, "decorators": 2, "doodle": 2}


def played(game_id: str, seed: int, limit: int = 100_000):
    """A game of random legal moves (to its end, or `limit` moves)."""
    state = GAMES[game_id].new_state(PLAYERS[game_id], seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < limit:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_finished_game_replays_exactly_and_its_parts_cover_every_move(game_id):
    state = played(game_id, 3)
    record = GameRecord.of(state)
    assert record.over and len(record) == len(state.history)
    for n in (0, 1, KEEP_EVERY - 1, KEEP_EVERY, KEEP_EVERY + 5, len(record) // 2, len(record)):
        assert record.state_at(n).signature() == state.replay_prefix(n).signature(), n
    parts = record.parts
    assert parts[0].start == 0 and parts[-1].end == len(record)
    assert all(a.end == b.start and a.start < a.end for a, b in zip(parts, parts[1:]))
    if game_id != "makers":  # a game with rounds: each part is named by the rules at its start
        for part in parts:
            assert record.state_at(part.start).round_name() == part.name
        assert len({part.name for part in parts}) == len(parts)
    lines = record.score_lines()
    assert sorted(lines) == list(range(len(state.scores())))
    assert all(len(line) == len(parts) + 1 for line in lines.values())
    assert [line[-1] for line in lines.values()] == [s.total for s in state.scores()]
    assert (
        len(record.events) == len(record)
        and record.setup_events == GAMES[game_id].new_state(PLAYERS[game_id], 3).events
    )


def test_a_game_told_turn_by_turn_is_cut_where_the_seat_to_move_changes():
    assert turn_parts([0, 0, 1, 0, 0, 0, 1]) == [
        ("Turn 1", 0),
        ("Turn 2", 2),
        ("Turn 3", 3),
        ("Turn 4", 6),
    ]
    record = GameRecord.of(played("makers", 4, limit=30))
    assert [p.name for p in record.parts][:2] == ["Turn 1", "Turn 2"]
    assert record.part_at(0) == 0 and record.part_at(len(record)) == len(record.parts) - 1


def test_an_unfinished_games_scores_follow_the_viewer_so_no_secret_shows():
    state = played("doodle", 6, limit=80)
    assert not state.is_over()
    record = GameRecord.of(state, viewer=0)
    assert record.viewer == 0
    assert [line[-1] for line in record.score_lines().values()] == [
        s.total for s in state.scores(0)
    ]
    assert GameRecord.of(played("doodle", 6)).viewer is None  # a finished game hides nothing
