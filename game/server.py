"""`python -m game.server`: host one table without a window, for a machine that stays on.

python -m game.server --game raiders --players 4 --seats remote,remote,bot:hard,bot:easy

It prints `join code: CODE` on a line of its own once it listens; friends join from the app
("Join a table") or any client written from docs/network.md. The game is kept in the saves
folder (table-<game>.json, or --save NAME) after every move: the same command run again after
a stop or a crash resumes that table, with the same code and seats, unless the game there is
over (then a new one starts) or --new is given. It answers table searches on the local network
(UDP port 8766, game/net/discovery.py), so that Join a table lists it, unless another table on
this computer already does (it says so once, and is hosted all the same).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

from game import saves
from game.rules import GAMES


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="python -m game.server", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument(
        "--seats",
        help="comma-separated, one per player: remote, or bot:LEVEL (default: all remote)",
    )
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on")
    parser.add_argument("--port", type=int, default=8765, help="port (0: any free one)")
    parser.add_argument(
        "--name", help="the host's name shown to players searching (default: the computer's)"
    )
    parser.add_argument(
        "--discovery-port",
        type=int,
        default=8766,
        help="UDP port answering table searches on the local network (0: do not answer)",
    )
    parser.add_argument("--seed", type=int, help="the game's seed (default: random)")
    parser.add_argument("--save", help="file name in the saves folder (default: table-GAME.json)")
    parser.add_argument("--new", action="store_true", help="start afresh even if a game is saved")
    parser.add_argument("--bot-pause", type=float, default=0.5, help="seconds before each bot move")
    parser.add_argument(
        "--bot-seconds", type=float, default=1.0, help="each bot move's thinking budget"
    )
    parser.add_argument(
        "--threads", action="store_true", help="bots think in a thread, not a worker process"
    )
    return parser.parse_args(argv)


def open_table(args):
    """The saved table to resume, or a new one. Raises SystemExit with a sentence when the saved
    file is another table's or cannot be read (it is never written over)."""
    from game.net.table import Table, parse_seats

    try:
        seats = parse_seats(args.seats, args.players, args.game)
    except ValueError as exc:
        raise SystemExit(str(exc)) from None
    path = saves.saves_dir() / (args.save or f"table-{args.game}.json")
    if path.exists() and not args.new:
        try:
            table = Table.resume(path)
        except saves.SaveProblem as exc:
            raise SystemExit(f"{path} cannot be resumed: {exc} Give another --save.") from None
        if not table.state.is_over():
            if (table.game_id, len(table.seats)) != (args.game, args.players):
                raise SystemExit(
                    f"{path} holds another table ({table.game_id}, {len(table.seats)} players): "
                    "give another --save, or --new to start afresh there."
                )
            print(f"resuming the game saved in {path} at move {table.moves}", flush=True)
            return table
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    try:
        return Table(args.game, seats, seed, save_path=path)
    except ValueError as exc:
        raise SystemExit(str(exc)) from None


async def serve(args, table) -> None:
    from game.ai.runner import start_worker
    from game.net.server import TableServer

    if args.threads:
        executor = ThreadPoolExecutor(max_workers=1)
    else:
        import multiprocessing

        executor = ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=start_worker
        )
    server = TableServer(
        table,
        args.host,
        args.port,
        executor=executor,
        bot_pause=args.bot_pause,
        bot_seconds=args.bot_seconds,
    )
    port = await server.start()
    table.save()
    print(f"listening on ws://{args.host}:{port}", flush=True)
    listing = await list_on_network(args, table, port)
    print(f"join code: {table.code}", flush=True)
    try:
        await asyncio.Future()  # until stopped
    finally:
        if listing is not None:
            listing.close()
        await server.close()
        executor.shutdown(wait=False, cancel_futures=True)


async def list_on_network(args, table, port: int):
    """Answer table searches (None when told not to, or when the port is taken: said once)."""
    import socket

    from game.net import discovery

    if args.discovery_port == 0:
        print("not listed on this network (--discovery-port 0)", flush=True)
        return None
    name = args.name or socket.gethostname()
    listing, problem = await discovery.answer_searches(
        lambda: discovery.table_facts(table, name, port), args.host, args.discovery_port
    )
    print(discovery.say_listing(problem, args.discovery_port), flush=True)
    return listing


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    table = open_table(args)
    try:
        asyncio.run(serve(args, table))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
