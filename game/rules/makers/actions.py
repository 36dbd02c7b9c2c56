"""What a player may do: the action tile, enumeration of legal moves and reasons for refusals.

Functions take the state and a seat; cells here are indices (see tiles.cell_index).
"""

from __future__ import annotations

from game.rules.makers import minions, placement
from game.rules.makers.tiles import CELLS, KIND, START

# The four outer icons of the action tile, clockwise, starting with the one on top at set-up.
ACTION_RING = ("block_or_move", "place_minion", "move_minion", "swap")
ICON_NAMES = {
    "place_tile": "Place a Tile",
    "block_or_move": "Place a Block / Move a Tile",
    "place_minion": "Place a Minion",
    "move_minion": "Move a Minion",
    "swap": "Swap a Tile",
}
ACT_ICON = {
    "minion": "place_minion",
    "move_minion": "move_minion",
    "swap": "swap",
    "block": "block_or_move",
    "move_tile": "block_or_move",
}
STACK_NAMES = ("left", "middle", "right")
ACTION_TILE_NOTE = (
    "Single side: place a tile. Other side: place a tile (centre) or turn the tile a quarter "
    "left or right to use that icon. It flips after every turn."
)
FIXED_TILES = ("start", "block")  # never swapped or moved


def side_icon(top: int, turn: str) -> str:
    """The icon on the left or right of the action tile when ACTION_RING[top] is on top."""
    return ACTION_RING[(top + (1 if turn == "right" else 3)) % 4]


def opponent(state, seat: int) -> int:
    return 1 - seat


# ---- what the action tile offers this turn --------------------------------------------------
def offered_turn(state, seat: int, act: str):
    """How the action tile is used for `act` this turn: None on the single side (the action has
    no "turn"), "center", "left" or "right" on the multi side, or False when it is not offered."""
    single = state.side[seat] == "single"
    if act in ("place", "pass"):
        return None if single else "center"
    if single:
        return False
    return next(
        (turn for turn in ("left", "right") if side_icon(state.top[seat], turn) == ACT_ICON[act]),
        False,
    )


def not_offered_reason(state, seat: int, act: str) -> str | None:
    """Why the action tile does not offer `act` this turn (None when it does)."""
    if offered_turn(state, seat, act) is not False:
        return None
    if state.side[seat] == "single":
        return "Your action tile shows its single side: this turn you place a tile."
    return f"{ICON_NAMES[ACT_ICON[act]]} is not on the left or right of your action tile this turn."


def no_move_reason(state, seat: int, act: str, stack: int | None = None) -> str:
    """Why `seat` has no legal `act` at all now (a tile from `stack` for "place"), for a piece
    a player tries to pick up."""
    if act == "place":
        if not state.stacks[stack]:
            return "That stack is empty."
        return "This tile fits no cell of your dungeon this turn, whichever way it is turned."
    offer = not_offered_reason(state, seat, act)
    if offer:
        return offer
    if act == "move_tile":
        return "This tile has nowhere it may move to now."
    if act == "move_minion":
        return "This minion has no route along joined pathways to another tile."
    return f"There is no cell this {act} may go to now."  # a minion or a block from the supply


def wrong_place_reason(state, act: str, where: str) -> str:
    """Why `act` cannot be made in `where` at all ("own" or "opponent" dungeon, or the Golem's
    "pile"), whatever the cell."""
    if where == "pile":
        return "Only blocks go onto the Iron Golem's pile."
    if act != "block":
        return "That is your opponent's dungeon: this piece stays in your own."
    if state.solo:
        return "In the solo game your blocks go onto the Iron Golem's pile."
    return "Blocks go into your opponent's dungeon, not your own."


# ---- enumeration (fast paths) ---------------------------------------------------------------
def placements(state, seat: int) -> list[tuple[int, int, int]]:
    """(stack, rot, cell) for every legal Place a Tile."""
    grid, masks = state.grid[seat], state.mask[seat]
    cons = placement.constraints(grid, masks, placement.empty_cells(grid))
    out = []
    for s, stack in enumerate(state.stacks):
        if not stack:
            continue
        tile = stack[-1]
        for i, need, forbid in cons:
            for r in placement.fitting_rots(tile, need, forbid):
                out.append((s, r, i))
    return out


def minion_spots(state, seat: int) -> list[tuple[int, int]]:
    """(dungeon seat, cell) for every legal Place a Minion."""
    if state.minions_left[seat] <= 0:
        return []
    grid, mins = state.grid[seat], state.minion[seat]
    out = [
        (seat, i) for i in range(CELLS) if grid[i] >= 0 and mins[i] < 0 and KIND[grid[i]] != "chasm"
    ]
    if not state.solo:
        other = opponent(state, seat)
        out += [
            (other, i)
            for i in placement.exits(state.grid[other], state.mask[other], state.minion[other])
        ]
    return out


def minion_moves(state, seat: int) -> list[tuple[list[int], list[int]]]:
    """(route, trade targets) for every route of every own minion in the own dungeon."""
    grid, masks, mins = state.grid[seat], state.mask[seat], state.minion[seat]
    out = []
    for i in range(CELLS):
        if mins[i] != seat:
            continue
        mins[i] = -1  # the moving minion does not block itself
        for route in minions.routes(grid, masks, mins, i):
            out.append((route, minions.trade_targets(grid, mins, route[-1], seat)))
        mins[i] = seat
    return out


def swappable(state, seat: int, i: int) -> bool:
    t = state.grid[seat][i]
    return t >= 0 and KIND[t] not in FIXED_TILES


def swaps(state, seat: int) -> list[tuple[int, int, int]]:
    """(cell, stack, rot) for every legal Swap a Tile."""
    grid, masks = state.grid[seat], state.mask[seat]
    cells = [i for i in range(CELLS) if swappable(state, seat, i)]
    cons = placement.constraints(grid, masks, cells)
    out = []
    for i, need, forbid in cons:
        for s, stack in enumerate(state.stacks):
            if stack:
                for r in placement.fitting_rots(stack[-1], need, forbid):
                    out.append((i, s, r))
    return out


def block_spots(state, seat: int) -> list[int | None]:
    """Cells of the opponent's dungeon a block may go into ([None] in solo: onto the Golem's
    pile)."""
    if state.blocks_left[seat] <= 0:
        return []
    if state.solo:
        return [None]
    other = opponent(state, seat)
    return placement.block_cells(state.grid[other], state.mask[other])


def tile_moves(state, seat: int) -> list[tuple[int, int, int]]:
    """(from, to, rot) for every legal Move a Tile."""
    grid, masks = state.grid[seat], state.mask[seat]
    before = None
    out = []
    for f in range(CELLS):
        if not swappable(state, seat, f):
            continue
        tile = grid[f]
        cons = placement.constraints(
            grid, masks, [i for i in placement.empty_cells(grid) if i != f], vacated=f
        )
        if not cons:
            continue
        if before is None:
            before = placement.components(grid, masks)
        grid[f] = -1
        rest = placement.components(grid, masks)
        grid[f] = tile
        for i, need, forbid in cons:
            for r in placement.fitting_rots(tile, need, forbid):
                # the moved tile always links to a piece of the rest, so it never adds a piece
                if rest <= before or move_keeps_links(state, seat, f, i, r, before):
                    out.append((f, i, r))
    return out


def move_keeps_links(state, seat: int, f: int, i: int, r: int, before: int) -> bool:
    """Whether moving the tile at f to i (turned r) leaves the dungeon in no more pieces."""
    grid, masks = list(state.grid[seat]), list(state.mask[seat])
    tile = grid[f]
    grid[f], masks[f] = -1, 0
    grid[i], masks[i] = tile, state.tile_mask(tile, r)
    return placement.components(grid, masks) <= before


# ---- reasons (slow paths, for near-misses the UI tries) -------------------------------------
def place_reason(state, seat: int, stack, rot, i) -> str | None:
    if type(stack) is not int or not 0 <= stack < 3:
        return "Choose the left, middle or right stack."
    if not state.stacks[stack]:
        return f"The {STACK_NAMES[stack]} stack is empty."
    if type(rot) is not int or not 0 <= rot < 4:
        return "A tile turns in quarter turns 0 to 3."
    if i is None:
        return "That cell is outside your 5x5 dungeon."
    if state.grid[seat][i] >= 0:
        return "That cell already holds a tile."
    return placement.fit_reason(state.grid[seat], state.mask[seat], state.stacks[stack][-1], rot, i)


def swap_reason(state, seat: int, i, stack, rot) -> str | None:
    if i is None:
        return "That cell is outside your 5x5 dungeon."
    t = state.grid[seat][i]
    if t < 0:
        return "There is no tile there to swap."
    if t == START:
        return "The starting tile cannot be swapped."
    if KIND[t] == "block":
        return "Blocks stay where they are: they cannot be swapped."
    if type(stack) is not int or not 0 <= stack < 3:
        return "Choose the left, middle or right stack."
    if not state.stacks[stack]:
        return f"The {STACK_NAMES[stack]} stack is empty."
    if type(rot) is not int or not 0 <= rot < 4:
        return "A tile turns in quarter turns 0 to 3."
    return placement.fit_reason(state.grid[seat], state.mask[seat], state.stacks[stack][-1], rot, i)


def move_tile_reason(state, seat: int, f, i, rot) -> str | None:
    grid = state.grid[seat]
    if f is None or i is None:
        return "That cell is outside your 5x5 dungeon."
    if grid[f] < 0:
        return "There is no tile there to move."
    if grid[f] == START:
        return "The starting tile cannot be moved."
    if KIND[grid[f]] == "block":
        return "Blocks stay where they are: they cannot be moved."
    if type(rot) is not int or not 0 <= rot < 4:
        return "A tile turns in quarter turns 0 to 3."
    if i == f:
        return "Move the tile to a different cell."
    if grid[i] >= 0:
        return "That cell already holds a tile."
    reason = placement.fit_reason(grid, state.mask[seat], grid[f], rot, i, vacated=f)
    if reason:
        return reason
    if not move_keeps_links(state, seat, f, i, rot, placement.components(grid, state.mask[seat])):
        return "Moving that tile would cut your dungeon apart."
    return None


def minion_reason(state, seat: int, dungeon, i) -> str | None:
    if state.minions_left[seat] <= 0:
        return "You have no minions left to place."
    if dungeon not in (0, 1) or type(dungeon) is not int:
        return "Choose a dungeon for the minion."
    if dungeon != seat and state.solo:
        return "In the solo game your minions go only into your own dungeon."
    if i is None:
        return "That cell is outside the 5x5 dungeon."
    grid, mins = state.grid[dungeon], state.minion[dungeon]
    if grid[i] < 0:
        return "A minion must stand on a tile."
    if mins[i] >= 0:
        return "That tile already holds a minion."
    if dungeon == seat:
        if KIND[grid[i]] == "chasm":
            return "Minions cannot stand on a chasm."
        return None
    if i not in placement.exits(grid, state.mask[dungeon], mins):
        return (
            "In your opponent's dungeon a minion may only enter a tile whose "
            "pathway leads out of the grid."
        )
    return None


def move_minion_reason(state, seat: int, cells: list, trade) -> str | None:
    grid, masks, mins = state.grid[seat], state.mask[seat], state.minion[seat]
    if len(cells) < 2:
        return "A minion must move at least one tile."
    if len(cells) == 2 and cells[0] == cells[1]:
        return "Move the minion to another tile."
    if any(i is None for i in cells):
        return "That path leaves your 5x5 dungeon."
    if mins[cells[0]] != seat:
        return "The path must start on one of your minions in your dungeon."
    for k, (a, b) in enumerate(zip(cells, cells[1:])):
        if b in cells[: k + 1]:
            return "A minion touches each tile only once."
        if grid[b] < 0:
            return "A minion can only walk onto tiles."
        if KIND[grid[b]] == "chasm":
            return "Minions cannot enter a chasm."
        if KIND[grid[b]] == "block":
            return "Minions cannot enter a block."
        if mins[b] >= 0:
            return "A minion cannot pass a tile holding another minion."
        bit = next((bt for bt, j in placement.NEIGHBOURS[a] if j == b), None)
        if bit is None:  # not a neighbour: no route of steps along pathways reaches it
            return "No route through joined tunnels and mazes leads there."
        if not (masks[a] & bit and masks[b] & placement.OPPOSITE[bit]):
            return "A minion can only follow joined pathways."
        if b != cells[-1] and KIND[grid[b]] not in minions.CORRIDORS:
            return "A minion stops on the first tile that is not a tunnel or maze."
    if trade is not None:
        mins[cells[0]] = -1
        targets = minions.trade_targets(grid, mins, cells[-1], seat)
        mins[cells[0]] = seat
        if trade not in targets:
            if (
                trade in minions.ADJACENT[cells[-1]]
                and grid[trade] >= 0
                and KIND[grid[trade]] == "block"
                and mins[trade] >= 0
            ):
                return "That block has a minion on it: a trade removes only one piece."
            return (
                "Only a block or an opponent's minion next to where your minion "
                "stops can be removed."
            )
    return None


def block_reason(state, seat: int, i) -> str | None:
    if state.solo:
        return "You have no blocks left." if state.blocks_left[seat] <= 0 else None
    if state.blocks_left[seat] <= 0:
        return "You have no blocks left."
    if i is None:
        return "That cell is outside your opponent's 5x5 dungeon."
    other = opponent(state, seat)
    if state.grid[other][i] >= 0:
        return "That cell already holds a tile."
    if i not in placement.block_cells(state.grid[other], state.mask[other]):
        return "A block must sit against a pathway of your opponent's dungeon."
    return None
