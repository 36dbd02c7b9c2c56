"""`python -m game`: open the Lairwright window.

python -m game                       play
python -m game --smoke-test          visit every screen and play every game with bots; exit 0/1
python -m game --monkey N --seed S   N frames of random input across all screens; exit 0/1
python -m game --lesson-test         play every game's lesson to its end; exit 0/1
python -m game --export-png SAVE OUT.png [--move N] [--seat K]
                                     draw a saved game's table at move N as seat K saw it
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import shutil
import sys
import tempfile
import traceback


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="lairwright", description="Dungeon board games.")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="visit every screen, play every game with bots, then exit",
    )
    parser.add_argument(
        "--monkey", type=int, metavar="FRAMES", help="random input for FRAMES frames, then exit"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed for --monkey")
    parser.add_argument(
        "--lesson-test",
        action="store_true",
        help="play every game's lesson to its end, doing what each step asks, then exit",
    )
    parser.add_argument(
        "--export-png",
        nargs=2,
        metavar=("SAVE", "OUT"),
        help="draw the table of the saved game SAVE into the picture OUT (PNG), then exit",
    )
    parser.add_argument(
        "--move", type=int, metavar="N", help="with --export-png: after N moves (default: all)"
    )
    parser.add_argument(
        "--seat",
        type=int,
        metavar="K",
        help="with --export-png: as seat K (from 0) saw it (default: the first person)",
    )
    return parser.parse_args(argv)


def export(args) -> int:
    """--export-png: the picture, with the dummy video driver; 2 and a sentence if it cannot."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.client.export_png import ExportProblem, export_png
    from game.client.logs import setup_logging

    setup_logging()
    try:
        out = export_png(args.export_png[0], args.export_png[1], args.move, args.seat)
    except ExportProblem as exc:
        print(exc, file=sys.stderr)
        return 2
    print(f"wrote {out}")
    return 0


def _headless() -> str | None:
    """Dummy video and audio, and (unless LAIRWRIGHT_HOME is set) a throwaway user folder,
    whose path is returned so it can be removed after a successful run."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    if os.environ.get("LAIRWRIGHT_HOME"):
        return None
    scratch = tempfile.mkdtemp(prefix="lairwright-run-")
    os.environ["LAIRWRIGHT_HOME"] = scratch
    return scratch


def main(argv=None) -> int:
    multiprocessing.freeze_support()  # the bot worker process re-enters here when frozen
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.export_png:
        return export(args)
    scratch = None
    if args.smoke_test or args.monkey is not None or args.lesson_test:
        scratch = _headless()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.client.logs import setup_logging

    setup_logging()
    try:
        if args.smoke_test:
            from game.client.smoke import smoke_test

            smoke_test()
            print("smoke test passed")
        elif args.lesson_test:
            from game.client.lesson_test import lesson_test

            lesson_test()
            print("lesson test passed")
        elif args.monkey is not None:
            from game.client.monkey import monkey_run

            report = monkey_run(args.monkey, args.seed)
            print(f"monkey run passed: {report}")
        else:
            from game.client.app import App, NoDisplay
            from game.client.scenes.title import TitleScene
            from game.settings import take_load_note

            try:
                app = App()
            except NoDisplay as exc:
                print(exc, file=sys.stderr)
                return 2
            app.push(TitleScene(app))
            if app.storage_note():
                app.show_message("Nothing will be saved", app.storage_note())
            settings_note = take_load_note()
            if settings_note:
                app.show_message("Settings reset", settings_note)
            app.run()
    except Exception:  # noqa: BLE001 - headless runs report any error as a failure
        traceback.print_exc()
        if scratch:
            print(f"the run's files (log, saves) are kept in {scratch}", file=sys.stderr)
        return 1
    if scratch:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
