"""`python -m game --export-png SAVE OUT.png [--move N] [--seat K]`: a saved game's table as a
picture, at move N (default: the last) as seat K (default: the first person) saw it, drawn by the
game's own table with the dummy video driver. Players share a position with it; tests look at
positions with it."""

from __future__ import annotations

from pathlib import Path

from game import saves
from game.review import GameRecord

SETTLE_FRAMES = 90  # at most this many frames for the table to finish what it shows


class ExportProblem(Exception):
    """The picture cannot be made; the message is a sentence for the player."""


def choose(saved, move: int | None, seat: int | None) -> tuple[int, int]:
    """The move and seat asked for, checked against the save (ExportProblem says what is off)."""
    moves = len(saved.state.history)
    move = moves if move is None else move
    if not 0 <= move <= moves:
        raise ExportProblem(f"--move must be between 0 and {moves}: this game has {moves} moves.")
    people = [i for i, s in enumerate(saved.seats) if not s.is_ai]
    seat = (people[0] if people else 0) if seat is None else seat
    if not 0 <= seat < len(saved.seats):
        raise ExportProblem(
            f"--seat must be between 0 and {len(saved.seats) - 1}: "
            + ", ".join(f"{i} {s.name}" for i, s in enumerate(saved.seats))
            + "."
        )
    return move, seat


def caption(record, saved, move: int, seat: int) -> str:
    """What the picture shows, on its prompt line: the game, the move, the round, whose eyes."""
    from game.rules import GAMES

    part = record.state_at(move).round_name() or record.parts[record.part_at(move)].name
    name = saved.seats[seat].name
    return f"{GAMES[record.game_id].title}: move {move} of {len(record)}, {part}, as {name} saw it"


def export_png(save_path, out_path, move: int | None = None, seat: int | None = None) -> Path:
    """Draw the table and write it to `out_path` (PNG); returns the path written."""
    import pygame

    from game.client.app import App
    from game.client.watched import watched_table, without_play_buttons

    try:
        saved = saves.read_save(Path(save_path))
    except saves.SaveProblem as exc:
        raise ExportProblem(f"{save_path}: {exc}") from None
    move, seat = choose(saved, move, seat)
    record = GameRecord.of(saved.state)
    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True)
    try:
        app.settings.animation_speed = "instant"
        table = watched_table(app, record, saved.seats, move, seat, saved=saved)
        words = caption(record, saved, move, seat)
        table.prompt_line.source = lambda: (seat, words)
        app.push(table)
        for _ in range(SETTLE_FRAMES + 1):
            table.update(1 / 30)
            if not table.busy():
                break
        without_play_buttons(table)
        app.draw()
        out = Path(out_path)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.canvas, str(out))
        return out
    finally:
        app.shutdown()
