"""Entry point of the frozen app (PyInstaller runs this file as __main__).

freeze_support() comes before any other import: the bot runner starts its worker with the
"spawn" method, which re-runs this executable, and the worker must not open a window.
"""

import multiprocessing

multiprocessing.freeze_support()

import sys  # noqa: E402

from game.__main__ import main  # noqa: E402

sys.exit(main())
