"""Loads and checks game/content/decorators.toml: tiles, supplies, goal cards and bosses.

Every refusal is a ContentError naming the entry (tile number, card or boss name) and the fault,
so a person editing the file to match a printed copy knows what to fix.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.rules.content import ContentError, load_content, require_source

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple")
FLOORS = COLOURS + ("star", "gray")
ASSISTANTS = ("none", "goblin_sapper", "burrow_bro", "arcane_architect", "decorative_mimic")
SHAPES = {
    "room": (1, False),
    "straight": (2, True),
    "corner": (2, False),
    "t": (3, False),
    "cross": (4, False),
}  # shape -> (passageways, whether two of them face each other)
TILE_COUNT, MAX_NUMBER, MAX_PER_ASSISTANT = 120, 300, 10
REQUIRED_NUMBERS = (30, 111, 156, 171, 210, 282, 297)  # the rulebook's examples name these
GOALS_PER_DECK, BOSSES_PER_DECK = 36, 9
MEASURES = {  # boss measure -> the extra fields it may take
    "tiles": {"shape", "floors", "passages"},
    "decorations": {"kinds"},
    "decoration_kinds": set(),
    "most_common_decoration": set(),
    "decorated_rooms": {"least"},
    "wilds": set(),
    "open_passages": set(),
    "bare_wall_tiles": set(),
    "longest_room_path": set(),
}
PUBLISHED_GOALS = {  # name -> what the rulebook prints about it
    "Sharp Pointy Object Storage": {"where": "room", "icons": ["swords", "spikes"], "points": 10},
    "Chic Skulls on Swanky Spikes": {
        "where": "hallway",
        "icons": ["skull", "spikes", "spikes"],
        "points": 9,
    },
    "Eye-Catching Monument": {"points": 8},
    "Offices of Doom": {},
}


@dataclass(frozen=True)
class Tile:
    number: int
    shape: str
    floor: str
    edges: tuple[str, ...]  # N, E, S, W on the decoration face: a kind, "wild" or "blank"
    assistant: str


@dataclass(frozen=True)
class Goal:
    card: str
    name: str
    points: int  # what scoring it brings, the same whatever the number of players


@dataclass(frozen=True)
class ShapeGoal(Goal):
    cells: tuple[tuple[int, int, str], ...]  # (dx, dy, symbol) of every cell that asks something


@dataclass(frozen=True)
class DecorationGoal(Goal):
    where: str  # "room" or "hallway"
    icons: tuple[str, ...]


@dataclass(frozen=True)
class Boss:
    name: str
    deck: str  # "A" scores each player alone, "B" goes to the majorities
    measure: str
    shape: str | None = None
    floors: tuple[str, ...] = ()
    passages: int | None = None
    kinds: tuple[str, ...] = ()
    least: int = 0
    points: int = 0  # deck A: points per unit measured (or `table`)
    table: tuple[int, ...] = ()  # deck A: points by the measure (the last entry for any more)


@dataclass(frozen=True)
class Catalog:
    kinds: tuple[str, ...]
    tiles: dict[int, Tile]
    supplies: dict[str, int]
    goals: dict[str, ShapeGoal | DecorationGoal]  # card id ("S01".., "D01"..) -> card
    bosses: tuple[Boss, ...]

    def deck_of(self, card: str) -> str:
        return "shape" if card[0] == "S" else "decoration"


def _kinds(data: dict) -> tuple[str, ...]:
    kinds = []
    for table in ("decorations", "designed_decorations"):
        record = data.get(table, {})
        require_source(record, f"decorators.toml [{table}]")
        names = record.get("names")
        if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
            raise ContentError(
                f"decorators.toml [{table}]: 'names' must be a list of decoration names."
            )
        kinds += names
    if len(set(kinds)) != len(kinds) or {"wild", "blank"} & set(kinds):
        raise ContentError(
            "decorators.toml: decoration names must be distinct and not 'wild' or 'blank'."
        )
    return tuple(kinds)


def _tile(record: dict, kinds: tuple[str, ...]) -> Tile:
    number = record.get("number")
    where = f"decorators.toml tile {number!r}"
    if not isinstance(number, int) or not 1 <= number <= MAX_NUMBER:
        raise ContentError(f"{where}: 'number' must be a whole number from 1 to {MAX_NUMBER}.")
    require_source(record, where)
    shape, floor, edges = record.get("shape"), record.get("floor"), record.get("edges")
    if shape not in SHAPES:
        raise ContentError(f"{where}: unknown shape {shape!r}; use one of {tuple(SHAPES)}.")
    if floor not in FLOORS:
        raise ContentError(f"{where}: unknown floor {floor!r}; use one of {FLOORS}.")
    if (
        not isinstance(edges, list)
        or len(edges) != 4
        or any(e not in kinds + ("wild", "blank") for e in edges)
    ):
        raise ContentError(
            f"{where}: 'edges' must list 4 edges (N, E, S, W), each a decoration, "
            f"'wild' or 'blank', not {edges!r}."
        )
    passages = [e in kinds for e in edges]
    count, opposite = SHAPES[shape]
    if sum(passages) != count or (count == 2 and (passages[0] == passages[2]) != opposite):
        raise ContentError(
            f"{where}: its white icons {edges!r} do not make a {shape} "
            f"(a white icon on an edge is a passageway on the dungeon side)."
        )
    assistant = record.get("assistant", "none")
    if assistant not in ASSISTANTS:
        raise ContentError(f"{where}: unknown assistant {assistant!r}; use one of {ASSISTANTS}.")
    return Tile(number, shape, floor, tuple(edges), assistant)


def _tiles(data: dict, kinds: tuple[str, ...]) -> dict[int, Tile]:
    records = data.get("tiles")
    if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
        raise ContentError("decorators.toml: 'tiles' must be a list of tile tables.")
    tiles: dict[int, Tile] = {}
    for record in records:
        tile = _tile(record, kinds)
        if tile.number in tiles:
            raise ContentError(f"decorators.toml tile {tile.number}: the number is used twice.")
        tiles[tile.number] = tile
    if len(tiles) != TILE_COUNT:
        raise ContentError(
            f"decorators.toml: there are {len(tiles)} numbered tiles, not {TILE_COUNT}."
        )
    missing = [n for n in REQUIRED_NUMBERS if n not in tiles]
    if missing:
        raise ContentError(f"decorators.toml: the rulebook's examples need tiles {missing}.")
    if tiles[297].assistant != "goblin_sapper":
        raise ContentError("decorators.toml tile 297: the rulebook shows it with a Goblin Sapper.")
    if sorted(e for e in tiles[210].edges if e in kinds) != ["keys", "keys", "table"]:
        raise ContentError(
            "decorators.toml tile 210: the rulebook shows a table and two keys on it."
        )
    for assistant in ASSISTANTS[1:]:
        used = [t.number for t in tiles.values() if t.assistant == assistant]
        if len(used) > MAX_PER_ASSISTANT:
            raise ContentError(
                f"decorators.toml: {len(used)} tiles carry the {assistant} "
                f"(at most {MAX_PER_ASSISTANT}); tile {used[-1]} is one too many."
            )
    return tiles


def _supplies(data: dict) -> dict[str, int]:
    record = data.get("supplies")
    if not isinstance(record, dict):
        raise ContentError("decorators.toml: a [supplies] table is needed.")
    require_source(record, "decorators.toml [supplies]")
    names = (
        "generic",
        "start",
        "hourglasses",
        "arcane_architect",
        "decorative_mimic",
        "set_aside",
        "blue_bag",
        "red_bag",
    )
    out = {}
    for name in names:
        value = record.get(name)
        if not isinstance(value, int) or value < 0:
            raise ContentError(
                f"decorators.toml [supplies]: '{name}' must be a whole number, not {value!r}."
            )
        out[name] = value
    if out["set_aside"] + out["blue_bag"] + out["red_bag"] != TILE_COUNT:
        raise ContentError(
            "decorators.toml [supplies]: set_aside, blue_bag and red_bag must add up "
            f"to the {TILE_COUNT} tiles."
        )
    if out["start"] < 4 or out["hourglasses"] < 1:
        raise ContentError(
            "decorators.toml [supplies]: 4 start tiles and at least one hourglass are needed."
        )
    return out


def _symbol_ok(symbol: str) -> bool:
    if symbol in ("H", "R", "H*", "C", "Rp", "H1", "H2", "R1", "R2", "R3"):
        return True
    return symbol[:1] == "H" and symbol[1:] in COLOURS


def _shape_goal(card: str, record: dict) -> ShapeGoal:
    name = record.get("name")
    where = f"decorators.toml shape goal {name!r}"
    require_source(record, where)
    rows, points = record.get("cells"), record.get("points")
    if not isinstance(rows, list) or not rows or not all(isinstance(r, str) for r in rows):
        raise ContentError(f"{where}: 'cells' must be rows of symbols separated by spaces.")
    cells = []
    for y, row in enumerate(rows):
        for x, symbol in enumerate(row.split()):
            if symbol == ".":
                continue
            if not _symbol_ok(symbol):
                raise ContentError(
                    f"{where}: unknown symbol {symbol!r} (H, R, H*, C, Rp, H1, H2, R1, R2, "
                    "R3, H<colour> or . for a free cell)."
                )
            cells.append((x, y, symbol))
    if not cells:
        raise ContentError(f"{where}: the shape asks for no tile at all.")
    return ShapeGoal(card, name, _points(points, where), tuple(cells))


def _decoration_goal(card: str, record: dict, kinds: tuple[str, ...]) -> DecorationGoal:
    name = record.get("name")
    where = f"decorators.toml decoration goal {name!r}"
    require_source(record, where)
    place, icons = record.get("where"), record.get("icons")
    if place not in ("room", "hallway"):
        raise ContentError(f"{where}: 'where' must be 'room' or 'hallway', not {place!r}.")
    if not isinstance(icons, list) or not icons or any(i not in kinds for i in icons):
        raise ContentError(f"{where}: 'icons' must list decorations from {kinds}.")
    if place == "room" and len(icons) > 3:
        raise ContentError(f"{where}: a room has three walls, so a room card asks at most 3 icons.")
    return DecorationGoal(card, name, _points(record.get("points"), where), place, tuple(icons))


def _points(points, where: str) -> int:
    """A goal's points: the one number on the card, whatever the number of players."""
    if not _positive(points):
        raise ContentError(f"{where}: 'points' must be a positive whole number, not {points!r}.")
    return points


def _positive(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _goals(data: dict, kinds: tuple[str, ...]) -> dict[str, ShapeGoal | DecorationGoal]:
    goals: dict[str, ShapeGoal | DecorationGoal] = {}
    for table, prefix, make in (
        ("shape_goals", "S", _shape_goal),
        ("decoration_goals", "D", lambda c, r: _decoration_goal(c, r, kinds)),
    ):
        records = data.get(table)
        if not isinstance(records, list) or len(records) != GOALS_PER_DECK:
            raise ContentError(f"decorators.toml: '{table}' must hold {GOALS_PER_DECK} cards.")
        for number, record in enumerate(records, start=1):
            if not isinstance(record, dict):
                raise ContentError(f"decorators.toml: card {number} of '{table}' must be a table.")
            card = make(f"{prefix}{number:02d}", record)
            goals[card.card] = card
    names = [g.name for g in goals.values()]
    doubled = sorted({n for n in names if names.count(n) > 1})
    if doubled:
        raise ContentError(
            f"decorators.toml: goal names must be distinct ({doubled[0]!r} is used twice)."
        )
    for name, printed in PUBLISHED_GOALS.items():
        card = next((g for g in goals.values() if g.name == name), None)
        if card is None:
            raise ContentError(f"decorators.toml: the printed goal {name!r} is missing.")
        for key, value in printed.items():
            have, want = getattr(card, key), value
            if key == "icons":
                have, want = sorted(have), sorted(want)
            if have != want:
                raise ContentError(
                    f"decorators.toml goal {name!r}: its {key} is printed as {value!r}."
                )
    return goals


def _boss(record: dict, kinds: tuple[str, ...]) -> Boss:
    name = record.get("name")
    where = f"decorators.toml boss {name!r}"
    require_source(record, where)
    deck, measure = record.get("deck"), record.get("measure")
    if deck not in ("A", "B"):
        raise ContentError(f"{where}: 'deck' must be 'A' or 'B'.")
    if measure not in MEASURES:
        raise ContentError(f"{where}: unknown measure {measure!r}; use one of {tuple(MEASURES)}.")
    allowed = MEASURES[measure] | {"name", "deck", "source", "measure", "note", "points", "table"}
    extra = sorted(set(record) - allowed)
    if extra:
        raise ContentError(f"{where}: {extra[0]!r} does not apply to the {measure} measure.")
    shape = record.get("shape")
    if shape not in (None, "room", "hallway"):
        raise ContentError(f"{where}: 'shape' must be 'room' or 'hallway'.")
    floors, chosen = record.get("floors", []), record.get("kinds", [])
    if any(f not in FLOORS for f in floors) or any(k not in kinds for k in chosen):
        raise ContentError(
            f"{where}: 'floors' and 'kinds' must name floors and decorations of the game."
        )
    points, table = record.get("points", 0), record.get("table", [])
    if deck == "A" and not ((isinstance(points, int) and points > 0) != bool(table)):
        raise ContentError(f"{where}: a deck A boss needs either 'points' per unit or a 'table'.")
    if deck == "B" and (points or table):
        raise ContentError(
            f"{where}: a deck B boss scores 10 and 4 to the majorities, without 'points'."
        )
    if not all(isinstance(v, int) and v >= 0 for v in table):
        raise ContentError(f"{where}: 'table' must list whole numbers of points.")
    return Boss(
        name,
        deck,
        measure,
        shape,
        tuple(floors),
        record.get("passages"),
        tuple(chosen),
        record.get("least", 0),
        points,
        tuple(table),
    )


def _bosses(data: dict, kinds: tuple[str, ...]) -> tuple[Boss, ...]:
    records = data.get("bosses")
    if not isinstance(records, list):
        raise ContentError("decorators.toml: 'bosses' must be a list of boss tables.")
    bosses = tuple(_boss(r, kinds) for r in records)
    for deck in ("A", "B"):
        count = sum(b.deck == deck for b in bosses)
        if count != BOSSES_PER_DECK:
            raise ContentError(
                f"decorators.toml: boss deck {deck} holds {count} cards, not {BOSSES_PER_DECK}."
            )
    return bosses


def load(path: Path | None = None) -> Catalog:
    data = load_content("decorators", path)
    kinds = _kinds(data)
    return Catalog(
        kinds, _tiles(data, kinds), _supplies(data), _goals(data, kinds), _bosses(data, kinds)
    )


CATALOG = load()
