"""Pure game rules: no pygame, no client. See docs/architecture.md for the contract."""

from game.rules.core import (
    Action,
    Event,
    GameSpec,
    GameState,
    IllegalAction,
    SaveError,
    SeatScore,
    load_json,
    rank_places,
    replay,
)
from game.rules.registry import GAMES

__all__ = [
    "Action",
    "Event",
    "GAMES",
    "GameSpec",
    "GameState",
    "IllegalAction",
    "SaveError",
    "SeatScore",
    "load_json",
    "rank_places",
    "replay",
]
