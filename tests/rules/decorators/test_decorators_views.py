"""Hidden information: views re-deal other hands by their known decks, keep the seat's own
discards, refill the bags from unseen tiles only; log lines never name an unscored card."""

from decorators_helpers import started

from game.rules.decorators import new_state
from game.rules.decorators.cards import DECKS
from game.rules.decorators.content import CATALOG
from game.rules.decorators.state import HOURGLASS


def test_a_view_keeps_the_seat_s_own_cards_and_the_decks_of_the_others():
    state = started(3, seed=2)
    view = state.view(0, seed=1)
    assert view.hands[0] == state.hands[0]
    for s in (1, 2):
        assert sorted(CATALOG.deck_of(c) for c in view.hands[s]) == sorted(
            CATALOG.deck_of(c) for c in state.hands[s]
        )
    seen = set(state.hands[0])
    for s in (1, 2):
        assert not seen & set(view.hands[s])
    mine = [(c, w) for d in DECKS for c, w in state.discards[d] if w == 0]
    assert all((c, w) in view.discards[CATALOG.deck_of(c)] for c, w in mine)
    assert view.seed != state.seed and view.history == []


def test_a_view_refills_the_bags_from_unseen_tiles_only():
    state = started(2, seed=4)
    view = state.view(1, seed=3)
    public = {t for t in state.board if t is not None} | {t for t in state.out_of_game}
    hidden = set(state.blue) | {t for t in state.red if t != HOURGLASS} | set(state.set_aside)
    again = set(view.blue) | {t for t in view.red if t != HOURGLASS} | set(view.set_aside)
    assert again == hidden and not again & public
    assert len(view.blue) == len(state.blue) and view.red.count(HOURGLASS) == state.red.count(
        HOURGLASS
    )


def test_an_exchange_with_both_goal_decks_used_up_draws_and_discards_nothing():
    state = started(2, seed=6)
    state.decks = {d: [] for d in DECKS}
    state.discards = {d: [] for d in DECKS}
    seat = state.current
    hand = list(state.hands[seat])
    state.apply(seat, {"act": "exchange"})
    assert state.hands[seat] == hand and state.phase in ("build", "bro")


def test_set_up_discards_stay_secret_in_events_and_log():
    fresh = new_state(2, 1)
    seat = fresh.current
    action = fresh.legal_actions(seat)[0]
    events = fresh.apply(seat, action)
    for card in action["discard"]:
        assert (
            card not in events[0].data.values() and CATALOG.goals[card].name not in events[0].text
        )
    assert "discard" not in events[0].data
