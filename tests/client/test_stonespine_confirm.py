"""Stonespine's confirm step: every move of a person (a chamber chosen, the chamber put aside with
it, a purchase dragged onto a chamber or clicked and its tokens placed, Pass, a challenge kept)
stands on the table until Confirm, the session's state untouched (Jael takes nothing, no card is
turned up); Confirm or Enter makes it, Escape, Undo or picking the piece up again takes it
back; a purchase's tokens join it and are confirmed with it."""

from __future__ import annotations

import pygame
from tablehelpers import open_game
from test_stonespine_table import an_item_for_a_chamber, play_until
from uihelpers import click, drag, frames, key

from game.client.tables.kit.provisional import preview_gains
from game.client.tables.stonespine.table import StonespineTable


def start(app, kinds: str, seed: int = 2) -> StonespineTable:
    table = open_game(app, "stonespine", kinds, seed)
    frames(app)
    return table


def confirming(app) -> None:
    app.settings.confirm_moves = True


def test_a_chamber_chosen_waits_and_jael_takes_nothing_until_confirm(app):
    table = start(app, "h")
    confirming(app)
    (piece, rect) = table.pieces()[0]
    hand = list(table.state.hands[0])
    drag(app, rect.center, table.dungeon.cell_rect(2).center)
    frames(app, 3)
    assert table.provisional is not None and table.provisional.action["card"] == piece[1]
    assert table.state.history == [] and table.state.hands[0] == hand  # nothing was made
    assert table.undo_button.enabled and table.confirm_button.visible
    assert (piece, table.dungeon.cell_rect(2)) in table.pieces()  # it stands in its slot
    gains = preview_gains(table.state, 0, [table.provisional.action], 0)
    assert table.provisional.gains == gains
    key(app, pygame.K_RETURN)
    frames(app, 5)
    assert table.state.history[0] == (0, {"act": "draft", "card": piece[1], "col": 2})
    assert table.state.dungeons[0].cards[2] == piece[1]
    assert any(a == {"act": "jael"} for _, a in table.state.history)  # Jael took its card


def test_undo_escape_and_picking_it_up_take_the_chamber_back(app):
    table = start(app, "h")
    confirming(app)
    (piece, rect) = table.pieces()[0]
    for take_back in ("undo", "escape", "pick up"):
        drag(app, rect.center, table.dungeon.cell_rect(1).center)
        frames(app)
        assert table.provisional is not None
        if take_back == "undo":
            click(app, table.undo_button.rect.center)
        elif take_back == "escape":
            key(app, pygame.K_ESCAPE)
        else:
            drag(
                app, table.dungeon.cell_rect(1).center, table.dungeon.cell_rect(3).center
            )  # and dropped again
            assert table.provisional.action["col"] == 3
            key(app, pygame.K_ESCAPE)
        frames(app)
        assert table.provisional is None and table.state.history == []
        assert app.top is table  # Escape took the move back; it did not open the menu


def test_two_players_the_put_aside_card_waits_with_the_chamber(app):
    table = start(app, "ha")
    confirming(app)
    (piece, rect) = table.pieces()[0]
    drag(app, rect.center, table.dungeon.cell_rect(1).center)
    aside = table.steps.options("discard")[0]
    click(app, table.slot_rect(f"hand_{table.state.hands[0].index(aside)}").center)
    pick = {"act": "draft", "card": piece[1], "col": 1, "discard": aside}
    assert table.provisional.action == pick
    assert not any(s == 0 for s, _ in table.state.history)
    assert table.provisional.gains == {}  # made last, it could turn the other's pick up
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert (0, pick) in table.state.history


def test_an_item_dragged_onto_a_chamber_waits_with_its_tokens(app):
    table = start(app, "h", seed=4)
    (piece, rect) = an_item_for_a_chamber(app, table)
    confirming(app)
    cell = next(t[1] for t in table.legal_targets(piece, 0) if t[0] == "cell")
    before = len(table.state.history)
    gold = table.state.gold[0]
    drag(app, rect.center, table.dungeon.cell_rect(cell).center)
    waiting = table.provisional
    assert waiting is not None and waiting.actions[0]["act"] == "buy"
    assert all(a["act"] == "put" for a in waiting.actions[1:]) and len(waiting.actions) > 1
    assert len(table.state.history) == before and table.state.gold[0] == gold
    key(app, pygame.K_RETURN)
    frames(app, 3)
    made = [a for s, a in table.state.history[before:] if s == 0]
    assert made[: len(waiting.actions)] == waiting.actions


def test_a_clicked_purchase_and_the_tokens_dragged_after_it_wait_together(app):
    table = start(app, "h", seed=4)
    (piece, rect) = an_item_for_a_chamber(app, table)
    confirming(app)
    before = len(table.state.history)
    click(app, rect.center)
    assert table.provisional.actions == [{"act": "buy", "card": piece[1][0], "half": piece[1][1]}]
    tokens = [(p, r) for p, r in table.pieces() if p[0] == "token"]
    assert tokens  # the tokens of the purchase waiting are yours to put
    (token, at) = next((p, r) for p, r in tokens if p[1] != "passage")
    cell = sorted(t[1] for t in table.legal_targets(token, 0) if t[0] == "cell")[0]
    drag(app, at.center, table.dungeon.cell_rect(cell).center)
    assert [a["act"] for a in table.provisional.actions] == ["buy", "put"]
    assert len(table.state.history) == before
    frames(app)
    click(app, table.undo_button.rect.center)  # Undo: the last token goes back
    assert [a["act"] for a in table.provisional.actions] == ["buy"]
    drag(app, at.center, table.dungeon.cell_rect(cell).center)
    assert [a["act"] for a in table.provisional.actions] == ["buy", "put"], table.flash_text
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert [a["act"] for s, a in table.state.history[before : before + 2]] == ["buy", "put"]


def test_pass_and_a_challenge_kept_wait_for_confirm(app):
    table = start(app, "h", seed=4)
    play_until(app, table, lambda state: state.phase == "market", "the market")
    confirming(app)
    before = len(table.state.history)
    frames(app)
    click(app, table.pass_button.rect.center)
    assert table.provisional.action == {"act": "pass"} and len(table.state.history) == before
    assert "pass" in table.prompt_data()[1].lower()
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and len(table.state.history) == before
    app.settings.confirm_moves = False
    play_until(app, table, lambda state: state.phase == "challenge", "a challenge")
    confirming(app)
    before = len(table.state.history)
    offered = list(table.state.offers[0])
    click(app, table.slot_rect("offer_1").center)
    assert table.provisional.action == {"act": "challenge", "card": offered[1]}
    assert len(table.state.history) == before and table.state.offers[0] == offered
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert (0, {"act": "challenge", "card": offered[1]}) in table.state.history


def test_hot_seat_with_confirm_shows_one_curtain_per_hand_over(app):
    """Two people and a computer player, every move confirmed: the curtain comes once before the
    first person and then only when the screen passes to the other person, never between a
    person's purchase and its tokens or between moves of the same person."""
    import random

    from game.client.scenes.curtain import CurtainScene
    from game.client.scenes.results import ResultsScene

    table = start(app, "hha", seed=3)
    confirming(app)
    rng = random.Random(1)
    curtains = hand_overs = moves = 0
    last = None
    for _ in range(20000):
        frames(app)
        if isinstance(app.top, CurtainScene):
            curtains += 1
            click(app, app.top.widgets[0].rect.center)
            continue
        if isinstance(app.top, ResultsScene) or moves >= 40:
            break
        if app.top is not table or table.beats or not table.my_turn():
            continue
        seat = table.eyes()
        hand_overs += last is not None and seat != last
        last = seat
        assert table.propose(rng.choice(table.state.legal_actions(seat)), seat) is None
        assert table.provisional is not None  # it waits
        table.confirm_move()
        moves += 1
    assert moves == 40 and hand_overs > 5
    assert curtains == hand_overs + 1
