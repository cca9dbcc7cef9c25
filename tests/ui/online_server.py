"""A real ``yxs server`` for the desktop client's tests: it runs on its own asyncio loop in a
thread (the test's Qt main thread runs the client's qasync loop), listens on loopback, and
can run coroutines of its own (other players' websocket clients) with :meth:`run`."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from tests.server.wsclient import MACHINE_SPEED
from yxs_desktop.server.app import Server

T = TypeVar("T")

#: Seconds the server may take to start or stop, and a coroutine of :meth:`run` to end.
WAIT = 30.0


class ServerThread:
    """``with ServerThread(folder) as server:`` a server on ``server.port`` (its rooms'
    ``min_window`` as :class:`~yxs_desktop.table.settings.RoomSettings` has it)."""

    def __init__(self, folder: Path, *, min_window: float = 0.0) -> None:
        self.folder = folder
        self.min_window = min_window
        self.loop: asyncio.AbstractEventLoop | None = None  # the server's, once it runs
        self.port = 0
        self.server: Server | None = None
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._main, name="yxs server", daemon=True)
        self._error: BaseException | None = None

    def __enter__(self) -> ServerThread:
        self._thread.start()
        if not self._ready.wait(WAIT) or self._error is not None:
            raise RuntimeError(f"the server did not start: {self._error!r}")
        return self

    def __exit__(self, *exc: object) -> None:
        if self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(WAIT)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def run(self, work: Coroutine[Any, Any, T]) -> T:
        """Run ``work`` on the server's loop and wait for its result."""
        assert self.loop is not None
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(WAIT)

    def spawn(self, work: Coroutine[Any, Any, T]) -> Future[T]:
        """Start ``work`` on the server's loop without waiting (its concurrent future)."""
        assert self.loop is not None
        return asyncio.run_coroutine_threadsafe(work, self.loop)

    def _main(self) -> None:
        try:
            asyncio.run(self._serve())  # which ends every task the server left
        except BaseException as error:  # the test is told in __enter__
            self._error = error
            self._ready.set()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        self.loop = asyncio.get_running_loop()
        server = Server(
            "127.0.0.1", 0, data_dir=self.folder, min_window=self.min_window, limits=MACHINE_SPEED
        )
        async with server:
            self.server = server
            self.port = server.port
            self._ready.set()
            await self._stop.wait()
