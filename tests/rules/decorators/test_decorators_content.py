"""The content file loads with the designed counts and the published facts; broken files are
refused with a message naming the entry."""

import re

import pytest

from game.rules.content import CONTENT_DIR, ContentError
from game.rules.decorators import content
from game.rules.decorators.content import CATALOG

BASE = (CONTENT_DIR / "decorators.toml").read_text()


def test_designed_content_loads_with_the_counts_and_published_facts():
    assert len(CATALOG.tiles) == 120 and max(CATALOG.tiles) <= 300
    assert {30, 111, 156, 171, 210, 282, 297} <= set(CATALOG.tiles)
    assert CATALOG.tiles[297].assistant == "goblin_sapper"
    for assistant in content.ASSISTANTS[1:]:
        assert 1 <= sum(t.assistant == assistant for t in CATALOG.tiles.values()) <= 10
    decks = [CATALOG.deck_of(c) for c in CATALOG.goals]
    assert decks.count("shape") == decks.count("decoration") == 36
    assert (
        [b.deck for b in CATALOG.bosses].count("A")
        == 9
        == [b.deck for b in CATALOG.bosses].count("B")
    )
    named = {
        "Adan the Ascetic",
        "The Ambulatrix",
        "Coilimus Maximus",
        "Curio George",
        "Daphne the Doppelganger",
        "Diana, Creepy Doll",
        "Lois the Lavamancer",
        "Morris the Moist",
        "Oozymandias, King of the Slimes",
        "Pa'am the Prospector",
        "M'alice, Fiendish Fae",
        "Stacy the Spider Queen",
    }
    assert named <= {b.name for b in CATALOG.bosses}
    assert len(CATALOG.kinds) == 8 and "spiderweb" in CATALOG.kinds


def load(tmp_path, text):
    path = tmp_path / "decorators.toml"
    path.write_text(text)
    return content.load(path)


ROOM = min(n for n, t in CATALOG.tiles.items() if t.shape == "room")  # a designed room, to break
ROOM_KIND = next(e for e in CATALOG.tiles[ROOM].edges if e not in ("wild", "blank"))


def tile_block(number):
    return re.search(rf"\[\[tiles\]\]\nnumber = {number}\n(?:.+\n)+", BASE).group(0)


def boss_block(name):
    return re.search(rf'\[\[bosses\]\]\nname = "{name}"\n(?:.+\n)+', BASE).group(0)


@pytest.mark.parametrize(
    "change, words",
    [
        (
            lambda b: b.replace("number = 5\n", "number = 8\n", 1),
            "tile 8: the number is used twice",
        ),
        (lambda b: b.replace("number = 5\n", "number = 301\n", 1), "from 1 to 300"),
        (
            lambda b: b.replace(tile_block(297), tile_block(297).replace("goblin_sapper", "none")),
            "tile 297",
        ),
        (
            lambda b: b.replace(tile_block(210), tile_block(210).replace('"table"', '"skull"')),
            "tile 210",
        ),
        (
            lambda b: b.replace(
                tile_block(ROOM), tile_block(ROOM).replace('shape = "room"', 'shape = "cross"')
            ),
            f"tile {ROOM}: its white icons",
        ),
        (
            lambda b: b.replace(
                tile_block(ROOM), re.sub(r'floor = "\w+"', 'floor = "pink"', tile_block(ROOM))
            ),
            "unknown floor 'pink'",
        ),
        (
            lambda b: b.replace(
                tile_block(ROOM), tile_block(ROOM).replace(f'"{ROOM_KIND}"', '"teapot"')
            ),
            f"tile {ROOM}: 'edges'",
        ),
        (
            lambda b: b.replace(
                tile_block(ROOM),
                tile_block(ROOM).replace('source = "designed"', 'source = "guessed"'),
            ),
            f"tile {ROOM}: 'source'",
        ),
        (lambda b: b.replace(tile_block(30), ""), "119 numbered tiles"),
        (
            lambda b: b.replace('assistant = "none"', 'assistant = "burrow_bro"', 3),
            "burrow_bro (at most 10)",
        ),
        (
            lambda b: b.replace(
                'icons = ["table", "candles"]', 'icons = ["table", "candles", "keys", "skull"]'
            ),
            "a room card asks at most 3 icons",
        ),
        (
            lambda b: b.replace('cells = ["R R"]', 'cells = ["R Q"]'),
            "Twin Closets': unknown symbol 'Q'",
        ),
        (
            lambda b: b.replace('cells = ["H1 H H H"]', 'cells = ["H3 H H H"]'),
            "Straight Ahead': unknown symbol 'H3'",
        ),
        (
            lambda b: b.replace(
                'Monument"\nsource = "published"\npoints = 8',
                'Monument"\nsource = "published"\npoints = 9',
            ),
            "'Eye-Catching Monument': its points is printed as 8",
        ),
        (lambda b: cosy_points("0"), "'Cosy Room': 'points' must be a positive whole number"),
        (lambda b: b.replace(boss_block("Mortimer the Magpie"), ""), "boss deck A holds 8 cards"),
        (
            lambda b: b.replace(
                'name = "Curio George"\ndeck = "A"', 'name = "Curio George"\ndeck = "C"'
            ),
            "'Curio George': 'deck' must be 'A' or 'B'",
        ),
        (lambda b: b.replace('measure = "wilds"', 'measure = "vibes"'), "unknown measure 'vibes'"),
        (
            lambda b: b.replace(
                'measure = "open_passages"\npoints = 1', 'measure = "open_passages"'
            ),
            "needs either 'points'",
        ),
        (
            lambda b: b.replace(
                'Storage"\nsource = "published"\nwhere = "room"\nicons = ["swords", '
                '"spikes"]\npoints = 10',
                'Storage"\nsource = "published"\nwhere = "room"\nicons = ["swords", '
                '"spikes"]\npoints = 11',
            ),
            "'Sharp Pointy Object Storage': its points",
        ),
    ],
)
def test_broken_content_is_refused_by_name(tmp_path, change, words):
    changed = change(BASE)
    assert changed != BASE
    with pytest.raises(ContentError, match=re.escape(words)):
        load(tmp_path, changed)


def cosy_points(value: str) -> str:
    """The content with Cosy Room's points (one line) set to `value` (TOML)."""
    text = re.sub(
        r'(name = "Cosy Room"\nsource = "designed"\npoints = ).*',
        lambda m: m.group(1) + value,
        BASE,
    )
    assert text.count(f"points = {value}\n") > BASE.count(
        f"points = {value}\n"
    )  # the line was found
    return text


def cosy(catalog):
    return next(g for g in catalog.goals.values() if g.name == "Cosy Room")


def test_a_goal_is_worth_the_one_number_it_prints(tmp_path):
    assert cosy(load(tmp_path, cosy_points("11"))).points == 11


@pytest.mark.parametrize(
    "value",
    ["{ 2 = 7, 3 = 9, 4 = 12 }", '"nine"', "[7, 9, 12]", "0", "11.5", "true"],
)
def test_points_that_are_not_one_positive_whole_number_are_refused(tmp_path, value):
    """Rulebook: a goal card shows "the number of points" it is worth, one number, so points by
    player count (rules version 2) are refused like any other bad value."""
    words = "'Cosy Room': 'points' must be a positive whole number, not "
    with pytest.raises(ContentError, match=re.escape(words)):
        load(tmp_path, cosy_points(value))


def test_a_missing_file_and_bad_toml_are_named(tmp_path):
    with pytest.raises(ContentError, match="missing"):
        content.load(tmp_path / "nothing.toml")
    with pytest.raises(ContentError, match="not valid TOML"):
        load(tmp_path, "[[tiles]\n")
