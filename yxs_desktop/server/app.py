"""``yxs server``: the websocket server over the hub, until SIGINT or SIGTERM.

:class:`Server` listens (websockets' asyncio server) and gives each connection its task;
:func:`serve` runs one until a signal (with the garbage collector tuned for a server:
:mod:`.collector`), then closes every room (its replay saved), tells
every client ``bye`` and is gone within a few seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from pathlib import Path
from types import TracebackType
from typing import Final

from websockets.asyncio.server import Server as Listener
from websockets.asyncio.server import ServerConnection
from websockets.asyncio.server import serve as listen

from yxs_desktop.protocol.limits import MAX_CLIENT_MESSAGE
from yxs_desktop.server.collector import full_collections, restore, tune_for_server
from yxs_desktop.server.connection import PROTOCOL_LIMITS, Connection, Limits
from yxs_desktop.server.hub import Hub
from yxs_desktop.server.lobby import MAX_SEARCH_ROOMS

log = logging.getLogger(__name__)

#: The largest frame read at all: above the protocol's limit, so that a message a little
#: over it is answered with ``too_large``; a frame above this closes the connection (1009).
MAX_FRAME: Final = 4 * MAX_CLIENT_MESSAGE
#: What the server keeps ready to be read per connection (frames).
MAX_QUEUED_FRAMES: Final = 16


class Server:
    """The server on ``host`` and ``port`` (0: any free port, see :attr:`port`), with at
    most ``max_rooms`` rooms and ``max_connections`` connections, recording its games into
    ``data_dir`` (None: not recorded), at most ``max_search_rooms`` of the rooms with a
    searching computer player (:class:`Lobby`); ``min_window`` and ``keep_updates`` are the rooms'
    (RoomSettings), ``limits`` the connections' rates; ``seconds_scale`` is for tests only
    (RoomSettings: it shortens every person's time per decision; ``serve`` and the command
    line never set it).
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
    ) -> None:
        self.host = host
        self.limits = limits
        self.port = port
        self.hub = Hub(
            max_rooms,
            max_connections,
            data_dir,
            max_search_rooms=max_search_rooms,
            min_window=min_window,
            keep_updates=keep_updates,
            seconds_scale=seconds_scale,
        )
        self._listener: Listener | None = None

    async def start(self) -> None:
        """Listen (an ``OSError`` when the address is in use or cannot be had)."""
        self._listener = await listen(
            self._connection,
            self.host,
            self.port,
            max_size=MAX_FRAME,
            max_queue=MAX_QUEUED_FRAMES,
            compression=None,
        )
        self.port = self._listener.sockets[0].getsockname()[1]
        log.info("listening on ws://%s:%d/", self.host, self.port)

    async def stop(self) -> None:
        """Shut down: rooms closed and saved, every client told ``bye`` and closed."""
        await self.hub.shutdown()
        listener = self._listener
        if listener is not None:
            listener.close(close_connections=False)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(listener.wait_closed(), 1.5)
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
        connection = Connection(socket, self.limits)
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
) -> None:
    """Run a :class:`Server` until SIGINT or SIGTERM (an ``OSError`` if it cannot listen)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    server = Server(
        host,
        port,
        max_rooms,
        max_connections,
        data_dir,
        max_search_rooms=max_search_rooms,
        min_window=min_window,
    )
    await server.start()
    thresholds = tune_for_server()
    collections = asyncio.create_task(full_collections(), name="full collections")
    try:
        await stop.wait()
        log.info("a signal: shutting down")
    finally:
        collections.cancel()
        await server.stop()
        restore(thresholds)
