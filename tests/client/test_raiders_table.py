"""The Dungeon Raiders table, headless: drag, click and keys play a card; the curtain comes
between hot-seat players; what is drawn for one player never depends on another's secret pick;
whole games reach the results."""

from __future__ import annotations

import pygame
from tablehelpers import NAMES, open_game, pass_curtain, wait_for_turn
from uihelpers import click, drag, frames, key

from game.boards import load_board
from game.client import fonts
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.results import ResultsScene
from game.client.tables.raiders import cards
from game.client.tables.raiders import text as words
from game.client.tables.raiders.table import RaidersTable
from game.client.widgets.text import fit_label, fit_text, keep_sums
from game.rules.raiders.content import CATALOG


def start(app, kinds: str, seed: int = 3, level: str = "easy", options=None) -> RaidersTable:
    """A raiders table; `kinds` has one letter per seat: h human, a computer."""
    table = open_game(app, "raiders", kinds, seed, level, options)
    assert isinstance(table, RaidersTable)
    return table


def wait_for_reveal(app, table, limit=10) -> None:
    """Run frames until a room's result is on show."""
    for _ in range(limit):
        frames(app)
        if table.reveal is not None:
            break
    assert table.reveal is not None and table.reveal.kind == "room"


def played(state, seat: int) -> list:
    return [a for s, a in state.history if s == seat]


def test_the_level_has_every_slot_the_table_needs():
    board = load_board("raiders")
    assert board.problems == []
    missing = [s for s in RaidersTable.REQUIRED_SLOTS if s not in board]
    assert missing == []


def test_dragging_a_card_to_the_play_spot_plays_it(app):
    table = start(app, "haa")
    wait_for_turn(app, table)
    three = table.slot_rect("hand_2").center
    drag(app, three, table.slot_rect("spot").center)
    assert {"play": "power", "value": 3} in played(table.state, 0)


def test_a_card_dropped_off_the_spot_goes_back(app):
    table = start(app, "haa")
    wait_for_turn(app, table)
    before = len(table.state.history)
    drag(app, table.slot_rect("hand_4").center, table.slot_rect("room").center)
    assert len(table.state.history) == before
    assert table.drag.held is None


def test_clicking_a_card_plays_it(app):
    table = start(app, "haa")
    wait_for_turn(app, table)
    click(app, table.slot_rect("hand_0").center)
    assert {"play": "power", "value": 1} in played(table.state, 0)


def test_keys_1_to_5_play_power_cards_and_a_used_card_is_refused_with_the_reason(app):
    table = start(app, "haa")
    wait_for_turn(app, table)
    key(app, pygame.K_4)
    assert played(table.state, 0) == [{"play": "power", "value": 4}]
    wait_for_turn(app, table)  # the room resolved; the next room of the same level
    assert table.state.current == 1
    history = list(table.state.history)
    key(app, pygame.K_4)
    assert table.state.history == history
    assert table.flash_bad and "4" in table.flash_text and "table" in table.flash_text
    key(app, pygame.K_2)
    assert played(table.state, 0)[-1] == {"play": "power", "value": 2}


def test_a_room_resolution_is_shown_with_its_log_lines_until_continue_in_hot_seat(app):
    table = start(app, "hha")
    for seat in (0, 1):
        pass_curtain(app)
        wait_for_turn(app, table)
        assert table.eyes() == seat
        key(app, pygame.K_5)
    wait_for_reveal(app, table)
    names = [table.session.seat_name(s) for s in range(3)]
    assert table.reveal.lines == [line.format(*names) for line in table.state.last["lines"]]
    assert table.eyes() is None  # a public moment: no hand on screen
    frames(app, 30)
    assert table.reveal is not None and not isinstance(app.top, CurtainScene)
    click(app, table.continue_button.rect.center)
    assert table.reveal is None
    frames(app)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 0


def test_the_curtain_comes_before_each_humans_secret_choice(app):
    table = start(app, "hhh")
    frames(app)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 0  # even the first hand
    pass_curtain(app)
    assert app.top is table and table.eyes() == 0
    key(app, pygame.K_1)
    frames(app)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1
    pass_curtain(app)
    assert table.eyes() == 1


def canvas_for_second_player(app, first_card: int) -> bytes:
    table = start(app, "hhh", seed=9)
    pass_curtain(app)
    key(app, pygame.K_0 + first_card)
    pass_curtain(app)
    assert table.eyes() == 1
    view = table.shown_state()
    assert view.commits[0] is None and view.sealed[0]  # Ann's pick is not in Bea's view
    assert view.hands[0] == [1, 2, 3, 4, 5]
    app.draw()
    return pygame.image.tobytes(app.canvas, "RGB")


def test_what_is_drawn_for_bea_does_not_depend_on_anns_hidden_pick(app):
    one = canvas_for_second_player(app, 1)
    five = canvas_for_second_player(app, 5)
    assert one == five


def test_solo_game_against_ai_raiders_reaches_the_results(app):
    table = start(app, "haaa", seed=21, level="normal")
    seen_levels = set()
    for _ in range(4000):
        if isinstance(app.top, ResultsScene):
            break
        if table.my_turn():
            view = table.shown_state()
            for s in range(1, 4):
                if view.phase == "play":
                    assert view.commits[s] is None  # bots' picks never reach the human's view
            seen_levels.add(view.level_no)
            action = next(a for a in table.state.legal_actions(0) if "play" in a)
            if action["play"] == "power":
                key(app, pygame.K_0 + action["value"])
            else:
                key(
                    app,
                    {
                        v: k
                        for k, v in {
                            pygame.K_y: "key",
                            pygame.K_s: "sword",
                            pygame.K_c: "crystal_ball",
                            pygame.K_t: "torch",
                        }.items()
                    }[action["item"]],
                )
        frames(app)
    assert isinstance(app.top, ResultsScene)
    assert seen_levels == {1, 2, 3, 4, 5}
    notes = [score.note for score in app.top.scores]
    assert (
        all(notes)
        and any("win" in note for note in notes)
        or all(score.eliminated for score in app.top.scores)
    )


def pass_curtain_or_reveal(app, table) -> bool:
    """Click 'I am ...' on a curtain, or Continue on a reveal; True if either was there."""
    if isinstance(app.top, CurtainScene):
        click(app, app.top.widgets[0].rect.center)
    elif table.reveal is not None and table.continue_button.visible:
        click(app, table.continue_button.rect.center)
    else:
        return False
    return True


def test_three_humans_play_a_whole_hot_seat_game_never_seeing_another_pick(app):
    table = start(app, "hhh", seed=4)
    turns = 0
    for _ in range(3000):
        if isinstance(app.top, ResultsScene):
            break
        if not pass_curtain_or_reveal(app, table) and table.my_turn():
            seat = table.eyes()
            view = table.shown_state()
            for other in range(3):
                if other != seat and view.phase == "play":
                    assert view.commits[other] is None
                if other != seat and view.phase == "crystal":
                    assert view.seconds[other] is None
            power = [a for a in table.state.legal_actions(seat) if a.get("play") == "power"]
            action = power[turns % len(power)]
            click(app, table.slot_rect(f"hand_{action['value'] - 1}").center)
            assert (seat, action) in table.state.history
            turns += 1
        frames(app)
    assert isinstance(app.top, ResultsScene)
    history = table.state.history
    forced = len(history) - turns  # last numbers played for their owners, without a click
    assert turns >= 60 and len(history) >= 75  # 25 rooms, three players
    assert 0 < forced <= 15  # at most each raider's fifth number in each level


def test_a_forced_last_card_is_played_at_once_without_a_curtain(app):
    table = start(app, "hhh", seed=4)
    for _ in range(3000):
        state = table.state
        forced = [s for s in state.to_move() if len(state.legal_actions(s)) == 1]
        if forced:
            break
        if not pass_curtain_or_reveal(app, table) and table.my_turn():
            seat = table.eyes()
            power = [a for a in state.legal_actions(seat) if a.get("play") == "power"]
            click(app, table.slot_rect(f"hand_{power[0]['value'] - 1}").center)
        frames(app)
    seat = forced[0]
    assert not table.needs_curtain(seat)
    moves = len(table.state.history)
    for _ in range(50):  # no card is clicked from here on
        if len(table.state.history) > moves:
            break
        pass_curtain_or_reveal(app, table)
        frames(app)
    assert len(table.state.history) > moves and table.state.history[moves][0] in forced
    assert "one card left" in (table.flash_text or "")


def test_a_game_of_computer_raiders_plays_itself_to_the_results(app):
    start(app, "aaa", seed=2, level="easy")
    for _ in range(3000):
        if isinstance(app.top, ResultsScene):
            break
        frames(app)
    results = app.top
    assert isinstance(results, ResultsScene)
    # wounds sit beside the coins for information; the score itself stays the coins alone
    state = results.session.state
    assert results.columns == ["coins", "wounds"]
    assert results.info == {"wounds": list(state.wounds)}
    assert [s.total for s in results.scores] == [sum(s.breakdown.values()) for s in results.scores]
    assert results.layout()["width"] > 0 and app.draw() is None


def test_the_torch_button_lights_a_torch_for_the_viewer_only(app):
    for seed in range(40):
        table = start(app, "hha", seed=seed)
        explorer = [s for s in (0, 1) if table.state.items[s]["torch"]]
        if explorer and any(not up for up in table.state.face_up):
            break
    assert explorer, "some seed in 0-39 deals the torch to a human"
    seat = explorer[0]
    for _ in range(4):
        pass_curtain(app)
        if table.eyes() == seat:
            break
        key(app, pygame.K_1)
    assert table.eyes() == seat and table.torch_button.visible
    click(app, table.torch_button.rect.center)
    dark = [i for i, up in enumerate(table.state.face_up) if not up]
    assert table.state.seen[seat] == dark
    other = 1 - seat
    assert table.state.view(other).seen[seat] == dark  # everyone knows it was lit ...
    assert not table.state.view(other).seen[other]  # ... but only the holder saw the rooms


def test_every_room_has_an_effect_table_in_our_words():
    for card_id, card in CATALOG.cards.items():
        for players in (3, 4, 5):
            rows = words.effect_rows(card, players)
            assert rows and all(row.text for row in rows), card_id
        if card.kind == "vault":
            assert [row.label for row in words.effect_rows(card, 3)] == ["1", "2", "3", "4", "5"]
        if card.kind == "monster":
            assert str(card.strength_for(4)) in words.effect_rows(card, 4)[0].text


def test_the_rules_help_covers_every_trap_boss_item_and_the_end():
    from game.client.scenes.help import help_path

    text = help_path("raiders").read_text(encoding="utf-8")
    names = {card.name for card in CATALOG.cards.values() if card.kind in ("trap", "boss")}
    names |= {c.name for c in CATALOG.characters} | {
        "Torch",
        "Crystal ball",
        "Key",
        "Sword",
        "Hydra",
        "Tactical variant",
        "collapse",
    }
    missing = [name for name in sorted(names) if name.lower() not in text.lower()]
    assert missing == []


def test_the_finished_game_is_drawn_before_the_results(app):
    table = start(app, "haa", seed=8)
    session = table.session
    while not session.state.is_over():
        seat = session.state.to_move()[0]
        session.submit(seat, session.state.legal_actions(seat)[0])
    assert table.reveal is not None and table.reveal.kind == "room"
    app.draw()  # the boss's reveal
    table.end_reveal()
    app.draw()  # the final position, no room left in the row
    assert table.state.is_over() and app.top is table


def seed_where(check, limit=200) -> int:
    from game.rules.raiders import new_state

    return next(seed for seed in range(limit) if check(new_state(3, seed)))


def test_a_crystal_ball_shows_the_others_cards_then_asks_for_a_second_card(app):
    seed = seed_where(lambda st: st.characters[0] == "wizard")
    table = start(app, "haa", seed=seed)
    wait_for_turn(app, table)
    key(app, pygame.K_c)
    wait_for_turn(app, table)
    view = table.shown_state()
    assert view.phase == "crystal"
    assert all(view.commits[s] is not None and not view.sealed[s] for s in (1, 2))
    assert "second card" in table.prompt()
    key(app, pygame.K_3)
    assert table.state.last["cards"][0] == {"play": "power", "value": 3}


def test_tactical_play_goes_round_the_table_face_up(app):
    from game.rules.raiders import new_state

    seed = next(seed for seed in range(200) if new_state(3, seed, {"tactical": True}).start == 1)
    table = start(app, "haa", seed=seed, options={"tactical": True})
    key(app, pygame.K_2)  # Bea holds the map: Ann plays third
    assert table.state.history == [] and "turn" in table.flash_text
    wait_for_turn(app, table)
    view = table.shown_state()
    assert all(view.commits[s] is not None and not view.sealed[s] for s in (1, 2))
    app.draw()
    key(app, pygame.K_2)
    assert table.state.last["cards"][0] == {"play": "power", "value": 2}


def test_the_last_room_of_a_level_is_shown_before_the_next_level_is_announced(app):
    table = start(app, "haa", seed=5)
    session = table.session
    while len(session.state.discarded) < 5:
        seat = session.state.to_move()[0]
        session.submit(seat, session.state.legal_actions(seat)[0])
    assert session.state.level_no == 2
    assert (table.reveal.level, table.reveal.room_no) == (1, 5)
    app.draw()
    assert table.flash_text is None or not table.flash_text.startswith("Level 2")
    table.end_reveal()
    assert table.flash_text.startswith("Level 2 of 5")


def reveal_in_hot_seat(app, seed=3):
    """Ann and Bea (humans) and a computer each play a card; the room's result is on show."""
    table = start(app, "hha", seed=seed)
    for _ in (0, 1):
        pass_curtain(app)
        wait_for_turn(app, table)
        key(app, pygame.K_1)
    wait_for_reveal(app, table)
    return table


def test_the_reveal_prompt_speaks_to_the_whole_table_not_one_seat(app, monkeypatch):
    table = reveal_in_hot_seat(app)
    drawn = []
    real = fonts.render
    monkeypatch.setattr(
        fonts, "render", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    )
    table.prompt_line.draw(app.canvas)
    assert drawn and drawn[0].startswith("Everyone:")
    assert not any(name in drawn[0] for name in NAMES)


def test_the_next_dark_room_stays_as_it_was_until_the_result_is_dismissed(app, monkeypatch):
    for seed in range(3, 40):  # a level whose second room starts dark
        table = reveal_in_hot_seat(app, seed)
        if not table.presented_state().face_up[1]:
            break
    state = table.state
    assert state.face_up[1] and state.current == 1  # the rules have entered the next room
    dark = []
    real = cards.dark_room
    monkeypatch.setattr(cards, "dark_room", lambda *a, **k: dark.append(1) or real(*a, **k))
    table.dungeon.draw_row(app.canvas, table.shown_state(), table.eyes())
    during = len(dark)
    click(app, table.continue_button.rect.center)
    dark.clear()
    table.dungeon.draw_row(app.canvas, table.shown_state(), table.eyes())
    assert during == len(dark) + 1  # room 2 turned face up only after Continue


def test_card_labels_fit_their_card_whole(app):
    ink = (255, 255, 255)
    for width in (20, 44, 60, 90):
        for item in words.ITEM_ORDER:
            label = fit_label(words.ITEM_NAMES[item], 11, ink, width)
            assert label.get_width() <= width
        assert fit_text("Gelatinous Cube", 13, ink, width, bold=True).get_width() <= width
    # the reveal's small card keeps the whole name, on two lines when one is too long
    two = fit_label("Crystal ball", 11, ink, 42)
    one = fit_label("Crystal ball", 11, ink, 400)
    assert two.get_height() > one.get_height() and two.get_width() <= 42


def level_pattern(state, level_card=None) -> str:
    return CATALOG.levels[level_card or state.level_card]


def test_the_new_level_note_counts_dark_rooms_as_the_log_does(app):
    # level 2 begins with a dark room, which the party enters (and turns face up) at once
    seed = seed_where(lambda st: level_pattern(st, st.level_pile[0]).startswith("D"))
    table = start(app, "haa", seed=seed)
    session = table.session
    while len(session.state.discarded) < 5:
        seat = session.state.to_move()[0]
        session.submit(seat, session.state.legal_actions(seat)[0])
    state = session.state
    dark = level_pattern(state).count("D")
    assert state.face_up.count(False) == dark - 1  # the first dark room is already face up
    laid_out = [entry.text for entry in session.log if entry.text.startswith("Level 2 is laid out")]
    assert laid_out == [f"Level 2 is laid out: {dark} dark room{'s' if dark != 1 else ''}."]
    table.end_reveal()
    assert table.flash_text == f"Level 2 of 5: {5 - dark} lit rooms, {dark} dark."


def test_an_entered_dark_room_is_still_marked_as_dark_on_its_card(app, monkeypatch):
    seed = seed_where(lambda st: level_pattern(st).startswith("D"))
    table = start(app, "haa", seed=seed)
    wait_for_turn(app, table)
    assert table.state.current == 0 and table.state.face_up[0]
    drawn = []
    real = cards.room_small
    monkeypatch.setattr(
        cards,
        "room_small",
        lambda card, size, n, dark=False: (
            drawn.append((card.id, dark)) or real(card, size, n, dark)
        ),
    )
    app.draw()
    first = table.state.row[0]
    assert (first, True) in drawn
    lit = [table.state.row[i] for i, mark in enumerate(level_pattern(table.state)) if mark == "L"]
    assert all((card_id, False) in drawn for card_id in lit)
    tips = dict((tuple(rect), text) for rect, text in table.tooltips.areas)
    assert "a dark room" in tips[tuple(table.slot_rect("row_0"))]
    # the mark is a word and a moon on the card, not only a darker frame
    cards.CACHE.clear()
    words_drawn = []
    real_render = fonts.render
    monkeypatch.setattr(
        fonts,
        "render",
        lambda text, *a, **k: words_drawn.append(text) or real_render(text, *a, **k),
    )
    card = CATALOG.cards[first]
    marked = real(card, (88, 124), 3, True)
    assert "DARK" in words_drawn
    plain = real(card, (88, 124), 3)
    assert pygame.image.tobytes(marked, "RGBA") != pygame.image.tobytes(plain, "RGBA")


def test_a_room_tooltip_gives_the_outcome_of_each_card_value():
    spike = CATALOG.cards["spike-1"]
    lines = words.effect_tip(spike, 3).split("\n")
    assert lines[1:] == [
        "5: Least hurt take 2 wounds",
        "4: Least hurt take 2 wounds",
        "3: Least hurt take 1 wound",
        "2: Nothing happens",
        "1: Nothing happens",
    ]
    for card in CATALOG.cards.values():
        if card.kind in ("trap", "vault"):
            starts = sorted(line[:2] for line in words.effect_tip(card, 4).split("\n")[1:])
            assert starts == ["1:", "2:", "3:", "4:", "5:"], card.id


def test_a_room_tooltip_does_not_cover_the_torch_button(app, monkeypatch):
    from game.client.widgets import tooltip

    seed = seed_where(lambda st: st.items[0]["torch"] > 0 and not all(st.face_up))
    table = start(app, "haa", seed=seed)
    wait_for_turn(app, table)
    assert table.torch_button.visible
    boxes = []
    real = tooltip.place
    monkeypatch.setattr(tooltip, "place", lambda *a, **k: boxes.append(real(*a, **k)) or boxes[-1])
    would_cover = 0
    for i in range(5):
        card = table.slot_rect(f"row_{i}")
        pos = (card.right - 2, card.centery)  # the card's right edge: nearest the button
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        boxes.clear()
        app.draw()
        assert len(boxes) == 1
        box = boxes[0]
        beside = pygame.Rect(pos[0] + 18, pos[1] + 20, *box.size)  # where notes used to go
        would_cover += beside.colliderect(table.torch_button.rect)
        for button in table.widgets:
            if button.visible:
                assert not box.colliderect(button.rect), (i, button.label)
        assert not box.collidepoint(pos)
    assert would_cover  # the test hovers where the old placement covered the button


def test_a_solo_reveal_says_that_play_goes_on_by_itself(app):
    table = start(app, "haa")
    app.settings.animation_speed = "normal"
    table.apply_settings()
    wait_for_turn(app, table)
    key(app, pygame.K_1)
    wait_for_reveal(app, table, limit=60)
    assert not table.hot_seat()
    assert "in a moment" in table.prompt()  # it moves on by itself, and says so


class BlitLog(pygame.Surface):
    """A card surface that remembers where everything was drawn on it."""

    def __init__(self, size, flags=0):
        super().__init__(size, flags)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        corner = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)
        self.placed.append(source.get_rect(topleft=corner))
        return super().blit(source, dest, *args, **kwargs)


def test_every_room_card_keeps_its_words_inside_at_the_largest_text_size(app, monkeypatch):
    size = tuple(load_board("raiders")["room"].rect[2:])
    made = []
    real = cards._blank
    monkeypatch.setattr(
        cards, "_blank", lambda s: made.append(BlitLog(s, pygame.SRCALPHA)) or made[-1]
    )
    try:
        for scale in (1.0, 1.3):
            fonts.set_scale(scale)
            for card in CATALOG.cards.values():
                for players in (3, 5):
                    made.clear()
                    cards.room_large.__wrapped__(card, size, players)
                    outside = [r for r in made[0].placed if not made[0].get_rect().contains(r)]
                    assert outside == [], (scale, card.id, players)
                    made.clear()
                    cards.room_small.__wrapped__(card, (88, 124), players, False)
                    assert all(made[0].get_rect().contains(r) for r in made[0].placed), card.id
    finally:
        fonts.set_scale(1.0)
        monkeypatch.setattr(cards, "_blank", real)


def test_chest_sums_stay_whole_when_wrapped(app):
    fonts.set_scale(1.3)
    try:
        line = "Room 4 of level 1: Treasure 4 + 2."
        parts = fonts.wrap(keep_sums(line), 14, 240, bold=True)
        assert len(parts) > 1 and any("4\u00a0+\u00a02" in part for part in parts)
        assert not any(part.strip(" .").isdigit() for part in parts)
        card = next(c for c in CATALOG.cards.values() if len(getattr(c, "chests", ())) > 1)
        drawn = []
        real = fonts.render
        fonts.render = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
        try:
            cards.room_large.__wrapped__(card, (316, 340), 3)
        finally:
            fonts.render = real
        sums = " + ".join(map(str, card.chests))
        assert any(sums.replace(" ", "\u00a0") in text for text in drawn)
        assert not any(
            text.strip().isdigit() and text.strip() == str(card.chests[-1]) for text in drawn
        )
    finally:
        fonts.set_scale(1.0)


def test_the_resolved_badge_clears_the_room_cards_words_at_130_percent(app):
    fonts.set_scale(1.3)
    try:
        table = reveal_in_hot_seat(app)
        room = table.slot_rect("room")
        _, pill = table.dungeon.room_badge(room)
        assert pill.right <= room.left + cards.HEAD_TEXT_X  # the words start there
        assert room.contains(pill) and pill.bottom <= room.top + cards.HEAD_H
    finally:
        fonts.set_scale(1.0)


def test_the_torch_button_does_not_cover_the_mode_line_at_130_percent(app):
    seed = seed_where(lambda st: st.items[0]["torch"] > 0 and not all(st.face_up))
    fonts.set_scale(1.3)
    try:
        table = start(app, "haa", seed=seed)
        wait_for_turn(app, table)
        assert table.torch_button.visible
        app.draw()
        assert table.dungeon.mode_rect.width > 50
        assert not table.dungeon.mode_rect.colliderect(table.torch_button.rect)
    finally:
        fonts.set_scale(1.0)


def test_the_game_log_scrolls_back_with_the_wheel_and_its_scrollbar(app):
    from tablehelpers import run_until

    table = start(app, "aaa")
    panel = table.log_panel
    run_until(app, lambda: len(panel.rows()) > panel.visible_rows + 6, 3000, "a long log")
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=panel.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.dispatch(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    )
    assert panel.scroll == 3
    track = panel._track()
    click(app, (track.centerx, track.bottom - 2))  # below the thumb: a page newer
    assert panel.scroll == 0


def test_the_scores_panel_shows_wounds_and_marks_the_most_wounded_but_not_as_out_before_the_end(
    app,
):
    seed = seed_where(lambda st: any(score.eliminated for score in st.scores()))
    table = start(app, "haa", seed=seed)  # a character starts with the most wounds
    rows = table.score_rows()
    scores = table.state.scores()
    for seat, row in enumerate(rows):
        wounds = table.state.wounds[seat]
        assert row.side == f"{wounds} wound{'s' * (wounds != 1)}"
        assert not row.out  # nothing has happened yet: nobody is out
        assert row.warn == ("most" if scores[seat].eliminated else "")
        if row.warn:
            assert "If the game ended now: out, collapsed with the most wounds" in row.note
    assert any(row.warn for row in rows)


def test_the_scores_panel_marks_out_a_raider_turned_to_stone_and_at_the_end_the_most_wounded(app):
    table = start(app, "haa", seed=seed_where(lambda st: st.wounds[0] != st.wounds[2]))
    state = table.state
    state.petrified[1] = True  # Medusa's victim is out at once
    table.session.version += 1  # the scores are kept per version of the game
    rows = table.score_rows()
    assert rows[1].out and "Out of the game: turned to stone" in rows[1].note
    worst = [seat for seat, score in enumerate(state.scores()) if score.eliminated and seat != 1]
    state.phase = "over"
    table.session.version += 1
    rows = table.score_rows()
    assert worst and all(rows[seat].out and not rows[seat].warn for seat in worst)


def test_once_a_reveals_tokens_have_landed_the_scores_are_the_rooms_result(app):
    table = reveal_in_hot_seat(app)  # animations off: every token has landed at once
    assert table.reveal is not None
    shown = [score.total for score in table.shown_scores()]
    assert shown == [score.total for score in table.state.scores(table.viewer_seat())]
    assert [row.side for row in table.score_rows()] == [
        f"{w} wound{'s' * (w != 1)}" for w in table.state.wounds
    ]


def test_the_final_standings_wait_for_the_last_reveal_to_end(app):
    table = start(app, "haa", seed=8)
    session = table.session
    while not session.state.is_over():
        seat = session.state.to_move()[0]
        session.submit(seat, session.state.legal_actions(seat)[0])
    assert table.reveal is not None
    end_lines = [e.text for e in session.log if e.kind == "end"]
    _, shown = table.log_lines()
    assert end_lines and not any(line.text in end_lines for line in shown)
    table.end_reveal()
    _, shown = table.log_lines()
    assert all(any(line.text == text for line in shown) for text in end_lines)


def hover(app, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def pixels(app, rect) -> bytes:
    return pygame.image.tobytes(app.canvas.subsurface(rect).copy(), "RGB")


def test_a_note_on_a_raiders_row_keeps_off_the_other_rows_and_goes_when_the_pointer_leaves(app):
    table = start(app, "haa")
    wait_for_turn(app, table)
    frames(app, 20)  # the computer raiders have picked: the picture holds still
    rows = [table.dungeon.seat_rect(seat) for seat in range(3)]
    hover(app, (5, 795))  # nothing there
    frames(app)
    bare = [pixels(app, row) for row in rows]
    for part in ("coins", "wounds", "items", "played", "card"):
        hover(app, table.dungeon.seat_rect(1, part).center)  # Bea's: the middle row
        frames(app)
        assert pixels(app, rows[1]) != bare[1], part  # the note shows, on Bea's row
        assert [pixels(app, rows[0]), pixels(app, rows[2])] == [bare[0], bare[2]], part
    app.dispatch(pygame.event.Event(pygame.WINDOWLEAVE, window=None))
    frames(app)
    assert [pixels(app, row) for row in rows] == bare  # the pointer left the window: it goes


def test_a_forced_card_chosen_by_the_person_waits_for_their_confirm(app):
    """The person clicked their one card the very frame it became their only move (with Confirm
    on): it waits for Confirm like any move; the table does not play it a second time beside it
    (that made the waiting one go back, 'it is not your turn')."""
    app.settings.confirm_moves = True
    table = start(app, "haa", seed=4)
    for _ in range(3000):
        state = table.state
        if 0 in state.to_move() and len(state.legal_actions(0)) == 1 and not table.beats:
            break
        if not pass_curtain_or_reveal(app, table) and table.my_turn():
            power = [a for a in state.legal_actions(0) if a.get("play") == "power"]
            table.propose(power[0], 0)
            table.confirm_move()
        frames(app)
    moves = len(table.state.history)
    assert table.propose(table.state.legal_actions(0)[0], 0) is None
    frames(app, 5)
    assert table.provisional is not None
    assert [s for s, _ in table.state.history[moves:]].count(0) == 0  # the others may pick
    assert table.confirm_move() is None and not table.flash_bad
    assert [s for s, _ in table.state.history[moves:]].count(0) == 1
