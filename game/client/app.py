"""The main loop: a scene stack drawn on a 1280x800 logical canvas, letterboxed into the window
(or the window itself when it has exactly that size).

Mouse positions are mapped from the window back to the canvas before any scene sees them.
Only what changed on the canvas is sent to the window (presenter.py). When nobody uses the app,
nothing moves and the last frame showed nothing new, the loop sleeps until the next event
instead of drawing (see `quiet` and `sleep_until_event`).
An unexpected error inside a scene is logged and shown as a message; in strict mode (smoke and
monkey runs) it is raised instead so the run exits non-zero.
"""

from __future__ import annotations

import gc
import math
import os
import random
import time
import traceback

import pygame

from game import heap, paths, saves
from game.client import fonts, sound, theme
from game.client.logs import LOG, log_path, setup_logging
from game.client.presenter import Presenter
from game.client.scene import Scene
from game.settings import Settings, load_settings, save_settings, sizes_that_fit

MOUSE_POS_EVENTS = {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION}
FPS = 60
IDLE_AFTER = 2.0  # seconds without input before the app may sleep
# Asleep, the loop looks at the event queue this often (pygame's event.wait would look every
# millisecond, which costs more) ...
SLEEP_POLL = 0.03
# ... and draws one frame this often, to catch what changes by itself without any scene being
# busy (a failed autosave); a frame that shows something new wakes the app up. On Xvfb the
# polls cost ~0.35-0.5% of a core; a check frame costs 1.5 ms on the title and 5-8 ms at the
# Raiders table (0.3% of a core when drawn every 2 s, which put that table near 1%).
SLEEP_CHECK = 5.0
# Window events after which the window's contents must be presented again in full.
NEWS_EVENT = pygame.event.custom_type()  # posted from the table's connection thread: news came


def wake_for_news() -> None:
    """Called on another thread (game/net/client.py): wake the loop, asleep or not, so the
    news is read on the next frame."""
    try:
        pygame.event.post(pygame.event.Event(NEWS_EVENT))
    except pygame.error:
        pass  # the window is gone: nobody to tell


REPAINT_EVENTS = {
    pygame.VIDEOEXPOSE,
    pygame.VIDEORESIZE,
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWRESTORED,
    pygame.WINDOWMAXIMIZED,
    pygame.WINDOWSIZECHANGED,
    pygame.WINDOWRESIZED,
}
NOT_SAVED_MARK = pygame.Rect(940, 16, 64, 44)  # free chrome between a table's prompt and Undo


class NoDisplay(RuntimeError):
    """No screen to open a window on; the message is a sentence for the player."""


HEADLESS_DRIVERS = ("offscreen", "dummy")


def check_display() -> None:
    """SDL falls back to a driver without a screen when none can be opened (DISPLAY naming no
    server): the app would then run with no window and no word. Only an explicit
    SDL_VIDEODRIVER (tests, smoke and monkey runs) may ask for one."""
    driver = pygame.display.get_driver()
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    if driver in HEADLESS_DRIVERS and driver not in asked.split(","):
        where = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        pygame.display.quit()
        raise NoDisplay(
            "Lairwright could not open a window: "
            + (f"no screen answers at DISPLAY={where}." if where else "no screen was found.")
        )


class App:
    def __init__(
        self,
        settings: Settings | None = None,
        strict: bool = False,
        fixed_dt: float | None = None,
        bot_inline: bool = False,
        seed: int | None = None,
    ):
        """`fixed_dt` makes time advance by a fixed step per frame (smoke/monkey runs);
        `bot_inline` makes bots think inside the frame instead of in a worker process;
        `seed` fixes the seeds of new games (None: a fresh seed each time)."""
        setup_logging()
        heap.keep_big_blocks_apart()  # freed pictures go back to the system (game/heap.py)
        # Only what the app uses: pygame.init() would also open the sound device here, printing
        # the sound system's complaints on a machine without sound (see sound.py, which opens it).
        pygame.display.init()
        check_display()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.settings = settings or load_settings()
        self.strict = strict
        self.fixed_dt = fixed_dt
        self.bot_inline = bot_inline
        self.rng = random.Random(seed)
        self._offscreen: pygame.Surface | None = None  # scaled into a window of another size
        self._release_memory = False  # set when much was freed: handed back after the frame
        self.stack: list[Scene] = []
        self.running = True
        self.time = 0.0
        self.frame_count = 0
        self.last_input = 0.0  # app time of the last event
        self.clock = pygame.time.Clock()
        self.errors: list[str] = []  # error summaries seen this run (strict runs raise instead)
        self.presenter = Presenter()
        self.shown_new = True  # the last frame changed what the window shows
        self.sleeps = 0  # times the loop went to sleep (benchmarks, tests)
        self._fullscreen = False
        self._runner = None
        self._settings_changed = False
        self.pointer: tuple[int, int] | None = None  # last mouse position on the canvas
        self.storage_problem = paths.write_problem()  # None, or why nothing can be saved
        if self.storage_problem:
            LOG.warning(
                "Cannot write to %s (%s): nothing will be saved",
                paths.user_home(),
                self.storage_problem,
            )
        else:
            saves.clean_interrupted_writes()
        fonts.set_scale(self.settings.ui_scale)
        pygame.display.set_caption("Lairwright")
        prefer_native_framebuffer()
        self.window = self._open_window(self.settings.fullscreen)
        self.canvas = self.drawing_surface()

    # ---- window and letterbox ---------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        self._fullscreen = fullscreen
        self.presenter.invalidate()
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = tuple(self.settings.window_size)
        desktop = self.desktop_size()
        if desktop and (size[0] > desktop[0] or size[1] > desktop[1]):
            size = sizes_that_fit(desktop)[
                -1
            ]  # remembered from a larger screen: the largest that fits
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @staticmethod
    def desktop_size() -> tuple[int, int] | None:
        """The screen's size; None when unknown (the headless dummy driver has no real screen)."""
        if not pygame.display.get_init() or pygame.display.get_driver() == "dummy":
            return None
        sizes = pygame.display.get_desktop_sizes()
        return tuple(sizes[0]) if sizes else None

    def toggle_fullscreen(self) -> None:
        self.window = self._open_window(not self._fullscreen)
        self.settings.fullscreen = self._fullscreen
        self.settings_changed()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.settings.window_size = list(size)
        if not self._fullscreen:
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.presenter.invalidate()
        self.settings_changed()

    def settings_changed(self) -> None:
        """Write the settings now (the file is only ever written after a change)."""
        fonts.set_scale(self.settings.ui_scale)
        self._write_settings()
        self._settings_changed = False

    def _write_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:  # they still apply until the app closes
            LOG.warning("The settings could not be saved: %s", exc)

    def storage_note(self) -> str | None:
        """What a player must know when the user folder cannot be written, or None."""
        if not self.storage_problem:
            return None
        return (
            f"Lairwright cannot write to {paths.user_home()} ({self.storage_problem}). "
            "You can play, but nothing is saved: not your games, not your settings."
        )

    def not_saved(self) -> str | None:
        """Why the game being played is not saved, until one of its saves succeeds again."""
        for scene in self.stack:
            session = getattr(scene, "session", None)
            if session is not None and session.save_error:
                return session.save_error
        return None

    def letterbox(self) -> tuple[float, int, int]:
        """(scale, x offset, y offset) of the canvas inside the current window."""
        ww, wh = self.window.get_size()
        cw, ch = theme.CANVAS_SIZE
        scale = min(ww / cw, wh / ch) if ww and wh else 1.0
        return scale, round((ww - cw * scale) / 2), round((wh - ch * scale) / 2)

    def to_canvas(self, pos) -> tuple[int, int]:
        scale, ox, oy = self.letterbox()
        # measured from the centre of the window pixel
        return (math.floor((pos[0] + 0.5 - ox) / scale), math.floor((pos[1] + 0.5 - oy) / scale))

    def to_window(self, pos) -> tuple[int, int]:
        scale, ox, oy = self.letterbox()
        """The window pixel showing the centre of canvas pixel `pos`."""
        return (math.floor((pos[0] + 0.5) * scale + ox), math.floor((pos[1] + 0.5) * scale + oy))

    def map_event(self, event):
        if event.type not in MOUSE_POS_EVENTS:
            return event
        attrs = dict(event.__dict__)
        attrs["pos"] = self.to_canvas(event.pos)
        if event.type == pygame.MOUSEMOTION:
            scale = self.letterbox()[0]
            attrs["rel"] = (round(event.rel[0] / scale), round(event.rel[1] / scale))
        return pygame.event.Event(event.type, attrs)

    def present(self) -> None:
        self.shown_new = self.presenter.present(
            self.canvas, self.window, self.letterbox(), compare=self.may_rest()
        )

    # ---- scene stack --------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        self._refresh_hover()
        return scene

    def _refresh_hover(self) -> None:
        """Tell the new top scene where the pointer is, so hover states show without a move."""
        if self.pointer is not None and self.stack:
            self.stack[-1].handle(
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=self.pointer, rel=(0, 0), buttons=(0, 0, 0)
                )
            )

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or `scene`, wherever it is on the stack)."""
        if not self.stack:
            return
        target = scene if scene is not None else self.stack[-1]
        if target not in self.stack:
            return
        was_top = target is self.stack[-1]
        self.stack.remove(target)
        target.close()
        if was_top and self.stack:
            self.stack[-1].resume()
            self._refresh_hover()

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene`."""
        if self.stack:
            old = self.stack.pop()
            old.close()
        self.stack.append(scene)
        self._refresh_hover()
        return scene

    def reset_to(self, scene: Scene) -> Scene:
        """Clear the stack (e.g. back to the title)."""
        while self.stack:
            self.stack.pop().close()
        self.stack.append(scene)
        self._refresh_hover()
        return scene

    def quit(self) -> None:
        self.running = False

    # ---- bots ---------------------------------------------------------------------------
    def bot_runner(self):
        """One shared runner: a worker process normally, inline for smoke/monkey/test runs."""
        if self._runner is None:
            if self.bot_inline:
                from game.client.inline_runner import InlineRunner

                self._runner = InlineRunner()
            else:
                from game.ai.runner import BotRunner

                self._runner = BotRunner()
        return self._runner

    def new_seed(self) -> int:
        return self.rng.randrange(2**31)

    # ---- messages -----------------------------------------------------------------------
    def show_message(self, title: str, text: str) -> None:
        from game.client.scenes.message import MessageOverlay

        self.push(MessageOverlay(self, title, text))

    # ---- the loop -----------------------------------------------------------------------
    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.window = pygame.display.get_surface()
            if not self._fullscreen and self.window is not None:
                self.settings.window_size = list(self.window.get_size())
                self._settings_changed = True
            return
        for scene in reversed(list(self.stack)):
            consumed = self._guard(scene, scene.handle, event)
            if consumed or not scene.transparent:
                break

    def _guard(self, scene: Scene, call, *args):
        """Run one scene call; an exception is logged and shown (or raised in strict mode)."""
        try:
            return call(*args)
        except Exception as exc:  # noqa: BLE001 - the app must never crash to the desktop
            self._scene_failed(scene, exc)
            return True

    def _scene_failed(self, scene: Scene, exc: Exception) -> None:
        LOG.error("Error in scene %s:\n%s", scene.name, traceback.format_exc())
        if self.strict:
            raise exc
        self.errors.append(f"{type(exc).__name__}: {exc}")
        # Drop the failing scene so it cannot fail again every frame; a table's game is autosaved.
        if scene in self.stack and len(self.stack) > 1:
            self.pop(scene)
        elif scene in self.stack:
            from game.client.scenes.title import TitleScene

            self.reset_to(TitleScene(self))
        self.show_message(
            "Something went wrong",
            f"{type(exc).__name__}: {exc}\n\nThe details were written to {log_path()}. "
            "Any game in progress was saved after its last move; choose Resume to go on.",
        )

    def drawing_surface(self) -> pygame.Surface:
        """Where a frame is drawn: the window itself when it has the canvas's size (presenting
        then copies nothing), else an offscreen canvas that is scaled into the window."""
        if self.window is not None and self.window.get_size() == theme.CANVAS_SIZE:
            self._offscreen = None  # 4 MB that only a window of another size needs
            return self.window
        if self._offscreen is None:
            self._offscreen = pygame.Surface(theme.CANVAS_SIZE)
            if self.window is not None:
                self._offscreen = self._offscreen.convert()
        return self._offscreen

    def draw(self) -> None:
        self.canvas = self.drawing_surface()
        self.canvas.fill(theme.BG)
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].transparent:
            start -= 1
        shown = self.stack[max(start, 0) :]
        for scene in shown:
            self._guard(scene, scene.draw, self.canvas)
        if any(getattr(scene, "session", None) for scene in shown) and self.not_saved():
            self._draw_not_saved()

    def _draw_not_saved(self) -> None:
        """A mark that stays on the table while its game is not saved (the table tells why)."""
        rect = NOT_SAVED_MARK
        pygame.draw.rect(self.canvas, (120, 36, 30), rect, border_radius=8)
        pygame.draw.rect(self.canvas, (226, 120, 100), rect, 2, border_radius=8)
        for text, dy in (("NOT", -8), ("SAVED", 9)):
            img = fonts.render(text, 14, theme.TEXT, bold=True)
            self.canvas.blit(img, img.get_rect(center=(rect.centerx, rect.centery + dy)))

    def frame(self) -> None:
        self.step(self.pace())

    def release_memory_soon(self) -> None:
        """Much was just let go (a table closed): free it and hand it back after this frame."""
        self._release_memory = True

    def release_memory(self) -> None:
        """A closed table sits in reference cycles (its widgets call its methods) with its
        pictures, until Python's occasional full collection: collect now, then hand the freed
        pages back to the system (game/heap.py). Tens of milliseconds, once per table."""
        gc.collect()
        heap.give_back()

    def pace(self) -> float:
        """Wait for the next frame (or, when quiet, for the next event) and return its dt."""
        if self.fixed_dt is not None:
            self.clock.tick()
            return self.fixed_dt
        if self.quiet():
            self.sleep_until_event(SLEEP_CHECK)
            # The clock starts afresh on waking: the time asleep belongs to no animation, and the
            # move that woke the app must play its whole presentation, not skip to its end.
            self.clock.tick()
            return 1.0 / FPS
        return min(self.clock.tick(FPS) / 1000.0, 0.1)

    def may_rest(self) -> bool:
        """Nobody used the app for IDLE_AFTER seconds and no scene is busy (a bot to play, an
        animation): frames are compared with the last, to find out whether anything changes."""
        return self.time - self.last_input >= IDLE_AFTER and not any(
            scene.busy() for scene in self.stack
        )

    def quiet(self) -> bool:
        """Nothing to draw until something happens: the app may rest and its last frame showed
        nothing new."""
        return not self.shown_new and self.may_rest()

    def sleep_until_event(self, limit: float) -> None:
        """Sleep until an event arrives or `limit` seconds pass; fonts still to load are loaded
        meanwhile."""
        self.sleeps += 1
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline and not pygame.event.peek():
            if not fonts.warm_one():
                time.sleep(SLEEP_POLL)

    def step(self, dt: float) -> None:
        """One frame: events, updates, drawing and presenting."""
        self.time += dt
        self.frame_count += 1
        for event in pygame.event.get():
            self.last_input = self.time
            if event.type in REPAINT_EVENTS:
                self.presenter.invalidate()
            event = self.map_event(event)
            if event.type == pygame.MOUSEMOTION:
                self.pointer = event.pos
            self.dispatch(event)
        for scene in list(self.stack):
            if scene in self.stack:
                self._guard(scene, scene.update, dt)
        if not self.stack:
            self.quit()
            return
        self.draw()
        self.present()
        if self._release_memory:
            self._release_memory = False
            self.release_memory()
        if self.frame_count == 1 and self.settings.volume > 0:
            sound.prepare()  # after the first frame, so start-up does not wait for it
        elif self.frame_count > 1:
            fonts.warm_one()  # a face a frame until the common ones are loaded

    def run(self) -> None:
        """The loop. Scene errors are handled in `_guard`; anything else that escapes a frame is
        logged and the loop carries on, unless it keeps failing frame after frame."""
        failures = 0
        try:
            while self.running:
                try:
                    self.frame()
                    failures = 0
                except Exception:  # noqa: BLE001 - never crash to the desktop for one bad frame
                    if self.strict:
                        raise
                    failures += 1
                    LOG.error("Error in the main loop:\n%s", traceback.format_exc())
                    if failures > 100:
                        raise
        finally:
            self.shutdown()

    def shutdown(self) -> None:
        for scene in reversed(self.stack):
            try:
                scene.close()
            except Exception:  # noqa: BLE001 - closing must not hide the real error
                LOG.exception("Error while closing %s", scene.name)
        self.stack.clear()
        saves.flush_autosaves()
        if self._runner is not None:
            self._runner.shutdown()
            self._runner = None
        if self._settings_changed:
            self._write_settings()


def prefer_native_framebuffer() -> None:
    """On X11, present through the window system's own shared-memory images instead of SDL's
    OpenGL texture path: all our drawing is done in software anyway, and where OpenGL is itself
    software (Xvfb, many VMs) the texture path costs ~5 ms a frame against ~0.4 ms (the choice
    SDL itself makes under WSL). A value the user set in the environment wins."""
    if pygame.display.get_init() and pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
