"""Dungeon Makers' confirm step: every move of a person (a tile placed, swapped or moved, a minion
placed or walked, a block) stands on the table until Confirm (the kit's provisional move), the
session's state untouched (the next stack tile stays unseen, the Golem does not move); Confirm or
Enter makes it, Escape, Undo or picking the piece up again takes it back; with the setting off it
is made at once. Solo and hot-seat. Also the swap-or-place preview while a tile is held."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, wait_for_turn
from uihelpers import button, click, drag, frames, key

from game.client.scenes.settings_scene import SettingsScene
from game.client.tables.makers.table import MakersTable
from game.rules.makers.tiles import KIND


def start(app, kinds: str, seed: int = 4) -> MakersTable:
    app.settings.confirm_moves = True
    table = open_game(app, "makers", kinds, seed, "random")
    frames(app)
    return table


def cell(table, c: int, r: int):
    return table.cells[(c, r)].center


def fitting(table, seat=0):
    for s in range(3):
        cells = table.state.legal_cells(seat, s, 0)
        if cells:
            return s, cells[0]
    raise AssertionError("no stack top fits")


def gain_by_rules(state, action, seat=0) -> int:
    """What `action` adds to the seat's total, asked of the rules on a copy."""
    probe = state.clone()
    before = probe.scores(seat)[seat].total
    probe.apply(seat, action)
    return probe.scores(seat)[seat].total - before


def put_down(app, table, seat=0):
    """Drag a fitting stack tile into the dungeon; the tile stands there awaiting Confirm."""
    s, target = fitting(table, seat)
    before = table.state.signature()
    drag(app, table.stack_rects[s].center, cell(table, *target))
    frames(app)
    assert table.provisional is not None
    assert table.state.signature() == before  # nothing applied, nothing revealed
    assert table.provisional.action == {"act": "place", "stack": s, "rot": 0, "cell": target}
    return s, target


def test_a_placed_tile_waits_for_confirm_and_enter_makes_it(app):
    table = start(app, "h")
    s, target = put_down(app, table)
    tile = table.state.stacks[s][-1]
    assert table.confirm_button.visible and table.undo_button.enabled
    assert "Confirm the tile" in table.prompt_data()[1]
    key(app, pygame.K_RETURN)
    assert table.provisional is None
    assert table.state.history[0] == (0, {"act": "place", "stack": s, "rot": 0, "cell": target})
    assert table.state.grid[0][target[1] * 5 + target[0]] == tile
    frames(app)
    assert not table.confirm_button.visible


def test_the_confirm_button_makes_the_move(app):
    table = start(app, "h")
    put_down(app, table)
    click(app, table.confirm_button.rect.center)
    assert len(table.state.history) == 1


def test_escape_and_undo_take_the_tile_back(app):
    table = start(app, "h")
    before = table.state.signature()
    put_down(app, table)
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and app.top is table  # not the pause menu
    assert "Taken back" in table.flash_text
    put_down(app, table)
    click(app, table.undo_button.rect.center)
    assert table.provisional is None
    assert table.state.signature() == before and table.state.history == []


def test_picking_the_tile_up_again_takes_it_back_turned_as_it_was(app):
    table = start(app, "h")
    s, target = put_down(app, table)
    table.provisional.rotation = 0
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=cell(table, *target), button=1))
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(cell(table, *target)[0] + 30, cell(table, *target)[1]),
            rel=(30, 0),
            buttons=(1, 0, 0),
        )
    )
    assert table.provisional is None
    assert table.drag.held == ("stack", s)
    key(app, pygame.K_ESCAPE)
    assert table.drag.held is None and table.state.history == []


def test_the_points_are_previewed_from_the_rules(app):
    table = start(app, "h")
    put_down(app, table)
    waiting = table.provisional
    assert waiting.gain(0) == gain_by_rules(table.state, waiting.action)
    row = table.score_rows()[0]
    assert row.preview == ("" if not waiting.gain(0) else f"{waiting.gain(0):+d}?")


def test_with_the_setting_off_a_tile_is_placed_at_once(app):
    table = start(app, "h")
    app.settings.confirm_moves = False
    s, target = fitting(table)
    drag(app, table.stack_rects[s].center, cell(table, *target))
    assert table.provisional is None and len(table.state.history) == 1


def test_turning_the_setting_off_makes_the_waiting_move_at_once(app):
    table = start(app, "h")
    put_down(app, table)
    app.push(SettingsScene(app))
    settings = app.top
    stepper = settings.widgets[[label for label, _ in settings.labels].index("Confirm moves")]
    stepper.step(1)  # On -> Off (the values wrap)
    assert app.settings.confirm_moves is False
    click(app, button(settings, "Back").rect.center)
    assert app.top is table
    assert table.provisional is None and len(table.state.history) == 1


def test_hot_seat_the_next_dungeon_comes_up_only_after_confirm(app):
    table = start(app, "hh")
    assert table.seating.focus == 0
    put_down(app, table, 0)
    frames(app, 30)
    assert table.seating.focus == 0 and table.state.to_move() == [0]
    key(app, pygame.K_RETURN)
    frames(app, 30)
    assert table.seating.focus == 1
    put_down(app, table, 1)
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and len(table.state.history) == 1


def test_a_held_stack_tile_over_an_empty_cell_says_place_and_its_points(app):
    table = start(app, "h")
    state = table.state
    s, target = fitting(table)
    table.drag.pick_up(("stack", s), "click", table.stack_rects[s].center)
    act, points = table.view.drop_preview(0, ("stack", s), ("mine", *target))
    assert act == "place"
    assert points == gain_by_rules(state, {"act": "place", "stack": s, "rot": 0, "cell": target})


def test_a_click_on_a_piece_that_cannot_be_picked_up_says_why(app):
    table = start(app, "h")
    click(app, cell(table, 2, 2))  # the starting tile, on a single-side turn
    assert table.drag.held is None
    assert table.flash_bad and "single side" in table.flash_text
    s, _ = put_down(app, table)
    click(app, table.stack_rects[(s + 1) % 3].center)
    assert "First confirm the move" in table.flash_text and table.provisional is not None


def test_a_swap_is_named_as_one_while_held_and_waits_for_confirm_too(app, monkeypatch):
    from game.client.tables.makers import view
    from game.client.tables.makers.tiles import tile_surface as real_tile
    from game.rules.makers.tiles import TILES, cell_label

    table = start(app, "h")
    put_down(app, table)
    key(app, pygame.K_RETURN)
    for _ in range(60):  # the Golem takes its turn; then the many-icon side offers a swap
        frames(app)
        if table.seating.acting_seat() == 0:
            break
    swaps = [a for a in table.state.legal_actions(0) if a["act"] == "swap"]
    assert swaps, "the first many-icon turn offers Swap a Tile"
    action = swaps[0]
    piece, target = ("stack", action["stack"]), ("mine", *action["cell"])
    table.drag.pick_up(piece, "click", table.stack_rects[action["stack"]].center)
    table.drag.rotate(action["rot"] - table.drag.rotation)
    act, points = table.view.drop_preview(0, piece, target)
    assert act == "swap" and points == gain_by_rules(table.state, action)
    signature = table.state.signature()
    table.drag.try_drop(target)
    assert table.provisional is not None and table.provisional.action["act"] == "swap"
    assert table.state.signature() == signature
    # the tile that would leave is named in the prompt and drawn small in the corner of its cell
    c, r = action["cell"]
    old, old_rot = table.state.grid[0][r * 5 + c], table.state.rot[0][r * 5 + c]
    assert f"the {TILES[old].name} at {cell_label(r * 5 + c)} leaves" in table.prompt_data()[1]
    drawn = []
    monkeypatch.setattr(view, "tile_surface", lambda *args: drawn.append(args) or real_tile(*args))
    table.draw(app.canvas)
    assert (old, old_rot, table.cells[(c, r)].width * 2 // 5) in drawn
    frames(app)
    click(app, table.confirm_button.rect.center)
    assert table.state.history[-1] == (0, action)


def reach(app, table, act: str) -> dict:
    """Play the person's turns (a tile that is no chasm; on a many-icon turn a minion onto the
    starting tile) until `act` is legal for them; the first such action."""
    for _ in range(14):
        wait_for_turn(app, table)
        legal = table.state.legal_actions(0)
        found = [a for a in legal if a["act"] == act]
        if found:
            return found[0]
        minion = [a for a in legal if a["act"] == "minion" and a["cell"] == [2, 2]]
        places = [
            a
            for a in legal
            if a["act"] == "place" and KIND[table.state.stacks[a["stack"]][-1]] != "chasm"
        ]
        assert table.submit((minion or places or legal)[0], 0) is None
        frames(app)
    raise AssertionError(f"{act} never came")


@pytest.mark.parametrize(
    "kinds, act",
    [
        ("h", "minion"),
        ("h", "move_minion"),
        ("h", "block"),
        ("h", "move_tile"),
        ("h", "swap"),
        ("ha", "block"),
        ("ha", "minion"),
    ],
)
def test_every_kind_of_move_waits_for_confirm_and_can_be_taken_back(app, kinds, act):
    table = start(app, kinds)
    action = reach(app, table, act)
    made = len(table.state.history)
    before = table.state.signature()
    for take_back in (
        lambda: key(app, pygame.K_ESCAPE),
        lambda: click(app, table.undo_button.rect.center),
    ):
        assert table.commit(action) is None
        frames(app, 3)
        assert table.provisional is not None and table.provisional.action == action
        assert table.state.signature() == before  # not made: no Golem turn, nothing revealed
        assert table.confirm_button.visible and table.undo_button.enabled
        assert table.view.waiting_rect() is not None  # drawn in place
        take_back()
        frames(app)
        assert table.provisional is None and table.state.signature() == before
        assert app.top is table  # Escape took the move back: no menu
    assert table.commit(action) is None
    gain = table.provisional.gain(0)
    assert gain == gain_by_rules(table.state, action)
    key(app, pygame.K_RETURN)
    assert table.state.history[made] == (0, action)


def test_a_minion_walk_dragged_waits_with_its_route_and_picking_it_up_takes_it_back(app):
    table = start(app, "h")
    action = reach(app, table, "move_minion")
    if action["trade"] is not None:
        pytest.skip("a walk with a trade is asked on the board first")
    start_cell, end = action["path"][0], action["path"][-1]
    drag(app, table.piece_rect(("minion", *start_cell)).center, cell(table, *end))
    frames(app)
    if table.pending is not None:  # a trade is offered: keep the minion
        table.pending.choose(None)
    waiting = table.provisional
    assert waiting is not None and waiting.action["act"] == "move_minion"
    assert waiting.action["path"][-1] == end and table.state.history[-1][1]["act"] != "move_minion"
    assert table.pieces() == [(("minion", *start_cell), table.view.waiting_rect())]
    spot = table.view.waiting_rect().center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(spot[0] + 30, spot[1]), rel=(30, 0), buttons=(1, 0, 0)
        )
    )
    assert table.provisional is None and table.drag.held == ("minion", *start_cell)


def test_no_tile_fits_waits_for_confirm_too(app, monkeypatch):
    table = start(app, "h")
    wait_for_turn(app, table)
    passing = {"act": "pass"}
    monkeypatch.setattr(type(table.state), "why_illegal", lambda self, seat, action: None)
    assert table.commit(passing) is None
    frames(app, 2)  # drawn with nothing on the board: the prompt says it
    assert table.provisional.action == passing and table.state.history == []
    assert "No tile fits" in table.prompt_data()[1] and "last turn" in table.prompt_data()[1]
    key(app, pygame.K_ESCAPE)
    assert table.provisional is None and table.state.history == []
