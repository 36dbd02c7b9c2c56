"""A choice button: one of a few ways to go on (an action tile's left / centre / right, a trade,
"keep"), with its key, an icon, a small caption over its name, and whether it can be taken now.
The table fills the fields each frame from the rules and handles the click; this only draws."""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.widgets.text import fit_text


class ChoiceButton:
    def __init__(self, rect, key: str):
        self.rect = pygame.Rect(rect)
        self.key = key  # its keyboard shortcut, shown in the corner
        self.icon = None  # icon(size, ink) -> Surface, or None
        self.caption = ""  # the small line over the name ("LEFT", "CENTRE  (not now)")
        self.name = ""
        self.label: str | None = None  # one line instead of caption and name ("Keep the minion")
        self.possible = False
        self.why: str | None = None  # why not, for the tooltip
        self.selected = False
        self.waiting = False  # not this player's turn: dimmed without "not now"
        self.hover = False
        self.visible = True

    def show(self, icon, possible: bool, label: str | None = None, **fields) -> None:
        """Shown afresh: its icon, whether it can be taken now, one line of words (else its caption
        and name); not selected nor waiting unless `fields` say so, with no reason why not."""
        self.visible, self.icon, self.possible, self.label = True, icon, possible, label
        self.selected, self.waiting, self.why = False, False, None
        for name, value in fields.items():
            setattr(self, name, value)

    def draw(self, surface) -> None:
        if not self.visible:
            return
        fill = theme.WOOD if self.possible else theme.mix(theme.STONE, theme.BG, 0.3)
        if self.selected:
            fill = theme.mix(theme.WOOD, theme.ACCENT, 0.45)
        elif self.hover and self.possible:
            fill = theme.mix(theme.WOOD, theme.ACCENT, 0.25)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(2, 3), border_radius=7)
        pygame.draw.rect(surface, fill, self.rect, border_radius=7)
        edge = (
            theme.ACCENT
            if self.selected
            else theme.GOLD
            if self.hover and self.possible
            else theme.mix(fill, (0, 0, 0), 0.45)
        )
        pygame.draw.rect(surface, edge, self.rect, 3 if self.selected else 2, border_radius=7)
        ink = theme.TEXT if self.possible else theme.TEXT_DIM
        hint = fonts.render(self.key, 12, theme.TEXT_DIM, bold=True)
        surface.blit(hint, hint.get_rect(topright=(self.rect.right - 7, self.rect.top + 4)))
        x = self.rect.left + 8
        if self.icon is not None:
            img = self.icon(24, ink)
            surface.blit(img, img.get_rect(midleft=(x, self.rect.centery)))
            x += 30
        room = self.rect.right - 18 - x
        if self.label:
            img = fit_text(self.label, 15, ink, room, bold=True)
            surface.blit(img, img.get_rect(midleft=(x, self.rect.centery + 1)))
            return
        cap = fit_text(
            self.caption, 12, theme.GOLD if self.possible else theme.TEXT_DIM, room, bold=True
        )
        surface.blit(cap, (x, self.rect.top + 3))
        surface.blit(fit_text(self.name, 15, ink, room, bold=True), (x, self.rect.top + 16))


class ChoiceRow(dict):
    """A few ChoiceButtons by name (the first takes key 1, the next 2, ...). A click or the key of
    a shown button calls `press(name)`; the table fills the buttons' fields and says when the
    row may answer (not while a piece is held, not on another's turn)."""

    def __init__(self, rects: dict, press):
        super().__init__(
            {name: ChoiceButton(rect, str(k + 1)) for k, (name, rect) in enumerate(rects.items())}
        )
        self.press = press
        self.keys = {pygame.K_1 + k: name for k, name in enumerate(rects)}

    def point(self, pos) -> None:
        """The pointer moved: the shown button under it is hovered."""
        for button in self.values():
            button.hover = button.visible and button.rect.collidepoint(pos)

    def hovered(self) -> str | None:
        return next(
            (name for name, button in self.items() if button.hover and button.visible), None
        )

    def handle(self, event) -> bool:
        """A number key (used even when its button is hidden) or a click on a shown button."""
        if event.type == pygame.KEYDOWN and event.key in self.keys:
            if self[self.keys[event.key]].visible:
                self.press(self.keys[event.key])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, button in self.items():
                if button.visible and button.rect.collidepoint(event.pos):
                    self.press(name)
                    return True
        return False

    def draw(self, surface, tooltips) -> None:
        """The shown buttons, kept clear of tooltips; one that cannot be taken says why."""
        for button in self.values():
            button.draw(surface)
            if button.visible:
                tooltips.keep_clear.append(button.rect)
                if not button.possible and button.why:
                    tooltips.add(button.rect, button.why)
