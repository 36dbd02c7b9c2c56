"""Dungeon Raiders card art, drawn procedurally and cached: power cards, item cards, card backs,
small room cards for the level row and the large room card with its effect table.

Every card carries words or numbers as well as colour (kind label, value, icon), so colour is
never the only signal. Surfaces are cached by everything that changes their look.
"""

from __future__ import annotations

import math

import pygame

from game.client import fonts, icons, theme
from game.client.tables.raiders import text as words
from game.client.widgets.badges import icon_disc, icon_pill
from game.client.widgets.cards import CACHE, value_pips
from game.client.widgets.cards import card_back as plain_back
from game.client.widgets.cards import corner_radius as _radius
from game.client.widgets.draw import text as draw_text
from game.client.widgets.effect_table import effect_table
from game.client.widgets.text import fit_label, fit_text, keep_sums

PARCHMENT = (236, 226, 204)
PARCHMENT_DARK = (206, 192, 164)
INK = (44, 32, 26)
KIND_COLOURS = {
    "treasure": (184, 142, 52),
    "monster": (150, 54, 44),
    "vault": (56, 96, 148),
    "trap": (112, 72, 142),
    "boss": (70, 26, 34),
}
ITEM_COLOURS = {
    "torch": (196, 104, 40),
    "crystal_ball": (104, 80, 168),
    "key": (176, 140, 48),
    "sword": (96, 112, 128),
}
BACK = (70, 46, 32)


def _blank(size) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


# ---- power and item cards -------------------------------------------------------------------
@CACHE.keeps
def power_card(value: int, size: tuple[int, int], band=(120, 90, 60)) -> pygame.Surface:
    w, h = size
    surf = _blank(size)
    rad = _radius(w)
    pygame.draw.rect(surf, PARCHMENT, surf.get_rect(), border_radius=rad)
    if h >= 60:
        pygame.draw.rect(
            surf, PARCHMENT_DARK, surf.get_rect().inflate(-8, -8), 1, border_radius=rad
        )
        strip = pygame.Rect(0, 0, w, max(8, h // 9))
        pygame.draw.rect(surf, band, strip, border_top_left_radius=rad, border_top_right_radius=rad)
        draw_text(
            surf, str(value), (w // 2, h // 2 + 2), int(h * 0.46), INK, bold=True, anchor="center"
        )
        corner = fonts.render(str(value), max(fonts.SMALLEST, h // 8), INK, bold=True)
        surf.blit(corner, (6, strip.bottom + 2))
        surf.blit(corner, corner.get_rect(bottomright=(w - 6, h - 4)))
        value_pips(surf, value, (w // 2, h - max(12, h // 7)), max(2, w // 28), band)
    else:
        draw_text(
            surf, str(value), (w // 2, h // 2 + 1), int(h * 0.62), INK, bold=True, anchor="center"
        )
    pygame.draw.rect(surf, (70, 52, 40), surf.get_rect(), 2, border_radius=rad)
    return surf


@CACHE.keeps
def item_card(item: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _blank(size)
    rad = _radius(w)
    fill = ITEM_COLOURS[item]
    pygame.draw.rect(surf, theme.mix(fill, (0, 0, 0), 0.35), surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, fill, surf.get_rect().inflate(-6, -6), border_radius=rad)
    ink = (250, 242, 226)
    if h >= 60:
        name = fit_label(
            words.ITEM_NAMES[item], max(fonts.SMALLEST, w // 6), ink, w - 10, least=fonts.SMALLEST
        )
        place = name.get_rect(midbottom=(w // 2, h - 7))
        surf.blit(name, place)
        # the picture fills what the name leaves, below the corner tags
        top = max(10, w // 7) + 8
        img = icons.icon(words.ITEM_ICONS[item], min(int(w * 0.62), place.top - top - 2), ink)
        surf.blit(img, img.get_rect(center=(w // 2, (top + place.top) // 2)))
        if item in ("key", "sword"):
            draw_text(surf, "=5", (7, 6), max(fonts.SMALLEST, w // 6), ink, bold=True)
        draw_text(
            surf,
            words.ITEM_KEYS[item],
            (w - 7, 6),
            max(fonts.SMALLEST, w // 7),
            theme.mix(ink, fill, 0.4),
            True,
            "topright",
        )
    else:
        img = icons.icon(words.ITEM_ICONS[item], int(min(w, h) * 0.8), ink)
        surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    pygame.draw.rect(surf, (40, 30, 24), surf.get_rect(), 2, border_radius=rad)
    return surf


def played_card(action, size, band=(120, 90, 60)) -> pygame.Surface:
    """A card as it lies on the table once revealed (power or item)."""
    if action["play"] == "power":
        return power_card(action["value"], size, band)
    return item_card(action["item"], size)


def card_back(size: tuple[int, int]) -> pygame.Surface:
    """A face-down card: a question mark on its medallion, a plain dot where the card is too
    small for the mark to be read (a raider's item pile)."""
    return plain_back(size, BACK, None if min(size) // 3 * 0.9 >= fonts.SMALLEST else _dot)


def _dot(surface, centre, size: int, ink) -> None:
    pygame.draw.circle(surface, ink, centre, max(2, size // 3))


# ---- room pictures (icons, or drawn by hand where no icon exists) ------------------------------
@CACHE.keeps
def room_picture(card, size: int, ink) -> pygame.Surface:
    base = words.base_id(card.id)
    if base == "snake":
        return _snake(size, ink)
    if base == "gelatinous_cube":
        return _cube(size, ink)
    if base == "hydra":  # two heads side by side
        surf = _blank((size, size))
        head = icons.icon("dragon-head", int(size * 0.62), ink)
        surf.blit(pygame.transform.flip(head, True, False), (0, int(size * 0.2)))
        surf.blit(head, (size - head.get_width(), int(size * 0.05)))
        return surf
    return icons.icon(words.room_icon(card), size, ink)


def _snake(size, ink):
    surf = _blank((size, size))
    points = [
        (size * (0.12 + 0.7 * t), size * (0.55 + 0.22 * math.sin(t * math.pi * 2.6)))
        for t in (i / 40 for i in range(41))
    ]
    width = max(3, size // 9)
    for i, (x, y) in enumerate(points):
        r = width * (0.35 + 0.65 * (i / 40))
        pygame.draw.circle(surf, ink, (round(x), round(y)), max(2, round(r)))
    hx, hy = points[-1]
    pygame.draw.ellipse(surf, ink, (hx - width * 0.6, hy - width * 1.3, width * 2.6, width * 2.2))
    eye = theme.mix(ink, (0, 0, 0), 0.85)
    pygame.draw.circle(
        surf, eye, (round(hx + width * 1.1), round(hy - width * 0.4)), max(1, width // 4)
    )
    tongue = [
        (hx + width * 1.9, hy),
        (hx + width * 2.7, hy - width * 0.3),
        (hx + width * 2.4, hy),
        (hx + width * 2.7, hy + width * 0.3),
    ]
    pygame.draw.lines(surf, (200, 60, 50), False, tongue, max(1, width // 4))
    return surf


def _cube(size, ink):
    surf = _blank((size, size))
    s = size * 0.36
    cx, cy = size / 2, size / 2 + size * 0.04
    top = [(cx, cy - s), (cx + s, cy - s / 2), (cx, cy), (cx - s, cy - s / 2)]
    left = [(cx - s, cy - s / 2), (cx, cy), (cx, cy + s), (cx - s, cy + s / 2)]
    right = [(cx, cy), (cx + s, cy - s / 2), (cx + s, cy + s / 2), (cx, cy + s)]
    for face, shade in ((left, 0.25), (right, 0.45), (top, 0.0)):
        pygame.draw.polygon(surf, (*theme.mix(ink, (0, 0, 0), shade), 200), face)
    for face in (left, right, top):
        pygame.draw.polygon(surf, ink, face, max(1, size // 40))
    for bx, by, r in ((0.42, 0.62, 0.05), (0.6, 0.55, 0.035), (0.55, 0.72, 0.03)):
        pygame.draw.circle(
            surf,
            theme.mix(ink, (255, 255, 255), 0.5),
            (round(size * bx), round(size * by)),
            max(1, round(size * r)),
            1,
        )
    return surf


# ---- room cards -----------------------------------------------------------------------------
NIGHT = (28, 22, 40)


MOON_INK = (226, 220, 240)


def moon(surf, centre, radius: int = 5) -> None:
    """The crescent moon that marks a dark room (on the night colour)."""
    x, y = centre
    pygame.draw.circle(surf, MOON_INK, centre, radius)
    pygame.draw.circle(surf, NIGHT, (x + radius * 3 // 5, y - radius * 2 // 5), radius)


def _dark_tag(surf, top: int) -> int:
    """A moon and the word DARK on a night-coloured tag, centred across the card with its top at
    `top`; returns its bottom."""
    word = fonts.render("DARK", fonts.SMALLEST, MOON_INK, bold=True)
    tag = pygame.Rect(0, top, word.get_width() + 26, 18)
    tag.centerx = surf.get_width() // 2
    pygame.draw.rect(surf, NIGHT, tag, border_radius=8)
    moon(surf, (tag.left + 10, tag.centery))
    surf.blit(word, word.get_rect(midleft=(tag.left + 19, tag.centery + 1)))
    return tag.bottom


@CACHE.keeps
def room_small(card, size: tuple[int, int], players: int, dark: bool = False) -> pygame.Surface:
    """A room in the level row; `dark`: a dark room the party has entered (face up, yet marked)."""
    w, h = size
    surf = _blank(size)
    rad = _radius(w)
    fill = KIND_COLOURS[card.kind]
    pygame.draw.rect(surf, PARCHMENT, surf.get_rect(), border_radius=rad)
    band = pygame.Rect(0, 0, w, 22)
    pygame.draw.rect(surf, fill, band, border_top_left_radius=rad, border_top_right_radius=rad)
    label = fit_text(card.kind.upper(), 12, theme.readable_on(fill), w - 8, bold=True)
    surf.blit(label, label.get_rect(center=band.center))
    pic_top, pic_size = band.bottom + 6, int(w * 0.56)
    if dark:  # the tag takes the picture's top: a smaller picture below it
        pic_top, pic_size = _dark_tag(surf, band.bottom + 3) + 2, int(w * 0.46)
    if card.kind == "treasure":
        words_top = h - 6 - fonts.font(20, True).get_height()
        big = fit_text(" + ".join(map(str, card.chests)), 20, INK, w - 8, bold=True)
        surf.blit(big, big.get_rect(midbottom=(w // 2, h - 6)))
    else:
        # the name on one line, or two (Gelatinous Cube), never under the least text size
        name = fit_label(card.name, 13, INK, w - 8, least=fonts.SMALLEST)
        name_foot = h - 7
        if words.beatable(card):
            strength = str(card.strength_for(players))
            name_foot = icon_pill(surf, "broadsword", strength, fill, (w // 2, h - 4)).top
        elif card.kind == "boss":
            name_foot = h - 22
        place = name.get_rect(midbottom=(w // 2, name_foot))
        surf.blit(name, place)
        words_top = place.top
        if card.kind == "boss" and not words.beatable(card):
            tag = fit_text("never beaten", fonts.SMALLEST, fill, w - 8, bold=True)
            surf.blit(tag, tag.get_rect(midbottom=(w // 2, h - 5)))
    pic_size = min(pic_size, words_top - pic_top - 1)  # a two-line name takes from the picture
    pic = room_picture(card, pic_size, theme.mix(fill, (0, 0, 0), 0.2))
    surf.blit(pic, pic.get_rect(midtop=(w // 2, pic_top)))
    if dark:
        pygame.draw.rect(surf, NIGHT, surf.get_rect(), 4, border_radius=rad)
    else:
        pygame.draw.rect(
            surf, theme.mix(fill, (0, 0, 0), 0.4), surf.get_rect(), 2, border_radius=rad
        )
    return surf


HEAD_H = 124  # the coloured header: picture on the left, words from HEAD_TEXT_X
HEAD_TEXT_X = 124
PICTURE = 104


def _header_words(card, players, width, ink, fill) -> list[pygame.Surface]:
    """The header's words top to bottom (kind, the name on up to two lines, strength), the name
    shrunk until the stack fits the header."""
    kind = fit_text(card.kind.upper(), 14, theme.mix(ink, fill, 0.3), width, bold=True)
    if words.beatable(card):
        tail = [fit_text(f"Strength {card.strength_for(players)}", 16, ink, width, bold=True)]
    elif card.kind == "boss":
        tail = [fit_text("Cannot be beaten", 16, ink, width, bold=True)]
    else:
        tail = []
    name = keep_sums(card.name)
    room = HEAD_H - 20 - kind.get_height() - sum(t.get_height() + 4 for t in tail)
    for size in range(24, 12, -1):
        title = [
            fit_text(line, size, ink, width, bold=True)
            for line in fonts.wrap(name, size, width, bold=True)
        ]
        if len(title) <= 2 and sum(t.get_height() for t in title) <= room:
            break
    return [kind] + title[:2] + tail


@CACHE.keeps
def room_large(card, size: tuple[int, int], players: int) -> pygame.Surface:
    w, h = size
    surf = _blank(size)
    rad = 12
    fill = KIND_COLOURS[card.kind]
    pygame.draw.rect(surf, PARCHMENT, surf.get_rect(), border_radius=rad)
    head = pygame.Rect(0, 0, w, HEAD_H)
    pygame.draw.rect(surf, fill, head, border_top_left_radius=rad, border_top_right_radius=rad)
    ink = theme.readable_on(fill)
    pic = room_picture(card, PICTURE, theme.mix(ink, fill, 0.1))
    surf.blit(pic, pic.get_rect(midleft=(10, head.centery)))
    lines = _header_words(card, players, w - HEAD_TEXT_X - 10, ink, fill)
    y = 10
    for k, img in enumerate(lines):
        if k == len(lines) - 1 and k >= 2 and card.kind in ("monster", "boss"):
            y = max(y, head.bottom - 8 - img.get_height())  # strength sits at the foot
        surf.blit(img, (HEAD_TEXT_X, y))
        y += img.get_height() + (2 if k else 0)
    # the caption: one line, a little smaller if need be, else wrapped on two lines
    text = words.effect_caption(card)
    sizes = [(size, 1) for size in range(15, 11, -1)] + [(size, 2) for size in range(15, 9, -1)]
    for cap_size, most in sizes:
        caption = fonts.wrap(text, cap_size, w - 28, bold=True)
        if len(caption) <= most:
            break
    y = head.bottom + 6
    for line in caption[:2]:
        img = fit_text(line, cap_size, theme.mix(INK, PARCHMENT, 0.3), w - 28, bold=True)
        surf.blit(img, (14, y))
        y += img.get_height()
    stripe = theme.mix(PARCHMENT, PARCHMENT_DARK, 0.5)
    effect_table(
        surf,
        words.effect_rows(card, players),
        y + 4,
        fill,
        INK,
        stripe,
        icon=lambda row: words.mark_icon(card, row.mark),
    )
    pygame.draw.rect(surf, theme.mix(fill, (0, 0, 0), 0.4), surf.get_rect(), 3, border_radius=rad)
    return surf


@CACHE.keeps
def dark_room(size: tuple[int, int], boss: bool = False) -> pygame.Surface:
    """A face-down room in the level row, named DARK; the boss's back carries a skull."""
    surf = (
        plain_back(size, KIND_COLOURS["boss"], "death-skull") if boss else card_back(size)
    ).copy()
    tag = (
        fonts.render("BOSS", max(10, size[0] // 7), theme.TEXT, bold=True)
        if boss
        else fonts.render("DARK", 12, theme.TEXT_DIM, bold=True)
    )
    surf.blit(tag, tag.get_rect(midbottom=(size[0] // 2, size[1] - 8)))
    return surf


@CACHE.keeps
def torch_seen(card, size: tuple[int, int], players: int) -> pygame.Surface:
    """A dark room this player saw by torchlight: its face, dimmed, with a torch badge."""
    surf = room_small(card, size, players).copy()
    shade = _blank(size)
    pygame.draw.rect(shade, (20, 12, 30, 110), shade.get_rect(), border_radius=_radius(size[0]))
    surf.blit(shade, (0, 0))
    icon_disc(
        surf,
        (size[0] - 15, 37),
        13,
        ITEM_COLOURS["torch"],
        "torch",
        18,
        (255, 240, 210),
        edge=(40, 20, 10),
    )  # below the band, clear of the name
    pygame.draw.rect(
        surf, ITEM_COLOURS["torch"], surf.get_rect(), 3, border_radius=_radius(size[0])
    )
    return surf
