"""The Doodle Dungeon table: one sheet large (yours while you draft and build, that of the player
on your right while you draw its hero's path, the dungeon being defended in phase C), the others
small below it, the improvement boxes of the large sheet's owner, the key, and a panel for the
phase: the cards on offer and the cards taken; the card being installed as a strip of elements;
the path's forecast; the fight and your hand. Install: the wall ghost (here) or a traced
formation (trace_walls.py), clicks for the rest; path: draw_path.py; defend: cards dragged onto
the fight, a rival's sheet or under the deck, the d10s rolled visibly (fight_dice.py).
Secrets: drawn from the viewing seat's view, treasures only on its own sheet (never while drafting
or drawing paths); with two or more people the curtain comes before each install and turn.
"""

from __future__ import annotations

from functools import partial
from operator import attrgetter

import pygame

from game.client import fonts, theme
from game.client.tables.doodle import key, moves
from game.client.tables.doodle.cards import (
    CARD_HEIGHT,
    ELEMENT_WORDS,
    card_tip,
    draw_card,
    draw_strip,
    hand_cards,
)
from game.client.tables.doodle.draw_path import PathDrawing
from game.client.tables.doodle.fight_dice import FightDice
from game.client.tables.doodle.glyphs import PENCIL
from game.client.tables.doodle.move_marks import MoveMarks
from game.client.tables.doodle.panels import DoodlePanels, hearts_text
from game.client.tables.doodle.sheet_view import (
    SheetGeometry,
    draw_hero,
    draw_sheet,
    fits_here,
    fits_turned,
    marked_wall,
)
from game.client.tables.doodle.trace_walls import WallTracing
from game.client.tables.kit.actions import ActionIndex, refusal
from game.client.tables.kit.open_hands import OpenHands
from game.client.tables.kit.provisional import played
from game.client.tables.kit.table import TableScene
from game.client.widgets.button import Button
from game.client.widgets.draw import text, text_block
from game.client.widgets.text import fit_text
from game.client.widgets.tooltip import draw_tooltip
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CARDS

GOES_ON = ("walls", "build", "hide", "improve", "skip", "restart", "step")  # more may follow
STOPS = ("done", "finish")  # end a card or a path: join what waits, and nothing follows
BOT_BEAT = {
    "pick": 0.5,
    "move": 0.8,
    "play": 0.8,
    "resolve": 0.8,
    "refill": 0.4,
}  # seconds a bot's move shows
NOBODY = -1  # a viewer who knows no treasures
CARD_WIDE = 128  # the widest a card on offer is drawn (with few on offer)
MAX_FRAME = 0.1  # seconds: the longest step a frame moves the shows on
TOLD = (
    "dice",
    "fight",
    "trap",
    "escape",
    "death",
    "bomb",
    "hero_card",
)  # outcomes the defend panel tells
WHERE_UNSAID = ("dice", "fight", "trap", "bomb")  # their lines do not name the dungeon's owner
# the buttons under the panel: name, place in the row (the first is pressed by Enter, the others are
# secondary), label, the action it makes or the method it calls (on the table), text size, tooltip
BUTTONS = [
    ("done", 0, "Done", {"act": "done"}, 17, "Turn the card over: its installs stand. Enter."),
    (
        "restart",
        1,
        "Rub out card",
        "restart",
        15,
        "Rub out every element of this card and draw them again.",
    ),
    (
        "skip",
        2,
        "Leave out",
        {"act": "skip"},
        15,
        (
            "This element cannot go in, not even with the card's earlier ones "
            "drawn differently: leave it out."
        ),
    ),
    (
        "move",
        0,
        "Move the hero",
        {"act": "move"},
        15,
        "The hero walks to its next trap or monster. Enter.",
    ),
    ("resolve", 0, "Resolve", {"act": "resolve"}, 17, "Judge the encounter as it stands. Enter."),
    (
        "end",
        0,
        "End turn",
        "end_turn",
        17,
        "Put the cards in the under-the-deck box under your deck (in that "
        "order) and draw up to your hand limit. Enter.",
    ),
    (
        "exit",
        0,
        "Leave by the exit",
        {"act": "finish"},
        14,
        "The line ends below H10: the path is done. Enter.",
    ),
    (
        "route",
        1,
        "Shortest way out",
        "path.shortest_route",
        14,
        "Finish the line from where it ends by the fewest steps the rules allow.",
    ),
    (
        "back",
        2,
        "Turn back (U)",
        "path.stroke.turn_back",
        14,
        "Step back onto the space just left: a U-turn (it passes that space again).",
    ),
]
# what to do with the element to install: the prompt, and the panel's longer hint
TO_INSTALL = {
    "walls": (
        "draw the wall formation: click the ghost (R turns, F mirrors) or trace it with a drag",
        "Move the ghost over your sheet: R, the wheel or a right-click turns it, F mirrors it; "
        "click "
        "where it shows green. Or trace the walls: drag over the spaces they fill.",
    ),
    "treasure": (
        "hide a treasure: click a space",
        "Click any space to hide a treasure there (only you see it).",
    ),
    "improve": (
        "tick an improvement box: click a row",
        "Click a row of boxes below your sheet to tick its next box.",
    ),
    None: (
        "every element is in: press Done to turn the card over",
        "Every element is in: press Done to turn the card over.",
    ),
}
STAGES = {  # a phase C turn's stage: the panel's name for it, and the prompt
    "move": ("the hero moves on", "move the hero (Enter)"),
    "encounter": ("the encounter", "play dungeon actions onto the fight, or Resolve"),
    "hero": (
        "hero actions and refill",
        "lay hero actions on rivals' sheets, put cards under your deck, then End turn",
    ),
}


class DoodleTable(TableScene):
    GAME_ID = "doodle"
    ICON = "maze"  # its medal in game select
    LEVEL = "doodle"
    LOG_HEADERS = ("round", "phase", "paths", "end")
    LOG_QUIET = (
        "step",
    )  # a path's steps: people draw at once, and their steps made the log unreadable
    REQUIRED_SLOTS = ["sheet", "boxes", "panel", "smalls", "key"]

    def setup(self) -> None:
        self.big = SheetGeometry(self.slot_rect("sheet"))
        self.way = 0  # how the wall formation is turned and mirrored (moves.ways)
        self.way_for = None  # (round, card) whose formation `way` turns: a new card starts at 0
        self.mouse = (0, 0)
        self.peek: int | None = None  # a sheet clicked to be seen large
        self.under: list[int] = []  # cards chosen to go under the deck when the turn ends
        self.told: list = []  # the events of the last outcomes in phase C
        self.tips: list[tuple[str, bool]] = []  # notes beside the pointer, drawn last
        # the table's parts, each owning its state and drawing (docs/client.md lists them)
        self.dice = FightDice(self.beats, self.anim, self.play_sound)  # the fight's d10s
        self.panels = DoodlePanels(self)  # box rows, small sheets, key strip, taken, the fight
        self.path = PathDrawing(self)  # the hero's path drawn through a rival's sheet
        self.trace = WallTracing(self)  # a wall formation traced by a drag
        self.marks = MoveMarks(self)  # moves not made: waiting for Confirm, or hinted
        self.open_hands = OpenHands(self, hand_cards)  # Show all: every hand laid open
        self.drag = self.make_drag(
            pieces=self.pieces,
            targets=self.drop_targets,
            legal_targets=self.legal_targets,
            why_not=self.why_not,
            drop=self.drop,
            draw_piece=self.draw_piece,
        )
        panel = self.slot_rect("panel")
        row = [pygame.Rect(panel.left + k * 138, panel.bottom - 38, 130, 36) for k in range(3)]
        self.buttons = {
            name: Button(
                row[place],
                label,
                attrgetter(does)(self) if isinstance(does, str) else partial(self.act, does),
                size=size,
                style="stone" if place else "wood",
                hotkey=None if place else pygame.K_RETURN,
                tooltip=tip,
            )
            for name, place, label, does, size, tip in BUTTONS
        }
        self.widgets += list(self.buttons.values())

    def key_sections(self):
        names = [self.session.seat_name(s) for s in range(self.state.num_players)]
        return key.sections(self.seat_marker, names)

    # ---- who is looking -----------------------------------------------------------------
    def needs_curtain(self, seat: int) -> bool:
        """Before each person's install and phase C turn; drafting and paths show no secret."""
        return self.hot_seat() and self.state.phase in ("install", "defend")

    def score_viewer(self) -> int | None:
        """In hot-seat, while no one's secrets may show (behind the curtain, drafting, drawing
        paths), the live scores leave out every player's treasures."""
        if self.hot_seat() and (self.eyes() is None or self.state.phase in ("draft", "path")):
            return NOBODY
        return super().score_viewer()

    def show_treasures(self, seat: int, eyes: int | None) -> bool:
        """A sheet's hidden treasures: its owner's eyes only, and in hot-seat not while drafting
        or drawing paths (no curtain then); a person alone at this screen (against computer
        players, or at a network table) always sees their own."""
        phase = self.shown_state().phase
        return (
            phase == "over"
            or self.sees_all  # a finished game's replay showing everything
            or (seat == eyes and (not self.hot_seat() or phase not in ("draft", "path")))
        )

    def large_seat(self) -> int:
        """The sheet shown large: one clicked to be seen large, else the sheet the person at the
        screen acts on (theirs; while drawing paths, the one they draw in), which stays in view
        while computer players move."""
        if self.peek is not None:
            return self.peek
        state, me = self.shown_state(), self.person_seat()
        return state.drawn_in(me) if state.phase == "path" else me

    def person_seat(self) -> int:
        """The person the screen is for: the one looking now, else the one who looked last, else
        the first person (with computer players alone: the one whose turn it is)."""
        for seat in (self.eyes(), self.revealed_to):
            if seat is not None:
                return seat
        humans = self.session.human_seats()
        if humans:
            return humans[0]
        state = self.shown_state()
        return state.current if state.phase == "defend" else state.start

    # ---- moves that wait for Confirm (kit/provisional.py) ------------------------------------
    def wants_confirm(self, seat: int, action) -> bool:
        return True  # every move a person makes, while the setting is on

    def previews_points(self, seat: int, action) -> bool:
        return action.get("act") != "move"  # a move may roll the fight's dice and judge it

    def lesson_pointers(self, action) -> list[pygame.Rect]:
        """The piece to take (a card, a button) and the place the move goes (kit/coach.py frames
        them)."""
        act = action["act"]
        button = {
            "done": "done",
            "skip": "skip",
            "restart": "restart",
            "finish": "exit",
            "move": "move",
            "resolve": "resolve",
            "refill": "end",
        }.get(act)
        if button is not None:
            return [self.buttons[button].rect]
        place = self.marks.place(action)
        if act == "play":
            target = action.get("target")
            return [
                r
                for r in (
                    place,
                    self.panels.fight_rect if target is None else self.small_rect_of(target),
                )
                if r
            ]
        return [place] if place is not None else []

    def draw_hinted_move(self, surface, action) -> None:
        self.marks.draw_hint(surface, action)

    def provisional_prompt(self) -> str:
        return self.marks.prompt()

    def waiting_goes_on(self) -> bool:
        return self.provisional is not None and not self.waiting_closed()

    def waiting_closed(self) -> bool:
        """A move waits that nothing may follow before Confirm (it ends the card, the path or the
        choice, or may roll dice)."""
        waiting = self.provisional
        return waiting is not None and waiting.actions[-1]["act"] not in GOES_ON

    def propose_move(self, action) -> str | None:
        """The person's move: made, or (Confirm moves) shown waiting; an element of a card or a
        step of a path joins the moves already waiting."""
        if not self.my_turn():
            return "It is not your turn."
        return self.propose(action, self.eyes(), extend=action["act"] in GOES_ON + STOPS)

    def act(self, action) -> None:
        self.propose_move(action)

    def pencilled(self):
        """The position with the person's waiting moves drawn in, short of a closing one (which
        may turn up what nobody may see yet: the next round's cards, the dice); the real state
        when nothing waits. Drawn only on the sheet the person acts on."""
        waiting = self.provisional
        if waiting is None:
            return self.state
        if not self.waiting_closed():
            return self.ahead()
        return self.kept(
            "pencilled",
            (self.session.version, id(waiting)),
            lambda: played(self.state, waiting.seat, waiting.actions[:-1]),
        )

    def acting_sheet(self) -> int | None:
        """The sheet the person at the screen draws on now (install: theirs; path: their right
        neighbour's), else None."""
        eyes, state = self.eyes(), self.state
        if eyes is None or state.phase not in ("install", "path"):
            return None
        return eyes if state.phase == "install" else state.drawn_in(eyes)

    def restart(self) -> None:
        """Rub out the card: what waits goes back, then what was drawn of it is rubbed out."""
        self.take_back(say=False)
        if "restart" in self.acts():
            self.propose_move({"act": "restart"})

    def index(self):
        """What the person at the screen may do now (moves.py), in the position after their moves
        waiting for Confirm; empty when it is not their turn or a closing move waits."""
        seat, mine = self.eyes(), self.my_turn() and not self.waiting_closed()
        return self.kept(
            "index",
            (self.session.version, seat, mine, id(self.provisional)),
            lambda: ActionIndex(self.ahead().legal_actions(seat) if mine else [], moves.locate),
        )

    def acts(self) -> set[str]:
        """The legal actions that are not drags or clicks on the sheet, by name (the buttons)."""
        return {a["act"] for a in self.index().other}

    # ---- cards: the draft and the hand (drag or click) --------------------------------------
    def card_rects(self) -> list[tuple[int, pygame.Rect]]:
        state, seat, panel = self.state, self.eyes(), self.slot_rect("panel")
        if state.phase == "draft":
            width = min(CARD_WIDE, (panel.width + 5) // max(1, len(state.display)) - 5)
            return [
                (c, pygame.Rect(panel.left + k * (width + 5), panel.top + 26, width, CARD_HEIGHT))
                for k, c in enumerate(state.display)
            ]
        if state.phase == "defend" and seat is not None:
            hand = [c for c in self.shown_state().hand[seat] if c not in self.under]
            return [
                (c, pygame.Rect(panel.left + k * 80, panel.top + 190, 76, CARD_HEIGHT))
                for k, c in enumerate(hand)
            ]
        return []

    def under_rect(self) -> pygame.Rect:
        panel = self.slot_rect("panel")
        return pygame.Rect(
            panel.left + 4 * 80 + 4, panel.top + 190, panel.width - 4 * 80 - 4, CARD_HEIGHT
        )

    def pieces(self) -> list:
        if not self.my_turn() or self.state.stage == "move":
            return []
        return [(("card", c), rect) for c, rect in self.card_rects()]

    def drop_targets(self) -> list:
        if self.state.phase == "draft":
            return [("take", self.big.grid)] + [("take", rect) for _, rect in self.card_rects()]
        out = [
            (("sheet", s), self.panels.small_rect(k))
            for k, s in enumerate(self.panels.small_seats(self.large_seat()))
        ]
        return out + {
            "encounter": [("fight", self.panels.fight_rect)],
            "hero": [("under", self.under_rect())],
        }.get(self.state.stage, [])

    def legal_targets(self, piece, rotation) -> set:
        legal = self.index().targets(piece)
        return legal | {"under"} if self.my_turn() and self.state.stage == "hero" else legal

    def why_not(self, piece, target, rotation) -> str | None:
        if not self.my_turn():
            return "It is not your turn."
        play = {
            "act": "play",
            "card": piece[1],
        }  # on the fight, or (a hero action) on a rival's sheet
        return refusal(
            self.state, self.eyes(), play if target == "fight" else {**play, "target": target[1]}
        )

    def drop(self, piece, target, rotation) -> str | None:
        if target == "under":
            self.under.append(piece[1])
            return None
        actions = self.index().actions(piece, target)
        if not actions:
            return self.why_not(piece, target, rotation) or "It is not your turn."
        return self.propose(actions[0], self.eyes(), piece=piece, target=target)

    def draw_piece(self, surface, piece, rect, rotation) -> None:
        draw_card(surface, piece[1], rect, lit=True, text=rect.height > 140)

    def end_turn(self) -> None:
        if (
            self.my_turn()
            and self.propose({"act": "refill", "under": list(self.under)}, self.eyes()) is None
            and self.provisional is None
        ):
            self.under = []

    # ---- install ------------------------------------------------------------------------------
    def element(self) -> str | None:
        """The element of the card the person installs next (after the ones waiting)."""
        if not self.my_turn() or self.state.phase != "install" or self.waiting_closed():
            return None
        return self.ahead().current_element(self.eyes())

    def ghost(self):
        """(cells, legal, reason) of the wall formation under the cursor, or None."""
        near = self.big.grid.inflate(
            self.big.cell * 2, self.big.cell * 2
        )  # it may hang over the edge
        if self.element() != "walls" or not near.collidepoint(self.mouse):
            return None
        seat, ahead = self.eyes(), self.ahead()
        card = ahead.install[seat]["card"]
        col, row = self.big.col_row_at(self.mouse)
        cells = moves.placed(card, self.way, col, row)
        legal = (
            row * 10 + col in self.index().targets("walls", moves.ways(card)[self.way])
            and 0 <= col < 10
            and 0 <= row < 8
        )
        reason = (
            None
            if legal
            else self.kept(
                "ghost_why",
                (self.session.version, id(self.provisional), self.way, col, row),
                lambda: ahead.why_illegal(seat, {"act": "walls", "cells": cells}),
            )
        )
        if reason and row * 10 + col in self.wall_places()[1]:
            reason += " It fits here turned or mirrored: R turns it, F mirrors it."
        return cells, legal, reason

    def wall_places(self) -> tuple[set[int], set[int]]:
        """The spaces the formation's middle may go to as it is turned now, and those it may go
        to only turned or mirrored another way (R, F)."""

        def work_out():
            card = self.ahead().install[self.eyes()]["card"]
            shapes = moves.ways(card)
            as_is = set(self.index().targets("walls", shapes[self.way]))
            turned = set().union(*(self.index().targets("walls", shape) for shape in shapes))
            return as_is, turned - as_is

        key = (self.session.version, id(self.provisional), self.way)
        return self.kept("wall_places", key, work_out)

    def place_ghost(self) -> bool:
        ghost = self.ghost()
        if ghost is not None:
            self.propose_move({"act": "walls", "cells": ghost[0]})
        return ghost is not None

    def install_click(self, pos) -> bool:
        element = self.element()
        if element == "walls":
            return self.place_ghost()
        where = self.panels.box_at(pos) if element == "improve" else self.big.cell_at(pos)
        if element is None or where is None:
            return False
        if element == "improve":
            self.propose_move({"act": "improve", "category": where})
        else:
            act = "hide" if element == "treasure" else "build"
            self.propose_move({"act": act, "cell": S.to_json(where)})
        return True

    def turn_ghost(self, event) -> bool:
        """R, the wheel or a right-click turns the formation (Shift+R back); F mirrors it."""
        if event.type == pygame.MOUSEWHEEL:
            self.way = (self.way // 4) * 4 + (self.way + (1 if event.y < 0 else -1)) % 4
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 3
            or event.type == pygame.KEYDOWN
            and event.key == pygame.K_r
        ):
            step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            self.way = (self.way // 4) * 4 + (self.way + step) % 4
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_f:
            self.way = (self.way + 4) % 8
        else:
            return False
        return True

    # ---- input ----------------------------------------------------------------------------
    def handle_board_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.state.phase == "path" and self.path.handle(event):
            return True
        if self.element() != "walls":
            self.trace.clear()
        elif self.trace.handle(event) or self.turn_ghost(event):
            return True
        left_press = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if self.drag.held is None and (
            left_press or event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        ):
            if left_press and (self.install_click(event.pos) or self.press_sheet(event.pos)):
                return True
            if self.peek is not None and (not left_press or self.big.grid.collidepoint(event.pos)):
                self.peek = None  # back to the sheet of the moment
                return True
        if left_press:
            for k, card in enumerate(self.under):
                if self.under_line(k).collidepoint(event.pos):
                    self.under.remove(card)  # taken back into the hand
                    return True
        used = self.drag_event(self.drag, event)
        if self.drag.mode == "click" and self.drag.legal in ({"take"}, {"fight"}):
            self.drag.try_drop(next(iter(self.drag.legal)))  # a click on a card plays it
        return used

    def on_pick_up(self, piece) -> None:
        """Another card picked up while a card's move waits: that move goes back."""
        if self.waiting_closed():
            self.take_back(say=False)

    def press_sheet(self, pos) -> bool:
        """A small sheet clicked is seen large (clicked again, no longer)."""
        seat = self.panels.small_at(pos)
        if seat is not None:
            self.peek = None if self.peek == seat else seat
        return seat is not None

    def on_action(self, seat, action, events) -> None:
        if action.get("act") in ("refill", "pick"):
            self.peek = None
        if self.state.phase == "defend" and self.state.current != self.eyes():
            self.under = []

    def on_beat_end(self, beat) -> None:
        """Keep the last outcomes of phase C (a fight, a trap, a hero action) to tell in the
        panel."""
        self.told = (self.told + [e for e in beat.events if e.kind in TOLD])[-3:]

    def told_lines(self) -> list[str]:
        """The outcomes kept, each saying whose dungeon it happened in to the person looking now
        (in hot-seat that is not the person whose turn showed it)."""
        names = [self.session.seat_name(s) for s in range(self.state.num_players)]
        lines = []
        for event in self.told:
            line = event.line(names)
            if event.kind in WHERE_UNSAID and event.seat is not None:
                line = (
                    (
                        "Your dungeon"
                        if event.seat == self.eyes()
                        else f"{names[event.seat]}'s dungeon"
                    )
                    + ": "
                    + line
                )
            lines.append(line)
        return lines

    def beat_length(self, beat) -> float:
        """A roll is shown to everyone (fight_dice.py); a computer player's move is held a
        moment."""
        shown = self.dice.roll_length(beat)
        if self.session.is_bot(beat.seat):
            shown = max(shown, BOT_BEAT.get(beat.action.get("act"), 0.0) * self.anim())
        return shown

    # ---- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # After the app has rested, the first frame's dt is the whole rest: a roll started by
        # that frame's click would be over before it was drawn.
        dt = min(dt, MAX_FRAME)
        super().update(dt)
        self.dice.update(dt)
        if self.element() == "walls":
            card = (self.state.round, self.ahead().install[self.eyes()]["card"])
            if card != self.way_for:  # a new card's formation starts unturned
                self.way, self.way_for = 0, card
        acts = self.acts()
        drawing = self.my_turn() and self.state.phase == "path" and not self.waiting_closed()
        shown = {
            "done": self.my_turn() and self.state.phase == "install" and not self.waiting_closed(),
            "restart": "restart" in acts,
            "skip": "skip" in acts,
            "move": "move" in acts,
            "resolve": "resolve" in acts,
            "end": "refill" in acts,
            "exit": "finish" in acts,
            "route": drawing and "finish" not in acts,
            "back": drawing and len(self.path.my_path()) >= 2,
        }
        for name, button in self.buttons.items():
            button.visible = shown[name]
        self.buttons["done"].enabled = "done" in acts

    def prompt(self) -> str:
        state = self.state
        if state.phase == "draft":
            return (
                f"round {state.round} of {state.rounds}: take one of the revealed cards (click or "
                "drag it)"
            )
        if state.phase == "install":
            element = self.element()
            if self.buttons["skip"].visible:
                return f"the {ELEMENT_WORDS[element]} cannot go in anywhere: press Leave out"
            if element in TO_INSTALL:
                return TO_INSTALL[element][0]
            return f"draw {'an' if element == 'orc' else 'a'} {element}: click a lit space"
        if state.phase == "path":
            return self.path.prompt()
        if self.dice.rolling():
            return "the dice roll..."
        return STAGES[state.stage][1] if state.stage in STAGES else "wait"

    def draw_board(self, surface) -> None:
        state, eyes = self.shown_state(), self.eyes()
        large = self.large_seat()
        name = "Your dungeon" if large == eyes else f"{self.session.seat_name(large)}'s dungeon"
        if state.phase == "path" and large != eyes and self.peek is None:
            name += f" ({len(state.treasures[large])} treasures hidden)"
        text(
            surface,
            f"{name}  ({hearts_text(state, large)})" if state.phase in ("defend", "over") else name,
            (self.big.grid.right, 80),
            16,
            theme.GOLD,
            bold=True,
            anchor="topright",
        )
        drawing = state.phase == "path" and large == state.drawn_in(
            eyes or 0
        )  # the path being drawn here
        sheet = (  # the person's waiting moves are drawn in on the sheet they act on
            self.pencilled()
            if self.provisional is not None and large == self.acting_sheet() and self.peek is None
            else state
        )
        draw_sheet(
            surface,
            sheet,
            large,
            self.big,
            self.show_treasures(large, eyes),
            path=drawing or state.phase in ("defend", "over"),
        )
        draw_hero(surface, state, large, self.big)
        self.draw_board_marks(surface, state, large)
        lit = (
            self.index().targets("improve")
            if self.element() == "improve" and large == eyes
            else set()
        )
        self.panels.draw_boxes(surface, sheet, large, lit)
        self.panels.draw_smalls(
            surface, state, large, eyes, self.drag.legal if self.drag.held else set()
        )
        self.panels.draw_key(surface)
        self.draw_panel(surface, state, eyes)
        self.marks.draw(surface)
        self.drag.draw_targets(surface)
        self.drag.draw_held(surface)

    def tip(self, surface, words: str, bad: bool = True) -> None:
        """A note beside the pointer (a refusal, red, unless `bad` is False), drawn once the
        frame is drawn, over every panel (see draw)."""
        self.tips.append((words, bad))

    def draw(self, surface) -> None:
        self.tips = []
        super().draw(surface)
        for words, bad in self.tips:
            draw_tooltip(surface, words, (self.mouse[0] + 16, self.mouse[1] + 16), bad=bad)

    def draw_board_marks(self, surface, state, large: int) -> None:
        """Lit spaces and the ghost while installing; the path being drawn."""
        element = self.element()
        if state.phase == "path":
            self.path.draw_marks(surface)
        elif element is None or large != self.eyes() or element == "improve":
            return
        elif element != "walls":
            act = "hide" if element == "treasure" else "build"
            self.big.draw_lit(
                surface,
                self.index().targets(act),
                self.mouse,
                lambda i: refusal(self.ahead(), self.eyes(), {"act": act, "cell": S.to_json(i)}),
                lambda reason: self.tip(surface, reason),
            )
        elif self.trace.cells:
            self.trace.draw(surface)
        else:
            as_is, turned = self.wall_places()
            for i in as_is:
                fits_here(surface, self.big.cell_rect(i))
            for i in turned:
                fits_turned(surface, self.big.cell_rect(i))
            ghost = self.ghost()
            if ghost is not None:
                cells, legal, reason = ghost
                self.mark_walls(surface, cells, theme.LEGAL if legal else theme.ILLEGAL)
                if reason:
                    self.tip(surface, reason)

    def mark_walls(self, surface, cells, colour) -> None:
        """Walls not drawn yet (the ghost, a trace) on the large sheet, hatched and framed in
        `colour`."""
        for c, r in cells:
            marked_wall(surface, self.big.col_row_rect(c, r), colour)

    def draw_panel(self, surface, state, eyes) -> None:
        panel = self.slot_rect("panel")
        if state.phase == "draft":
            picker = self.session.seat_name(state.picker)
            text(
                surface,
                f"Round {state.round} of {state.rounds}: {picker} takes a card",
                panel.topleft,
                16,
                theme.GOLD,
                bold=True,
            )
            self.draw_cards(surface)
            self.panels.draw_taken(surface, state, panel.top + 36 + CARD_HEIGHT)
        elif state.phase == "install":
            self.draw_install_panel(surface, state, eyes, panel)
        elif state.phase == "path":
            self.path.draw_panel(surface, state, eyes, panel)
        elif state.phase == "defend":
            self.draw_defend_panel(surface, state, eyes, panel)
        else:
            text_block(
                surface,
                "The game is over: every hero has died or escaped. Treasures now show on "
                "every sheet; click a small sheet to see it large.",
                panel,
                15,
            )

    def draw_cards(self, surface) -> None:
        """The revealed cards, or the hand, each with its tooltip."""
        for card, rect in self.card_rects():
            if not self.drag.is_animating(("card", card)):
                draw_card(surface, card, rect)
            self.tooltips.add(rect, card_tip(card))

    def draw_install_panel(self, surface, state, eyes, panel) -> None:
        if eyes is not None and self.provisional is not None:
            state = self.pencilled()  # the card's elements waiting for Confirm count as drawn
        rec = state.install[eyes] if eyes is not None else None
        if rec is None:
            waiting = [self.session.seat_name(s) for s in state.to_move()]
            text_block(
                surface,
                "Your card is in. Waiting for " + ", ".join(waiting) + " to install theirs.",
                panel,
                15,
            )
            return
        card = CARDS[rec["card"]]
        text(
            surface,
            f"Install your card: {card.action.name} ({card.action.kind} action)",
            panel.topleft,
            16,
            theme.GOLD,
            bold=True,
        )
        text_block(
            surface, card.action.text, pygame.Rect(panel.left, panel.top + 24, panel.width, 48), 14
        )
        boxes = draw_strip(surface, rec["card"], rec["step"], rec["left_out"], self.strip_rect())
        for box, element in zip(boxes, card.elements):
            self.tooltips.add(box, f"Element: {ELEMENT_WORDS[element]}")
        element = state.current_element(eyes)
        hint = TO_INSTALL.get(
            element, ("", "Click a lit space: traps and monsters never touch side by side.")
        )[1]
        text_block(
            surface,
            hint + " Z or Undo takes back this card's last step.",
            pygame.Rect(panel.left, panel.top + 140, panel.width, 80),
            14,
            theme.TEXT_DIM,
        )
        self.panels.draw_taken(surface, state, panel.top + 226)

    def draw_defend_panel(self, surface, state, eyes, panel) -> None:
        seat = state.current
        text(
            surface,
            f"{self.session.seat_name(seat)}'s turn: {STAGES[state.stage][0]}",
            panel.topleft,
            16,
            theme.GOLD,
            bold=True,
        )
        if self.dice.rolling() is not None or state.fight is not None:
            self.panels.draw_fight(
                surface,
                state,
                seat,
                panel.top + 26,
                state.hand[seat] if seat == eyes or self.sees_all else [],
            )
        else:
            y = panel.top + 26
            for line in self.told_lines():  # a long line wraps: never under 12 px
                room = pygame.Rect(panel.left, y, panel.width, 40)
                y += text_block(surface, line, room, 14, theme.TEXT, line_gap=0) + 4
            if state.stage == "hero" and seat == eyes:
                words = (
                    "Drag hero actions onto a rival's sheet below (each acts by itself at its "
                    "moment), cards into the box to go under your deck, then End turn."
                )
                top = max(y, panel.top + 100)
                room = pygame.Rect(panel.left, top, panel.width, panel.top + 168 - top)
                line = fonts.render("Ag", 13, theme.TEXT).get_height() + 4
                if len(fonts.wrap(words, 13, room.width)) * line <= room.height + 4:  # all or none
                    text_block(surface, words, room, 13, theme.TEXT_DIM)
        if self.sees_all:  # a finished game's replay showing everything: every hand
            words = "Every hand, laid open now that the game is over"
            text(surface, words, (panel.left, panel.top + 172), 14, theme.GOLD, bold=True)
            hands = pygame.Rect(panel.left, panel.top + 194, panel.width, 30 * state.num_players)
            self.open_hands.draw(surface, hands, state)
            return
        if eyes is None:
            return
        text(surface, "Your hand", (panel.left, panel.top + 172), 14, theme.GOLD, bold=True)
        self.draw_cards(surface)
        self.draw_under_box(surface, state, eyes)

    def strip_rect(self) -> pygame.Rect:
        """Where the card being installed shows its elements."""
        panel = self.slot_rect("panel")
        return pygame.Rect(panel.left, panel.top + 72, panel.width, 60)

    def small_rect_of(self, seat: int) -> pygame.Rect | None:
        seats = self.panels.small_seats(self.large_seat())
        return self.panels.small_rect(seats.index(seat)) if seat in seats else None

    def under_line(self, k: int) -> pygame.Rect:
        box = self.under_rect()
        return pygame.Rect(box.left + 4, box.top + 20 + k * 18, box.width - 8, 17)

    def draw_under_box(self, surface, state, eyes) -> None:
        box = self.under_rect()
        pygame.draw.rect(surface, (52, 44, 38), box, border_radius=6)
        pygame.draw.rect(surface, PENCIL, box, 1, border_radius=6)
        deck = state.deck[eyes]
        text(
            surface,
            f"Deck: {len(deck)} card{'s' * (len(deck) != 1)}",
            (box.left + 4, box.top + 2),
            12,
            theme.GOLD,
            bold=True,
        )
        for k, card in enumerate(self.under):
            line = fit_text(
                f"{k + 1}. {CARDS[card].action.name}", 12, theme.TEXT, self.under_line(k).width
            )
            surface.blit(line, self.under_line(k).topleft)
            self.tooltips.add(
                self.under_line(k), "Goes under your deck when the turn ends. Click to keep it."
            )
        y = box.top + 24 + len(self.under) * 18
        known = [CARDS[c].action.name for c in deck[: state.known_bottom[eyes]]]
        room = pygame.Rect(box.left + 4, y, box.width - 8, box.bottom - y)
        if known:
            text_block(surface, "Known bottom: " + ", ".join(known), room, 12, theme.TEXT_DIM)
        elif not self.under:
            text_block(
                surface, "Drop cards here to put them under your deck", room, 12, theme.TEXT_DIM
            )

    def board_targets(self) -> list[pygame.Rect]:
        return (
            [self.big.cell_rect(i) for i in range(S.CELLS)]
            + [r for _, r in self.card_rects()]
            + [self.panels.box_row_rect(k) for k in range(6)]
        )


TABLE = DoodleTable
