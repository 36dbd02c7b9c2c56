"""The guided first game of Doodle Dungeon: you against Bea, one computer player, in a short game
of three building rounds (the full game has fourteen). You take a card and draw what it builds
(a wall formation, monsters, traps, a treasure, improvement boxes), draw the hero's path through
Bea's dungeon (a few steps by hand, then the shortest way out), then defend your own dungeon:
hero actions laid on Bea's, the hero moved from stop to stop, a fight judged and a fight turned by
a card, to the final scoring. Written with `python -m game.lessons.record` (the person played by
the hard computer player, wall formations unturned, the path's end by the shortest way)."""

from __future__ import annotations

from game.lessons import Lesson

MOVES = (
    (1, {"act": "pick", "card": 3}),  # 0: takes a card with Orc Club
    (0, {"act": "pick", "card": 54}),  # 1: takes a card with Armor
    (0, {"act": "walls", "cells": [[0, 1], [1, 1], [2, 1]]}),  # 2: draws walls at B1, B2, B3
    (0, {"act": "build", "cell": [0, 2]}),  # 3: draws a goblin at C1
    (0, {"act": "build", "cell": [1, 0]}),  # 4: draws a trap at A2
    (0, {"act": "improve", "category": "hand"}),  # 5: ticks a hand box
    (0, {"act": "done"}),  # 6: has installed the card and turns it over
    (1, {"act": "walls", "cells": [[4, 1], [5, 1], [6, 1]]}),  # 7: draws walls at B5, B6, B7
    (1, {"act": "build", "cell": [1, 1]}),  # 8: draws an orc at B2
    (1, {"act": "improve", "category": "treasure"}),  # 9
    (1, {"act": "done"}),  # 10: has installed the card and turns it over
    (0, {"act": "pick", "card": 56}),  # 11: takes a card with Great Shield
    (1, {"act": "pick", "card": 5}),  # 12: takes a card with Goblin Knife
    (0, {"act": "build", "cell": [0, 7]}),  # 13: draws an orc at H1
    (0, {"act": "hide", "cell": [0, 7]}),  # 14: hides a treasure
    (0, {"act": "improve", "category": "hand"}),  # 15: ticks a hand box and reaches a hand of 2
    (0, {"act": "build", "cell": [3, 0]}),  # 16: draws a trap at A4
    (0, {"act": "done"}),  # 17: has installed the card and turns it over
    (1, {"act": "build", "cell": [7, 1]}),  # 18: draws a goblin at B8
    (1, {"act": "build", "cell": [9, 2]}),  # 19: draws a trap at C10
    (1, {"act": "build", "cell": [4, 7]}),  # 20: draws a goblin at H5
    (1, {"act": "hide", "cell": [1, 1]}),  # 21: hides a treasure
    (1, {"act": "done"}),  # 22: has installed the card and turns it over
    (1, {"act": "pick", "card": 10}),  # 23: takes a card with War Drum
    (0, {"act": "pick", "card": 53}),  # 24: takes a card with Cursed Blade
    (0, {"act": "build", "cell": [9, 7]}),  # 25: draws a trap at H10
    (0, {"act": "build", "cell": [0, 4]}),  # 26: draws a dragon at E1
    (0, {"act": "done"}),  # 27: has installed the card and turns it over
    (1, {"act": "walls", "cells": [[8, 2], [7, 3], [8, 3], [9, 3]]}),  # 28
    (1, {"act": "build", "cell": [9, 0]}),  # 29: draws an orc at A10
    (1, {"act": "hide", "cell": [8, 2]}),  # 30: hides a treasure
    (1, {"act": "done"}),  # 31: has installed the card and turns it over
    (0, {"act": "step", "cell": [0, 0]}),  # 32: draws a step of a hero's path
    (0, {"act": "step", "cell": [1, 0]}),  # 33: draws a step of a hero's path
    (0, {"act": "step", "cell": [1, 1]}),  # 34: draws a step of a hero's path
    (0, {"act": "step", "cell": [2, 1]}),  # 35: draws a step of a hero's path
    (0, {"act": "step", "cell": [2, 0]}),  # 36: draws a step of a hero's path
    (0, {"act": "step", "cell": [3, 0]}),  # 37: draws a step of a hero's path
    (0, {"act": "step", "cell": [3, 1]}),  # 38: draws a step of a hero's path
    (0, {"act": "step", "cell": [3, 2]}),  # 39: draws a step of a hero's path
    (0, {"act": "step", "cell": [4, 2]}),  # 40: draws a step of a hero's path
    (0, {"act": "step", "cell": [5, 2]}),  # 41: draws a step of a hero's path
    (0, {"act": "step", "cell": [6, 2]}),  # 42: draws a step of a hero's path
    (0, {"act": "step", "cell": [6, 3]}),  # 43: draws a step of a hero's path
    (0, {"act": "step", "cell": [6, 4]}),  # 44: draws a step of a hero's path
    (0, {"act": "step", "cell": [7, 4]}),  # 45: draws a step of a hero's path
    (0, {"act": "step", "cell": [8, 4]}),  # 46: draws a step of a hero's path
    (0, {"act": "step", "cell": [9, 4]}),  # 47: draws a step of a hero's path
    (0, {"act": "step", "cell": [9, 5]}),  # 48: draws a step of a hero's path
    (0, {"act": "step", "cell": [9, 6]}),  # 49: draws a step of a hero's path
    (0, {"act": "step", "cell": [9, 7]}),  # 50: draws a step of a hero's path
    (0, {"act": "finish"}),  # 51: has drawn a hero's path to the exit
    (1, {"act": "step", "cell": [0, 0]}),  # 52: draws a step of a hero's path
    (1, {"act": "step", "cell": [1, 0]}),  # 53: draws a step of a hero's path
    (1, {"act": "step", "cell": [2, 0]}),  # 54: draws a step of a hero's path
    (1, {"act": "step", "cell": [1, 0]}),  # 55: draws a step of a hero's path
    (1, {"act": "step", "cell": [2, 0]}),  # 56: draws a step of a hero's path
    (1, {"act": "step", "cell": [3, 0]}),  # 57: draws a step of a hero's path
    (1, {"act": "step", "cell": [3, 1]}),  # 58: draws a step of a hero's path
    (1, {"act": "step", "cell": [3, 2]}),  # 59: draws a step of a hero's path
    (1, {"act": "step", "cell": [2, 2]}),  # 60: draws a step of a hero's path
    (1, {"act": "step", "cell": [1, 2]}),  # 61: draws a step of a hero's path
    (1, {"act": "step", "cell": [0, 2]}),  # 62: draws a step of a hero's path
    (1, {"act": "step", "cell": [0, 3]}),  # 63: draws a step of a hero's path
    (1, {"act": "step", "cell": [0, 4]}),  # 64: draws a step of a hero's path
    (1, {"act": "step", "cell": [1, 4]}),  # 65: draws a step of a hero's path
    (1, {"act": "step", "cell": [1, 5]}),  # 66: draws a step of a hero's path
    (1, {"act": "step", "cell": [0, 5]}),  # 67: draws a step of a hero's path
    (1, {"act": "step", "cell": [0, 6]}),  # 68: draws a step of a hero's path
    (1, {"act": "step", "cell": [1, 6]}),  # 69: draws a step of a hero's path
    (1, {"act": "step", "cell": [0, 6]}),  # 70: draws a step of a hero's path
    (1, {"act": "step", "cell": [0, 7]}),  # 71: draws a step of a hero's path
    (1, {"act": "step", "cell": [1, 7]}),  # 72: draws a step of a hero's path
    (1, {"act": "step", "cell": [2, 7]}),  # 73: draws a step of a hero's path
    (1, {"act": "step", "cell": [3, 7]}),  # 74: draws a step of a hero's path
    (1, {"act": "step", "cell": [4, 7]}),  # 75: draws a step of a hero's path
    (1, {"act": "step", "cell": [5, 7]}),  # 76: draws a step of a hero's path
    (1, {"act": "step", "cell": [4, 7]}),  # 77: draws a step of a hero's path
    (1, {"act": "step", "cell": [4, 6]}),  # 78: draws a step of a hero's path
    (1, {"act": "step", "cell": [5, 6]}),  # 79: draws a step of a hero's path
    (1, {"act": "step", "cell": [5, 7]}),  # 80: draws a step of a hero's path
    (1, {"act": "step", "cell": [6, 7]}),  # 81: draws a step of a hero's path
    (1, {"act": "step", "cell": [7, 7]}),  # 82: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 7]}),  # 83: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 6]}),  # 84: draws a step of a hero's path
    (1, {"act": "step", "cell": [7, 6]}),  # 85: draws a step of a hero's path
    (1, {"act": "step", "cell": [7, 5]}),  # 86: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 5]}),  # 87: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 5]}),  # 88: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 4]}),  # 89: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 3]}),  # 90: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 2]}),  # 91: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 1]}),  # 92: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 0]}),  # 93: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 0]}),  # 94: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 1]}),  # 95: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 2]}),  # 96: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 3]}),  # 97: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 4]}),  # 98: draws a step of a hero's path
    (1, {"act": "step", "cell": [7, 4]}),  # 99: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 4]}),  # 100: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 4]}),  # 101: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 5]}),  # 102: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 6]}),  # 103: draws a step of a hero's path
    (1, {"act": "step", "cell": [8, 6]}),  # 104: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 6]}),  # 105: draws a step of a hero's path
    (1, {"act": "step", "cell": [9, 7]}),  # 106: draws a step of a hero's path
    (1, {"act": "finish"}),  # 107: has drawn a hero's path to the exit
    (0, {"act": "play", "card": 54, "target": 1}),  # 108: lays Armor on Bea's dungeon
    (0, {"act": "play", "card": 56, "target": 1}),  # 109: lays Great Shield on Bea's dungeon
    (0, {"act": "refill", "under": []}),  # 110: puts 0 cards under the deck and draws 1
    (1, {"act": "refill", "under": [5]}),  # 111: puts 1 card under the deck and draws 1
    (0, {"act": "move"}),  # 112: moves the hero
    (0, {"act": "refill", "under": []}),  # 113: puts 0 cards under the deck and draws 0
    (1, {"act": "move"}),  # 114: moves the hero
    (1, {"act": "resolve"}),  # 115: lets the encounter be judged
    (1, {"act": "refill", "under": [10]}),  # 116: puts 1 card under the deck and draws 1
    (0, {"act": "move"}),  # 117: moves the hero
    (0, {"act": "refill", "under": []}),  # 118: puts 0 cards under the deck and draws 0
    (1, {"act": "move"}),  # 119: moves the hero
    (1, {"act": "refill", "under": [3]}),  # 120: puts 1 card under the deck and draws 1
    (0, {"act": "move"}),  # 121: moves the hero
    (0, {"act": "resolve"}),  # 122: lets the encounter be judged
    (0, {"act": "refill", "under": []}),  # 123: puts 0 cards under the deck and draws 0
    (1, {"act": "refill", "under": [5]}),  # 124: puts 1 card under the deck and draws 1
    (0, {"act": "move"}),  # 125: moves the hero
    (0, {"act": "resolve"}),  # 126: lets the encounter be judged
    (0, {"act": "refill", "under": []}),  # 127: puts 0 cards under the deck and draws 0
    (1, {"act": "refill", "under": [10]}),  # 128: puts 1 card under the deck and draws 1
    (0, {"act": "move"}),  # 129: moves the hero
    (0, {"act": "play", "card": 53}),  # 130: plays Cursed Blade
    (0, {"act": "resolve"}),  # 131: lets the encounter be judged
    (0, {"act": "refill", "under": []}),  # 132: puts 0 cards under the deck and draws 0
    (1, {"act": "refill", "under": [3]}),  # 133: puts 1 card under the deck and draws 1
    (0, {"act": "move"}),  # 134: moves the hero
    (0, {"act": "refill", "under": []}),  # 135: puts 0 cards under the deck and draws 0
    (1, {"act": "refill", "under": [5]}),  # 136: puts 1 card under the deck and draws 1
    (0, {"act": "move"}),  # 137: moves the hero
)

CONFIRM = (
    " If Confirm moves is on, what you do waits, framed in gold, until you press Confirm (Enter)."
)
STEPS = {  # the path's steps drawn by hand, by index in MOVES
    33: "A2",
    34: "B2",
    35: "B3",
    36: "A3",
    37: "A4",
}
ASK = {
    1: "Your turn to take a card. Along its top a card shows what it builds on your sheet, in "
    "order; below its name is an action to play later, in the defence. Take Armor: walls, a "
    "goblin, a trap and an improvement box. Click it." + CONFIRM,
    2: "First the wall formation. Its ghost follows the pointer (R would turn it, F mirror it): "
    "point at B2 and click, so the walls fill B1 to B3. No path can cross a wall.",
    3: "Now the goblin: click C1. A monster fights the hero that stops on it, and every monster "
    "still standing at the end scores (a goblin 1). Traps and monsters never touch side by side.",
    4: "The trap: click A2. With walls under A1, every path from the entrance must step on A2, "
    "and a trap always hurts the hero that stops there.",
    5: "An improvement: click the hand row under your sheet to tick its first box. A full group "
    "of boxes raises the row's level; the hand row sets how many cards you hold while defending.",
    6: "Every element is in: press Done to turn the card over. Meanwhile Bea draws her own card "
    "in her dungeon, the small sheet below yours (her treasures stay hidden from you).",
    11: "Round 2, and you take first. Take Great Shield: an orc, a treasure, a box and a trap.",
    13: "Draw the orc at H1, in the corner far from the hero's easy way.",
    14: "Hide the treasure under the orc: click H1. Only you see it; it scores at the end only if "
    "a monster still stands on its space.",
    15: "Tick the hand row again: the group is full, so you will hold 2 cards.",
    16: "The trap at A4: after A2 and A3 every path must pass here too.",
    17: "Press Done.",
    24: "Take Cursed Blade: a trap and a dragon, and an action that adds two dice to a fight.",
    25: "The trap at H10, beside the exit: no hero leaves without stepping on it.",
    26: "The dragon at E1. It is your strongest monster: its row already adds 4 to its dice.",
    27: "Press Done. Your dungeon is built.",
    32: "You draw the path of the hero in Bea's dungeon. Press on IN, above A1, and hold the "
    "button down: A1 is the first step.",
    38: "That is enough by hand. Press Shortest way out: the rest of the line, to the exit, "
    "is drawn for you (it passes the framed space first).",
    39: "Shortest way out draws the rest of the line.",
    51: "The line is at H10: leave by the exit (Shortest way out does it too).",
    108: "The defence. On your first turn you only lay hero actions and refill your hand. A hero "
    "action helps the hero in a rival's dungeon. Drag Armor onto Bea's small sheet.",
    109: "Lay Great Shield on Bea's dungeon too: the monster in her hero's next fight is weaker.",
    110: "Press End turn: your hand is filled up from your deck of the cards you took.",
    112: "Move the hero in your dungeon: it walks your path until its next trap or monster, here "
    "the trap at A2.",
    113: "Nothing to lay: End turn.",
    117: "Move the hero again: the trap at A4.",
    118: "End turn.",
    121: "Move the hero: now the goblin at C1.",
    122: "The goblin's dice make 13, short of 20: it loses as it stands. Cursed Blade could save "
    "it, but keep it for the orc that guards your treasure: press Resolve.",
    123: "End turn.",
    125: "Move the hero to the dragon at E1.",
    126: "8 and 9 plus the dragon's 4 make 21: the dragon wins and the hero loses 3 hearts. Press "
    "Resolve.",
    127: "End turn.",
    129: "Move the hero to the orc at H1, the one guarding your treasure.",
    130: "9 and 6 plus 2 make 17: the orc would lose, and your treasure with it. Drag Cursed "
    "Blade onto the fight: two more dice join it.",
    131: "Now the orc is far past 20: press Resolve. The orc stays, and so does your treasure.",
    132: "End turn.",
    134: "Move the hero: the trap at H10.",
    135: "End turn.",
    137: "Move the hero one last time: no stop is left, so it walks out by the exit.",
}
for index, cell in STEPS.items():
    ASK[index] = f"Drag on into {cell}, the framed space."
for index in range(40, 51):
    ASK.setdefault(index, ASK[39])

TELL = {
    0: "Doodle Dungeon: build a dungeon on your sheet from the cards you take, then draw the "
    "path a hero walks through Bea's dungeon while Bea draws one through yours, then defend "
    "yours against that hero. This lesson has 3 building rounds; a full game has 14. Bea "
    "starts: she takes a card first.",
    23: "Round 3: the start passes on each round, so Bea takes first again.",
    32: "Every dungeon is built. Now you draw the hero's path through Bea's dungeon, she one "
    "through yours. To keep Bea's score low, send her hero at monsters it can beat (each one "
    "crossed off takes its points and any treasure under it) and away from traps.",
    108: "Both paths are drawn and shown. Now, turn by turn, each of you moves the hero in their "
    "own dungeon, fights it and plays cards. The cards you took are now your deck.",
    111: "Bea's hero had Armor and Great Shield from you waiting in her dungeon; they act by "
    "themselves when their moment comes.",
}

END = (
    "The last hero has left: the game is scored. A treasure under a standing monster scores your "
    "treasure level (your orc kept yours: 1); standing monsters score their points (dragon 3, "
    "orc 2). A hero that dies gives 5; one that escapes costs 1 per heart it kept: yours 22, "
    "Bea's 30. You end with 1 + 5 - 22 = -16, Bea with -26: you win."
)

LESSON = Lesson(
    game_id="doodle",
    seed=2,
    seats=(("Ann", "human"), ("Bea", "ai")),
    moves=MOVES,
    ask=ASK,
    tell=TELL,
    end=END,
    options={"rounds": 3},
)
