"""Drawing the Stonespine table's side panels (a part of StonespineTable): the year and the goal,
the market, the priority track, the challenges (on offer and kept), the gold counted now, the
opponents' dungeons at a glance and Jael's pile, and your hand (or the tokens you bought)."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.tables.kit.open_hands import HandCard
from game.client.tables.kit.provisional import draw_marker
from game.client.tables.stonespine.chamber import (
    TOKEN_RADIUS,
    TYPE_FILL,
    chamber_words,
    draw_chamber,
    draw_token,
    element_name,
)
from game.client.widgets.badges import corner_tag
from game.client.widgets.draw import panel
from game.client.widgets.text import fit_text
from game.rules.stonespine import jael, market
from game.rules.stonespine.challenge_words import challenge_text, goal_counted, goal_text
from game.rules.stonespine.content import CATALOG
from game.rules.stonespine.text import counted, faces_text, names_text

CHALLENGE_FILL = (196, 178, 222)  # a challenge's chip, apart from the chambers'

PHASE_WORDS = {
    "draft": "draft",
    "jael_take": "Jael takes a chamber",
    "market": "market",
    "place": "placing tokens",
    "jael_drop": "Jael looks at your challenges",
    "challenge": "challenges",
    "over": "game over",
}


def text(surface, words, pos, size=15, ink=theme.TEXT, bold=False, width=None) -> None:
    """`words` at `pos`; with a `width`, shrunk to fit it, never under fonts.SMALLEST."""
    img = (
        fit_text(words, size, ink, width, floor=fonts.SMALLEST)
        if width
        else fonts.render(words, size, ink, bold=bold)
    )
    surface.blit(img, pos)


class SidePanels:
    """A part of the Stonespine table: everything beside the dungeon (the year and the goal,
    the market, the priority track, the challenges, the gold counted now, the others' dungeons
    or Jael's pile, and your hand or bought tokens). It is handed the table, whose slots,
    session, tooltips, drag, seat and moves it reads; it keeps nothing of its own."""

    def __init__(self, table):
        self.table = table

    def draw_info(self, surface, state) -> None:
        """The year and phase, and the shared goal card: what it counts, in words, and each
        player's count now."""
        rect = self.table.slot_rect("info")
        panel(surface, rect)
        head = f"Year {min(state.year, 4)} of 4"
        if state.phase == "draft":
            head += f", turn {state.turn} of 4"
        text(
            surface,
            f"{head}: {PHASE_WORDS[state.phase]}",
            (rect.x + 10, rect.y + 3),
            16,
            theme.GOLD,
            bold=True,
        )
        goal = CATALOG.goals[state.goal]
        points = "/".join(str(p) for p in CATALOG.goal_points)
        most = "most" if goal.most else "fewest"
        line = f"Shared goal ({goal.name}): {most} {goal_counted(state.goal)} wins {points}"
        text(surface, line, (rect.x + 10, rect.y + 24), 14, theme.TEXT, width=rect.w - 20)
        counts = state.goal_counts()
        names = [f"{self.table.session.seat_name(s)} {counts[s]}" for s in range(state.seats)]
        now = f"{goal_counted(state.goal).capitalize()} now: " + ", ".join(names)
        text(surface, now, (rect.x + 10, rect.y + 43), 14, theme.TEXT_DIM, width=rect.w - 20)
        self.table.tooltips.add(
            rect,
            f"The goal card is shared: at the end, {goal_text(state.goal)} scores "
            f"{points} for the first places (a 'most' goal needs at least one). The counts "
            "shown are now.",
        )

    # ---- the market ---------------------------------------------------------------------
    def draw_market(self, surface, state) -> None:
        title = self.table.slot_rect("market_title")
        if state.phase not in ("market", "place"):
            seat = self.table.eyes()
            offered = seat is not None and state.offers[seat]
            choosing = state.phase == "challenge" and offered and self.table.my_turn()
            words = (
                "Challenges on offer: click one to keep it."
                if choosing
                else "Challenges on offer: Jael looks at them first."
                if offered
                else "Market: opens after the fourth turn of each year."
            )
            text(surface, words, title.topleft, 15, theme.GOLD if choosing else theme.TEXT_DIM)
            return
        text(
            surface,
            "Market: drag an item onto a chamber to buy it (or click it to buy).",
            title.topleft,
            15,
            theme.TEXT_DIM,
            width=title.w,
        )
        legal = self.table.legal_buys()
        seat = self.table.eyes()
        for k, entry in enumerate(state.market[:4]):
            for half in market.HALVES:
                rect = self.table.slot_rect(f"market_{k}_{half}")
                faces = entry[half]
                price = market.price(entry["card"], half)
                if not faces:
                    pygame.draw.rect(surface, (46, 38, 34), rect, 1, border_radius=6)
                    text(surface, "sold", (rect.x + 8, rect.y + 6), 13, theme.TEXT_DIM)
                    continue
                ok = (entry["card"], half) in legal
                if self.table.drag.is_animating(("item", (entry["card"], half))):
                    pygame.draw.rect(
                        surface, (80, 70, 62), rect, 1, border_radius=6
                    )  # it is in the hand
                else:
                    self.draw_item(surface, state, (entry["card"], half), rect, ok)
                tip = f"{faces_text(faces).capitalize()} for {price} gold."
                if ok:
                    tip += (
                        " Drag it onto a chamber to buy it and put it there, or click it to buy it."
                    )
                waiting = self.table.waiting()
                if waiting is not None and (entry["card"], half) in waiting.items:
                    tip += " Bought: your purchase waits for Confirm."
                elif not ok and seat is not None and self.table.my_turn():
                    buy = {"act": "buy", "card": entry["card"], "half": half}
                    why = self.table.chooser().why_illegal(seat, buy)
                    tip += f" Not now: {why}" if why else ""
                self.table.tooltips.add(rect, tip)
        note = self.table.slot_rect("shop_note")
        if seat is not None:
            text(
                surface,
                f"Your gold to spend: {state.gold[seat]}",
                (note.x, note.y + 8),
                15,
                theme.GOLD,
            )

    def draw_item(self, surface, state, item, rect, ok: bool) -> None:
        """A market item: its price and its tokens (dimmed when it cannot be bought now)."""
        card, half = item
        faces = next((entry[half] for entry in state.market if entry["card"] == card), [])
        pygame.draw.rect(surface, theme.WOOD if ok else (56, 48, 44), rect, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD if ok else (80, 70, 62), rect, 2, border_radius=6)
        text(
            surface,
            f"{market.price(card, half)} gold",
            (rect.x + 8, rect.y + 5),
            14,
            theme.GOLD if ok else theme.TEXT_DIM,
            bold=True,
        )
        for j, face in enumerate(faces):
            draw_token(surface, face, (rect.x + 18 + j * 27, rect.bottom - 20), TOKEN_RADIUS)

    def market_item_at(self, pos):
        state = self.table.state
        for k, entry in enumerate(state.market[:4]):
            for half in market.HALVES:
                if entry[half] and self.table.slot_rect(f"market_{k}_{half}").collidepoint(pos):
                    return entry["card"], half
        return None

    # ---- priority, gold ------------------------------------------------------------------
    def draw_priority(self, surface, state) -> None:
        rect = self.table.slot_rect("priority")
        text(surface, "Priority:", (rect.x, rect.y + 10), 15, theme.TEXT_DIM)
        x = rect.x + 78
        points = CATALOG.priority_points
        step = min(118 if not state.solo else 90, (rect.right - x) // max(1, len(state.priority)))
        for slot, seat in enumerate(state.priority):
            self.table.seat_marker(surface, seat, (x + 12, rect.centery), 11)
            gold = f"{state.gold[seat]}g"
            worth = points[slot] if not state.solo and slot < len(points) else None
            label, size = priority_label(gold, worth, step - 32)
            text(surface, label, (x + 28, rect.y + 11 + (14 - size) // 2), size)
            self.table.tooltips.add(
                pygame.Rect(x, rect.y, step, rect.h),
                f"{self.table.session.seat_name(seat)}: slot {slot + 1} on the priority track, "
                f"{state.gold[seat]} gold to spend. Most gold shops first; ties go to the left.",
            )
            x += step

    def draw_gold_tally(self, surface, state, seat) -> None:
        rect = self.table.slot_rect("gold_tally")
        tally = state.gold_tally(seat)
        chests = sum(n for _, n in tally["chests"])
        printed = sum(g for _, g in tally["printed"])
        text(
            surface,
            f"Gold if counted now: {tally['total']}",
            (rect.x, rect.y),
            15,
            theme.GOLD,
            bold=True,
        )
        text(
            surface,
            f"{chests} from chests + {printed} printed gold still showing",
            (rect.x, rect.y + 20),
            13,
            theme.TEXT_DIM,
            width=rect.w,
        )
        self.table.tooltips.add(
            rect,
            "Gold is counted after the draft: every chest in your dungeon plus the gold printed "
            "under the lowest chamber of each column (a chamber built below covers it). "
            "The chambers that count are ringed while you point here.",
        )

    # ---- challenges ----------------------------------------------------------------------
    def draw_challenges(self, surface, state, seat) -> None:
        """The challenges on offer (in the market's place: the two never show together), each
        card with its whole text, and the ones you kept with what each scores now."""
        offers = state.offers[seat] if seat is not None else []
        choosing = state.phase == "challenge" and seat is not None and self.table.my_turn()
        for i, card_id in enumerate(offers[:3]):
            rect = self.table.slot_rect(f"offer_{i}")
            card = CATALOG.challenges[card_id]
            pygame.draw.rect(
                surface, theme.WOOD if choosing else (56, 48, 44), rect, border_radius=6
            )
            pygame.draw.rect(
                surface, theme.GOLD if choosing else (80, 70, 62), rect, 2, border_radius=6
            )
            y = rect.y + 8
            for line in fonts.wrap(card.name, 15, rect.w - 16, bold=True):
                text(surface, line, (rect.x + 8, y), 15, bold=True)
                y += 19
            y += 6
            ink = theme.TEXT if choosing else theme.TEXT_DIM
            for line in fonts.wrap(challenge_text(card.id).capitalize() + ".", 14, rect.w - 16):
                text(surface, line, (rect.x + 8, y), 14, ink)
                y += 18
            self.table.tooltips.add(
                rect, f"{card.name}: {challenge_text(card.id)}, for you alone at the end."
            )
        title = self.table.slot_rect("challenge_title")
        kept = self.table.slot_rect("challenges_kept")
        if self.table.sees_all:  # a finished game's replay showing everything
            text(surface, "Every player's challenges (scored at the end)", title.topleft, 15)
            self.table.open_challenges.draw(surface, kept, state)
            return
        text(
            surface,
            "Your challenges (for you alone, scored at the end)",
            title.topleft,
            15,
            theme.TEXT_DIM,
        )
        if seat is None:
            return
        scores = state.challenge_scores(seat)
        if not scores:
            text(
                surface,
                "None yet: you keep one at the end of each of the first three years.",
                kept.topleft,
                14,
                theme.TEXT_DIM,
            )
        y = kept.y
        for c, p in scores:
            card = CATALOG.challenges[c]
            line = f"{card.name}: {challenge_text(c)} ({p}\u00a0now)"
            for k, part in enumerate(fonts.wrap(line, 14, kept.w)):
                text(surface, part, (kept.x + 12 * (k > 0), y), 14, theme.TEXT)
                y += 18
            y += 4
        tip = [f"{CATALOG.challenges[c].name}: {challenge_text(c)} ({p} now)." for c, p in scores]
        if state.dropped:
            tip.append(
                "Jael removed: "
                + ", ".join(CATALOG.challenges[c].name for c in state.dropped)
                + "."
            )
        if tip:
            self.table.tooltips.add(kept, " ".join(tip))

    def challenge_at(self, pos):
        seat = self.table.eyes()
        if seat is None:
            return None
        offers = self.table.state.offers[seat]
        for i, card in enumerate(offers[:3]):
            if self.table.slot_rect(f"offer_{i}").collidepoint(pos):
                return card
        return None

    # ---- the other seats -----------------------------------------------------------------
    def draw_opponents(self, surface, state) -> None:
        for k, seat in enumerate(self.table.opponents()[:4]):
            rect = self.table.slot_rect(f"opponent_{k}")
            big = self.table.large == seat
            panel(surface, rect, edge=theme.ACCENT if big else theme.PANEL_EDGE)
            self.table.seat_marker(surface, seat, (rect.x + 12, rect.y + 12), 9)
            text(
                surface,
                self.table.session.seat_name(seat),
                (rect.x + 26, rect.y + 3),
                13,
                width=rect.w - 30,
            )
            if state.solo and seat == 1:
                self._jael(surface, state, rect)
                continue
            d = state.dungeons[seat]
            cell = 10
            for i in range(16):
                r = pygame.Rect(
                    rect.x + 8 + (i % 4) * (cell + 1),
                    rect.y + 21 + (i // 4) * (cell + 1),
                    cell,
                    cell,
                )
                if d.cards[i]:
                    pygame.draw.rect(surface, TYPE_FILL[CATALOG.chambers[d.cards[i]].type], r)
                else:
                    pygame.draw.rect(surface, (60, 50, 44), r, 1)
            hand = len(state.hands[seat])
            chosen = state.sealed[seat] if seat < len(state.sealed) else False
            text(surface, f"{state.gold[seat]} gold", (rect.x + 56, rect.y + 24), 12, theme.GOLD)
            text(surface, f"hand {hand}", (rect.x + 56, rect.y + 38), 12, theme.TEXT_DIM)
            if chosen:
                text(surface, "has chosen", (rect.x + 56, rect.y + 52), 12, theme.LEGAL)
            self.table.tooltips.add(
                rect,
                f"{self.table.session.seat_name(seat)}'s dungeon: click (or press "
                f"{k + 1}) for a large view; again to come back to yours.",
            )

    def _jael(self, surface, state, rect) -> None:
        card = CATALOG.jael_cards.get(state.jael_card)
        held = jael.pile_counter(state.jael_pile, state.jael_tokens)
        lines = [
            (counted(len(state.jael_pile), "chamber"), theme.TEXT),
            (counted(len(state.jael_tokens), "token"), theme.TEXT),
            (
                f"{state.gold[1]} gold" + (f", card {card.id} ({card.rune})" if card else ""),
                theme.GOLD,
            ),
        ]
        for k, (words, ink) in enumerate(lines):  # clear of the panel's border
            text(surface, words, (rect.x + 8, rect.y + 20 + 15 * k), 12, ink, width=rect.w - 16)
        # faces that read alike (starneg, starneg1) are counted together
        pile = (
            names_text([element_name(f) for f in sorted(held.elements())])
            if held
            else "nothing yet"
        )
        level = state.jael_level.name
        self.table.tooltips.add(
            rect,
            f"Jael plays {level}: {jael.level_words(level)}. It keeps its chambers and tokens in "
            f"a pile: {pile}. Its cards are explained in the rules help.",
        )

    # ---- the hand (or the bought tokens) -------------------------------------------------
    def draw_hand(self, surface, state, seat) -> None:
        note = self.table.slot_rect("hand_note")
        if seat is None:
            words = (
                "Hands stay hidden: each player sees their own behind the curtain."
                if self.table.session.human_seats()
                else "The computer architects are playing."
            )
            text(surface, words, note.topleft, 15, theme.TEXT_DIM)
            return
        chooser = (
            self.table.chooser()
        )  # the tokens of a purchase waiting for Confirm are yours to put
        if chooser.phase == "place" and chooser.buyer == seat:
            text(
                surface,
                "Drag each token onto a chamber (a secret passage onto an edge).",
                note.topleft,
                15,
                theme.GOLD,
            )
            hand = [self.table.slot_rect(f"hand_{i}") for i in range(8)]
            for piece, rect in self.table.pieces():
                if piece[0] == "token" and rect in hand and not self.table.drag.is_animating(piece):
                    pygame.draw.rect(surface, (50, 42, 36), rect, border_radius=6)
                    draw_token(surface, piece[1], rect.center, 22)
                    count = self.table.placing_shown().count(piece[1])
                    if count > 1:
                        text(
                            surface,
                            f"x{count}",
                            (rect.right - 24, rect.bottom - 22),
                            15,
                            theme.GOLD,
                            bold=True,
                        )
                    self.table.tooltips.add(
                        rect,
                        element_name(piece[1]).capitalize() + (f" (x{count})" if count > 1 else ""),
                    )
            return
        if self.table.sees_all:  # a finished game's replay showing everything: every hand
            self.draw_open_hands(surface, state)
            return
        hand = state.hands[seat]
        pick = state.pending[seat] if seat < len(state.pending) else None
        if self.table.large is not None:
            name = self.table.session.seat_name(self.table.large)
            words = f"You are looking at {name}'s dungeon: Escape brings yours back."
        elif self.table.steps is not None:
            words = "Now click the card to put aside (Escape: choose again)."
        elif pick:
            words = "Chosen: the chambers are built when everyone has chosen."
        elif hand and state.phase == "draft":
            words = "Your hand: drag a chamber onto a slot of the lit row."
        else:
            words = "Your hand" if hand else ""
        text(
            surface, words, note.topleft, 15, theme.GOLD if self.table.my_turn() else theme.TEXT_DIM
        )
        chosen = {pick["card"]} if pick else set()
        if self.table.steps is not None:
            chosen = {self.table.steps.candidates[0]["card"]}
        waiting = self.table.waiting()
        if waiting is not None and state is not None:
            hand = [c for c in hand if c not in waiting.from_hand]  # it stands in its slot
        taking = self.table.jael_taking()
        for i, card in enumerate(hand[:8]):
            rect = self.table.slot_rect(f"hand_{i}")
            if self.table.drag.is_animating(("card", card)):
                continue
            draw_chamber(surface, card, rect)
            if card in chosen:
                pygame.draw.rect(surface, theme.ACCENT, rect, 3, border_radius=6)
            if waiting is not None and card == waiting.aside:
                draw_marker(surface, rect, "aside", inside=True)
            if card == taking:  # Jael's step is on show: this is the chamber it takes from you
                pygame.draw.rect(surface, theme.ILLEGAL, rect, 3, border_radius=6)
                corner_tag(surface, "Jael", 13, theme.ILLEGAL, (rect.right - 5, rect.bottom - 5))
            self.table.tooltips.add(rect, chamber_words(card))

    # ---- every hand and every challenge, laid open (a finished game's replay) ----------------
    def draw_open_hands(self, surface, state) -> None:
        """Every player's hand, a line each, where yours lies (left of the others' panels)."""
        note = self.table.slot_rect("hand_note")
        text(
            surface, "Every hand, laid open now that the game is over", note.topleft, 15, theme.GOLD
        )
        right = self.table.slot_rect("opponent_0").left - 8
        bottom = self.table.slot_rect("message").top - 4
        rect = pygame.Rect(note.left, note.bottom + 2, right - note.left, bottom - note.bottom - 2)
        self.table.open_hands.draw(surface, rect, state)

    @staticmethod
    def hand_cards(state, seat: int) -> list[HandCard]:
        """A player's chambers in hand as chips (its pick for this turn framed in gold)."""
        pick = state.pending[seat] if seat < len(state.pending) else None
        return [
            HandCard(
                CATALOG.chambers[card].name,
                chamber_words(card)
                + (" Chosen this turn." if pick and pick["card"] == card else ""),
                TYPE_FILL[CATALOG.chambers[card].type],
                theme.TEXT,
                theme.GOLD if pick and pick["card"] == card else None,
            )
            for card in state.hands[seat]
        ]

    @staticmethod
    def challenge_cards(state, seat: int) -> list[HandCard]:
        """A player's kept challenges as chips: the name and what it scores now."""
        return [
            HandCard(
                f"{CATALOG.challenges[c].name} {points}",
                f"{CATALOG.challenges[c].name}: {challenge_text(c)} ({points} now).",
                CHALLENGE_FILL,
            )
            for c, points in state.challenge_scores(seat)
        ]


def priority_label(gold: str, worth: int | None, width: int) -> tuple[str, int]:
    """A priority slot's words and size: the gold and the slot's points, shorter and then
    smaller where four or five players share the row (never under 12 px)."""
    if worth is None:
        return gold, 14
    forms = [(f"{gold}  ({worth} pts)", 14), (f"{gold} ({worth} pts)", 14)]
    forms += [(f"{gold} ({worth} pts)", 12), (f"{gold} {worth} pts", 12)]
    for label, size in forms:
        if fonts.render(label, size, theme.TEXT, False).get_width() <= width:
            return label, size
    return forms[-1]
