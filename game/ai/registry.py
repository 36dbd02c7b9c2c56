"""Bot levels per game. Each game's bots live in game/ai/<game id>/ and expose BOTS."""

from __future__ import annotations

import importlib

from game.ai.base import Bot, RandomBot

# Level names shown to players, weakest first. "random" exists for every game (tests, sim);
# "expert" (game.ai.search: paired Monte Carlo over the hard bot's choice and its challengers,
# on the game's own judgement) for every game that has a hard bot.
LEVELS = ["random", "easy", "normal", "hard", "expert"]


def _game_bots(game_id: str) -> dict[str, type[Bot]]:
    try:
        module = importlib.import_module(f"game.ai.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.ai.{game_id}":
            raise
        return {}
    bots = dict(module.BOTS)
    if "hard" in bots and "expert" not in bots:
        from game.ai.search.bot import ExpertBot

        bots["expert"] = ExpertBot
    return bots


def bot_levels(game_id: str) -> list[str]:
    """The levels a player can choose for this game, weakest first (without 'random')."""
    bots = _game_bots(game_id)
    return [level for level in LEVELS if level in bots]


def make_bot(game_id: str, level: str, seed: int = 0) -> Bot:
    if level == "random":
        return RandomBot(seed)
    bots = _game_bots(game_id)
    if level not in bots:
        raise ValueError(f"No {level!r} bot for {game_id!r}; known: {sorted(bots)}")
    return bots[level](seed)
