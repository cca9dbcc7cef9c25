"""The real server (``serve``, as ``yxs server`` runs it) in a process of its own, as fast
as a test needs it: rooms without the side-channel window and rates for clients answering
at machine speed (``yxs server`` has neither knob). It prints ``listening on
ws://127.0.0.1:PORT/`` and serves until SIGTERM, keeping its games in ``--data``.

Run: ``python -m tests.server.fast_server --data DIR [--port N] [--drain SECONDS]
[--redis URL --node-name NAME]`` (with ``--redis``, one process of a cluster).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
from pathlib import Path

from tests.server.wsclient import MACHINE_SPEED
from yxs_desktop.server.app import Server, serve


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--drain", type=float, default=0.0)
    parser.add_argument("--redis", default=None)
    parser.add_argument("--node-name", default=None)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    asyncio.run(
        serve(
            lambda: Server(
                "127.0.0.1",
                args.port,
                100,
                1000,
                Path(args.data),
                min_window=0.0,
                limits=MACHINE_SPEED,
                redis=args.redis,
                node_name=args.node_name,
            ),
            drain=args.drain,
        )
    )


if __name__ == "__main__":
    main()
