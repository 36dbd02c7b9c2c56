"""Dungeon Makers table panels: dungeon grids, the stacks, the action tile and its three choices,
supplies, the score track and the Iron Golem's panel. Pure drawing from a state; no input here."""

from __future__ import annotations

from collections import Counter

import pygame

from game.client import icons, theme
from game.client.tables.makers.tiles import ICON_FILES, RINGS, tile_surface
from game.client.widgets.badges import count_chips, seat_token
from game.client.widgets.board_parts import lettered_boxes, piece_row, pile_edges, row_places
from game.client.widgets.checklist import told_box
from game.client.widgets.draw import panel, panel_title, text
from game.client.widgets.text import SizedCache, caption_and_details, fit_text, for_one_table
from game.rules.makers.actions import ACTION_RING
from game.rules.makers.content import ENCOUNTERS, TRAPS
from game.rules.makers.text import golem_tile_note
from game.rules.makers.tiles import BLOCK, GOLEM_TILES, KIND, SIZE, TILES

CELL_FILL = (36, 29, 25)
CELL_EDGE = (70, 58, 48)
ACTION_ICONS = {
    "block_or_move": "brick-wall",
    "place_minion": "meeple",
    "move_minion": "hiking",
    "swap": "clockwise-rotation",
}  # Place a Tile's is drawn here (action_icon)
SHORT_NAMES = {
    "block_or_move": "Block / Move a Tile"
}  # on a button, where the rules' name is too long


def points_words(n: int) -> str:
    return f"{n} point" + ("" if abs(n) == 1 else "s")


def empty_cell(surface, rect) -> None:
    pygame.draw.rect(surface, CELL_FILL, rect, border_radius=4)
    pygame.draw.rect(surface, CELL_EDGE, rect, 1, border_radius=4)


def draw_grid(surface, state, seat: int, rects: dict, minion_style, skip=None) -> None:
    """A dungeon's tiles and minions over its empty sockets (MakersView.draw_base). `rects` maps
    (c, r) -> Rect;
    `minion_style(owner)` gives (colour, shape); `skip`: ("tile" or "minion", c, r) in the player's
    hand."""
    grid, rot, mins = state.grid[seat], state.rot[seat], state.minion[seat]
    for (c, r), rect in rects.items():
        i = r * SIZE + c
        if grid[i] >= 0 and skip != ("tile", c, r):
            surface.blit(tile_surface(grid[i], rot[i], rect.width), rect.topleft)
            if mins[i] >= 0 and skip != ("minion", c, r):  # (a minion stands well inside its tile)
                seat_token(
                    surface, minion_spot(rect), max(7, rect.width // 6), *minion_style(mins[i])
                )


def minion_spot(rect) -> tuple[int, int]:
    """Where a minion stands on a tile: the upper-left quarter, clear of the icon and letter."""
    return rect.left + rect.width * 27 // 100, rect.top + rect.height * 27 // 100


def minion_rect(rect) -> pygame.Rect:
    r, (x, y) = max(7, rect.width // 6) + 3, minion_spot(rect)
    return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


def drop_edge(surface, cell, act: str):
    """The edge round a cell a held stack tile would drop on: thick orange for a swap (the tile
    there leaves), thin gold for a place. Returns its colour (for the words above it)."""
    ink = theme.ACCENT if act == "swap" else theme.GOLD
    pygame.draw.rect(surface, ink, cell.inflate(6, 6), 4 if act == "swap" else 2, border_radius=6)
    return ink


def draw_stack(surface, stack, s: int, rect, lifted: str = "") -> None:
    """Stack `s` (its tiles, top last) as a pile with its top tile face up and a count; while
    its top tile is off it, the words `lifted` say where it is."""
    surface.blit(
        pile_edges(min(8, (len(stack) + 3) // 4), rect.width), (rect.left + 1, rect.top + 1)
    )
    if not stack or lifted:
        empty_cell(surface, rect)
        text(
            surface,
            lifted or "empty",
            rect.center,
            14 if lifted else 15,
            theme.TEXT_DIM,
            anchor="center",
        )
    else:
        surface.blit(tile_surface(stack[-1], 0, rect.width), rect.topleft)
    img = fit_text(
        f"{('Left', 'Middle', 'Right')[s]} · {len(stack)} left", 14, theme.TEXT_DIM, rect.width + 14
    )
    surface.blit(
        img, img.get_rect(midtop=(rect.centerx + 4, rect.bottom + 9))
    )  # clear of the action tile


_pictures = for_one_table(SizedCache(budget_mb=2))  # the action tiles and the Place a Tile glyph


def action_icon(action: str, size: int, ink) -> pygame.Surface:
    """An action's icon; Place a Tile is drawn here: a tile with crossing corridors and a plus."""
    if ACTION_ICONS.get(action):
        return icons.icon(ACTION_ICONS[action], size, ink)
    return _place_tile_glyph(size, tuple(ink))


@_pictures.keeps
def _place_tile_glyph(size: int, ink) -> pygame.Surface:
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    w, lane, (x, y) = (
        max(2, size // 12),
        max(2, size // 7),
        (size - size // 5, size // 5),
    )  # (x, y): the plus
    body = pygame.Rect(w, w + size // 10, size - 2 * w - size // 6, size - 2 * w - size // 6)
    pygame.draw.rect(img, ink, body, w, border_radius=max(2, size // 10))
    pygame.draw.rect(img, ink, (body.centerx - lane // 2, body.top, lane, body.height))
    pygame.draw.rect(img, ink, (body.left, body.centery - lane // 2, body.width, lane))
    arm = max(3, size // 7)
    pygame.draw.line(img, ink, (x - arm, y), (x + arm, y), w + 1)
    pygame.draw.line(img, ink, (x, y - arm), (x, y + arm), w + 1)
    return img


@_pictures.keeps
def action_tile(size: tuple[int, int], side: str, top: int, hover: str | None) -> pygame.Surface:
    """The action tile's picture (with its shadow): single side (one icon), or the multi side with
    its four outer icons turned so ACTION_RING[top] is on top; left and right are the choices,
    top and bottom are not. `hover`: the choice lit ("left", "center", "right") or None."""
    surface = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)  # room for the shadow
    rect = pygame.Rect((0, 0), size)
    face = (82, 70, 96) if side == "multi" else (54, 86, 120)  # purple-ish and blue sides
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=10)
    pygame.draw.rect(surface, face, rect, border_radius=10)
    pygame.draw.rect(surface, theme.mix(face, (255, 255, 255), 0.35), rect, 2, border_radius=10)
    c = rect.center
    if side == "single":
        small = rect.width < 80  # the opponent's tile: no room for words
        img = action_icon("place_tile", rect.width // 2, theme.TEXT)
        surface.blit(img, img.get_rect(center=(c[0], c[1] - (0 if small else 6))))
        if not small:
            text(surface, "single side", (c[0], rect.bottom - 6), 13, anchor="midbottom")
        return surface
    inner = rect.inflate(-rect.width * 0.44, -rect.height * 0.44)
    pygame.draw.rect(surface, theme.mix(face, (0, 0, 0), 0.25), inner, border_radius=8)
    pygame.draw.rect(
        surface,
        theme.GOLD if hover == "center" else theme.mix(face, (255, 255, 255), 0.4),
        inner,
        2,
        border_radius=8,
    )
    img = action_icon("place_tile", int(inner.width * 0.7), theme.TEXT)
    surface.blit(img, img.get_rect(center=inner.center))
    off, size = rect.width * 0.355, int(rect.width * 0.18)
    sides = {"top": (0, -1), "right": (1, 0), "bottom": (0, 1), "left": (-1, 0)}
    for k, (where, (dx, dy)) in enumerate(sides.items()):  # ACTION_RING[top] on top, then clockwise
        spot = (c[0] + dx * off, c[1] + dy * off)
        usable = where in ("left", "right")
        ink = (
            (theme.GOLD if hover == where else theme.TEXT)
            if usable
            else theme.mix(face, theme.TEXT, 0.35)
        )
        img = action_icon(ACTION_RING[(top + k) % 4], size, ink)
        surface.blit(img, img.get_rect(center=spot))
        if usable:
            pygame.draw.circle(surface, ink, (round(spot[0]), round(spot[1])), size // 2 + 5, 2)
    # the orientation mark: a small triangle near one corner of the edge that was on top at set-up
    # (offset from the middle, like the printed tile's, so it never covers an icon), turned with it
    s, x, turn = max(5, rect.width // 18), rect.width * 0.2, 90 * (-top % 4)
    centre = pygame.Vector2(rect.width - 1, rect.height - 1) / 2  # (the tile's rect is at 0, 0)
    turned = [
        centre + (pygame.Vector2(p) - centre).rotate(turn)
        for p in ((x - s, 3), (x + s, 3), (x, 3 + s))
    ]
    pygame.draw.polygon(surface, (16, 12, 12), turned)
    return surface


def supply_rects(rect, count: int, kind: str) -> list[pygame.Rect]:
    """Where the minion tokens (overlapping) or block tiles of a supply lie."""
    return row_places(rect, count, 4 if kind == "block" else -2)


def draw_supply(surface, rect, count: int, kind: str, colour, shape, lifted: bool) -> None:
    """Minion tokens or block tiles in a row (the last one's place empty while it is held)."""

    def one(place):
        if kind == "block":
            surface.blit(tile_surface(BLOCK, 0, place.width), place.topleft)
        else:
            seat_token(surface, place.center, place.width // 2 - 2, colour, shape)

    piece_row(
        surface, rect, supply_rects(rect, count, kind), one, lifted, f"no {kind}s left", CELL_EDGE
    )


def golem_pile_chips(pile: list[int]) -> list[tuple[str, int, tuple, str]]:
    """(icon file, count, edge colour, tooltip) chips summing up the Golem's pile."""
    held = Counter(
        TILES[t].icon or KIND[t] for t in pile
    )  # a tile with no bonus icon counts by kind
    order = ("chest", *ENCOUNTERS, *TRAPS, "stairs", "chasm", "puzzle", "maze", "water")
    return [
        (ICON_FILES[what], held[what], RINGS.get(what, (140, 130, 120)), f"{held[what]} x {what}")
        for what in order
        if held[what]
    ]


def golem_shows(state, total: int) -> tuple:
    """What the Golem's panel shows of a position (the key of its kept picture): the next tile
    (-1 once the game is over), its pile, the minions and blocks it holds, its points."""
    return (
        -1 if state.is_over() else state.golem_tile,
        tuple(state.pile),
        state.pile_minions,
        state.pile_blocks,
        state.minions_left[1],
        total,
    )


COIN_RADIUS = 12


def draw_golem_panel(
    surface, rect, shows: tuple, told: tuple, used: int | None, tossing: bool = False
) -> tuple[dict, pygame.Rect | None]:
    """The Iron Golem: its four tiles (the next one marked), its pile (`shows`, from golem_shows)
    and
    its last turn's steps shown so far (`told`, from golem_steps; while `tossing`, its coin is in
    the
    air and the box names the tile only). Returns the hover areas {rect: text} for tooltips and the
    coin's place, left empty for the table's coin (None before the Golem's first turn)."""
    next_tile, pile, pile_minions, pile_blocks, minions_left, total = shows
    panel(surface, rect, fill=(40, 34, 32))
    panel_title(surface, rect, "rock-golem", "Iron Golem", points_words(total), (190, 184, 176))
    # the four Golem tiles, the one in use (or next) lit
    now = used if used is not None else next_tile
    items = [(g["tile"], g["name"]) for g in GOLEM_TILES]
    boxes = lettered_boxes(
        surface,
        (rect.left + 10, rect.top + 46, rect.width - 20, 52),
        items,
        now,
        "NOW" if used is not None else "NEXT",
    )
    tips = {
        tuple(box): golem_tile_note(
            k, " (in use now)" if used == k else " (its next turn)" if k == now else ""
        )
        for k, box in enumerate(boxes)
    }
    # the pile
    y = caption_and_details(
        surface,
        rect.left + 12,
        rect.right - 12,
        rect.top + 108,
        f"Pile: {len(pile)} tile{'s' * (len(pile) != 1)}",
        f"minions kept {pile_minions} · blocks {pile_blocks} · minions left {minions_left}",
    )
    y = count_chips(surface, rect.left + 12, rect.right - 8, y, golem_pile_chips(pile), tips)
    # the last turn, line by line, in a box that takes the rest of the panel below the chips
    box = pygame.Rect(rect.left + 10, y + 36, rect.width - 20, rect.bottom - y - 46)
    header, steps = told
    if header is None:
        told_box(surface, box, None, empty="Each of its turns is explained here, step by step.")
        return tips, None
    letter, name, face = header
    title = (
        f"Tile {letter} ({name}): the coin is in the air..."
        if tossing
        else f"Last turn: tile {letter} ({name}), coin shows {face}"
    )
    told_box(surface, box, title, None if tossing else steps, room_right=36)
    return tips, pygame.Rect(
        box.right - 20 - COIN_RADIUS, box.top + 16 - COIN_RADIUS, 2 * COIN_RADIUS, 2 * COIN_RADIUS
    )


def golem_steps(turn: dict | None, count: int | None = None) -> tuple:
    """The Golem's turn from the rules' data (golem_last, or its turn's events) as a header (letter,
    name, face) and its first `count` steps (None: all) as (done, sentence); (None, ()) before
    any."""
    if not turn or count == 0:
        return None, ()
    return (turn["tile"], turn["name"], turn["face"]), tuple(
        (s["done"], s["text"]) for s in turn["steps"][:count]
    )
