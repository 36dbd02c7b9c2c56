"""The content file loads, has the designed counts, and broken files are named plainly."""

import pytest

from game.rules.content import ContentError
from game.rules.makers import content
from game.rules.makers.tiles import KIND, NUM_DUNGEON_TILES, TILES


def test_designed_content_loads():
    data = content.load()
    assert len(data["tiles"]) == 72 == NUM_DUNGEON_TILES
    kinds = {k: sum(1 for t in data["tiles"] if t[0] == k) for k in content.KINDS}
    assert all(kinds[k] > 0 for k in content.KINDS)
    assert all(t.icon for t in TILES if t.kind in ("tunnel", "chamber"))
    assert [g["tile"] for g in data["golem"]] == ["A", "B", "C", "D"]
    assert KIND[-2:] == ("start", "block")


def write(tmp_path, text):
    from game.rules.content import CONTENT_DIR

    base = (CONTENT_DIR / "makers.toml").read_text()
    path = tmp_path / "makers.toml"
    path.write_text(text(base))
    return path


@pytest.mark.parametrize(
    "change,words",
    [
        (
            lambda b: b.replace(
                'kind = "tunnel", paths = "NS", icon = "chest", count = 2',
                'kind = "tunnel", paths = "NS", icon = "chest", count = 3',
            ),
            "add up to 73",
        ),
        (
            lambda b: b.replace('kind = "maze", paths = "NS"', 'kind = "mace", paths = "NS"'),
            "unknown kind 'mace'",
        ),
        (
            lambda b: b.replace(
                'paths = "NS", icon = "chest", count = 2', 'paths = "NS", count = 2'
            ),
            "needs exactly one icon",
        ),
        (
            lambda b: b.replace('kind = "maze", paths = "NS"', 'kind = "maze", paths = "NQ"'),
            "'paths'",
        ),
        (
            lambda b: b.replace(
                'kind = "maze", paths = "NS", count = 2',
                'kind = "maze", paths = "NS", icon = "pit", count = 2',
            ),
            "carries no icon",
        ),
        (
            lambda b: b.replace(
                'icon = "chest", count = 2, source = "designed"',
                'icon = "chest", count = 2, source = "guessed"',
                1,
            ),
            "'source'",
        ),
        (
            lambda b: b.replace('do = "invade", from = "first"', 'do = "dance"'),
            "'do' must be one of",
        ),
        (
            lambda b: b.replace(
                'want = ["chasm"], from = "left"', 'want = ["gold"], from = "left"'
            ),
            "'want'",
        ),
    ],
)
def test_broken_content_is_reported(tmp_path, change, words):
    path = write(tmp_path, change)
    with pytest.raises(ContentError) as err:
        content.load(path)
    assert words in str(err.value)


def test_each_tile_is_told_in_words_by_kind_icon_and_pathways():
    from game.rules.makers.text import tile_words
    from game.rules.makers.tiles import BLOCK, START

    chest = next(
        t for t in range(NUM_DUNGEON_TILES) if TILES[t].icon == "chest" and KIND[t] == "tunnel"
    )
    ways = bin(TILES[chest].paths).count("1")
    assert tile_words(chest) == f"Tunnel with treasure chest, {ways} pathway" + "s" * (ways != 1)
    assert tile_words(BLOCK) == "Block" and tile_words(START).startswith("Starting tile, ")
    assert all(tile_words(t) for t in range(len(TILES)))
