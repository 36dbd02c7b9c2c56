"""The Doodle table's panels around the sheets: the improvement boxes of the large sheet's owner,
the other sheets small (name, hearts, treasure count), the key to every glyph, the cards taken by
each player, and the fight (d10s, their sum, the bonuses, the 20 line, the chance to win)."""

from __future__ import annotations

import pygame

from game.ai.doodle.defender import fight_chance_after
from game.client import theme
from game.client.tables.doodle import glyphs
from game.client.tables.doodle.fight_dice import DIE, GAP, paper_die
from game.client.tables.doodle.sheet_view import SheetGeometry, draw_hero, draw_sheet, hero_mark
from game.client.widgets.board_parts import threshold_bar
from game.client.widgets.chrome import seat_lines
from game.client.widgets.draw import text
from game.client.widgets.progress import tick_boxes
from game.client.widgets.text import fit_text
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS, CATEGORIES, CONTENT
from game.rules.doodle.defend import WIN_AT
from game.rules.doodle.text import with_article

KEY = [
    ("wall", "wall"),
    ("trap", "trap"),
    ("goblin", "goblin"),
    ("orc", "orc"),
    ("dragon", "dragon"),
    ("treasure", "your treasure"),
    ("crossed", "crossed off"),
    ("path", "hero's path"),
    ("hero", "hero"),
]
LEVEL_WORDS = {
    "goblin": "strength +{}",
    "orc": "strength +{}",
    "dragon": "strength +{}",
    "trap": "damage {}",
    "treasure": "worth {} each",
    "hand": "hand of {}",
}
ROW_H = 16
# a small sheet's name starts right of its hero waiting in the entrance (it hid the first letters)
LABEL_X = 30


def hearts_text(state, seat: int) -> str:
    fate = state.hero[seat] if state.phase in ("defend", "over") else "inside"
    return {"dead": "hero dead", "escaped": f"escaped, {state.hearts[seat]} hearts"}.get(
        fate, f"{state.hearts[seat]} hearts"
    )


class DoodlePanels:
    """Handed the table (its slots, tooltips, session, seat markers, drag, large_seat,
    show_treasures, the fight's dice). Owns where the fight panel was last drawn (fight_rect:
    the place a dungeon action is dropped)."""

    def __init__(self, table) -> None:
        self.table = table
        self.fight_rect = pygame.Rect(0, 0, 0, 0)

    def box_row_rect(self, k: int) -> pygame.Rect:
        area = self.table.slot_rect("boxes")
        return pygame.Rect(area.left, area.top + k * ROW_H, area.width, ROW_H - 1)

    def draw_boxes(self, surface, state, seat: int, lit: set) -> None:
        """Each category's boxes in their groups, ticked from the left, and the level reached."""
        for k, cat in enumerate(CATEGORIES):
            row = self.box_row_rect(k)
            if cat in lit:
                pygame.draw.rect(
                    surface, theme.mix(theme.LEGAL, theme.BG, 0.55), row, border_radius=4
                )
                self.table.tooltips.add(row, f"Click to tick {with_article(cat)} box.")
            text(surface, cat, (row.left + 4, row.top + 1), 12, theme.TEXT, bold=True)
            ticked = state.boxes[seat][cat]
            tick_boxes(
                surface,
                row.left + 70,
                row.top + 2,
                state.groups[cat],
                ticked,
                glyphs.PAPER,
                lambda surf, box: glyphs.glyph(surf, "crossed", box),
            )
            words = LEVEL_WORDS[cat].format(state.level(seat, cat)) + (
                " (full)" if ticked >= state.total_boxes(cat) else ""
            )
            text(surface, words, (row.left + 300, row.top + 1), 12, theme.GOLD)

    def box_at(self, pos) -> str | None:
        return next(
            (cat for k, cat in enumerate(CATEGORIES) if self.box_row_rect(k).collidepoint(pos)),
            None,
        )

    # ---- the other sheets, small --------------------------------------------------------
    def small_seats(self, large: int) -> list[int]:
        return [s for s in range(self.table.state.num_players) if s != large][:3]

    def small_rect(self, k: int) -> pygame.Rect:
        area = self.table.slot_rect("smalls")
        return pygame.Rect(area.left + k * 160, area.top, 152, area.height)

    def draw_smalls(self, surface, state, large: int, eyes: int | None, lit: set) -> None:
        for k, seat in enumerate(self.small_seats(large)):
            rect = self.small_rect(k)
            geo = SheetGeometry(pygame.Rect(rect.left + 16, rect.top + 18, 110, 88))
            if seat in lit:
                pygame.draw.rect(
                    surface, theme.mix(theme.LEGAL, theme.BG, 0.5), rect, border_radius=6
                )
            self.table.seat_marker(surface, seat, (rect.left + 8, rect.top + 8), 7)
            label = f"{self.table.session.seat_name(seat)}: {hearts_text(state, seat)}"
            surface.blit(
                fit_text(label, 12, theme.TEXT, rect.width - LABEL_X),
                (rect.left + LABEL_X, rect.top + 1),
            )
            shown = state.phase in ("defend", "over")  # every path shows once all are drawn
            draw_sheet(surface, state, seat, geo, self.table.show_treasures(seat, eyes), path=shown)
            draw_hero(surface, state, seat, geo)
            if self.table.drag.held is not None:
                continue  # a card in hand: the lit sheets speak for themselves
            taken = ", ".join(CARDS[c].action.name for c in state.taken[seat]) or "none yet"
            levels = ", ".join(
                f"{cat} " + LEVEL_WORDS[cat].format(state.level(seat, cat)) for cat in CATEGORIES
            )
            self.table.tooltips.add(
                rect,
                f"{self.table.session.seat_name(seat)}'s dungeon: {len(state.treasures[seat])} "
                f"treasures hidden; {hearts_text(state, seat)}. Levels: {levels}. "
                f"Cards taken: {taken}. Click to see it large.",
            )

    def small_at(self, pos) -> int | None:
        seats = self.small_seats(self.table.large_seat())
        return next(
            (seat for k, seat in enumerate(seats) if self.small_rect(k).collidepoint(pos)), None
        )

    def draw_key(self, surface) -> None:
        """Every mark of the sheets, three to a row: the glyphs, the hero's path and the hero."""
        area = self.table.slot_rect("key")
        text(surface, "Key", (area.left, area.top - 2), 13, theme.GOLD, bold=True)
        for k, (kind, words) in enumerate(KEY):
            x, y = area.left + 40 + (k % 3) * 124, area.top + (k // 3) * 34
            box = pygame.Rect(x, y, 28, 28)
            pygame.draw.rect(surface, glyphs.PAPER, box, border_radius=3)
            if kind == "hero":
                hero_mark(surface, box.center, 9)
            else:
                glyphs.glyph(surface, kind, box)
            text(surface, words, (x + 32, y + 6), 12, theme.TEXT)

    # ---- the draft ------------------------------------------------------------------------
    def draw_taken(self, surface, state, top: int) -> None:
        area = self.table.slot_rect("panel")
        text(surface, "Cards taken (public)", (area.left, top), 14, theme.GOLD, bold=True)
        rows = [
            (
                seat,
                f"{self.table.session.seat_name(seat)}: "
                + (", ".join(CARDS[c].action.name for c in state.taken[seat]) or "none yet"),
            )
            for seat in range(state.num_players)
        ]
        seat_lines(
            surface,
            pygame.Rect(area.left, top + 20, area.width, area.bottom - top - 20),
            rows,
            self.table.seat_marker,
        )

    # ---- the fight ------------------------------------------------------------------------
    def draw_fight(self, surface, state, seat: int, top: int, hand: list[int]) -> None:
        """The encounter in `seat`'s dungeon, or its dice rolling (fight_dice.py)."""
        area, roll, f = self.table.slot_rect("panel"), self.table.dice.rolling(), state.fight
        rect = pygame.Rect(area.left, top, area.width, 150)
        self.fight_rect = rect
        pygame.draw.rect(surface, (52, 44, 38), rect, border_radius=8)
        if roll is None and f["kind"] == "trap":
            damage = 0 if f["disarmed"] else state.level(seat, "trap") + f["extra"]
            text(
                surface,
                f"The hero is in the trap at {S.label(f['cell'])}",
                (rect.left + 10, rect.top + 8),
                15,
                theme.GOLD,
                bold=True,
            )
            words = f"It will take {damage} heart{'s' * (damage != 1)}" + (
                " (disarmed)" if f["disarmed"] else ""
            )
            text(surface, words, (rect.left + 10, rect.top + 34), 14)
            return
        what = f"{roll['what']} rolls" if roll else f"the {f['kind']} at {S.label(f['cell'])}"
        text(surface, f"Fight: {what}", (rect.left + 10, rect.top + 6), 15, theme.GOLD, bold=True)
        x = rect.left + 10
        for value in roll["shown"] if roll else f["dice"]:
            paper_die(pygame.Rect(x, rect.top + 30, DIE, DIE), value).draw(surface)
            x += GAP
        if roll:  # the new dice tumble; nothing is judged before they settle
            for die in roll["dice"]:
                die.rect.topleft = (x, rect.top + 30)
                die.draw(surface)
                x += GAP
            settled = all(die.settled for die in roll["dice"])
            words = (
                "Rolled " + ", ".join(str(die.value) for die in roll["dice"])
                if settled
                else "Rolling..."
            )
            text(surface, words, (rect.left + 10, rect.top + 78), 15, theme.TEXT, bold=True)
            return
        level = state.level(seat, f["kind"])
        strength = state.strength(seat)
        parts = f"dice {sum(f['dice'])} + {f['kind']} +{level}"
        if f["bonus"]:
            parts += f" + cards {f['bonus']}"
        if f["weaken"]:
            parts += f" - hero's cards {f['weaken']}"
        text(surface, parts, (x + 8, rect.top + 32), 13)
        text(surface, f"= strength {strength}", (x + 8, rect.top + 50), 15, theme.GOLD, bold=True)
        threshold_bar(
            surface,
            pygame.Rect(rect.left + 10, rect.top + 78, rect.width - 20, 16),
            strength,
            40,
            WIN_AT,
        )
        wins = strength >= WIN_AT
        damage = CONTENT.damage[f["kind"]] + f["extra"]
        verdict = (
            f"Wins as it stands: the hero loses {damage} heart{'s' * (damage != 1)}"
            if wins
            else "Loses as it stands: it would be crossed off"
        )
        text(
            surface,
            verdict,
            (rect.left + 10, rect.top + 100),
            14,
            theme.LEGAL if wins else theme.ILLEGAL,
            bold=True,
        )
        chances = [
            f"{CARDS[c].action.name} {fight_chance_after(state, seat, c):.0%}"
            for c in hand
            if CARDS[c].action.effect == "extra_dice" and state.dungeon_card_reason(seat, c) is None
        ]
        if chances:
            text(
                surface,
                "Chance to win with: " + ", ".join(chances),
                (rect.left + 10, rect.top + 122),
                13,
            )
