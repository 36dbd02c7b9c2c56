"""Small pictures of saved games' tables (the Saved games list): the game's own table at the
save's last move, drawn off screen as the first person saw it (a finished game: everything) and
scaled down. Kept per file and time written, so a list scrolled or opened again draws none twice;
the list asks for one a frame, so it opens at once and the pictures come in one by one."""

from __future__ import annotations

import pygame

from game.client import theme
from game.client.logs import LOG

SIZE = (144, 90)  # the canvas's shape (1280x800), about a ninth across
KEEP = 48  # pictures kept (each ~52 KB)

_kept: dict[tuple, pygame.Surface | None] = {}


def key_of(path) -> tuple:
    try:
        return (str(path), path.stat().st_mtime_ns)
    except OSError:
        return (str(path), None)


def kept(path) -> pygame.Surface | None:
    """The picture of this file as last written, if it has been made (None: not yet, or it
    could not be drawn)."""
    return _kept.get(key_of(path))


def is_made(path) -> bool:
    return key_of(path) in _kept


def make(app, path, saved) -> pygame.Surface | None:
    """Draw the picture now (tens to hundreds of milliseconds) and keep it."""
    from game.client.watched import watched_table
    from game.review import GameRecord

    key = key_of(path)
    picture = None
    try:
        record = GameRecord.of(saved.state)
        people = [i for i, seat in enumerate(saved.seats) if not seat.is_ai]
        seat = people[0] if people else 0
        table = watched_table(app, record, saved.seats, len(record), seat, True, saved)
        try:
            table.update(0.0)
            canvas = pygame.Surface(theme.CANVAS_SIZE).convert()
            table.draw(canvas)
        finally:
            table.close()
        picture = pygame.transform.smoothscale(canvas, SIZE)
    except Exception:  # noqa: BLE001 - a picture that cannot be drawn leaves its place empty
        if app.strict:  # smoke, monkey and test runs fail instead
            raise
        LOG.exception("The picture of %s could not be drawn", path)
    if len(_kept) >= KEEP:
        _kept.pop(next(iter(_kept)))
    _kept[key] = picture
    return picture
