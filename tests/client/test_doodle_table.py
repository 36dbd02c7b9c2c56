"""The Doodle Dungeon table, headless: a revealed card is taken by a click; a wall formation is
placed turned and mirrored, a refused space says the rules' sentence, Undo takes back a step of
the card and Done turns it over; the hero's path is drawn by steps and rubbed out; in phase C a
card is played onto the fight, put under the deck or laid on a rival; the curtain comes before
the second person's install; bots move on by themselves; a whole game by mouse reaches the
results."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, run_until
from uihelpers import click, drag, frames, key

from game.client.scenes.curtain import CurtainScene
from game.client.scenes.results import ResultsScene
from game.client.tables.doodle import draw_path, moves
from game.client.tables.doodle.table import DoodleTable
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS, CATEGORIES

SEED = 6  # seat 0 picks first; on offer: 50 (goblin, orc, treasure, trap) and 52 (5 walls first)


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    from game.client.tables import TABLE_MODULES

    monkeypatch.setitem(TABLE_MODULES, "doodle", "game.client.tables.doodle.table")


def start(app, kinds: str = "ha", seed: int = SEED) -> DoodleTable:
    table = open_game(app, "doodle", kinds, seed)
    assert isinstance(table, DoodleTable)
    run_until(app, table.my_turn, what="the first person's turn")
    return table


def move_mouse(app, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def take(app, table, card: int) -> None:
    rect = dict(table.card_rects())[card]
    click(app, rect.center)
    run_until(app, lambda: table.my_turn() and table.state.phase == "install", what="the install")


def mouse_move(app, table) -> None:
    """One step by mouse for the person to move: the first thing the screen offers."""
    state, seat = table.state, table.eyes()
    if state.phase == "draft":
        click(app, table.card_rects()[0][1].center)
    elif state.phase == "install":
        element = table.element()
        if table.buttons["skip"].visible:
            assert table.prompt().endswith("cannot go in anywhere: press Leave out")
            click(app, table.buttons["skip"].rect.center)
        elif element is None:
            click(app, table.buttons["done"].rect.center)
        elif element == "walls":
            card = state.install[seat]["card"]
            table.way = next(
                w for w in range(8) if table.index().targets("walls", moves.ways(card)[w])
            )
            cell = min(table.index().targets("walls", moves.ways(card)[table.way]))
            click(app, table.big.cell_rect(cell).center)
        elif element == "improve":
            click(
                app,
                table.panels.box_row_rect(
                    CATEGORIES.index(min(table.index().targets("improve")))
                ).center,
            )
        else:
            cell = min(table.index().targets("hide" if element == "treasure" else "build"))
            click(app, table.big.cell_rect(cell).center)
    elif state.phase == "path":
        click(app, table.buttons["route"].rect.center)
    else:
        button = {
            "move": table.buttons["move"],
            "encounter": table.buttons["resolve"],
            "hero": table.buttons["end"],
        }[state.stage]
        click(app, button.rect.center)
    frames(app)


def play_until(app, table, done, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        if isinstance(app.top, CurtainScene):
            click(app, app.top.widgets[0].rect.center)
        elif app.top is table and table.my_turn():
            before = table.session.version
            mouse_move(app, table)
            assert table.session.version != before, (table.state.phase, table.flash_text)
        frames(app)
    raise AssertionError("the awaited moment never came")


def test_a_click_on_a_revealed_card_takes_it(app):
    table = start(app)
    assert [c for c, _ in table.card_rects()] == table.state.display
    take(app, table, 52)
    assert table.state.taken[0] == [52]


def test_the_prompt_asks_for_a_goblin_then_an_orc(app):
    table = start(app)
    take(app, table, 50)  # goblin, orc, treasure, trap
    assert table.prompt() == "draw a goblin: click a lit space"
    click(app, table.big.cell_rect(min(table.index().targets("build"))).center)
    assert table.prompt() == "draw an orc: click a lit space"  # it said "a orc"


def test_a_formation_turned_and_mirrored_goes_where_the_ghost_shows(app):
    table = start(app)
    take(app, table, 52)
    assert table.element() == "walls"
    key(app, pygame.K_r)
    key(app, pygame.K_f)
    assert table.way == 5  # one quarter turn, mirrored
    way = moves.ways(52)[5]
    anchor = sorted(table.index().targets("walls", way))[
        len(table.index().targets("walls", way)) // 2
    ]
    move_mouse(app, table.big.cell_rect(anchor).center)
    cells, legal, reason = table.ghost()
    assert legal and reason is None
    click(app, table.big.cell_rect(anchor).center)
    board = table.state.board[0]
    assert sorted(i for i in range(S.CELLS) if board[i] == S.WALL) == sorted(
        S.from_json(c) for c in cells
    )
    assert moves.ways(52)[5] == moves._shape([tuple(c) for c in cells])
    frames(app)
    key(app, pygame.K_z)  # Undo takes the formation back: the card starts again
    frames(app)
    assert S.WALL not in table.state.board[0] and table.state.install[0]["step"] == 0


def trace(app, table, col_rows, release=True) -> None:
    """Press on the first space's middle, drag through each next one's, let go on the last."""
    points = [table.big.col_row_rect(c, r).center for c, r in col_rows]
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=points[0], rel=(0, 0), buttons=(0, 0, 0))
    )
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1))
    for a, b in zip(points, points[1:]):
        for k in range(1, 7):
            pos = (a[0] + (b[0] - a[0]) * k // 6, a[1] + (b[1] - a[1]) * k // 6)
            app.dispatch(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            )
    if release:
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=points[-1], button=1))


def walls_on(table, seat: int = 0) -> list[list[int]]:
    board = table.state.board[seat]
    return [S.to_json(i) for i in range(S.CELLS) if board[i] == S.WALL]


def test_a_formation_traced_by_a_drag_is_drawn_as_traced(app):
    table = start(app)
    take(app, table, 52)  # a U of five walls
    u = [(3, 2), (3, 3), (4, 3), (5, 3), (5, 2)]  # down, along, up: the U as printed
    trace(app, table, u, release=False)
    assert table.trace.tracer.cells == [r * 10 + c for c, r in u]
    frames(app)  # drawn with the count while the button is down
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.big.col_row_rect(5, 2).center, button=1)
    )
    assert (
        sorted(walls_on(table)) == sorted([c, r] for c, r in u) and table.trace.tracer.cells is None
    ), (
        table.flash_text,
        table.trace.tracer.cells,
    )


def test_a_diagonal_trace_skips_the_spaces_beside_the_corner_and_going_back_rubs_out(app):
    table = start(app)
    take(app, table, 52)
    trace(app, table, [(3, 2), (4, 3), (5, 4)], release=False)
    assert table.trace.tracer.cells == [23, 34, 45]  # C4, D5, E6: nothing beside the corners
    trace_back = table.big.col_row_rect(4, 3).center
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=trace_back, rel=(-1, -1), buttons=(1, 0, 0))
    )
    assert table.trace.tracer.cells == [23, 34]


def test_a_trace_that_is_not_the_formation_says_why_and_draws_nothing(app):
    table = start(app)
    take(app, table, 52)
    trace(app, table, [(3, 2), (4, 2), (5, 2)])  # three in a row: not the U
    action = {"act": "walls", "cells": [[3, 2], [4, 2], [5, 2]]}
    reason = table.state.why_illegal(0, action)
    assert reason and table.flash_text.startswith(reason) and table.flash_bad
    assert "You traced 3 spaces; this formation has 5 walls." in table.flash_text
    assert walls_on(table) == [] and table.state.install[0]["step"] == 0
    cut = [(2, 0), (2, 1), (3, 1), (4, 1), (4, 0)]  # the U against the top edge: A4 shut in
    trace(app, table, cut)
    action = {
        "act": "walls",
        "cells": sorted(([c, r] for c, r in cut), key=lambda cr: (cr[1], cr[0])),
    }
    reason = table.state.why_illegal(0, action)
    assert reason == "A4 would be cut off from the entrance." and table.flash_text == reason
    assert walls_on(table) == []


def test_a_refused_space_says_the_rules_sentence(app):
    table = start(app)
    take(app, table, 52)
    table.way = 0
    move_mouse(app, table.big.cell_rect(0).center)  # the formation would hang outside the sheet
    cells, legal, reason = table.ghost()
    assert not legal and reason == table.state.why_illegal(0, {"act": "walls", "cells": cells})
    click(app, table.big.cell_rect(0).center)
    assert table.flash_text == reason and S.WALL not in table.state.board[0]


def test_a_monster_beside_another_is_refused_and_done_turns_the_card_over(app):
    table = start(app)
    take(app, table, 50)  # goblin, orc, treasure, trap
    goblin = S.from_json([4, 3])
    click(app, table.big.cell_rect(goblin).center)
    assert table.state.board[0][goblin] == "G" and table.element() == "orc"
    click(app, table.big.cell_rect(goblin + 1).center)
    assert "beside the goblin at D5" in table.flash_text and table.state.board[0][goblin + 1] == "."
    click(app, table.big.cell_rect(S.from_json([0, 7])).center)  # the orc at H1
    click(app, table.big.cell_rect(goblin).center)  # a treasure may share a monster's space
    assert table.state.treasures[0] == [goblin]
    assert not table.buttons["done"].enabled or table.element() is not None
    click(app, table.big.cell_rect(S.from_json([9, 0])).center)  # the trap at A10
    frames(app)
    assert (
        table.element() is None and table.buttons["done"].visible and table.buttons["done"].enabled
    )
    click(app, table.buttons["done"].rect.center)
    frames(app)
    assert table.state.install[0] is None or table.state.round == 2


def test_the_path_is_drawn_by_steps_and_rubbed_out(app):
    table = start(app)
    play_until(app, table, lambda: table.state.phase == "path" and table.my_turn())
    entrance = table.big.cell_rect(S.ENTRY).move(0, -table.big.cell).center
    click(app, entrance)
    assert table.path.my_path() == [S.ENTRY]
    steps = table.index().targets("step")
    first = min(steps)
    key(app, pygame.K_RIGHT if first == 1 else pygame.K_DOWN)
    assert table.path.my_path() == [S.ENTRY, first]
    key(app, pygame.K_BACKSPACE)
    assert table.path.my_path() == [S.ENTRY]
    drag(app, table.big.cell_rect(S.ENTRY).center, table.big.cell_rect(first).center)
    assert table.path.my_path() == [S.ENTRY, first]
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.big.cell_rect(first).center, button=1)
    )
    move_mouse(app, table.big.cell_rect(S.ENTRY).center)  # back over the line rubs it out
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.big.cell_rect(S.ENTRY).center, button=1)
    )
    assert table.path.my_path() == [S.ENTRY]
    click(app, table.buttons["route"].rect.center)
    frames(app)
    assert table.state.path_done[0]
    told = [
        line.text for line in table.log_lines()[1]
    ]  # the steps are left out, the finished path told
    assert not any("a step of a hero's path" in line for line in told), told
    assert "Ann has drawn a hero's path to the exit" in told


def test_a_defend_turn_with_a_card(app):
    table = start(app)
    play_until(
        app,
        table,
        lambda: (
            table.state.phase == "defend"
            and table.my_turn()
            and table.state.stage == "hero"
            and table.state.hand[0]
        ),
    )
    state = table.state
    card = state.hand[0][0]
    rival = table.panels.small_rect(table.panels.small_seats(table.large_seat()).index(1))
    drag(app, dict(table.card_rects())[card].center, rival.center)
    if CARDS[card].action.kind == "hero":
        assert [card, 0] in table.state.on_hero[1]
    else:
        assert table.flash_text == state.why_illegal(0, {"act": "play", "card": card, "target": 1})
        drag(app, dict(table.card_rects())[card].center, table.under_rect().center)
        assert table.under == [card]
        click(app, table.buttons["end"].rect.center)
        frames(app)
        assert table.state.deck[0][0] == card and table.state.known_bottom[0] >= 1


def test_a_dungeon_action_dragged_onto_the_fight_is_played(app):
    table = start(app, seed=1)  # at this seed the person holds a card that can join a fight
    play_until(
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
    assert card not in table.state.hand[0] and card in table.state.discards


def test_the_curtain_comes_before_the_second_persons_install(app):
    table = open_game(app, "doodle", "hh", SEED)
    for _ in range(40):
        if table.state.phase == "install":
            break
        if isinstance(app.top, CurtainScene):
            click(app, app.top.widgets[0].rect.center)
        elif table.my_turn():
            mouse_move(app, table)
        frames(app)
    assert table.state.phase == "install"
    if isinstance(app.top, CurtainScene):  # the last to pick was the other person
        assert app.top.seat == table.viewer_seat() != table.revealed_to
        click(app, app.top.widgets[0].rect.center)
        frames(app)
    first = table.eyes()
    assert first is not None
    for _ in range(20):
        if table.state.install[first] is None:
            break
        mouse_move(app, table)
    frames(app)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1 - first
    assert table.eyes() is None  # nothing secret is drawn for anyone behind the curtain


def test_hot_seat_scores_leave_out_every_treasure_while_nobody_is_behind_a_curtain(app):
    table = open_game(app, "doodle", "hh", SEED)
    frames(app)
    assert table.state.phase == "draft" and table.score_viewer() == -1
    assert table.shown_scores() == table.state.scores(-1)
    solo = start(app, "ha")
    assert solo.score_viewer() == 0


def test_bots_alone_move_the_game_on(app):
    table = open_game(app, "doodle", "aa", SEED)
    run_until(
        app,
        lambda: table.state.phase != "draft" or table.state.round > 1,
        limit=300,
        what="the bots' draft",
    )
    assert len(table.state.history) >= 2 and table.viewer_seat() is None


def test_a_whole_solo_game_by_mouse_reaches_the_results(app):
    table = start(app)
    play_until(app, table, lambda: isinstance(app.top, ResultsScene), limit=6000)


def test_after_a_computer_players_move_is_shown_the_persons_buttons_come_up(app):
    table = start(app)
    play_until(app, table, lambda: table.state.phase == "defend")
    app.settings.animation_speed = "normal"  # the computer player's moves are now shown a while
    play_until(app, table, lambda: table.my_turn() and table.state.stage == "move")
    frames(app)
    assert table.buttons["move"].visible


def log_texts(table) -> list[str]:
    return [line.text for line in table.log_lines()[1]]


def test_a_fights_d10s_roll_visibly_and_settle_on_the_rules_values_before_the_result_shows(app):
    table = start(app, seed=1)
    play_until(
        app,
        table,
        lambda: table.state.phase == "defend" and table.my_turn() and table.state.stage == "move",
    )
    app.settings.animation_speed = "normal"
    for _ in range(12):  # the person's moves until one stops at a monster
        play_until(
            app,
            table,
            lambda: table.my_turn() and table.state.stage == "move" or table.state.is_over(),
        )
        if table.state.is_over():
            break
        hearts = list(table.shown_state().hearts)
        click(app, table.buttons["move"].rect.center)
        roll = table.dice.rolling()
        if roll is None:
            continue
        event = next(e for e in table.beats.playing.events if e.kind == "dice")
        assert [d.value for d in roll["dice"]] == event.data["dice"] and roll["shown"] == []
        assert not any(d.settled for d in roll["dice"]) and not table.my_turn()
        frames(app, 5)
        assert (
            table.dice.rolling() is roll and table.shown_state().hearts == hearts
        )  # nothing runs ahead
        assert event.text not in log_texts(table)  # the log tells the roll when the dice show it
        run_until(app, lambda roll=roll: all(d.settled for d in roll["dice"]), 60, "the dice")
        assert [d.shown for d in roll["dice"]] == event.data["dice"]
        assert table.dice.rolling() is roll  # the settled dice stay a moment before the result
        assert event.text not in log_texts(table)
        run_until(app, lambda: table.dice.rolling() is None, 60, "the end of the roll")
        assert event.text in log_texts(table)
        return
    pytest.fail("no fight came in twelve moves")


def test_a_roll_started_by_the_first_click_after_the_app_rested_is_still_shown(app):
    table = start(app, seed=1)
    play_until(
        app,
        table,
        lambda: table.state.phase == "defend" and table.my_turn() and table.state.stage == "move",
    )
    app.settings.animation_speed = "normal"
    for _ in range(12):
        play_until(
            app,
            table,
            lambda: table.my_turn() and table.state.stage == "move" or table.state.is_over(),
        )
        if table.state.is_over():
            break
        click(app, table.buttons["move"].rect.center)
        if table.dice.rolling() is None:
            continue
        table.update(4.0)  # the frame after a rest of four seconds (the app slept until the click)
        assert table.dice.rolling() is not None and not all(
            d.settled for d in table.dice.rolling()["dice"]
        )
        return
    pytest.fail("no fight came in twelve moves")


def test_the_entrance_label_stands_left_of_its_arrow_clear_of_the_column_numbers(app):
    from game.client import theme

    table = start(app)
    frames(app)
    x, y = table.big.entrance()
    half = table.big.cell // 2

    def gold(left, right):
        return any(
            tuple(app.canvas.get_at((px, py)))[:3] == theme.GOLD
            for px in range(left, right)
            for py in range(y - 6, y + 6)
        )

    assert gold(x - half - 30, x - half // 2 - 2)  # "IN" on the left
    assert not gold(x + half // 2 + 2, x + half + 30)  # nothing over the numbers on the right


def test_a_winning_goblin_says_the_hero_loses_one_heart_not_one_hearts(app, monkeypatch):
    from game.client.tables.doodle import panels

    table = start(app)
    state = table.state.clone()
    state.fight = {
        "cell": 5,
        "kind": "goblin",
        "dice": [10, 10],
        "bonus": 0,
        "weaken": 0,
        "extra": 0,
        "disarmed": False,
    }
    said = []
    monkeypatch.setattr(panels, "text", lambda surface, words, *a, **k: said.append(words))
    table.panels.draw_fight(app.canvas, state, 0, 100, [])
    assert "Wins as it stands: the hero loses 1 heart" in said


def test_the_defend_panel_says_whose_dungeon_each_outcome_happened_in(app):
    from game.client.tables.kit.beats import Beat
    from game.rules.core import Event

    table = start(app)  # Ann (seat 0) is looking
    events = [
        Event(1, "move", "moves the hero"),
        Event(1, "fight", "The orc at G1 fights with strength 5 and loses."),
        Event(0, "trap", "The trap at A3 springs for 3 damage and is crossed off."),
        Event(1, "hero_card", "Armor from {0} acts in {1}'s dungeon."),
    ]
    table.on_beat_end(Beat(1, {"act": "move"}, events, table.state, 0))
    assert table.told_lines() == [
        "Bea's dungeon: The orc at G1 fights with strength 5 and loses.",
        "Your dungeon: The trap at A3 springs for 3 damage and is crossed off.",
        "Armor from Ann acts in Bea's dungeon.",
    ]


def test_in_hot_seat_the_outcomes_told_name_the_dungeon_for_the_person_looking_now(
    app, monkeypatch
):
    """Bea's fight, told while Bea looked, reads as Bea's dungeon once Ann has the screen (it
    said "Your dungeon" to Ann, as it had been told to Bea)."""
    from game.client.tables.kit.beats import Beat
    from game.rules.core import Event

    table = start(app, "hh")  # Ann (seat 0) has the screen
    monkeypatch.setattr(table, "eyes", lambda: 1)  # Bea's turn: her fight is shown to her
    fight = Event(1, "fight", "The orc at G1 fights with strength 5 and loses.")
    table.on_beat_end(Beat(1, {"act": "move"}, [fight], table.state, 0))
    assert table.told_lines() == ["Your dungeon: The orc at G1 fights with strength 5 and loses."]
    monkeypatch.undo()  # then Ann has the screen
    assert table.eyes() == 0
    assert table.told_lines() == ["Bea's dungeon: The orc at G1 fights with strength 5 and loses."]


def test_a_small_sheets_name_starts_right_of_its_hero_in_the_entrance(app):
    from game.client.tables.doodle import panels
    from game.client.tables.doodle.sheet_view import SheetGeometry

    table = start(app)
    rect = table.panels.small_rect(0)
    geo = SheetGeometry(
        pygame.Rect(rect.left + 16, rect.top + 18, 110, 88)
    )  # as draw_smalls places it
    hero_right = (
        geo.entrance()[0] + max(4, geo.cell // 4) + 2
    )  # the hero's gold ring (sheet_view.draw_hero)
    assert hero_right < rect.left + panels.LABEL_X


def test_at_three_players_the_large_sheet_while_drawing_is_the_right_neighbours(app, monkeypatch):
    # "pass your completed Dungeon sheet to the player on your left (clockwise)"; you draw in "the
    # Dungeon sheet you just received", the dungeon "on your right": seat 0 draws in seat 2's.
    table = start(app, "haa")
    play_until(app, table, lambda: table.state.phase == "path" and table.my_turn())
    assert table.large_seat() == 2 == table.state.drawn_in(0)
    said = []
    monkeypatch.setattr(draw_path, "text", lambda surface, words, *a, **k: said.append(words))
    table.path.draw_panel(pygame.Surface((400, 400)), table.state, 0, pygame.Rect(0, 0, 400, 400))
    name = table.session.seat_name(2)
    assert f"The hero's path through {name}'s dungeon (on your right)" in said
    click(app, table.big.cell_rect(S.ENTRY).move(0, -table.big.cell).center)
    assert table.state.paths[2] == [S.ENTRY] and table.state.paths[1] == []


def test_a_named_computer_players_turn_on_show_is_not_called_its(app):
    # Issue 26: "Bea is playing: watch its turn" called a named opponent "it".
    table = start(app)
    play_until(app, table, lambda: table.state.phase == "defend")
    app.settings.animation_speed = "normal"
    for _ in range(3000):
        beat = table.beats.playing
        if beat is not None and beat.hides_result and table.session.is_bot(beat.seat):
            break
        play_until(app, table, lambda: not table.my_turn() or table.state.is_over(), limit=50)
        frames(app)
    seat, words = table.prompt_data()
    assert words == f"{table.session.seat_name(seat)} is playing: watch the turn"


def test_the_help_puts_the_improvement_boxes_where_the_table_draws_them(app):
    # Issue 26: the help said the boxes were above the sheet; the table draws them below it.
    from game.client.scenes.help import help_path

    words = help_path("doodle").read_text()
    table = start(app)
    assert table.panels.box_row_rect(0).top > table.big.grid.bottom
    assert "The boxes below the sheet are your improvements" in words
    assert "boxes above" not in words
    # and the hand row as the rules have it: "1 > [x] [x] 2 > [x] [x] 3 > [ ] 4"
    assert table.state.level_at["hand"] == [1, 1, 2, 2, 3, 4]
    assert "two boxes make it 2, two more 3, and the fifth box 4" in words


def test_a_person_alone_at_the_screen_sees_their_own_treasures_while_drafting(app):
    """Hidden only for hot-seat's sake (no curtain while drafting or drawing paths): alone at
    the screen (against computer players, or at a network table) the owner sees them."""
    table = start(app)
    play_until(app, table, lambda: table.state.treasures[0] and table.state.phase == "draft")
    assert table.eyes() == 0 and table.show_treasures(0, 0)
    assert not table.show_treasures(1, 0)  # never a rival's
    hot = open_game(app, "doodle", "hh", SEED)
    frames(app)
    assert hot.state.phase == "draft" and not hot.show_treasures(0, 0)  # others may look
