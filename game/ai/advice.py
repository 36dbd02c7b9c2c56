"""A hint for a person: what the hard bot would do now, and one sentence why.

Runs where the bots run (the bot worker, or inline in tests) and sees what a bot sees: the
seat's view, never the real state. The sentence is built from the rules alone (the move in the
rules' own words, the points it brings now as the rules count them) and, where a game's bots can
say more, from its `explain(view, seat, action, legal)` (game/ai/<game>/explain.py: what the move
sets up or avoids, in a short clause).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from game.ai.base import Budget
from game.ai.registry import make_bot
from game.rules.core import Action, GameState

HINT_LEVEL = "hard"


@dataclass
class Advice:
    action: Action
    why: str  # one sentence for the player


def points_now(view: GameState, seat: int, action: Action) -> int | None:
    """The change of the seat's own total if it made `action` now, as the rules count it from
    what the seat knows (None where the rules cannot tell before the game ends)."""
    try:
        before = view.scores(seat)[seat].total
        after_state = view.clone()
        after_state.apply_unchecked(seat, action)
        return after_state.scores(seat)[seat].total - before
    except NotImplementedError:
        return None


def explain_module(game_id: str):
    """game/ai/<game>/explain.py, or None where the game has none."""
    name = f"game.ai.{game_id}.explain"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def game_reason(view: GameState, seat: int, action: Action, legal: list[Action]) -> str | None:
    """The game's own clause on what the move sets up or avoids, if its bots can say."""
    module = explain_module(view.game_id)
    return None if module is None else module.explain(view, seat, action, legal)


def points_known(view: GameState, seat: int) -> bool:
    """Whether the view can tell what a move scores now. A game whose view holds a random guess
    of something the move's points hang on (the others' face-down picks in Raiders) says no in
    its explain.py's `points_known(view, seat)`; then the sentence leaves the points out."""
    module = explain_module(view.game_id)
    known = getattr(module, "points_known", None)
    return known is None or known(view, seat)


def imperative(move: str) -> str:
    """The rules' words for a move, said to the person making it: every game's `action_text`
    starts with the verb as a log line has it ("takes a card with Orc Club"), and a hint asks
    for the move ("Take a card with Orc Club")."""
    verb, _, rest = move.partition(" ")
    if verb == "cannot":
        return f"You cannot {rest}"
    first, then, more = rest.partition(" and ")  # "lights a torch and looks at ..."
    if then and more[:1].islower() and more.split(" ", 1)[0] not in NOT_VERBS:
        rest = f"{first} and {_asked(more)}"
    said = _asked(verb)
    rest = rest.replace("their own", "your own")  # "places a minion in their own dungeon"
    return said[:1].upper() + said[1:] + (f" {rest}" if rest else "")


# Words in -s after "and" that are not a second verb (every game's second verbs were listed
# from their action_text: discards, lets, refills, passes, trades, looks, puts)
NOT_VERBS = {"its", "his", "this", "was", "is", "has", "us"}


def _asked(move: str) -> str:
    """'takes a card' -> 'take a card': the first word from he/she to you."""
    verb, _, rest = move.partition(" ")
    if verb.endswith("ies") and len(verb) > 4:
        said = verb[:-3] + "y"  # carries -> carry
    elif verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        said = verb[:-2]  # passes -> pass, goes -> go
    elif verb.endswith("s") and not verb.endswith("ss"):
        said = verb[:-1]  # takes -> take
    else:
        said = verb
    return f"{said} {rest}" if rest else said


def sentence(view: GameState, seat: int, action: Action, legal: list[Action]) -> str:
    """'Place the Tunnel at B3: +2 points now, and it opens a path to the exit; the hard computer
    player's pick of 14 moves.'"""
    move = imperative(view.action_text(seat, action).strip().rstrip("."))
    parts = []
    gained = points_now(view, seat, action) if points_known(view, seat) else None
    if gained:
        parts.append(f"{gained:+d} point{'s' * (abs(gained) != 1)} now")
    reason = game_reason(view, seat, action, legal)
    if reason:
        parts.append(reason)
    choice = (
        f"the hard computer player's pick of {len(legal)} moves"
        if len(legal) > 1
        else "your only move"
    )
    told = ", and ".join(parts) if parts else "no points change at once"
    return f"{move}: {told}; {choice}."


def advise(state_json: str, seat: int, seed: int, seconds: float) -> Advice:
    """In the worker: rebuild the state, take the seat's view, ask the hard bot, explain."""
    from game.rules import load_json

    view = load_json(state_json).view(seat)
    return advise_on_view(view, seat, seed, seconds)


def advise_on_snapshot(snapshot: dict, history: list, seat: int, seed: int, seconds: float):
    """In the worker: a hint on a view that came over the network (a client's seat holds only
    its view, game/net/snapshot.py, which no save format can carry): the view rebuilt, its
    history the moves as the seat was told them, then as advise_on_view."""
    from game.net.snapshot import decode_state

    view = decode_state(snapshot)
    view.history = [tuple(entry) for entry in history]
    return advise_on_view(view, seat, seed, seconds)


def advise_on_view(view: GameState, seat: int, seed: int, seconds: float) -> Advice:
    legal = view.legal_actions(seat)
    bot = make_bot(view.game_id, HINT_LEVEL, seed)
    action = bot.choose(view.clone(), seat, list(legal), Budget(seconds))
    return Advice(action, sentence(view, seat, action, legal))
