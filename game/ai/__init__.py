"""Bots: pure Python, no pygame. A bot sees only its seat's view."""

from game.ai.base import Bot, Budget, RandomBot
from game.ai.registry import LEVELS, bot_levels, make_bot

__all__ = ["Bot", "Budget", "LEVELS", "RandomBot", "bot_levels", "make_bot"]
