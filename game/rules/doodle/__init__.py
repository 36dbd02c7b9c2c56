"""Doodle Dungeon: draft cards, draw a 10x8 dungeon, draw the hero's path through the right
neighbour's, then defend your own against its hero with d10s and cards. 2-4 players.

Cells are [column, row] (column 0..9 = 1..10, row 0..7 = A..H); sheet.label gives "C4". Seats
sit clockwise: a seat's "left" is the next seat, its "right" the one before. Phases
(state.phase): draft, install (everyone at once), path (everyone at once), defend (one seat at a
time), over.

Actions (small JSON values):
- draft: {"act": "pick", "card": n} (card numbers 0..59 index content.CARDS)
- install, the next element of the card in hand (state.current_element(seat)):
  {"act": "walls", "cells": [[c, r], ...]} (the whole formation, reading order),
  {"act": "build", "cell": [c, r]} (a trap or monster), {"act": "hide", "cell": [c, r]},
  {"act": "improve", "category": "goblin"|"orc"|"dragon"|"trap"|"treasure"|"hand"},
  {"act": "skip"} (only when it cannot go in, even with the card's earlier ones moved),
  {"act": "restart"} (rub out this card's installs), {"act": "done"} (turn the card over).
- path, in the right neighbour's dungeon (state.drawn_in(seat)): {"act": "step", "cell": [c, r]}
  and {"act": "finish"} (at H10: leave by the exit); a step is taken back with the app's undo.
- defend: {"act": "move"}; in an encounter {"act": "play", "card": n} and {"act": "resolve"};
  then {"act": "play", "card": n, "target": seat} (a hero action) and
  {"act": "refill", "under": [n, ...]} (cards put under the deck in that order; ends the turn).

State the UI reads: board[seat] (80 chars: . W T G O D), crossed[seat] (bit mask), treasures
[seat] (secret), boxes[seat], level(seat, category), taken[seat] (public picks), display,
install[seat], paths[owner], path_counts, hearts, pos, hero ("inside"/"dead"/"escaped"),
on_hero[owner] ([card, laid by]), hand, deck, fight (dice, bonus, weaken, extra), stage,
current, start, round. strength(seat) is the monster's strength in the current fight.

Event kinds: start, round, reshuffle, pick, leftover, walls, build, hide, improve, skip,
restart, done, phase, step, finish, paths, move, stop, dice, trap, fight, play, lay,
hero_card, bomb, resolve, escape, death, refill, end.
forecast.forecast(state, owner, path) says what a path may cost its hero (the table shows it).
The rules decisions (designed values, gaps filled) are in docs/rules-decisions.md.
"""

from __future__ import annotations

from game.rules.core import GameSpec


def new_state(num_players: int, seed: int, options: dict | None = None):
    from game.rules.doodle.state import DoodleState

    return DoodleState(num_players, seed, options)


SPEC = GameSpec(
    id="doodle",
    title="Doodle Dungeon",
    min_players=2,
    max_players=4,
    pitch=(
        "Draft cards to draw a dungeon, plot a hero's path through a rival's, "
        "then defend your own with dice."
    ),
    new_state=new_state,
    options={"six_hand_boxes": False},
    option_labels={
        "six_hand_boxes": "Our variant: six Cards in Hand boxes (a hand of 4 needs the sixth)"
    },
)
