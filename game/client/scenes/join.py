"""Join a table another computer hosts: its address, the join code and a name; then the lobby
(game/client/scenes/lobby.py) until the host starts the game. The tables on the local network are
listed below (game/client/scenes/found_tables.py, searched for off the window's thread while the
scene is on top): choosing one fills in its address. The last table's address, code and seat
token are remembered in the settings: after the app was closed or killed, Join takes the same
seat back."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.scene import Scene
from game.client.scenes.found_tables import FoundTables
from game.client.widgets.button import Button
from game.client.widgets.draw import background, panel, text_block, title_text
from game.client.widgets.textfield import TextField


class JoinScene(Scene):
    escape_goes_back = True
    name = "join"

    def __init__(self, app, discovery_port: int | None = None):
        super().__init__(app)
        remembered = app.settings.network
        self.address = str(remembered.get("address", ""))[:40]
        self.code = str(remembered.get("code", ""))[:6]  # the last table, to take its seat back
        self.player = str(remembered.get("name", "Ann"))[: TextField.MAX_LEN]
        self.problem: str | None = None
        cx = theme.CANVAS_SIZE[0] // 2
        self.fields = [
            TextField((cx - 120, 160, 420, 44), self.address, self.set_address, max_len=40),
            TextField((cx - 120, 236, 200, 44), self.code, self.set_code, max_len=6),
            TextField((cx - 120, 296, 260, 44), self.player, self.set_name),
        ]
        self.found = FoundTables((cx - 440, 442, 880, 236), self.pick, discovery_port)
        self.found.start()
        self.widgets = [
            *self.fields,
            *self.found.rows,
            Button((cx - 250, 700, 240, 56), "Join", self.join, size=22, hotkey=pygame.K_RETURN),
            Button((cx + 10, 700, 240, 56), "Back", self.back, size=22, style="stone"),
        ]
        self.fields[0 if not self.address else 1].focused = True

    def set_address(self, text: str) -> None:
        self.address = text

    def set_code(self, text: str) -> None:
        self.code = text

    def set_name(self, text: str) -> None:
        self.player = text

    def pick(self, table) -> None:
        """A found table: its address goes in the field, and the code is to be typed (the last
        table's code stays only for that table, to take its seat back)."""
        if table.where != self.app.settings.network.get("address"):
            self.fields[1].text = self.code = ""
        self.fields[0].text = self.address = table.where
        for field in self.fields:
            field.focused = False
        self.fields[1].focused = True
        self.problem = None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.found.update()

    def pause(self) -> None:
        self.found.stop()  # the lobby is on top: no searching behind it

    def resume(self) -> None:
        self.found.start()

    def close(self) -> None:
        self.found.stop()

    def join(self) -> None:
        from game.client.app import wake_for_news
        from game.client.scenes.lobby import LobbyScene
        from game.net.client import NetClient, address_url

        address, code, name = self.address.strip(), self.code.strip().upper(), self.player.strip()
        if not address or len(code) != 6 or not name:
            self.problem = "Type the host's address, the six-letter code and your name."
            return
        self.problem = None
        remembered = self.app.settings.network
        same_table = (remembered.get("address"), remembered.get("code")) == (address, code)
        token = remembered.get("token") if same_table else None  # the seat held there before
        token = token if isinstance(token, str) else None
        self.app.settings.network = {"address": address, "name": name, "code": code}
        if token is not None:
            self.app.settings.network["token"] = token
        self.app.settings_changed()
        link = NetClient(address_url(address), code, name, token, wake=wake_for_news)
        link.start()
        self.app.push(LobbyScene(self.app, link))

    def draw(self, surface) -> None:
        background(surface)
        cx = theme.CANVAS_SIZE[0] // 2
        title_text(surface, "Join a table", (cx, 64), 44)
        panel(surface, pygame.Rect(cx - 440, 106, 880, 324))
        text_block(
            surface,
            "The host's screen shows the address and the code of the table.",
            (cx - 400, 122, 800, 30),
            18,
            theme.TEXT_DIM,
        )
        for label, field in zip(("Address", "Join code", "Your name"), self.fields):
            img = fonts.render(label, 20, theme.GOLD_DIM, bold=True)
            surface.blit(img, img.get_rect(midright=(cx - 140, field.rect.centery)))
        note = fonts.render("e.g. 192.168.1.20:8765, or choose a table below", 16, theme.TEXT_DIM)
        surface.blit(note, (cx - 116, 208))
        if self.problem:
            text_block(surface, self.problem, (cx - 400, 352, 800, 60), 18, theme.ILLEGAL)
        self.found.draw(surface)
        super().draw(surface)
