"""The Iron Golem's tiles: what each face does, its explanation lines, and the cycle A-D."""

from makers_helpers import empty_state, lay, set_top

from game.rules.makers import golem
from game.rules.makers.tiles import KIND


class Coin:
    """Stands in for the state's rng to force a face (0.0 is heads, 0.9 tails)."""

    def __init__(self, value):
        self.value = value

    def random(self):
        return self.value


def golem_turn(s, face):
    s.current = 1
    s.rng = Coin(0.0 if face == "heads" else 0.9)
    s._apply(1, {"act": "golem"})
    return s.golem_lines


def test_tile_a_takes_the_chasm():
    s = empty_state(players=1)
    set_top(s, 0, "tunnel", "NS", "chest")
    set_top(s, 2, "chasm")
    lines = golem_turn(s, "heads")
    assert KIND[s.pile[-1]] == "chasm"
    assert lines[-1] == "Iron Golem, tile A (Hoarder): heads, takes the chasm from the right stack."
    assert s.golem_tile == 1 and s.current == 0


def test_tile_b_invades_an_open_pathway():
    s = empty_state(players=1)
    s.golem_tile = 1
    lay(s, 0, [2, 1], "tunnel", "NS", "chest")
    lay(s, 0, [2, 0], "tunnel", "NS", "bat")
    lines = golem_turn(s, "heads")
    assert s.minion[0][2] == 1 and s.minions_left[1] == 4
    assert lines[0] == (
        "Iron Golem, tile B (Raider): heads, sends a minion onto your tile at C1, "
        "where a pathway leads out of your dungeon."
    )
    assert "takes" in lines[1]  # its second order: a tile from the left stack
    assert s.scores()[0].breakdown["opponent's minions"] == -5


def test_tile_b_tails_keeps_a_minion():
    s = empty_state(players=1)
    s.golem_tile = 1
    golem_turn(s, "tails")
    assert s.pile_minions == 1 and s.scores()[1].breakdown["own minions"] == 3


def test_tile_c_prefers_new_icons_then_held_ones():
    s = empty_state(players=1)
    s.golem_tile = 2
    held = set_top(s, 1, "tunnel", "NS", "crab")
    s.pile.append(s.stacks[1].pop())
    set_top(s, 0, "chamber", "N", "crab")
    set_top(s, 1, "tunnel", "NE", "pit")
    set_top(s, 2, "water", "NS")
    golem_turn(s, "heads")
    assert s.pile[-1] != held and s.golem_lines[-1].endswith(
        "takes the tunnel (pit) from the middle stack."
    )
    s.golem_tile = 2
    set_top(s, 2, "chamber", "NES", "crab")
    golem_turn(s, "tails")
    assert "crab" in s.golem_lines[-1] and "right stack" in s.golem_lines[-1]


def test_tile_d_takes_or_throws_out_the_best_fit():
    s = empty_state(players=1)
    s.golem_tile = 3
    set_top(s, 0, "chamber", "N", "crab")  # fits the start in 4 ways
    set_top(s, 1, "maze", "NESW")  # fits in 16 ways
    set_top(s, 2, "water", "NS")
    golem_turn(s, "tails")
    assert KIND[s.discards[-1]] == "maze" and "16 ways" in s.golem_lines[0]
    assert "takes" in s.golem_lines[-1]  # second order: a trap, else any tile from the right
    assert s.golem_tile == 0


def test_golem_lines_explain_skipped_steps():
    s = empty_state(players=1)
    for k, icon in enumerate(("stairs", "chest", "chest")):
        set_top(s, k, "tunnel", "NS", icon)
    lines = golem_turn(s, "heads")
    assert lines[0] == "Iron Golem, tile A (Hoarder): heads; no stack top is a chasm."
    assert len(lines) == 3 and "takes" in lines[2]
    assert [e.text for e in s.events if e.kind == "golem_step"] == lines
    first = s.events[0]
    assert (first.kind, first.seat, first.data) == (
        "golem",
        1,
        {"tile": "A", "name": "Hoarder", "face": "heads"},
    )
    steps = [e.data for e in s.events[1:]]
    assert [d["done"] for d in steps] == [False, False, True]
    assert steps[0]["step"] == "No stack top is a chasm." and steps[2]["to"] == "pile"
    assert s.golem_last == {
        "tile": "A",
        "name": "Hoarder",
        "face": "heads",
        "steps": [{"done": d["done"], "text": d["step"]} for d in steps],
    }


def test_golem_with_empty_stacks_does_nothing():
    s = empty_state(players=1)
    s.stacks = [[], [], []]
    lines = golem_turn(s, "heads")
    assert lines[-1].endswith("nothing it can do for this order.")


def test_fit_count_counts_cells_and_turns():
    s = empty_state(players=1)
    tile = set_top(s, 0, "maze", "NESW")
    assert golem.fit_count(s, tile) == 16


def test_rules_help_describes_every_order():
    help_ = golem.rules_help()
    assert [t["tile"] for t in help_] == ["A", "B", "C", "D"]
    for tile, data in zip(help_, golem.GOLEM_TILES):
        assert len(tile["heads"]) == len(data["heads"]) and len(tile["tails"]) == len(data["tails"])
    assert help_[0]["heads"][0].startswith(
        "Take a chasm (looking at the stacks left to right), else"
    )


def test_a_tile_that_fits_one_way_is_said_in_the_singular(monkeypatch):
    monkeypatch.setattr(golem, "fit_count", lambda state, tile: 1)
    s = empty_state()
    step = {"do": "take", "from": "left", "want": ["fits_you"]}
    done = golem._try(s, step)
    assert done is not None and done["words"].endswith("(it fitted your dungeon in 1 way)")
