"""A seat's view survives the wire: encoded, sent as JSON and decoded, it is the same position
(same legal actions, same scores, plays on), for every game at every player count."""

from __future__ import annotations

import json
import random

import pytest

from game.net.snapshot import SnapshotError, decode_state, encode_state
from game.rules import GAMES


def positions(game_id: str, players: int, seed: int, every: int = 7):
    """States along one random game (a copy every `every` moves, and the end)."""
    rng = random.Random(seed)
    state = GAMES[game_id].new_state(players, seed)
    while not state.is_over():
        if len(state.history) % every == 0:
            yield state.clone()
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    yield state


CASES = [(g, n) for g, spec in GAMES.items() for n in range(spec.min_players, spec.max_players + 1)]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_a_view_sent_is_the_same_position(game_id, players):
    checked = 0
    for state in positions(game_id, players, seed=players):
        for seat in range(state.num_players):
            view = state.view(seat, seed=3)
            text = json.dumps(encode_state(view))
            copy = decode_state(json.loads(text))
            assert type(copy) is type(view)
            assert json.dumps(encode_state(copy)) == text
            copy.rng.setstate(view.rng.getstate())  # the generator and the history are not sent
            copy.history = list(view.history)
            assert copy.signature() == view.signature()
            assert copy.to_move() == view.to_move()
            assert copy.is_over() == view.is_over()
            if seat in view.to_move():
                legal = view.legal_actions(seat)
                assert copy.legal_actions(seat) == legal
                copy.apply(seat, legal[0])  # it plays on
            checked += 1
    assert checked > 3


def test_only_the_rules_own_classes_are_made():
    view = encode_state(GAMES["makers"].new_state(2, 1).view(0, 1))
    for name in ("os:system", "builtins:object", "game.client.app:App", "game.rules.core:x"):
        bad = json.loads(json.dumps(view))
        bad["fields"]["grid"] = {"$obj": name, "fields": {}}
        with pytest.raises(SnapshotError):
            decode_state(bad)
    bad = json.loads(json.dumps(view))
    bad["fields"]["__class__"] = 1
    with pytest.raises(SnapshotError):
        decode_state(bad)
    with pytest.raises(SnapshotError):
        decode_state({"game": "chess", "fields": {}})
