"""What a race's playouts did, for the search's tests: the worlds they were judged on and the
levels of the bots that played them."""

from __future__ import annotations

import math
import random

from game.ai.search.paired import Search


def race_playouts(monkeypatch, knowledge, view, seat: int, iterations: int):
    """Runs `iterations` of a race from `view` (the first legal move as the anchor's) and
    returns the search, the worlds its playouts were judged on (the priors' one-move looks
    left out) and the levels of the bots that played every seat in them."""
    judged, models = [], []
    real_reward, real_model = knowledge.reward, knowledge.model

    def recording(world, s):
        judged.append(world.clone())
        return real_reward(world, s)

    def model(s, seed):
        bot = real_model(s, seed)
        models.append(bot.level)
        return bot

    monkeypatch.setattr(knowledge, "reward", recording)
    monkeypatch.setattr(knowledge, "model", model)
    legal = view.legal_actions(seat)
    search = Search(view, seat, knowledge, random.Random(1), legal, legal[0])
    judged.clear()
    search.run(math.inf, max_iterations=iterations)
    return search, judged, models
