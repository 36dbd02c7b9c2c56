"""Why the hard bot likes a Dungeon Makers move, in one short clause for the hint
(game/ai/advice.py adds the move in the rules' words and the points it brings now).

The clause comes from the bots' own judgement (evaluate.py, dungeon.py): the parts of the
evaluation a move changes the most (a trap set or an encounter pair growing, the chest lead,
a pathway out of the grid left open to invading minions, room for the tiles to come, a block or
a minion traded away, what the action tile offers next). Everything is read from the seat's
view; after the move is tried on a copy, only public parts of the copy are read (never the tile
that comes up on a stack, which the view made up).
"""

from __future__ import annotations

from game.ai.makers import dungeon
from game.ai.makers.evaluate import (
    OFFER_WEIGHT,
    OPEN_FACTOR,
    SOLO_EXIT_SCALE,
    TILE_VALUE,
    exit_risk,
    next_offer,
)
from game.rules.makers import scoring
from game.rules.makers.actions import ICON_NAMES, side_icon
from game.rules.makers.content import ENCOUNTERS, TRAPS
from game.rules.makers.text import TILE_ICON_NAMES
from game.rules.makers.tiles import BLOCK, CELLS, ICON, KIND, SIZE

ORDINALS = ("", "first", "second", "third", "fourth", "fifth")
ROOM_WORDS = {"chamber": "1 more", "maze": "2 more"}
LEAST = 0.5  # a part of the judgement that moves less than this many points goes unsaid


def _tiles(state, seat: int) -> list[int]:
    return [t for t in state.grid[seat] if t >= 0]


def _trap_kinds(counts: dict) -> int:
    return sum(1 for trap in TRAPS if counts.get(trap))


def _other_name(state, seat: int) -> str:
    return "the Iron Golem" if state.solo else "your opponent"


def _icons(before, after, seat: int) -> list[tuple[float, str]]:
    """Trap sets and encounter pairs the move adds to, and the chest lead it wins."""
    out = []
    was, now = scoring.icon_counts(_tiles(before, seat)), scoring.icon_counts(_tiles(after, seat))
    kinds = _trap_kinds(now)
    if kinds > _trap_kinds(was):
        gain = scoring.trap_points(now) - scoring.trap_points(was)
        out.append((gain, f"a {ORDINALS[kinds]} kind of trap toward a set"))
    for encounter in ENCOUNTERS:
        if now.get(encounter, 0) // 2 > was.get(encounter, 0) // 2:
            name = TILE_ICON_NAMES[encounter].split(" (")[0]
            out.append((1.0, f"a pair of {name}s (1 more at the end)"))
    chests = [_chests(before, s) for s in (0, 1)], [_chests(after, s) for s in (0, 1)]
    bonus = [scoring.chest_bonus(c)[seat] for c in chests]
    if bonus[1] > bonus[0]:
        lead = "wins the most chests" if bonus[1] == 5 else "ties for the most chests"
        out.append((bonus[1] - bonus[0], f"it {lead} ({bonus[1]} more at the end)"))
    return out


def _chests(state, seat: int) -> int:
    tiles = state.pile if state.solo and seat == 1 else _tiles(state, seat)
    return sum(1 for t in tiles if ICON[t] == "chest")


def _dungeon(before, after, seat: int) -> list[tuple[float, str]]:
    """Exits left to invaders, room for the tiles to come."""
    out = []
    was, now = dungeon.of(before, seat), dungeon.of(after, seat)
    other = 1 - seat
    scale = SOLO_EXIT_SCALE if before.solo else 1.0
    risk = [exit_risk(d.exits, before.minions_left[other], scale) for d in (was, now)]
    whose = _other_name(before, seat)
    if risk[0] - risk[1] >= LEAST:
        out.append((risk[0] - risk[1], f"it closes a way in for {whose}'s minions"))
    room = [TILE_VALUE * min(d.empty, CELLS) * OPEN_FACTOR[min(d.open, 3)] for d in (was, now)]
    if room[1] - room[0] >= LEAST and was.open < 3:
        out.append((room[1] - room[0], "it opens more cells for the tiles to come"))
    return out


def _pieces(before, seat: int, action) -> list[tuple[float, str]]:
    """A block given away, a piece traded away, a minion placed on a room that pays more."""
    act = action["act"]
    whose = _other_name(before, seat)
    if act == "block":
        if before.solo:
            return [(2.0, "the block costs the Iron Golem 2 points at the end")]
        return [(2.0, "the block costs your opponent 2 points and shuts one of their pathways")]
    if act == "move_minion" and action.get("trade") is not None:
        c, r = action["trade"]
        if before.grid[seat][r * SIZE + c] == BLOCK:
            return [(2.0, "trading the minion takes away a block (2 points back)")]
        return [(5.0, f"trading the minion takes away {whose}'s minion (5 points back)")]
    if act in ("place", "swap") and KIND[after_tile(before, action)] == "chasm":
        return [(1.0, "the chasm scores 1 at the end for each pathway that leads into it")]
    if act in ("minion", "move_minion"):
        cell = action["cell"] if act == "minion" else action["path"][-1]
        dungeon_seat = action.get("dungeon", seat)
        if dungeon_seat != seat:
            return [(5.0, "your minion costs your opponent 5 points there at the end")]
        tile = before.grid[seat][cell[1] * SIZE + cell[0]]
        kind = KIND[tile] if tile >= 0 else ""
        if kind in ROOM_WORDS:
            return [(1.5, f"a minion of yours on a {kind} is worth {ROOM_WORDS[kind]} at the end")]
    return []


def after_tile(state, action) -> int:
    """The stack tile a place or swap lays (a top tile: every seat sees it)."""
    return state.stacks[action["stack"]][-1]


def _offer(before, after, seat: int) -> list[tuple[float, str]]:
    """What the action tile offers on the next many-icon turn, when the move turned it."""
    if after.top[seat] == before.top[seat]:
        return []
    gain = OFFER_WEIGHT * (next_offer(after, seat) - next_offer(before, seat))
    names = [ICON_NAMES[side_icon(after.top[seat], turn)] for turn in ("left", "right")]
    return [(max(gain, 0.0), f"your next many-icon turn offers {names[0]} or {names[1]}")]


def explain(view, seat: int, action, legal) -> str | None:
    """The part of the hard bot's judgement this move changes most, as one clause (None when
    nothing stands out, or for the Iron Golem's turn)."""
    if action.get("act") in ("golem", "pass") or (view.solo and seat != 0):
        return None
    after = view.clone()
    after.apply_unchecked(seat, action)
    reasons = _pieces(view, seat, action) + _icons(view, after, seat) + _dungeon(view, after, seat)
    offer = _offer(view, after, seat)
    said = sorted((r for r in reasons + offer if r[0] >= LEAST), key=lambda r: -r[0]) or offer
    if not said:
        return None
    text = said[0][1]
    return (
        text
        if text.startswith(("it ", "the ", "trading", "your ", "a minion"))
        else (f"it adds {text}")
    )
