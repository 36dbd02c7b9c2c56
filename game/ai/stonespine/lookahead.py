"""The hard bot's draft lookahead: each promising chamber choice is played out to the end of the
year's draft on several re-deals of what the bot cannot see, every seat then drafting greedily.

The re-deals come from the bot's own view (`view.view(seat, seed)` shuffles the other hands, the
piles and the hidden picks again), so the bot never reads a secret. A choice is worth the mean,
over the re-deals, of the bot's dungeon value once the year's row is full, plus the gold it then
counts, minus the best rival's same figure (a choice that feeds a rival is worth less).
"""

from __future__ import annotations

from game.ai.stonespine.evaluate import Weights, value


def _greedy_draft(state, seat: int, w: Weights, rng) -> dict:
    """The placement worth most now; with two players a random other card is put aside."""
    d = state.dungeons[seat]
    row = state.row() * 4
    best, choice = None, None
    for col in range(4):
        if d.cards[row + col]:
            continue
        for card in state.hands[seat]:
            trial = d.copy()
            trial.place(row + col, card)
            v = value(state, seat, trial, w)
            if best is None or v > best:
                best, choice = v, (card, col)
    card, col = choice
    action = {"act": "draft", "card": card, "col": col}
    if state.num_players == 2:
        action["discard"] = rng.choice([c for c in state.hands[seat] if c != card])
    return action


def _year_worth(state, seat: int, w: Weights) -> float:
    """A seat's value at the end of the year's draft, counted gold included."""
    return value(state, seat, state.dungeons[seat], w) + w.gold * state.counted[seat]


def _play_out(state, w: Weights, rng) -> None:
    """Drafts greedily for every seat (Jael by its card) until the year's draft is over."""
    year = state.year
    while state.year == year and state.phase in ("draft", "jael_take"):
        seat = min(state.to_move())
        if state.phase == "jael_take":
            state.apply_unchecked(seat, {"act": "jael"})
        else:
            state.apply_unchecked(seat, _greedy_draft(state, seat, w, rng))


def deal_scores(
    view, seat: int, candidates: list[dict], w: Weights, rng, rival_share: float = 1.0
) -> list[float]:
    """Each candidate's worth on one re-deal of the view (see the module doc)."""
    rivals = [s for s in range(view.num_players) if s != seat]
    deal = view.view(seat, rng.getrandbits(32))
    out = []
    for action in candidates:
        trial = deal.clone()
        trial.apply_unchecked(seat, action)
        _play_out(trial, w, rng)
        rival = max(_year_worth(trial, s, w) for s in rivals) if rivals else 0.0
        out.append(_year_worth(trial, seat, w) - rival_share * rival)
    return out


def draft_scores(
    view, seat: int, candidates: list[dict], w: Weights, rng, deals: int, rival_share: float = 1.0
) -> list[float]:
    """Each candidate draft action's mean worth over `deals` re-deals (see the module doc);
    `rival_share` is how much of the best rival's worth is taken off."""
    totals = [0.0] * len(candidates)
    for _ in range(deals):
        for k, worth in enumerate(deal_scores(view, seat, candidates, w, rng, rival_share)):
            totals[k] += worth
    return [t / deals for t in totals]
