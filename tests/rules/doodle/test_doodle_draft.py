"""Set-up and the draft: removed cards, reveals, 14 cards each, the start marker, the 4-player
reshuffle in round 12."""

import pytest

from game.rules.doodle import SPEC
from game.rules.doodle.state import REMOVED, SHOWN


def quick_action(state, seat):
    """The first legal action that moves the game on (never rubbing a card out)."""
    return next(a for a in state.legal_actions(seat) if a.get("act") != "restart")


def play_until(state, done):
    while not done(state):
        seat = state.to_move()[0]
        state.apply(seat, quick_action(state, seat))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up_removes_cards_unseen_and_reveals_a_round(players):
    state = SPEC.new_state(players, 9)
    assert len(state.removed) == REMOVED[players] and len(state.display) == SHOWN[players]
    assert len(state.build_deck) + len(state.removed) + len(state.display) == 60
    assert state.to_move() == [state.start] and state.undo_floor == 1
    assert {"removed_cards": state.removed} in state.secrets_for(0)
    assert state.view(0).removed != state.removed or len(state.removed) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fourteen_rounds_give_fourteen_cards_each_and_pass_the_marker(players):
    state = SPEC.new_state(players, 2)
    first = state.start
    picks_in_round_1 = []
    while state.round == 1 and state.phase == "draft":
        picks_in_round_1.append(state.picker)
        state.apply(state.picker, quick_action(state, state.picker))
    assert picks_in_round_1 == [(first + k) % players for k in range(players)]
    assert len(state.discards) == 1  # the card left over
    play_until(state, lambda s: s.phase == "path")
    assert all(len(t) == 14 for t in state.taken)
    assert state.start == (first + 14) % players and state.build_deck == []
    play_until(state, lambda s: s.phase == "defend")
    assert state.current == state.start and state.stage == "hero"
    assert all(len(h) == state.level(s, "hand") for s, h in enumerate(state.hand))


def test_four_players_reshuffle_the_discards_in_round_12():
    state = SPEC.new_state(4, 6)
    play_until(state, lambda s: s.round == 11 and s.phase == "install")
    assert len(state.discards) == 11 and len(state.build_deck) == 4
    old_discards = sorted(state.discards)
    play_until(state, lambda s: s.round == 12)
    kinds = [e.kind for e in state.events]
    assert "reshuffle" in kinds and state.reshuffled
    assert len(state.display) == 5 and state.discards == [] and len(state.build_deck) == 10
    assert set(state.display) & set(old_discards) and set(state.build_deck) <= set(old_discards)
    play_until(state, lambda s: s.round == 12 and s.phase == "install")
    assert len(state.discards) == 1  # round 12's leftover starts a new pile
    play_until(state, lambda s: s.phase == "path")
    assert all(len(t) == 14 for t in state.taken) and state.build_deck == []


def test_picking_a_card_not_on_offer_is_refused():
    state = SPEC.new_state(2, 1)
    gone = next(c for c in range(60) if c not in state.display)
    assert (
        state.why_illegal(state.start, {"act": "pick", "card": gone})
        == "That card is not on offer this round."
    )
    assert (
        state.why_illegal(1 - state.start, {"act": "pick", "card": state.display[0]})
        == "It is not your turn."
    )


def test_the_lessons_short_game_builds_for_its_rounds_then_draws_paths():
    """The option "rounds" (the guided first game's, never offered at the set-up) ends the
    building after that many rounds; the set-up's game has the rulebook's 14."""
    from game.rules.doodle.state import ROUNDS

    assert "rounds" not in SPEC.options and SPEC.new_state(2, 1).rounds == ROUNDS == 14
    state = SPEC.new_state(2, 4, {"rounds": 2})
    while state.phase in ("draft", "install"):
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        plain = [a for a in legal if a["act"] not in ("restart",)]
        state.apply(seat, plain[0])
    assert state.phase == "path" and state.round == 2
    for bad in (0, 15, "3"):
        with pytest.raises(ValueError, match="building rounds"):
            SPEC.new_state(2, 1, {"rounds": bad})
