"""A game state as JSON and back: how a seat's view travels to a remote client.

A view cannot travel as a save (a seed and a move list): the real seed would give the whole deal
away, and a view's hidden parts are re-dealt, not played. So the wire carries the view's
attributes, each value in plain JSON where JSON has the type and tagged where it has not:

- numbers, strings, booleans, None and lists as they are;
- a dict whose keys are all strings (none starting with "$") as a JSON object;
- any other dict as {"$map": [[key, value], ...]}, a tuple as {"$tuple": [...]}, a set as
  {"$set": [...]} and a frozenset as {"$frozenset": [...]} (their items in a fixed order);
- an object of one of the rules' own classes (game.rules.*: a content card, a player's dungeon)
  as {"$obj": "module:Class", "fields": {name: value}}, a named tuple as
  {"$obj": "module:Class", "items": [...]}.

The view's random generator is not sent (its state alone is 7 KB): `decode_state` gives the copy
a generator of its own, as a view's is, drawn from nothing the table knows. Nor is its history
(it grows with every move): the copy's is empty, and a client fills it from the actions it was
sent, as the seat may know them (game/client/remote_session.py). Decoding builds only
plain values and instances of game.rules classes already loaded, never calls their code (a named
tuple's constructor aside) and refuses anything else with `SnapshotError`.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import fields, is_dataclass

from game.rules import GAMES

# Not sent: a view's generator (see above), the last action's events and the move history
# (it grows with the game: the client keeps the actions it is sent instead)
NOT_SENT = ("rng", "events", "history")
RULES_PREFIX = "game.rules."
_TAGS = ("$map", "$tuple", "$set", "$frozenset", "$obj")


class SnapshotError(ValueError):
    """A snapshot that cannot be turned back into a state; the message says why."""


def encode_state(state) -> dict:
    """The state's attributes as JSON values (see the module docstring), with its game."""
    return {
        "game": state.game_id,
        "rules": state.rules_version,
        "fields": {
            name: encode(value) for name, value in vars(state).items() if name not in NOT_SENT
        },
    }


def decode_state(data) -> object:
    """The state `encode_state` made, with a generator of its own, no events and no history."""
    if not isinstance(data, dict) or not isinstance(data.get("fields"), dict):
        raise SnapshotError("The view is not in the expected shape.")
    game_id = data.get("game")
    if game_id not in GAMES:
        raise SnapshotError(f"The view is of an unknown game ({game_id!r}).")
    cls = _state_class(game_id)
    if data.get("rules") != cls.rules_version:
        raise SnapshotError(
            f"The table plays version {data.get('rules')!r} of the {GAMES[game_id].title} "
            f"rules and this app version {cls.rules_version}."
        )
    state = object.__new__(cls)
    for name, value in data["fields"].items():
        _set(state, name, decode(value))
    state.rng = random.Random()
    state.events = []
    state.history = []
    return state


_CLASSES: dict[str, type] = {}


def _state_class(game_id: str) -> type:
    if game_id not in _CLASSES:
        spec = GAMES[game_id]
        _CLASSES[game_id] = type(spec.new_state(spec.min_players, 0, None))
    return _CLASSES[game_id]


_PLAIN = {bool, int, str, type(None)}  # sent as they are


def encode(value):
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is float:
        if value != value or value in (float("inf"), float("-inf")):
            raise TypeError("a number that JSON cannot carry")
        return value
    if kind is list:
        if _PLAIN.issuperset(map(type, value)):
            return value  # only read (by json.dumps), never changed
        return [encode(v) for v in value]
    if kind is dict:
        if all(type(k) is str and not k.startswith("$") for k in value):
            if _PLAIN.issuperset(map(type, value.values())):
                return value
            return {k: encode(v) for k, v in value.items()}
        return {"$map": [[encode(k), encode(v)] for k, v in value.items()]}
    if kind is tuple:
        return {"$tuple": [encode(v) for v in value]}
    if kind in (set, frozenset):
        items = sorted((encode(v) for v in value), key=_order)
        return {"$set" if kind is set else "$frozenset": items}
    if kind.__module__.startswith(RULES_PREFIX):
        name = f"{kind.__module__}:{kind.__qualname__}"
        if isinstance(value, tuple):  # a named tuple
            return {"$obj": name, "items": [encode(v) for v in value]}
        return {"$obj": name, "fields": {k: encode(v) for k, v in _attributes(value).items()}}
    raise TypeError(f"a value of type {kind.__name__} cannot be sent")


def decode(value):
    kind = type(value)
    if value is None or kind in (bool, int, float, str):
        return value
    if kind is list:
        return [decode(v) for v in value]
    if kind is not dict:
        raise SnapshotError(f"A value of the view is of an unknown kind ({kind.__name__}).")
    tag = next((t for t in _TAGS if t in value), None)
    if tag is None:
        return {k: decode(v) for k, v in value.items()}
    items = value[tag]
    if tag == "$obj":
        return _decode_object(items, value)
    if not isinstance(items, list):
        raise SnapshotError(f"A {tag[1:]} of the view is not a list.")
    if tag == "$map":
        if not all(isinstance(p, list) and len(p) == 2 for p in items):
            raise SnapshotError("A map of the view is not a list of pairs.")
        return {_hashable(decode(k)): decode(v) for k, v in items}
    decoded = [decode(v) for v in items]
    if tag == "$tuple":
        return tuple(decoded)
    hashable = [_hashable(v) for v in decoded]
    return set(hashable) if tag == "$set" else frozenset(hashable)


def _decode_object(name, value):
    cls = _rules_class(name)
    if "items" in value:
        if not (issubclass(cls, tuple) and isinstance(value["items"], list)):
            raise SnapshotError(f"{name} is not a named tuple of the rules.")
        return cls(*(decode(v) for v in value["items"]))
    attributes = value.get("fields")
    if not isinstance(attributes, dict):
        raise SnapshotError(f"An object of the view ({name}) has no fields.")
    obj = object.__new__(cls)
    for field_name, field_value in attributes.items():
        _set(obj, field_name, decode(field_value))
    return obj


def _rules_class(name) -> type:
    """The class named "module:Qualname", only from the rules' modules already loaded."""
    if not isinstance(name, str) or ":" not in name:
        raise SnapshotError("An object of the view names no class.")
    module_name, _, qualname = name.partition(":")
    module = sys.modules.get(module_name)
    if not module_name.startswith(RULES_PREFIX) or module is None:
        raise SnapshotError(f"The view names a class outside the rules ({name}).")
    cls = module
    for part in qualname.split("."):
        if part.startswith("_"):
            raise SnapshotError(f"The view names a private class ({name}).")
        cls = getattr(cls, part, None)
    if not isinstance(cls, type) or cls.__module__ != module_name:
        raise SnapshotError(f"The view names an unknown class ({name}).")
    return cls


def _attributes(value) -> dict:
    if is_dataclass(value):
        return {f.name: getattr(value, f.name) for f in fields(value)}
    slots = [s for c in type(value).__mro__ for s in getattr(c, "__slots__", ())]
    if slots:
        return {s: getattr(value, s) for s in slots if hasattr(value, s)}
    return dict(vars(value))


def _set(obj, name, value) -> None:
    if not isinstance(name, str) or not name.isidentifier() or name.startswith("__"):
        raise SnapshotError(f"The view has an attribute with an impossible name ({name!r}).")
    object.__setattr__(obj, name, value)  # frozen dataclasses and slots too


def _hashable(value):
    if isinstance(value, (list, dict)):
        raise SnapshotError("A key or set item of the view is a list or a map.")
    return value


def _order(encoded) -> str:
    return json.dumps(encoded, sort_keys=True)
