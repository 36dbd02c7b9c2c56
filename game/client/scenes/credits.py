"""Credits: our own credits, then the icon attributions and font licences that ship with the
app (read from assets/icons/CREDITS.md or credits.json and assets/fonts/ licence files)."""

from __future__ import annotations

import json

from game.client import markdown
from game.client.scenes.help import HelpScene, render_blocks
from game.paths import ASSETS

OWN_CREDITS = """# Lairwright
Lairwright lets you play dungeon board games on one computer: alone against computer players
and the games' official solo opponents, or with friends passing the device around.

The app, its rules engines, computer players, screens and texts were written by the Lairwright
project. The games themselves belong to their designers and publishers; buy the printed games
to support them.
"""


def _icon_credits() -> str:
    """The icon attributions, grouped by author (from credits.json, else CREDITS.md)."""
    folder = ASSETS / "icons"
    js = folder / "credits.json"
    if js.is_file():
        data = json.loads(js.read_text(encoding="utf-8"))
        by_author: dict[tuple[str, str], list[str]] = {}
        for entry in data.get("icons", []):
            key = (entry.get("author", "unknown"), entry.get("licence", data.get("licence", "")))
            by_author.setdefault(key, []).append(entry.get("icon", "?"))
        lines = [
            "## Icons",
            f"Icons from {data.get('source', 'game-icons.net')}, under "
            f"{data.get('licence', 'CC BY 3.0')} ({data.get('licence_url', '')}). "
            "They are recoloured to fit the table.",
            "",
        ]
        for (author, licence), names in sorted(by_author.items()):
            lines.append(f"- {author} ({licence}): {', '.join(sorted(names))}")
        return "\n".join(lines)
    md = folder / "CREDITS.md"
    return md.read_text(encoding="utf-8") if md.is_file() else ""


def _font_licences() -> str:
    folder = ASSETS / "fonts"
    texts = []
    if folder.is_dir():
        for path in sorted(folder.iterdir()):
            name = path.name.lower()
            if "licen" in name or name.startswith("ofl"):
                texts.append(f"## Font licence: {path.name}\n\n" + path.read_text(encoding="utf-8"))
    return "\n\n".join(texts)


def credits_text() -> str:
    parts = [OWN_CREDITS]
    icons = _icon_credits()
    parts.append(icons or "## Icons\nNo icon files are bundled in this build.")
    fonts_text = _font_licences()
    parts.append(fonts_text or "## Fonts\nThis build uses the font that comes with pygame.")
    return "\n\n".join(parts)


class CreditsScene(HelpScene):
    name = "credits"

    def __init__(self, app):
        super().__init__(app, game_id=None)

    def load_page(self):
        self.title = "Credits"
        return render_blocks(markdown.parse(credits_text()), self.view.width - 40)
