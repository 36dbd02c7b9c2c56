"""`python -m game --monkey FRAMES --seed S`: random clicks, drags, wheel turns and key presses
for FRAMES frames across every screen (starting and playing games too). Any error raises.

Most clicks aim at something clickable on the top scene (buttons, pieces, slots), the rest land
anywhere; the same seed gives the same input.

`monkey_tables(frames, seed)` gives each game's table its share: from its set-up screen, with
people and computer players seated, through play, the pause menu (Escape), undo (Z) and the
results; where random input makes no move for a while, a random legal move is made for the
person to move, so every game reaches its end. The tests run it over all five tables."""

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
    pygame.K_k,
    pygame.K_h,
]
# people and computer players at each table (h a person, a a computer player)
TABLE_SEATS = {
    "makers": "ha",
    "raiders": "hha",
    "stonespine": "ha",
    "decorators": "hha",
    "doodle": "hha",
}
NUDGE_AFTER = 3  # frames without a move while a person is to move before one is made
FINISH_FROM = 0.4  # from this share of the frames on, a person's move is made at every chance
AWAY_FOR = 30  # frames the run may spend on other screens before it goes back to its table
AT_TABLE = ("setup", "table", "curtain", "pause", "results", "confirm", "message", "help")


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
            if key == pygame.K_z:
                self.counts["undo_presses"] += 1

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


def monkey_tables(frames: int, seed: int, games=None) -> dict:
    """`frames` frames of random input at each game's table (TABLE_SEATS), from its set-up
    screen to its results and beyond; returns what each visited."""
    from game.client.scenes.setup import SetupScene
    from game.client.scenes.title import TitleScene
    from game.client.tables.kit.table import TableScene

    report = {}
    for game_id in games or TABLE_SEATS:
        app = App(strict=True, fixed_dt=1 / 30, bot_inline=True, seed=seed)
        app.settings.animation_speed = "fast"
        monkey = Monkey(app, seed)
        scenes, seen_moves, still, away = Counter(), 0, 0, 0
        try:
            app.push(TitleScene(app))
            setup = app.push(SetupScene(app, game_id))
            seat_table(setup, TABLE_SEATS[game_id])
            for frame in range(frames):
                top = app.top
                away = away + 1 if top is None or top.name not in AT_TABLE else 0
                if not app.running or not app.stack or away > AWAY_FOR:
                    monkey.counts["back_to_the_table"] += 1
                    app.running, away = True, 0
                    app.reset_to(TitleScene(app))
                    seat_table(app.push(SetupScene(app, game_id)), TABLE_SEATS[game_id])
                if isinstance(top, SetupScene) and scenes["setup"] % 60 == 59:
                    seat_table(top, TABLE_SEATS.get(top.spec.id, "h"))
                    top.start()  # random input had its turn on the set-up screen
                table = next((s for s in reversed(app.stack) if isinstance(s, TableScene)), None)
                moves = len(table.state.history) if table is not None else 0
                still = still + 1 if moves == seen_moves else 0
                seen_moves = moves
                finishing = frame > frames * FINISH_FROM  # no more waiting: on to the end
                if finishing and app.settings.animation_speed != "instant":
                    app.settings.animation_speed = "instant"  # the rest of the game at once
                    for scene in app.stack:
                        scene.resume()
                if finishing and top is not None and top.name == "pause":
                    app.pop(top)  # back to the game
                elif finishing and top is not None and top.name == "curtain":
                    top.widgets[0].on_click()  # "I am ...": the next person looks
                if table is not None and top is table and (still > NUDGE_AFTER or finishing):
                    monkey.counts["nudges"] += nudge(table, monkey.rng, finishing)
                    still = 0
                if finishing and top is table and table is not None and frame % 10 == 0:
                    press_enter(app)  # what waits for Continue (a room's result) goes on
                monkey.step()
                app.frame()
                if app.top is not None:
                    scenes[app.top.name] += 1
            if app.errors:
                raise RuntimeError("Errors during the monkey run: " + "; ".join(app.errors))
        except Exception as exc:
            raise RuntimeError(f"monkey at the {game_id} table, seed {seed}: {exc}") from exc
        finally:
            app.shutdown()
        report[game_id] = {"frames": frames, **monkey.counts, "scenes": dict(scenes)}
    return report


def seat_table(setup, kinds: str) -> None:
    """People and computer players as `kinds` says, on the set-up screen (default names)."""
    setup.set_count(len(kinds))
    for i, kind in enumerate(kinds):
        setup.set_name(i, "")
        setup.set_kind(i, "human" if kind == "h" else "ai")


def nudge(table, rng, finishing: bool = False) -> int:
    """A move for the first person to move (1), or none (0): a random legal one, or once the
    run is `finishing` the easy bot's choice on the person's view (random moves alone can
    draw a game out past the run's frames: Decorators' exchanges, for one). In a lesson only
    a move its coach takes (a refused one, made again and again, held a run still: seed 985844)."""
    from game.ai import Budget, make_bot

    session = table.session
    for seat in session.humans_to_move():
        legal = table.state.legal_actions(seat)
        legal = [a for a in legal if table.lesson_refusal(seat, a) is None]
        if legal and not table.beats:
            if table.provisional is not None:
                table.take_back(say=False)
            if finishing:
                view = table.state.view(seat, rng.getrandbits(63))
                bot = make_bot(session.game_id, "easy", rng.getrandbits(32))
                action = bot.choose(view, seat, view.legal_actions(seat), Budget(0.05))
                if action not in legal:  # a lesson's coach wants another move
                    action = legal[0]
            else:
                action = rng.choice(legal)
            table.submit(action, seat)
            return 1
    return 0


def press_enter(app) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
