"""The content file loads, matches the issue's designed values, and the loader names bad entries."""

from pathlib import Path

import pytest

from game.rules.content import ContentError
from game.rules.doodle import content

SOURCE = Path(content.__file__).resolve().parents[2] / "content" / "doodle.toml"


def test_the_shipped_content_holds_the_examples_cards():
    c = content.CONTENT
    assert c.hearts == 30 and len(c.cards) == 60
    assert (
        c.boxes["orc"][0] == 2 and c.boxes["dragon"][:3] == (2, 2, 2) and c.boxes["trap"] == (3, 3)
    )
    assert c.boxes["hand"] == (2, 2, 1)  # printed: "1 > [x] [x] 2 > [x] [x] 3 > [ ] 4"
    names = {card.action.name for card in c.cards}
    assert {"Orc Club", "Ax", "Talisman", "Cursed Blade", "Bomb", "Healing Potion"} <= names
    kinds = [card.action.kind for card in c.cards]
    assert 29 <= kinds.count("dungeon") <= 31 and len(kinds) == 60  # about half each kind
    assert any(card.elements == ("goblin", "orc", "orc", "improve", "improve") for card in c.cards)
    assert any(card.elements[:4] == ("walls", "goblin", "orc", "goblin") for card in c.cards)
    assert any(
        card.elements.index("goblin") < card.elements.index("dragon")
        for card in c.cards
        if "goblin" in card.elements and "dragon" in card.elements
    )


def broken(tmp_path, old: str, new: str, count: int = 1) -> Path:
    text = SOURCE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "doodle.toml"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "old, new, words",
    [
        ("hearts = 30", "hearts = 0", "[hero]: 'hearts'"),
        ('[sheet]\nsource = "published"', '[sheet]\nsource = "guessed"', "[sheet]: 'source'"),
        ('effect = "monster_bonus"', 'effect = "teleport"', "action 1 (Orc Club): unknown effect"),
        (
            'kind = "dungeon"',
            'kind = "hero"',
            "action 1 (Orc Club): a monster_bonus card is a dungeon",
        ),
        ('action = "Orc Club"', 'action = "Orc Hammer"', "card 1: unknown action 'Orc Hammer'"),
        (
            "walls = [[0, 0], [1, 0], [2, 1]]",
            "walls = [[0, 0], [3, 3]]",
            "card 1: the walls of a formation must touch",
        ),
        (
            'elements = ["walls", "goblin", "improve"]',
            'elements = ["walls", "goblin", "walls"]',
            "card 1: a card shows at most one",
        ),
        (
            'elements = ["walls", "goblin", "improve"]',
            'elements = ["walls", "goblin", "troll"]',
            "card 1: 'elements'",
        ),
        ("groups = [2, 2, 2, 3, 3]", "groups = [2, 2]", "boxes (orc): needs 5 groups"),
        (
            "dice = 2\ndrop = 0",
            "dice = 3\ndrop = 0",
            "action 7 (Cursed Blade): a fight never has more than 4",
        ),
        (
            'monster = "any"\namount = 3',
            'monster = "any"\namount = 3\nothers = 1',
            "action 4 (War Drum): only a card that helps one monster",
        ),
        (
            "others = 2",
            "others = 0",
            "action 2 (Goblin Knife): 'others' must be a whole number of at least 1",
        ),
    ],
)
def test_the_loader_names_the_bad_entry(tmp_path, old, new, words):
    with pytest.raises(ContentError) as refused:
        content.load(broken(tmp_path, old, new))
    assert words in str(refused.value)


def test_the_loader_counts_the_cards(tmp_path):
    text = SOURCE.read_text(encoding="utf-8")
    cut = text[: text.rindex("[[cards]]")]
    path = tmp_path / "doodle.toml"
    path.write_text(cut, encoding="utf-8")
    with pytest.raises(ContentError) as refused:
        content.load(path)
    assert "there must be 60 cards, not 59" in str(refused.value)
