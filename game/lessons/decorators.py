"""The Dungeon Decorators lesson: Ann against Bea (a computer player) for the first four rounds,
to the first goal card scored and the hand refilled: goal cards kept at set-up, drafting (a Goblin
Sapper's extra tile, a Burrow Bro's pick of three), tiles built as rooms and hallways and one as a
decoration, a shape card scored and a new card drawn. Recorded with
`python -m game.lessons.record decorators 4 2 --person normal` (each placement turned the lowest
way that looks the same); every note is in our own words. Steps with nothing to choose (End
scoring with no card met, a build with nothing left) pass by themselves."""

from __future__ import annotations

from game.lessons import Lesson

MOVES = (
    (
        0,
        {"act": "keep_goals", "discard": ["D21", "D27"]},
    ),  # 0: keeps four goal cards and discards two face down
    (
        1,
        {"act": "keep_goals", "discard": ["D14", "D18"]},
    ),  # 1: keeps four goal cards and discards two face down
    (1, {"act": "draft", "spot": 4}),  # 2: drafts tile 227 from spot 4
    (1, {"act": "store", "tile": "generic"}),  # 3: puts a generic tile into storage
    (
        1,
        {"act": "place", "from": "new", "tile": 227, "face": "dungeon", "rot": 1, "cell": [0, -1]},
    ),  # 4: places tile 227 as a hallway 1 north of the start
    (1, {"act": "end_scoring"}),  # 5: ends scoring
    (0, {"act": "draft", "spot": 1}),  # 6: drafts tile 132 from spot 1
    (
        0,
        {"act": "place", "from": "new", "tile": 132, "face": "dungeon", "rot": 0, "cell": [-1, 0]},
    ),  # 7: places tile 132 as a hallway 1 west of the start
    (0, {"act": "end_scoring"}),  # 8: ends scoring
    (0, {"act": "draft", "spot": 4}),  # 9: drafts tile 262 from spot 4
    (
        0,
        {"act": "place", "from": "new", "tile": 262, "face": "dungeon", "rot": 0, "cell": [0, 1]},
    ),  # 10: places tile 262 as a hallway 1 south of the start
    (
        0,
        {
            "act": "place",
            "from": "new",
            "tile": "generic",
            "face": "hallway",
            "rot": 0,
            "cell": [0, -1],
        },
    ),  # 11: places a generic tile as a hallway 1 north of the start
    (0, {"act": "end_scoring"}),  # 12: ends scoring
    (1, {"act": "draft", "spot": 2}),  # 13: drafts tile 137 from spot 2
    (
        1,
        {"act": "place", "from": "new", "tile": 137, "face": "dungeon", "rot": 0, "cell": [-1, 0]},
    ),  # 14: places tile 137 as a hallway 1 west of the start
    (
        1,
        {
            "act": "place",
            "from": "storage",
            "tile": "generic",
            "face": "room",
            "rot": 0,
            "cell": [0, 1],
        },
    ),  # 15: places a generic tile as a room 1 south of the start
    (1, {"act": "end_scoring"}),  # 16: ends scoring
    (1, {"act": "draft", "spot": 4}),  # 17: drafts tile 287 from spot 4
    (
        1,
        {
            "act": "place",
            "from": "new",
            "tile": 287,
            "face": "decoration",
            "rot": 3,
            "cell": [0, 2],
        },
    ),  # 18: places tile 287 as a decoration 2 south of the start
    (1, {"act": "finish"}),  # 19: finishes building
    (1, {"act": "end_scoring"}),  # 20: ends scoring
    (0, {"act": "draft", "spot": 1}),  # 21: drafts tile 28 from spot 1
    (
        0,
        {"act": "place", "from": "new", "tile": 28, "face": "dungeon", "rot": 1, "cell": [1, 0]},
    ),  # 22: places tile 28 as a hallway 1 east of the start
    (0, {"act": "end_scoring"}),  # 23: ends scoring
    (0, {"act": "draft", "spot": 3}),  # 24: drafts tile 277 from spot 3
    (0, {"act": "keep", "tile": 277}),  # 25: keeps tile 277 and lets the others go
    (
        0,
        {
            "act": "place",
            "from": "new",
            "tile": 277,
            "face": "decoration",
            "rot": 1,
            "cell": [-1, 1],
        },
    ),  # 26: places tile 277 as a decoration 1 south and 1 west of the start
    (0, {"act": "end_scoring"}),  # 27: ends scoring
    (1, {"act": "draft", "spot": 2}),  # 28: drafts tile 259 from spot 2
    (
        1,
        {"act": "place", "from": "new", "tile": 259, "face": "dungeon", "rot": 0, "cell": [1, 0]},
    ),  # 29: places tile 259 as a hallway 1 east of the start
    (1, {"act": "finish"}),  # 30: finishes building
    (1, {"act": "end_scoring"}),  # 31: ends scoring
    (1, {"act": "draft", "spot": 4}),  # 32: drafts tile 294 from spot 4
    (
        1,
        {"act": "place", "from": "new", "tile": 294, "face": "dungeon", "rot": 0, "cell": [0, -2]},
    ),  # 33: places tile 294 as a hallway 2 north of the start
    (
        1,
        {
            "act": "place",
            "from": "new",
            "tile": "generic",
            "face": "hallway",
            "rot": 1,
            "cell": [-2, 0],
        },
    ),  # 34: places a generic tile as a hallway 2 west of the start
    (1, {"act": "finish"}),  # 35: finishes building
    (1, {"act": "end_scoring"}),  # 36: ends scoring
    (0, {"act": "draft", "spot": 1}),  # 37: drafts tile 45 from spot 1
    (
        0,
        {"act": "place", "from": "new", "tile": 45, "face": "dungeon", "rot": 1, "cell": [-2, 0]},
    ),  # 38: places tile 45 as a room 2 west of the start
    (0, {"act": "end_scoring"}),  # 39: ends scoring
    (0, {"act": "draft", "spot": 3}),  # 40: drafts tile 112 from spot 3
    (
        0,
        {"act": "place", "from": "new", "tile": 112, "face": "dungeon", "rot": 0, "cell": [0, -2]},
    ),  # 41: places tile 112 as a hallway 2 north of the start
    (0, {"act": "end_scoring"}),  # 42: ends scoring
    (1, {"act": "draft", "spot": 2}),  # 43: drafts tile 105 from spot 2
    (
        1,
        {"act": "place", "from": "new", "tile": 105, "face": "dungeon", "rot": 1, "cell": [2, 0]},
    ),  # 44: places tile 105 as a hallway 2 east of the start
    (1, {"act": "finish"}),  # 45: finishes building
    (1, {"act": "end_scoring"}),  # 46: ends scoring
    (1, {"act": "draft", "spot": 2}),  # 47: drafts tile 25 from spot 2
    (
        1,
        {"act": "place", "from": "new", "tile": 25, "face": "dungeon", "rot": 1, "cell": [0, -3]},
    ),  # 48: places tile 25 as a hallway 3 north of the start
    (1, {"act": "finish"}),  # 49: finishes building
    (1, {"act": "end_scoring"}),  # 50: ends scoring
    (0, {"act": "draft", "spot": 3}),  # 51: drafts tile 33 from spot 3
    (
        0,
        {"act": "place", "from": "new", "tile": 33, "face": "dungeon", "rot": 1, "cell": [0, -3]},
    ),  # 52: places tile 33 as a hallway 3 north of the start
    (0, {"act": "score", "card": "S28"}),  # 53: scores Long Gallery for 6
    (0, {"act": "end_scoring"}),  # 54: ends scoring
    (0, {"act": "draw", "deck": "shape"}),  # 55: draws a shape goal
)

NOTHING_MET = "No goal card is met yet: the Score phase ends by itself."

ASK = {
    0: "Your six goal cards lie on the right; you keep four. Click Hall of Keys and Promenade of "
    "Peril to discard them, then Confirm (Enter). Long Gallery, five hallways in a row, is the "
    "one to aim for.",
    6: "Your turn. Click tile 132 on the draft board (spot 1) to draft it, then Confirm. A low "
    "spot lets you draft early next round.",
    7: "Build: drag tile 132 from New tiles onto the lit cell left (west) of your starting tile, "
    "then Confirm. The lesson turns it for you; on your own, R turns a tile and F flips it.",
    8: NOTHING_MET,
    9: "Draft tile 262 (spot 4). Its S is a Goblin Sapper: it brings you a gray generic tile as "
    "well.",
    10: "Drag tile 262 onto the cell below (south of) the start, then Confirm.",
    11: "Now the Sapper's generic tile: drag it above (north of) the start, where it lies as a "
    "straight hallway. Three hallways stand in a column now.",
    12: NOTHING_MET,
    21: "Draft tile 28 from spot 1.",
    22: "Put tile 28 right of (east of) the start and Confirm.",
    23: NOTHING_MET,
    24: "Draft tile 277 (spot 3). Its B is a Burrow Bro: two more tiles come out of the bag and "
    "you keep one of the three.",
    25: "Click tile 277 in the tray to keep it (the other two leave the game), then Confirm.",
    26: "Place 277 decoration side up on the cell below-left of the start (the lesson flips it). "
    "Before you drop, gold frames show the icons it hangs on your walls. Then Confirm.",
    27: NOTHING_MET,
    37: "Draft tile 45 from spot 1: a room, with a single passageway.",
    38: "Put the room at the left end of your row (two west of the start) and Confirm. Room goal "
    "cards want their decorations on the walls of one room.",
    39: NOTHING_MET,
    40: "Draft tile 112 from spot 3.",
    41: "Put tile 112 two above (north of) the start: your column of hallways is four tall.",
    42: NOTHING_MET,
    51: "Draft tile 33 from spot 3.",
    52: "Put tile 33 on top of the column, three north of the start: five hallways in a row, as "
    "Long Gallery asks.",
    53: "Score phase: Long Gallery is met, so its card is framed green (point at it to see its "
    "tiles outlined). Click it, then Confirm: 6 points that stay yours whatever comes.",
    54: "Nothing else is met: the Score phase ends.",
    55: "You hold three cards: draw back up to four. Click Shape deck (or the other), then "
    "Confirm. The new card stays secret from Bea.",
}

TELL = {
    0: "Welcome to Dungeon Decorators. Each round you draft one tile, build it into your dungeon "
    "(the large view on the left) and score the goal cards your dungeon meets. Bea, a computer "
    "player, builds hers on the right. First, choose your goal cards.",
    2: "A round begins: four tiles lie on the draft board, lowest number first. The pawns above "
    "it give this round's order; Bea drafts first.",
    6: "Bea drafted tile 227, built it and put her Sapper's generic tile into storage (two "
    "places, for a later build). Now you.",
    9: "A new round. The order follows the spots taken last round, left first: you took spot 1, "
    "so you go first.",
    21: "Bea has had two turns. Click her panel on the right at any time to see her dungeon "
    "large (Esc comes back); K shows the key to every symbol.",
    54: "Those 6 points are locked in. The totals on the right also count, as if the game ended "
    "now, your stars, colours and what the two bosses (top right) would pay.",
}

END = (
    "That is a whole turn: draft, build, score, refill. The game goes on until the third "
    "hourglass comes out of the red bag. Then each star floor in your dungeon scores 3; the "
    "number of colours scores up to 16 (six colours); the tiles of your most common colour score "
    "up to 24; and each boss pays: a yellow one for what you have, a blue one 10 to the player "
    "with the most and 4 to the second. Cards left in hand score nothing. The most points wins."
)

LESSON = Lesson(
    game_id="decorators",
    seed=4,
    seats=(("Ann", "human"), ("Bea", "ai")),
    moves=MOVES,
    ask=ASK,
    tell=TELL,
    end=END,
)
