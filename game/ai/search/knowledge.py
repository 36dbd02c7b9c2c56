"""What the search knows of each game: nothing of its rules (those it asks the rules core), only
the judgement of the game's own bots.

- `judge(state, seat)`: the seat's lead in points over its best rival as the hard bot's evaluation
  sees it (the final scores once the game is over). A judged position becomes a reward in 0..1
  by a logistic curve whose width is `scale` points; a finished game is worth its place (1 for
  a win, 1/k for a first place shared by k, 0 otherwise), with a little of the margin added so
  that the search still prefers a larger win.
- `priors`: every action's judgement one move ahead (the seat's lead after it), as a reward;
  they order the challengers of the anchor's choice (paired.py).
- `model`: the bot level that plays every seat after a candidate (`model_budget` each).
- `anchor`: the level whose own choice the search keeps unless a challenger is surely better (the
  hard bot), with a budget of `anchor_from` seconds or more; `anchor_class` a game's own anchor
  instead (a bot class that judges as the hard bot but spends its budget), given `anchor_share`
  of the budget; `races(view)` False where the anchor alone chooses, with the whole budget (a
  game whose anchor judges those positions better than the race: Stonespine's and Decorators'
  draft).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from game.ai.base import Budget
from game.ai.decorators.plain import PlainDraftBot
from game.ai.doodle.drawer import PathDrawingBot
from game.ai.search.paired import Settings
from game.ai.stonespine.deep import DeepDraftBot
from game.rules.core import GameState

MARGIN_SHARE = 0.1  # share of a finished game's reward that follows the points margin


def sigmoid(x: float) -> float:
    if x < -60:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def places_reward(state: GameState, seat: int, scale: float) -> float:
    scores = state.scores()
    firsts = [s for s, score in enumerate(scores) if score.place == 1]
    won = 1.0 / len(firsts) if seat in firsts else 0.0
    rivals = [score.total for s, score in enumerate(scores) if s != seat]
    margin = scores[seat].total - max(rivals) if rivals else 0
    return (1 - MARGIN_SHARE) * won + MARGIN_SHARE * sigmoid(margin / scale)


def score_lead(state: GameState, seat: int) -> float:
    """The seat's total now over the best rival's, as the rules count the standing."""
    totals = [score.total for score in state.scores()]
    rivals = [t for s, t in enumerate(totals) if s != seat]
    return totals[seat] - max(rivals) if rivals else float(totals[seat])


@dataclass
class Knowledge:
    game_id: str
    judge: Callable[[GameState, int], float] = score_lead
    scale: float = 6.0
    model_level: str = "normal"
    # all a seat knows of a position, as a key (None: not given), where the model's move
    # follows from it alone (no random choice): the search then asks the model once a key
    public_key: Callable[[GameState, int], object] = lambda state, seat: None
    # moves never raced against the anchor's choice (played only when the anchor chooses them)
    held_back: Callable[[object], bool] = lambda action: False
    # a playout ends once this mark of the position changes (or after `depth` decisions): a
    # game may judge at a natural point (Raiders: the level's end, its hands back)
    horizon: Callable[[GameState], object] = lambda state: None
    anchor: str | None = "hard"
    # the game's own anchor (a bot class taking a seed, judging as the `anchor` level does but
    # spending its budget), instead of that level's bot
    anchor_class: type | None = None
    anchor_share: float = 0.5  # at most this share of the budget goes to the anchor's choice
    # False where the race does not challenge the anchor's choice: the anchor alone chooses
    races: Callable[[GameState], bool] = lambda view: True
    # the least budget (seconds) that consults the anchor: its choice cannot be cut short, so
    # a budget that its slowest choices (p95, at some load) would overrun goes without it
    anchor_from: float = 0.25
    settings: Settings = field(default_factory=Settings)
    model_budget: Budget = field(default_factory=lambda: Budget(0.05))
    one_move_priors: bool = True  # False: no one-move look (all priors equal)

    def reward(self, state: GameState, seat: int) -> float:
        if state.is_over():
            return places_reward(state, seat, self.scale)
        return sigmoid(self.judge(state, seat) / self.scale)

    def priors(self, state: GameState, seat: int, actions: list, rng) -> list[float]:
        if not self.one_move_priors:
            return [0.5] * len(actions)
        out = []
        for action in actions:
            after = state.clone()
            after.apply_unchecked(seat, action)
            out.append(self.reward(after, seat))
        return out

    def make_anchor(self, seed: int):
        from game.ai.registry import make_bot

        if self.anchor_class is not None:
            return self.anchor_class(seed)
        return make_bot(self.game_id, self.anchor, seed)

    def model(self, seat: int, seed: int):
        from game.ai.registry import make_bot

        return make_bot(self.game_id, self.model_level, seed)


# ---- each game's judgement (the hard bot's evaluation) ---------------------------------------
def makers_judge(state, seat: int) -> float:
    from game.ai.makers.evaluate import evaluate

    return evaluate(state, seat)


def makers_public_key(state, seat: int):
    """A Makers position as every seat knows it: all but the order under the stacks' tops (the
    normal bot, the model, decides on what it sees and draws no random number)."""
    stacks = tuple((len(stack), stack[-1] if stack else -1) for stack in state.stacks)
    return (stacks,) + state.signature()[1:]


def stonespine_judge(state, seat: int) -> float:
    from game.ai.stonespine.bots import HardBot
    from game.ai.stonespine.evaluate import value

    mine = value(state, seat, state.dungeons[seat], HardBot.weights)
    rivals = [value(state, s, state.dungeons[s], HardBot.weights) for s in range(state.num_players)]
    rivals = [v for s, v in enumerate(rivals) if s != seat]
    if state.solo:  # Jael's points as the rules count them
        rivals.append(state.scores()[1].total)
    return mine - max(rivals) if rivals else mine


def stonespine_races(view) -> bool:
    """The race challenges the anchor's buys and token places (the hard bot's are greedy, one
    item at a time), not its draft (its own lookahead plays the year's draft out on many
    re-deals; the race lost to it there when its playouts were the normal bot's, four decisions
    deep) nor its challenge (it judges where a challenge's count should end)."""
    return view.phase not in ("draft", "challenge")


def stonespine_year(state) -> int:
    """A market or token race's playout runs to the end of the year (the other buys, the
    token places, the passes and the challenges kept), the hard bot playing every seat: a buy is
    judged by what the year makes of it, not four decisions on by the normal bot."""
    return state.year


def decorators_races(view) -> bool:
    """The race challenges the anchor's builds, cards and Burrow Bro picks, not its draft: the
    anchor judges every placement of a drafted tile with the goal cards in hand, where the race's
    playouts place it with the normal bot (its quick look leaves the cards out)."""
    return view.phase != "draft"


def decorators_judge(state, seat: int) -> float:
    from game.ai.decorators.evaluate import seat_value

    values = [seat_value(state, s, exact=True) for s in range(state.num_players)]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def doodle_judge(state, seat: int) -> float:
    """While the dungeons are built (and until the heroes walk), what each is worth to its
    owner against the path planner (judge.worth, the hard bot's building judgement); then the
    points."""
    if state.phase in ("draft", "install", "path"):
        from game.ai.doodle.judge import worth

        values = [worth(state, s) for s in range(state.num_players)]
        return values[seat] - max(v for s, v in enumerate(values) if s != seat)
    return score_lead(state, seat)


def doodle_races(view) -> bool:
    """The race challenges the anchor's draft: each card on offer is played out by the hard bot
    (every seat) to the end of the build and judged there by what the dungeons are worth. Every
    other choice is the anchor's alone (drawer.py: the hard bot, its hero paths drawn by whole
    paths): races in the installs (the normal bot's playouts to the round's end) and in the
    defence (judged by the walk ahead) lost points (docs/ai-ladder.md)."""
    return view.phase == "draft"


def doodle_build(state) -> bool:
    """A draft's playout runs to the end of the build: a card is judged by the whole dungeon
    it leads to, the later cards drafted and installed as the hard bot would."""
    return state.phase in ("draft", "install")


def doodle_held_back(action) -> bool:
    """A restart rubs out the card's installs: a search that once found restarting better
    finds it again after it, round and round (a game went round for 1520 actions). Only the
    anchor restarts (the hard bot: when nothing else is left)."""
    return action.get("act") == "restart"


def raiders_judge(state, seat: int) -> float:
    """Coins count; wounds count against, most of all the most wounds (they knock a raider out);
    items held count as the bots value them (items.py: less as the rooms run out, nothing at
    the end), so an item spent in a playout is not free."""
    from game.ai.raiders.items import held_worth

    worst = max(state.wounds)

    def value(s: int) -> float:
        if state.petrified[s]:
            return -20.0
        return (
            state.coins[s]
            + held_worth(state, s)
            - 1.0 * state.wounds[s]
            - (6.0 if state.wounds[s] == worst else 0.0)
        )

    values = [value(s) for s in range(state.num_players)]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def raiders_level(state) -> int:
    """A playout runs to the end of the level: the cards a seat kept for its last rooms are
    judged by what they won there, once the hands are back (mid-level, the judgement cannot
    tell a 5 kept from a 5 spent)."""
    return state.level_no


# anchor_from: the hard bot's choice takes (p95, quiet machine) Makers 149 ms, Stonespine 76,
# Decorators 102, Doodle 8, Raiders 12: a budget is to be some twice that at least.
# depth: decisions played after a candidate, by what one costs (normal's move, p50 / p95 on a
# quiet machine: Makers 1.2 / 8 ms, Stonespine 1.2 / 11, Decorators 1.4 / 32, Doodle 0.1 / 0.3
# (a path step or one element), Raiders 0.5 / 5) and how much one decides. Makers: two answers
# and two moves of its own, twice the hard bot's lookahead, with a challenger taken at one
# standard error: 25 of 40 against hard at 0.3 s, where the hard bot's lookahead (depth 2) at
# two standard errors won 22 of 40 (docs/ai-ladder.md)
# Stonespine's anchor is the hard bot with a deeper draft lookahead (stonespine/deep.py: more
# re-deals the longer it may think), stronger than the paired race at short budgets: it takes
# three quarters of the budget (docs/ai-ladder.md has the figures)
# Decorators' anchor is the hard bot drafting without its order price and denial
# (decorators/plain.py), which beats the hard bot (docs/ai-ladder.md)
# Doodle's race plays each card to the build's end (some 0.2 s a playout), so at 1 s it gets
# only a few iterations at each early draft: a challenger may win after 3 of them, at one
# standard error (at 6 and two, the expert at 1 s hardly drafted apart from its anchor)
MOST_DECISIONS = 1000  # a playout that ends at its horizon only (a whole Doodle build is some 200)

KNOWLEDGE = {
    "makers": Knowledge(
        "makers",
        makers_judge,
        scale=8.0,
        anchor_from=0.3,
        settings=Settings(depth=4, sure=1.0),
        public_key=makers_public_key,
    ),
    "stonespine": Knowledge(
        "stonespine",
        stonespine_judge,
        scale=6.0,
        anchor_from=0.15,
        model_level="hard",
        horizon=stonespine_year,
        settings=Settings(depth=MOST_DECISIONS),
        anchor_class=DeepDraftBot,
        anchor_share=0.75,
        races=stonespine_races,
    ),
    "decorators": Knowledge(
        "decorators",
        decorators_judge,
        scale=6.0,
        anchor_from=0.15,
        settings=Settings(depth=3),
        anchor_class=PlainDraftBot,
        races=decorators_races,
    ),
    "doodle": Knowledge(
        "doodle",
        doodle_judge,
        scale=4.0,
        model_level="hard",
        anchor_from=0.05,
        settings=Settings(depth=MOST_DECISIONS, settle=3, sure=1.0),
        held_back=doodle_held_back,
        horizon=doodle_build,
        anchor_class=PathDrawingBot,
        races=doodle_races,
    ),
    "raiders": Knowledge(
        "raiders",
        raiders_judge,
        scale=4.0,
        anchor_from=0.05,
        settings=Settings(depth=40),
        horizon=raiders_level,
    ),
}


def knowledge_of(game_id: str) -> Knowledge:
    return KNOWLEDGE.get(game_id) or Knowledge(game_id)
