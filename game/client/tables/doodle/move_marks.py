"""Moves not made, drawn where they would stand on the Doodle table: the person's moves waiting
for Confirm (kit/provisional.py: a card's elements pencilled in on the sheet, each framed in
gold, the last one labelled "not final"; a line of steps drawn in gold over the path; a card
taken, played or laid framed with the fight or the rival's sheet it goes to; the space where the
hero would stop), and the hinted move (kit/hint.py: faded, framed in blue, marked "Hint").

A part of the table: the table makes one in `setup` and hands itself over (the rectangles of its
sheet, boxes, cards, small sheets and fight, and the position with the waiting moves drawn in);
the part reads `table.provisional` and draws, and words the prompt while moves wait."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.doodle import glyphs
from game.client.tables.doodle.cards import draw_card
from game.client.tables.doodle.sheet_view import lane_points, straight_steps
from game.client.tables.kit.hint import draw_ghost_marker, ghost_of
from game.client.tables.kit.provisional import draw_marker
from game.client.widgets.board_parts import arrow_line
from game.client.widgets.cards import dashed_rect
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CATEGORIES

WORDS = {  # the marker's word for the last move waiting
    "walls": "walls",
    "build": "drawn",
    "hide": "treasure",
    "improve": "box ticked",
    "skip": "left out",
    "restart": "rubbed out",
    "done": "card done",
    "finish": "out",
    "pick": "take",
    "move": "the hero stops here",
    "resolve": "judge the encounter",
    "refill": "end the turn",
}


class MoveMarks:
    def __init__(self, table):
        self.table = table

    # ---- where each waiting move stands -------------------------------------------------
    def place(self, action) -> pygame.Rect | None:
        t = self.table
        act = action["act"]
        if act == "walls":
            rects = [t.big.col_row_rect(c, r) for c, r in action["cells"]]
            return rects[0].unionall(rects)
        if act in ("build", "hide", "step"):
            return t.big.cell_rect(S.from_json(action["cell"]))
        if act == "improve":
            return t.panels.box_row_rect(CATEGORIES.index(action["category"]))
        if act in ("skip", "restart", "done"):
            return t.strip_rect()
        if act == "finish":
            x, y = t.big.exit()
            return pygame.Rect(x - t.big.cell // 2, y - t.big.cell // 2, t.big.cell, t.big.cell)
        if act in ("pick", "play"):
            return dict(t.card_rects()).get(action["card"])
        if act == "move":
            return self._stop(t.state.current)
        if act == "resolve":
            return t.panels.fight_rect
        if act == "refill":
            rects = [r for _, r in t.card_rects()] + [t.under_rect()]
            return rects[0].unionall(rects)
        return None

    def _stop(self, seat: int) -> pygame.Rect:
        t = self.table
        k = t.state.next_stop(seat)
        if k is None:  # it walks out by the exit
            return self.place({"act": "finish"})
        return t.big.cell_rect(t.state.paths[seat][k])

    # ---- drawing --------------------------------------------------------------------------
    def draw(self, surface) -> None:
        t = self.table
        waiting = t.provisional
        if waiting is None or waiting.seat != t.eyes():
            return
        actions = waiting.actions
        steps = sum(1 for a in actions if a["act"] == "step")
        if steps and t.large_seat() == t.acting_sheet():
            self._draw_steps(surface, steps)
        for action in actions[:-1]:
            rect = self.place(action)
            if rect is not None and action["act"] != "step":
                dashed_rect(surface, rect.inflate(6, 6), theme.GOLD, width=2)
        last = actions[-1]
        if last["act"] == "play":
            other = t.panels.fight_rect if "target" not in last else t.small_rect_of(last["target"])
            if other is not None:
                dashed_rect(surface, other.inflate(6, 6), theme.GOLD, width=2)
        rect = self.place(last)
        if rect is not None:
            draw_marker(surface, rect, self.label(last, steps, waiting.gain(waiting.seat)))

    def _draw_steps(self, surface, steps: int) -> None:
        """The steps not made yet, in gold over the red line."""
        t = self.table
        path = t.path.my_path()
        points = [t.big.entrance()] + lane_points(t.big, path)
        arrow_line(surface, straight_steps(points[-steps - 1 :]), theme.GOLD, 3, 7, t.big.cell // 3)

    def label(self, action, steps: int, points: int) -> str:
        act = action["act"]
        if act == "step":
            word = f"{steps} step{'s' * (steps != 1)}"
        elif act == "play":
            word = "lay" if "target" in action else "play"
        else:
            word = WORDS.get(act, act)
        if points:
            word += f" {points:+d}"
        return f"{word}: not final"

    def draw_hint(self, surface, action) -> None:
        """The hinted move, faded where it would stand, marked "Hint"."""
        t = self.table
        act = action["act"]
        rect = self.place(action)
        if rect is None:
            return
        if act == "walls":
            for c, r in action["cells"]:
                cell = t.big.col_row_rect(c, r)
                picture = ghost_of(lambda s, box: glyphs.glyph(s, "wall", box), cell.size)
                surface.blit(picture, cell.topleft)
        elif act in ("build", "hide"):
            kind = "treasure" if act == "hide" else t.state.current_element(t.eyes())
            picture = ghost_of(lambda s, box: glyphs.glyph(s, kind, box), rect.size)
            surface.blit(picture, rect.topleft)
        elif act in ("pick", "play"):
            picture = ghost_of(lambda s, box: draw_card(s, action["card"], box), rect.size)
            surface.blit(picture, rect.topleft)
            if act == "play":
                other = (
                    t.panels.fight_rect
                    if "target" not in action
                    else t.small_rect_of(action["target"])
                )
                if other is not None:
                    draw_ghost_marker(surface, other, "here")
        draw_ghost_marker(surface, rect, "Hint")

    # ---- the prompt -----------------------------------------------------------------------
    def prompt(self) -> str:
        t = self.table
        waiting = t.provisional
        acts = [a["act"] for a in waiting.actions]
        keys = "Enter confirms, Undo takes back the last, Esc all"
        if "step" in acts or "finish" in acts:
            what = "the line drawn" + (" to the exit" if acts[-1] == "finish" else "")
            return f"confirm {what} ({keys})"
        if acts[-1] == "done":
            return f"confirm the card: its elements stand and it is turned over ({keys})"
        if len(acts) > 1 or acts[0] in ("walls", "build", "hide", "improve", "skip", "restart"):
            n = len(acts)
            return f"confirm the {n} step{'s' * (n != 1)} of this card or draw on ({keys})"
        move = t.state.action_text(waiting.seat, waiting.action).strip().rstrip(".")
        return f"confirm the move shown ({move}): Enter; Esc or Undo takes it back"
