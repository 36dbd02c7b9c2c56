"""The Doodle Dungeon table: one sheet large (yours while you draft and build, your left
neighbour's while you draw its hero's path, the dungeon being defended in phase C), the others
small below it, the improvement boxes of the large sheet's owner, the key, and a panel for the
phase: the cards on offer and the cards taken; the card being installed as a strip of elements;
the path's forecast; the fight and your hand.

Install: a wall formation follows the cursor as a ghost (R, the wheel or a right-click turns it,
F mirrors it; green where it may go, red with the rules' reason where not), or is traced by a
drag over its spaces (trace_walls.py); traps, monsters and
treasures go where you click; an improvement is a click on a row of boxes. Undo (Z) takes back
this card's steps; Done turns the card over. Path (draw.py): drag from the entrance, back over the
line to rub it out. Defend: drag a card onto the fight, onto a rival's sheet or under your deck;
the d10s roll visibly (fight_dice.py).
Secrets: drawn from the viewing seat's view, treasures only on its own sheet (never while drafting
or drawing paths); with two or more people the curtain comes before each install and turn.
"""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.tables.doodle import moves
from game.client.tables.doodle.cards import ELEMENT_WORDS, card_tip, draw_card, draw_strip
from game.client.tables.doodle.draw_path import PathDrawing
from game.client.tables.doodle.fight_dice import FightDice
from game.client.tables.doodle.glyphs import PENCIL, glyph
from game.client.tables.doodle.panels import DoodlePanels, hearts_text
from game.client.tables.doodle.sheet_view import SheetGeometry, draw_hero, draw_sheet
from game.client.tables.doodle.trace_walls import WallTracing
from game.client.tables.kit.actions import refusal
from game.client.tables.kit.table import TableScene
from game.client.widgets.button import Button
from game.client.widgets.draw import text, text_block
from game.client.widgets.text import fit_text
from game.client.widgets.tooltip import draw_tooltip
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS

BOT_BEAT = {"pick": 0.5, "move": 0.8, "play": 0.8, "resolve": 0.8, "refill": 0.4}  # seconds a bot's move shows
NOBODY = -1  # a viewer who knows no treasures
MAX_FRAME = 0.1  # seconds: the longest step a frame moves the shows on
TOLD = ("dice", "fight", "trap", "escape", "death", "bomb", "hero_card")  # outcomes the defend panel tells
WHERE_UNSAID = ("dice", "fight", "trap", "bomb")  # their lines do not name the dungeon's owner
HINTS = {"walls": "Move the ghost over your sheet: R, the wheel or a right-click turns it, F mirrors it; "
                  "click where it shows green. Or trace the walls: drag over the spaces they fill.",
         "treasure": "Click any space to hide a treasure there (only you see it).",
         "improve": "Click a row of boxes below your sheet to tick its next box."}


class DoodleTable(FightDice, WallTracing, PathDrawing, DoodlePanels, TableScene):
    GAME_ID = "doodle"
    ICON = "maze"  # its medal in game select
    LEVEL = "doodle"
    LOG_HEADERS = ("round", "phase", "paths", "end")
    REQUIRED_SLOTS = ["sheet", "boxes", "panel", "smalls", "key"]

    def setup(self) -> None:
        self._geos: dict = {}
        self.big = SheetGeometry(self.slot_rect("sheet"))
        self.way = 0  # how the wall formation is turned and mirrored (moves.ways)
        self.mouse = (0, 0)
        self.peek: int | None = None  # a sheet clicked to be seen large
        self.under: list[int] = []  # cards chosen to go under the deck when the turn ends
        self.fight_rect = pygame.Rect(0, 0, 0, 0)
        self.told: list[str] = []  # the last outcomes in phase C
        self._index_key = self._index = None
        self._why: dict = {}
        self.setup_path()
        self.setup_trace()
        self.drag = self.make_drag(pieces=self.pieces, targets=self.drop_targets, legal_targets=self.legal_targets,
                                   why_not=self.why_not, drop=self.drop, draw_piece=self.draw_piece)
        panel = self.slot_rect("panel")
        row = [pygame.Rect(panel.left + k * 138, panel.bottom - 38, 130, 36) for k in range(3)]
        self.done_button = Button(row[0], "Done", lambda: self.act({"act": "done"}), size=17,
                                  hotkey=pygame.K_RETURN, tooltip="Turn the card over: its installs stand. Enter.")
        self.restart_button = Button(row[1], "Rub out card", lambda: self.act({"act": "restart"}), size=15,
                                     style="stone", tooltip="Rub out every element of this card and draw them again.")
        self.skip_button = Button(row[2], "Leave out", lambda: self.act({"act": "skip"}), size=15, style="stone",
                                  tooltip="This element cannot go in, not even with the card's earlier ones "
                                          "drawn differently: leave it out.")
        self.move_button = Button(row[0], "Move the hero", lambda: self.act({"act": "move"}), size=15,
                                  hotkey=pygame.K_RETURN, tooltip="The hero walks to its next trap or monster. Enter.")
        self.resolve_button = Button(row[0], "Resolve", lambda: self.act({"act": "resolve"}), size=17,
                                     hotkey=pygame.K_RETURN, tooltip="Judge the encounter as it stands. Enter.")
        self.end_button = Button(row[0], "End turn", self.end_turn, size=17, hotkey=pygame.K_RETURN,
                                 tooltip="Put the cards in the under-the-deck box under your deck (in that "
                                         "order) and draw up to your hand limit. Enter.")
        self.buttons = [self.done_button, self.restart_button, self.skip_button, self.move_button,
                        self.resolve_button, self.end_button] + self.path_buttons(row)
        self.widgets += self.buttons

    # ---- who is looking -----------------------------------------------------------------
    def hot_seat(self) -> bool:
        return len(self.session.human_seats()) >= 2

    def needs_curtain(self, seat: int) -> bool:
        """Before each person's install and phase C turn; drafting and paths show no secret."""
        return self.hot_seat() and self.state.phase in ("install", "defend")

    def eyes(self) -> int | None:
        seat = self.viewer_seat()
        if seat is None or (self.hot_seat() and seat != self.revealed_to):
            return None
        return seat

    def score_viewer(self) -> int | None:
        """In hot-seat, while no one's secrets may show (behind the curtain, drafting, drawing
        paths), the live scores leave out every player's treasures."""
        if self.hot_seat() and (self.eyes() is None or self.state.phase in ("draft", "path")):
            return NOBODY
        return super().score_viewer()

    def my_turn(self) -> bool:
        seat = self.eyes()
        return seat is not None and not self.state.is_over() and seat in self.state.to_move() and not self.beats

    def show_treasures(self, seat: int, eyes: int | None) -> bool:
        phase = self.shown_state().phase
        return phase == "over" or (seat == eyes and phase not in ("draft", "path"))

    def paths_shown(self, state) -> bool:
        return state.phase in ("defend", "over")

    def large_seat(self) -> int:
        state, eyes = self.shown_state(), self.eyes()
        if self.peek is not None:
            return self.peek
        if state.phase in ("defend", "over"):
            return state.current if state.phase == "defend" else (eyes or 0)
        me = eyes if eyes is not None else state.start
        return state.drawn_in(me) if state.phase == "path" else me

    def act(self, action) -> None:
        if self.my_turn():
            self.submit(action, self.eyes())

    def index(self):
        seat, state, mine = self.eyes(), self.state, self.my_turn()
        key = (self.session.version, seat, mine)
        if key != self._index_key:
            self._index_key, self._why = key, {}
            if mine and state.phase == "install":
                self._index = moves.install_index(state, seat)
            elif mine and state.phase == "defend":
                self._index = moves.defend_index(state, seat)
            else:
                self._index = moves.ActionIndex([], lambda a: None)
        return self._index

    # ---- cards: the draft and the hand (drag or click) --------------------------------------
    def card_rects(self) -> list[tuple[int, pygame.Rect]]:
        state, seat, panel = self.state, self.eyes(), self.slot_rect("panel")
        if state.phase == "draft":
            return [(c, pygame.Rect(panel.left + k * 81, panel.top + 26, 76, 214)) for k, c in enumerate(state.display)]
        if state.phase == "defend" and seat is not None:
            hand = [c for c in self.shown_state().hand[seat] if c not in self.under]
            return [(c, pygame.Rect(panel.left + k * 80, panel.top + 190, 76, 130)) for k, c in enumerate(hand)]
        return []

    def under_rect(self) -> pygame.Rect:
        panel = self.slot_rect("panel")
        return pygame.Rect(panel.left + 4 * 80 + 4, panel.top + 190, panel.width - 4 * 80 - 4, 130)

    def pieces(self) -> list:
        if not self.my_turn() or self.state.phase not in ("draft", "defend") or self.state.stage == "move":
            return []
        return [(("card", c), rect) for c, rect in self.card_rects()]

    def drop_targets(self) -> list:
        if self.state.phase == "draft":
            return [("take", self.big.grid)] + [(("take", c), r) for c, r in self.card_rects()]
        large = self.large_seat()
        out = [(("sheet", s), self.small_rect(k)) for k, s in enumerate(self.small_seats(large))]
        if self.state.stage == "encounter":
            out.append(("fight", self.fight_rect))
        if self.state.stage == "hero":
            out.append(("under", self.under_rect()))
        return out

    def legal_targets(self, piece, rotation) -> set:
        if not self.my_turn():
            return set()
        if self.state.phase == "draft":
            return {"take", ("take", piece[1])}
        legal = self.index().targets(piece[1])
        return legal | {"under"} if self.state.stage == "hero" else legal

    def why_not(self, piece, target, rotation) -> str | None:
        seat = self.eyes()
        if seat is None or not self.my_turn():
            return "It is not your turn."
        if target == "under" or self.state.phase == "draft":
            return refusal(self.state, seat, {"act": "refill", "under": [piece[1]]})
        return refusal(self.state, seat, moves.defend_candidate(piece[1], target))

    def drop(self, piece, target, rotation) -> str | None:
        card = piece[1]
        if self.state.phase == "draft":
            return self.submit({"act": "pick", "card": card}, self.eyes())
        if target == "under":
            self.under.append(card)
            return None
        actions = self.index().actions(card, target)
        return self.submit(actions[0], self.eyes()) if actions else self.why_not(piece, target, rotation)

    def draw_piece(self, surface, piece, rect, rotation) -> None:
        draw_card(surface, piece[1], rect, lit=True, text=rect.height > 140)

    def end_turn(self) -> None:
        if self.my_turn() and self.state.stage == "hero":
            under, self.under = list(self.under), []
            if self.submit({"act": "refill", "under": under}, self.eyes()):
                self.under = under

    # ---- install ------------------------------------------------------------------------------
    def element(self) -> str | None:
        seat = self.eyes()
        if not self.my_turn() or self.state.phase != "install":
            return None
        return self.state.current_element(seat)

    def ghost(self):
        """(cells, legal, reason) of the wall formation under the cursor, or None."""
        if self.element() != "walls" or not self.big.grid.inflate(self.big.cell * 2, self.big.cell * 2).collidepoint(self.mouse):
            return None
        seat, card = self.eyes(), self.state.install[self.eyes()]["card"]
        col, row = self.big.col_row_at(self.mouse)
        cells = moves.placed(card, self.way, col, row)
        legal = row * 10 + col in self.index().targets("walls", moves.canonical(card, self.way)) \
            and 0 <= col < 10 and 0 <= row < 8
        key = ("walls", self.way, col, row)
        if not legal and key not in self._why:
            self._why[key] = self.state.why_illegal(seat, {"act": "walls", "cells": cells})
        return cells, legal, None if legal else self._why[key]

    def install_click(self, pos) -> bool:
        element, seat = self.element(), self.eyes()
        if element is None:
            return False
        if element == "improve":
            cat = self.box_at(pos)
            if cat is None:
                return False
            self.submit({"act": "improve", "category": cat}, seat)
            return True
        if element == "walls":
            ghost = self.ghost()
            if ghost is None:
                return False
            self.submit({"act": "walls", "cells": ghost[0]}, seat)
            return True
        cell = self.big.cell_at(pos)
        if cell is None:
            return False
        act = "hide" if element == "treasure" else "build"
        self.submit({"act": act, "cell": S.to_json(cell)}, seat)
        return True

    def turn_ghost(self, step: int) -> None:
        self.way = (self.way // 4) * 4 + (self.way + step) % 4

    # ---- input ----------------------------------------------------------------------------
    def handle_board_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.state.phase == "path" and self.handle_path(event):
            return True
        if self.element() != "walls":
            self.trace = None
        elif self.handle_trace(event):
            return True
        else:
            if event.type == pygame.MOUSEWHEEL:
                self.turn_ghost(1 if event.y < 0 else -1)
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 or \
                    event.type == pygame.KEYDOWN and event.key == pygame.K_r:
                self.turn_ghost(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_f:
                self.way = (self.way + 4) % 8
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.peek is not None \
                and self.drag.held is None:
            self.peek = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            if self.install_click(event.pos):
                return True
            seat = self.small_at(event.pos)
            if seat is not None:
                self.peek = None if self.peek == seat else seat
                return True
            if self.peek is not None and self.big.grid.collidepoint(event.pos):
                self.peek = None
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.under:
            for k, card in enumerate(self.under):
                if self.under_line(k).collidepoint(event.pos):
                    self.under.remove(card)  # taken back into the hand
                    return True
        used = self.drag.handle(event)
        if self.drag.mode == "click" and self.drag.held is not None and len(self.drag.legal) <= 2:
            only = [t for t in self.drag.legal if t != "take"]
            if self.state.phase == "draft" or len(only) == 1 and only[0] == "fight":
                self.drag.try_drop(only[0] if only else "take")  # a click on a card plays it
        return used

    def on_action(self, seat, action, events) -> None:
        if action.get("act") in ("refill", "pick"):
            self.peek = None
        if self.state.phase == "defend" and self.state.current != self.eyes():
            self.under = []

    def on_beat_end(self, beat) -> None:
        """Keep the last outcomes of phase C (a fight, a trap, a hero action) to tell in the panel,
        each saying whose dungeon it happened in."""
        names = [self.session.seat_name(s) for s in range(self.state.num_players)]
        self.told = (self.told + [self.told_line(e, names) for e in beat.events if e.kind in TOLD])[-3:]

    def told_line(self, event, names) -> str:
        line = event.line(names)
        if event.kind not in WHERE_UNSAID or event.seat is None:
            return line
        whose = "Your dungeon" if event.seat == self.eyes() else f"{names[event.seat]}'s dungeon"
        return f"{whose}: {line}"

    def beat_length(self, beat) -> float:
        """A roll is shown to everyone (fight_dice.py); a computer player's move is held a moment."""
        shown = self.roll_length(beat)
        if self.session.is_bot(beat.seat):
            shown = max(shown, BOT_BEAT.get(beat.action.get("act"), 0.0) * self.anim())
        return shown

    # ---- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # After the app has rested, the first frame's dt is the whole rest: a roll started by
        # that frame's click would be over before it was drawn.
        dt = min(dt, MAX_FRAME)
        super().update(dt)
        self.update_dice(dt)
        mine, state = self.my_turn(), self.state
        legal = self.index().other if mine else []
        acts = {a["act"] for a in legal}
        for button in self.buttons:
            button.visible = False
        if mine and state.phase == "install":
            self.done_button.visible = True
            self.done_button.enabled = "done" in acts
            self.restart_button.visible = "restart" in acts
            self.skip_button.visible = "skip" in acts
        elif mine and state.phase == "defend":
            button = {"move": self.move_button, "encounter": self.resolve_button, "hero": self.end_button}[state.stage]
            button.visible = True
        elif mine and state.phase == "path":
            self.update_path_buttons()

    def prompt(self) -> str:
        state, seat = self.state, self.eyes()
        if state.phase == "draft":
            return f"round {state.round} of 14: take one of the revealed cards (click or drag it)"
        if state.phase == "install":
            element = state.current_element(seat) if seat is not None else None
            if element is None:
                return "every element is in: press Done to turn the card over"
            if self.skip_button.visible:
                return f"the {ELEMENT_WORDS[element]} cannot go in anywhere: press Leave out"
            return {"walls": "draw the wall formation: click the ghost (R turns, F mirrors) or trace it with a drag", "treasure": "hide a treasure: click a space",
                    "improve": "tick an improvement box: click a row"}.get(element, f"draw a {element}: click a lit space")
        if state.phase == "path":
            return self.path_prompt()
        if self.rolling():
            return "the dice roll..."
        return {"move": "move the hero (Enter)", "encounter": "play dungeon actions onto the fight, or Resolve",
                "hero": "lay hero actions on rivals' sheets, put cards under your deck, then End turn"}.get(
            state.stage, "wait")

    def draw_board(self, surface) -> None:
        state, eyes = self.shown_state(), self.eyes()
        large = self.large_seat()
        name = "Your dungeon" if large == eyes else f"{self.session.seat_name(large)}'s dungeon"
        if state.phase == "path" and large != eyes and self.peek is None:
            name += f" ({len(state.treasures[large])} treasures hidden)"
        text(surface, f"{name}  ({hearts_text(state, large)})" if state.phase in ("defend", "over") else name,
             (self.big.grid.right, 80), 16, theme.GOLD, bold=True, anchor="topright")
        draw_sheet(surface, state, large, self.big, self.show_treasures(large, eyes),
                   path=self.paths_shown(state) or (state.phase == "path" and large == state.drawn_in(eyes or 0)))
        draw_hero(surface, state, large, self.big)
        self.draw_board_marks(surface, state, large)
        lit = self.index().targets("improve") if self.element() == "improve" and large == eyes else set()
        self.draw_boxes(surface, state, large, lit)
        self.draw_smalls(surface, state, large, eyes, self.drag.legal if self.drag.held else set())
        self.draw_key(surface)
        self.draw_panel(surface, state, eyes)
        self.tooltips.keep_clear += [b.rect for b in self.buttons if b.visible]
        self.drag.draw_targets(surface)
        self.drag.draw_held(surface)

    def draw_board_marks(self, surface, state, large: int) -> None:
        """Lit spaces and the ghost while installing; the path being drawn."""
        element = self.element()
        if state.phase == "path":
            self.draw_path_marks(surface, state, large)
            return
        if element is None or large != self.eyes():
            return
        if element == "walls" and self.trace:
            self.draw_trace(surface)
            return
        if element == "walls":
            ghost = self.ghost()
            if ghost is not None:
                cells, legal, reason = ghost
                colour = theme.LEGAL if legal else theme.ILLEGAL
                for c, r in cells:
                    rect = self.big.col_row_rect(c, r)
                    glyph(surface, "wall", rect.inflate(-4, -4), colour)
                    pygame.draw.rect(surface, colour, rect, 3, border_radius=4)
                if reason:
                    draw_tooltip(surface, reason, (self.mouse[0] + 16, self.mouse[1] + 16), bad=True)
            return
        piece = {"treasure": "hide", "improve": None}.get(element, "build")
        if piece is None:
            return
        lit = self.index().targets(piece)
        layer = pygame.Surface((self.big.cell, self.big.cell), pygame.SRCALPHA)
        layer.fill((*theme.LEGAL, 60))
        for i in lit:
            surface.blit(layer, self.big.cell_rect(i).topleft)
        hover = self.big.cell_at(self.mouse)
        if hover is not None:
            ok = hover in lit
            pygame.draw.rect(surface, theme.LEGAL if ok else theme.ILLEGAL, self.big.cell_rect(hover), 3)
            if not ok:
                action = {"act": piece, "cell": S.to_json(hover)}
                draw_tooltip(surface, refusal(self.state, self.eyes(), action), (self.mouse[0] + 16, self.mouse[1] + 16),
                             bad=True)

    def draw_panel(self, surface, state, eyes) -> None:
        panel = self.slot_rect("panel")
        if state.phase == "draft":
            picker = self.session.seat_name(state.picker)
            text(surface, f"Round {state.round} of 14: {picker} takes a card", panel.topleft, 16, theme.GOLD, bold=True)
            for card, rect in self.card_rects():
                if not self.drag.is_animating(("card", card)):
                    draw_card(surface, card, rect)
                self.tooltips.add(rect, card_tip(card))
            self.draw_taken(surface, state, panel.top + 250)
        elif state.phase == "install":
            self.draw_install_panel(surface, state, eyes, panel)
        elif state.phase == "path":
            self.draw_path_panel(surface, state, eyes, panel)
        elif state.phase == "defend":
            self.draw_defend_panel(surface, state, eyes, panel)
        else:
            text_block(surface, "The game is over: every hero has died or escaped. Treasures now show on "
                                "every sheet; click a small sheet to see it large.", panel, 15)

    def draw_install_panel(self, surface, state, eyes, panel) -> None:
        rec = state.install[eyes] if eyes is not None else None
        if rec is None:
            waiting = [self.session.seat_name(s) for s in state.to_move()]
            text_block(surface, "Your card is in. Waiting for " + ", ".join(waiting) + " to install theirs.",
                       panel, 15)
            return
        card = CARDS[rec["card"]]
        text(surface, f"Install your card: {card.action.name} ({card.action.kind} action)", panel.topleft, 16,
             theme.GOLD, bold=True)
        text_block(surface, card.action.text, pygame.Rect(panel.left, panel.top + 24, panel.width, 48), 14)
        boxes = draw_strip(surface, rec["card"], rec["step"], rec["left_out"],
                           pygame.Rect(panel.left, panel.top + 72, panel.width, 60))
        for box, element in zip(boxes, card.elements):
            self.tooltips.add(box, f"Element: {element if element != 'improve' else 'an improvement'}")
        element = state.current_element(eyes)
        hint = HINTS.get(element, "Click a lit space: traps and monsters never touch side by side."
                         if element else "Every element is in: press Done to turn the card over.")
        text_block(surface, hint + " Z or Undo takes back this card's last step.",
                   pygame.Rect(panel.left, panel.top + 140, panel.width, 80), 14, theme.TEXT_DIM)
        self.draw_taken(surface, state, panel.top + 226)

    def draw_defend_panel(self, surface, state, eyes, panel) -> None:
        seat = state.current
        stage = {"move": "the hero moves on", "encounter": "the encounter", "hero": "hero actions and refill"}[state.stage]
        text(surface, f"{self.session.seat_name(seat)}'s turn: {stage}", panel.topleft, 16, theme.GOLD, bold=True)
        roll = self.rolling()
        if roll is not None:
            self.draw_roll(surface, roll, panel.top + 26)
        elif state.fight is not None:
            self.draw_fight(surface, state, seat, panel.top + 26, state.hand[seat] if seat == eyes else [])
        else:
            y = panel.top + 26
            for line in self.told[-3:]:
                surface.blit(fit_text(line, 14, theme.TEXT, panel.width), (panel.left, y))
                y += 22
            if state.stage == "hero" and seat == eyes:
                text_block(surface, "Drag hero actions onto a rival's sheet below (each acts by itself at its "
                                    "moment), cards into the box to go under your deck, then End turn.",
                           pygame.Rect(panel.left, max(y, panel.top + 100), panel.width, 70), 13, theme.TEXT_DIM)
        if eyes is None:
            return
        text(surface, "Your hand", (panel.left, panel.top + 172), 14, theme.GOLD, bold=True)
        for card, rect in self.card_rects():
            if not self.drag.is_animating(("card", card)):
                draw_card(surface, card, rect, text=True)
            self.tooltips.add(rect, card_tip(card))
        self.draw_under_box(surface, state, eyes)

    def under_line(self, k: int) -> pygame.Rect:
        box = self.under_rect()
        return pygame.Rect(box.left + 4, box.top + 20 + k * 16, box.width - 8, 15)

    def draw_under_box(self, surface, state, eyes) -> None:
        box = self.under_rect()
        pygame.draw.rect(surface, (52, 44, 38), box, border_radius=6)
        pygame.draw.rect(surface, PENCIL, box, 1, border_radius=6)
        deck = state.deck[eyes]
        text(surface, f"Deck: {len(deck)} cards", (box.left + 4, box.top + 2), 12, theme.GOLD, bold=True)
        for k, card in enumerate(self.under):
            text(surface, f"{k + 1}. {CARDS[card].action.name} (under)", self.under_line(k).topleft, 12)
            self.tooltips.add(self.under_line(k), "Goes under your deck when the turn ends. Click to keep it.")
        y = box.top + 24 + len(self.under) * 16
        known = [CARDS[c].action.name for c in deck[:state.known_bottom[eyes]]]
        if known:
            text_block(surface, "Known bottom: " + ", ".join(known), pygame.Rect(box.left + 4, y, box.width - 8,
                                                                                box.bottom - y), 11, theme.TEXT_DIM)
        elif not self.under:
            text_block(surface, "Drop cards here to put them under your deck", pygame.Rect(
                box.left + 4, y, box.width - 8, box.bottom - y), 11, theme.TEXT_DIM)

    def board_targets(self) -> list[pygame.Rect]:
        return [self.big.cell_rect(i) for i in range(S.CELLS)] + [r for _, r in self.card_rects()] + \
            [self.box_row_rect(k) for k in range(6)]


TABLE = DoodleTable
