"""Table setup: number of players; each seat human or computer (with its level), name and
colour; at one player, the automa is shown as the opponent where the game has one, with its
strength where it has several (what each scores is written under it).
The table last started for each game is remembered in the settings and set out again."""

from __future__ import annotations

from dataclasses import asdict

import pygame

from game.ai import bot_levels
from game.client import fonts, theme
from game.client.scene import Scene
from game.client.session import distinct_letters
from game.client.widgets.button import Button, Stepper
from game.client.widgets.draw import background, panel, seat_marker, text_block, title_text
from game.client.widgets.textfield import TextField
from game.rules import GAMES
from game.rules.core import SOLO_LEVEL
from game.saves import SaveProblem, SeatInfo, seat_from_dict

DEFAULT_NAMES = ["Ann", "Bea", "Cal", "Dev", "Eli", "Fay"]
# a "remote" seat is played on another computer: the table is then hosted (docs/network.md)
KIND_LABELS = {"human": "Human", "ai": "Computer", "remote": "Remote"}
ROW_H = 64


class SetupScene(Scene):
    escape_goes_back = True
    name = "setup"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.spec = GAMES[game_id]
        self.levels = bot_levels(game_id)
        self.count = (
            self.spec.min_players if self.spec.solo_opponent else max(2, self.spec.min_players)
        )
        self.count = min(self.count, self.spec.max_players)
        default_level = self.default_level()
        self.seats = [
            SeatInfo(
                DEFAULT_NAMES[i],
                "human" if i == 0 or not self.levels else "ai",
                default_level if i and self.levels else None,
                i,
            )
            for i in range(self.spec.max_players)
        ]
        self.options = dict(self.spec.options)
        self.solo_levels = self.spec.solo_levels() if self.spec.solo_levels else {}
        self.solo_level = next(iter(self.solo_levels), None)  # the gentlest
        self.restore(app.settings.tables.get(game_id))
        self.build()

    def restore(self, memory) -> None:
        """Set out the table last started for this game (from the settings), entry by entry:
        anything that no longer fits (a level or option this version lacks, a hand-broken entry)
        keeps its default."""
        if not isinstance(memory, dict):
            return
        count = memory.get("count")
        if isinstance(count, int) and self.spec.min_players <= count <= self.spec.max_players:
            self.count = count
        seats = memory.get("seats")
        for i, entry in enumerate(seats[: len(self.seats)] if isinstance(seats, list) else []):
            try:
                seat = seat_from_dict(entry, i + 1)
            except SaveProblem:
                continue
            if (seat.is_ai and seat.level not in self.levels) or seat.colour >= len(
                theme.SEAT_COLOURS
            ):
                continue
            seat.name = seat.name[: TextField.MAX_LEN]
            self.seats[i] = seat
        if len({seat.colour for seat in self.seats}) != len(self.seats):
            for i, seat in enumerate(self.seats):  # every seat needs its own colour
                seat.colour = i
        options = memory.get("options")
        for key, value in options.items() if isinstance(options, dict) else []:
            if key in self.options and type(value) is type(self.options[key]):
                self.options[key] = value
        if memory.get(SOLO_LEVEL) in self.solo_levels:
            self.solo_level = memory[SOLO_LEVEL]

    def remember(self) -> None:
        """Keep this table in the settings for the next game of the same kind."""
        seats = self.chosen_seats() + self.seats[self.count :]
        self.app.settings.tables[self.game_id] = {
            "count": self.count,
            "seats": [asdict(seat) for seat in seats],
            "options": dict(self.options),
            SOLO_LEVEL: self.solo_level,
        }
        self.app.settings_changed()

    # ---- layout -------------------------------------------------------------------------
    def build(self):
        cx = theme.CANVAS_SIZE[0] // 2
        counts = list(range(self.spec.min_players, self.spec.max_players + 1))
        self.widgets = [
            Stepper(
                (cx - 110, 160, 220, 44),
                counts,
                counts.index(self.count),
                self.set_count,
                lambda n: f"{n} player{'s' if n > 1 else ''}",
                wrap=False,
            )
        ]
        palette = theme.seat_palette(self.app.settings.colour_blind)
        top = 250
        for i in range(self.count):
            seat = self.seats[i]
            y = top + i * ROW_H
            self.widgets.append(
                TextField(
                    (cx - 330, y, 200, 44), seat.name, lambda text, i=i: self.set_name(i, text)
                )
            )
            kinds = ["human"] + (["ai"] if self.levels else []) + ["remote"]
            self.widgets.append(
                Stepper(
                    (cx - 110, y, 180, 44),
                    kinds,
                    kinds.index(seat.kind),
                    lambda kind, i=i: self.set_kind(i, kind),
                    lambda k: KIND_LABELS[k],
                )
            )
            if seat.kind == "ai":
                self.widgets.append(
                    Stepper(
                        (cx + 90, y, 160, 44),
                        self.levels,
                        self.levels.index(seat.level),
                        lambda level, i=i: self.set_level(i, level),
                        lambda lv: lv.capitalize(),
                    )
                )
            self.widgets.append(
                Stepper(
                    (cx + 270, y, 150, 44),
                    list(range(len(palette))),
                    seat.colour % len(palette),
                    lambda c, i=i: self.set_colour(i, c),
                    lambda c: palette[c][0].capitalize(),
                    size=16,
                )
            )
        if self.count == 1 and self.solo_levels:
            names = list(self.solo_levels)
            self.widgets.append(
                Stepper(
                    (cx + 90, top + ROW_H, 160, 44),
                    names,
                    names.index(self.solo_level),
                    self.set_solo_level,
                    lambda name: name.capitalize(),
                )
            )
        for row, (key, default) in enumerate(self.options.items()):
            if isinstance(default, bool):
                self.widgets.append(
                    Stepper(
                        (cx + 270, self.options_top() + row * ROW_H, 150, 44),
                        [False, True],
                        int(self.options[key]),
                        lambda on, key=key: self.set_option(key, on),
                        lambda on: "On" if on else "Off",
                        size=16,
                    )
                )
        self.widgets += [
            Button(
                (cx - 250, 700, 240, 56),
                "Host" if self.hosted() else "Start",
                self.start,
                size=22,
                hotkey=pygame.K_RETURN,
            ),
            Button((cx + 10, 700, 240, 56), "Back", self.back, size=22, style="stone"),
        ]

    def options_top(self) -> int:
        """Game options sit below the seats (and below the automa's row in a solo game, and the
        words on its strength)."""
        solo_words = 1 if self.count == 1 and self.solo_levels else 0
        rows = self.count + (1 if self.count == 1 else 0) + solo_words
        return 250 + rows * ROW_H + 8

    def set_option(self, key, on):
        self.options[key] = on

    def set_count(self, n):
        self.count = n
        self.build()

    def set_solo_level(self, name):
        self.solo_level = name

    def chosen_options(self) -> dict:
        """The game's options, with the automa's strength in a solo game where it has several."""
        if self.count == 1 and self.solo_level:
            return dict(self.options, **{SOLO_LEVEL: self.solo_level})
        return dict(self.options)

    def default_level(self) -> str | None:
        """A new computer player's level: normal, else the middle one of the game's levels."""
        if "normal" in self.levels:
            return "normal"
        return self.levels[len(self.levels) // 2] if self.levels else None

    def set_name(self, i, text):
        self.seats[i].name = text

    def set_kind(self, i, kind):
        self.seats[i].kind = kind
        self.seats[i].level = self.default_level() if kind == "ai" else None
        self.build()

    def set_level(self, i, level):
        self.seats[i].level = level

    def set_colour(self, i, colour):
        # Swap with whoever had that colour: every seat keeps its own colour and shape.
        for other in self.seats:
            if other is not self.seats[i] and other.colour == colour:
                other.colour = self.seats[i].colour
        self.seats[i].colour = colour
        self.build()

    # ---- actions ------------------------------------------------------------------------
    def chosen_seats(self) -> list[SeatInfo]:
        seats = []
        for i, seat in enumerate(self.seats[: self.count]):
            name = seat.name.strip() or DEFAULT_NAMES[i]
            seats.append(SeatInfo(name, seat.kind, seat.level, seat.colour))
        return seats

    def hosted(self) -> bool:
        """Some seat is played on another computer: Start hosts the table."""
        return any(seat.kind == "remote" for seat in self.seats[: self.count])

    def problem(self) -> str | None:
        names = [s.name.strip().lower() for s in self.chosen_seats()]
        if len(set(names)) != len(names):
            return "Each player needs a different name."
        if self.hosted() and [s.kind for s in self.chosen_seats()].count("human") != 1:
            return (
                "A table with remote players has one player at this screen (Human): make "
                "the others Remote or Computer."
            )
        return None

    def start(self):
        problem = self.problem()
        if problem:
            self.app.show_message("Check the players", problem)
            return
        self.launch()  # an unfinished game is kept in its own file (saves.new_autosave_path)

    def launch(self):
        from game.client.scenes.table_launch import open_table
        from game.client.session import Session

        self.remember()
        if self.hosted():
            self.host()
            return
        session = Session(
            self.game_id,
            self.chosen_seats(),
            self.app.new_seed(),
            self.chosen_options(),
            runner=self.app.bot_runner(),
            colour_blind=self.app.settings.colour_blind,
            anim=self.app.settings.anim(),
        )
        open_table(self.app, session)

    def host(self):
        """Serve the table from this computer and wait in the lobby for the remote players."""
        from game.client.scenes.lobby import host_table
        from game.net.hosting import Hosting

        seats = self.chosen_seats()
        local = next(i for i, s in enumerate(seats) if s.kind == "human")
        seed, options = self.app.new_seed(), self.chosen_options()
        host_table(self.app, Hosting.new(self.game_id, seats, local, seed, options))

    # ---- drawing ------------------------------------------------------------------------
    def draw(self, surface):
        background(surface)
        cx = theme.CANVAS_SIZE[0] // 2
        title_text(surface, self.spec.title, (cx, 80), 48)
        bottom = self.options_top() + len(self.options) * ROW_H + 24
        box = pygame.Rect(cx - 440, 140, 900, bottom - 140)
        panel(surface, box)
        for label, x in (
            ("Name", cx - 330),
            ("Player", cx - 110),
            ("Level", cx + 90),
            ("Colour", cx + 270),
        ):
            img = fonts.render(label, 15, theme.GOLD_DIM, bold=True)
            surface.blit(img, (x + 4, 226))
        palette = theme.seat_palette(self.app.settings.colour_blind)
        letters = distinct_letters(
            [self.seats[i].name or DEFAULT_NAMES[i] for i in range(self.count)]
        )
        for i in range(self.count):
            seat = self.seats[i]
            y = 250 + i * ROW_H
            seat_marker(
                surface,
                (cx - 370, y + 22),
                16,
                palette[seat.colour % len(palette)][1],
                theme.SEAT_SHAPES[seat.colour % len(theme.SEAT_SHAPES)],
                letters[i],
            )
            if seat.kind != "ai":
                dash = fonts.render("-", 20, theme.TEXT_DIM)
                surface.blit(dash, dash.get_rect(center=(cx + 170, y + 22)))
        for row, key in enumerate(self.options):
            label = self.spec.option_labels.get(key, key.capitalize())
            img = fonts.render(label, 18, theme.TEXT, bold=True)
            surface.blit(
                img, img.get_rect(midleft=(cx - 330, self.options_top() + row * ROW_H + 22))
            )
        if self.count == 1 and self.spec.solo_opponent:
            from game.client.session import AUTOMA_COLOUR

            y = 250 + ROW_H
            name = self.spec.solo_opponent
            seat_marker(surface, (cx - 370, y + 22), 16, AUTOMA_COLOUR, "hexagon", name)
            img = fonts.render(name, 20, theme.TEXT, bold=True)
            surface.blit(img, img.get_rect(midleft=(cx - 318, y + 22)))
            if self.solo_levels:
                self._solo_level_words(surface, cx, y)
            else:
                note = fonts.render(
                    "The game's official solo opponent: it plays by its own rules.",
                    17,
                    theme.TEXT_DIM,
                )
                surface.blit(note, note.get_rect(midleft=(cx - 110, y + 22)))
        elif self.count == 1:
            text_block(
                surface,
                "A solo game: play for the best score you can.",
                (cx - 330, 250 + ROW_H + 10, 700, 50),
                18,
                theme.TEXT_DIM,
            )
        super().draw(surface)

    def _solo_level_words(self, surface, cx: int, y: int) -> None:
        """The automa's row: 'Solo opponent' under Player, its strength's stepper under Level,
        and what that strength scores under the row."""
        note = fonts.render("Solo opponent", 17, theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midleft=(cx - 106, y + 22)))
        text_block(
            surface,
            self.solo_levels[self.solo_level] + ".",
            (cx - 330, y + ROW_H - 10, 750, ROW_H),
            17,
            theme.TEXT_DIM,
        )
