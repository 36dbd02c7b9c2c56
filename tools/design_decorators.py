"""Writes game/content/decorators.toml: the designed Dungeon Decorators components.

    python tools/design_decorators.py > game/content/decorators.toml

The printed components are not public beyond their counts and the few names and numbers the
rulebook gives (kept here as `published`). Everything else is designed here, from a fixed seed,
so the file can be regenerated after a balance change; a printed copy's owner edits the TOML.
Tile numbers rise with a rough strength (floor, shape, assistant, icons): a high number drafts
late next round. docs/rules-decisions.md explains each choice.
"""
from __future__ import annotations

import random

KINDS = ["table", "keys", "swords", "spikes", "skull", "coffin", "spiderweb", "candles"]
COLOURS = ["red", "orange", "yellow", "green", "blue", "purple"]
SHAPE_PASSAGES = {"room": "N", "straight": "NS", "corner": "NE", "t": "NES", "cross": "NESW"}
# 26 rooms: M'alice's "3 a room" is printed; with 36 rooms she averaged 19.5-23.3 points, with 30
# 22.7 at 2 players (6-20 aimed at). The four rooms became two T and two four-way hallways, whose
# decoration faces carry 10 more icons (decoration cards were met too rarely at 4 players).
SHAPE_COUNTS = {"room": 26, "straight": 20, "corner": 26, "t": 28, "cross": 20}
SHAPE_VALUE = {"room": 1.0, "straight": 0.8, "corner": 0.8, "t": 1.4, "cross": 1.8}
ASSISTANT_VALUE = {"none": 0.0, "goblin_sapper": 2.0, "burrow_bro": 1.6, "arcane_architect": 1.0,
                   "decorative_mimic": 1.2}
# Tiles carrying each assistant (at most 10). One fewer Goblin Sapper than the 10 published generic
# tiles, and one fewer Architect and Mimic than their 10 tokens each, so no supply can run out
# (with 10 of each a supply was empty at the end of 1 game in 54 at 3 players, 1 in 18 at 4).
ASSISTANT_COUNTS = {"goblin_sapper": 9, "burrow_bro": 10, "arcane_architect": 9, "decorative_mimic": 9}
REQUIRED = (30, 111, 156, 171, 210, 282, 297)
# 14 stars (Diana's 3 a star is printed, the number of stars is ours: with 10 she averaged 5.2
# points at 4 players, under the 6-20 aimed at) and 10 gray; 16 tiles of each colour. Rooms are
# never gray (the generic tiles' gray rooms are enough).
FLOORS = {"room": (4, 2, 0), "hallway": (12, 12, 10)}


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
    return (floor + SHAPE_VALUE[tile["shape"]] + ASSISTANT_VALUE[tile["assistant"]]
            + 0.25 * wilds + 0.1 * icons + rng.uniform(0, 0.6))


def _numbers(count: int) -> list[int]:
    """`count` rising numbers from 3 to 299 that include every REQUIRED number."""
    numbers = [round(3 + i * 296 / (count - 1)) for i in range(count)]
    for need in REQUIRED:
        nearest = min(range(count), key=lambda i: abs(numbers[i] - need))
        numbers[nearest] = need
    assert len(set(numbers)) == count and numbers == sorted(numbers)
    return numbers


def design_tiles(rng) -> list[dict]:
    # The two tiles the rulebook's examples describe: 210 (a table and two keys), 297 (a Goblin Sapper).
    special = {210: {"shape": "t", "floor": "orange", "assistant": "none",
                     "edges": ["table", "keys", "blank", "keys"]},
               297: {"shape": "cross", "floor": "star", "assistant": "goblin_sapper",
                     "edges": ["spikes", "candles", "skull", "keys"]}}
    shapes = [s for s, n in SHAPE_COUNTS.items() for _ in range(n)]
    # Floors are dealt to rooms and to hallways apart, so every colour has as many hallways (the
    # colour-pair shape goals ask for two): FLOORS[kind] = (tiles of each colour, stars, gray).
    floors = {kind: [c for c in COLOURS for _ in range(each)] + ["star"] * stars + ["gray"] * gray
              for kind, (each, stars, gray) in FLOORS.items()}
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
    tiles = [{"shape": s, "floor": floors[_kind(s)].pop(), "assistant": a} for s, a in zip(shapes, assistants)]
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


ROOM_GOALS = [  # (name, icons, source, (met, held))
    ("Sharp Pointy Object Storage", ["swords", "spikes"], "published", (6, 20)),
    ("The Quiet Study", ["table", "candles"], "designed", (12, 33)),
    ("Key Cupboard Deluxe", ["keys", "keys"], "designed", (12, 39)),
    ("Crypt with a View", ["coffin", "skull"], "designed", (8, 25)),
    ("Cobweb Parlour", ["spiderweb", "candles"], "designed", (13, 40)),
    ("Armoury Annex", ["swords", "keys"], "designed", (16, 34)),
    ("Dinner for Dread", ["table", "skull"], "designed", (6, 23)),
    ("Nap Room of the Undead", ["coffin", "candles"], "designed", (13, 31)),
    ("Spiky Welcome Mat", ["spikes", "spikes"], "designed", (22, 42)),
    ("Webbed Vault", ["spiderweb", "keys"], "designed", (19, 37)),
    ("Trophy Den", ["skull", "swords"], "designed", (16, 49)),
    ("Candle-Lit Coffin Showroom", ["coffin", "candles", "candles"], "designed", (6, 45)),
    ("Banquet of Blades", ["table", "swords", "spikes"], "designed", (6, 43)),
    ("Spider Nursery", ["spiderweb", "spiderweb", "skull"], "designed", (8, 43)),
    ("Jailer's Office", ["keys", "table", "spikes"], "designed", (5, 40)),
    ("The Ossuary Lounge", ["skull", "skull", "coffin"], "designed", (10, 58)),
    ("Haunted Library", ["candles", "spiderweb", "table"], "designed", (7, 42)),
    ("Treasury of Traps", ["keys", "spikes", "coffin"], "designed", (3, 49)),
]

HALL_GOALS = [
    ("Chic Skulls on Swanky Spikes", ["skull", "spikes", "spikes"], "published", (4, 16)),
    ("Welcoming Candles", ["candles", "table"], "designed", (9, 15)),
    ("Hall of Keys", ["keys", "keys"], "designed", (6, 22)),
    ("Gallery of Grim", ["skull", "coffin"], "designed", (5, 17)),
    ("Dusty Corridors", ["spiderweb", "spiderweb"], "designed", (8, 19)),
    ("Parade of Blades", ["swords", "spikes"], "designed", (14, 21)),
    ("Coffin Corridor", ["coffin", "coffin"], "designed", (4, 19)),
    ("Sword and Candle Walk", ["swords", "candles", "keys"], "designed", (9, 31)),
    ("Promenade of Peril", ["spikes", "swords", "skull"], "designed", (7, 19)),
    ("Long Table Hallway", ["table", "table", "candles"], "designed", (7, 34)),
    ("The Creepy Crawlway", ["spiderweb", "skull", "coffin"], "designed", (4, 27)),
    ("Lockpicker's Lament", ["keys", "spikes", "table"], "designed", (9, 28)),
    ("Funeral March", ["coffin", "candles", "skull"], "designed", (7, 28)),
    ("Weapons on Display", ["swords", "swords", "table"], "designed", (4, 29)),
    ("Grand Tour of Gloom", ["skull", "coffin", "spiderweb", "candles"], "designed", (14, 43)),
    ("Everything Must Be Pointy", ["swords", "spikes", "spikes", "keys"], "designed", (11, 52)),
    ("Feast Hall Passage", ["table", "table", "candles", "keys"], "designed", (4, 35)),
    ("Museum of Menace", ["spiderweb", "swords", "coffin", "table"], "designed", (8, 35)),
]

SHAPE_GOALS = [  # (name, rows, source, (met, held)); rows of space-separated key symbols, "." a free cell
    ("Eye-Catching Monument", ["H . H", ". H .", "H . H"], "published", (49, 269)),
    ("Offices of Doom", ["R2 . R2", "H . H"], "published", (36, 241)),
    ("Twin Closets", ["R R"], "designed", (134, 236)),
    ("Straight Ahead", ["H1 H H"], "designed", (211, 248)),
    ("Corner Lounge", ["H H", "R ."], "designed", (223, 266)),
    ("Guard Post", ["R H R"], "designed", (162, 264)),
    ("Starry Passage", ["H* H"], "designed", (221, 252)),
    ("Red Carpet", ["Hred Hred"], "designed", (111, 268)),
    ("Orange Grove Walk", ["Horange H Horange"], "designed", (87, 249)),
    ("Mellow Yellow", ["Hyellow", "H", "Hyellow"], "designed", (75, 253)),
    ("Green Mile", ["Hgreen H", ". Hgreen"], "designed", (82, 248)),
    ("Blue Hour", ["Hblue Hblue"], "designed", (93, 257)),
    ("Royal Purple", ["Hpurple . Hpurple"], "designed", (77, 257)),
    ("Painted Pair", ["C C"], "designed", (172, 197)),
    ("Rainbow Bend", ["C C", ". C"], "designed", (167, 197)),
    ("Chessboard", ["C . C", ". C ."], "designed", (155, 217)),
    ("Decorated Hallway", ["H1 H1"], "designed", (156, 249)),
    ("Gallery Wing", ["H2 H H1"], "designed", (76, 248)),
    ("Cosy Room", ["R1 H1"], "designed", (130, 261)),
    ("Well-Kept Rooms", ["R2 . R1"], "designed", (107, 252)),
    ("Showpiece Chamber", ["R3"], "designed", (66, 237)),
    ("The Grand Suite", ["R2 H R1"], "designed", (93, 257)),
    ("Painted Parlour", ["Rp H"], "designed", (168, 244)),
    ("Twin Parlours", ["Rp . C"], "designed", (121, 203)),
    ("Star Crossing", ["H* H H"], "designed", (206, 249)),
    ("Starlit Room Row", ["R H* R"], "designed", (94, 256)),
    ("Checkered Halls", ["H . H", ". H .", ". . H"], "designed", (162, 253)),
    ("Long Gallery", ["H H H H"], "designed", (202, 257)),
    ("The Hook", ["H H", ". H", ". R1"], "designed", (176, 258)),
    ("Four Doors", ["R H R", ". R ."], "designed", (96, 239)),
    ("Barracks", ["R . R . R"], "designed", (42, 252)),
    ("Colourful Crossing", [". C .", "C H C", ". C ."], "designed", (175, 257)),
    ("Decorated Corner", ["H1 H", ". R1"], "designed", (193, 269)),
    ("Trophy Hall", ["H2 . H1"], "designed", (103, 249)),
    ("Painted Gallery", ["Rp", "H", "C"], "designed", (143, 245)),
    ("Star Chamber Approach", ["H* H1", "R1 ."], "designed", (84, 238)),
]

# Each designed card's points follow how rarely holders met it: (met, held) after each name is the
# count in games of normal bots: shape cards, 300 games on these shape cards, tiles and bots (100 each
# at 2, 3 and 4 players, seed 601); decoration cards, 160 games on the cards as they are (61 at 2
# players, 99 at 4; seeds 31 and 41, with the older tiles and bots). A card met by nearly all
# holders is worth the least, by none the most. The decoration range sits higher: its cards are
# met far less often at 4 players than at 2, and this range keeps the decks closest over 2-4
# players (docs/rules-decisions.md tells what was tried).
SHAPE_RANGE = (3, 14)
DECORATION_RANGE = (6, 16)
SHAPE_POINTS = {"Eye-Catching Monument": 8}  # the only printed value


def _points(name: str, met: tuple[int, int], span: tuple[int, int]) -> int:
    low, high = span
    share = (met[0] + 1) / (met[1] + 2)  # a card held a few times is pulled towards a half
    return round(low + (high - low) * (1 - share))


def shape_points(name: str, met: tuple[int, int]) -> int:
    return SHAPE_POINTS.get(name) or _points(name, met, SHAPE_RANGE)


def decoration_points(name: str, met: tuple[int, int]) -> int:
    printed = {"Sharp Pointy Object Storage": 10, "Chic Skulls on Swanky Spikes": 9}
    return printed.get(name) or _points(name, met, DECORATION_RANGE)


BOSSES = [  # (name, deck, source, fields)
    ("M'alice, Fiendish Fae", "A", "published", {"measure": "tiles", "shape": "room", "points": 3}),
    ("Diana, Creepy Doll", "A", "published", {"measure": "tiles", "floors": ["star"], "points": 3}),
    ("Curio George", "A", "published", {"measure": "most_common_decoration", "table": [0, 0, 5, 10, 15]}),
    ("Coilimus Maximus", "A", "published", {"measure": "tiles", "passages": 4, "points": 2}),
    ("Pa'am the Prospector", "A", "published", {"measure": "open_passages", "points": 1}),
    ("Mortimer the Magpie", "A", "designed", {"measure": "decoration_kinds", "points": 2}),
    ("Gloomhilda the Grand", "A", "designed", {"measure": "decorated_rooms", "least": 1, "points": 3}),
    ("Hallvard the Long", "A", "designed", {"measure": "tiles", "shape": "hallway", "points": 1}),
    ("Countess Carmine", "A", "designed", {"measure": "tiles", "shape": "room", "floors": COLOURS, "points": 2}),
    ("Adan the Ascetic", "B", "published", {"measure": "bare_wall_tiles"}),
    ("The Ambulatrix", "B", "published", {"measure": "longest_room_path"}),
    ("Daphne the Doppelganger", "B", "published", {"measure": "wilds"}),
    ("Lois the Lavamancer", "B", "published", {"measure": "tiles", "floors": ["red", "orange"]}),
    ("Morris the Moist", "B", "published", {"measure": "tiles", "floors": ["blue", "purple"]}),
    ("Oozymandias, King of the Slimes", "B", "published", {"measure": "tiles", "floors": ["green", "yellow"]}),
    ("Stacy the Spider Queen", "B", "published", {"measure": "decorations", "kinds": ["spiderweb"]}),
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
    out = ["# Dungeon Decorators components. Generated by tools/design_decorators.py: edit the values",
           "# here (a printed copy's owner may), or change the designer and run it again.",
           "# Edge order is north, east, south, west on the decoration face: a decoration kind is a",
           "# white icon (a passageway on the dungeon face), \"wild\" a green wild icon, \"blank\" no icon.", ""]
    out.append(_record("decorations", {"names": KINDS[:7], "source": "published"}).replace("[[decorations]]", "[decorations]"))
    out.append(_record("designed_decorations", {"names": KINDS[7:], "source": "designed"})
               .replace("[[designed_decorations]]", "[designed_decorations]"))
    out.append("[supplies]\nsource = \"published\"\ngeneric = 10\nstart = 4\nhourglasses = 3\n"
               "arcane_architect = 10\ndecorative_mimic = 10\nset_aside = 20\nblue_bag = 50\nred_bag = 50\n")
    for tile in design_tiles(rng):
        fields = {"number": tile["number"], "source": "designed", "shape": tile["shape"],
                  "floor": tile["floor"], "edges": tile["edges"], "assistant": tile["assistant"]}
        out.append(_record("tiles", fields))
    for name, rows, source, met in SHAPE_GOALS:
        fields = {"name": name, "source": source, "points": shape_points(name, met), "cells": rows}
        if name in ("Eye-Catching Monument", "Offices of Doom"):
            fields["note"] = "name published; layout designed" + ("" if name in SHAPE_POINTS else ", points designed")
        out.append(_record("shape_goals", fields))
    for where, goals in (("room", ROOM_GOALS), ("hallway", HALL_GOALS)):
        for name, icons, source, met in goals:
            out.append(_record("decoration_goals", {"name": name, "source": source, "where": where,
                                                    "icons": icons,
                                                    "points": decoration_points(name, met)}))
    for name, deck, source, fields in BOSSES:
        record = {"name": name, "deck": deck, "source": source, **fields}
        if source == "published" and ("points" in fields or "table" in fields) and name not in (
                "M'alice, Fiendish Fae", "Diana, Creepy Doll", "Curio George"):
            record["note"] = "behaviour published; points designed"
        out.append(_record("bosses", record))
    print("\n".join(out))


if __name__ == "__main__":
    main()
