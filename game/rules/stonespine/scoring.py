"""End scoring ("if it ended now" before the end), by category, with the priority tie-break."""

from __future__ import annotations

from game.rules.core import SeatScore, rank_places
from game.rules.stonespine import jael, measures
from game.rules.stonespine.content import CATALOG, MONSTERS, TRAPS


def jael_elements(counts) -> int:
    """Monsters and traps in Jael's pile: what its element points count."""
    return sum(counts[m] for m in MONSTERS) + sum(counts[t] for t in TRAPS)


class ScoringMixin:
    def element_counts(self, seat: int):
        """What a seat holds for the goal and stars: its dungeon, or Jael's pile."""
        if self.solo and seat == 1:
            return jael.pile_counter(self.jael_pile, self.jael_tokens)
        return self.dungeons[seat].counts()

    def goal_counts(self) -> list[int]:
        measure = CATALOG.goals[self.goal].measure
        return [measures.goal_count(self.element_counts(s), measure) for s in range(self.seats)]

    def goal_points(self) -> list[int]:
        """Places on the goal card; tied seats share the better place (the next place is skipped).
        A 'most' goal needs at least one; a 'fewest' goal can be won with none."""
        goal = CATALOG.goals[self.goal]
        counts = self.goal_counts()
        eligible = [s for s in range(self.seats) if not goal.most or counts[s] > 0]
        keys = [(counts[s] if goal.most else -counts[s],) for s in eligible]
        points = [0] * self.seats
        for s, place in zip(eligible, rank_places(keys)):
            if place <= len(CATALOG.goal_points):
                points[s] = CATALOG.goal_points[place - 1]
        return points

    def challenge_scores(self, seat: int) -> list[tuple[int, int]]:
        """(challenge id, points now) for each challenge the seat kept."""
        d = self.dungeons[seat]
        return [(c, measures.challenge_points(d, c)) for c in self.challenges[seat]]

    def _solo_gold(self) -> list[int]:
        """The solo end bonus: more gold at the year's count wins the larger bonus (ties:
        priority); none before the first count (nobody has counted any gold yet)."""
        if self.year == 1 and self.phase in ("draft", "jael_take"):
            return [0, 0]
        order = sorted((0, 1), key=lambda s: (-self.counted[s], self.priority.index(s)))
        points = [0, 0]
        points[order[0]], points[order[1]] = CATALOG.solo_gold
        return points

    def breakdown(
        self, seat: int, goal_points: list[int], hide_challenges: bool = False
    ) -> dict[str, int]:
        counts = self.element_counts(seat)
        if self.solo and seat == 1:
            return {
                "gold bonus": self._solo_gold()[1],
                "goal": goal_points[1],
                "challenges": 0,
                "stars": measures.star_points(counts),
                "blueprint": 0,
                "entrance": 0,
                "exit": 0,
                "runes": self.jael_runes * self.jael_level.rune_points,
                "elements": jael_elements(counts) * self.jael_level.element_points,
            }
        d = self.dungeons[seat]
        met = sum(measures.blueprint_met(d, self.blueprints[seat]))
        adj = d.links()
        parts = (
            {"priority": self._priority_points(seat)}
            if not self.solo
            else {"gold bonus": self._solo_gold()[0]}
        )
        parts.update(
            {
                "goal": goal_points[seat],
                "challenges": 0
                if hide_challenges
                else sum(p for _, p in self.challenge_scores(seat)),
                "stars": measures.star_points(counts),
                "blueprint": measures.blueprint_points(met),
                "entrance": len(d.entrance_reach(adj)),
                "exit": len(d.exit_reach(adj)),
            }
        )
        if self.solo:
            parts["runes"] = parts["elements"] = 0
        return parts

    def _priority_points(self, seat: int) -> int:
        slot = self.priority.index(seat)
        return CATALOG.priority_points[slot] if slot < len(CATALOG.priority_points) else 0

    def scores(self, viewer: int | None = None) -> list[SeatScore]:
        """Every seat (in solo, seat 1 is Jael). Before the end, a viewer does not see the points of
        other seats' challenges, which stay secret until the end."""
        goal_points = self.goal_points()
        hidden = viewer is not None and self.phase != "over"
        parts = [
            self.breakdown(s, goal_points, hide_challenges=hidden and s != viewer)
            for s in range(self.seats)
        ]
        totals = [sum(p.values()) for p in parts]
        places = rank_places([(totals[s], -self.priority.index(s)) for s in range(self.seats)])
        out = []
        for s in range(self.seats):
            tied = any(totals[o] == totals[s] for o in range(self.seats) if o != s)
            out.append(
                SeatScore(
                    totals[s],
                    parts[s],
                    places[s],
                    note="tie broken by the priority track" if tied else "",
                )
            )
        return out
