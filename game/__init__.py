"""Lairwright: five dungeon-building board games to play on your own computer."""
