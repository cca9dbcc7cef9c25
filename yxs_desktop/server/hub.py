"""The hub: every connection of the server, each client message routed to the lobby, what
the lobby says sent on, and one task per room under way that lets its time pass. The
clients in the lobby are sent its list of rooms again whenever it changed (a room opened,
filled, started, ended or gone), at most every :data:`ROOMS_EVERY` seconds.

A room's task sleeps until the room's ``next_deadline()`` or until a message reached the
room, then calls its ``tick``; all of it runs on one event loop, so the rooms need no lock.

The hub counts in its :class:`~.tally.Tally` the refusals it sends, and times each seat's
accepted answer to the first message it makes the server write at once (an answer that
makes nothing at once, such as a pass held for the side-channel window, is not timed).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Container, Iterable
from typing import TYPE_CHECKING, Final, assert_never

import msgspec

from yxs_desktop.protocol import ProtocolError, encode, negotiate
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.version import PROTOCOL_VERSION, REDIRECTS
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import whole_lines
from yxs_desktop.server.connection import Connection, Standing
from yxs_desktop.server.lobby import MAX_SEARCH_ROOMS, Lobby, Send, message_type
from yxs_desktop.server.store import ServerData, digest
from yxs_desktop.server.tally import Stopwatch, Tally

if TYPE_CHECKING:
    from yxs_desktop.server.cluster import Cluster
    from yxs_desktop.server.room_log import Adopted

log = logging.getLogger(__name__)

#: The close codes of docs/protocol.md.
NORMAL: Final = 1000
GOING_AWAY: Final = 1001
PROTOCOL_CLOSE: Final = 1002
POLICY: Final = 1008
TRY_LATER: Final = 1013
REPLACED: Final = 4000
#: Seconds between two lists of rooms sent to the lobby when it changes.
ROOMS_EVERY: Final = 0.5
#: Seconds a room's messages wait at most for its game's lines to be in Redis (a cluster's):
#: past them they go all the same (Redis slow or failing must not stop a game).
MAX_HOLD: Final = 3.0
#: The client messages that may change the lobby's list of rooms.
_LISTED: Final = (
    wire.CreateRoom,
    wire.JoinRoom,
    wire.Spectate,
    wire.LeaveRoom,
    wire.TakeSeat,
    wire.Kick,
    wire.AddComputer,
    wire.RemoveComputer,
    wire.Start,
)

#: Why a token opens no seat, as ``refused`` says it.
_TOKEN_TEXTS: Final = {
    "bad_token": "the token opens no seat",
    "game_over": "the seat's game ended while it was away",
    "game_lost": "the seat's game could not go on after the server restarted",
    "room_closed": "the server's operator closed the seat's room",
}


class Hub:
    """The server's connections and lobby (at most ``max_connections`` connections; the
    lobby's rooms: see :class:`Lobby`); ``tally`` is what it counts (:attr:`tally`)."""

    def __init__(
        self,
        max_rooms: int,
        max_connections: int,
        data: ServerData | None,
        *,
        max_search_rooms: int = MAX_SEARCH_ROOMS,
        min_window: float = 1.0,
        keep_updates: int = 256,
        seconds_scale: float = 1.0,
        tally: Tally | None = None,
    ) -> None:
        self.tally = Tally() if tally is None else tally
        self.lobby = Lobby(
            max_rooms,
            max_search_rooms=max_search_rooms,
            data=data,
            min_window=min_window,
            keep_updates=keep_updates,
            seconds_scale=seconds_scale,
            tally=self.tally,
        )
        self.max_connections = max_connections
        self.connections: dict[str, Connection] = {}
        self._room_tasks: dict[str, tuple[asyncio.Task[None], asyncio.Event]] = {}
        self.closing = False
        #: the server is about to stop: no new room opens and no game starts
        self.draining = False
        self._listed: wire.Rooms | None = None  # the list the lobby was sent last
        self._listing: asyncio.TimerHandle | None = None  # the next list to send
        #: the other processes sharing the lobby through Redis (None: this one alone)
        self.cluster: Cluster | None = None
        self._lookups: set[asyncio.Task[None]] = set()  # tokens asked of the cluster
        #: a room's messages held until its game's log is in Redis, in their order
        self._held: dict[str, deque[tuple[list[Send], Stopwatch | None]]] = {}
        self._holding: dict[str, asyncio.TimerHandle] = {}  # when they go all the same

    def join_cluster(self, cluster: Cluster) -> None:
        """Share the lobby with the other processes of ``cluster``: room ids from its
        counter, its rooms listed with this one's, this one's written to it, lobby chat and
        the operator's notices passed both ways, and the rooms and seats of the others
        reached by a ``redirect``."""
        self.cluster = cluster
        self.lobby.room_ids = cluster.next_room_id
        self.lobby.elsewhere = cluster.listed_elsewhere
        cluster.rooms_changed = self._rooms_changed
        cluster.chat = self._chat_from_elsewhere
        cluster.say = self._say_from_elsewhere
        cluster.adopt = self._adopt
        cluster.games = self._games
        logs = cluster.logs
        self.lobby.keeper = logs
        logs.written = self._written
        logs.lost = self._lost
        logs.content = self._content
        self._share()

    def restore(self, elsewhere: Container[str] = ()) -> list[str]:
        """Resume the games under way of the data folder (before anyone connects; see
        :meth:`Lobby.restore`; those of ``elsewhere`` go on in another process of the
        cluster), each with its room's task: the ids of their rooms."""
        resumed = self.lobby.restore(elsewhere)
        for room_id in resumed:
            self._wake(room_id)
        return resumed

    @property
    def playing(self) -> int:
        """How many games are under way."""
        return sum(entry.room.playing for entry in self.lobby.rooms.values())

    # ------------------------------------------------------------------ connections
    def admit(self, connection: Connection) -> bool:
        """Take ``connection`` in, or refuse it (``server_full``, or ``server_closing``
        while the server stops; close 1013: try again later)."""
        if self.closing:
            text = "the server is stopping; try again in a moment"
            connection.send(wire.Refused("server_closing", text, PROTOCOL_VERSION))
            connection.close(TRY_LATER, "server_closing")
            return False
        if len(self.connections) >= self.max_connections:
            connection.send(
                wire.Refused(
                    "server_full",
                    f"this server takes at most {self.max_connections} connections",
                    PROTOCOL_VERSION,
                )
            )
            connection.close(TRY_LATER, "server_full")
            log.info(
                "%s: from %s refused: the server is full",
                connection.id,
                connection.peer,
                extra=_about(connection),
            )
            return False
        self.connections[connection.id] = connection
        log.info("%s: connected from %s", connection.id, connection.peer, extra=_about(connection))
        return True

    def gone(self, connection: Connection) -> None:
        """``connection`` closed: its seat is played by the computer (its token still
        brings it back), or freed before the game."""
        if self.connections.pop(connection.id, None) is None:
            return
        room = self.lobby.where.get(connection.id)
        self.dispatch(self.lobby.leave(connection.id))
        self.lobby.forget(connection.id)
        if room is not None:
            self._wake(room)
            self._rooms_changed()
        log.info("%s: gone (%s)", connection.id, connection.peer, extra=_about(connection))

    def standing(self, connection: Connection) -> Standing:
        entry = self.lobby.room_of(connection.id)
        if entry is None:
            return "lobby"
        if connection.id in entry.spectators:
            return "spectator"
        return "player" if entry.seat_of(connection.id) is not None else "lobby"

    # ------------------------------------------------------------------ messages
    def handle(self, connection: Connection, message: wire.ClientMessage) -> None:
        """Act on one decoded client message."""
        if isinstance(message, wire.Hello):
            self._hello(connection, message)
            return
        if not connection.greeted:
            kind = type(message).__struct_config__.tag
            refused = ProtocolError("hello_first", "send hello first", answers=str(kind))
            connection.refuse(refused)
            return
        me = connection.id
        lobby = self.lobby
        before = lobby.where.get(me)
        sends: list[Send]
        watch: Stopwatch | None = None
        name = self._name(connection)
        # every client message but hello has its branch: mypy checks none is left out
        match message:
            case wire.ListRooms():
                sends = [(me, lobby.list_rooms())]
            case wire.Ping():
                sends = [(me, wire.Pong(message.nonce))]
            case wire.CreateRoom() if self.draining:
                sends = [(me, _closing_soon(message))]
            case wire.CreateRoom():
                sends = lobby.create(me, name, message)
            case wire.JoinRoom() | wire.Spectate() if self._held_elsewhere(me, message.room):
                sends = self._redirect(connection, message)
            case wire.JoinRoom():
                sends = lobby.join(me, name, message)
            case wire.Spectate():
                sends = lobby.spectate(me, name, message)
            case wire.LeaveRoom():
                sends = lobby.leave(me, message)
            case wire.TakeSeat():
                sends = lobby.take_seat(me, message)
            case wire.Kick():
                sends = lobby.kick(me, message)
            case wire.AddComputer():
                sends = lobby.add_computer(me, message)
            case wire.RemoveComputer():
                sends = lobby.remove_computer(me, message)
            case wire.Ready():
                sends = lobby.ready(me, message)
            case wire.Start() if self.draining:
                sends = [(me, _closing_soon(message))]
            case wire.Start():
                sends = lobby.start(me, message)
            case wire.GameAnswer():
                watch = self.tally.stopwatch()
                sends = lobby.answer(me, message)
                if watch is not None and not _accepted(sends, me):
                    watch = None
            case wire.SetTakeover():
                sends = lobby.takeover(me, message)
            case wire.GetReplay():
                sends = lobby.get_replay(me, message)
            case wire.Chat():
                sends = self._chat(connection, message)
            case _:
                assert_never(message)
        self._send_of(lobby.where.get(me) or before, sends, watch)
        for room in {before, lobby.where.get(me)}:
            if room is not None:
                self._wake(room)
        if isinstance(message, _LISTED):
            self._rooms_changed()

    def _hello(self, connection: Connection, hello: wire.Hello, *, asked: bool = False) -> None:
        """Act on ``hello`` (``asked``: the cluster was asked already where its token's
        seat is, and said here)."""
        if connection.greeted:
            connection.refuse(ProtocolError("already_hello", "hello was sent already"))
            return
        version = negotiate(hello.versions)
        if version is None:
            low, high = PROTOCOL_VERSION
            text = (
                f"this server speaks versions {low} to {high}; "
                f"the client speaks {hello.versions[0]} to {hello.versions[1]}"
            )
            connection.send(wire.Refused("unsupported_version", text, PROTOCOL_VERSION))
            connection.close(PROTOCOL_CLOSE, "unsupported_version")
            return
        if hello.token is None:
            connection.name, connection.version = hello.name, version
            connection.send(wire.Welcome(version, connection.id, None))
            log.info(
                "%s: hello from %r (version %d)",
                connection.id,
                hello.name,
                version,
                extra=_about(connection),
            )
            return
        back = self.lobby.reattach(connection.id, hello.name, hello.token, hello.last_seq)
        if back is None:
            code = self.lobby.gone_reason(hello.token)
            if code is None and self.cluster is not None and version >= REDIRECTS and not asked:
                # the seat may be another process's: Redis says, then the client is told
                lookup = asyncio.create_task(self._seat_elsewhere(connection, hello))
                self._lookups.add(lookup)
                lookup.add_done_callback(self._lookups.discard)
                return
            self._refuse_token(connection, code or "bad_token")
            return
        sends, replaced, resumed = back
        connection.name, connection.version = hello.name, version
        connection.send(wire.Welcome(version, connection.id, hello.token, resumed))
        if replaced is not None:
            old = self.connections.pop(replaced, None)
            if old is not None:
                old.send(wire.Bye("replaced", "another connection came with this seat's token"))
                old.close(REPLACED, "replaced")
        self.dispatch(sends)
        room = self.lobby.where.get(connection.id)
        if room is not None:
            self._wake(room)

    def _refuse_token(self, connection: Connection, code: str) -> None:
        connection.send(wire.Refused(code, _TOKEN_TEXTS[code], PROTOCOL_VERSION))
        connection.close(POLICY, code)

    # ------------------------------------------------------------------ the cluster
    def _held_elsewhere(self, me: str, room: str) -> bool:
        """Whether ``room`` is another process's (and ``me`` is in no room here)."""
        cluster = self.cluster
        return (
            cluster is not None
            and room not in self.lobby.rooms
            and me not in self.lobby.where
            and cluster.room_url(room) is not None
        )

    def _redirect(
        self, connection: Connection, message: wire.JoinRoom | wire.Spectate
    ) -> list[Send]:
        """Send ``connection`` to the process holding the room it asked for (a client of
        version 2, which cannot follow, is told the room is elsewhere)."""
        assert self.cluster is not None
        url = self.cluster.room_url(message.room)
        assert url is not None
        if (connection.version or 0) < REDIRECTS:
            text = "that room is on another process of this server: update the program"
            return [(connection.id, wire.Error("no_such_room", text, message_type(message)))]
        log.info(
            "%s: sent to %s for room %s", connection.id, url, message.room, extra=_about(connection)
        )
        connection.send(wire.Redirect(url, message.room))
        connection.close(NORMAL, "redirect")
        return []

    async def _seat_elsewhere(self, connection: Connection, hello: wire.Hello) -> None:
        """The ``hello`` of ``connection`` came with a token this process does not know:
        send it to the process holding that seat; or, when its game is being taken over
        from a process that is gone (here or elsewhere), wait for that (at most
        :data:`~.cluster.TAKEOVER_WAIT` seconds) and then do so; or refuse it as unknown."""
        cluster = self.cluster
        assert cluster is not None and hello.token is not None
        seat = await cluster.seat_of(digest(hello.token))
        if self.connections.get(connection.id) is not connection or connection.greeted:
            return  # gone meanwhile
        if seat is None:
            self._refuse_token(connection, self.lobby.gone_reason(hello.token) or "bad_token")
            return
        room, url = seat
        if url is None:  # taken over here: its game is in the lobby now
            self._hello(connection, hello, asked=True)
            return
        log.info(
            "%s: sent to %s for its seat in room %s",
            connection.id,
            url,
            room,
            extra=_about(connection),
        )
        connection.send(wire.Redirect(url, None))
        connection.close(NORMAL, "redirect")

    def _chat_from_elsewhere(self, line: wire.ChatLine) -> None:
        """A lobby chat line said on another process: to this one's lobby."""
        self.dispatch((me, line) for me in self._in_lobby())

    def _in_lobby(self) -> list[str]:
        """The connections that said hello and are in no room."""
        where = self.lobby.where
        return [me for me, c in self.connections.items() if c.greeted and me not in where]

    def _send_of(self, room: str | None, sends: list[Send], watch: Stopwatch | None = None) -> None:
        """Send what ``room``'s doings made: at once, or in a cluster once what its game
        recorded is in Redis (behind what waits already), so that a process taking the
        room over goes on from what its players saw."""
        cluster = self.cluster
        if (
            room is None
            or cluster is None
            or not sends
            or (room not in self._held and not cluster.logs.unwritten(room))
        ):
            self.dispatch(sends, watch)
            return
        held = self._held.get(room)
        if held is None:
            held = self._held[room] = deque()
            loop = asyncio.get_running_loop()
            self._holding[room] = loop.call_later(MAX_HOLD, self._release, room)
        held.append((sends, watch))

    def _written(self, room: str) -> None:
        """What ``room``'s game recorded is in Redis (or cannot be): its messages go."""
        held = self._held.get(room)
        if held is None or self.cluster is None:
            return
        while held and not self.cluster.logs.unwritten(room):
            sends, watch = held.popleft()
            self.dispatch(sends, watch)
        if not held:
            self._release(room)

    def _release(self, room: str) -> None:
        """Send what waits of ``room``'s messages, written to Redis or not: a game never
        waits on Redis longer than :data:`MAX_HOLD` seconds."""
        timer = self._holding.pop(room, None)
        if timer is not None:
            timer.cancel()
        held = self._held.pop(room, None)
        if held:
            log.warning("room %s: its messages waited %g s for Redis: sent", room, MAX_HOLD)
            for sends, watch in held:
                self.dispatch(sends, watch)

    def _lost(self, room: str, owner: str) -> None:
        """Another process goes on with ``room``'s game now (this one was taken for gone):
        its people are told to come back (to be sent there), and it goes from here."""
        self._held.pop(room, None)
        timer = self._holding.pop(room, None)
        if timer is not None:
            timer.cancel()
        for me in self.lobby.let_go(room):
            connection = self.connections.get(me)
            if connection is not None:
                text = "your game goes on in another process of the server"
                connection.send(wire.Bye("restart", text))
                connection.close(GOING_AWAY, "restart")
        self._rooms_changed()

    def _adopt(self, adopted: Adopted) -> bool:
        """Go on here with a game of a process that is gone."""
        room = self.lobby.adopt(adopted.saved, adopted.content)
        if room is None:
            return False
        self._wake(room)
        self._rooms_changed()
        return True

    def _games(self) -> list[str]:
        """The rooms with a game under way (kept in the data folder)."""
        return [room for room, entry in self.lobby.rooms.items() if entry.saved]

    def _content(self, room: str) -> tuple[bytes, bytes] | None:
        """``room``'s file and its recording's whole lines, from the data folder (None:
        no game under way, or its recording cannot be read)."""
        entry = self.lobby.rooms.get(room)
        saved = None if entry is None else entry.saved_as
        path = None if entry is None else entry.room.replay_path
        if saved is None or path is None:
            return None
        try:
            lines = whole_lines(path.read_bytes())
        except (OSError, ReplayError) as error:
            log.warning("room %s: its recording cannot be read for Redis: %s", room, error)
            return None
        return msgspec.json.encode(saved), lines

    def _say_from_elsewhere(self, text: str) -> None:
        """The operator's notice given on another process: to this one's connections."""
        self.announce(text, spread=False)

    def _share(self) -> None:
        """Tell the cluster this process's rooms as they are now."""
        if self.cluster is None:
            return
        from yxs_desktop.server.cluster import Shared

        self.cluster.share(
            {
                room_id: Shared(entry.info(), tuple(entry.tokens.values()))
                for room_id, entry in self.lobby.rooms.items()
            }
        )

    def _chat(self, connection: Connection, message: wire.Chat) -> list[Send]:
        me = connection.id
        if not connection.chat.take():
            error = wire.Error("chat_rate_limited", "too many chat messages; slow down", "chat")
            return [(me, error)]
        entry = self.lobby.room_of(me)
        name = self._name(connection)
        if message.channel == "lobby":
            if entry is not None:
                text = "the lobby's chat is for those in no room"
                return [(me, wire.Error("already_in_room", text, "chat"))]
            line = wire.ChatLine("lobby", name, message.text, None)
            if self.cluster is not None:
                self.cluster.publish_chat(name, message.text)
            return [(other, line) for other in self._in_lobby()]
        if entry is None:
            return [(me, wire.Error("not_in_room", "you are in no room", "chat"))]
        # players talk to players, spectators among themselves
        audience = entry.spectators if me in entry.spectators else entry.players
        line = wire.ChatLine("room", name, message.text, entry.seat_of(me))
        return [(other, line) for other in audience]

    @staticmethod
    def _name(connection: Connection) -> str:
        assert connection.name is not None
        return connection.name

    # ------------------------------------------------------------------ sending
    def dispatch(self, sends: Iterable[Send], watch: Stopwatch | None = None) -> None:
        """Send each message to its connection (a message for several encoded once), its
        refusals counted; ``watch`` stops when the first of them is written."""
        encoded: dict[int, bytes] = {}
        tally = self.tally
        for to, message in sends:
            connection = self.connections.get(to)
            if connection is None:
                continue
            data = encoded.get(id(message))
            if data is None:
                data = encoded[id(message)] = encode(message)
            tally.sent(message)
            connection.send(data, watch)
            if isinstance(message, wire.Bye):
                connection.close(GOING_AWAY, message.reason)

    # ------------------------------------------------------------------ rooms' time
    def _wake(self, room_id: str) -> None:
        """Tell the room's task something happened (start one if the room plays)."""
        task = self._room_tasks.get(room_id)
        if task is not None:
            task[1].set()
            return
        entry = self.lobby.rooms.get(room_id)
        if entry is None or not entry.room.playing or self.closing:
            return
        wake = asyncio.Event()
        runner = asyncio.create_task(self._run_room(room_id, wake), name=f"room {room_id}")
        self._room_tasks[room_id] = (runner, wake)

    async def _run_room(self, room_id: str, wake: asyncio.Event) -> None:
        lobby = self.lobby
        loop = asyncio.get_running_loop()
        try:
            while not self.closing:
                entry = lobby.rooms.get(room_id)
                if entry is None or not entry.room.playing:
                    return
                deadline = lobby.deadline(room_id)
                wake.clear()
                # the deadline sets the same event as a message: no task and no timeout
                # error per wait, as asyncio.wait_for would make (a room waits about once
                # a second, a thousand rooms a thousand times)
                timer = None
                if deadline is not None:
                    timer = loop.call_later(max(0.001, deadline - time.monotonic()), wake.set)
                try:
                    await wake.wait()
                finally:
                    if timer is not None:
                        timer.cancel()
                if not self.closing:
                    self._send_of(room_id, lobby.tick(room_id))
                    over = lobby.rooms.get(room_id)
                    if over is None or not over.room.playing:
                        self._rooms_changed()  # the game ended: the list says so
        except Exception:
            log.exception("room %s: its task failed", room_id)
        finally:
            self._room_tasks.pop(room_id, None)

    # ------------------------------------------------------------------ the lobby's list
    def _rooms_changed(self) -> None:
        """The list of rooms may have changed: send it to the lobby soon (once for every
        change within :data:`ROOMS_EVERY`)."""
        if self._listing is None and not self.closing:
            loop = asyncio.get_running_loop()
            self._listing = loop.call_later(ROOMS_EVERY, self._send_rooms)

    def _send_rooms(self) -> None:
        """Send the list of rooms to every client in the lobby, if it changed (made only
        when someone is there: a thousand rooms take milliseconds to list)."""
        self._listing = None
        self._share()
        lobby = self._in_lobby()
        if not lobby:
            self._listed = None  # whoever comes next is sent the list as it is then
            return
        rooms = self.lobby.list_rooms()
        if rooms == self._listed:
            return
        self._listed = rooms
        self.dispatch((me, rooms) for me in lobby)

    # ------------------------------------------------------------------ the operator's
    def send_away(self, connection_id: str, text: str) -> bool:
        """The server's operator sends ``connection_id`` away (False: no such connection):
        out of its room (a seat of a game under way is played by the computer and its
        token opens nothing any more; the room does not take the name back), told ``bye``
        ``kicked`` with ``text``, and closed (1008)."""
        connection = self.connections.get(connection_id)
        if connection is None:
            return False
        entry = self.lobby.room_of(connection_id)
        if entry is not None:
            name = entry.players.get(connection_id)
            if name is not None:
                entry.kicked.add(name)
            left = self.lobby.leave(connection_id, wire.LeaveRoom())
            self.dispatch(sent for sent in left if sent[0] != connection_id)
            self._wake(entry.id)
            self._rooms_changed()
        log.info(
            "%s: sent away by the operator (%s)",
            connection_id,
            connection.peer,
            extra=_about(connection),
        )
        connection.send(wire.Bye("kicked", text))
        connection.close(POLICY, "kicked")
        return True

    def close_room(self, room_id: str, text: str) -> bool:
        """The server's operator closes the room ``room_id`` (False: no such room): see
        :meth:`Lobby.close_room`."""
        sends = self.lobby.close_room(room_id, text)
        if sends is None:
            return False
        self.dispatch(sends)
        self._wake(room_id)  # its task finds the room gone and ends
        self._rooms_changed()
        return True

    def announce(self, text: str, *, spread: bool = True) -> int:
        """The server's operator says ``text`` to everyone connected (the chat channel
        ``server``), on every process of a cluster unless ``spread`` is False: to how many
        of this process's connections it went."""
        if spread and self.cluster is not None:
            self.cluster.publish_say(text)
        line = wire.ChatLine("server", "", text)
        to = [me for me, connection in self.connections.items() if connection.greeted]
        self.dispatch((me, line) for me in to)
        return len(to)

    # ------------------------------------------------------------------ shutdown
    async def drain(self, seconds: float) -> None:
        """Let the games under way go on for at most ``seconds`` (no new room, no new
        game meanwhile); return as soon as none is under way."""
        self.draining = True
        loop = asyncio.get_running_loop()
        end = loop.time() + seconds
        while self.playing and loop.time() < end:
            await asyncio.sleep(min(0.2, max(0.0, end - loop.time())))

    async def shutdown(self, reason: str = "the server is shutting down") -> None:
        """Close every room (saving its replay), tell every client ``bye`` and close it
        (1001); wait at most a couple of seconds for the clients. The players and
        spectators of a game that goes on when the server is started again on its data
        folder are told ``restart`` (their clients come back), the others ``shutdown``."""
        self.closing = True
        if self._listing is not None:
            self._listing.cancel()
        for lookup in list(self._lookups):
            lookup.cancel()
        for runner, _ in list(self._room_tasks.values()):
            runner.cancel()
        resumable = {c for c in self.connections if self.lobby.resumable(c)}
        self.lobby.close_all("shutdown")
        connections = list(self.connections.values())
        for connection in connections:
            if connection.id in resumable:
                text = "the server is restarting: your game goes on when it is back"
                connection.send(wire.Bye("restart", text))
                connection.close(GOING_AWAY, "restart")
            else:
                connection.send(wire.Bye("shutdown", reason))
                connection.close(GOING_AWAY, "shutdown")
        await asyncio.gather(*(connection.finished(1.5) for connection in connections))


def _about(connection: Connection) -> dict[str, str]:
    """A log record's fields naming ``connection`` (``extra``: the JSON log shows them)."""
    return {"peer": connection.peer, "session": connection.id}


def _accepted(sends: list[Send], me: str) -> bool:
    """Whether an answer whose sends are ``sends`` was accepted and makes something go
    out at once (a refused one is answered with one ``error`` to its sender)."""
    if not sends:
        return False
    to, first = sends[0]
    return not (len(sends) == 1 and to == me and isinstance(first, wire.Error))


def _closing_soon(message: wire.CreateRoom | wire.Start) -> wire.Error:
    kind = "create_room" if isinstance(message, wire.CreateRoom) else "start"
    return wire.Error("server_closing", "the server is about to stop: no new game now", kind)
