"""The Stonespine Architects table: your 4x4 dungeon with its doorways (this year's row lit), your
hand below it, the market, the priority track, the challenges, the goal, the gold you would count
now, and the other players' dungeons at a glance (click one, or press 1-4, for a large view).

Draft: drag a chamber onto a slot of the lit row (2 players: then click the card to put aside).
Market: drag an item onto a chamber to buy it and put its tokens there (a lone secret passage
onto an edge), or click it to buy it and then drag its tokens; Pass ends your shopping. Challenges:
click the one to keep. "Show paths" draws every
path network and the chambers joined to the entrance (IN) and the exit (OUT).
Every move of a person waits on the table for Confirm while that setting is on (the kit's
provisional moves; a purchase and its tokens wait together), drawn where it stands; the hint
is drawn the same way, marked as a hint. The table's parts are made in setup().
Secrets: everything is drawn from the viewing seat's view; a hand is drawn only for its owner,
and with two or more people at the table the curtain comes before each person's turn. A finished
game's replay with "Show all" lays every hand and every kept challenge open (kit/open_hands.py).
"""

from __future__ import annotations

import pygame

from game.client import fonts, theme
from game.client.tables.kit.actions import Steps
from game.client.tables.kit.hint import draw_ghost_marker, ghost_of
from game.client.tables.kit.open_hands import OpenHands
from game.client.tables.kit.provisional import chain_reason, draw_marker, points_words
from game.client.tables.kit.seating import HiddenHands
from game.client.tables.kit.table import TableScene
from game.client.tables.stonespine import key, moves
from game.client.tables.stonespine.chamber import TOKEN_RADIUS, draw_chamber, draw_token
from game.client.tables.stonespine.dungeon_view import DungeonView
from game.client.tables.stonespine.key_choices import KeyChoices
from game.client.tables.stonespine.panels import SidePanels
from game.client.tables.stonespine.waiting import Waiting, waiting_of
from game.client.widgets.button import Button
from game.rules.stonespine.content import PASSAGE

JAEL_STEP = 0.9  # seconds each of Jael's steps is shown (times the animation speed)
LARGE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}


class StonespineTable(TableScene):
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
        """The table's parts, made here: the seating (a curtain before every person: hands are
        secret), the dungeon in view (dungeon_view.py), the side panels (panels.py), the
        keyboard path for the market and challenges (key_choices.py) and the drag."""
        self.seating = HiddenHands(self.session)
        self.dungeon = DungeonView(self)
        self.panels = SidePanels(self)
        self.open_hands = OpenHands(self, self.panels.hand_cards)  # Show all: every hand
        self.open_challenges = OpenHands(self, self.panels.challenge_cards)  # and challenge
        self.keys = KeyChoices(self)
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
            (self.session.version, seat, id(self.provisional)),
            lambda: moves.index_for(self.chooser(), seat if self.my_turn() else -1),
        )

    def pieces(self) -> list:
        seat = self.eyes()
        if seat is None or not self.my_turn() or self.large is not None or self.steps is not None:
            return []
        state = self.chooser()
        waiting = self.waiting()
        standing = []  # a lone move awaiting Confirm: its piece where it stands, picked up, back
        if waiting is not None and len(self.provisional.actions) == 1 and self.provisional.piece:
            rect = self.waiting_rect()
            standing = [] if rect is None else [(self.provisional.piece, rect)]
        if seat not in state.to_move():
            return standing
        if state.phase == "draft":
            movable = set(self.index().pieces())
            hand = [c for c in state.hands[seat] if waiting is None or c not in waiting.from_hand]
            return standing + [
                (("card", c), self.slot_rect(f"hand_{i}"))
                for i, c in enumerate(hand[:8])
                if ("card", c) in movable
            ]
        if state.phase == "place":
            faces = sorted(set(self.placing_shown()))
            return standing + [
                (("token", f), self.slot_rect(f"hand_{i}")) for i, f in enumerate(faces[:8])
            ]
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
        cells = [(("cell", i), self.dungeon.cell_rect(i)) for i in range(16)]
        if held == ("token", PASSAGE) or self.lone_passage(
            held
        ):  # the edges win where they overlap a slot (the last target wins);
            d = self.chooser().dungeons[
                self.eyes() or 0
            ]  # a slot's middle stays a target, to say why not
            return cells + [(("edge", e), self.dungeon.edge_rect(e, d)) for e in range(26)]
        return cells

    def lone_passage(self, piece) -> bool:
        return (
            piece is not None
            and piece[0] == "item"
            and set(moves.item_faces(self.chooser(), piece[1])) == {PASSAGE}
        )

    def legal_targets(self, piece, rotation) -> set:
        if not self.my_turn():
            return set()
        if piece[0] == "item":
            return moves.item_targets(self.chooser(), self.eyes(), piece[1])
        return self.index().targets(piece)

    def why_not(self, piece, target, rotation) -> str | None:
        seat = self.eyes()
        if seat is None or not self.my_turn():
            return "It is not your turn."
        if piece[0] == "item":
            return moves.item_drop(self.chooser(), seat, piece[1], target)[1]
        return moves.why_not(self.chooser(), seat, piece, target)

    def drop(self, piece, target, rotation) -> str | None:
        if piece[0] == "item":
            return self.buy_and_put(piece[1], target)
        actions = self.index().actions(piece, target)
        if not actions:
            return self.why_not(piece, target, rotation)
        if len(actions) == 1:
            return self.offer(actions[0], piece=piece, target=target)
        self.steps = Steps(actions)  # 2 players: which card goes aside is still open
        return None

    def buy_and_put(self, item, target) -> str | None:
        seat = self.eyes()
        actions, reason = moves.item_drop(self.chooser(), seat, item, target)
        if reason:
            return reason
        for action in actions:  # the purchase, then each of its tokens, all waiting together
            reason = self.offer(action, piece=("item", item), target=target)
            if reason:
                return reason
        return None

    # ---- the safety net: every move of a person may wait for Confirm (kit/provisional.py) ------
    def wants_confirm(self, seat: int, action) -> bool:
        """Every move of a person: a chamber chosen turns everything up once all have chosen
        (then Jael takes its card), a purchase hands the market on, a challenge kept deals the
        next year, and none of that can be taken back."""
        return action.get("act") != "jael"

    def previews_points(self, seat: int, action) -> bool:
        """No preview of a chamber chosen beside other people's hidden picks: made last, it
        would turn theirs up."""
        return action.get("act") != "draft" or self.state.solo

    def offer(self, action, *, piece=None, target=None) -> str | None:
        """A person's move, made at once or standing on the table awaiting Confirm. With moves
        of theirs already waiting, a move that can follow them (a token of the item bought, the
        next purchase, Pass) joins them, and Confirm makes them all; one that would replace them
        (another chamber, another item instead) takes them back first. In a lesson, whose coach
        asks for one move at a time, the waiting move is made first."""
        seat = self.eyes()
        waiting = self.provisional
        extend = False
        if waiting is not None and waiting.seat == seat:
            extend = chain_reason(self.state, seat, [*waiting.actions, action]) is None
            if not extend:
                self.take_back(say=False)
            elif self.coach is not None:
                self.confirm_move()
        if extend:  # a piece picked up takes back only a lone move (kit's drag_event)
            piece = None
        return self.propose(action, seat, piece=piece, target=target, extend=extend)

    def chooser(self):
        """The position the person chooses their next move in: after the moves waiting for
        Confirm while they are purchases and tokens (kit's ahead()), else the real one. A
        chamber chosen, a pass or a challenge kept ends what may be chosen before Confirm."""
        waiting = self.provisional
        if waiting is None or not all(a["act"] in ("buy", "put") for a in waiting.actions):
            return self.state
        return self.ahead()

    def waiting(self) -> Waiting | None:
        """What the move awaiting Confirm puts where (None when no move waits)."""
        return waiting_of(self.provisional, self.state.row())

    def placing_shown(self) -> list[str]:
        """The bought tokens still to place, the moves waiting for Confirm made."""
        chooser = self.chooser()
        return chooser.placing if chooser.phase == "place" else []

    def waiting_rect(self) -> pygame.Rect | None:
        """Where the waiting move's piece stands: its chamber, its item, its token's cell or
        edge."""
        waiting, provisional = self.waiting(), self.provisional
        if waiting is None:
            return None
        act = provisional.actions[-1]["act"]
        if act == "draft":
            return self.dungeon.cell_rect(next(iter(waiting.built)))
        if act == "buy":
            return self.item_rect(waiting.items[-1])
        if act == "put":
            last = provisional.actions[-1]
            if last["token"] == PASSAGE:
                return self.dungeon.edge_rect(last["edge"], self.state.dungeons[provisional.seat])
            return self.dungeon.cell_rect(last["cell"])
        if act == "pass":
            return self.pass_button.rect
        if act == "challenge":
            offers = self.state.offers[provisional.seat]
            if waiting.challenge in offers[:3]:
                return self.slot_rect(f"offer_{offers.index(waiting.challenge)}")
        return None

    def item_rect(self, item) -> pygame.Rect | None:
        k = next((k for k, e in enumerate(self.state.market[:4]) if e["card"] == item[0]), None)
        return None if k is None else self.slot_rect(f"market_{k}_{item[1]}")

    def draw_hinted_move(self, surface, action) -> None:
        """The hinted move where it would stand, faded and marked "Hint": the chamber in its
        slot, the token on its chamber or edge; the item, Pass or the challenge framed."""
        seat = self.eyes()
        if seat is None or self.large is not None:
            return
        rect = self.hinted_rect(action)
        if rect is None:
            return
        act = action["act"]
        if act == "draft":
            ghost = ghost_of(lambda s, r: draw_chamber(s, action["card"], r), rect.size)
            surface.blit(ghost, rect.topleft)
        elif act == "put":
            ghost = ghost_of(
                lambda s, r: draw_token(s, action["token"], r.center, TOKEN_RADIUS + 4), rect.size
            )
            surface.blit(ghost, rect.topleft)
        draw_ghost_marker(surface, rect)

    def lesson_pointers(self, action) -> list[pygame.Rect]:
        """In a lesson, the piece to take and the place it goes (kit/coach.py frames them): a
        chamber of the hand and its slot, a bought token and its chamber or edge, the item to
        click, Pass, the challenge; nothing once the move stands awaiting Confirm."""
        seat = self.eyes()
        if self.provisional is not None or seat is None:
            return []
        act, place = action["act"], self.hinted_rect(action)
        piece = None
        if act == "draft" and action["card"] in self.state.hands[seat][:8]:
            piece = self.slot_rect(f"hand_{self.state.hands[seat].index(action['card'])}")
        elif act == "put":
            piece = dict(self.pieces()).get(("token", action["token"]))
        return [rect for rect in (piece, place) if rect is not None]

    def hinted_rect(self, action) -> pygame.Rect | None:
        """Where a hinted move stands on the table."""
        act, seat = action["act"], self.eyes()
        if act == "draft":
            return self.dungeon.cell_rect(self.state.row() * 4 + action["col"])
        if act == "buy":
            return self.item_rect((action["card"], action["half"]))
        if act == "put":
            if action["token"] == PASSAGE:
                return self.dungeon.edge_rect(action["edge"], self.state.dungeons[seat])
            return self.dungeon.cell_rect(action["cell"])
        if act == "pass":
            return self.pass_button.rect
        if act == "challenge" and action["card"] in self.state.offers[seat][:3]:
            return self.slot_rect(f"offer_{self.state.offers[seat].index(action['card'])}")
        return None

    def provisional_prompt(self) -> str:
        act = self.provisional.actions[-1]["act"]
        back = "take it back (Esc or Undo)"
        if act == "draft":
            return f"Confirm the chamber (Enter), or {back[:-1]}, or pick it up)"
        if act == "buy":
            return f"Confirm the purchase (Enter), or {back}"
        if act == "put":
            return f"Confirm the purchase and its tokens (Enter), or {back}"
        if act == "pass":
            lost = self.state.gold[self.provisional.seat]
            gold = f" ({lost} gold lost)" if lost else ""
            return f"Confirm you pass{gold} (Enter), or {back}"
        return f"Confirm the challenge you keep (Enter), or {back}"

    def draw_waiting(self, surface) -> None:
        """The waiting move's mark where it stands (the chamber, tokens, item, Pass or
        challenge are drawn there by the board), with its points where they change."""
        rect = self.waiting_rect()
        if rect is None or self.large is not None:
            return
        waiting = self.waiting()
        others = [self.item_rect(item) for item in waiting.items]  # items bought on the way
        others += [self.dungeon.cell_rect(cell) for cell in waiting.tokens]
        d = self.state.dungeons[self.provisional.seat]
        others += [self.dungeon.edge_rect(e, d) for e in waiting.edges]
        for other in others:
            if other is not None and other != rect:
                draw_marker(surface, other, "")
        gain = self.provisional.gain(self.provisional.seat)
        draw_marker(surface, rect, f"{points_words(gain)}, not final" if gain else "not final")

    def draw_piece(self, surface, piece, rect, rotation) -> None:
        if piece[0] == "card":
            draw_chamber(surface, piece[1], rect)
        elif piece[0] == "item":
            self.panels.draw_item(surface, self.chooser(), piece[1], rect, True)
        else:
            draw_token(surface, piece[1], rect.center, 22)

    # ---- clicks -----------------------------------------------------------------------------
    def ask_pass(self) -> None:
        seat = self.eyes()
        if not self.shopping():
            return
        gold = self.chooser().gold[seat]
        if self.app.settings.confirm_moves:  # the pass waits on the table: Confirm asks
            self.offer({"act": "pass"})
        elif gold and len(self.chooser().legal_actions(seat)) > 1:
            self.confirm(
                f"Pass with {gold} gold left?",
                lambda: self.submit({"act": "pass"}, seat),
                detail="Leftover gold is lost; you cannot shop again this year.",
                yes_label="Pass",
            )
        else:
            self.submit({"act": "pass"}, seat)

    def toggle_paths(self) -> None:
        self.dungeon.show_paths = not self.dungeon.show_paths
        self.paths_button.label = "Hide paths" if self.dungeon.show_paths else "Show paths"

    def legal_buys(self) -> set:
        seat = self.eyes()
        if not self.shopping():
            return set()
        legal = self.chooser().legal_actions(seat)
        return {(a["card"], a["half"]) for a in legal if a["act"] == "buy"}

    def shopping(self) -> bool:
        """The person may buy or pass now (after the purchases waiting for Confirm)."""
        chooser = self.chooser()
        return self.my_turn() and chooser.phase == "market" and self.eyes() in chooser.to_move()

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
                    piece = ("card", action["card"])
                    self.offer(
                        action, piece=piece, target=("cell", state.row() * 4 + action["col"])
                    )
                    return True
            return False
        if state.phase == "market":
            item = self.panels.market_item_at(pos)
            if (
                item is not None and item not in self.legal_buys()
            ):  # a legal one is picked up (a drag or a click)
                buy = {"act": "buy", "card": item[0], "half": item[1]}
                why = self.chooser().why_illegal(seat, buy) or "That item waits for Confirm."
                self.flash(why, bad=True)
                return True
        if state.phase == "challenge":
            card = self.panels.challenge_at(pos)
            if card is not None:
                self.offer({"act": "challenge", "card": card})
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
        if self.keys.handle_choice_key(event):
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
            self.offer({"act": "buy", "card": held[1][0], "half": held[1][1]}, piece=held)
            return True
        return self.drag_event(self.drag, event)

    # ---- beats: Jael's steps are shown one at a time ---------------------------------------------
    def beat_length(self, beat) -> float:
        if beat.action == {"act": "jael"}:
            self.drag.cancel()
            if beat.events and self.coach is None:  # Jael's step, told while it is shown (a
                # lesson's coach tells it in its own note)
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
        if not (self.provisional is not None and self.provisional.seat == seat):
            self.steps = None

    # ---- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.pass_button.visible = self.shopping() or (
            self.waiting() is not None and self.waiting().passing
        )
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
        grid = self.dungeon.cell_rect(0).union(self.dungeon.cell_rect(15))
        left = (
            state.dungeons[shown].entrance >= 2
        )  # the heading sits on the side away from the entrance
        surface.blit(
            whose,
            whose.get_rect(topleft=(grid.left, 88))
            if left
            else whose.get_rect(topright=(grid.right, 88)),
        )
        self.dungeon.draw_dungeon(surface, state, shown, shown == seat)
        self.panels.draw_gold_tally(surface, state, shown)
        pointer = self.tooltips.pos
        if pointer is not None and self.slot_rect("gold_tally").collidepoint(pointer):
            self.dungeon.draw_gold_marks(surface, state, shown)
        self.panels.draw_info(surface, state)
        self.panels.draw_market(surface, state)
        self.panels.draw_priority(surface, state)
        self.panels.draw_challenges(surface, state, seat)
        self.panels.draw_opponents(surface, state)
        self.panels.draw_hand(surface, state, seat)
        self.tooltips.keep_clear += [self.pass_button.rect, self.paths_button.rect]
        if self.drag.held is not None and self.drag.mode in ("drag", "click"):
            # the piece in hand says why it may not go there: no note over that
            self.tooltips.clear()
        self.draw_waiting(surface)
        self.keys.draw_key_focus(surface)
        self.drag.draw_targets(surface)
        self.drag.draw_held(surface)

    def board_targets(self) -> list[pygame.Rect]:
        rects = [rect for _, rect in self.pieces()] + [self.dungeon.cell_rect(i) for i in range(16)]
        rects += [self.slot_rect(f"market_{k}_{h}") for k in range(4) for h in ("top", "bottom")]
        return rects + [self.slot_rect(f"offer_{i}") for i in range(3)]


TABLE = StonespineTable
