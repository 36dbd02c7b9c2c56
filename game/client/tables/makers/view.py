"""Drawing for the Dungeon Makers table (a mixin of MakersTable): a kept layer of everything that
changes only with the state, and on top of it each frame the action tile and its choices, lit
targets, the piece in hand, route previews, the last move's glow, flying tiles and the banner."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.kit.open_step import mark_place
from game.client.tables.kit.provisional import draw_marker, label_above, points_words
from game.client.tables.makers import moves
from game.client.tables.makers.panels import (
    action_tile,
    draw_golem_panel,
    draw_grid,
    draw_stack,
    draw_supply,
    drop_edge,
    empty_cell,
    fit_text,
    golem_shows,
    golem_steps,
    minion_rect,
    minion_spot,
)
from game.client.tables.makers.panels import (
    points_words as total_words,
)
from game.client.tables.makers.tiles import draw_ahead, tile_surface
from game.client.widgets.badges import seat_token
from game.client.widgets.board_parts import grid_labels, route, score_track
from game.client.widgets.draw import text
from game.client.widgets.timeline import steps_shown
from game.rules.makers.actions import ACTION_TILE_NOTE
from game.rules.makers.text import cell_note, offer_words, stack_note, supply_note
from game.rules.makers.tiles import BLOCK, SIZE, TILES, cell_label

TURNS = ("left", "center", "right")
GOLEM_TURN = {"act": "golem"}
GOLEM_STEP = 0.7  # seconds between the Golem's explanation lines appearing
FLY_TIME = 0.6
FLY_SIZE = 72  # tiles flying to the Golem's pile
COLUMNS = [cell_label(c)[0] for c in range(SIZE)]  # as the log names cells: A-E, 1-5
ROWS = [cell_label(r * SIZE)[1:] for r in range(SIZE)]
DROP_WORDS = {"place": "place", "swap": "swap: the old tile leaves"}
MARK_WORDS = {  # a move awaiting Confirm, in the words of its label
    "place": "place",
    "swap": "swap",
    "move_tile": "move",
    "minion": "minion",
    "move_minion": "walk",
    "block": "block",
}


class MakersView:
    """Mixed into MakersTable, whose state it reads (focus, choice, pending, drag, beats...)."""

    def minion_style(self, owner: int):
        return self.session.seat_colour(owner), self.session.seat_shape(owner)

    def _toss_time(self) -> float:
        return self.coin.ROLL_TIME * self.anim()

    def golem_beat(self):
        """The Golem's turn while it is being told (the playing beat), else None."""
        beat = self.beats.playing
        return beat if beat is not None and beat.action == GOLEM_TURN else None

    def _golem_told(self) -> tuple[tuple, int | None, bool]:
        """The Golem's turn being told (else its last one) as far as it is shown (golem_steps), the
        tile in use (None once its turn has been told) and whether its coin is still in the air
        (then only its first line shows, naming the tile)."""
        beat = self.golem_beat()
        if beat is None:
            return golem_steps(self.state.golem_last if self.solo else None), None, False
        turn, toss = beat.data["turn"], self._toss_time()
        count = (
            1
            if beat.age < toss
            else steps_shown(beat.age, toss, GOLEM_STEP * self.anim(), len(turn["steps"]))
        )
        return golem_steps(turn, count), beat.data["used"], beat.age < toss

    def _skip(self):
        """The piece not to draw in place: the one in hand, a minion whose move awaits its trade,
        or a tile standing in a cell until Confirm."""
        if self.pending is not None:
            return ("minion", *self.pending.first["path"][0])
        if self.drag.mode in ("drag", "click"):
            return self.drag.held
        return None if self.provisional is None else self.provisional.piece

    def draw_board(self, surface) -> None:
        held = self._skip()
        told, used, tossing = self._golem_told()
        key = (
            self.session.version,
            id(self.presented_state()),
            self.seating.focus,
            held,
            self.provisional is None,
            told,
            used,
            tossing,
            self.session.colour_blind,
        )
        if not self.layer.draw(surface, key, self._draw_static, held, told, used, tossing):
            self._draw_ahead()
        if (
            self._coin_rect is not None and told[0]
        ):  # the Golem's coin: tumbling while tossed, then its face
            self.coin.rect = self._coin_rect
            if not tossing:
                self.coin.shown = 1 if told[0][2] == "heads" else 2
            self.coin.draw(surface)
        self.refresh_buttons()
        tile = self.slot_rect("action_tile")
        self.tooltips.keep_clear.append(tile)
        hovered = self.buttons.hovered() or (self.choice if self.choice in TURNS else None)
        surface.blit(
            action_tile(
                tile.size,
                self.state.side[self.seating.focus],
                self.state.top[self.seating.focus],
                hovered,
            ),
            tile,
        )
        self.buttons.draw(surface, self.tooltips)
        if (
            self.state.side[self.seating.focus] == "single"
            and self.pending is None
            and not self.state.is_over()
        ):
            left = self.buttons["left"].rect
            img = fit_text("Next turn: the many-icon side.", 13, theme.TEXT_DIM, left.width)
            surface.blit(img, left.topleft)
        self._tooltips()
        self.drag.draw_targets(surface)
        self._draw_provisional(surface)
        self.draw_asked_move(surface)
        if self.seating.acting_seat() is not None:  # all that a picked choice allows, outlined
            self.drag.draw_pickable(surface, self.tooltips.pos, every=self.choice is not None)
        self._draw_previews(surface)
        self.glows.draw(surface, lambda key: self.cell_rect(*key))
        for flight, pos in self.flights.positions():  # tiles the Golem took, gliding to its pile
            img = tile_surface(flight.what, 0, FLY_SIZE)
            surface.blit(img, img.get_rect(center=pos))
        self.drag.draw_held(surface)
        self.seating.banner.draw(surface, self.cells[(2, 1)].center)

    def _draw_ahead(self) -> None:
        """On a frame with nothing new on the board, draw one tile the next moves may show (each
        stack's
        top two, at every size the table shows), so that a move's frame seldom draws one from
        scratch."""
        draw_ahead(
            [tile for stack in self.state.stacks for tile in reversed(stack[-2:])], self.tile_sizes
        )

    def draw_base(self, canvas) -> None:
        """What never changes under the kept layer: the board's frame, labels and empty sockets."""
        board = (
            self.cells[(0, 0)].unionall(list(self.cells.values())).inflate(32, 28).move(-8, -6)
        )  # labels' room
        pygame.draw.rect(canvas, (26, 21, 18), board, border_radius=10)
        pygame.draw.rect(canvas, (96, 78, 58), board, 2, border_radius=10)
        text(canvas, "Dungeon stacks", self.slot_rect("stacks_label").topleft, 16, theme.GOLD, True)
        for rects, size, room in [(self.cells, 13, 20)] + (
            [] if self.solo else [(self.opp_cells, 12, 18)]
        ):
            grid_labels(canvas, rects, size, room, COLUMNS, ROWS)
            for rect in rects.values():
                empty_cell(canvas, rect)

    def _draw_static(self, canvas, held, told, used, tossing) -> None:
        """Redraw the layer of what changes only with the state (canvas coordinates; only its board
        area shows)."""
        state = self.presented_state()  # as it was, while the Golem's turn is told
        me, them = self.seating.focus, 1 - self.seating.focus
        shown = self.shown_scores()
        totals = [shown[seat].total if shown else 0 for seat in range(2)]
        self._draw_label(canvas, self.slot_rect("my_label"), me)
        for kind, left in (("minion", state.minions_left[me]), ("block", state.blocks_left[me])):
            draw_supply(
                canvas,
                self.slot_rect(f"my_{kind}s"),
                left,
                kind,
                *self.minion_style(me),
                lifted=held == ("supply", kind),
            )
        draw_grid(canvas, state, me, self.cells, self.minion_style, held)
        if self.solo:  # the Golem's panel: a layer of its own (_paint_golem)
            shows = (golem_shows(state, totals[1]), told, used, tossing)
            self.golem_layer.draw(canvas, shows, self._paint_golem, *shows)
        else:
            self._draw_label(canvas, self.slot_rect("opp_label"), them, small=True)
            draw_grid(canvas, state, them, self.opp_cells, self.minion_style)
            self._draw_opp_supply(canvas, them)
        for s, rect in enumerate(self.stack_rects):
            lifted = (
                ""
                if held != ("stack", s)
                else "in hand"
                if self.provisional is None
                else "to confirm"
            )
            draw_stack(canvas, state.stacks[s], s, rect, lifted)
        score_track(
            canvas,
            self.slot_rect("score_track"),
            [
                (totals[seat], *self.minion_style(seat), self.session.seat_name(seat))
                for seat in range(2)
            ],
        )

    def _paint_golem(self, picture, *shows) -> None:
        """The Golem's panel, a layer of its own drawn again only when something on it changes (most
        moves do not); while its turn is being told, it shows the pile and points from before it."""
        self._panel_tips, self._coin_rect = draw_golem_panel(
            picture, self.slot_rect("golem_panel"), *shows
        )

    def _total(self, seat: int) -> int:
        scores = self.scores()
        return scores[seat].total if scores else 0

    def _draw_label(self, surface, rect, seat: int, small: bool = False) -> None:
        self.seat_marker(surface, seat, (rect.left + 14, rect.centery), 11 if small else 13)
        words = (
            "Your dungeon"
            if self.solo and seat == 0
            else f"{self.session.seat_name(seat)}'s dungeon"
        )
        img = fit_text(words, 16 if small else 19, theme.TEXT, rect.width - 36, True, floor=14)
        surface.blit(img, img.get_rect(midleft=(rect.left + 32, rect.centery + 1)))
        if small:
            text(
                surface,
                total_words(self._total(seat)),
                (rect.right - 4, rect.centery + 1),
                15,
                theme.GOLD,
                True,
                "midright",
            )

    def _draw_opp_supply(self, surface, seat: int) -> None:
        x, y = self.slot_rect("opp_supply").midtop
        seat_token(surface, (x, y + 20), 14, *self.minion_style(seat))
        surface.blit(tile_surface(BLOCK, 0, 30), (x - 15, y + 66))
        for count, top in (
            (self.state.minions_left[seat], y + 38),
            (self.state.blocks_left[seat], y + 100),
        ):
            text(surface, f"x{count}", (x, top), 15, theme.TEXT, True, "midtop")
        tile = self.slot_rect("opp_action")
        surface.blit(
            action_tile(tile.size, self.state.side[seat], self.state.top[seat], None), tile
        )

    def _tile_notes(self) -> list:
        """(rect, text) tooltips for every tile on the table (a cell's worded when it shows)."""
        state, seat, them = self.state, self.seating.focus, 1 - self.seating.focus
        names = [self.session.seat_name(k) for k in range(2)]
        notes = [(rect, stack_note(state, s)) for s, rect in enumerate(self.stack_rects)]
        for grid_seat, rects in [(seat, self.cells)] + (
            [] if self.solo else [(them, self.opp_cells)]
        ):
            notes += [
                (rect, lambda g=grid_seat, c=cell: cell_note(state, g, c, names))
                for cell, rect in rects.items()
            ]
        notes += [
            (self.slot_rect(f"my_{kind}s"), supply_note(state, seat, kind))
            for kind in ("minion", "block")
        ]
        scores = self.shown_scores()
        if scores:  # (short: the scores panel's notes tell every category)
            lines = [
                f"{names[k]} {sc.total}: "
                + ", ".join(f"{cat} {v}" for cat, v in sc.breakdown.items() if v)
                for k, sc in enumerate(scores)
            ]
            notes.append(
                (self.slot_rect("score_track"), "If the game ended now. " + " | ".join(lines))
            )
        if not self.solo:
            notes.append(
                (
                    self.slot_rect("opp_action"),
                    f"{names[them]}'s action tile: on their next turn "
                    f"they {offer_words(state, them)}.",
                )
            )
        notes.append((self.slot_rect("action_tile"), "Your action tile. " + ACTION_TILE_NOTE))
        return [(rect, note) for rect, note in notes if note]

    def _tooltips(self) -> None:
        if self.drag.held is None and self.pending is None:
            waiting = self.provisional  # its cell says what waits there, not what it holds now
            covered = (
                None if waiting is None else self.mark_rect(waiting.target, waiting.action["act"])
            )
            tips = self.kept(
                "tips",
                (self.session.version, self.seating.focus, id(self.presented_state())),
                self._tile_notes,
            )
            for rect, note in [*tips, *self._panel_tips.items()]:  # (the Golem's panel: solo only)
                if rect != covered:  # (the score track's note quotes the scores on show)
                    self.tooltips.add(rect, note)

    def waiting_rect(self) -> pygame.Rect | None:
        """Where the piece of the move awaiting Confirm stands now (None for a pass)."""
        waiting = self.provisional
        if waiting is None or waiting.target is None:
            return None
        return self.place_rect(waiting.target, waiting.action["act"])

    def place_rect(self, target, act: str) -> pygame.Rect:
        """Where a move's piece stands on `target`: a tile fills its cell, a minion stands in
        its spot, a block given to the Golem lies on its panel by the pile's line."""
        if target[0] == "pile":  # the foot of the box that tells its turn: seldom written on
            panel = self.slot_rect("golem_panel")
            return pygame.Rect(panel.right - 66, panel.bottom - 66, 48, 48)
        cells = self.cells if target[0] == "mine" else self.opp_cells
        cell = cells[tuple(target[1:])]
        return minion_rect(cell) if act in ("minion", "move_minion") else cell

    def mark_rect(self, target, act: str) -> pygame.Rect:
        """What a mark round a move frames: the cell it goes to, or the block's place."""
        if target[0] == "pile":
            return self.place_rect(target, act)
        return (self.cells if target[0] == "mine" else self.opp_cells)[tuple(target[1:])]

    def _draw_provisional(self, surface) -> None:
        """The move awaiting Confirm in place, framed and labelled as not yet made: a tile in
        its cell (a swap's leaving tile small in its corner), a minion where it would stand (a
        walk's route drawn, a trade's piece marked), a block where it would go."""
        waiting = self.provisional
        if waiting is None or self._skip() != waiting.piece or waiting.target is None:
            return
        rect, action = self.waiting_rect(), waiting.action
        act = action["act"]
        cell = self.mark_rect(waiting.target, act)
        if act == "move_minion":
            path = action["path"]
            route(surface, [self.cells[tuple(c)].center for c in path], len(path) - 1)
            if action["trade"] is not None:
                mark_place(surface, self.cells[tuple(action["trade"])], "cancel")
        if act in ("minion", "move_minion"):
            seat_token(
                surface,
                minion_spot(cell),
                max(7, cell.width // 6),
                *self.minion_style(waiting.seat),
            )
        elif act == "block":
            surface.blit(tile_surface(BLOCK, 0, rect.width), rect.topleft)
        else:
            self.draw_piece(surface, waiting.piece, rect, waiting.rotation)
            self._draw_riding_minion(surface, rect)
        leaving = self.swapped_out()
        if leaving is not None:  # the tile the swap puts out of the game, small in the corner
            old = tile_surface(*leaving, rect.width * 2 // 5).copy()
            old.set_alpha(210)
            spot = old.get_rect(topright=(rect.right - 3, rect.top + 3))
            surface.blit(old, spot)
            pygame.draw.rect(surface, theme.ACCENT, spot.inflate(2, 2), 2)
        mark = cell
        others = [  # (a block given to the Golem changes its points, not yours)
            f"{self.session.seat_name(seat)} {gain:+d}"
            for seat, gain in waiting.gains.items()
            if seat != waiting.seat
        ]
        own = waiting.gain(waiting.seat)
        gains = ([points_words(own)] if own or not others else []) + others
        draw_marker(
            surface,
            mark,
            f"{MARK_WORDS[act]} {', '.join(gains)}, not final",
            inside=waiting.target[0] == "pile",
        )
        self.tooltips.add(
            mark,
            "Not made yet: Confirm (Enter) makes it; Esc, Undo or picking the piece up takes it "
            "back."
            + (f" The {TILES[leaving[0]].name} in the corner leaves the game." if leaving else ""),
        )

    def _draw_riding_minion(self, surface, rect) -> None:
        """A minion riding on a tile whose move awaits Confirm, drawn on it where it would go."""
        waiting = self.provisional
        if waiting.action["act"] != "move_tile":
            return
        c, r = waiting.action["from"]
        owner = self.state.minion[waiting.seat][r * SIZE + c]
        if owner >= 0:
            seat_token(
                surface, minion_spot(rect), max(7, rect.width // 6), *self.minion_style(owner)
            )

    def swapped_out(self) -> tuple[int, int] | None:
        """(tile, turn) of the dungeon tile a swap waiting for Confirm would put out of the game."""
        waiting = self.provisional
        if waiting is None or waiting.action["act"] != "swap":
            return None
        c, r = waiting.action["cell"]
        return self.state.grid[waiting.seat][r * SIZE + c], self.state.rot[waiting.seat][
            r * SIZE + c
        ]

    def drop_preview(self, seat: int, piece, target) -> tuple[str, int] | None:
        """What dropping the held stack tile on `target` would do: ("place" or "swap", the
        points the rules give it)."""
        actions = (
            self.index().actions(piece, target, self.drag.rotation % 4) if self.index() else []
        )
        return (actions[0]["act"], self.preview(seat, actions[0]).get(seat, 0)) if actions else None

    def _draw_previews(self, surface) -> None:
        """The route and points of a minion move (while hovering a destination or choosing a trade)
        and a ghost of a tile over a lit cell."""
        seat = self.seating.acting_seat()
        if seat is None:
            return
        if self.pending is not None:
            path = self.pending.first["path"]
            route(surface, [self.cells[tuple(c)].center for c in path], len(path) - 1)
            seat_token(
                surface,
                minion_spot(self.cells[tuple(path[-1])]),
                self.cells[(0, 0)].width // 6,
                *self.minion_style(seat),
            )
            self.pending.draw(surface, "cancel")  # a piece it may be traded for goes
            return
        held = self.drag.held
        target = self.drag.focus_target if self.drag.mode == "keys" else self.drag.hover_target
        if target not in self.drag.legal:  # (nothing is lit while nothing is held)
            return
        if held[0] == "minion":
            best = moves.best_route(self.state, seat, list(held[1:]), list(target[1:]))
            if best:
                route(surface, [self.cells[tuple(c)].center for c in best["path"]], best["points"])
        elif held[0] in ("stack", "tile") and target[0] == "mine":
            ghost = tile_surface(
                *self._held_tile(held, self.drag.rotation), self.cells[(0, 0)].width
            ).copy()
            ghost.set_alpha(150)
            cell = self.cells[target[1:]]
            surface.blit(ghost, cell.topleft)
            what = self.drop_preview(seat, held, target) if held[0] == "stack" else None
            if what is not None:  # a swap must not look like a place: its own edge and words
                act, points = what
                ink = drop_edge(surface, cell, act)
                label_above(
                    surface, cell.inflate(6, 6), f"{DROP_WORDS[act]}, {points_words(points)}", ink
                )

    def _held_tile(self, piece, rotation: int) -> tuple[int, int] | None:
        """(tile, its turn) of a stack's top or a dungeon tile held turned `rotation`; None if
        gone."""
        seat = self.seating.focus
        tile = (
            (self.state.stacks[piece[1]] or [-1])[-1]
            if piece[0] == "stack"
            else self.state.grid[seat][piece[2] * SIZE + piece[1]]
        )
        return None if tile < 0 else (tile, moves.tile_rot(self.state, seat, piece, rotation))

    def draw_piece(self, surface, piece, rect, rotation) -> None:
        if "minion" in piece:  # from the dungeon or the supply
            seat_token(surface, rect.center, 17, *self.minion_style(self.seating.focus))
            return
        block = piece == (
            "supply",
            "block",
        )  # drawn at the size of the opponent's cells, where it goes
        held = (BLOCK, 0) if block else self._held_tile(piece, rotation)
        if held:
            img = tile_surface(*held, (self.opp_cells if block else self.cells)[(0, 0)].width)
            surface.blit(img, img.get_rect(center=rect.center))
