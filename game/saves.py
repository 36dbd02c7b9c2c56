"""Saved games: versioned JSON, written atomically, one file per game in user_home()/saves/.

A save holds the format version, game id, options, seed, the seats (names, kinds, levels,
colours) and the rules' own action log (`state.to_json()`), which rebuilds the exact position.

A file we cannot read (damaged, cut short, hand-edited into an illegal game, from a newer
version) is reported in plain words and never written over or deleted: a new game that would
autosave into it takes the next free name (autosave-2.json, ...) instead.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import re
import tempfile
import time
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from pathlib import Path

from game.paths import user_home
from game.save_writer import SaveWriter

SAVE_FORMAT = 1
AUTOSAVE_STEM = "autosave"
KINDS = ("human", "ai", "remote")  # "remote": a set-up's seat for a player on another computer
LOG = logging.getLogger("lairwright")
# write_atomic's temporary files: "." + the JSON file's name + "." + mkstemp's 8 random characters
# + ".tmp". Only names of exactly this shape are ever cleaned up.
TEMP_NAME = re.compile(r"\.[\w.-]+\.json\.[a-z0-9_]{8}\.tmp")
STALE_AFTER = 60.0  # seconds: a write takes milliseconds, so an older temporary was interrupted


class SaveProblem(Exception):
    """A save that cannot be opened; the message is a sentence for a player."""


def write_atomic(path: Path, text: str) -> None:
    """Write `text` so that `path` holds either the old or the new content, never a mix."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def clean_interrupted_writes(folders=None, now: float | None = None) -> list[Path]:
    """Remove temporaries that interrupted writes (a crash, a kill, a power cut) left in the user
    folder and its saves folder. Only regular files named like write_atomic's temporaries and
    older than STALE_AFTER are touched, so another running copy of the app keeps its own."""
    folders = folders or [user_home(), saves_dir()]
    now = time.time() if now is None else now
    removed = []
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if (
                    TEMP_NAME.fullmatch(entry.name)
                    and entry.is_file(follow_symlinks=False)
                    and now - entry.stat(follow_symlinks=False).st_mtime > STALE_AFTER
                ):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError as exc:
                LOG.warning("Could not remove the leftover temporary file %s: %s", entry.path, exc)
    if removed:
        LOG.info(
            "Removed %d temporary file(s) left by interrupted saves: %s",
            len(removed),
            ", ".join(p.name for p in removed),
        )
    return removed


@dataclass
class SeatInfo:
    name: str
    kind: str  # "human" or "ai"
    level: str | None  # bot level for AI seats
    colour: int  # index into the seat palette

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass
class SavedGame:
    game_id: str
    options: dict
    seed: int
    seats: list[SeatInfo]
    state: object  # a game.rules GameState
    hints: dict[int, int] = field(default_factory=dict)  # seat -> hints taken (people only)
    think: dict[int, float] = field(default_factory=dict)  # seat -> seconds a person thought
    network: dict | None = None  # a network table's join code and seats (game/net/table.py)


def saves_dir() -> Path:
    return user_home() / "saves"


def record(
    game_id: str,
    options: dict,
    seed: int,
    seats: list[SeatInfo],
    state,
    hints=None,
    think=None,
    network=None,
) -> dict:
    """What a save holds, as data; taken at once, so the game may go on while it is written.
    `network`: a network table's code and seats (game/net/table.py), kept only for those."""
    extra = {} if network is None else {"network": network}
    return {
        **extra,
        "hints": {str(seat): n for seat, n in (hints or {}).items()},
        "think": {str(seat): round(t, 1) for seat, t in (think or {}).items()},
        "format": SAVE_FORMAT,
        "app": "lairwright",
        "game": game_id,
        "options": options,
        "seed": seed,
        "seats": [asdict(s) for s in seats],
        "saved_at": datetime.now().isoformat(timespec="seconds"),
        "over": state.is_over(),  # lets a look for unfinished games skip replaying this one
        "state": state.to_record(),
    }


def record_text(data: dict) -> str:
    """A save's text: its `record` as JSON."""
    return json.dumps(data)  # no indent: the indented encoder is pure Python and much slower


def seat_from_dict(entry, number: int) -> SeatInfo:
    """Seat `number` (from 1) from its saved form; SaveProblem says what is wrong with it."""
    if not isinstance(entry, dict):
        raise SaveProblem(f"Seat {number} in the saved game is damaged.")
    name, kind, level, colour = (
        entry.get("name"),
        entry.get("kind"),
        entry.get("level"),
        entry.get("colour"),
    )
    if not isinstance(name, str) or not name.strip() or kind not in KINDS:
        raise SaveProblem(f"Seat {number} in the saved game has no valid name or player kind.")
    if kind == "ai" and not isinstance(level, str):
        raise SaveProblem(f"Seat {number} in the saved game is a computer player without a level.")
    if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < 16:
        raise SaveProblem(f"Seat {number} in the saved game has no valid colour.")
    return SeatInfo(name, kind, level if kind == "ai" else None, colour)


def parse(text: str) -> SavedGame:
    """Rebuild a saved game; raises SaveProblem with a plain sentence on any bad input."""
    from game.rules import GAMES, SaveError, load_json

    try:
        data = json.loads(text)
    except ValueError:
        raise SaveProblem("The file is damaged or was cut short, so it cannot be read.") from None
    if not isinstance(data, dict) or data.get("app") != "lairwright":
        raise SaveProblem("The file is not a Lairwright saved game.")
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveProblem("The file has no format version.")
    if version > SAVE_FORMAT:
        raise SaveProblem(
            "The game was saved by a newer version of Lairwright; update the app to open it."
        )
    game_id, state_data, seats = data.get("game"), data.get("state"), data.get("seats")
    if game_id not in GAMES:
        raise SaveProblem(f"The file is for a game this version does not have ({game_id!r}).")
    if not isinstance(state_data, dict) or state_data.get("game") != game_id:
        raise SaveProblem("The file's move list is missing or belongs to another game.")
    if not isinstance(seats, list) or len(seats) != state_data.get("players"):
        raise SaveProblem("The file's seats do not match its number of players.")
    seat_infos = [seat_from_dict(entry, n) for n, entry in enumerate(seats, start=1)]
    try:
        state = load_json(json.dumps(state_data))
    except SaveError as exc:
        raise SaveProblem(str(exc)) from None
    hints = hints_from(data.get("hints"), len(seat_infos))
    think = think_from(data.get("think"), len(seat_infos))
    network = data.get("network") if isinstance(data.get("network"), dict) else None
    return SavedGame(
        game_id, dict(state.options), state.seed, seat_infos, state, hints, think, network
    )


def hints_from(entry, seats: int) -> dict[int, int]:
    """The hints each seat took, from a save; anything malformed counts as none taken (the
    count is a note on the results, never worth refusing a game for)."""
    if not isinstance(entry, dict):
        return {}
    hints = {}
    for key, count in entry.items():
        if (
            isinstance(key, str)
            and key.isdigit()
            and int(key) < seats
            and isinstance(count, int)
            and not isinstance(count, bool)
            and count > 0
        ):
            hints[int(key)] = count
    return hints


def think_from(entry, seats: int) -> dict[int, float]:
    """The seconds each person took to think, from a save; anything malformed counts as not
    measured (a note in the review, never worth refusing a game for)."""
    if not isinstance(entry, dict):
        return {}
    think = {}
    for key, seconds in entry.items():
        if (
            isinstance(key, str)
            and key.isdigit()
            and int(key) < seats
            and isinstance(seconds, (int, float))
            and not isinstance(seconds, bool)
            and 0 <= seconds < 1e9
        ):
            think[int(key)] = float(seconds)
    return think


def read_save(path: Path) -> SavedGame:
    flush_autosaves()
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise SaveProblem("The file is damaged, so it cannot be read.") from None
    except OSError as exc:
        raise SaveProblem(f"The file cannot be opened ({exc.strerror or exc}).") from None
    return parse(text)


def write_save(
    path: Path,
    game_id: str,
    options: dict,
    seed: int,
    seats: list[SeatInfo],
    state,
    hints=None,
    think=None,
    network=None,
) -> None:
    data = record(game_id, options, seed, seats, state, hints, think, network)
    write_atomic(path, record_text(data))


# Autosaves go through one background writer (see game/save_writer.py). It calls write_atomic by
# name at write time, so the module's current function is the one used.
_WRITER = SaveWriter(lambda path, text: write_atomic(path, text))
atexit.register(_WRITER.flush)


def autosave(
    path: Path,
    game_id: str,
    options: dict,
    seed: int,
    seats: list[SeatInfo],
    state,
    hints=None,
    think=None,
) -> None:
    """Save like write_save, but on the background writer: returns before the disk is touched.
    The text is made there too (a long game's JSON took 3 ms of the frame that made a move), from
    a record taken now; a newer save of the same file replaces one not yet written."""
    data = record(game_id, options, seed, seats, state, hints, think)
    _WRITER.submit(path, lambda: record_text(data))


def flush_autosaves() -> None:
    """Wait until every autosave queued so far is on disk."""
    _WRITER.flush()


def autosave_error(path: Path) -> str | None:
    """Why the last autosave to `path` failed, in a sentence; None when it worked."""
    return _WRITER.error(path)


_KEPT: dict[Path, tuple[tuple, SavedGame]] = {}  # path -> (size and time written, game read)


def read_save_kept(path: Path) -> SavedGame:
    """read_save, kept while the file is unchanged (same size and time written): the title and
    Saved games read every save each time they come up, and finished games stay for their
    replay, so reading each again (replaying every move) would cost more and more. The game
    given back is a copy: playing it on never changes the one kept."""
    try:
        stat = Path(path).stat()
    except OSError:
        return read_save(path)  # says why it cannot be opened
    key = (stat.st_mtime_ns, stat.st_size)
    held = _KEPT.get(path)
    if held is None or held[0] != key:
        held = _KEPT[path] = (key, read_save(path))
    saved = held[1]
    return replace(
        saved,
        options=dict(saved.options),
        seats=[replace(seat) for seat in saved.seats],
        state=saved.state.clone(),
        hints=dict(saved.hints),
        think=dict(saved.think),
        network=None if saved.network is None else json.loads(json.dumps(saved.network)),
    )


@dataclass
class SaveScan:
    readable: list[tuple[Path, SavedGame]]  # newest first
    problems: list[tuple[Path, str]]  # files we could not open, with the reason
    finished: list[Path] = field(default_factory=list)  # left unread (unfinished_only)


def says_finished(path: Path) -> bool:
    """The file says its game is over (saves written since finished games are kept do); its
    moves are not replayed to know it, nor checked."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return False
    return isinstance(data, dict) and data.get("over") is True


def scan(folder: Path | None = None, unfinished_only: bool = False) -> SaveScan:
    """Every save in the folder, newest first, read (or why it cannot be). With
    `unfinished_only`, a file that says its game is over is only listed in `finished`: the
    title needs the unfinished games, and finished ones pile up."""
    folder = folder or saves_dir()
    flush_autosaves()
    readable, problems, finished = [], [], []
    if folder.is_dir():
        paths = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        for path in paths:
            if unfinished_only and path not in _KEPT and says_finished(path):
                finished.append(path)
                continue
            try:
                readable.append((path, read_save_kept(path)))
            except SaveProblem as exc:
                problems.append((path, str(exc)))
    return SaveScan(readable, problems, finished)


def latest_unfinished(folder: Path | None = None) -> tuple[Path, SavedGame] | None:
    for path, saved in scan(folder, unfinished_only=True).readable:
        if not saved.state.is_over():
            return path, saved
    return None


def new_autosave_path(folder: Path | None = None) -> Path:
    """Where a new game autosaves: the first of autosave.json, autosave-2.json, ... that is free.
    An unfinished game is kept (Resume and Saved games offer it), a finished one too (Saved
    games replays it until the player deletes it), and a file we cannot read is kept for the
    player."""
    folder = folder or saves_dir()
    flush_autosaves()
    number = 1
    while True:
        name = f"{AUTOSAVE_STEM}.json" if number == 1 else f"{AUTOSAVE_STEM}-{number}.json"
        path = folder / name
        if not path.exists():
            return path
        number += 1


def delete_save(path: Path) -> None:
    """Delete a saved game the player chose to delete. Only a file that still reads as a saved
    game is deleted (SaveProblem says why not otherwise)."""
    read_save(path)
    try:
        Path(path).unlink()
    except OSError as exc:
        raise SaveProblem(f"The file could not be deleted ({exc.strerror or exc}).") from None
    LOG.info("Deleted the saved game %s", path)


def named_copy_path(game_id: str, folder: Path | None = None) -> Path:
    folder = folder or saves_dir()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"{game_id}-{stamp}.json"
    number = 2
    while path.exists():
        path = folder / f"{game_id}-{stamp}-{number}.json"
        number += 1
    return path
