"""Dungeon Decorators bots: easy, normal and hard (see bots.py for how each one thinks)."""

from game.ai.decorators.bots import EasyBot, HardBot, NormalBot

BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
