"""Writes game/content/decorators.toml: the designed Dungeon Decorators components.

    python tools/design_decorators.py > game/content/decorators.toml

The printed components are not public beyond their counts and the few names and numbers the
rulebook gives (kept here as `published`). Everything else is designed here, from a fixed seed,
so the file can be regenerated after a balance change; a printed copy's owner edits the TOML.
Tile numbers rise with a rough strength (floor, shape, assistant, icons): a high number drafts
late next round. docs/rules-decisions.md explains each choice.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

KINDS = ["table", "keys", "swords", "spikes", "skull", "coffin", "spiderweb", "candles"]
COLOURS = ["red", "orange", "yellow", "green", "blue", "purple"]
SHAPE_PASSAGES = {"room": "N", "straight": "NS", "corner": "NE", "t": "NES", "cross": "NESW"}
# 20 rooms: M'alice's "3 a room" is printed, and the bots take nearly every room that comes out
# when she is in play; with 36 rooms she averaged 19.5-23.3 points, with 26 21.4 at 2 players (6-20
# aimed at). The rooms taken out became T and four-way hallways, whose decoration faces carry more
# icons.
SHAPE_COUNTS = {"room": 20, "straight": 20, "corner": 26, "t": 32, "cross": 22}
SHAPE_VALUE = {"room": 1.0, "straight": 0.8, "corner": 0.8, "t": 1.4, "cross": 1.8}
ASSISTANT_VALUE = {
    "none": 0.0,
    "goblin_sapper": 2.0,
    "burrow_bro": 1.6,
    "arcane_architect": 1.0,
    "decorative_mimic": 1.2,
}
# Tiles carrying each assistant (at most 10). One fewer Goblin Sapper than the 10 published generic
# tiles, and one fewer Architect and Mimic than their 10 tokens each, so no supply can run out
# (with 10 of each a supply was empty at the end of 1 game in 54 at 3 players, 1 in 18 at 4).
ASSISTANT_COUNTS = {
    "goblin_sapper": 9,
    "burrow_bro": 10,
    "arcane_architect": 9,
    "decorative_mimic": 9,
}
REQUIRED = (30, 111, 156, 171, 210, 282, 297)
# 14 stars (Diana's 3 a star is printed, the number of stars is ours: with 10 she averaged 5.2
# points at 4 players, under the 6-20 aimed at) and 10 gray; 16 tiles of each colour. Rooms are
# never gray (the generic tiles' gray rooms are enough).
FLOORS = {"room": (3, 2, 0), "hallway": (13, 12, 10)}


def _kind(shape: str) -> str:
    return "room" if shape == "room" else "hallway"


def _edges(rng, shape: str, kinds: list[str]) -> list[str]:
    passages = SHAPE_PASSAGES[shape]
    turn = rng.randrange(4)
    sides = "NESW"
    out = []
    for k in range(4):
        base = sides[(k - turn) % 4]
        out.append(kinds.pop() if base in passages else ("wild" if rng.random() < 0.3 else "blank"))
    return out


def _strength(tile: dict, rng) -> float:
    floor = 2.0 if tile["floor"] == "star" else 0.0 if tile["floor"] == "gray" else 1.0
    wilds = tile["edges"].count("wild")
    icons = 4 - wilds - tile["edges"].count("blank")
    return (
        floor
        + SHAPE_VALUE[tile["shape"]]
        + ASSISTANT_VALUE[tile["assistant"]]
        + 0.25 * wilds
        + 0.1 * icons
        + rng.uniform(0, 0.6)
    )


def _numbers(count: int) -> list[int]:
    """`count` rising numbers from 3 to 299 that include every REQUIRED number."""
    numbers = [round(3 + i * 296 / (count - 1)) for i in range(count)]
    for need in REQUIRED:
        nearest = min(range(count), key=lambda i: abs(numbers[i] - need))
        numbers[nearest] = need
    assert len(set(numbers)) == count and numbers == sorted(numbers)
    return numbers


def design_tiles(rng) -> list[dict]:
    # The two tiles the rulebook's examples describe: 210 (a table and two keys), 297 (a Goblin
    # Sapper).
    special = {
        210: {
            "shape": "t",
            "floor": "orange",
            "assistant": "none",
            "edges": ["table", "keys", "blank", "keys"],
        },
        297: {
            "shape": "cross",
            "floor": "star",
            "assistant": "goblin_sapper",
            "edges": ["spikes", "candles", "skull", "keys"],
        },
    }
    shapes = [s for s, n in SHAPE_COUNTS.items() for _ in range(n)]
    # Floors are dealt to rooms and to hallways apart, so every colour has as many hallways (the
    # colour-pair shape goals ask for two): FLOORS[kind] = (tiles of each colour, stars, gray).
    floors = {
        kind: [c for c in COLOURS for _ in range(each)] + ["star"] * stars + ["gray"] * gray
        for kind, (each, stars, gray) in FLOORS.items()
    }
    assistants = [a for a, n in ASSISTANT_COUNTS.items() for _ in range(n)]
    assistants = ["none"] * (len(shapes) - len(assistants)) + assistants
    for want in special.values():  # the counts hold over all 120 tiles
        shapes.remove(want["shape"])
        floors[_kind(want["shape"])].remove(want["floor"])
        assistants.remove(want["assistant"])
    for pile in floors.values():
        rng.shuffle(pile)
    rng.shuffle(assistants)
    passages = sum(len(SHAPE_PASSAGES[s]) for s in shapes)
    kinds = [KINDS[i % len(KINDS)] for i in range(passages)]
    rng.shuffle(kinds)
    tiles = [
        {"shape": s, "floor": floors[_kind(s)].pop(), "assistant": a}
        for s, a in zip(shapes, assistants)
    ]
    for tile in tiles:
        tile["edges"] = _edges(rng, tile["shape"], kinds)
        tile["strength"] = _strength(tile, rng)
    tiles.sort(key=lambda t: t["strength"])
    numbers = _numbers(len(tiles) + len(special))
    for number, want in sorted(special.items()):
        tiles.insert(numbers.index(number), dict(want))
    for number, tile in zip(numbers, tiles):
        tile["number"] = number
        tile.pop("strength", None)
    return tiles


ROOM_GOALS = [  # (name, icons, source)
    ("Sharp Pointy Object Storage", ["swords", "spikes"], "published"),
    ("The Quiet Study", ["table", "candles"], "designed"),
    ("Key Cupboard Deluxe", ["keys", "keys"], "designed"),
    ("Crypt with a View", ["coffin", "skull"], "designed"),
    ("Cobweb Parlour", ["spiderweb", "candles"], "designed"),
    ("Armoury Annex", ["swords", "keys"], "designed"),
    ("Dinner for Dread", ["table", "skull"], "designed"),
    ("Nap Room of the Undead", ["coffin", "candles"], "designed"),
    ("Spiky Welcome Mat", ["spikes", "spikes"], "designed"),
    ("Webbed Vault", ["spiderweb", "keys"], "designed"),
    ("Trophy Den", ["skull", "swords"], "designed"),
    ("Candle-Lit Showroom", ["candles", "candles"], "designed"),
    ("Banquet of Blades", ["table", "swords"], "designed"),
    ("Spider Nursery", ["spiderweb", "spiderweb"], "designed"),
    ("Jailer's Office", ["keys", "spikes"], "designed"),
    ("The Ossuary Lounge", ["skull", "skull"], "designed"),
    ("Haunted Library", ["spiderweb", "table"], "designed"),
    ("Treasury of Traps", ["spikes", "coffin"], "designed"),
]

HALL_GOALS = [
    ("Chic Skulls on Swanky Spikes", ["skull", "spikes", "spikes"], "published"),
    ("Welcoming Candles", ["candles", "table"], "designed"),
    ("Hall of Keys", ["keys", "keys"], "designed"),
    ("Gallery of Grim", ["skull", "coffin"], "designed"),
    ("Dusty Corridors", ["spiderweb", "spiderweb"], "designed"),
    ("Parade of Blades", ["swords", "spikes"], "designed"),
    ("Coffin Corridor", ["coffin", "coffin"], "designed"),
    ("Sword and Candle Walk", ["swords", "candles", "keys"], "designed"),
    ("Promenade of Peril", ["spikes", "swords", "skull"], "designed"),
    ("Long Table Hallway", ["table", "table"], "designed"),
    ("The Creepy Crawlway", ["spiderweb", "skull"], "designed"),
    ("Lockpicker's Lament", ["keys", "spikes"], "designed"),
    ("Funeral March", ["coffin", "candles"], "designed"),
    ("Weapons on Display", ["swords", "swords", "table"], "designed"),
    ("Grand Tour of Gloom", ["skull", "candles"], "designed"),
    ("Everything Must Be Pointy", ["swords", "spikes", "spikes"], "designed"),
    ("Feast Hall Passage", ["table", "keys"], "designed"),
    ("Museum of Menace", ["spiderweb", "swords", "coffin"], "designed"),
]

SHAPE_GOALS = [  # (name, rows, source); rows of space-separated key symbols, "." a free cell
    ("Eye-Catching Monument", ["H . H", ". H .", "H . H"], "published"),
    ("Offices of Doom", ["R2 H .", ". H R2"], "published"),
    ("Twin Closets", ["R R"], "designed"),
    ("Straight Ahead", ["H1 H H H"], "designed"),
    ("Corner Lounge", ["H H", "R2 ."], "designed"),
    ("Guard Post", ["R H R"], "designed"),
    ("Starry Passage", ["H* H1"], "designed"),
    ("Red Carpet", ["Hred Hred"], "designed"),
    ("Orange Grove Walk", ["Horange H Horange"], "designed"),
    ("Mellow Yellow", ["Hyellow", "H", "Hyellow"], "designed"),
    ("Green Mile", ["Hgreen H", ". Hgreen"], "designed"),
    ("Blue Hour", ["Hblue Hblue"], "designed"),
    ("Royal Purple", ["Hpurple . Hpurple"], "designed"),
    ("Painted Pair", ["C C", "C C"], "designed"),
    ("Rainbow Bend", ["C C", ". C"], "designed"),
    ("Chessboard", ["C . C", ". C .", "C . ."], "designed"),
    ("Decorated Hallway", ["H1 H1"], "designed"),
    ("Gallery Wing", ["H2 H H1"], "designed"),
    ("Cosy Room", ["R1 H1"], "designed"),
    ("Well-Kept Rooms", ["R2 . R1"], "designed"),
    ("Showpiece Chamber", ["R3"], "designed"),
    ("The Grand Suite", ["R2 H R1"], "designed"),
    ("Painted Parlour", ["Rp H"], "designed"),
    ("Twin Parlours", ["Rp . C"], "designed"),
    ("Star Crossing", ["H* H H"], "designed"),
    ("Starlit Room Row", ["R H* R"], "designed"),
    ("Checkered Halls", ["H . H", ". H .", ". . H"], "designed"),
    ("Long Gallery", ["H H H H H"], "designed"),
    ("The Hook", ["H H", ". H", ". R1"], "designed"),
    ("Four Doors", ["R H R", ". R ."], "designed"),
    ("Barracks", ["R . R", "H . H"], "designed"),
    ("Colourful Crossing", [". C .", "C H C", ". C ."], "designed"),
    ("Decorated Corner", ["H1 H", ". R1"], "designed"),
    ("Trophy Hall", ["H2 . H1"], "designed"),
    ("Painted Gallery", ["Rp", "H", "C"], "designed"),
    ("Star Chamber Approach", ["H* H1", "R1 ."], "designed"),
]

# A goal card prints one number of points, whatever the number of players (the rulebook). A
# designed card's number follows how rarely its holders met it, over all player counts together:
# its (met, held) counts at 2, 3 and 4 players are summed (tools/decorators_goal_counts.json names
# the runs), a met and a missed are added (so a card held a few times leans to a half), and the
# share met s gives low + (high - low) x (1 - s) points, rounded. Decoration cards are met far less
# often the more players there are, so no one range pays both decks the same at every count; the
# decoration range is the one with which they pay the same at 3 players, the middle count, on
# those counts (docs/rules-decisions.md).
COUNTS_FILE = Path(__file__).with_name("decorators_goal_counts.json")
SHAPE_RANGE = (3, 14)
DECORATION_RANGE = (4.6, 14.3)
PRINTED_POINTS = {
    "Eye-Catching Monument": 8,
    "Sharp Pointy Object Storage": 10,
    "Chic Skulls on Swanky Spikes": 9,
}


def goal_points(name: str, span: tuple[float, float], counts: dict[str, dict]) -> int:
    """The card's one value: printed, or from its share met over every player count."""
    if name in PRINTED_POINTS:
        return PRINTED_POINTS[name]
    met = held = 0
    for by_name in counts.values():  # never held in the runs: a half
        met, held = met + by_name.get(name, (0, 0))[0], held + by_name.get(name, (0, 0))[1]
    share = (met + 1) / (held + 2)
    low, high = span
    return round(low + (high - low) * (1 - share))


BOSSES = [  # (name, deck, source, fields)
    ("M'alice, Fiendish Fae", "A", "published", {"measure": "tiles", "shape": "room", "points": 3}),
    ("Diana, Creepy Doll", "A", "published", {"measure": "tiles", "floors": ["star"], "points": 3}),
    (
        "Curio George",
        "A",
        "published",
        {"measure": "most_common_decoration", "table": [0, 0, 5, 10, 15]},
    ),
    ("Coilimus Maximus", "A", "published", {"measure": "tiles", "passages": 4, "points": 2}),
    ("Pa'am the Prospector", "A", "published", {"measure": "open_passages", "points": 1}),
    ("Mortimer the Magpie", "A", "designed", {"measure": "decoration_kinds", "points": 2}),
    (
        "Gloomhilda the Grand",
        "A",
        "designed",
        {"measure": "decorated_rooms", "least": 1, "points": 3},
    ),
    ("Hallvard the Long", "A", "designed", {"measure": "tiles", "shape": "hallway", "points": 1}),
    (
        "Countess Carmine",
        "A",
        "designed",
        {"measure": "tiles", "shape": "room", "floors": COLOURS, "points": 3},
    ),
    ("Adan the Ascetic", "B", "published", {"measure": "bare_wall_tiles"}),
    ("The Ambulatrix", "B", "published", {"measure": "longest_room_path"}),
    ("Daphne the Doppelganger", "B", "published", {"measure": "wilds"}),
    ("Lois the Lavamancer", "B", "published", {"measure": "tiles", "floors": ["red", "orange"]}),
    ("Morris the Moist", "B", "published", {"measure": "tiles", "floors": ["blue", "purple"]}),
    (
        "Oozymandias, King of the Slimes",
        "B",
        "published",
        {"measure": "tiles", "floors": ["green", "yellow"]},
    ),
    (
        "Stacy the Spider Queen",
        "B",
        "published",
        {"measure": "decorations", "kinds": ["spiderweb"]},
    ),
    ("Lady Garnish", "B", "designed", {"measure": "decorations", "kinds": []}),
    ("Brickhide the Builder", "B", "designed", {"measure": "tiles"}),
]


def _toml(value) -> str:
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return str(value)


def _record(table: str, fields: dict) -> str:
    return f"[[{table}]]\n" + "".join(f"{k} = {_toml(v)}\n" for k, v in fields.items())


def main() -> None:
    rng = random.Random(2026)
    out = [
        "# Dungeon Decorators components. Generated by tools/design_decorators.py: edit the values",
        "# here (a printed copy's owner may), or change the designer and run it again.",
        "# Edge order is north, east, south, west on the decoration face: a decoration kind is a",
        (
            '# white icon (a passageway on the dungeon face), "wild" a green '
            'wild icon, "blank" no icon.'
        ),
        "",
    ]
    out.append(
        _record("decorations", {"names": KINDS[:7], "source": "published"}).replace(
            "[[decorations]]", "[decorations]"
        )
    )
    out.append(
        _record("designed_decorations", {"names": KINDS[7:], "source": "designed"}).replace(
            "[[designed_decorations]]", "[designed_decorations]"
        )
    )
    out.append(
        '[supplies]\nsource = "published"\ngeneric = 10\nstart = 4\nhourglasses = 3\n'
        "arcane_architect = 10\ndecorative_mimic = 10\nset_aside = 20\nblue_bag = 50\nred_bag = "
        "50\n"
    )
    for tile in design_tiles(rng):
        fields = {
            "number": tile["number"],
            "source": "designed",
            "shape": tile["shape"],
            "floor": tile["floor"],
            "edges": tile["edges"],
            "assistant": tile["assistant"],
        }
        out.append(_record("tiles", fields))
    counts = json.loads(COUNTS_FILE.read_text())["counts"]
    for name, rows, source in SHAPE_GOALS:
        fields = {
            "name": name,
            "source": source,
            "points": goal_points(name, SHAPE_RANGE, counts),
            "cells": rows,
        }
        if name in ("Eye-Catching Monument", "Offices of Doom"):
            fields["note"] = "name published; layout designed" + (
                "" if name in PRINTED_POINTS else ", points designed"
            )
        out.append(_record("shape_goals", fields))
    for where, goals in (("room", ROOM_GOALS), ("hallway", HALL_GOALS)):
        for name, icons, source in goals:
            out.append(
                _record(
                    "decoration_goals",
                    {
                        "name": name,
                        "source": source,
                        "where": where,
                        "icons": icons,
                        "points": goal_points(name, DECORATION_RANGE, counts),
                    },
                )
            )
    for name, deck, source, fields in BOSSES:
        record = {"name": name, "deck": deck, "source": source, **fields}
        if (
            source == "published"
            and ("points" in fields or "table" in fields)
            and name not in ("M'alice, Fiendish Fae", "Diana, Creepy Doll", "Curio George")
        ):
            record["note"] = "behaviour published; points designed"
        out.append(_record("bosses", record))
    print("\n".join(out))


if __name__ == "__main__":
    main()
