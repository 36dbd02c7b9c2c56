"""The dungeon's drawing on the Dungeon Raiders table (the DungeonView part): level row, level
info, the room, the raiders' rows; and the small pictures the key shares with the board.
Everything is drawn from the table's `shown_state()` (the viewing seat's view) and secrets only
for its `eyes()`; see table.py for who that is."""

from __future__ import annotations

import pygame

from game.client import icons, theme
from game.client.tables.kit.provisional import draw_marker
from game.client.tables.raiders import cards
from game.client.tables.raiders import text as words
from game.client.widgets.badges import counter_box, ghost_slot, icon_disc, pile_box, waiting_place
from game.client.widgets.cards import turning_card, veil
from game.client.widgets.draw import pill, shadow
from game.client.widgets.draw import text as draw_text
from game.client.widgets.text import fit_text, keep_sums
from game.rules.raiders.content import CATALOG

MINI = (26, 36)


def dark_slots(row) -> tuple:
    """The level's dark slots as laid out (from a state), from its public level card:
    entered dark rooms are face up, yet still count and are drawn as dark rooms."""
    return tuple(i for i, mark in enumerate(CATALOG.levels[row.level_card]) if mark == "D")


WOUND_INK = (226, 96, 84)
STONE = (120, 120, 116)  # the veil over a raider turned to stone


def explored_mark(surface, rect: pygame.Rect) -> None:
    """A room of the level row already played: its place with a tick."""
    pygame.draw.rect(surface, (52, 42, 36), rect, 2, border_radius=8)
    img = icons.icon("check-mark", 30, (96, 82, 70))
    surface.blit(img, img.get_rect(center=rect.center))


def current_frame(surface, rect: pygame.Rect) -> None:
    """The frame around the room of the level row being played."""
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), 3, border_radius=10)


def torch_badge(surface, rect: pygame.Rect) -> None:
    """The torch on a dark room it would show (waiting for Confirm, or hinted)."""
    icon_disc(
        surface,
        (rect.centerx, rect.top + 40),
        17,
        cards.ITEM_COLOURS["torch"],
        "torch",
        24,
        (255, 240, 210),
        edge=(40, 20, 10),
    )


def torch_waiting(surface, rect: pygame.Rect) -> None:
    """A dark room a torch waiting for Confirm would show: the torch on it, marked not final."""
    draw_marker(surface, rect, "not final", inside=True)
    torch_badge(surface, rect)


def padlock(surface, rect: pygame.Rect) -> None:
    """On the corner of your own face-down pick: nobody else sees it."""
    icon_disc(surface, (rect.right - 4, rect.top + 4), 11, (30, 24, 20), "padlock", 16, theme.TEXT)


def unplayed_slot(surface, rect: pygame.Rect, value: int) -> None:
    """A power card a raider has not played yet this level: its number in an empty place."""
    ghost_slot(surface, rect, str(value), 15, (96, 82, 70), edge=(64, 52, 44))


class DungeonView:
    """A part of the Raiders table: the level row, the level's panel, the room in play and the
    raiders' rows (their counters, played cards and card places), drawn from the table's
    `shown_state()`, secrets only for its `eyes()`. Made once in the table's setup, handed the
    table."""

    def __init__(self, table):
        self.table = table
        self.mode_rect = pygame.Rect(0, 0, 0, 0)  # the mode line's place (the layout tests)

    def draw(self, surface, view, eyes) -> None:
        """Everything above the hand, from `view` (the viewer's), secrets only for `eyes`."""
        self.draw_row(surface, view, eyes)
        self.draw_level_info(surface, view)
        self.draw_room(surface, view)
        for seat in range(view.num_players):
            self.draw_player(surface, view, seat, eyes)

    # ---- the level row and level info ---------------------------------------------------
    def draw_row(self, surface, view, eyes) -> None:
        n, row = (
            view.num_players,
            view,
        )  # during a reveal, the presented position: the row as it was
        dark = dark_slots(row)
        for i, card_id in enumerate(row.row):
            rect = self.table.slot_rect(f"row_{i}")
            if i < row.current:
                explored_mark(surface, rect)
                self.table.tooltips.add(rect, "Already explored.")
                continue
            card = CATALOG.cards[card_id]
            boss_slot = row.level_no == 5 and i == 4
            effects = words.effect_tip(card, n)
            if row.face_up[i]:
                img = cards.room_small(card, rect.size, n, dark=i in dark)
                tip = card.name + (
                    ": a dark room, face up now that the party is in it." if i in dark else ""
                )
                tip += f"\n{effects}"
            elif eyes is not None and i in row.seen[eyes]:
                img = cards.torch_seen(card, rect.size, n)
                tip = f"Dark room you saw by torchlight: {card.name}. Only you know.\n{effects}"
            elif self.table.sees_all:  # a finished game's replay showing everything
                img = cards.torch_seen(card, rect.size, n)
                tip = f"Dark room, still face down then: {card.name}.\n{effects}"
            else:
                img = cards.dark_room(rect.size, boss=boss_slot)
                tip = (
                    "The boss: which one stays hidden until it is entered or seen by torch."
                    if boss_slot
                    else "A dark room: it turns face up when the party enters."
                )
            if i == row.current and self.table.reveal is None:
                current_frame(surface, rect)
            shadow(surface, rect, 8, offset=3)
            surface.blit(img, rect.topleft)
            self.table.tooltips.add(rect, keep_sums(tip))
        if self.table.waiting_torch():  # the torch would show these
            for rect in self.unseen_dark_rooms():
                torch_waiting(surface, rect)
                self.table.tooltips.add(
                    rect,
                    "Your torch waits: Confirm (Enter) lights it and shows you this room "
                    "(you alone). Esc or Undo takes it back.",
                )

    def unseen_dark_rooms(self) -> list[pygame.Rect]:
        """The places of the dark rooms the viewer has not seen: what a torch would show."""
        row, eyes = self.table.shown_state(), self.table.eyes()
        if eyes is None:
            return []
        return [
            self.table.slot_rect(f"row_{i}")
            for i in range(len(row.row))
            if not row.face_up[i] and i not in row.seen[eyes]
        ]

    def draw_level_info(self, surface, view) -> None:
        rect = self.table.slot_rect("level_info")
        x, y = rect.left + 14, rect.top + 10
        level, room = view.level_no, min(view.current + 1, 5)
        draw_text(surface, f"Level {level} of 5", (x, y), 22, theme.GOLD, bold=True)
        draw_text(surface, f"Room {room} of 5", (x, y + 30), 16, theme.TEXT_DIM)
        # the supply of items, with counts
        sx = rect.left + 200
        draw_text(surface, "Supply", (sx, y + 2), 14, theme.TEXT_DIM, bold=True)
        for k, item in enumerate(words.ITEM_ORDER):
            cx = sx + k * 50
            surface.blit(cards.item_card(item, (28, 38)), (cx, y + 22))
            draw_text(
                surface, f"x{view.supply[item]}", (cx + 30, y + 40), 15, theme.TEXT, bold=True
            )
            self.table.tooltips.add(
                pygame.Rect(cx, y + 22, 46, 38),
                f"{words.ITEM_NAMES[item]}: {view.supply[item]} left in the supply. "
                + words.ITEM_USES[item],
            )
        bottom = rect.bottom - 28
        # the mode line ends before the torch button when it shows (shrunk, never covered)
        end = (
            self.table.torch_button.rect.left - 8
            if self.table.torch_button.visible
            else rect.right - 14
        )
        left = x
        if view.tactical:
            surface.blit(icons.icon("maze", 22, theme.GOLD), (x, bottom - 11))
            left = x + 28
            txt = fit_text(
                f"Map: {self.table.session.seat_name(view.start)} plays first",
                16,
                theme.TEXT,
                end - left,
            )
        else:
            txt = fit_text("Secret picks, shown together", 15, theme.TEXT_DIM, end - left)
        self.mode_rect = txt.get_rect(midleft=(left, bottom))  # kept for the layout tests
        surface.blit(txt, self.mode_rect)

    # ---- the room -----------------------------------------------------------------------
    def draw_room(self, surface, view) -> None:
        rect = self.table.slot_rect("room")
        over = view.current >= len(view.row)  # the game is over: the boss stays on show
        card = CATALOG.cards[view.last["room"] if over else view.row[view.current]]
        shadow(surface, rect, 12, offset=5)
        surface.blit(cards.room_large(card, rect.size, view.num_players), rect.topleft)
        if self.table.reveal is not None:
            tag, place = self.room_badge(rect)
            pill(surface, place, theme.GOLD)
            surface.blit(tag, tag.get_rect(center=place.center))

    def room_badge(self, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        """The RESOLVED (or REVEALED) badge and its place: across the foot of the room's
        picture, so it never covers the card's words at any text size."""
        word = "REVEALED" if self.table.reveal.kind == "crystal" else "RESOLVED"
        column = cards.HEAD_TEXT_X - 14  # the picture's column, left of the header's words
        tag = fit_text(word, 15, theme.TEXT, column - 16, bold=True)
        pill = pygame.Rect(0, 0, tag.get_width() + 16, tag.get_height() + 4)
        pill.midbottom = (rect.left + 6 + column // 2, rect.top + cards.HEAD_H - 6)
        return tag, pill

    # ---- one raider's row -----------------------------------------------------------------
    def seat_rect(self, seat: int, part: str | None = None) -> pygame.Rect:
        """A raider's row (or a part of it), centred in the rows' area when fewer than five
        raiders play."""
        rect = self.table.slot_rect(f"p{seat}_{part}" if part else f"player_{seat}")
        step = self.table.slot_rect("player_1").top - self.table.slot_rect("player_0").top
        return rect.move(0, (5 - self.table.state.num_players) * step // 2)

    def draw_player(self, surface, view, seat, eyes) -> None:
        area = self.seat_rect(seat)
        coins, wounds = view.coins[seat], view.wounds[seat]
        if (
            self.table.reveal is not None
        ):  # the presented position is before the room: add what landed
            coins += self.table.reveal.landed(self.table.reveal_age(), seat, "coins")
            wounds += self.table.reveal.landed(self.table.reveal_age(), seat, "wounds")
        waiting = self.table.reveal is None and not view.is_over() and seat in view.choosing()
        played = tuple(v for v in view.played[seat] if not self._hidden_play(view, seat, v))
        key = (
            "row",
            seat,
            coins,
            wounds,
            tuple(view.items[seat].values()),
            played,
            waiting,
            view.petrified[seat],
            view.characters[seat],
            seat == eyes,
            self.table.session.seat_colour(seat),
            view.tactical and view.start == seat,
        )
        img = self.table.kept(
            ("row", seat),
            key,
            lambda: self._row_image(view, seat, eyes, coins, wounds, waiting, played),
        )
        surface.blit(img, area.topleft)
        self.draw_spot_card(surface, view, seat, eyes)
        self._row_tooltips(view, seat, coins, wounds)

    def _row_image(self, view, seat, eyes, coins, wounds, waiting, played) -> pygame.Surface:
        """The row without its card spot, drawn once per change."""
        area = self.seat_rect(seat)
        img = pygame.Surface(area.size, pygame.SRCALPHA)

        def local(part):
            return self.seat_rect(seat, part).move(-area.left, -area.top)

        box = img.get_rect()
        fill = (58, 46, 38) if waiting else (42, 34, 29)
        pygame.draw.rect(img, fill, box, border_radius=10)
        pygame.draw.rect(img, theme.ACCENT if waiting else (84, 64, 48), box, 2, border_radius=10)
        pygame.draw.rect(
            img, self.table.session.seat_colour(seat), (0, 8, 5, box.height - 16), border_radius=2
        )
        self.table.seat_marker(img, seat, (26, 22), 13)
        you = "  (you)" if seat == eyes and not self.table.hot_seat() else ""
        label = draw_text(
            img, self.table.session.seat_name(seat) + you, (46, 10), 17, theme.TEXT, bold=True
        )
        if view.tactical and view.start == seat:  # the map: this raider plays first
            img.blit(icons.icon("maze", 18, theme.GOLD), (52 + label.width, 12))
        char = CATALOG_CHAR[view.characters[seat]]
        img.blit(
            icons.icon(words.CHARACTER_ICONS.get(char.id, "person"), 18, theme.TEXT_DIM), (46, 36)
        )
        draw_text(img, char.name, (68, 37), 14, theme.TEXT_DIM)
        for part, icon_name, value, ink in (
            ("coins", "two-coins", coins, theme.GOLD),
            ("wounds", "bleeding-wound", wounds, WOUND_INK),
        ):
            counter_box(img, local(part), icon_name, value, ink)
        pile_box(img, local("items"), cards.card_back((20, 28)), sum(view.items[seat].values()))
        rect = local("played")
        band = self.table.session.seat_colour(seat)
        for value in range(1, 6):
            spot = pygame.Rect(rect.left + (value - 1) * 30, rect.top + 6, *MINI)
            if value in played:
                img.blit(cards.power_card(value, MINI, band), spot.topleft)
            else:
                unplayed_slot(img, spot, value)
        if view.petrified[seat]:
            img.blit(veil(box.size, colour=STONE, radius=10), (0, 0))
            draw_text(
                img, "TURNED TO STONE", box.center, 18, theme.TEXT_DARK, bold=True, anchor="center"
            )
        return img

    def _row_tooltips(self, view, seat, coins, wounds) -> None:
        name = self.table.session.seat_name(seat)
        area = self.seat_rect(seat)
        char = CATALOG_CHAR[view.characters[seat]]
        who = (
            f"computer ({self.table.session.seats[seat].level})"
            if self.table.session.is_bot(seat)
            else "human player"
        )
        first = " Holds the map: plays first." if view.tactical and view.start == seat else ""
        self.row_tip(
            seat,
            pygame.Rect(area.left, area.top, 150, area.height),
            f"{name}: the {char.name}, {who}.{first}",
        )
        self.row_tip(seat, self.seat_rect(seat, "coins"), f"{name}: {words.coins_note(coins)}")
        self.row_tip(
            seat, self.seat_rect(seat, "wounds"), f"{name}: {words.plural(wounds, 'wound')}"
        )
        held = view.items[seat]
        kinds = ", ".join(f"{n} {words.ITEM_NAMES[i].lower()}" for i, n in held.items() if n)
        self.row_tip(
            seat,
            self.seat_rect(seat, "items"),
            f"{name} holds {words.plural(sum(held.values()), 'item card')}"
            + (f": {kinds}" if kinds else "."),
        )
        played = view.played[seat]
        self.row_tip(
            seat,
            self.seat_rect(seat, "played"),
            f"Power cards {name} played this level "
            f"({', '.join(map(str, sorted(played))) or 'none yet'}); "
            f"{5 - len(played)} left in hand.",
        )

    def row_tip(self, seat: int, rect: pygame.Rect, text: str) -> None:
        """A note on something of `seat`'s row: shown while the pointer is on it, kept off the
        other raiders' rows (level with the pointer, within this row, when need be)."""
        others = [self.seat_rect(o) for o in range(self.table.state.num_players) if o != seat]
        self.table.tooltips.add(rect, text, avoid=others)

    def _hidden_play(self, view, seat, value) -> bool:
        """The owner's own face-down pick shows in the spot, not among the played cards."""
        card = view.commits[seat] if view.phase == "play" else view.seconds[seat]
        return bool(view.sealed[seat]) and card == {"play": "power", "value": value}

    def draw_spot_card(self, surface, view, seat, eyes) -> None:
        rect = self.seat_rect(seat, "card")
        band = self.table.session.seat_colour(seat)
        if self.table.reveal is not None:
            self.draw_revealed(surface, seat, rect)
            return
        card, sealed = view.commits[seat], view.sealed[seat]
        if view.phase == "crystal" and card is not None:  # the first card lies under the second
            surface.blit(cards.played_card(card, rect.size, band), rect.move(-9, 0).topleft)
            card = view.seconds[seat]
        if card is not None and (not sealed or seat == eyes or self.table.sees_all):
            surface.blit(cards.played_card(card, rect.size, band), rect.topleft)
            if sealed:  # your own pick (or anyone's, all shown): face down to everyone else
                padlock(surface, rect)
                whose = "Your" if seat == eyes else f"{self.table.session.seat_name(seat)}'s"
                self.row_tip(
                    seat, rect, f"{whose} card, face down: nobody else sees it before the reveal."
                )
        elif sealed:
            surface.blit(cards.card_back(rect.size), rect.topleft)
            self.row_tip(
                seat, rect, f"{self.table.session.seat_name(seat)} has played a card face down."
            )
        elif not view.is_over() and seat in view.choosing():
            waiting_place(
                surface, rect
            )  # solid: after a crystal ball, the first card peeks out beside it
            self.row_tip(seat, rect, f"{self.table.session.seat_name(seat)} is still choosing.")
        else:
            pygame.draw.rect(surface, (64, 52, 44), rect, 1, border_radius=6)

    def draw_revealed(self, surface, seat: int, rect: pygame.Rect) -> None:
        action = self.table.reveal.cards[seat] if seat < len(self.table.reveal.cards) else None
        if action is None:  # no card from this raider (turned to stone, or no second card)
            pygame.draw.rect(surface, (64, 52, 44), rect, 1, border_radius=6)
            return
        face = cards.played_card(action, rect.size, self.table.session.seat_colour(seat))
        turning_card(
            surface,
            rect,
            cards.card_back(rect.size),
            face,
            self.table.reveal.flip(self.table.reveal_age()),
        )


CATALOG_CHAR = {c.id: c for c in CATALOG.characters}
