"""The fight's d10s rolled visibly (a part of the Doodle table): a move that rolls dice (a hero
stopping at a monster, a card that adds dice) is held as a beat while the new dice tumble and
settle on the values the rules rolled (the events' data; the widgets only tumble). Meanwhile the
panel shows the position before the roll (no strength, no verdict, no hearts lost), so nothing
runs ahead of the dice; when the beat ends the fight stands as the rules left it."""

from __future__ import annotations

import pygame

from game.client.tables.doodle.glyphs import PAPER
from game.client.widgets.dice import Die
from game.rules.doodle import sheet as S

DIE, GAP = 38, 44  # a die's side and the step between dice, as the fight panel draws them
SETTLED_FOR = (
    0.5  # seconds the settled dice stay before the result shows (times the animation speed)
)


def paper_die(rect, value: int = 1, seed: int = 0) -> Die:
    """A d10 as the sheets draw it: pencil on paper, 10 as 10."""
    return Die(rect, sides=10, value=value, colour=PAPER, seed=seed)


class FightDice:
    """Handed the table's beat queue, its animation speed `anim()` and `play_sound(name)`; keeps
    the dice of the beat playing in the beat's data."""

    def __init__(self, beats, anim, play_sound):
        self.beats = beats
        self.anim = anim
        self.play_sound = play_sound

    def roll_length(self, beat) -> float:
        """Start the dice of `beat` (if it rolls any) and return how long they need."""
        event = next((e for e in beat.events if e.kind == "dice"), None)
        if event is None:
            return 0.0
        first, before = (
            "rolled" not in event.data,
            beat.before.fight,
        )  # a fight's first roll, or dice a card adds
        dice = []
        for k, value in enumerate(event.data.get("rolled", event.data["dice"])):
            die = paper_die(pygame.Rect(0, 0, DIE, DIE), seed=beat.index * 10 + k)
            die.speed = self.anim()
            die.roll_to(value)
            dice.append(die)
        cell = S.from_json(event.data["cell"]) if first else before["cell"]
        beat.data["roll"] = {
            "shown": [] if first else list(before["dice"]),
            "dice": dice,
            "what": f"the {S.KIND_OF[beat.before.board[beat.seat][cell]]} at {S.label(cell)}",
        }
        self.play_sound("dice")
        return (Die.ROLL_TIME + SETTLED_FOR) * self.anim()

    def rolling(self) -> dict | None:
        beat = self.beats.playing
        return beat.data.get("roll") if beat is not None else None

    def update(self, dt: float) -> None:
        roll = self.rolling()
        for die in roll["dice"] if roll else []:
            die.update(dt)
