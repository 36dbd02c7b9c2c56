"""The market: who buys first, ties, whole items, the 4-element limit, passages, passing."""

from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.stonespine import board, market
from tests.rules.stonespine.stonespine_helpers import (
    cell,
    draft_all,
    make_dungeon,
    new_game,
    to_market,
)


def open_market(offers: list[dict], gold: list[int], priority: list[int], players: int = 3):
    """A 3-player game at the market of year 1 with the given offers, gold and priority."""
    state = to_market(players)
    state.market = offers
    state.gold = list(gold)
    state.priority = list(priority)
    state.shopping = list(range(players))
    state.passed = []
    state.phase = "market"
    return state


def test_most_gold_buys_first_and_ties_go_to_the_leftmost_on_priority():
    assert market.shopper([0, 1, 2], [5, 9, 9], [2, 1, 0]) == 2
    assert market.shopper([0, 1, 2], [5, 9, 9], [0, 1, 2]) == 1
    assert market.shopper([0, 1, 2], [10, 9, 9], [2, 1, 0]) == 0


def test_gold_is_compared_again_after_each_purchase_and_passes_set_the_new_priority():
    state = open_market([{"card": 14, "top": ["pit"], "bottom": ["goblin"]}], [10, 9, 0], [1, 0, 2])
    assert state.to_move() == [0]
    state.apply(0, {"act": "buy", "card": 14, "half": "bottom"})  # 4 gold: 6 left
    assert state.gold[0] == 6 and state.phase == "place" and state.to_move() == [0]
    target = next(i for i in range(16) if state.dungeons[0].room(i))
    state.apply(0, {"act": "put", "token": "goblin", "cell": target})
    assert state.dungeons[0].elems[target][-1] == "goblin"
    assert state.to_move() == [1]  # 9 gold now beats 6
    state.apply(1, {"act": "buy", "card": 14, "half": "top"})  # 5 gold: 4 left
    target = next(i for i in range(16) if state.dungeons[1].room(i))
    events = state.apply(1, {"act": "put", "token": "pit", "cell": target})
    # nothing is left to buy: everyone passes in gold order, the leftover gold is lost
    assert state.priority == [0, 1, 2]
    assert state.gold == [0, 0, 0]
    assert [e.data["slot"] for e in events if e.kind == "pass"] == [1, 2, 3]
    assert state.phase == "challenge"


def test_passing_takes_the_leftmost_free_priority_slot():
    state = open_market(
        [{"card": 2, "top": ["ooze", "slime"], "bottom": ["star1"]}], [7, 7, 7], [2, 0, 1]
    )
    assert state.to_move() == [2]
    state.apply(2, {"act": "pass"})
    assert state.passed == [2] and state.gold[2] == 0
    assert state.to_move() == [0]
    state.apply(0, {"act": "pass"})
    state.apply(1, {"act": "pass"})
    assert state.priority == [2, 0, 1]


def test_an_item_is_bought_whole_and_refused_when_its_tokens_cannot_all_be_placed():
    state = open_market(
        [{"card": 4, "top": ["ooze", "slime", "star1"], "bottom": ["pit"]}], [20, 0, 0], [0, 1, 2]
    )
    state.dungeons[0] = make_dungeon(
        {"A1": "Cellar", "B1": "Mudroom", "C1": "Trap Storage", "D1": "Closet"}
    )
    buy_top = {"act": "buy", "card": 4, "half": "top"}
    assert buy_top not in state.legal_actions(0)
    assert state.why_illegal(0, buy_top) == (
        "This item brings 3 element tokens, but your chambers have room "
        "for only 2 more (4 elements at most per chamber)."
    )
    state.apply(0, {"act": "buy", "card": 4, "half": "bottom"})
    refused = state.why_illegal(0, {"act": "put", "token": "pit", "cell": cell("A1")})
    assert refused == "The Cellar in A1 already holds 4 elements."
    with pytest.raises(IllegalAction):
        state.apply(0, {"act": "put", "token": "pit", "cell": cell("A2")})
    assert [a["cell"] for a in state.legal_actions(0)] == [cell("C1"), cell("D1")]


def test_an_item_that_costs_too_much_is_refused():
    state = open_market(
        [{"card": 3, "top": ["gnoll", "goblin"], "bottom": ["ooze"]}], [9, 0, 0], [0, 1, 2]
    )
    assert (
        state.why_illegal(0, {"act": "buy", "card": 3, "half": "top"})
        == "That item costs 10 gold and you have 9."
    )
    assert (
        state.why_illegal(0, {"act": "buy", "card": 5, "half": "top"})
        == "That item is not on the market (any more)."
    )


def test_secret_passages_go_on_any_free_edge_even_toward_empty_rows_and_the_doorways():
    state = open_market(
        [{"card": 1, "top": ["pit", "fire"], "bottom": ["passage"]}], [9, 0, 0], [0, 1, 2]
    )
    state.apply(0, {"act": "buy", "card": 1, "half": "bottom"})
    edges = [a["edge"] for a in state.legal_actions(0)]
    assert edges == list(range(board.EDGES))  # includes edges of rows 2-4 (still empty), 24 and 25
    assert (
        state.why_illegal(0, {"act": "put", "token": "passage", "cell": 0})
        == "That move is missing a detail or has one too many."
    )
    state.apply(
        0, {"act": "put", "token": "passage", "edge": 12 + 4 * 2 + 1}
    )  # B3 - B4, both empty
    assert state.dungeons[0].passages == 1 << (12 + 4 * 2 + 1)
    assert state.dungeons[0].tokens == ["passage"]
    assert all(len(e) <= 4 for e in state.dungeons[0].elems)


def test_an_edge_holds_one_passage():
    state = open_market(
        [{"card": 1, "top": ["pit", "fire"], "bottom": ["passage"]}], [9, 0, 0], [0, 1, 2]
    )
    state.dungeons[0].add_token("passage", edge=board.EXIT_EDGE)
    state.apply(0, {"act": "buy", "card": 1, "half": "bottom"})
    assert (
        state.why_illegal(0, {"act": "put", "token": "passage", "edge": board.EXIT_EDGE})
        == "That edge already has a secret passage."
    )


def test_gold_counted_at_the_end_of_the_draft_adds_the_year_one_priority_bonus():
    state = new_game(5, seed=5)
    slots = {seat: slot for slot, seat in enumerate(state.priority)}
    draft_all(state)  # stops before anyone buys; seats that could buy nothing have passed already
    assert state.phase == "market" and state.shopping
    for seat in range(5):
        assert state.counted[seat] == state.dungeons[seat].gold()
        expected = (
            state.counted[seat] + (0, 1, 1, 2, 2)[slots[seat]] if seat in state.shopping else 0
        )
        assert state.gold[seat] == expected


def test_market_cards_on_offer_by_player_count():
    for players, cards in ((1, 3), (2, 3), (3, 3), (4, 4), (5, 4)):
        state = to_market(players)
        assert len(state.market_deck) == 18 - cards
