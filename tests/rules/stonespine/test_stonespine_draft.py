"""The draft: simultaneous picks, the 2-player discard, passing hands, hidden hands in views."""

from __future__ import annotations

from game.rules.stonespine.content import CATALOG
from game.rules.stonespine.state import AMBIGUOUS_NAMES
from tests.rules.stonespine.stonespine_helpers import new_game


def pick(state, seat: int, col: int | None = None, discard: bool = False) -> dict:
    hand = state.hands[seat]
    free = [c for c in range(4) if not state.dungeons[seat].cards[state.row() * 4 + c]]
    action = {"act": "draft", "card": hand[0], "col": free[0] if col is None else col}
    if discard:
        action["discard"] = hand[1]
    return action


def test_hand_sizes_follow_the_player_count():
    assert [len(h) for h in new_game(2).hands] == [8, 8]
    assert [len(h) for h in new_game(4).hands] == [4] * 4
    assert [len(h) for h in new_game(1).hands] == [8]


def test_chambers_appear_only_when_everyone_has_chosen():
    state = new_game(3)
    first = pick(state, 0)
    events = state.apply(0, first)
    assert events[0].text == "chooses a chamber" and events[0].data == {}
    assert state.dungeons[0].cards == [0] * 16 and state.to_move() == [1, 2]
    assert (
        state.why_illegal(0, pick(state, 0, col=1))
        == "You have chosen your chamber for this turn; the others are still choosing."
    )
    state.apply(1, pick(state, 1))
    events = state.apply(2, pick(state, 2))
    assert [e.kind for e in events[1:4]] == ["build"] * 3
    assert state.dungeons[0].cards[first["col"]] == first["card"]


def test_the_rest_of_the_hand_goes_to_the_next_player_every_year():
    """The rulebook: "Turns 1-3 only, pass remaining cards to the next player." """
    state = new_game(3)
    for year in (1, 2, 3, 4):
        state.year = year
        held = [list(h) for h in state.hands]
        state._pass_hands()
        assert state.hands == [held[2], held[0], held[1]]  # seat 0's hand goes to seat 1
        assert state.events[-1].text == "The hands are passed to the next player."


def test_a_built_turn_passes_the_rest_on_and_the_last_turn_passes_nothing():
    state = new_game(3)
    for turn in (1, 2, 3, 4):
        picks = [pick(state, s) for s in range(3)]
        rest = [[c for c in state.hands[s] if c != picks[s]["card"]] for s in range(3)]
        for s in range(3):
            events = state.apply(s, picks[s])
        passed = [e for e in events if e.kind == "pass_hands"]
        if turn < 4:
            assert state.hands == [rest[2], rest[0], rest[1]] and len(passed) == 1
        else:
            assert passed == [] and state.phase != "draft"


def test_two_players_also_put_a_card_aside():
    state = new_game(2)
    legal = state.legal_actions(0)
    assert all("discard" in a and a["discard"] != a["card"] for a in legal)
    assert len(legal) == 8 * 4 * 7
    no_discard = {"act": "draft", "card": state.hands[0][0], "col": 0}
    assert state.why_illegal(0, no_discard) == "That move is missing a detail or has one too many."
    same = dict(no_discard, discard=state.hands[0][0])
    assert state.why_illegal(0, same) == "Put aside a different card from the one you build."
    for _ in range(4):
        for seat in (0, 1):
            state.apply(seat, pick(state, seat, discard=True))
    assert [len(d) for d in state.discards] == [4, 4]
    assert state.hands == [[], []]
    assert all(sum(1 for c in d.cards if c) == 4 for d in state.dungeons)


def test_a_taken_slot_is_refused_with_its_chamber():
    state = new_game(3)
    for s in range(3):
        state.apply(s, pick(state, s, col=2))
    name = CATALOG.chambers[state.dungeons[0].cards[2]].name
    assert state.why_illegal(0, pick(state, 0, col=2)) == f"C1 already holds the {name}."
    assert (
        state.why_illegal(0, {"act": "draft", "card": 999, "col": 0})
        == "That chamber is not in your hand."
    )


def test_a_view_hides_other_hands_and_picks_but_keeps_its_own():
    state = new_game(3)
    state.apply(0, pick(state, 0))
    views = [state.view(1, seed=k) for k in range(6)]
    for view in views:
        assert view.hands[1] == state.hands[1]
        assert view.pending[0] is None and view.sealed[0]
        assert len(view.hands[0]) == 4 and view.history == [] and view.seed == -1
    assert len({tuple(v.hands[0]) for v in views}) > 1  # re-dealt, not the real hand
    own = state.view(0, seed=1)
    assert own.pending[0] == state.pending[0] and not own.sealed[0]


def test_a_view_remembers_cards_the_seat_passed_on():
    state = new_game(3)
    for s in range(3):
        state.apply(s, pick(state, s))
    passed = list(state.hands[1])  # seat 0's hand, now held by seat 1
    for k in range(4):
        assert state.view(0, seed=k).hands[1] == passed
    secrets = state.secrets_for(0)
    assert {CATALOG.chambers[c].name for c in state.hands[2]} - AMBIGUOUS_NAMES <= set(secrets)
    assert {CATALOG.chambers[c].name for c in passed}.isdisjoint(secrets)
