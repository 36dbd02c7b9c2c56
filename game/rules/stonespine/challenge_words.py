"""What a challenge card and the goal card count, in our own words, from their measures in the
content: the unit one count of the measure is (game/rules/stonespine/measures.py counts it; a
challenge's rep is paid per count)."""

from __future__ import annotations

from game.rules.stonespine.content import CATALOG

COUNTED = {
    "central_stars_chests": "gold star or chest in the four central slots",
    "token_kinds": "different kind of token in your dungeon",
    "clusters": "group of touching chambers of one type",
    "central_traps": "trap in the four central slots",
    "column_goblin": "goblin in your column with the most goblins",
    "column_kobold": "kobold in your column with the most kobolds",
    "column_gnoll": "gnoll in your column with the most gnolls",
    "largest_cluster": "chamber in your largest group of touching chambers of one type",
    "outer_doors": "doorway open on the outer side of column A or D",
    "cluster_ooze": "ooze in your best group of touching chambers of one type",
    "cluster_slime": "slime in your best group of touching chambers of one type",
    "stars": "gold star",
    "path_trap": "trap along your best single path",
    "path_slime": "slime along your best single path",
    "path_ooze": "ooze along your best single path",
    "full_chambers": "chamber holding 4 elements",
    "oozing_chambers": "chamber with 3 or more slimes and oozes",
    "mixed_chambers": "chamber with a monster, a trap and a gold star",
    "trap_kinds": "different kind of trap",
    "exit_traps": "trap in a chamber joined to the exit",
    "pairs_treasure_star": "chest and gold star pair",
    "pure_lines": "full row or column whose chambers are all one type",
    "pairs_gnoll": "pair of gnolls",
    "side_traps": "trap in column A or D",
    "sets_gnoll_kobold_goblin": "set of a gnoll, a kobold and a goblin",
    "pairs_kobold_trap": "kobold and trap pair",
    "pairs_goblin_treasure": "goblin and chest pair",
    "central_minions": "goblin, kobold or gnoll in the four central slots",
    "unique_cluster_sizes": "group of touching chambers whose size no other group shares",
}


def challenge_text(challenge_id: int) -> str:
    """'2 reputation per trap in column A or D' (a flat card: '10 reputation')."""
    card = CATALOG.challenges[challenge_id]
    if card.measure == "flat":
        return f"{card.rep} reputation, whatever you build"
    return f"{card.rep} reputation per {COUNTED[card.measure]}"


GOAL_COUNTED = {  # what a goal card counts, plural
    "goblin": "goblins",
    "kobold": "kobolds",
    "gnoll": "gnolls",
    "ooze": "oozes",
    "slime": "slimes",
    "treasure": "chests",
    "trap_pairs": "pairs of traps of one kind",
    "slime_ooze_pairs": "slime and ooze pairs",
}


def goal_counted(goal_id: int) -> str:
    """What the goal card counts: 'goblins', 'pairs of traps of one kind'."""
    return GOAL_COUNTED[CATALOG.goals[goal_id].measure]


def goal_text(goal_id: int) -> str:
    """'the most goblins in a dungeon' / 'the fewest chests in a dungeon'."""
    goal = CATALOG.goals[goal_id]
    return f"the {'most' if goal.most else 'fewest'} {goal_counted(goal_id)} in a dungeon"
