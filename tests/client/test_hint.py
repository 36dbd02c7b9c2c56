"""The hint (kit/hint.py, game/ai/advice.py): H shows the hard computer player's move for the
person to move, drawn by the table as a ghost, with a sentence; it lasts while the position does
and the results count it."""

from __future__ import annotations

import pygame
from tablehelpers import open_game, wait_for_turn
from uihelpers import frames, key

from game.ai.advice import advise_on_view, sentence
from game.client.scenes.results import info_columns
from game.rules import GAMES


def test_h_shows_a_ghost_and_a_sentence_and_a_move_takes_it_away(app, monkeypatch):
    ghosts = []
    table = open_game(app, "makers", "ha", 4)
    monkeypatch.setattr(table, "draw_hinted_move", lambda surface, action: ghosts.append(action))
    wait_for_turn(app, table)
    key(app, pygame.K_h)
    frames(app, 2)
    seat = table.eyes()
    advice, error = table.hint_button.advice_for(seat)
    assert error is None and advice.action in table.state.legal_actions(seat)
    assert ghosts and ghosts[-1] == advice.action  # the table was asked to draw it in place
    assert advice.why.endswith("moves.") and "hard computer player" in advice.why
    assert table.session.hints_taken == {seat: 1}
    table.submit(advice.action, seat)
    frames(app)
    assert table.hint_button.advice_for(seat) is None  # the position moved on


def test_escape_puts_a_hint_away_before_the_menu_opens(app):
    table = open_game(app, "makers", "ha", 4)
    wait_for_turn(app, table)
    key(app, pygame.K_h)
    frames(app, 2)
    assert table.hint_button.showing()
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert not table.hint_button.showing() and app.top is table


def test_the_results_count_the_hints_each_person_took(app):
    table = open_game(app, "makers", "ha", 4)
    table.session.hints_taken = {0: 2}
    assert info_columns(table.session)["Hints"] == [2, ""]


def test_a_hint_in_every_game_is_a_legal_move_with_its_sentence():
    for game_id, spec in GAMES.items():
        state = spec.new_state(spec.min_players if spec.min_players > 1 else 2, 7)
        seat = state.to_move()[0]
        view = state.view(seat)
        advice = advise_on_view(view, seat, 1, 0.2)
        assert advice.action in view.legal_actions(seat), game_id
        assert advice.why == sentence(view, seat, advice.action, view.legal_actions(seat))
        assert len(advice.why) > 20, game_id


def test_makers_draws_the_hinted_tile_in_place_and_points_at_its_piece_and_cell(app):
    table = open_game(app, "makers", "ha", 4)
    wait_for_turn(app, table)
    key(app, pygame.K_h)
    frames(app, 2)
    advice, _ = table.hint_button.advice_for(table.eyes())
    cell = tuple(advice.action["cell"])
    before = app.canvas.copy()
    table.hint_button.put_away = (table.eyes(), table.session.version)
    frames(app)
    after_away = app.canvas.copy()
    rect = table.cells[cell]

    def pixels(surface):
        return pygame.image.tobytes(surface.subsurface(rect).copy(), "RGB")

    assert pixels(before) != pixels(after_away)  # the ghost stood in the cell, and is gone
    piece_rect, target_rect = table.lesson_pointers(advice.action)
    assert target_rect == rect and piece_rect == table.stack_rects[advice.action["stack"]]


def test_a_hint_asks_for_the_move_in_the_rules_own_words():
    from game.ai.advice import imperative

    assert imperative("takes a card with Orc Club") == "Take a card with Orc Club"
    assert imperative("passes the turn") == "Pass the turn"
    assert imperative("carries the torch") == "Carry the torch"
    assert imperative("finishes building") == "Finish building"
    assert imperative("cannot place a tile") == "You cannot place a tile"
    assert imperative("rubs out B3") == "Rub out B3"
    assert (
        imperative("lights a torch and looks at the rooms") == "Light a torch and look at the rooms"
    )
    assert imperative("places it and 2 walls") == "Place it and 2 walls"
    assert imperative("takes Candle and Spikes") == "Take Candle and Spikes"
    assert (
        imperative("places a minion at D2 in their own dungeon")
        == "Place a minion at D2 in your own dungeon"
    )
