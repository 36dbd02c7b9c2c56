"""Why a Dungeon Raiders move is good, in a short clause for the hint (game/ai/advice.py), from
the seat's view only: the others' face-down cards are not known, so what a card does in this
room is told as a chance over what they may still play (their hands are public: the numbers they
played this level lie face up), as the bots weigh it (plan.uniform_dists, table.outcome); what it
keeps is read from the seat's own hand and the rooms left in the level.
"""

from __future__ import annotations

import random

from game.ai.raiders.plan import sample_values, uniform_dists
from game.ai.raiders.table import Scratch, value_of
from game.rules.raiders import resolve
from game.rules.raiders.state import CRYSTAL, ROW, TORCH_USE
from game.rules.raiders.words import ITEM_NAMES, plural, reward_text

SAMPLES = 240  # deals of the others' cards the chances are counted over
SEED = 11  # the same view always gets the same clause


def points_known(view, seat: int) -> bool:
    """No "+N points now" while another seat's card lies face down: the view holds a random
    guess of it, so what the room will give is not known yet (advice.points_known)."""
    return not any(view.sealed[o] for o in range(view.num_players) if o != seat)


def explain(view, seat: int, action, legal) -> str | None:
    if action == TORCH_USE:
        return _torch(view, seat)
    if action == CRYSTAL:
        return "you pick your real card after seeing everyone else's, then play it face up"
    if "play" not in action:
        return None
    card = view.room()
    named = _card_name(action)
    value = value_of(card, action)
    if value is None:
        return f"{named} lets you slip out of the {card.name}: you are neither counted nor hurt"
    effect = _in_this_room(view, seat, card, value)
    kept = _kept(view, seat, action)
    return f"{named} {effect}" + (f", and {kept}" if kept else "")


def _card_name(action) -> str:
    if action["play"] == "power":
        return f"your {action['value']}"
    return f"your {ITEM_NAMES[action['item']]} (a 5 here)"


def _torch(view, seat: int) -> str:
    unseen = [
        i for i in range(view.current + 1, ROW) if not view.face_up[i] and i not in view.seen[seat]
    ]
    rooms = plural(len(unseen), "dark room")
    return f"it shows you the {rooms} still ahead before you choose (only you see them)"


def _others(view, seat: int, card):
    """What each other seat may play here: known once face up; else any card of its hand, the
    face-down one the view guessed at put back among them."""
    dists = uniform_dists(view, seat, card)
    down = view.commits if view.phase == "play" else view.seconds
    for o, dist in enumerate(dists):
        if dist is None or not view.sealed[o] or down[o] is None or down[o] == CRYSTAL:
            continue
        dist.values = [*dist.values, value_of(card, down[o])]
    return dists


def _in_this_room(view, seat: int, card, value: int) -> str:
    """What the card does in this room, over the deals of the others' cards it may meet."""
    dists = _others(view, seat, card)
    deals = sample_values(dists, random.Random(SEED), SAMPLES)
    coins = hurt = 0
    gained = lost = 0
    for values in deals:
        values[seat] = value
        scratch = Scratch(view, card.kind == "vault")
        resolve.RESOLVERS[card.kind](scratch, card, values)
        change = scratch.coins[seat] - view.coins[seat]
        wounds = scratch.wounds[seat] - view.wounds[seat]
        coins += change > 0
        lost += change < 0
        gained += change
        hurt += wounds > 0 or scratch.petrified[seat]
    n = len(deals)
    if card.kind == "vault":
        verb, what = reward_text(card.rewards[value - 1])[1].split(" ", 1)
        return f"{verb}s {what} from the vault"
    if card.kind == "treasure":
        if not coins:
            return "wins no chest here but costs you nothing"
        return f"wins coins here {_chance(coins, n)}"
    if card.kind == "trap":
        if not hurt and not lost:
            return "leaves you safe from the trap"
        return f"is caught by the trap {_chance(hurt + lost, n)}"
    if not hurt:  # a monster or a boss
        return f"is safe from the {card.name} whatever the others play"
    if coins:
        return f"is hurt {_chance(hurt, n)} but wins coins {_chance(coins, n)}"
    return f"is hurt {_chance(hurt, n)}"


def _chance(count: int, total: int) -> str:
    share = count / total
    if share >= 0.95:
        return "whatever the others play"
    if share <= 0.05:
        return "almost never"
    return f"about {round(share * 10)} times in 10"


def _kept(view, seat: int, action) -> str | None:
    """The higher power cards this play keeps for the rooms left in this level."""
    rooms_left = ROW - 1 - view.current
    if rooms_left <= 0:
        return None
    hand = sorted(view.hands[seat])
    played = action["value"] if action["play"] == "power" else 0
    higher = [v for v in hand if v > played]
    if not higher:
        return None
    kept = higher[-2:]
    names = " and ".join(str(v) for v in kept)
    return f"keeps your {names} for the {plural(rooms_left, 'room')} left in this level"
