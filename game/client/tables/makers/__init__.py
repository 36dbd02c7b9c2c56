"""Dungeon Makers at the table: table.py defines TABLE; the other modules draw its pieces and
panels."""
