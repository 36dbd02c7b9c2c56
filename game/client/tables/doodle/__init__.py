"""The Doodle Dungeon table."""
