"""The Stonespine Architects lesson: a solo game against Jael (gentle), two whole years: the
draft (a chamber onto this year's row, Jael taking one from your hand), the gold count, the
market (an item bought by a click, a secret passage laid on an edge, tokens put on chambers, a
pass), Jael removing a challenge and the challenge you keep; the final scoring explained at the
end. Recorded with `python -m game.lessons.record stonespine 11 1 --moves 33` (the person played
by the hard bot); every note is in our own words."""

from __future__ import annotations

from game.lessons import Lesson

MOVES = (
    (0, {"act": "draft", "card": 66, "col": 2}),  # 0: chooses a chamber
    (1, {"act": "jael"}),  # 1: Jael takes its turn
    (0, {"act": "draft", "card": 81, "col": 1}),  # 2: chooses a chamber
    (1, {"act": "jael"}),  # 3: Jael takes its turn
    (0, {"act": "draft", "card": 13, "col": 0}),  # 4: chooses a chamber
    (1, {"act": "jael"}),  # 5: Jael takes its turn
    (0, {"act": "draft", "card": 79, "col": 3}),  # 6: chooses a chamber
    (1, {"act": "jael"}),  # 7: Jael takes its turn
    (1, {"act": "jael"}),  # 8: Jael takes its turn
    (
        0,
        {"act": "buy", "card": 5, "half": "bottom"},
    ),  # 9: buys the lower item of market card 5 for 4 gold
    (
        0,
        {"act": "put", "token": "passage", "edge": 1},
    ),  # 10: lays a secret passage between B1 and C1
    (
        0,
        {"act": "buy", "card": 3, "half": "bottom"},
    ),  # 11: buys the lower item of market card 3 for 4 gold
    (0, {"act": "put", "token": "star1", "cell": 0}),  # 12: puts a star in A1
    (1, {"act": "jael"}),  # 13: Jael takes its turn
    (1, {"act": "jael"}),  # 14: Jael takes its turn
    (0, {"act": "challenge", "card": 1}),  # 15: keeps a challenge card
    (0, {"act": "draft", "card": 34, "col": 1}),  # 16: chooses a chamber
    (1, {"act": "jael"}),  # 17: Jael takes its turn
    (0, {"act": "draft", "card": 9, "col": 3}),  # 18: chooses a chamber
    (1, {"act": "jael"}),  # 19: Jael takes its turn
    (0, {"act": "draft", "card": 8, "col": 0}),  # 20: chooses a chamber
    (1, {"act": "jael"}),  # 21: Jael takes its turn
    (0, {"act": "draft", "card": 4, "col": 2}),  # 22: chooses a chamber
    (1, {"act": "jael"}),  # 23: Jael takes its turn
    (1, {"act": "jael"}),  # 24: Jael takes its turn
    (
        0,
        {"act": "buy", "card": 11, "half": "top"},
    ),  # 25: buys the upper item of market card 11 for 7 gold
    (0, {"act": "put", "token": "treasure", "cell": 5}),  # 26: puts a chest in B2
    (0, {"act": "put", "token": "slime", "cell": 0}),  # 27: puts a slime in A1
    (1, {"act": "jael"}),  # 28: Jael takes its turn
    (0, {"act": "pass"}),  # 29: passes at the market
    (1, {"act": "jael"}),  # 30: Jael takes its turn
    (1, {"act": "jael"}),  # 31: Jael takes its turn
    (0, {"act": "challenge", "card": 10}),  # 32: keeps a challenge card
)

ASK = {  # two lines at most: the note must leave the hand and the board in view
    0: "Drag the Sanctum from your hand onto C1, the third slot of the lit top row: your "
    "blueprint wants a kobold there, and its ooze counts for the goal. Then Confirm (Enter).",
    2: "Drag the Corridor onto B1, right under your entrance: chambers joined to the entrance by "
    "doorways score 1 each at the end, and it shows 2 printed gold.",
    4: "Drag the Slime Trail onto A1: your blueprint asks for a cave chamber there, and its 3 "
    "printed gold count this year.",
    6: "Drag the Oratory onto D1, the last free slot of the row: it brings a gold star.",
    9: "You have 10 gold. Click the secret passage (SP, 4 gold, lower half of the middle card) "
    "to buy it, then Confirm.",
    10: "Drag the passage from under your dungeon onto the edge between B1 and C1: it joins the "
    "Sanctum to your entrance's path.",
    11: "Buy the gold star for 4 gold: click the lower half of the first card.",
    12: "Drag the star onto the Slime Trail in A1. A gold star adds its value at the end; a "
    "chamber holds 4 elements at most.",
    15: "Keep Dogren's Vault (click it): 3 for each gold star or chest in the four middle slots "
    "(B2, C2, B3, C3), which are still empty.",
    16: "Year 2: row 2 is lit and you have a new hand. Drag the Treasury onto B2: a cave there "
    "meets your blueprint, and its chests count for Dogren's Vault.",
    18: "Drag the Abandoned Mine onto D2: its silver star costs 1 point, but its ooze counts for "
    "the goal and it shows 3 gold.",
    20: "Drag the Corner Room onto A2: your blueprint asks for a trap there, and it has one.",
    22: "Drag the Furrow onto C2, a middle slot: its gold star counts for Dogren's Vault too.",
    25: "You have 13 gold. Buy the chest and the slime for 7 gold: click the upper half of the "
    "middle card.",
    26: "Drag the chest onto the Treasury in B2: one more chest in a middle slot for Dogren's "
    "Vault.",
    27: "Drag the slime onto the Slime Trail in A1.",
    29: "Only a goblin and two fire traps are left, and none helps you: press Pass, then Confirm. "
    "Your 6 gold is lost, but you take the first place of the next priority order.",
    32: "Keep the Sodden Shallows (click it): 2 for each ooze in your best group of touching "
    "chambers of one type. Two of your oozes are in one such group already.",
}

TELL = {
    0: "Welcome to Stonespine Architects: build a dungeon of 4 by 4 chambers, a row a year, "
    "against Jael, an automaton. Each move waits until you Confirm (Enter); K explains the tags.",
    2: "Jael took the Garrison from your hand. Each year Jael follows one card (bottom right): "
    "it says which chamber Jael takes from you and which rune Jael collects. The rest of your "
    "hand stays yours.",
    9: "The draft is over and gold was counted: every chest, plus the gold printed under the "
    "lowest chamber of each column. Jael had more, so it shopped first (a gnoll and a kobold). "
    "The richest always buys next.",
    13: "With 2 gold left nothing was within reach, so you passed: the first to pass takes the "
    "first place of next year's priority order. Gold left over is lost.",
    15: "Jael counted more gold than you, so it removed one of your three challenge cards. You "
    "keep one of the other two; it scores only for you, at the end.",
    25: "Gold again: you counted 13, Jael 16, so Jael shopped first and took a slime and a kobold.",
    29: "Jael took the two oozes: it now has as many as you, and the goal's first place is shared "
    "(both would score 15).",
    32: "Jael passed too, then removed one of your challenges again: it counted more gold.",
}

END = (
    "Years 3 and 4 go the same way (no challenge after year 4). Then everyone scores: the goal "
    "(15, 9 and 5 for the first places), your challenges, your stars (silver ones take points "
    "away), your blueprint by how many of its tags are met, 1 for each chamber joined to the "
    "entrance and 1 for each joined to the exit, and a gold bonus: whoever counted more gold in "
    "year 4 scores 9, the other 6. Jael scores the goal, its stars, the bonus and, for its "
    "strength, its runes, monsters and traps. Press Finish; Learn to play brings this lesson back."
)

LESSON = Lesson(
    game_id="stonespine",
    seed=11,
    seats=(("Learner", "human"),),
    moves=MOVES,
    ask=ASK,
    tell=TELL,
    end=END,
)
