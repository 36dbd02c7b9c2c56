"""The coach of a guided first game (game/lessons): it says what to do and why, points at the
piece and the place, refuses any other move in a sentence, and explains what happens between the
person's moves, each note waiting for Continue (Enter) while the computer players wait too.

A part of the table: TableScene makes one when its session is a lesson (`session.lesson`) and
hands it the session, `pointers(action)` (the table's rectangles of the piece and the place of a
move: `TableScene.lesson_pointers`), the rectangle for its notes and `finish()` (the lesson is
over: back to the title).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client import fonts, theme
from game.client.widgets.button import Button
from game.client.widgets.draw import panel
from game.lessons import moves_made, same_action

INK = (250, 236, 200)
FILL = (52, 38, 22)
EDGE = theme.GOLD
TEXT_SIZE = 16
CONFIRM_NOTE = (
    "Your move waits, framed in gold: press Confirm (Enter) to make it, or Esc to take it back."
)
LINE = 21


class Coach:
    def __init__(
        self,
        session,
        pointers: Callable[[object], list],
        note_rect,
        finish,
        waiting: Callable[[], int] = lambda: 0,
        confirming: Callable[[], bool] = lambda: False,
        words: Callable[[object], str | None] = lambda action: None,
    ):
        self.session = session
        self.words = words  # the asked move in the person's words, where the rules' say too little
        self.waiting = waiting  # how many of the person's moves wait for Confirm
        self.confirming = confirming  # the asked move waits for Confirm, nothing may follow it
        self.lesson = session.lesson
        self.pointers = pointers
        self.note_rect = pygame.Rect(note_rect)
        self.finish = finish
        self.read: set = set()  # the notes already read ("tell" keys, and "end")
        self.button = Button((0, 0, 150, 40), "Continue", self.next, size=18)
        self.shown_box: pygame.Rect | None = None  # the note as last drawn (a flash goes above)

    # ---- where the lesson is ------------------------------------------------------------
    def step(self, ahead: int | None = None):
        """("tell", text) a note to read, ("ask", text, action) the person's move to make,
        ("end", text) the closing words, or None while the computer players move. `ahead`: the
        person's moves taken as made already (default: those waiting for Confirm)."""
        history = self.session.state.history
        made = len(history)
        if made in self.lesson.tell and made not in self.read:
            return ("tell", self.lesson.tell[made], None)
        if made >= len(self.lesson.moves):
            return ("end", self.lesson.end, None) if "end" not in self.read else None
        person = self.lesson.person
        scripted = self.lesson.moves_of(person)
        done = moves_made(history, person) + (self.waiting() if ahead is None else ahead)
        if done < len(scripted) and person in self.session.state.to_move():
            index, action = scripted[done]
            return ("ask", self.lesson.ask.get(index, ""), action)
        return None

    def holding(self) -> bool:
        """A note is up: nobody moves until it has been read."""
        step = self.step()
        return step is not None and step[0] != "ask"

    def expected(self, seat: int):
        step = self.step()
        if seat != self.lesson.person or step is None or step[0] != "ask":
            return None
        return step[2]

    def refuse(self, seat: int, action, ahead: int = 0) -> str | None:
        """None for the move the lesson asks for (after `ahead` moves of the person's that wait
        for Confirm), else why it is not taken (a sentence)."""
        if self.session.is_bot(seat):
            return None
        step = self.step(ahead)
        if step is None or step[0] != "ask":
            return "Read the note first: Continue (Enter) goes on with the lesson."
        if same_action(action, step[2]):
            return None
        wanted = self.words(step[2]) or self.session.state.action_text(seat, step[2])
        wanted = wanted.strip().rstrip(".")
        return f"In this lesson, make the move it shows: {wanted}."

    def next(self) -> None:
        step = self.step()
        if step is None or step[0] == "ask":
            return
        if step[0] == "end":
            self.read.add("end")
            self.finish()
            return
        self.read.add(len(self.session.state.history))

    # ---- input and drawing --------------------------------------------------------------
    def handle(self, event) -> bool:
        step = self.step()
        if step is None or step[0] == "ask":
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next()
            return True
        return self.button.handle(event)

    def draw(self, surface) -> None:
        self.shown_box = None
        step = self.step()
        if step is None:
            return
        kind, text, action = step
        if kind == "ask" and self.confirming():
            text = CONFIRM_NOTE
        elif kind == "ask":
            for n, rect in enumerate(self.pointers(action)):
                self._point_at(surface, pygame.Rect(rect), "here" if n else "this")
        self.button.label = "Finish" if kind == "end" else "Continue"
        self.button.visible = kind != "ask"
        self._note(surface, text, with_button=kind != "ask")

    def _point_at(self, surface, rect: pygame.Rect, word: str) -> None:
        pygame.draw.rect(surface, EDGE, rect.inflate(8, 8), 4, border_radius=10)
        tag = fonts.render(word, 14, theme.TEXT_DARK, bold=True)
        box = tag.get_rect(midbottom=(rect.centerx, rect.top - 6)).inflate(12, 4)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, EDGE, box, border_radius=box.height // 2)
        surface.blit(tag, tag.get_rect(center=box.center))

    def _note(self, surface, text: str, with_button: bool) -> None:
        rect = self.note_rect
        room = rect.width - 40 - (self.button.rect.width + 16 if with_button else 0)
        lines = fonts.wrap(text, TEXT_SIZE, room)
        height = max(rect.height, 20 + LINE * len(lines))
        box = pygame.Rect(rect.left, rect.bottom - height, rect.width, height)
        panel(surface, box, fill=FILL, edge=EDGE, radius=10)
        self.shown_box = box
        y = box.top + 10
        for line in lines:
            surface.blit(fonts.render(line, TEXT_SIZE, INK), (box.left + 18, y))
            y += LINE
        if with_button:
            self.button.rect.midright = (box.right - 12, box.bottom - 30)
            self.button.draw(surface)
