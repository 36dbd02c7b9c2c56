"""The Dungeon Raiders table: the level row, the room being played (large, with what it does at
each card value), every raider's coins, wounds, items and cards, and your hand.

Play a card by dragging it onto the play spot, clicking it, or pressing 1-5 (K key, S sword,
C crystal ball, T torch). Secrets: everything is drawn from the viewing seat's view; a card is
face up only for its owner until the reveal, and another human's hand is never drawn (hot-seat
passes the device behind the curtain before each secret choice). After each reveal the table
pauses on the result, which everyone may see, until Continue (solo tables move on by themselves).
"""
from __future__ import annotations

import pygame

from game.client.tables.raiders import text as words
from game.client.scene import Scene
from game.client.tables.kit.table import TableScene
from game.client.tables.raiders.draw import RaidersDrawing, RowShown, dark_slots
from game.client.tables.raiders.hand import RaidersHandDrawing
from game.client.tables.raiders.reveal import Reveal
from game.client.widgets.button import Button
from game.rules.raiders.content import CATALOG

POWER_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5,
              pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3, pygame.K_KP4: 4, pygame.K_KP5: 5}
ITEM_KEYS = {pygame.K_k: "key", pygame.K_s: "sword", pygame.K_c: "crystal_ball",
             pygame.K_t: "torch"}
TORCH_USE = {"use": "torch"}
HAND_SLOTS = 9
SPOT = "spot"


def piece_action(piece) -> dict:
    """The action for a hand piece: ('power', 3) or ('item', 'key')."""
    kind, what = piece
    if kind == "power":
        return {"play": "power", "value": what}
    return {"play": "item", "item": what}


class RaidersTable(RaidersDrawing, RaidersHandDrawing, TableScene):
    GAME_ID = "raiders"
    LEVEL = "raiders"
    REQUIRED_SLOTS = ([f"row_{i}" for i in range(5)] + ["level_info", "torch_button", "room"]
                      + [f"player_{i}" for i in range(5)]
                      + [f"p{i}_{part}" for i in range(5)
                         for part in ("coins", "wounds", "items", "played", "card")]
                      + [SPOT] + [f"hand_{i}" for i in range(HAND_SLOTS)]
                      + ["continue_button", "reveal_text", "hint"])

    # ---- set-up -------------------------------------------------------------------------
    def setup(self) -> None:
        self.reveal: Reveal | None = None
        self.row_before = RowShown.of(self.state)  # the level row as the reveal's room found it
        self._resolved = len(self.state.discarded)
        self._phase = self.state.phase
        self._level = self.state.level_no
        self._version_seen = self.session.version
        self._rects: dict = {}
        self.drag = self.make_drag(
            pieces=self.hand_pieces, targets=lambda: [(SPOT, self.slot_rect(SPOT))],
            legal_targets=self.legal_spots, why_not=self.why_not, drop=self.drop,
            draw_piece=self.draw_piece)
        self.torch_button = Button(self.slot_rect("torch_button"), "Light torch", self.light_torch,
                                   size=16, icon="torch", style="stone",
                                   tooltip="See this level's dark rooms (only you)")
        self.continue_button = Button(self.slot_rect("continue_button"), "Continue",
                                      self.end_reveal, size=22, hotkey=pygame.K_RETURN)
        self.widgets += [self.torch_button, self.continue_button]
        self._sync_widgets()

    # ---- who is looking -----------------------------------------------------------------
    def hot_seat(self) -> bool:
        return len(self.session.human_seats()) >= 2

    def viewer_seat(self) -> int | None:
        humans = self.session.human_seats()
        if not humans:
            return None  # a table of bots: watch everything (picks still drawn face down)
        if self.reveal is not None and self.revealed_to is not None:
            return self.revealed_to  # the reveal is public: no curtain in the middle of it
        seat = super().viewer_seat()
        return humans[0] if seat is None else seat

    def needs_curtain(self, seat: int) -> bool:
        return self.hot_seat()

    def eyes(self) -> int | None:
        """The seat whose secrets (hand, own face-down pick, torch-lit rooms) may be drawn now:
        nobody's while a hot-seat reveal is on screen or before the curtain has been passed."""
        seat = self.viewer_seat()
        if seat is None or seat >= self.state.num_players:
            return None
        if self.hot_seat() and (self.reveal is not None or seat != self.revealed_to):
            return None
        return seat

    def my_turn(self) -> bool:
        seat = self.eyes()
        return (seat is not None and self.reveal is None and not self.state.is_over()
                and seat in self.state.to_move())

    # ---- the hand -----------------------------------------------------------------------
    def hand_pieces(self) -> list[tuple[tuple, pygame.Rect]]:
        """Playable pieces in the hand: power cards at slots 0-4 by value, items after them."""
        seat = self.eyes()
        if seat is None or self.reveal is not None:
            return []
        view = self.shown_state()
        pieces = [(("power", v), self.slot_rect(f"hand_{v - 1}")) for v in view.hands[seat]]
        held = [item for item in words.ITEM_ORDER if view.items[seat][item]]
        for i, item in enumerate(held[:HAND_SLOTS - 5]):
            pieces.append((("item", item), self.slot_rect(f"hand_{5 + i}")))
        return pieces

    def legal_spots(self, piece, rotation) -> set:
        seat = self.eyes()
        if seat is None or not self.my_turn():
            return set()
        return {SPOT} if piece_action(piece) in self.state.legal_actions(seat) else set()

    def why_not(self, piece, target, rotation) -> str | None:
        seat = self.eyes()
        if seat is None:
            return "It is not your turn."
        if not self.my_turn():
            return "Your card for this room is already down."
        return self.state.why_illegal(seat, piece_action(piece))

    def drop(self, piece, target, rotation) -> str | None:
        return self.play(piece_action(piece))

    def play(self, action) -> str | None:
        seat = self.eyes()
        if seat is None or self.reveal is not None:
            return "It is not your turn."
        return self.submit(action, seat)

    def light_torch(self) -> None:
        self.play(dict(TORCH_USE))

    def torch_ready(self) -> bool:
        seat = self.eyes()
        return self.my_turn() and TORCH_USE in self.state.legal_actions(seat)

    # ---- input --------------------------------------------------------------------------
    def handle_board_event(self, event) -> bool:
        if self.reveal is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
                self.end_reveal()
                return True
            return False
        if event.type == pygame.KEYDOWN and self.drag.held is None:
            action = self.key_action(event.key)
            if action is not None:
                self.play(action)
                return True
        consumed = self.drag.handle(event)
        if (event.type == pygame.MOUSEBUTTONUP and self.drag.held is not None
                and self.drag.mode == "click"):
            self.drag.try_drop(SPOT)  # a plain click on a card plays it
        return consumed

    def key_action(self, key) -> dict | None:
        if key in POWER_KEYS:
            return {"play": "power", "value": POWER_KEYS[key]}
        if key in ITEM_KEYS:
            item = ITEM_KEYS[key]
            seat = self.eyes()
            if item == "torch" and seat is not None and self.torch_ready() and \
                    {"play": "item", "item": "torch"} not in self.state.legal_actions(seat):
                return dict(TORCH_USE)
            return {"play": "item", "item": item}
        return None

    # ---- the reveal ---------------------------------------------------------------------
    def on_action(self, seat, action, events) -> None:
        state = self.state
        names = [self.session.seat_name(s) for s in range(state.num_players)]
        speed = self.anim()
        if len(state.discarded) > self._resolved and state.last is not None:
            last = state.last
            self.reveal = Reveal("room", last["room"], list(last["cards"]),
                                 [line.format(*names) for line in last["lines"]], speed,
                                 list(last["coins"]), list(last["wounds"]),
                                 [list(i) for i in last["items"]],
                                 level=self._level, room_no=(len(state.discarded) - 1) % 5 + 1)
            self.drag.cancel()
        elif state.phase == "crystal" and self._phase == "play":
            peek = [s for s in range(state.num_players)
                    if state.commits[s] == {"play": "item", "item": "crystal_ball"}]
            who = " and ".join(names[s] for s in peek)
            self.reveal = Reveal("crystal", state.row[state.current], list(state.commits),
                                 [f"Cards are face up. {who} looked into a crystal ball and now "
                                  "plays a second card."], speed,
                                 level=state.level_no, room_no=state.current + 1)
            self.drag.cancel()
        if self.reveal is None or self.reveal.kind != "room":
            self.row_before = RowShown.of(state)  # a resolved room keeps the row it was played in
        if action == TORCH_USE and seat != self.eyes():
            self.flash(f"{names[seat]} lit a torch and saw this level's dark rooms.")
        self._resolved = len(state.discarded)
        self._phase = state.phase
        self._level = state.level_no

    def reveal_waits(self) -> bool:
        """A hot-seat reveal waits for Continue; a crystal peek in solo does not pause at all."""
        return self.reveal is not None and (self.hot_seat() or self.reveal.kind == "room")

    def end_reveal(self) -> None:
        """Back to play; a level that ended with the revealed room makes way for the next."""
        reveal, self.reveal = self.reveal, None
        state = self.state
        self.row_before = RowShown.of(state)
        if reveal is not None and reveal.level < state.level_no and not state.is_over():
            # counted from the level card, as the log does: a dark first room is face up by now
            self.flash(words.level_note(state.level_no, len(dark_slots(state))))
        self._sync_widgets()

    def _sync_widgets(self) -> None:
        self.continue_button.visible = self.reveal_waits()
        self.continue_button.label = "See the results" if self.state.is_over() else "Continue"
        self.torch_button.visible = self.torch_ready()
        self.drag.enabled = self.my_turn()

    # ---- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.session.version != self._version_seen:
            self._version_seen = self.session.version
            self._resolved = len(self.state.discarded)  # after an undo
            self._phase = self.state.phase
            self._level = self.state.level_no
            if self.reveal is None:
                self.row_before = RowShown.of(self.state)
        if self.reveal is not None:
            self.reveal.update(dt)
            if not self.reveal_waits() and self.reveal.finished:
                self.end_reveal()
            elif not self.hot_seat() and self.reveal.auto_done():
                self.end_reveal()
            elif self.reveal_waits():
                self.session.next_bot_at = self.app.time + 1.0  # bots wait for the reveal too
        if self.reveal is not None and self.state.is_over():
            # hold the last reveal on screen: the results come after Continue
            Scene.update(self, dt)
            self.undo_button.enabled = False
            self.floats.update(dt)
            self._sync_widgets()
            return
        super().update(dt)
        self._sync_widgets()

    def prompt(self) -> str:
        state = self.shown_state()
        if self.reveal is not None:
            if self.hot_seat() or self.state.is_over():
                return "cards revealed: see what happened, then Continue"
            return "cards revealed: play goes on in a moment (Continue to go on now)"
        room = CATALOG.cards[state.row[state.current]]
        if state.phase == "crystal":
            return "you looked into the crystal ball: now play your second card"
        if state.tactical:
            return f"your turn: play a card face up for the {words.keep_sums(room.name)}"
        return f"choose a card for the {words.keep_sums(room.name)}"

    @staticmethod
    def result_columns(state) -> dict[str, list]:
        """Shown on the results beside the coins: wounds break ties and decide who collapses,
        but are not part of the score."""
        return {"wounds": list(state.wounds)}

    def prompt_data(self) -> tuple[int | None, str]:
        """A reveal is for the whole table: its prompt names no seat (the base would put the
        seat to move in front of it)."""
        if self.reveal is None or self.state.is_over():
            return super().prompt_data()
        return None, f"Everyone: {self.prompt()}"

    def board_targets(self) -> list[pygame.Rect]:
        rects = [rect for _, rect in self.hand_pieces()] + [self.slot_rect(SPOT)]
        return rects


TABLE = RaidersTable
