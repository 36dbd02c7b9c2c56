"""`python -m game --monkey FRAMES --seed S`: random clicks, drags, wheel turns and key presses
for FRAMES frames across every screen (starting and playing games too). Any error raises.

Most clicks aim at something clickable on the top scene (buttons, pieces, slots), the rest land
anywhere; the same seed gives the same input."""

from __future__ import annotations

import random
from collections import Counter

import pygame

from game.client.app import App

KEYS = [
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_r,
    pygame.K_z,
    pygame.K_BACKSPACE,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_a,
    pygame.K_ESCAPE,
]


class Monkey:
    def __init__(self, app: App, seed: int):
        self.app = app
        self.rng = random.Random(seed)
        self.pending: list[list] = []  # events to post on coming frames (drags span frames)
        self.counts = Counter()

    def _point(self) -> tuple[int, int]:
        top = self.app.top
        targets = top.targets() if top is not None else []
        if targets and self.rng.random() < 0.75:
            rect = self.rng.choice(targets)
            x = rect.left + self.rng.randint(0, max(0, rect.width - 1))
            y = rect.top + self.rng.randint(0, max(0, rect.height - 1))
        else:
            x, y = self.rng.randint(0, 1279), self.rng.randint(0, 799)
        return self.app.to_window((x, y))

    def plan(self) -> None:
        roll = self.rng.random()
        E = pygame.event.Event
        if roll < 0.45:
            pos = self._point()
            button = 3 if self.rng.random() < 0.08 else 1
            self.pending += [
                [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
                [E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)],
                [E(pygame.MOUSEBUTTONUP, pos=pos, button=button)],
            ]
            self.counts["clicks"] += 1
        elif roll < 0.65:
            start, end = self._point(), self._point()
            steps = self.rng.randint(2, 6)
            frames = [[E(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]]
            last = start
            for i in range(1, steps + 1):
                p = (
                    start[0] + (end[0] - start[0]) * i // steps,
                    start[1] + (end[1] - start[1]) * i // steps,
                )
                frames.append(
                    [
                        E(
                            pygame.MOUSEMOTION,
                            pos=p,
                            rel=(p[0] - last[0], p[1] - last[1]),
                            buttons=(1, 0, 0),
                        )
                    ]
                )
                last = p
            frames.append([E(pygame.MOUSEBUTTONUP, pos=end, button=1)])
            self.pending += frames
            self.counts["drags"] += 1
        elif roll < 0.75:
            pos = self._point()
            self.pending += [
                [
                    E(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)),
                    E(
                        pygame.MOUSEWHEEL,
                        x=0,
                        y=self.rng.choice([-1, 1]),
                        flipped=False,
                        precise_x=0.0,
                        precise_y=1.0,
                    ),
                ]
            ]
            self.counts["wheels"] += 1
        else:
            key = self.rng.choice(KEYS)
            if key == pygame.K_ESCAPE and self.rng.random() < 0.6:
                key = pygame.K_TAB  # fewer escapes, or the monkey rarely gets deep into a game
            events = [E(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]
            if key == pygame.K_a:
                events.append(E(pygame.TEXTINPUT, text=self.rng.choice("abcxyz")))
            self.pending.append(events + [E(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)])
            self.counts["keys"] += 1

    def step(self) -> None:
        if not self.pending:
            self.plan()
        for event in self.pending.pop(0):
            pygame.event.post(event)


def monkey_run(frames: int, seed: int) -> dict:
    from game.client.scenes.title import TitleScene

    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True, seed=seed)
    monkey = Monkey(app, seed)
    scenes = Counter()
    try:
        app.push(TitleScene(app))
        for _ in range(frames):
            if not app.running or not app.stack:
                monkey.counts["restarts"] += 1
                app.running = True
                app.reset_to(TitleScene(app))
            monkey.step()
            app.frame()
            if app.top is not None:
                scenes[app.top.name] += 1
        if app.errors:
            raise RuntimeError("Errors during the monkey run: " + "; ".join(app.errors))
    finally:
        app.shutdown()
    return {"frames": frames, "seed": seed, **monkey.counts, "scenes": dict(scenes)}
