"""Room descriptions for the table: every card has one, with its own numbers."""
from game.rules.raiders.content import CATALOG
from game.rules.raiders.describe import room_lines


def test_every_room_and_boss_is_described_with_its_numbers():
    for card_id in CATALOG.rooms + CATALOG.bosses:
        card = CATALOG.cards[card_id]
        lines = room_lines(card, 4)
        assert lines and all(isinstance(line, str) and line for line in lines)


def test_values_appear_where_they_matter():
    cards = CATALOG.cards
    assert room_lines(cards["coffer-1"], 3)[3] == "4: 3 coins"
    assert room_lines(cards["armoury-1"], 3)[1] == "2: a crystal ball"
    assert room_lines(cards["magnet-1"], 3)[1:] == ["5: 2", "4: 2", "3: 1", "2: 1"]
    assert "Strength 18" in room_lines(cards["dragon-1"], 4)[0]
    assert "per head, 2 heads" in room_lines(cards["hydra-1"], 5)[0]
    assert room_lines(cards["medusa"], 5)[0] == "Boss, strength 20."
