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
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS

NEAR_MIDDLE = 0.35  # how far from a space's middle (in spaces) the pointer must come to trace it


class WallTracing:
    """Needs DoodleTable's big (SheetGeometry), trace, mouse, eyes(), submit(), place_ghost(),
    mark_walls(), tip()."""

    def trace_action(self) -> dict:
        return {"act": "walls", "cells": [S.to_json(i) for i in sorted(self.trace)]}

    def trace_reason(self) -> str | None:
        """The rules' reason the trace is not a legal formation (with the counts when they differ)."""
        return self.kept("trace_why", (self.session.version, tuple(self.trace)), self._trace_reason)

    def _trace_reason(self) -> str | None:
        reason = self.state.why_illegal(self.eyes(), self.trace_action())
        walls, traced = self.walls_to_trace(), len(self.trace)
        if reason and traced != walls:
            reason += f" You traced {traced} space{'s' * (traced != 1)}; this formation has {walls} wall{'s' * (walls != 1)}."
        return reason

    def walls_to_trace(self) -> int:
        return len(CARDS[self.state.install[self.eyes()]["card"]].walls)

    def handle_trace(self, event) -> bool:
        """Presses, drags and releases on the large sheet while a formation is to be drawn."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            i = self.big.cell_at(event.pos)
            self.trace = None if i is None else [i]
            return i is not None
        if self.trace is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            i = self.big.cell_at(event.pos, NEAR_MIDDLE)
            if len(self.trace) > 1 and i == self.trace[-2]:
                self.trace.pop()  # back over the line: the last space is rubbed out
            elif i is not None and i not in self.trace:
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
            else:
                self.submit(action, self.eyes())
            return True
        return False

    def draw_trace(self, surface) -> None:
        """The spaces traced so far, and whether they make the formation yet."""
        self.mark_walls(surface, [S.to_json(i) for i in self.trace], theme.ACCENT)
        reason = self.trace_reason() if len(self.trace) >= self.walls_to_trace() else None
        self.tip(surface, reason or f"{len(self.trace)} of {self.walls_to_trace()} walls traced: let go to draw them",
                 bad=bool(reason))
