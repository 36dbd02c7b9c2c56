"""Dungeon Raiders at the table: table.py defines TABLE; the other modules draw its cards, hand and
reveal."""
