"""The Saved games list: each entry in words (game, players by kind and level, round, leader,
when), a picture of its table, the finished games kept beside the unfinished ones."""

from __future__ import annotations

import random
import time
from datetime import datetime

from uihelpers import button, click, frames

from game import saves
from game.client import save_words, thumbnails
from game.client.scenes.replay import ReplayScene
from game.client.scenes.saved_games import SavedGamesScene
from game.client.tables.kit.table import TableScene
from game.rules import GAMES
from game.saves import SavedGame, SeatInfo

SEATS = [SeatInfo("Ann", "human", None, 0), SeatInfo("Bea", "ai", "hard", 1)]


def played(game_id: str, moves: int, seed: int = 1):
    state = GAMES[game_id].new_state(2, seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < moves:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def save(name: str, game_id: str, state, seats=SEATS):
    path = saves.saves_dir() / name
    saves.write_save(path, game_id, state.options, state.seed, seats, state)
    return path


def test_an_entry_says_the_game_players_round_leader_and_when_in_words():
    state = played("stonespine", 30)
    saved = SavedGame("stonespine", {}, 1, SEATS, state)
    assert save_words.players_words(saved) == "Ann, Bea (hard computer)"
    assert save_words.stage_words(state) == f"Year {state.year}"
    lead = save_words.leader_words(saved)
    totals = [s.total for s in state.scores(0)]  # Ann's knowledge: Bea's challenges hidden
    assert lead.endswith(f"with {max(totals)} point{'s' * (max(totals) != 1)}") or lead == (
        "no points scored yet"
    )
    makers = played("makers", 7)
    assert save_words.stage_words(makers).startswith("Turn ")
    words = save_words.description(saved, time.time() - 30, time.time())
    assert "Stonespine Architects with Ann, Bea (hard computer): Year" in words
    assert ".json" not in words


def test_when_a_game_was_last_played_reads_as_a_person_says_it():
    now = datetime(2026, 11, 29, 15, 0).timestamp()
    ago = lambda **kw: now - sum(v * {"m": 60, "h": 3600, "d": 86400}[k] for k, v in kw.items())  # noqa: E731
    assert save_words.when_words(now - 20, now) == "just now"
    assert save_words.when_words(ago(m=12), now) == "12 minutes ago"
    assert save_words.when_words(ago(h=3), now) == "today at 12:00"
    assert save_words.when_words(ago(d=1), now) == "yesterday at 15:00"
    assert save_words.when_words(ago(d=3), now) == "on Thursday at 15:00"
    assert save_words.when_words(ago(d=30), now) == "on 30 Oct 2026"


def test_a_finished_game_is_won_in_words():
    state = played("makers", 10_000)
    saved = SavedGame("makers", {}, 1, SEATS, state)
    scores = state.scores()
    winner = next(i for i, s in enumerate(scores) if s.place == 1)
    assert save_words.leader_words(saved).startswith(f"{['Ann', 'Bea'][winner]} ")


def test_finished_games_are_listed_beside_unfinished_ones_with_pictures(app):
    unfinished = save("autosave.json", "stonespine", played("stonespine", 12))
    finished = save("autosave-2.json", "makers", played("makers", 10_000))
    scene = app.push(SavedGamesScene(app))
    assert [row.path for row in scene.rows] == [unfinished]
    assert button(scene, "Unfinished (1)") and button(scene, "Finished (1)")
    frames(app, 3)  # one picture a frame
    assert thumbnails.kept(unfinished) is not None
    assert thumbnails.kept(unfinished).get_size() == thumbnails.SIZE
    row = scene.rows[0]
    assert row.replay_button.visible
    head, players, tail = row.lines()
    assert head.startswith("Stonespine Architects  ·  Year") and "last played just now" in tail
    assert ".json" not in " ".join(row.lines()) + row.description()
    click(app, button(scene, "Finished (1)").rect.center)
    assert [r.path for r in scene.rows] == [finished]
    assert not scene.rows[0].replay_button.visible  # a click on the row replays it
    assert scene.rows[0].lines()[0].startswith("Dungeon Makers  ·  finished after ")
    assert save_words.finished_words(played("stonespine", 10_000)) == "finished in Year 4"
    click(app, scene.rows[0].rect.center)
    assert isinstance(app.top, ReplayScene) and app.top.record.over
    click(app, button(app.top, "Close").rect.center)
    click(app, button(scene, "Unfinished (1)").rect.center)
    click(app, scene.rows[0].replay_button.rect.center)
    assert isinstance(app.top, ReplayScene) and not app.top.record.over
    app.pop()
    click(app, scene.rows[0].rect.center)
    assert isinstance(app.top, TableScene) and app.top.session.save_path == unfinished
