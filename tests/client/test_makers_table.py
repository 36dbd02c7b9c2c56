"""The Dungeon Makers table, headless: real drags, clicks and keys between slots; the rules decide
and explain; minion moves with a trade; hot-seat without a curtain; whole games reach the
results."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, play_to_results, run_until, wait_for_turn
from uihelpers import click, drag, frames, key

from game.boards import load_board
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.table_launch import open_table
from game.client.session import Session
from game.client.tables.makers import moves
from game.client.tables.makers.panels import minion_rect
from game.client.tables.makers.table import MakersTable
from game.rules.makers.tiles import BLOCK, KIND, TILES, mask_of


def start(app, kinds: str, seed: int = 4, level: str = "random") -> MakersTable:
    """A makers table; `kinds` has one letter per seat: h human, a computer (solo when one seat)."""
    table = open_game(app, "makers", kinds, seed, level)
    assert isinstance(table, MakersTable)
    frames(app)
    return table


def centre(table, slot: str):
    return table.slot_rect(slot).center


def cell(table, c: int, r: int):
    return table.cells[(c, r)].center


def fitting(table, seat=0, rot=0):
    """(stack, [c, r]) of a stack top that fits somewhere at this rotation."""
    for s in range(3):
        cells = table.state.legal_cells(seat, s, rot)
        if cells:
            return s, cells[0]
    raise AssertionError("no stack top fits at this rotation")


def place_then_let_the_golem_play(app, table) -> None:
    """Solo: place a fitting tile, then run frames until the Golem has taken its turn."""
    s, target = fitting(table)
    drag(app, table.stack_rects[s].center, cell(table, *target))
    for _ in range(60):  # the Golem moves after a short pause
        frames(app)
        if len(table.state.history) == 2:
            break
    assert table.state.history[1] == (1, {"act": "golem"})


def tile_id(kind: str, paths: str) -> int:
    return next(
        t for t in range(len(TILES)) if KIND[t] == kind and TILES[t].paths == mask_of(paths)
    )


def refresh(table) -> None:
    """After a test edits the state by hand, let the table redraw from it."""
    table.session.version += 1


def test_the_level_has_every_slot_the_table_needs():
    board = load_board("makers")
    assert board.problems == []
    assert [s for s in MakersTable.REQUIRED_SLOTS if s not in board] == []


def test_dragging_a_stack_tile_onto_a_lit_cell_places_it(app):
    table = start(app, "h")
    s, target = fitting(table)
    tile = table.state.stacks[s][-1]
    drag(app, table.stack_rects[s].center, cell(table, *target))
    assert table.state.history[0] == (0, {"act": "place", "stack": s, "rot": 0, "cell": target})
    assert table.state.grid[0][target[1] * 5 + target[0]] == tile
    frames(app, 3)


def test_an_illegal_drop_goes_back_with_the_rules_reason(app):
    table = start(app, "h")
    s, _ = fitting(table)
    drag(app, table.stack_rects[s].center, cell(table, 0, 0))
    assert table.state.history == []
    assert table.drag.held is None
    assert table.flash_bad and table.flash_text == "A new tile must touch your dungeon."


def test_hovering_an_illegal_cell_says_why(app):
    table = start(app, "h")
    s, _ = fitting(table)
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.stack_rects[s].center, button=1)
    )
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=cell(table, 4, 4), rel=(1, 1), buttons=(1, 0, 0))
    )
    assert table.drag.hover_target == ("mine", 4, 4)
    assert table.drag.reason_for(("mine", 4, 4)) == "A new tile must touch your dungeon."
    assert table.drag.reason_for(("mine", 2, 2)) == "That cell already holds a tile."
    frames(app)  # draws the red cross and the reason


def test_r_wheel_and_right_click_turn_the_held_tile(app):
    table = start(app, "h")
    s = next(
        s for s in range(3) if table.state.legal_cells(0, s, 0) and table.state.legal_cells(0, s, 3)
    )
    target = table.state.legal_cells(0, s, 3)[0]
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.stack_rects[s].center, button=1)
    )
    key(app, pygame.K_r)
    assert table.drag.rotation == 1
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0
        )
    )
    assert table.drag.rotation == 2
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=cell(table, 0, 0), button=3))
    assert table.drag.rotation == 3
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=cell(table, *target), rel=(1, 1), buttons=(1, 0, 0)
        )
    )
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=cell(table, *target), button=1))
    assert table.state.history[0][1]["rot"] == 3


def test_click_then_click_places_a_tile(app):
    table = start(app, "h")
    s, target = fitting(table)
    click(app, table.stack_rects[s].center)
    assert table.drag.held == ("stack", s)
    click(app, cell(table, *target))
    assert table.state.history[0][1]["cell"] == target


def test_the_keyboard_alone_places_a_tile(app):
    table = start(app, "h")
    key(app, pygame.K_TAB)
    piece = table.drag.focus_piece
    assert piece[0] == "stack"
    key(app, pygame.K_RETURN)
    assert table.drag.held == piece and table.drag.mode == "keys"
    for _ in range(4):  # find a rotation with a lit cell
        if table.drag.legal:
            break
        key(app, pygame.K_r)
    target = table.drag.focus_target
    assert target in table.drag.legal
    key(app, pygame.K_RETURN)
    assert table.state.history[0][1]["cell"] == [target[1], target[2]]


def minion_position(table):
    """Ann's minion on the start tile, a tunnel north of it, a maze beyond and a block beside the
    maze; her action tile shows Move a Minion on its left."""
    state = table.state
    state.put(0, 7, tile_id("tunnel", "NS"), 0)
    state.put(0, 2, tile_id("maze", "NESW"), 0)
    state.put(0, 1, BLOCK, 0)
    state.minion[0][12] = 0
    state.minions_left[0] -= 1
    state.side[0], state.top[0] = "multi", 3  # swap on top: move_minion left, block_or_move right
    refresh(table)


def test_a_minion_move_shows_its_route_then_trades_for_the_block(app):
    table = start(app, "hh")
    minion_position(table)
    frames(app)
    assert moves.turn_for(table.state, 0, "move_minion") == "left"
    start_rect = minion_rect(table.cells[(2, 2)])
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_rect.center, button=1))
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=cell(table, 2, 0), rel=(1, 1), buttons=(1, 0, 0))
    )
    assert table.drag.held == ("minion", 2, 2)
    assert ("mine", 2, 0) in table.drag.legal
    route = moves.best_route(table.state, 0, [2, 2], [2, 0])
    assert route["path"] == [[2, 2], [2, 1], [2, 0]] and route["points"] == 2
    assert table.drag.reason_for(("mine", 0, 0)) == "A minion can only walk onto tiles."
    frames(app)  # draws the route and "+2"
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=cell(table, 2, 0), button=1))
    assert table.pending is not None and [cell for cell, _ in table.pending.places] == [[1, 0]]
    assert table.state.history == []  # nothing happens until the trade is chosen
    frames(app)
    click(app, cell(table, 1, 0))
    assert table.state.history[0][1] == {
        "act": "move_minion",
        "turn": "left",
        "path": [[2, 2], [2, 1], [2, 0]],
        "trade": [1, 0],
    }
    assert table.state.grid[0][1] == -1 and table.state.points[0] == 2


def test_keeping_the_minion_after_a_move(app):
    table = start(app, "hh")
    minion_position(table)
    frames(app)
    drag(app, minion_rect(table.cells[(2, 2)]).center, cell(table, 2, 0))
    assert table.pending is not None
    click(app, table.buttons["center"].rect.center)  # "Keep the minion"
    assert table.state.history[0][1]["trade"] is None
    assert table.state.minion[0][2] == 0


def test_a_press_on_a_minion_picks_up_the_minion_not_the_tile_under_it(app):
    table = start(app, "hh")
    minion_position(table)
    table.state.put(
        0, 13, tile_id("tunnel", "NS"), 1
    )  # turned east-west: a tile that can move, the minion on it
    table.state.minion[0][12], table.state.minion[0][13] = -1, 0
    refresh(table)
    frames(app)
    listed = {p for p, _ in table.pieces()}
    assert {("minion", 3, 2), ("tile", 3, 2)} <= listed  # both choices are still open
    assert table.drag.piece_at(minion_rect(table.cells[(3, 2)]).center) == ("minion", 3, 2)


def test_a_choice_narrows_what_can_be_picked_up(app):
    table = start(app, "hh")
    minion_position(table)
    table.state.put(0, 13, tile_id("tunnel", "NS"), 0)  # a tile that can move (the others cannot)
    refresh(table)
    frames(app)
    assert moves.turn_for(table.state, 0, "block") == "right"
    assert ("tile", 2, 1) not in {p for p, _ in table.pieces()}  # only what can go somewhere
    key(app, pygame.K_3)  # the right choice: Place a Block / Move a Tile
    assert table.choice == "right"
    assert {p[0] for p, _ in table.pieces()} == {"tile", "supply"}
    key(app, pygame.K_ESCAPE)
    assert table.choice is None


def test_a_block_goes_into_the_opponents_dungeon_by_drag(app):
    table = start(app, "hh")
    state = table.state
    state.side[0], state.top[0] = "multi", 3  # swap on top: block_or_move is on the right
    refresh(table)
    frames(app)
    assert moves.turn_for(state, 0, "block") == "right"
    target = state.block_cells(0)[0]
    block = table.piece_rect(("supply", "block"))
    drag(app, block.center, table.opp_cells[tuple(target)].center)
    assert state.history[0][1] == {"act": "block", "turn": "right", "cell": target}
    assert state.grid[1][target[1] * 5 + target[0]] == BLOCK


def test_solo_blocks_go_onto_the_golems_pile(app):
    table = start(app, "h")
    state = table.state
    state.side[0], state.top[0] = "multi", 3
    refresh(table)
    frames(app)
    drag(app, table.piece_rect(("supply", "block")).center, centre(table, "golem_panel"))
    assert state.history[0][1] == {"act": "block", "turn": "right"}
    assert state.pile_blocks == 1


def test_when_no_tile_fits_the_choice_button_ends_the_turn(app):
    table = start(app, "h")
    state = table.state
    for i in range(25):  # blocks all round: the one open cell (A1) has no pathway to join
        if i not in (0, 12):
            state.put(0, i, BLOCK, 0)
    for s in range(3):
        state.stacks[s][-1] = tile_id("tunnel", "N")
    refresh(table)
    frames(app)
    assert any(a["act"] == "pass" for a in state.legal_actions(0))
    table.refresh_buttons()
    assert table.buttons["center"].label == "No tile fits: end turn"
    click(app, table.buttons["center"].rect.center)
    assert (
        state.history == [] and "last turn" in app.top.detail
    )  # solo: it ends the game, so it asks
    key(app, pygame.K_RETURN)
    assert state.history[0][1] == {"act": "pass"}


def test_hot_seat_shows_the_next_players_dungeon_without_a_curtain(app):
    table = start(app, "hh")
    app.settings.animation_speed = "fast"
    table.apply_settings()
    s, target = fitting(table)
    drag(app, table.stack_rects[s].center, cell(table, *target))
    assert table.state.to_move() == [1]
    frames(app)
    assert table.seating.focus == 0  # Ann's move stays in view for a moment
    assert table.presented_state() is table.state  # with her tile on the board already
    assert table.shown_scores() == table.scores()
    for _ in range(60):
        frames(app)
        if table.seating.focus == 1:
            break
    assert not any(isinstance(scene, CurtainScene) for scene in app.stack)
    assert (
        table.seating.focus == 1 and table.seating.banner.showing and table.seating.banner.seat == 1
    )
    s, target = fitting(table, seat=1)
    drag(app, table.stack_rects[s].center, cell(table, *target))
    assert table.state.history[-1][0] == 1


def test_points_float_up_where_they_are_scored(app):
    table = start(app, "h")
    app.settings.animation_speed = "normal"
    table.apply_settings()
    table.state.stacks[0][-1] = tile_id("maze", "NESW")  # a maze scores 1 when laid
    refresh(table)
    drag(app, table.stack_rects[0].center, cell(table, 2, 1))
    assert table.state.points[0] == 1
    item = table.floats.items[0]
    assert item.text == "+1" and item.pos == table.cells[(2, 1)].center


def test_a_whole_two_bot_game_reaches_the_results(app):
    table = start(app, "aa", seed=9)
    results = play_to_results(app)
    assert table.state.is_over()
    assert len(results.scores) == 2 and "during play" in results.categories


def test_a_whole_solo_game_against_the_golem_reaches_the_results(app):
    table = start(app, "a", seed=12)
    results = play_to_results(app)
    assert table.state.is_over()
    assert any(a == {"act": "golem"} for _, a in table.state.history)
    assert "chasms" in results.categories  # the Golem's own scoring


def test_the_rules_help_covers_the_actions_the_golem_tiles_and_the_letters():
    from game.client.scenes.help import help_path
    from game.client.tables.makers.tiles import LETTERS
    from game.rules.makers.actions import ACTION_RING, ICON_NAMES
    from game.rules.makers.tiles import GOLEM_TILES

    text = help_path("makers").read_text(encoding="utf-8")
    for name in ICON_NAMES.values():
        assert name in text
    ring = ", ".join(ICON_NAMES[icon] for icon in ACTION_RING)
    assert ring in text  # the order around the action tile, as the rules fix it
    for golem in GOLEM_TILES:
        assert f"Tile {golem['tile']}, {golem['name']}." in text
    for letter in LETTERS.values():
        assert f"({letter})" in text
    from collections import Counter

    from game.rules.makers.tiles import NUM_DUNGEON_TILES

    kinds = Counter(
        t.kind for t in TILES[:NUM_DUNGEON_TILES]
    )  # the designed mix, as the help tells it
    assert (
        f"{kinds['tunnel']} tunnels, {kinds['chamber']} chambers, {kinds['maze']} mazes, "
        f"{kinds['puzzle']} puzzle chambers, {kinds['water']} water tiles and {kinds['chasm']} "
        "chasms"
    ) in text
    icons = Counter(t.icon for t in TILES[:NUM_DUNGEON_TILES] if t.icon)
    assert (
        f"The {sum(icons.values())} icons: {icons['chest']} chests, {icons['stairs']} stairs"
        in text
    )


def test_the_golems_turn_is_shown_step_by_step_and_logged(app):
    from game.client.tables.makers.panels import golem_steps
    from game.rules.makers.tiles import GOLEM_TILES

    table = start(app, "h")
    app.settings.animation_speed = "normal"
    table.apply_settings()
    place_then_let_the_golem_play(app, table)
    lines = table.state.golem_lines
    assert len(table.view.golem_beat().data["turn"]["steps"]) == len(lines) and lines
    assert table.prompt_data()[1] == "Iron Golem is playing: watch the turn"  # nobody asked yet
    (_, shown), used, tossing = table.view._golem_told()
    assert tossing and not table.view.coin.settled  # first the coin tumbles, the tile in use named
    assert len(shown) == 1 and used == 0
    header, steps = golem_steps(table.view.golem_beat().data["turn"], len(lines))
    assert header == (
        table.state.golem_last["tile"],
        table.state.golem_last["name"],
        table.state.golem_last["face"],
    ) and len(steps) == len(lines)
    frames(app, round(table.view.coin.ROLL_TIME * 60) + 2)
    (_, shown), used, tossing = table.view._golem_told()
    assert not tossing and table.view.coin.settled
    assert table.view.coin.faces[table.view.coin.shown - 1] == (
        "H" if header[2] == "heads" else "T"
    )
    assert shown and shown == steps[: len(shown)] and used == 0  # then line by line, tile A in use
    assert header[0] == GOLEM_TILES[0]["tile"] and header[2] in ("heads", "tails")
    assert len(steps) == len(lines) and any(done for done, _ in steps)
    assert [e.text for e in table.session.log if e.detail][-len(lines) :] == lines


def test_undo_takes_a_minion_back_before_the_golem_moves(app):
    table = start(app, "h")
    app.settings.animation_speed = "normal"
    table.apply_settings()  # the Golem waits a moment before it moves
    table.state.side[0], table.state.top[0] = "multi", 0  # Place a Minion on the right
    refresh(table)
    frames(app)
    drag(app, table.piece_rect(("supply", "minion")).center, cell(table, 2, 2))
    assert table.state.history == [
        (0, {"act": "minion", "turn": "right", "dungeon": 0, "cell": [2, 2]})
    ]
    frames(app)
    click(app, table.undo_button.rect.center)  # placing a minion revealed nothing: it can be undone
    assert table.state.history == [] and table.state.minions_left[0] == 5
    frames(app, 2)
    assert table.seating.acting_seat() == 0 and table.state.minion[0][12] == -1


def test_the_keyboard_alone_moves_a_minion_and_trades(app):
    table = start(app, "hh")
    minion_position(table)
    frames(app)
    for _ in range(len(table.pieces())):  # Tab until the minion has the focus
        key(app, pygame.K_TAB)
        if table.drag.focus_piece == ("minion", 2, 2):
            break
    assert table.drag.focus_piece == ("minion", 2, 2)
    key(app, pygame.K_RETURN)
    assert table.drag.focus_target == ("mine", 2, 0)  # the first lit cell in reading order
    key(app, pygame.K_RETURN)
    assert table.pending is not None
    key(app, pygame.K_1)  # the left button: trade for the block
    assert table.state.history[0][1]["trade"] == [1, 0]


def test_a_tile_picked_up_turns_to_a_way_round_that_fits(app):
    table = start(app, "h")
    table.state.stacks[0][-1] = tile_id("tunnel", "N")  # a dead end facing north
    for i in (11, 13, 17):  # the start tile's west, east and south neighbours are taken
        table.state.put(0, i, BLOCK, 0)
    refresh(table)
    frames(app)
    assert table.state.legal_cells(0, 0, 0) == []  # north of the start it must face south
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.stack_rects[0].center, button=1)
    )
    assert table.drag.rotation == 2 and table.drag.legal == {("mine", 2, 1)}


def test_after_resume_the_golem_panel_shows_its_last_turn(app):
    from game import saves

    table = start(app, "h")
    place_then_let_the_golem_play(app, table)
    path, saved = saves.latest_unfinished()
    app.settings.animation_speed = "normal"  # the reveal runs step by step at this speed
    open_table(app, Session.from_saved(saved, path, app.bot_runner()))
    resumed = app.top
    assert isinstance(resumed, MakersTable) and resumed is not table
    frames(app)
    (header, steps), used, tossing = resumed.view._golem_told()
    assert len(steps) == len(table.state.golem_lines) and header and used is None and not tossing
    assert steps == tuple((step["done"], step["text"]) for step in table.state.golem_last["steps"])
    assert (
        resumed.shown_scores()[1].total == resumed.view._total(1) > 0
    )  # its next turn floats only what it gains


def test_holding_a_block_in_solo_points_at_the_golems_pile(app):
    table = start(app, "h")
    table.state.side[0], table.state.top[0] = "multi", 3
    refresh(table)
    frames(app)
    click(app, table.piece_rect(("supply", "block")).center)  # picked up, click-then-click
    frames(app)
    assert table.drag.held == ("supply", "block")
    assert "Iron Golem's pile" in table.prompt() and "lit cell" not in table.prompt()


def test_grids_carry_the_column_letters_and_row_numbers_the_log_uses(app, monkeypatch):
    from game.client.tables.makers.view import COLUMNS, ROWS
    from game.client.widgets import board_parts
    from game.rules.makers.tiles import cell_label

    table = start(app, "hh")
    written = []
    real = board_parts.fit_text
    monkeypatch.setattr(
        board_parts, "fit_text", lambda text, *a, **k: written.append(text) or real(text, *a, **k)
    )
    surface = pygame.Surface((1280, 800), pygame.SRCALPHA)  # transparent: drawn pixels stand out
    for rects in (table.cells, table.opp_cells):
        written.clear()
        surface.fill((0, 0, 0, 0))
        board_parts.grid_labels(surface, rects, 13, 20, COLUMNS, ROWS)
        assert written == [cell_label(c)[0] for c in range(5)] + [
            cell_label(r * 5)[1:] for r in range(5)
        ]
        assert written == list("ABCDE12345")
        first = rects[(0, 0)]
        for c in range(5):  # each letter is drawn just above its column, not on a cell
            band = pygame.Rect(rects[(c, 0)].left, first.top - 20, rects[(c, 0)].width, 20)
            assert surface.subsurface(band).get_bounding_rect().width > 0
        for r in range(5):
            band = pygame.Rect(first.left - 24, rects[(0, r)].top, 24, rects[(0, r)].height)
            assert surface.subsurface(band).get_bounding_rect().width > 0
        assert all(
            surface.subsurface(rect).get_bounding_rect().width == 0 for rect in rects.values()
        )


def test_golem_panel_text_shrinks_to_fit_large_text_sizes(app, monkeypatch):
    from game.client import fonts
    from game.client.widgets.checklist import draw_steps, step_lines
    from game.client.widgets.text import fit_text

    fonts.set_scale(1.3)
    try:
        counts = "minions kept 1 · blocks 0 · minions left 3"
        assert fonts.render(counts, 13, (255, 255, 255)).get_width() > 250  # too wide as it is
        assert fit_text(counts, 13, (255, 255, 255), 250).get_width() <= 250
        steps = [
            (True, "Takes the maze from the left stack (it fitted your dungeon in 14 ways)."),
            (False, "No stack top is a tile showing an encounter."),
            (False, "Nothing it can do."),
        ]
        size, wrapped = step_lines(steps, 310, 80)
        assert size == 12  # the size 13 lines do not fit 80 pixels; 12 is the least text size
        assert sum(len(parts) for _, parts in wrapped) * fonts.font(size).get_linesize() > 80
        shown, render = [], fonts.render
        monkeypatch.setattr(
            fonts, "render", lambda text, *a, **k: shown.append(text) or render(text, *a, **k)
        )
        draw_steps(pygame.Surface((330, 80)), pygame.Rect(0, 0, 330, 80), size, wrapped)
        assert shown[-1] == "... the rest is in the game log"  # cut, never smaller
    finally:
        fonts.set_scale(1.0)


def test_the_golems_pile_and_points_change_only_once_its_turn_is_told(app):
    table = start(app, "h")
    app.settings.animation_speed = "normal"
    table.apply_settings()
    pile_before = len(table.state.pile)
    place_then_let_the_golem_play(app, table)
    beat = table.view.golem_beat()
    took = len(table.state.pile) > pile_before
    assert beat is not None and len(table.presented_state().pile) == pile_before
    assert not table.view.flights and len(beat.data["flights"]) == int(
        took
    )  # nothing flies while it is told
    assert table.shown_scores()[1].total == beat.before.scores()[1].total  # its points as they were
    shown_log = [text for _, text, _ in table.log_panel.rows()]
    assert not any(line.startswith("Iron Golem, tile") for line in shown_log)  # the log waits too
    if took:  # and the stack it took from still shows that tile on top
        assert table.presented_state().stacks != table.state.stacks
    for _ in range(600):
        frames(app)
        if table.view.golem_beat() is None:
            break
    assert table.view.golem_beat() is None and table.presented_state() is table.state
    assert table.view.flights or not took  # then the tile it took glides to its pile
    assert table.shown_scores() == table.scores()  # the points it has now
    told = " ".join(text for _, text, _ in table.log_panel.rows())
    assert all(line.split(": ", 1)[1][:12] in told for line in table.state.golem_lines)


def test_a_move_of_yours_cuts_the_golems_telling_short(app):
    table = start(app, "h")
    app.settings.animation_speed = "normal"
    table.apply_settings()
    place_then_let_the_golem_play(app, table)
    assert table.view.golem_beat() is not None
    seat = table.state.to_move()[0]
    assert table.session.submit(seat, table.state.legal_actions(seat)[0]) is None
    assert table.view.golem_beat() is None and table.presented_state() is table.state


def test_a_tile_picked_up_turns_to_a_way_round_that_fits_an_empty_cell(app):
    table = start(app, "hh")
    rng = __import__("random").Random(5)
    checked = 0
    for _ in range(60):  # positions where some turns of a top tile fit only by a swap
        seat = table.state.to_move()[0]
        table.seating.focus, table.choice = seat, None
        grid = table.state.grid[seat]
        for s in range(3):
            targets = [table.legal_targets(("stack", s), r) for r in range(4)]
            empty = [any(grid[t[2] * 5 + t[1]] < 0 for t in ts) for ts in targets]
            if not any(empty) or all(empty[r] or not targets[r] for r in range(4)):
                continue
            table.drag.pick_up(("stack", s), "click")
            table.on_pick_up(table.drag.held)
            assert empty[table.drag.rotation % 4] and not any(empty[: table.drag.rotation % 4])
            table.drag.cancel()
            checked += 1
        table.session.submit(seat, rng.choice(table.state.legal_actions(seat)))
        if table.state.is_over():
            break
    assert checked


def test_the_stacks_wait_while_the_golems_turn_is_told_and_a_click_ends_the_telling(app):
    table = start(app, "h")
    app.settings.animation_speed = "normal"
    table.apply_settings()
    place_then_let_the_golem_play(app, table)
    assert table.view.golem_beat() is not None
    assert not any(
        piece[0] == "stack" for piece, _ in table.pieces()
    )  # the tile it takes cannot be grabbed
    s = next(s for s in range(3) if table.state.stacks[s])
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.stack_rects[s].center, button=1)
    )
    assert table.drag.held is None  # nothing in hand: the press only ended the telling
    assert table.view.golem_beat() is None  # the stacks on show are the real ones again
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.stack_rects[s].center, button=1)
    )
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.stack_rects[s].center, button=1)
    )
    assert table.drag.held == ("stack", s)


def test_each_tile_the_golem_takes_flies_from_its_own_stack_and_a_thrown_out_one_does_not(app):
    from game.rules.core import Event

    table = start(app, "h")
    left, middle, right = (table.state.stacks[s][-1] for s in range(3))
    step = {"done": True, "step": "", "cell": None}
    events = [
        Event(1, "golem_step", "", {**step, "tile": middle, "stack": 1, "to": "pile"}),
        Event(1, "golem_step", "", {**step, "tile": left, "stack": 0, "to": "pile"}),
        Event(1, "golem_step", "", {**step, "tile": right, "stack": 2, "to": "out"}),  # thrown out
        Event(1, "golem_step", "", {**step, "tile": None, "stack": None, "to": "pile"}),
    ]  # a minion kept
    flights = table.view._flights(events)
    assert [(f.what, f.start) for f in flights] == [
        (middle, table.stack_rects[1].center),
        (left, table.stack_rects[0].center),
    ]
    assert right not in [f.what for f in flights]


def test_the_end_waits_until_the_golems_last_turn_is_told(app, monkeypatch):
    table = start(app, "h")
    app.settings.animation_speed = "normal"
    table.apply_settings()
    place_then_let_the_golem_play(app, table)
    monkeypatch.setattr(type(table.state), "is_over", lambda self: True)  # as if that turn ended it
    assert table.view.golem_beat() is not None and not table.over_shown()
    frames(app, 5)
    assert app.top is table and not table.results_button.visible
    assert not table.results_shown
    for _ in range(600):
        frames(app)
        if app.top is not table:
            break
    assert table.view.golem_beat() is None and table.results_shown  # told, then the results


def test_tiles_are_drawn_afresh_when_the_text_size_changes(app):
    from game.client import fonts
    from game.client.tables.makers.tiles import tile_surface

    before = tile_surface(3, 0, 96)
    assert tile_surface(3, 0, 96) is before  # kept
    fonts.set_scale(1.3)
    try:
        assert tile_surface(3, 0, 96) is not before  # its letter follows the text size
    finally:
        fonts.set_scale(1.0)


def test_a_text_size_change_made_over_the_table_redraws_its_kept_layers(app):
    table = start(app, "h")
    table.draw(app.canvas)
    assert table.view.layer.key is not None
    app.settings.ui_scale = 1.3  # as the settings screen does, with the pause menu still open
    frames(app)
    assert table._text_scale == 1.3
    app.settings.ui_scale = 1.0


def test_close_scores_stand_side_by_side_on_the_track(app, monkeypatch):
    from game.client.widgets import board_parts
    from game.client.widgets.board_parts import score_track as draw_score_track

    spots = []
    monkeypatch.setattr(
        board_parts, "seat_marker", lambda surface, center, *a: spots.append(center)
    )
    entries = [(10, (200, 60, 60), "circle", "Ann"), (11, (60, 160, 160), "square", "Iron Golem")]
    draw_score_track(app.canvas, pygame.Rect(32, 662, 524, 44), entries)
    assert (
        len(spots) == 2 and abs(spots[1][1] - spots[0][1]) >= 18
    )  # markers are 18 px wide: stacked
    assert spots[0][0] < spots[1][0]  # each at its true place: 10 stays left of 11
    draw_score_track(app.canvas, pygame.Rect(32, 662, 524, 44), [entries[1], entries[0]])
    assert spots[2][0] > spots[3][0]  # whichever is drawn first (29 never looks ahead of 30)


def test_any_minion_of_the_supply_can_be_picked_up_not_only_the_last(app):
    from game.client.tables.makers.panels import supply_rects

    table = start(app, "h")
    table.state.side[0], table.state.top[0] = "multi", 0  # Place a Minion on the right
    refresh(table)
    frames(app)
    first = supply_rects(table.slot_rect("my_minions"), table.state.minions_left[0], "minion")[0]
    drag(app, first.center, cell(table, 2, 2))
    assert table.state.history == [
        (0, {"act": "minion", "turn": "right", "dungeon": 0, "cell": [2, 2]})
    ]


def test_after_the_end_no_choice_looks_live_and_no_golem_tile_is_next(app):
    table = start(app, "a", seed=12)
    play_to_results(app)
    table.refresh_buttons()
    assert not any(button.visible for button in table.buttons.values())
    assert table.pieces() == []
    from game.client.tables.makers.panels import golem_shows

    assert golem_shows(table.state, 0)[0] == -1  # the next Golem tile


def test_the_golems_gain_floats_inside_its_panel_and_a_fall_shows_as_a_minus(app):
    from game.client.widgets.floating import FloatingTexts

    table = start(app, "h")
    app.settings.animation_speed = "normal"
    table.apply_settings()
    place_then_let_the_golem_play(app, table)
    beat = table.view.golem_beat()
    real = table.view._total
    table.view._total = lambda seat: (
        (beat.before.scores()[1].total - 2) if seat == 1 else real(seat)
    )
    table.beats.finish()
    panel = table.slot_rect("golem_panel")
    gain = [
        item
        for item in table.floats.items
        if item.text.startswith(("+", "-")) and panel.collidepoint(item.pos)
    ]
    assert gain and gain[-1].text == "-2"
    # its rise ends inside the panel, under the 'N points' label (y 12-34) it must not cover
    assert gain[-1].pos[1] - FloatingTexts.RISE - 15 >= panel.top + 34
    assert gain[-1].pos[1] + 15 <= panel.bottom


@pytest.mark.parametrize("kinds, seed", [("h", 7), ("hh", 3)])
def test_a_whole_game_played_by_mouse_clicks_reaches_the_results(app, kinds, seed):
    """People play every turn with the mouse alone (click a piece, click a lit target; the trade
    kept with the centre button; "No tile fits" when nothing fits), solo against the Golem and
    hot-seat."""
    table = start(app, kinds, seed=seed)
    rects = dict(table.targets_list())
    for _ in range(200):
        run_until(
            app,
            lambda: table.seating.acting_seat() is not None or isinstance(app.top, ResultsScene),
            300,
        )
        if isinstance(app.top, ResultsScene):
            break
        before = len(table.state.history)
        table.refresh_buttons()
        pieces = table.pieces()
        if not pieces:  # nothing to pick up: placing is all there is and no tile fits
            click(app, table.buttons["center"].rect.center)
            if table.solo:  # it ends the game: yes
                key(app, pygame.K_RETURN)
        else:
            piece, rect = next(((p, r) for p, r in pieces if p[0] == "stack"), pieces[0])
            click(app, rect.center)
            assert table.drag.held == piece and table.drag.legal
            click(app, rects[sorted(table.drag.legal)[0]].center)
            if table.pending is not None:
                click(app, table.buttons["center"].rect.center)  # keep the minion
        assert len(table.state.history) == before + 1, table.flash_text
    assert isinstance(app.top, ResultsScene) and table.state.is_over()
    assert sum(1 for seat, _ in table.state.history if seat == 0) >= 10


def test_a_piece_pressed_while_a_minion_waits_for_its_trade_says_why_in_words(app):
    """Monkey seed 7 found it: a press on a stack while a minion's move waited for its trade
    choice (or while the Golem's turn was on show) asked for the name of no choice (KeyError)."""
    from game.client.tables.kit.open_step import OpenStep

    table = open_game(app, "makers", "ha", 3)
    wait_for_turn(app, table)
    table.pending = OpenStep.__new__(OpenStep)  # any move waiting for its open step
    reason = table.why_stuck(table.stack_rects[0].center)
    assert reason.startswith("First finish the minion's move")
    table.pending = None
    assert table.why_stuck(table.stack_rects[0].center) is None or table.pieces()
