"""The kit's widgets: the log panel's scroll-back, the flash bar, text that fits, pictures kept
per text size, flights, glows and the turn banner."""

from __future__ import annotations

import pygame

from game.client import fonts
from game.client.widgets.banner import TurnBanner
from game.client.widgets.chrome import FlashBar, LogLine, LogPanel
from game.client.widgets.glow import Glows
from game.client.widgets.text import SizedCache, fit_text
from game.client.widgets.timeline import (
    Flight,
    Flights,
    hop,
    landed,
    span,
    staggered,
    steps_shown,
    turn_over,
)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def button(kind, pos):
    return pygame.event.Event(kind, pos=pos, button=1)


def long_log(app):
    lines = [LogLine(k % 2, f"line {k}") for k in range(60)]
    return LogPanel(pygame.Rect(960, 330, 300, 450), lambda: (len(lines), lines), lambda *a: None)


def test_the_log_panel_scrolls_by_wheel_only_under_the_pointer(app):
    panel = long_log(app)
    wheel = pygame.event.Event(
        pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0
    )
    panel.handle(motion((10, 10)))
    assert not panel.handle(wheel) and panel.scroll == 0
    panel.handle(motion(panel.rect.center))
    assert panel.handle(wheel) and panel.scroll == 6


def test_dragging_the_scrollbar_thumb_to_the_top_shows_the_oldest_lines(app):
    panel = long_log(app)
    panel.draw(app.canvas)
    thumb = panel._thumb()
    assert thumb is not None and thumb.bottom == panel._track().bottom  # the newest lines at first
    assert panel.handle(button(pygame.MOUSEBUTTONDOWN, thumb.center))
    panel.handle(motion((thumb.centerx, panel._track().top - 50)))
    panel.handle(button(pygame.MOUSEBUTTONUP, thumb.center))
    assert panel.scroll == len(panel.rows()) - panel.visible_rows
    panel.draw(app.canvas)


def test_the_flash_bar_fades_out(app):
    bar = FlashBar(pygame.Rect(0, 0, 400, 40))
    bar.show("Not there.", bad=True)
    assert bar.showing and bar.bad
    bar.update(10.0)
    assert not bar.showing


def test_the_flash_bar_is_drawn_once_per_note_and_fades_by_its_alpha(app):
    bar = FlashBar(pygame.Rect(0, 0, 400, 40))
    bar.show("Not there.", bad=True)
    surface = pygame.Surface((400, 40))
    bar.draw(surface)
    picture = bar._bar()
    bar.update(3.2)  # fading out now
    surface.fill((0, 0, 0))
    bar.draw(surface)
    assert bar._bar() is picture and picture.get_alpha() < 255
    bar.show("Taken back.")
    assert bar._bar() is not picture


def test_fit_text_keeps_a_label_inside_its_room(app):
    assert (
        fit_text("A rather long label for a small room", 18, (255, 255, 255), 60).get_width() <= 60
    )


def test_a_sized_cache_draws_again_after_a_text_size_change(app):
    made = []
    cache = SizedCache()

    def make():
        made.append(1)
        return pygame.Surface((4, 4))

    cache.get("a", make)
    cache.get("a", make)
    assert len(made) == 1 and "a" in cache
    fonts.set_scale(1.3)
    try:
        cache.get("a", make)
        assert len(made) == 2
    finally:
        fonts.set_scale(1.0)


def test_a_sized_cache_holds_its_budget_dropping_the_least_recently_used(app):
    cache = SizedCache(budget_mb=3 * 64 * 64 * 4 / 2**20)  # room for three 64x64 pictures
    for key in "abcd":
        cache.get(key, lambda: pygame.Surface((64, 64), pygame.SRCALPHA))
    assert cache.used <= 3 * 64 * 64 * 4
    assert "a" not in cache and "d" in cache


def test_flights_glide_and_end():
    flights = Flights()
    flights.add(Flight("coin", (0, 0), (100, 0), delay=0.5, duration=1.0))
    assert flights.positions()[0][1] == (0, 0)
    flights.update(1.0)
    x = flights.positions()[0][1][0]
    assert 50 < x < 100  # eased: more than half way at half time
    flights.update(0.6)
    assert not flights
    assert span(1.0, 0.5, 0.0) == 1.0 and steps_shown(0.2, 0.5, 0.3, 4) == 0
    assert steps_shown(1.2, 0.5, 0.3, 4) == 3 and steps_shown(9.0, 0.5, 0.0, 4) == 4


def test_glows_fade_and_the_banner_goes(app):
    glows = Glows()
    glows.mark([("cell", 1)])
    drawn = []
    glows.draw(app.canvas, lambda key: drawn.append(key) or pygame.Rect(10, 10, 20, 20))
    assert drawn == [("cell", 1)]
    glows.update(5.0)
    assert not glows
    banner = TurnBanner(lambda *a: None)
    banner.show(1, "Bea's turn", "Your dungeon is the large one now.")
    banner.draw(app.canvas, (400, 300))
    assert banner.showing
    banner.update(2.0)
    assert not banner.showing


def test_a_choice_buttons_words_stay_inside_it_at_large_text(app, monkeypatch):
    from game.client.widgets import choices
    from game.client.widgets.choices import ChoiceButton

    widths = []
    real = choices.fit_text
    monkeypatch.setattr(choices, "fit_text", lambda *a, **k: widths.append(a[3]) or real(*a, **k))
    fonts.set_scale(1.3)
    try:
        button = ChoiceButton(pygame.Rect(718, 618, 214, 34), "2")
        button.possible, button.label = True, "No tile fits: end turn"
        button.draw(app.canvas)
        img = real(button.label, 15, (255, 255, 255), widths[-1], bold=True)
        assert button.rect.left + 8 + img.get_width() <= button.rect.right - 18
    finally:
        fonts.set_scale(1.0)


def test_tokens_leave_seat_after_seat_and_count_when_they_land():
    trips = staggered(
        [[("coins", 3)], [], [("wounds", -1), ("key", 1)]], start=0.5, duration=1.0, stagger=0.2
    )
    assert [(t.seat, t.start) for t in trips] == [(0, 0.5), (2, 0.7), (2, 0.7)]
    assert landed(trips, 1.4, 0, "coins") == 0 and landed(trips, 1.5, 0, "coins") == 3
    assert landed(trips, 0.7, 2, "wounds") == -1  # a loss shows as soon as it leaves
    assert trips[0].progress(0.4) is None and trips[0].progress(1.0) == 0.5


def test_a_card_turns_over_back_then_face_and_a_token_hops():
    assert turn_over(0.1, 1.0) == (False, 0.8)
    assert turn_over(0.9, 1.0)[0] and turn_over(2.0, 1.0) == (True, 1.0)
    assert hop((0, 0), (100, 0), 0.5, lift=10)[1] == -10


def test_an_effect_table_keeps_its_rows_on_the_card(app):
    from types import SimpleNamespace

    from game.client.widgets.effect_table import effect_table

    card = pygame.Surface((220, 160), pygame.SRCALPHA)
    rows = [
        SimpleNamespace(label=str(k), icon=None, text="lose two coins and take a wound " * 3)
        for k in range(4)
    ]
    effect_table(card, rows, 20, (150, 54, 44), (44, 32, 26), (220, 210, 190))
    assert card.get_at((60, 21)).a == 255  # the first row's stripe starts at the top given
    assert all(card.get_at((x, y)).a == 0 for x in range(220) for y in range(153, 160))


def test_a_log_scrolled_back_keeps_the_lines_read_in_place_as_new_ones_come(app):
    lines = [LogLine(None, f"line {k}") for k in range(60)]
    panel = LogPanel(
        pygame.Rect(960, 330, 300, 450), lambda: (len(lines), list(lines)), lambda *a: None
    )
    panel.rows()
    panel.scroll = 10
    first_shown = len(panel.rows()) - panel.scroll - panel.visible_rows
    lines += [LogLine(None, "a new line"), LogLine(None, "another")]
    panel.rows()
    assert panel.scroll == 12
    assert len(panel.rows()) - panel.scroll - panel.visible_rows == first_shown


def test_card_places_stack_their_words_and_a_turning_card_narrows_then_shows_its_face(app):
    from game.client.widgets.badges import ghost_slot, pile_box
    from game.client.widgets.cards import drop_place, turning_card
    from game.client.widgets.text import keep_sums

    def inked_rows(surf):
        return {
            y
            for y in range(surf.get_height())
            for x in range(20, 60)
            if surf.get_at((x, y)).r > 200
        }

    for draw in (
        lambda s, r: ghost_slot(s, r, "on the\nspot", 13, (255, 255, 255), (0, 0, 0)),
        lambda s, r: drop_place(s, r, ["Play", "here"], (255, 255, 255)),
    ):
        surf = pygame.Surface((80, 100))
        draw(surf, pygame.Rect(0, 0, 80, 100))
        rows = sorted(
            inked_rows(surf) - set(range(0, 8)) - set(range(92, 100))
        )  # the words, not the edges
        assert rows and rows[0] < 50 < rows[-1]  # one line above the middle, one below
        assert any(b - a > 1 for a, b in zip(rows, rows[1:]))  # with a gap between them
    back, face = pygame.Surface((40, 60)), pygame.Surface((40, 60))
    back.fill((0, 0, 255))
    face.fill((255, 0, 0))
    surf = pygame.Surface((60, 60))
    turning_card(surf, surf.get_rect(), back, face, (False, 0.5))
    assert surf.get_at((30, 30)) == (0, 0, 255) and surf.get_at((12, 30)) == (0, 0, 0)  # narrowed
    turning_card(surf, surf.get_rect(), back, face, (True, 1.0))
    assert surf.get_at((12, 30)) == (255, 0, 0)
    surf = pygame.Surface((90, 44))
    pile_box(surf, surf.get_rect(), face, 0)
    assert surf.get_at((12, 12)) != (255, 0, 0)  # no card backs for an empty hand
    pile_box(surf, surf.get_rect(), face, 2)
    assert surf.get_at((12, 12)) == (255, 0, 0)
    assert keep_sums("chests 4 + 2") == "chests 4\u00a0+\u00a02"


def test_lettered_boxes_fill_their_row_and_light_the_current_one(app):
    from game.client import theme
    from game.client.widgets.board_parts import lettered_boxes

    surface = pygame.Surface((400, 80))
    boxes = lettered_boxes(
        surface,
        pygame.Rect(10, 10, 360, 52),
        [("A", "One"), ("B", "Two"), ("C", "Three")],
        1,
        "NEXT",
    )
    assert len(boxes) == 3 and boxes[0].left == 10 and boxes[-1].right <= 370
    assert all(b.height == 52 and b.top == 10 for b in boxes)
    assert boxes[1].left - boxes[0].right == 6  # the gap between boxes
    assert surface.get_at((boxes[1].left + 1, boxes[1].centery))[:3] == theme.ACCENT  # its lit edge
    assert surface.get_at((boxes[0].left + 1, boxes[0].centery))[:3] != theme.ACCENT


def test_a_supply_row_places_its_pieces_and_leaves_the_held_ones_place_empty(app):
    from game.client.widgets.board_parts import piece_row, row_places

    places = row_places(pygame.Rect(0, 0, 300, 40), 3, -2)
    assert [p.left for p in places] == [4, 34, 64] and all(p.size == (32, 32) for p in places)
    drawn = []
    surface = pygame.Surface((300, 40))
    piece_row(surface, surface.get_rect(), places, drawn.append, True, "none left", (200, 0, 0))
    assert drawn == places[:2] and surface.get_at((places[2].left, places[2].centery))[:3] == (
        200,
        0,
        0,
    )
    drawn.clear()
    piece_row(surface, surface.get_rect(), [], drawn.append, False, "none left", (200, 0, 0))
    assert drawn == []


def test_pathways_reach_the_edges_their_mask_names_and_patterns_stay_on_their_floor(app):
    from game.client.widgets.textures import arms, corridors, on_floor

    assert {(r.top, r.bottom) for r in arms(1 | 4, 60, 20)} == {
        (0, 40),
        (20, 60),
    }  # north and south
    assert arms(0, 60, 20) == []
    surf = pygame.Surface((60, 60))
    surf.fill((0, 0, 0))
    corridors(surf, 2, 20, (90, 60, 40), (160, 130, 100), 12)  # east only
    assert surf.get_at((59, 30))[:3] == (160, 130, 100) and surf.get_at((2, 30))[:3] == (0, 0, 0)
    layer = pygame.Surface((60, 60), pygame.SRCALPHA)
    layer.fill((0, 0, 255, 255))
    on_floor(surf, layer, 2, 20, 12)
    assert surf.get_at((59, 30))[:3] == (0, 0, 255) and surf.get_at((30, 2))[:3] == (0, 0, 0)


def test_a_cell_grid_maps_cells_both_ways_and_lights_the_hovered_one(app):
    from game.client import theme
    from game.client.widgets.board_parts import CellGrid

    grid = CellGrid(pygame.Rect(100, 50, 305, 160), 10, 5)  # 30 px cells: 300 of the 305 wide
    assert grid.cell == 30 and grid.grid == pygame.Rect(100, 50, 300, 150)
    assert grid.cell_rect(13) == pygame.Rect(190, 80, 30, 30) and grid.cell_at((195, 85)) == 13
    assert grid.cell_at((401, 60)) is None and grid.col_row_at((95, 45)) == (-1, -1)
    surface = pygame.Surface((500, 300))
    grid.draw_lit(surface, {13}, (195, 85), lambda cell: "never asked")
    assert surface.get_at((190, 95))[:3] == theme.LEGAL  # the hovered lit cell's edge
    asked = []
    grid.draw_lit(surface, set(), (255, 85), lambda cell: asked.append(cell) or "No.")
    assert asked == [15] and surface.get_at((250, 95))[:3] == theme.ILLEGAL


def test_a_threshold_bar_fills_to_its_value_and_turns_green_at_the_line(app):
    from game.client import theme
    from game.client.widgets.board_parts import threshold_bar

    surface = pygame.Surface((300, 40))
    threshold_bar(surface, pygame.Rect(0, 10, 200, 16), 10, 40, 20)
    assert (
        surface.get_at((45, 18))[:3] == theme.GOLD_DIM
        and surface.get_at((55, 18))[:3] == theme.BG_DEEP
    )
    threshold_bar(surface, pygame.Rect(0, 10, 200, 16), 30, 40, 20)
    assert surface.get_at((145, 18))[:3] == theme.LEGAL


def test_a_caption_keeps_its_details_beside_it_or_puts_them_under_it_when_they_do_not_fit(app):
    from game.client.widgets.text import caption_and_details

    surface = pygame.Surface((400, 100), pygame.SRCALPHA)
    assert caption_and_details(surface, 10, 390, 0, "Pile: 3 tiles", "kept 1") < 30  # one line
    surface.fill((0, 0, 0, 0))
    below = caption_and_details(
        surface, 10, 150, 0, "Pile: 3 tiles", "minions kept 1 · blocks 0 · minions left 3"
    )
    assert below > 30  # the details went to a line of their own
    assert surface.get_bounding_rect().right <= 150  # shrunk to the room


def test_a_told_box_says_what_is_to_come_then_its_title_and_steps(app, monkeypatch):
    from game.client.widgets import checklist

    drawn = []
    monkeypatch.setattr(
        checklist, "draw_steps", lambda surface, area, size, wrapped: drawn.append(wrapped)
    )
    surface = pygame.Surface((300, 160))
    checklist.told_box(surface, pygame.Rect(0, 0, 300, 160), None, empty="Its turns are told here.")
    checklist.told_box(surface, pygame.Rect(0, 0, 300, 160), "Tile A", None, room_right=36)
    assert drawn == []  # a title alone (a coin in the air): no steps yet
    checklist.told_box(
        surface, pygame.Rect(0, 0, 300, 160), "Tile A", [(True, "Takes a tile.")], room_right=36
    )
    assert drawn and drawn[0][0][0] is True


def test_a_line_stroke_steps_towards_the_pointer_rubs_out_going_back_and_refuses_once(app):
    from game.client.widgets.board_parts import CellGrid
    from game.client.widgets.strokes import LineStroke

    grid = CellGrid(pygame.Rect(0, 0, 100, 100), 10, 10)  # 10 px cells
    line, refused, walls = [], [], {23}

    def legal():
        if not line:
            return {0}
        here = line[-1]
        return {
            j for j in (here - 10, here - 1, here + 1, here + 10) if 0 <= j < 100 and j not in walls
        }

    stroke = LineStroke(
        grid, lambda: line, legal, line.append, lambda: line.pop() if line else None, refused.append
    )
    stroke.handle(button(pygame.MOUSEBUTTONDOWN, (55, 5)))  # no line yet: only cell 0 may start it
    assert line == [] and refused == [5]
    stroke.handle(button(pygame.MOUSEBUTTONDOWN, (5, 5)))
    stroke.handle(motion((35, 25)))  # towards cell 23 (a wall), along the longer way first
    assert line == [0, 1, 2, 12, 13] and refused == [5, 23]
    stroke.handle(motion((36, 26)))
    assert refused == [5, 23]  # told once while the pointer keeps at it
    for pos in ((25, 15), (25, 5), (15, 5)):  # back along the line rubs it out
        stroke.handle(motion(pos))
    assert line == [0, 1]
    stroke.handle(button(pygame.MOUSEBUTTONUP, (15, 5)))
    stroke.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    stroke.handle(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0)
    )  # turns back: onto 1 again
    assert line == [0, 1, 11, 1]
    stroke.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    assert line == [0, 1, 11]


def test_a_cell_trace_skips_the_cells_beside_a_corner_and_gives_the_cells_on_release(app):
    from game.client.widgets.board_parts import CellGrid
    from game.client.widgets.strokes import CellTrace

    grid = CellGrid(pygame.Rect(0, 0, 100, 100), 10, 10)
    got = []
    trace = CellTrace(grid, got.append)
    trace.handle(button(pygame.MOUSEBUTTONDOWN, (5, 5)))
    for k in range(1, 11):  # diagonally from the middle of cell 0 to the middle of cell 11
        trace.handle(motion((5 + k, 5 + k)))
    assert trace.cells == [0, 11]  # not 1 or 10, beside the corner
    trace.handle(motion((25, 15)))
    trace.handle(motion((15, 15)))  # back onto 11: 12 is rubbed out
    assert trace.cells == [0, 11]
    trace.handle(button(pygame.MOUSEBUTTONUP, (15, 15)))
    assert got == [[0, 11]] and trace.cells is None


def test_a_step_strip_lights_the_next_step_and_tick_boxes_tick_the_first_in_their_groups(app):
    from game.client import theme
    from game.client.widgets.progress import step_strip, tick_boxes

    surface = pygame.Surface((400, 100))
    drawn = []
    boxes = step_strip(
        surface,
        pygame.Rect(0, 0, 400, 60),
        4,
        2,
        [1],
        (236, 230, 214),
        (58, 58, 70),
        lambda surf, k, box, done: drawn.append((k, done)),
    )
    assert drawn == [(0, True), (1, True), (2, False), (3, False)] and len(boxes) == 4
    assert (
        surface.get_at((boxes[2].left + 1, boxes[2].centery))[:3] == theme.GOLD
    )  # the next step is lit
    ticked = []
    tick_boxes(
        surface, 0, 80, (2, 3), 3, (236, 230, 214), lambda surf, box: ticked.append(box.left)
    )
    assert ticked == [0, 12, 30]  # the third box starts the second group, 6 px further on


def test_seat_lines_wrap_behind_each_marker_and_stop_at_the_bottom(app):
    from game.client.widgets.chrome import seat_lines

    marked = []
    surface = pygame.Surface((300, 200))
    rows = [(0, "Ann: " + ", ".join(["Healing Potion"] * 12)), (1, "Bea: none yet"), (2, "Cal: Ax")]
    seat_lines(
        surface,
        pygame.Rect(0, 0, 200, 60),
        rows,
        lambda surf, seat, centre, r: marked.append((seat, centre)),
    )
    assert marked[0] == (0, (7, 8)) and [seat for seat, _ in marked] == [
        0
    ]  # Ann's long list fills the room
    marked.clear()
    seat_lines(
        surface,
        pygame.Rect(0, 0, 200, 200),
        rows[1:],
        lambda surf, seat, centre, r: marked.append((seat, centre)),
    )
    assert marked == [(1, (7, 8)), (2, (7, 8 + 15 + 4))]  # a line of 15 px, then 4 px between seats


def test_a_big_shadow_is_drawn_in_parts_as_the_whole_one_would_be_and_not_kept(app):
    from game.client.widgets import draw

    canvas = pygame.Surface((420, 320)).convert()
    for rect, radius in (((10, 12, 380, 260), 12), ((0, 0, 300, 200), 40), ((5, 5, 400, 150), 0)):
        canvas.fill((120, 90, 60))
        pygame.draw.circle(canvas, (230, 200, 40), (200, 150), 90)
        whole = canvas.copy()
        shade = pygame.Surface(pygame.Rect(rect).size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=radius)
        whole.blit(shade, pygame.Rect(rect).move(4, 4))
        kept = draw._shadow_cache.used
        draw.shadow(canvas, rect, radius)
        assert draw._shadow_cache.used == kept  # nothing of its size was kept
        for x in range(0, 420, 3):
            for y in range(0, 320, 3):
                assert all(
                    abs(a - b) <= 1 for a, b in zip(canvas.get_at((x, y)), whole.get_at((x, y)))
                )


def test_a_kept_layer_paints_its_base_once_and_each_repaint_starts_from_it(app):
    from game.client.widgets.kept_layer import KeptLayer

    bases, canvas = [], pygame.Surface((200, 100))

    def base(picture):
        bases.append(1)
        picture.fill((0, 0, 90), (10, 10, 30, 30))  # a socket that stays

    def paint(picture, colour):
        picture.fill(colour, (50, 10, 30, 30))

    layer = KeptLayer((0, 0, 100, 100), base)
    for key, colour in ((1, (200, 0, 0)), (1, (200, 0, 0)), (2, (0, 200, 0))):
        canvas.fill((5, 5, 5))
        layer.draw(canvas, key, paint, colour)
    assert bases == [1]
    assert canvas.get_at((20, 20))[:3] == (0, 0, 90) and canvas.get_at((60, 20))[:3] == (0, 200, 0)
    assert canvas.get_at((150, 20))[:3] == (5, 5, 5)  # outside the area: left alone
    layer.forget()  # a move: painted again over the same base
    layer.draw(canvas, 2, paint, (0, 0, 200))
    assert bases == [1] and canvas.get_at((60, 20))[:3] == (0, 0, 200)
    layer.forget(base=True)  # the text size changed: the base is painted again too
    layer.draw(canvas, 2, paint, (0, 0, 200))
    assert bases == [1, 1]
