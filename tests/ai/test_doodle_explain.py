"""The Doodle hint's clause (game/ai/doodle/explain.py): for every kind of move the hard bot
makes in a game, a short clause from the bots' judgement on the seat's view; the same clause
whatever the view re-deals of what the seat cannot see (it never reads the real state)."""

from __future__ import annotations

from game.ai.advice import sentence
from game.ai.base import Budget
from game.ai.doodle.explain import explain
from game.ai.registry import make_bot
from game.rules import GAMES

EXPLAINED = {"pick", "walls", "build", "hide", "improve", "step", "finish", "play", "refill"}


def test_every_kind_of_move_gets_its_clause_from_the_view_alone():
    state = GAMES["doodle"].new_state(2, 11)
    bot = make_bot("doodle", "hard", 3)
    said: dict[str, str] = {}
    while not state.is_over():
        seat = state.to_move()[0]
        view = state.view(seat)
        legal = view.legal_actions(seat)
        action = bot.choose(view, seat, legal, Budget(0.05))
        act = action["act"]
        if act in EXPLAINED and len(legal) > 1 and (act not in said or act == "play"):
            clause = explain(view, seat, action, legal)
            again = explain(state.view(seat, 99), seat, action, legal)  # other secrets dealt
            assert clause == again, act
            if clause:
                said[act] = clause
                assert clause[0].islower() and not clause.endswith("."), clause
                words = sentence(view, seat, action, legal)
                assert clause in words and "hard computer player" in words
        state.apply(seat, action)
    missing = EXPLAINED - set(said) - {"play"}  # a card laid or played depends on the deal
    assert not missing, (missing, said)
