"""The hint's clause for Dungeon Decorators (game/ai/decorators/explain.py): worked out from the
seat's view, it names what a move gains by the rules' own measures."""

from __future__ import annotations

from game.ai.advice import advise_on_view
from game.ai.decorators.explain import explain, placement_gains
from game.rules.decorators import new_state
from game.rules.decorators.content import CATALOG
from game.rules.decorators.goals import mimics_needed
from game.rules.decorators.tiles import FACES


def played_to(phase: str, seed: int = 3):
    state = new_state(2, seed)
    while state.phase != phase:
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return state


def test_every_kind_of_move_of_a_game_gets_a_clause_or_none_without_error():
    state = new_state(2, 5)
    seen = set()
    while not state.is_over() and len(seen) < 8:
        seat = state.to_move()[0]
        view = state.view(seat)
        legal = view.legal_actions(seat)
        for action in legal[:6]:
            clause = explain(view, seat, action, legal)
            assert clause is None or (clause and not clause.endswith("."))
        seen.add(legal[0]["act"])
        state.apply(seat, legal[-1] if legal[-1]["act"] != "throw" else legal[0])
    assert {"keep_goals", "draft", "place"} <= seen


def test_a_placement_that_meets_a_goal_card_says_so():
    state = played_to("build")
    seat = state.current
    view = state.view(seat)
    dungeon = view.dungeons[seat]
    for action in view.legal_actions(seat):
        if action["act"] != "place":
            continue
        after = dict(dungeon)
        after[tuple(action["cell"])] = (action["tile"], action["face"], action["rot"])
        met = [c for c in view.hands[seat] if mimics_needed(c, after) is not None]
        met = [c for c in met if mimics_needed(c, dungeon) is None]
        gains = placement_gains(view, seat, dungeon, after)
        for card in met:
            assert f"it meets {CATALOG.goals[card].name}" in " ".join(gains)
        floor = FACES[action["tile"], action["face"], action["rot"]].floor
        if floor == "star":
            assert "it adds a star (3 points at the end)" in gains


def test_the_hint_sentence_for_a_draft_names_the_tile_and_comes_from_the_view():
    state = played_to("draft")
    seat = state.current
    view = state.view(seat)
    advice = advise_on_view(view, seat, 1, 0.5)
    assert advice.action in view.legal_actions(seat)
    if advice.action["act"] == "draft":
        assert f"tile {view.board[advice.action['spot'] - 1]}" in advice.why
