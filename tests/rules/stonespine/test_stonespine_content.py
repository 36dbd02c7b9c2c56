"""The content file loads, keeps the published facts, and its loader refuses broken entries by
name."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules.content import CONTENT_DIR, ContentError
from game.rules.stonespine import content
from game.rules.stonespine.content import CATALOG

SOURCE = (CONTENT_DIR / "stonespine.toml").read_text(encoding="utf-8")


def test_published_counts():
    assert len(CATALOG.chambers) == 100
    assert Counter(c.type for c in CATALOG.chambers.values()) == {"cave": 50, "stone": 50}
    assert Counter(c.rune for c in CATALOG.chambers.values()) == {
        "red": 35,
        "green": 33,
        "blue": 32,
    }
    assert sum(copies for _, copies in CATALOG.tokens.values()) == 56
    assert Counter(shape for shape, copies in CATALOG.tokens.values() for _ in range(copies)) == {
        "circle": 25,
        "square": 15,
        "oval": 16,
    }
    assert (
        len(CATALOG.market),
        len(CATALOG.goals),
        len(CATALOG.challenges),
        len(CATALOG.blueprints),
    ) == (18, 8, 30, 8)
    assert CATALOG.market[18].bottom.price == 7 and CATALOG.market[18].bottom.slots == (
        "square",
        "circle",
    )
    assert CATALOG.chambers[48].name == "Crossroads" and CATALOG.chambers[48].gold == 8


def load_changed(tmp_path, old: str, new: str):
    assert old in SOURCE, old
    path = tmp_path / "stonespine.toml"
    path.write_text(SOURCE.replace(old, new, 1), encoding="utf-8")
    return content.load(path)


REFUSALS = [
    (
        'name = "Smokehouse", doors = "ESW"',
        'name = "Smokehouse", doors = "ESX"',
        "chambers entry 1 (Smokehouse)",
    ),
    (
        'slots = ["blade", "starneg", "", "slime"]',
        'slots = ["blade", "dragon", "", "slime"]',
        "unknown element 'dragon'",
    ),
    (
        'gold = 3, rune = "blue", source = "published" },\n  { id = 2',
        'gold = 3, rune = "purple", source = "published" },\n  { id = 2',
        "'rune' must be one of",
    ),
    (
        '{ id = 2, type = "cave", name = "Training Room"',
        '{ id = 7, type = "cave", name = "Training Room"',
        "'id' must be 2",
    ),
    (
        '{ face = "bear", shape = "square", copies = 3, source = "published" }',
        '{ face = "bear", shape = "square", copies = 3, source = "guessed" }',
        "'source' must be one of",
    ),
    ("{ id = 1, top = { price = 9,", "{ id = 1, top = { price = 0,", "market entry 1 top: 'price'"),
    (
        'measure = "goblin", most = true',
        'measure = "dragons", most = true',
        "goals entry 1 (Goblin Denizens)",
    ),
    (
        'rep = 10, measure = "flat"',
        'rep = 10, measure = "luck"',
        "challenges entry 30 (King's Favor)",
    ),
    ('["gob", "C", ".", "."]', '["gob", "C", "T", "."]', "exactly 8 requirements, this one has 9"),
    (
        '{ id = 9, rune = "blue", take = "monsters"',
        '{ id = 9, rune = "blue", take = "everything"',
        "jael_cards entry 9: 'take'",
    ),
    (
        "hand_size = { solo = 8, two = 8, more = 4 }",
        "hand_size = { solo = 8, two = 8, more = 6 }",
        "a game would need 120 chamber cards",
    ),
    ("rune_points = 2", "rune_points = -1", "[jael] levels ruthless: 'rune_points'"),
    ('name = "shrewd"', 'name = "gentle"', "each level needs its own name, not 'gentle'"),
]


@pytest.mark.parametrize("old,new,message", REFUSALS, ids=[r[2] for r in REFUSALS])
def test_the_loader_names_the_bad_entry(tmp_path, old, new, message):
    with pytest.raises(ContentError) as refused:
        load_changed(tmp_path, old, new)
    assert message in str(refused.value)


def test_a_missing_chamber_is_counted(tmp_path):
    last = SOURCE.index("  { id = 100,")
    end = SOURCE.index("\n", last) + 1
    path = tmp_path / "stonespine.toml"
    path.write_text(SOURCE[:last] + SOURCE[end:], encoding="utf-8")
    with pytest.raises(ContentError, match="'chambers' holds 99 entries, not 100"):
        content.load(path)


def test_a_corrected_value_loads(tmp_path):
    catalog = load_changed(
        tmp_path,
        'name = "Crossroads", doors = "NESW", slots = ["slime", "", "starneg3", ""], gold = 8',
        'name = "Crossroads", doors = "NESW", slots = ["slime", "", "starneg3", ""], gold = 7',
    )
    assert catalog.chambers[48].gold == 7
