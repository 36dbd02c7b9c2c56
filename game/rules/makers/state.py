"""MakersState: the game state, turn order, applying actions, scores and the player's view."""

from __future__ import annotations

import random

from game.rules.core import GameState, SeatScore, rank_places
from game.rules.makers import actions as A
from game.rules.makers import golem, scoring
from game.rules.makers.content import ENCOUNTERS, TRAPS
from game.rules.makers.queries import QueriesMixin
from game.rules.makers.text import describe
from game.rules.makers.tiles import (
    BLOCK,
    CELLS,
    CENTER,
    KIND,
    MASKS,
    NUM_DUNGEON_TILES,
    START,
    TILES,
    cell_index,
    cell_label,
    cell_of,
)

MINIONS, BLOCKS, STACKS = 5, 3, 3
GOLEM = 1

_KEYS = {  # exact keys of each action on the multi side (the single side drops "turn")
    "place": {"act", "turn", "stack", "rot", "cell"},
    "pass": {"act", "turn"},
    "minion": {"act", "turn", "dungeon", "cell"},
    "move_minion": {"act", "turn", "path", "trade"},
    "swap": {"act", "turn", "cell", "stack", "rot"},
    "block": {"act", "turn", "cell"},
    "move_tile": {"act", "turn", "from", "cell", "rot"},
}


class MakersState(QueriesMixin, GameState):
    game_id = "makers"

    def __init__(self, num_players: int, seed: int, options: dict | None = None):
        if num_players not in (1, 2):
            raise ValueError("Dungeon Makers is for 1 or 2 players.")
        super().__init__(num_players, seed, options)
        self.solo = num_players == 1
        deck = list(range(NUM_DUNGEON_TILES))
        self.rng.shuffle(deck)
        size = len(deck) // STACKS
        self.stacks = [deck[k * size : (k + 1) * size] for k in range(STACKS)]
        self.grid = [[-1] * CELLS for _ in range(2)]
        self.rot = [[0] * CELLS for _ in range(2)]
        self.mask = [[0] * CELLS for _ in range(2)]
        self.minion = [[-1] * CELLS for _ in range(2)]
        for seat in (0,) if self.solo else (0, 1):
            self.put(seat, CENTER, START, 0)
        self.points = [0, 0]
        self.minions_left = [MINIONS, MINIONS]
        self.blocks_left = [BLOCKS, 0 if self.solo else BLOCKS]
        self.side = ["single", "single"]
        self.top = [0, 0]
        self.current = 0
        self.fail_streak = 0  # 2 players: turns in a row that had to place a tile and could not
        self.final_turn = False  # solo: you could not place a tile; the Golem takes one last turn
        self.over = False
        self.golem_tile = 0
        self.pile: list[int] = []
        self.pile_blocks = 0
        self.pile_minions = 0
        self.golem_lines: list[str] = []
        self.golem_last: dict | None = None  # its last turn as data: tile, name, face, steps
        self.discards: list[
            int
        ] = []  # tiles out of the game (swapped out, thrown out by the Golem)
        self._rng_shared = False  # see clone() and coin()

    # ---- small mutators shared with golem.py ------------------------------------------------
    @staticmethod
    def tile_mask(tile: int, rot: int) -> int:
        return MASKS[tile][rot]

    def put(self, seat: int, i: int, tile: int, rot: int) -> None:
        self.grid[seat][i] = tile
        self.rot[seat][i] = rot
        self.mask[seat][i] = MASKS[tile][rot]

    def clear(self, seat: int, i: int) -> None:
        self.grid[seat][i] = -1
        self.rot[seat][i] = 0
        self.mask[seat][i] = 0

    def pop_stack(self, s: int) -> int:
        tile = self.stacks[s].pop()
        if self.stacks[s]:
            self.mark_revealed()  # the tile below is now face up
        return tile

    def coin(self) -> bool:
        """A fair coin from the game's rng (True = heads)."""
        if self._rng_shared:
            own = random.Random.__new__(random.Random)  # skips seeding from the OS
            own.setstate(self.rng.getstate())
            self.rng, self._rng_shared = own, False
        return self.rng.random() < 0.5

    # ---- contract ---------------------------------------------------------------------------
    def to_move(self) -> list[int]:
        return [] if self.over else [self.current]

    def is_over(self) -> bool:
        return self.over

    def golem_turn(self) -> bool:
        return self.solo and self.current == GOLEM

    def legal_actions(self, seat: int) -> list:
        if self.over or seat != self.current:
            return []
        if self.golem_turn():
            return [{"act": "golem"}]
        multi = self.side[seat] == "multi"
        extra = {"turn": "center"} if multi else {}
        out = [
            {"act": "place", **extra, "stack": s, "rot": r, "cell": cell_of(i)}
            for s, r, i in A.placements(self, seat)
        ]
        if not out:
            out.append({"act": "pass", **extra})
        if multi:
            for turn in ("left", "right"):
                out += self._icon_actions(seat, turn, A.side_icon(self.top[seat], turn))
        return out

    def _icon_actions(self, seat: int, turn: str, icon: str) -> list:
        if icon == "place_minion":
            return [
                {"act": "minion", "turn": turn, "dungeon": d, "cell": cell_of(i)}
                for d, i in A.minion_spots(self, seat)
            ]
        if icon == "move_minion":
            return [
                {
                    "act": "move_minion",
                    "turn": turn,
                    "path": [cell_of(i) for i in route],
                    "trade": trade,
                }
                for route, targets in A.minion_moves(self, seat)
                for trade in [None] + [cell_of(j) for j in targets]
            ]
        if icon == "swap":
            return [
                {"act": "swap", "turn": turn, "cell": cell_of(i), "stack": s, "rot": r}
                for i, s, r in A.swaps(self, seat)
            ]
        out = [
            {"act": "block", "turn": turn}
            if i is None
            else {"act": "block", "turn": turn, "cell": cell_of(i)}
            for i in A.block_spots(self, seat)
        ]
        return out + [
            {"act": "move_tile", "turn": turn, "from": cell_of(f), "cell": cell_of(i), "rot": r}
            for f, i, r in A.tile_moves(self, seat)
        ]

    def why_illegal(self, seat: int, action) -> str | None:
        if self.over:
            return "The game is over."
        if seat != self.current:
            return "It is not your turn."
        if not isinstance(action, dict) or not isinstance(action.get("act"), str):
            return "That is not a Dungeon Makers move."
        act = action["act"]
        if self.golem_turn():
            return None if action == {"act": "golem"} else "It is the Iron Golem's turn."
        if act == "golem":
            return "Only the Iron Golem takes that turn."
        if act not in _KEYS:
            return "That is not a Dungeon Makers move."
        reason = self._turn_reason(seat, action)
        if reason:
            return reason
        keys = set(_KEYS[act])
        if self.side[seat] == "single":
            keys.discard("turn")
        if act == "block" and self.solo:
            keys.discard("cell")
        if set(action) != keys:
            return "That move is missing a detail or has one too many."
        return self._detail_reason(seat, action)

    def _turn_reason(self, seat: int, action: dict) -> str | None:
        act, turn = action["act"], action.get("turn")
        if self.side[seat] == "single":
            if act not in ("place", "pass"):
                return "Your action tile shows its single side: this turn you place a tile."
            return (
                None
                if "turn" not in action
                else "On the single side the action tile is not turned."
            )
        if act in ("place", "pass"):
            return (
                None
                if turn == "center"
                else "Placing a tile is the centre choice of your action tile."
            )
        if turn not in ("left", "right"):
            return "Choose the action on the left or the right of your action tile."
        icon = A.side_icon(self.top[seat], turn)
        if A.ACT_ICON[act] != icon:
            return (
                f"That action is not on the {turn} of your action tile (there: "
                f"{A.ICON_NAMES[icon]})."
            )
        return None

    def _detail_reason(self, seat: int, a: dict) -> str | None:
        act = a["act"]
        if act == "place":
            return A.place_reason(self, seat, a["stack"], a["rot"], cell_index(a["cell"]))
        if act == "pass":
            return (
                None
                if not A.placements(self, seat)
                else "A tile can still be placed, so you cannot pass."
            )
        if act == "minion":
            return A.minion_reason(self, seat, a["dungeon"], cell_index(a["cell"]))
        if act == "move_minion":
            path, trade = a["path"], a["trade"]
            if not isinstance(path, list):
                return "A minion's path is a list of cells."
            if trade is not None and cell_index(trade) is None:
                return "That is not a cell of your dungeon."
            return A.move_minion_reason(
                self,
                seat,
                [cell_index(c) for c in path],
                None if trade is None else cell_index(trade),
            )
        if act == "swap":
            return A.swap_reason(self, seat, cell_index(a["cell"]), a["stack"], a["rot"])
        if act == "block":
            return A.block_reason(self, seat, None if self.solo else cell_index(a["cell"]))
        return A.move_tile_reason(
            self, seat, cell_index(a["from"]), cell_index(a["cell"]), a["rot"]
        )

    # ---- applying ---------------------------------------------------------------------------
    def _apply(self, seat: int, action) -> None:
        if action["act"] == "golem":
            golem.play_turn(self)
            if self.final_turn:
                self._finish()
            self.current = 0
            return
        self.emit(
            seat, action["act"], describe(self, seat, action), **self._action_facts(seat, action)
        )
        getattr(self, "_do_" + action["act"])(seat, action)
        turn = action.get("turn")
        if turn in ("left", "right"):
            self.top[seat] = A.ACTION_RING.index(A.side_icon(self.top[seat], turn))
        self.side[seat] = "single" if self.side[seat] == "multi" else "multi"
        self._end_turn(seat, failed=action["act"] == "pass")

    def _action_facts(self, seat: int, a: dict) -> dict:
        """The data of an action's own event: its details, and the tiles it moves."""
        facts = {k: v for k, v in a.items() if k != "act"}
        if a["act"] in ("place", "swap"):
            facts["tile"] = self.stacks[a["stack"]][-1]
        if a["act"] == "swap":
            facts["old"] = self.grid[seat][cell_index(a["cell"])]
        elif a["act"] == "move_tile":
            facts["tile"] = self.grid[seat][cell_index(a["from"])]
        elif a["act"] == "minion":
            facts["owner"] = seat
        elif a["act"] == "block":
            facts["dungeon"] = None if self.solo else 1 - seat  # None: onto the Golem's pile
        return facts

    def _end_turn(self, seat: int, failed: bool) -> None:
        full = [sum(1 for t in g if t >= 0) == CELLS for g in self.grid]
        if self.solo:
            if failed or full[0]:
                self.final_turn = True
                self.emit(
                    seat,
                    "end",
                    "You cannot place another tile: the Iron Golem takes one last turn."
                    if failed
                    else "Your dungeon is full: the Iron Golem takes one last turn.",
                )
            self.current = GOLEM
            return
        self.fail_streak = self.fail_streak + 1 if failed else 0
        if self.fail_streak >= 2:
            self.emit(seat, "end", "Neither player could place a tile in turn: the game ends.")
            self._finish()
        elif any(full):
            self.emit(seat, "end", "A dungeon is full: the game ends.")
            self._finish()
        else:
            self.current = 1 - seat

    def _finish(self) -> None:
        self.over = True

    def _score_laid(self, seat: int, i: int) -> None:
        for pts, why in scoring.placed_points(self.grid[seat], self.mask[seat], i):
            self.points[seat] += pts
            self.emit(seat, "points", f"+{pts} for the {why}", cell=cell_of(i), points=pts)

    def _do_place(self, seat: int, a: dict) -> None:
        i = cell_index(a["cell"])
        tile = self.pop_stack(a["stack"])
        self.put(seat, i, tile, a["rot"])
        self._score_laid(seat, i)

    def _do_pass(self, seat: int, a: dict) -> None:
        pass

    def _do_minion(self, seat: int, a: dict) -> None:
        i, d = cell_index(a["cell"]), a["dungeon"]
        self.minion[d][i] = seat
        self.minions_left[seat] -= 1

    def _do_move_minion(self, seat: int, a: dict) -> None:
        cells = [cell_index(c) for c in a["path"]]
        mins = self.minion[seat]
        mins[cells[0]] = -1
        mins[cells[-1]] = seat
        steps = len(cells) - 1
        self.points[seat] += steps
        self.emit(
            seat,
            "points",
            f"+{steps} for a minion walking {steps} tile" + "s" * (steps > 1),
            cell=a["path"][-1],
            points=steps,
        )
        if a["trade"] is not None:
            j = cell_index(a["trade"])
            mins[cells[-1]] = -1
            if self.grid[seat][j] >= 0 and KIND[self.grid[seat][j]] == "block":
                self.clear(seat, j)
                what = "a block"
            else:
                mins[j] = -1
                what = "an opponent's minion"
            self.emit(
                seat, "remove", f"trades the minion for {what} at {cell_label(j)}", cell=a["trade"]
            )

    def _do_swap(self, seat: int, a: dict) -> None:
        i = cell_index(a["cell"])
        old = self.grid[seat][i]
        tile = self.pop_stack(a["stack"])
        self.discards.append(old)
        self.put(seat, i, tile, a["rot"])
        if KIND[tile] == "chasm" and self.minion[seat][i] >= 0:
            self.minion[seat][i] = -1
            self.emit(seat, "remove", "the minion there falls out of the game", cell=a["cell"])
        self._score_laid(seat, i)

    def _do_block(self, seat: int, a: dict) -> None:
        self.blocks_left[seat] -= 1
        if self.solo:
            self.pile_blocks += 1
            return
        self.put(1 - seat, cell_index(a["cell"]), BLOCK, 0)

    def _do_move_tile(self, seat: int, a: dict) -> None:
        f, i = cell_index(a["from"]), cell_index(a["cell"])
        tile = self.grid[seat][f]
        rider = self.minion[seat][f]
        self.clear(seat, f)
        self.minion[seat][f] = -1
        self.put(seat, i, tile, a["rot"])
        self.minion[seat][i] = rider
        pts = 2 if KIND[tile] in ("puzzle", "maze") else 1
        self.points[seat] += pts
        self.emit(
            seat, "points", f"+{pts} for moving the {TILES[tile].name}", cell=a["cell"], points=pts
        )

    # ---- scores -----------------------------------------------------------------------------
    def _chest_counts(self) -> list[int]:
        if self.solo:
            return [
                scoring.icon_counts(scoring.dungeon_tiles(self.grid[0])).get("chest", 0),
                scoring.icon_counts(self.pile).get("chest", 0),
            ]
        return [scoring.icon_counts(scoring.dungeon_tiles(g)).get("chest", 0) for g in self.grid]

    def _tiebreak(self, seat: int) -> tuple[int, int]:
        if self.solo and seat == GOLEM:
            tiles, own = self.pile, self.pile_minions
        else:
            tiles, own = scoring.dungeon_tiles(self.grid[seat]), self.minion[seat].count(seat)
        counts = scoring.icon_counts(tiles)
        return (
            own + sum(counts.get(e, 0) for e in ENCOUNTERS),
            sum(counts.get(t, 0) for t in TRAPS),
        )

    def scores(self, viewer: int | None = None) -> list[SeatScore]:
        """Both seats (in solo, seat 1 is the Iron Golem); the current standing before the end.
        Every point is public, so every viewer sees the same."""
        bonus = scoring.chest_bonus(self._chest_counts())
        parts = []
        for seat in (0, 1):
            if self.solo and seat == GOLEM:
                parts.append(
                    scoring.golem_breakdown(
                        self.pile, self.pile_minions, self.pile_blocks, bonus[1]
                    )
                )
            else:
                parts.append(
                    scoring.player_breakdown(
                        self.grid[seat],
                        self.mask[seat],
                        self.minion[seat],
                        seat,
                        self.points[seat],
                        bonus[seat],
                    )
                )
        totals = [sum(p.values()) for p in parts]
        keys = [(totals[s],) + self._tiebreak(s) for s in (0, 1)]
        places = rank_places(keys)
        notes = ["", ""]
        if totals[0] == totals[1]:
            if keys[0][1] != keys[1][1]:
                note = "tie broken by minions plus encounter icons"
            elif keys[0][2] != keys[1][2]:
                note = "tie broken by minions, encounter and trap icons"
            else:
                note = "a shared place: still tied after both tie-breaks"
            notes = [note, note]
        return [SeatScore(totals[s], parts[s], places[s], note=notes[s]) for s in (0, 1)]

    # ---- copies -----------------------------------------------------------------------------
    def clone(self) -> MakersState:
        new = object.__new__(MakersState)
        d = self.__dict__.copy()
        new.__dict__ = d
        # The rng is shared until one of the two needs a coin (copying it is most of a clone's
        # cost).
        self._rng_shared = d["_rng_shared"] = True
        new.history = list(self.history)
        new.options = dict(self.options)
        for name in ("stacks", "grid", "rot", "mask", "minion"):
            d[name] = [list(x) for x in d[name]]
        for name in (
            "points",
            "minions_left",
            "blocks_left",
            "side",
            "top",
            "pile",
            "golem_lines",
            "discards",
            "events",
        ):
            d[name] = list(d[name])
        return new

    def secrets_for(self, seat: int) -> list:
        """The order of each stack below its top tile, which nobody knows."""
        return [
            {"stack": s, "below_top": stack[:-1]}
            for s, stack in enumerate(self.stacks)
            if len(stack) > 1
        ]

    def view(self, seat: int, seed: int | None = None) -> MakersState:
        """Everything is public except the order of the stacks below their top tiles, re-dealt by
        a generator of the view's own (seeded by `seed`; from the system when None)."""
        rng = random.Random(seed)
        v = self.clone()
        hidden = sorted(t for stack in v.stacks for t in stack[:-1])  # their real order is lost
        rng.shuffle(hidden)
        for stack in v.stacks:
            below = len(stack) - 1
            if below > 0:
                stack[:-1], hidden = hidden[:below], hidden[below:]
        v.rng, v._rng_shared = random.Random(rng.getrandbits(64)), False
        v.seed = rng.getrandbits(31)  # the real seed would give the order away
        return v

    def signature(self) -> tuple:
        """Everything that decides the game from here: equal signatures mean equal positions."""
        return (
            tuple(map(tuple, self.stacks)),
            tuple(map(tuple, self.grid)),
            tuple(map(tuple, self.rot)),
            tuple(map(tuple, self.minion)),
            tuple(self.points),
            tuple(self.minions_left),
            tuple(self.blocks_left),
            tuple(self.side),
            tuple(self.top),
            self.current,
            self.fail_streak,
            self.final_turn,
            self.over,
            self.golem_tile,
            tuple(self.pile),
            self.pile_blocks,
            self.pile_minions,
            tuple(self.discards),
        )
