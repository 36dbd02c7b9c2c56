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
from game.client.tables.kit import drawn_labels
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
FRAME = 4  # a pointer's frame: 4 px wide, its outer edge 4 px out from the piece
GAP = 4  # between the note and what it must not cover
EDGE_ROOM = 4  # the least room between the note and the screen's foot
INK_FREE = 0.9  # the share of a tag's place in one colour that makes it plain ground


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
        keep_clear: Callable[[], list] = lambda: [],
        flash=None,
    ):
        self.flash = flash  # the table's flash bar (a refusal's reason): it goes above the note
        self.keep_clear = keep_clear  # what the player may click now: pieces, buttons
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
        self.tag_boxes: list[pygame.Rect] = []  # the pointers' tags as last drawn

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
        self.tag_boxes = []
        step = self.step()
        if step is None:
            self._place_flash(None)
            return
        kind, text, action = step
        pointed = []
        if kind == "ask" and self.confirming():
            text = CONFIRM_NOTE
        elif kind == "ask":
            pointed = [pygame.Rect(rect) for rect in self.pointers(action)]
        self.button.label = "Finish" if kind == "end" else "Continue"
        self.button.visible = kind != "ask"
        frames = [rect.inflate(FRAME * 2, FRAME * 2) for rect in pointed]  # as drawn
        labels = drawn_labels.drawn()
        clickable = self.keep_clear()
        with_button = kind != "ask"
        box, lines = self._note_place(surface, text, with_button, [*frames, *labels, *clickable])
        self._place_flash(box)
        taken = [box, *frames, *labels, *clickable]
        if self.flash is not None and self.flash.showing:
            taken.append(self.flash.rect)
        tags = []  # each placed on the board as drawn so far, before anything of the coach's
        for n, frame in enumerate(frames):
            img = fonts.render("here" if n else "this", 14, theme.TEXT_DARK, bold=True)
            tag = tag_box(surface, frame, img.get_rect().inflate(12, 4).size, taken)
            taken.append(tag)
            tags.append((tag, img))
        for frame in frames:
            pygame.draw.rect(surface, EDGE, frame, FRAME, border_radius=10)
        for tag, img in tags:
            pygame.draw.rect(surface, EDGE, tag, border_radius=tag.height // 2)
            surface.blit(img, img.get_rect(center=tag.center))
        self.tag_boxes = [tag for tag, _ in tags]
        self._note(surface, box, lines, with_button)

    def _note_place(self, surface, text: str, with_button: bool, clear: list) -> tuple:
        """The note's box and lines: in the note's slot, as tall as its lines need, grown up
        from the slot's foot only as far as it covers none of `clear` (what the step asks the
        player to click or read); for the rest it reaches down to the screen's foot, covering
        whole what lies under the slot there (a line of help) rather than half of it."""
        rect = self.note_rect
        room = rect.width - 40 - (self.button.rect.width + 16 if with_button else 0)
        lines = fonts.wrap(text, TEXT_SIZE, room)
        height = max(rect.height, 20 + LINE * len(lines))
        box = pygame.Rect(rect.left, rect.bottom - height, rect.width, height)
        above = [r.bottom for r in clear if r.colliderect(box) and r.top < rect.top]
        if above:
            foot = surface.get_height() - EDGE_ROOM
            box.top = min(max(box.top, max(above) + GAP), foot - height)
            box.height = foot - box.top
        return box, lines

    def _place_flash(self, note: pygame.Rect | None) -> None:
        """A flash (a refused move's reason) shows above the note, never over it: the note says
        what to do, the flash why that was not it. With no note up it is in the note's slot."""
        if self.flash is not None:
            slot = self.note_rect
            top = slot.top if note is None else note.top - slot.height - 6
            self.flash.rect.topleft = (slot.left, top)

    def _note(self, surface, box: pygame.Rect, lines: list, with_button: bool) -> None:
        panel(surface, box, fill=FILL, edge=EDGE, radius=10)
        self.shown_box = box
        y = box.top + (box.height - LINE * len(lines)) // 2
        for line in lines:
            surface.blit(fonts.render(line, TEXT_SIZE, INK), (box.left + 18, y))
            y += LINE
        if with_button:
            self.button.rect.midright = (box.right - 12, box.bottom - 30)
            self.button.draw(surface)


def tag_box(surface, frame: pygame.Rect, size, clear: list) -> pygame.Rect:
    """Where a pointer's tag of `size` goes beside `frame` (the pointer's frame): above it, else
    below, right or left, the first place on the screen that covers none of `clear` (nor
    `frame`) and lies on plain ground (no text or picture under it), else the first that covers
    none of them, else the one that covers least."""
    screen = surface.get_rect()
    places = []
    for anchor, point in (
        ("midbottom", (frame.centerx, frame.top - 2)),
        ("midtop", (frame.centerx, frame.bottom + 2)),
        ("midleft", (frame.right + 2, frame.centery)),
        ("midright", (frame.left - 2, frame.centery)),
    ):
        box = pygame.Rect((0, 0), size)
        setattr(box, anchor, point)
        if screen.contains(box):
            places.append(box)
    if not places:  # a frame as large as the screen: the tag inside it, at its top
        places = [pygame.Rect((0, 0), size).clamp(screen)]

    def covered(box: pygame.Rect) -> int:
        return sum(box.clip(r).width * box.clip(r).height for r in clear if r != frame)

    free = [box for box in places if covered(box) == 0]
    plain = [box for box in free if plain_ground(surface, box)]
    return (plain or free or [min(places, key=covered)])[0]


def plain_ground(surface, box: pygame.Rect) -> bool:
    """Nothing to read under `box`: nearly all of its pixels are of one colour."""
    area = surface.subsurface(box)
    average = pygame.transform.average_color(area)[:3]
    alike = pygame.mask.from_threshold(area, average, (40, 40, 40, 255)).count()
    return alike >= INK_FREE * box.width * box.height
