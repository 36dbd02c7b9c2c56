"""Drawing a dungeon (a part of StonespineTable): the 4x4 grid with its doorways, this year's row
lit, the covered gold shown on the free slots, the gold counted now, the blueprint's marks, the
secret passages, and the path networks when "Show paths" is on."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.tables.stonespine.chamber import (
    TOKEN_RADIUS,
    chamber_words,
    draw_chamber,
    draw_token,
    element_name,
)
from game.rules.stonespine import board
from game.rules.stonespine.content import CATALOG
from game.rules.stonespine.text import counted

NETWORK_INKS = [(240, 200, 90), (120, 200, 240), (230, 120, 200), (140, 230, 140), (240, 150, 90)]
NEED_MARKS = {
    "cave": "Cav",
    "stone": "Stn",
    "treasure": "$",
    "star": "Star",
    "trap": "Trp",
    "goblin": "Gb",
    "kobold": "Kb",
    "gnoll": "Gn",
    "ooze": "Oz",
    "slime": "Sl",
}  # a blueprint requirement, short
IN_INK, OUT_INK = (120, 220, 120), (120, 170, 240)


class DungeonView:
    """A part of the Stonespine table: the dungeon in view (yours, or another player's shown
    large) with its doorways, this year's row lit, blueprint tags, passages, the gold counted
    now and, while `show_paths` is on, the path networks; where each slot and edge is. It is
    handed the table, whose slots, tooltips, drag and waiting move it reads."""

    def __init__(self, table):
        self.table = table
        self.show_paths = False  # "Show paths" (P): draw the path networks
        self.drawn_elems: dict[int, int] = {}

    def cell_rect(self, i: int) -> pygame.Rect:
        return self.table.slot_rect(f"cell_{i}")

    def edge_rect(self, edge: int, dungeon) -> pygame.Rect:
        """Where a secret passage on `edge` lies (and where one is dropped)."""
        if edge == board.ENTRANCE_EDGE:
            top = self.cell_rect(dungeon.entrance)
            return pygame.Rect(top.centerx - 22, top.top - 30, 44, 40)
        if edge == board.EXIT_EDGE:
            bottom = self.cell_rect(12 + dungeon.exit)
            return pygame.Rect(bottom.centerx - 22, bottom.bottom - 10, 44, 40)
        a, b, _, _ = board.INNER[edge]
        ra, rb = self.cell_rect(a), self.cell_rect(b)
        if b == a + 1:
            return pygame.Rect(ra.right - 12, ra.centery - 22, rb.left - ra.right + 24, 44)
        return pygame.Rect(ra.centerx - 22, ra.bottom - 12, 44, rb.top - ra.bottom + 24)

    def draw_dungeon(self, surface, state, seat: int, mine: bool) -> None:
        d = state.dungeons[seat]
        row = state.row() if state.phase == "draft" else -1
        showing = {i for i, _ in d.gold_showing()}
        waiting = self.table.waiting() if mine else None  # a move of yours awaiting Confirm
        self._doorways(surface, d)
        self.drawn_elems = {}  # cell -> how many tokens its chamber shows (IN/OUT go beside)
        for i in range(16):
            rect = self.cell_rect(i)
            if waiting is not None and i in waiting.built:  # the chamber chosen, not yet built
                draw_chamber(surface, waiting.built[i], rect)
                continue
            if d.cards[i]:
                if self.table.drag.is_animating(("cell", i)):
                    continue
                elems = d.elems[i] if waiting is None else waiting.elems(i, d.elems[i])
                draw_chamber(surface, d.cards[i], rect, elems, gold_shows=i in showing)
                self.drawn_elems[i] = len(elems)
                self.table.tooltips.add(rect, self._cell_tip(state, seat, i))
                continue
            lit = i // 4 == row
            pygame.draw.rect(surface, (70, 58, 46) if lit else (50, 42, 36), rect, border_radius=6)
            pygame.draw.rect(
                surface, theme.GOLD_DIM if lit else (72, 60, 50), rect, 2, border_radius=6
            )
            label = board.cell_xy(i)
            img = fonts.render("ABCD"[label[0]] + str(label[1] + 1), 14, (110, 96, 82))
            surface.blit(img, (rect.x + 6, rect.y + 4))
            if lit and row > 0:
                covers = state.covered_gold(seat, i % 4)
                note = fonts.render(
                    f"covers {covers} gold", 13, theme.GOLD if covers else theme.TEXT_DIM
                )
                surface.blit(note, note.get_rect(center=rect.center))
        self._blueprint_marks(surface, state, seat)
        self._passages(surface, d, waiting.edges if waiting is not None else ())
        if self.show_paths:
            self._paths(surface, state, seat)

    def draw_gold_marks(self, surface, state, seat: int) -> None:
        """Where the gold counted now comes from: each chamber that counts is ringed in gold and
        says how much it gives (its chests plus its printed gold still showing)."""
        for i, gold in board_gold(state.gold_tally(seat)).items():
            rect = self.cell_rect(i)
            pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=6)
            img = fonts.render(f"+{gold} gold", 14, theme.GOLD, bold=True)
            box = img.get_rect(center=rect.center).inflate(12, 6)
            pygame.draw.rect(surface, (30, 24, 20), box, border_radius=5)
            pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=5)
            surface.blit(img, img.get_rect(center=box.center))

    def _cell_tip(self, state, seat, i) -> str:
        d = state.dungeons[seat]
        tokens = d.elems[i][len(CATALOG.chambers[d.cards[i]].elements) :]
        tip = chamber_words(d.cards[i])
        if tokens:
            tip += " Tokens added: " + ", ".join(element_name(t) for t in tokens) + "."
        room = d.room(i)
        return tip + (
            f" Room for {counted(room, 'more element')}." if room else " Full: 4 elements."
        )

    def _doorways(self, surface, d) -> None:
        for col, slot, word in (
            (d.entrance, "entrance", "ENTRANCE"),
            (12 + d.exit, "exit", "EXIT"),
        ):
            cell = self.cell_rect(col)
            band = self.table.slot_rect(slot)
            rect = pygame.Rect(cell.x + 10, band.y, cell.w - 20, band.h)
            pygame.draw.rect(
                surface, (30, 70, 40) if word == "ENTRANCE" else (30, 50, 86), rect, border_radius=5
            )
            img = fonts.render(word, 13, theme.TEXT, bold=True)
            surface.blit(img, img.get_rect(center=rect.center))

    def _blueprint_marks(self, surface, state, seat) -> None:
        """Each blueprint requirement as a tag: on an empty slot in its bottom-left corner, on a
        built chamber in the middle of its bottom line (between the type and rune and the gold);
        a tick once met, else the requirement's short name (the key names them all)."""
        d = state.dungeons[seat]
        for cell, need, met in state.blueprint_checks(seat):
            below = board.EXIT_EDGE if cell == 12 + d.exit else board.EDGE_AT.get((cell, cell + 4))
            aside = below is not None and bool(d.passages >> below & 1)  # a passage is there
            mark = blueprint_tag(
                surface, self.cell_rect(cell), need, met, bool(d.cards[cell]), aside
            )
            self.table.tooltips.add(
                mark,
                f"Blueprint: {need} in {board.cell_label(cell)} ({'met' if met else 'not yet'}).",
            )

    def _passages(self, surface, d, waiting=()) -> None:
        """The secret passages, and those a move awaiting Confirm lays (`waiting` edges)."""
        for e in range(board.EDGES):
            if d.passages >> e & 1 or e in waiting:
                rect = self.edge_rect(e, d)
                draw_token(surface, "passage", rect.center, TOKEN_RADIUS)
                self.table.tooltips.add(rect, "A secret passage: it joins the two sides as a path.")

    def _paths(self, surface, state, seat) -> None:
        d = state.dungeons[seat]
        adj = d.links()
        nets = state.path_networks(seat)
        for k, net in enumerate(nets):
            ink = NETWORK_INKS[k % len(NETWORK_INKS)]
            for a in net:
                for b in adj[a]:
                    if a < b:
                        pygame.draw.line(
                            surface, ink, self.cell_rect(a).center, self.cell_rect(b).center, 5
                        )
            for a in net:
                pygame.draw.circle(surface, ink, self.cell_rect(a).center, 6)
        marked = {i for i, _, _ in state.blueprint_checks(seat) if d.cards[i]}
        ins, outs = d.entrance_reach(adj), d.exit_reach(adj)
        for i in ins | outs:
            places = tag_places(self.cell_rect(i), self.drawn_elems.get(i, 4), i in marked)
            for word, ink, place in zip(
                [w for w, cells in (("IN", ins), ("OUT", outs)) if i in cells],
                [k for k, cells in ((IN_INK, ins), (OUT_INK, outs)) if i in cells],
                places,
                strict=False,
            ):
                path_tag(surface, place, word, ink)


def tag_places(rect: pygame.Rect, elements: int, blueprint: bool) -> list[pygame.Rect]:
    """Where a chamber's IN and OUT tags go (Show paths) so that they cover none of what it
    shows: its free token places (the tokens sit in two rows of two, chamber.py), then the
    middle of its foot (unless a blueprint tag is there), then its top right corner (over the
    end of a long name: a chamber full of tokens that is both IN and OUT, or full and with a
    blueprint tag, has no other room)."""
    tag = pygame.Rect(0, 0, 32, 18)
    places = []
    for k in (3, 2, 1, 0)[: max(0, 4 - elements)]:
        cx = rect.x + rect.w * (0.3 + 0.4 * (k % 2))
        cy = rect.y + rect.h * (0.37 + 0.27 * (k // 2))
        places.append(tag.copy())
        places[-1].center = (int(cx), int(cy))
    if not blueprint:
        places.append(tag.copy())
        places[-1].center = (rect.centerx, rect.bottom - 13)
    places.append(tag.copy())
    places[-1].topright = (rect.right - 4, rect.y + 2)
    return places


def path_tag(surface, tag: pygame.Rect, word: str, ink) -> None:
    """'IN' or 'OUT' on a chamber joined to the entrance or the exit (Show paths)."""
    pygame.draw.rect(surface, ink, tag, border_radius=4)
    img = fonts.render(word, 12, theme.TEXT_DARK, bold=True)
    surface.blit(img, img.get_rect(center=tag.center))


def blueprint_tag(
    surface, rect, need: str, met: bool, built: bool, aside: bool = False
) -> pygame.Rect:
    """A blueprint requirement's tag on the slot or chamber `rect` (see _blueprint_marks);
    `aside`: a secret passage lies on the chamber's foot, so the tag goes to the left end of it
    (over the type letter and rune, which its note still names). Returns where it is drawn."""
    ink = theme.LEGAL if met else (150, 140, 150)
    img = None if met else fonts.render(NEED_MARKS.get(need, need[:3]), 12, theme.TEXT, bold=True)
    width = 22 if met else max(24, img.get_width() + 10)
    if built:
        mark = pygame.Rect(0, 0, width, 19)
        mark.center = (rect.centerx + 6, rect.bottom - 13)
        if aside:
            mark.left = rect.left + 4
        pygame.draw.rect(surface, ink if met else (24, 20, 26), mark, border_radius=9)
        pygame.draw.rect(surface, ink if met else theme.TEXT, mark, 1, border_radius=9)
    else:
        mark = pygame.Rect(rect.x + 3, rect.bottom - 22, width, 19)
        pygame.draw.rect(surface, (24, 20, 26), mark, border_radius=4)
        pygame.draw.rect(surface, ink, mark, 1, border_radius=4)
    if met:
        c = mark.center
        tick = [(c[0] - 5, c[1]), (c[0] - 1, c[1] + 4), (c[0] + 5, c[1] - 4)]
        pygame.draw.lines(surface, theme.TEXT_DARK if built else theme.LEGAL, False, tick, 3)
    else:
        surface.blit(img, img.get_rect(center=mark.center))
    return mark


def board_gold(tally: dict) -> dict[int, int]:
    """{cell: gold it counts now} from a gold tally (chests and printed gold still showing)."""
    out: dict[int, int] = {}
    for (col, row), n in tally["chests"] + tally["printed"]:
        if n:
            out[row * 4 + col] = out.get(row * 4 + col, 0) + n
    return out
