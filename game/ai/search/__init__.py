"""The expert: paired Monte Carlo over the hard bot's choice and its best challengers in worlds
re-dealt from the seat's view (paired.py), judged by each game's own bots (knowledge.py);
bot.py is the level itself."""
