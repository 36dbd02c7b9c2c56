"""Waiting at a network table until its game starts: who sits where and who has joined.

The host sees the addresses and the join code to give their friends (and whether a search on
the local network finds the table: game/net/discovery.py), and Start once every remote seat is
taken; a guest sees the same seats and waits for the host. Everything comes over
the table's connection (game/net/client.py, read off the window's thread); once the first state
arrives the table opens from this player's seat (game/client/remote_session.py).
"""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.scene import Scene
from game.client.session import distinct_letters
from game.client.widgets.button import Button
from game.client.widgets.draw import background, panel, seat_marker, text_block, title_text
from game.rules import GAMES

ROW_H = 52


class LobbyScene(Scene):
    escape_goes_back = True
    name = "lobby"

    def __init__(self, app, link, hosting=None):
        super().__init__(app)
        self.link = link
        self.hosting = hosting
        self.table: dict | None = None
        self.problem: str | None = None
        self.handed_over = False  # the table scene has the connection now
        cx = theme.CANVAS_SIZE[0] // 2
        self.start_button = Button(
            (cx - 250, 700, 240, 56), "Start", self.start, size=22, hotkey=pygame.K_RETURN
        )
        self.start_button.visible = hosting is not None
        self.widgets = [
            self.start_button,
            Button((cx + 10, 700, 240, 56), "Leave", self.back, size=22, style="stone"),
        ]

    # ---- what the table says -------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.link is None:  # the host's server is still starting
            self._join_own_table()
            return
        for incoming in self.link.poll():
            if incoming.kind == "table":
                self.table = incoming.message
            elif incoming.kind == "seat" and self.hosting is None:  # kept to take it back later
                self.app.settings.network = dict(self.app.settings.network, token=self.link.token)
                self.app.settings_changed()
            elif incoming.kind in ("refused", "failed", "error"):
                self.problem = incoming.message.get("reason")
            elif incoming.kind == "state" and self.table is not None:
                self.open_table(incoming)
                return
        self.start_button.enabled = self.filled()

    def _join_own_table(self) -> None:
        """Once this app's server listens, its own player joins it like any guest."""
        from game.client.app import wake_for_news
        from game.net.client import NetClient

        hosting = self.hosting
        if not hosting.ready():
            self.problem = hosting.error
            return
        name = hosting.table.seats[hosting.local].name
        url = f"ws://127.0.0.1:{hosting.port}"
        self.link = NetClient(url, hosting.code, name, hosting.token, wake=wake_for_news)
        self.link.start()

    def busy(self) -> bool:
        return self.link is None and self.problem is None  # the server is starting

    def filled(self) -> bool:
        return self.table is not None and all(s.get("taken", True) for s in self.table["seats"])

    def open_table(self, first) -> None:
        from game.client.remote_session import RemoteSession
        from game.client.scenes.table_launch import open_table

        session = RemoteSession(
            self.link, self.table, first, colour_blind=self.app.settings.colour_blind
        )
        session.hosting = self.hosting
        self.handed_over = True
        open_table(self.app, session)

    def start(self) -> None:
        if self.filled():
            self.link.send({"type": "start"})

    def close(self) -> None:
        if not self.handed_over:
            if self.link is not None:
                self.link.close()
            if self.hosting is not None:
                self.hosting.stop()

    # ---- drawing ------------------------------------------------------------------------
    def draw(self, surface) -> None:
        background(surface)
        cx = theme.CANVAS_SIZE[0] // 2
        game_id = self.hosting.table.game_id if self.hosting else (self.table or {}).get("game")
        game = GAMES.get(game_id)
        if game is None:
            heading = "Joining a table"
        else:
            heading = f"Hosting {game.title}" if self.hosting else f"At the {game.title} table"
        title_text(surface, heading, (cx, 80), 44)
        box = pygame.Rect(cx - 440, 130, 880, 550)
        panel(surface, box)
        y = box.top + 24
        if self.hosting is not None:
            y = self._draw_invitation(surface, box, y)
        if self.problem:
            y += text_block(surface, self.problem, (box.left + 32, y, 816, 60), 18, theme.ILLEGAL)
            y += 12
        if self.table is None:
            if not self.problem:
                text_block(surface, "Reaching the table...", (box.left + 32, y, 816, 40), 20)
            super().draw(surface)
            return
        y = self._draw_seats(surface, box, y)
        if self.hosting is not None:
            note = (
                "Every seat is taken: start when you are ready."
                if self.filled()
                else "Start comes alive once every remote seat is taken."
            )
        else:
            note = "The game starts when the host starts it."
        text_block(surface, note, (box.left + 32, box.bottom - 44, 816, 30), 17, theme.TEXT_DIM)
        super().draw(surface)

    def _draw_invitation(self, surface, box, y: int) -> int:
        from game.net.hosting import addresses

        port = self.hosting.port
        if port is None:
            where = "(opening the table...)"
        else:
            where = ", ".join(f"{a}:{port}" for a in addresses()[:3])
        text_block(
            surface,
            "Friends choose Join a table on their title screen and type this address and code.",
            (box.left + 32, y, 816, 30),
            18,
            theme.TEXT_DIM,
        )
        y += 40
        for label, value in (("Address", where), ("Join code", self.hosting.code)):
            img = fonts.render(label, 18, theme.GOLD_DIM, bold=True)
            surface.blit(img, (box.left + 32, y + 8))
            size = 34 if label == "Join code" else 24
            surface.blit(fonts.render(value, size, theme.TEXT, bold=True), (box.left + 200, y))
            y += 52
        if port is not None:
            if self.hosting.unlisted:
                listing = f"Not listed on this network: {self.hosting.unlisted}. "
                listing += "Friends type the address."
            else:
                listing = "Friends on this network also find it in their list of tables."
            y += text_block(surface, listing, (box.left + 32, y, 816, 60), 17, theme.TEXT_DIM) + 8
        return y + 8

    def _draw_seats(self, surface, box, y: int) -> int:
        palette = theme.seat_palette(self.app.settings.colour_blind)
        seats = self.table["seats"]
        letters = distinct_letters([s["name"] for s in seats])
        mine = self.link.seat
        for n, seat in enumerate(seats):
            centre = (box.left + 56, y + 20)
            if seat["kind"] == "automa":
                from game.client.session import AUTOMA_COLOUR

                seat_marker(surface, centre, 16, AUTOMA_COLOUR, "hexagon", letters[n])
            else:
                colour = palette[seat["colour"] % len(palette)][1]
                shape = theme.SEAT_SHAPES[seat["colour"] % len(theme.SEAT_SHAPES)]
                seat_marker(surface, centre, 16, colour, shape, letters[n])
            name = seat["name"] + ("  (you)" if n == mine else "")
            surface.blit(fonts.render(name, 20, theme.TEXT, bold=True), (box.left + 90, y + 8))
            status, ink = seat_status(seat)
            surface.blit(fonts.render(status, 18, ink), (box.left + 420, y + 10))
            y += ROW_H
        return y


def seat_status(seat: dict) -> tuple[str, tuple[int, int, int]]:
    """What a seat of the lobby is waiting for, in words, and its colour."""
    if seat["kind"] == "bot":
        return f"Computer ({seat.get('level')})", theme.TEXT_DIM
    if seat["kind"] == "automa":
        return "The game's solo opponent", theme.TEXT_DIM
    if not seat.get("taken"):
        return "Waiting for a player to join", theme.ACCENT
    if not seat.get("here"):
        return "Joined, but the line dropped", theme.ILLEGAL
    return "Here", theme.LEGAL


def host_table(app, hosting) -> None:
    """Serve `hosting`'s table and wait in the lobby, this app's own player joined to it."""
    hosting.start()
    app.push(LobbyScene(app, None, hosting))  # it joins once the server listens
