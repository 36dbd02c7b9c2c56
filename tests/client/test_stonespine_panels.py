"""The priority track's words fit their share of the row with four or five players."""

from __future__ import annotations

import pytest

from game.client import fonts, theme
from game.client.tables.stonespine.panels import priority_label


@pytest.mark.parametrize("width", [86, 58, 44])
def test_priority_label_fits_its_share_of_the_row(app, width):
    label, size = priority_label("12g", 9, width)
    assert size >= fonts.SMALLEST
    assert "12g" in label and "9" in label
    assert fonts.render(label, size, theme.TEXT, False).get_width() <= width


def test_priority_label_keeps_its_long_form_where_there_is_room(app):
    assert priority_label("3g", 6, 200) == ("3g  (6 pts)", 14)
    assert priority_label("3g", None, 10) == ("3g", 14)
