"""Lairwright: five dungeon-building board games to play on your own computer."""

import os

# pygame prints a greeting on stdout when first imported; every `python -m game...` command
# that prints data (`game.bench --json`, `game.sim --json`) must print nothing else.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
