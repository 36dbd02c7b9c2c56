"""Random games at 2, 3 and 4 players checking the contract and the dungeon rules at every step."""

import json
import random

import pytest

from game.rules import IllegalAction, load_json
from game.rules.decorators import new_state
from game.rules.decorators.content import CATALOG
from game.rules.decorators.dungeon import face_at, joined_to_start, openings
from game.rules.decorators.goals import mimics_needed

BAD = [
    {"act": "draft", "spot": 5},
    {"act": "draft", "spot": True},
    {"act": "finish", "x": 1},
    "draft",
    None,
    {"act": "place", "from": "new", "tile": 1.5, "face": "dungeon", "rot": 0, "cell": [9, 9]},
    {"act": "score", "card": 999},
    {"act": "draw", "deck": "boss"},
]


def fields(state):
    return (
        state.phase,
        state.current if not state.over else None,
        state.dungeons,
        state.hands,
        state.scored,
        state.points,
        state.board,
        state.storage,
        state.order,
        state.round,
        state.architects,
        state.mimics,
        state.blue,
        state.red,
        state.decks,
        state.discards,
    )


def check_dungeon(state, seat):
    d = state.dungeons[seat]
    dungeon_cells = {c for c in d if face_at(d, c).kind != "decoration"}
    assert joined_to_start(d) == dungeon_cells  # one hallway: everything joined to the start
    assert openings(d) >= 1
    assert len(state.storage[seat]) <= 2


def check_secrets(state, viewer, rng):
    """Views re-deal hidden cards: two deals that differ only in what the viewer cannot see look
    alike."""
    other = state.clone()
    for s in range(state.num_players):
        if s != viewer and other.hands[s]:
            deck = CATALOG.deck_of(other.hands[s][0])
            if other.decks[deck]:
                other.hands[s][0], other.decks[deck][0] = other.decks[deck][0], other.hands[s][0]
    rng.shuffle(other.blue)
    one, two = state.view(viewer, seed=7), other.view(viewer, seed=7)
    assert fields(one) == fields(two)
    assert one.hands[viewer] == state.hands[viewer] and one.history == [] and one.seed != state.seed


def play(players, seed, checks=True):
    rng = random.Random(seed)
    state = new_state(players, seed)
    steps = 0
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        assert legal
        assert all(json.loads(json.dumps(a)) == a for a in legal)
        for a in rng.sample(legal, min(4, len(legal))):
            assert state.why_illegal(seat, a) is None
        if checks and steps % 9 == 0:
            before = fields(state)
            for bad in BAD:
                if bad not in legal:
                    with pytest.raises(IllegalAction):
                        state.apply(seat, bad)
            with pytest.raises(IllegalAction, match="not your turn"):
                state.apply((seat + 1) % players, legal[0])
            assert fields(state) == before
            check_secrets(state, rng.randrange(players), rng)
            assert fields(state.clone()) == before
        # builds with an Architect wander: a random player restarts them now and then
        action = rng.choice(legal)
        hands = [list(h) for h in state.hands]
        state.apply(seat, action)
        steps += 1
        scored = {CATALOG.goals[c].name for s in state.scored for c in s}
        for event in state.events:
            for card in {c for h in hands for c in h}:
                name = CATALOG.goals[card].name
                assert name not in event.text or name in scored
                assert card not in event.data.values() or card in state.scored[seat]
        if state.phase != "build":
            for s in range(players):
                check_dungeon(state, s)
        assert all(len(h) <= 4 for h in state.hands) or state.phase in ("setup", "exchange_discard")
        for score in state.scores():
            assert score.total == sum(score.breakdown.values())
        assert all(v >= 0 for v in state.supply.values())
    assert load_json(state.to_json()).points == state.points
    return state, steps


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (2, 4)])
def test_random_games_keep_every_rule(players, seed):
    state, _ = play(players, seed)
    assert state.hourglasses == 3 or state.tiles_in_bags() == 0
    places = [s.place for s in state.scores()]
    assert min(places) == 1


def test_scored_cards_were_met_when_scored():
    rng = random.Random(5)
    state = new_state(3, 5)
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        scoring = [a for a in legal if a["act"] == "score"]
        action = scoring[0] if scoring else rng.choice(legal)
        if scoring:
            assert mimics_needed(action["card"], state.dungeons[seat]) <= state.mimics[seat]
        state.apply(seat, action)
    assert sum(len(s) for s in state.scored) > 0


def test_a_saved_game_replays_to_the_same_position():
    state, _ = play(2, 11, checks=False)
    again = load_json(state.to_json())
    assert fields(again) == fields(state)
