"""Start or resume a game: build the table scene for a session and put it on the stack."""

from __future__ import annotations

from game.client import catalog


def open_table(app, session) -> None:
    """Replace everything above the title with the game's table."""
    from game.client.scenes.title import TitleScene

    playable = catalog.find(session.game_id)
    if playable is None:
        app.show_message(
            "This game cannot be opened", f"This build has no table for {session.spec.title}."
        )
        return
    session.runner = session.runner or app.bot_runner()
    if session.has_bots():
        session.runner.prepare()  # the worker starts now, not on the first bot's turn
    session.colour_blind = app.settings.colour_blind
    title = app.stack[0] if app.stack and isinstance(app.stack[0], TitleScene) else TitleScene(app)
    app.reset_to(title)
    app.push(playable.table(app, session))


def resume_saved(app, path, saved) -> None:
    """Go on with a saved game: at this screen, or, for a table this app hosted over the
    network, hosted again (its guests join it again by themselves)."""
    from game.client.session import Session

    if saved.network is None:
        open_table(app, Session.from_saved(saved, path, app.bot_runner()))
        return
    from game.client.scenes.lobby import host_table
    from game.net.hosting import Hosting
    from game.saves import SaveProblem

    try:
        hosting = Hosting.resume(path)
    except SaveProblem as exc:
        app.show_message("This game cannot be opened", f"{path.name}: {exc}")
        return
    host_table(app, hosting)
