"""Game select: each playable game with its player counts and a one-line pitch.
In "rules" mode the same list opens each game's rules help instead, in "learn" mode its guided
first game."""

from __future__ import annotations

import pygame

from game.client import catalog, fonts, icons, theme
from game.client.scene import Scene
from game.client.widgets.base import Widget, left_click_on
from game.client.widgets.button import Button
from game.client.widgets.draw import background, focus_ring, panel, text_block, title_text


def player_text(spec) -> str:
    if spec.min_players == spec.max_players:
        count = f"{spec.min_players} player{'s' if spec.min_players > 1 else ''}"
    else:
        count = f"{spec.min_players}-{spec.max_players} players"
    if spec.solo_opponent and spec.min_players == 1:
        # "the Iron Golem", but a one-word name is a proper name: "Jael"
        article = "the " if " " in spec.solo_opponent else ""
        count += f" (solo against {article}{spec.solo_opponent})"
    elif not spec.solo_opponent:  # every seat but yours can be a computer player
        count += "; solo against computer players"
    return count


class GameCard(Widget):
    focusable = True

    def __init__(self, rect, spec, on_pick, icon: str | None = None):
        super().__init__(rect)
        self.spec = spec
        self.on_pick = on_pick
        self.icon = icon  # the table's ICON, if it names one
        self.hover = False

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif left_click_on(event, self.rect):
            self.on_pick(self.spec)
            return True
        elif (
            event.type == pygame.KEYDOWN
            and self.focused
            and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            self.on_pick(self.spec)
            return True
        return False

    def draw(self, surface):
        fill = (60, 48, 40) if self.hover or self.focused else theme.PANEL
        panel(surface, self.rect, fill=fill, edge=theme.GOLD if self.hover else theme.PANEL_EDGE)
        if self.focused:
            focus_ring(surface, self.rect)
        medal = pygame.Rect(self.rect.left + 22, self.rect.top + 22, 106, 106)
        pygame.draw.rect(
            surface,
            theme.WOOD if self.hover or self.focused else (70, 50, 36),
            medal,
            border_radius=12,
        )
        pygame.draw.rect(surface, theme.GOLD_DIM, medal, 2, border_radius=12)
        if self.icon:
            img = icons.icon(self.icon, 72, theme.GOLD)
        else:  # the game's initials, carved
            initials = "".join(w[0] for w in self.spec.title.split()[:2]).upper()
            img = fonts.render(initials, 40, theme.GOLD, bold=True, display=True)
        surface.blit(img, img.get_rect(center=medal.center))
        x = medal.right + 24
        title = fonts.render(self.spec.title, 28, theme.GOLD, bold=True, display=True)
        surface.blit(title, (x, self.rect.top + 16))
        count = fonts.render(player_text(self.spec), 17, theme.TEXT_DIM, bold=True)
        y = self.rect.top + 16 + title.get_height()
        surface.blit(count, (x, y))
        # the pitch takes the rest of the card, in smaller type if larger text would cut it short
        box = pygame.Rect(x, y + count.get_height() + 6, self.rect.right - x - 24, 0)
        box.height = self.rect.bottom - 8 - box.top
        for size in (18, 16, 14, 12):
            lines = fonts.wrap(self.spec.pitch, size, box.width)
            if len(lines) * (fonts.font(size).get_linesize() + 4) <= box.height + 4:
                break
        text_block(surface, self.spec.pitch, box, size, theme.TEXT)


LIST_TOP, LIST_BOTTOM, GAP = 160, 700, 18  # the cards stay clear of the title and of Back


def card_rects(count: int, ui_scale: float) -> list[pygame.Rect]:
    """Where each game's card goes: one column of wide cards for up to three games, else two
    columns (a lone last card centred), each card as tall as larger text wants but never so
    tall that the list runs into the Back button."""
    columns = 1 if count <= 3 else 2
    rows = max(1, -(-count // columns))
    width = 800 if columns == 1 else 590
    height = min(
        round(150 * max(1.0, ui_scale)), (LIST_BOTTOM - LIST_TOP - GAP * (rows - 1)) // rows
    )
    cx = theme.CANVAS_SIZE[0] // 2
    rects = []
    for i in range(count):
        row, column = divmod(i, columns)
        in_row = min(columns, count - row * columns)
        left = cx - (in_row * width + (in_row - 1) * GAP) // 2 + column * (width + GAP)
        rects.append(pygame.Rect(left, LIST_TOP + row * (height + GAP), width, height))
    return rects


class GameSelectScene(Scene):
    escape_goes_back = True
    name = "game_select"

    def __init__(self, app, mode: str = "play"):
        super().__init__(app)
        self.mode = mode
        games = catalog.playable()
        rects = card_rects(len(games), app.settings.ui_scale)
        self.cards = [
            GameCard(rect, playable.spec, self.pick, getattr(playable.table, "ICON", None))
            for playable, rect in zip(games, rects)
        ]
        self.widgets = [
            *self.cards,
            Button((40, 720, 180, 50), "Back", self.back, style="stone", size=20),
        ]
        self.focus = -1

    def pick(self, spec):
        if self.mode == "rules":
            from game.client.scenes.help import HelpScene

            self.app.push(HelpScene(self.app, spec.id))
        elif self.mode == "learn":
            from game.client.scenes.lesson_launch import start_lesson

            start_lesson(self.app, spec.id)
        else:
            from game.client.scenes.setup import SetupScene

            self.app.push(SetupScene(self.app, spec.id))

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if (
                event.key
                in (pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB)
                and self.cards
            ):
                step = -1 if event.key in (pygame.K_UP, pygame.K_LEFT) else 1
                self.focus = (self.focus + step) % len(self.cards)
                for i, card in enumerate(self.cards):
                    card.focused = i == self.focus
                return True
        return super().handle(event)

    def draw(self, surface):
        background(surface)
        heading = {"play": "Choose a game", "learn": "Learn to play"}.get(
            self.mode, "Rules of the games"
        )
        title_text(surface, heading, (theme.CANVAS_SIZE[0] // 2, 90), 48)
        if not self.cards:
            text_block(
                surface,
                "No game can be played in this build yet.",
                (theme.CANVAS_SIZE[0] // 2 - 300, 200, 600, 60),
                22,
                theme.TEXT_DIM,
            )
        super().draw(surface)
