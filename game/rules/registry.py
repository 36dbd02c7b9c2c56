"""The registered games: game id -> GameSpec. A game appears here once it is playable end to end."""
from __future__ import annotations

import importlib

from game.rules.core import GameSpec

# Each module named here is a package game.rules.<id> exposing SPEC (a GameSpec).
REGISTERED = ["makers", "raiders"]

GAMES: dict[str, GameSpec] = {}
for _game_id in REGISTERED:
    GAMES[_game_id] = importlib.import_module(f"game.rules.{_game_id}").SPEC
