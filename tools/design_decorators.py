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
SHAPE_COUNTS = {"room": 36, "straight": 18, "corner": 24, "t": 24, "cross": 18}
SHAPE_VALUE = {"room": 1.0, "straight": 0.8, "corner": 0.8, "t": 1.4, "cross": 1.8}
ASSISTANT_VALUE = {"none": 0.0, "goblin_sapper": 2.0, "burrow_bro": 1.6, "arcane_architect": 1.0,
                   "decorative_mimic": 1.2}
REQUIRED = (30, 111, 156, 171, 210, 282, 297)


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
    floors = ["gray"] * 14 + ["star"] * 10 + [c for c in COLOURS for _ in range(16)]
    assistants = ["none"] * 80 + [a for a in ASSISTANT_VALUE if a != "none" for _ in range(10)]
    for want in special.values():  # the counts hold over all 120 tiles
        shapes.remove(want["shape"])
        floors.remove(want["floor"])
        assistants.remove(want["assistant"])
    rng.shuffle(floors)
    rng.shuffle(assistants)
    passages = sum(len(SHAPE_PASSAGES[s]) for s in shapes)
    kinds = [KINDS[i % len(KINDS)] for i in range(passages)]
    rng.shuffle(kinds)
    tiles = [{"shape": s, "floor": f, "assistant": a} for s, f, a in zip(shapes, floors, assistants)]
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
    ("Candle-Lit Coffin Showroom", ["coffin", "candles", "candles"], "designed"),
    ("Banquet of Blades", ["table", "swords", "spikes"], "designed"),
    ("Spider Nursery", ["spiderweb", "spiderweb", "skull"], "designed"),
    ("Jailer's Office", ["keys", "table", "spikes"], "designed"),
    ("The Ossuary Lounge", ["skull", "skull", "coffin"], "designed"),
    ("Haunted Library", ["candles", "spiderweb", "table"], "designed"),
    ("Treasury of Traps", ["keys", "spikes", "coffin"], "designed"),
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
    ("Long Table Hallway", ["table", "table", "candles"], "designed"),
    ("The Creepy Crawlway", ["spiderweb", "skull", "coffin"], "designed"),
    ("Lockpicker's Lament", ["keys", "spikes", "table"], "designed"),
    ("Funeral March", ["coffin", "candles", "skull"], "designed"),
    ("Weapons on Display", ["swords", "swords", "table"], "designed"),
    ("Grand Tour of Gloom", ["skull", "coffin", "spiderweb", "candles"], "designed"),
    ("Everything Must Be Pointy", ["swords", "spikes", "spikes", "keys"], "designed"),
    ("Feast Hall Passage", ["table", "table", "candles", "keys"], "designed"),
    ("Museum of Menace", ["spiderweb", "swords", "coffin", "table"], "designed"),
]

SHAPE_GOALS = [  # (name, rows, source); rows of space-separated key symbols, "." a free cell
    ("Eye-Catching Monument", ["H . H", ". H .", "H . H"], "published"),
    ("Offices of Doom", ["R2 H", "H R2"], "published"),
    ("Twin Closets", ["R R"], "designed"),
    ("Straight Ahead", ["H1 H H"], "designed"),
    ("Corner Lounge", ["H H", "R ."], "designed"),
    ("Guard Post", ["R H R"], "designed"),
    ("Starry Passage", ["H* H"], "designed"),
    ("Red Carpet", ["Hred Hred"], "designed"),
    ("Orange Grove Walk", ["Horange H Horange"], "designed"),
    ("Mellow Yellow", ["Hyellow", "H", "Hyellow"], "designed"),
    ("Green Mile", ["Hgreen H", ". Hgreen"], "designed"),
    ("Blue Hour", ["Hblue Hblue"], "designed"),
    ("Royal Purple", ["Hpurple . Hpurple"], "designed"),
    ("Painted Pair", ["C C"], "designed"),
    ("Rainbow Bend", ["C C", ". C"], "designed"),
    ("Chessboard", ["C . C", ". C ."], "designed"),
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
    ("Long Gallery", ["H H H H"], "designed"),
    ("The Hook", ["H H", ". H", ". R1"], "designed"),
    ("Four Doors", ["R H R", ". R ."], "designed"),
    ("Barracks", ["R . R . R"], "designed"),
    ("Colourful Crossing", [". C .", "C H C", ". C ."], "designed"),
    ("Decorated Corner", ["H1 H", ". R1"], "designed"),
    ("Trophy Hall", ["H2 . H1"], "designed"),
    ("Painted Gallery", ["Rp", "H", "C"], "designed"),
    ("Star Chamber Approach", ["H* H1", "R1 ."], "designed"),
]

# Weights as measured (normal bots, 2 players, 122 games): plain hallways and coloured tiles were
# met far more often than their first weights (1.0, 1.3) said, decorated cells less often.
SYMBOL_WEIGHT = {"H": 0.8, "R": 1.3, "H*": 2.6, "C": 0.9, "H1": 2.1, "H2": 3.2, "R1": 2.2, "R2": 3.4,
                 "R3": 4.6, "Rp": 3.8}
SYMBOL_WEIGHT.update({"H" + c: 2.1 for c in COLOURS})
SHAPE_POINTS = {"Eye-Catching Monument": 8}  # the only printed value


def shape_points(name: str, rows: list[str]) -> int:
    if name in SHAPE_POINTS:
        return SHAPE_POINTS[name]
    cells = [s for row in rows for s in row.split() if s != "."]
    weight = sum(SYMBOL_WEIGHT[s] for s in cells)
    return max(3, min(14, round(1.35 * weight + 0.5 * (len(cells) - 2))))


def decoration_points(name: str, where: str, icons: list[str]) -> int:
    printed = {"Sharp Pointy Object Storage": 10, "Chic Skulls on Swanky Spikes": 9}
    if name in printed:
        return printed[name]
    repeat = len(icons) - len(set(icons))
    if where == "room":
        return {2: 11, 3: 15}[len(icons)] + repeat
    return {2: 8, 3: 10, 4: 13}[len(icons)] + repeat


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
    for name, rows, source in SHAPE_GOALS:
        fields = {"name": name, "source": source, "points": shape_points(name, rows), "cells": rows}
        if name in ("Eye-Catching Monument", "Offices of Doom"):
            fields["note"] = "name published; layout designed" + ("" if name in SHAPE_POINTS else ", points designed")
        out.append(_record("shape_goals", fields))
    for where, goals in (("room", ROOM_GOALS), ("hallway", HALL_GOALS)):
        for name, icons, source in goals:
            out.append(_record("decoration_goals", {"name": name, "source": source, "where": where,
                                                    "icons": icons,
                                                    "points": decoration_points(name, where, icons)}))
    for name, deck, source, fields in BOSSES:
        record = {"name": name, "deck": deck, "source": source, **fields}
        if source == "published" and ("points" in fields or "table" in fields) and name not in (
                "M'alice, Fiendish Fae", "Diana, Creepy Doll", "Curio George"):
            record["note"] = "behaviour published; points designed"
        out.append(_record("bosses", record))
    print("\n".join(out))


if __name__ == "__main__":
    main()
