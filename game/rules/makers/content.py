"""Loads and checks game/content/makers.toml: dungeon tiles, start and block tiles, Golem tiles."""

from __future__ import annotations

from pathlib import Path

from game.rules.content import ContentError, load_content, require_source

KINDS = ("tunnel", "chamber", "maze", "puzzle", "chasm", "water")
ENCOUNTERS = ("minotaur", "crab", "bat")
TRAPS = ("collapse", "spikes", "gargoyle", "pit", "ball")
ICONS = ("chest", "stairs") + ENCOUNTERS + TRAPS
ICON_KINDS = ("tunnel", "chamber")  # kinds that always carry exactly one icon
SIDES = "NESW"
DUNGEON_TILES = 72

GOLEM_STEPS = ("take", "burn", "invade", "keep_minion")
GOLEM_GROUPS = ("any", "trap", "encounter", "new_icon", "held_icon", "fits_you")
GOLEM_LETTERS = ("A", "B", "C", "D")


def _paths(value, where: str) -> str:
    if (
        not isinstance(value, str)
        or any(ch not in SIDES for ch in value)
        or len(set(value)) != len(value)
    ):
        raise ContentError(
            f"{where}: 'paths' must be letters from N, E, S, W without repeats, not {value!r}."
        )
    return "".join(side for side in SIDES if side in value)


def _dungeon_tile(record: dict, where: str) -> tuple[str, str, str | None, int]:
    require_source(record, where)
    kind = record.get("kind")
    if kind not in KINDS:
        raise ContentError(f"{where}: unknown kind {kind!r}; use one of {KINDS}.")
    paths = _paths(record.get("paths"), where)
    icon = record.get("icon")
    if kind in ICON_KINDS:
        if icon not in ICONS:
            raise ContentError(
                f"{where}: a {kind} needs exactly one icon from {ICONS}, not {icon!r}."
            )
    elif icon is not None:
        raise ContentError(f"{where}: a {kind} carries no icon (found {icon!r}).")
    if kind == "chasm" and paths:
        raise ContentError(f"{where}: a chasm has no pathways of its own.")
    if kind != "chasm" and not paths:
        raise ContentError(f"{where}: a {kind} needs at least one pathway.")
    count = record.get("count", 1)
    if not isinstance(count, int) or count < 1:
        raise ContentError(f"{where}: 'count' must be a positive whole number, not {count!r}.")
    return kind, paths, icon, count


def _golem_step(step, here: str) -> dict:
    if not isinstance(step, dict) or step.get("do") not in GOLEM_STEPS:
        raise ContentError(f"{here}: 'do' must be one of {GOLEM_STEPS}.")
    do = step["do"]
    if do in ("take", "burn"):
        want = step.get("want")
        names = KINDS + ICONS + GOLEM_GROUPS
        if not isinstance(want, list) or not want or any(w not in names for w in want):
            raise ContentError(f"{here}: 'want' must list kinds, icons or groups from {names}.")
        if step.get("from") not in ("left", "right"):
            raise ContentError(f"{here}: 'from' must be 'left' or 'right'.")
        return {"do": do, "want": list(want), "from": step["from"]}
    if do == "invade":
        if step.get("from") not in ("first", "last"):
            raise ContentError(f"{here}: 'from' must be 'first' or 'last'.")
        return {"do": do, "from": step["from"]}
    return {"do": do}


def _golem_face(orders, where: str) -> list[list[dict]]:
    """A face is a list of orders; each order is a list of steps, the first possible one is done."""
    if not isinstance(orders, list) or not orders:
        raise ContentError(f"{where}: needs a non-empty list of orders.")
    out = []
    for n, order in enumerate(orders, start=1):
        if not isinstance(order, list) or not order:
            raise ContentError(f"{where} order {n}: must be a non-empty list of steps.")
        out.append(
            [
                _golem_step(step, f"{where} order {n} step {k}")
                for k, step in enumerate(order, start=1)
            ]
        )
    return out


def load(path: Path | None = None) -> dict:
    """Returns {"tiles": [(kind, paths, icon)] * 72, "start": paths, "block": paths, "golem":
    [...]}."""
    data = load_content("makers", path)
    tiles = []
    records = data.get("tiles")
    if not isinstance(records, list):
        raise ContentError("makers.toml: 'tiles' must be a list of dungeon tiles.")
    for n, record in enumerate(records, start=1):
        if not isinstance(record, dict):
            raise ContentError(f"makers.toml tile {n}: must be a table.")
        kind, paths, icon, count = _dungeon_tile(
            record, f"makers.toml tile {n} ({record.get('kind')})"
        )
        tiles.extend([(kind, paths, icon)] * count)
    if len(tiles) != DUNGEON_TILES:
        raise ContentError(
            f"makers.toml: the dungeon tiles add up to {len(tiles)}, not {DUNGEON_TILES}."
        )
    for name, kind in (("start", "start"), ("block", "block")):
        record = data.get(name)
        if not isinstance(record, dict) or record.get("kind") != kind:
            raise ContentError(f"makers.toml: '{name}' must be a table with kind = \"{kind}\".")
        require_source(record, f"makers.toml {name}")
    start = _paths(data["start"].get("paths"), "makers.toml start")
    if not start:
        raise ContentError("makers.toml start: the starting tile needs at least one pathway.")
    if _paths(data["block"].get("paths"), "makers.toml block"):
        raise ContentError("makers.toml block: a block tile has no pathways.")
    golem = data.get("golem")
    if not isinstance(golem, list) or [g.get("tile") for g in golem] != list(GOLEM_LETTERS):
        raise ContentError(
            "makers.toml: 'golem' must hold the four Golem tiles A, B, C, D in order."
        )
    faces = []
    for record in golem:
        where = f"makers.toml golem tile {record['tile']}"
        require_source(record, where)
        name = record.get("name")
        if not isinstance(name, str) or not name:
            raise ContentError(f"{where}: needs a name.")
        faces.append(
            {
                "tile": record["tile"],
                "name": name,
                "heads": _golem_face(record.get("heads"), f"{where} heads"),
                "tails": _golem_face(record.get("tails"), f"{where} tails"),
            }
        )
    return {"tiles": tiles, "start": start, "block": "", "golem": faces}
