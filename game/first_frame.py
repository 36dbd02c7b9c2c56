"""`python -m game.first_frame`: start the app as `python -m game` does, draw one frame, exit.

Used by `python -m game.bench` to time start-up: on stdout it prints one line
`first-frame <unix time>` right after the first frame reached the window, then quits.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time


def main() -> int:
    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.client.app import App
    from game.client.scenes.title import TitleScene

    app = App()
    app.push(TitleScene(app))
    app.frame()
    print(f"first-frame {time.time():.6f}", flush=True)
    app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
