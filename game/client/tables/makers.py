"""The Dungeon Makers table: your 5x5 dungeon large, the opponent's (or the Iron Golem's pile)
beside it, the three stacks, your action tile with its three choices, supplies and a score track.

Every move is a drag (or click-then-click, or Tab / arrows / Enter) that the rules judge:
- a stack's top tile onto an empty cell places it, onto one of your tiles swaps it;
- one of your tiles onto an empty cell moves it; your minion onto a tile moves it along the
  best-scoring route (path and points shown while hovering), then you may trade it;
- a minion or block from your supply onto a dungeon (solo: a block onto the Golem's pile).
The choice buttons (keys 1, 2, 3) narrow what can be picked up, or end the turn when no tile fits.

Hot-seat: there is nothing secret in Dungeon Makers but the stack order, so no curtain is shown
between two people; the dungeon of the player to move is shown large and a short banner says
whose turn it is (the previous player's move stays in view for a moment first).
"""
from __future__ import annotations

import pygame

from game.client import fonts, icons, theme
from game.client.tables import makers_moves as moves
from game.client.tables.base import TableScene
from game.client.tables.makers_panels import (ChoiceButton, draw_action_tile, draw_golem_panel,
                                              draw_grid, draw_score_track, draw_stack, draw_supply,
                                              minion_rect, minion_spot, points_words, supply_rects)
from game.client.tables.makers_tiles import describe, minion_token, tile_surface
from game.client.widgets.draw import seat_marker, text_block
from game.rules.makers.tiles import BLOCK, cell_label

CELLS = [(c, r) for r in range(5) for c in range(5)]
TURNS = ("left", "center", "right")
HOLD = 0.9  # seconds the previous player's dungeon stays large after their move (hot-seat)
BANNER = 1.6
GOLEM_STEP = 0.7  # seconds between the Golem's explanation lines appearing
FLY_TIME = 0.6
RECENT = 3.0  # seconds the cells of the last move glow
PATH_COLOUR = (250, 214, 120)


class MakersTable(TableScene):
    GAME_ID = "makers"
    LEVEL = "makers"
    REQUIRED_SLOTS = ([f"cell_{c}_{r}" for c, r in CELLS] + [f"opp_{c}_{r}" for c, r in CELLS] +
                      ["my_label", "my_minions", "my_blocks", "score_track", "opp_label", "opp_supply",
                       "golem_panel", "stacks_label", "stack_0", "stack_1", "stack_2", "action_tile",
                       "choice_left", "choice_center", "choice_right"])

    # ---- set-up -----------------------------------------------------------------------------
    def setup(self) -> None:
        self.cells = {cell: self.slot_rect(f"cell_{cell[0]}_{cell[1]}") for cell in CELLS}
        self.opp_cells = {cell: self.slot_rect(f"opp_{cell[0]}_{cell[1]}") for cell in CELLS}
        self.stack_rects = [self.slot_rect(f"stack_{s}") for s in range(3)]
        self.area = self.slot_rect("board")
        self.choice: str | None = None  # "single" / "left" / "center" / "right" picked on the tile
        self.pending: dict | None = None  # a minion move waiting for its trade choice
        self.focus = self._wanted_focus()
        self.hold = 0.0
        self.banner: tuple[int, float] | None = None
        self.golem_show: dict | None = None
        self.flying: list[dict] = []
        self.recent: list[tuple] = []  # (dungeon seat, cell, age) touched by the last move
        self.hover_pos = None
        self.buttons = {turn: ChoiceButton(self.slot_rect(f"choice_{turn}"), turn) for turn in TURNS}
        self.drag = self.make_drag(
            pieces=self.pieces, targets=self.targets_list, legal_targets=self.legal_targets,
            why_not=self.why_not, drop=self.drop, draw_piece=self.draw_piece,
            rotations=moves.rotations)
        self._underlay = None
        self._panel_tips: dict = {}  # Golem panel areas -> notes, from its last drawing
        self._derived_key = None
        self._derived: dict = {}
        self._layer = None
        self._layer_key = None
        self._stack_sizes = [len(s) for s in self.state.stacks]
        self._golem_total = 0

    # ---- who is looking ---------------------------------------------------------------------
    @property
    def solo(self) -> bool:
        return self.state.num_players == 1

    def _wanted_focus(self) -> int:
        """The seat whose dungeon should be large: the human to move, else the last one shown."""
        humans = self.session.humans_to_move()
        if humans:
            return humans[0]
        current = getattr(self, "focus", None)
        if current is not None and current in self.session.human_seats():
            return current
        return (self.session.human_seats() or [0])[0]

    def needs_curtain(self, seat: int) -> bool:
        return False  # nothing is secret but the stack order, which nobody sees

    def acting_seat(self) -> int | None:
        """The human seat that may move now on this screen (None while a bot or the Golem moves,
        or while the previous player's dungeon is still on show)."""
        humans = self.session.humans_to_move()
        if not humans or humans[0] != self.focus or self.state.is_over():
            return None
        return humans[0]

    def other(self) -> int:
        return 1 - self.focus

    # ---- drag callbacks ---------------------------------------------------------------------
    def pieces(self) -> list:
        seat = self.acting_seat()
        if seat is None or self.pending is not None:
            return []
        cache = self.derived()["pieces"]
        if self.choice not in cache:
            out = []
            for piece in moves.pieces(self.state, seat, self.choice):
                rect = self.piece_rect(piece)
                if rect is not None:
                    out.append((piece, rect))
            cache[self.choice] = out
        return cache[self.choice]

    def piece_rect(self, piece) -> pygame.Rect | None:
        kind = piece[0]
        if kind == "stack":
            return self.stack_rects[piece[1]]
        if kind == "tile":
            return self.cells[(piece[1], piece[2])]
        if kind == "minion":
            return minion_rect(self.cells[(piece[1], piece[2])])
        seat = self.focus
        if piece == ("supply", "minion"):
            rects = supply_rects(self.slot_rect("my_minions"), self.state.minions_left[seat], "minion")
        else:
            rects = supply_rects(self.slot_rect("my_blocks"), self.state.blocks_left[seat], "block")
        return rects[-1] if rects else None

    def targets_list(self) -> list:
        out = [(("mine", c, r), rect) for (c, r), rect in self.cells.items()]
        if self.solo:
            out.append((("pile",), self.slot_rect("golem_panel")))
        else:
            out += [(("theirs", c, r), rect) for (c, r), rect in self.opp_cells.items()]
        return out

    def legal_targets(self, piece, rotation) -> set:
        seat = self.acting_seat()
        if seat is None:
            return set()
        return moves.legal_targets(self.state, seat, piece, rotation, self.choice)

    def why_not(self, piece, target, rotation) -> str | None:
        seat = self.acting_seat()
        if seat is None:
            return "It is not your turn."
        return moves.why_not(self.state, seat, piece, target, rotation, self.choice)

    def drop(self, piece, target, rotation) -> str | None:
        seat = self.acting_seat()
        if seat is None:
            return "It is not your turn."
        action = moves.action_for(self.state, seat, piece, target, rotation)
        if action is None:
            return moves.why_not(self.state, seat, piece, target, rotation, self.choice)
        if action["act"] == "move_minion":
            route = moves.best_route(self.state, seat, action["path"][0], action["path"][-1])
            if route and route["trades"]:
                self.pending = {"action": action, "trades": route["trades"], "points": route["points"]}
                return None
        return self.commit(action)

    def commit(self, action) -> str | None:
        reason = self.submit(action, self.acting_seat())
        if reason is None:
            self.choice = None
            self.pending = None
        return reason

    def finish_trade(self, trade) -> None:
        if self.pending is None:
            return
        action = dict(self.pending["action"], trade=trade)
        self.commit(action)

    # ---- the action tile's choices ----------------------------------------------------------
    def derived(self) -> dict:
        """What the screen needs from the rules, worked out once per change of the state:
        the action tile's choices, whether passing is all that placing can do, and tile notes."""
        key = (self.session.version, self.focus)
        if self._derived_key != key:
            if self._derived_key is not None and self._derived_key[0] != key[0]:
                self.pending = None  # the state moved on (a move, an undo): start the turn afresh
                self.choice = None
            self._derived_key = key
            seat = self.focus
            choices = {}
            for choice in self.state.action_choices(seat):
                choices["center" if choice["turn"] == "single" else choice["turn"]] = choice
            centre = choices.get("center")
            passing = (seat in self.state.to_move() and not self.state.golem_turn() and centre is not None
                       and not centre["possible"])  # placing is offered but nothing fits
            self._derived = {"choices": choices, "passing": passing,
                             "tips": self._tile_notes(), "pieces": {}}
        return self._derived

    def choices(self) -> dict:
        """turn -> the rules' description of that choice, for the seat whose tile is shown."""
        return self.derived()["choices"]

    def passing_only(self, seat: int) -> bool:
        return seat == self.focus and self.derived()["passing"]

    def press_choice(self, turn: str) -> None:
        seat = self.acting_seat()
        if seat is None:
            return
        if self.pending is not None:
            self._press_trade(turn)
            return
        info = self.choices().get(turn)
        if info is None:
            return
        if info["action"] == "place_tile" and self.passing_only(seat):
            self.commit(moves.build(self.state, seat, "pass"))
            return
        if not info["possible"]:
            self.flash(info["why"] or "That choice cannot be used now.", bad=True)
            return
        name = "single" if info["turn"] == "single" else turn
        self.choice = None if self.choice == name else name
        self.drag.cancel()

    def _trade_buttons(self) -> dict:
        trades = self.pending["trades"] if self.pending else []
        out = {"center": None}
        for turn, cell in zip(("left", "right"), trades):
            out[turn] = cell
        return out

    def _press_trade(self, turn: str) -> None:
        options = self._trade_buttons()
        if turn not in options:
            return
        self.finish_trade(options[turn])

    def _trade_words(self, cell) -> str:
        grid = self.state.grid[self.focus]
        i = cell[1] * 5 + cell[0]
        what = "block" if grid[i] == BLOCK else "minion"
        return f"Trade: {what} at {cell_label(i)}"

    def refresh_buttons(self) -> None:
        if self.pending is not None:
            options = self._trade_buttons()
            for turn, button in self.buttons.items():
                button.visible = turn in options
                button.possible = True
                button.selected = False
                button.action = "move_minion" if turn == "center" else "block_or_move"
                button.label = (f"Keep the minion (+{self.pending['points']})" if turn == "center"
                                else self._trade_words(options[turn]) if turn in options else None)
                button.why = None
            return
        info = self.choices()
        seat = self.acting_seat()
        for turn, button in self.buttons.items():
            choice = info.get(turn)
            button.visible = choice is not None
            if choice is None:
                continue
            button.label = None
            button.action = choice["action"]
            button.name = choice["name"]
            button.possible = seat is not None and choice["possible"]
            button.waiting = seat is None
            button.why = choice["why"]
            name = "single" if choice["turn"] == "single" else turn
            button.selected = self.choice == name
            if choice["action"] == "place_tile" and seat is not None and self.passing_only(seat):
                button.possible = True
                button.label = "No tile fits: end turn"
            if choice["turn"] == "single":
                button.turn = "single"
            else:
                button.turn = turn

    # ---- input ------------------------------------------------------------------------------
    def handle_board_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            for button in self.buttons.values():
                button.hover = button.visible and button.rect.collidepoint(event.pos)
        seat = self.acting_seat()
        if seat is None:
            if self.drag.held is not None:
                self.drag.cancel()
            return False
        self.refresh_buttons()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.drag.held is not None:
                    return self.drag.handle(event)
                if self.pending is not None:
                    self.pending = None
                    self.flash("Minion move called off.")
                    return True
                if self.choice is not None:
                    self.choice = None
                    return True
                return False
            keys = {pygame.K_1: "left", pygame.K_2: "center", pygame.K_3: "right"}
            if event.key in keys and self.drag.held is None:
                if self.buttons[keys[event.key]].visible:
                    self.press_choice(keys[event.key])
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            for turn, button in self.buttons.items():
                if button.visible and button.rect.collidepoint(event.pos):
                    self.press_choice(turn)
                    return True
            if self.pending is not None:
                for cell in self.pending["trades"]:
                    if self.cells[tuple(cell)].collidepoint(event.pos):
                        self.finish_trade(cell)
                        return True
                return True
        if self.pending is not None:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
        return self.drag.handle(event)

    # ---- after each move --------------------------------------------------------------------
    def on_action(self, seat: int, action, events: list) -> None:
        self._layer_key = None
        for event in events:
            if event.get("points") and event.get("cell") is not None:
                pos = self.cell_center(event["seat"], event["cell"])
                if pos is not None:
                    self.floats.add(f"+{event['points']}", pos)
            if event.get("kind") == "end":
                self.flash(event["text"])
        self._mark_recent(seat, action, events)
        if action == {"act": "golem"}:
            lines = [e["text"] for e in events if e.get("kind") == "golem"]
            self.golem_show = {"lines": lines, "age": 0.0, "used": (self.state.golem_tile - 1) % 4}
            self._start_flight()
            gain = self._total(1) - self._golem_total
            if gain:
                panel = self.slot_rect("golem_panel")
                self.floats.add(f"{gain:+d}", (panel.right - 60, panel.top + 40))
        self._stack_sizes = [len(s) for s in self.state.stacks]
        self._golem_total = self._total(1) if self.solo else 0

    def _mark_recent(self, seat: int, action, events: list) -> None:
        """Remember the cells the last move touched (dungeon seat, cell) so they glow a moment."""
        act = action.get("act")
        marks = []
        if act in ("place", "swap"):
            marks = [(seat, action["cell"])]
        elif act == "move_tile":
            marks = [(seat, action["from"]), (seat, action["cell"])]
        elif act == "minion":
            marks = [(action["dungeon"], action["cell"])]
        elif act == "move_minion":
            marks = [(seat, action["path"][-1])] + ([(seat, action["trade"])] if action["trade"] else [])
        elif act == "block" and "cell" in action:
            marks = [(1 - seat, action["cell"])]
        elif act == "golem":
            marks = [(0, e["cell"]) for e in events if e.get("cell") is not None]
        self.recent = [(dungeon, tuple(cell), 0.0) for dungeon, cell in marks]

    def _draw_recent(self, surface) -> None:
        total = RECENT * self.anim()
        for dungeon, cell, age in self.recent:
            if dungeon == self.focus:
                rect = self.cells[cell]
            elif not self.solo:
                rect = self.opp_cells[cell]
            else:
                continue
            fade = max(0.0, 1 - age / total) if total > 0 else 0.0
            layer = pygame.Surface(rect.inflate(8, 8).size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.GOLD, int(230 * fade)), layer.get_rect(), 3, border_radius=7)
            surface.blit(layer, rect.inflate(8, 8).topleft)

    def _start_flight(self) -> None:
        """A tile the Golem took glides from its stack to the Golem's pile."""
        for s, stack in enumerate(self.state.stacks):
            if len(stack) < self._stack_sizes[s] and self.state.pile:
                end = self.slot_rect("golem_panel").center
                self.flying.append({"tile": self.state.pile[-1] if self.state.pile else None,
                                    "start": self.stack_rects[s].center, "end": end, "age": 0.0})

    def cell_center(self, seat: int, cell) -> tuple[int, int] | None:
        if self.solo and seat == 1:
            return self.slot_rect("golem_panel").center
        rects = self.cells if seat == self.focus else self.opp_cells
        rect = rects.get(tuple(cell))
        return rect.center if rect else None

    def update(self, dt: float) -> None:
        if self.state.is_over() and self._golem_revealing():
            self.over_for = 0.0  # let the Golem's last turn be read before the results
        super().update(dt)
        wanted = self._wanted_focus()
        if wanted != self.focus:
            self.hold += dt
            if self.hold >= HOLD * self.anim():
                self.focus = wanted
                self.hold = 0.0
                self.choice = None
                self.pending = None
                self._layer_key = None
                if len(self.session.human_seats()) >= 2:
                    self.banner = (wanted, 0.0)
        else:
            self.hold = 0.0
        if self.banner is not None:
            seat, age = self.banner
            age += dt
            self.banner = None if age >= BANNER * max(self.anim(), 0.01) else (seat, age)
        if self.golem_show is not None:
            self.golem_show["age"] += dt
        total = RECENT * self.anim()
        self.recent = [(d, c, age + dt) for d, c, age in self.recent if age + dt < total]
        for fly in self.flying:
            fly["age"] += dt
        self.flying = [f for f in self.flying if f["age"] < FLY_TIME * self.anim()]
        self.drag.enabled = self.acting_seat() is not None

    # ---- prompt -----------------------------------------------------------------------------
    def prompt(self) -> str:
        seat = self.acting_seat()
        if seat is None:
            return "your dungeon comes up in a moment"
        if self.pending is not None:
            return "trade your minion for a marked block or minion, or keep it (Esc calls the move off)"
        if self.drag.held is not None:
            piece = self.drag.held
            if piece[0] in ("stack", "tile"):
                return "drop the tile on a lit cell (R, wheel or right-click turns it)"
            return "drop it on a lit cell"
        if self.passing_only(seat) and self.state.side[seat] == "single":
            return "no stack tile fits your dungeon: click 'No tile fits' to end your turn"
        if self.state.side[seat] == "single":
            return "drag a tile from a stack into your dungeon"
        if self.choice is not None:
            info = self.choices()["center" if self.choice == "single" else self.choice]
            return f"{info['name']}: drag a lit piece (Esc to choose again)"
        return "pick a choice on your action tile, or just drag a piece"

    # ---- drawing ----------------------------------------------------------------------------
    def minion_style(self, owner: int):
        return self.session.seat_colour(owner), self.session.seat_shape(owner)

    def _golem_revealing(self) -> bool:
        show = self.golem_show
        return show is not None and show["age"] < GOLEM_STEP * self.anim() * (len(show["lines"]) + 1)

    def _golem_lines(self) -> tuple[list[str], int | None]:
        show = self.golem_show
        if show is None:
            return [], None
        step = GOLEM_STEP * self.anim()
        count = len(show["lines"]) if step <= 0 else min(len(show["lines"]), 1 + int(show["age"] / step))
        used = show["used"] if show["age"] < step * (len(show["lines"]) + 2) else None
        return show["lines"][:count], used

    def _skip(self):
        """The piece not to draw in place: the one in hand, or a minion whose move awaits its trade."""
        if self.pending is not None:
            return ("minion", *self.pending["action"]["path"][0])
        return self.drag.held if self.drag.mode in ("drag", "click") else None

    def draw_board(self, surface) -> None:
        if self._underlay is None:
            self._underlay = surface.subsurface(self.area).copy()
        held = self._skip()
        lines, used = self._golem_lines()
        key = (self.session.version, self.focus, held, len(lines), used, self.session.colour_blind,
               self.choice)
        if key != self._layer_key:
            self._layer_key = key
            self._draw_static(held, lines, used)
        surface.blit(self._layer, self.area.topleft, self.area)
        self.refresh_buttons()
        draw_action_tile(surface, self.slot_rect("action_tile"), self.state.side[self.focus],
                         self.state.top[self.focus], self._hovered_turn())
        for button in self.buttons.values():
            button.draw(surface)
        if self.state.side[self.focus] == "single" and self.pending is None:
            note = pygame.Rect(self.buttons["left"].rect.topleft, (self.buttons["left"].rect.width, 40))
            text_block(surface, "Next turn: the many-icon side.", note, 13,
                       theme.TEXT_DIM)
        self._tooltips()
        self.drag.draw_targets(surface)
        self._draw_pickable(surface)
        self._draw_previews(surface)
        self._draw_recent(surface)
        self._draw_flying(surface)
        self.drag.draw_held(surface)
        self._draw_banner(surface)

    def _hovered_turn(self) -> str | None:
        for turn, button in self.buttons.items():
            if button.hover and button.visible:
                return turn
        return self.choice if self.choice in TURNS else None

    def _draw_static(self, held, lines, used) -> None:
        """Redraw the layer of everything that changes only with the state (kept between frames,
        in canvas coordinates; only its board area is ever shown)."""
        if self._layer is None:
            self._layer = pygame.Surface((self.area.right, self.area.bottom))
        canvas = self._layer
        canvas.blit(self._underlay, self.area.topleft)
        state = self.state
        me, them = self.focus, self.other()
        skip = (held[0], held[1], held[2]) if held and held[0] in ("tile", "minion") else None
        self._draw_label(canvas, self.slot_rect("my_label"), me, "'s dungeon")
        draw_supply(canvas, self.slot_rect("my_minions"), state.minions_left[me], "minion",
                    *self.minion_style(me), lifted=held == ("supply", "minion"))
        draw_supply(canvas, self.slot_rect("my_blocks"), state.blocks_left[me], "block",
                    *self.minion_style(me), lifted=held == ("supply", "block"))
        board = self.cells[(0, 0)].unionall(list(self.cells.values())).inflate(14, 14)
        pygame.draw.rect(canvas, (26, 21, 18), board, border_radius=10)
        pygame.draw.rect(canvas, (96, 78, 58), board, 2, border_radius=10)
        draw_grid(canvas, state, me, self.cells, self.minion_style, skip)
        if self.solo:
            total = self._total(1)
            self._panel_tips = draw_golem_panel(canvas, self.slot_rect("golem_panel"), state, total, lines, used)
        else:
            self._draw_label(canvas, self.slot_rect("opp_label"), them, "'s dungeon", small=True)
            draw_grid(canvas, state, them, self.opp_cells, self.minion_style)
            self._draw_opp_supply(canvas, them)
        cap = fonts.render("Dungeon stacks", 16, theme.GOLD, bold=True)
        canvas.blit(cap, self.slot_rect("stacks_label").topleft)
        for s, rect in enumerate(self.stack_rects):
            draw_stack(canvas, state, s, rect, lifted=held == ("stack", s))
        entries = [(self._total(seat), *self.minion_style(seat), self.session.seat_name(seat))
                   for seat in range(2)]
        draw_score_track(canvas, self.slot_rect("score_track"), entries)

    def _total(self, seat: int) -> int:
        scores = self.scores()
        return scores[seat].total if scores else 0

    def _draw_label(self, surface, rect, seat: int, suffix: str, small: bool = False) -> None:
        colour, shape = self.minion_style(seat)
        seat_marker(surface, (rect.left + 14, rect.centery), 11 if small else 13, colour, shape,
                    self.session.seat_name(seat))
        text = f"{self.session.seat_name(seat)}{suffix}"
        if self.solo and seat == 0:
            text = "Your dungeon"
        img = fonts.render(text, 16 if small else 19, theme.TEXT, bold=True)
        if img.get_width() > rect.width - 36:
            img = fonts.render(text, 14, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midleft=(rect.left + 32, rect.centery + 1)))
        if small:
            pts = fonts.render(points_words(self._total(seat)), 15, theme.GOLD, bold=True)
            surface.blit(pts, pts.get_rect(midright=(rect.right - 4, rect.centery + 1)))

    def _draw_opp_supply(self, surface, seat: int) -> None:
        rect = self.slot_rect("opp_supply")
        colour, shape = self.minion_style(seat)
        y = rect.top + 4
        minion_token(surface, (rect.centerx, y + 16), 14, colour, shape)
        img = fonts.render(f"x{self.state.minions_left[seat]}", 15, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y + 34)))
        surface.blit(tile_surface(BLOCK, 0, 30), (rect.centerx - 15, y + 62))
        img = fonts.render(f"x{self.state.blocks_left[seat]}", 15, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y + 96)))

    def _tile_notes(self) -> list:
        """(rect, text) tooltips for every tile on the table."""
        state = self.state
        notes = []
        for grid_seat, rects in ((self.focus, self.cells), (None if self.solo else self.other(), self.opp_cells)):
            if grid_seat is None:
                continue
            for cell, rect in rects.items():
                info = state.tile_at(grid_seat, list(cell))
                if info is None:
                    continue
                text = f"{cell_label(cell[1] * 5 + cell[0])}: {describe(info['id'])}"
                if info["minion"] >= 0:
                    text += f"; {self.session.seat_name(info['minion'])}'s minion stands here"
                notes.append((rect, text))
        for s, rect in enumerate(self.stack_rects):
            if state.stacks[s]:
                notes.append((rect, f"Top of the {('left', 'middle', 'right')[s]} stack: "
                                    f"{describe(state.stacks[s][-1])}. {len(state.stacks[s])} tiles left."))
        seat = self.focus
        notes.append((self.slot_rect("my_minions"), f"Minions in the supply: {state.minions_left[seat]}. "
                      "Drag one onto a tile when Place a Minion is one of your choices."))
        where = "onto the Iron Golem's panel" if self.solo else "into your opponent's dungeon"
        notes.append((self.slot_rect("my_blocks"), f"Blocks left: {state.blocks_left[seat]}. Drag one {where} "
                      "when Place a Block / Move a Tile is one of your choices."))
        scores = self.scores()
        if scores:
            lines = [f"{self.session.seat_name(k)} {sc.total}: " +
                     ", ".join(f"{cat} {v}" for cat, v in sc.breakdown.items() if v) for k, sc in enumerate(scores)]
            notes.append((self.slot_rect("score_track"), "If the game ended now. " + " | ".join(lines)))
        notes.append((self.slot_rect("action_tile"),
                      "Your action tile. Single side: place a tile. Other side: place a tile (centre) or "
                      "turn the tile a quarter left or right to use that icon. It flips after every turn."))
        return notes

    def _tooltips(self) -> None:
        if self.drag.held is None and self.pending is None:
            for rect, text in self.derived()["tips"]:
                self.tooltips.add(rect, text)
            if self.solo:
                for rect, text in self._panel_tips.items():
                    self.tooltips.add(rect, text)
        for button in self.buttons.values():
            if button.visible and not button.possible and button.why:
                self.tooltips.add(button.rect, button.why)

    def _draw_pickable(self, surface) -> None:
        """Outline the piece under the pointer that can be picked up (all of them while a choice
        is picked), so it is clear what the choice allows."""
        if self.drag.held is not None or self.acting_seat() is None:
            return
        pieces = self.pieces()
        top = None  # the piece a click would pick up: the last one listed under the pointer
        if self.hover_pos is not None:
            top = next((p for p, rect in reversed(pieces) if rect.collidepoint(self.hover_pos)), None)
        for piece, rect in pieces:
            if piece == top or self.choice is not None:
                pygame.draw.rect(surface, theme.GOLD if piece == top else theme.GOLD_DIM, rect.inflate(6, 6),
                                 3 if piece == top else 2, border_radius=8)

    def _draw_previews(self, surface) -> None:
        """The route and points of a minion move (while hovering a destination or choosing a trade)
        and a ghost of a tile over a lit cell."""
        seat = self.acting_seat()
        if seat is None:
            return
        if self.pending is not None:
            path = self.pending["action"]["path"]
            self._draw_path(surface, path, self.pending["points"])
            minion_token(surface, minion_spot(self.cells[tuple(path[-1])]), self.cells[(0, 0)].width // 6,
                         *self.minion_style(seat))
            for cell in self.pending["trades"]:
                rect = self.cells[tuple(cell)]
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(-4, -4), 4, border_radius=6)
                img = icons.icon("cancel", 34, theme.ACCENT)
                surface.blit(img, img.get_rect(center=rect.center))
            return
        held = self.drag.held
        if held is None:
            return
        target = self.drag.focus_target if self.drag.mode == "keys" else self.drag.hover_target
        if target is None or target not in self.drag.legal:
            return
        if held[0] == "minion":
            route = moves.best_route(self.state, seat, [held[1], held[2]], [target[1], target[2]])
            if route:
                self._draw_path(surface, route["path"], route["points"])
        elif held[0] in ("stack", "tile") and target[0] == "mine":
            tile = (self.state.stacks[held[1]][-1] if held[0] == "stack"
                    else self.state.grid[seat][held[2] * 5 + held[1]])
            rot = moves.tile_rot(self.state, seat, held, self.drag.rotation)
            ghost = tile_surface(tile, rot, self.cells[(0, 0)].width).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, self.cells[(target[1], target[2])].topleft)

    def _draw_path(self, surface, path, points) -> None:
        centres = [self.cells[tuple(c)].center for c in path]
        if len(centres) > 1:
            pygame.draw.lines(surface, (30, 20, 10), False, [(x + 2, y + 2) for x, y in centres], 9)
            pygame.draw.lines(surface, PATH_COLOUR, False, centres, 6)
        for x, y in centres[1:-1]:
            pygame.draw.circle(surface, PATH_COLOUR, (x, y), 7)
        end = centres[-1]
        pygame.draw.circle(surface, PATH_COLOUR, end, 12, 4)
        img = fonts.render(f"+{points}", 30, theme.GOLD, bold=True)
        dark = fonts.render(f"+{points}", 30, theme.BG_DEEP, bold=True)
        r = img.get_rect(midleft=(end[0] + 16, end[1]))
        surface.blit(dark, r.move(2, 2))
        surface.blit(img, r)

    def _draw_flying(self, surface) -> None:
        for fly in self.flying:
            if fly["tile"] is None:
                continue
            t = min(1.0, fly["age"] / max(0.01, FLY_TIME * self.anim()))
            ease = 1 - (1 - t) ** 3
            x = fly["start"][0] + (fly["end"][0] - fly["start"][0]) * ease
            y = fly["start"][1] + (fly["end"][1] - fly["start"][1]) * ease
            img = tile_surface(fly["tile"], 0, 72)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_banner(self, surface) -> None:
        if self.banner is None:
            return
        seat, age = self.banner
        rect = pygame.Rect(0, 0, 520, 86)
        rect.center = self.cells[(2, 1)].center
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (24, 19, 16, 235), layer.get_rect(), border_radius=14)
        pygame.draw.rect(layer, (*theme.GOLD, 255), layer.get_rect(), 3, border_radius=14)
        colour, shape = self.minion_style(seat)
        seat_marker(layer, (48, 43), 22, colour, shape, self.session.seat_name(seat))
        title = fonts.render(f"{self.session.seat_name(seat)}'s turn", 30, theme.GOLD, bold=True)
        layer.blit(title, (88, 10))
        sub = fonts.render("Your dungeon is the large one now.", 16, theme.TEXT)
        layer.blit(sub, (90, 52))
        total = BANNER * max(self.anim(), 0.01)
        if age > total - 0.4:
            layer.set_alpha(int(255 * max(0.0, (total - age) / 0.4)))
        surface.blit(layer, rect.topleft)

    def draw_piece(self, surface, piece, rect, rotation) -> None:
        seat = self.acting_seat()
        seat = self.focus if seat is None else seat
        size = self.cells[(0, 0)].width
        centre = rect.center
        if piece[0] == "stack":
            stack = self.state.stacks[piece[1]]
            if stack:
                img = tile_surface(stack[-1], rotation % 4, size)
                surface.blit(img, img.get_rect(center=centre))
        elif piece[0] == "tile":
            tile = self.state.grid[seat][piece[2] * 5 + piece[1]]
            if tile >= 0:
                img = tile_surface(tile, moves.tile_rot(self.state, seat, piece, rotation), size)
                surface.blit(img, img.get_rect(center=centre))
        elif piece[0] == "minion" or piece == ("supply", "minion"):
            colour, shape = self.minion_style(seat)
            minion_token(surface, centre, 17, colour, shape)
        else:
            img = tile_surface(BLOCK, 0, self.opp_cells[(0, 0)].width)
            surface.blit(img, img.get_rect(center=centre))

    def board_targets(self) -> list[pygame.Rect]:
        return ([rect for _, rect in self.pieces()] + list(self.cells.values()) +
                [b.rect for b in self.buttons.values() if b.visible])


TABLE = MakersTable
