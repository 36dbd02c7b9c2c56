"""Which games can be played here: those with rules in game.rules.GAMES and a table in TABLES.

Loading problems are logged and kept in `problems` (the smoke run fails on them); the title
screen keeps working whatever a game module does.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass

from game.client.logs import LOG


@dataclass
class Playable:
    spec: object  # game.rules.GameSpec
    table: type  # TableScene subclass


def _load() -> tuple[list[Playable], list[str]]:
    problems: list[str] = []
    try:
        from game.rules import GAMES
    except Exception as exc:  # noqa: BLE001 - a broken rules module must not stop the app
        LOG.error("Could not load the game rules:\n%s", traceback.format_exc())
        return [], [f"The game rules could not be loaded ({type(exc).__name__}: {exc})."]
    from game.client.tables import TABLES, TableNotReady

    found = []
    for game_id, spec in GAMES.items():
        if game_id not in TABLES:
            continue
        try:
            found.append(Playable(spec, TABLES[game_id]))
        except TableNotReady:
            continue
        except Exception as exc:  # noqa: BLE001
            LOG.error("Table for %s failed to load:\n%s", game_id, traceback.format_exc())
            problems.append(
                f"{spec.title}: its table could not be loaded ({type(exc).__name__}: {exc})."
            )
    return found, problems


_result: tuple[list[Playable], list[str]] | None = None


def playable() -> list[Playable]:
    global _result
    if _result is None:
        _result = _load()
    return _result[0]


def problems() -> list[str]:
    playable()
    return _result[1]


def find(game_id: str) -> Playable | None:
    return next((p for p in playable() if p.spec.id == game_id), None)
