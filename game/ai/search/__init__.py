"""The expert: information-set Monte Carlo tree search over any registered game (ismcts.py),
judging positions with each game's own bots (knowledge.py); bot.py is the level itself."""
