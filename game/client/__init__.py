"""The pygame client: one main loop, a scene stack, shared widgets and one table per game."""
