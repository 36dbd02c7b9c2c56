"""Loads and checks game/content/doodle.toml: the sheet, hero hearts, improvement levels and
boxes, monsters, the card actions and the 60 cards. A bad entry raises ContentError naming it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.rules.content import ContentError, load_content, require_source

COLUMNS, ROWS = 10, 8
NUM_CARDS = 60
MONSTERS = ("goblin", "orc", "dragon")
CATEGORIES = ("goblin", "orc", "dragon", "trap", "treasure", "hand")
ELEMENTS = ("walls", "trap") + MONSTERS + ("treasure", "improve")
MAX_WALLS = 5
MAX_DICE = 4
# effect -> (its kind, the events it may use, the whole-number parameters it needs)
EFFECTS = {
    "monster_bonus": ("dungeon", ("fight",), ("amount",)),
    "extra_dice": ("dungeon", ("fight",), ("dice", "drop")),
    "extra_damage": ("dungeon", ("fight",), ("amount",)),
    "trap_damage": ("dungeon", ("trap",), ("amount",)),
    "bomb": ("hero", ("stop",), ()),
    "heal": ("hero", ("turn",), ("amount",)),
    "weaken": ("hero", ("fight",), ("amount",)),
    "armor": ("hero", ("damage",), ("amount",)),
    "disarm": ("hero", ("trap",), ()),
}


@dataclass(frozen=True)
class CardAction:
    name: str
    kind: str  # "dungeon" (own encounter) or "hero" (laid on a rival's dungeon)
    event: str  # when it acts: fight, trap, stop, turn, damage
    effect: str
    amount: int = 0
    dice: int = 0
    drop: int = 0
    monster: str = "any"  # monster_bonus only: which monster it helps
    others: int = 0  # monster_bonus for one monster only: the smaller bonus it gives any other
    text: str = ""

    def bonus_for(self, kind: str) -> int | None:
        """A monster_bonus card's bonus in a fight with this monster, None if it cannot help."""
        if self.monster in ("any", kind):
            return self.amount
        return self.others or None


@dataclass(frozen=True)
class Card:
    number: int  # 0..59, the card's id in actions
    action: CardAction
    elements: tuple[str, ...]  # in the order they are installed, left to right
    walls: tuple[tuple[int, int], ...]  # the formation as [column, row] offsets ("walls" element)


@dataclass(frozen=True)
class Content:
    hearts: int
    levels: dict  # category -> tuple of level values (index 0 = before any group is full)
    boxes: dict  # category -> tuple of box counts per group
    points: dict  # monster -> points
    damage: dict  # monster -> hearts a winning monster takes
    cards: tuple  # 60 Cards


def _whole(record: dict, key: str, where: str, low: int = 0) -> int:
    value = record.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ContentError(
            f"{where}: '{key}' must be a whole number of at least {low}, not {value!r}."
        )
    return value


def _table(data: dict, key: str) -> dict:
    record = data.get(key)
    if not isinstance(record, dict):
        raise ContentError(f"doodle.toml: '[{key}]' is missing.")
    require_source(record, f"doodle.toml [{key}]")
    return record


def _by_category(data: dict, key: str, field: str) -> dict:
    records = data.get(key)
    if not isinstance(records, list):
        raise ContentError(f"doodle.toml: '[[{key}]]' must list the categories {CATEGORIES}.")
    out = {}
    for n, record in enumerate(records, start=1):
        where = f"doodle.toml {key} {n} ({record.get('category')})"
        require_source(record, where)
        if record.get("category") not in CATEGORIES or record["category"] in out:
            raise ContentError(f"{where}: 'category' must be one of {CATEGORIES}, each once.")
        values = record.get(field)
        if (
            not isinstance(values, list)
            or not values
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values)
        ):
            raise ContentError(f"{where}: '{field}' must be a list of whole numbers.")
        out[record["category"]] = tuple(values)
    if set(out) != set(CATEGORIES):
        raise ContentError(f"doodle.toml: '[[{key}]]' misses {sorted(set(CATEGORIES) - set(out))}.")
    return out


def _action(record: dict, where: str) -> CardAction:
    require_source(record, where)
    name, kind, event, effect = (record.get(k) for k in ("name", "kind", "event", "effect"))
    if not isinstance(name, str) or not name:
        raise ContentError(f"{where}: needs a name.")
    if effect not in EFFECTS:
        raise ContentError(f"{where}: unknown effect {effect!r}; use one of {tuple(EFFECTS)}.")
    need_kind, events, params = EFFECTS[effect]
    if kind != need_kind:
        raise ContentError(f"{where}: a {effect} card is a {need_kind} action, not {kind!r}.")
    if event not in events:
        raise ContentError(f"{where}: a {effect} card acts at {events}, not at {event!r}.")
    values = {p: _whole(record, p, where, low=0 if p == "drop" else 1) for p in params}
    monster = record.get("monster", "any")
    if monster not in MONSTERS + ("any",):
        raise ContentError(f"{where}: 'monster' must be one of {MONSTERS + ('any',)}.")
    others = 0
    if "others" in record:
        if effect != "monster_bonus" or monster == "any":
            raise ContentError(
                f"{where}: only a card that helps one monster has a bonus for 'others'."
            )
        others = _whole(record, "others", where, low=1)
    if effect == "extra_dice" and values["drop"] > values["dice"] + 1:
        raise ContentError(f"{where}: it cannot take away more dice than the fight would keep.")
    if effect == "extra_dice" and 2 + values["dice"] > MAX_DICE:
        raise ContentError(f"{where}: a fight never has more than {MAX_DICE} dice.")
    text = record.get("text")
    if not isinstance(text, str) or not text:
        raise ContentError(f"{where}: needs a text for players.")
    return CardAction(
        name, kind, event, effect, monster=monster, others=others, text=text, **values
    )


def _walls(value, where: str) -> tuple[tuple[int, int], ...]:
    if (
        not isinstance(value, list)
        or not 1 <= len(value) <= MAX_WALLS
        or not all(
            isinstance(c, list)
            and len(c) == 2
            and all(isinstance(x, int) and 0 <= x < 5 for x in c)
            for c in value
        )
    ):
        raise ContentError(
            f"{where}: 'walls' must list 1 to {MAX_WALLS} cells as [column, row] "
            f"offsets from 0 to 4."
        )
    cells = tuple(sorted({(c, r) for c, r in value}))
    if len(cells) != len(value):
        raise ContentError(f"{where}: 'walls' names a cell twice.")
    seen, todo = {cells[0]}, [cells[0]]
    while todo:  # one formation: every wall touches another, sides or corners
        c, r = todo.pop()
        for cell in cells:
            if cell not in seen and max(abs(cell[0] - c), abs(cell[1] - r)) == 1:
                seen.add(cell)
                todo.append(cell)
    if len(seen) != len(cells):
        raise ContentError(f"{where}: the walls of a formation must touch each other.")
    return cells


def _card(record: dict, n: int, actions: dict) -> Card:
    where = f"doodle.toml card {n + 1}"
    require_source(record, where)
    if record.get("action") not in actions:
        raise ContentError(f"{where}: unknown action {record.get('action')!r}.")
    elements = record.get("elements")
    if not isinstance(elements, list) or not elements or any(e not in ELEMENTS for e in elements):
        raise ContentError(f"{where}: 'elements' must list building elements from {ELEMENTS}.")
    if elements.count("walls") > 1:
        raise ContentError(f"{where}: a card shows at most one wall formation.")
    walls = ()
    if "walls" in elements:
        walls = _walls(record.get("walls"), where)
    elif "walls" in record:
        raise ContentError(f"{where}: it lists wall cells but no 'walls' element.")
    return Card(n, actions[record["action"]], tuple(elements), walls)


def load(path: Path | None = None) -> Content:
    data = load_content("doodle", path)
    sheet = _table(data, "sheet")
    if (sheet.get("columns"), sheet.get("rows")) != (COLUMNS, ROWS):
        raise ContentError(f"doodle.toml [sheet]: the sheet is {COLUMNS} columns by {ROWS} rows.")
    hearts = _whole(_table(data, "hero"), "hearts", "doodle.toml [hero]", low=1)
    levels = _by_category(data, "levels", "values")
    boxes = _by_category(data, "boxes", "groups")
    for cat in CATEGORIES:
        if len(boxes[cat]) != len(levels[cat]) - 1 or 0 in boxes[cat]:
            raise ContentError(
                f"doodle.toml boxes ({cat}): needs {len(levels[cat]) - 1} groups of at "
                f"least one box, one for each level after the first."
            )
    points, damage = {}, {}
    for n, record in enumerate(data.get("monsters") or [], start=1):
        where = f"doodle.toml monster {n} ({record.get('kind')})"
        require_source(record, where)
        if record.get("kind") not in MONSTERS:
            raise ContentError(f"{where}: 'kind' must be one of {MONSTERS}.")
        points[record["kind"]] = _whole(record, "points", where)
        damage[record["kind"]] = _whole(record, "damage", where, low=1)
    if set(points) != set(MONSTERS):
        raise ContentError(f"doodle.toml: '[[monsters]]' must describe {MONSTERS}.")
    actions = {}
    for n, record in enumerate(data.get("actions") or [], start=1):
        action = _action(record, f"doodle.toml action {n} ({record.get('name')})")
        if action.name in actions:
            raise ContentError(f"doodle.toml action {n}: the name {action.name!r} is used twice.")
        actions[action.name] = action
    records = data.get("cards")
    if not isinstance(records, list) or len(records) != NUM_CARDS:
        raise ContentError(
            f"doodle.toml: there must be {NUM_CARDS} cards, not "
            f"{len(records) if isinstance(records, list) else 0}."
        )
    cards = tuple(_card(record, n, actions) for n, record in enumerate(records))
    return Content(hearts, levels, boxes, points, damage, cards)


CONTENT = load()
CARDS = CONTENT.cards
