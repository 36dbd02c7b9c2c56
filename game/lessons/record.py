"""Writing a lesson's script: play the game with the rules, the person's moves chosen by the
lesson's author (a function of the person's view), the computer players by a bot and automata by
themselves, and print the moves to paste into game/lessons/<game id>.py.

    python -m game.lessons.record makers 12 human,automa --person hard --moves 30
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable

from game.ai.base import Budget
from game.ai.registry import make_bot
from game.rules import GAMES


def record(
    game_id: str,
    seed: int,
    players: int,
    person: int,
    choose: Callable,
    moves: int,
    level: str = "easy",
    options: dict | None = None,
) -> list[tuple[int, dict]]:
    """The first `moves` moves of a game: `choose(view, seat, legal)` picks the person's, a
    `level` bot the other players', the rules the automata's (their one legal action)."""
    state = GAMES[game_id].new_state(players, seed, options or {})
    script: list[tuple[int, dict]] = []
    while not state.is_over() and len(script) < moves:
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        if seat == person:
            action = choose(view, seat, view.legal_actions(seat))
        elif seat >= players and len(legal) == 1:
            action = legal[0]
        else:
            bot = make_bot(game_id, level, seed + len(script))
            action = bot.choose(view, seat, view.legal_actions(seat), Budget(0.2))
        action = json.loads(json.dumps(action))
        state.apply(seat, action)
        script.append((seat, action))
    return script


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.lessons.record")
    parser.add_argument("game")
    parser.add_argument("seed", type=int)
    parser.add_argument("players", type=int, help="players, the person included (1 = solo)")
    parser.add_argument("--person", default="hard", help="the bot level that plays the person")
    parser.add_argument("--level", default="easy", help="the other players' bot level")
    parser.add_argument("--moves", type=int, default=40)
    args = parser.parse_args(argv)
    bot = make_bot(args.game, args.person, args.seed)
    script = record(
        args.game,
        args.seed,
        args.players,
        0,
        lambda view, seat, legal: bot.choose(view, seat, legal, Budget(0.5)),
        args.moves,
        args.level,
    )
    state = GAMES[args.game].new_state(args.players, args.seed)
    for index, (seat, action) in enumerate(script):
        print(f"    ({seat}, {json.dumps(action)}),  # {index}: {state.action_text(seat, action)}")
        state.apply(seat, action)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
