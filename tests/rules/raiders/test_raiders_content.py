"""The content file: counts, provenance, and clear errors for broken entries."""

import pytest

from game.rules.content import CONTENT_DIR, ContentError
from game.rules.raiders.content import CATALOG, load_catalog

TEXT = (CONTENT_DIR / "raiders.toml").read_text()


def _broken(tmp_path, old, new):
    assert old in TEXT
    path = tmp_path / "raiders.toml"
    path.write_text(TEXT.replace(old, new, 1))
    return path


def test_counts_match_the_rulebook():
    kinds = [CATALOG.cards[r].kind for r in CATALOG.rooms]
    assert len(kinds) == 30
    assert (
        kinds.count("monster"),
        kinds.count("treasure"),
        kinds.count("vault"),
        kinds.count("trap"),
    ) == (11, 10, 5, 4)
    assert len(CATALOG.bosses) == 10 and len(CATALOG.characters) == 5
    assert len(set(CATALOG.levels.values())) == 7  # seven distinct lit/dark patterns


def test_every_record_names_its_source():
    assert TEXT.count("source = ") == TEXT.count("[[") + 1  # plus the [items] table


def test_characters_start_with_wounds_from_the_older_hearts():
    explorer = next(c for c in CATALOG.characters if c.id == "explorer")
    assert (explorer.coins, explorer.wounds, explorer.items) == (3, 2, ("torch",))


@pytest.mark.parametrize(
    "old, new, words",
    [
        (
            'name = "Snake"\ncopies = 1\nstrength = [8, 10, 13]',
            'name = "Snake"\ncopies = 1\nstrength = [8, 10]',
            "monster 1 (Snake)",
        ),
        ('pattern = "LLDLL"', 'pattern = "LLXLL"', "level card 2 (L2)"),
        ('id = "medusa"', 'id = "gorgon"', "boss 2 (gorgon)"),
        ('rewards = ["coins:1"', 'rewards = ["gold:1"', "vault 2 (Coffer)"),
        (
            'name = "Lava"\ntarget = "most_coins"',
            'name = "Lava"\ntarget = "everyone"',
            "trap 1 (Lava)",
        ),
        ("chests = [4, 2]", "chests = [2, 4]", "treasure 7"),
        ('items = ["sword"]', 'items = ["shield"]', "character 2 (knight)"),
        (
            'name = "Dragon"\ncopies = 2',
            'name = "Dragon"\ncopies = 1',
            "11 monster room cards, not 10",
        ),
        (
            'id = "L7"\npattern = "DLDLD"\nsource = "designed"',
            'id = "L7"\npattern = "DLDLD"\nsource = "invented"',
            "level card 7 (L7): 'source'",
        ),
    ],
)
def test_broken_entries_are_named(tmp_path, old, new, words):
    with pytest.raises(ContentError, match=words.replace("(", r"\(").replace(")", r"\)")):
        load_catalog(_broken(tmp_path, old, new))
