"""The expert's Stonespine anchor: the hard bot, drafting with its lookahead on a wider shortlist
and on as many re-deals as its budget allows (hard's three at the least).

The hard bot's draft judges its best-looking choices on three re-deals of what it cannot see:
three samples of a year's draft are noisy, so it often keeps a choice that only looked better by
luck. More re-deals (each shared by every candidate: a paired comparison) make the means surer,
and a wider shortlist lets a choice that one move ahead looks plain (a chamber the rest of the
row will use) come through. Against the hard bot, 12 re-deals of 8 choices won 50 of 80 games
(docs/ai-ladder.md); the time it takes grows with the budget, so the expert's anchor is stronger
the longer it may think.
"""

from __future__ import annotations

from game.ai import clock
from game.ai.stonespine.bots import HardBot
from game.ai.stonespine.lookahead import deal_scores


class DeepDraftBot(HardBot):
    level = "hard"  # the hard bot's judgement, more of its lookahead
    width = 8
    least_deals = 3  # re-deals made whatever the budget
    most_deals = 64  # enough: more would change little

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.deadline = 0.0
        self.last_deals = 0  # re-deals the last draft lookahead made (tests)

    def choose(self, view, seat, legal, budget):
        self.deadline = clock.now() + budget.seconds
        return super().choose(view, seat, legal, budget)

    def draft_worth(self, view, seat: int, actions: list[dict]) -> list[float]:
        """Mean worth of each action over re-deals until the budget would run out."""
        totals = [0.0] * len(actions)
        deals, slowest = 0, 0.0
        while deals < self.most_deals:
            started = clock.now()
            if deals >= self.least_deals and started + slowest >= self.deadline:
                break
            worths = deal_scores(view, seat, actions, self.weights, self.rng, self.rival_share)
            totals = [t + w for t, w in zip(totals, worths)]
            deals += 1
            slowest = max(slowest, clock.now() - started)
        self.last_deals = deals
        return [t / deals for t in totals]
