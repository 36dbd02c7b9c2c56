"""The Dungeon Decorators table: set-up discards by click and confirm, drafting by click, tiles
dragged into the zoomed dungeon (F flips, R turns, the lit cells follow), a refused cell with the
rules' sentence, storage, an Architect move, scoring and refilling, the hot-seat curtain and a
bot game going on by itself."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from tablehelpers import (
    open_game,
    pass_curtain,
    play_to_results,
    run_until,
    smallest_text_in_a_game,
)
from uihelpers import button, click, drag, frames, key

from game.client import fonts
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.message import ConfirmOverlay
from game.client.tables.decorators import dungeon_view, panels
from game.client.tables.decorators.panels import count_label
from game.client.tables.decorators.table import DecoratorsTable, card_note
from game.client.tables.kit.beats import Beat
from game.client.widgets.draw import text_block
from game.rules.decorators.content import CATALOG
from game.rules.decorators.goals import mimics_needed
from game.rules.decorators.tiles import FACES, faces_of


def start(app, kinds: str = "ha", seed: int = 3) -> DecoratorsTable:
    table = open_game(app, "decorators", kinds, seed)
    assert isinstance(table, DecoratorsTable)
    return table


def settle(app, table) -> None:
    run_until(
        app,
        lambda: table.my_turn() or table.state.is_over() or isinstance(app.top, CurtainScene),
        3000,
        "a person's turn",
    )


def discard_two_by_mouse(app, table) -> None:
    seat = table.eyes()
    hand = list(table.state.hands[seat])
    rects = table.hand_rects(len(hand))
    click(app, rects[0].center)
    click(app, rects[1].center)
    if app.settings.confirm_moves:  # the pair waits crossed out: Enter discards them
        assert table.provisional.action["act"] == "keep_goals"
        key(app, pygame.K_RETURN)
    else:  # asked in a question
        assert isinstance(app.top, ConfirmOverlay)
        click(app, button(app.top, "Discard").rect.center)
    frames(app)
    assert (seat, {"act": "keep_goals", "discard": sorted(hand[:2])}) in table.state.history


def to_build(app, table) -> None:
    """On to the person's next build, by mouse: discard two at set-up, draft the first tile on
    the board, keep Burrow Bro's first tile, end scoring, refill from the first deck."""
    settle(app, table)
    while table.state.phase != "build":
        frames(app)  # the buttons follow the phase
        state = table.state
        if state.phase == "setup":
            discard_two_by_mouse(app, table)
        elif state.phase == "draft":
            click(
                app,
                table.slot_rect("spot_0").center
                if state.board[0] is not None
                else table.slot_rect("spot_1").center,
            )
        elif state.phase == "bro":
            click(app, table.slot_rect("tray_0").center)
        elif state.phase == "score":
            click(app, button(table, "End scoring").rect.center)
        elif state.phase == "refill":
            click(
                app,
                table.decks[0].rect.center
                if table.decks[0].enabled
                else table.decks[1].rect.center,
            )
        else:
            table.submit(state.legal_actions(table.eyes())[0])
        frames(app)
        settle(app, table)


def lit_cell(table, piece):
    target = sorted(t for t in table.drag.legal if t[0] == "cell")[0]
    return target, table.view.cell_rect(target[1], target[2]).center


def test_set_up_discards_two_cards_by_click_and_confirm(app):
    table = start(app)
    settle(app, table)
    assert len(table.hand_rects(6)) == 6
    discard_two_by_mouse(app, table)
    assert len(table.state.hands[0]) == 4


def test_a_tile_is_dragged_into_the_dungeon_flip_and_turn_change_the_lit_cells(app):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    piece, home = table.pieces()[0]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=home.center, button=1))
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(home.centerx, home.centery - 40),
            rel=(0, -40),
            buttons=(1, 0, 0),
        )
    )
    assert table.drag.held == piece
    dungeon_cells = table.drag.legal
    assert dungeon_cells == table.index().targets(piece, ("dungeon", 0)) | table.index().targets(
        piece, None
    )
    key(app, pygame.K_f)
    assert table.face_of(piece) == "decoration" and table.drag.legal == (
        table.index().targets(piece, ("decoration", 0)) | table.index().targets(piece, None)
    )
    key(app, pygame.K_f)
    key(app, pygame.K_r)
    assert table.drag.rotation == 1
    assert table.drag.legal == table.index().targets(piece, ("dungeon", 1)) | table.index().targets(
        piece, None
    )
    target, pos = lit_cell(table, piece)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    placed = table.state.dungeons[seat][target[1:]]
    assert placed == (piece[1], "dungeon", 1)


def test_a_refused_cell_says_why_in_the_rules_words_and_nothing_is_placed(app):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    piece, home = table.pieces()[0]
    far = next(
        t
        for t, _ in table.dungeon.cell_targets(table.state.dungeons[seat])
        if t not in table.legal_targets(piece, 0)
    )
    before = dict(table.state.dungeons[seat])
    drag(app, home.center, table.view.cell_rect(far[1], far[2]).center)
    action = {
        "act": "place",
        "from": piece[0],
        "tile": piece[1],
        "face": table.face_of(piece),
        "rot": 0,
        "cell": [far[1], far[2]],
    }
    reason = table.state.why_illegal(seat, action)
    assert reason and table.flash_text == reason and table.flash_bad
    assert table.state.dungeons[seat] == before


def test_a_tile_goes_into_storage_and_comes_out_in_a_later_build(app):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    piece, home = table.pieces()[0]
    drag(app, home.center, table.slot_rect("storage_0").center)
    assert table.state.storage[seat] == [piece[1]]
    assert ("storage", piece[1]) not in [
        p for p, _ in table.pieces()
    ]  # stored this build: out only later


def test_an_architect_moves_a_placed_tile_by_drag_and_finish_names_what_is_wrong(app):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    piece, home = table.pieces()[0]
    target, pos = None, None
    drag(app, home.center, home.center)  # click: held
    target, pos = lit_cell(table, piece)
    click(app, pos)
    if table.state.phase != "build":  # the build ended by itself: on to the next one
        to_build(app, table)
    table.state.architects[seat] = 1  # a token, as if an Architect had been recruited
    table.session.version += 1
    frames(app)
    placed = [p for p, _ in table.pieces() if p[0] == "placed" and p[1:] == target[1:]]
    assert placed, "a placed tile can be picked up with an Architect token"
    start_pos = table.view.cell_rect(target[1], target[2]).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1))
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(start_pos[0] + 30, start_pos[1]),
            rel=(30, 0),
            buttons=(1, 0, 0),
        )
    )
    assert table.drag.held == placed[0]
    to = sorted(t for t in table.drag.legal if t[1:] != target[1:])[0]
    end = table.view.cell_rect(to[1], to[2]).center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    dungeon = table.state.dungeons[seat]
    assert to[1:] in dungeon and target[1:] not in dungeon and table.state.architects[seat] == 0
    while table.state.phase == "build" and table.state.pending:
        table.submit(
            next(a for a in table.state.legal_actions(seat) if a["act"] in ("place", "store"))
        )
    frames(app)
    finish = button(table, "Finish building")
    if table.tiles_to_place():  # the build ended by itself and the next began: none to finish
        assert not finish.visible
        return
    click(app, finish.rect.center)
    reason = table.state.finish_reason(seat)
    if reason:
        assert table.flash_text == reason and table.state.phase == "build"
    else:
        assert table.state.phase != "build"


def test_a_met_card_is_lit_and_scored_by_click_then_refill_by_deck_button(app):
    table = start(app, seed=99)
    met = None
    for _ in range(20):  # builds until the dungeon meets some goal card
        to_build(app, table)
        seat = table.eyes()
        while table.state.phase == "build":
            table.submit(
                next(
                    a
                    for a in table.state.legal_actions(seat)
                    if a["act"] in ("place", "store", "finish")
                )
            )
        assert table.state.phase == "score"  # (with nothing met it ends by itself next frame)
        met = next(
            (
                c
                for c in sorted(CATALOG.goals)
                if c not in table.state.scored[seat]
                and mimics_needed(c, table.state.dungeons[seat]) == 0
            ),
            None,
        )
        if met is not None:
            break
    assert met is not None
    table.state.hands[seat][0] = met  # dealt into the hand for the test
    table.session.version += 1
    frames(app)
    rect = table.hand_rects(len(table.state.hands[seat]))[table.state.hands[seat].index(met)]
    click(app, rect.center)
    assert met in table.state.scored[seat]
    click(app, button(table, "End scoring").rect.center)
    frames(app)
    assert table.state.phase == "refill" and table.decks[0].visible
    click(app, table.decks[0].rect.center)
    frames(app)
    assert table.state.history[-1][1]["act"] in ("draw",) and len(table.state.hands[seat]) >= 4 - (
        met is not None
    )


def test_hot_seat_shows_a_curtain_before_each_person_and_hides_the_other_hand(app):
    table = start(app, "hh")
    frames(app)
    assert isinstance(app.top, CurtainScene) and table.eyes() is None and table.pieces() == []
    pass_curtain(app)
    first = table.eyes()
    discard_two_by_mouse(app, table)
    frames(app)
    assert isinstance(app.top, CurtainScene)
    pass_curtain(app)
    assert table.eyes() != first
    log = " ".join(e.text for e in table.session.log)
    assert not any(CATALOG.goals[c].name in log for c in table.state.hands[first])


def test_a_game_of_bots_goes_on_by_itself_to_the_results(app):
    table = start(app, "aaa")
    run_until(app, lambda: table.state.round >= 3, 6000, "round 3")
    assert all(len(d) > 1 for d in table.state.dungeons)
    play_to_results(app, 20000)
    table.draw(app.canvas)  # the final position, as "See the board" shows it


def test_two_architect_tokens_swap_a_tile_with_the_start(app):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    piece, home = table.pieces()[0]
    drag(app, home.center, home.center)  # click: held
    target, pos = lit_cell(table, piece)
    click(app, pos)
    if table.state.phase != "build":
        to_build(app, table)
    table.state.architects[seat] = 2
    table.session.version += 1
    frames(app)
    moved = table.state.dungeons[seat][target[1:]][0]
    drag(app, table.view.cell_rect(*target[1:]).center, table.view.cell_rect(0, 0).center)
    dungeon = table.state.dungeons[seat]
    assert (
        dungeon[(0, 0)][0] == moved
        and target[1:] not in dungeon
        and table.state.architects[seat] == 0
    )
    frames(app)
    lifted = [p for p, _ in table.pieces() if p[0] == "lifted"]
    assert lifted == [("lifted", "start", "dungeon")]
    home = dict(table.pieces())[lifted[0]]
    drag(app, home.center, table.view.cell_rect(*target[1:]).center)
    assert table.state.dungeons[seat][target[1:]][0] == "start"


def test_a_computer_players_new_tile_shows_at_once_and_holds_the_next_move_a_moment(app):
    app.settings.animation_speed = "normal"
    table = start(app, "ha")
    bot_place = Beat(
        1,
        {"act": "place", "from": "new", "tile": 5, "face": "dungeon", "rot": 0, "cell": [1, 0]},
        [],
        table.state,
        0,
    )
    assert table.beat_length(bot_place) > 0 and bot_place.hides_result is False
    mine = Beat(0, dict(bot_place.action), [], table.state, 0)
    assert table.beat_length(mine) == 0


def test_a_left_press_on_empty_ground_pans_the_dungeon_and_a_click_there_does_nothing(app):
    table = start(app)
    to_build(app, table)
    view = table.view
    ground = (view.rect.left + 12, view.rect.bottom - 40)
    assert table.drag.piece_at(ground) is None
    centre = view.centre
    drag(app, ground, (ground[0] + 60, ground[1] - 30))
    assert view.centre != centre and not view.auto  # panned by hand, the table still up
    click(app, ground)
    assert app.top is table and table.drag.held is None


def test_a_decorations_icons_hang_on_the_walls_they_face_dim_over_an_empty_cell(app):
    from game.client.tables.decorators.dungeon_view import hung_icons
    from game.client.tables.decorators.tiles import ICON_DORMANT, ICON_ON

    table = start(app)
    frames(app)
    state = table.state.clone()
    # the start; a room below it (its one passageway north); a straight hallway's decoration face
    # (blank walls north and south) east of the room: one icon on the room's east wall, the other
    # over the empty cell east of the decoration tile
    room = next(n for n, t in sorted(CATALOG.tiles.items()) if t.shape == "room")
    room_rot = next(r for r in range(4) if FACES[room, "dungeon", r].mask == 1)
    deco, deco_rot = next(
        (n, r)
        for n, t in sorted(CATALOG.tiles.items())
        if t.shape == "straight"
        for r in range(4)
        if FACES[n, "decoration", r].icons[0::2] == (None, None)
    )
    west, east = (
        FACES[deco, "decoration", deco_rot].icons[3],
        FACES[deco, "decoration", deco_rot].icons[1],
    )
    state.dungeons[0] = {
        (0, 0): ("start", "dungeon", 0),
        (0, 1): (room, "dungeon", room_rot),
        (1, 1): (deco, "decoration", deco_rot),
    }
    assert sorted(hung_icons(state.dungeons[0])) == [
        ((0, 1), 1, west, True),
        ((2, 1), 3, east, False),
    ]
    table.large = None
    surface = app.canvas.copy()
    table.dungeon.draw(surface, state, 0, True)

    def inks(cell, edge):
        rect = table.view.cell_rect(*cell)
        strip = rect.copy()
        strip.width = rect.width // 3
        if edge == 1:
            strip.right = rect.right
        return {
            tuple(surface.get_at((x, y)))[:3]
            for x in range(strip.left, strip.right)
            for y in range(strip.top, strip.bottom)
        }

    assert ICON_ON in inks((0, 1), 1)  # on the room's east wall, in full ink
    assert ICON_DORMANT in inks((2, 1), 3) and ICON_ON not in inks(
        (2, 1), 3
    )  # dim over the empty cell
    assert ICON_ON not in inks((0, 1), 3)  # the room's other walls bear nothing


def test_a_small_dungeon_left_empty_by_an_architect_lift_is_drawn_without_a_crash(app):
    table = start(app)
    area = pygame.Rect(0, 0, 230, 120)
    assert table.panels.small_cells({}, area) == (40, area.centerx, area.centery)
    table.panels.draw_small_dungeon(app.canvas, {}, area)


def test_a_held_tile_sits_under_the_pointer_and_snaps_into_the_cell_it_would_drop_on(app):
    from game.client.tables.decorators.tiles import tile_picture

    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    piece, home = table.pieces()[0]
    corner = (home.left + 3, home.top + 3)  # picked up by its corner
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=corner, button=1))
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(corner[0], corner[1] - 40), rel=(0, -40), buttons=(1, 0, 0)
        )
    )
    assert table.drag.held == piece and table.drag.grab_offset == (0, 0)
    target, _ = lit_cell(table, piece)
    cell = table.view.cell_rect(target[1], target[2])
    edge = (cell.right - 1, cell.bottom - 1)  # the last pixel of the cell, next to its neighbours
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=edge, rel=(1, 1), buttons=(1, 0, 0)))
    frames(app)
    picture = tile_picture(piece[1], table.face_of(piece), 0, cell.w)
    drawn = app.canvas.subsurface(cell)
    probe = (cell.w // 2, 4)  # the tile's own top edge, clear of the tick drawn over it
    assert drawn.get_at(probe)[:3] == picture.get_at(probe)[:3]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=edge, button=1))
    assert table.state.dungeons[seat][target[1:]][0] == piece[1]


def test_a_press_while_a_computer_players_tile_is_still_marked_acts_at_once(app):
    app.settings.animation_speed = "normal"
    table = start(app)
    to_build(app, table)
    piece, home = table.pieces()[0]
    marked = Beat(
        1,
        {"act": "place", "from": "new", "tile": 5, "face": "dungeon", "rot": 0, "cell": [1, 0]},
        [],
        table.state,
        len(table.state.history) - 1,
    )
    table.beats.push(marked)
    frames(app)
    assert table.beats and not table.my_turn()
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=home.center, button=1))
    assert not table.beats and table.drag.held == piece


def test_once_the_new_tiles_are_in_the_prompt_says_to_finish_building(app):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    table.state.architects[seat] = 1  # a token keeps the build open after the last new tile
    table.session.version += 1
    while table.state.pending:
        table.submit(
            next(a for a in table.state.legal_actions(seat) if a["act"] in ("place", "store"))
        )
    frames(app)
    assert table.state.phase == "build" and table.prompt().startswith(
        "your new tiles are in: Finish building"
    )


def test_a_tile_lifted_from_the_tray_is_not_drawn_there_too(app):
    table = start(app)
    to_build(app, table)
    piece, home = table.pieces()[0]
    frames(app)
    empty = app.canvas.subsurface(table.slot_rect("tray_2")).get_at(
        (36, 36)
    )  # an empty place of the tray
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=home.center, button=1))
    frames(app)  # pressed: still in the tray
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(home.centerx + 200, home.centery - 300),
            rel=(1, 1),
            buttons=(1, 0, 0),
        )
    )
    frames(app)  # dragged away: the tray place is empty
    assert table.drag.mode == "drag" and app.canvas.get_at(home.center) == empty


def test_the_next_tile_picked_up_after_one_flipped_lights_the_cells_of_the_face_it_shows(app):
    table = start(app)
    to_build(app, table)
    piece, home = table.pieces()[0]
    drag(app, home.center, home.center)  # a click: held
    key(app, pygame.K_f)  # flipped to its decoration face...
    assert table.face_of(piece) == "decoration"
    key(app, pygame.K_ESCAPE)  # ...and put back
    assert table.drag.held is None
    drag(app, home.center, home.center)  # picked up again: it shows its dungeon face
    assert table.face_of(piece) == "dungeon"
    assert table.drag.legal == table.index().targets(piece, ("dungeon", 0)) | table.index().targets(
        piece, None
    )
    target, pos = lit_cell(table, piece)
    click(app, pos)
    assert table.state.dungeons[table.eyes()][target[1:]] == (piece[1], "dungeon", 0)


def test_the_build_notes_under_the_dungeon_are_readable_with_architect_tokens(app):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    table.state.architects[seat] = 2  # the Architect's line comes on top of the held tile's
    table.session.version += 1
    frames(app)
    notes = table.build_notes(table.state, seat)
    assert len(notes) == 2 and notes[0].startswith("Architect token")
    width = table.slot_rect("build_note").w
    for note in notes:  # at its own size, not squeezed by fit_text to an unreadable one
        assert fonts.render(note, fonts.SMALLEST + 1, (255, 255, 255)).get_width() <= width, note


def test_the_tile_drawn_by_draw_exchange_shows_in_the_tray_beside_the_deck_buttons(app):
    table = start(app)
    settle(app, table)
    discard_two_by_mouse(app, table)
    settle(app, table)
    click(app, table.slot_rect("spot_2").center)  # Draw/Exchange
    frames(app)
    state = table.state
    assert state.phase == "exchange_deck" and state.drafted is not None
    assert table.tray() == [("drawn", state.drafted)]
    assert all(
        deck.visible and not deck.rect.colliderect(table.slot_rect("tray_0"))
        for deck in table.decks
    )
    assert any(
        rect == table.slot_rect("tray_0") and f"Tile {state.drafted}:" in tip
        for rect, tip in table._layer_tips.items
    )
    click(app, table.decks[0].rect.center)
    frames(app)
    assert state.phase == "exchange_discard" and len(state.hands[table.eyes()]) == 5
    assert any(
        rect == table.slot_rect("tray_0")
        and f"Tile {state.drafted}:" in tip  # five cards leave it clear
        for rect, tip in table._layer_tips.items
    )


def test_start_again_says_the_architect_tokens_stay_spent(app):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    table.state.architects[seat] = 1
    table.session.version += 1
    cell = next(iter(table.state.dungeons[seat]))
    table.submit({"act": "lift", "cell": list(cell)}, seat)
    frames(app)
    again = button(table, "Start again")
    assert again.visible and "tokens stay spent" in again.tooltip
    click(app, again.rect.center)
    frames(app)
    assert cell in table.state.dungeons[seat] and table.state.architects[seat] == 0
    assert button(table, "Finish building").tooltip.startswith("End this build")


def test_the_scores_panel_says_its_totals_are_as_if_the_game_ended_now_and_shows_points_locked(app):
    table = start(app)
    settle(app, table)
    table.state.points[1] = 12  # as if the computer player had scored a card
    table.session.version += 1
    rows = table.score_rows()
    assert rows[1].side == "12 from cards" and rows[0].side == "0 from cards"
    assert (
        rows[1].note.startswith("If the game ended now.")
        and "The 12 from goal cards already scored stay" in rows[1].note
    )


def test_a_bosss_two_digit_count_and_points_fit_four_players_side_by_side(app):
    table = start(app, "haaa")
    settle(app, table)
    step = (table.slot_rect("boss_0").w - 8) // 4
    label = count_label(12, 14)
    assert label.get_width() <= step - 14  # from just right of the seat's marker to the next one
    assert label.get_height() >= fonts.render("12", 13, (0, 0, 0), True).get_height()  # not shrunk


def test_the_last_round_shows_a_badge_that_says_why(app):
    table = start(app)
    settle(app, table)
    table.state.last_round = True  # as if the third hourglass had come out in a turn
    table.session.version += 1
    frames(app)
    assert any("the game ends after this round" in tip for _, tip in table._layer_tips.items)


def test_every_goal_card_note_fits_the_card_at_its_own_size(app):
    table = start(app)
    width = table.slot_rect("hand_0").w - 8
    notes = {card_note(need, mimics) for need in (None, 0, 1, 2, 3) for mimics in range(4)}
    assert {"", "met", "met (1 Mimic)", "needs 2 Mimics"} <= notes
    for note in notes:  # drawn at the least size, bold: wider would be squeezed past reading
        assert fonts.render(note, fonts.SMALLEST, (0, 0, 0), True).get_width() <= width, note


def test_a_decoration_held_by_an_architect_takes_its_icons_off_the_walls(app, monkeypatch):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    for _ in range(6):  # build rooms and hallways until a decoration can hang on a wall
        legal = table.state.legal_actions(seat)
        decorate = [a for a in legal if a["act"] == "place" and a["face"] == "decoration"]
        if decorate:
            break
        table.submit(next(a for a in legal if a["act"] == "place"), seat)
        to_build(app, table)
    table.submit(decorate[0], seat)
    if table.state.phase != "build":
        to_build(app, table)
    table.state.architects[seat] = 1
    table.session.version += 1
    frames(app)
    cell = tuple(decorate[0]["cell"])
    hung_from = []
    real = dungeon_view.hung_icons
    monkeypatch.setattr(
        dungeon_view, "hung_icons", lambda dungeon: hung_from.append(set(dungeon)) or real(dungeon)
    )
    frames(app)
    assert cell in hung_from[-1]  # lying: its icons hang on the walls
    at = table.view.cell_rect(*cell).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=table.slot_rect("tray_2").center, rel=(1, 1), buttons=(1, 0, 0)
        )
    )
    frames(app)
    assert (
        table.drag.held == ("placed", *cell) and cell not in hung_from[-1]
    )  # held: they went with it


def test_the_score_prompt_does_not_say_yet_after_a_card_was_scored(app):
    table = start(app)
    to_build(app, table)
    while table.state.phase == "build":
        seat = table.eyes()
        table.submit(
            next(
                a
                for a in table.state.legal_actions(seat)
                if a["act"] in ("place", "store", "finish")
            ),
            seat,
        )
    assert table.state.phase == "score" and not table.state.scorable(table.state.current)
    assert (
        table.prompt() == "no goal card in your hand is met: End scoring"
    )  # true before and after scoring one


@pytest.mark.parametrize("kinds", ["ha", "haaa"])
def test_a_goal_card_shows_the_one_number_it_prints_at_any_player_count(app, monkeypatch, kinds):
    """Rulebook: goals "have the number of points they are worth in the star in the upper left"."""
    table = start(app, kinds)
    settle(app, table)
    card = table.state.hands[0][0]
    points = CATALOG.goals[card].points
    frames(app)
    tips = [tip for rect, tip in table._layer_tips.items if rect in table.hand_rects(6)[:1]]
    assert tips[0].startswith(f"{CATALOG.goals[card].name} ({points}): ")
    drawn = []
    monkeypatch.setattr(panels, "text", lambda surface, words, *args, **kw: drawn.append(words))
    table.panels.draw_card(pygame.Surface((200, 200)), table.hand_rects(6)[0], card, False)
    assert str(points) in drawn


# ---- the key and the text sizes (issue 26) -------------------------------------------------
def test_the_key_names_every_symbol_and_each_picture_draws_something(app):
    table = start(app)
    sections = table.key_sections()
    names = [entry.name for section in sections for entry in section.entries]
    for kind in CATALOG.kinds:
        assert kind.capitalize() in names  # every decoration
    assert {"Room", "Hallway", "Star floor", "Gray floor", "Assistant S", "Rp"} <= set(names)
    for section in sections:
        for entry in section.entries:
            assert entry.meaning
            if entry.picture is None:
                continue
            surface = pygame.Surface((34, 34), pygame.SRCALPHA)
            entry.picture(surface, surface.get_rect())
            drawn = [surface.get_at((x, y)).a for x in range(34) for y in range(34)]
            assert any(drawn), entry.name
    assert table.symbol_key.visible


def test_every_goal_card_reads_whole_at_the_least_text_size(app):
    table = start(app)
    rect = table.hand_rects(4)[0]
    line = fonts.font(panels.NAME_SIZE, bold=True).get_height()
    for card, goal in CATALOG.goals.items():
        lines = fonts.wrap(goal.name, panels.NAME_SIZE, rect.w - 10, True)
        assert len(lines) <= panels.NAME_ROOM, goal.name
        scratch = pygame.Surface(rect.size)  # every line of the name is drawn, none cut off
        used = text_block(
            scratch,
            goal.name,
            panels.name_rect(scratch.get_rect()),
            panels.NAME_SIZE,
            bold=True,
            line_gap=0,
        )
        assert used == len(lines) * line, goal.name
        fonts.reset_smallest()
        surface = pygame.Surface(rect.size)
        panels.draw_goal_card(surface, surface.get_rect(), card, True, "needs 2 Mimics")
        assert fonts.smallest_shown() >= fonts.SMALLEST, goal.name
    for boss in CATALOG.bosses:  # a boss says what it counts in three lines at most
        width = table.slot_rect("boss_0").w - 10
        assert len(fonts.wrap(panels.boss_words(boss), fonts.SMALLEST, width)) <= 3, boss.name


def test_no_text_in_a_whole_game_is_under_the_least_size(app):
    assert smallest_text_in_a_game(app, "decorators", "hh", 5) >= fonts.SMALLEST


# ---- Confirm moves (issue 26): every kind of move waits, Undo / Escape / a new drag take it back
def press_and_drop(app, table, home, target=None):
    """Press on `home`, then (the cells lit) drop on `target` or the first lit cell; None when
    no cell is lit (the held tile goes back)."""
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=home.center, button=1))
    frames(app)
    lit = sorted(
        t
        for t in table.drag.legal
        if t[0] == "cell" and table.view.rect.contains(table.view.cell_rect(t[1], t[2]))
    )
    if not lit:
        key(app, pygame.K_ESCAPE)
        frames(app)
        return None
    target = target or lit[0]
    at = table.view.cell_rect(target[1], target[2]).center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    frames(app)
    return target


def waits_then(app, table, act_out, confirm_key=pygame.K_RETURN):
    """A move was just proposed: it waits (the state has not moved), then Enter makes it."""
    made = len(table.state.history)
    assert table.provisional is not None and table.provisional.action["act"] == act_out
    frames(app)
    assert len(table.state.history) == made  # nothing made, nothing revealed
    key(app, confirm_key)
    frames(app)
    assert table.provisional is None and len(table.state.history) > made


def test_every_kind_of_move_waits_for_confirm_and_undo_or_escape_takes_it_back(app):
    app.settings.confirm_moves = True
    table = start(app)
    settle(app, table)
    seat = table.eyes()
    hand = list(table.state.hands[seat])
    rects = table.hand_rects(len(hand))
    click(app, rects[0].center)
    click(app, rects[1].center)  # set-up: the pair waits, crossed out
    waits_then(app, table, "keep_goals")
    kinds = set()
    for _ in range(400):
        settle(app, table)
        if table.state.is_over() or {"draft", "place", "build", "score"} <= kinds:
            break
        state = table.state
        phase = state.phase
        if phase == "draft":
            click(app, table.slot_rect("spot_0" if state.board[0] is not None else "spot_1").center)
            made = len(table.state.history)
            frames(app)  # Undo comes alive with the waiting move
            key(app, pygame.K_z)  # Undo takes the waiting move back: nothing was made
            assert table.provisional is None and len(table.state.history) == made
            click(app, table.slot_rect("spot_0" if state.board[0] is not None else "spot_1").center)
            waits_then(app, table, "draft")
        elif phase == "bro":
            click(app, table.slot_rect("tray_0").center)
            waits_then(app, table, "keep")
        elif phase == "build" and state.pending:
            piece = ("new", state.pending[0])
            home = table.slot_rect("tray_0")
            target = press_and_drop(app, table, home)
            if target is None:
                table.submit(state.legal_actions(seat)[0], seat)
                continue
            at = table.view.cell_rect(target[1], target[2]).center
            assert table.provisional is not None and table.provisional.action["act"] == "place", (
                table.flash_text,
                table.state.history[-2:],
                target,
            )
            cell = tuple(table.provisional.action["cell"])
            assert cell not in table.state.dungeons[seat]  # waiting: not in the real dungeon
            assert cell in table.drawn_state().dungeons[seat]  # drawn where it went
            key(app, pygame.K_ESCAPE)  # Escape takes it back
            frames(app)
            assert table.provisional is None and cell not in table.drawn_state().dungeons[seat]
            press_and_drop(app, table, home, target)
            # picked up again, it goes back into the hand
            app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
            frames(app)
            assert table.provisional is None and table.drag.held == piece
            key(app, pygame.K_ESCAPE)  # back into the tray
            frames(app)
            press_and_drop(app, table, home, target)
            waits_then(app, table, "place")
            kinds.add("place")
        elif phase == "build":
            click(app, button(table, "Finish building").rect.center)
            waits_then(app, table, "finish")
        elif phase == "score":
            scorable = list(state.scorable(seat))
            if scorable:
                hand = state.hands[seat]
                click(app, table.hand_rects(len(hand))[hand.index(scorable[0])].center)
                waits_then(app, table, "score")
            else:  # nothing to choose: the Score phase ends by itself (issue 26)
                frames(app, 2)
                assert table.state.phase != "score" or table.state.current != seat
                assert table.state.history[-1 - (table.state.phase != "refill")]
        elif phase in ("refill", "exchange_deck"):
            deck = table.decks[0] if table.decks[0].enabled else table.decks[1]
            click(app, deck.rect.center)
            waits_then(app, table, "draw" if phase == "refill" else "goal")
        elif phase == "exchange_discard":
            hand = state.hands[seat]
            click(app, table.hand_rects(len(hand))[0].center)
            waits_then(app, table, "discard_goal")
        else:
            continue
        kinds.add(phase)
    assert {"draft", "place", "build", "score"} <= kinds


def test_a_new_tile_picked_up_makes_the_waiting_one_first(app):
    table = start(app, seed=11)
    to_build(app, table)
    app.settings.confirm_moves = True
    seat = table.eyes()
    table.state.pending.append("generic")  # two tiles to place this build
    table.session.version += 1
    frames(app)
    target = press_and_drop(app, table, table.slot_rect("tray_0"))
    assert target is not None and table.provisional is not None
    made = len(table.state.history)
    second = table.slot_rect("tray_0")  # the tray now shows the other tile first
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=second.center, button=1))
    frames(app)
    assert table.provisional is None and len(table.state.history) == made + 1
    assert tuple(table.state.history[-1][1]["cell"]) == target[1:]
    assert table.drag.held is not None and seat == table.eyes()


def test_an_architect_move_waits_as_one_move_lift_and_place(app):
    table = start(app)
    to_build(app, table)
    app.settings.confirm_moves = True
    seat = table.eyes()
    table.state.architects[seat] = 1
    table.state.pending.clear()
    table.session.version += 1
    frames(app)
    start_cell = table.view.cell_rect(0, 0)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_cell.center, button=1))
    frames(app)
    assert table.drag.held == ("placed", 0, 0)
    key(app, pygame.K_r)  # turned a quarter and put down again: one Architect move
    lit = sorted(t for t in table.drag.legal if t[0] == "cell")
    at = table.view.cell_rect(*lit[0][1:]).center
    at = (at[0] + 5, at[1] + 5)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    frames(app)
    made = len(table.state.history)
    assert table.provisional is not None and [a["act"] for a in table.provisional.actions] == [
        "lift",
        "place",
    ]
    assert (0, 0) in table.state.dungeons[seat] and table.state.architects[seat] == 1
    key(app, pygame.K_z)  # Undo takes the whole move back, the lift with the placement
    frames(app)
    assert table.provisional is None and len(table.state.history) == made
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_cell.center, button=1))
    frames(app)
    key(app, pygame.K_r)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    frames(app)
    assert table.provisional is not None and len(table.provisional.actions) == 2
    key(app, pygame.K_RETURN)
    frames(app)
    assert len(table.state.history) == made + 2 and table.state.architects[seat] == 0
    assert lit[0][1:] in table.state.dungeons[seat]


# ---- the hint (issue 27) -------------------------------------------------------------------
def test_h_shows_the_hinted_move_as_a_ghost_in_its_place(app, monkeypatch):
    table = start(app)
    to_build(app, table)
    marks = []
    monkeypatch.setattr(
        "game.client.tables.decorators.table.draw_ghost_marker",
        lambda surface, rect, label="Hint", inside=False: marks.append(pygame.Rect(rect)),
    )
    key(app, pygame.K_h)
    frames(app, 3)
    seat = table.eyes()
    advice, error = table.hint_button.advice_for(seat)
    assert error is None and advice.action in table.state.legal_actions(seat)
    assert marks and marks[-1] == table.action_rects(advice.action)[0]
    if advice.action["act"] == "place":
        cell = table.view.cell_rect(*advice.action["cell"])
        assert marks[-1] == cell and table.view.rect.contains(cell)


def test_a_held_decoration_shows_in_gold_the_icons_it_would_hang_before_the_drop(app, monkeypatch):
    table = start(app)
    to_build(app, table)
    seat = table.eyes()
    decorate = None
    for _ in range(8):  # build until a decoration may hang on a wall
        legal = table.state.legal_actions(seat)
        decorate = next(
            (a for a in legal if a["act"] == "place" and a["face"] == "decoration"), None
        )
        if decorate is not None:
            break
        table.submit(next(a for a in legal if a["act"] in ("place", "store", "finish")), seat)
        to_build(app, table)
    assert decorate is not None
    lit = []
    real = table.dungeon.draw_hung

    def spy(surface, hung, size, lit_now=False, **kw):
        if kw.get("lit", lit_now):
            lit.append(hung)
        return real(surface, hung, size, **kw)

    monkeypatch.setattr(table.dungeon, "draw_hung", spy)
    piece = (decorate["from"], decorate["tile"])
    home = dict(table.pieces())[piece]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=home.center, button=1))
    frames(app)
    table.face = faces_of(decorate["tile"]).index("decoration")
    table.drag.rotation = decorate["rot"]
    table.drag.rotate(0)
    at = table.view.cell_rect(*decorate["cell"]).center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0)))
    frames(app)
    assert lit  # framed in gold: an icon that would hang on a wall
    assert all(hung[3] for hung in lit)
    assert tuple(decorate["cell"]) not in table.state.dungeons[seat]  # nothing placed yet


def test_a_drafted_tile_waiting_or_hinted_is_labelled_clear_of_the_turn_order(app):
    """The label of a draft spot's waiting move or hint sits inside the spot: above it, it hid
    the turn order's row (its title and the seats' markers)."""
    from game.client.tables.kit import drawn_labels

    app.settings.confirm_moves = True
    table = start(app)
    for _ in range(200):
        settle(app, table)
        if table.state.phase == "draft" and table.my_turn():
            break
        if table.my_turn():
            table.submit(table.state.legal_actions(table.eyes())[0], table.eyes())
    draft = next(a for a in table.state.legal_actions(table.eyes()) if a["act"] == "draft")
    spot = table.action_rects(draft)[0]
    order = table.slot_rect("order_row")
    assert table.propose(draft, table.eyes()) is None
    frames(app)
    labels = [r for r in drawn_labels.drawn() if r.height < 40]  # the label, not the frame
    assert labels and all(spot.top < r.centery < spot.bottom for r in labels)  # at its foot
    assert not any(r.colliderect(order) for r in labels)
    table.take_back(say=False)
    frames(app)  # the Hint button is back in Confirm's place
    key(app, pygame.K_h)
    frames(app, 3)
    assert table.hint_button.showing()
    labels = [r for r in drawn_labels.drawn() if r.height < 40]
    assert labels and not any(r.colliderect(order) for r in labels)


def test_a_label_goes_inside_where_one_above_would_hide_a_title_or_leave_the_board(app):
    """Above a new tile, a stored tile, a goal card of set-up's six or a tile in the dungeon's
    top row, a label would cover the tray's, the storage's or the hand panel's title or spill
    out of the dungeon's panel."""
    table = start(app)
    board = table.view.rect
    for name in ("tray_0", "storage_1"):
        assert table.no_room_above(table.slot_rect(name)), name
    top_row = pygame.Rect(board.centerx - 24, board.top + 10, 48, 48)
    middle = pygame.Rect(board.centerx - 24, board.centery - 24, 48, 48)
    assert table.no_room_above(top_row)
    assert not table.no_room_above(middle)
    assert not table.no_room_above(table.slot_rect("hand_0"))
    top_card = table.hand_rects(len(table.state.hands[table.eyes()]))[0]  # set-up's six
    assert table.hand_panel(table.state, table.eyes()) is not None
    assert table.no_room_above(top_card)  # its label would cover the panel's title


def test_set_up_cards_lie_on_a_panel_of_their_own_and_the_others_panels_come_back(app, monkeypatch):
    table = start(app, "haaa", 5)
    drawn = []
    monkeypatch.setattr(table.panels, "draw_opponents", lambda *a: drawn.append(a[2]))
    settle(app, table)
    frames(app)
    seat = table.eyes()
    place = table.hand_panel(table.state, seat)
    assert place is not None and not drawn  # six cards: no other player's panel half covered
    assert all(place.contains(rect) for rect in table.hand_rects(6))
    for rect in table.panels.opponent_rects(3):
        assert place.contains(rect)
    discard_two_by_mouse(app, table)
    run_until(app, lambda: len(table.state.hands[seat]) == 4, what="two cards discarded")
    table.forget_pictures()
    frames(app)
    assert table.hand_panel(table.state, seat) is None and drawn


def test_finish_building_shows_only_once_no_tile_waits_to_be_placed(app):
    table = start(app)
    to_build(app, table)
    app.settings.confirm_moves = True
    seat = table.eyes()
    frames(app)
    assert table.state.pending and not button(table, "Finish building").visible
    for _ in range(3):  # each new tile placed or stored, the last one left waiting
        if not table.ahead().pending:
            break
        if table.provisional is not None:
            table.confirm_move()
        move = next(
            a
            for a in table.state.legal_actions(seat)
            if a["act"] == "store" or (a["act"] == "place" and a["from"] == "new")
        )
        assert table.propose(move, seat) is None
        frames(app)
        assert button(table, "Finish building").visible == (not table.ahead().pending)
    assert table.provisional is not None and button(table, "Finish building").visible


def test_beside_a_computer_players_new_tiles_the_storage_is_named_as_the_viewers_own(app):
    table = start(app, "ha")
    settle(app, table)
    seat = table.eyes()
    assert table.storage_title(table.state, seat) == "Storage"
    bots_turn = SimpleNamespace(current=1 - seat, is_over=lambda: False)  # its tiles in the tray
    assert table.storage_title(bots_turn, seat) == "Your storage"
