"""The panels around the dungeon (a part of DecoratorsTable): the draft board with its pawn rows,
the bags and hourglasses, the bosses with everyone's counts, the other players' small dungeons,
one key for every glyph, and goal cards (face up for their owner, face down with their deck's
letter for everyone else)."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.tables.decorators.glyphs import FLOOR_LETTER, glyph
from game.client.tables.decorators.tiles import face_words, tile_picture
from game.client.widgets.draw import text, text_block
from game.client.widgets.text import fit_text
from game.rules.decorators.content import CATALOG, ShapeGoal
from game.rules.decorators.scoring import measure
from game.rules.decorators.state import HOURGLASS, SPOT_PLACES

DIM = (60, 50, 44)
SYMBOL_WORDS = (
    ("H", "H a hallway"),
    ("R", "R a room"),
    ("C", "C any colour floor"),
    ("*", "* a star floor"),
    ("p", "p a colour floor with 2 decorations"),
    *((n, "a number: that many decorations on its walls") for n in "123"),
)
BACK = (70, 56, 92)


def boss_words(boss) -> str:
    """What a boss counts and pays, in our words, from its data."""
    m = boss.measure
    if m == "tiles":
        what = {"room": "rooms", "hallway": "hallways"}.get(boss.shape, "rooms and hallways")
        if boss.floors:
            what += " with a " + " or ".join(boss.floors) + " floor"
        if boss.passages is not None:
            what += f" with {boss.passages} passageways"
    else:
        what = {
            "decorations": "decorations on walls"
            + (f" ({', '.join(boss.kinds)})" if boss.kinds else ""),
            "decoration_kinds": "different decorations on walls",
            "most_common_decoration": "copies of your most common decoration",
            "decorated_rooms": f"rooms with {boss.least}+ decorations",
            "wilds": "wild icons on walls (no Mimic needed)",
            "open_passages": "passageways leading to open space",
            "bare_wall_tiles": "tiles with a wall bearing no decoration",
            "longest_room_path": "hallways on the longest room-to-room path",
        }.get(m, m)
    if boss.deck == "B":
        pay = "most 10, second 4"
    elif boss.table:
        pay = "/".join(map(str, boss.table)) + " points by count"
    else:
        pay = f"{boss.points} each"
    return f"Counts {what}; {pay}."


def hourglass(surface, c, out: bool) -> None:
    """An hourglass: filled once out of the bag, hollow while still in it."""
    ink = theme.GOLD if out else theme.TEXT_DIM
    pts = [(c[0] - 6, c[1] - 9), (c[0] + 6, c[1] - 9), (c[0] - 6, c[1] + 9), (c[0] + 6, c[1] + 9)]
    pygame.draw.polygon(surface, ink, pts, 0 if out else 2)


def boss_frame(surface, rect, deck: str) -> None:
    """A boss card's ground, edged yellow (deck A) or blue (deck B)."""
    pygame.draw.rect(surface, (50, 40, 52), rect, border_radius=6)
    edge = (222, 196, 74) if deck == "A" else (70, 120, 200)
    pygame.draw.rect(surface, edge, rect, 2, border_radius=6)


def card_back(surface, rect, deck: str) -> None:
    """A goal card face down: its deck's letter (S shape, D decoration)."""
    pygame.draw.rect(surface, BACK, rect, border_radius=4)
    pygame.draw.rect(surface, (150, 130, 180), rect, 1, border_radius=4)
    text(
        surface,
        "S" if deck == "shape" else "D",
        rect.center,
        13,
        theme.TEXT,
        bold=True,
        anchor="center",
    )


def count_label(count: int, pts: int) -> pygame.Surface:
    """A boss's count for one player, then (smaller, gold) the points it would bring now: short
    enough for four players side by side under a boss."""
    big, small = (
        fonts.render(str(count), 14, theme.TEXT, True),
        fonts.render(f"{pts}p", fonts.SMALLEST, theme.GOLD),
    )
    out = pygame.Surface(
        (big.get_width() + 3 + small.get_width(), big.get_height()), pygame.SRCALPHA
    )
    out.blit(big, (0, 0))
    out.blit(small, (big.get_width() + 3, big.get_height() - small.get_height() - 1))
    return out


def goal_words(card: str) -> str:
    goal = CATALOG.goals[card]
    if isinstance(goal, ShapeGoal):
        used = {
            c
            for _, _, symbol in goal.cells
            for c in (symbol[0], symbol[1:2] if symbol[1:2] in "*p123" else "")
        }
        words = list(dict.fromkeys(w for c, w in SYMBOL_WORDS if c in used))
        words += [
            f"H{FLOOR_LETTER[s[1:]].lower()} a hallway with a {s[1:]} floor"
            for s in sorted({symbol for _, _, symbol in goal.cells if symbol[1:] in FLOOR_LETTER})
        ]
        what = (
            "tiles laid out as drawn, turned or mirrored, joined by passageways or not. "
            + "; ".join(words)
        )
    else:
        what = (
            f"{', '.join(goal.icons)} on the walls of "
            f"{'one room' if goal.where == 'room' else 'hallways'}"
        )
    return f"{goal.name} ({goal.points}): {what}."


class Panels:
    """The draft board, the bags, the bosses, the other players and goal cards face up. Owns
    nothing that changes; handed the table, whose slots, tooltips, seat markers, session and
    pointer it uses, and which other dungeon is shown large."""

    def __init__(self, table):
        self.table = table

    # ---- draft board ------------------------------------------------------------------------
    def spot_of_place(self, place: int):
        return SPOT_PLACES.index(place) + 1 if place in SPOT_PLACES else None

    def draw_draft(self, surface, state, can_draft: set, can_exchange: bool) -> None:
        row = self.table.slot_rect("order_row")
        text(surface, "Turn order", (row.x, row.y + 3), 13, theme.TEXT_DIM, bold=True)
        x = row.x + 84
        for k, seat in enumerate(state.order):
            now = state.phase not in ("setup", "over") and k == state.turn
            if now:
                pygame.draw.circle(surface, theme.ACCENT, (x, row.centery), 12, 2)
            self.table.seat_marker(surface, seat, (x, row.centery), 9)
            x += 30
        for place in range(5):
            rect = self.table.slot_rect(f"spot_{place}")
            pygame.draw.rect(surface, DIM, rect, border_radius=6)
            spot = self.spot_of_place(place)
            if spot is None:  # Draw/Exchange
                live = can_exchange
                ink = theme.TEXT if not state.exchange_taken else theme.TEXT_DIM
                text_block(surface, "Draw / Exchange", rect.inflate(-12, -40).move(0, -8), 14, ink)
                text(
                    surface,
                    "taken" if state.exchange_taken else "tile + goal",
                    (rect.centerx, rect.bottom - 14),
                    fonts.SMALLEST,
                    theme.TEXT_DIM,
                    anchor="center",
                )
                self.table.tooltips.add(
                    rect,
                    "Draw/Exchange (once a round): a random tile from the bag, then a goal from "
                    "either deck, then discard any goal card (the new one too).",
                )
            else:
                tile = state.board[spot - 1]
                live = spot in can_draft
                if tile is not None:
                    surface.blit(
                        tile_picture(tile, "decoration", 0, rect.w - 8), rect.inflate(-8, -8)
                    )
                    self.table.tooltips.add(
                        rect, face_words(tile, "decoration") + " (hover shows the dungeon face)"
                    )
                text(surface, str(spot), (rect.x + 3, rect.y - 2), 13, theme.GOLD, bold=True)
            if live:
                pygame.draw.rect(surface, theme.LEGAL, rect, 3, border_radius=6)
        row = self.table.slot_rect("picks_row")
        self.table.tooltips.add(
            row,
            (
                "Pawns under the spot each player took this round: next round's "
                "turn order, left first."
            ),
        )
        for seat, place in state.picks.items():
            rect = self.table.slot_rect(f"spot_{place}")
            self.table.seat_marker(surface, seat, (rect.centerx, row.centery), 9)

    def draw_draft_hover(self, surface, state) -> None:
        """The tile under the pointer on the draft board turns to its dungeon face."""
        mouse = self.table.app.pointer or (-1, -1)  # canvas coordinates, whatever the window's size
        for place in range(5):
            rect, spot = self.table.slot_rect(f"spot_{place}"), self.spot_of_place(place)
            if spot is not None and state.board[spot - 1] is not None and rect.collidepoint(mouse):
                surface.blit(
                    tile_picture(state.board[spot - 1], "dungeon", 0, rect.w - 8),
                    rect.inflate(-8, -8),
                )

    def draw_info(self, surface, state) -> None:
        rect = self.table.slot_rect("info")
        tiles_red = len(state.red) - state.red.count(HOURGLASS)
        total = CATALOG.supplies["hourglasses"]
        text(
            surface,
            f"Round {state.round}   Blue bag {len(state.blue)}   Red bag {tiles_red}",
            (rect.x + 4, rect.y + 1),
            14,
            theme.TEXT,
        )
        x = rect.x + 4
        for k in range(total):
            hourglass(surface, (x + 8, rect.y + 35), k < state.hourglasses)
            x += 20
        text(surface, f"{state.hourglasses}/{total}", (x + 2, rect.y + 26), 14, theme.TEXT)
        if state.last_round:
            badge = pygame.Rect(x + 40, rect.y + 24, 96, 22)
            pygame.draw.rect(surface, theme.ILLEGAL, badge, border_radius=5)
            text(surface, "LAST ROUND", badge.center, 12, theme.TEXT, bold=True, anchor="center")
            self.table.tooltips.add(
                badge, "The third hourglass came out during a turn: the game ends after this round."
            )
        sup = state.supply
        text(
            surface,
            f"Supply: generic {sup['generic']}  A {sup['arcane_architect']}  M "
            f"{sup['decorative_mimic']}",
            (rect.right - 4, rect.y + 27),
            fonts.SMALLEST,
            theme.TEXT_DIM,
            anchor="topright",
        )
        self.table.tooltips.add(
            rect,
            "Tiles left in the bags, hourglasses out of the red bag (the third ends the game), "
            "and the supply of generic tiles, Architect (A) and Mimic (M) tokens.",
        )

    # ---- bosses -------------------------------------------------------------------------------
    def draw_bosses(self, surface, state, scores) -> None:
        for k, boss in enumerate(state.bosses):
            rect = self.table.slot_rect(f"boss_{k}")
            boss_frame(surface, rect, boss.deck)
            surface.blit(
                fit_text(f"{boss.deck}: {boss.name}", 13, theme.GOLD, rect.w - 10, bold=True),
                (rect.x + 5, rect.y + 2),
            )
            text_block(
                surface,
                boss_words(boss),
                pygame.Rect(rect.x + 5, rect.y + 19, rect.w - 10, 48),
                fonts.SMALLEST,
                theme.TEXT_DIM,
                0,
            )
            step = (rect.w - 8) // state.num_players
            for seat in range(state.num_players):
                count = measure(boss, state.dungeons[seat], state.mimics[seat])
                pts = 0 if scores is None else scores[seat].breakdown.get("Boss " + boss.name, 0)
                x = rect.x + 12 + seat * step
                self.table.seat_marker(surface, seat, (x, rect.bottom - 12), 9)
                surface.blit(count_label(count, pts), (x + 11, rect.bottom - 21))
            self.table.tooltips.add(
                rect,
                f"Boss {boss.name}. {boss_words(boss)} Each player: count, then points if the "
                "game ended now.",
            )

    # ---- the other players ----------------------------------------------------------------
    def opponent_rects(self, count: int) -> list[pygame.Rect]:
        """One panel per other player; a lone one (2 players) takes the room of all three."""
        if count == 1:
            return [self.table.slot_rect("opponent_0").union(self.table.slot_rect("opponent_2"))]
        return [self.table.slot_rect(f"opponent_{k}") for k in range(min(count, 3))]

    def draw_opponents(self, surface, state, others: list[int]) -> None:
        """Each other player's panel: the dungeon small on the left; beside it the name and the
        goal cards scored, the tokens, the stored tiles and the goal cards in hand face down."""
        for seat, rect in zip(others, self.opponent_rects(len(others))):
            pygame.draw.rect(surface, (36, 30, 28), rect, border_radius=6)
            edge = theme.ACCENT if self.table.large == seat else (86, 70, 56)
            pygame.draw.rect(surface, edge, rect, 2, border_radius=6)
            self.draw_small_dungeon(surface, state.dungeons[seat], self.small_area(rect))
            side = pygame.Rect(rect.x + 212, rect.y + 4, rect.w - 218, rect.h - 8)
            self.table.seat_marker(surface, seat, (side.x + 9, side.y + 9), 9)
            surface.blit(
                fit_text(self.table.session.seat_name(seat), 13, theme.TEXT, 100, bold=True),
                (side.x + 22, side.y),
            )
            text(
                surface,
                f"scored {len(state.scored[seat])}",
                (side.right, side.y + 1),
                fonts.SMALLEST,
                theme.TEXT_DIM,
                anchor="topright",
            )
            text(
                surface,
                f"Architects {state.architects[seat]}  Mimics {state.mimics[seat]}",
                (side.x, side.y + 18),
                fonts.SMALLEST,
                theme.TEXT_DIM,
            )
            for i, tile in enumerate(state.storage[seat][:2]):
                surface.blit(tile_picture(tile, _face(tile), 0, 24), (side.x + 26 * i, side.y + 35))
            for i, card in enumerate(state.hands[seat][:6]):
                self.card_back(
                    surface,
                    pygame.Rect(side.x + 58 + 22 * i, side.y + 35, 20, 24),
                    CATALOG.deck_of(card),
                )
            self.table.tooltips.add(
                rect,
                f"{self.table.session.seat_name(seat)}'s dungeon (click for a large view; again to "
                "go back), goal cards scored, tokens, storage (two places) and goal cards in "
                "hand (face down: S shape, D decoration).",
            )

    def card_back(self, surface, rect, deck: str) -> None:
        card_back(surface, rect, deck)

    @staticmethod
    def small_area(panel) -> pygame.Rect:
        return pygame.Rect(panel.x + 4, panel.y + 4, 204, panel.h - 8)

    @staticmethod
    def small_cells(dungeon, area) -> tuple[int, int, int]:
        """(size, ox, oy): cell (x, y) of a small dungeon lies at (ox + x * size, oy + y * size)."""
        if not dungeon:  # an Architect token lifted the only tile, the start, for this build
            return 40, area.centerx, area.centery
        xs = [c[0] for c in dungeon]
        ys = [c[1] for c in dungeon]
        cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        size = max(4, min(area.w // cols, area.h // rows, 40))
        return (
            size,
            area.centerx - cols * size // 2 - min(xs) * size,
            area.centery - rows * size // 2 - min(ys) * size,
        )

    def draw_small_dungeon(self, surface, dungeon, area) -> None:
        size, ox, oy = self.small_cells(dungeon, area)
        for (x, y), (tile, face, rot) in dungeon.items():
            surface.blit(tile_picture(tile, face, rot, size), (ox + x * size, oy + y * size))

    # ---- goal cards ---------------------------------------------------------------------------
    def draw_card(
        self, surface, rect, card: str, lit: bool, note: str = "", marked: bool = False
    ) -> None:
        draw_goal_card(surface, rect, card, lit, note, marked)


CARD_INK = (232, 222, 196)
NAME_ROOM = 3  # lines a card's name may take
NAME_SIZE = fonts.SMALLEST + 1


def name_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where a goal card's name goes: room for NAME_ROOM lines at the font's own height."""
    line = fonts.font(NAME_SIZE, bold=True).get_height()
    return pygame.Rect(rect.x + 6, rect.y + 22, rect.w - 10, NAME_ROOM * line)


def draw_goal_card(
    surface, rect, card: str, lit: bool = False, note: str = "", marked: bool = False
) -> None:
    """A goal card face up: its kind and points on top, its name whole, what it asks (the
    decorations, or the shape's tiles as drawn), and a note at its foot (met, or what it lacks)."""
    goal = CATALOG.goals[card]
    shape = isinstance(goal, ShapeGoal)
    pygame.draw.rect(surface, CARD_INK, rect, border_radius=6)
    pygame.draw.rect(
        surface, theme.LEGAL if lit else (120, 100, 80), rect, 3 if lit else 1, border_radius=6
    )
    head = "SHAPE" if shape else ("ROOM" if goal.where == "room" else "HALLWAY")
    text(surface, head, (rect.x + 6, rect.y + 4), fonts.SMALLEST, (90, 70, 60), bold=True)
    text(
        surface,
        str(goal.points),
        (rect.right - 6, rect.y + 1),
        18,
        (120, 40, 30),
        bold=True,
        anchor="topright",
    )
    used = text_block(surface, goal.name, name_rect(rect), NAME_SIZE, theme.TEXT_DARK, 0, bold=True)
    body = pygame.Rect(rect.x + 5, rect.y + 26 + max(used, 34), rect.w - 10, 0)
    body.h = rect.bottom - 20 - body.y
    if shape:
        shape_grid(surface, goal, body)
    else:
        step = min(28, (body.w - 2) // max(1, len(goal.icons)))
        for k, icon in enumerate(goal.icons):
            at = (body.x + 2 + step * k + step // 2, body.y + step // 2)
            decoration_disc(surface, icon, at, step)
    if note:
        surface.blit(
            fit_text(
                note, fonts.SMALLEST, (40, 90, 40) if lit else (110, 60, 40), rect.w - 8, bold=True
            ),
            (rect.x + 5, rect.bottom - 18),
        )
    if marked:
        pygame.draw.line(surface, theme.ILLEGAL, rect.topleft, rect.bottomright, 4)
        pygame.draw.line(surface, theme.ILLEGAL, rect.topright, rect.bottomleft, 4)


def decoration_disc(surface, icon: str, centre, size: int) -> None:
    """A decoration a card asks for: its glyph on a dark disc `size` pixels across."""
    pygame.draw.circle(surface, (60, 50, 46), centre, size // 2)
    glyph(surface, icon, centre, size * 0.62, (250, 246, 236))


def shape_grid(surface, goal, body) -> None:
    """A shape card's tiles as laid out on it, each cell marked with its symbol."""
    cols = max(x for x, _, _ in goal.cells) + 1
    rows = max(y for _, y, _ in goal.cells) + 1
    size = min(body.w // cols, body.h // rows, 26)
    ox, oy = body.centerx - cols * size // 2, body.y
    for x, y, symbol in goal.cells:
        shape_cell(
            surface, pygame.Rect(ox + x * size + 1, oy + y * size + 1, size - 2, size - 2), symbol
        )


def symbol_label(symbol: str) -> str:
    """What a shape card's cell shows: H or R, then a star, a number, p, or a floor's letter."""
    if len(symbol) <= 2:
        return symbol
    return symbol[0] + FLOOR_LETTER.get(symbol[1:], symbol[1:2]).lower()


def shape_cell(surface, cell, symbol: str) -> None:
    """One cell of a shape card: a room brown, a hallway blue, any tile with a colour floor
    grey-green; its symbol written in it."""
    room = symbol.startswith("R")
    fill = (110, 80, 60) if room else (70, 100, 80) if symbol == "C" else (70, 90, 110)
    pygame.draw.rect(surface, fill, cell, border_radius=3)
    img = fit_text(symbol_label(symbol), fonts.SMALLEST, (250, 244, 230), cell.w - 1, bold=True)
    surface.blit(img, img.get_rect(center=cell.center))


def _face(tile) -> str:
    return "room" if tile == "generic" else "dungeon"
