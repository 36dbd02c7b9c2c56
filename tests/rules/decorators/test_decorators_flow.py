"""Rounds and turns: the draft board, turn order, Draw/Exchange, assistants, hourglasses,
Architects."""

import pytest
from decorators_helpers import E, N, W, at_build, find, room, started

from game.rules.core import IllegalAction
from game.rules.decorators import new_state
from game.rules.decorators.content import CATALOG
from game.rules.decorators.state import HOURGLASS
from game.rules.decorators.tiles import GENERIC, START

BRO = find(assistant="burrow_bro")
SAPPER = find(assistant="goblin_sapper")
ARCHITECT = find(assistant="arcane_architect")
MIMIC = find(assistant="decorative_mimic")
PLAIN = [n for n in sorted(CATALOG.tiles) if CATALOG.tiles[n].assistant == "none"]


def _rigged(players=2, seed=3, blue_top=()):
    """Set-up done except the last seat's discard, with the next blue draws fixed (first drawn
    first)."""
    state = new_state(players, seed)
    while state.setup_seat < players - 1:
        state.apply(state.current, state.legal_actions(state.current)[0])
    rest = [t for t in state.blue if t not in blue_top]
    state.blue = rest + list(reversed(blue_top))
    state.apply(state.current, state.legal_actions(state.current)[0])
    return state


def test_example_11_the_board_is_laid_low_to_high():
    state = _rigged(blue_top=(171, 282, 30, 111))
    assert state.board == [30, 111, 171, 282]
    assert state.phase == "draft" and state.round == 1


def test_example_12_the_pick_sets_next_rounds_order():
    state = _rigged(
        players=3, blue_top=(PLAIN[0], PLAIN[1], PLAIN[2], PLAIN[3]) + tuple(PLAIN[4:12])
    )
    first, second, third = state.order
    picks = {
        first: {"act": "draft", "spot": 4},
        second: {"act": "draft", "spot": 1},
        third: {"act": "exchange"},
    }
    for seat in (first, second, third):
        assert state.current == seat
        state.apply(seat, picks[seat])
        while state.current == seat and state.phase != "draft":
            _finish_turn(state, seat)
    assert state.round == 2
    assert state.order == [second, third, first]  # spot 1, then Draw/Exchange, then spot 4 last


def _finish_turn(state, seat):
    """Plays the rest of a turn simply: first choices, tiles into storage or the first place."""
    legal = state.legal_actions(seat)
    for want in ("finish", "end_scoring"):
        if {"act": want} in legal:
            return state.apply(seat, {"act": want})
    stores = [a for a in legal if a["act"] == "store"]
    state.apply(seat, stores[0] if stores else legal[0])


def test_only_one_player_takes_draw_exchange_each_round():
    state = _rigged(players=3, blue_top=tuple(PLAIN[:12]))
    seat = state.current
    state.apply(seat, {"act": "exchange"})
    while state.current == seat:
        _finish_turn(state, seat)
    assert {"act": "exchange"} not in state.legal_actions(state.current)
    with pytest.raises(IllegalAction, match="already been taken this round"):
        state.apply(state.current, {"act": "exchange"})


def test_goblin_sapper_brings_a_generic_tile_while_any_are_left():
    state = _rigged(blue_top=(SAPPER,) + tuple(PLAIN[:3]))
    seat = state.current
    spot = state.board.index(SAPPER) + 1
    state.apply(seat, {"act": "draft", "spot": spot})
    assert state.pending == [SAPPER, GENERIC] and state.supply["generic"] == 9
    state2 = _rigged(blue_top=(SAPPER,) + tuple(PLAIN[:3]))
    state2.supply["generic"] = 0
    state2.apply(state2.current, {"act": "draft", "spot": spot})
    assert state2.pending == [SAPPER]


@pytest.mark.parametrize("tile, field", [(ARCHITECT, "architects"), (MIMIC, "mimics")])
def test_architect_and_mimic_give_a_token_while_any_are_left(tile, field):
    state = _rigged(blue_top=(tile,) + tuple(PLAIN[:3]))
    seat = state.current
    state.apply(seat, {"act": "draft", "spot": state.board.index(tile) + 1})
    assert getattr(state, field)[seat] == 1 and state.phase == "build"


def test_burrow_bro_keeps_one_of_three_and_the_kept_tiles_assistant_works():
    state = _rigged(blue_top=(BRO,) + tuple(PLAIN[:3]) + (SAPPER, PLAIN[5]))
    seat = state.current
    state.apply(seat, {"act": "draft", "spot": state.board.index(BRO) + 1})
    assert state.phase == "bro" and sorted(state.bro_options) == sorted([BRO, SAPPER, PLAIN[5]])
    state.apply(seat, {"act": "keep", "tile": SAPPER})
    assert state.pending == [SAPPER, GENERIC]
    assert BRO in state.out_of_game and PLAIN[5] in state.out_of_game


def test_burrow_bro_after_an_exchange_waits_for_the_exchange():
    state = _rigged(blue_top=tuple(PLAIN[:4]) + (BRO, PLAIN[6], PLAIN[7]))
    seat = state.current
    state.apply(seat, {"act": "exchange"})
    assert state.drafted == BRO and state.phase == "exchange_deck"
    state.apply(seat, {"act": "goal", "deck": "shape"})
    assert state.phase == "exchange_discard" and len(state.hands[seat]) == 5
    state.apply(seat, {"act": "discard_goal", "card": state.hands[seat][-1]})
    assert state.phase == "bro" and sorted(state.bro_options) == sorted([BRO, PLAIN[6], PLAIN[7]])


def test_an_empty_red_bag_gives_burrow_bro_fewer_tiles():
    state = _rigged(blue_top=(BRO,) + tuple(PLAIN[:3]))
    state.blue, state.red = [], [PLAIN[9]]
    state.apply(state.current, {"act": "draft", "spot": state.board.index(BRO) + 1})
    assert state.bro_options == [BRO, PLAIN[9]]


def test_the_third_hourglass_at_round_setup_ends_the_game_at_once():
    state = _rigged(blue_top=tuple(PLAIN[:4]))
    state.blue, state.red = [], [PLAIN[8], HOURGLASS]
    state.hourglasses = 2
    state._start_round()
    assert state.is_over() and state.hourglasses == 3 and state.phase == "over"


def test_an_hourglass_in_a_turn_is_replaced_and_the_round_is_the_last():
    state = _rigged(blue_top=tuple(PLAIN[:4]))
    state.blue, state.red = [], [PLAIN[8], HOURGLASS]
    state.hourglasses = 2
    seat = state.current
    state.apply(seat, {"act": "exchange"})
    assert state.drafted == PLAIN[8] and state.last_round and not state.is_over()
    while not state.is_over():
        _finish_turn(state, state.current)
    assert state.round == 1


def test_an_hourglass_at_round_setup_is_set_aside_and_drawing_goes_on():
    state = _rigged(blue_top=tuple(PLAIN[:4]))
    state.blue, state.red = PLAIN[20:22], [PLAIN[23], HOURGLASS, PLAIN[24]]
    state._start_round()
    assert state.hourglasses == 1 and sorted(state.board) == sorted(
        PLAIN[20:22] + [PLAIN[23], PLAIN[24]]
    )


def test_architect_swap_costs_two_tokens_and_the_end_is_checked():
    r1, r2 = find(shape="room"), find(shape="room", floor="blue")
    state = at_build(started(), 0, dungeon={(1, 0): room(r1, W), (-1, 0): room(r2, E)})
    state.architects[0] = 1
    state.apply(0, {"act": "lift", "cell": [1, 0]})
    assert "no Arcane Architect token" in state.why_illegal(0, {"act": "lift", "cell": [-1, 0]})
    state.apply(0, {"act": "restart_build"})
    assert state.architects[0] == 0 and (1, 0) in state.dungeons[0]  # the token stays spent
    at_build(state, 0)
    state.architects[0] = 2
    state.apply(0, {"act": "lift", "cell": [1, 0]})
    state.apply(0, {"act": "lift", "cell": [-1, 0]})
    assert "First put" in state.finish_reason(0)
    state.apply(
        0,
        {
            "act": "place",
            "from": "lifted",
            "tile": r1,
            "face": "dungeon",
            "rot": room(r1, E)[2],
            "cell": [-1, 0],
        },
    )
    state.apply(
        0,
        {
            "act": "place",
            "from": "lifted",
            "tile": r2,
            "face": "dungeon",
            "rot": room(r2, N)[2],
            "cell": [1, 0],
        },
    )
    assert "is not joined to the starting tile" in state.finish_reason(0)
    with pytest.raises(IllegalAction, match="not joined"):
        state.apply(0, {"act": "finish"})
    assert state.architects[0] == 0 and state.supply["arcane_architect"] == 13
    state.apply(0, {"act": "restart_build"})
    assert (
        state.dungeons[0][(1, 0)][0] == r1 and state.phase == "score"
    )  # nothing left to do: it ends
    at_build(state, 0)
    state.architects[0] = 2
    state.apply(0, {"act": "lift", "cell": [1, 0]})
    state.apply(0, {"act": "lift", "cell": [-1, 0]})
    state.apply(
        0,
        {
            "act": "place",
            "from": "lifted",
            "tile": r1,
            "face": "dungeon",
            "rot": room(r1, E)[2],
            "cell": [-1, 0],
        },
    )
    state.apply(
        0,
        {
            "act": "place",
            "from": "lifted",
            "tile": r2,
            "face": "dungeon",
            "rot": room(r2, W)[2],
            "cell": [1, 0],
        },
    )
    state.apply(0, {"act": "finish"})
    assert state.dungeons[0][(1, 0)][0] == r2 and state.dungeons[0][(-1, 0)][0] == r1
    assert state.architects[0] == 0 and state.phase == "score"


def test_the_start_may_be_moved_by_an_architect_but_must_stay_joined():
    state = at_build(started(), 0, dungeon={(1, 0): room(find(shape="room"), W)})
    state.architects[0] = 1
    state.apply(0, {"act": "lift", "cell": [0, 0]})
    state.apply(
        0,
        {
            "act": "place",
            "from": "lifted",
            "tile": START,
            "face": "dungeon",
            "rot": 0,
            "cell": [2, 0],
        },
    )
    assert "not joined to the starting tile" in state.finish_reason(0)
    state.apply(0, {"act": "restart_build"})
    assert state.dungeons[0][(0, 0)][0] == START
