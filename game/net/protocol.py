"""The wire: the messages a table and its clients exchange (docs/network.md has them all).

Every message is one WebSocket text message holding one JSON object with a "type". This module
reads what a client sends (`read_client`: never trusts it, refuses with `BadMessage`) and writes
what the table sends; it knows nothing of connections.
"""

from __future__ import annotations

import json

MAX_MESSAGE = 64 * 1024  # bytes: a larger message from a client is answered with an error
LINK_LIMIT = 1024 * 1024  # bytes: past this the connection itself is closed (code 1009)
NAME_LENGTH = 24  # characters of a player's name
PROTOCOL = 1  # raised when a message changes meaning; the table sends it in "table"

CLIENT_TYPES = ("join", "act", "start", "seat_bot")


class BadMessage(Exception):
    """A message from a client that the table cannot take; `reason` is a sentence for it."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def read_client(raw) -> dict:
    """A client's message, checked for shape (not for meaning): its type and fields are there and
    of the right kinds. Raises BadMessage saying what is wrong."""
    if not isinstance(raw, str):
        raise BadMessage("Messages are JSON text, not binary.")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise BadMessage(f"The message is larger than {MAX_MESSAGE // 1024} KB.")
    try:
        message = json.loads(raw)
    except ValueError:
        raise BadMessage("The message is not JSON.") from None
    if not isinstance(message, dict):
        raise BadMessage("A message is a JSON object with a type.")
    kind = message.get("type")
    if kind not in CLIENT_TYPES:
        raise BadMessage(f"Unknown message type {kind!r}: expected one of {list(CLIENT_TYPES)}.")
    if kind == "join":
        _text(message, "code")
        name = _text(message, "name").strip()
        if not name or len(name) > NAME_LENGTH:
            raise BadMessage(f"A name is 1 to {NAME_LENGTH} characters.")
        message["name"] = name
        if "token" in message:
            _text(message, "token")
    elif kind == "act":
        if "action" not in message:
            raise BadMessage("An act message holds the action.")
        if "seat" in message and not _is_int(message["seat"]):
            raise BadMessage("A seat is a number.")
    elif kind == "seat_bot":
        if not _is_int(message.get("seat")) or not isinstance(message.get("level"), str):
            raise BadMessage("seat_bot holds a seat number and a bot level.")
    return message


def _text(message: dict, key: str) -> str:
    value = message.get(key)
    if not isinstance(value, str):
        raise BadMessage(f"A {message['type']} message holds {key!r} as text.")
    return value


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def dumps(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"))


def error(reason: str) -> str:
    """The answer to a message the table could not read."""
    return dumps({"type": "error", "reason": reason})


def refused(reason: str) -> str:
    """The answer to a join or an action the table will not take."""
    return dumps({"type": "refused", "reason": reason})
