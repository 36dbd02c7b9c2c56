"""Drawing for the Dungeon Makers table (BoardView, a part of MakersTable): a kept layer of
everything that changes only with the state, and on top of it each frame the action tile and its
choices, lit targets, the piece in hand, route previews, the move awaiting Confirm, the lesson's
asked move, the last move's glow, flying tiles and the banner."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.kit.hint import ghost_of
from game.client.tables.kit.open_step import mark_place
from game.client.tables.kit.provisional import draw_marker, label_above, points_words
from game.client.tables.makers import moves
from game.client.tables.makers.panels import (
    COIN_RADIUS,
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
from game.client.tables.makers.tiles import draw_ahead, prepare_textures, tile_surface
from game.client.widgets.badges import seat_token
from game.client.widgets.board_parts import grid_labels, route, score_track
from game.client.widgets.dice import Die
from game.client.widgets.draw import text
from game.client.widgets.glow import Glows
from game.client.widgets.kept_layer import KeptLayer
from game.client.widgets.timeline import Flight, Flights, steps_shown
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


class BoardView:
    """The drawing of the Dungeon Makers board, a part of MakersTable made in its setup(). It
    owns what only drawing needs: the kept layers (everything that changes only with the state;
    the Iron Golem's panel apart), the Golem's coin, the glow of the cells the last move touched,
    the tiles flying to the Golem's pile and the notes of the Golem's panel. It reads the table
    it is handed (its state and seating, the cells, stacks and slots, the drag, the picked
    choice, a minion move waiting for its trade, the move awaiting Confirm, the lesson's coach)
    and never changes it; the table calls draw(), update(), animating() and the Golem's turn
    hooks."""

    def __init__(self, table):
        self.table = table
        solo = table.state.solo
        # the sizes tiles are drawn at: the stacks', the dungeons' and (solo) the Golem's flying
        # tiles'
        self.tile_sizes = (
            {rect.width for rect in table.stack_rects}
            | {table.cells[(0, 0)].width}
            | ({FLY_SIZE} if solo else {table.opp_cells[(0, 0)].width})
        )
        prepare_textures(self.tile_sizes)
        self.flights = Flights()  # tiles the Golem took, gliding to its pile
        self.glows = Glows()  # (dungeon seat, cell) the last move touched
        self._panel_tips: dict = {}  # Golem panel areas -> notes, from its last drawing
        self._coin_rect: pygame.Rect | None = None  # where its coin sits in the panel
        # the Golem's coin: heads and tails told apart by letter and colour
        self.coin = Die(
            pygame.Rect(0, 0, 2 * COIN_RADIUS, 2 * COIN_RADIUS),
            sides=2,
            faces=("H", "T"),
            face_colours=(theme.GOLD, (170, 170, 176)),
            round_=True,
            seed=table.session.seed,
        )
        self.layer = KeptLayer(
            table.slot_rect("board"), self.draw_base
        )  # what changes only with the state
        self.golem_layer = KeptLayer(table.slot_rect("golem_panel").inflate(12, 12))  # + shadow
        self.layers = [self.layer, self.golem_layer]  # the table lists them in its kept_layers

    def minion_style(self, owner: int):
        return self.table.session.seat_colour(owner), self.table.session.seat_shape(owner)

    def _toss_time(self) -> float:
        return self.coin.ROLL_TIME * self.table.anim()

    def golem_beat(self):
        """The Golem's turn while it is being told (the playing beat), else None."""
        beat = self.table.beats.playing
        return beat if beat is not None and beat.action == GOLEM_TURN else None

    def _golem_told(self) -> tuple[tuple, int | None, bool]:
        """The Golem's turn being told (else its last one) as far as it is shown (golem_steps), the
        tile in use (None once its turn has been told) and whether its coin is still in the air
        (then only its first line shows, naming the tile)."""
        beat = self.golem_beat()
        if beat is None:
            return (
                golem_steps(self.table.state.golem_last if self.table.solo else None),
                None,
                False,
            )
        turn, toss = beat.data["turn"], self._toss_time()
        count = (
            1
            if beat.age < toss
            else steps_shown(beat.age, toss, GOLEM_STEP * self.table.anim(), len(turn["steps"]))
        )
        return golem_steps(turn, count), beat.data["used"], beat.age < toss

    def _skip(self):
        """The piece not to draw in place: the one in hand, a minion whose move awaits its trade,
        or a tile standing in a cell until Confirm."""
        if self.table.pending is not None:
            return ("minion", *self.table.pending.first["path"][0])
        if self.table.drag.mode in ("drag", "click"):
            return self.table.drag.held
        return None if self.table.provisional is None else self.table.provisional.piece

    def draw(self, surface) -> None:
        held = self._skip()
        told, used, tossing = self._golem_told()
        key = (
            self.table.session.version,
            id(self.table.presented_state()),
            self.table.seating.focus,
            held,
            self.table.provisional is None,
            told,
            used,
            tossing,
            self.table.session.colour_blind,
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
        self.table.refresh_buttons()
        tile = self.table.slot_rect("action_tile")
        self.table.tooltips.keep_clear.append(tile)
        hovered = self.table.buttons.hovered() or (
            self.table.choice if self.table.choice in TURNS else None
        )
        surface.blit(
            action_tile(
                tile.size,
                self.table.state.side[self.table.seating.focus],
                self.table.state.top[self.table.seating.focus],
                hovered,
            ),
            tile,
        )
        self.table.buttons.draw(surface, self.table.tooltips)
        if (
            self.table.state.side[self.table.seating.focus] == "single"
            and self.table.pending is None
            and not self.table.state.is_over()
        ):
            left = self.table.buttons["left"].rect
            img = fit_text("Next turn: the many-icon side.", 13, theme.TEXT_DIM, left.width)
            surface.blit(img, left.topleft)
        self._tooltips()
        self.table.drag.draw_targets(surface)
        self._draw_provisional(surface)
        self.draw_asked_move(surface)
        if (
            self.table.seating.acting_seat() is not None
        ):  # all that a picked choice allows, outlined
            self.table.drag.draw_pickable(
                surface, self.table.tooltips.pos, every=self.table.choice is not None
            )
        self._draw_previews(surface)
        self.glows.draw(surface, lambda key: self.cell_rect(*key))
        for flight, pos in self.flights.positions():  # tiles the Golem took, gliding to its pile
            img = tile_surface(flight.what, 0, FLY_SIZE)
            surface.blit(img, img.get_rect(center=pos))
        self.table.drag.draw_held(surface)
        self.table.seating.banner.draw(surface, self.table.cells[(2, 1)].center)

    def _draw_ahead(self) -> None:
        """On a frame with nothing new on the board, draw one tile the next moves may show (each
        stack's
        top two, at every size the table shows), so that a move's frame seldom draws one from
        scratch."""
        draw_ahead(
            [tile for stack in self.table.state.stacks for tile in reversed(stack[-2:])],
            self.tile_sizes,
        )

    def draw_base(self, canvas) -> None:
        """What never changes under the kept layer: the board's frame, labels and empty sockets."""
        board = (
            self.table.cells[(0, 0)]
            .unionall(list(self.table.cells.values()))
            .inflate(32, 28)
            .move(-8, -6)
        )  # labels' room
        pygame.draw.rect(canvas, (26, 21, 18), board, border_radius=10)
        pygame.draw.rect(canvas, (96, 78, 58), board, 2, border_radius=10)
        text(
            canvas,
            "Dungeon stacks",
            self.table.slot_rect("stacks_label").topleft,
            16,
            theme.GOLD,
            True,
        )
        for rects, size, room in [(self.table.cells, 13, 20)] + (
            [] if self.table.solo else [(self.table.opp_cells, 12, 18)]
        ):
            grid_labels(canvas, rects, size, room, COLUMNS, ROWS)
            for rect in rects.values():
                empty_cell(canvas, rect)

    def _draw_static(self, canvas, held, told, used, tossing) -> None:
        """Redraw the layer of what changes only with the state (canvas coordinates; only its board
        area shows)."""
        state = self.table.presented_state()  # as it was, while the Golem's turn is told
        me, them = self.table.seating.focus, 1 - self.table.seating.focus
        shown = self.table.shown_scores()
        totals = [shown[seat].total if shown else 0 for seat in range(2)]
        self._draw_label(canvas, self.table.slot_rect("my_label"), me)
        for kind, left in (("minion", state.minions_left[me]), ("block", state.blocks_left[me])):
            draw_supply(
                canvas,
                self.table.slot_rect(f"my_{kind}s"),
                left,
                kind,
                *self.minion_style(me),
                lifted=held == ("supply", kind),
            )
        draw_grid(canvas, state, me, self.table.cells, self.minion_style, held)
        if self.table.solo:  # the Golem's panel: a layer of its own (_paint_golem)
            shows = (golem_shows(state, totals[1]), told, used, tossing)
            self.golem_layer.draw(canvas, shows, self._paint_golem, *shows)
        else:
            self._draw_label(canvas, self.table.slot_rect("opp_label"), them, small=True)
            draw_grid(canvas, state, them, self.table.opp_cells, self.minion_style)
            self._draw_opp_supply(canvas, them)
        for s, rect in enumerate(self.table.stack_rects):
            lifted = (
                ""
                if held != ("stack", s)
                else "in hand"
                if self.table.provisional is None
                else "to confirm"
            )
            draw_stack(canvas, state.stacks[s], s, rect, lifted)
        score_track(
            canvas,
            self.table.slot_rect("score_track"),
            [
                (totals[seat], *self.minion_style(seat), self.table.session.seat_name(seat))
                for seat in range(2)
            ],
        )

    def _paint_golem(self, picture, *shows) -> None:
        """The Golem's panel, a layer of its own drawn again only when something on it changes (most
        moves do not); while its turn is being told, it shows the pile and points from before it."""
        self._panel_tips, self._coin_rect = draw_golem_panel(
            picture, self.table.slot_rect("golem_panel"), *shows
        )

    def _total(self, seat: int) -> int:
        scores = self.table.scores()
        return scores[seat].total if scores else 0

    def _draw_label(self, surface, rect, seat: int, small: bool = False) -> None:
        self.table.seat_marker(surface, seat, (rect.left + 14, rect.centery), 11 if small else 13)
        words = (
            "Your dungeon"
            if self.table.solo and seat == 0
            else f"{self.table.session.seat_name(seat)}'s dungeon"
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
        x, y = self.table.slot_rect("opp_supply").midtop
        seat_token(surface, (x, y + 20), 14, *self.minion_style(seat))
        surface.blit(tile_surface(BLOCK, 0, 30), (x - 15, y + 66))
        for count, top in (
            (self.table.state.minions_left[seat], y + 38),
            (self.table.state.blocks_left[seat], y + 100),
        ):
            text(surface, f"x{count}", (x, top), 15, theme.TEXT, True, "midtop")
        tile = self.table.slot_rect("opp_action")
        surface.blit(
            action_tile(tile.size, self.table.state.side[seat], self.table.state.top[seat], None),
            tile,
        )

    def _tile_notes(self) -> list:
        """(rect, text) tooltips for every tile on the table (a cell's worded when it shows)."""
        state, seat, them = self.table.state, self.table.seating.focus, 1 - self.table.seating.focus
        names = [self.table.session.seat_name(k) for k in range(2)]
        notes = [(rect, stack_note(state, s)) for s, rect in enumerate(self.table.stack_rects)]
        for grid_seat, rects in [(seat, self.table.cells)] + (
            [] if self.table.solo else [(them, self.table.opp_cells)]
        ):
            notes += [
                (rect, lambda g=grid_seat, c=cell: cell_note(state, g, c, names))
                for cell, rect in rects.items()
            ]
        notes += [
            (self.table.slot_rect(f"my_{kind}s"), supply_note(state, seat, kind))
            for kind in ("minion", "block")
        ]
        scores = self.table.shown_scores()
        if scores:  # (short: the scores panel's notes tell every category)
            lines = [
                f"{names[k]} {sc.total}: "
                + ", ".join(f"{cat} {v}" for cat, v in sc.breakdown.items() if v)
                for k, sc in enumerate(scores)
            ]
            notes.append(
                (self.table.slot_rect("score_track"), "If the game ended now. " + " | ".join(lines))
            )
        if not self.table.solo:
            notes.append(
                (
                    self.table.slot_rect("opp_action"),
                    f"{names[them]}'s action tile: on their next turn "
                    f"they {offer_words(state, them)}.",
                )
            )
        notes.append((self.table.slot_rect("action_tile"), "Your action tile. " + ACTION_TILE_NOTE))
        return [(rect, note) for rect, note in notes if note]

    def _tooltips(self) -> None:
        if self.table.drag.held is None and self.table.pending is None:
            waiting = (
                self.table.provisional
            )  # its cell says what waits there, not what it holds now
            covered = (
                None
                if waiting is None or waiting.target is None  # (a pass stands nowhere)
                else self.mark_rect(waiting.target, waiting.action["act"])
            )
            tips = self.table.kept(
                "tips",
                (
                    self.table.session.version,
                    self.table.seating.focus,
                    id(self.table.presented_state()),
                ),
                self._tile_notes,
            )
            for rect, note in [*tips, *self._panel_tips.items()]:  # (the Golem's panel: solo only)
                if rect != covered:  # (the score track's note quotes the scores on show)
                    self.table.tooltips.add(rect, note)

    def waiting_rect(self) -> pygame.Rect | None:
        """Where the piece of the move awaiting Confirm stands now (None for a pass)."""
        waiting = self.table.provisional
        if waiting is None or waiting.target is None:
            return None
        return self.place_rect(waiting.target, waiting.action["act"])

    def place_rect(self, target, act: str) -> pygame.Rect:
        """Where a move's piece stands on `target`: a tile fills its cell, a minion stands in
        its spot, a block given to the Golem lies on its panel by the pile's line."""
        if target[0] == "pile":  # the foot of the box that tells its turn: seldom written on
            panel = self.table.slot_rect("golem_panel")
            return pygame.Rect(panel.centerx - 24, panel.bottom - 62, 48, 48)
        cells = self.table.cells if target[0] == "mine" else self.table.opp_cells
        cell = cells[tuple(target[1:])]
        return minion_rect(cell) if act in ("minion", "move_minion") else cell

    def mark_rect(self, target, act: str) -> pygame.Rect:
        """What a mark round a move frames: the cell it goes to, or the block's place."""
        if target[0] == "pile":
            return self.place_rect(target, act)
        return (self.table.cells if target[0] == "mine" else self.table.opp_cells)[
            tuple(target[1:])
        ]

    def _draw_provisional(self, surface) -> None:
        """The move awaiting Confirm in place, framed and labelled as not yet made: a tile in
        its cell (a swap's leaving tile small in its corner), a minion where it would stand (a
        walk's route drawn, a trade's piece marked), a block where it would go."""
        waiting = self.table.provisional
        if waiting is None or self._skip() != waiting.piece or waiting.target is None:
            return
        rect, action = self.waiting_rect(), waiting.action
        act = action["act"]
        cell = self.mark_rect(waiting.target, act)
        if act == "move_minion":
            path = action["path"]
            route(surface, [self.table.cells[tuple(c)].center for c in path], len(path) - 1)
            if action["trade"] is not None:
                mark_place(surface, self.table.cells[tuple(action["trade"])], "cancel")
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
            f"{self.table.session.seat_name(seat)} {gain:+d}"
            for seat, gain in waiting.gains.items()
            if seat != waiting.seat
        ]
        own = waiting.gain(waiting.seat)
        gains = ([points_words(own)] if own or not others else []) + others
        draw_marker(
            surface,
            mark,
            f"{MARK_WORDS[act]} {', '.join(gains)}, not final",
        )
        self.table.tooltips.add(
            mark,
            "Not made yet: Confirm (Enter) makes it; Esc, Undo or picking the piece up takes it "
            "back."
            + (f" The {TILES[leaving[0]].name} in the corner leaves the game." if leaving else ""),
        )

    def _draw_riding_minion(self, surface, rect) -> None:
        """A minion riding on a tile whose move awaits Confirm, drawn on it where it would go."""
        waiting = self.table.provisional
        if waiting.action["act"] != "move_tile":
            return
        c, r = waiting.action["from"]
        owner = self.table.state.minion[waiting.seat][r * SIZE + c]
        if owner >= 0:
            seat_token(
                surface, minion_spot(rect), max(7, rect.width // 6), *self.minion_style(owner)
            )

    def swapped_out(self) -> tuple[int, int] | None:
        """(tile, turn) of the dungeon tile a swap waiting for Confirm would put out of the game."""
        waiting = self.table.provisional
        if waiting is None or waiting.action["act"] != "swap":
            return None
        c, r = waiting.action["cell"]
        return self.table.state.grid[waiting.seat][r * SIZE + c], self.table.state.rot[
            waiting.seat
        ][r * SIZE + c]

    def drop_preview(self, seat: int, piece, target) -> tuple[str, int] | None:
        """What dropping the held stack tile on `target` would do: ("place" or "swap", the
        points the rules give it)."""
        actions = (
            self.table.index().actions(piece, target, self.table.drag.rotation % 4)
            if self.table.index()
            else []
        )
        return (
            (actions[0]["act"], self.table.preview(seat, actions[0]).get(seat, 0))
            if actions
            else None
        )

    def _draw_previews(self, surface) -> None:
        """The route and points of a minion move (while hovering a destination or choosing a trade)
        and a ghost of a tile over a lit cell."""
        seat = self.table.seating.acting_seat()
        if seat is None:
            return
        if self.table.pending is not None:
            path = self.table.pending.first["path"]
            route(surface, [self.table.cells[tuple(c)].center for c in path], len(path) - 1)
            seat_token(
                surface,
                minion_spot(self.table.cells[tuple(path[-1])]),
                self.table.cells[(0, 0)].width // 6,
                *self.minion_style(seat),
            )
            self.table.pending.draw(surface, "cancel")  # a piece it may be traded for goes
            return
        held = self.table.drag.held
        target = (
            self.table.drag.focus_target
            if self.table.drag.mode == "keys"
            else self.table.drag.hover_target
        )
        if target not in self.table.drag.legal:  # (nothing is lit while nothing is held)
            return
        if held[0] == "minion":
            best = moves.best_route(self.table.state, seat, list(held[1:]), list(target[1:]))
            if best:
                route(
                    surface,
                    [self.table.cells[tuple(c)].center for c in best["path"]],
                    best["points"],
                )
        elif held[0] in ("stack", "tile") and target[0] == "mine":
            ghost = tile_surface(
                *self._held_tile(held, self.table.drag.rotation), self.table.cells[(0, 0)].width
            ).copy()
            ghost.set_alpha(150)
            cell = self.table.cells[target[1:]]
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
        seat = self.table.seating.focus
        tile = (
            (self.table.state.stacks[piece[1]] or [-1])[-1]
            if piece[0] == "stack"
            else self.table.state.grid[seat][piece[2] * SIZE + piece[1]]
        )
        return None if tile < 0 else (tile, moves.tile_rot(self.table.state, seat, piece, rotation))

    def draw_piece(self, surface, piece, rect, rotation) -> None:
        if "minion" in piece:  # from the dungeon or the supply
            seat_token(surface, rect.center, 17, *self.minion_style(self.table.seating.focus))
            return
        block = piece == (
            "supply",
            "block",
        )  # drawn at the size of the opponent's cells, where it goes
        held = (BLOCK, 0) if block else self._held_tile(piece, rotation)
        if held:
            img = tile_surface(
                *held, (self.table.opp_cells if block else self.table.cells)[(0, 0)].width
            )
            surface.blit(img, img.get_rect(center=rect.center))

    def draw_asked_move(self, surface) -> None:
        """In a lesson, the move the coach asks for, faded in place and turned as it must be
        (the coach frames its piece and place), until the person holds a piece or a move waits."""
        table = self.table
        seat = table.seating.acting_seat()
        asked = None if table.coach is None or seat is None else table.coach.expected(seat)
        if asked is None or table.drag.held is not None or table.provisional is not None:
            return
        found = moves.locate(table.state, seat, asked)
        if found is not None:
            piece, target, turn = found
            rect = self.place_rect(target, asked["act"])
            surface.blit(
                ghost_of(lambda s, r: self.draw_piece(s, piece, r, turn), rect.size), rect.topleft
            )

    def cell_rect(self, seat: int, cell) -> pygame.Rect | None:
        """Where a cell of `seat`'s dungeon is on the screen (None for the Golem, who has none)."""
        table = self.table
        if table.solo and seat != table.seating.focus:
            return None
        return (table.cells if seat == table.seating.focus else table.opp_cells)[tuple(cell)]

    # ---- moving by itself -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.glows.speed = self.table.anim()
        for motion in (self.coin, self.glows, self.flights):
            motion.update(dt)

    def animating(self) -> bool:
        return bool(self.glows or self.flights or not self.coin.settled)

    def mark_recent(self, seat: int, action, events: list) -> None:
        """Remember the cells the last move touched (dungeon seat, cell) so they glow a moment."""
        if action.get("act") == "golem":
            marks = [
                (0, e.data["cell"]) for e in events if e.kind == "golem_step" and e.data["cell"]
            ]
        else:  # a block goes into the opponent's dungeon, a minion into the one it names
            dungeon = action.get("dungeon", 1 - seat if action.get("act") == "block" else seat)
            path = action.get("path") or [None]
            cells = (action.get("from"), action.get("cell"), path[-1], action.get("trade"))
            marks = [(dungeon, cell) for cell in cells if cell]
        self.glows.mark((dungeon, tuple(cell)) for dungeon, cell in marks)

    # ---- the Golem's turn, told -----------------------------------------------------------
    def tell_golem_turn(self, beat) -> float:
        """The Golem's turn starts being told: its coin tumbles, then its lines appear one by
        one. Fills the beat's data; returns how long the telling takes."""
        steps = [
            {"done": e.data["done"], "text": e.data["step"]}
            for e in beat.events
            if e.kind == "golem_step"
        ]
        turn = {**beat.events[0].data, "steps": steps}
        beat.data.update(turn=turn, used=beat.before.golem_tile, flights=self._flights(beat.events))
        self.coin.speed = self.table.anim()
        self.coin.roll_to(1 if turn["face"] == "heads" else 2)
        return self._toss_time() + GOLEM_STEP * self.table.anim() * (len(steps) + 1)

    def golem_turn_told(self, beat) -> None:
        """The telling is over (or cut short): the tiles it took fly to its pile."""
        for flight in beat.data["flights"]:
            self.flights.add(flight)

    def _flights(self, events: list) -> list:
        """The tiles the Golem took, each to glide from its stack to the pile row of its panel
        (a tile it threw out of the game just goes)."""
        panel = self.table.slot_rect("golem_panel")
        return [
            Flight(
                e.data["tile"],
                self.table.stack_rects[e.data["stack"]].center,
                (panel.centerx, panel.top + 140),
                duration=FLY_TIME * self.table.anim(),
            )
            for e in events
            if e.kind == "golem_step" and e.data["to"] == "pile" and e.data["tile"] is not None
        ]
