"""Title screen: new game, resume (only when an unfinished save exists), rules, settings,
credits, quit. Saves that cannot be opened are reported here in plain words."""

from __future__ import annotations

import pygame

from game import paths, saves
from game.client import catalog, fonts, theme
from game.client.scene import Scene
from game.client.scenes.lesson_launch import every_game_has_a_lesson
from game.client.widgets.button import Button
from game.client.widgets.draw import background, panel, title_text


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.resumable = None
        self.problems: list[tuple] = []
        self.refresh()

    def refresh(self):
        scan = saves.scan(unfinished_only=True)
        unfinished = [(p, s) for p, s in scan.readable if not s.state.is_over()]
        self.resumable = unfinished[0] if unfinished else None
        self.more_saves = len(unfinished) > 1
        # kept for their replay
        self.finished_saves = bool(scan.finished) or len(unfinished) < len(scan.readable)
        self.problems = scan.problems
        self.build()

    def build(self):
        cx = theme.CANVAS_SIZE[0] // 2
        items = (
            [("Resume", self.resume_game, pygame.K_c)] if self.resumable else []
        )  # first: the likely pick
        items.append(("New game", self.new_game, pygame.K_n))
        items.append(("Join a table", self.join_table, pygame.K_j))
        if every_game_has_a_lesson():
            items.append(("Learn to play", self.learn, pygame.K_l))
        # that screen also lists finished games, and unreadable files in full
        if self.more_saves or self.finished_saves or self.problems:
            items.append(("Saved games", self.saved_games, None))
        items += [
            ("Rules", self.rules, None),
            ("Settings", self.settings, None),
            ("Credits", self.credits, None),
            ("Quit", self.app.quit, None),
        ]
        self.widgets = []
        # a longer menu pushes the heading up and its buttons closer together
        self.lift = 0 if len(items) <= 6 else 26 if len(items) <= 8 else 40
        step = 68 if len(items) <= 6 else 54 if len(items) <= 8 else 48
        y = 330 - self.lift
        for label, action, key in items:
            style = "wood" if label in ("New game", "Resume") else "stone"
            self.widgets.append(
                Button(
                    (cx - 150, y, 300, step - 14), label, action, size=22, hotkey=key, style=style
                )
            )
            y += step
        # the keyboard starts on the likely pick: Resume when there is a game to go back to
        self.widgets[0].focused = True

    def resume(self):
        self.refresh()

    # ---- actions ------------------------------------------------------------------------
    def new_game(self):
        from game.client.scenes.game_select import GameSelectScene

        self.app.push(GameSelectScene(self.app, mode="play"))

    def resume_game(self):
        from game.client.scenes.table_launch import resume_saved

        path, saved = self.resumable
        resume_saved(self.app, path, saved)

    def join_table(self):
        from game.client.scenes.join import JoinScene

        self.app.push(JoinScene(self.app))

    def saved_games(self):
        from game.client.scenes.saved_games import SavedGamesScene

        self.app.push(SavedGamesScene(self.app))

    def learn(self):
        from game.client.scenes.game_select import GameSelectScene

        self.app.push(GameSelectScene(self.app, mode="learn"))

    def rules(self):
        from game.client.scenes.game_select import GameSelectScene

        self.app.push(GameSelectScene(self.app, mode="rules"))

    def settings(self):
        from game.client.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def credits(self):
        from game.client.scenes.credits import CreditsScene

        self.app.push(CreditsScene(self.app))

    # ---- drawing ------------------------------------------------------------------------
    def problem_lines(self) -> list[str]:
        """The unreadable saves (and games that failed to load), wrapped to the notes box below
        the menu and cut to the room there is; a cut list says where to read the rest."""
        notes = [self.app.storage_note()] if self.app.storage_note() else []
        notes += [
            f"{path.name} could not be opened: {reason} It was left as it is."
            for path, reason in self.problems
        ]
        notes += catalog.problems()
        if not notes:
            return []
        line_h = fonts.font(15).get_linesize() + 2
        menu_bottom = max(w.rect.bottom for w in self.widgets)
        room = max(1, (theme.CANVAS_SIZE[1] - 12 - 20 - menu_bottom - 10) // line_h)
        lines = [line for note in notes for line in fonts.wrap(note, 15, 1000 - 32)]
        if len(lines) <= room:
            return lines
        if room == 1:  # no room for the notes: one line that says only what is true
            return [self.short_note()]
        return lines[: room - 1] + ["... the rest is listed under Saved games."]

    def short_note(self) -> str:
        """The notes in one line: that nothing is saved (if so), and how many saves or game
        files could not be read (if any), and where those are listed."""
        parts = []
        if self.app.storage_note():
            parts.append(f"Nothing is saved: {paths.user_home()} cannot be written.")
        saves_bad, games_bad = len(self.problems), len(catalog.problems())
        if saves_bad:
            parts.append(
                f"{saves_bad} saved game{'s' * (saves_bad > 1)} could not be read: left as "
                "they are and listed under Saved games."
            )
        if games_bad:
            parts.append(f"{games_bad} game{'s' * (games_bad > 1)} failed to load.")
        return " ".join(parts)

    def draw(self, surface):
        background(surface)
        cx = theme.CANVAS_SIZE[0] // 2
        top = -self.lift
        title_text(surface, "LAIRWRIGHT", (cx, 170 + top), 84)
        sub = fonts.render("Dungeon board games for one table", 22, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(cx, 240 + top)))
        pygame.draw.line(surface, theme.GOLD_DIM, (cx - 220, 275 + top), (cx + 220, 275 + top), 2)
        pygame.draw.circle(surface, theme.GOLD, (cx, 275 + top), 5)
        if self.resumable:
            path, saved = self.resumable
            title = catalog.find(saved.game_id)
            names = ", ".join(s.name for s in saved.seats)
            line = f"Unfinished: {title.spec.title if title else saved.game_id} with {names}"
            img = fonts.render(line, 16, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=(cx, 298 + top)))
        super().draw(surface)
        lines = self.problem_lines()
        if lines:
            line_h = fonts.font(15).get_linesize() + 2
            box = pygame.Rect(140, 0, 1000, line_h * len(lines) + 20)
            box.bottom = theme.CANVAS_SIZE[1] - 12
            panel(surface, box, fill=(52, 30, 26), edge=(150, 70, 60))
            for i, line in enumerate(lines):
                surface.blit(
                    fonts.render(line, 15, theme.TEXT), (box.left + 16, box.top + 10 + line_h * i)
                )
        ver = fonts.render("v0.1", 14, theme.TEXT_DIM)
        surface.blit(
            ver, ver.get_rect(bottomright=(theme.CANVAS_SIZE[0] - 12, theme.CANVAS_SIZE[1] - 8))
        )
