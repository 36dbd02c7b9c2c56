"""Rules help for one game: assets/help/<game_id>.md rendered with headings, paragraphs and
bullets, scrollable with the wheel, arrow keys, Page Up/Down or by dragging the bar."""

from __future__ import annotations

import pygame

from game.client import fonts, markdown, theme
from game.client.scene import Scene
from game.client.widgets.button import Button
from game.client.widgets.draw import background, panel, title_text
from game.paths import ASSETS
from game.rules import GAMES

# kind -> (size, bold, colour, gap after, display face)
STYLES = {
    "h1": (32, True, theme.GOLD, 18, True),
    "h2": (24, True, theme.GOLD, 14, True),
    "h3": (20, True, theme.TEXT, 10, False),
    "p": (18, False, theme.TEXT, 10, False),
    "li": (18, False, theme.TEXT, 6, False),
}


def help_path(game_id: str):
    return ASSETS / "help" / f"{game_id}.md"


def render_blocks(blocks, width: int) -> pygame.Surface:
    """Lay the blocks out into one tall transparent surface."""
    items = []
    height = 0
    for kind, text in blocks:
        size, bold, colour, gap, display = STYLES[kind]
        indent = 30 if kind == "li" else 0
        lines = fonts.wrap(text, size, width - indent, bold, display)
        if kind in ("h1", "h2") and items:
            height += 10
        items.append((kind, lines, size, bold, colour, indent, height, display))
        height += len(lines) * (fonts.font(size, bold, display).get_linesize() + 2) + gap
    surf = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    for kind, lines, size, bold, colour, indent, y, display in items:
        if kind == "li":
            pygame.draw.circle(surf, theme.GOLD, (12, y + fonts.font(size).get_linesize() // 2), 4)
        for line in lines:
            surf.blit(fonts.render(line, size, colour, bold, display), (indent, y))
            y += fonts.font(size, bold, display).get_linesize() + 2
        if kind == "h2":
            pygame.draw.line(surf, theme.GOLD_DIM, (0, y + 2), (width, y + 2), 1)
    return surf


class HelpScene(Scene):
    escape_goes_back = True
    name = "help"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.view = pygame.Rect(190, 130, 880, 550)
        self.page = self.load_page()
        self.scroll = 0
        self.dragging = False
        self.widgets = [Button((40, 720, 180, 50), "Back", self.back, style="stone", size=20)]

    def load_page(self) -> pygame.Surface:
        self.title = f"How to play {GAMES[self.game_id].title}"
        path = help_path(self.game_id)
        if path.is_file():
            blocks = markdown.parse(path.read_text(encoding="utf-8"))
        else:
            blocks = [("p", "The rules help for this game has not been written yet.")]
        return render_blocks(blocks, self.view.width - 40)

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - self.view.height + 40)

    def scroll_to(self, value: float) -> None:
        self.scroll = int(max(0, min(self.max_scroll, value)))

    def bar_rect(self) -> pygame.Rect | None:
        if not self.max_scroll:
            return None
        track_h = self.view.height - 20
        bar_h = max(40, track_h * self.view.height // self.page.get_height())
        top = self.view.top + 10 + (track_h - bar_h) * self.scroll // self.max_scroll
        return pygame.Rect(self.view.right - 14, top, 8, bar_h)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * 60)
            return True
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_DOWN: 40,
                pygame.K_UP: -40,
                pygame.K_PAGEDOWN: 400,
                pygame.K_PAGEUP: -400,
                pygame.K_SPACE: 400,
            }
            if event.key in steps:
                self.scroll_to(self.scroll + steps[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
                return True
        bar = self.bar_rect()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and bar is not None:
            if bar.inflate(16, 0).collidepoint(event.pos):
                self.dragging = True
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging and bar is not None:
            track = self.view.height - 20 - bar.height
            self.scroll_to(self.scroll + event.rel[1] * self.max_scroll / max(1, track))
            return True
        return super().handle(event)

    def draw(self, surface):
        background(surface)
        title_text(surface, self.title, (theme.CANVAS_SIZE[0] // 2, 70), 42)
        panel(surface, self.view)
        inner = self.view.inflate(-40, -40)
        surface.set_clip(inner)
        surface.blit(self.page, (inner.left, inner.top - self.scroll))
        surface.set_clip(None)
        bar = self.bar_rect()
        if bar is not None:
            track = pygame.Rect(bar.left, self.view.top + 10, bar.width, self.view.height - 20)
            pygame.draw.rect(surface, theme.STONE, track, border_radius=4)
            pygame.draw.rect(
                surface, theme.ACCENT if self.dragging else theme.GOLD_DIM, bar, border_radius=4
            )
        super().draw(surface)
