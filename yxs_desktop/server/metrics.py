"""The server's figures for Prometheus: ``GET /metrics`` in Prometheus' text format, served
only on an admin address of its own (``--metrics-port``, on loopback unless
``--metrics-host`` says otherwise), never on the players' port.

:class:`Metrics` is a registry of the server's own (not prometheus_client's global one)
holding the hub's figures, read when it is scraped (connections, rooms by state, and the
counts of its :class:`~.tally.Tally`), the histogram of answer latency, and
prometheus_client's process, Python and garbage-collector collectors.
:class:`MetricsServer` serves it over plain HTTP (websockets' listener answering every
request itself: no WebSocket is ever opened there), on the server's event loop, so a
scrape reads the hub between two of its steps.
"""

from __future__ import annotations

import http
import logging
from collections.abc import Iterable
from typing import Final

from prometheus_client import (
    CollectorRegistry,
    GCCollector,
    Histogram,
    PlatformCollector,
    ProcessCollector,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from websockets.asyncio.server import Server as Listener
from websockets.asyncio.server import ServerConnection, serve
from websockets.http11 import Request, Response

from yxs_desktop.server.hub import Hub
from yxs_desktop.server.tally import Tally

log = logging.getLogger(__name__)

#: The text format's content type (version 0.0.4: what ``generate_latest`` writes).
CONTENT_TYPE: Final = "text/plain; version=0.0.4; charset=utf-8"
#: A room's states, as the lobby lists them (``LobbyRoom.state``).
ROOM_STATES: Final = ("waiting", "playing", "finished")
#: Why a handshake is refused before a connection opens (``Tally.handshakes_refused``).
HANDSHAKE_REFUSALS: Final = ("banned", "per_address", "path", "origin", "other")
#: The answer latency histogram's buckets, seconds.
LATENCY_BUCKETS: Final = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
#: Where the metrics listener's own connections are logged: only its warnings (a scrape
#: every 15 seconds is no news).
_HTTP_LOG: Final = "yxs_desktop.server.metrics.http"


class _HubCollector(Collector):
    """The hub's figures, read at each scrape."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub

    def collect(self) -> Iterable[Metric]:
        hub, tally = self.hub, self.hub.tally
        yield GaugeMetricFamily(
            "yxs_connections", "Connections open (taken in by the server).", len(hub.connections)
        )
        rooms = GaugeMetricFamily("yxs_rooms", "Rooms by state.", labels=["state"])
        by_state = dict.fromkeys(ROOM_STATES, 0)
        for entry in hub.lobby.rooms.values():
            by_state[entry.state] = by_state.get(entry.state, 0) + 1
        for state, count in by_state.items():
            rooms.add_metric([state], count)
        yield rooms
        yield CounterMetricFamily(
            "yxs_games_started", "Games started since the server started.", tally.games_started
        )
        yield CounterMetricFamily(
            "yxs_games_resumed",
            "Games under way resumed from the data folder when the server started.",
            tally.games_resumed,
        )
        yield CounterMetricFamily(
            "yxs_games_finished",
            "Games played to their result since the server started.",
            tally.games_finished,
        )
        refusals = CounterMetricFamily(
            "yxs_refusals",
            "Refusals sent to clients (error and refused messages), by their protocol code.",
            labels=["code"],
        )
        for code, count in sorted(tally.refusals.items()):
            refusals.add_metric([code], count)
        yield refusals
        yield CounterMetricFamily(
            "yxs_slow_readers_dropped",
            "Clients dropped because they did not read what they were sent.",
            tally.slow_readers,
        )
        handshakes = CounterMetricFamily(
            "yxs_handshakes_refused",
            "Handshakes refused before a WebSocket opened, by why.",
            labels=["reason"],
        )
        for reason in HANDSHAKE_REFUSALS:
            handshakes.add_metric([reason], tally.handshakes_refused[reason])
        yield handshakes


class Metrics:
    """The server's figures (see the module's docstring) from ``hub`` and its tally, which
    then times the seats' answers into :attr:`latency`."""

    def __init__(self, hub: Hub) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.registry.register(_HubCollector(hub))
        self.latency = Histogram(
            "yxs_answer_latency_seconds",
            "Seconds from a seat's accepted answer to the first message it makes the server "
            "write at once.",
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        ProcessCollector(registry=self.registry)
        PlatformCollector(registry=self.registry)
        GCCollector(registry=self.registry)
        tally: Tally = hub.tally
        tally.answer_latency = self.latency.observe

    def render(self) -> bytes:
        """The figures now, in Prometheus' text format (:data:`CONTENT_TYPE`)."""
        return generate_latest(self.registry)


class MetricsServer:
    """:class:`Metrics` served on ``host`` and ``port`` (0: any free one, see :attr:`port`)
    over plain HTTP: ``GET /metrics`` the figures, ``GET /healthz`` ``ok``, any other path
    404."""

    def __init__(self, metrics: Metrics, host: str = "127.0.0.1", port: int = 9528) -> None:
        self.metrics = metrics
        self.host = host
        self.port = port
        self._listener: Listener | None = None

    async def start(self) -> None:
        """Listen (an ``OSError`` when the address cannot be had)."""
        quiet = logging.getLogger(_HTTP_LOG)
        quiet.setLevel(logging.WARNING)
        self._listener = await serve(
            _no_websocket,
            self.host,
            self.port,
            process_request=self._answer,
            logger=quiet,
        )
        self.port = self._listener.sockets[0].getsockname()[1]
        log.info("metrics on http://%s:%d/metrics", self.host, self.port)

    async def stop(self) -> None:
        listener = self._listener
        if listener is not None:
            self._listener = None
            listener.close()
            await listener.wait_closed()

    def _answer(self, connection: ServerConnection, request: Request) -> Response:
        where = request.path.partition("?")[0]
        if where == "/metrics":
            body = self.metrics.render().decode("utf-8")
            response = connection.respond(http.HTTPStatus.OK, body)
            del response.headers["Content-Type"]
            response.headers["Content-Type"] = CONTENT_TYPE
            return response
        if where == "/healthz":
            return connection.respond(http.HTTPStatus.OK, "ok\n")
        return connection.respond(http.HTTPStatus.NOT_FOUND, "Not Found: see /metrics\n")


async def _no_websocket(connection: ServerConnection) -> None:
    """Never called: every request is answered before a WebSocket could open."""
    await connection.close()
