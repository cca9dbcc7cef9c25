"""Several server processes sharing one lobby through Redis (``yxs server --redis URL``).

Each process (a *node*) keeps its own rooms and connections, as a single server does, and
tells the others through Redis what the lobby needs to know:

- ``<prefix>:node:<node>``: the node's URL for clients (``--public-url``), written every
  :data:`BEAT` seconds with an expiry of :data:`NODE_TTL`: a node whose key expired is gone.
- ``<prefix>:rooms``: a hash, room id → the node holding it and the room as the lobby lists
  it; ``<prefix>:tokens``: a hash, the digest of a seat's token → its room. Each node
  writes its own rooms' entries (at most every half second, and whole again whenever Redis
  lost them), and reads the others'.
- ``<prefix>:room-ids``: a counter from which each node takes room ids by blocks, so that
  a room id names one room across the nodes.
- the channel ``<prefix>:events``: "the rooms changed", lobby chat lines, the operator's
  notices, for every node to pass on to its own clients;
- each game under way, its room's file and its recording as it is written
  (:mod:`.room_log`), so that when its node is gone another node takes it over: it re-runs
  the game to its last answer and the players come back there with their tokens.

A client may connect to any node: the lobby lists every node's rooms; joining or watching
a room of another node, or coming back with the token of a seat there, is answered with a
``redirect`` to that node (docs/protocol.md), which the client follows by itself.

Redis is not in the way of a game: the rooms live in their node; when Redis is
unreachable the games go on, the lobby shows this node's rooms only, and everything is
written again once Redis is back (a restarted Redis with nothing in it included).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Callable, Coroutine, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

import msgspec
from redis.asyncio import Redis
from redis.exceptions import RedisError

from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.room_log import Adopted, RoomLog, text_of

log = logging.getLogger(__name__)

#: Seconds between two heartbeats of a node (and looks at the other nodes).
BEAT: Final = 0.5
#: Seconds after its last heartbeat when a node counts as gone (its rooms are then taken
#: over by the others at their next heartbeat: within NODE_TTL + BEAT of its death).
NODE_TTL: Final = 2.5
#: Room ids a node takes from the shared counter at once.
ID_BLOCK: Final = 64
#: Seconds between two writes of a node's rooms to Redis (changes are gathered).
PUBLISH_EVERY: Final = 0.5
#: Seconds between two full reads of the other nodes' rooms (besides those on an event).
READ_EVERY: Final = 2.0
#: Heartbeats between two clean-ups of the rooms that gone nodes left without a game.
CLEAN_EVERY: Final = 8
#: Seconds a hello with a token waits for the seat's game to be taken over from a node
#: that is gone (below the client's 10 s for an answer to its hello).
TAKEOVER_WAIT: Final = 8.0
#: Seconds a call to Redis may take before Redis counts as unreachable.
REDIS_TIMEOUT: Final = 2.0


class ClusterError(Exception):
    """Redis cannot be used at the start: the message says why, in one line."""


class _Node(msgspec.Struct, frozen=True):
    url: str
    started: float


class _Listed(msgspec.Struct, frozen=True):
    node: str
    info: wire.RoomInfo
    tokens: tuple[str, ...] = ()  # its seats' tokens' digests (to clean up after its node)


class _Event(msgspec.Struct, frozen=True, omit_defaults=True):
    kind: str  # rooms, chat, say
    node: str
    name: str = ""
    text: str = ""


@dataclass(frozen=True)
class Shared:
    """What a node shares of one of its rooms: the room as listed, its seats' tokens'
    digests."""

    info: wire.RoomInfo
    tokens: tuple[str, ...]


_encoder: Final = msgspec.json.Encoder()
_node_decoder: Final = msgspec.json.Decoder(_Node)
_listed_decoder: Final = msgspec.json.Decoder(_Listed)
_event_decoder: Final = msgspec.json.Decoder(_Event)


class Cluster:
    """This node (``node``, reached by clients at ``public_url``) in the cluster of the
    Redis at ``url`` (keys under ``prefix``). The hub sets the hooks: ``rooms_changed``
    (the other nodes' rooms changed), ``chat`` (a lobby chat line said on another node)
    and ``say`` (the operator's notice given on another node)."""

    def __init__(
        self,
        url: str,
        node: str,
        public_url: str,
        *,
        prefix: str = "yxs",
        beat: float = BEAT,
        node_ttl: float = NODE_TTL,
    ) -> None:
        self.url = url
        self.node = node
        self.public_url = public_url
        self.prefix = prefix
        self.beat = beat
        self.node_ttl = node_ttl
        self.redis: Redis = Redis.from_url(
            url,
            socket_timeout=REDIS_TIMEOUT,
            socket_connect_timeout=REDIS_TIMEOUT,
            health_check_interval=10,
        )
        #: the games under way, kept in Redis as well as on disk
        self.logs = RoomLog(self.redis, node, prefix)
        #: the hub's: go on with a game of a gone node (whether it goes on here)
        self.adopt: Callable[[Adopted], bool] = lambda adopted: False
        #: the hub's: this node's rooms with a game under way
        self.games: Callable[[], Iterable[str]] = tuple
        self.rooms_changed: Callable[[], None] = lambda: None
        self.chat: Callable[[wire.ChatLine], None] = lambda line: None
        self.say: Callable[[str], None] = lambda text: None
        #: the live nodes (this one too): node → its URL for clients
        self.nodes: dict[str, str] = {}
        #: the rooms claimed from gone nodes whose games are being resumed here: set once
        #: each is in the lobby (or could not be)
        self.adopting: dict[str, asyncio.Event] = {}
        #: the other live nodes' rooms: room id → (node, the room as listed)
        self.elsewhere: dict[str, tuple[str, wire.RoomInfo]] = {}
        #: whether Redis answered the last call
        self.reachable = True
        self._ids: deque[int] = deque()
        self._shared: dict[str, Shared] = {}  # this node's rooms as it wants them in Redis
        self._written: dict[str, Shared] = {}  # ...as last written
        self._dirty = asyncio.Event()
        self._read_now = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._background: set[asyncio.Task[None]] = set()
        self._started = time.time()

    # ------------------------------------------------------------------ keys
    def _key(self, *parts: str) -> str:
        return ":".join((self.prefix, *parts))

    # ------------------------------------------------------------------ start and stop
    async def connect(self) -> None:
        """Reach Redis (a :class:`ClusterError` when it cannot be), before the node
        resumes its data folder's games (:meth:`games_elsewhere`) and listens."""
        try:
            async with asyncio.timeout(REDIS_TIMEOUT * 2):
                await self.redis.ping()
                await self._refill_ids()
                self.nodes = await self._live_nodes()
        except (RedisError, OSError, TimeoutError) as error:
            await self.redis.aclose()
            raise ClusterError(f"cannot use Redis at {_shown(self.url)}: {error}") from None

    async def games_elsewhere(self, rooms: list[str]) -> set[str]:
        """Of ``rooms`` (the games under way of this node's data folder), those another
        live node goes on with now (this node was taken for gone, and they were taken
        over); those of a gone node other than this one are taken back here."""
        try:
            owners = await self.logs.owner_of(rooms)
            elsewhere = set()
            for room, owner in owners.items():
                if owner == self.node:
                    continue
                if owner in self.nodes:
                    elsewhere.add(room)
                elif await self.logs.claim(room, owner) is None:
                    elsewhere.add(room)  # another node took it first
            return elsewhere
        except (RedisError, OSError, TimeoutError) as error:
            self._unreachable(error)
            return set()

    async def start(self) -> None:
        """Join the cluster, once :meth:`connect` reached Redis and the node listens (a
        :class:`ClusterError` when Redis cannot be reached): heartbeat, and the tasks
        that keep the shared lobby and the games' logs."""
        try:
            await self._heartbeat()
            await self._read_rooms()
        except (RedisError, OSError, TimeoutError) as error:
            await self.redis.aclose()
            raise ClusterError(f"cannot use Redis at {_shown(self.url)}: {error}") from None
        self.logs.start()
        log.info("cluster: node %s (%s), Redis %s", self.node, self.public_url, _shown(self.url))
        self._tasks = [
            asyncio.create_task(self._beating(), name="cluster heartbeat"),
            asyncio.create_task(self._listening(), name="cluster events"),
            asyncio.create_task(self._publishing(), name="cluster rooms"),
            asyncio.create_task(self._reading(), name="cluster lobby"),
        ]

    async def stop(self) -> None:
        """Leave the cluster: this node's key and rooms out of Redis (as far as it can
        reach it), its tasks stopped."""
        for task in self._tasks:
            task.cancel()
        if self._tasks:
            # a task cancelled in the middle of a Redis call may hang in its clean-up (a
            # pubsub connection that never closes): the stop waits for them only so long
            done, _ = await asyncio.wait(self._tasks, timeout=REDIS_TIMEOUT)
            for task in done:
                if not task.cancelled():
                    task.exception()  # retrieved: a failure at the end is no news
        self._tasks = []
        await self.logs.stop()  # the games' last lines, before the others take them over
        games = set(self.games())
        with contextlib.suppress(RedisError, OSError, TimeoutError):
            async with asyncio.timeout(REDIS_TIMEOUT):
                pipe = self.redis.pipeline(transaction=False)
                pipe.delete(self._key("node", self.node))  # the others take its games now
                mine = [room for room in self._written if room not in games]
                if mine:
                    pipe.hdel(self._key("rooms"), *mine)
                tokens = [
                    t for room, s in self._written.items() if room not in games for t in s.tokens
                ]
                if tokens:
                    pipe.hdel(self._key("tokens"), *tokens)
                pipe.publish(self._key("events"), _encoder.encode(_Event("rooms", self.node)))
                await pipe.execute()
        for task in list(self._background):
            task.cancel()
        with contextlib.suppress(RedisError, OSError, TimeoutError):
            async with asyncio.timeout(REDIS_TIMEOUT):
                await self.redis.aclose()

    # ------------------------------------------------------------------ room ids
    def next_room_id(self) -> str | None:
        """A room id no node has used (None: none to be had now, Redis unreachable)."""
        if len(self._ids) < ID_BLOCK // 4:
            self._spawn(self._refill_ids(), "cluster room ids")
        if not self._ids:
            return None
        return f"r{self._ids.popleft()}"

    async def _refill_ids(self) -> None:
        if len(self._ids) >= ID_BLOCK // 4:
            return
        high = int(await self.redis.incrby(self._key("room-ids"), ID_BLOCK))
        self._ids.extend(range(high - ID_BLOCK + 1, high + 1))

    # ------------------------------------------------------------------ this node's rooms
    def share(self, rooms: Mapping[str, Shared]) -> None:
        """This node's rooms are now ``rooms``: written to Redis soon."""
        self._shared = dict(rooms)
        self._dirty.set()

    async def _publishing(self) -> None:
        while True:
            await self._dirty.wait()
            self._dirty.clear()
            try:
                await self._write_rooms()
            except (RedisError, OSError, TimeoutError) as error:
                self._unreachable(error)
                self._dirty.set()  # again after a while
                await asyncio.sleep(self.beat)
                continue
            await asyncio.sleep(PUBLISH_EVERY)

    async def _write_rooms(self, whole: bool = False) -> None:
        """Write what changed of this node's rooms (``whole``: all of them, as after Redis
        lost them) and tell the other nodes."""
        shared, written = self._shared, {} if whole else self._written
        changed = {room: s for room, s in shared.items() if written.get(room) != s}
        gone = [room for room in written if room not in shared]
        if not changed and not gone:
            return
        old_tokens = {t for s in written.values() for t in s.tokens}
        new_tokens = {t: room for room, s in shared.items() for t in s.tokens}
        pipe = self.redis.pipeline(transaction=False)
        if changed:
            listed = {
                room: _encoder.encode(_Listed(self.node, s.info, s.tokens))
                for room, s in changed.items()
            }
            pipe.hset(self._key("rooms"), mapping=listed)  # type: ignore[arg-type]
        if gone:
            pipe.hdel(self._key("rooms"), *gone)
        added = {t: room for t, room in new_tokens.items() if whole or t not in old_tokens}
        if added:
            pipe.hset(self._key("tokens"), mapping=added)  # type: ignore[arg-type]
        dropped = [t for t in old_tokens if t not in new_tokens]
        if dropped:
            pipe.hdel(self._key("tokens"), *dropped)
        pipe.publish(self._key("events"), _encoder.encode(_Event("rooms", self.node)))
        async with asyncio.timeout(REDIS_TIMEOUT):
            await pipe.execute()
        self._written = dict(shared)
        self._reached()

    # ------------------------------------------------------------------ heartbeat
    async def _beating(self) -> None:
        beats = 0
        while True:
            await asyncio.sleep(self.beat)
            beats += 1
            try:
                await self._heartbeat()
                owners = await self._take_over()
                if beats % CLEAN_EVERY == 0:
                    await self._clean_up(owners)
            except (RedisError, OSError, TimeoutError) as error:
                self._unreachable(error)

    async def _clean_up(self, owners: Mapping[str, str]) -> None:
        """Take out of the lobby the rooms of gone nodes that had no game (nobody takes
        them over), and their seats' tokens."""
        async with asyncio.timeout(REDIS_TIMEOUT):
            found = await self.redis.hgetall(self._key("rooms"))
        rooms: list[str] = []
        tokens: list[str] = []
        for room, value in found.items():
            name = text_of(room)
            try:
                listed = _listed_decoder.decode(value)
            except msgspec.DecodeError:
                rooms.append(name)
                continue
            if listed.node not in self.nodes and name not in owners:
                rooms.append(name)
                tokens += listed.tokens
        if not rooms:
            return
        async with asyncio.timeout(REDIS_TIMEOUT):
            pipe = self.redis.pipeline(transaction=False)
            pipe.hdel(self._key("rooms"), *rooms)
            if tokens:
                pipe.hdel(self._key("tokens"), *tokens)
            await pipe.execute()
        log.info("cluster: %d rooms of gone nodes taken out of the lobby", len(rooms))

    async def _take_over(self) -> dict[str, str]:
        """Take over the games of the nodes that are gone (each room by one node only:
        the first to claim it); the games under way in Redis, as read (room → owner)."""
        owners = await self.logs.owners()
        # the live nodes read after the owners: a node writes its key before its games
        # (after Redis restarted empty, say), so an owner that is not among them is gone
        alive = self.nodes = await self._live_nodes()
        orphans = {room: owner for room, owner in owners.items() if owner not in alive}
        claimed: list[Adopted] = []
        for room, owner in orphans.items():  # claimed first, all: the hellos wait for them
            adopted = await self.logs.claim(room, owner)
            if adopted is not None:
                self.adopting[room] = asyncio.Event()
                claimed.append(adopted)
                owners[room] = self.node
        began = time.monotonic()
        try:
            for adopted in claimed:
                room = adopted.room
                if not self.adopt(adopted):
                    log.warning("cluster: room %s cannot go on here", room)
                    await self.logs.drop(room)
                    owners.pop(room, None)
                self.adopting.pop(room).set()
                await asyncio.sleep(0)  # the connections between two re-runs
        finally:
            for event in self.adopting.values():
                event.set()
            self.adopting.clear()
        if claimed:
            log.info(
                "cluster: %d rooms taken over from %s in %.2f s",
                len(claimed),
                ", ".join(sorted({orphans[a.room] or "?" for a in claimed})),
                time.monotonic() - began,
            )
        return owners

    async def _heartbeat(self) -> None:
        """Say this node is alive, and learn which others are; when Redis had forgotten
        this node (it restarted, or was out of reach longer than the expiry), write its
        rooms again whole."""
        me = _encoder.encode(_Node(self.public_url, self._started))
        ttl = int(self.node_ttl * 1000)
        async with asyncio.timeout(REDIS_TIMEOUT):
            known = await self.redis.set(self._key("node", self.node), me, px=ttl, get=True)
            nodes = await self._live_nodes()
        gone = set(self.nodes) - set(nodes)
        self.nodes = nodes
        self._reached()
        # the games' logs are written again only now that this node's key is there: a
        # node that finds a game whose owner has no key takes it over
        if known is None and self._tasks:
            # Redis restarted empty, or this node was away longer than its expiry
            log.warning("cluster: Redis had lost this node: writing its rooms and games again")
            self.logs.stale.update(self.games())
            self.logs.reachable = True
            self.logs.resync()
            await self._write_rooms(whole=True)
        elif not self.logs.reachable:
            self.logs.reachable = True
            self.logs.resync()
        if gone:
            log.info("cluster: node%s gone: %s", "s" if len(gone) > 1 else "", ", ".join(gone))
            self._read_now.set()

    async def _live_nodes(self) -> dict[str, str]:
        """The live nodes: name → URL for clients."""
        async with asyncio.timeout(REDIS_TIMEOUT):
            keys = [key async for key in self.redis.scan_iter(self._key("node", "*"), count=100)]
            values = await self.redis.mget(keys) if keys else []
        prefix = len(self._key("node", ""))
        nodes: dict[str, str] = {}
        for key, value in zip(keys, values, strict=True):
            if value is not None:
                nodes[text_of(key)[prefix:]] = _node_decoder.decode(value).url
        return nodes

    # ------------------------------------------------------------------ the others' rooms
    async def _reading(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._read_now.wait(), READ_EVERY)
            self._read_now.clear()
            try:
                await self._read_rooms()
            except (RedisError, OSError, TimeoutError) as error:
                self._unreachable(error)
            await asyncio.sleep(0.1)  # events in a burst: one read

    async def _read_rooms(self) -> None:
        async with asyncio.timeout(REDIS_TIMEOUT):
            found = await self.redis.hgetall(self._key("rooms"))
        elsewhere: dict[str, tuple[str, wire.RoomInfo]] = {}
        for room, value in found.items():
            try:
                listed = _listed_decoder.decode(value)
            except msgspec.DecodeError:
                continue
            if listed.node != self.node and listed.node in self.nodes:
                name = text_of(room)
                elsewhere[name] = (listed.node, listed.info)
        self._reached()
        if elsewhere != self.elsewhere:
            self.elsewhere = elsewhere
            self.rooms_changed()

    def listed_elsewhere(self) -> Iterable[wire.RoomInfo]:
        """The other live nodes' rooms, as the lobby lists them."""
        return (info for _, info in self.elsewhere.values())

    def room_url(self, room: str) -> str | None:
        """The URL of the live node holding ``room`` (None: no other node does)."""
        held = self.elsewhere.get(room)
        if held is None:
            return None
        return self.nodes.get(held[0])

    async def seat_of(self, token_digest: str) -> tuple[str, str | None] | None:
        """Where the seat of the token whose digest is ``token_digest`` is: its room and
        the URL of the live node holding it, or None for the URL when this node holds it
        (its game taken over here just now); None when no node holds it, or Redis cannot
        say. A game whose node is gone, not yet taken over (or being taken over here), is
        waited for, at most :data:`TAKEOVER_WAIT` seconds."""
        deadline = time.monotonic() + TAKEOVER_WAIT
        while True:
            try:
                async with asyncio.timeout(REDIS_TIMEOUT):
                    room = await self.redis.hget(self._key("tokens"), token_digest)
                    if room is None:
                        return None
                    name = text_of(room)
                    # the owner of a game under way first: it moves when its node is gone
                    owner = await self.redis.hget(self._key("owners"), name)
                    value = None if owner else await self.redis.hget(self._key("rooms"), name)
            except (RedisError, OSError, TimeoutError) as error:
                self._unreachable(error)
                return None
            if owner:
                node = text_of(owner)
            elif value is not None:
                node = _listed_decoder.decode(value).node
            else:
                return None
            adopting = self.adopting.get(name)
            if node == self.node and adopting is None:
                return (name, None) if owner else None
            url = self.nodes.get(node)
            if url is not None and node != self.node:
                return name, url
            if not owner or time.monotonic() >= deadline:
                return None  # a room without a game, its node gone: nothing to wait for
            if adopting is not None:
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(max(0.0, deadline - time.monotonic())):
                        await adopting.wait()
            else:
                await asyncio.sleep(self.beat / 2)  # its node is gone: taken over soon

    # ------------------------------------------------------------------ events
    def publish_chat(self, name: str, text: str) -> None:
        """A lobby chat line said on this node, for the other nodes' lobbies."""
        self._publish(_Event("chat", self.node, name, text))

    def publish_say(self, text: str) -> None:
        """The operator's notice given on this node, for the other nodes' clients."""
        self._publish(_Event("say", self.node, "", text))

    def _publish(self, event: _Event) -> None:
        self._spawn(self._send_event(event), "cluster publish")

    async def _send_event(self, event: _Event) -> None:
        try:
            async with asyncio.timeout(REDIS_TIMEOUT):
                await self.redis.publish(self._key("events"), _encoder.encode(event))
        except (RedisError, OSError, TimeoutError) as error:
            self._unreachable(error)

    async def _listening(self) -> None:
        """Read the events channel, again and again: a lost connection is made again."""
        while True:
            pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(self._key("events"))
                self._read_now.set()  # what was missed while not listening
                while True:
                    message = await pubsub.get_message(timeout=self.beat)
                    if message is not None and message.get("type") == "message":
                        self._event(message["data"])
            except (RedisError, OSError, TimeoutError) as error:
                self._unreachable(error)
                await asyncio.sleep(self.beat)
            finally:
                with contextlib.suppress(Exception):
                    async with asyncio.timeout(REDIS_TIMEOUT):
                        await pubsub.aclose()

    def _event(self, data: Any) -> None:
        try:
            event = _event_decoder.decode(data)
        except msgspec.DecodeError:
            return
        if event.node == self.node:
            return
        if event.kind == "rooms":
            self._read_now.set()
        elif event.kind == "chat":
            self.chat(wire.ChatLine("lobby", event.name, event.text, None))
        elif event.kind == "say":
            self.say(event.text)

    # ------------------------------------------------------------------ health
    def _unreachable(self, error: BaseException) -> None:
        task = asyncio.current_task()
        if task is not None and task.cancelling():
            # the stop cancelled this task in the middle of a Redis call, which redis-py
            # may report as a lost connection: the task ends, as it was asked to
            raise asyncio.CancelledError from error
        if self.reachable:
            log.warning("cluster: Redis unreachable (%s): the games go on", error or type(error))
        self.reachable = False

    def _reached(self) -> None:
        if not self.reachable:
            log.info("cluster: Redis reachable again")
        self.reachable = True

    def _spawn(self, work: Coroutine[Any, Any, None], name: str) -> None:
        task = asyncio.create_task(self._guarded(work), name=name)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _guarded(self, work: Coroutine[Any, Any, None]) -> None:
        try:
            await work
        except (RedisError, OSError, TimeoutError) as error:
            self._unreachable(error)


def _shown(url: str) -> str:
    """``url`` without its password, for the log."""
    scheme, sep, rest = url.partition("://")
    if not sep or "@" not in rest:
        return url
    credentials, _, host = rest.rpartition("@")
    user = credentials.partition(":")[0]
    return f"{scheme}://{user + ':***@' if user else '***@'}{host}"
