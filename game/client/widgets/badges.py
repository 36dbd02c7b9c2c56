"""Numbers with their icons: a counter in a dark box, a signed change in a capsule, a small
stack of tokens in flight. Every amount is written as well as pictured."""

from __future__ import annotations

import pygame

from game.client import fonts, icons, theme
from game.client.widgets.draw import filled_shape, pill

BOX = (30, 24, 20)


def signed(amount: int) -> str:
    return f"{'+' if amount > 0 else '-'}{abs(amount)}"


def counter_box(surface, rect, icon_name: str, value, ink, size: int = 22) -> None:
    """A dark box: the icon at its left, the number at its right."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, BOX, rect, border_radius=8)
    icon = icons.icon(icon_name, size, ink)
    surface.blit(icon, icon.get_rect(midleft=(rect.left + 5, rect.centery)))
    num = fonts.render(str(value), size, ink, bold=True)
    surface.blit(num, num.get_rect(midright=(rect.right - 6, rect.centery + 1)))


def pile_box(surface, rect, back: pygame.Surface, count: int, most: int = 3) -> None:
    """A dark box: up to `most` card backs fanned at its left, how many at its right (the size
    of a hand the others may count but not see)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, BOX, rect, border_radius=8)
    for k in range(min(count, most)):
        surface.blit(back, (rect.left + 6 + k * 6, rect.top + 8 - k))
    num = fonts.render(str(count), 20, theme.TEXT, bold=True)
    surface.blit(num, num.get_rect(midright=(rect.right - 8, rect.centery + 1)))


def change_badge(surface, amount: int, icon_name: str, ink, topright) -> pygame.Rect:
    """A capsule with an icon and a signed change (+3, -1) whose top right is `topright`."""
    text = fonts.render(signed(amount), 15, ink, bold=True)
    icon = icons.icon(icon_name, 16, ink)
    badge = pygame.Rect(0, 0, text.get_width() + icon.get_width() + 12, 22)
    badge.topright = topright
    pill(surface, badge, ink, fill=(24, 18, 15))
    surface.blit(icon, icon.get_rect(midleft=(badge.left + 5, badge.centery)))
    surface.blit(text, text.get_rect(midright=(badge.right - 5, badge.centery + 1)))
    return badge


def icon_pill(
    surface, icon_name: str, text: str, fill, midbottom, size: int = 15, ink=theme.TEXT
) -> pygame.Rect:
    """A filled capsule with an icon at its left and a short bold number or word (a monster's
    strength, a price), its foot at `midbottom`; returns the capsule. The capsule grows with the
    text size; the text stays inside `surface`."""
    label = fonts.render(text, size, ink, bold=True)
    capsule = pygame.Rect(0, 0, label.get_width() + 26, max(18, label.get_height() - 6))
    capsule.midbottom = midbottom
    pygame.draw.rect(surface, fill, capsule, border_radius=capsule.height // 2)
    icon = icons.icon(icon_name, 13, ink)
    surface.blit(icon, icon.get_rect(midleft=(capsule.left + 5, capsule.centery)))
    place = label.get_rect(midleft=(capsule.left + 20, capsule.centery + 1))
    surface.blit(label, place.clamp(surface.get_rect()))
    return capsule


def token_stack(surface, icon_name: str, ink, amount: int, centre, most: int = 5) -> None:
    """Up to `most` tokens overlapping leftwards from `centre`, the signed amount beside them."""
    x, y = centre
    img = icons.icon(icon_name, 24, ink)
    for k in range(min(abs(amount), most)):
        surface.blit(img, img.get_rect(center=(x - k * 7, y)))
    label = fonts.render(signed(amount), 18, ink, bold=True)
    surface.blit(label, label.get_rect(midleft=(x + 16, y)))


def icon_disc(
    surface, centre, radius: int, fill, icon_name: str, size: int, ink, edge=None
) -> None:
    """An icon on a filled disc (a padlock on a hidden card, a torch on a room seen by it)."""
    pygame.draw.circle(surface, fill, centre, radius)
    if edge is not None:
        pygame.draw.circle(surface, edge, centre, radius, 2)
    img = icons.icon(icon_name, size, ink)
    surface.blit(img, img.get_rect(center=centre))


def ghost_slot(
    surface, rect, label: str, size: int, ink, edge, width: int = 1, radius: int = 4
) -> None:
    """The outline of an empty place with a faint label in its middle (a card already played;
    a label with line breaks is stacked line under line)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
    lines = [fonts.render(line, size, ink, bold=True) for line in label.split("\n")]
    step = lines[0].get_height() - 2
    for k, ghost in enumerate(lines):
        surface.blit(
            ghost,
            ghost.get_rect(
                center=(rect.centerx, rect.centery + (2 * k + 1 - len(lines)) * step // 2)
            ),
        )


def waiting_place(surface, rect, icon_name: str = "hourglass") -> None:
    """A solid place still waiting for its card or piece, an icon (an hourglass) in its middle."""
    pygame.draw.rect(surface, (46, 37, 31), rect, border_radius=6)
    pygame.draw.rect(surface, (96, 78, 60), rect, 2, border_radius=6)
    img = icons.icon(icon_name, 22, (150, 126, 100))
    surface.blit(img, img.get_rect(center=pygame.Rect(rect).center))


def count_badge(surface, rect, count: int, ink=theme.GOLD) -> None:
    """ "x3" in a capsule over the top right corner of `rect`: several of the same card."""
    badge = pygame.Rect(0, 0, 32, 22)
    badge.topright = (pygame.Rect(rect).right + 6, pygame.Rect(rect).top - 8)
    pill(surface, badge, ink)
    img = fonts.render(f"x{count}", 14, ink, bold=True)
    surface.blit(img, img.get_rect(center=badge.center))


def seat_token(surface, center, radius: int, colour, shape: str, icon_name: str = "meeple") -> None:
    """A seat's piece on the board: its colour and marker shape with an icon inside (a minion)."""
    filled_shape(
        surface, center, radius, colour, shape, theme.mix(colour, (0, 0, 0), 0.6), drop=True
    )
    img = icons.icon(icon_name, int(radius * 1.25), theme.readable_on(colour))
    surface.blit(img, img.get_rect(center=(center[0], center[1] + 1)))


def medallion(
    surface, center, radius: int, icon_name: str, ring, width: int, ink=theme.TEXT
) -> None:
    """An icon on a dark see-through disc with a coloured ring (a tile's bonus icon)."""
    disc = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
    pygame.draw.circle(disc, (20, 16, 14, 215), (radius + 2, radius + 2), radius)
    pygame.draw.circle(disc, (*ring, 255), (radius + 2, radius + 2), radius, width)
    surface.blit(disc, (center[0] - radius - 2, center[1] - radius - 2))
    img = icons.icon(icon_name, int(radius * 1.35), ink)
    surface.blit(img, img.get_rect(center=center))


def corner_tag(surface, text: str, size: int, edge, bottomright) -> None:
    """A short bold word or letter in a small dark box with a coloured edge (a tile's type
    letter)."""
    img = fonts.render(text, size, theme.TEXT, bold=True)
    box = pygame.Rect(0, 0, img.get_width() + 6, img.get_height() - 2)
    box.bottomright = bottomright
    pygame.draw.rect(surface, (24, 20, 18), box, border_radius=3)
    pygame.draw.rect(surface, edge, box, 1, border_radius=3)
    surface.blit(img, img.get_rect(center=(box.centerx, box.centery + 1)))


def count_chips(surface, left: int, right: int, top: int, chips, tips: dict) -> int:
    """Small dark chips, an icon and how many (a pile summed up by what it holds), in rows from
    `left` that wrap before `right`. chips: (icon name, count, edge colour, tooltip); each chip's
    tooltip goes into `tips` under its rectangle. Returns the top of the last row."""
    x, y = left, top
    for icon_name, count, edge, tip in chips:
        if x + 45 > right:
            x, y = left, y + 32
        chip = pygame.Rect(x, y, 45, 28)
        pygame.draw.rect(surface, (28, 23, 21), chip, border_radius=6)
        pygame.draw.rect(surface, edge, chip, 1, border_radius=6)
        img = icons.icon(icon_name, 20, theme.TEXT)
        surface.blit(img, img.get_rect(midleft=(chip.left + 4, chip.centery)))
        num = fonts.render(str(count), 15, theme.TEXT, bold=True)
        surface.blit(num, num.get_rect(midright=(chip.right - 6, chip.centery + 1)))
        tips[tuple(chip)] = tip
        x += 49
    return y
