"""The shared contract: placing, load_json's plain-words refusals."""

import json

import pytest

from game.rules import GAMES, Event, GameState, IllegalAction, SaveError, load_json, rank_places


def test_rank_places_shares_equal_keys():
    assert rank_places([(10, 1), (12, 0), (10, 1), (3, 9)]) == [2, 1, 2, 4]


def test_rank_places_tie_break_separates():
    assert rank_places([(10, 2), (10, 1)]) == [1, 2]


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "not readable"),
        ('{"format": 1, "game": "makers", "players": 2, "seed": 1, "opt', "not readable"),
        ("[1, 2]", "expected shape"),
        ('{"game": "makers"}', "no format version"),
        (
            '{"format": 99, "game": "makers", "players": 2, "seed": 1, '
            '"options": {}, "actions": []}',
            "newer version",
        ),
        (
            '{"format": 1, "game": "chess", "players": 2, "seed": 1, "options": {}, "actions": []}',
            "unknown game",
        ),
        (
            '{"format": 1, "game": "makers", "players": 9, "seed": 1, '
            '"options": {}, "actions": []}',
            "number of players",
        ),
        (
            '{"format": 1, "game": "makers", "players": 2, "seed": 1, '
            '"options": {}, "actions": [5]}',
            "damaged",
        ),
    ],
)
def test_load_json_refuses_bad_saves_in_plain_words(text, words):
    with pytest.raises(SaveError) as info:
        load_json(text)
    assert words in str(info.value)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_illegal_move_in_save_is_named(game_id):
    spec = GAMES[game_id]
    state = spec.new_state(spec.min_players, 7)
    seat = state.to_move()[0]
    bad = json.loads(state.to_json())
    bad["actions"] = [[seat, {"no such": "move"}]]
    with pytest.raises(SaveError) as info:
        load_json(json.dumps(bad))
    assert "Move 1" in str(info.value) and "not legal" in str(info.value)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_round_trip_of_a_fresh_game(game_id):
    spec = GAMES[game_id]
    for players in range(spec.min_players, spec.max_players + 1):
        state = spec.new_state(players, 11)
        assert load_json(state.to_json()).to_json() == state.to_json()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_save_from_other_rules_that_no_longer_replays_says_so(game_id):
    spec = GAMES[game_id]
    state = spec.new_state(spec.min_players, 7)
    seat = state.to_move()[0]
    old = json.loads(state.to_json())
    assert old["rules"] == state.rules_version
    old["rules"] = state.rules_version + 1
    old["actions"] = [[seat, {"no such": "move"}]]
    with pytest.raises(SaveError) as info:
        load_json(json.dumps(old))
    assert "another version of the" in str(info.value) and "move 1" in str(info.value)


class _Counter(GameState):
    """Two seats add 1 or 2 to a shared count; the smallest game that records events."""

    game_id = "counter"

    def __init__(self, num_players=2, seed=0, options=None):
        super().__init__(num_players, seed, options)
        self.count = 0

    def to_move(self):
        return [len(self.history) % 2]

    def legal_actions(self, seat):
        return [1, 2] if seat in self.to_move() else []

    def _apply(self, seat, action):
        self.emit(seat, "add", f"adds {action}", amount=action)
        self.count += action
        if self.count % 3 == 0:
            self.emit(None, "three", "{0} and {1} reach a multiple of three.", count=self.count)


def test_apply_returns_the_actions_events_and_starts_them_afresh():
    state = _Counter()
    events = state.apply(0, 2)
    assert events is state.events
    assert events == [Event(0, "add", "adds 2", {"amount": 2})]
    events = state.apply(1, 1)
    assert [e.kind for e in events] == ["add", "three"]
    assert events[1].line(["Ann", "Bea"]) == "Ann and Bea reach a multiple of three."
    assert events[1].to_dict() == {
        "seat": None,
        "kind": "three",
        "data": {"count": 3},
        "text": "{0} and {1} reach a multiple of three.",
    }
    with pytest.raises(IllegalAction):
        state.apply(0, 5)
    assert state.count == 3 and len(state.events) == 2


def test_the_default_signature_compares_clones_and_sees_a_difference():
    state = _Counter()
    state.apply(0, 1)
    copy = state.clone()
    assert copy.signature() == state.signature()
    copy.apply(1, 1)
    assert copy.signature() != state.signature()
