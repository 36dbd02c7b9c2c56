"""The rules' sentences about a position that the table shows as tooltips: a dungeon cell, a
stack, a supply, what an action tile offers next, and a Golem tile."""

from makers_helpers import empty_state, lay, multi_with

from game.rules.makers.golem import rules_help
from game.rules.makers.text import (
    cell_note,
    golem_tile_note,
    offer_words,
    stack_note,
    supply_note,
    tile_words,
)


def test_a_cell_note_names_the_cell_the_tile_and_whose_minion_stands_there():
    s = empty_state()
    tile = lay(s, 0, [1, 2], "tunnel", "NS")
    names = ["Ann", "Bo"]
    assert cell_note(s, 0, (1, 2), names) == f"B3: {tile_words(tile)}"
    s.minion[0][2 * 5 + 1] = 1
    assert cell_note(s, 0, (1, 2), names) == f"B3: {tile_words(tile)}; Bo's minion stands here"
    assert cell_note(s, 0, (4, 4), names) == "" and cell_note(s, 1, (1, 2), names) == ""


def test_a_stack_note_tells_its_top_tile_and_how_many_are_left():
    s = empty_state()
    top = s.stacks[0][-1]
    assert (
        stack_note(s, 0)
        == f"Top of the left stack: {tile_words(top)}. {len(s.stacks[0])} tiles left."
    )
    s.stacks[2] = []
    assert stack_note(s, 2) == ""


def test_a_supply_note_counts_what_is_left_and_says_where_a_block_goes():
    s = empty_state()
    s.minions_left[0], s.blocks_left[0] = 4, 2
    assert supply_note(s, 0, "minion").startswith("Minions in the supply: 4. One goes onto a tile")
    assert "Place a Minion" in supply_note(s, 0, "minion")
    block = supply_note(s, 0, "block")
    assert block.startswith("Blocks left: 2.") and "Place a Block / Move a Tile" in block
    assert "into your opponent's dungeon" in block
    assert "onto the Iron Golem's pile" in supply_note(empty_state(players=1), 0, "block")


def test_the_offer_of_an_action_tile_follows_its_side_and_turn():
    s = empty_state()
    assert offer_words(s, 1) == "place a tile"
    multi_with(s, 1, "move_minion", "left")
    offer = offer_words(s, 1)
    assert (
        offer.startswith("choose from ")
        and "(left)" in offer
        and "(centre)" in offer
        and "(right)" in offer
    )
    assert all(f"{c['name']} (" in offer for c in s.action_choices(1))


def test_a_golem_tile_note_tells_both_faces_and_when_it_is_used():
    words = rules_help()[2]
    note = golem_tile_note(2, " (its next turn)")
    assert note.startswith(
        f"Tile {words['tile']}, {words['name']} (its next turn). Heads: {words['heads'][0]}"
    )
    assert f"Tails: {words['tails'][0]}" in note
    # every order of each face is told
    assert all(order in note for order in words["heads"] + words["tails"])
