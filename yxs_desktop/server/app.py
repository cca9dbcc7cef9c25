"""``yxs server``: the websocket server over the hub, until SIGINT or SIGTERM.

:class:`Server` resumes the games its data folder holds under way (:mod:`.store`), then
listens (websockets' asyncio server, with the TLS, path, ``Origin`` rule, ``/healthz``
and proxy settings of :mod:`.transport`, and the ban list and per-address limit of
:mod:`.access`, all decided before a WebSocket opens) and gives each connection its task;
with a metrics port it serves ``/metrics`` there (:mod:`.metrics`); :func:`serve`
runs one until a signal (with the garbage collector tuned for a server:
:mod:`.collector`), lets the games under way go on for ``drain`` seconds, then closes
every room (its replay saved, and with a data folder its game kept to go on after a
restart), tells every client ``bye`` and is gone within a few seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import http
import ipaddress
import logging
import os
import socket
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Final

from websockets.asyncio.server import Server as Listener
from websockets.asyncio.server import ServerConnection
from websockets.asyncio.server import serve as listen
from websockets.http11 import Request, Response

from yxs_desktop.protocol.limits import MAX_CLIENT_MESSAGE
from yxs_desktop.server.access import Access, BanList
from yxs_desktop.server.collector import full_collections, restore, tune_for_server
from yxs_desktop.server.connection import PROTOCOL_LIMITS, Connection, Limits
from yxs_desktop.server.hub import Hub
from yxs_desktop.server.lobby import MAX_SEARCH_ROOMS
from yxs_desktop.server.retention import SWEEP_EVERY, Retention, Sweeper
from yxs_desktop.server.stopping import parent_alive, stop_on_signals
from yxs_desktop.server.store import SavedRoom, ServerData
from yxs_desktop.server.tally import Tally
from yxs_desktop.server.transport import Transport

if TYPE_CHECKING:
    from yxs_desktop.server.admin import AdminServer
    from yxs_desktop.server.cluster import Cluster
    from yxs_desktop.server.metrics import MetricsServer

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


class ListenError(Exception):
    """The metrics' address, the admin socket or the cluster's Redis cannot be had: the
    message says which and why, in one line."""


class Server:
    """The server on ``host`` and ``port`` (0: any free port, see :attr:`port`), with at
    most ``max_rooms`` rooms and ``max_connections`` connections, keeping its games in the
    data folder ``data_dir`` (:mod:`.store`: their replays, and the games under way, which
    it resumes when it starts; None: nothing kept), at most ``max_search_rooms`` of the
    rooms with a
    searching computer player (:class:`Lobby`); ``min_window`` and ``keep_updates`` are the rooms'
    (RoomSettings), ``limits`` the connections' rates; ``seconds_scale`` is for tests only
    (RoomSettings: it shortens every person's time per decision; ``serve`` and the command
    line never set it); ``transport`` its TLS, path, ``Origin`` and proxy settings;
    ``max_per_address`` the connections at once from one client address (None: no limit;
    ``yxs server``'s default is :data:`.access.MAX_PER_ADDRESS`) and ``bans`` the banned
    addresses (:mod:`.access`); ``metrics_port`` where ``/metrics`` is served, on
    ``metrics_host`` (None: nowhere; 0: any free port, see :attr:`metrics_port`);
    ``keep_days`` how long the files of finished games stay in the data folder
    (:mod:`.retention`: swept when it starts and every ``sweep_every`` seconds, with
    ``wall_clock`` as the time; None: for ever); ``admin_socket`` the Unix socket on which
    it answers ``yxs server admin`` (:mod:`.admin`; None: none); ``redis`` the URL of the
    Redis through which it shares the lobby with other processes (:mod:`.cluster`; None:
    alone), as the node ``node_name`` (default ``host:port``) that clients reach at
    ``public_url`` (default: from its address), its keys under ``redis_prefix``. What it counts is
    :attr:`tally`. An async
    context manager: entered it listens, left it shuts down."""

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
        max_per_address: int | None = None,
        bans: BanList | None = None,
        metrics_port: int | None = None,
        metrics_host: str = "127.0.0.1",
        keep_days: float | None = None,
        sweep_every: float = SWEEP_EVERY,
        wall_clock: Callable[[], float] = time.time,
        admin_socket: Path | None = None,
        redis: str | None = None,
        node_name: str | None = None,
        public_url: str | None = None,
        redis_prefix: str = "yxs",
    ) -> None:
        self.host = host
        self.limits = limits
        self.transport = transport
        self.port = port
        self.data = None if data_dir is None else ServerData(data_dir)
        self.tally = Tally()
        self.hub = Hub(
            max_rooms,
            max_connections,
            self.data,
            max_search_rooms=max_search_rooms,
            min_window=min_window,
            keep_updates=keep_updates,
            seconds_scale=seconds_scale,
            tally=self.tally,
        )
        self.access = Access(max_per_address, bans, self.tally)
        self.metrics_host = metrics_host
        self.metrics_port = metrics_port
        self._metrics: MetricsServer | None = None
        self._listener: Listener | None = None
        self.sweeper: Sweeper | None = None
        self.admin_socket = admin_socket
        self._admin: AdminServer | None = None
        self.redis = redis
        self.node_name = node_name
        self.public_url = public_url
        self.redis_prefix = redis_prefix
        self.cluster: Cluster | None = None
        if self.data is not None and keep_days is not None:
            self.sweeper = Sweeper(Retention(self.data, keep_days, wall_clock), sweep_every)

    async def start(self) -> None:
        """Resume the data folder's games under way, then listen (an ``OSError`` when the
        folder cannot be written, or the address is in use or cannot be had; a
        :class:`ListenError` when the metrics' cannot); with ``keep_days``, the first
        sweep of finished games' files begins once it listens. With ``redis``, Redis is
        reached first (a :class:`ListenError` when it cannot be): the games another
        process took over meanwhile are not resumed here."""
        cluster = None if self.redis is None else await self._connect_cluster(self.redis)
        if self.data is not None:
            self.data.prepare()
            began = time.perf_counter()
            elsewhere: set[str] = set()
            if cluster is not None:
                saved = [room.id for room in self.data.saved_rooms() if isinstance(room, SavedRoom)]
                elsewhere = await cluster.games_elsewhere(saved)
                self.hub.join_cluster(cluster)  # before the restore: its games go to Redis
            resumed = self.hub.restore(elsewhere)
            if resumed:
                seconds = time.perf_counter() - began
                log.info("%d games resumed in %.2f s", len(resumed), seconds)
        if self.metrics_port is not None:
            await self._serve_metrics(self.metrics_port)
        if self.admin_socket is not None:
            await self._serve_admin(self.admin_socket)
        transport = self.transport
        try:
            self._listener = await listen(
                self._connection,
                self.host,
                self.port,
                max_size=MAX_FRAME,
                max_queue=MAX_QUEUED_FRAMES,
                compression=None,
                origins=transport.allowed_origins(),
                process_request=self._process_request,
                process_response=self._process_response,
                ssl=transport.tls,
            )
        except BaseException:
            await self._stop_admin()
            await self._stop_metrics()
            if cluster is not None:
                await cluster.stop()
            raise
        self.port = self._listener.sockets[0].getsockname()[1]
        log.info(
            "listening on %s://%s:%d%s", transport.scheme, self.host, self.port, transport.path
        )
        if cluster is not None:
            try:
                await self._start_cluster(cluster)
            except BaseException:
                self._listener.close()
                await self._stop_admin()
                await self._stop_metrics()
                await cluster.stop()
                raise
        if self.sweeper is not None:  # after the restore, which settles the room files
            self.sweeper.start()

    async def stop(self) -> None:
        """Shut down: rooms closed and saved, every client told ``bye`` and closed."""
        await self._stop_admin()
        await self.hub.shutdown()
        cluster, self.cluster = self.cluster, None
        if cluster is not None:
            await cluster.stop()
        listener = self._listener
        if listener is not None:
            listener.close(close_connections=False)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(listener.wait_closed(), 1.5)
        await self._stop_metrics()
        await self._stop_sweeper()
        if self.data is not None:
            self.data.release()
        log.info("stopped")

    async def _serve_metrics(self, port: int) -> None:
        # prometheus_client is imported only by a server that serves its figures
        from yxs_desktop.server.metrics import Metrics, MetricsServer

        metrics = MetricsServer(Metrics(self.hub), self.metrics_host, port)
        try:
            await metrics.start()
        except OSError as error:
            raise ListenError(
                f"cannot serve the metrics on {self.metrics_host}:{port}: {error.strerror or error}"
            ) from None
        self._metrics = metrics
        self.metrics_port = metrics.port

    async def _connect_cluster(self, url: str) -> Cluster:
        """Reach the Redis at ``url`` through which this process shares the lobby with the
        others (a :class:`ListenError` when it cannot, or when there is no data folder to
        keep the games in)."""
        from yxs_desktop.server.cluster import Cluster, ClusterError

        if self.data is None:
            raise ListenError(
                "--redis needs a data folder (not --no-data): the games are kept there "
                "as well as in Redis"
            )
        node = self.node_name
        if node is None:
            ours = f":{self.port}" if self.port else f"-{os.getpid()}"
            node = socket.gethostname() + ours
        cluster = Cluster(url, node, "", prefix=self.redis_prefix)
        try:
            await cluster.connect()
        except ClusterError as error:
            raise ListenError(str(error)) from None
        self.cluster = cluster
        return cluster

    async def _start_cluster(self, cluster: Cluster) -> None:
        """Join the cluster once this process listens (a :class:`ListenError` when its
        address for clients cannot be told, or Redis is gone)."""
        from yxs_desktop.server.cluster import ClusterError

        cluster.public_url = self.public_url or self._own_url()
        try:
            await cluster.start()
        except ClusterError as error:
            raise ListenError(str(error)) from None

    def _own_url(self) -> str:
        """The URL clients reach this process at, from its address (a
        :class:`ListenError` when it listens on every address: then it must be told)."""
        try:
            wildcard = ipaddress.ip_address(self.host).is_unspecified
        except ValueError:
            wildcard = False
        if wildcard or not self.host:
            raise ListenError(
                f"with --redis and --host {self.host or '(every address)'}, give --public-url: "
                "the address clients reach this process at (ws://host:port/ or wss://...)"
            )
        host = f"[{self.host}]" if ":" in self.host else self.host
        transport = self.transport
        return f"{transport.scheme}://{host}:{self.port}{transport.path}"

    async def _serve_admin(self, path: Path) -> None:
        from yxs_desktop.server.admin import AdminError, AdminServer
        from yxs_desktop.server.operations import Operations

        admin = AdminServer(path, Operations(self.hub, self.access))
        try:
            await admin.start()
        except AdminError as error:
            await self._stop_metrics()
            raise ListenError(str(error)) from None
        self._admin = admin

    async def _stop_admin(self) -> None:
        admin, self._admin = self._admin, None
        if admin is not None:
            await admin.stop()

    async def _stop_sweeper(self) -> None:
        if self.sweeper is not None:
            await self.sweeper.stop()

    async def _stop_metrics(self) -> None:
        metrics, self._metrics = self._metrics, None
        if metrics is not None:
            await metrics.stop()

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

    def _process_request(self, socket: ServerConnection, request: Request) -> Response | None:
        """websockets' ``process_request``: a banned address is refused (403), then the
        transport's answers (``/healthz``, 404 outside the path), then an address over its
        share of connections (429); None lets the handshake go on, the connection counted
        against its address until it is gone."""
        peer = self.transport.peer(socket)
        if self.access.banned(peer):
            log.info("from %s refused: banned", peer, extra={"peer": peer})
            return socket.respond(http.HTTPStatus.FORBIDDEN, "Forbidden\n")
        answer = self.transport.process_request(socket, request)
        if answer is not None:
            if answer.status_code == http.HTTPStatus.NOT_FOUND:
                self.tally.handshakes_refused["path"] += 1
            return answer
        if not self.access.admit(socket, peer):
            held = self.access.connections_from(peer)
            log.warning(
                "from %s refused: %d connection%s open already, the most from one address "
                "(--max-per-address)%s",
                peer,
                held,
                "" if held == 1 else "s",
                self._proxy_hint(peer),
                extra={"peer": peer},
            )
            text = "Too many connections from your address; try again later\n"
            return socket.respond(http.HTTPStatus.TOO_MANY_REQUESTS, text)
        access = self.access
        socket.connection_lost_waiter.add_done_callback(lambda _: access.release(socket))
        return None

    def _process_response(
        self, socket: ServerConnection, request: Request, response: Response
    ) -> None:
        """websockets' ``process_response``: a handshake let through by
        :meth:`_process_request` and refused all the same (the ``Origin`` rule, a request
        that is no WebSocket upgrade) is counted."""
        if response.status_code != http.HTTPStatus.SWITCHING_PROTOCOLS and self.access.holds(
            socket
        ):
            reason = "origin" if response.status_code == http.HTTPStatus.FORBIDDEN else "other"
            self.tally.handshakes_refused[reason] += 1

    def _proxy_hint(self, peer: str) -> str:
        """A hint for a log line when ``peer`` is this computer and no proxy is trusted:
        behind a reverse proxy every player would be that address."""
        if self.transport.trusted_proxies:
            return ""
        try:
            loopback = ipaddress.ip_address(peer).is_loopback
        except ValueError:
            return ""
        if not loopback:
            return ""
        return " (behind a reverse proxy? give its address with --trusted-proxy)"

    async def _connection(self, socket: ServerConnection) -> None:
        connection = Connection(socket, self.limits, self.transport.peer(socket), self.tally)
        if not self.hub.admit(connection):
            await connection.run(self.hub)
            return
        try:
            await connection.run(self.hub)
        finally:
            self.hub.gone(connection)


async def serve(
    make_server: Callable[[], Server],
    *,
    drain: float = 0.0,
    parent: int | None = None,
) -> None:
    """Run the :class:`Server` ``make_server`` makes (on the running loop) until SIGINT or
    SIGTERM (an ``OSError`` if it cannot listen, a :class:`ListenError` if its metrics
    cannot), or, with ``parent``, until that process (the desktop program that started it)
    is no longer its parent; then let its games under way go on for at most ``drain``
    seconds before it stops."""
    stop = asyncio.Event()
    undo_signals = stop_on_signals(asyncio.get_running_loop(), stop)
    watch = None
    if parent is not None:
        watch = asyncio.create_task(_watch_parent(parent, stop), name="parent")
    server = make_server()
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
