"""The Dungeon Makers lesson: a solo game against the Iron Golem, ten of your turns (every side of
the action tile and each of its actions: placing a tile on either side, a minion placed and
walked, a swap, a block given to the Golem) and the Golem's ten answers, which the rules play by
themselves. Recorded with `python -m game.lessons.record makers 11 1` and a chooser that took
the right-hand action on each many-icon turn (then the centre), the hard bot's pick among those
moves; every note is in our own words."""

from __future__ import annotations

from game.lessons import Lesson

MOVES = (
    (0, {"act": "place", "stack": 0, "rot": 1, "cell": [2, 1]}),  # 0: chamber (chest) at C2
    (1, {"act": "golem"}),  # 1: tile A, heads: takes the tunnel (spikes)
    (0, {"act": "minion", "turn": "right", "dungeon": 0, "cell": [2, 2]}),  # 2: minion on C3
    (1, {"act": "golem"}),  # 3: tile B, tails: keeps a minion, takes the tunnel (crab)
    (0, {"act": "place", "stack": 0, "rot": 2, "cell": [3, 1]}),  # 4: tunnel (ball) at D2
    (1, {"act": "golem"}),  # 5: tile C, heads: takes the water
    (0, {"act": "move_minion", "turn": "right", "path": [[2, 2], [2, 1]], "trade": None}),  # 6
    (1, {"act": "golem"}),  # 7: tile D, heads: takes the tunnel (gargoyle), the chamber (spikes)
    (0, {"act": "place", "stack": 1, "rot": 0, "cell": [1, 2]}),  # 8: puzzle at B3
    (1, {"act": "golem"}),  # 9: tile A, tails: takes the maze
    (0, {"act": "swap", "turn": "right", "cell": [1, 2], "stack": 0, "rot": 1}),  # 10: collapse
    (1, {"act": "golem"}),  # 11: tile B, tails: keeps a minion, takes the chamber (crab)
    (0, {"act": "place", "stack": 1, "rot": 0, "cell": [0, 2]}),  # 12: tunnel (chest) at A3
    (1, {"act": "golem"}),  # 13: tile C, heads: takes the chamber (bat)
    (0, {"act": "block", "turn": "right"}),  # 14: a block onto the Golem's pile
    (1, {"act": "golem"}),  # 15: tile D, heads: takes the chamber (bat)
    (0, {"act": "place", "stack": 0, "rot": 1, "cell": [0, 1]}),  # 16: maze at A2
    (1, {"act": "golem"}),  # 17: tile A, heads: takes the puzzle
    (0, {"act": "place", "turn": "center", "stack": 1, "rot": 0, "cell": [2, 3]}),  # 18: C4
    (1, {"act": "golem"}),  # 19: tile B, tails: keeps a minion, takes the chamber (crab)
)

ASK = {  # (two lines at most: the note must not cover the action tile or the score track)
    0: "Single side up (blue, bottom right): place a tile. Drag the LEFT stack's chest chamber to "
    "C2, above the crossroads, turned like the faint tile (R turns it). Then Confirm (Enter).",
    2: "Many-icon side: its left and right icons are this turn's choices. Take the right one, "
    "Place a Minion: drag a minion from your row (top left) onto the crossroads at C3.",
    4: "Single side: place a tile. Drag the left stack's tunnel with the rolling ball (a trap "
    "icon) to D2, beside your chamber, turned as shown.",
    6: "The tile turned a quarter, so Move a Minion is on the right now. Drag your minion from "
    "C3 up to C2: it walks along joined pathways, 1 point for each tile it enters.",
    8: "Place the middle stack's puzzle chamber at B3, left of the crossroads: 2 points when laid, "
    "1 more for each pathway joined to another puzzle.",
    10: "Swap a Tile is on the right. Drag the left stack's collapse tunnel onto your puzzle at "
    "B3: the puzzle leaves the game (its points stay yours) and a second kind of trap comes in.",
    12: "Place the middle stack's chest tunnel at A3, the left end of your corridor. Chests count "
    "1 each, and the most chests earn 5 more.",
    14: "Place a Block / Move a Tile is on the right: drag one of your blocks (top left) onto the "
    "Golem's panel. A block on its pile costs it 2. (The icon could move a tile instead.)",
    16: "Place the left stack's maze at A2, above the chest tunnel: 1 point when laid, and "
    "minions walk through mazes as through tunnels.",
    18: "Many-icon side, but take the centre this time: Place a Tile, which does not turn the "
    "action tile. Drag the middle stack's chest tunnel to C4, below the crossroads.",
}

TELL = {
    0: "Welcome to Dungeon Makers. You grow a dungeon of tiles in the 5 by 5 grid on the left, "
    "out from the crossroads in the middle, and score for what it holds. You play against the "
    "Iron Golem, a machine that follows fixed orders: its panel (top right) tells each of its "
    "turns. Every move you make waits in a dashed frame until you Confirm it (Enter); Esc takes "
    "it back. K opens the key to every symbol on the table.",
    1: "Your first points: +6. The score panel always shows what each side would have if the "
    "game ended now: 1 for your chest, and 5 more because you hold the most chests. Now the "
    "Golem moves.",
    2: "The Golem used its tile A (Hoarder). Its coin picks one of two lists of orders; it did "
    "the first it could: no chasm and no puzzle or maze was on top of a stack, so it took the "
    "spikes tunnel. Tiles on its pile score like yours: a trap, 1 point.",
    4: "The Golem's tile B (Raider): it kept a minion on its pile (3 points at the end) and took "
    "the crab tunnel, an encounter worth 2. Each turn it moves on to its next tile, A to D.",
    6: "Tile C (Collector) found none of the icons it wanted, so it took the water. Your turns "
    "always alternate: single side, then the many-icon side.",
    8: "Your minion now stands on a chamber: at the end it scores 3, and 1 more for the "
    "chamber. Tile D (Saboteur) took two tiles, first one that would have fitted your dungeon.",
    10: "The Golem took the maze (1 point for it at the end).",
    12: "Your traps now form a set of two kinds: 3 points instead of 1. Sets of different traps "
    "grow fast: 1, 3, 7, 15, 21 points for one to five kinds. The Golem kept another minion.",
    14: "The Golem took the bat chamber: with the bat it already holds, that is 2 more "
    "encounters points and a pair.",
    16: "The Golem's pile now holds your block. Its tile D took another bat chamber, and then "
    "found nothing more to do.",
    18: "The Golem took the puzzle. You have seen every action on your tile now; one more move.",
}

END = (
    "That is how every turn goes. The game ends when your grid is full, or when no stack tile "
    "fits your dungeon: the Golem then takes one last turn. Then everything is scored: 3 for "
    "each of your minions in your dungeon (1 more on a chamber, 2 more on a maze), 1 per "
    "pathway into a chasm, -2 per block, -5 per enemy minion in your dungeon, 1 per chest and 5 "
    "for the most chests, 2 per encounter and 1 per pair, and your trap sets. The Golem scores "
    "its pile's icons and minions the same way, 4 per chasm, 1 per puzzle or maze, -2 per block. "
    "More points wins. Press Finish; Learn to play brings this lesson back."
)

LESSON = Lesson(
    game_id="makers",
    seed=11,
    seats=(("Learner", "human"),),
    moves=MOVES,
    ask=ASK,
    tell=TELL,
    end=END,
)
