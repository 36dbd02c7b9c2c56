"""Dungeon Decorators bots: legal choices from views at every phase, a whole game per level, and
sensible choices in scripted positions. Strength is measured with python -m game.sim, never here."""

from __future__ import annotations

import random

import pytest

from game.ai import Budget, bot_levels, make_bot
from game.rules.decorators import new_state
from game.rules.decorators.content import CATALOG
from game.sim import play_game

LEVELS = ["easy", "normal", "hard"]


def test_every_level_is_offered():
    assert bot_levels("decorators") == [*LEVELS, "expert"]


def positions(players: int, count: int, seed: int) -> list:
    """States where a seat must choose, spread over a random game (every phase shows up)."""
    rng = random.Random(seed)
    state = new_state(players, seed)
    out = []
    while not state.is_over():
        seat = state.current
        if rng.random() < count / 150:
            out.append(state.clone())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_legal_actions_from_their_view(level):
    for state in positions(3, 20, seed=4):
        seat = state.current
        view = state.view(seat)
        legal = view.legal_actions(seat)
        action = make_bot("decorators", level, seed=1).choose(view, seat, legal, Budget(1.0))
        assert state.why_illegal(seat, action) is None, (state.phase, action)


def test_a_whole_game_with_every_level():
    result = play_game("decorators", 3, seed=8, levels=LEVELS)
    assert len(result.scores) == 3 and min(s["place"] for s in result.scores) == 1


def test_a_bot_scores_a_card_its_dungeon_meets():
    state = new_state(2, 3)
    while state.phase != "score":
        seat = state.current
        state.apply(
            seat,
            make_bot("decorators", "normal", 2).choose(
                state.view(seat), seat, state.view(seat).legal_actions(seat), Budget(1.0)
            ),
        )
    seat = state.current
    closets = next(c for c, g in CATALOG.goals.items() if g.name == "Guard Post")  # R H R
    state.hands[seat][0] = closets
    from game.rules.decorators.tiles import START

    state.dungeons[seat] = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): ("generic", "room", 3),
        (-1, 0): ("generic", "room", 1),
    }
    view = state.view(seat)
    action = make_bot("decorators", "easy", 0).choose(
        view, seat, view.legal_actions(seat), Budget(1.0)
    )
    scorable = state.scorable(seat)
    assert closets in scorable and action["act"] == "score"
    assert CATALOG.goals[action["card"]].points == max(CATALOG.goals[c].points for c in scorable)


def build_position(seed: int = 3):
    """A two-player game stepped to the first Build phase, its new tiles taken away."""
    state = new_state(2, seed)
    rng = random.Random(seed)
    while state.phase != "build":
        state.apply(state.current, rng.choice(state.legal_actions(state.current)))
    state.pending = []
    return state


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("fresh", [False, True])
def test_a_bot_turns_a_decoration_with_an_architect_when_it_pays(level, fresh):
    """A wild faces the only room's wall; turned, a real decoration would (Gloomhilda: 3 points).
    The bot lifts the tile, puts it down turned and finishes; the rules accept each step.
    `fresh`: a new bot for every decision, as the app makes them."""
    from game.rules.decorators.dungeon import wall_decorations
    from game.rules.decorators.tiles import FACES, START

    state = build_position()
    seat = state.current
    tile = next(
        t
        for t, spec in sorted(CATALOG.tiles.items())
        if "wild" in spec.edges and len({e for e in spec.edges if e not in ("wild", "blank")}) >= 2
    )
    rot = next(r for r in range(4) if FACES[tile, "decoration", r].icons[3] == "wild")
    room = next(r for r in range(4) if FACES["generic", "room", r].mask == 1 << 3)
    state.dungeons[seat] = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): ("generic", "room", room),
        (2, 0): (tile, "decoration", rot),
    }
    state.bosses[0] = next(b for b in CATALOG.bosses if b.name == "Gloomhilda the Grand")
    state.architects[seat] = 1
    bot = make_bot("decorators", level, seed=1)
    acts = []
    while state.phase == "build":
        view = state.view(seat, seed=len(acts))
        if fresh:
            bot = make_bot("decorators", level, seed=len(acts))
        action = bot.choose(view, seat, view.legal_actions(seat), Budget(1.0))
        state.apply(seat, action)  # raises on an illegal action
        acts.append(action["act"])
    assert acts == ["lift", "place", "finish"]
    assert state.architects[seat] == 0
    real, _ = wall_decorations(state.dungeons[seat])[(1, 0)]
    assert sum(real.values()) == 1


def test_easy_keeps_its_architect_tokens():
    state = new_state(2, 21)
    state.architects = [3, 3]
    bot = make_bot("decorators", "easy", seed=5)
    while not state.is_over() and state.round <= 4:
        seat = state.current
        view = state.view(seat, seed=state.round)
        action = bot.choose(view, seat, view.legal_actions(seat), Budget(1.0))
        assert action["act"] != "lift"
        state.apply(seat, action)


def test_the_hard_evaluation_counts_a_met_card_in_full_and_unmet_cards_nothing_in_the_last_round():
    from game.ai.decorators.evaluate import hand_value
    from game.rules.decorators.tiles import START

    guard = next(c for c, g in CATALOG.goals.items() if g.name == "Guard Post")  # R H R
    twins = next(c for c, g in CATALOG.goals.items() if g.name == "Twin Closets")  # R R
    dungeon = {
        (0, 0): (START, "dungeon", 0),
        (1, 0): ("generic", "room", 3),
        (-1, 0): ("generic", "room", 1),
    }
    points = CATALOG.goals[guard].points
    assert hand_value([guard], dungeon, clock=5.0, exact=True) == points
    assert hand_value([guard], dungeon, clock=5.0) < points
    assert hand_value([guard, twins], dungeon, clock=0.0, exact=True, last=True) == points


def test_a_dungeon_changed_after_it_was_judged_is_judged_afresh():
    """The bots remember what a dungeon shows by its contents: a dict changed in place after a
    look (as the rules change a seat's dungeon) must not get the old answer."""
    from game.ai.decorators.evaluate import card_progress
    from game.ai.decorators.look import look
    from game.rules.decorators.tiles import START

    guard = next(c for c, g in CATALOG.goals.items() if g.name == "Guard Post")  # R H R
    dungeon = {(0, 0): (START, "dungeon", 0), (1, 0): ("generic", "room", 3)}
    before = card_progress(guard, dungeon)
    assert before < 1.0 and look(dungeon).openings == 3
    dungeon[(-1, 0)] = ("generic", "room", 1)
    assert card_progress(guard, dungeon) == 1.0
    assert look(dungeon).openings == 2
    assert (
        card_progress(guard, {(0, 0): (START, "dungeon", 0), (1, 0): ("generic", "room", 3)})
        == before
    )


def test_a_room_short_of_decorations_counts_towards_a_shape_card_more_than_a_wrong_tile():
    from game.ai.decorators.look import cell_worth, shape_progress

    assert cell_worth("R2", ("room", "red", 2, 0), 0) == 1.0
    assert 0.3 < cell_worth("R2", ("room", "red", 1, 0), 1) < 1.0  # more than an empty cell
    assert (
        cell_worth("R2", ("room", "red", 0, 0), 3)
        > cell_worth("R2", ("hallway", "red", 0, 0), 3)
        == -0.2
    )
    assert cell_worth("Rp", ("room", "gray", 2, 0), 3) == -0.2  # no colour: decorations cannot help
    assert cell_worth("R2", ("room", "red", 0, 0), 1) == -0.2  # one free wall cannot take two
    assert cell_worth("R2", ("room", "red", 0, 0), 3) > 0.3  # a bare room beats an empty cell
    offices = next(c for c, g in CATALOG.goals.items() if g.name == "Offices of Doom")
    hallways = {(1, 0): ("hallway", "gray", 0, 0), (1, 1): ("hallway", "gray", 0, 0)}
    facts = {
        (0, 0): ("room", "red", 1, 0),
        (2, 1): ("room", "red", 1, 0),
        **hallways,
    }  # R2 H / H R2
    free = {(0, 0): 1, (2, 1): 1, (1, 0): 0, (1, 1): 0}  # each room one short, a free wall each
    hall_facts = {**facts, (0, 0): ("hallway", "gray", 1, 0), (2, 1): ("hallway", "gray", 1, 0)}
    assert shape_progress(offices, facts, free) > shape_progress(offices, hall_facts, free)
    walled_in = {**free, (0, 0): 0, (2, 1): 0}
    assert shape_progress(offices, facts, free) > shape_progress(offices, facts, walled_in)


def first_draft(seed: int):
    """The first draft of a 2-player game whose set-up was chosen at random."""
    rng = random.Random(seed)
    state = new_state(2, seed)
    while state.phase != "draft":
        state.apply(state.current, rng.choice(state.legal_actions(state.current)))
    return state


def test_the_experts_anchor_drafts_the_tile_worth_most_where_hard_prices_the_order():
    from game.ai.decorators import evaluate as ev
    from game.ai.decorators.plain import PlainDraftBot
    from game.ai.search.knowledge import knowledge_of

    anchor = knowledge_of("decorators").make_anchor(1)
    assert isinstance(anchor, PlainDraftBot)
    state = first_draft(2)
    seat = state.current
    view = state.view(seat, seed=1)
    legal = view.legal_actions(seat)
    chosen = anchor.choose(view, seat, legal, Budget(1.0))
    hard = make_bot("decorators", "hard", 1).choose(view, seat, legal, Budget(1.0))
    assert chosen != hard  # here the hard bot's order price decides: a spot nearer the front
    clock, others_b = ev.rounds_left(view), ev.others_boss_b(view)
    base = anchor._full(view, seat, view.dungeons[seat], others_b, clock)
    worth = {
        spot: anchor._tile_worth(view, seat, tile, others_b, clock, base)
        for spot, tile in enumerate(view.board, 1)
    }
    assert chosen["act"] == "draft" and worth[chosen["spot"]] == max(worth.values())
    assert worth[hard["spot"]] < worth[chosen["spot"]]


def test_the_expert_drafts_as_its_anchor_and_races_its_builds():
    from game.ai.decorators.plain import PlainDraftBot
    from game.ai.search.bot import ExpertBot

    state = first_draft(2)
    seat = state.current
    view = state.view(seat, seed=1)
    expert = ExpertBot(4)
    expert.max_iterations = 2
    action = expert.choose(view, seat, view.legal_actions(seat), Budget(0.3))
    assert expert.last_search is None  # the anchor alone drafts
    assert action == PlainDraftBot(1).choose(view, seat, view.legal_actions(seat), Budget(0.3))
    state.apply(seat, action)
    while state.phase != "build" or len(state.legal_actions(state.current)) < 2:
        state.apply(state.current, state.legal_actions(state.current)[0])
    seat = state.current
    view = state.view(seat, seed=2)
    expert.choose(view, seat, view.legal_actions(seat), Budget(0.3))
    assert expert.last_search is not None and expert.last_search.iterations == 2
