"""Loads and checks game/content/stonespine.toml: chambers, market, tokens, goals, challenges,
blueprints, Jael's cards and the set-up and scoring numbers. A bad entry raises ContentError
naming it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from game.rules.content import ContentError, load_content, require_source

MONSTERS = ("goblin", "kobold", "gnoll", "ooze", "slime")
TRAPS = ("bear", "blade", "fire", "pit", "spike")
STAR_VALUES = {
    "star1": 1,
    "star2": 2,
    "star3": 3,
    "starneg": -1,
    "starneg1": -1,
    "starneg2": -2,
    "starneg3": -3,
}
ELEMENTS = MONSTERS + TRAPS + ("treasure",) + tuple(STAR_VALUES)
PASSAGE = "passage"  # the secret passage token: not an element
SHAPES = ("circle", "square", "oval")
TYPES = ("cave", "stone")
RUNES = ("red", "green", "blue")
DOOR_BITS = {"N": 1, "E": 2, "S": 4, "W": 8}
CHAMBER_COUNT = 100

GOAL_MEASURES = (
    "goblin",
    "kobold",
    "gnoll",
    "ooze",
    "slime",
    "treasure",
    "trap_pairs",
    "slime_ooze_pairs",
)
CHALLENGE_MEASURES = (
    "central_stars_chests",
    "token_kinds",
    "clusters",
    "central_traps",
    "column_goblin",
    "column_kobold",
    "column_gnoll",
    "largest_cluster",
    "outer_doors",
    "cluster_ooze",
    "cluster_slime",
    "stars",
    "path_trap",
    "path_slime",
    "path_ooze",
    "full_chambers",
    "oozing_chambers",
    "mixed_chambers",
    "trap_kinds",
    "exit_traps",
    "pairs_treasure_star",
    "pure_lines",
    "pairs_gnoll",
    "side_traps",
    "sets_gnoll_kobold_goblin",
    "pairs_kobold_trap",
    "pairs_goblin_treasure",
    "central_minions",
    "unique_cluster_sizes",
    "flat",
)
BLUEPRINT_CODES = {
    "C": "cave",
    "S": "stone",
    "T": "treasure",
    "*": "star",
    "trp": "trap",
    "gob": "goblin",
    "kob": "kobold",
    "gno": "gnoll",
    "ooz": "ooze",
    "sli": "slime",
}
JAEL_TAKE = ("gold", "elements", "monsters", "traps", "stars", "treasure")
JAEL_BUY = ("dearest", "cheapest", "most_tokens", "monsters", "goal")
JAEL_DROP = ("left", "right", "best")
JAEL_CARDS = 9


@dataclass(frozen=True)
class Chamber:
    id: int
    type: str
    name: str
    doors: int  # bit mask of DOOR_BITS
    slots: tuple[str, ...]  # four element places, "" = empty
    gold: int
    rune: str

    @cached_property
    def elements(self) -> tuple[str, ...]:
        return tuple(e for e in self.slots if e)


@dataclass(frozen=True)
class Offer:
    price: int
    slots: tuple[str, ...]  # token shapes


@dataclass(frozen=True)
class MarketCard:
    id: int
    top: Offer
    bottom: Offer


@dataclass(frozen=True)
class Goal:
    id: int
    name: str
    measure: str
    most: bool


@dataclass(frozen=True)
class Challenge:
    id: int
    name: str
    rep: int
    measure: str


@dataclass(frozen=True)
class Blueprint:
    id: int
    entrance: int  # column 0..3 of the doorway above row 1
    exit: int  # column 0..3 of the doorway below row 4
    needs: tuple[tuple[int, str], ...]  # (cell, requirement from BLUEPRINT_CODES values)


@dataclass(frozen=True)
class JaelCard:
    id: int
    rune: str
    take: str
    buy: str
    drop: str


@dataclass(frozen=True)
class JaelLevel:
    """One of Jael's strengths: its points for each chamber it took that shows the rune of that
    year's card, and for each monster and each trap in its pile."""

    name: str
    rune_points: int
    element_points: int


@dataclass(frozen=True)
class Catalog:
    chambers: dict[int, Chamber]
    tokens: dict[str, tuple[str, int]]  # face -> (shape, copies)
    market: dict[int, MarketCard]
    goals: dict[int, Goal]
    challenges: dict[int, Challenge]
    blueprints: dict[int, Blueprint]
    jael_cards: dict[int, JaelCard]
    hand_size: dict[str, int]
    start_gold: tuple[int, ...]
    market_cards: dict[str, int]
    challenges_dealt: dict[str, int]
    priority_points: tuple[int, ...]
    goal_points: tuple[int, ...]
    blueprint_points: dict[int, int]
    solo_gold: tuple[int, ...]
    jael_levels: dict[str, JaelLevel]  # gentlest first; the first is the default


def _int(value, where: str, what: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ContentError(
            f"{where}: '{what}' must be a whole number of at least {low}, not {value!r}."
        )
    return value


def _choice(value, options, where: str, what: str):
    if value not in options:
        raise ContentError(f"{where}: '{what}' must be one of {tuple(options)}, not {value!r}.")
    return value


def _records(data: dict, key: str, count: int | None = None) -> list[tuple[str, dict]]:
    """The list `key`, each record with a name for messages; ids 1..n in order."""
    records = data.get(key)
    if not isinstance(records, list) or not records:
        raise ContentError(f"stonespine.toml: '{key}' must be a non-empty list.")
    if count is not None and len(records) != count:
        raise ContentError(f"stonespine.toml: '{key}' holds {len(records)} entries, not {count}.")
    out = []
    for n, record in enumerate(records, start=1):
        where = f"stonespine.toml {key} entry {n}"
        if not isinstance(record, dict):
            raise ContentError(f"{where}: must be a table.")
        require_source(record, where)
        if key != "tokens" and record.get("id") != n:
            raise ContentError(
                f"{where}: 'id' must be {n} (ids count up from 1), not {record.get('id')!r}."
            )
        name = record.get("name")
        out.append((f"{where} ({name})" if name else where, record))
    return out


def _name(record: dict, where: str) -> str:
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ContentError(f"{where}: needs a 'name'.")
    return name


def _chamber(record: dict, where: str) -> Chamber:
    doors = record.get("doors")
    if (
        not isinstance(doors, str)
        or any(d not in DOOR_BITS for d in doors)
        or len(set(doors)) != len(doors)
    ):
        raise ContentError(
            f"{where}: 'doors' must be letters from N, E, S, W without repeats, not {doors!r}."
        )
    slots = record.get("slots")
    if not isinstance(slots, list) or len(slots) != 4:
        raise ContentError(
            f"{where}: 'slots' must list the four element places (\"\" for an empty one)."
        )
    for slot in slots:
        if slot != "" and slot not in ELEMENTS:
            raise ContentError(f"{where}: unknown element {slot!r}; use one of {ELEMENTS}.")
    return Chamber(
        record["id"],
        _choice(record.get("type"), TYPES, where, "type"),
        _name(record, where),
        sum(DOOR_BITS[d] for d in doors),
        tuple(slots),
        _int(record.get("gold"), where, "gold"),
        _choice(record.get("rune"), RUNES, where, "rune"),
    )


def _offer(value, where: str) -> Offer:
    if not isinstance(value, dict):
        raise ContentError(f"{where}: must be a table with 'price' and 'slots'.")
    slots = value.get("slots")
    if (
        not isinstance(slots, list)
        or not 1 <= len(slots) <= 3
        or any(s not in SHAPES for s in slots)
    ):
        raise ContentError(f"{where}: 'slots' must list 1 to 3 token shapes from {SHAPES}.")
    return Offer(_int(value.get("price"), where, "price", 1), tuple(slots))


def _blueprint(record: dict, where: str) -> Blueprint:
    entrance = _int(record.get("entrance"), where, "entrance", 1)
    exit_ = _int(record.get("exit"), where, "exit", 1)
    if entrance > 4 or exit_ > 4:
        raise ContentError(f"{where}: 'entrance' and 'exit' are columns 1 to 4.")
    rows = record.get("rows")
    if (
        not isinstance(rows, list)
        or len(rows) != 4
        or any(not isinstance(r, list) or len(r) != 4 for r in rows)
    ):
        raise ContentError(f"{where}: 'rows' must be 4 rows of 4 codes.")
    needs = []
    for r, row in enumerate(rows):
        for c, code in enumerate(row):
            if code == ".":
                continue
            if code not in BLUEPRINT_CODES:
                raise ContentError(
                    f"{where}: unknown code {code!r} in row {r + 1}; use '.' or one of "
                    f"{tuple(BLUEPRINT_CODES)}."
                )
            needs.append((r * 4 + c, BLUEPRINT_CODES[code]))
    if len(needs) != 8:
        raise ContentError(
            f"{where}: a blueprint has exactly 8 requirements, this one has {len(needs)}."
        )
    return Blueprint(record["id"], entrance - 1, exit_ - 1, tuple(needs))


def _table(data: dict, key: str) -> dict:
    table = data.get(key)
    if not isinstance(table, dict):
        raise ContentError(f"stonespine.toml: the table [{key}] is missing.")
    require_source(table, f"stonespine.toml [{key}]")
    return table


def _numbers(value, where: str, length: int | None = None) -> tuple[int, ...]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise ContentError(f"{where}: must be a list of {length or 'some'} whole numbers.")
    return tuple(_int(v, where, "value") for v in value)


def _by_count(value, keys: tuple[str, ...], where: str) -> dict[str, int]:
    if not isinstance(value, dict) or set(value) != set(keys):
        raise ContentError(f"{where}: must give a number for each of {keys}.")
    return {k: _int(value[k], where, k, 1) for k in keys}


def _jael_levels(records) -> dict[str, JaelLevel]:
    where = "stonespine.toml [jael] levels"
    if not isinstance(records, list) or not records:
        raise ContentError(f"{where}: must list Jael's strengths, gentlest first.")
    levels = {}
    for record in records:
        name = record.get("name") if isinstance(record, dict) else None
        if not isinstance(name, str) or not name or name in levels:
            raise ContentError(f"{where}: each level needs its own name, not {name!r}.")
        levels[name] = JaelLevel(
            name,
            _int(record.get("rune_points"), f"{where} {name}", "rune_points"),
            _int(record.get("element_points"), f"{where} {name}", "element_points"),
        )
    return levels


def load(path: Path | None = None) -> Catalog:
    data = load_content("stonespine", path)
    chambers = {r["id"]: _chamber(r, w) for w, r in _records(data, "chambers", CHAMBER_COUNT)}
    tokens = {}
    for where, record in _records(data, "tokens"):
        face = _choice(record.get("face"), ELEMENTS + (PASSAGE,), where, "face")
        if face in tokens:
            raise ContentError(f"{where}: the token {face!r} is listed twice.")
        tokens[face] = (
            _choice(record.get("shape"), SHAPES, where, "shape"),
            _int(record.get("copies"), where, "copies", 1),
        )
    market = {
        r["id"]: MarketCard(
            r["id"], _offer(r.get("top"), f"{w} top"), _offer(r.get("bottom"), f"{w} bottom")
        )
        for w, r in _records(data, "market")
    }
    shapes_held = {shape for shape, _ in tokens.values()}
    for card in market.values():
        for shape in card.top.slots + card.bottom.slots:
            if shape not in shapes_held:
                raise ContentError(
                    f"stonespine.toml market card {card.id}: no token has the shape {shape!r}."
                )
    goals = {
        r["id"]: Goal(
            r["id"],
            _name(r, w),
            _choice(r.get("measure"), GOAL_MEASURES, w, "measure"),
            _choice(r.get("most"), (True, False), w, "most"),
        )
        for w, r in _records(data, "goals")
    }
    challenges = {
        r["id"]: Challenge(
            r["id"],
            _name(r, w),
            _int(r.get("rep"), w, "rep", 1),
            _choice(r.get("measure"), CHALLENGE_MEASURES, w, "measure"),
        )
        for w, r in _records(data, "challenges")
    }
    blueprints = {r["id"]: _blueprint(r, w) for w, r in _records(data, "blueprints")}
    jael = {
        r["id"]: JaelCard(
            r["id"],
            _choice(r.get("rune"), RUNES, w, "rune"),
            _choice(r.get("take"), JAEL_TAKE, w, "take"),
            _choice(r.get("buy"), JAEL_BUY, w, "buy"),
            _choice(r.get("drop"), JAEL_DROP, w, "drop"),
        )
        for w, r in _records(data, "jael_cards", JAEL_CARDS)
    }
    setup, scoring, jael_table = (
        _table(data, "setup"),
        _table(data, "scoring"),
        _table(data, "jael"),
    )
    blueprint_points = scoring.get("blueprint")
    if not isinstance(blueprint_points, dict) or not blueprint_points:
        raise ContentError(
            "stonespine.toml [scoring]: 'blueprint' must map requirements met to points."
        )
    bp_points = {}
    for met, points in blueprint_points.items():
        if not met.isdigit() or not 1 <= int(met) <= 8:
            raise ContentError(
                f"stonespine.toml [scoring] blueprint: {met!r} is not a count of 1 to 8."
            )
        bp_points[int(met)] = _int(points, "stonespine.toml [scoring] blueprint", met)
    catalog = Catalog(
        chambers,
        tokens,
        market,
        goals,
        challenges,
        blueprints,
        jael,
        hand_size=_by_count(
            setup.get("hand_size"), ("solo", "two", "more"), "stonespine.toml [setup] hand_size"
        ),
        start_gold=_numbers(setup.get("start_gold"), "stonespine.toml [setup] start_gold", 5),
        market_cards=_by_count(
            setup.get("market_cards"),
            ("solo", "two", "three", "four", "five"),
            "stonespine.toml [setup] market_cards",
        ),
        challenges_dealt=_by_count(
            setup.get("challenges_dealt"),
            ("solo", "more"),
            "stonespine.toml [setup] challenges_dealt",
        ),
        priority_points=_numbers(scoring.get("priority"), "stonespine.toml [scoring] priority"),
        goal_points=_numbers(scoring.get("goal"), "stonespine.toml [scoring] goal"),
        blueprint_points=bp_points,
        solo_gold=_numbers(scoring.get("solo_gold"), "stonespine.toml [scoring] solo_gold", 2),
        jael_levels=_jael_levels(jael_table.get("levels")),
    )
    _check_supply(catalog)
    return catalog


def _check_supply(catalog: Catalog) -> None:
    """The decks must be large enough for a full game at every player count."""
    hands = catalog.hand_size
    needed = max(hands["solo"] * 4, hands["two"] * 8, hands["more"] * 5 * 4)
    if needed > len(catalog.chambers):
        raise ContentError(
            f"stonespine.toml [setup] hand_size: a game would need {needed} chamber cards, "
            f"there are {len(catalog.chambers)}."
        )
    dealt = catalog.challenges_dealt
    needed = max(dealt["solo"], dealt["more"] * 5) * 3
    if needed > len(catalog.challenges):
        raise ContentError(
            f"stonespine.toml [setup] challenges_dealt: a game would need {needed} challenge "
            f"cards, there are {len(catalog.challenges)}."
        )
    if max(catalog.market_cards.values()) * 4 > len(catalog.market):
        raise ContentError(
            "stonespine.toml [setup] market_cards: four years would need more market cards "
            f"than the {len(catalog.market)} there are."
        )
    if len(catalog.goal_points) < 2 or len(catalog.solo_gold) != 2:
        raise ContentError("stonespine.toml [scoring]: 'goal' needs at least two places.")


CATALOG = load()
