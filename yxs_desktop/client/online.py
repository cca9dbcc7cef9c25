"""Online play without UI: :class:`OnlineClient`, one player's websocket connection to a
``yxs server`` (docs/protocol.md): the handshake, the lobby, a room, chat, and the game as
a :class:`~yxs_desktop.client.remote_session.RemoteSession` for the table.

Everything runs on one asyncio event loop (qasync's in the desktop program), and the
listener is called on it. The listener gets the lobby's and room's messages as the
protocol's own structs (``wire.Rooms``, ``wire.Room``, ``wire.Seated``, ``wire.ChatLine``,
``wire.TakeoverChanged``, ``wire.ReplayFile`` after :meth:`OnlineClient.get_replay`,
``wire.Kicked`` when the room's host removed the client or the server's operator closed
its room (it is in the lobby then), ``wire.ChatLine`` of the channel ``server`` for a
notice of the operator to everyone, ``wire.Error`` for a refusal that is not of an
answer), a
:class:`ConnectionStatus` on every change of the connection, and :class:`GameStarted` when
the room's game begins (or is found under way), so that the UI opens the table and takes
:meth:`OnlineClient.session`; the game's own messages go to that session.

When the connection drops without a ``bye`` the client reconnects by itself after a
back-off with "equal jitter" (half the attempt's cap, then a random time up to as much
again, drawn from the system's random source, never a game's seeded one, so that the
clients a server dropped at once do not all come back at once, nor any much later than
the caps say): a seated player with its seat's token and the
last event number it saw (the missed events come as updates, or a snapshot, then the
pending request), a spectator by watching the same room again (a snapshot), a player of
a room not yet playing by joining it again (and taking the same seat if it is still
free), anyone else by listing the rooms.
A ``bye`` (``shutdown``, ``replaced``, ``limits``, ``kicked``: the server's operator sent the
client away, and the seat held is forgotten) or a ``refused`` ends it: the status is
``closed`` with that reason (and the bye's ``message``), and nothing is tried again; so does
a handshake the server refuses with HTTP 403 (the reason ``banned``: this address is
banned), while one refused with HTTP 429 (``too_many``: the address holds too many
connections already) is tried again after the back-off; except when the seat's token opens
nothing any more because its room is gone (the game ended while the client was away): the
client is then back in the lobby, its status ``connected`` with the reason ``game_gone``
(``game_lost`` when the server says it could not go on with the game after a restart,
``room_closed`` when the server's operator closed its room meanwhile).
A ``bye`` of reason ``restart`` (the server stops, and the game goes on when it is back) is
a drop like any other: the client tries again until the server is back, and its status on
coming back has the reason ``resumed``.

With a :class:`~yxs_desktop.client.seat_tokens.SeatTokens`, the seat taken is kept on disk
until its game ends or the player leaves it; :meth:`OnlineClient.connect` of a program
started again then comes back to it (the status's reason is ``back_in_seat``, or
``game_gone`` when it opens nothing any more).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, Protocol

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as open_socket
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from yxs_desktop.client.remote_session import GameMessage, RemoteSession
from yxs_desktop.client.replay_store import ReplayStore
from yxs_desktop.client.seat_recording import SeatRecording, carry_on, recorded_events, table_of
from yxs_desktop.client.seat_tokens import HeldSeat, SeatTokens
from yxs_desktop.client.session import Listener
from yxs_desktop.protocol import PROTOCOL_VERSION, ProtocolError, decode_server, encode
from yxs_desktop.protocol import messages as wire

log = logging.getLogger(__name__)

#: Seconds the opening handshake (the socket, then ``hello`` to ``welcome``) may take.
OPEN_TIMEOUT: Final = 10.0
#: The largest server frame read (a reconnection's update may hold many events).
MAX_SERVER_FRAME: Final = 16 * 1024 * 1024
#: Messages kept while the connection is down, sent once it is back; past this, dropped.
MAX_HELD: Final = 64
#: Seconds :meth:`OnlineClient.close` waits for the messages still queued to go out.
CLOSE_WAIT: Final = 1.0
#: ``redirect``s followed in a row when saying hello (a cluster sends a client once).
MAX_REDIRECTS: Final = 3
#: Failed reconnection attempts to the process a ``redirect`` named before the client
#: goes back to the address it was given (another process sends it on from there).
NODE_ATTEMPTS: Final = 2

State = Literal["connecting", "connected", "reconnecting", "closed"]

#: The ``refused`` codes after which a reconnecting client tries again (the server stops,
#: or is full for now).
TRY_AGAIN: Final = ("server_closing", "server_full")
#: The ``refused`` codes of a seat's token whose game is no longer on the server (its
#: room closed by the server's operator: ``room_closed``).
SEAT_GONE: Final = ("bad_token", "game_over", "game_lost", "room_closed")
#: The HTTP statuses of a websocket handshake the server refuses, and the client's code
#: of each: the client's address is banned (403; the server's Origin check answers 403
#: too, which a desktop client, sending no Origin, never meets), or holds too many
#: connections already (429). Any other status is ``unreachable``.
REFUSED_STATUS: Final = {403: "banned", 429: "too_many"}


@dataclass(frozen=True)
class OnlineError(Exception):
    """Why a connection could not be made: ``unreachable`` (no server there, or it did not
    answer), ``certificate`` (a ``wss://`` server whose TLS certificate could not be
    verified: not one this computer trusts, or not for that host name), ``banned`` (the
    server refused this address's websocket handshake: HTTP 403), ``too_many`` (the
    address holds too many connections to the server already: HTTP 429, worth trying
    again later), ``refused`` (the server refused the hello: its code in ``detail``, such
    as ``unsupported_version``, ``server_full`` or ``bad_token``, and the versions it
    speaks in ``versions``) or ``closed`` (it closed before welcoming the client).
    :func:`~yxs_desktop.client.online_text.online_text` words the codes."""

    code: str
    message: str
    detail: str = ""
    versions: tuple[int, int] | None = None

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


@dataclass(frozen=True)
class ConnectionStatus:
    """The connection's state: ``attempt`` is the reconnection attempt under way (from 1),
    ``retry_in`` the seconds before it, ``reason`` why the connection dropped or closed
    (``lost``, ``shutdown``, ``replaced``, ``limits``, ``kicked``, ``refused``,
    ``banned``, ``unreachable``, ``closed``: :meth:`OnlineClient.close`), ``detail`` the
    server's code of a refusal, ``message`` the server's words with its ``bye`` (for
    ``kicked``, the operator's to the person; may be empty)."""

    state: State
    attempt: int = 0
    retry_in: float | None = None
    reason: str = ""
    detail: str = ""
    message: str = ""


@dataclass(frozen=True)
class GameStarted:
    """The game of ``room`` has begun (or was found under way): the client's seat in it,
    None for a spectator. Take :meth:`OnlineClient.session` for the table."""

    room: wire.Room
    seat: int | None


#: What the client's listener receives.
Notice = wire.ServerMessage | ConnectionStatus | GameStarted


class RandomSource(Protocol):
    """Where the reconnection waits are drawn from: ``uniform(a, b)`` as
    ``random.Random``'s (``secrets.SystemRandom()``, or a test's ``random.Random``)."""

    def uniform(self, a: float, b: float) -> float: ...


class OnlineClient:
    """One player's connection to a server: hello, lobby, room, chat, the game; reconnects
    by itself with back-off when the connection drops (not after bye/refused/close(), nor
    when the server refuses this address).

    ``url`` is a ``ws://`` or ``wss://`` URL (client/address.py), ``name`` the player's
    name, ``listener`` gets every :data:`Notice`; ``backoff`` are the caps of the waits
    before each reconnection attempt (the last one repeats: attempts go on until the
    server is back or :meth:`close`), each wait a uniform random time from 0 to its cap
    drawn from ``rng`` (by default the system's source, ``secrets.SystemRandom()``; tests
    pass a ``random.Random``);
    ``versions`` the protocol versions offered (this program's by default). ``tls`` is the
    TLS context of a ``wss://`` URL; by default websockets' own, which verifies the
    server's certificate against the system's certificate authorities (tests pass one
    that trusts their own certificate).

    The ``send`` methods queue a message and return at once: a refusal comes back to the
    listener as ``wire.Error`` (an answer's to the session). While the connection is down
    they are kept (at most :data:`MAX_HELD`) and go out once it is back; after
    :meth:`close` or a final close they are dropped."""

    def __init__(
        self,
        url: str,
        name: str,
        listener: Callable[[object], None],
        *,
        backoff: Sequence[float] = (0.5, 1, 2, 4, 8, 15),
        versions: tuple[int, int] = PROTOCOL_VERSION,
        open_timeout: float = OPEN_TIMEOUT,
        seats: SeatTokens | None = None,
        rng: RandomSource | None = None,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        if not backoff or any(b < 0 for b in backoff):
            raise ValueError("backoff is one or more delays, none negative")
        if tls is not None and not url.lower().startswith("wss://"):
            raise ValueError("a TLS context is for a wss:// URL")
        self.url = url
        #: Where the connection goes: ``url``, or the process of a server of several
        #: processes that a ``redirect`` named (the seats held are kept under ``url``).
        self.node_url = url
        self.name = name
        self._listener = listener
        self._backoff = tuple(float(b) for b in backoff)
        # never a game's seeded generator: the system's own source (only the engine's
        # generator imports random: tests/test_layers.py)
        self._random: RandomSource = rng if rng is not None else secrets.SystemRandom()
        self._tls = tls
        self._versions = versions
        self._open_timeout = open_timeout
        #: Closed until :meth:`connect`.
        self.status = ConnectionStatus("closed")
        self.room: wire.Room | None = None
        self.rooms: wire.Rooms | None = None
        self.seat: int | None = None
        self.token: str | None = None
        #: Whether the client watches its room (rather than plays in it).
        self.spectating = False
        #: The server's id of this connection (for logs and bug reports).
        self.session_id: str | None = None
        self.version: int | None = None
        self._password: str | None = None
        self._entering: tuple[Literal["join", "spectate"], str | None] | None = None
        self._leaving: int | None = None  # the ping nonce that follows a leave_room
        self._nonce = 0
        self._game: RemoteSession | None = None
        # the seat's own recording an earlier run of the program left of the game this
        # client came back to: its room, the events it holds (the seat's last event
        # number) and its path
        self._earlier: tuple[str, int, str] | None = None
        #: Where a seat's own recordings of its games go (client/seat_recording.py; None:
        #: not kept), from before the game starts.
        self.recordings: ReplayStore | None = None
        self._socket: ClientConnection | None = None
        self._outgoing: deque[bytes] = deque()
        self._wake = asyncio.Event()
        self._runner: asyncio.Task[None] | None = None
        self._writer: asyncio.Task[None] | None = None
        self._bye: wire.Bye | None = None
        self._redirect: wire.Redirect | None = None  # to follow once the server closes
        self._closing = False
        self._seats = seats

    # ------------------------------------------------------------------ connecting
    async def connect(self) -> wire.Welcome:
        """Open the connection and say hello; the ``welcome`` (an :class:`OnlineError`
        when it cannot be had)."""
        if self._runner is not None and not self._runner.done():
            raise RuntimeError("the client is connected already")
        self._closing = False
        self._bye = None
        self._outgoing.clear()
        self._set_status(ConnectionStatus("connecting"))
        held = self._seats.get(self.url) if self._seats is not None else None
        reason = ""
        try:
            if held is not None:
                socket, welcome, reason = await self._back_to(held)
            else:
                socket, welcome = await self._open(wire.Hello(self._versions, self.name))
        except OnlineError as error:
            self._set_status(ConnectionStatus("closed", reason=error.code, detail=error.detail))
            raise
        self._attach(socket, welcome)
        self._set_status(ConnectionStatus("connected", reason=reason))
        self._runner = asyncio.create_task(self._run(socket), name="online client")
        return welcome

    async def _back_to(self, held: HeldSeat) -> tuple[ClientConnection, wire.Welcome, str]:
        """Say hello with the token of a seat held from an earlier run: the socket, the
        welcome and the status's reason (``back_in_seat``, ``resumed``, or ``game_gone``
        when the token opens nothing any more and the client is in the lobby). When that
        run left the seat's recording, the hello names its last event, so that the events
        since come (and the recording goes on)."""
        token = held.token
        events = recorded_events(held.recording) if held.recording else None
        self._earlier = (held.room, events, held.recording) if events is not None else None
        hello = wire.Hello(self._versions, self.name, token, events)
        try:
            socket, welcome = await self._open(hello)
        except OnlineError as error:
            if error.detail not in SEAT_GONE:
                raise
            self._forget_seat()
            socket, welcome = await self._open(wire.Hello(self._versions, self.name))
            return socket, welcome, _gone_reason(error.detail)
        self.token = token
        return socket, welcome, "resumed" if welcome.resumed else "back_in_seat"

    async def close(self) -> None:
        """Send what is queued (a second at most), close the connection and stop; the
        status is ``closed`` (``closed``). A room's seat stays in a game under way (the
        computer plays it until its token comes back); :meth:`leave` first to give it up."""
        if self._closing:
            return
        self._closing = True
        socket = self._socket
        if socket is not None and self._writer is not None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(CLOSE_WAIT):
                    while self._outgoing and not self._writer.done():
                        await asyncio.sleep(0.01)
        for task in (self._runner, self._writer):
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        if socket is not None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(CLOSE_WAIT):
                    await socket.close()
        self._socket = None
        self._outgoing.clear()
        if self.status.state != "closed":
            self._set_status(ConnectionStatus("closed", reason="closed"))

    async def _open(self, hello: wire.Hello) -> tuple[ClientConnection, wire.Welcome]:
        """A socket that said ``hello`` and got ``welcome`` (the messages after it are
        read by :meth:`_run`), at :attr:`node_url` or where the server's ``redirect``s
        lead (at most :data:`MAX_REDIRECTS`)."""
        for _ in range(MAX_REDIRECTS + 1):
            socket, answer = await self._open_once(hello)
            if isinstance(answer, wire.Welcome):
                assert socket is not None
                return socket, answer
            self._go_to(answer)
        raise OnlineError("unreachable", f"{self.url}: the server sent the client round")

    def _go_to(self, redirect: wire.Redirect) -> None:
        """Connect to where ``redirect`` says from now on (an :class:`OnlineError` for an
        address that is not a WebSocket's, or that would drop TLS)."""
        target = redirect.url
        scheme = target.partition("://")[0].lower()
        if scheme not in ("ws", "wss"):
            raise OnlineError("refused", f"the server sent the client to {target!r}")
        if scheme == "ws" and self.node_url.lower().startswith("wss://"):
            raise OnlineError(
                "refused", f"the server sent the client to {target}, which is not encrypted"
            )
        log.info("sent on to %s", target)
        self.node_url = target

    async def _open_once(
        self, hello: wire.Hello
    ) -> tuple[ClientConnection | None, wire.Welcome | wire.Redirect]:
        """Say ``hello`` at :attr:`node_url`: the socket and the ``welcome``, or no socket
        and the ``redirect`` the server answered instead."""
        # websockets makes the default context (the system's authorities) for wss://
        options: dict[str, Any] = {}
        if self._tls is not None and self.node_url.lower().startswith("wss://"):
            options["ssl"] = self._tls
        try:
            socket = await open_socket(
                self.node_url,
                open_timeout=self._open_timeout,
                max_size=MAX_SERVER_FRAME,
                compression=None,
                **options,
            )
        except ssl.SSLCertVerificationError as exc:
            raise OnlineError(
                "certificate",
                f"cannot connect to {self.node_url}: its certificate could not be verified: "
                f"{exc.verify_message or exc}",
            ) from None
        except InvalidStatus as exc:  # the server answered the handshake with a refusal
            code = REFUSED_STATUS.get(exc.response.status_code, "unreachable")
            raise OnlineError(code, f"cannot connect to {self.node_url}: {exc}") from None
        except (OSError, TimeoutError, InvalidURI, InvalidHandshake, ValueError) as exc:
            raise OnlineError("unreachable", f"cannot connect to {self.node_url}: {exc}") from None
        try:
            async with asyncio.timeout(self._open_timeout):
                await socket.send(encode(hello).decode(), text=True)
                while True:
                    message = _decoded(await socket.recv())
                    if isinstance(message, wire.Welcome):
                        return socket, message
                    if isinstance(message, wire.Redirect):
                        await _abandon(socket)
                        return None, message
                    if isinstance(message, wire.Refused):
                        raise OnlineError(
                            "refused", message.message, message.code, message.versions
                        )
        except TimeoutError:
            await _abandon(socket)
            raise OnlineError("unreachable", f"{self.node_url} did not answer hello") from None
        except ConnectionClosed:
            raise OnlineError("closed", "the server closed the connection") from None
        except OnlineError:
            await _abandon(socket)
            raise
        except asyncio.CancelledError:  # close() while saying hello: no socket left open
            socket.transport.abort()
            raise

    def _attach(self, socket: ClientConnection, welcome: wire.Welcome) -> None:
        self._socket = socket
        self.session_id, self.version = welcome.session, welcome.version
        self._writer = asyncio.create_task(self._write(socket), name="online client writer")
        if self._outgoing:  # what was held while the connection was down
            self._wake.set()

    async def _run(self, socket: ClientConnection) -> None:
        """Read until the connection ends; then reconnect, or stop for good."""
        while True:
            await self._read(socket)
            if self._writer is not None:
                self._writer.cancel()
            self._socket = None
            if self._closing:
                return
            bye = self._bye
            if bye is not None:
                self._finish(ConnectionStatus("closed", reason=bye.reason, message=bye.message))
                return
            back = await self._follow() if self._redirect is not None else None
            if back is None:
                back = await self._reconnect()
            if back is None:
                return
            socket = back

    async def _follow(self) -> ClientConnection | None:
        """The server sent the client to another of its processes for a room: say hello
        there and ask for the room again (None: that failed, the client reconnects as
        after a drop)."""
        redirect, self._redirect = self._redirect, None
        assert redirect is not None
        try:
            self._go_to(redirect)
            socket, welcome = await self._open(wire.Hello(self._versions, self.name))
        except OnlineError as error:
            log.info("the redirect to %s failed: %s", redirect.url, error)
            return None
        self._attach(socket, welcome)
        entering = self._entering
        if redirect.room is not None and entering is not None:
            kind, password = entering
            again = wire.JoinRoom if kind == "join" else wire.Spectate
            self._send_first(again(redirect.room, password))
        return socket

    async def _read(self, socket: ClientConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            async for frame in socket:
                message = _decoded(frame)
                if message is not None:
                    self._receive(message)

    async def _reconnect(self) -> ClientConnection | None:
        """Say hello again after each back-off until the server takes it (the socket) or
        refuses it (None: closed for good); a server that refuses this address
        (``banned``) ends it too, one that has too many of its connections (``too_many``)
        is tried again."""
        attempt = 0
        while True:
            delay = self.retry_delay(attempt)
            attempt += 1
            if attempt > NODE_ATTEMPTS and self.node_url != self.url:
                log.info("%s does not answer: back to %s", self.node_url, self.url)
                self.node_url = self.url
            self._set_status(ConnectionStatus("reconnecting", attempt, delay, "lost"))
            await asyncio.sleep(delay)
            hello = self._hello_again()
            gone = ""
            try:
                try:
                    socket, welcome = await self._open(hello)
                except OnlineError as error:
                    if error.detail not in SEAT_GONE or hello.token is None:
                        raise
                    # the room went with its game while the client was away (the game
                    # ended, or the server restarted without it): back to the lobby
                    gone = _gone_reason(error.detail)
                    self._left_room()
                    socket, welcome = await self._open(self._hello_again())
            except OnlineError as error:
                if error.code == "banned":
                    self._finish(ConnectionStatus("closed", reason="banned"))
                    return None
                if error.code != "refused" or error.detail in TRY_AGAIN:
                    continue
                self._finish(ConnectionStatus("closed", reason="refused", detail=error.detail))
                return None
            self._attach(socket, welcome)
            reason = gone or ("resumed" if welcome.resumed else "")
            self._set_status(ConnectionStatus("connected", attempt, reason=reason))
            self._resume()
            return socket

    def retry_delay(self, attempt: int) -> float:
        """The seconds to wait before reconnection attempt ``attempt`` (from 0): "equal
        jitter", from half that attempt's cap in ``backoff`` to the whole cap, evenly.
        (Full jitter, from 0, brought 1,000 clients of a restarted server back over 18.6
        s against 7.2 s: docs/architecture.md, Coming back.)"""
        cap = self._backoff[min(attempt, len(self._backoff) - 1)]
        return cap / 2 + self._random.uniform(0.0, cap / 2)

    def _hello_again(self) -> wire.Hello:
        game = self._game
        if game is not None and not game.over and game.seat is not None and self.token:
            return wire.Hello(self._versions, self.name, self.token, game.seq)
        return wire.Hello(self._versions, self.name)

    def _resume(self) -> None:
        """After a reconnection: get back to where the client was (a seat's token did it
        already with the hello). What was held while down goes out after this."""
        game, room = self._game, self.room
        if game is not None and not game.over and game.seat is not None and self.token:
            return  # the seat is back: seated, room, the missed events, the request
        if room is not None and self.spectating:
            self._entering = ("spectate", self._password)
            self._send_first(wire.Spectate(room.id, self._password))
            return
        if room is not None and room.state == "waiting":
            seat, password = self.seat, self._password
            self._left_room()  # the server let the seat go with the connection
            self._entering = ("join", password)
            self._send_first(wire.JoinRoom(room.id, password))
            if seat is not None:
                self._outgoing.insert(1, encode(wire.TakeSeat(seat)))
            return
        self._left_room()
        self._send_first(wire.ListRooms())

    def _finish(self, status: ConnectionStatus) -> None:
        self._closing = True
        self._outgoing.clear()
        self._set_status(status)

    # ------------------------------------------------------------------ sending
    def send(self, message: wire.ClientMessage) -> None:
        """Queue ``message`` for the server (kept while the connection is down). Entering,
        watching and leaving a room go through their own calls (:meth:`create_room`,
        :meth:`join`, :meth:`spectate`, :meth:`leave`), which keep the client's account
        of where it is, whichever way they are sent."""
        if isinstance(message, wire.CreateRoom):
            self.create_room(message)
        elif isinstance(message, wire.JoinRoom):
            self.join(message.room, message.password)
        elif isinstance(message, wire.Spectate):
            self.spectate(message.room, message.password)
        elif isinstance(message, wire.LeaveRoom):
            self.leave()
        else:
            self._queue(message)

    def _queue(self, message: wire.ClientMessage) -> None:
        if self._closing or self.status.state == "closed":
            log.info("not connected: %s dropped", type(message).__name__)
            return
        if len(self._outgoing) >= MAX_HELD:
            log.warning("%d messages wait already: %s dropped", MAX_HELD, type(message).__name__)
            return
        self._outgoing.append(encode(message))
        self._wake.set()

    def _send_first(self, message: wire.ClientMessage) -> None:
        self._outgoing.appendleft(encode(message))
        self._wake.set()

    async def _write(self, socket: ClientConnection) -> None:
        outgoing = self._outgoing
        while True:
            await self._wake.wait()
            while outgoing:
                data = outgoing.popleft()
                try:
                    await socket.send(data.decode(), text=True)
                except ConnectionClosed:
                    outgoing.appendleft(data)  # kept for the next connection
                    return
                except asyncio.CancelledError:
                    outgoing.appendleft(data)
                    raise
            self._wake.clear()

    def list_rooms(self) -> None:
        """Ask for the lobby's rooms (``wire.Rooms`` comes)."""
        self._queue(wire.ListRooms())

    def create_room(self, message: wire.CreateRoom) -> None:
        """Open a room (``wire.Room`` comes: the client is its host, not seated yet)."""
        self._entering = ("join", message.password)
        self._queue(message)

    def join(self, room: str, password: str | None = None) -> None:
        """Enter ``room`` as a player (then :meth:`take_seat`)."""
        self._entering = ("join", password)
        self._queue(wire.JoinRoom(room, password))

    def spectate(self, room: str, password: str | None = None) -> None:
        """Watch ``room`` (``wire.Room``, then :class:`GameStarted` once its game is on)."""
        self._entering = ("spectate", password)
        self._queue(wire.Spectate(room, password))

    def leave(self) -> None:
        """Leave the room: the client is in the lobby at once (what the room still sends
        on the way is not heeded); a seat in a game under way is the computer's now."""
        self._queue(wire.LeaveRoom())
        self._nonce += 1
        self._leaving = self._nonce
        self._queue(wire.Ping(self._nonce))
        self._left_room()

    def take_seat(self, seat: int) -> None:
        self.send(wire.TakeSeat(seat))

    def add_computer(self, seat: int) -> None:
        self.send(wire.AddComputer(seat))

    def kick(self, seat: int) -> None:
        """Remove the person at ``seat`` from the room (the host, before the game)."""
        self.send(wire.Kick(seat))

    def remove_computer(self, seat: int) -> None:
        self.send(wire.RemoveComputer(seat))

    def ready(self, ready: bool) -> None:
        self.send(wire.Ready(ready))

    def start(self) -> None:
        self.send(wire.Start())

    def chat(self, channel: Literal["room", "lobby"], text: str) -> None:
        self.send(wire.Chat(channel, text))

    def get_replay(self) -> None:
        """Ask for the replay of the game the client played (``wire.ReplayFile`` comes to
        the listener, or a ``wire.Error``)."""
        self.send(wire.GetReplay())

    def takeover(self, on: bool) -> None:
        """Let the computer play the seat (托管), or take it back."""
        self.send(wire.SetTakeover(on))

    def session(self, listener: Listener) -> RemoteSession:
        """The game's session for the table (the client's seat, or a spectator's), its
        updates for ``listener`` from its ``start()``; one made ahead of the game when none
        has begun yet (it serves the next game of the client's room)."""
        game = self._game
        if game is None:
            game = self._game = RemoteSession(self, "", self._viewer())
        game.attach(listener)
        return game

    # ------------------------------------------------------------------ receiving
    def _receive(self, message: wire.ServerMessage) -> None:
        if isinstance(message, wire.Pong):
            if message.nonce == self._leaving:
                self._leaving = None
            return
        if isinstance(message, wire.Redirect):  # for a room; the server closes now
            self._redirect = message
            return
        if isinstance(message, wire.Bye):
            if message.reason != "restart":  # a restart is a drop: the game goes on
                self._bye = message
            if message.reason == "kicked":  # the operator's: the seat's token opens nothing
                self._forget_seat()
            self._notify(message)
            return
        if isinstance(message, wire.Kicked):  # the host or the operator: in the lobby
            if self.room is not None and self.room.id == message.room:
                self._left_room()
            if message.by == "server":  # the room is closed: its tokens open nothing
                self._forget_seat(message.room)
            self._notify(message)
            return
        if isinstance(message, wire.Update | wire.Snapshot | wire.Asked | wire.Waiting):
            self._to_game(message)
            return
        if isinstance(message, wire.TimedOut):
            self._to_game(message)
            return
        if isinstance(message, wire.Finished):
            if self.room is not None and not self.spectating:
                self._forget_seat(self.room.id)  # its token opens nothing to play any more
            self._to_game(message)
            return
        if isinstance(message, wire.Error):
            self._error(message)
            return
        if isinstance(message, wire.Room):
            self._room(message)
            return
        if self._leaving is not None and isinstance(message, wire.Seated | wire.TakeoverChanged):
            return  # the room's, sent before it heard the client leave
        if isinstance(message, wire.TakeoverChanged):
            self._to_game(message)  # the table marks the seat; the switch is the notice's
        if isinstance(message, wire.Seated):
            self.seat, self.token, self.spectating = message.seat, message.token, False
            if self._game is not None and not self._game.over:
                self._game.seat = message.seat
            self._keep_seat(message)
        elif isinstance(message, wire.Rooms):
            self.rooms = message
        self._notify(message)

    def _to_game(self, message: GameMessage) -> None:
        game = self._game
        if self._leaving is not None or self.room is None or game is None:
            return  # a room the client has left
        game.feed(message)

    def _error(self, error: wire.Error) -> None:
        if error.answers == "answer" and self._game is not None and self.room is not None:
            self._game.feed(error)
            return
        if error.answers in ("join_room", "spectate", "create_room"):
            self._entering = None
        self._notify(error)

    def _room(self, room: wire.Room) -> None:
        if self._leaving is not None:
            return
        if self._entering is not None:
            kind, password = self._entering
            self._entering = None
            self.spectating, self._password = kind == "spectate", password
        self.room = room
        self._notify(room)
        game = self._game
        if room.state == "waiting":
            return
        if game is None or game.room not in ("", room.id):
            game = self._game = RemoteSession(self, room.id, self._viewer())
            earlier = self._earlier
            if earlier is not None and earlier[0] == room.id:  # the events go on from there
                game.seq = earlier[1]
        elif game.room == "":  # made ahead by session(): it is this game's
            game.room, game.seat = room.id, self._viewer()
        else:
            return  # the same game, again (a reconnection, a change of the seats)
        self._record_seat(game, room)
        self._notify(GameStarted(room, game.seat))

    def _viewer(self) -> int | None:
        return None if self.spectating else self.seat

    def _keep_seat(self, seated: wire.Seated) -> None:
        """Keep the seat on disk (a seat given back after a restart is in the room the
        kept one named)."""
        if self._seats is None:
            return
        held = self._seats.get(self.url)
        room = self.room.id if self.room is not None else held.room if held is not None else None
        if room is not None:
            self._seats.keep(self.url, room, seated.seat, seated.token, self.name)

    def _record_seat(self, game: RemoteSession, room: wire.Room) -> None:
        """Keep the seat's events of ``room``'s game in its own recording, in
        :attr:`recordings` (client/seat_recording.py): going on with the one an earlier
        run of the program left of this game when the client came back to it, else a new
        one from the game's first events. The recording is the game session's
        (``session.recording``); its path is kept with the seat, so that a program
        started again goes on with it."""
        store, seat = self.recordings, game.seat
        earlier, self._earlier = self._earlier, None
        if store is None or seat is None:
            return
        going_on = None
        if earlier is not None and earlier[0] == room.id:
            going_on = carry_on(store, earlier[2])
        mode, extra, table = room.settings.mode, room.settings.extra_choice, table_of(room)
        room_id = room.id

        def opened() -> SeatRecording | None:
            recording = SeatRecording.open(store, mode, room_id, seat, table, extra_choice=extra)
            if recording is not None:
                self._note_recording(room_id, recording)
            return recording

        if going_on is not None:
            self._note_recording(room_id, going_on)
        game.record(opened, going_on)

    def _note_recording(self, room: str, recording: SeatRecording) -> None:
        if self._seats is not None:
            self._seats.note_recording(self.url, room, str(recording.path))

    def _forget_seat(self, room: str | None = None) -> None:
        if self._seats is not None:
            self._seats.forget(self.url, room)

    def _left_room(self) -> None:
        if self.seat is not None or self.token is not None:
            self._forget_seat()
        self.room = None
        self.seat = self.token = None
        self.spectating = False
        self._password = None
        self._entering = None
        if self._game is not None and self._game.room:
            self._game.close()
            self._game = None

    def _set_status(self, status: ConnectionStatus) -> None:
        self.status = status
        self._notify(status)

    def _notify(self, notice: Notice) -> None:
        try:
            self._listener(notice)
        except Exception:  # the listener's fault must not end the connection
            log.exception("the online client's listener failed on %s", type(notice).__name__)


def _gone_reason(code: str) -> str:
    """A status's reason when the seat's game is gone (``refused`` ``code``): ``game_lost``
    when the server could not go on with it after a restart, ``room_closed`` when the
    server's operator closed its room, else ``game_gone``."""
    return code if code in ("game_lost", "room_closed") else "game_gone"


def _decoded(frame: str | bytes) -> wire.ServerMessage | None:
    """The server message of ``frame`` (None, and a line in the log, if it is none)."""
    try:
        return decode_server(frame)
    except ProtocolError as error:
        log.warning("a server message not understood (%s): %s", error.code, error.message)
        return None


async def _abandon(socket: ClientConnection) -> None:
    with contextlib.suppress(TimeoutError, ConnectionClosed):
        async with asyncio.timeout(CLOSE_WAIT):
            await socket.close()
