"""Text wrapping: word widths are cached, but the lines must be exactly what measuring each whole
trial line would give (the greedy rule the panels and the log are laid out by)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.client import fonts
from game.paths import ASSETS

# Real vocabulary (the help pages: punctuation, digits, dashes, quotes) plus extremes of width.
WORDS = sorted(
    {word for page in (ASSETS / "help").glob("*.md") for word in page.read_text().split()}
    | {"WWWWWWWW", "iiiiiiii", "AVATAR", "Te", "Yo"}
)


def measured_whole(text: str, size: int, width: int, bold: bool) -> list[str]:
    f = fonts.font(size, bold)
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = word if not line else f"{line} {word}"
            if not line or f.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@pytest.fixture(autouse=True)
def fonts_ready():
    pygame.font.init()
    yield


def test_wrap_matches_measuring_every_whole_line():
    rng = random.Random(3)
    for _ in range(3000):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 40)))
        if rng.random() < 0.2:
            text = text.replace(" and ", "\nand ", 1)
        size, width, bold = rng.choice([10, 13, 18, 22]), rng.randint(30, 600), rng.random() < 0.3
        assert fonts.wrap(text, size, width, bold) == measured_whole(text, size, width, bold), (
            text,
            size,
            width,
        )


def test_wrapped_lines_fit_unless_a_single_word_is_wider():
    text = "A long sentence about tiles, minions and traps that must be broken into several lines."
    for width in (60, 120, 250):
        for line in fonts.wrap(text, 15, width):
            assert fonts.font(15).size(line)[0] <= width or " " not in line
