"""Lint every Tiled map in levels/: it loads, every object is a named slot with a kind inside
the map, no id appears twice, and every slot a table declares in REQUIRED_SLOTS (plus the
shared chrome slots) exists exactly once in the level that table uses."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.boards import load_board
from game.client.tables import TABLE_MODULES, TABLES, TableNotReady
from game.client.tables.kit.table import CHROME_LEVEL, CHROME_SLOTS
from game.paths import LEVELS

MAPS = sorted(LEVELS.glob("*.tmx"))


def _tables():
    found = {}
    for game_id in TABLE_MODULES:
        try:
            found[game_id] = TABLES[game_id]
        except TableNotReady:
            continue
    return found


def test_levels_folder_has_the_shared_chrome():
    assert LEVELS / f"{CHROME_LEVEL}.tmx" in MAPS


@pytest.mark.parametrize("path", MAPS, ids=[p.name for p in MAPS])
def test_map_is_clean(path: Path):
    board = load_board(path)
    assert board.problems == []
    assert board.size == (1280, 800), "levels are laid out on the 1280x800 canvas"


def test_chrome_has_its_slots():
    board = load_board(CHROME_LEVEL)
    assert [s for s in CHROME_SLOTS if s not in board] == []


def level_problems(table) -> list[str]:
    """What is wrong with a table's level, as the lint sees it."""
    if not table.LEVEL:
        return ["the table names no level"]
    path = Path(table.LEVEL) if str(table.LEVEL).endswith(".tmx") else LEVELS / f"{table.LEVEL}.tmx"
    if not path.is_file():
        return [f"{path} does not exist"]
    board = load_board(path)
    problems = list(board.problems)
    problems += [f"slot {slot!r} is missing" for slot in table.REQUIRED_SLOTS if slot not in board]
    if len(set(table.REQUIRED_SLOTS)) != len(table.REQUIRED_SLOTS):
        problems.append("REQUIRED_SLOTS names a slot twice")
    return problems


def test_every_table_level_has_every_required_slot():
    problems = {game_id: level_problems(table) for game_id, table in _tables().items()}
    assert {game_id: p for game_id, p in problems.items() if p} == {}
    for table in _tables().values():
        assert (
            Path(str(table.LEVEL)).suffix in ("", ".tmx")
            and not Path(str(table.LEVEL)).is_absolute()
        ), "a shipped table names its level by name: levels/<LEVEL>.tmx"


def test_the_lint_catches_a_missing_slot(tiny, monkeypatch):
    table = TABLES["tiny"]
    assert level_problems(table) == []
    monkeypatch.setattr(table, "REQUIRED_SLOTS", table.REQUIRED_SLOTS + ["cell_9_9"])
    assert level_problems(table) == ["slot 'cell_9_9' is missing"]
