"""The vendored art: every listed icon is present, loads at any size and is credited; the
bundled fonts load and carry their licence. Runs with SDL's dummy video driver."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))
import vendor_assets  # noqa: E402

ICONS = ROOT / "assets" / "icons"
FONTS = ROOT / "assets" / "fonts"
LISTED = vendor_assets.read_icon_list()


def test_icon_folder_holds_exactly_the_listed_icons():
    assert sorted(p.stem for p in ICONS.glob("*.svg")) == sorted(name for name, _, _ in LISTED)


@pytest.mark.parametrize("name", [name for name, _, _ in LISTED])
def test_icon_is_a_white_512_box_that_renders(name):
    text = (ICONS / f"{name}.svg").read_text()
    assert "currentColor" not in text and vendor_assets.FILL in text
    assert 'width="512" height="512"' in text
    image = pygame.image.load_sized_svg(str(ICONS / f"{name}.svg"), (48, 48))
    assert image.get_size() == (48, 48)
    # Something is drawn, and it is drawn white (the client tints icons by multiplying).
    opaque = [
        image.get_at((x, y)) for x in range(48) for y in range(48) if image.get_at((x, y)).a > 200
    ]
    assert len(opaque) > 48
    assert all(min(pixel.r, pixel.g, pixel.b) > 200 for pixel in opaque)


def test_every_icon_is_credited_with_author_and_licence():
    credits = json.loads((ICONS / "credits.json").read_text())
    assert credits["licence"] == "CC BY 3.0"
    by_icon = {entry["icon"]: entry for entry in credits["icons"]}
    assert set(by_icon) == {name for name, _, _ in LISTED}
    markdown = (ICONS / "CREDITS.md").read_text()
    for name, author, _ in LISTED:
        entry = by_icon[name]
        assert entry["author"] == vendor_assets.AUTHORS[author]
        assert entry["url"] == f"https://game-icons.net/1x1/{author}/{name}.html"
        assert f"[{name}]({entry['url']}) | {entry['author']} | CC BY 3.0" in markdown


@pytest.mark.parametrize(
    "font", sorted(name for files in vendor_assets.FONTS.values() for name in files.values())
)
def test_bundled_font_loads_and_renders(font):
    pygame.font.init()
    face = pygame.font.Font(str(FONTS / font), 24)
    assert face.size("Lairwright")[0] > face.size("L")[0] > 0


def test_font_licences_are_bundled():
    for licence in vendor_assets.FONT_LICENCE_FILES.values():
        assert "SIL OPEN FONT LICENSE" in (FONTS / licence).read_text().upper()
    readme = (FONTS / "README.md").read_text()
    for files in vendor_assets.FONTS.values():
        for name in files.values():
            assert f"`{name}`" in readme
