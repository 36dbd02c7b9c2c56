"""The Join scene's "Tables on this network": the tables that answered a search
(game/net/discovery.py), found again every few seconds on a thread of their own while the scene
is open; choosing one fills in its address (the player still types its code)."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.widgets.base import Widget, left_click_on
from game.client.widgets.draw import focus_ring, panel
from game.client.widgets.text import cut_text
from game.net.protocol import PROTOCOL
from game.rules import GAMES

ROWS = 4
ROW_H = 36
ROW_GAP = 4
ROWS_TOP = 66  # below the heading and the status line


def seats_words(table) -> str:
    """A found table's seats and stage, in words."""
    if table.protocol != PROTOCOL:
        return "another version"
    if table.over:
        return "game over"
    if table.started:
        return "playing"
    if table.free == 0:
        return "every seat taken"
    seats = "seat" if table.seats == 1 else "seats"
    return f"{table.free} of {table.seats} {seats} free"


def game_words(table) -> str:
    spec = GAMES.get(table.game)
    return spec.title if spec is not None else f"{table.game} (a game this copy does not know)"


class TableRow(Widget):
    """One found table: its game, host, free seats and address; a click or Enter picks it."""

    focusable = True
    takes_keys = True  # Enter on a focused row picks it, before the Join button's hotkey

    def __init__(self, rect, on_pick):
        super().__init__(rect)
        self.on_pick = on_pick
        self.table = None
        self.hover = False
        self.show(None)

    def show(self, table) -> None:
        self.table = table
        self.visible = self.enabled = table is not None
        if table is None:
            self.focused = self.hover = False

    def handle(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif left_click_on(event, self.rect) or (
            event.type == pygame.KEYDOWN
            and self.focused
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        ):
            self.on_pick(self.table)
            return True
        return False

    def open(self) -> bool:
        """A seat waits for a player, at a table this copy can join."""
        table = self.table
        return table.free > 0 and not table.started and table.protocol == PROTOCOL

    def words(self) -> list[str]:
        """What the row says, left to right."""
        table = self.table
        return [game_words(table), f"hosted by {table.host}", seats_words(table), table.where]

    def draw(self, surface) -> None:
        if not self.visible:
            return
        lit = self.hover or self.focused
        pygame.draw.rect(surface, (64, 50, 40) if lit else (44, 36, 31), self.rect, border_radius=8)
        edge = theme.GOLD if self.hover else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=8)
        if self.focused:
            focus_ring(surface, self.rect)
        game, host, seats, where = self.words()
        columns = (
            (game, 16, 220, theme.GOLD, True),
            (host, 244, 230, theme.TEXT, False),
            (seats, 490, 150, theme.LEGAL if self.open() else theme.TEXT_DIM, False),
            (where, 650, 180, theme.TEXT_DIM, False),
        )
        for text, left, width, ink, bold in columns:
            img = cut_text(text, 18, ink, width, bold)
            surface.blit(img, img.get_rect(midleft=(self.rect.left + left, self.rect.centery)))


class FoundTables:
    """The list, its rows (widgets for the scene to hold) and the search behind it."""

    def __init__(self, rect, on_pick, port: int | None = None):
        self.rect = pygame.Rect(rect)
        self.port = port  # the discovery port (None: the usual one)
        top, width = self.rect.top + ROWS_TOP, self.rect.w - 40
        self.rows = [
            TableRow((self.rect.left + 20, top + n * (ROW_H + ROW_GAP), width, ROW_H), on_pick)
            for n in range(ROWS)
        ]
        self.finder = None
        self.searches = 0  # of the finder's, shown
        self.found: list = []

    def start(self) -> None:
        from game.client.app import wake_for_news
        from game.net.discovery import TableFinder

        if self.finder is None:
            self.finder = TableFinder(wake_for_news, self.port)
            self.finder.start()

    def stop(self) -> None:
        if self.finder is not None:
            self.finder.close()
            self.finder = None

    def update(self) -> None:
        """Show the finder's last search, once it has ended (nothing waits here)."""
        if self.finder is None or self.finder.searches == self.searches:
            return
        self.searches = self.finder.searches
        self.found = list(self.finder.found)
        for n, row in enumerate(self.rows):
            row.show(self.found[n] if n < len(self.found) else None)

    def status(self) -> str:
        if self.searches == 0:
            return "Looking for tables on this network..."
        if not self.found:
            return (
                "No table answered on this network. Type the host's address above: "
                "it works all the same."
            )
        if len(self.found) > ROWS:
            return f"{len(self.found)} tables answered; the first {ROWS} are shown."
        return "Choose a table to fill in its address, then type its join code."

    def draw(self, surface) -> None:
        panel(surface, self.rect)
        heading = fonts.render("Tables on this network", 20, theme.GOLD_DIM, bold=True)
        surface.blit(heading, (self.rect.left + 24, self.rect.top + 14))
        note = cut_text(self.status(), 16, theme.TEXT_DIM, self.rect.w - 48)
        surface.blit(note, (self.rect.left + 24, self.rect.top + 40))
