"""The Dungeon Raiders lesson: you and two computer raiders play the first level of a dungeon
(five rooms: a vault, a troll, a chest room, a dragon and a chest room seen by torch), with every
kind of turn: lighting a torch, a power card, a vault's reward, a crystal ball and its second
card, a shared chest, a monster that bites the lowest card, a last card played by itself; then
what happens over the next four levels and how the game is won.

Recorded with game.lessons.record (seed 24, three players; the person's moves chosen by hand,
the computer raiders easy)."""

from __future__ import annotations

from game.lessons import Lesson

MOVES = (
    (0, {"use": "torch"}),  # 0: room 1, the Armoury
    (0, {"play": "power", "value": 2}),  # 1
    (1, {"play": "power", "value": 1}),  # 2
    (2, {"play": "power", "value": 3}),  # 3
    (0, {"play": "power", "value": 5}),  # 4: room 2, the Troll
    (1, {"play": "item", "item": "crystal_ball"}),  # 5
    (2, {"play": "power", "value": 5}),  # 6
    (1, {"play": "power", "value": 2}),  # 7: Bea's second card
    (0, {"play": "item", "item": "crystal_ball"}),  # 8: room 3, Treasure 4 + 2
    (1, {"play": "power", "value": 5}),  # 9
    (2, {"play": "item", "item": "key"}),  # 10
    (0, {"play": "power", "value": 1}),  # 11: your second card
    (0, {"play": "power", "value": 4}),  # 12: room 4, the Dragon
    (1, {"play": "power", "value": 4}),  # 13
    (2, {"play": "power", "value": 4}),  # 14
    (0, {"play": "power", "value": 3}),  # 15: room 5, Treasure 3 + 2 (your last card)
    (1, {"play": "power", "value": 3}),  # 16
    (2, {"play": "power", "value": 1}),  # 17
)

ASK = {
    0: "First, light your torch (the button by the supply, or T): it shows you, and only you, "
    "the dark room at the end of this level. It costs no turn.",
    1: "This room is a vault: each card value takes its own reward. Play your 2 to take a "
    "crystal ball (drag it to the spot or press 2), then Confirm (Enter).",
    4: "A Troll: the party's cards must add up to 14, or the lowest card takes 2 wounds. Play "
    "your 5, the card least likely to be the lowest, and Confirm.",
    8: "A chest room: the highest card takes 4 coins, the second highest 2. Play your crystal "
    "ball (C): you will choose your real card after seeing the others'.",
    11: "Bea and Cal both count as 5 and split the big chest. Your 1 is then the second-highest "
    "card, alone: play it to take the small chest's 2 coins.",
    12: "The Dragon needs 14 and bites the lowest card(s) for 3. You hold a 3 and a 4: play the "
    "4 and keep the 3 for the last room, which your torch showed is a chest.",
}

TELL = {
    0: "Welcome to the dungeon! Each room, every raider picks one card in secret; they turn over "
    "together and the room does what its card (large, on the left) says. Most coins wins.",
    4: "The cards turned over: your 2 took a crystal ball, Bea's 1 a torch, Cal's 3 a key. "
    "Played numbers stay face up in your row until the level ends, so everyone can count them.",
    8: "Bea played a crystal ball, saw your cards, then a 2. The total was 5 + 2 + 5 = 12, short "
    "of 14: the Troll bit the lowest card, Bea's 2, for 2 wounds. Wounds show beside the scores.",
    12: "Tied raiders split a chest: Bea and Cal took 2 coins each from the 4. Your lone 1 came "
    "second and took the 2-coin chest: here second place paid as much as first!",
    15: "4 + 4 + 4 = 12 is short of 14, and all three tied for lowest: everyone took 3 wounds. "
    "You have one card left, your 3: a card you cannot choose is played for you.",
    18: "The level is over: your five power cards come back to your hand for the next level, "
    "and a new row of five rooms is laid out. Items you won stay with you until used.",
}

END = (
    "That is the whole game, five levels long; the last room of all is a boss. At the end the "
    "most wounded raider collapses and cannot win (with three raiders only an outright most), "
    "then the most coins wins, fewer wounds breaking a tie. Press K any time for the key."
)

LESSON = Lesson(
    game_id="raiders",
    seed=24,
    seats=(("Ann", "human"), ("Bea", "ai"), ("Cal", "ai")),
    moves=MOVES,
    ask=ASK,
    tell=TELL,
    end=END,
)
