"""The key to the Dungeon Makers table (kit/symbol_key.py): every tile type, icon, piece, mark and
number the table draws, each pictured by the same drawing function the board uses, with what it
means in our own words. Solo tables explain the Iron Golem's panel; two-player tables the other
dungeon beside yours."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import theme
from game.client.tables.kit.hint import draw_ghost_marker
from game.client.tables.kit.open_step import mark_place
from game.client.tables.kit.provisional import draw_marker
from game.client.tables.kit.symbol_key import KeyEntry, KeySection
from game.client.tables.makers.panels import (
    COIN_RADIUS,
    action_icon,
    action_tile,
    drop_edge,
    empty_cell,
)
from game.client.tables.makers.tiles import ICON_FILES, RINGS, tile_surface
from game.client.widgets.badges import count_chips, medallion, seat_token
from game.client.widgets.board_parts import lettered_boxes, pile_edges, route
from game.client.widgets.checklist import draw_steps
from game.client.widgets.dice import Die
from game.client.widgets.drag import lit_target
from game.rules.makers.content import ENCOUNTERS, TRAPS
from game.rules.makers.scoring import TRAP_SET_POINTS
from game.rules.makers.text import GOLEM_WORDS, KIND_NAMES, TILE_ICON_NAMES
from game.rules.makers.tiles import GOLEM_TILES, KIND, TILES

MinionStyle = Callable[[int], tuple]  # owner seat -> (colour, shape)

TILE_MEANINGS = {
    "tunnel": "Brown edging and one icon. Minions walk on through tunnels.",
    "chamber": "Grey edging, a room and one icon. Your minion on it at the end: +1.",
    "maze": "Minions walk through it like a tunnel. 1 point when laid, 1 more when moved, "
    "and your minion on it at the end: +2.",
    "puzzle": "Red edging and runes. 2 points when laid, +1 for each pathway joined to another "
    "puzzle chamber; 1 more when moved.",
    "water": "A blue channel. When laid, 1 point for every water tile in the dungeon.",
    "chasm": "No pathways: goes beside any tile. At the end, 1 point per pathway leading into it. "
    "No minion may stand on it or cross it.",
    "block": "A brick wall put there by the other side. No pathway may run into it; -2 at the "
    "end for the dungeon that holds it.",
    "start": "The crossroads every dungeon grows from. It never moves and is never swapped.",
}
ICON_MEANINGS = {
    "chest": "Gold ring. 1 point at the end; whoever holds the most chests gets 5 more "
    "(3 each when tied).",
    "stairs": "Blue ring. 1 point the moment the tile is laid; nothing at the end.",
}
ENCOUNTER_MEANING = "Green ring, an encounter. 2 points at the end, +1 for each pair of the same."
TRAP_MEANING = "Red ring, a trap. Traps count in sets of different kinds (see Trap sets)."


def _blit(picture: pygame.Surface) -> Callable:
    def draw(surface, rect):
        surface.blit(picture, picture.get_rect(center=rect.center))

    return draw


def _tile(kind: str) -> Callable:
    """A tile of that kind, drawn as the board draws tiles."""
    tile = next(t for t in range(len(TILES)) if KIND[t] == kind)
    return lambda surface, rect: surface.blit(tile_surface(tile, 0, rect.width), rect.topleft)


def _inside(draw) -> Callable:
    """`draw(surface, rect)` kept inside the picture's square (what it draws beyond is cut)."""

    def clipped(surface, rect):
        draw(surface.subsurface(rect), pygame.Rect((0, 0), rect.size))

    return clipped


def _icon(icon: str) -> Callable:
    """A tile's bonus icon in its ring, as the board draws it on a tile."""

    def draw(surface, rect):
        medallion(surface, rect.center, rect.width // 2 - 2, ICON_FILES[icon], RINGS[icon], 2)

    return draw


def _token(style: MinionStyle, seat: int) -> Callable:
    return lambda surface, rect: seat_token(surface, rect.center, rect.width // 2 - 2, *style(seat))


def _action(name: str) -> Callable:
    return lambda surface, rect: _blit(action_icon(name, rect.width - 4, theme.TEXT))(surface, rect)


def _action_side(side: str) -> Callable:
    return lambda surface, rect: surface.blit(action_tile(rect.size, side, 0, None), rect.topleft)


def _stack(surface, rect) -> None:
    surface.blit(pile_edges(4, rect.width - 4), rect.topleft)
    surface.blit(tile_surface(0, 0, rect.width - 4), rect.topleft)


def _lit(surface, rect) -> None:
    empty_cell(surface, rect)
    lit_target(surface, rect, current=True)


@_inside
def _route(surface, rect) -> None:
    empty_cell(surface, rect)
    route(surface, [(rect.right - 5, rect.top + 6), (rect.left + 7, rect.top + 6)], 2)


def _marked(draw_frame) -> Callable:
    def draw(surface, rect):
        inner = rect.inflate(-12, -12)
        surface.blit(tile_surface(0, 0, inner.width), inner.topleft)
        draw_frame(surface, inner, "")

    return draw


def _swap_edge(surface, rect) -> None:
    inner = rect.inflate(-8, -8)
    surface.blit(tile_surface(0, 0, inner.width), inner.topleft)
    drop_edge(surface, inner, "swap")


def _trade(surface, rect) -> None:
    surface.blit(tile_surface(0, 0, rect.width), rect.topleft)
    mark_place(surface, rect, "cancel")


def _golem_box(current: int | None) -> Callable:
    def draw(surface, rect):  # as tall as the entry allows: the panel's boxes are 52 high
        box = pygame.Rect(rect.topleft, (rect.width, min(52, surface.get_height())))
        lettered_boxes(surface, box, [(GOLEM_TILES[0]["tile"], "")], current, "")

    return draw


def _coin(surface, rect) -> None:
    coin = Die(
        pygame.Rect(0, 0, 2 * COIN_RADIUS, 2 * COIN_RADIUS),
        sides=2,
        faces=("H", "T"),
        face_colours=(theme.GOLD, (170, 170, 176)),
        round_=True,
    )
    coin.rect.center = rect.center
    coin.draw(surface)


def _chip(surface, rect) -> None:  # (a chip is wider than the square: it reaches the words)
    chips = [(ICON_FILES["chasm"], 2, RINGS.get("chasm", (140, 130, 120)), "")]
    count_chips(surface, rect.left - 4, rect.right + 60, rect.top + 3, chips, {})


def _steps(surface, rect) -> None:
    half = rect.height // 2
    for k, done in enumerate((True, False)):
        draw_steps(surface, (rect.left + 8, rect.top + k * half, 20, half), 14, [(done, [""])])


def _tiles_section() -> KeySection:
    return KeySection(
        "Tiles: the letter in the corner",
        tuple(
            KeyEntry(f"{letter}  {KIND_NAMES[kind]}", TILE_MEANINGS[kind], _tile(kind))
            for kind, letter in (
                ("tunnel", "T"),
                ("chamber", "C"),
                ("maze", "M"),
                ("puzzle", "P"),
                ("water", "X"),
                ("chasm", "Z"),
                ("block", "B"),
                ("start", "S"),
            )
        ),
    )


def _icons_section() -> KeySection:
    entries = [
        KeyEntry(TILE_ICON_NAMES[icon].capitalize(), ICON_MEANINGS[icon], _icon(icon))
        for icon in ("chest", "stairs")
    ]
    entries += [
        KeyEntry(TILE_ICON_NAMES[icon].split(" (")[0], ENCOUNTER_MEANING, _icon(icon))
        for icon in ENCOUNTERS
    ]
    entries += [
        KeyEntry(TILE_ICON_NAMES[icon].split(" (")[0], TRAP_MEANING, _icon(icon)) for icon in TRAPS
    ]
    sets = ", ".join(
        f"{n} kind{'s' * (n > 1)} {TRAP_SET_POINTS[n]}" for n in range(1, len(TRAP_SET_POINTS))
    )
    entries.append(
        KeyEntry(
            "Trap sets",
            f"At the end traps are grouped into sets of different kinds, each trap in one set "
            f"only: {sets} points.",
        )
    )
    return KeySection("Icons on tunnels and chambers", tuple(entries))


def _pieces_section(solo: bool, style: MinionStyle, names: list[str]) -> KeySection:
    other = "the Iron Golem" if solo else names[1]
    entries = [
        KeyEntry(
            "Your minion",
            "Your colour and shape. In your dungeon at the end: 3 points, more on a chamber or "
            "a maze. Five to start with, in the row above your dungeon.",
            _token(style, 0),
        ),
        KeyEntry(
            f"{'The Iron Golem' if solo else other}'s minion",
            "Its colour and shape. Each one standing in your dungeon costs you 5 at the end.",
            _token(style, 1),
        ),
        KeyEntry(
            "Your blocks",
            "Three, above your dungeon. "
            + (
                "Solo: dropped on the Iron Golem's panel, a block costs it 2 points."
                if solo
                else f"Dropped into an empty cell of {other}'s dungeon that a pathway leads into."
            ),
            _tile("block"),
        ),
        KeyEntry(
            "Dungeon stacks",
            "Three face-up stacks; only the top tile may be taken. The line under a stack says "
            "which it is and how many tiles it still holds.",
            _stack,
        ),
        KeyEntry(
            "A1 ... E5",
            "Cell names, as the log uses them: the letter of the column above the grid, the "
            "number of the row to its left.",
        ),
    ]
    if not solo:
        entries.append(
            KeyEntry(
                "x3 beside the other dungeon",
                f"The minions and blocks {other} still has; under them their action tile.",
            )
        )
    return KeySection("Pieces", tuple(entries))


def _action_section() -> KeySection:
    return KeySection(
        "Your action tile",
        (
            KeyEntry(
                "Single side (blue)",
                "This turn you place a tile, nothing else. The tile flips after every turn.",
                _action_side("single"),
            ),
            KeyEntry(
                "Many-icon side",
                "Place a tile (centre) or turn the tile a quarter left or right to use the icon "
                "on that side. Top and bottom icons are never used. The small dark triangle "
                "marks the edge that was on top at the start.",
                _action_side("multi"),
            ),
            KeyEntry(
                "Place a Tile", "A stack's top tile into your dungeon.", _action("place_tile")
            ),
            KeyEntry(
                "Place a Block / Move a Tile",
                "Either give a block away, or move one of your tiles (1 point, 2 for a maze or "
                "puzzle chamber).",
                _action("block_or_move"),
            ),
            KeyEntry(
                "Place a Minion", "A minion from your supply onto a tile.", _action("place_minion")
            ),
            KeyEntry(
                "Move a Minion",
                "Walk a minion of yours along joined pathways: 1 point per tile entered.",
                _action("move_minion"),
            ),
            KeyEntry(
                "Swap a Tile",
                "A stack's top tile replaces one of yours; the old one leaves the game.",
                _action("swap"),
            ),
            KeyEntry(
                "1, 2, 3 (the choice buttons)",
                "Left, centre and right choice of your action tile this turn. Greyed: not "
                "possible now, or not your turn.",
            ),
        ),
    )


def _marks_section() -> KeySection:
    return KeySection(
        "Marks while you play",
        (
            KeyEntry(
                "Lit cell", "The piece in hand may go here; the tick: under the pointer.", _lit
            ),
            KeyEntry(
                "Orange edge",
                "Dropping the held stack tile here swaps: the tile in the cell leaves the game. "
                "A thin gold edge places it. The words above say the points.",
                _swap_edge,
            ),
            KeyEntry(
                "Route and +N",
                "Where a minion would walk and the points the walk brings.",
                _route,
            ),
            KeyEntry(
                "Orange frame with a cross",
                "After a minion's move: a block or enemy minion it may be traded for (both "
                "leave the game). Or keep the minion.",
                _trade,
            ),
            KeyEntry(
                "Gold dashed frame: not final",
                "A move waiting for Confirm (Enter). Esc, Undo or picking the piece up takes it "
                "back. Its points show as +N? in the scores.",
                _marked(draw_marker),
            ),
            KeyEntry(
                "Blue dashed frame: Hint",
                "What the hard computer player would do now (H); the sentence at the bottom "
                "says why.",
                _marked(draw_ghost_marker),
            ),
            KeyEntry(
                "Gold outline, fading",
                "The cells the last move touched. Points scored rise as +N from where they "
                "were scored.",
            ),
            KeyEntry(
                "Score track",
                "Where each side would stand if the game ended now, end-of-game points included.",
            ),
        ),
    )


def _golem_section() -> KeySection:
    entries = [
        KeyEntry(
            "A, B, C, D",
            "The Iron Golem's four tiles, used in turn. The lit one is tagged NOW while its "
            "turn is told, else NEXT.",
            _golem_box(0),
        ),
        KeyEntry(
            "Coin H / T",
            "Each Golem turn tosses it: heads or tails picks which half of the tile it follows.",
            _coin,
        ),
        KeyEntry(
            "Pile chips",
            "What the Golem's pile holds, by icon or kind, and how many. It scores icons like "
            "you do, 4 per chasm, 1 per puzzle chamber or maze, -2 per block.",
            _chip,
        ),
        KeyEntry(
            "+  and  -",
            "Its last turn, step by step: + a step it did, - a step it could not do.",
            _steps,
        ),
    ]
    entries += [
        KeyEntry(
            f"Tile {words['tile']}: {words['name']}",
            f"Heads: {' Then: '.join(words['heads'])} Tails: {' Then: '.join(words['tails'])}",
        )
        for words in GOLEM_WORDS
    ]
    return KeySection("The Iron Golem (its panel)", tuple(entries))


def key_sections(solo: bool, style: MinionStyle, names: list[str]) -> list[KeySection]:
    """The table's key; `style(seat)` -> (colour, shape) of that seat's minions, `names` the
    seats' names."""
    sections = [
        _tiles_section(),
        _icons_section(),
        _pieces_section(solo, style, names),
        _action_section(),
        _marks_section(),
    ]
    return sections + ([_golem_section()] if solo else [])
