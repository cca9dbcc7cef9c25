"""The server's garbage collection: no automatic full collections, its own instead."""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest

from yxs_desktop.server.collector import full_collections, restore, tune_for_server

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(30)]


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cyclic collector frees it


async def test_the_servers_own_full_collections_free_cycles_the_young_ones_leave() -> None:
    thresholds = tune_for_server()
    try:
        node = _Node()
        gone = weakref.ref(node)
        gc.collect(1)  # old by now: in the oldest generation
        del node
        gc.collect(1)
        assert gone() is not None, "a young collection reached the oldest generation"
        collections = asyncio.create_task(full_collections(every=0.01))
        async with asyncio.timeout(5):
            while gone() is not None:
                await asyncio.sleep(0.01)
        collections.cancel()
    finally:
        restore(thresholds)
    assert gc.get_threshold() == thresholds and gc.get_freeze_count() == 0
