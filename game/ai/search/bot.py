"""The expert level: paired Monte Carlo (paired.py) over the anchor bot's choice and its best
challengers, with the game's own judgement (knowledge.py), thinking until its budget runs out."""

from __future__ import annotations

from game.ai import clock
from game.ai.base import Bot, Budget
from game.ai.search.knowledge import knowledge_of
from game.ai.search.paired import MARGIN, Search


class ExpertBot(Bot):
    level = "expert"
    max_iterations: int | None = None  # tests: stop after this many iterations too

    def choose(self, view, seat, legal, budget):
        started = clock.now()
        if len(legal) == 1:
            return legal[0]
        deadline = started + max(0.0, budget.seconds - MARGIN)
        knowledge = knowledge_of(view.game_id)
        self.last_search = None
        favourite, asked = None, 0.0
        if knowledge.anchor and budget.seconds >= knowledge.anchor_from:
            alone = not knowledge.races(view)
            share = budget.seconds - MARGIN if alone else knowledge.anchor_share * budget.seconds
            favourite, asked = self.anchor_choice(view, seat, knowledge, share, started)
            if alone:  # the game's anchor judges this better than the race would
                return favourite
        search = Search(view, seat, knowledge, self.rng, legal, favourite)
        search.one_off = max(search.one_off, asked)
        search.run(deadline, self.max_iterations)
        self.last_search = search
        return search.best().action

    def anchor_choice(self, view, seat: int, knowledge, share: float, started: float):
        """The anchor bot's choice on a re-deal of the view, with `share` seconds from `started`,
        and the seconds it took: nothing the search does depends on what the view happened to
        deal."""
        world = view.view(seat, self.rng.getrandbits(63))
        bot = knowledge.make_anchor(self.rng.getrandbits(32))
        spend = Budget(max(0.0, share - (clock.now() - started)))
        asked = clock.now()
        action = bot.choose(world, seat, world.legal_actions(seat), spend)
        return action, clock.now() - asked
