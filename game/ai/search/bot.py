"""The expert level: information-set MCTS (ismcts.py) with the game's own judgement
(knowledge.py), thinking until its budget runs out."""

from __future__ import annotations

import time

from game.ai.base import Bot, Budget
from game.ai.registry import make_bot
from game.ai.search.ismcts import MARGIN, Search, key_of
from game.ai.search.knowledge import knowledge_of

ANCHOR_SHARE = 0.5  # at most this share of the budget goes to the anchor bot's own choice


class ExpertBot(Bot):
    level = "expert"
    max_iterations: int | None = None  # tests: stop after this many iterations too

    def choose(self, view, seat, legal, budget):
        started = time.perf_counter()
        if len(legal) == 1:
            return legal[0]
        deadline = started + max(0.0, budget.seconds - MARGIN)
        knowledge = knowledge_of(view.game_id)
        search = Search(view, seat, knowledge, self.rng, legal)
        if knowledge.anchor and budget.seconds >= knowledge.anchor_from:
            search.favourite = self.anchor_choice(search, knowledge.anchor, budget, started)
        search.run(deadline, self.max_iterations)
        self.last_search = search
        best = search.best()
        if best is not None:
            return best.action
        return next((a for a in legal if key_of(a) == search.favourite), self.rng.choice(legal))

    def anchor_choice(self, search: Search, level: str, budget: Budget, started: float):
        """The anchor bot's choice on a re-deal of the view (the key of it), so that nothing
        the search does depends on what the view happened to deal."""
        world = search.world()
        bot = make_bot(world.game_id, level, search.rng.getrandbits(32))
        spend = Budget(max(0.0, ANCHOR_SHARE * budget.seconds - (time.perf_counter() - started)))
        asked = time.perf_counter()
        action = bot.choose(world, search.seat, world.legal_actions(search.seat), spend)
        search.one_off = max(search.one_off, time.perf_counter() - asked)
        return key_of(action)
