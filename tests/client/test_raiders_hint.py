"""The Dungeon Raiders hint: the hard raider's card drawn faded on the play spot (a torch: over
the dark rooms it would show), with a clause from game/ai/raiders/explain.py worked out from the
seat's view alone: the same whatever the others' face-down cards are, and no points promised
while any of them lies face down."""

from __future__ import annotations

import pygame
from tablehelpers import open_game, wait_for_turn
from uihelpers import frames, key

from game.ai.advice import sentence
from game.ai.raiders.explain import explain, points_known
from game.rules import GAMES
from game.rules.raiders.state import CRYSTAL, TORCH_USE


def picked(seed: int, picks: dict[int, dict]):
    state = GAMES["raiders"].new_state(3, seed)
    for seat, action in picks.items():
        state.apply(seat, action)
    return state


def test_the_clause_names_the_card_and_never_reads_the_others_face_down_cards():
    one = picked(6, {1: {"play": "power", "value": 5}, 2: {"play": "power", "value": 1}})
    two = picked(6, {1: {"play": "power", "value": 2}, 2: {"play": "power", "value": 4}})
    for value in range(1, 6):
        action = {"play": "power", "value": value}
        clauses = {
            explain(state.view(0, seed), 0, action, state.view(0, seed).legal_actions(0))
            for state in (one, two)
            for seed in (1, 2, 3)
        }
        assert len(clauses) == 1, clauses
        clause = clauses.pop()
        assert clause.startswith(f"your {value} ")
    view = one.view(0, 1)
    assert not points_known(view, 0)
    why = sentence(view, 0, {"play": "power", "value": 5}, view.legal_actions(0))
    assert "point" not in why  # the view's guess of the others' cards promises nothing


def test_the_clause_tells_a_chest_a_torch_a_crystal_ball_and_what_a_low_card_keeps():
    state = GAMES["raiders"].new_state(3, 6)  # a chest first; seat 0 holds a torch
    assert state.room().kind == "treasure"
    view = state.view(0, 1)
    legal = view.legal_actions(0)
    high = explain(view, 0, {"play": "power", "value": 5}, legal)
    low = explain(view, 0, {"play": "power", "value": 1}, legal)
    assert "wins coins" in high and "keeps" not in high
    assert "keeps your 4 and 5 for the 4 rooms left in this level" in low
    if TORCH_USE in legal:
        assert "dark room" in explain(view, 0, TORCH_USE, legal)
    assert "after seeing everyone else's" in explain(view, 0, CRYSTAL, legal)
    assert points_known(GAMES["raiders"].new_state(3, 6).view(0, 1), 0)  # nobody has picked


def test_h_draws_the_hinted_card_faded_on_the_spot_and_says_why(app):
    table = open_game(app, "raiders", "haa", 3)
    wait_for_turn(app, table)
    frames(app, 20)  # the computer raiders have picked: the position holds still
    spot = table.spot_face()

    def pixels():
        return pygame.image.tobytes(app.canvas.subsurface(spot).copy(), "RGB")

    frames(app)
    without = pixels()
    key(app, pygame.K_h)
    frames(app, 3)
    advice, error = table.hint_button.advice_for(table.eyes())
    assert error is None and advice.action in table.state.legal_actions(0)
    if "play" in advice.action:
        assert pixels() != without  # the faded card lies on the spot
        assert advice.why.startswith("Play a card face down: your ")
    assert table.state.history == [] or all(seat != 0 for seat, _ in table.state.history)
