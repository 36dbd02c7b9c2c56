"""Final scoring (and the standing during play): treasures, monsters, the hero's fate; places
after the tie-break (fewer crossed-off monsters is better, then a shared place)."""

from __future__ import annotations

from game.rules.core import SeatScore, rank_places
from game.rules.doodle import sheet as S
from game.rules.doodle.content import CONTENT

DEATH_BONUS = 5
CODE_POINTS = {code: CONTENT.points[kind] for kind, code in S.MONSTER_OF.items()}


def guarded(board: list[str], crossed: int, i: int) -> bool:
    return board[i] in CODE_POINTS and not crossed >> i & 1


def breakdown(state, seat: int, show_treasure: bool = True) -> dict[str, int]:
    board, crossed = state.board[seat], state.crossed[seat]
    kept = sum(1 for i in state.treasures[seat] if guarded(board, crossed, i))
    treasure = kept * state.level(seat, "treasure") if show_treasure else 0
    monsters = sum(
        CODE_POINTS[board[i]]
        for i in S.mask_cells(state.things[seat] & ~crossed)
        if board[i] != S.TRAP
    )
    fate = state.hero[seat]
    return {
        "treasures": treasure,
        "monsters": monsters,
        "hero died": DEATH_BONUS if fate == "dead" else 0,
        "hearts left": -state.hearts[seat] if fate == "escaped" else 0,
    }


def crossed_monsters(state, seat: int) -> int:
    board, crossed = state.board[seat], state.crossed[seat]
    return sum(1 for i in S.mask_cells(crossed) if board[i] in CODE_POINTS)


def scores(state, viewer: int | None) -> list[SeatScore]:
    over = state.phase == "over"
    parts = [
        breakdown(state, s, over or viewer is None or viewer == s) for s in range(state.num_players)
    ]
    totals = [sum(p.values()) for p in parts]
    lost = [crossed_monsters(state, s) for s in range(state.num_players)]
    places = rank_places([(totals[s], -lost[s]) for s in range(state.num_players)])
    out = []
    for s in range(state.num_players):
        level = [o for o in range(state.num_players) if totals[o] == totals[s]]
        note = ""
        if len(level) > 1:
            shared = [o for o in level if lost[o] == lost[s]]
            note = (
                "a shared place: equal points and equally many monsters crossed off"
                if len(shared) > 1
                else "tie broken by fewer monsters crossed off"
            )
        out.append(SeatScore(totals[s], parts[s], places[s], note=note))
    return out
