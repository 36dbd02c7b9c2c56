"""Confirm moves at the Doodle table: every kind of move a person makes waits on the table until
Confirm (Enter): a card taken, a card's elements (one after another, drawn in), the path's
steps and "Shortest way out" (the whole rest of the line, to the exit), the hero's move, a card
played or laid, the encounter judged, the turn ended. Undo takes back the last move waiting,
Escape all of them; the state does not move until Confirm."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, run_until
from test_doodle_table import SEED, play_until
from uihelpers import click, drag, frames, key

from game.rules.doodle import sheet as S


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    from game.client.tables import TABLE_MODULES

    monkeypatch.setitem(TABLE_MODULES, "doodle", "game.client.tables.doodle.table")


def start(app, seed: int = SEED):
    table = open_game(app, "doodle", "ha", seed)
    run_until(app, table.my_turn, what="the first person's turn")
    return table


def confirming(app, table, done) -> None:
    """Play on (moves made at once) until `done()`, then have moves wait for Confirm."""
    play_until(app, table, done)
    app.settings.confirm_moves = True


def test_a_card_taken_waits_for_confirm_and_undo_takes_it_back(app):
    app.settings.confirm_moves = True
    table = start(app)
    made = len(table.state.history)
    click(app, dict(table.card_rects())[52].center)
    assert table.provisional.action == {"act": "pick", "card": 52}
    assert len(table.state.history) == made and 52 in table.state.display
    assert "confirm" in table.prompt_data()[1].lower()
    frames(app)
    key(app, pygame.K_z)  # Undo: back, nothing made
    assert table.provisional is None and len(table.state.history) == made
    click(app, dict(table.card_rects())[52].center)
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.state.taken[0] == [52]


def test_a_cards_elements_wait_one_after_another_drawn_in_and_are_confirmed_together(app):
    app.settings.confirm_moves = True
    table = start(app)
    click(app, dict(table.card_rects())[50].center)  # goblin, orc, treasure, trap
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.my_turn() and table.state.phase == "install", what="install")
    before = list(table.state.board[0])
    goblin = min(table.index().targets("build"))
    click(app, table.big.cell_rect(goblin).center)
    assert table.state.board[0] == before  # nothing made yet
    assert table.element() == "orc"  # the next element is asked in the position drawn in
    orc = min(table.index().targets("build"))
    click(app, table.big.cell_rect(orc).center)
    assert [a["act"] for a in table.provisional.actions] == ["build", "build"]
    assert table.pencilled().board[0][goblin] == "G" and table.pencilled().board[0][orc] == "O"
    assert table.state.board[0] == before
    frames(app)
    key(app, pygame.K_z)  # Undo: the orc goes back, the goblin still waits
    assert [a["act"] for a in table.provisional.actions] == ["build"]
    assert table.element() == "orc"
    key(app, pygame.K_RETURN)  # Confirm: the goblin is drawn
    frames(app)
    assert table.provisional is None and table.state.board[0][goblin] == "G"
    assert table.state.board[0][orc] == S.EMPTY


def test_a_goblin_waiting_previews_its_point(app):
    app.settings.confirm_moves = True
    table = start(app)
    click(app, dict(table.card_rects())[50].center)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.my_turn() and table.state.phase == "install", what="install")
    click(app, table.big.cell_rect(min(table.index().targets("build"))).center)
    assert table.provisional.gain(0) == 1  # a goblin standing at the end: 1 point
    assert any(row.preview == "+1?" for row in table.score_rows())


def test_done_waits_and_escape_takes_back_every_waiting_element(app):
    table = start(app)
    take = dict(table.card_rects())[50].center
    click(app, take)
    run_until(app, lambda: table.my_turn() and table.state.phase == "install", what="install")
    app.settings.confirm_moves = True
    for _ in range(2):
        click(app, table.big.cell_rect(min(table.index().targets("build"))).center)
    assert len(table.provisional.actions) == 2
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and table.state.install[0]["step"] == 0


def test_path_steps_wait_and_shortest_way_out_shows_the_whole_line_before_confirm(app):
    table = start(app)
    confirming(app, table, lambda: table.state.phase == "path" and table.my_turn())
    entrance = table.big.cell_rect(S.ENTRY).move(0, -table.big.cell).center
    click(app, entrance)
    assert table.path.my_path() == [S.ENTRY] and table.state.paths[1] == []
    first = min(table.index().targets("step"))
    drag(app, table.big.cell_rect(S.ENTRY).center, table.big.cell_rect(first).center)
    assert table.path.my_path() == [S.ENTRY, first] and table.state.paths[1] == []
    key(app, pygame.K_BACKSPACE)  # rubs out the last step waiting
    assert table.path.my_path() == [S.ENTRY]
    click(app, table.buttons["route"].rect.center)
    waiting = table.provisional.actions
    assert waiting[-1] == {"act": "finish"} and len(waiting) > 10
    assert table.state.paths[1] == [] and not table.state.path_done[0]  # shown, not made
    frames(app)
    assert "line drawn to the exit" in table.prompt_data()[1]
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and table.path.my_path() == []
    frames(app)
    click(app, table.buttons["route"].rect.center)
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.state.path_done[0] and table.state.paths[1][-1] == S.EXIT


def test_the_heros_move_and_the_end_of_the_turn_wait_for_confirm(app):
    table = start(app)
    confirming(
        app,
        table,
        lambda: table.state.phase == "defend" and table.my_turn() and table.state.stage == "move",
    )
    pos = table.state.pos[0]
    click(app, table.buttons["move"].rect.center)
    assert table.provisional.action == {"act": "move"} and table.state.pos[0] == pos
    assert table.provisional.gains == {}  # a move may roll dice: no points shown before
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.my_turn() and table.state.stage == "hero", what="the hero stage")
    frames(app)
    made = len(table.state.history)
    click(app, table.buttons["end"].rect.center)
    assert table.provisional.action["act"] == "refill"
    assert len(table.state.history) == made
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and len(table.state.history) == made
    frames(app)
    click(app, table.buttons["end"].rect.center)
    key(app, pygame.K_RETURN)
    frames(app)
    assert len(table.state.history) > made


def test_a_card_played_onto_the_fight_waits_and_picking_it_up_takes_it_back(app):
    table = start(app, seed=1)  # the person holds a card that can join a fight
    confirming(
        app,
        table,
        lambda: (
            table.state.phase == "defend"
            and table.my_turn()
            and table.state.stage == "encounter"
            and any(a["act"] == "play" for a in table.state.legal_actions(0))
        ),
    )
    card = next(a["card"] for a in table.state.legal_actions(0) if a["act"] == "play")
    frames(app)
    drag(app, dict(table.card_rects())[card].center, table.panels.fight_rect.center)
    assert table.provisional.action == {"act": "play", "card": card}
    assert card in table.state.hand[0]
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, pos=dict(table.card_rects())[card].center, button=1
        )
    )
    assert table.provisional is None  # picked up again: taken back
    key(app, pygame.K_ESCAPE)  # the card goes back to the hand
    frames(app)
    click(app, table.buttons["resolve"].rect.center)
    assert table.provisional.action == {"act": "resolve"}
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.state.stage == "hero" or table.state.current != 0
