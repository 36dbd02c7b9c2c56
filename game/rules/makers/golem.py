"""The Iron Golem's turn: flip a coin, then follow that face of the current Golem tile (A-D).

The tiles are data (makers.toml [[golem]]): each face is a list of orders, carried out in turn;
an order is a list of steps and the Golem does the first step of it that is possible. It looks only
at public things: the stack tops, your dungeon, its pile.
Every step it considers is written to `state.golem_lines` in plain words.
"""

from __future__ import annotations

from game.rules.makers import placement
from game.rules.makers.actions import STACK_NAMES
from game.rules.makers.content import ENCOUNTERS, KINDS, TRAPS
from game.rules.makers.tiles import GOLEM_TILES, ICON, KIND, TILES, cell_label, cell_of

GOLEM, PLAYER = 1, 0
SCANS = {"left": (0, 1, 2), "right": (2, 1, 0)}
WANT_WORDS = {
    "any": "any tile",
    "trap": "a tile showing a trap",
    "encounter": "a tile showing an encounter",
    "new_icon": "a trap or encounter it does not hold yet",
    "held_icon": "a trap or encounter it already holds",
    "fits_you": "the tile that fits your dungeon best",
}


def fit_count(state, tile: int) -> int:
    """In how many ways (cell and turn) `tile` could be laid into your dungeon now."""
    grid, masks = state.grid[PLAYER], state.mask[PLAYER]
    cons = placement.constraints(grid, masks, placement.empty_cells(grid))
    return sum(len(placement.fitting_rots(tile, need, forbid)) for _, need, forbid in cons)


def _matches(state, tile: int, want: list[str]) -> bool:
    held = {ICON[t] for t in state.pile}
    for w in want:
        if w == "any" or w == KIND[tile] or w == ICON[tile]:
            return True
        icon = ICON[tile]
        if (w == "trap" and icon in TRAPS) or (w == "encounter" and icon in ENCOUNTERS):
            return True
        if w in ("new_icon", "held_icon") and icon in TRAPS + ENCOUNTERS:
            if (icon in held) == (w == "held_icon"):
                return True
    return False


def _choose_stack(state, step: dict) -> tuple[int | None, int]:
    """The stack the step picks (None if none qualifies) and, for fits_you, the fit count."""
    order = [s for s in SCANS[step["from"]] if state.stacks[s]]
    if step["want"] == ["fits_you"]:
        best, best_fits = None, 0
        for s in order:
            fits = fit_count(state, state.stacks[s][-1])
            if fits > best_fits:
                best, best_fits = s, fits
        return best, best_fits
    for s in order:
        if _matches(state, state.stacks[s][-1], step["want"]):
            return s, 0
    return None, 0


def _want_words(want: list[str]) -> str:
    words = [WANT_WORDS.get(w, f"a {w}" if w in KINDS else f"a tile showing a {w}") for w in want]
    return " or ".join(words)


def _try(state, step: dict) -> dict | None:
    """Do the step if possible and return what it did: {"words", "cell", "tile", "stack", "to"}
    (cell, tile and stack None when they do not apply); None when it is not possible."""
    do = step["do"]
    if do in ("take", "burn"):
        s, fits = _choose_stack(state, step)
        if s is None:
            return None
        tile = state.stacks[s][-1]
        state.pop_stack(s)
        why = f" (it fitted your dungeon in {fits} way{'s' * (fits != 1)})" if fits else ""
        if do == "take":
            state.pile.append(tile)
            words = f"takes the {TILES[tile].name} from the {STACK_NAMES[s]} stack{why}"
            return {"words": words, "cell": None, "tile": tile, "stack": s, "to": "pile"}
        state.discards.append(tile)
        words = (
            f"throws the {TILES[tile].name} from the {STACK_NAMES[s]} stack out of the game{why}"
        )
        return {"words": words, "cell": None, "tile": tile, "stack": s, "to": "out"}
    if state.minions_left[GOLEM] <= 0:
        return None
    if do == "invade":
        spots = placement.exits(state.grid[PLAYER], state.mask[PLAYER], state.minion[PLAYER])
        if not spots:
            return None
        i = spots[0] if step["from"] == "first" else spots[-1]
        state.minion[PLAYER][i] = GOLEM
        state.minions_left[GOLEM] -= 1
        words = (
            f"sends a minion onto your tile at {cell_label(i)}, where a pathway leads out of "
            "your dungeon"
        )
        return {
            "words": words,
            "cell": cell_of(i),
            "tile": None,
            "stack": None,
            "to": "your dungeon",
        }
    state.pile_minions += 1
    state.minions_left[GOLEM] -= 1
    return {
        "words": "keeps a minion on its pile (3 points at the end)",
        "cell": None,
        "tile": None,
        "stack": None,
        "to": "pile",
    }


def _skip_words(step: dict) -> str:
    do = step["do"]
    if do in ("take", "burn"):
        return f"no stack top is {_want_words(step['want'])}"
    if do == "invade":
        return "it cannot send a minion into your dungeon"
    return "it has no minion left to keep"


def play_turn(state) -> None:
    """The Golem's whole turn. Uses one coin flip from state.rng. Records the turn as events: the
    action ("golem": tile letter, name, coin face), then one "golem_step" per step considered
    (done or passed over: the sentence, and what it did as data)."""
    tile = GOLEM_TILES[state.golem_tile]
    face = "heads" if state.coin() else "tails"
    state.mark_revealed()
    state.emit(GOLEM, "golem", "takes its turn", tile=tile["tile"], name=tile["name"], face=face)
    head = f"Iron Golem, tile {tile['tile']} ({tile['name']}): {face}"
    steps = []
    for order in tile[face]:
        for step in order:
            done = _try(state, step)
            if done:
                steps.append((f"{head}, {done.pop('words')}.", done))
                break
            steps.append(
                (f"{head}; {_skip_words(step)}.", None)
            )  # ";" a step passed over, "," one done
        else:
            steps.append((f"{head}; nothing it can do for this order.", None))
    told = []
    for line, done in steps:
        words = line[len(head) + 1 :].strip()
        words = words[:1].upper() + words[1:]
        facts = done or {"cell": None, "tile": None, "stack": None, "to": None}
        state.emit(GOLEM, "golem_step", line, done=done is not None, step=words, **facts)
        told.append({"done": done is not None, "text": words})
    state.golem_lines = [line for line, _ in steps]
    state.golem_last = {"tile": tile["tile"], "name": tile["name"], "face": face, "steps": told}
    state.golem_tile = (state.golem_tile + 1) % 4


def _step_words(step: dict) -> str:
    do = step["do"]
    if do in ("take", "burn"):
        scan = "left to right" if step["from"] == "left" else "right to left"
        verb = "take" if do == "take" else "throw out of the game"
        return f"{verb} {_want_words(step['want'])} (looking at the stacks {scan})"
    if do == "invade":
        which = "first" if step["from"] == "first" else "last"
        return (
            f"send a minion onto the {which} of your tiles (in reading order) whose pathway "
            "leads out of your dungeon"
        )
    return "keep a minion on its pile"


def rules_help() -> list[dict]:
    """The four Golem tiles in words, for the in-app rules help: [{"tile", "name", "heads",
    "tails"}]
    where heads and tails are lists of sentences, one per order."""
    out = []
    for tile in GOLEM_TILES:
        faces = {}
        for face in ("heads", "tails"):
            faces[face] = [
                ", else ".join(_step_words(step) for step in order).capitalize() + "."
                for order in tile[face]
            ]
        out.append({"tile": tile["tile"], "name": tile["name"], **faces})
    return out
