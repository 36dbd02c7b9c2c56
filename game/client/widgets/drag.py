"""Drag and drop for pieces (tiles, cards, tokens) onto targets (slots), with the rules deciding.

On pick-up the controller asks which targets are legal and lights them up; while the piece is
held, the target under the cursor shows legal (tick, solid edge) or illegal (cross, red edge and
the reason in a tooltip). Dropping on a legal target applies the move through `drop`; anything
else sends the piece gliding back. Three ways to do every move:
- drag: press on a piece, move, release over a target;
- click-then-click: click a piece (it stays held), then click a target;
- keyboard: Tab / arrows choose a piece, Enter picks it up, arrows choose a target, Enter drops,
  Escape puts it back.
Rotate the held piece with the wheel, right-click or R.

The table supplies callbacks; piece and target ids are whatever the table likes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.client import theme
from game.client.widgets.tooltip import draw_tooltip

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag
TWEEN_TIME = 0.25


@dataclass
class _Tween:
    piece: Any
    start: tuple[float, float]
    end: pygame.Rect
    rotation: int
    age: float = 0.0


class DragController:
    def __init__(
        self,
        *,
        pieces: Callable[[], list[tuple[Any, pygame.Rect]]],
        targets: Callable[[], list[tuple[Any, pygame.Rect]]],
        legal_targets: Callable[[Any, int], set],
        why_not: Callable[[Any, Any, int], str | None],
        drop: Callable[[Any, Any, int], str | None],
        draw_piece: Callable[[pygame.Surface, Any, pygame.Rect, int], None],
        rotations: Callable[[Any], int] = lambda piece: 1,
        on_reject: Callable[[str], None] | None = None,
        why_stuck: Callable[[Any], str | None] = lambda pos: None,
    ):
        self.pieces = pieces
        self.targets = targets
        self.legal_targets = legal_targets
        self.why_not = why_not
        self.drop_cb = drop
        self.draw_piece = draw_piece
        self.rotations = rotations
        self.on_reject = on_reject
        self.why_stuck = (
            why_stuck  # why a press at pos, on a piece that may not move now, lifts nothing
        )
        self.enabled = True
        self.speed = 1.0  # animation speed multiplier (0 = no tween)
        self.held: Any = None
        self.mode: str | None = None  # "press", "drag", "click" or "keys"
        self.rotation = 0
        self.pos = (0, 0)
        self.grab_offset = (0, 0)
        self.down_pos = (0, 0)
        self.legal: set = set()
        self.hover_target: Any = None
        self.focus_piece: Any = None
        self.focus_target: Any = None
        self.last_reason: str | None = None
        self.tweens: list[_Tween] = []
        self._why_cache: dict = {}
        self.clock = 0.0  # seconds of updates, for the pulse of the highlights

    # ---- lookups ------------------------------------------------------------------------
    def _piece_rect(self, piece) -> pygame.Rect | None:
        return next((pygame.Rect(r) for p, r in self.pieces() if p == piece), None)

    def _target_at(self, pos):
        for target, rect in reversed(self.targets()):
            if pygame.Rect(rect).collidepoint(pos):
                return target
        return None

    def piece_at(self, pos):
        """The piece a press at `pos` would pick up (the last listed there), or None."""
        if pos is None:
            return None
        for piece, rect in reversed(self.pieces()):
            if pygame.Rect(rect).collidepoint(pos):
                return piece
        return None

    def reason_for(self, target) -> str | None:
        """Why the held piece may not go to `target` (None when it may)."""
        if self.held is None or target is None or target in self.legal:
            return None
        key = (target, self.rotation)
        if key not in self._why_cache:
            self._why_cache[key] = (
                self.why_not(self.held, target, self.rotation) or "That piece cannot go there."
            )
        return self._why_cache[key]

    # ---- state changes ------------------------------------------------------------------
    def pick_up(self, piece, mode: str, pos=None) -> None:
        rect = self._piece_rect(piece)
        if rect is None:
            return
        self.held = piece
        self.mode = mode
        self.rotation = 0
        self.pos = pos or rect.center
        self.down_pos = self.pos
        self.grab_offset = (rect.centerx - self.pos[0], rect.centery - self.pos[1])
        self.last_reason = None
        self._refresh_legal()
        if mode == "keys":
            targets = [t for t, _ in self.targets() if t in self.legal] or [
                t for t, _ in self.targets()
            ]
            self.focus_target = targets[0] if targets else None

    def _refresh_legal(self) -> None:
        self.legal = set(self.legal_targets(self.held, self.rotation))
        self._why_cache = {}

    def rotate(self, step: int = 1) -> None:
        count = self.rotations(self.held) if self.held is not None else 1
        if count > 1:
            self.rotation = (self.rotation + step) % count
            self._refresh_legal()
            self.focus_lit()

    def turn_to_fit(self, prefer=lambda target: True) -> None:
        """Turn the held piece (from the way it is now) to the first way round with a legal
        target it `prefer`s (an empty cell over a swap), else with any legal target; when no way
        round has one, it stays as it is."""
        count = self.rotations(self.held)
        if count < 2:
            return
        turns = [(self.rotation + k) % count for k in range(count)]
        fitting = [t for t in turns if self.legal_targets(self.held, t)]
        best = [
            t for t in fitting if any(prefer(target) for target in self.legal_targets(self.held, t))
        ]
        self.rotate(turns.index((best or fitting or turns)[0]))
        self.focus_lit(prefer)

    def _first_lit(self):
        """The lit target under the pointer, else the first lit one (None when none is lit)."""
        if self.hover_target in self.legal:
            return self.hover_target
        return next((target for target, _ in self.targets() if target in self.legal), None)

    def focus_lit(self, prefer=lambda target: True) -> None:
        """With the keys, keep the cursor on a place the held piece may go: when the one it is
        on is not lit (the piece was turned), move it to the first lit one it `prefer`s, else to
        the first lit one."""
        if self.mode != "keys" or self.focus_target in self.legal:
            return
        lit = [target for target, _ in self.targets() if target in self.legal]
        if lit:
            self.focus_target = next((t for t in lit if prefer(t)), lit[0])

    def cancel(self, reason: str | None = None) -> None:
        """Put the held piece back (gliding from where it is shown now)."""
        if self.held is None:
            return
        home = self._piece_rect(self.held)
        if home is not None and self.speed > 0 and self.mode in ("drag", "click"):
            start = (self.pos[0] + self.grab_offset[0], self.pos[1] + self.grab_offset[1])
            self.tweens.append(_Tween(self.held, start, home, self.rotation))
        self.last_reason = reason
        if reason and self.on_reject:
            self.on_reject(reason)
        self.held = None
        self.mode = None
        self.legal = set()
        self.hover_target = None

    def try_drop(self, target) -> bool:
        """Drop the held piece on `target`; True when the move was applied."""
        if self.held is None:
            return False
        if target is None:
            self.cancel()
            return False
        reason = self.reason_for(target)
        if reason is None:
            reason = self.drop_cb(self.held, target, self.rotation)
        if reason is not None:
            self.cancel(reason)
            return False
        self.held = None
        self.mode = None
        self.legal = set()
        self.hover_target = None
        self.last_reason = None
        return True

    # ---- events -------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if not self.enabled:
            if self.held is not None:
                self.cancel()
            return False
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            if (
                self.mode == "press"
                and (abs(event.pos[0] - self.down_pos[0]) + abs(event.pos[1] - self.down_pos[1]))
                > DRAG_THRESHOLD
            ):
                self.mode = "drag"
            if self.held is not None:
                if self.mode == "keys":
                    self.mode = "click"
                self.hover_target = self._target_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.mode == "drag":
                self.try_drop(self._target_at(event.pos))
                return True
            if self.mode == "press":
                self.mode = "click"  # a click without moving: keep holding, click a target next
                return True
            return False
        if event.type == pygame.MOUSEWHEEL and self.held is not None:
            self.rotate(1 if event.y < 0 else -1)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _mouse_down(self, event) -> bool:
        if event.button == 3 and self.held is not None:
            self.rotate(1)
            return True
        if event.button != 1:
            return False
        self.pos = event.pos
        if self.held is not None and self.mode in ("click", "keys"):
            target = self._target_at(event.pos)
            if target is not None:
                self.try_drop(target)
                return True
            piece = self.piece_at(event.pos)
            if piece is not None and piece != self.held:
                self.held = None
                self.pick_up(piece, "press", event.pos)
                return True
            self.cancel()
            return True
        piece = self.piece_at(event.pos)
        if piece is not None:
            self.pick_up(piece, "press", event.pos)
            return True
        reason = (
            None if self.held is not None else self.why_stuck(event.pos)
        )  # a stuck piece says why
        if reason and self.on_reject:
            self.on_reject(reason)
        return reason is not None

    def _key(self, event) -> bool:
        key = event.key
        if key == pygame.K_r and self.held is not None:
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key == pygame.K_ESCAPE and self.held is not None:
            self.cancel()
            return True
        arrows = {
            pygame.K_LEFT: (-1, 0),
            pygame.K_RIGHT: (1, 0),
            pygame.K_UP: (0, -1),
            pygame.K_DOWN: (0, 1),
        }
        if self.held is not None:
            if key in arrows:
                if self.mode != "keys" or self.focus_target is None:  # the keys take over:
                    self.mode = "keys"  # the cursor starts where the piece may go
                    self.focus_target = self._first_lit() or self._step(
                        self.targets(), None, arrows[key]
                    )
                    return True
                self.focus_target = self._step(self.targets(), self.focus_target, arrows[key])
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.try_drop(self.focus_target)
                return True
            return False
        if key == pygame.K_TAB:
            order = [p for p, _ in self.pieces()]
            if order:
                back = -1 if event.mod & pygame.KMOD_SHIFT else 1
                i = order.index(self.focus_piece) + back if self.focus_piece in order else 0
                self.focus_piece = order[i % len(order)]
            return True
        if key in arrows and self.focus_piece is not None:
            self.focus_piece = self._step(self.pieces(), self.focus_piece, arrows[key])
            return True
        if (
            key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            and self.focus_piece is not None
        ):
            if self._piece_rect(self.focus_piece) is not None:
                self.pick_up(self.focus_piece, "keys")
                return True
        return False

    @staticmethod
    def _step(items, current, direction):
        """The nearest item from `current` in an arrow's direction (or the first item)."""
        rects = {item: pygame.Rect(rect) for item, rect in items}
        if not rects:
            return None
        if current not in rects:
            return next(iter(rects))
        cx, cy = rects[current].center
        best, best_score = current, None
        for item, rect in rects.items():
            dx, dy = rect.centerx - cx, rect.centery - cy
            along = dx * direction[0] + dy * direction[1]
            if item == current or along <= 0:
                continue
            across = abs(dx * direction[1]) + abs(dy * direction[0])
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = item, score
        return best

    # ---- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        step = dt / self.speed if self.speed > 0 else TWEEN_TIME
        for tween in self.tweens:
            tween.age += step
        self.tweens = [t for t in self.tweens if t.age < TWEEN_TIME]

    def is_animating(self, piece) -> bool:
        """True while `piece` is held or gliding home (the table should not draw it in place)."""
        return (
            piece == self.held
            and self.mode in ("drag", "click")
            or any(t.piece == piece for t in self.tweens)
        )

    def draw_pickable(self, surface, pointer, every: bool = False) -> None:
        """Outline the piece a press at `pointer` would pick up (and every piece that may be
        picked up, dimmer, when `every`), so it is clear what can move."""
        if self.held is not None:
            return
        top = self.piece_at(pointer)
        for piece, rect in self.pieces():
            if piece == top or every:
                pygame.draw.rect(
                    surface,
                    theme.GOLD if piece == top else theme.GOLD_DIM,
                    pygame.Rect(rect).inflate(6, 6),
                    3 if piece == top else 2,
                    border_radius=8,
                )

    def draw_targets(self, surface) -> None:
        """Light up legal targets; mark the hovered or focused one legal or illegal."""
        if self.held is None:
            if self.focus_piece is not None:
                rect = self._piece_rect(self.focus_piece)
                if rect is not None:
                    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), 3, border_radius=8)
            return
        pulse = (self.clock % 1.2) / 1.2
        glow = theme.mix(theme.LEGAL, (255, 255, 255), 0.3 * abs(pulse - 0.5) * 2)
        current = self.focus_target if self.mode == "keys" else self.hover_target
        for target, rect in self.targets():
            rect = pygame.Rect(rect)
            if target in self.legal:
                lit_target(surface, rect, target == current, glow)
            elif target == current:
                refused_target(surface, rect)

    def draw_held(self, surface) -> None:
        """The piece in hand (following the cursor), pieces gliding home, and the 'why not'."""
        for tween in self.tweens:
            t = min(1.0, tween.age / TWEEN_TIME)
            ease = 1 - (1 - t) ** 3
            cx = tween.start[0] + (tween.end.centerx - tween.start[0]) * ease
            cy = tween.start[1] + (tween.end.centery - tween.start[1]) * ease
            self.draw_piece(
                surface,
                tween.piece,
                tween.end.copy().move(round(cx - tween.end.centerx), round(cy - tween.end.centery)),
                tween.rotation,
            )
        if self.held is None:
            return
        home = self._piece_rect(self.held)
        if home is None:
            return
        if self.mode in ("drag", "click"):
            rect = home.copy()
            rect.center = (self.pos[0] + self.grab_offset[0], self.pos[1] + self.grab_offset[1])
            if self.mode == "click":
                pygame.draw.rect(surface, theme.ACCENT, home.inflate(8, 8), 3, border_radius=8)
            self.draw_piece(surface, self.held, rect.move(0, -4), self.rotation)
        else:
            pygame.draw.rect(surface, theme.ACCENT, home.inflate(8, 8), 3, border_radius=8)
        current = self.focus_target if self.mode == "keys" else self.hover_target
        if self.mode in ("drag", "click") and current is not None:
            self._mark_over_piece(surface, current)
        reason = self.reason_for(current)
        if reason:
            where = self.pos
            if self.mode == "keys":
                rect = next((pygame.Rect(r) for t, r in self.targets() if t == current), None)
                where = rect.center if rect else self.pos
            draw_tooltip(surface, reason, where, bad=True)

    def _mark_over_piece(self, surface, current) -> None:
        """Repeat the hovered target's verdict on top of the piece in hand: a piece the size
        of a cell (a tile over its cell) would otherwise hide the tick or the cross."""
        rect = next((pygame.Rect(r) for t, r in self.targets() if t == current), None)
        if rect is None:
            return
        legal = current in self.legal
        colour = theme.LEGAL if legal else theme.ILLEGAL
        pygame.draw.rect(surface, colour, rect, 3, border_radius=6)
        pygame.draw.circle(surface, (30, 26, 22), (rect.right - 17, rect.bottom - 17), 12)
        (_tick if legal else _cross)(surface, rect)


def lit_target(surface, rect, current: bool = False, glow=theme.LEGAL) -> None:
    """A place the held piece may go: tinted, edged, a dot in its corner; the one under the
    pointer (or the keys' focus) more strongly, with a tick."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    layer.fill((*theme.LEGAL, 70 if current else 34))
    surface.blit(layer, rect.topleft)
    pygame.draw.rect(surface, glow, rect, 3 if current else 2, border_radius=6)
    pygame.draw.circle(surface, glow, (rect.right - 9, rect.top + 9), 5)
    if current:
        _tick(surface, rect)


def refused_target(surface, rect) -> None:
    """The place under the pointer where the held piece may not go: a red edge and a cross."""
    pygame.draw.rect(surface, theme.ILLEGAL, rect, 3, border_radius=6)
    _cross(surface, rect)


def _tick(surface, rect):
    c = (rect.right - 18, rect.bottom - 18)
    pygame.draw.lines(
        surface,
        (255, 255, 255),
        False,
        [(c[0] - 7, c[1]), (c[0] - 2, c[1] + 5), (c[0] + 7, c[1] - 6)],
        3,
    )


def _cross(surface, rect):
    c = (rect.right - 16, rect.bottom - 16)
    pygame.draw.line(surface, theme.ILLEGAL, (c[0] - 6, c[1] - 6), (c[0] + 6, c[1] + 6), 3)
    pygame.draw.line(surface, theme.ILLEGAL, (c[0] + 6, c[1] - 6), (c[0] - 6, c[1] + 6), 3)
