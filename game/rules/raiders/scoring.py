"""The end of the game: Medusa's victims and the most wounded are out, then most coins wins.

Collapse (decisions in docs/rules-decisions.md): judged among players not turned to stone;
nobody collapses when they all have the same wounds; at 3 players only an outright most
collapses, at 4-5 every player tied on the most collapses (by the table's starting size).
Eliminated players share the last place (never first, even when everyone is eliminated).
"""

from __future__ import annotations

from game.rules.core import SeatScore, rank_places


def collapsed(num_players: int, wounds: list[int], petrified: list[bool]) -> list[int]:
    alive = [s for s in range(num_players) if not petrified[s]]
    counts = {wounds[s] for s in alive}
    if len(counts) <= 1:
        return []
    top = max(counts)
    worst = [s for s in alive if wounds[s] == top]
    if num_players == 3 and len(worst) > 1:
        return []
    return worst


def scores(
    num_players: int, coins: list[int], wounds: list[int], petrified: list[bool]
) -> list[SeatScore]:
    out = collapsed(num_players, wounds, petrified)
    contenders = [s for s in range(num_players) if not petrified[s] and s not in out]
    places = rank_places([(coins[s], -wounds[s]) for s in contenders])
    place_of = dict(zip(contenders, places))
    winners = [s for s in contenders if place_of[s] == 1]
    result = []
    for s in range(num_players):
        tally = f"{coins[s]} coins, {wounds[s]} wounds"
        if petrified[s]:
            note = f"turned to stone by Medusa ({tally})"
        elif s in out:
            note = f"collapsed with the most wounds ({tally})"
        elif s in winners and len(winners) > 1:
            note = f"shares the win ({tally})"
        elif s in winners:
            rivals = [r for r in contenders if r != s and coins[r] == coins[s]]
            note = (
                f"wins with fewer wounds than the others on {coins[s]} coins ({tally})"
                if rivals
                else f"wins with the most coins ({tally})"
            )
        else:
            note = tally
        eliminated = s not in place_of
        result.append(
            SeatScore(
                total=coins[s],
                breakdown={"coins": coins[s]},
                place=num_players if eliminated else place_of[s],
                eliminated=eliminated,
                note=note,
            )
        )
    return result


def summary_lines(table: list[SeatScore]) -> list[str]:
    """Log lines for the end of the game, with seat placeholders."""
    lines = [
        f"{{{s}}} {score.note}."
        for s, score in enumerate(table)
        if score.eliminated or score.place == 1
    ]
    if all(score.eliminated for score in table):
        lines.append("Nobody is left standing: everyone loses.")
    return lines
