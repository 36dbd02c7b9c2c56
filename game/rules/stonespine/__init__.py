"""Stonespine Architects: draft chamber cards into a 4x4 dungeon over four years; 1-5 players,
solo against the automa Jael.

Public API for the UI and the AI (plain Python data, JSON-friendly). The rules decisions
(designed values, gaps filled) are in docs/rules-decisions.md.

Cells are 0..15, i = row * 4 + col, row 0 at the top (year 1), labelled A1 (top-left) to D4.
Edges for secret passages are 0..25 (see board.py; 24 = entrance edge, 25 = exit edge).
In solo, seat 1 is Jael (an automa with the only legal action {"act": "jael"} when it must act).

State attributes the UI reads (StonespineState, state.py):
- year (1-4), turn (1-4), phase: "draft", "jael_take", "market", "place", "jael_drop",
  "challenge", "over".
- dungeons[seat]: Dungeon (dungeon.py): cards[16] (chamber id, 0 = empty), elems[16] (printed
  elements then tokens), tokens (faces placed), passages (edge bit mask), entrance, exit (columns).
- hands[seat] (secret), pending[seat] (a secret pick until everyone has chosen), sealed[seat]
  (on a view: that seat has chosen), discards[seat] (2 players, secret), seen[seat].
- goal (goal id), blueprints[seat] (public: the doorways come from it), priority (seats, leftmost
  first), gold[seat] (available now), counted[seat] (gold counted this year).
- market: [{"card": id, "top": [faces] | None, "bottom": [faces] | None}], shopping, passed,
  placing (faces the buyer still has to place), buyer, bag (face -> tokens left).
- offers[seat], challenges[seat] (secret until the end), dropped (challenges Jael removed).
- Solo: jael_card (this year's card id), jael_cards_used, jael_pile (chambers), jael_tokens,
  jael_runes, counted[1].
- events: what the last action did (core.Event; the first is the action itself). Kinds:
  pick (a secret choice: no card in it), build (card, cell [col, row]), pass_hands, year,
  jael_card (jael_card, rune), gold (gold, chests, printed), market (the offers), buy (card, half,
  tokens, price), put (token, cell or edge), pass (slot, lost), priority (the new track),
  challenges (dealt), challenge (kept: no card in it), end; Jael: jael_take (card, rune),
  jael_buy, jael_drop (challenge or None), and pass when it stops shopping.

Options: "solo_level" (solo only): Jael's strength, "gentle" (the default), "shrewd" or "ruthless"
(content [jael] levels: its points for the chambers of its rune and for monsters and traps).

Actions:
- {"act": "draft", "card": id, "col": c} (+ "discard": id with 2 players): build card in column
  c of this year's row. Everyone chooses at once; the chambers appear when all have chosen.
- {"act": "buy", "card": market card id, "half": "top" | "bottom"}; then one
  {"act": "put", "token": face, "cell": i} per element token and
  {"act": "put", "token": "passage", "edge": e} per secret passage.
- {"act": "pass"}: leave the market (leftover gold is lost; next free priority slot).
- {"act": "challenge", "card": id}: keep one of the challenge cards offered.
- {"act": "jael"}: Jael's step (solo only).

Queries (queries.py and scoring.py): scores(viewer=None), challenge_scores(seat), goal_counts(),
gold_tally(seat), covered_gold(seat, col), path_networks(seat), blueprint_checks(seat);
Dungeon.entrance_reach() / exit_reach(); jael.rules_help() (Jael's cards in words).
"""

from __future__ import annotations

from game.rules.core import GameSpec


def new_state(num_players: int, seed: int, options: dict | None = None):
    from game.rules.stonespine.state import StonespineState

    return StonespineState(num_players, seed, options)


def solo_levels() -> dict[str, str]:
    from game.rules.stonespine.jael import levels_help

    return levels_help()


SPEC = GameSpec(
    id="stonespine",
    title="Stonespine Architects",
    min_players=1,
    max_players=5,
    pitch="Draft chamber cards into a 4x4 dungeon over four years, shop for monsters and traps, "
    "and chase your challenges.",
    new_state=new_state,
    solo_opponent="Jael",
    solo_levels=solo_levels,
)
