"""Dungeon Raiders' confirm step: a pick lies on the spot until Confirm (the kit's provisional
move), the session's state untouched; another card replaces it, Escape or Undo takes it back;
with the setting off a card is played at once. Hot-seat: the curtain before each next person lets
everyone who has picked this turn change it (behind their own curtain), until the last person has
picked; solo: until you confirm."""

from __future__ import annotations

import pygame
from tablehelpers import open_game, pass_curtain, wait_for_turn
from uihelpers import click, drag, frames, key

from game.client.scenes.curtain import CurtainScene
from game.client.tables.kit.provisional import preview_gains
from game.client.tables.raiders.table import RaidersTable


def start(app, kinds: str, seed: int = 3) -> RaidersTable:
    app.settings.confirm_moves = True
    table = open_game(app, "raiders", kinds, seed, "easy")
    return table


def picks_of(state, seat: int) -> list:
    return [a for s, a in state.history if s == seat]


def test_solo_a_pick_waits_on_the_spot_and_can_be_changed_until_confirmed(app):
    table = start(app, "haa")
    wait_for_turn(app, table)
    frames(app, 20)  # the computer raiders have picked: the next pick would turn the cards up
    before = table.state.signature()
    key(app, pygame.K_3)
    assert table.provisional.action == {"play": "power", "value": 3}
    assert table.state.signature() == before and table.reveal is None
    click(app, table.slot_rect("hand_4").center)  # the 5 replaces the 3
    frames(app)
    assert table.provisional.action == {"play": "power", "value": 5}
    assert table.state.signature() == before
    assert table.confirm_button.visible
    key(app, pygame.K_RETURN)
    assert table.provisional is None
    assert picks_of(table.state, 0) == [{"play": "power", "value": 5}]


def test_escape_undo_and_dragging_it_off_take_the_pick_back(app):
    table = start(app, "haa")
    wait_for_turn(app, table)
    drag(app, table.slot_rect("hand_1").center, table.slot_rect("spot").center)
    assert table.provisional.action == {"play": "power", "value": 2}
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and app.top is table
    key(app, pygame.K_2)
    click(app, table.undo_button.rect.center)
    assert table.provisional is None
    key(app, pygame.K_2)
    drag(app, table.spot_face().center, table.slot_rect("hand_1").center)  # off the spot
    assert table.provisional is None and table.drag.held is None
    frames(app)
    assert picks_of(table.state, 0) == [] and table.my_turn()


def test_with_the_setting_off_a_card_is_played_at_once(app):
    table = start(app, "haa")
    app.settings.confirm_moves = False
    wait_for_turn(app, table)
    key(app, pygame.K_4)
    assert table.provisional is None
    assert picks_of(table.state, 0) == [{"play": "power", "value": 4}]


def backs(curtain) -> dict:
    """The curtain's "<name>: change my card" buttons by label."""
    return {w.label: w for w in curtain.widgets[2:]}


def pick(app, value: int) -> None:
    key(app, getattr(pygame, f"K_{value}"))
    key(app, pygame.K_RETURN)
    frames(app)


def test_solo_once_confirmed_no_change_is_offered(app):
    table = start(app, "haa")
    wait_for_turn(app, table)
    pick(app, 3)
    assert picks_of(table.state, 0) == [{"play": "power", "value": 3}]
    assert not table.session.may_change(0) and table.curtain_backs(0) == []


def test_hot_seat_the_first_person_changes_their_card_after_the_second_has_picked(app):
    table = start(app, "hhh")
    pass_curtain(app)
    assert table.eyes() == 0
    pick(app, 2)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    assert list(backs(curtain)) == ["Ann: change my card"]
    pass_curtain(app)
    assert table.eyes() == 1
    assert (
        table.why_no_undo()
        == "Ann may change their card on the screen that passes the device to Cal."
    )
    pick(app, 1)
    curtain = app.top  # Cal is the last to choose: the curtain comes to offer the changes
    assert isinstance(curtain, CurtainScene) and curtain.seat == 2
    assert sorted(backs(curtain)) == ["Ann: change my card", "Bea: change my card"]
    click(app, backs(curtain)["Ann: change my card"].rect.center)
    frames(app)
    curtain = app.top  # Ann's own curtain first: her hand never shows to Bea or Cal
    assert isinstance(curtain, CurtainScene) and curtain.seat == 0 and table.eyes() is None
    assert list(backs(curtain)) == ["Bea: change my card"]
    assert picks_of(table.state, 0) == [] and picks_of(table.state, 1) == [
        {"play": "power", "value": 1}
    ]
    assert table.state.to_move() == [0, 2] and table.reveal is None
    pass_curtain(app)
    assert table.eyes() == 0
    pick(app, 4)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 2
    assert len(backs(app.top)) == 2
    pass_curtain(app)
    assert table.eyes() == 2
    key(app, pygame.K_5)
    frames(app, 5)
    assert table.reveal is None  # Cal's card waits too: nothing turned up yet
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.reveal is not None
    assert table.reveal.cards == [{"play": "power", "value": v} for v in (4, 1, 5)]


def test_hot_seat_the_one_who_just_picked_changes_it_without_a_curtain(app):
    table = start(app, "hha")
    pass_curtain(app)
    frames(app, 20)  # the computer raider picks: Bea's pick will be the last
    pick(app, 2)
    curtain = app.top  # before Bea's lone last pick: a curtain now, to offer Ann the change
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    click(app, backs(curtain)["Ann: change my card"].rect.center)
    frames(app)
    assert app.top is table and table.eyes() == 0  # Ann still holds the device
    assert picks_of(table.state, 0) == [] and len(picks_of(table.state, 2)) == 1  # the bot's stands
    pick(app, 5)
    pass_curtain(app)
    pick(app, 1)
    assert table.reveal is not None and table.reveal.cards[:2] == [
        {"play": "power", "value": 5},
        {"play": "power", "value": 1},
    ]


def test_hot_seat_once_the_last_person_has_picked_every_card_stands(app):
    table = start(app, "hha")
    pass_curtain(app)
    pick(app, 2)
    assert table.curtain_backs(1) != []
    pass_curtain(app)
    assert table.why_no_undo() == "Ann's move stands: it is Bea's turn now."  # no curtain to come
    pick(app, 1)
    frames(app, 20)
    assert table.reveal is not None
    assert table.curtain_backs(0) == [] and table.curtain_backs(1) == []
    assert not table.session.may_change(0) and not table.session.may_change(1)


def test_an_item_card_waits_on_the_spot_too_and_its_hand_place_says_so(app):
    from game.client.tables.raiders import text as words
    from game.rules import GAMES

    seed = next(
        s
        for s in range(50)
        if any(a.get("play") == "item" for a in GAMES["raiders"].new_state(3, s).legal_actions(0))
    )
    table = start(app, "haa", seed)
    wait_for_turn(app, table)
    item = next(a["item"] for a in table.state.legal_actions(0) if a.get("play") == "item")
    before = table.state.signature()
    key(app, getattr(pygame, f"K_{words.ITEM_KEYS[item].lower()}"))
    frames(app)  # drawn with the card on the spot and its hand place marked
    assert table.provisional.action == {"play": "item", "item": item}
    assert dict(table.hand_pieces())[("item", item)] == table.spot_face()
    assert table.state.signature() == before
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None
    assert dict(table.hand_pieces())[("item", item)] != table.spot_face()


def test_a_waiting_pick_previews_no_points_since_they_hang_on_the_others_hidden_cards(app):
    table = start(app, "haa", seed=6)  # the first room is a chest
    wait_for_turn(app, table)
    frames(app, 20)  # the computer raiders have picked: this pick would turn every card up
    worked_out = []
    for hand_key in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5):
        key(app, hand_key)
        waiting = table.provisional
        assert waiting is not None and waiting.gains == {}
        assert all(row.preview == "" for row in table.score_rows())
        worked_out.append(preview_gains(table.state, 0, waiting.action, table.score_viewer()))
    assert any(worked_out)  # the rules on the real state would have told what the others chose


TORCH = {"use": "torch"}
TORCH_SEED = 4  # seat 0 is the Explorer: a torch in hand, dark rooms in the first level


def test_the_torch_waits_over_the_dark_rooms_until_confirmed(app):
    table = start(app, "haa", TORCH_SEED)
    wait_for_turn(app, table)
    assert table.torch_button.visible
    before = table.state.signature()
    click(app, table.torch_button.rect.center)
    frames(app)  # drawn with the torch waiting over the dark rooms
    assert table.provisional.action == TORCH and table.waiting_torch()
    assert table.state.signature() == before and table.state.seen[0] == []
    assert not table.torch_button.visible and table.confirm_button.visible
    assert "torch" in table.prompt_data()[1].lower()
    key(app, pygame.K_RETURN)
    assert table.provisional is None
    assert picks_of(table.state, 0) == [TORCH] and table.state.seen[0] != []
    assert not table.session.can_undo()  # what the torch showed cannot be unseen


def test_escape_and_undo_take_a_waiting_torch_back(app):
    table = start(app, "haa", TORCH_SEED)
    wait_for_turn(app, table)
    before = table.state.signature()
    key(app, pygame.K_t)
    assert table.waiting_torch()
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and app.top is table
    key(app, pygame.K_t)
    click(app, table.undo_button.rect.center)
    assert table.provisional is None and table.torch_button.visible
    frames(app)
    assert table.state.signature() == before and picks_of(table.state, 0) == []


def test_a_card_chosen_while_the_torch_waits_lights_it_and_waits_itself(app):
    table = start(app, "haa", TORCH_SEED)
    wait_for_turn(app, table)
    key(app, pygame.K_t)
    key(app, pygame.K_2)
    assert picks_of(table.state, 0) == [TORCH]  # the next move made the waiting one
    assert table.provisional.action == {"play": "power", "value": 2}
    key(app, pygame.K_ESCAPE)
    assert picks_of(table.state, 0) == [TORCH] and table.provisional is None


def test_a_torch_chosen_while_a_card_waits_sends_the_card_back_to_hand(app):
    table = start(app, "haa", TORCH_SEED)
    wait_for_turn(app, table)
    key(app, pygame.K_4)
    assert table.waiting_card() is not None
    click(app, table.torch_button.rect.center)
    assert table.waiting_torch() and table.waiting_card() is None
    assert "back in your hand" in table.flash_text
    assert picks_of(table.state, 0) == []


def test_with_the_setting_off_the_torch_is_lit_at_once(app):
    table = start(app, "haa", TORCH_SEED)
    app.settings.confirm_moves = False
    wait_for_turn(app, table)
    key(app, pygame.K_t)
    assert table.provisional is None and picks_of(table.state, 0) == [TORCH]


def test_in_the_tactical_game_the_last_card_previews_its_points(app):
    app.settings.confirm_moves = True
    table = open_game(app, "raiders", "haa", 4, "easy", {"tactical": True})  # a chest
    wait_for_turn(app, table)  # the map is with seat 1: the person plays last, every card seen
    assert table.state.to_move() == [0]
    shown = {}
    for value in range(1, 6):
        key(app, getattr(pygame, f"K_{value}"))
        waiting = table.provisional
        assert waiting.gains == preview_gains(table.state, 0, waiting.action, 0)
        shown[value] = [row.preview for row in table.score_rows()]
    assert any(any(preview) for preview in shown.values())
    assert table.state.history[-1][0] != 0  # nothing of the person's was made


def test_hot_seat_a_torch_then_a_card_the_card_can_still_be_changed_on_the_curtain(app):
    table = start(app, "hhh", TORCH_SEED)
    pass_curtain(app)
    assert table.eyes() == 0
    key(app, pygame.K_t)
    key(app, pygame.K_RETURN)
    assert picks_of(table.state, 0) == [TORCH]
    frames(app)
    assert app.top is table and table.eyes() == 0  # a torch does not pass the device
    pick(app, 3)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    click(app, backs(curtain)["Ann: change my card"].rect.center)
    frames(app)
    assert picks_of(table.state, 0) == [TORCH]  # the card went back, the torch stands
    assert table.eyes() == 0 and table.my_turn()
