"""The Dungeon Makers table: your 5x5 dungeon large, the opponent's (or the Iron Golem's pile)
beside it, the three stacks, your action tile with its three choices, supplies and a score track.

Every move is a drag (or click-then-click, or Tab / arrows / Enter) that the rules judge:
- a stack's top tile onto an empty cell places it, onto one of your tiles swaps it;
- one of your tiles onto an empty cell moves it; your minion onto a tile moves it along the
  best-scoring route (path and points shown while hovering), then you may trade it;
- a minion or block from your supply onto a dungeon (solo: a block onto the Golem's pile).
The choice buttons (keys 1, 2, 3) narrow what can be picked up, or end the turn when no tile fits.
Every move of a person (a tile placed, swapped or moved, a minion placed or walked, a block, even
"no tile fits") stands on the table until Confirm (the kit's provisional move; see
kit/provisional.py) while that setting is on: in solo the Iron Golem moves, and in hot-seat the
other person, the moment a move is made, after which it can no longer be taken back.

Hot-seat: nothing is secret but the stack order, so there is no curtain; the dungeon of the
player to move is shown large (the OpenSeats seating, kit/seating.py).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.client.tables.kit.actions import Steps
from game.client.tables.kit.hint import EDGE as GHOST_ROUTE
from game.client.tables.kit.hint import draw_ghost_marker, ghost_of
from game.client.tables.kit.open_step import OpenStep
from game.client.tables.kit.seating import OpenSeats
from game.client.tables.kit.table import TableScene
from game.client.tables.makers import key, moves
from game.client.tables.makers.panels import (
    SHORT_NAMES,
    action_icon,
    minion_rect,
    supply_rects,
)
from game.client.tables.makers.view import GOLEM_TURN, TURNS, BoardView
from game.client.widgets.board_parts import route
from game.client.widgets.choices import ChoiceRow
from game.rules.makers.state import STACKS
from game.rules.makers.text import TURN_NAMES
from game.rules.makers.tiles import BLOCK, SIZE, TILES, cell_index, cell_label

CELLS = [(c, r) for r in range(SIZE) for c in range(SIZE)]
WAITING_WORDS = {
    "place": "tile",
    "move_tile": "tile's move",
    "minion": "minion",
    "move_minion": "minion's walk",
    "block": "block",
}
TRADE_ICONS = {None: "move_minion", "block": "block_or_move", "minion": "place_minion"}


class MakersTable(TableScene):
    GAME_ID = "makers"
    ICON = "underground-cave"  # its medal in game select
    LEVEL = "makers"
    REQUIRED_SLOTS = (
        [f"cell_{c}_{r}" for c, r in CELLS]
        + [f"opp_{c}_{r}" for c, r in CELLS]
        + [
            "my_label",
            "my_minions",
            "my_blocks",
            "score_track",
            "opp_label",
            "opp_supply",
            "opp_action",
            "golem_panel",
            "stacks_label",
            "stack_0",
            "stack_1",
            "stack_2",
            "action_tile",
            "choice_left",
            "choice_center",
            "choice_right",
        ]
    )

    # ---- set-up -----------------------------------------------------------------------------
    def setup(self) -> None:
        """The table's parts, made here: the seating (whose dungeon is shown large), the board's
        drawing (view.py), the action tile's choice buttons and the drag."""
        self.cells = {cell: self.slot_rect(f"cell_{cell[0]}_{cell[1]}") for cell in CELLS}
        self.opp_cells = {cell: self.slot_rect(f"opp_{cell[0]}_{cell[1]}") for cell in CELLS}
        self.stack_rects = [self.slot_rect(f"stack_{s}") for s in range(STACKS)]
        self.solo = self.state.solo  # one person against the Iron Golem
        self.choice: str | None = None  # "single" / "left" / "center" / "right" picked on the tile
        self.pending: OpenStep | None = None  # a minion move waiting for its trade choice
        # the dungeon shown large: the person to move's (kit/seating.py)
        self.seating = OpenSeats(self.session, self.beats, self.anim, self.seat_marker)
        self.view = BoardView(self)  # the drawing: kept layers, the Golem's coin, glows, flights
        self.kept_layers += self.view.layers
        self.buttons = ChoiceRow(
            {turn: self.slot_rect(f"choice_{turn}") for turn in TURNS}, self.press_choice
        )
        self.drag = self.make_drag(
            pieces=self.pieces,
            targets=self.targets_list,
            legal_targets=self.legal_targets,
            why_not=self.why_not,
            drop=self.drop,
            draw_piece=self.view.draw_piece,
            rotations=moves.rotations,
            why_stuck=self.why_stuck,
        )
        self._version = self.session.version  # the position the picked choice was made in

    def draw_board(self, surface) -> None:
        self.view.draw(surface)

    def minion_style(self, owner: int):
        return self.view.minion_style(owner)

    # ---- drag callbacks: all from the action index ------------------------------------------
    def index(self, everything: bool = False):
        """The acting seat's legal moves as drags, narrowed to the picked choice unless
        `everything` (None when no one may move on this screen)."""
        seat, choice = self.seating.acting_seat(), self.choice
        if seat is None:
            return None
        every = self.kept(
            "index", (self.session.version, seat), lambda: moves.index(self.state, seat)
        )
        if everything or choice is None:
            return every
        return self.kept(
            "chosen", (self.session.version, seat, choice), lambda: every.only(moves.chosen(choice))
        )

    def pieces(self) -> list:
        index = self.index()
        if index is None or self.pending is not None:
            return []
        waiting = self.provisional
        if waiting is not None:  # only the piece awaiting Confirm: picked up again, it goes back
            rect = self.view.waiting_rect()
            return [] if rect is None else [(waiting.piece, rect)]
        frozen = self.view.golem_beat() is not None  # the stacks on show are not yet the real ones
        listed = [
            (piece, self.piece_rect(piece))
            for piece in index.pieces()
            if not (frozen and piece[0] == "stack")
        ]
        # a press takes the last piece listed under it: a minion stands on its tile, so it goes last
        return sorted(listed, key=lambda item: item[0][0] == "minion")

    def piece_rect(self, piece) -> pygame.Rect | None:
        if piece[0] == "stack":
            return self.stack_rects[piece[1]]
        if piece[0] in (
            "tile",
            "minion",
        ):  # ("tile", c, r): the cell (c, r); a minion stands inside it
            return (
                self.cells[piece[1:]] if piece[0] == "tile" else minion_rect(self.cells[piece[1:]])
            )
        supply = piece[1]  # ("supply", "minion") or ("supply", "block")
        left = (self.state.minions_left if supply == "minion" else self.state.blocks_left)[
            self.seating.focus
        ]
        rects = supply_rects(self.slot_rect(f"my_{supply}s"), left, supply)
        return rects[0].unionall(rects) if rects else None  # any of them can be picked up

    def targets_list(self) -> list:
        out = [(("mine", c, r), rect) for (c, r), rect in self.cells.items()]
        if self.solo:
            return out + [(("pile",), self.slot_rect("golem_panel"))]
        return out + [(("theirs", c, r), rect) for (c, r), rect in self.opp_cells.items()]

    def target_rect(self, target) -> pygame.Rect:
        return dict(self.targets_list())[target]

    def key_sections(self) -> list:
        """The key to every symbol on this table (key.py)."""
        names = [self.session.seat_name(seat) for seat in range(2)]
        return key.key_sections(self.solo, self.minion_style, names)

    def draw_hinted_move(self, surface, action) -> None:
        """The hinted move as a faded piece where it would stand (a minion's walk with its
        route), marked "Hint" (a pass has no piece: the sentence names it)."""
        found = moves.locate(self.state, self.seating.focus, action)
        if found is None:
            return
        piece, target, turn = found
        act = action["act"]
        rect = self.view.place_rect(target, act)
        if act == "move_minion":
            path = action["path"]
            route(surface, [self.cells[tuple(c)].center for c in path], len(path) - 1, GHOST_ROUTE)
        ghost = ghost_of(lambda s, r: self.view.draw_piece(s, piece, r, turn), rect.size)
        surface.blit(ghost, rect.topleft)
        draw_ghost_marker(surface, self.view.mark_rect(target, act))

    def lesson_pointers(self, action) -> list[pygame.Rect]:
        """The piece to take and the place it goes (kit/coach.py frames them); nothing once the
        move stands on the table awaiting Confirm (its own frame says so)."""
        if self.provisional is not None:
            return []
        found = moves.locate(self.state, self.seating.focus, action)
        if found is None:
            return []
        piece, target, _ = found
        return [rect for rect in (self.piece_rect(piece), self.target_rect(target)) if rect]

    def legal_targets(self, piece, rotation) -> set:
        index = self.index()
        return set() if index is None else index.targets(piece, rotation % moves.rotations(piece))

    def why_not(self, piece, target, rotation) -> str | None:
        seat = self.seating.acting_seat()
        if seat is None:
            return "It is not your turn."
        return moves.why_not(self.state, seat, piece, target, rotation, self.choice)

    def drop(self, piece, target, rotation) -> str | None:
        index = self.index()
        actions = (
            [] if index is None else index.actions(piece, target, rotation % moves.rotations(piece))
        )
        if not actions:
            return self.why_not(piece, target, rotation)
        steps = Steps(actions)
        if piece[0] == "minion":  # the route worth the most points, then the trade is asked
            steps.choose("path", max(steps.options("path"), key=len))
            trades = [
                (cell, self.cells[tuple(cell)])
                for cell in steps.options("trade")
                if cell is not None
            ]
            if trades:  # marked on the board, and on the choice buttons with "keep"
                self.pending = OpenStep(steps, "trade", trades, self.commit)
                return None
            steps.choose("trade", None)
        return self.commit(steps.action, piece, target, rotation)

    def propose(self, action, seat=None, *, piece=None, target=None, rotation: int = 0):
        """As the kit's, the piece and the place of the move found from the action when not
        given (a trade chosen on the board, a lesson's move, a choice button's pass)."""
        found = moves.locate(self.state, self.seating.focus, action)
        if piece is None and found is not None:
            piece, target, rotation = found
        return super().propose(action, seat, piece=piece, target=target, rotation=rotation)

    def commit(self, action, piece=None, target=None, rotation: int = 0) -> str | None:
        """Make the move, or stand it on the table awaiting Confirm (`piece`, `target`: where it
        came from and goes)."""
        reason = self.propose(
            action, self.seating.acting_seat(), piece=piece, target=target, rotation=rotation
        )
        if reason is None:  # made, or standing on the table: the trade's step is over
            self.pending = None
            if self.provisional is None:
                self.choice = None
        return reason

    def wants_confirm(self, seat: int, action) -> bool:
        """Every move of a person: once made, the Golem's coin or the other person's turn
        follows at once, and it can no longer be taken back."""
        return action.get("act") != "golem"

    def provisional_prompt(self) -> str:
        leaving = self.view.swapped_out()
        action = self.provisional.action
        if leaving is not None:
            where = cell_label(cell_index(action["cell"]))
            return (
                f"Confirm the swap: the {TILES[leaving[0]].name} at {where} leaves (Enter), "
                "or take it back (Esc)"
            )
        if action["act"] == "pass":
            end = (
                "the Iron Golem takes one last turn and the game ends"
                if self.solo
                else "your turn ends"
            )
            return f"No tile fits: Confirm and {end} (Enter), or take it back (Esc)"
        what = WAITING_WORDS[action["act"]]
        return f"Confirm the {what} (Enter), or take it back (Esc, Undo, or pick it up)"

    def _trade_options(self) -> dict:
        """The trade's buttons: keep the minion (centre), or trade it for a marked piece."""
        return {
            "center": None,
            **dict(zip(("left", "right"), (cell for cell, _ in self.pending.places))),
        }

    # ---- the action tile's choices ----------------------------------------------------------
    def choices(self) -> dict:
        """turn -> the rules' description of that choice, for the seat whose tile is shown."""
        return self.kept(
            "choices",
            (self.session.version, self.seating.focus),
            lambda: {
                "center" if c["turn"] == "single" else c["turn"]: c
                for c in self.state.action_choices(self.seating.focus)
            },
        )

    def press_choice(self, turn: str) -> None:
        """A shown choice button pressed (only on the acting person's turn: handle_board_event)."""
        if self.pending is not None:  # the trade's buttons show
            self.pending.choose(self._trade_options()[turn])
            return
        self.take_back(say=False)  # another choice: the tile awaiting Confirm goes back
        info = self.choices()[turn]  # the buttons shown are the choices'
        if info["passes"]:  # placing is offered, but no stack tile fits: choosing it ends the turn
            action = next(a for a in self.index(everything=True).other if a["act"] == "pass")
            if self.solo and not self.app.settings.confirm_moves:  # else Confirm asks
                self.confirm(
                    "End the game?",
                    lambda: self.commit(action),
                    yes_label="End the game",
                    detail="No stack tile fits your dungeon: if you stop here, the Iron Golem "
                    "takes one last turn and the game ends.",
                )
            else:
                self.commit(action)
            return
        if not info["possible"]:
            self.flash(info["why"] or "That choice cannot be used now.", bad=True)
            return
        self.choice = None if self.choice == info["turn"] else info["turn"]
        self.drag.cancel()

    def refresh_buttons(self) -> None:
        """The three choice buttons from the rules' choices (or the trade's options)."""
        for button in self.buttons.values():
            button.visible = False
        if self.state.is_over():  # nothing comes next: no choice looks live
            return
        if self.pending is not None:
            grid, steps = self.state.grid[self.seating.focus], len(self.pending.first["path"]) - 1
            for turn, cell in self._trade_options().items():
                what = cell and (
                    "block" if grid[cell_index(cell)] == BLOCK else "minion"
                )  # None: keep it
                label = (
                    f"Trade: {what} at {cell_label(cell_index(cell))}"
                    if what
                    else f"Keep the minion (+{steps})"
                )
                self.buttons[turn].show(partial(action_icon, TRADE_ICONS[what]), True, label)
            return
        # nobody's choice while the Golem's turn is told (its coin, its lines): greyed, inactive
        seat = None if self.view.golem_beat() is not None else self.seating.acting_seat()
        for turn, choice in self.choices().items():
            button = self.buttons[turn]
            passing = seat is not None and choice["passes"]
            button.show(
                partial(action_icon, choice["action"]),
                passing or (seat is not None and choice["possible"]),
                "No tile fits: end turn" if passing else None,
                waiting=seat is None,
                why=choice["why"],
                selected=self.choice == choice["turn"],
                name=SHORT_NAMES.get(choice["action"], choice["name"]),
            )
            button.caption = TURN_NAMES[choice["turn"]].upper() + (
                "" if button.possible or button.waiting else "  (not now)"
            )

    # ---- input ------------------------------------------------------------------------------
    def handle_board_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.buttons.point(event.pos)
        if self.seating.acting_seat() is None:
            self.drag.cancel()  # (nothing when nothing is held)
            return False
        self.refresh_buttons()
        telling = self.view.golem_beat() is not None  # the buttons wait until it has been told
        if self.drag.held is None and not telling and self.buttons.handle(event):
            return True
        if self.pending is not None:  # only the marked cells and the buttons answer
            used = self.pending.handle(event)
            if used is None:
                self.pending = None
                self.flash("Minion move called off.")
            return used is not False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.drag.held is None:
            was, self.choice = self.choice, None
            return was is not None
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and self.view.golem_beat() is not None
            and any(rect.collidepoint(event.pos) for rect in self.stack_rects)
        ):
            self.beats.finish()  # a click on the stacks ends the telling; the next one picks up
            return True
        return self.drag_event(
            self.drag, event
        )  # a tile picked up turns until it fits (on_pick_up)

    def why_stuck(self, pos) -> str | None:
        """Why a piece pressed on cannot be picked up now (None where there is no piece)."""
        piece = self._piece_under(pos)
        if piece is None:
            return None
        if self.provisional is not None:
            return "First confirm the move waiting on the table (Enter), or take it back (Esc)."
        if self.seating.acting_seat() is None:
            return "Not yet: the pieces are yours once your turn is on the table."
        if self.pending is not None:
            return "First finish the minion's move: a marked trade, or keep it (Esc calls it off)."
        if piece[0] == "stack" and self.view.golem_beat() is not None:
            return "The Iron Golem's turn is still being shown: the stacks are yours in a moment."
        return moves.why_not_pickable(
            self.state, self.seating.focus, piece, self.choice, self.index(everything=True)
        )

    def _piece_under(self, pos):
        """The piece of the acting player's at `pos` (a stack's top, a tile or minion of their
        dungeon, a supply), whether or not it may be picked up; None elsewhere."""
        seat, state = self.seating.focus, self.state
        listed = [(("stack", s), rect) for s, rect in enumerate(self.stack_rects)]
        listed += [
            (("supply", kind), self.slot_rect(f"my_{kind}s")) for kind in ("minion", "block")
        ]
        listed += [
            (("tile", c, r), rect)
            for (c, r), rect in self.cells.items()
            if state.grid[seat][r * SIZE + c] >= 0
        ]
        listed += [
            (("minion", c, r), minion_rect(rect))
            for (c, r), rect in self.cells.items()
            if state.minion[seat][r * SIZE + c] == seat
        ]  # listed after the tiles: a press on one takes it
        return next((piece for piece, rect in reversed(listed) if rect.collidepoint(pos)), None)

    def on_pick_up(self, piece) -> None:
        """A tile just picked up turns to the first way round that fits an empty cell, or else to
        the first that fits anywhere (a swap), or stays as it was when nothing fits; in a lesson,
        the piece of the asked move turns the way the lesson asks."""
        seat = self.seating.acting_seat()
        asked = None if self.coach is None or seat is None else self.coach.expected(seat)
        found = None if asked is None else moves.locate(self.state, seat, asked)
        if found is not None and found[0] == piece:
            self.drag.rotate(found[2] - self.drag.rotation)
            return
        self.drag.turn_to_fit(
            prefer=lambda target: (
                self.state.grid[self.seating.focus][target[2] * SIZE + target[1]] < 0
            )
        )

    # ---- after each move --------------------------------------------------------------------
    def on_action(self, seat: int, action, events: list) -> None:
        if (
            action != GOLEM_TURN
        ):  # (the kept layer's key has the session's version: it is drawn again)
            self._show_what_happened(seat, action, events)

    def _show_what_happened(self, seat: int, action, events: list) -> None:
        """Points float up from where they were scored and the touched cells glow."""
        for event in events:
            if event.kind == "points" and event.data["cell"] is not None:
                rect = self.view.cell_rect(event.seat, event.data["cell"])
                self.floats.add(
                    f"+{event.data['points']}", (rect or self.slot_rect("golem_panel")).center
                )
            if event.kind == "end":
                self.flash(event.text)
        self.view.mark_recent(seat, action, events)

    # ---- beats: how long each move is shown -------------------------------------------------
    def beat_length(self, beat) -> float:
        """The Golem's turn is told: its coin tumbles, its lines appear one by one, and only then
        does the table show what it did. In hot-seat the mover's dungeon stays large a moment."""
        if beat.action == GOLEM_TURN:
            self.play_sound("dice")
            return self.view.tell_golem_turn(beat)
        return self.seating.hold_after(beat)

    def on_beat_end(self, beat) -> None:
        if beat.action == GOLEM_TURN:  # told (or cut short): show what it did
            self._show_what_happened(beat.seat, beat.action, beat.events)
            self.view.golem_turn_told(beat)
            before = self._scores_of(beat.before)
            gain = self.view._total(1) - (before[1].total if before else 0)
            # rising to just under its "N points" label: it never covers the label or the top bar
            if gain:
                self.floats.add(f"{gain:+d}", self.slot_rect("golem_panel").move(-60, 112).topright)
        self.view.layer.forget()

    def animating(self) -> bool:
        return self.view.animating() or self.seating.banner.showing

    def update(self, dt: float) -> None:
        if self._version != self.session.version:  # a move or an undo: the turn starts afresh
            self._version, self.choice, self.pending = self.session.version, None, None
        super().update(dt)
        self.seating.turn_changed(
            dt, "Your dungeon is the large one now."
        )  # (the choice went with the move before)
        self.view.update(dt)
        self.drag.enabled = self.seating.acting_seat() is not None

    # ---- prompt -----------------------------------------------------------------------------
    def prompt(self) -> str:
        seat = self.seating.acting_seat()
        if seat is None:
            return "your dungeon comes up in a moment"
        if self.pending is not None:
            return (
                "trade your minion for a marked block or minion, or keep it "
                "(Esc calls the move off)"
            )
        if self.drag.held is not None:
            piece = self.drag.held
            if piece[0] in ("stack", "tile"):
                if not self.drag.legal:
                    return "no cell fits it this way round: turn it (R, wheel, right-click) or Esc"
                return "drop the tile on a lit cell (R, wheel or right-click turns it)"
            if self.solo and piece == ("supply", "block"):
                return "drop the block on the Iron Golem's pile (its panel, top right)"
            return "drop it on a lit cell"
        if (
            self.state.side[seat] == "single"
        ):  # placing a tile is all there is; if none fits, it ends the turn
            return (
                "no stack tile fits your dungeon: click 'No tile fits' to end your turn"
                if self.choices()["center"]["passes"]
                else "drag a tile from a stack into your dungeon"
            )
        if self.choice is not None:
            info = self.choices()["center" if self.choice == "single" else self.choice]
            return f"{info['name']}: drag a lit piece (Esc to choose again)"
        return "pick a choice on your action tile, or just drag a piece"

    def board_targets(self) -> list[pygame.Rect]:
        return (
            [rect for _, rect in self.pieces()]
            + list(self.cells.values())
            + [b.rect for b in self.buttons.values() if b.visible]
        )


TABLE = MakersTable
