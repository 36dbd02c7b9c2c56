"""The key to the Dungeon Raiders table (kit/symbol_key.py): every kind of room, mark, item,
counter and tag the table draws, each pictured by the same drawing function the board uses (a
card too large for the key's square is shown through a window on its telling part, or shrunk
whole), with what it means in our own words."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import fonts, icons, theme
from game.client.tables.kit.hint import draw_ghost_marker, ghost_of
from game.client.tables.kit.provisional import draw_marker
from game.client.tables.kit.symbol_key import KeyEntry, KeySection
from game.client.tables.raiders import cards
from game.client.tables.raiders import text as words
from game.client.tables.raiders.draw import (
    STONE,
    WOUND_INK,
    current_frame,
    explored_mark,
    padlock,
    torch_waiting,
    unplayed_slot,
)
from game.client.tables.raiders.hand import (
    SPOT_FACE,
    TOKEN_ICONS,
    on_the_spot_place,
    played_place,
)
from game.client.widgets.badges import (
    change_badge,
    count_badge,
    counter_box,
    icon_pill,
    token_stack,
    waiting_place,
)
from game.client.widgets.cards import drop_place, veil
from game.rules.raiders.content import CATALOG

Picture = Callable[[pygame.Surface, pygame.Rect], None]
SeatPicture = Callable[[pygame.Surface, tuple, int], None]  # draws seat 0's marker
ROOM = (88, 124)  # a room of the level row, as the board draws it
HAND = (80, 118)  # a card in hand
SMALL_CARD = (24, 34)  # a card small enough for the key's square: no words on it

KIND_MEANINGS = {
    "treasure": "The highest card takes the big chest's coins, the second highest the small "
    "chest's. Raiders tied on a card share its chest, rounding down.",
    "monster": "Everyone's cards are added up. Short of its strength, the lowest card(s) take "
    "its wounds.",
    "vault": "No contest: each raider takes the reward listed beside the number they played.",
    "trap": "Only the highest card played counts: it decides what the richest, or the least "
    "wounded, lose or suffer.",
    "boss": "The last room of the game: a monster with a twist of its own, told on its card.",
}
MARK_MEANINGS = (
    ("chest", "Big chest", "Coins for the highest card."),
    ("second_chest", "Small chest", "Coins for the second-highest card."),
    ("strength", "Sword and number", "Strength: the party total that beats this monster."),
    ("heads", "Two heads", "The Hydra: each head needs the strength again from what is left."),
    ("wound", "Wound", "Wounds a card takes here."),
    ("coins", "Coins", "Coins a card gains here."),
    ("coins_lost", "Coin pile", "Coins a card loses here."),
    ("heal", "Potion", "Wounds a card heals here (never below none)."),
)


def kind_tile(kind: str) -> Picture:
    """A room of `kind`: its colour and the picture its cards carry (room_picture)."""
    card = next(c for c in CATALOG.cards.values() if c.kind == kind)

    def draw(surface, rect):
        fill = cards.KIND_COLOURS[kind]
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pic = cards.room_picture(card, rect.width - 8, theme.readable_on(fill))
        surface.blit(pic, pic.get_rect(center=rect.center))

    return draw


def window_on(make: Callable[[], pygame.Surface], focus: tuple[int, int]) -> Picture:
    """The key's square of a picture too large for it, centred on `focus` (its telling part)."""

    def draw(surface, rect):
        area = pygame.Rect(0, 0, rect.width, rect.height)
        area.center = focus
        surface.blit(make(), rect.topleft, area)

    return draw


def shrunk(size: tuple[int, int], paint: Picture) -> Picture:
    """`paint` drawn at the board's own `size`, then shrunk whole into the key's square."""

    def draw(surface, rect):
        full = pygame.Surface(size, pygame.SRCALPHA)
        paint(full, full.get_rect())
        scale = min(rect.width / size[0], rect.height / size[1])
        small = pygame.transform.smoothscale(full, (round(size[0] * scale), round(size[1] * scale)))
        surface.blit(small, small.get_rect(center=rect.center))

    return draw


def small_card(paint: Callable[[pygame.Surface, pygame.Rect], None]) -> Picture:
    """A card of SMALL_CARD size in the middle of the key's square."""

    def draw(surface, rect):
        card = pygame.Rect(0, 0, *SMALL_CARD)
        card.center = rect.center
        paint(surface, card)

    return draw


def icon_on_parchment(name: str, ink=cards.INK) -> Picture:
    def draw(surface, rect):
        pygame.draw.rect(surface, cards.PARCHMENT, rect, border_radius=6)
        img = icons.icon(name, rect.width - 6, ink)
        surface.blit(img, img.get_rect(center=rect.center))

    return draw


def _entered_dark(surface, rect) -> None:
    pygame.draw.rect(surface, cards.PARCHMENT, rect, border_radius=6)
    pygame.draw.rect(surface, cards.NIGHT, rect, 4, border_radius=6)
    pygame.draw.circle(surface, cards.NIGHT, rect.center, 11)
    cards.moon(surface, rect.center, 7)


def level_row(players: int) -> KeySection:
    sample = next(c for c in CATALOG.cards.values() if c.kind == "monster")
    middle = (ROOM[0] // 2, ROOM[1] // 2)
    return KeySection(
        "The level row: five rooms, left to right",
        tuple(
            KeyEntry(f"{kind.capitalize()} room", meaning, kind_tile(kind))
            for kind, meaning in KIND_MEANINGS.items()
        )
        + (
            KeyEntry(
                "Dark room",
                "Face down until the party walks in. A torch shows it to you before then.",
                window_on(lambda: cards.dark_room(ROOM), middle),
            ),
            KeyEntry(
                "Skull: the boss",
                "The fifth room of the fifth level. Which boss it is stays hidden until the "
                "party meets it (or your torch shows it).",
                window_on(lambda: cards.dark_room(ROOM, boss=True), middle),
            ),
            KeyEntry(
                "Torch badge",
                "A dark room you saw by torchlight, dimmed: only you know what it is.",
                window_on(lambda: cards.torch_seen(sample, ROOM, players), (ROOM[0] - 17, 37)),
            ),
            KeyEntry(
                "Moon and dark frame",
                "A dark room the party has entered: face up now, still marked as dark.",
                _entered_dark,
            ),
            KeyEntry(
                "Torch on dark rooms",
                "With gold dashes, not final: your torch waits for Confirm (Enter), then shows "
                "you these rooms. With blue dashes: the hint would light it.",
                shrunk(ROOM, lambda s, r: (s.blit(cards.dark_room(ROOM), r), torch_waiting(s, r))),
            ),
            KeyEntry("Tick", "A room already played this level.", explored_mark),
            KeyEntry(
                "Orange frame",
                "The room being played now; it lies large below the row.",
                lambda s, r: (
                    kind_tile("monster")(s, r.inflate(-10, -10)),
                    current_frame(s, r.inflate(-10, -10)),
                ),
            ),
            KeyEntry(
                "Sword and a number",
                f"A monster's strength at this table of {players}: the party's cards must add "
                "up to it. Never beaten: no total is enough.",
                lambda s, r: icon_pill(
                    s, "broadsword", "9", cards.KIND_COLOURS["monster"], r.midbottom, size=13
                ),
            ),
        ),
    )


def room_marks() -> KeySection:
    return KeySection(
        "The room being played",
        (
            KeyEntry(
                "Left column",
                "What each line is about: a card value (vaults, traps), 1st and 2nd place, "
                "= ties, K a key, S a sword, ! the boss's twist.",
            ),
        )
        + tuple(
            KeyEntry(name, meaning, icon_on_parchment(words.MARK_ICONS[mark]))
            for mark, name, meaning in MARK_MEANINGS
        )
        + (
            KeyEntry(
                "RESOLVED, REVEALED",
                "On the room while its cards lie face up: resolved once the room is done, "
                "revealed when crystal balls still ask for second cards.",
            ),
        ),
    )


def items() -> KeySection:
    return KeySection(
        "Item cards (the letter on the card plays it)",
        tuple(
            KeyEntry(
                f"{words.ITEM_NAMES[item]} ({words.ITEM_KEYS[item]})",
                words.ITEM_USES[item],
                small_card(lambda s, r, item=item: s.blit(cards.item_card(item, r.size), r)),
            )
            for item in words.ITEM_ORDER
        )
        + (
            KeyEntry(
                "=5",
                "In a corner of the key and the sword: they count as a 5 where they may be played.",
            ),
            KeyEntry(
                "x2",
                "You hold more than one of this item.",
                lambda s, r: count_badge(s, pygame.Rect(r.left - 4, r.top + 8, 32, 26), 2),
            ),
            KeyEntry(
                "Supply",
                "Beside the level: how many of each item are left to win in vaults. Used items "
                "go back there.",
                small_card(lambda s, r: s.blit(cards.item_card("torch", r.size), r)),
            ),
        ),
    )


def characters() -> KeySection:
    def start(char) -> str:
        held = [
            words.plural(char.items.count(item), words.ITEM_NAMES[item].lower())
            for item in words.ITEM_ORDER
            if item in char.items
        ]
        return (
            f"Starts with {words.plural(char.coins, 'coin')}, {words.plural(char.wounds, 'wound')}"
            + (f" and {' and '.join(held)}." if held else " and no item.")
        )

    def portrait(char) -> Picture:
        def draw(surface, rect):
            img = icons.icon(words.CHARACTER_ICONS.get(char.id, "person"), 28, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=rect.center))

        return draw

    return KeySection(
        "Characters (under each name)",
        tuple(KeyEntry(char.name, start(char), portrait(char)) for char in CATALOG.characters),
    )


def raider_rows(seat_picture: SeatPicture, band) -> KeySection:
    def marker(surface, rect):
        pygame.draw.rect(
            surface, band, (rect.left, rect.top + 4, 5, rect.height - 8), border_radius=2
        )
        seat_picture(surface, (rect.centerx + 4, rect.centery), 13)

    def stone(surface, rect):
        marker(surface, rect)
        surface.blit(veil(rect.size, colour=STONE, radius=6), rect.topleft)

    def waiting_row(surface, rect):
        pygame.draw.rect(surface, (58, 46, 38), rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=8)

    def own_pick(surface, rect):
        surface.blit(cards.power_card(3, rect.size, band), rect)
        padlock(surface, rect)

    def peeking(surface, rect):
        surface.blit(cards.item_card("crystal_ball", rect.size), rect.move(-6, 0))
        surface.blit(cards.power_card(4, rect.size, band), rect.move(3, 0))

    return KeySection(
        "The raiders' rows",
        (
            KeyEntry(
                "Colour, shape and letter",
                "Whose row it is; the same marker stands in the scores and the log.",
                marker,
            ),
            KeyEntry(
                "Coins",
                "What a raider has won so far (20 at most): the most coins wins.",
                lambda s, r: counter_box(s, r.inflate(0, -8), "two-coins", 7, theme.GOLD, 14),
            ),
            KeyEntry(
                "Wounds",
                "Wounds taken so far. At the end the most wounded raider collapses and "
                "cannot win; among the rest, fewer wounds break a tie on coins.",
                lambda s, r: counter_box(s, r.inflate(0, -8), "bleeding-wound", 3, WOUND_INK, 14),
            ),
            KeyEntry(
                "Card backs and a number",
                "How many item cards a raider holds (pointing at it names them).",
                small_card(lambda s, r: s.blit(cards.card_back((20, 28)), r.move(2, 3))),
            ),
            KeyEntry(
                "Small numbered card",
                "A power card played this level: face up for all until the level ends.",
                small_card(lambda s, r: s.blit(cards.power_card(3, r.size, band), r)),
            ),
            KeyEntry(
                "Faint number",
                "A power card still in that raider's hand this level.",
                small_card(lambda s, r: unplayed_slot(s, r, 4)),
            ),
            KeyEntry(
                "Orange row",
                "That raider is still choosing a card for this room.",
                waiting_row,
            ),
            KeyEntry(
                "Hourglass",
                "In the card place at a row's end: no card chosen yet.",
                lambda s, r: waiting_place(s, r.inflate(-4, 0)),
            ),
            KeyEntry(
                "Card back",
                "A card played face down: it turns over once every raider has chosen.",
                small_card(lambda s, r: s.blit(cards.card_back(r.size), r)),
            ),
            KeyEntry(
                "Padlock",
                "Your own face-down card: only you see it until the cards turn over.",
                small_card(own_pick),
            ),
            KeyEntry(
                "Two cards, one under the other",
                "A crystal ball was played: the second card lies over it.",
                small_card(peeking),
            ),
            KeyEntry(
                "Maze",
                "Tactical game only: the raider with the map plays first, face up.",
                lambda s, r: s.blit(icons.icon("maze", 26, theme.GOLD), r.move(4, 4)),
            ),
            KeyEntry(
                "Grey veil: TURNED TO STONE",
                "Medusa caught this raider: out of the game, whatever their coins.",
                stone,
            ),
        ),
    )


def hand_and_spot(band) -> KeySection:
    def spot_card(mark) -> Picture:
        def paint(surface, rect):
            face = pygame.Rect(0, 0, *SPOT_FACE)
            face.center = rect.center
            if mark is draw_ghost_marker:
                card = ghost_of(
                    lambda s, r: s.blit(cards.power_card(4, r.size, band), r), face.size
                )
            else:
                card = cards.power_card(4, face.size, band)
            surface.blit(card, face)
            mark(surface, face)

        return shrunk((SPOT_FACE[0] + 40, SPOT_FACE[1] + 40), paint)

    return KeySection(
        "Your hand and the play spot",
        (
            KeyEntry(
                "Numbered card, coloured band",
                "A power card in your hand (the band is your colour); the dots count its value.",
                shrunk(HAND, lambda s, r: s.blit(cards.power_card(5, r.size, band), r)),
            ),
            KeyEntry(
                "Play spot",
                "Drop a card here, click it, or press its number or letter to play it.",
                lambda s, r: drop_place(s, r, ["Play"], theme.ACCENT, size=fonts.SMALLEST),
            ),
            KeyEntry(
                "Darkened card",
                "Not playable in this room (pointing at it says why).",
                small_card(
                    lambda s, r: (
                        s.blit(cards.item_card("sword", r.size), r),
                        s.blit(veil(r.size), r),
                    )
                ),
            ),
            KeyEntry(
                "Empty place: played",
                "That power card is on the table until the level ends.",
                shrunk(HAND, lambda s, r: played_place(s, r, 2)),
            ),
            KeyEntry(
                "Gold dashes: not final",
                "Your card waits on the spot for Confirm (or Enter). Another card replaces it; "
                "Escape, Undo or dragging it off takes it back.",
                spot_card(lambda s, r: draw_marker(s, r, "not final", inside=True)),
            ),
            KeyEntry(
                "Empty place: on the spot",
                "Where the card waiting on the spot comes from.",
                shrunk(HAND, on_the_spot_place),
            ),
            KeyEntry(
                "Blue dashes: Hint",
                "The card the hard computer raider would play now, from what you know (H).",
                spot_card(draw_ghost_marker),
            ),
        ),
    )


def reveal_and_scores() -> KeySection:
    coins_icon, coins_ink = TOKEN_ICONS["coins"]
    return KeySection(
        "When the cards turn over, and the scores",
        (
            KeyEntry(
                "Badge with a sign",
                "Beside a turned card: the coins or wounds it won or lost in this room.",
                shrunk(
                    (60, 30), lambda s, r: change_badge(s, 3, coins_icon, coins_ink, r.topright)
                ),
            ),
            KeyEntry(
                "Flying tokens",
                "Coins, wounds and items travel along each row to its counters.",
                shrunk(
                    (70, 30),
                    lambda s, r: token_stack(s, coins_icon, coins_ink, 2, (r.left + 36, r.centery)),
                ),
            ),
            KeyEntry(
                "Scores: total and wounds",
                "The big number is a raider's coins; the wounds stand beside it.",
            ),
            KeyEntry(
                "(most)",
                "Beside the most wounded: they would collapse if the game ended now (with three "
                "raiders only an outright most does).",
            ),
            KeyEntry(
                "Struck through, OUT",
                "Out of the game: turned to stone, or collapsed at the end.",
            ),
        ),
    )


def key_sections(players: int, seat_picture: SeatPicture, band) -> list[KeySection]:
    """Every section of the key for a table of `players`; `seat_picture` draws the viewer's (or
    the first) seat marker and `band` is that seat's colour."""
    return [
        level_row(players),
        room_marks(),
        items(),
        raider_rows(seat_picture, band),
        hand_and_spot(band),
        reveal_and_scores(),
        characters(),
    ]
