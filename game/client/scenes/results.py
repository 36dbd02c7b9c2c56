"""Results: every seat's score by category, the placing and its note; beside them, how the game
went (scenes/review_page.py: the totals over the game, the points by category, hints and time to
think); the final tables (See the board) and the replay; play again or leave."""

from __future__ import annotations

import pygame

from game.client import fonts, icons, theme
from game.client.scene import Scene
from game.client.scenes.review_page import ReviewPage, clock_words
from game.client.widgets.button import Button
from game.client.widgets.draw import background, panel, seat_marker, title_text

OUT_INK = (226, 96, 84)
PLACE_WORDS = {1: "1st", 2: "2nd", 3: "3rd"}


def info_columns(session) -> dict[str, list]:
    """Extra columns a table asks for (its class's `result_columns(state)`: name -> one value
    per seat), shown dimmed beside the score: facts worth seeing that are not part of the total."""
    from game.client import catalog

    playable = catalog.find(session.game_id)
    columns = getattr(playable.table, "result_columns", None) if playable else None
    info = dict(columns(session.state)) if columns else {}
    if session.hints_taken:  # the hints each person took (kit/hint.py), bots left blank
        info["Hints"] = [
            "" if session.is_bot(seat) else session.hints_taken.get(seat, 0)
            for seat in range(session.num_seats)
        ]
    thinking = getattr(session, "think_seconds", {})
    if any(thinking.values()):  # each person's time to think (session.py), bots left blank
        info["Time to think"] = [
            "" if session.is_bot(seat) else clock_words(thinking.get(seat, 0.0))
            for seat in range(session.num_seats)
        ]
    return info


def winners_line(session, scores) -> str:
    names = [session.seat_name(i) for i, s in enumerate(scores) if s.place == 1]
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{' and '.join(names)} share the win!"


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.scores = session.final_scores()
        self.categories: list[str] = []
        for score in self.scores:
            for key in score.breakdown:
                if key not in self.categories:
                    self.categories.append(key)
        self.info = info_columns(session)
        self.columns = self.categories + list(self.info)
        from game.client import sound

        sound.play("score", app.settings.volume)
        cx = theme.CANVAS_SIZE[0] // 2
        self.page = "scores"  # or "review": how the game went
        self.review = None  # made when first shown (it replays the game once)
        self.tabs = {
            "scores": Button(
                (cx - 230, 112, 220, 42), "Final scores", lambda: self.show("scores"), size=18
            ),
            "review": Button(
                (cx + 10, 112, 220, 42), "How it went", lambda: self.show("review"), size=18
            ),
        }
        buttons = [
            # P, not Enter: an Enter meant for the last move must not start a new game
            ("Play again", self.play_again, "wood", pygame.K_p),
            ("See the board", self.see_board, "stone", pygame.K_b),
            ("Replay", self.replay, "stone", pygame.K_r),
            ("Back to title", self.to_title, "stone", None),
        ]
        if not session.replayable():  # a network table's seat holds a view, not the game
            self.tabs = {}
            buttons = [
                ("See the board", self.back_to_table, "stone", pygame.K_b),
                ("Back to title", self.to_title, "wood", None),
            ]
        left = cx - (len(buttons) * 220 + (len(buttons) - 1) * 16) // 2
        self.widgets = [*self.tabs.values()] + [
            Button((left + k * 236, 700, 220, 54), label, act, size=20, style=style, hotkey=key)
            for k, (label, act, style, key) in enumerate(buttons)
        ]
        self.show("scores")

    def show(self, page: str) -> None:
        self.page = page
        for name, tab in self.tabs.items():
            tab.style = "wood" if name == page else "stone"
        if page not in self.tabs:
            return
        if page == "review" and self.review is None:
            self.review = ReviewPage(self.session, pygame.Rect(40, 166, 1200, 520))

    def saved(self):
        """The game as a saved game (for the replay): the session's seats, state, hints, time."""
        from game.saves import SavedGame

        s = self.session
        return SavedGame(
            s.game_id, s.options, s.seed, s.seats, s.state, s.hints_taken, s.think_seconds
        )

    def replay(self):
        """The game again from its first move."""
        from game.client.scenes.replay import ReplayScene

        self.app.push(ReplayScene(self.app, self.saved(), move=0))

    def play_again(self):
        from game.client.scenes.table_launch import open_table
        from game.client.session import Session

        old = self.session
        session = Session(
            old.game_id,
            old.seats,
            self.app.new_seed(),
            old.options,
            runner=self.app.bot_runner(),
            colour_blind=self.app.settings.colour_blind,
            anim=self.app.settings.anim(),
        )
        open_table(self.app, session)

    def see_board(self):
        """Every player's final table, large, one after the other (the replay at the end, with
        everything shown: the seat buttons bring each player's table in front)."""
        from game.client.scenes.replay import ReplayScene

        self.app.push(ReplayScene(self.app, self.saved(), show_all=True))

    def back_to_table(self):
        """The finished table under the results, as it ended (its Results button comes back)."""
        below = self.app.stack[-2] if len(self.app.stack) > 1 else None
        if getattr(below, "session", None) is self.session:
            self.app.pop(self)

    def to_title(self):
        from game.client.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def on_escape(self) -> bool:
        self.to_title()
        return True

    def headline(self) -> str:
        return winners_line(self.session, self.scores)

    def layout(self) -> dict:
        """Column widths, wrapped headers and row heights. Headers wrap onto as many lines as
        they need (long category names such as 'minions on chambers and mazes' must be read
        whole), and a seat's note wraps inside the name column instead of running under the
        numbers."""
        cols = self.columns
        place_w, total_w = 70, 100
        name_w = 260 if len(cols) <= 6 else 210
        col_w = max(66, min(130, (1200 - name_w - place_w - total_w) // max(1, len(cols))))
        head_size = 15
        headers = [fonts.wrap(c[:1].upper() + c[1:], head_size, col_w - 8, bold=True) for c in cols]
        if any(len(h) > 3 for h in headers):
            head_size = 13
            headers = [
                fonts.wrap(c[:1].upper() + c[1:], head_size, col_w - 6, bold=True) for c in cols
            ]
        line_h = fonts.font(head_size, bold=True).get_linesize()
        header_h = max(2, *(len(h) for h in headers)) * line_h + 28 if headers else 2 * line_h + 28
        notes, rows_h = [], []
        for score in self.scores:
            note = score.note or ("out of the game" if score.eliminated else "")
            lines = fonts.wrap(note, 14, name_w - 50) if note else []
            notes.append(lines)
            rows_h.append(58 if len(lines) <= 1 else 40 + 18 * len(lines))
        return {
            "place_w": place_w,
            "name_w": name_w,
            "col_w": col_w,
            "total_w": total_w,
            "head_size": head_size,
            "line_h": line_h,
            "headers": headers,
            "header_h": header_h,
            "notes": notes,
            "rows_h": rows_h,
            "width": place_w + name_w + col_w * len(cols) + total_w,
        }

    def draw(self, surface):
        background(surface)
        cx = theme.CANVAS_SIZE[0] // 2
        game = fonts.render(self.session.spec.title, 18, theme.TEXT_DIM)
        surface.blit(game, game.get_rect(center=(cx, 26)))
        headline = title_text(surface, self.headline(), (cx, 80), 52)
        trophy = icons.icon("trophy", 56, theme.GOLD)
        surface.blit(trophy, trophy.get_rect(midright=(headline.left - 18, headline.centery)))
        surface.blit(trophy, trophy.get_rect(midleft=(headline.right + 18, headline.centery)))
        if self.page == "review":
            self.review.draw(surface, self.app.pointer)
            super().draw(surface)
            return
        order = sorted(range(len(self.scores)), key=lambda i: (self.scores[i].place, i))
        cols = self.columns
        lay = self.layout()
        place_w, name_w, col_w = lay["place_w"], lay["name_w"], lay["col_w"]
        header_h = lay["header_h"]
        table = pygame.Rect(
            0, 170, lay["width"], header_h + sum(lay["rows_h"][i] + 6 for i in order) + 10
        )
        table.centerx = cx
        panel(surface, table)
        mid = table.top + header_h // 2
        for label, lx in (
            ("Place", table.left + place_w // 2 + 8),
            ("Player", table.left + place_w + 70),
        ):
            img = fonts.render(label, 15, theme.GOLD, bold=True)
            surface.blit(img, img.get_rect(center=(lx, mid)))
        x = table.left + place_w + name_w
        for category, lines in zip(cols, lay["headers"]):
            top = mid - len(lines) * lay["line_h"] // 2
            ink = theme.TEXT_DIM if category in self.info else theme.GOLD
            for i, line in enumerate(lines):
                img = fonts.render(line, lay["head_size"], ink, bold=True)
                surface.blit(img, img.get_rect(midtop=(x + col_w // 2, top + lay["line_h"] * i)))
            x += col_w
        total = fonts.render("Total", 17, theme.GOLD, bold=True)
        surface.blit(total, total.get_rect(center=(x + lay["total_w"] // 2, mid)))
        y = table.top + header_h
        for seat in order:
            score = self.scores[seat]
            row = pygame.Rect(table.left + 8, y, table.width - 16, lay["rows_h"][seat])
            if score.place == 1:
                pygame.draw.rect(surface, (70, 56, 36), row, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=8)
            if score.eliminated:  # out of the game: no place, and its points do not count
                pygame.draw.rect(surface, (52, 30, 28), row, border_radius=8)
                place = fonts.render("Out", 22, OUT_INK, bold=True)
            else:
                place = fonts.render(
                    PLACE_WORDS.get(score.place, f"{score.place}th"),
                    22,
                    theme.GOLD if score.place == 1 else theme.TEXT,
                    bold=True,
                )
            surface.blit(place, place.get_rect(center=(table.left + place_w // 2 + 8, row.centery)))
            seat_marker(
                surface,
                (table.left + place_w + 20, row.centery),
                14,
                self.session.seat_colour(seat),
                self.session.seat_shape(seat),
                self.session.seat_letter(seat),
            )
            name = fonts.render(self.session.seat_name(seat), 20, theme.TEXT, bold=True)
            if lay["notes"][seat]:
                surface.blit(name, (table.left + place_w + 44, row.top + 8))
            else:
                surface.blit(name, name.get_rect(midleft=(table.left + place_w + 44, row.centery)))
            for i, line in enumerate(lay["notes"][seat]):
                img = fonts.render(line, 14, theme.TEXT_DIM)
                surface.blit(img, (table.left + place_w + 44, row.top + 34 + 18 * i))
            x = table.left + place_w + name_w
            for category in cols:
                if category in self.info:
                    img = fonts.render(str(self.info[category][seat]), 20, theme.TEXT_DIM)
                else:
                    img = fonts.render(str(score.breakdown.get(category, 0)), 20, theme.TEXT)
                surface.blit(img, img.get_rect(center=(x + col_w // 2, row.centery)))
                x += col_w
            img = fonts.render(
                str(score.total), 26, theme.TEXT_DIM if score.eliminated else theme.GOLD, bold=True
            )
            spot = img.get_rect(center=(x + lay["total_w"] // 2, row.centery))
            surface.blit(img, spot)
            if score.eliminated:  # struck through: it does not count
                pygame.draw.line(
                    surface,
                    OUT_INK,
                    (spot.left - 4, spot.centery),
                    (spot.right + 4, spot.centery),
                    3,
                )
            y += row.height + 6
        super().draw(surface)
