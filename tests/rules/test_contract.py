"""The rules contract (game/rules/core.py), checked on every registered game at every player count.

Random games from a few seeds; at every step: someone is to move until the end, every mover has
a legal action and only movers have any, legal actions pass why_illegal; an illegal action (a
legal one, mutated) is refused with a sentence and changes nothing; clones (the game's own and
the default one) and saves give equal states; every action records events, the first one being
the action itself, all JSON; breakdowns add up to totals; scores for a viewer hide nothing it may
see; no event or log line shows a secret; a seat's view keeps what that seat knows, gives the
same view for the same seed and depends on nothing it may not know (hidden cards, dice to come).
Each game's own invariants live in tests/rules/<id>/.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import random
from pathlib import Path

import pytest

from game.rules import GAMES, IllegalAction, load_json
from game.rules.core import GameState

SEEDS = (1, 2)
# The slower checks run at some steps only, so that long games stay quick: views and scores
# every few steps, and the save (replayed from the start) at steps 1, 2, 4, 8 ... and the end.
VIEW_EVERY = 6
SCORE_EVERY = 3
ROOT = Path(__file__).resolve().parents[2]

CASES = [
    (game_id, players)
    for game_id, spec in sorted(GAMES.items())
    for players in range(spec.min_players, spec.max_players + 1)
]


def mutate(action, rng: random.Random):
    """A near miss of a legal action: one value changed, a key dropped or added."""
    if isinstance(action, bool):
        return not action
    if isinstance(action, int):
        return action + rng.choice((-7, -1, 1, 9))
    if isinstance(action, str):
        return action + "?"
    if isinstance(action, list):
        if not action:
            return [0]
        out = list(action)
        k = rng.randrange(len(out))
        out[k] = mutate(out[k], rng)
        return out
    if isinstance(action, dict):
        out = dict(action)
        roll = rng.random()
        if roll < 0.15 or not out:
            out["extra"] = 1
        elif roll < 0.3:
            del out[rng.choice(sorted(out))]
        else:
            key = rng.choice(sorted(out))
            out[key] = mutate(out[key], rng)
        return out
    return "nonsense"


def data_values(value):
    """Every value inside a JSON value, the value itself included."""
    yield value
    if isinstance(value, dict):
        for v in value.values():
            yield from data_values(v)
    elif isinstance(value, list):
        for v in value:
            yield from data_values(v)


def all_secrets(state) -> list:
    return [fact for seat in range(state.num_players) for fact in state.secrets_for(seat)]


def check_refusals(state, seat, legal, rng) -> None:
    before_sig, before_history = (
        state.signature(),
        list(state.history),
    )  # (the save text's own parts)
    tries = [mutate(rng.choice(legal), rng) for _ in range(3)]
    for bad in [t for t in tries if t not in legal]:
        reason = state.why_illegal(seat, bad)
        assert isinstance(reason, str) and reason.strip().endswith((".", "!", "?")), (bad, reason)
        with pytest.raises(IllegalAction) as refused:
            state.apply(seat, bad)
        assert refused.value.reason == reason
    idle = [s for s in range(state.num_players) if s not in state.to_move()]
    if idle:
        with pytest.raises(IllegalAction):
            state.apply(idle[0], legal[0])
    assert state.signature() == before_sig and state.history == before_history


def check_scores(state) -> None:
    everything = state.scores()
    for viewer in [None, *range(state.num_players)]:
        table = state.scores(viewer)
        assert len(table) == len(everything)
        for score in table:
            assert score.total == sum(score.breakdown.values())
            assert score.place >= 1
    for viewer in range(state.num_players):
        # a seat always sees its own points in full, and everyone's once the game is over
        assert state.scores(viewer)[viewer].total == everything[viewer].total
        if state.is_over():
            assert state.scores(viewer) == everything


def everything(state):
    """Every attribute of a state (its rng as the generator's state) and its save text (which
    holds the history): what two views must share to be the same view."""
    attributes = {k: v for k, v in vars(state).items() if k not in ("events", "history", "rng")}
    return attributes, state.rng.getstate(), state.to_json()


def check_views(state, seat, movers) -> None:
    """Views of `seat` keep what it knows: whose turn it is, its own moves and scores. The same
    seed gives the same view, and a view depends on nothing but what `seat` knows and the seed:
    neither on where the hidden cards really lie nor on the game's rng (a bot would foresee the
    next roll or draw). Taking views changes nothing in the game, and a view's save text (its
    history and seed) holds none of the facts `seat` may not know, nor the real seed."""
    secrets = state.secrets_for(seat)
    before = state.signature(), state.rng.getstate(), state.to_json()
    view = state.view(seat, seed=7)
    assert everything(state.view(seat, seed=7)) == everything(view), "one seed, two views"
    assert view.rng.getstate() != state.rng.getstate(), "the view holds the game's own dice"
    # Another view knows the same but holds other hidden cards and other dice: viewed with the
    # same seed, it must give the same view, or the real cards or dice steer the view.
    other = state.view(seat, seed=8)
    assert everything(other.view(seat, seed=7)) == everything(view), "the view depends on secrets"
    for v in (view, state.view(seat)):
        assert (seat in v.to_move()) == (seat in movers)
        if seat in movers:
            assert v.legal_actions(seat) == state.legal_actions(seat)
        assert [s.total for s in v.scores(seat)] == [s.total for s in state.scores(seat)]
        assert v.seed != state.seed, "the real seed would let a reader rebuild the deal"
        if secrets:
            known = [value for _, action in v.history for value in data_values(action)]
            assert not [fact for fact in secrets if fact in known], seat
    after = state.signature(), state.rng.getstate(), state.to_json()
    assert after == before, "taking a view changed the game"


def check_events(state, seat, action, events, secrets) -> None:
    assert events, f"{action!r} recorded no event"
    first = events[0]
    assert first.seat == seat and first.text, "the first event is the action, by its actor"
    for event in events:
        assert isinstance(event.kind, str) and event.kind and isinstance(event.text, str)
        assert event.seat is None or 0 <= event.seat < max(state.num_players, 2)
        assert json.loads(json.dumps(event.to_dict())) == event.to_dict(), event
        names = [f"Seat{k}" for k in range(6)]
        line = event.line(names)
        for fact in secrets:
            assert all(fact != value for value in data_values(event.data)), (event, fact)
            if isinstance(fact, str):
                assert fact not in line, (event, fact)


def play(game_id: str, players: int, seed: int) -> int:
    spec = GAMES[game_id]
    state = spec.new_state(players, seed, dict(spec.options))
    rng = random.Random(seed)
    check_events_free_of_secrets(state, state.events)
    steps = 0
    while not state.is_over():
        movers = state.to_move()
        assert movers, "nobody to move before the end"
        for seat in movers:
            legal = state.legal_actions(seat)
            assert legal, f"seat {seat} is to move without a legal action"
            assert all(
                state.why_illegal(seat, a) is None for a in rng.sample(legal, min(4, len(legal)))
            )
        for seat in set(range(state.num_players)) - set(movers):
            assert state.legal_actions(seat) == [], f"seat {seat} has moves while not to move"
        seat = rng.choice(movers)
        legal = state.legal_actions(seat)
        sample = rng.sample(legal, min(8, len(legal)))
        assert json.loads(json.dumps(sample)) == sample
        check_refusals(state, seat, legal, rng)
        if steps % VIEW_EVERY == 0:
            check_views(state, steps // VIEW_EVERY % state.num_players, movers)
        copies = state.clone(), GameState.clone(state)  # the game's own, the default
        assert all(copy.signature() == state.signature() for copy in copies)
        action = rng.choice(legal)
        events = state.apply(seat, action)
        assert events is state.events
        check_events(state, seat, action, events, all_secrets(state))
        for copy in copies:  # each copy is independent and plays the same
            assert copy.apply(seat, action) == events
            assert copy.signature() == state.signature()
        steps += 1
        if steps % SCORE_EVERY == 0 or state.is_over():
            check_scores(state)
        if steps & (steps - 1) == 0:
            assert load_json(state.to_json()).signature() == state.signature()
        assert steps < 5000, "the game does not end"
    assert state.to_move() == []
    assert load_json(state.to_json()).signature() == state.signature()
    assert min(score.place for score in state.scores()) == 1
    return steps


def check_events_free_of_secrets(state, events) -> None:
    secrets = all_secrets(state)
    for event in events:
        assert json.loads(json.dumps(event.to_dict())) == event.to_dict()
        for fact in secrets:
            assert all(fact != value for value in data_values(event.data)), (event, fact)


@pytest.mark.parametrize("game_id,players", CASES)
def test_random_games_keep_the_contract(game_id, players):
    for seed in SEEDS:
        assert play(game_id, players, seed * 100 + players) > 0


def test_the_tiny_example_game_keeps_the_contract(monkeypatch):
    """tests/client/tinygame.py, the example docs/architecture.md walks through, is held to the
    same contract as a registered game."""
    spec = importlib.util.spec_from_file_location("tinygame", ROOT / "tests/client/tinygame.py")
    tiny = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tiny)
    monkeypatch.setitem(GAMES, "tiny", tiny.SPEC)  # load_json finds games there
    for players in range(tiny.SPEC.min_players, tiny.SPEC.max_players + 1):
        assert play("tiny", players, players) > 0


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


@pytest.mark.parametrize("layer", ["rules", "ai"])
def test_rules_and_ai_never_import_pygame_or_the_client(layer):
    files = sorted((ROOT / "game" / layer).rglob("*.py"))
    assert files
    for path in files:
        for name in _imports(path):
            assert name.split(".")[0] != "pygame", f"{path.relative_to(ROOT)} imports {name}"
            assert not name.startswith("game.client"), f"{path.relative_to(ROOT)} imports {name}"
