"""The hand's drawing on the Dungeon Raiders table (the HandView part): your hand and the play
spot, the help line, the public reveal panel with its flying coins and wounds, and the hinted
card; and the small pictures the key shares with the board."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.kit.hint import draw_ghost_marker, ghost_of
from game.client.tables.kit.open_hands import HandCard
from game.client.tables.kit.provisional import draw_marker
from game.client.tables.raiders import cards
from game.client.tables.raiders import text as words
from game.client.tables.raiders.draw import WOUND_INK, torch_badge
from game.client.widgets.badges import change_badge, count_badge, ghost_slot, token_stack
from game.client.widgets.cards import drop_place, veil
from game.client.widgets.draw import panel, shadow, text_block
from game.client.widgets.draw import text as draw_text
from game.client.widgets.text import fit_text, keep_sums
from game.client.widgets.timeline import hop
from game.rules.raiders.state import TORCH_USE, card_label

SPOT_FACE = (74, 104)
ITEM_FILL = (200, 214, 226)  # an item card's chip (power cards: paper)
TOKEN_ICONS = {"coins": ("two-coins", theme.GOLD), "wounds": ("bleeding-wound", WOUND_INK)}
REVEAL_CARD = (54, 78)
REVEAL_COL = 66


def hand_cards(state, seat: int) -> list[HandCard]:
    """A raider's hand as chips: the card played face down (framed in gold) while it is, the
    power cards left, each kind of item card held."""
    out = []
    face_down = state.commits[seat] if state.phase == "play" else state.seconds[seat]
    if state.sealed[seat] and face_down is not None:
        out.append(
            HandCard(
                f"Face down: {card_label(face_down)}",
                "Played face down: nobody else saw it before the reveal.",
                edge=theme.GOLD,
            )
        )
    out += [HandCard(str(value), f"Power card {value}.") for value in state.hands[seat]]
    for item, count in state.items[seat].items():
        if count:
            name = words.ITEM_NAMES[item]
            out.append(
                HandCard(
                    name + (f" x{count}" if count > 1 else ""),
                    f"{name} ({count}): {words.ITEM_USES[item]}",
                    ITEM_FILL,
                )
            )
    return out


def played_place(surface, rect: pygame.Rect, value: int) -> None:
    """A power card of your hand already on the table this level: its empty place."""
    ghost_slot(surface, rect, str(value), 40, (84, 70, 58), edge=(60, 48, 40), width=2, radius=9)
    draw_text(surface, "played", rect.move(0, -8).midbottom, 13, (110, 94, 80), False, "midbottom")


def on_the_spot_place(surface, rect: pygame.Rect) -> None:
    """The place in hand of a card lying on the spot awaiting Confirm."""
    ghost_slot(
        surface, rect, "on the\nspot", 13, theme.GOLD_DIM, edge=(120, 96, 60), width=2, radius=9
    )


class HandView:
    """A part of the Raiders table: your hand and the play spot (a card waiting for Confirm, a
    hinted card), the line of help under them, and the public reveal panel with its flying
    coins and wounds. Made once in the table's setup, handed the table and its DungeonView
    (the raiders' rows the reveal's cards and tokens belong to)."""

    def __init__(self, table, dungeon):
        self.table = table
        self.dungeon = dungeon

    # ---- the hand -----------------------------------------------------------------------
    def draw_hand(self, surface, view, eyes) -> None:
        spot = self.table.slot_rect("spot")
        if self.table.sees_all:  # a finished game's replay showing everything: every hand
            self.table.open_hands.draw(surface, spot.union(self.table.slot_rect("hand_8")), view)
            return
        if eyes is None:
            box = spot.union(self.table.slot_rect("hand_8"))
            text = (
                "Hands stay hidden here: each player sees their own cards behind the curtain."
                if self.table.session.human_seats()
                else "The computer raiders are playing."
            )
            draw_text(surface, text, box.center, 18, theme.TEXT_DIM, anchor="center")
            return
        self.draw_spot(surface, view, eyes, spot)
        places = self.table.hand_places()
        for value in range(1, 6):
            rect = self.table.slot_rect(f"hand_{value - 1}")
            if ("power", value) not in places:  # played: an empty place
                played_place(surface, rect, value)
                self.table.tooltips.add(rect, f"Your {value} is on the table until the level ends.")
        waiting = None if self.table.provisional is None else self.table.provisional.piece
        for piece, rect in places.items():
            if piece == waiting:
                self.draw_on_the_spot(surface, rect)
            else:
                self.draw_hand_card(surface, piece, rect, view, eyes)

    def draw_on_the_spot(self, surface, rect) -> None:
        """A hand place whose card lies on the spot awaiting Confirm."""
        on_the_spot_place(surface, rect)
        self.table.tooltips.add(
            rect, "This card lies on the spot until you confirm it. Esc or Undo brings it back."
        )

    def draw_hand_card(self, surface, piece, rect, view, eyes) -> None:
        if self.table.drag.is_animating(piece):
            pygame.draw.rect(surface, (60, 48, 40), rect, 2, border_radius=9)
            return
        ok = bool(self.table.index().targets(piece))
        lift = -6 if ok and self.table.drag.piece_at(self.table.tooltips.pos) == piece else 0
        self.draw_piece(surface, piece, rect.move(0, lift), 0)
        if not ok:
            surface.blit(veil(rect.size), rect.topleft)
        if piece[0] == "item":
            count = view.items[eyes][piece[1]]
            if count > 1:
                count_badge(surface, rect, count)
            tip = (
                f"{words.ITEM_NAMES[piece[1]]} ({words.ITEM_KEYS[piece[1]]}): "
                f"{words.ITEM_USES[piece[1]]}"
            )
        else:
            tip = f"Power card {piece[1]}: drag it to the spot, click it or press {piece[1]}."
        if not ok and self.table.my_turn():
            tip += " Not now: " + (self.table.why_not(piece, "spot", 0) or "")
        self.table.tooltips.add(rect, tip)

    def draw_piece(self, surface, piece, rect, rotation) -> None:
        eyes = self.table.eyes()
        band = self.table.session.seat_colour(eyes) if eyes is not None else theme.WOOD
        img = (
            cards.power_card(piece[1], rect.size, band)
            if piece[0] == "power"
            else cards.item_card(piece[1], rect.size)
        )
        shadow(surface, rect, 9, offset=3)
        surface.blit(img, rect.topleft)

    def draw_spot(self, surface, view, eyes, spot) -> None:
        waiting = self.table.waiting_card()
        if waiting is not None and waiting.seat == eyes and self.table.drag.held != waiting.piece:
            face = self.table.spot_face()
            self.draw_piece(surface, waiting.piece, face, 0)
            draw_marker(surface, face, "not final", inside=True)  # above it lies the room's card
            self.table.tooltips.add(
                face,
                "Not played yet: Confirm or Enter plays it; click another card to "
                "change it; Esc, Undo or dragging it off takes it back.",
            )
            return
        mine = view.commits[eyes]  # after a crystal ball, the second card once there is one
        if view.phase == "crystal" and (eyes in view.to_move() or view.seconds[eyes] is not None):
            mine = view.seconds[eyes]
        if mine is not None:
            face = self.table.spot_face()
            surface.blit(
                cards.played_card(mine, face.size, self.table.session.seat_colour(eyes)),
                face.topleft,
            )
            cap = "Yours, hidden" if view.sealed[eyes] else "Played"
            draw_text(
                surface, cap, spot.midbottom, 13, theme.TEXT_DIM, bold=True, anchor="midbottom"
            )
            return
        drop_place(
            surface,
            spot,
            ["Play", "your card", "here"],
            theme.ACCENT if self.table.my_turn() else (90, 72, 56),
        )

    def draw_hinted_move(self, surface, action) -> None:
        """The hinted card as a faded card on the play spot, or the hinted torch over the dark
        rooms it would show, marked "Hint" (kit/hint.py)."""
        if action == TORCH_USE:
            for rect in self.dungeon.unseen_dark_rooms():
                ghost = ghost_of(lambda s, r: torch_badge(s, r), rect.size)
                surface.blit(ghost, rect.topleft)
                draw_ghost_marker(surface, rect)
            return
        piece = (action["play"], action["value" if action["play"] == "power" else "item"])
        face = self.table.spot_face()
        pygame.draw.rect(surface, theme.TRAY, face)  # the spot's words would show through
        surface.blit(ghost_of(lambda s, r: self.draw_piece(s, piece, r, 0), face.size), face)
        draw_ghost_marker(surface, face)

    def draw_hint(self, surface, view, eyes) -> None:
        rect = self.table.slot_rect("hint")
        if self.table.reveal is not None and self.table.reveal_waits():
            text = "Everyone may look: the cards are face up. Press Enter or click Continue."
        elif self.table.my_turn() and self.table.waiting_torch():
            text = (
                "Torch not lit yet: Enter or Confirm lights it (choosing a card lights it "
                "too); Esc takes it back."
            )
        elif self.table.my_turn() and self.table.provisional is not None:
            text = (
                "Not played yet: Enter or Confirm plays it. Another card "
                "replaces it; Esc takes it back."
            )
        elif self.table.my_turn():
            text = (
                "Drag a card onto the spot, click it, or press 1-5 (items: Y, S, C, T). "
                "Hover anything to learn more."
            )
        elif eyes is not None and not view.is_over():
            text = "Your card is down. Waiting for the others to choose."
        else:
            return
        draw_text(surface, text, (rect.left, rect.centery), 15, theme.TEXT_DIM, anchor="midleft")

    # ---- the reveal -----------------------------------------------------------------------
    def draw_reveal_text(self, surface) -> None:
        """The public result: every raider's card, large, flipping together; then the lines."""
        rect = self.table.slot_rect("reveal_text")
        panel(surface, rect, fill=(40, 32, 27), edge=theme.GOLD_DIM, radius=10, drop_shadow=False)
        x = rect.left + 12
        for seat in range(len(self.table.reveal.cards)):
            card_rect = pygame.Rect(
                x + (REVEAL_COL - REVEAL_CARD[0]) // 2, rect.top + 8, *REVEAL_CARD
            )
            self.dungeon.draw_revealed(surface, seat, card_rect)
            self.draw_outcome(surface, seat, card_rect)
            name = fit_text(
                self.table.session.seat_name(seat),
                13,
                theme.TEXT,
                REVEAL_COL - 4,
                bold=True,
                floor=13,
            )
            surface.blit(name, name.get_rect(midtop=(x + REVEAL_COL // 2, card_rect.bottom + 3)))
            x += REVEAL_COL
        y, bottom = rect.top + 8, rect.bottom - 4
        for line in self.table.reveal.lines:  # lines 19 pixels apart, 3 more between sentences
            room = pygame.Rect(x + 8, y, rect.right - x - 20, bottom - y)
            y += text_block(surface, keep_sums(line), room, 15, line_gap=-3) + 3

    def draw_outcome(self, surface, seat: int, rect: pygame.Rect) -> None:
        """Badges on a revealed card once it has flipped: coins and wounds it won or lost."""
        if self.table.reveal.flip(self.table.reveal_age())[1] < 1:
            return
        y = rect.top + 4
        for what, (icon_name, ink) in TOKEN_ICONS.items():
            amount = self.table.reveal.change(what, seat)
            if amount:
                y = change_badge(surface, amount, icon_name, ink, (rect.right + 8, y)).bottom + 3

    def draw_flights(self, surface) -> None:
        """Each raider's tokens glide along its own row, between its card and its counters, so
        no flight crosses another raider's row."""
        age = self.table.reveal_age()
        for flight in self.table.reveal.flights:
            t = flight.progress(age)
            if t is None:
                continue
            part = flight.what if flight.what in TOKEN_ICONS else "items"
            card = self.dungeon.seat_rect(flight.seat, "card").center
            counter = self.dungeon.seat_rect(flight.seat, part).center
            start, end = (card, counter) if flight.amount > 0 else (counter, card)
            x, y = hop(start, end, t, lift=14)
            if flight.what in TOKEN_ICONS:
                token_stack(surface, *TOKEN_ICONS[flight.what], flight.amount, (x, y))
            else:
                img = cards.item_card(flight.what, (26, 36))
                surface.blit(img, img.get_rect(center=(x, y)))
