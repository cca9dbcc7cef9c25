"""One websocket connection: its frames read and decoded, its rates, its send queue.

Every frame is decoded with :func:`~yxs_desktop.protocol.decode_client` (a binary frame
refused as ``binary_frame``); a bad message is answered with an ``error`` and changes
nothing. Every frame counts against the connection's rate (a token bucket of
:mod:`yxs_desktop.protocol.limits`: the seated player's, the spectator's or the lobby's);
one over it is refused with ``rate_limited``, and after :data:`STRIKES_BEFORE_CLOSE`
more such refusals the next one gets ``bye`` (``limits``) and the connection is closed
with 1008. What is sent waits in a queue of at most :data:`MAX_QUEUED` bytes: a client that
does not read is dropped, never buffered without end. The refusals sent and the clients
dropped are counted in the server's :class:`~.tally.Tally`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections import deque
from dataclasses import dataclass
from typing import Final, Protocol

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from yxs_desktop.protocol import ProtocolError, decode_client, encode, error_for
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.limits import (
    CHAT_RATE,
    LOBBY_RATE,
    PLAYER_RATE,
    SPECTATOR_RATE,
    STRIKES_BEFORE_CLOSE,
    Rate,
)
from yxs_desktop.server.ratelimit import TokenBucket
from yxs_desktop.server.tally import Stopwatch, Tally

log = logging.getLogger(__name__)

#: The most bytes a connection's send queue holds; past it the client is dropped.
MAX_QUEUED: Final = 4 * 1024 * 1024
#: Seconds a closing handshake may take before the socket is simply dropped.
CLOSE_TIMEOUT: Final = 2.0

#: Where a connection stands, for its rate: ``player`` (seated), ``spectator``, ``lobby``.
Standing = str


@dataclass(frozen=True, slots=True)
class Limits:
    """The rates a connection is held to (the protocol's by default; tests that play whole
    games at machine speed pass higher ones)."""

    player: Rate = PLAYER_RATE
    spectator: Rate = SPECTATOR_RATE
    lobby: Rate = LOBBY_RATE
    chat: Rate = CHAT_RATE


#: The protocol's own rates (docs/protocol.md, Limits).
PROTOCOL_LIMITS: Final = Limits()


class Handler(Protocol):
    """What a connection hands its decoded messages to (the hub)."""

    def standing(self, connection: Connection) -> Standing: ...

    def handle(self, connection: Connection, message: wire.ClientMessage) -> None: ...


class _Close:
    __slots__ = ("code", "reason")

    def __init__(self, code: int, reason: str) -> None:
        self.code = code
        self.reason = reason


class _Timed:
    """Bytes to send that stop an answer's stopwatch once written."""

    __slots__ = ("data", "watch")

    def __init__(self, data: bytes, watch: Stopwatch) -> None:
        self.data = data
        self.watch = watch


class Connection:
    """A client's connection: ``id`` (its session id, for logs), ``peer`` (the client's
    address, for logs: :meth:`.transport.Transport.peer`), its player's ``name`` once it
    said ``hello``, and :meth:`send` / :meth:`close` for the hub; ``tally`` counts its
    refusals and whether it was dropped."""

    def __init__(
        self,
        socket: ServerConnection,
        limits: Limits = PROTOCOL_LIMITS,
        peer: str = "?",
        tally: Tally | None = None,
    ) -> None:
        self.socket = socket
        self.peer = peer
        self.tally = Tally() if tally is None else tally
        self.id = f"s-{secrets.token_hex(4)}"
        self.name: str | None = None
        self.version: int | None = None
        self.closing = False
        self._queue: deque[bytes | _Timed | _Close] = deque()
        self._queued = 0
        self._ready = asyncio.Event()
        self._buckets = {
            "player": TokenBucket(limits.player),
            "spectator": TokenBucket(limits.spectator),
            "lobby": TokenBucket(limits.lobby),
        }
        self.chat = TokenBucket(limits.chat)
        self._strikes = 0
        self._writer: asyncio.Task[None] | None = None

    @property
    def greeted(self) -> bool:
        return self.name is not None

    def send(self, message: wire.Message | bytes, watch: Stopwatch | None = None) -> None:
        """Queue ``message`` (or its encoded bytes: the hub counted its refusals) for the
        client; a client whose queue is over :data:`MAX_QUEUED` is dropped. ``watch`` is
        stopped once it is written."""
        if self.closing:
            return
        if isinstance(message, bytes):
            data = message
        else:
            self.tally.sent(message)
            data = encode(message)
        self._queued += len(data)
        if self._queued > MAX_QUEUED:
            log.warning(
                "%s: does not read what it is sent; dropped",
                self.id,
                extra={"peer": self.peer, "session": self.id},
            )
            self.tally.slow_readers += 1
            self.closing = True
            self._queue.clear()
            self.socket.transport.abort()
            return
        self._queue.append(data if watch is None else _Timed(data, watch))
        self._ready.set()

    def close(self, code: int, reason: str = "") -> None:
        """Close the connection with ``code`` once what is queued is sent."""
        if self.closing:
            return
        self.closing = True
        self._queue.append(_Close(code, reason))
        self._ready.set()

    def refuse(self, error: ProtocolError) -> None:
        self.send(error_for(error))

    def over_limit(self, answers: str | None = None) -> None:
        """A message over a limit: ``error``, or after the strikes ``bye`` and 1008."""
        self._strikes += 1
        if self._strikes > 1 + STRIKES_BEFORE_CLOSE:  # the first, then that many more
            log.warning(
                "%s: over the limits again; closed",
                self.id,
                extra={"peer": self.peer, "session": self.id},
            )
            self.send(wire.Bye("limits", "too many messages over the limits"))
            self.close(1008, "limits")
            return
        self.send(wire.Error("rate_limited", "too many messages; slow down", answers))

    async def run(self, handler: Handler) -> None:
        """Read frames until the connection closes, handing each message to ``handler``."""
        self._writer = asyncio.create_task(self._write(), name=f"writer {self.id}")
        try:
            async for frame in self.socket:
                if self.closing:  # read on to the client's close frame, unheeded
                    continue
                self._frame(handler, frame)
                await asyncio.sleep(0)  # let the writers and the rooms go on between frames
        except ConnectionClosed:
            pass
        finally:
            await self._stop_writer()

    def _frame(self, handler: Handler, frame: str | bytes) -> None:
        if not self._buckets[handler.standing(self)].take():
            self.over_limit()
            return
        try:
            message = decode_client(frame, binary=isinstance(frame, bytes))
        except ProtocolError as error:
            self.refuse(error)
            return
        handler.handle(self, message)

    async def _write(self) -> None:
        socket = self.socket
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self._ready.wait()
                while self._queue:
                    item = self._queue.popleft()
                    if isinstance(item, _Close):
                        await socket.close(item.code, item.reason)
                        return
                    if isinstance(item, _Timed):
                        self._queued -= len(item.data)
                        await socket.send(item.data, text=True)
                        item.watch.stop()
                        continue
                    self._queued -= len(item)
                    await socket.send(item, text=True)
                self._ready.clear()

    async def _stop_writer(self) -> None:
        writer = self._writer
        if writer is None:
            return
        if not writer.done():
            if self.closing:  # let the bye and the close go out
                with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                    await asyncio.wait_for(asyncio.shield(writer), CLOSE_TIMEOUT)
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer

    async def finished(self, timeout: float) -> None:
        """Wait (at most ``timeout`` seconds) until what is queued is sent and closed."""
        writer = self._writer
        if writer is not None and not writer.done():
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(writer), timeout)
