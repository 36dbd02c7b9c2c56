"""`python -m game --smoke-test`: visit every screen, then play every registered game that has a
table, with bots in every seat, at every allowed player count, through the real table scenes,
drawing every frame, until the results. Any error raises (the process exits non-zero)."""

from __future__ import annotations

import time

from game.client import catalog
from game.client.app import App

MAX_FRAMES_PER_GAME = 50_000


def frames(app: App, count: int) -> None:
    for _ in range(count):
        app.frame()
        if not app.running:
            raise RuntimeError("The app stopped during the smoke test.")


def visit(app: App, scene, count: int = 3) -> None:
    app.push(scene)
    frames(app, count)
    if scene in app.stack:
        app.pop(scene)
    frames(app, 1)


def visit_scenes(app: App) -> None:
    from game.client.scenes.credits import CreditsScene
    from game.client.scenes.game_select import GameSelectScene
    from game.client.scenes.help import HelpScene
    from game.client.scenes.message import ConfirmOverlay, MessageOverlay
    from game.client.scenes.saved_games import SavedGamesScene
    from game.client.scenes.settings_scene import SettingsScene
    from game.client.scenes.setup import SetupScene
    from game.rules import GAMES

    visit(app, GameSelectScene(app, "play"))
    visit(app, GameSelectScene(app, "rules"))
    visit(app, SettingsScene(app))
    visit(app, CreditsScene(app))
    visit(app, SavedGamesScene(app))
    visit(app, MessageOverlay(app, "A message", "Shown over the title screen."))
    visit(app, ConfirmOverlay(app, "A question?", lambda: None))
    for game_id in GAMES:
        visit(app, HelpScene(app, game_id))
    for playable in catalog.playable():
        visit(app, SetupScene(app, playable.spec.id))


def play_game(
    app: App, game_id: str, players: int, level: str, max_frames: int = MAX_FRAMES_PER_GAME
) -> dict:
    """Set the game up through the setup screen (every seat a bot), then play it to the end."""
    from game.client.scenes.curtain import CurtainScene
    from game.client.scenes.pause import PauseMenu
    from game.client.scenes.results import ResultsScene
    from game.client.scenes.setup import SetupScene
    from game.client.tables.kit.table import TableScene

    setup = app.push(SetupScene(app, game_id))
    setup.set_count(players)
    for seat in setup.seats[:players]:
        seat.kind, seat.level = "ai", level
    frames(app, 1)
    setup.launch()
    table = app.top
    if not isinstance(table, TableScene):
        raise RuntimeError(f"{game_id}: the table did not open (top scene: {app.top.name}).")
    session = table.session
    visit(app, PauseMenu(app, table))
    visit(app, CurtainScene(app, session, 0, lambda seat: None))
    started = time.perf_counter()
    for count in range(max_frames):
        app.frame()
        if isinstance(app.top, ResultsScene):
            frames(app, 3)
            look_back(app, app.top)
            return {
                "game": game_id,
                "players": players,
                "frames": count,
                "moves": len(session.state.history),
                "seconds": round(time.perf_counter() - started, 2),
            }
        if not app.running:
            raise RuntimeError(f"{game_id}: the app stopped during play.")
    raise RuntimeError(f"{game_id} with {players} players did not finish in {max_frames} frames.")


def look_back(app: App, results) -> None:
    """The review page, every final table and the replay of the game just played."""
    results.show("review")
    frames(app, 2)
    results.show("scores")
    results.see_board()
    replay = app.top
    frames(app, 2)
    replay.seat_stepper.step(1)
    replay.to_part(0)
    replay.step_on()
    replay.toggle_play()
    frames(app, 5)
    replay.step_back()
    frames(app, 2)
    app.pop(replay)
    frames(app, 1)


def check_bot_worker(game_ids: list[str]) -> None:
    """Ask the real bot worker process (the games above used inline bots) for one move of each
    game: in a built app this proves the worker starts and finds every module it needs. Games
    registered only inside this process (tests) are unknown to the worker and left out."""
    from game.ai.runner import BotRunner
    from game.rules import GAMES
    from game.rules.registry import REGISTERED

    runner = BotRunner()
    try:
        for game_id in [g for g in game_ids if g in REGISTERED]:
            state = GAMES[game_id].new_state(GAMES[game_id].min_players, 1)
            seat = state.to_move()[0]
            runner.request(state, seat, "easy", 1, seconds=0.2)
            deadline = time.monotonic() + 60
            choices = []
            while not choices and time.monotonic() < deadline:
                choices = runner.poll()
                time.sleep(0.01)
            if (
                not choices
                or choices[0].error
                or choices[0].action not in state.legal_actions(seat)
            ):
                problem = choices[0].error if choices else "no answer within 60 s"
                raise RuntimeError(f"{game_id}: the bot worker process failed ({problem}).")
    finally:
        runner.shutdown()


def smoke_test(verbose: bool = True, only: list[str] | None = None, seed: int = 1) -> list[dict]:
    """Run the smoke test; `only` limits the games played (tests), None plays them all; `seed`
    picks the games dealt."""
    from game.client.scenes.title import TitleScene

    app = App(strict=True, fixed_dt=1 / 30, bot_inline=True, seed=seed)
    app.settings.animation_speed = "instant"
    try:
        app.push(TitleScene(app))
        frames(app, 3)
        if catalog.problems():
            raise RuntimeError("Games failed to load: " + " ".join(catalog.problems()))
        visit_scenes(app)
        played = []
        for playable in catalog.playable():
            spec = playable.spec
            if only is not None and spec.id not in only:
                continue
            for players in range(spec.min_players, spec.max_players + 1):
                result = play_game(app, spec.id, players, "random")
                played.append(result)
                if verbose:
                    print(f"played {result}")
                app.reset_to(TitleScene(app))
                frames(app, 2)
        if app.errors:
            raise RuntimeError("Errors during the smoke test: " + "; ".join(app.errors))
        check_bot_worker(sorted({result["game"] for result in played}))
        return played
    finally:
        app.shutdown()
