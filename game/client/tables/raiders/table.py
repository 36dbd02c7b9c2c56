"""The Dungeon Raiders table: the level row, the room being played (large, with what it does at
each card value), every raider's coins, wounds, items and cards, and your hand.

Play a card by dragging it onto the play spot, clicking it, or pressing 1-5 (Y key, S sword,
C crystal ball, T torch; K opens the key to the symbols, key.py, as on every table). Secrets:
everything is drawn from the viewing seat's view; a card is face up only for its owner until the
reveal, and another human's hand is never drawn (hot-seat
passes the device behind the curtain before each secret choice). After each reveal the table
pauses on the result, which everyone may see, until Continue (solo tables move on by themselves).

A pick waits on the spot until Confirm (the kit's provisional move) while that setting is on:
another card replaces it, Esc, Undo or dragging it off takes it back. In hot-seat the curtain
before each next person offers everyone who has picked this turn to change it, until the last
person has picked (nothing turns over before that).
"""

from __future__ import annotations

import math

import pygame

from game.client.tables.kit.actions import ActionIndex, refusal
from game.client.tables.kit.open_hands import OpenHands
from game.client.tables.kit.seating import HiddenHands
from game.client.tables.kit.table import TableScene
from game.client.tables.raiders import key
from game.client.tables.raiders import text as words
from game.client.tables.raiders.draw import DungeonView, dark_slots
from game.client.tables.raiders.hand import SPOT_FACE, HandView, hand_cards
from game.client.tables.raiders.reveal import AUTO_CONTINUE, Reveal
from game.client.widgets.button import Button
from game.client.widgets.text import keep_sums
from game.rules.raiders.content import CATALOG

KEY_PIECES = {
    **{getattr(pygame, f"K_{pad}{v}"): ("power", v) for v in range(1, 6) for pad in ("", "KP")},
    **{getattr(pygame, f"K_{k.lower()}"): ("item", item) for item, k in words.ITEM_KEYS.items()},
}
TORCH_USE = {"use": "torch"}
TORCH_PIECE = ("torch", "lit")  # a torch waiting for Confirm: no card of the hand moves
ROW = "row"  # where a waiting torch stands: over the level's dark rooms
HAND_SLOTS = 9  # five power cards, then one place for each kind of item
SPOT = "spot"
ONE_FRAME = 1e-3  # seconds: a beat this long ends at the next frame, after being drawn once
FIELD = {"power": "value", "item": "item"}  # where a played card's value or item is in the action


def piece_action(piece) -> dict:
    """The action for a hand piece: ('power', 3) or ('item', 'key')."""
    return {"play": piece[0], FIELD[piece[0]]: piece[1]}


def locate(action):
    """A card played is the hand piece dropped on the spot; the torch's use is not a drag."""
    play = action.get("play")
    return ((play, action[FIELD[play]]), SPOT, 0) if play in FIELD else None


class RaidersTable(TableScene):
    GAME_ID = "raiders"
    ICON = "torch"  # its medal in game select
    LEVEL = "raiders"
    LOG_HEADERS = ("level", "room")
    PLAY_FORCED = True
    AT_RISK = "most"  # the most wounded so far: it collapses if the game ends so
    REQUIRED_SLOTS = (
        [f"row_{i}" for i in range(5)]
        + ["level_info", "torch_button", "room"]
        + [f"player_{i}" for i in range(5)]
        + [
            f"p{i}_{part}"
            for i in range(5)
            for part in ("coins", "wounds", "items", "played", "card")
        ]
        + [SPOT]
        + [f"hand_{i}" for i in range(HAND_SLOTS)]
        + ["continue_button", "reveal_text", "hint"]
    )

    # ---- set-up -------------------------------------------------------------------------
    def setup(self) -> None:
        """The table's parts, made here: the seating (a curtain before every person: hands are
        secret), the dungeon's drawing (draw.py: the level row, the room, the raiders' rows), the
        hand's and the reveal's (hand.py), the drag of a card to the spot, the torch and
        Continue buttons."""
        self.seating = HiddenHands(self.session)
        self.dungeon = DungeonView(self)
        self.hand_view = HandView(self, self.dungeon)
        self.open_hands = OpenHands(self, hand_cards)  # Show all: every raider's hand laid open
        self.drag = self.make_drag(
            pieces=self.hand_pieces,
            targets=lambda: [(SPOT, self.slot_rect(SPOT))],
            legal_targets=lambda piece, rotation: self.index().targets(piece),
            why_not=self.why_not,
            drop=self.drop,
            draw_piece=self.hand_view.draw_piece,
        )
        self.torch_button = Button(
            self.slot_rect("torch_button"),
            "Light torch",
            lambda: self.play(dict(TORCH_USE)),
            size=16,
            icon="torch",
            style="stone",
            tooltip="See this level's dark rooms (only you)",
        )
        self.continue_button = Button(
            self.slot_rect("continue_button"),
            "Continue",
            self.end_reveal,
            size=22,
            hotkey=pygame.K_RETURN,
        )
        self.widgets += [self.torch_button, self.continue_button]
        self._sync_widgets()

    # ---- drawing: the parts, in order ------------------------------------------------------
    def draw_board(self, surface) -> None:
        view, eyes = self.shown_state(), self.eyes()
        self.dungeon.draw(surface, view, eyes)
        if self.reveal is not None and self.reveal_waits():
            self.hand_view.draw_reveal_text(surface)
        else:
            self.hand_view.draw_hand(surface, view, eyes)
        self.hand_view.draw_hint(surface, view, eyes)
        if self.reveal is not None:
            self.hand_view.draw_flights(surface)
        self.drag.draw_targets(surface)
        self.drag.draw_held(surface)

    def draw_hinted_move(self, surface, action) -> None:
        self.hand_view.draw_hinted_move(surface, action)

    def trays(self) -> list[pygame.Rect]:
        return [
            self.slot_rect("row_0").union(self.slot_rect("row_4")).inflate(12, 12),
            self.slot_rect("level_info"),
            self.slot_rect("spot").union(self.slot_rect("hand_8")).inflate(12, 12),
        ]

    def key_sections(self) -> list:
        """The key to every symbol on this table (key.py), pictured in the viewer's colours."""
        seat = self.eyes() if self.eyes() is not None else 0
        return key.key_sections(
            self.state.num_players,
            lambda surface, centre, radius: self.seat_marker(surface, seat, centre, radius),
            self.session.seat_colour(seat),
        )

    # ---- who is looking -----------------------------------------------------------------
    def viewer_seat(self) -> int | None:
        """As the HiddenHands seating's (a table of bots: nobody's, picks still drawn face
        down), but a reveal is public: no curtain in the middle of it."""
        if self.reveal is not None and self.revealed_to is not None and self.session.human_seats():
            return self.revealed_to
        return super().viewer_seat()

    def needs_curtain(self, seat: int) -> bool:
        """Between two humans, unless nothing on the screen would be that seat's secret: its
        hand and items are public (played numbers lie face up), so only a pick among several
        still hidden, or dark rooms it saw by torch, need the others to look away; and a curtain
        comes whenever it offers the people who have picked to change their card."""
        if not self.hot_seat():
            return False
        state = self.state
        keeps_secret = any(not state.face_up[i] for i in state.seen[seat])
        lone_pick = len(state.to_move()) == 1 and not state.tactical  # shown as soon as it is made
        changing = bool(self.changeable_picks(seat))  # the curtain offers to change those picks
        return keeps_secret or changing or not (lone_pick or self.forced_action(seat) is not None)

    def forced_note(self, seat: int, action) -> str:
        """A last card (its last number, no item) is played at once: no curtain, no click."""
        what = f"its {action['value']}" if action.get("play") == "power" else "the one card it may"
        return f"{self.session.seat_name(seat)} had one card left to play and played {what}."

    def eyes(self) -> int | None:
        """The seat whose secrets (hand, own face-down pick, torch-lit rooms) may be drawn now:
        nobody's while a hot-seat reveal is on screen or before the curtain has been passed."""
        return None if self.hot_seat() and self.reveal is not None else super().eyes()

    def my_turn(self) -> bool:
        seat = self.eyes()
        return (
            seat is not None
            and self.reveal is None
            and not self.state.is_over()
            and seat in self.state.to_move()
        )

    # ---- the hand -----------------------------------------------------------------------
    def hand_places(self) -> dict[tuple, pygame.Rect]:
        """The viewing seat's cards in hand and their places: power cards at slots 0-4 by
        value, items after them (none while it may not see its hand)."""
        seat = self.eyes()
        if seat is None or self.reveal is not None:
            return {}
        view = self.shown_state()
        places = {("power", v): self.slot_rect(f"hand_{v - 1}") for v in view.hands[seat]}
        held = [item for item in words.ITEM_ORDER if view.items[seat][item]]
        places.update(
            {("item", item): self.slot_rect(f"hand_{5 + i}") for i, item in enumerate(held)}
        )
        return places

    def hand_pieces(self) -> list[tuple[tuple, pygame.Rect]]:
        """The cards that may be picked up: the hand's, the pick awaiting Confirm on the spot."""
        waiting = None if self.provisional is None else self.provisional.piece
        return [
            (piece, self.spot_face() if piece == waiting else rect)
            for piece, rect in self.hand_places().items()
        ]

    def spot_face(self) -> pygame.Rect:
        """Where a card on the play spot is drawn."""
        spot = self.slot_rect(SPOT)
        face = pygame.Rect(0, 0, *SPOT_FACE)
        face.midtop = (spot.centerx, spot.top + 2)
        return face

    def index(self) -> ActionIndex:
        """The viewing seat's legal cards as drags (none when it may not pick now)."""
        seat, mine = self.eyes(), self.my_turn()
        return self.kept(
            "index",
            (self.session.version, seat, mine),
            lambda: ActionIndex(self.state.legal_actions(seat) if mine else [], locate),
        )

    def why_not(self, piece, target, rotation) -> str | None:
        seat = self.eyes()
        if seat is None:
            return "It is not your turn."
        if not self.my_turn():
            return "Your card for this room is already down."
        return refusal(self.state, seat, piece_action(piece))

    def drop(self, piece, target, rotation) -> str | None:
        actions = self.index().actions(piece, target)
        return self.play(actions[0]) if actions else self.why_not(piece, target, rotation)

    def play(self, action) -> str | None:
        """Play a card, or light a torch. Either waits for Confirm (setting on): a card on the
        spot, a torch over the dark rooms. A card chosen while the torch waits lights it first
        (the next move commits the waiting one); a torch chosen while a card waits sends the
        card back to hand (the torch comes before the card)."""
        seat = self.eyes()
        if seat is None or self.reveal is not None:
            return "It is not your turn."
        if action == TORCH_USE:
            if self.waiting_card() is not None:
                self.take_back(say=False)
                self.flash("Your card is back in your hand: light the torch, then choose.")
            return self.propose(action, seat, piece=TORCH_PIECE, target=ROW)
        if self.waiting_torch():
            reason = self.confirm_move()
            if reason is not None:
                return reason
        return self.propose(action, seat, piece=locate(action)[0], target=SPOT)

    def lesson_pointers(self, action) -> list[pygame.Rect]:
        """In the lesson: the card in hand and the play spot; the torch button and the dark
        rooms it shows (kit/coach.py frames them)."""
        if action == TORCH_USE:
            rooms = self.dungeon.unseen_dark_rooms()
            button = [self.torch_button.rect] if self.torch_button.visible else []
            return button + ([rooms[0].unionall(rooms)] if rooms else [])
        piece = locate(action)[0]
        place = dict(self.hand_pieces()).get(piece)
        return ([place] if place is not None else []) + [self.slot_rect(SPOT)]

    def lesson_move_words(self, action) -> str:
        """The asked move named (the log's "plays a card face down" hides the card)."""
        if action == TORCH_USE:
            return "light your torch"
        what = action["value"] if action["play"] == "power" else words.ITEM_NAMES[action["item"]]
        return f"play your {str(what).lower()}"

    def waiting_torch(self) -> bool:
        """A torch of the viewer's waits for Confirm."""
        return self.provisional is not None and self.provisional.action == TORCH_USE

    def waiting_card(self):
        """The Provisional of a card waiting on the spot for Confirm, or None."""
        waiting = self.provisional
        return None if waiting is None or waiting.action == TORCH_USE else waiting

    def wants_confirm(self, seat: int, action) -> bool:
        """Every move waits: a pick (the last one turns every card up) and a torch (what it
        shows cannot be unseen)."""
        return True

    def previews_points(self, seat: int, action) -> bool:
        """Only in the tactical game: there every card played before lies face up, so what a
        card wins is known; with secret picks it hangs on the others' hidden cards."""
        return self.state.tactical and action != TORCH_USE

    def provisional_prompt(self) -> str:
        if self.waiting_torch():
            return "Confirm the torch (Enter): only you see the dark rooms; Esc takes it back"
        return "Confirm your card (Enter); another card replaces it, Esc takes it back"

    def changeable_picks(self, viewer: int | None) -> list[int]:
        """The other people whose face-down pick may still be changed: every one who has picked
        this turn, until the last person has (the session's may_change)."""
        humans = self.session.human_seats()
        return self.kept(
            "changeable",
            (self.session.version, viewer),
            lambda: [
                s for s in humans if s != viewer and len(humans) > 1 and self.session.may_change(s)
            ],
        )

    def curtain_backs(self, seat: int) -> list:
        """Before each person's pick, everyone who has picked this turn may change theirs."""
        return [
            (f"{self.session.seat_name(s)}: change my card", lambda s=s: self.give_back(s))
            for s in self.changeable_picks(seat)
        ]

    def give_back(self, mover: int) -> None:
        """`mover`'s face-down pick goes back to its hand, to choose again (behind its own curtain
        first, unless `mover` is the one who passed the device last)."""
        self.beats.finish()
        if self.session.take_back(mover):
            name = self.session.seat_name(mover)
            self.flash(f"{name}'s card is back in {name}'s hand: {name} chooses again.")

    def why_no_undo(self) -> str:
        """Earlier picks are changed on the next curtain, if a next person is still to choose."""
        later = [s for s in self.session.humans_to_move() if s != self.eyes()]
        picks = self.changeable_picks(self.eyes())
        if picks and later:
            names, after = (
                " and ".join(self.session.seat_name(s) for s in picks),
                self.session.seat_name(later[0]),
            )
            return f"{names} may change their card on the screen that passes the device to {after}."
        return super().why_no_undo()

    def torch_ready(self) -> bool:
        return TORCH_USE in self.index().other

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
        before, waiting = self.drag.held, self.provisional
        consumed = self.drag.handle(event)
        if waiting is not None and self.drag.held == waiting.piece != before:
            self.take_back(say=False)  # picked up off the spot: back in hand until dropped again
        if (
            event.type == pygame.MOUSEBUTTONUP
            and self.drag.held is not None
            and self.drag.mode == "click"
        ):
            self.drag.try_drop(SPOT)  # a plain click on a card plays it
        return consumed

    def key_action(self, key) -> dict | None:
        piece = KEY_PIECES.get(key)
        if piece == ("item", "torch") and self.torch_ready() and not self.index().targets(piece):
            return dict(TORCH_USE)  # T lights the torch when the torch card cannot be played
        return None if piece is None else piece_action(piece)

    # ---- the reveal: a beat ---------------------------------------------------------------
    def beat_length(self, beat) -> float:
        """A pick that turns the cards up holds its reveal: the cards flip and the tokens fly;
        then a hot-seat table waits for Continue, a solo one moves on by itself (a room's result
        is drawn at least once, even with animations off)."""
        names = [self.session.seat_name(s) for s in range(beat.before.num_players)]
        reveal = Reveal.from_beat(beat, names)
        if reveal is None:
            return 0.0
        beat.data["reveal"] = reveal
        self.drag.cancel()
        speed = self.anim()
        if self.hot_seat():
            beat.settles_at = reveal.end * speed  # a still picture from then on: the app may rest
            return math.inf  # until Continue
        # a reveal that ends by itself keeps the app awake until it does (a resting app's clock
        # hardly moves: the result would stay until the pointer moved)
        if reveal.kind == "crystal":
            return reveal.end * speed
        return max(max(reveal.end, AUTO_CONTINUE) * speed, ONE_FRAME)

    @property
    def reveal(self) -> Reveal | None:
        """The reveal on show (the playing beat's), or None."""
        beat = self.beats.playing
        return None if beat is None else beat.data.get("reveal")

    def reveal_age(self) -> float:
        """Seconds into the reveal at normal speed (at its end when animations are off)."""
        beat, speed = self.beats.playing, self.anim()
        return beat.age / speed if beat is not None and speed > 0 else 1e9

    def on_action(self, seat, action, events) -> None:
        if action == TORCH_USE and seat != self.eyes():
            self.flash(
                f"{self.session.seat_name(seat)} lit a torch and saw this level's dark rooms."
            )

    def on_beat_end(self, beat) -> None:
        """After a reveal, a new level is announced (counted from its public level card)."""
        level = next((e for e in beat.events if e.kind == "level"), None)
        if "reveal" in beat.data and level is not None and not self.state.is_over():
            self.flash(
                words.level_note(level.data["level"], len(dark_slots(self.presented_state())))
            )

    def log_shows_early(self, beat, entry) -> bool:
        """A reveal's outcome is in the log while it shows; the next room and the final
        standings wait for its end."""
        return "reveal" in beat.data and entry.kind not in (*self.LOG_HEADERS, "end")

    def shown_scores(self):
        """While a reveal shows, the scores follow the counters: once every token has landed
        they are the room's result."""
        reveal = self.reveal
        if reveal is not None and self.reveal_age() >= reveal.end:
            return self._scores_of(self.state, self.viewer_seat())
        return super().shown_scores()

    def reveal_waits(self) -> bool:
        """A room's result waits for Continue (solo: a few seconds); a crystal peek waits only
        at a hot-seat table."""
        return self.reveal is not None and (
            self.hot_seat() or self.reveal.kind == "room" or self.state.is_over()
        )

    def end_reveal(self) -> None:
        self.beats.finish()
        self._sync_widgets()

    def _sync_widgets(self) -> None:
        self.continue_button.visible = self.reveal_waits() and not self._coach_holds()
        self.continue_button.label = "See the results" if self.state.is_over() else "Continue"
        self.torch_button.visible = self.torch_ready() and not self.waiting_torch()
        self.drag.enabled = self.my_turn()

    # ---- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._hold_reveal_for_the_coach()
        self._sync_widgets()

    def _hold_reveal_for_the_coach(self) -> None:
        """In the lesson, a room's result stays on show while the coach's note on it is up, and
        a few seconds after it is read (Continue goes on at once)."""
        beat = self.beats.playing
        if beat is None or "reveal" not in beat.data or self.hot_seat():
            return
        if self._coach_holds():  # a still picture while the note is read: the app may rest
            beat.length = max(beat.length, beat.age + AUTO_CONTINUE * self.anim())
            beat.settles_at = beat.data["reveal"].end * self.anim()
        else:
            beat.settles_at = None

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
            return f"your turn: play a card face up for the {keep_sums(room.name)}"
        return f"choose a card for the {keep_sums(room.name)}"

    @staticmethod
    def result_columns(state) -> dict[str, list]:
        """Shown on the results beside the coins: wounds break ties and decide who collapses,
        but are not part of the score."""
        return {"wounds": list(state.wounds)}

    def highlighted_seats(self, shown) -> list[int]:
        """While a reveal shows, nobody is to play: the last to pick is not marked."""
        return [] if self.reveal is not None else super().highlighted_seats(shown)

    def out_for_good(self, state, seat: int) -> bool:
        return state.petrified[seat]  # the most wounded collapse only at the end

    def score_side(self, state, seat: int) -> str:
        wounds = state.wounds[seat]
        if self.reveal is not None:  # as the seat's row shows them: what has landed counts
            wounds += self.reveal.landed(self.reveal_age(), seat, "wounds")
        return words.plural(wounds, "wound")

    def prompt_data(self) -> tuple[int | None, str]:
        """A reveal is for the whole table: its prompt names no seat (the base would put the
        seat to move in front of it)."""
        if self.reveal is None or self.state.is_over():
            return super().prompt_data()
        return None, f"Everyone: {self.prompt()}"

    def board_targets(self) -> list[pygame.Rect]:
        return [rect for _, rect in self.hand_pieces()] + [self.slot_rect(SPOT)]


TABLE = RaidersTable
