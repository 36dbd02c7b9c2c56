"""Drawing a wall formation by tracing it (a mixin of DoodleTable): press on a space of your
sheet and drag over the spaces the walls should fill; on release the traced spaces go to the
rules as the card's formation, which they judge as any other (turned or mirrored, whole, nothing
cut off), and a refusal is their sentence, with the count when it is not the formation's.
A press and release on one space is a click: the ghost formation goes there instead.
A space joins the trace once the pointer comes near its middle, so a drag from one space to a
diagonal neighbour does not pick up the spaces beside the corner; dragging back onto the
space before the last rubs out the last one."""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.doodle.glyphs import glyph
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS

NEAR_MIDDLE = 0.35  # how far from a space's middle (in spaces) the pointer must come to trace it


class WallTracing:
    """Needs DoodleTable's big (SheetGeometry), trace, mouse, eyes(), submit(), place_ghost(), tip()."""

    def trace_cell(self, pos) -> int | None:
        """The space whose middle the pointer is near, or None."""
        i = self.big.cell_at(pos)
        if i is None:
            return None
        centre = self.big.cell_rect(i).center
        near = self.big.cell * NEAR_MIDDLE
        return i if abs(pos[0] - centre[0]) <= near and abs(pos[1] - centre[1]) <= near else None

    def trace_action(self) -> dict:
        cells = sorted(set(self.trace))
        return {"act": "walls", "cells": [S.to_json(i) for i in cells]}

    def trace_reason(self) -> str | None:
        """The rules' reason the trace is not a legal formation (with the counts when they differ)."""
        return self.kept("trace_why", (self.session.version, tuple(self.trace)), self._trace_reason)

    def _trace_reason(self) -> str | None:
        seat = self.eyes()
        reason = self.state.why_illegal(seat, self.trace_action())
        walls = len(CARDS[self.state.install[seat]["card"]].walls)
        traced = len(set(self.trace))
        if reason and traced != walls:
            reason += f" You traced {traced} space{'s' * (traced != 1)}; this formation has {walls} wall{'s' * (walls != 1)}."
        return reason

    def handle_trace(self, event) -> bool:
        """Presses, drags and releases on the large sheet while a formation is to be drawn."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            i = self.big.cell_at(event.pos)
            if i is None:
                return False
            self.trace = [i]
            return True
        if self.trace is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            i = self.trace_cell(event.pos)
            if i is not None and i != self.trace[-1]:
                if len(self.trace) > 1 and i == self.trace[-2]:
                    self.trace.pop()  # back over the line: the last space is rubbed out
                elif i not in self.trace:
                    self.trace.append(i)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if len(self.trace) == 1:  # a click: the ghost goes where it shows
                self.trace = None
                self.place_ghost()
                return True
            reason, action = self.trace_reason(), self.trace_action()
            self.trace = None
            if reason:
                self.flash(reason, bad=True)
                self.play_sound("error")
            else:
                self.submit(action, self.eyes())
            return True
        return False

    def draw_trace(self, surface) -> None:
        """The spaces traced so far, and whether they make the formation yet."""
        walls = len(CARDS[self.state.install[self.eyes()]["card"]].walls)
        for i in self.trace:
            rect = self.big.cell_rect(i)
            glyph(surface, "wall", rect.inflate(-4, -4), theme.ACCENT)
            pygame.draw.rect(surface, theme.ACCENT, rect, 3, border_radius=4)
        traced = len(set(self.trace))
        note = f"{traced} of {walls} walls traced: let go to draw them"
        reason = self.trace_reason() if traced >= walls else None
        if reason:
            note = reason
        self.tip(surface, note, bad=bool(reason))
