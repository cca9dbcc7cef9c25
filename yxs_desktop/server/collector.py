"""Python's cyclic garbage collector in the server process.

A full collection scans every tracked object of every room: at a thousand rooms about a
million objects and a few hundred milliseconds in which no message goes out. CPython
starts one whenever the objects promoted to its oldest generation since the last one
reach a quarter of that generation, and a server promotes many (every timer, task and
buffer that outlives two young collections), so by itself it ran about ten a minute at a
thousand rooms (docs/architecture.md, Server speed). The server therefore

* freezes what is loaded when it starts (modules, the game content): never scanned again;
* keeps CPython's young collections as they are (a few thousand objects each; larger
  thresholds were tried, and made each young collection scan what a whole second of
  rooms keeps: 0.1-0.3 s);
* runs the full collection itself every :data:`FULL_EVERY` seconds instead of on
  CPython's rule: a finished game leaves no reference cycles (tested), so what a full
  collection finds (closed connections' tasks and exceptions: a few hundred objects a
  minute) is little, and letting it wait minutes costs little memory.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from typing import Final

log = logging.getLogger(__name__)

#: A threshold the oldest generation's count never reaches: no automatic full collection.
_NEVER: Final = 2**31 - 1
#: Seconds between the server's own full collections.
FULL_EVERY: Final = 600.0


def tune_for_server() -> tuple[int, int, int]:
    """Freeze what is loaded, and leave full collections to :func:`full_collections`;
    returns the thresholds before, for :func:`restore`."""
    before = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(before[0], before[1], _NEVER)
    return before


def restore(thresholds: tuple[int, int, int]) -> None:
    """Undo :func:`tune_for_server`: the thresholds given, nothing frozen."""
    gc.unfreeze()
    gc.set_threshold(*thresholds)


async def full_collections(every: float = FULL_EVERY) -> None:
    """Run a full collection every ``every`` seconds, until cancelled."""
    while True:
        await asyncio.sleep(every)
        began = time.perf_counter()
        found = gc.collect()
        log.info(
            "full collection: %d unreachable, %.0f ms", found, 1000 * (time.perf_counter() - began)
        )
