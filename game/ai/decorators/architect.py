"""What one Arcane Architect token can do to a finished build: lift one placed tile and put it
down again (same face) turned, or somewhere else, so that the whole dungeon still passes the
rules' end-of-build check (dungeon.problem). The bots price each result like any placement.
"""

from __future__ import annotations

from game.rules.decorators import dungeon as D
from game.rules.decorators.tiles import FACES, START, distinct_rotations


def one_token_moves(dungeon) -> list[tuple[dict, dict]]:
    """[(lift, the placement that puts the tile down again, the dungeon after)] for every tile
    but the start (turning a four-way start changes nothing; moving it breaks every join).
    Putting a tile back looking just as before is left out."""
    out = []
    for cell, (tile, face, rot) in sorted(dungeon.items()):
        if tile == START:
            continue
        rest = dict(dungeon)
        del rest[cell]
        open_count = D.openings(rest)
        for spot in D.frontier(rest):
            for turn in distinct_rotations(tile, face):
                if spot == cell and FACES[tile, face, turn] == FACES[tile, face, rot]:
                    continue
                if D.placement_reason(rest, tile, face, turn, spot, open_count) is not None:
                    continue
                after = dict(rest)
                after[spot] = (tile, face, turn)
                if D.problem(after) is not None:
                    continue
                out.append(
                    (
                        {"act": "lift", "cell": [cell[0], cell[1]]},
                        {
                            "act": "place",
                            "from": "lifted",
                            "tile": tile,
                            "face": face,
                            "rot": turn,
                            "cell": [spot[0], spot[1]],
                        },
                        after,
                    )
                )
    return out
