"""A saved game in words, for the Saved games list: the game, who plays (people, and computer
players by level), how far it has gone, who leads, when it was last played. Never a file name.
No pygame here."""

from __future__ import annotations

from datetime import datetime

from game.review import turn_parts
from game.rules import GAMES


def stage_words(state) -> str:
    """How far the game has gone: the rules' round name ("Year 2"), or the turn it is at."""
    name = state.round_name()
    if name is not None:
        return name
    return turn_parts([seat for seat, _ in state.history])[-1][0]


def finished_words(state) -> str:
    """How a finished game ended: "finished in Year 4", "finished after 50 turns", "finished"."""
    name = state.round_name()
    if name is None:
        turns = len(turn_parts([seat for seat, _ in state.history]))
        return f"finished after {turns} turn{'s' * (turns != 1)}"
    word, _, number = name.rpartition(" ")
    return f"finished in {name}" if word and number.isdigit() else "finished"


def seat_words(seat) -> str:
    """ "Ann" for a person, "Bea (hard computer)" for a computer player."""
    return f"{seat.name} ({seat.level} computer)" if seat.is_ai else seat.name


def players_words(saved) -> str:
    """Every player in seat order; a solo game names the game's own opponent."""
    names = [seat_words(seat) for seat in saved.seats]
    opponent = GAMES[saved.game_id].solo_opponent
    if len(saved.seats) == 1 and opponent:
        names.append(opponent)
    return ", ".join(names)


def names_of(saved) -> list[str]:
    """The seats' names as the rules number them (a solo game's opponent after the player)."""
    names = [seat.name for seat in saved.seats]
    opponent = GAMES[saved.game_id].solo_opponent
    if len(saved.seats) == 1 and opponent:
        names.append(opponent)
    return names


def knowing(saved) -> int | None:
    """Whose knowledge the list's standing follows: nobody's secrets once the game is over
    (None: everything counts); the one person's when one person plays; else only what every
    seat knows (-1, no seat: the rules leave out every hidden point)."""
    if saved.state.is_over():
        return None
    people = [i for i, seat in enumerate(saved.seats) if not seat.is_ai]
    return people[0] if len(people) == 1 else -1


def and_list(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def leader_words(saved) -> str:
    """ "Bea leads with 23 points", "Ann won with 41 points", "Ann and Bea share the win"."""
    state = saved.state
    try:
        scores = state.scores(knowing(saved))
    except NotImplementedError:
        return ""
    names = names_of(saved)
    counted = [i for i, s in enumerate(scores) if not s.eliminated] or list(range(len(scores)))
    if state.is_over():
        first = [i for i in counted if scores[i].place == 1] or counted[:1]
        best = scores[first[0]].total
        if len(first) > 1:
            return f"{and_list([names[i] for i in first])} share the win with {points(best)}"
        return f"{names[first[0]]} won with {points(best)}"
    best = max(scores[i].total for i in counted)
    if best <= 0:
        return "no points scored yet"
    ahead = [names[i] for i in counted if scores[i].total == best]
    verb = "lead" if len(ahead) > 1 else "leads"
    return f"{and_list(ahead)} {verb} with {points(best)}"


def points(n: int) -> str:
    return f"{n} point{'s' * (n != 1)}"


def when_words(stamp: float, now: float) -> str:
    """When a file was last written, as a player says it: "just now", "12 minutes ago",
    "today at 14:05", "yesterday at 21:14", "on Tuesday at 09:30", "on 3 Nov 2026"."""
    then, today = datetime.fromtimestamp(stamp), datetime.fromtimestamp(now)
    seconds = now - stamp
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        minutes = int(seconds // 60)
        return f"{minutes} minute{'s' * (minutes != 1)} ago"
    days = (today.date() - then.date()).days
    clock = then.strftime("%H:%M")
    if days == 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    if days < 7:
        return f"on {then.strftime('%A')} at {clock}"
    return f"on {then.day} {then.strftime('%b %Y')}"


def description(saved, stamp: float, now: float) -> str:
    """The whole game in one sentence (the question before it is deleted)."""
    spec = GAMES[saved.game_id]
    return (
        f"{spec.title} with {players_words(saved)}: {stage_words(saved.state)}, "
        f"{leader_words(saved)}; last played {when_words(stamp, now)}."
    )
