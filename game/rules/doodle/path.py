"""Phase B: drawing the hero's path through the dungeon of the player on your right.

Each sheet is passed to the player on its owner's left (the next seat, clockwise), so each seat
draws in the sheet it received: that of the seat before it.

Steps are taken back with the app's undo (a step reveals nothing), so there is no erase move.

A path is the list of spaces the line passes, entrance side first; a space listed twice is
passed twice (at most 2). Stepping back onto the space just left turns back (one pass of the
turning space). Entering a monster's space again needs another monster or trap passed in
between, which comes to: the last trap or monster passed is not that same monster.
"""

from __future__ import annotations

from game.rules.doodle import sheet as S

MONSTER_CODES = "GOD"


def next_cells(
    board: list[str], path: list[int], counts: list[int], last_tm: int
) -> list[tuple[int, str | None]]:
    """(space, None) for every legal next step, or (space, reason) when it is refused."""
    if not path:
        return [(S.ENTRY, None)]
    out = []
    for j in S.NEIGHBOURS[path[-1]]:
        out.append((j, step_reason(board, path, counts, last_tm, j)))
    return out


def step_reason(board, path, counts, last_tm, j: int) -> str | None:
    if not path:
        return None if j == S.ENTRY else "The path starts at A1, below the entrance."
    here = path[-1]
    if j not in S.NEIGHBOURS[here]:
        return (
            f"The path goes one space up, down, left or right from {S.label(here)}, never "
            "diagonally."
        )
    if board[j] == S.WALL:
        return f"{S.label(j)} is a wall."
    if counts[j] >= 2:
        return f"The path already passes {S.label(j)} twice."
    if board[j] in MONSTER_CODES and last_tm == j:
        return (
            f"The hero may pass the {S.KIND_OF[board[j]]} at {S.label(j)} again only after passing "
            "another monster or a trap."
        )
    counts[j] += 1
    ok = can_finish(board, counts, j, j if board[j] in S.THINGS else last_tm)
    counts[j] -= 1
    return None if ok else f"From {S.label(j)} the path could no longer reach the exit."


def can_finish(board, counts, here: int, last_tm: int) -> bool:
    """Is there a legal way on from `here` (already counted) to H10?"""
    once = fresh = 0
    for i in range(S.CELLS):
        if board[i] != S.WALL:
            if counts[i] == 0:
                fresh |= 1 << i
            if counts[i] < 2:
                once |= 1 << i
    monsters = sum(1 << i for i in range(S.CELLS) if board[i] in MONSTER_CODES)
    things = sum(1 << i for i in range(S.CELLS) if board[i] in S.THINGS)
    return _search(monsters, things, here, last_tm, once, fresh, set())


def _search(
    monsters: int, things: int, here: int, last_tm: int, once: int, fresh: int, failed: set
) -> bool:
    """Depth-first search over the ways on; `once` holds the spaces passed fewer than twice,
    `fresh` those never passed. Two flood fills settle most positions without searching."""
    if here == S.EXIT:
        return True
    start = S.NEIGHBOUR_MASK[here]
    if not S.flood(start, once) >> S.EXIT & 1:
        return False  # even ignoring the monster rule it is cut off
    exit_bit = 1 << S.EXIT
    if (
        not (monsters & exit_bit and last_tm == S.EXIT)
        and S.flood(start, fresh | exit_bit) >> S.EXIT & 1
    ):
        return True  # through never-passed spaces the monster rule cannot bite
    key = (here, last_tm, once, fresh)
    if key in failed:
        return False
    for j in S.NEIGHBOURS[here]:
        bit = 1 << j
        if not once & bit or (monsters & bit and last_tm == j):
            continue
        nxt_once, nxt_fresh = (once, fresh & ~bit) if fresh & bit else (once & ~bit, fresh)
        if _search(
            monsters, things, j, j if things & bit else last_tm, nxt_once, nxt_fresh, failed
        ):
            return True
    failed.add(key)
    return False


def shortest(board) -> list[int]:
    """A shortest path from A1 to H10 (walls never cut them apart)."""
    before = [-2] * S.CELLS  # -2: not reached yet
    before[S.ENTRY] = -1
    todo, neighbours = [S.ENTRY], S.NEIGHBOURS
    for here in todo:
        for j in neighbours[here]:
            if before[j] == -2 and board[j] != S.WALL:
                before[j] = here
                todo.append(j)
    out, cell = [], S.EXIT
    while cell >= 0:
        out.append(cell)
        cell = before[cell]
    return out[::-1]


class PathMixin:
    def drawn_in(self, seat: int) -> int:
        """The dungeon this seat draws a path through. The rulebook: "pass your completed Dungeon
        sheet to the player on your left (clockwise)", then draw "through the Dungeon sheet you
        just received", the dungeon "on your right": the previous seat's."""
        return (seat - 1) % self.num_players

    def path_actions(self, seat: int) -> list:
        d = self.drawn_in(seat)
        path = self.paths[d]
        out = [
            {"act": "step", "cell": S.to_json(j)}
            for j, why in next_cells(self.board[d], path, self.path_counts[d], self.path_last[d])
            if why is None
        ]
        if path and path[-1] == S.EXIT:
            out.append({"act": "finish"})
        return out

    def path_reason(self, seat: int, action: dict) -> str | None:
        d = self.drawn_in(seat)
        path, act = self.paths[d], action.get("act")
        if act == "finish":
            return None if path and path[-1] == S.EXIT else "The path leaves by the exit below H10."
        if act != "step":
            return "Draw the path one space at a time."
        j = S.from_json(action.get("cell"))
        if j is None:
            return "That is not a space of the dungeon."
        return step_reason(self.board[d], path, self.path_counts[d], self.path_last[d], j)

    def apply_path(self, seat: int, action: dict) -> None:
        d, act = self.drawn_in(seat), action["act"]
        path, counts = self.paths[d], self.path_counts[d]
        if act == "step":
            j = S.from_json(action["cell"])
            path.append(j)
            counts[j] += 1
            if self.board[d][j] in S.THINGS:
                self.path_last[d] = j
            self.emit(seat, "step", "draws a step of a hero's path", steps=len(path))
        else:
            self.path_done[seat] = True
            self.emit(seat, "finish", "has drawn a hero's path to the exit")
