"""The keyboard path for the market and the challenges (a part of StonespineTable): Tab / arrows
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
    """A part of the Stonespine table: the keyboard path for the market and the challenges.
    It owns the focused choice and is handed the table, whose seat, state, slots, Pass button
    and moves (offer, ask_pass) it uses."""

    def __init__(self, table):
        self.table = table
        self.key_focus = None  # the focused choice (an action), or None before the first key

    def key_choices(self) -> list[tuple[dict, pygame.Rect]]:
        """(action, where it is drawn) for each choice the keyboard can make now, in reading
        order."""
        seat = self.table.eyes()
        state = self.table.state
        if (
            seat is None
            or not self.table.my_turn()
            or self.table.steps is not None
            or self.table.large is not None
        ):
            return []
        if state.phase == "market":
            legal = self.table.legal_buys()
            out = [
                (
                    {"act": "buy", "card": entry["card"], "half": half},
                    self.table.slot_rect(f"market_{k}_{half}"),
                )
                for half in ("top", "bottom")
                for k, entry in enumerate(state.market[:4])
                if (entry["card"], half) in legal
            ]
            return out + [({"act": "pass"}, self.table.pass_button.rect)]
        if state.phase == "challenge":
            return [
                ({"act": "challenge", "card": card}, self.table.slot_rect(f"offer_{i}"))
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
                self.table.ask_pass()
            else:
                self.table.offer(action)
            return True
        return False

    def draw_key_focus(self, surface) -> None:
        for action, rect in self.key_choices():
            if action == self.key_focus:
                focus_ring(surface, rect)
