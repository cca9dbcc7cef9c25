"""``yxs server``: the websocket server over the hub, until SIGINT or SIGTERM.

:class:`Server` resumes the games its data folder holds under way (:mod:`.store`), then
listens (websockets' asyncio server, with the TLS, path, ``Origin`` rule, ``/healthz``
and proxy settings of :mod:`.transport`) and gives each connection its task; :func:`serve`
runs one until a signal (with the garbage collector tuned for a server:
:mod:`.collector`), lets the games under way go on for ``drain`` seconds, then closes
every room (its replay saved, and with a data folder its game kept to go on after a
restart), tells every client ``bye`` and is gone within a few seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Coroutine
from pathlib import Path
from types import TracebackType
from typing import Any, Final

from websockets.asyncio.server import Server as Listener
from websockets.asyncio.server import ServerConnection
from websockets.asyncio.server import serve as listen

from yxs_desktop.protocol.limits import MAX_CLIENT_MESSAGE
from yxs_desktop.server.collector import full_collections, restore, tune_for_server
from yxs_desktop.server.connection import PROTOCOL_LIMITS, Connection, Limits
from yxs_desktop.server.hub import Hub
from yxs_desktop.server.lobby import MAX_SEARCH_ROOMS
from yxs_desktop.server.stopping import parent_alive, stop_on_signals
from yxs_desktop.server.store import ServerData
from yxs_desktop.server.transport import Transport

log = logging.getLogger(__name__)

#: The largest frame read at all: above the protocol's limit, so that a message a little
#: over it is answered with ``too_large``; a frame above this closes the connection (1009).
MAX_FRAME: Final = 4 * MAX_CLIENT_MESSAGE
#: What the server keeps ready to be read per connection (frames).
MAX_QUEUED_FRAMES: Final = 16
#: Seconds between two looks at whether the program that started the server is there.
PARENT_POLL: Final = 0.5
#: ``yxs server`` without transport flags: plain ``ws://`` on every path, no ``Origin``
#: taken, no proxy trusted.
PLAIN: Final = Transport()


class Server:
    """The server on ``host`` and ``port`` (0: any free port, see :attr:`port`), with at
    most ``max_rooms`` rooms and ``max_connections`` connections, keeping its games in the
    data folder ``data_dir`` (:mod:`.store`: their replays, and the games under way, which
    it resumes when it starts; None: nothing kept), at most ``max_search_rooms`` of the
    rooms with a
    searching computer player (:class:`Lobby`); ``min_window`` and ``keep_updates`` are the rooms'
    (RoomSettings), ``limits`` the connections' rates; ``seconds_scale`` is for tests only
    (RoomSettings: it shortens every person's time per decision; ``serve`` and the command
    line never set it); ``transport`` its TLS, path, ``Origin`` and proxy settings.
    An async context manager: entered it listens, left it shuts down."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 9527,
        max_rooms: int = 100,
        max_connections: int = 1000,
        data_dir: Path | None = None,
        *,
        max_search_rooms: int = MAX_SEARCH_ROOMS,
        min_window: float = 1.0,
        keep_updates: int = 256,
        seconds_scale: float = 1.0,
        limits: Limits = PROTOCOL_LIMITS,
        transport: Transport = PLAIN,
    ) -> None:
        self.host = host
        self.limits = limits
        self.transport = transport
        self.port = port
        self.data = None if data_dir is None else ServerData(data_dir)
        self.hub = Hub(
            max_rooms,
            max_connections,
            self.data,
            max_search_rooms=max_search_rooms,
            min_window=min_window,
            keep_updates=keep_updates,
            seconds_scale=seconds_scale,
        )
        self._listener: Listener | None = None

    async def start(self) -> None:
        """Resume the data folder's games under way, then listen (an ``OSError`` when the
        folder cannot be written, or the address is in use or cannot be had)."""
        if self.data is not None:
            self.data.prepare()
            began = time.perf_counter()
            resumed = self.hub.restore()
            if resumed:
                seconds = time.perf_counter() - began
                log.info("%d games resumed in %.2f s", len(resumed), seconds)
        transport = self.transport
        self._listener = await listen(
            self._connection,
            self.host,
            self.port,
            max_size=MAX_FRAME,
            max_queue=MAX_QUEUED_FRAMES,
            compression=None,
            origins=transport.allowed_origins(),
            process_request=transport.process_request,
            ssl=transport.tls,
        )
        self.port = self._listener.sockets[0].getsockname()[1]
        log.info(
            "listening on %s://%s:%d%s", transport.scheme, self.host, self.port, transport.path
        )

    async def stop(self) -> None:
        """Shut down: rooms closed and saved, every client told ``bye`` and closed."""
        await self.hub.shutdown()
        listener = self._listener
        if listener is not None:
            listener.close(close_connections=False)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(listener.wait_closed(), 1.5)
        if self.data is not None:
            self.data.release()
        log.info("stopped")

    async def __aenter__(self) -> Server:
        await self.start()
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        await self.stop()

    async def _connection(self, socket: ServerConnection) -> None:
        connection = Connection(socket, self.limits, self.transport.peer(socket))
        if not self.hub.admit(connection):
            await connection.run(self.hub)
            return
        try:
            await connection.run(self.hub)
        finally:
            self.hub.gone(connection)


async def serve(
    host: str,
    port: int,
    max_rooms: int,
    max_connections: int,
    data_dir: Path | None,
    *,
    max_search_rooms: int = MAX_SEARCH_ROOMS,
    min_window: float = 1.0,
    drain: float = 0.0,
    parent: int | None = None,
    limits: Limits = PROTOCOL_LIMITS,
    transport: Transport = PLAIN,
) -> None:
    """Run a :class:`Server` until SIGINT or SIGTERM (an ``OSError`` if it cannot listen),
    or, with ``parent``, until that process (the desktop program that started it) is no
    longer its parent; then let its games under way go on for at most ``drain`` seconds
    before it stops."""
    stop = asyncio.Event()
    undo_signals = stop_on_signals(asyncio.get_running_loop(), stop)
    watch = None
    if parent is not None:
        watch = asyncio.create_task(_watch_parent(parent, stop), name="parent")
    server = Server(
        host,
        port,
        max_rooms,
        max_connections,
        data_dir,
        max_search_rooms=max_search_rooms,
        min_window=min_window,
        limits=limits,
        transport=transport,
    )
    await server.start()
    thresholds = tune_for_server()
    collections = asyncio.create_task(full_collections(), name="full collections")
    try:
        await stop.wait()
        log.info("a signal: shutting down")
        if drain > 0 and server.hub.playing:
            log.info("%d games under way: %g s for them to end", server.hub.playing, drain)
            stop.clear()  # a second signal stops at once
            await _first(server.hub.drain(drain), stop.wait())
    finally:
        collections.cancel()
        if watch is not None:
            watch.cancel()
        await server.stop()
        restore(thresholds)
        undo_signals()


async def _watch_parent(parent: int, stop: asyncio.Event) -> None:
    """Set ``stop`` once ``parent`` is no longer this process's parent: the program that
    started the server ended, even killed, and the server must not outlive it."""
    while parent_alive(parent):
        await asyncio.sleep(PARENT_POLL)
    log.info("the program that started this server is gone: shutting down")
    stop.set()


async def _first(*waits: Coroutine[Any, Any, object]) -> None:
    """Wait until the first of ``waits`` is done; the others are cancelled."""
    tasks = [asyncio.ensure_future(wait) for wait in waits]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in tasks:
            task.cancel()
