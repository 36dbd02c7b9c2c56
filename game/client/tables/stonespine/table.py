"""The Stonespine Architects table: your 4x4 dungeon with its doorways (this year's row lit), your
hand below it, the market, the priority track, the challenges, the goal, the gold you would count
now, and the other players' dungeons at a glance (click one, or press 1-4, for a large view).

Draft: drag a chamber onto a slot of the lit row (2 players: then click the card to put aside).
Market: drag an item onto a chamber to buy it and put its tokens there (a lone secret passage
onto an edge), or click it to buy it and then drag its tokens; Pass ends your shopping. Challenges:
click the one to keep. "Show paths" draws every
path network and the chambers joined to the entrance (IN) and the exit (OUT).
Secrets: everything is drawn from the viewing seat's view; a hand is drawn only for its owner,
and with two or more people at the table the curtain comes before each person's turn.
"""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.tables.kit.actions import Steps
from game.client.tables.kit.seating import HiddenHands
from game.client.tables.kit.table import TableScene
from game.client.tables.stonespine import key, moves
from game.client.tables.stonespine.chamber import draw_chamber, draw_token
from game.client.tables.stonespine.dungeon_view import DungeonDrawing
from game.client.tables.stonespine.key_choices import KeyChoices
from game.client.tables.stonespine.panels import PanelsDrawing
from game.client.widgets.button import Button
from game.rules.stonespine.content import PASSAGE

JAEL_STEP = 0.9  # seconds each of Jael's steps is shown (times the animation speed)
LARGE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}


class StonespineTable(KeyChoices, DungeonDrawing, PanelsDrawing, TableScene):
    GAME_ID = "stonespine"
    ICON = "stairs"  # its medal in game select
    LEVEL = "stonespine"
    LOG_HEADERS = ("year", "market", "challenges", "end")
    REQUIRED_SLOTS = (
        [f"cell_{i}" for i in range(16)]
        + ["entrance", "exit", "paths_button", "gold_tally"]
        + [f"hand_{i}" for i in range(8)]
        + ["hand_note"]
        + [f"opponent_{k}" for k in range(4)]
        + [
            "info",
            "market_title",
            "pass_button",
            "shop_note",
            "priority",
            "challenge_title",
            "challenges_kept",
        ]
        + [f"market_{k}_{h}" for k in range(4) for h in ("top", "bottom")]
        + [f"offer_{i}" for i in range(3)]
    )

    def setup(self) -> None:
        self.seating = HiddenHands(self.session)  # a curtain before every person: hands are secret
        self.show_paths = False
        self.large: int | None = None  # another seat whose dungeon is shown large
        self.steps: Steps | None = (
            None  # 2 players: the chamber is placed, the card to put aside is open
        )
        self.drag = self.make_drag(
            pieces=self.pieces,
            targets=self.drop_targets,
            legal_targets=self.legal_targets,
            why_not=self.why_not,
            drop=self.drop,
            draw_piece=self.draw_piece,
        )
        self.pass_button = Button(
            self.slot_rect("pass_button"),
            "Pass",
            self.ask_pass,
            size=17,
            style="stone",
            tooltip="Stop shopping this year: leftover gold is lost, and you take the "
            "leftmost free slot of the next priority order.",
        )
        self.paths_button = Button(
            self.slot_rect("paths_button"),
            "Show paths",
            self.toggle_paths,
            size=15,
            style="stone",
            hotkey=pygame.K_p,
            tooltip="Draw every path network, and mark the chambers joined to the "
            "entrance (IN) and the exit (OUT). Key P.",
        )
        self.widgets += [self.pass_button, self.paths_button]

    def key_sections(self):
        return key.key_sections(self.seat_marker, self.state.solo)

    # ---- who is looking: the HiddenHands seating (kit/seating.py); eyes and my_turn from the kit

    def opponents(self) -> list[int]:
        me = self.eyes()
        me = 0 if me is None else me
        return [s for s in range(self.state.seats) if s != me]

    # ---- the drags (moves.py) ---------------------------------------------------------------
    def index(self):
        seat = self.eyes()
        return self.kept(
            "index",
            (self.session.version, seat),
            lambda: moves.index_for(self.state, seat if self.my_turn() else -1),
        )

    def pieces(self) -> list:
        seat = self.eyes()
        if seat is None or not self.my_turn() or self.large is not None or self.steps is not None:
            return []
        state = self.state
        if state.phase == "draft":
            movable = set(self.index().pieces())
            return [
                (("card", c), self.slot_rect(f"hand_{i}"))
                for i, c in enumerate(state.hands[seat][:8])
                if ("card", c) in movable
            ]
        if state.phase == "place":
            faces = sorted(set(state.placing))
            return [(("token", f), self.slot_rect(f"hand_{i}")) for i, f in enumerate(faces[:8])]
        if state.phase == "market":
            legal = self.legal_buys()
            return [
                (("item", (entry["card"], half)), self.slot_rect(f"market_{k}_{half}"))
                for k, entry in enumerate(state.market[:4])
                for half in ("top", "bottom")
                if (entry["card"], half) in legal
            ]
        return []

    def drop_targets(self) -> list:
        held = self.drag.held
        cells = [(("cell", i), self.cell_rect(i)) for i in range(16)]
        if held == ("token", PASSAGE) or self.lone_passage(
            held
        ):  # the edges win where they overlap a slot (the last target wins);
            d = self.state.dungeons[
                self.eyes() or 0
            ]  # a slot's middle stays a target, to say why not
            return cells + [(("edge", e), self.edge_rect(e, d)) for e in range(26)]
        return cells

    def lone_passage(self, piece) -> bool:
        return (
            piece is not None
            and piece[0] == "item"
            and set(moves.item_faces(self.state, piece[1])) == {PASSAGE}
        )

    def legal_targets(self, piece, rotation) -> set:
        if not self.my_turn():
            return set()
        if piece[0] == "item":
            return moves.item_targets(self.state, self.eyes(), piece[1])
        return self.index().targets(piece)

    def why_not(self, piece, target, rotation) -> str | None:
        seat = self.eyes()
        if seat is None or not self.my_turn():
            return "It is not your turn."
        if piece[0] == "item":
            return moves.item_drop(self.state, seat, piece[1], target)[1]
        return moves.why_not(self.state, seat, piece, target)

    def drop(self, piece, target, rotation) -> str | None:
        if piece[0] == "item":
            return self.buy_and_put(piece[1], target)
        actions = self.index().actions(piece, target)
        if not actions:
            return self.why_not(piece, target, rotation)
        if len(actions) == 1:
            return self.submit(actions[0], self.eyes())
        self.steps = Steps(actions)  # 2 players: which card goes aside is still open
        return None

    def buy_and_put(self, item, target) -> str | None:
        seat = self.eyes()
        actions, reason = moves.item_drop(self.state, seat, item, target)
        if reason:
            return reason
        for action in actions:
            if self.submit(action, seat):  # refused (and flashed): what is left waits to be dragged
                break
        return None

    def draw_piece(self, surface, piece, rect, rotation) -> None:
        if piece[0] == "card":
            draw_chamber(surface, piece[1], rect)
        elif piece[0] == "item":
            self.draw_item(surface, self.state, piece[1], rect, True)
        else:
            draw_token(surface, piece[1], rect.center, 22)

    # ---- clicks -----------------------------------------------------------------------------
    def ask_pass(self) -> None:
        seat = self.eyes()
        if not self.my_turn() or self.state.phase != "market":
            return
        gold = self.state.gold[seat]
        if gold and len(self.state.legal_actions(seat)) > 1:
            self.confirm(
                f"Pass with {gold} gold left?",
                lambda: self.submit({"act": "pass"}, seat),
                detail="Leftover gold is lost; you cannot shop again this year.",
                yes_label="Pass",
            )
        else:
            self.submit({"act": "pass"}, seat)

    def toggle_paths(self) -> None:
        self.show_paths = not self.show_paths
        self.paths_button.label = "Hide paths" if self.show_paths else "Show paths"

    def legal_buys(self) -> set:
        seat = self.eyes()
        if not self.my_turn() or self.state.phase != "market":
            return set()
        return {(a["card"], a["half"]) for a in self.state.legal_actions(seat) if a["act"] == "buy"}

    def _click(self, pos) -> bool:
        for k, seat in enumerate(self.opponents()[:4]):
            if self.slot_rect(f"opponent_{k}").collidepoint(pos):
                self.toggle_large(seat)
                return True
        seat = self.eyes()
        if seat is None or not self.my_turn():
            return False
        state = self.state
        if self.steps is not None:
            for i, card in enumerate(state.hands[seat][:8]):
                if self.slot_rect(f"hand_{i}").collidepoint(pos):
                    if card not in self.steps.options("discard"):
                        self.flash("Put aside a different card from the one you build.", bad=True)
                        return True
                    self.steps.choose("discard", card)
                    action, self.steps = self.steps.action, None
                    self.submit(action, seat)
                    return True
            return False
        if state.phase == "market":
            item = self.market_item_at(pos)
            if (
                item is not None and item not in self.legal_buys()
            ):  # a legal one is picked up (a drag or a click)
                self.submit({"act": "buy", "card": item[0], "half": item[1]}, seat)  # says why not
                return True
        if state.phase == "challenge":
            card = self.challenge_at(pos)
            if card is not None:
                self.submit({"act": "challenge", "card": card}, seat)
                return True
        return False

    def toggle_large(self, seat: int) -> None:
        """Show `seat`'s dungeon large (again: back to one's own). Jael builds no dungeon: its
        panel is all there is to see of it."""
        if not self.has_dungeon(seat):
            return
        self.large = None if self.large == seat else seat
        self.drag.cancel()

    def has_dungeon(self, seat: int) -> bool:
        return seat < len(self.state.dungeons)

    def handle_board_event(self, event) -> bool:
        if self.handle_choice_key(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.steps is not None:
                self.steps = None
                return True
            if event.key == pygame.K_ESCAPE and self.large is not None and self.drag.held is None:
                self.large = None
                return True
            if event.key in LARGE_KEYS and self.drag.held is None:
                others = self.opponents()
                if LARGE_KEYS[event.key] < len(others):
                    self.toggle_large(others[LARGE_KEYS[event.key]])
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            if self._click(event.pos):
                return True
        held = self.drag.held
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.drag.mode == "press"
            and held is not None
            and held[0] == "item"
        ):  # a click on an item, not a drag: buy it
            self.drag.cancel()
            self.submit({"act": "buy", "card": held[1][0], "half": held[1][1]}, self.eyes())
            return True
        return self.drag.handle(event)

    # ---- beats: Jael's steps are shown one at a time ---------------------------------------------
    def beat_length(self, beat) -> float:
        if beat.action == {"act": "jael"}:
            self.drag.cancel()
            if beat.events:  # Jael's step (its first event), told on the table while it is shown
                names = [self.session.seat_name(s) for s in range(self.session.num_seats)]
                self.flash(f"{names[beat.seat]} {beat.events[0].line(names)}")
            return JAEL_STEP * self.anim()
        return 0.0

    def jael_taking(self):
        """The chamber of your hand Jael takes, while that step of Jael's is shown; else None."""
        beat = self.beats.playing
        if beat is None or beat.action != {"act": "jael"} or not beat.events:
            return None
        step = beat.events[0]
        return step.data.get("card") if step.kind == "jael_take" else None

    def on_action(self, seat, action, events) -> None:
        self.steps = None

    # ---- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.pass_button.visible = self.my_turn() and self.state.phase == "market"
        if self.large is not None and (
            self.large not in self.opponents() or not self.has_dungeon(self.large)
        ):
            self.large = None

    def prompt(self) -> str:
        state = self.state
        if self.steps is not None:
            return "click the card to put aside"
        return {
            "draft": "drag a chamber from your hand onto a slot of the lit row",
            "market": "buy an item (drag it onto a chamber, or click it) or pass",
            "place": "drag each bought token onto a chamber (a passage onto an edge)",
            "challenge": "keep one of the challenges on offer (click it)",
        }.get(state.phase, "wait")

    def draw_board(self, surface) -> None:
        state = self.shown_state()
        seat = self.eyes()
        shown = self.large if self.large is not None else (seat if seat is not None else 0)
        whose = fonts.render(
            "Your dungeon" if shown == seat else f"{self.session.seat_name(shown)}'s dungeon",
            15,
            theme.GOLD,
            bold=True,
        )
        grid = self.cell_rect(0).union(self.cell_rect(15))
        left = (
            state.dungeons[shown].entrance >= 2
        )  # the heading sits on the side away from the entrance
        surface.blit(
            whose,
            whose.get_rect(topleft=(grid.left, 88))
            if left
            else whose.get_rect(topright=(grid.right, 88)),
        )
        self.draw_dungeon(surface, state, shown, shown == seat)
        self.draw_gold_tally(surface, state, shown)
        pointer = self.tooltips.pos
        if pointer is not None and self.slot_rect("gold_tally").collidepoint(pointer):
            self.draw_gold_marks(surface, state, shown)
        self.draw_info(surface, state)
        self.draw_market(surface, state)
        self.draw_priority(surface, state)
        self.draw_challenges(surface, state, seat)
        self.draw_opponents(surface, state)
        self.draw_hand(surface, state, seat)
        self.tooltips.keep_clear += [self.pass_button.rect, self.paths_button.rect]
        if self.drag.held is not None and self.drag.mode in ("drag", "click"):
            # the piece in hand says why it may not go there: no note over that
            self.tooltips.clear()
        self.draw_key_focus(surface)
        self.drag.draw_targets(surface)
        self.drag.draw_held(surface)

    def board_targets(self) -> list[pygame.Rect]:
        rects = [rect for _, rect in self.pieces()] + [self.cell_rect(i) for i in range(16)]
        rects += [self.slot_rect(f"market_{k}_{h}") for k in range(4) for h in ("top", "bottom")]
        return rects + [self.slot_rect(f"offer_{i}") for i in range(3)]


TABLE = StonespineTable
