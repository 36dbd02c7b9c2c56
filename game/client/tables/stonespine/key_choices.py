"""The keyboard path for the market and the challenges (a mixin of StonespineTable): Tab / arrows
move a focus ring over what can be chosen now (the items one can buy, then Pass; or the
challenges on offer), Enter or Space chooses it, as a click would."""

from __future__ import annotations

import pygame

from game.client.widgets.drag import DragController
from game.client.widgets.draw import focus_ring

CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


class KeyChoices:
    """Needs StonespineTable's eyes(), my_turn(), slot_rect(), legal_buys(), ask_pass(),
    offer()."""

    key_focus = None  # the focused choice (an action), or None before the first key

    def key_choices(self) -> list[tuple[dict, pygame.Rect]]:
        """(action, where it is drawn) for each choice the keyboard can make now, in reading
        order."""
        seat = self.eyes()
        state = self.state
        if seat is None or not self.my_turn() or self.steps is not None or self.large is not None:
            return []
        if state.phase == "market":
            legal = self.legal_buys()
            out = [
                (
                    {"act": "buy", "card": entry["card"], "half": half},
                    self.slot_rect(f"market_{k}_{half}"),
                )
                for half in ("top", "bottom")
                for k, entry in enumerate(state.market[:4])
                if (entry["card"], half) in legal
            ]
            return out + [({"act": "pass"}, self.pass_button.rect)]
        if state.phase == "challenge":
            return [
                ({"act": "challenge", "card": card}, self.slot_rect(f"offer_{i}"))
                for i, card in enumerate(state.offers[seat][:3])
            ]
        return []

    def handle_choice_key(self, event) -> bool:
        choices = self.key_choices()
        if not choices or event.type != pygame.KEYDOWN:
            return False
        actions = [a for a, _ in choices]
        if event.key == pygame.K_TAB:
            back = -1 if event.mod & pygame.KMOD_SHIFT else 1
            i = actions.index(self.key_focus) + back if self.key_focus in actions else 0
            self.key_focus = actions[i % len(actions)]
            return True
        if event.key in ARROWS:
            keyed = [(k, rect) for k, (_, rect) in enumerate(choices)]
            now = actions.index(self.key_focus) if self.key_focus in actions else None
            self.key_focus = actions[DragController._step(keyed, now, ARROWS[event.key])]
            return True
        if event.key in CHOOSE_KEYS and self.key_focus in actions:
            action, self.key_focus = self.key_focus, None
            if action["act"] == "pass":
                self.ask_pass()
            else:
                self.offer(action)
            return True
        return False

    def draw_key_focus(self, surface) -> None:
        for action, rect in self.key_choices():
            if action == self.key_focus:
                focus_ring(surface, rect)
