"""The table of the test-only tiny game: a drag controller from hand slots to grid cells."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.client import theme
from game.client.tables.kit.table import TableScene
from game.client.widgets.button import Button
from game.client.widgets.sprites import draw_tile


class TinyTable(TableScene):
    GAME_ID = "tiny"
    LEVEL = Path(__file__).with_name("tiny.tmx")
    REQUIRED_SLOTS = [f"cell_{c}_{r}" for c in range(3) for r in range(3)] + [
        "hand_0",
        "hand_1",
        "hand_2",
        "draw_button",
    ]

    def setup(self):
        self.drag = self.make_drag(
            pieces=self.pieces,
            targets=self.cells,
            legal_targets=self.legal_cells,
            why_not=self.why_not,
            drop=self.drop,
            draw_piece=self.draw_token,
            rotations=lambda piece: 4,
        )
        self.widgets.append(Button(self.slot_rect("draw_button"), "Draw", self.draw_token_action))

    def hand(self):
        seat = self.viewer_seat()
        return (
            [] if seat is None or seat >= self.state.num_players else self.shown_state().hands[seat]
        )

    def pieces(self):
        return [(i, self.slot_rect(f"hand_{i}")) for i in range(len(self.hand()))]

    def cells(self):
        return [((c, r), self.slot_rect(f"cell_{c}_{r}")) for r in range(3) for c in range(3)]

    def action_for(self, piece, target):
        return {"act": "place", "token": piece, "cell": [target[0], target[1]]}

    def legal_cells(self, piece, rotation):
        seat = self.viewer_seat()
        legal = self.state.legal_actions(seat) if seat is not None else []
        return {
            (a["cell"][0], a["cell"][1])
            for a in legal
            if a["act"] == "place" and a["token"] == piece
        }

    def why_not(self, piece, target, rotation):
        return self.state.why_illegal(self.viewer_seat(), self.action_for(piece, target))

    def drop(self, piece, target, rotation):
        return self.submit(self.action_for(piece, target))

    def draw_token_action(self):
        self.submit({"act": "draw"})

    def draw_token(self, surface, piece, rect, rotation):
        hand = self.hand()
        if piece < len(hand):
            draw_tile(surface, rect, theme.WOOD_LIGHT, letter=str(hand[piece]), rotation=rotation)

    def handle_board_event(self, event):
        return self.drag.handle(event)

    def draw_board(self, surface):
        for (c, r), rect in self.cells():
            pygame.draw.rect(surface, theme.STONE, rect, border_radius=6)
            cell = self.state.grid[r * 3 + c]
            if cell:
                draw_tile(surface, rect, self.session.seat_colour(cell[0]), letter=str(cell[1]))
        self.drag.draw_targets(surface)
        for piece, rect in self.pieces():
            if not self.drag.is_animating(piece):
                self.draw_token(surface, piece, rect, 0)
        self.drag.draw_held(surface)

    def prompt(self):
        return "place a token or draw one"

    def board_targets(self):
        return [rect for _, rect in self.pieces()] + [rect for _, rect in self.cells()]


TABLE = TinyTable
