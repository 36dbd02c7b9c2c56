"""Final scoring: stars, colours, the most common colour and the two bosses (rules as data).

Only dungeon faces in the dungeon count (not decoration faces, not storage). Mimic tokens left
at the end each make one wild on a wall any decoration for one boss; they go where they add
most to their owner (see `boss_points`).
"""

from __future__ import annotations

from collections import Counter

from game.rules.decorators.content import CATALOG, COLOURS, Boss
from game.rules.decorators.dungeon import neighbour, openings, wall_decorations
from game.rules.decorators.tiles import FACES, OPPOSITE

STAR_POINTS = 3
COLOUR_POINTS = (0, 0, 2, 4, 7, 11, 16)  # by the number of different colours
MAIN_COLOUR_POINTS = (
    0,
    0,
    2,
    6,
    11,
    17,
    24,
)  # by the tiles of the most common colour, 6 or more: 24
MAJORITY = (10, 4)  # deck B: most, second most
TIED_MOST = 14  # shared by the players tied for most
MIMIC_MEASURES = ("decorations", "decoration_kinds", "most_common_decoration", "decorated_rooms")


def colour_breakdown(dungeon) -> dict[str, int]:
    floors = [
        FACES[placed].floor for placed in dungeon.values() if FACES[placed].kind != "decoration"
    ]
    colours = Counter(f for f in floors if f in COLOURS)
    main = max(colours.values(), default=0)
    return {
        "Stars": STAR_POINTS * floors.count("star"),
        "Colours": COLOUR_POINTS[len(colours)],
        "Main colour": MAIN_COLOUR_POINTS[min(main, len(MAIN_COLOUR_POINTS) - 1)],
    }


def longest_room_path(dungeon) -> int:
    """The longest of the shortest room-to-room paths, counted in hallway tiles crossed."""
    links: dict = {}  # cell -> joined neighbours (passageway to passageway)
    rooms = []
    for cell, placed in dungeon.items():
        face = FACES[placed]
        if face.kind == "room":
            rooms.append(cell)
        joined = []
        for e in range(4):
            if face.mask >> e & 1:
                other = dungeon.get(neighbour(cell, e))
                if other is not None and FACES[other].mask >> OPPOSITE[e] & 1:
                    joined.append(neighbour(cell, e))
        links[cell] = joined
    if len(rooms) < 2:
        return 0
    hallway = {cell for cell, placed in dungeon.items() if FACES[placed].kind == "hallway"}
    longest = 0
    for room in rooms:
        dist = {room: 0}
        todo = [room]
        while todo:  # breadth first: every hallway entered adds one; a room is a dead end
            nxt = []
            for cell in todo:
                if cell != room and cell not in hallway:
                    continue
                for n in links[cell]:
                    if n not in dist:
                        dist[n] = dist[cell] + (n in hallway)
                        nxt.append(n)
            todo = nxt
        longest = max([longest] + [dist[r] for r in rooms if r in dist and r != room])
    return longest


def _bare_wall(dungeon, cell, decor) -> bool:
    face = FACES[dungeon[cell]]
    covered = sum(decor[cell][0].values())
    walls = 4 - bin(face.mask).count("1")
    return walls > covered


class Facts:
    """What the bosses look at in one dungeon, worked out once."""

    def __init__(self, dungeon, decor: dict | None = None):
        self.dungeon = dungeon
        self.decor = wall_decorations(dungeon) if decor is None else decor
        self.faces = [FACES[p] for p in dungeon.values() if FACES[p].kind != "decoration"]
        self.real: Counter = Counter()
        for have, _ in self.decor.values():
            self.real.update(have)
        self.wilds = sum(w for _, w in self.decor.values())


def measure(boss: Boss, dungeon, mimics: int = 0, facts: Facts | None = None) -> int:
    f = Facts(dungeon) if facts is None else facts
    use = min(mimics, f.wilds)
    m = boss.measure
    if m == "tiles":
        return sum(
            1
            for face in f.faces
            if (not boss.shape or face.kind == boss.shape)
            and (not boss.floors or face.floor in boss.floors)
            and (boss.passages is None or bin(face.mask).count("1") == boss.passages)
        )
    if m == "decorations":
        return sum(n for k, n in f.real.items() if not boss.kinds or k in boss.kinds) + use
    if m == "decoration_kinds":
        return len(f.real) + min(use, len(CATALOG.kinds) - len(f.real))
    if m == "most_common_decoration":
        return max(f.real.values(), default=0) + use
    if m == "decorated_rooms":
        return _decorated_rooms(dungeon, f.decor, boss.least, mimics)
    if m == "wilds":
        return f.wilds
    if m == "open_passages":
        return openings(dungeon)
    if m == "bare_wall_tiles":
        return sum(1 for c in f.decor if _bare_wall(dungeon, c, f.decor))
    return longest_room_path(dungeon)


def _decorated_rooms(dungeon, decor, least: int, mimics: int) -> int:
    count, shorts = 0, []
    for cell, (real, wild) in decor.items():
        if FACES[dungeon[cell]].kind != "room":
            continue
        short = max(0, least - sum(real.values()))
        if short == 0:
            count += 1
        elif short <= wild:
            shorts.append(short)
    for short in sorted(shorts):
        if short <= mimics:
            mimics -= short
            count += 1
    return count


def alone_points(boss: Boss, value: int) -> int:
    if boss.table:
        return boss.table[min(value, len(boss.table) - 1)]
    return boss.points * value


def majority_points(values: list[int]) -> list[int]:
    """Deck B: 10 for most and 4 for second; ties share (rounded down); 0 never scores."""
    out = [0] * len(values)
    top = max(values, default=0)
    if top <= 0:
        return out
    tied = [s for s, v in enumerate(values) if v == top]
    if len(tied) > 1:
        for s in tied:
            out[s] = TIED_MOST // len(tied)
        return out
    out[tied[0]] = MAJORITY[0]
    second = max((v for v in values if v < top), default=0)
    if second > 0:
        seconds = [s for s, v in enumerate(values) if v == second]
        for s in seconds:
            out[s] = MAJORITY[1] // len(seconds)
    return out


def boss_points(
    boss_a: Boss, boss_b: Boss, dungeons: list, mimics: list[int]
) -> list[tuple[int, int]]:
    """(boss A points, boss B points) per seat, each seat's Mimics split where they add most.

    A split is judged against the others' boss B counts with all their Mimics on boss B."""
    facts = [Facts(d) for d in dungeons]
    full_b = [measure(boss_b, d, m, f) for d, m, f in zip(dungeons, mimics, facts)]
    chosen_a, chosen_b = [], []
    for seat, (dungeon, tokens, fact) in enumerate(zip(dungeons, mimics, facts)):
        tokens = min(tokens, fact.wilds)  # a token without a wild on a wall changes nothing
        splits = (
            [(tokens, 0)]
            if boss_b.measure not in MIMIC_MEASURES
            else (
                [(0, tokens)]
                if boss_a.measure not in MIMIC_MEASURES
                else [(k, tokens - k) for k in range(tokens + 1)]
            )
        )
        best = None
        for to_a, to_b in splits:
            a = alone_points(boss_a, measure(boss_a, dungeon, to_a, fact))
            b_value = measure(boss_b, dungeon, to_b, fact)
            trial = full_b[:seat] + [b_value] + full_b[seat + 1 :]
            total = a + majority_points(trial)[seat]
            if best is None or total > best[0]:
                best = (total, a, b_value)
        chosen_a.append(best[1])
        chosen_b.append(best[2])
    return list(zip(chosen_a, majority_points(chosen_b)))
