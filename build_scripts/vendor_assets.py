"""Refreshes the vendored art: game-icons.net icons and the bundled fonts.

    python build_scripts/vendor_assets.py            # icons and fonts
    python build_scripts/vendor_assets.py --icons    # only icons
    python build_scripts/vendor_assets.py --fonts    # only fonts

Needs npm (only here: the app runs from the committed files). Icons come from the npm package
@iconify-json/game-icons (CC BY 3.0): every icon named in build_scripts/icons.txt is written to
assets/icons/<name>.svg as a standalone 512x512 SVG whose `currentColor` is replaced by white
(SDL's SVG renderer draws currentColor grey; white lets the client tint an icon by multiplying),
and the attribution list goes to assets/icons/CREDITS.md and assets/icons/credits.json.
Fonts (SIL Open Font License) come from the @expo-google-fonts packages, which ship the TTF
files and their licence text.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_LIST = ROOT / "build_scripts" / "icons.txt"
ICON_DIR = ROOT / "assets" / "icons"
FONT_DIR = ROOT / "assets" / "fonts"
ICON_PACKAGE = "@iconify-json/game-icons"
FILL = "#ffffff"
LICENCE = "CC BY 3.0"
LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"

# game-icons.net author folders -> the names the site credits.
AUTHORS = {
    "cathelineau": "Cathelineau",
    "darkzaitzev": "DarkZaitzev",
    "delapouite": "Delapouite",
    "lorc": "Lorc",
    "sbed": "Sbed",
    "skoll": "Skoll",
}

# (npm package, file inside it, file name in assets/fonts/). Licence text: LICENSE_FONT.
FONTS = {
    "@expo-google-fonts/cinzel": {
        "400Regular/Cinzel_400Regular.ttf": "Cinzel-Regular.ttf",
        "700Bold/Cinzel_700Bold.ttf": "Cinzel-Bold.ttf",
    },
    "@expo-google-fonts/source-sans-3": {
        "400Regular/SourceSans3_400Regular.ttf": "SourceSans3-Regular.ttf",
        "400Regular_Italic/SourceSans3_400Regular_Italic.ttf": "SourceSans3-Italic.ttf",
        "700Bold/SourceSans3_700Bold.ttf": "SourceSans3-Bold.ttf",
    },
}
FONT_LICENCE_FILES = {
    "@expo-google-fonts/cinzel": "OFL-Cinzel.txt",
    "@expo-google-fonts/source-sans-3": "OFL-SourceSans3.txt",
}


def read_icon_list(path: Path = ICON_LIST) -> list[tuple[str, str, str]]:
    """(icon name, author folder, use) for every non-comment line of icons.txt."""
    entries = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(None, 2)
        if len(parts) < 3:
            raise SystemExit(f"{path}:{number}: expected '<icon> <author> <use>', got {line!r}")
        name, author, use = parts
        if author not in AUTHORS:
            raise SystemExit(
                f"{path}:{number}: unknown author folder {author!r}; add it to AUTHORS"
            )
        entries.append((name, author, use))
    return entries


def npm_install(packages: list[str], prefix: Path) -> Path:
    subprocess.run(["npm", "install", "--no-save", "--prefix", str(prefix), *packages], check=True)
    return prefix / "node_modules"


def standalone_svg(icon_set: dict, name: str) -> str:
    icons, aliases = icon_set["icons"], icon_set.get("aliases", {})
    key = aliases[name]["parent"] if name not in icons and name in aliases else name
    if key not in icons:
        raise SystemExit(f"icon {name!r} is not in {ICON_PACKAGE}")
    icon = icons[key]
    width = icon.get("width", icon_set.get("width", 512))
    height = icon.get("height", icon_set.get("height", 512))
    body = icon["body"].replace("currentColor", FILL)
    # Scale whatever the icon's own box is into the 512x512 box the client expects.
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" '
        f'viewBox="0 0 {width} {height}">{body}</svg>\n'
    )


def vendor_icons(modules: Path) -> None:
    package = modules / ICON_PACKAGE
    icon_set = json.loads((package / "icons.json").read_text())
    version = json.loads((package / "package.json").read_text())["version"]
    entries = read_icon_list()
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    wanted = {f"{name}.svg" for name, _, _ in entries}
    for stale in ICON_DIR.glob("*.svg"):
        if stale.name not in wanted:
            stale.unlink()
    credits = []
    for name, author, use in entries:
        (ICON_DIR / f"{name}.svg").write_text(standalone_svg(icon_set, name))
        credits.append(
            {
                "icon": name,
                "author": AUTHORS[author],
                "licence": LICENCE,
                "url": f"https://game-icons.net/1x1/{author}/{name}.html",
                "use": use,
            }
        )
    (ICON_DIR / "credits.json").write_text(
        json.dumps(
            {
                "source": f"game-icons.net via the npm package {ICON_PACKAGE} {version}",
                "licence": LICENCE,
                "licence_url": LICENCE_URL,
                "icons": credits,
            },
            indent=1,
        )
        + "\n"
    )
    lines = [
        "# Icon credits",
        "",
        f"Icons from [game-icons.net](https://game-icons.net) ({ICON_PACKAGE} {version}), "
        f"licensed under [{LICENCE}]({LICENCE_URL}).",
        f"The icons are recoloured: `currentColor` is replaced by `{FILL}` so the app can tint "
        "them.",
        "",
        "| Icon | Author | Licence | Used for |",
        "| --- | --- | --- | --- |",
    ]
    lines += [
        f"| [{c['icon']}]({c['url']}) | {c['author']} | {LICENCE} | {c['use']} |" for c in credits
    ]
    (ICON_DIR / "CREDITS.md").write_text("\n".join(lines) + "\n")
    print(
        f"icons: wrote {len(credits)} SVGs, CREDITS.md and credits.json to "
        f"{ICON_DIR.relative_to(ROOT)}"
    )


def vendor_fonts(modules: Path) -> None:
    FONT_DIR.mkdir(parents=True, exist_ok=True)
    for package, files in FONTS.items():
        for source, target in files.items():
            shutil.copyfile(modules / package / source, FONT_DIR / target)
        shutil.copyfile(modules / package / "LICENSE_FONT", FONT_DIR / FONT_LICENCE_FILES[package])
    print(
        f"fonts: copied {sum(map(len, FONTS.values()))} TTF files and their licences to "
        f"{FONT_DIR.relative_to(ROOT)}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--icons", action="store_true", help="only refresh the icons")
    parser.add_argument("--fonts", action="store_true", help="only refresh the fonts")
    args = parser.parse_args(argv)
    do_icons = args.icons or not args.fonts
    do_fonts = args.fonts or not args.icons
    packages = ([ICON_PACKAGE] if do_icons else []) + (list(FONTS) if do_fonts else [])
    with tempfile.TemporaryDirectory(prefix="lairwright-vendor-") as temp:
        modules = npm_install(packages, Path(temp))
        if do_icons:
            vendor_icons(modules)
        if do_fonts:
            vendor_fonts(modules)
    return 0


if __name__ == "__main__":
    sys.exit(main())
