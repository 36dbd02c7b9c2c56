"""The registered games: game id -> GameSpec.

A game is registered here as soon as its rules play a whole game (before it has a table): the
simulator, the rules bench and the contract suite (tests/rules/test_contract.py) cover every
game registered here. The client plays only the games that also have a table
(game.client.catalog); the smoke run, the bench's table frames and every screen go by that list.
"""

from __future__ import annotations

import importlib

from game.rules.core import GameSpec

# Each module named here is a package game.rules.<id> exposing SPEC (a GameSpec).
REGISTERED = ["makers", "raiders", "stonespine", "decorators", "doodle"]

GAMES: dict[str, GameSpec] = {}
for _game_id in REGISTERED:
    GAMES[_game_id] = importlib.import_module(f"game.rules.{_game_id}").SPEC
