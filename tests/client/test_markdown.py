"""The rules-help markdown subset."""

from __future__ import annotations

from game.client.markdown import parse


def test_headings_paragraphs_and_bullets():
    text = """# Title
Some **bold** words
over two lines.

## Setup
- first step
  continues here
* second `step`

### Small
Last paragraph."""
    assert parse(text) == [
        ("h1", "Title"),
        ("p", "Some bold words over two lines."),
        ("h2", "Setup"),
        ("li", "first step continues here"),
        ("li", "second step"),
        ("h3", "Small"),
        ("p", "Last paragraph."),
    ]


def test_deep_headings_fold_into_h3():
    assert parse("#### Deep") == [("h3", "Deep")]


def test_links_keep_their_address_and_underscores_inside_words_stay():
    assert parse("See [the site](https://x.org/a_b) and snake_case_name.") == [
        ("p", "See the site (https://x.org/a_b) and snake_case_name.")
    ]
