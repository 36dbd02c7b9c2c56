"""The table kit's pure pieces: the action index, multi-step actions and the beat queue."""

from __future__ import annotations

import pytest

from game.client.tables.kit.actions import ActionIndex, Steps, refusal
from game.client.tables.kit.beats import Beat, BeatQueue

ACTIONS = [
    {"act": "move", "from": "a", "to": "x", "rot": 0},
    {"act": "move", "from": "a", "to": "y", "rot": 1},
    {"act": "move", "from": "b", "to": "x", "rot": 0, "extra": None},
    {"act": "move", "from": "b", "to": "x", "rot": 0, "extra": "z"},
    {"act": "pass"},
]


def locate(action):
    if action["act"] == "pass":
        return None
    return action["from"], action["to"], action["rot"]


def test_the_index_lists_pieces_targets_per_turn_and_the_actions_of_a_drop():
    index = ActionIndex(ACTIONS, locate)
    assert index.pieces() == ["a", "b"]
    assert index.targets("a", 0) == {"x"} and index.targets("a", 1) == {"y"}
    assert index.targets("c", 0) == set() and index.turns("a") == [0, 1]
    assert index.actions("b", "x") == ACTIONS[2:4]
    assert index.other == [{"act": "pass"}]


def test_a_narrowed_index_keeps_only_the_chosen_actions():
    index = ActionIndex(ACTIONS, locate).only(lambda a: a.get("rot") == 1)
    assert index.pieces() == ["a"] and index.targets("a", 1) == {"y"} and index.other == []


def test_a_refused_drop_gets_the_rules_sentence():
    class Rules:
        def why_illegal(self, seat, action):
            return "Not there." if action["to"] == "q" else None

    assert refusal(Rules(), 0, {"to": "q"}) == "Not there."
    assert refusal(Rules(), 0, None, "No.") == "No."


def test_steps_narrow_a_drop_to_one_action():
    steps = Steps(ActionIndex(ACTIONS, locate).actions("b", "x"))
    assert steps.action is None and steps.options("extra") == [None, "z"]
    steps.choose("extra", "z")
    assert steps.action == ACTIONS[3]
    with pytest.raises(ValueError):
        steps.choose("extra", None)


def test_an_open_step_is_chosen_by_a_click_on_its_place_and_escape_calls_it_off():
    import pygame

    from game.client.tables.kit.open_step import OpenStep

    made = []
    step = OpenStep(
        Steps(ActionIndex(ACTIONS, locate).actions("b", "x")),
        "extra",
        [("z", pygame.Rect(0, 0, 10, 10))],
        made.append,
    )
    assert step.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE)) is None
    assert step.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 50), button=1)) is True
    assert made == []  # a press elsewhere is used up, and chooses nothing
    assert step.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)) is False
    assert step.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)) is True
    assert made == [ACTIONS[3]]


def test_an_open_step_marks_its_places(app):
    import pygame

    from game.client import theme
    from game.client.tables.kit.open_step import OpenStep

    step = OpenStep(
        Steps(ACTIONS[2:4]), "extra", [("z", pygame.Rect(20, 20, 60, 60))], lambda action: None
    )
    surface = pygame.Surface((100, 100))
    step.draw(surface, "cancel")
    assert surface.get_at((23, 50))[:3] == theme.ACCENT  # the frame, inside the place's edge
    assert surface.get_at((10, 10))[:3] == (0, 0, 0)  # nothing outside it
    assert any(
        surface.get_at((x, 50))[:3] == theme.ACCENT for x in range(40, 60)
    )  # the icon in its middle


def test_beats_play_in_order_and_a_cut_ends_them_all():
    started, ended = [], []

    def start(beat):
        started.append(beat.index)
        beat.length = {0: 1.0, 1: 0.0, 2: 0.5}[beat.index]

    queue = BeatQueue(start, lambda beat: ended.append(beat.index))
    for i in range(3):
        queue.push(Beat(0, {"n": i}, [], None, i))
    assert started == [0] and queue.playing.index == 0
    queue.update(0.5)
    assert queue.playing.progress == pytest.approx(0.5)
    queue.update(0.6)  # beat 0 ends; beat 1 has no length and ends in the same frame
    assert ended == [0, 1] and queue.playing.index == 2
    queue.finish()
    assert ended == [0, 1, 2] and not queue and queue.playing is None


def test_a_beat_of_no_length_never_holds_the_queue():
    queue = BeatQueue(lambda beat: None, lambda beat: None)
    queue.push(Beat(0, {}, [], None, 0))
    assert not queue


def test_the_log_folds_a_run_of_the_same_line_into_one_with_a_count():
    from game.client.tables.kit.log_lines import folded
    from game.client.widgets.chrome import LogLine

    step, other = LogLine(0, "Ann draws a step"), LogLine(1, "Bea draws a step")
    lines = folded([step, step, step, other, step])
    assert [line.text for line in lines] == [
        "Ann draws a step (x3)",
        "Bea draws a step",
        "Ann draws a step",
    ]
    assert lines[0].seat == 0 and lines[0].style == step.style


def test_the_folded_log_reads_each_entry_once_and_keeps_a_move_on_show_apart():
    from game.client.tables.kit.log_lines import FoldedLog, folded
    from game.client.widgets.chrome import LogLine

    log = ["a", "step", "step", "b", "step"]
    made: list[int] = []

    def line_of(i):
        made.append(i)
        return None if log[i] == "b" else LogLine(0, log[i])

    folded_log = FoldedLog()
    first = folded_log.lines(log, 3, line_of)
    assert [line.text for line in first] == ["a", "step (x2)"]
    on_show = folded_log.lines(log, 3, line_of, more=[LogLine(0, "step")])
    assert [line.text for line in on_show] == ["a", "step (x3)"]
    later = folded_log.lines(log, 5, line_of)
    assert [line.text for line in later] == ["a", "step (x3)"]  # "b" left out, the run goes on
    assert made == [0, 1, 2, 3, 4]  # every entry made once, the one on show not kept
    assert later[0] is first[0]  # lines already made stay the same objects
    assert later == folded([line_of(i) for i in (0, 1, 2, 4)])
    shorter = folded_log.lines(log[:2], 2, line_of)  # another log: read again from its start
    assert [line.text for line in shorter] == ["a", "step"]


def test_a_settled_beat_lets_the_app_rest_only_when_it_waits_for_continue():
    import math

    from game.client.tables.kit.beats import Beat

    held = Beat(0, {}, [], None, 0, length=math.inf, settles_at=1.0)
    timed = Beat(0, {}, [], None, 0, length=3.0, settles_at=1.0)
    held.age = timed.age = 2.0
    assert not held.moving  # a reveal waiting for Continue: a still picture
    assert timed.moving  # a solo reveal going on by itself in a moment: time must run
