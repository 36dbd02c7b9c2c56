"""A small markdown subset for the rules help: headings (#, ##, ###), paragraphs and bullets
(- or *). Inline emphasis markers are dropped; the words stay."""

from __future__ import annotations

import re

_INLINE = re.compile(r"(?<!\w)(\*\*|__|\*|_|`)(.+?)\1(?!\w)")
_LINK = re.compile(r"\[([^\]]+)\]\(([^)]+)\)")


def _plain(text: str) -> str:
    return _INLINE.sub(r"\2", _LINK.sub(r"\1 (\2)", text)).strip()


def parse(text: str) -> list[tuple[str, str]]:
    """Blocks as (kind, text): kind is 'h1', 'h2', 'h3', 'p' or 'li'."""
    blocks: list[tuple[str, str]] = []
    paragraph: list[str] = []

    def flush():
        if paragraph:
            blocks.append(("p", _plain(" ".join(paragraph))))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        bullet = re.match(r"^[-*+]\s+(.*)$", line)
        if not line:
            flush()
        elif heading:
            flush()
            blocks.append((f"h{min(3, len(heading.group(1)))}", _plain(heading.group(2))))
        elif bullet:
            flush()
            blocks.append(("li", _plain(bullet.group(1))))
        elif blocks and blocks[-1][0] == "li" and raw.startswith((" ", "\t")) and not paragraph:
            blocks[-1] = ("li", blocks[-1][1] + " " + _plain(line))  # a bullet's wrapped line
        else:
            paragraph.append(line)
    flush()
    return blocks
