"""The table (play screen) of each game, registered by game id and imported only when needed,
so a broken table cannot break the title screen.

Each module named here defines `TABLE`, a subclass of game.client.tables.kit.table.TableScene.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

TABLE_MODULES = {
    "makers": "game.client.tables.makers.table",
    "raiders": "game.client.tables.raiders.table",
    "stonespine": "game.client.tables.stonespine.table",
    "doodle": "game.client.tables.doodle.table",
    "decorators": "game.client.tables.decorators.table",
}


class TableNotReady(Exception):
    """The table module for a game is not in this build yet."""


class _LazyTables(Mapping):
    """game id -> TableScene subclass; the module is imported on first access."""

    def __init__(self, modules: dict[str, str]):
        self._modules = modules
        self._loaded: dict[str, type] = {}

    def __getitem__(self, game_id: str) -> type:
        if game_id not in self._loaded:
            name = self._modules[game_id]
            try:
                module = importlib.import_module(name)
            except ModuleNotFoundError as exc:
                if exc.name == name:
                    raise TableNotReady(f"No table module {name} yet.") from exc
                raise
            self._loaded[game_id] = module.TABLE
        return self._loaded[game_id]

    def __contains__(self, game_id) -> bool:
        return game_id in self._modules

    def __iter__(self):
        return iter(self._modules)

    def __len__(self):
        return len(self._modules)


TABLES = _LazyTables(TABLE_MODULES)
