"""Scene navigation through the real screens, driven by events."""

from __future__ import annotations

import pygame
from tablehelpers import open_game, play_to_results
from uihelpers import button, click, frames, key

from game import saves
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.game_select import GameSelectScene
from game.client.scenes.help import HelpScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.tables.kit.table import TableScene


def labels(scene):
    return [getattr(w, "label", None) for w in scene.widgets if hasattr(w, "label")]


def test_title_offers_resume_only_with_an_unfinished_save(tiny, app):
    title = app.push(TitleScene(app))
    assert "Resume" not in labels(title)
    from game.client.session import Session
    from game.saves import SeatInfo

    session = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 1)
    action = session.state.legal_actions(0)[0]
    session.submit(0, action)
    title.refresh()
    assert "Resume" in labels(title)
    click(app, button(title, "Resume").rect.center)
    assert isinstance(app.top, TableScene)
    assert app.top.state.history == [(0, action)]


def test_new_game_through_setup_to_the_table_and_to_the_results(tiny, app):
    title = app.push(TitleScene(app))
    click(app, button(title, "New game").rect.center)
    select = app.top
    assert isinstance(select, GameSelectScene)
    card = next(c for c in select.cards if c.spec.id == "tiny")
    click(app, card.rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert setup.count == 1  # a game with an official automa starts solo
    counter = setup.widgets[0]
    counter.step(1)  # two players
    assert setup.count == 2
    # make seat 2 a computer at the 'random' level (no levels registered for the tiny game)
    setup.seats[1].kind, setup.seats[1].level = "ai", "random"
    setup.seats[0].kind = "ai"
    setup.seats[0].level = "random"
    click(app, button(setup, "Start").rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.name for s in table.session.seats] == ["Ann", "Bea"]
    for _ in range(400):
        app.frame()
        if isinstance(app.top, ResultsScene):
            break
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.categories == ["tokens", "pairs"]
    assert sorted(s.place for s in results.scores)[0] == 1
    click(app, button(results, "Play again").rect.center)
    again = app.top
    assert isinstance(again, TableScene) and again.session is not table.session
    assert [s.name for s in again.session.seats] == ["Ann", "Bea"]
    assert again.session.seed != table.session.seed


def test_setup_refuses_two_players_with_the_same_name(tiny, app):
    setup = app.push(SetupScene(app, "tiny"))
    setup.set_count(2)
    setup.set_name(1, "ann")
    click(app, button(setup, "Start").rect.center)
    assert app.top.name == "message" and "different name" in app.top.text
    assert not any(isinstance(s, TableScene) for s in app.stack)


def test_curtain_between_two_human_seats(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "human", None, 1)]
    session = Session("tiny", seats, 4, runner=app.bot_runner())
    open_table(app, session)
    table = app.top
    frames(app, 2)
    assert app.top is table and table.revealed_to == 0  # first player: nothing to hide yet
    table.submit({"act": "place", "token": 0, "cell": [0, 0]})
    frames(app, 1)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    assert not curtain.transparent  # the table is not drawn under it
    click(app, (200, 200))  # clicks elsewhere do not reach the table
    assert len(session.state.history) == 1
    curtain.update(0.6)  # keys lift the curtain only once it has been up a moment
    key(app, pygame.K_RETURN)
    assert app.top is table and table.revealed_to == 1


def test_pause_menu_rules_settings_and_quit(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    open_table(app, Session("tiny", [SeatInfo("Ann", "human", None, 0)], 2))
    table = app.top
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert menu.name == "pause"
    click(app, button(menu, "Rules").rect.center)
    assert isinstance(app.top, HelpScene)
    key(app, pygame.K_ESCAPE)
    click(app, button(menu, "Save a copy").rect.center)
    assert app.top.name == "message"
    copies = [p for p in saves.saves_dir().glob("tiny-*.json")]
    assert len(copies) == 1 and saves.read_save(copies[0]).game_id == "tiny"
    key(app, pygame.K_RETURN)
    click(app, button(menu, "Quit to title").rect.center)
    assert len(app.stack) == 1 and isinstance(app.top, TitleScene)
    assert table not in app.stack


def test_help_renders_markdown_and_scrolls(tiny, app, tmp_path, monkeypatch):
    from game.client.scenes import help as help_module

    text = "# Tiny\n\nIntro line.\n\n## Turn\n" + "\n".join(f"- step {i}" for i in range(80))
    path = tmp_path / "tiny.md"
    path.write_text(text)
    monkeypatch.setattr(help_module, "help_path", lambda game_id: path)
    scene = app.push(HelpScene(app, "tiny"))
    assert scene.max_scroll > 0
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0
        )
    )
    assert scene.scroll == 120
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    app.frame()


def test_settings_screen_changes_are_remembered(app, home):
    from game.client.scenes.settings_scene import SettingsScene
    from game.settings import load_settings

    scene = app.push(SettingsScene(app))
    speed = scene.widgets[3]
    speed.step(1)
    palette = scene.widgets[5]
    palette.step(1)
    assert load_settings().animation_speed == app.settings.animation_speed != "instant"
    assert load_settings().colour_blind is True


def test_table_confirm_runs_the_action_only_on_yes(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    open_table(app, Session("tiny", [SeatInfo("Ann", "human", None, 0)], 2))
    table = app.top
    done = []
    table.confirm("Really?", lambda: done.append(True))
    click(app, button(app.top, "Cancel").rect.center)
    assert done == [] and app.top is table
    table.confirm("Really?", lambda: done.append(True))
    key(app, pygame.K_RETURN)
    assert done == [True] and app.top is table


def test_title_menu_works_from_the_keyboard(tiny, app):
    title = app.push(TitleScene(app))
    assert button(title, "New game").focused  # no game to resume: the keyboard starts here
    key(app, pygame.K_DOWN)
    assert button(title, "Join a table").focused
    key(app, pygame.K_DOWN)
    assert button(title, "Rules").focused
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert button(title, "New game").focused and not button(title, "Rules").focused
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, GameSelectScene)


def test_title_keyboard_starts_on_resume_when_there_is_a_game_to_resume(tiny, app):
    from game.client.session import Session
    from game.saves import SeatInfo

    session = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 1)
    session.submit(0, session.state.legal_actions(0)[0])
    title = app.push(TitleScene(app))
    assert button(title, "Resume").focused and not button(title, "New game").focused


def test_enter_on_the_results_does_not_start_a_new_game(tiny, app):
    table = open_game(app, "tiny", "aa", 3, level="random")
    results = play_to_results(app)
    key(app, pygame.K_RETURN)
    frames(app)
    assert app.top is results and results.session is table.session
    key(app, pygame.K_p)  # the deliberate key does
    frames(app)
    assert app.top is not results and app.top.session is not table.session


def test_setup_name_field_typing_and_tab(tiny, app):
    from game.client.widgets.textfield import TextField

    setup = app.push(SetupScene(app, "tiny"))
    field = next(w for w in setup.widgets if isinstance(w, TextField))
    click(app, field.rect.center)
    assert field.focused
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Zed"))
    assert setup.seats[0].name == "Zed"
    key(app, pygame.K_TAB)
    assert not field.focused
    following = setup.widgets[setup.widgets.index(field) + 1]
    assert following.focused


def test_saved_games_lists_unfinished_saves_and_opens_the_one_picked(tiny, app):
    import os

    from game.client.scenes.saved_games import SavedGamesScene
    from game.client.session import Session
    from game.saves import SeatInfo

    session = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 1)
    session.submit(0, session.state.legal_actions(0)[0])
    copy = session.save_copy()
    os.utime(copy, (1, 1))  # make the copy the older file
    session.submit(1, {"act": "warden"})
    (saves.saves_dir() / "broken.json").write_text("{")
    title = app.push(TitleScene(app))
    assert "Saved games" in labels(title)
    click(app, button(title, "Saved games").rect.center)
    scene = app.top
    assert isinstance(scene, SavedGamesScene)
    assert [row.path.name for row in scene.rows] == ["autosave.json", copy.name]
    assert [path.name for path, _ in scene.problems] == ["broken.json"]
    app.frame()
    click(app, scene.rows[1].rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert len(table.state.history) == 1 and table.session.save_path == copy


def test_the_game_log_scrolls_back_with_the_wheel(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "human", None, 1)]
    session = Session("tiny", seats, 3)
    while session.state.grid.count(None) > 1:  # draws and placements: plenty of log lines
        seat = session.state.to_move()[0]
        session.submit(seat, session.state.legal_actions(seat)[-1])
    open_table(app, session)
    table = app.top
    log = table.slot_rect("log")
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.dispatch(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    )
    assert table.log_panel.scroll == 3
    table.draw(app.canvas)
    assert table.log_panel.scroll == 3  # more lines than the panel holds, so it stays scrolled
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=-5, flipped=False, precise_x=0.0, precise_y=-5.0
        )
    )
    assert table.log_panel.scroll == 0


def test_setup_offers_game_options_and_starts_with_them(app):
    setup = app.push(SetupScene(app, "raiders"))
    assert setup.options == {"tactical": False}
    switch = [w for w in setup.widgets if getattr(w, "values", None) == [False, True]]
    assert len(switch) == 1
    switch[0].step(1)
    setup.launch()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.state.options == {"tactical": True}


def test_the_menu_opens_over_the_curtain_without_uncovering_the_table(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    seats = [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "human", None, 1)]
    session = Session("tiny", seats, 4, runner=app.bot_runner())
    open_table(app, session)
    table = app.top
    frames(app, 2)
    table.submit({"act": "place", "token": 0, "cell": [0, 0]})
    frames(app, 1)
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert menu.name == "pause" and app.stack[-2] is curtain  # the opaque curtain stays under it
    click(app, button(menu, "Save a copy").rect.center)
    assert any(saves.saves_dir().glob("tiny-*.json"))
    key(app, pygame.K_RETURN)  # close the message
    click(app, button(menu, "Back to the game").rect.center)
    assert app.top is curtain and table.revealed_to == 0
    click(app, button(curtain, "Menu").rect.center)
    assert app.top.name == "pause"


def write_broken_saves(count):
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    texts = {}
    for i in range(count):
        path = folder / f"broken-{i}-with-a-rather-long-file-name-to-wrap.json"
        path.write_text('{"format": 1, "game": ' * (i + 1))  # cut short, each differently
        texts[path] = path.read_bytes()
    return texts


def test_title_lists_unreadable_saves_whole_and_points_to_saved_games(tiny, app):
    texts = write_broken_saves(6)
    title = app.push(TitleScene(app))
    assert "Saved games" in labels(title)  # the full list is one click away even with no other save
    lines = title.problem_lines()
    menu_bottom = max(w.rect.bottom for w in title.widgets)
    line_h = fonts_line_h()
    assert len(lines) * line_h + 20 <= 800 - 12 - menu_bottom  # below the menu, never over it
    assert lines[-1].endswith("listed under Saved games.")
    from game.client import fonts

    assert all(fonts.font(15).size(line)[0] <= 1000 - 32 for line in lines)
    title.draw(app.canvas)
    assert {p: p.read_bytes() for p in texts} == texts  # left as they were


def fonts_line_h():
    from game.client import fonts

    return fonts.font(15).get_linesize() + 2


def test_saved_games_lists_every_unreadable_file_with_its_reason(tiny, app):
    from game.client.scenes.saved_games import SavedGamesScene

    texts = write_broken_saves(3)
    scene = app.push(SavedGamesScene(app))
    lines = scene.problem_lines()
    joined = " ".join(lines)
    for path in texts:
        assert path.name.split("-with")[0] in joined
    assert len(lines) * fonts_line_h() + 24 <= scene.problem_box.height
    assert scene.problem_box.bottom <= button(scene, "Back").rect.top
    scene.draw(app.canvas)
    many = write_broken_saves(30)
    scene = app.push(SavedGamesScene(app))
    lines = scene.problem_lines()
    assert (
        lines[-1].startswith("... and ")
        and len(lines) * fonts_line_h() + 24 <= scene.problem_box.height
    )
    assert len(many) == 30


def test_title_with_room_for_one_line_still_says_what_is_wrong(tiny, app):
    from game.client.session import Session
    from game.saves import SeatInfo

    write_broken_saves(6)
    session = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 1)
    session.submit(0, session.state.legal_actions(0)[0])  # a game to resume: one item more
    title = app.push(TitleScene(app))  # eight menu items leave one line below the menu
    lines = title.problem_lines()
    assert len(lines) == 1 and lines[0].startswith("6 saved games could not be read")
    assert "Saved games" in lines[0]


def test_the_log_panel_follows_new_moves_and_an_undo(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    session = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 4)
    open_table(app, session)
    table = app.top

    def shown():
        table.draw(app.canvas)
        return [text for _, text, _ in table.log_panel.rows()]

    def move():
        seat = session.state.to_move()[0]
        assert session.submit(seat, session.state.legal_actions(seat)[0]) is None

    assert shown() == []
    move()
    after_one = shown()
    assert after_one and after_one[0].startswith("Ann ")
    move()
    move()
    after_two = shown()
    assert after_two[: len(after_one)] == after_one and len(after_two) > len(after_one)
    assert session.undo()
    assert shown() == [
        f"{session.seat_name(e.seat)} {e.text}" if not e.detail else e.text for e in session.log
    ]


def test_escape_goes_back_one_screen_and_from_the_results_to_the_title(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    title = app.push(TitleScene(app))
    click(app, button(title, "New game").rect.center)
    assert isinstance(app.top, GameSelectScene)
    click(app, next(c for c in app.top.cards if c.spec.id == "tiny").rect.center)
    setup = app.top
    name = next(w for w in setup.widgets if w.__class__.__name__ == "TextField")
    click(app, name.rect.center)  # editing a name: Escape only stops the editing
    key(app, pygame.K_ESCAPE)
    assert app.top is setup and not name.focused
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameSelectScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is title
    session = Session("tiny", [SeatInfo("Ann", "ai", "random", 0)], 5)
    open_table(app, session)
    for _ in range(400):
        app.frame()
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_a_greyed_undo_button_says_why_on_hover(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    session = Session(
        "tiny", [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "human", None, 1)], 3
    )
    open_table(app, session)
    table = app.top
    frames(app)
    assert not table.undo_button.enabled
    table.draw(app.canvas)
    notes = [text for rect, text in table.tooltips.areas if rect == table.undo_button.rect]
    assert notes == ["There is no move of yours to take back yet."]


def test_a_score_row_note_names_the_seat_its_total_and_where_it_came_from():
    from game.client.tables.kit.table import score_note
    from game.rules import SeatScore

    score = SeatScore(22, {"during play": 8, "blocks": 0, "chests": 6, "traps": 8}, 1)
    assert (
        score_note("Bea", score)
        == "Bea: 22 points. During play 8, chests 6, traps 8; 0 from blocks."
    )
    assert score_note("Ann", SeatScore(1, {"gold": 1}, 2)) == "Ann: 1 point. Gold 1."
    out = SeatScore(9, {"coins": 9}, 3, eliminated=True, note="collapsed with the most wounds")
    assert (
        score_note("Cal", out)
        == "Cal: 9 points. Coins 9. Out of the game: collapsed with the most wounds."
    )
    assert score_note("Cal", out, final=False) == (
        "Cal: 9 points. Coins 9. If the game ended now: out, collapsed with the most wounds."
    )


def test_from_the_results_the_final_board_can_be_seen_and_left_again(tiny, app):
    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    session = Session("tiny", [SeatInfo("Ann", "ai", "random", 0)], 5)
    open_table(app, session)
    table = app.top
    for _ in range(400):
        app.frame()
        if isinstance(app.top, ResultsScene):
            break
    results = app.top
    assert isinstance(results, ResultsScene) and app.stack[-2] is table
    click(app, button(results, "See the board").rect.center)
    from game.client.scenes.replay import ReplayScene

    board = app.top
    assert isinstance(board, ReplayScene) and board.table.state.is_over() and board.table.sees_all
    frames(app, 120)
    assert app.top is board  # the results do not come back by themselves
    assert not board.table.results_button.visible and not board.table.undo_button.visible
    click(app, button(board, "Close").rect.center)
    assert app.top is results and app.stack[-2] is table
    click(app, table.results_button.rect.center)
    assert isinstance(app.top, ResultsScene) and app.stack[-2] is table
    click(app, button(app.top, "Play again").rect.center)
    assert isinstance(app.top, TableScene) and app.top is not table and len(app.stack) == 2


def test_a_saved_game_is_deleted_from_the_list_after_a_question(tiny, app):
    from game.client.scenes.message import ConfirmOverlay
    from game.client.scenes.saved_games import SavedGamesScene
    from game.client.session import Session
    from game.saves import SeatInfo

    kept = Session("tiny", [SeatInfo("Ann", "human", None, 0)], 1)
    kept.submit(0, kept.state.legal_actions(0)[0])
    other = Session("tiny", [SeatInfo("Bea", "human", None, 1)], 2)  # a new game keeps Ann's
    assert other.save_path != kept.save_path
    other.submit(0, other.state.legal_actions(0)[0])
    saves.flush_autosaves()
    scene = app.push(SavedGamesScene(app))
    app.frame()
    assert sorted(row.path.name for row in scene.rows) == ["autosave-2.json", "autosave.json"]
    row = next(row for row in scene.rows if row.path == other.save_path)
    click(app, row.delete_button.rect.center)
    question = app.top
    assert isinstance(question, ConfirmOverlay) and "Bea" in question.detail
    click(app, button(question, "Cancel").rect.center)
    assert other.save_path.exists() and app.top is scene
    click(app, row.delete_button.rect.center)
    click(app, button(app.top, "Delete").rect.center)
    assert not other.save_path.exists() and kept.save_path.exists()
    assert [r.path for r in app.top.rows] == [kept.save_path]


def test_a_key_pressed_as_the_curtain_comes_down_does_not_lift_it(app):
    from game.client.scenes.curtain import KEY_GRACE
    from game.client.session import Session
    from game.saves import SeatInfo

    session = Session(
        "makers", [SeatInfo("Ann", "human", "", 0), SeatInfo("Bea", "human", "", 1)], 3
    )
    lifted = []
    curtain = app.push(CurtainScene(app, session, 1, lifted.append))
    key(app, pygame.K_RETURN)  # the second press of an Enter meant for the screen before
    assert app.top is curtain and lifted == []
    curtain.update(KEY_GRACE + 0.1)
    key(app, pygame.K_RETURN)
    assert lifted == [1] and app.top is not curtain


def test_a_game_card_names_its_solo_opponent_or_says_solo_is_against_computers():
    from game.client.scenes.game_select import player_text
    from game.rules import GAMES

    assert player_text(GAMES["makers"]) == "1-2 players (solo against the Iron Golem)"
    assert player_text(GAMES["stonespine"]) == "1-5 players (solo against Jael)"
    assert player_text(GAMES["raiders"]) == "3-5 players; solo against computer players"


def test_game_cards_fit_between_the_title_and_the_back_button_for_any_count():
    from game.client.scenes.game_select import LIST_BOTTOM, LIST_TOP, card_rects

    for count in range(1, 7):
        for scale in (1.0, 1.3, 1.6):
            rects = card_rects(count, scale)
            assert len(rects) == count
            assert all(r.top >= LIST_TOP and r.bottom <= LIST_BOTTOM for r in rects)
            assert all(0 <= r.left and r.right <= 1280 for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_settings_screen_says_what_confirm_moves_does_at_every_text_size(app):
    from game.client import fonts, theme
    from game.client.scenes.settings_scene import CONFIRM_NOTE, SettingsScene
    from game.settings import UI_SCALES

    scene = app.push(SettingsScene(app))
    assert scene.labels[-1][0] == "Confirm moves"  # the note is drawn under the last row
    assert "Confirm or Enter" in CONFIRM_NOTE and "Off:" in CONFIRM_NOTE
    confirm_row = scene.widgets[len(scene.labels) - 1].rect
    for scale in UI_SCALES:
        fonts.set_scale(scale)
        note = scene.note_rect()
        lines = fonts.wrap(CONFIRM_NOTE, 15, note.width)
        # every line is drawn: the note's room holds them all, under its row, above the seat
        # colours (drawn 56 px below it, 16 px tall) and the window's bottom edge
        assert (
            sum(fonts.render(line, 15, theme.TEXT_DIM).get_height() for line in lines)
            <= note.height
        )
        assert note.top >= confirm_row.bottom
        assert note.bottom + 56 + 16 <= theme.CANVAS_SIZE[1]
        bare = pygame.Surface(theme.CANVAS_SIZE)
        scene.draw(bare)
        ink = pygame.mask.from_threshold(bare.subsurface(note), theme.TEXT_DIM, (40, 40, 40, 255))
        assert ink.count() > 200, f"no note drawn at {scale:.0%}"
    fonts.set_scale(1.0)


def test_a_closed_table_is_freed_with_its_pictures_after_the_frame(tiny, app):
    import gc
    import weakref

    from game.client.scenes.table_launch import open_table
    from game.client.session import Session
    from game.saves import SeatInfo

    open_table(app, Session("tiny", [SeatInfo("Ann", "human", None, 0)], 1))
    frames(app, 2)
    table = weakref.ref(app.top)
    assert isinstance(table(), TableScene)
    gc.disable()  # only the app's own collection may free it (Python's could come at any time)
    try:
        app.reset_to(TitleScene(app))
        assert (
            table() is not None
        )  # its widgets call its methods: a cycle that waits for a collection
        frames(app, 1)
        assert table() is None
    finally:
        gc.enable()
