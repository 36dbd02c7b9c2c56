"""The Dungeon Decorators table: the draft board (tiles by their decoration face, the dungeon
face on hover; Draw/Exchange; this round's order and next round's picks), the bags and
hourglasses, both bosses with everyone's counts, your dungeon large in a pan-and-zoom view, the
other dungeons small (click one for a large view), your new and stored tiles and your goal hand.

Build: drag a tile onto a lit cell (F flips it between its faces, R / wheel / right-click turns
it), onto storage, or (only when nothing fits and storage is full) onto the bin. With an
Architect token, drag a placed tile to move or turn it (a lift and a placement; onto another
tile with two tokens: a swap, then place the other). Clicks: a board tile or Draw/Exchange to
draft, a Burrow Bro tile to keep, a goal card to score or discard, a deck button to draw.
Secrets: drawn from the viewing seat's view; with two or more people, a curtain before each turn.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.client import fonts, theme
from game.client.tables.decorators import moves
from game.client.tables.decorators.dungeon_view import DungeonView
from game.client.tables.decorators.key import key_sections
from game.client.tables.decorators.panels import Panels, goal_words
from game.client.tables.decorators.tiles import face_words, tile_picture
from game.client.tables.decorators.waiting import (
    DRAWN_DONE,
    REPLACED,
    SCORING,
    drawn_after,
    label,
)
from game.client.tables.kit.hint import draw_ghost_marker, ghost_of
from game.client.tables.kit.open_hands import PAPER, HandCard, OpenHands
from game.client.tables.kit.provisional import draw_marker, room_above
from game.client.tables.kit.seating import HiddenHands
from game.client.tables.kit.table import TableScene
from game.client.widgets.button import Button
from game.client.widgets.cards import dashed_rect
from game.client.widgets.draw import text
from game.client.widgets.text import fit_text
from game.rules.decorators.content import CATALOG
from game.rules.decorators.goals import mimics_needed
from game.rules.decorators.state import EXCHANGE_PLACE, SPOT_PLACES
from game.rules.decorators.tiles import faces_of

HAND_SLOTS = 4
HAND_PANEL_HEADING = 48  # a hand panel's title and note, above its cards
SHAPE_FILL = (206, 194, 228)  # a shape goal's chip (decoration goals: paper)
BUTTON_TIPS = {
    "Finish building": (
        "End this build (refused, with the reason, while the dungeon breaks a rule)."
    ),
    "Start again": "Put every tile back as it was before this build's first Architect token. The "
    "tokens stay spent; Undo takes the moves back instead.",
}
BOT_PLACE_HOLD = (
    0.7  # seconds a computer player's new tile stays marked (times the animation speed)
)


class DecoratorsTable(TableScene):
    GAME_ID = "decorators"
    ICON = "jigsaw-piece"  # its medal in game select
    LEVEL = "decorators"
    LOG_HEADERS = ("round", "hourglass")
    PLAY_FORCED = (
        True  # no "Finish building" or "End scoring" to press when nothing else may be done
    )
    REQUIRED_SLOTS = (
        [
            "order_row",
            "picks_row",
            "info",
            "boss_0",
            "boss_1",
            "dungeon",
            "fit_button",
            "build_note",
            "tokens",
            "tray_title",
            "storage_title",
            "deck_0",
            "deck_1",
        ]
        + [f"spot_{k}" for k in range(5)]
        + [f"opponent_{k}" for k in range(3)]
        + [f"tray_{k}" for k in range(3)]
        + [f"storage_{k}" for k in range(2)]
        + [f"button_{k}" for k in range(3)]
        + [f"hand_{k}" for k in range(HAND_SLOTS)]
    )

    def setup(self) -> None:
        self.seating = HiddenHands(self.session)  # a curtain before every person: hands are secret
        # the parts: the large dungeon (it owns the pan-and-zoom view) and the panels round it
        self.dungeon = DungeonView(self, self.slot_rect("dungeon"))
        self.view = self.dungeon.view
        self.panels = Panels(self)
        self.open_hands = OpenHands(self, hand_cards)  # Show all: every goal hand laid open
        self.face = 0  # which face of the held tile shows (index into faces_of)
        self.large: int | None = None  # another seat whose dungeon is shown large
        self.hover_card = None
        self.chosen: list = []  # set-up: the first card picked to discard
        self._index_key = self._index = None
        self._layer = pygame.Surface(
            theme.CANVAS_SIZE
        )  # the panels around the dungeon, redrawn on a change
        self._layer_key, self._layer_tips = None, None
        self._lift_cache: dict = {}
        self.drag = self.make_drag(
            pieces=self.pieces,
            targets=self.drop_targets,
            legal_targets=self.legal_targets,
            why_not=self.why_not,
            drop=self.drop,
            draw_piece=self.draw_piece,
            rotations=lambda piece: 4,
        )
        self.fit_button = Button(
            self.slot_rect("fit_button"),
            "Fit",
            self.view.fit,
            size=13,
            style="stone",
            hotkey=pygame.K_HOME,
            tooltip="Show the whole dungeon again (key Home).",
        )
        self.buttons = [
            Button(
                self.slot_rect(f"button_{k}"), "", lambda k=k: self.press(k), size=13, style="wood"
            )
            for k in range(2)
        ]
        self.decks = [
            Button(
                self.slot_rect(f"deck_{k}"),
                "",
                lambda d=d: self.draw_deck(d),
                size=14,
                style="wood",
            )
            for k, d in enumerate(("shape", "decoration"))
        ]
        for hidden in self.buttons + self.decks:
            hidden.visible = False  # update() shows those the phase needs
        self.widgets += [self.fit_button] + self.buttons + self.decks

    def key_sections(self):
        return key_sections(self.seat_marker)

    # ---- who is looking (the HiddenHands seating, kit/seating.py; the kit's eyes and my_turn) --
    def others(self) -> list[int]:
        me = self.eyes()
        return [s for s in range(self.state.num_players) if s != (0 if me is None else me)]

    def shown_seat(self) -> int:
        return self.large if self.large is not None else (self.eyes() or 0)

    # ---- the drags (moves.py) ----------------------------------------------------------------
    def index(self):
        seat = self.eyes() if self.my_turn() else None
        key = (self.session.version, seat)
        if key != self._index_key:
            self._index_key, self._index, self._lift_cache = (
                key,
                moves.index_for(self.state, seat),
                {},
            )
        return self._index

    def building(self) -> bool:
        return self.my_turn() and self.state.phase == "build" and self.large is None

    def tray(self) -> list:
        """What lies in the tray now: this turn's tiles and lifted ones, or Burrow Bro's choice."""
        state = self.drawn_state()
        if state.phase == "bro":
            return [("bro", t) for t in state.bro_options]
        if state.phase in ("exchange_deck", "exchange_discard") and state.drafted is not None:
            return [("drawn", state.drafted)]  # public, shown while its goal card is chosen
        if state.phase != "build":
            return []
        return [("new", t) for t in dict.fromkeys(state.pending)] + [
            ("lifted", t, f) for t, f in state.lifted
        ]

    def pieces(self) -> list:
        """What may be picked up, where it is drawn (a move waiting for Confirm drawn as made:
        its piece where it went, picked up again it goes back)."""
        if not self.building():
            return []
        movable = set(self.index().pieces())
        drawn = self.drawn_state()
        seat = self.eyes()
        out = [
            (p, self.slot_rect(f"tray_{k}")) for k, p in enumerate(self.tray()[:3]) if p in movable
        ]
        out += [
            (("storage", t), self.slot_rect(f"storage_{k}"))
            for k, t in enumerate(drawn.storage[seat])
            if ("storage", t) in movable
        ]
        out += [
            (p, self.view.cell_rect(p[1], p[2]))
            for p in movable
            if p[0] == "placed"
            and p[1:] in drawn.dungeons[seat]
            and self.view.rect.contains(self.view.cell_rect(p[1], p[2]))
        ]
        waiting = self.provisional
        if waiting is not None and waiting.piece is not None:
            out = [item for item in out if item[0] != waiting.piece]
            out.append((waiting.piece, self.waiting_rects(waiting)[0]))
        return out

    def drop_targets(self) -> list:
        out = self.dungeon.cell_targets(self.state.dungeons[self.eyes() or 0])
        out.append((("store",), self.slot_rect("storage_0").union(self.slot_rect("storage_1"))))
        if self.throw_open():
            out.append((("throw",), self.slot_rect("button_2")))
        return out

    def throw_open(self) -> bool:
        index = self.index()
        return self.building() and any(("throw",) in index.targets(p, None) for p in index.pieces())

    def face_of(self, piece) -> str:
        if piece[0] == "lifted":
            return piece[2]
        if piece[0] == "placed":
            return self.state.dungeons[self.eyes()][piece[1:]][1]
        faces = faces_of(piece[1])
        return faces[self.face % len(faces)]

    def lifted_index(self, cell):
        if cell not in self._lift_cache:
            after = moves.lifted_state(self.state, self.eyes(), cell)
            seat = self.eyes() if after is not None else None  # no lift now: no move from it
            self._lift_cache[cell] = moves.index_for(after, seat)
        return self._lift_cache[cell]

    def legal_targets(self, piece, rot) -> set:
        if not self.building():
            return set()
        if piece[0] == "placed":
            dungeon = self.state.dungeons[self.eyes()]
            tile, face, _ = dungeon[piece[1:]]
            lit = self.lifted_index(piece[1:]).targets(("lifted", tile, face), (face, rot))
            if (
                self.state.architects[self.eyes()] >= 2
            ):  # a swap: both lifted, this one put in the other's place
                lit |= {("cell", *cell) for cell in dungeon if cell != piece[1:]}
            return lit
        return self.index().targets(piece, (self.face_of(piece), rot)) | self.index().targets(
            piece, None
        )

    def why_not(self, piece, target, rot) -> str:
        if not self.building():
            return "It is not your turn to build."
        return moves.why_not(self.state, self.eyes(), piece, target, (self.face_of(piece), rot))

    def drop(self, piece, target, rot) -> str | None:
        seat, face = self.eyes(), self.face_of(piece)
        if piece[0] == "placed":
            tile = self.state.dungeons[seat][piece[1:]][0]
            other = tuple(target[1:])
            if target[0] == "cell" and other in self.state.dungeons[seat] and other != piece[1:]:
                if target not in self.legal_targets(piece, rot):
                    return self.why_not(piece, target, rot)
                put = {"act": "place", "from": "lifted", "tile": tile, "face": face, "rot": rot}
                return self.make(  # the other tile then waits in the tray, lifted
                    {"act": "lift", "cell": list(piece[1:])},
                    piece=piece,
                    target=target,
                    rotation=rot,
                    then=({"act": "lift", "cell": list(other)}, {**put, "cell": list(other)}),
                )
            if self.lifted_index(piece[1:]).actions(("lifted", tile, face), target, (face, rot)):
                put = {"act": "place", "from": "lifted", "tile": tile, "face": face, "rot": rot}
                return self.make(
                    {"act": "lift", "cell": list(piece[1:])},
                    piece=piece,
                    target=target,
                    rotation=rot,
                    then=({**put, "cell": list(target[1:])},),
                )
            return self.why_not(piece, target, rot)
        actions = self.index().actions(piece, target, (face, rot)) or self.index().actions(
            piece, target, None
        )
        if not actions:
            return self.why_not(piece, target, rot)
        return self.make(self.lesson_look(actions[0]), piece=piece, target=target, rotation=rot)

    def draw_piece(self, surface, piece, rect, rot) -> None:
        tile = self.state.dungeons[self.eyes()][piece[1:]][0] if piece[0] == "placed" else piece[1]
        over = self.drag.hover_target if piece == self.drag.held else None
        if (
            over is not None and over[0] == "cell"
        ):  # snapped into the cell it would drop on, at its size
            cell = self.view.cell_rect(over[1], over[2])
            surface.blit(tile_picture(tile, self.face_of(piece), rot, cell.w), cell)
            return
        surface.blit(
            tile_picture(tile, self.face_of(piece), rot, max(rect.w, 48)),
            rect.move((rect.w - max(rect.w, 48)) // 2, (rect.h - max(rect.h, 48)) // 2),
        )

    # ---- clicks and buttons ------------------------------------------------------------------
    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """Where each goal card in hand lies: in the hand's row, or (five or six: set-up, an
        exchange) in two rows of three over the other dungeons' panels, every card whole."""
        if n <= HAND_SLOTS:
            return [self.slot_rect(f"hand_{k}") for k in range(n)]
        first, second = self.slot_rect("hand_0"), self.slot_rect("hand_1")
        step = second.x - first.x
        left = first.x + (self.slot_rect(f"hand_{HAND_SLOTS - 1}").right - first.x - 3 * step) // 2
        rows = (first.y - first.h - 8, first.y)
        return [
            pygame.Rect(left + (k % 3) * step, rows[k // 3], first.w, first.h) for k in range(n)
        ]

    def press(self, k: int) -> None:
        if not self.my_turn() or self.settle_waiting() or not self.my_turn():
            return  # (a waiting tile is made first: the build may have ended with it)
        phase = self.state.phase
        if phase == "build" and k == 0:
            self.make({"act": "finish"})  # refused with the rules' sentence naming what is wrong
        elif phase == "build" and k == 1:
            self.make({"act": "restart_build"})
        elif phase == "score" and k == 0:
            self.make({"act": "end_scoring"})

    def draw_deck(self, deck: str) -> None:
        if self.my_turn() and self.state.phase in ("exchange_deck", "refill"):
            self.take_back(say=False)  # another deck chosen: the one waiting goes back
            self.make(
                {"act": "goal" if self.state.phase == "exchange_deck" else "draw", "deck": deck}
            )

    # ---- moves wait for Confirm (kit/provisional.py; waiting.py says which go how) -----------
    def wants_confirm(self, seat: int, action) -> bool:
        return True  # every move: many reveal a tile or a card, the rest end a step of the turn

    def previews_points(self, seat: int, action) -> bool:
        return action["act"] in SCORING  # the others score nothing (and a draft would draw)

    def make(self, action, *, piece=None, target=None, rotation: int = 0, then=()) -> str | None:
        """A move of the person's: made, or (Confirm moves on) left waiting on the table. A move
        already waiting goes back if this one replaces it, else it is made first."""
        reason = self.settle_waiting()
        if reason:
            return reason
        seat = self.eyes()
        reason = self.propose(action, seat, piece=piece, target=target, rotation=rotation)
        for more in then:  # the rest of the move, waiting with it (or made, Confirm off)
            if reason:
                break
            reason = self.propose(
                more, seat, piece=piece, target=target, rotation=rotation, extend=True
            )
        return reason

    def take_back_last(self, say: bool = True) -> None:
        """Undo while a move waits takes it back whole: the moves that wait together here are
        one move (an Architect's lift and its placement)."""
        self.take_back(say)

    def settle_waiting(self) -> str | None:
        """Another move of the person's is about to be made: a waiting move it would replace
        goes back, any other is made first (the build goes on from where it stands). The rules'
        reason if that move was refused."""
        waiting = self.provisional
        if waiting is None:
            return None
        if waiting.action["act"] in REPLACED:
            self.take_back(say=False)
            return None
        reason = self.confirm_move()
        self.beats.finish()  # the person's own move: shown at once, the next one may follow
        return reason

    def drawn_state(self):
        """What the board draws: the viewer's view, with a waiting build move made on a copy
        (nothing hidden comes of it), so the tile stands where it went."""
        shown, waiting = self.shown_state(), self.provisional
        if waiting is None or waiting.action["act"] not in DRAWN_DONE:
            return shown
        key = (self.session.version, id(shown), repr(waiting.actions))
        return self.kept(
            "drawn", key, lambda: drawn_after(shown, waiting.seat, waiting.actions) or shown
        )

    def waiting_rects(self, waiting) -> list[pygame.Rect]:
        """Where a waiting move stands on the table (the first rectangle gets the label)."""
        return self.action_rects(waiting.actions[-1] if waiting.then else waiting.action)

    def action_rects(self, action) -> list[pygame.Rect]:
        """The place on the table a move goes to: a cell, storage, a spot, a card, a button."""
        act, seat = action["act"], self.eyes()
        if act == "place":
            return [self.view.cell_rect(*action["cell"])]
        if act == "store":
            stored = len(self.state.storage[seat]) if seat is not None else 0
            return [self.slot_rect(f"storage_{min(stored, 1)}")]
        if act == "throw":
            return [self.slot_rect("button_2")]
        if act == "lift":
            return [self.view.cell_rect(*action["cell"])]
        if act in ("finish", "end_scoring"):
            return [self.slot_rect("button_0")]
        if act == "restart_build":
            return [self.slot_rect("button_1")]
        if act == "draft":
            return [self.slot_rect(f"spot_{SPOT_PLACES[action['spot'] - 1]}")]
        if act == "exchange":
            return [self.slot_rect(f"spot_{EXCHANGE_PLACE}")]
        if act in ("goal", "draw"):
            return [self.decks[("shape", "decoration").index(action["deck"])].rect]
        if act == "keep":
            tiles = [piece[1] for piece in self.tray()[:3]]
            return (
                [self.slot_rect(f"tray_{tiles.index(action['tile'])}")]
                if action["tile"] in tiles
                else []
            )
        cards = action.get("discard", [action.get("card")])
        hand = self.state.hands[seat] if seat is not None else []
        rects = self.hand_rects(len(hand))
        return [rects[hand.index(card)] for card in cards if card in hand]

    def draw_waiting(self, surface) -> None:
        """The move waiting for Confirm, marked where it stands as not final."""
        waiting = self.provisional
        if waiting is None:
            return
        rects = self.waiting_rects(waiting)
        for k, rect in enumerate(rects):
            if waiting.action["act"] in ("keep_goals", "discard_goal"):
                pygame.draw.line(surface, theme.ILLEGAL, rect.topleft, rect.bottomright, 4)
                pygame.draw.line(surface, theme.ILLEGAL, rect.topright, rect.bottomleft, 4)
            if k == 0:
                words = label(waiting.action, waiting.gain(waiting.seat))
                draw_marker(surface, rect, words, inside=self.no_room_above(rect))
            else:
                dashed_rect(surface, rect.inflate(10, 10), theme.GOLD, width=3)

    def provisional_prompt(self) -> str:
        return "Confirm (Enter), or take it back (Esc or Undo)"

    def draw_hinted_move(self, surface, action) -> None:
        """The hard computer player's move, faded where it would go and marked "Hint": a tile in
        its cell, or the frame on the spot, card or button it would use."""
        rects = self.action_rects(action)
        if not rects:
            return
        rect = rects[0]
        if action["act"] == "place":
            tile, face, rot = action["tile"], action["face"], action["rot"]
            ghost = ghost_of(lambda s, r: s.blit(tile_picture(tile, face, rot, r.w), r), rect.size)
            surface.set_clip(self.view.rect)
            surface.blit(ghost, rect)
            surface.set_clip(None)
        draw_ghost_marker(surface, rect, inside=self.no_room_above(rect))

    def no_room_above(self, rect: pygame.Rect) -> bool:
        """Whether a label above `rect` would hide something, so it goes inside at its foot: the
        turn order's row (above a draft spot), the title over the new tiles or the storage or
        over a hand laid out whole, or the edge of the dungeon's panel (a tile in its top row)."""
        room = room_above()
        above = pygame.Rect(rect.x, rect.y - room, rect.w, room)
        titles = [self.slot_rect(name) for name in ("order_row", "tray_title", "storage_title")]
        panel = self.hand_panel(self.state, self.eyes())
        if panel is not None:
            titles.append(pygame.Rect(panel.x, panel.y, panel.w, HAND_PANEL_HEADING))
        if above.collidelist(titles) >= 0:
            return True
        board = self.view.rect
        return board.colliderect(rect) and above.top < board.top

    def lesson_pointers(self, action) -> list[pygame.Rect]:
        """In a lesson: the tile to take (for a placement or storing) and where it goes."""
        rects = self.action_rects(action)
        if action["act"] in ("place", "store"):
            piece = (action.get("from", "new"), action["tile"])
            held = [rect for p, rect in self.pieces() if p == piece]
            return held[:1] + rects
        return rects

    def turn_as_asked(self, held) -> None:
        """In a lesson, the tile asked for is picked up turned and flipped as the lesson asks."""
        asked = self.coach.expected(self.eyes()) if self.coach is not None else None
        if asked is None or asked["act"] != "place" or held != (asked["from"], asked["tile"]):
            return
        self.face = faces_of(held[1]).index(asked["face"])
        self.drag.rotation = asked["rot"]

    def lesson_look(self, action):
        """In a lesson, a placement that looks the same as the one asked (a straight hallway
        turned half round) is the one asked."""
        expected = self.coach.expected(self.eyes()) if self.coach is not None else None
        if expected is not None and moves.same_look(action, expected):
            return expected
        return action

    def _click(self, pos) -> bool:
        others, me = self.others(), self.eyes()
        cards = self.hand_rects(len(self.state.hands[me])) if me is not None else []
        if self.hand_panel(self.state, me) is not None:
            others = []  # their panels are under the hand's panel
        for seat, rect in zip(others, self.panels.opponent_rects(len(others))):
            if rect.collidepoint(pos) and not any(c.collidepoint(pos) for c in cards):
                self.large = None if self.large == seat else seat
                self.drag.cancel()
                return True
        if not self.my_turn() or not self.clickable(pos):
            return False
        if self.provisional is not None and self.provisional.action["act"] not in REPLACED:
            self.settle_waiting()  # the build's waiting tile first: then this click
            if not self.my_turn():
                return True
        state, seat = self.state, self.eyes()
        if state.phase == "draft":
            for place in range(5):
                if self.slot_rect(f"spot_{place}").collidepoint(pos):
                    spot = self.panels.spot_of_place(place)
                    self.make(
                        {"act": "exchange"} if spot is None else {"act": "draft", "spot": spot}
                    )
                    return True
        if state.phase == "bro":
            for k, (_, tile) in enumerate(self.tray()[:3]):
                if self.slot_rect(f"tray_{k}").collidepoint(pos):
                    self.make({"act": "keep", "tile": tile})
                    return True
        hand = state.hands[seat]
        for card, rect in zip(hand, self.hand_rects(len(hand))):
            if rect.collidepoint(pos):
                self.click_card(card)
                return True
        return False

    def clickable(self, pos) -> bool:
        """A click there is a move (a spot, a Burrow Bro tile, a goal card)."""
        rects = [self.slot_rect(f"spot_{place}") for place in range(5)]
        rects += [self.slot_rect(f"tray_{k}") for k in range(3)]
        hand = self.state.hands[self.eyes()]
        return any(r.collidepoint(pos) for r in rects + self.hand_rects(len(hand)))

    def click_card(self, card: str) -> None:
        phase, name = self.state.phase, CATALOG.goals[card].name
        if phase == "setup":
            waiting = self.provisional
            if waiting is not None and waiting.action["act"] == "keep_goals":
                self.take_back(say=False)  # the pair goes back: the cards chosen stay chosen
                self.chosen = list(waiting.action["discard"])
            if card in self.chosen:
                self.chosen.remove(card)
            elif len(self.chosen) == 1:
                pair = sorted(self.chosen + [card])
                self.discard_pair(pair)
            else:
                self.chosen = [card]
        elif phase == "exchange_discard":
            self.make({"act": "discard_goal", "card": card})
        elif phase == "score":
            self.make({"act": "score", "card": card})
        else:
            self.flash(f"{name}: goal cards are scored in your Score phase, after building.")

    def discard_pair(self, pair: list) -> None:
        """Set-up: the two cards to discard wait crossed out for Confirm; with that setting off,
        a question asks before they go."""
        action = {"act": "keep_goals", "discard": pair}
        if self.app.settings.confirm_moves:
            self.chosen = list(pair)
            self.make(action)
            return
        names = " and ".join(CATALOG.goals[c].name for c in pair)
        self.confirm(
            f"Discard {names}?",
            lambda: self.submit(action, self.eyes()),
            detail="You keep the other four cards.",
            yes_label="Discard",
        )

    def handle_board_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_f and self.drag.held is not None:
                self.face += 1
                self.drag.rotate(0)  # the lit cells follow the face shown
                return True
            if (
                event.key == pygame.K_ESCAPE
                and self.drag.held is None
                and (self.large is not None or self.chosen)
            ):
                self.large, self.chosen = None, []
                return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and self.beats
            and self.eyes() in self.state.to_move()
        ):
            # a computer player's tile was still marked: the press acts on the position now
            self.beats.finish()
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.drag.held is None
            and self._click(event.pos)
        ):
            return True
        before, waiting = self.drag.held, self.provisional
        if self.drag_event(self.drag, event):
            held = self.drag.held
            if held is not None and held != before:
                # The controller lit the cells on pick-up, with the face the last tile was left
                # on (a tile flipped to its decoration face lit the next one's decoration cells,
                # and a drop on a cell lit for the face shown was refused): light them again.
                self.face = 0
                self.drag.grab_offset = (0, 0)  # the tile under the pointer: its cell is the drop
                if waiting is not None and held == waiting.piece:  # taken back: as it was dropped
                    if held[0] in ("new", "storage") and waiting.action["act"] == "place":
                        self.face = faces_of(held[1]).index(waiting.action["face"])
                elif held[0] == "placed":  # picked up as it lies
                    self.drag.rotation = self.state.dungeons[self.eyes()][held[1:]][2]
                self.turn_as_asked(held)
                self.drag.rotate(0)
            return True
        return self.view.handle(event, lambda pos: self.drag.piece_at(pos) is None)

    def beat_length(self, beat) -> float:
        if self.session.is_bot(beat.seat) and beat.action.get("act") == "place":
            beat.hides_result = (
                False  # the tile shows at once, marked a moment before the next move
            )
            return BOT_PLACE_HOLD * self.anim()
        return 0.0

    def draw_bot_move(self, surface, state) -> None:
        """Mark the cell where a computer player has just put a tile, in whichever dungeon shows
        it."""
        beat = self.beats.playing
        if beat is None or not beat.length or beat.action.get("act") != "place":
            return
        cell, others = beat.action["cell"], self.others()
        if beat.seat == self.shown_seat():
            rect = self.view.cell_rect(*cell)
        elif beat.seat in others:
            panel = self.panels.opponent_rects(len(others))[others.index(beat.seat)]
            size, ox, oy = self.panels.small_cells(
                state.dungeons[beat.seat], self.panels.small_area(panel)
            )
            rect = pygame.Rect(ox + cell[0] * size, oy + cell[1] * size, size, size)
        else:
            return
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=4)

    # ---- the scores panel (TableScene's hooks): totals if the game ended now, points locked ----
    def score_side(self, state, seat: int) -> str:
        return "" if state.is_over() else f"{state.points[seat]} from cards"

    def score_rows(self) -> list:
        rows = super().score_rows()
        if self.presented_state().is_over():
            return rows
        return [
            replace(
                row,
                note=f"If the game ended now. {row.note} The "
                f"{self.presented_state().points[row.seat]} "
                "from goal cards already scored stay whatever happens; the rest counts at the end.",
            )
            for row in rows
        ]

    def forced_note(self, seat: int, action) -> str:
        return {
            "finish": "Nothing left to place or move: the build is over.",
            "end_scoring": "No goal card in hand is met: the Score phase is over.",
        }.get(action["act"], super().forced_note(seat, action))

    def on_pick_up(self, piece) -> None:
        """Another piece picked up while a move waits: that move is made first (or goes back, if
        it was Finish building), and the cells are lit for the dungeon as it then stands."""
        self.settle_waiting()

    def on_action(self, seat, action, events) -> None:
        self.chosen = []

    # ---- per frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        state, mine = self.state, self.my_turn()
        phase = state.phase
        labels = {("build", 0): "Finish building", ("score", 0): "End scoring"}
        if state.phase == "build" and state.relaxed:
            labels["build", 1] = "Start again"
        for k, button in enumerate(self.buttons):
            button.label = labels.get((phase, k), "")
            button.visible = mine and bool(button.label)
            button.tooltip = BUTTON_TIPS.get(button.label)
        if mine and phase == "build" and self.tiles_to_place():
            self.buttons[0].visible = False  # the rules end no build before every tile is in
        for button, deck in zip(self.decks, ("shape", "decoration")):
            button.visible = mine and phase in ("exchange_deck", "refill")
            button.enabled = state.deck_open(deck)
            button.label = f"{deck.capitalize()} deck ({len(state.decks[deck])})"
        if self.large is not None and self.large not in self.others():
            self.large = None

    def tiles_to_place(self) -> bool:
        """Tiles still wait to be placed or stored in this build (new ones, or one an Architect
        lifted), counting the person's moves that wait for Confirm as made: the build cannot end
        yet, so Finish building means nothing."""
        ahead = self.ahead()
        return ahead.phase == "build" and bool(ahead.pending or ahead.lifted)

    def prompt(self) -> str:
        state = self.state
        if state.phase == "setup":
            return "click two goal cards to discard (you keep four)"
        if state.phase == "build":
            if state.relaxed:
                return "rearrange with your Architect, then Finish building"
            if not state.pending:
                return (
                    "your new tiles are in: Finish building (or first place a stored "
                    "tile or use an Architect)"
                )
            return "drag each new tile onto a lit cell or into storage (F flips, R turns)"
        return {
            "draft": "click a tile on the draft board, or Draw/Exchange",
            "exchange_deck": "choose the deck of your new goal card",
            "exchange_discard": "click a goal card to discard (the new one too)",
            "bro": "click the tile your Burrow Bro keeps",
            "score": "click each lit goal card to score it, then End scoring"
            if self.state.scorable(self.state.current)
            else "no goal card in your hand is met: End scoring",
            "refill": "choose the deck for your next goal card",
        }.get(state.phase, "wait")

    def draw_board(self, surface) -> None:
        state, seat = self.drawn_state(), self.eyes()
        key = (
            self.session.version,
            id(self.presented_state()),
            id(state),
            seat,
            self.large,
            tuple(self.chosen),
            self.my_turn(),
            self.drag.held,
            self.drag.mode,
            tuple(t.piece for t in self.drag.tweens),
            self.app.settings.colour_blind,
            self.sees_all,
        )
        if (
            key != self._layer_key
        ):  # the panels change only with the position: drawn once, then copied
            self._layer_key = key
            self._layer_tips = _Tips()
            shown_tips, self.tooltips = self.tooltips, self._layer_tips
            try:
                self.draw_panels(self._layer, state, seat)
            finally:
                self.tooltips = shown_tips
        area = self.slot_rect("board")
        surface.blit(self._layer, area.topleft, area)
        for rect, tip in self._layer_tips.items:
            self.tooltips.add(rect, tip)
        self.hover_card = self.card_under_pointer(state, seat)
        self.panels.draw_draft_hover(surface, state)
        shown = self.shown_seat()
        self.dungeon.draw(surface, state, shown, shown == seat)
        self.draw_build_note(surface, state, seat)
        self.draw_bot_move(surface, state)
        self.draw_waiting(surface)
        self.tooltips.keep_clear += [
            b.rect for b in self.buttons + self.decks + [self.fit_button] if b.visible
        ]
        self.drag.draw_targets(surface)
        self.drag.draw_held(surface)
        self.dungeon.draw_hang_preview(surface)

    def draw_panels(self, layer, state, seat) -> None:
        layer.blit(self.static_chrome(), (0, 0))
        legal = self.index().other if self.my_turn() else []
        spots = {a["spot"] for a in legal if a["act"] == "draft"}
        self.panels.draw_draft(layer, state, spots, any(a["act"] == "exchange" for a in legal))
        self.panels.draw_info(layer, state)
        self.panels.draw_bosses(layer, state, self.shown_scores())
        if self.hand_panel(state, seat) is None:
            self.panels.draw_opponents(layer, state, self.others())
        elif not self.sees_all:
            self.draw_hand_panel(layer, state, seat)
        self.draw_tray(layer, state, seat)
        self.draw_hand(layer, state, seat)

    def hand_panel(self, state, seat) -> pygame.Rect | None:
        """Where a hand of more than four goal cards (set-up's six, an exchange's five) lies
        whole: a panel in place of the other players' panels, which it would half cover (they
        come back once the hand is four again). None for a hand of four or fewer. With
        everything shown (`sees_all`) it is where every hand lies when any has more than four."""
        hands = state.hands if self.sees_all else [state.hands[seat]] if seat is not None else []
        if all(len(hand) <= HAND_SLOTS for hand in hands):
            return None
        return self.slot_rect("opponent_0").union(self.slot_rect(f"hand_{HAND_SLOTS - 1}"))

    def draw_hand_panel(self, surface, state, seat) -> None:
        rect = self.hand_panel(state, seat)
        pygame.draw.rect(surface, (36, 30, 28), rect, border_radius=6)
        pygame.draw.rect(surface, (86, 70, 56), rect, 2, border_radius=6)
        keep = len(state.hands[seat]) - (2 if state.phase == "setup" else 1)
        title = f"Your {len(state.hands[seat])} goal cards: you keep {keep}"
        text(surface, title, (rect.x + 10, rect.y + 8), 14, theme.GOLD, bold=True)
        note = "the other players' panels come back after this choice"
        surface.blit(
            fit_text(note, fonts.SMALLEST, theme.TEXT_DIM, rect.w - 20),
            (rect.x + 10, rect.y + 28),
        )

    def card_under_pointer(self, state, seat):
        if seat is None:
            return None
        mouse = self.app.pointer or (-1, -1)  # canvas coordinates, whatever the window's size
        hand = state.hands[seat]
        return next(
            (
                card
                for card, rect in zip(hand, self.hand_rects(len(hand)))
                if rect.collidepoint(mouse)
            ),
            None,
        )

    def storage_title(self, state, seat) -> str:
        """Beside another seat's new tiles, the storage shown is still the viewer's own."""
        current = seat if state.is_over() else state.current
        return "Your storage" if seat is not None and current != seat else "Storage"

    def draw_tray(self, surface, state, seat) -> None:
        bro = state.phase == "bro"
        current = seat if state.is_over() else state.current
        whose = "" if current == seat else f"{self.session.seat_name(current)}: "
        drawn = state.phase.startswith("exchange")
        title = whose + ("Burrow Bro keeps one" if bro else "drawn tile" if drawn else "new tiles")
        text(
            surface,
            title[0].upper() + title[1:],
            self.slot_rect("tray_title").topleft,
            12,
            theme.GOLD if bro else theme.TEXT_DIM,
            bold=True,
        )
        for k, piece in enumerate(self.tray()[:3]):
            rect = self.slot_rect(f"tray_{k}")
            if self.drag.is_animating(piece):
                continue
            face = (
                piece[2]
                if piece[0] == "lifted"
                else ("room" if piece[1] == "generic" else "decoration" if bro else "dungeon")
            )
            surface.blit(tile_picture(piece[1], face, 0, rect.w), rect)
            if bro and self.my_turn():
                pygame.draw.rect(surface, theme.LEGAL, rect, 3, border_radius=6)
            self.tooltips.add(
                rect,
                face_words(piece[1], face)
                + (" Lifted by an Architect: put it back." if piece[0] == "lifted" else ""),
            )
        title = self.slot_rect("storage_title")
        text(surface, self.storage_title(state, seat), title.topleft, 12, theme.TEXT_DIM, bold=True)
        if seat is not None:
            text(
                surface,
                f"Your tokens: Arcane Architect {state.architects[seat]}, "
                f"Decorative Mimic {state.mimics[seat]}",
                self.slot_rect("tokens").topleft,
                13,
                theme.TEXT,
            )
        stored = state.storage[seat] if seat is not None else []
        for k in range(2):
            rect = self.slot_rect(f"storage_{k}")
            pygame.draw.rect(surface, (52, 44, 40), rect, 2, border_radius=6)
            if k < len(stored) and not self.drag.is_animating(("storage", stored[k])):
                tile = stored[k]
                surface.blit(
                    tile_picture(tile, "room" if tile == "generic" else "dungeon", 0, rect.w), rect
                )
                self.tooltips.add(
                    rect,
                    face_words(tile, "dungeon" if tile != "generic" else "room") + " In storage.",
                )
        if self.throw_open():
            rect = self.slot_rect("button_2")
            pygame.draw.rect(surface, (90, 40, 36), rect, border_radius=6)
            text(surface, "Throw out", rect.center, 13, theme.TEXT, bold=True, anchor="center")
            self.tooltips.add(
                rect,
                "Nothing fits and storage is full: drop a tile here to throw it out of the game.",
            )

    def build_notes(self, state, seat) -> list[str]:
        """The lines under the dungeon while building, each short enough to read at full size."""
        if not self.building():
            return []
        notes = ["Held tile: F flips, R or the wheel turns. Drag empty ground to pan."]
        if state.architects[seat]:
            notes.insert(0, "Architect token: drag a placed tile to move or turn it.")
        return notes

    def draw_build_note(self, surface, state, seat) -> None:
        rect = self.slot_rect("build_note")
        for k, note in enumerate(
            reversed(self.build_notes(state, seat))
        ):  # upwards from the bottom
            surface.blit(
                fit_text(note, fonts.SMALLEST + 1, theme.TEXT_DIM, rect.w),
                (rect.x, rect.y + 4 - 17 * k),
            )

    def draw_hand(self, surface, state, seat) -> None:
        if self.sees_all:  # a finished game's replay showing everything: every hand
            row = self.slot_rect("hand_0").union(self.slot_rect(f"hand_{HAND_SLOTS - 1}"))
            self.open_hands.draw(surface, self.hand_panel(state, seat) or row, state)
            return
        if seat is None:
            return
        hand = state.hands[seat]
        scoring = self.my_turn() and state.phase == "score"
        scorable = state.scorable(seat) if scoring else {}
        for card, rect in zip(hand, self.hand_rects(len(hand))):
            need = mimics_needed(card, state.dungeons[seat])
            note = card_note(need, state.mimics[seat])
            self.panels.draw_card(
                surface,
                rect,
                card,
                card in scorable or note.startswith("met"),
                note,
                card in self.chosen,
            )
            met = " Met: its tiles are outlined in your dungeon." + (
                f" Scoring it spends {need} Mimic token(s), each "
                "making one wild icon count as the one asked."
                if need
                else ""
            )
            self.tooltips.add(rect, goal_words(card) + (met if note.startswith("met") else ""))

    def board_targets(self) -> list[pygame.Rect]:
        rects = [self.slot_rect(f"spot_{k}") for k in range(5)] + [
            self.slot_rect(f"tray_{k}") for k in range(3)
        ]
        return rects + [self.slot_rect(f"hand_{k}") for k in range(HAND_SLOTS)] + [self.view.rect]


def hand_cards(state, seat: int) -> list[HandCard]:
    """A player's goal cards as chips: the name and the points, the shapes' apart."""
    return [
        HandCard(
            f"{CATALOG.goals[card].name} {CATALOG.goals[card].points}",
            goal_words(card),
            SHAPE_FILL if CATALOG.deck_of(card) == "shape" else PAPER,
        )
        for card in state.hands[seat]
    ]


def card_note(need: int | None, mimics: int) -> str:
    """The foot of a goal card in hand: met (with the Mimic tokens scoring it would spend), or the
    tokens it still lacks; short enough for the card's width."""
    if need is None:
        return ""
    tokens = f"{need} Mimic{'s' * (need > 1)}"
    return f"needs {tokens}" if need > mimics else "met" + (f" ({tokens})" if need else "")


class _Tips:
    """Stands in for the tooltips while the panels' layer is drawn: their tooltips are kept and
    given again every frame."""

    def __init__(self):
        self.items: list = []
        self.keep_clear: list = []

    def add(self, rect, text: str) -> None:
        self.items.append((pygame.Rect(rect), text))


TABLE = DecoratorsTable
