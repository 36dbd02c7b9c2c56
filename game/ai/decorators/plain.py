"""The expert's Dungeon Decorators anchor: the hard bot drafting on the tiles' worth alone.

The hard bot prices a pick's place in next round's order (0.6 points a step further along) and,
at two players, adds a share of what taking the other player's favourite costs them. Both cost
it games: on the same deals, at 0.1 s a move, the hard bot without them won 40 of 60 games
against the hard bot, without the order price alone 38 of 60, and one that priced the order
exactly (who drafts first next round, answering each pick with the other player's best) 45 of 100
(docs/ai-ladder.md). It judges placements, cards and Architect moves as the hard bot does.
"""

from __future__ import annotations

from game.ai.decorators.bots import HardBot


class PlainDraftBot(HardBot):
    level = "hard"  # the hard bot's judgement; its draft counts only what a tile adds
    order_cost = 0.0
    deny = 0.0
