"""The Stonespine Architects table, headless: a chamber dragged onto the lit row is built, a drop
elsewhere is refused in the rules' words, the 2-player put-aside card is a second click, bought
tokens are dragged onto chambers and passages onto edges; the curtain comes before each person in
hot-seat and another player's hand is never drawn; whole games by mouse reach the results."""

from __future__ import annotations

import pygame
import pytest
from tablehelpers import open_game, pass_curtain
from uihelpers import click, drag, frames, key

from game.boards import load_board
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.message import ConfirmOverlay
from game.client.scenes.results import ResultsScene
from game.client.tables.stonespine import moves
from game.client.tables.stonespine.table import StonespineTable
from game.rules.stonespine.content import PASSAGE


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    from game.client.tables import TABLE_MODULES

    monkeypatch.setitem(TABLE_MODULES, "stonespine", "game.client.tables.stonespine.table")


def start(app, kinds: str, seed: int = 2) -> StonespineTable:
    table = open_game(app, "stonespine", kinds, seed)
    assert isinstance(table, StonespineTable)
    return table


def mouse_move(app, table) -> None:
    """One move by mouse for the person whose turn it is: the first legal choice on screen."""
    state, seat = table.state, table.eyes()
    if state.phase == "draft":
        piece, rect = table.pieces()[0]
        target = sorted(table.index().targets(piece))[0]
        drag(app, rect.center, table.dungeon.cell_rect(target[1]).center)
        if table.steps is not None:
            card = table.steps.options("discard")[0]
            click(app, table.slot_rect(f"hand_{state.hands[seat].index(card)}").center)
    elif state.phase == "place":
        piece, rect = table.pieces()[0]
        where, spot = sorted(table.index().targets(piece))[0]
        end = (
            table.dungeon.cell_rect(spot)
            if where == "cell"
            else table.dungeon.edge_rect(spot, state.dungeons[seat])
        )
        drag(app, rect.center, end.center)
    elif state.phase == "market":
        buys = table.legal_buys()
        if buys:
            card, half = sorted(buys)[0]
            k = [m["card"] for m in state.market].index(card)
            click(app, table.slot_rect(f"market_{k}_{half}").center)
        else:
            click(app, table.pass_button.rect.center)
            frames(app)
            if isinstance(app.top, ConfirmOverlay):
                click(app, app.top.widgets[0].rect.center)
    elif state.phase == "challenge":
        click(app, table.slot_rect("offer_0").center)
    frames(app)


def play_by_mouse(app, table, limit: int = 4000) -> ResultsScene:
    for _ in range(limit):
        if isinstance(app.top, ResultsScene):
            return app.top
        if pass_curtain(app):
            continue
        if app.top is table and table.my_turn():
            before = table.session.version
            mouse_move(app, table)
            assert table.session.version != before or table.steps is not None, (
                f"the move by mouse did nothing in {table.state.phase}: {table.flash_text}"
            )
        else:
            frames(app)
    raise AssertionError("the game never reached the results")


def test_the_level_has_every_slot_the_table_needs():
    board = load_board("stonespine")
    assert board.problems == []
    assert [s for s in StonespineTable.REQUIRED_SLOTS if s not in board] == []


def test_a_chamber_dragged_onto_the_lit_row_is_chosen(app):
    table = start(app, "h")
    frames(app)
    (piece, rect) = table.pieces()[0]
    drag(app, rect.center, table.dungeon.cell_rect(2).center)
    assert table.state.history[0] == (0, {"act": "draft", "card": piece[1], "col": 2})
    assert table.state.dungeons[0].cards[2] == piece[1]


def test_a_drop_outside_the_lit_row_is_refused_with_a_sentence(app):
    table = start(app, "h")
    frames(app)
    (piece, rect) = table.pieces()[0]
    drag(app, rect.center, table.dungeon.cell_rect(9).center)
    assert table.state.history == [] or all(a.get("act") != "draft" for _, a in table.state.history)
    assert table.flash_text == "This year's chambers go in row 1, the lit row."


def test_every_legal_draft_is_under_a_hand_card_and_a_lit_slot(app):
    table = start(app, "h")
    frames(app)
    index, seat = table.index(), table.eyes()
    found = [
        a for piece in index.pieces() for t in index.targets(piece) for a in index.actions(piece, t)
    ]
    assert sorted(map(str, found)) == sorted(map(str, table.state.legal_actions(seat)))
    assert all(t[1] < 4 for piece in index.pieces() for t in index.targets(piece))


def test_two_players_choose_the_card_to_put_aside_by_a_second_click(app):
    table = start(app, "ha")
    frames(app)
    (piece, rect) = table.pieces()[0]
    drag(app, rect.center, table.dungeon.cell_rect(1).center)
    assert table.steps is not None and not any(s == 0 for s, _ in table.state.history)
    key(app, pygame.K_ESCAPE)
    assert table.steps is None
    drag(app, rect.center, table.dungeon.cell_rect(1).center)
    aside = table.steps.options("discard")[0]
    click(app, table.slot_rect(f"hand_{table.state.hands[0].index(aside)}").center)
    assert (
        0,
        {"act": "draft", "card": piece[1], "col": 1, "discard": aside},
    ) in table.state.history


def test_hot_seat_shows_a_curtain_and_never_draws_another_hand(app):
    table = start(app, "hhh")
    frames(app)
    assert isinstance(app.top, CurtainScene)
    assert table.eyes() is None
    assert table.pieces() == []
    pass_curtain(app)
    first = table.eyes()
    hand = list(table.state.hands[first])
    mouse_move(app, table)
    assert isinstance(app.top, CurtainScene) and table.eyes() != first
    pass_curtain(app)
    assert table.eyes() != first
    shown = [piece[1] for piece, _ in table.pieces()]
    assert shown == table.state.hands[table.eyes()] and shown != hand


def test_a_solo_game_against_jael_by_mouse_reaches_the_results(app):
    table = start(app, "h", seed=4)
    results = play_by_mouse(app, table)
    assert table.state.is_over() and isinstance(results, ResultsScene)
    assert any(e.kind == "jael_take" for e in table.session.log) or table.state.jael_pile


def test_a_three_player_hot_seat_game_by_mouse_reaches_the_results(app):
    table = start(app, "hhh", seed=5)
    play_by_mouse(app, table, limit=8000)
    assert table.state.is_over()
    kinds = {a["act"] for _, a in table.state.history}
    assert {"draft", "challenge"} <= kinds


def test_a_game_of_bots_reaches_the_results(app):
    from tablehelpers import play_to_results

    start(app, "aaaaa", seed=3)
    play_to_results(app, limit=6000)


def test_a_two_player_hot_seat_game_by_mouse_puts_cards_aside_and_ends(app):
    table = start(app, "hh", seed=6)
    play_by_mouse(app, table)
    drafts = [a for _, a in table.state.history if a["act"] == "draft"]
    assert len(drafts) == 32 and all("discard" in a for a in drafts)


def test_an_opponents_dungeon_shows_large_by_key_and_escape_comes_back(app):
    table = start(app, "haa")
    frames(app)
    key(app, pygame.K_2)
    assert table.large == 2
    assert table.pieces() == []  # nothing of yours to drag while you look at theirs
    key(app, pygame.K_ESCAPE)
    assert table.large is None and table.pieces()


def test_jaels_panel_pressed_or_keyed_never_shows_a_dungeon_it_does_not_have(app):
    """Monkey seeds 8 and 9 found it: solo, Jael's panel (or key 1) made its missing dungeon
    the one shown large, and the next frame failed drawing it."""
    table = start(app, "h")
    frames(app)
    assert table.opponents() == [1]  # Jael's panel is the first opponent's
    table.toggle_large(1)  # what a click on that panel or its number key does
    frames(app, 2)
    assert table.large is None and app.top is table


def test_each_step_of_jael_is_told_on_the_table(app):
    table = start(app, "h")
    frames(app)
    piece, rect = table.pieces()[0]
    drag(app, rect.center, table.dungeon.cell_rect(0).center)
    for _ in range(60):
        if any(a == {"act": "jael"} for _, a in table.state.history):
            break
        frames(app)
    frames(app, 2)
    taken = next(e for e in table.session.log if e.kind == "jael_take")
    assert table.flash_text == f"Jael {taken.text}" and "takes the" in table.flash_text


def test_the_chamber_jael_takes_is_marked_in_your_hand_while_that_step_is_shown(app):
    app.settings.animation_speed = "normal"  # Jael's steps are shown a while
    table = start(app, "h")
    frames(app)
    piece, rect = table.pieces()[0]
    drag(app, rect.center, table.dungeon.cell_rect(0).center)
    marked = None
    for _ in range(120):
        frames(app)
        marked = marked or table.jael_taking()
        if marked is not None:
            assert (
                marked in table.presented_state().hands[0]
            )  # still in the hand on show, marked there
            break
    assert marked is not None
    for _ in range(120):
        if table.jael_taking() is None:
            break
        frames(app)
    assert table.jael_taking() is None and marked in table.state.jael_pile


def test_the_screen_never_depends_on_what_the_viewer_cannot_know(app):
    """Each view re-deals the other hands and challenges at random: drawn twice from two views,
    the table must look the same."""
    table = start(app, "haa", seed=7)
    frames(app, 2)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(1275, 795), rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 2)
    shots = []
    for _ in range(2):
        table._view_key = None  # a fresh view: the hidden cards re-dealt
        table.draw(app.canvas)
        shots.append(pygame.image.tobytes(app.canvas, "RGB"))
    assert shots[0] == shots[1]


def play_until(app, table, ready, what: str) -> None:
    """Play by mouse until it is a person's turn and `ready(state)` holds."""
    for _ in range(3000):
        if pass_curtain(app):
            continue
        if table.my_turn() and ready(table.state):
            return
        if table.my_turn():
            mouse_move(app, table)
        else:
            frames(app)
    raise AssertionError(f"{what} never came")


def play_until_a_token_waits(app, table) -> None:
    play_until(app, table, lambda state: state.phase == "place", "a bought token to place")


def test_tokens_refused_on_a_full_chamber_and_passages_on_a_slot_say_why(app):
    table = start(app, "h", seed=4)
    play_until_a_token_waits(app, table)
    state = table.state
    d = state.dungeons[0]
    full = next(i for i in range(16) if d.cards[i])
    d.elems[full] = (d.elems[full] + ["treasure"] * 4)[:4]  # this chamber is now full
    table._kept.clear()  # the state changed behind the session: work the drags out afresh
    piece, rect = next((p, r) for p, r in table.pieces() if p[1] != "passage")
    drag(app, rect.center, table.dungeon.cell_rect(full).center)
    assert table.flash_bad and table.flash_text.endswith("already holds 4 elements.")
    assert state.placing  # nothing was placed
    if ("token", "passage") in [p for p, _ in table.pieces()]:
        rect = dict(table.pieces())[("token", "passage")]
        drag(app, rect.center, table.dungeon.cell_rect(full).center)
        assert "edge" in table.flash_text


def test_a_passage_dropped_in_a_chambers_middle_flashes_the_rules_reason(app):
    table = start(app, "h", seed=4)
    play_until_a_token_waits(app, table)
    state = table.state
    state.placing.append("passage")  # whatever was bought, a secret passage now waits too
    table._kept.clear()  # the state changed behind the session: work the drags out afresh
    built = next(i for i in range(16) if state.dungeons[0].cards[i])
    rect = dict(table.pieces())[("token", "passage")]
    drag(app, rect.center, table.dungeon.cell_rect(built).center)
    assert table.flash_bad
    assert table.flash_text == state.why_illegal(
        0, {"act": "put", "token": "passage", "edge": None}
    )
    assert table.flash_text.startswith("A secret passage goes on an edge")
    assert "passage" in state.placing  # it went back, nothing was placed


def test_a_challenge_tooltip_says_what_it_counts_and_its_rep_per_count(app):
    from game.rules.stonespine.challenge_words import challenge_text

    table = start(app, "h")
    state = table.state
    state.challenges[0] = [24]  # Teeming with Traps: 2 per trap in column A or D
    state.offers[0] = [24, 30]  # and King's Favor, a flat 10
    frames(app)
    tips = [
        text for rect, text in table.tooltips.areas if rect == table.slot_rect("challenges_kept")
    ]
    points = state.challenge_scores(0)[0][1]
    assert tips == [f"Teeming with Traps: {challenge_text(24)} ({points} now)."]
    assert "2 reputation per trap in column A or D" in tips[0]
    offers = [
        [text for rect, text in table.tooltips.areas if rect == table.slot_rect(f"offer_{i}")]
        for i in range(2)
    ]
    assert offers == [
        [f"Teeming with Traps: {challenge_text(24)}, for you alone at the end."],
        ["King's Favor: 10 reputation, whatever you build, for you alone at the end."],
    ]


def test_jaels_pile_groups_stars_by_what_a_player_sees(app):
    table = start(app, "h")
    state = table.state
    state.jael_pile, state.jael_tokens = (
        [1, 97],
        [],
    )  # a -1 silver star printed as starneg, one as starneg1
    frames(app)
    tip = next(text for rect, text in table.tooltips.areas if text.startswith("Jael plays"))
    assert "2 silver stars (-1)" in tip and tip.count("silver star") == 1
    assert tip.startswith("Jael plays gentle: Jael scores 4 for each chamber")


def test_no_tooltip_shows_through_the_pause_menu(app):
    from game.client.scenes.pause import PauseMenu

    table = start(app, "h")
    frames(app)
    drawn = []
    table.tooltips.draw = lambda surface: drawn.append(app.top)
    frames(app)
    assert drawn == [table]  # the table's own frame draws its tooltips
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    drawn.clear()
    frames(app, 2)
    assert drawn == []


def test_jaels_counts_stay_inside_its_panel(app, monkeypatch):
    from game.client.tables.stonespine import panels

    table = start(app, "h")
    table.state.jael_pile, table.state.jael_tokens = list(range(1, 17)), ["slime"] * 14
    widths = {}
    real = panels.fit_text
    monkeypatch.setattr(
        panels, "fit_text", lambda words, *a, **k: widths.setdefault(words, real(words, *a, **k))
    )
    frames(app)
    rect = next(r for r, t in table.tooltips.areas if t.startswith("Jael plays"))
    for line in ("16 chambers", "14 tokens"):
        assert widths[line].get_width() <= rect.w - 16
        assert widths[line].get_height() <= 20  # at its size: not shrunk to fit


def test_the_market_and_the_challenges_work_from_the_keyboard(app):
    table = start(app, "h")
    play_until(
        app, table, lambda state: state.phase == "market" and table.legal_buys(), "a market buy"
    )
    choices = table.keys.key_choices()
    assert choices[-1][0] == {"act": "pass"} and len(choices) == len(table.legal_buys()) + 1
    key(app, pygame.K_TAB)
    assert table.keys.key_focus == choices[0][0]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert table.keys.key_focus == {"act": "pass"}  # Shift+Tab goes back round to Pass
    key(app, pygame.K_TAB)
    first = table.keys.key_focus
    before = len(table.state.history)
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.state.history[before][1] == first  # Enter bought the focused item
    play_until(
        app, table, lambda state: state.phase == "challenge", "a challenge"
    )  # chosen by keys too
    offers = list(table.state.offers[0])
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    before = len(table.state.history)
    key(app, pygame.K_SPACE)
    frames(app)
    assert table.state.history[before][1] == {"act": "challenge", "card": offers[1]}


def test_every_chamber_name_reads_at_11_px_or_more_on_a_hand_card(app):
    """A name too long for one line at 11 px breaks onto two; each line must then fit at 11 px."""
    from game.client import fonts
    from game.rules.stonespine.content import CATALOG

    table = start(app, "h")
    width = table.slot_rect("hand_0").w - 10
    for chamber in CATALOG.chambers.values():
        name = chamber.name
        if fonts.render(name, 11, (255, 255, 255)).get_width() <= width:
            continue
        lines = name.rsplit(" ", 1)
        assert len(lines) == 2, name
        assert all(
            fonts.render(line, 11, (255, 255, 255)).get_width() <= width for line in lines
        ), name


def play_until_a_buy(app, table) -> None:
    play_until(
        app,
        table,
        lambda state: (
            state.phase == "market"
            and any(p[0] == "item" and table.legal_targets(p, 0) for p, _ in table.pieces())
        ),
        "a market item to drag",
    )


def an_item_for_a_chamber(app, table):
    """Play to a market buy; a market item that some chamber has room for, and where it is drawn."""
    play_until_a_buy(app, table)
    return next(
        (p, r)
        for p, r in table.pieces()
        if p[0] == "item" and any(t[0] == "cell" for t in table.legal_targets(p, 0))
    )


def test_a_market_item_dragged_onto_a_chamber_is_bought_and_its_tokens_put_there(app):
    table = start(app, "h", seed=4)
    state = table.state
    piece, rect = an_item_for_a_chamber(app, table)
    faces = [f for f in moves.item_faces(state, piece[1]) if f != PASSAGE]
    cell = sorted(table.legal_targets(piece, 0))[0][1]
    held, gold, before = list(state.dungeons[0].elems[cell]), state.gold[0], len(state.history)
    drag(app, rect.center, table.dungeon.cell_rect(cell).center)
    frames(app)
    assert state.history[before][1] == {"act": "buy", "card": piece[1][0], "half": piece[1][1]}
    assert [a for _, a in state.history[before + 1 : before + 1 + len(faces)]] == [
        {"act": "put", "token": f, "cell": cell} for f in faces
    ]
    assert state.dungeons[0].elems[cell] == held + faces
    assert state.gold[0] < gold


def test_an_item_dropped_on_a_chamber_without_room_for_it_buys_nothing_and_says_why(app):
    table = start(app, "h", seed=4)
    state = table.state
    piece, rect = an_item_for_a_chamber(app, table)
    d = state.dungeons[0]
    full = next(i for i in range(16) if d.cards[i])
    d.elems[full] = (d.elems[full] + ["treasure"] * 4)[:4]  # this chamber is now full
    table._kept.clear()  # the state changed behind the session: work the drags out afresh
    assert ("cell", full) not in table.legal_targets(piece, 0)
    gold, before = state.gold[0], len(state.history)
    drag(app, rect.center, table.dungeon.cell_rect(full).center)
    frames(app)
    assert table.flash_bad and table.flash_text.endswith("already holds 4 elements.")
    assert len(state.history) == before and state.gold[0] == gold and state.phase == "market"


def test_a_click_on_a_market_item_buys_it_and_its_tokens_wait_to_be_dragged(app):
    table = start(app, "h", seed=4)
    play_until_a_buy(app, table)
    state = table.state
    piece, rect = next((p, r) for p, r in table.pieces() if p[0] == "item")
    before = len(state.history)
    click(app, rect.center)
    frames(app)
    assert state.history[before][1] == {"act": "buy", "card": piece[1][0], "half": piece[1][1]}
    assert state.phase == "place" and table.drag.held is None


def test_a_lone_secret_passage_dragged_onto_an_edge_is_bought_and_laid_there(app):
    table = start(app, "h", seed=4)
    play_until_a_buy(app, table)
    state = table.state
    card, half = next(p[1] for p, _ in table.pieces() if p[0] == "item")
    entry = next(e for e in state.market if e["card"] == card)
    entry[half] = [PASSAGE]  # this item is now a lone secret passage
    table._kept.clear()
    piece = ("item", (card, half))
    rect = dict(table.pieces())[piece]
    edges = sorted(t[1] for t in table.legal_targets(piece, 0))
    assert edges and all(t[0] == "edge" for t in table.legal_targets(piece, 0))
    d = state.dungeons[0]
    drag(app, rect.center, table.dungeon.edge_rect(edges[0], d).center)
    frames(app)
    assert d.passages >> edges[0] & 1 and state.phase != "place"


def test_a_challenge_on_offer_shows_all_it_counts_inside_its_card(app, monkeypatch):
    from game.client.tables.stonespine import panels
    from game.rules.stonespine.challenge_words import challenge_text
    from game.rules.stonespine.content import CATALOG

    table = start(app, "h")
    drawn = []
    real = panels.text
    monkeypatch.setattr(
        panels,
        "text",
        lambda surface, words, pos, *a, **k: (
            drawn.append((words, pos)),
            real(surface, words, pos, *a, **k),
        ),
    )
    for offers in zip(*[iter(sorted(CATALOG.challenges))] * 3):  # every challenge, three at a time
        table.state.offers[0] = list(offers)
        table.session.version += 1  # the state changed behind the session: draw it afresh
        drawn.clear()
        frames(app)
        for i, card in enumerate(offers):
            rect = table.slot_rect(f"offer_{i}")
            inside = " ".join(
                w for w, (x, y) in drawn if rect.collidepoint(x, y) and y + 13 <= rect.bottom
            )
            assert inside.startswith(CATALOG.challenges[card].name)
            words = inside[len(CATALOG.challenges[card].name) :].strip()
            assert words == challenge_text(card).capitalize() + ".", words  # whole, never cut


def test_a_held_token_over_a_full_chamber_shows_why_with_no_chamber_note_over_it(app):
    table = start(app, "h", seed=4)
    play_until_a_token_waits(app, table)
    d = table.state.dungeons[0]
    full = next(i for i in range(16) if d.cards[i])
    d.elems[full] = (d.elems[full] + ["treasure"] * 4)[:4]
    table._kept.clear()
    piece, rect = next((p, r) for p, r in table.pieces() if p[1] != "passage")
    end = table.dungeon.cell_rect(full).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    for pos in (rect.center, end):
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(9, 9), buttons=(1, 0, 0)))
    frames(app)
    assert table.drag.held == piece and table.drag.hover_target == ("cell", full)
    assert table.drag.reason_for(("cell", full)).endswith("already holds 4 elements.")
    assert not any(
        rect.collidepoint(end) for rect, _ in table.tooltips.areas
    )  # no note over the 'why not'


def test_pointing_at_the_gold_tally_rings_the_chambers_that_count_and_what_each_gives(
    app, monkeypatch
):
    from game.client.tables.stonespine import dungeon_view

    table = start(app, "h", seed=4)
    play_until(app, table, lambda state: state.phase == "market", "a market")
    state = table.state
    marks = dungeon_view.board_gold(state.gold_tally(0))
    assert sum(marks.values()) == state.gold_tally(0)["total"] > 0
    assert all(state.dungeons[0].cards[i] for i in marks)
    drawn = []
    real = dungeon_view.fonts.render
    monkeypatch.setattr(
        dungeon_view.fonts,
        "render",
        lambda words, *a, **k: (drawn.append(words), real(words, *a, **k))[1],
    )
    for pos, ringed in ((table.slot_rect("gold_tally").center, True), ((5, 5), False)):
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        drawn.clear()
        frames(app)
        shown = sorted(w for w in drawn if w.startswith("+") and w.endswith(" gold"))
        assert shown == (sorted(f"+{g} gold" for g in marks.values()) if ringed else [])


def test_an_item_bought_while_held_has_no_tokens(app):
    """Monkey seed 169271: an item dragged after its half was bought (None) raised TypeError."""
    table = start(app, "h")
    state = table.state
    state.market = [{"card": 3, "top": None, "bottom": ["passage"]}]
    assert moves.item_faces(state, (3, "top")) == []
    assert not table.lone_passage(("item", (3, "top")))
    assert table.lone_passage(("item", (3, "bottom")))


def test_in_and_out_tags_cover_no_token_of_their_chamber():
    """Show paths: a chamber's IN and OUT tags go to its free token places (then its foot), never
    over a token it shows (they covered the right-hand tokens)."""
    from game.client.tables.stonespine.dungeon_view import tag_places

    rect = pygame.Rect(48, 116, 100, 100)
    for elements in range(5):
        tokens = []
        for k in range(elements):
            cx = rect.x + rect.w * (0.3 + 0.4 * (k % 2))
            cy = rect.y + rect.h * (0.37 + 0.27 * (k // 2))
            tokens.append(pygame.Rect(0, 0, 24, 24).move(int(cx) - 12, int(cy) - 12))
        # IN and OUT at most; a chamber full of tokens has room at its foot for one
        places = tag_places(rect, elements, blueprint=False)[: 2 if elements < 4 else 1]
        for n, place in enumerate(places):
            assert rect.contains(place) and place.collidelist(tokens) == -1, (elements, place)
            assert place.collidelist(places[n + 1 :]) == -1
