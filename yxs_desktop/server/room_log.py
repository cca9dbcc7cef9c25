"""The games under way of a server of several processes, kept in Redis as well as on disk,
so that when the process holding a room dies another can go on with its game
(:mod:`.cluster`).

For each room whose game is under way Redis holds:

- ``<prefix>:owners``: a hash, room id → the node holding it (the room's *owner*);
- ``<prefix>:saved:<room>``: the room's file as the data folder has it (``rooms/rN.json``:
  the settings without the password, the seed, the seats with their tokens' digests),
  each seat's token's digest also in ``<prefix>:tokens`` (→ the room) at once, so that a
  player coming back to any node is sent to its seat whatever the lobby's last word;
- ``<prefix>:log:<room>``: a stream, the room's recording as it is written, its lines
  uncompressed, one entry for each flush (one accepted answer and what it made).

Every write of a room is ordered after the ones before it, and the messages that the
answer made go out only once its lines are in Redis (:meth:`RoomLog.unwritten`, and the
hub's ``written`` hook): a process that takes the room over re-runs exactly what the
players saw. A write to a room's log first checks, in Redis (a Lua script, atomic), that
this node still owns the room: a node that was taken for dead (a long pause) and lost its
rooms finds out at its next write and lets them go (the ``lost`` hook) rather than
playing on beside the new owner.

When Redis cannot be reached the games go on, their logs marked *stale*; once Redis is
back each stale room's log is written again whole from the recording on disk (the
``content`` hook).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

import msgspec
from redis.exceptions import RedisError

from yxs_desktop.server.store import SavedRoom

if TYPE_CHECKING:
    from redis.asyncio import Redis

log = logging.getLogger(__name__)

#: Seconds a write of the rooms' logs may take before Redis counts as unreachable.
WRITE_TIMEOUT: Final = 2.0
#: Seconds before a log whose writing failed (Redis answering, with an error) is tried again.
RETRY_EVERY: Final = 1.0

#: Append lines to a room's log if this node still owns the room: 1, else 0.
_APPEND: Final = """
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
for i = 3, #ARGV do redis.call('XADD', KEYS[2], '*', 'l', ARGV[i]) end
return 1
"""
#: Write a room's file, its seats' tokens (ARGV[4] of them, from ARGV[5]) and its whole
#: log again, and own it: unless another node owns it (then 0).
_REWRITE: Final = """
local owner = redis.call('HGET', KEYS[1], ARGV[1])
if owner and owner ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('SET', KEYS[2], ARGV[3])
local tokens = tonumber(ARGV[4])
for i = 5, 4 + tokens do redis.call('HSET', KEYS[4], ARGV[i], ARGV[1]) end
redis.call('DEL', KEYS[3])
for i = 5 + tokens, #ARGV do redis.call('XADD', KEYS[3], '*', 'l', ARGV[i]) end
return 1
"""
#: Take a room from the node ARGV[2] (gone): 1 if this node (ARGV[3]) has it now.
_CLAIM: Final = """
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  return 1
end
return 0
"""
#: The game is over: its keys go, if this node owns the room.
_END: Final = """
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2], KEYS[3])
return 1
"""


@dataclass
class _Room:
    """What is to be written of one room, in order: its file first when it begins (or
    everything again), then lines."""

    saved: bytes | None = None  # its file, to write with the whole log
    whole: bytes | None = None  # the whole log, to write again (with ``saved``)
    lines: list[bytes] = field(default_factory=list)
    end: bool = False
    flying: bool = False  # a write of it is under way
    rewrite: bool = False  # its whole log is to be written again (it is stale)


@dataclass(frozen=True)
class Adopted:
    """A room this node took over from a node that is gone: its file and its log."""

    room: str
    saved: bytes
    content: bytes


class RoomLog:
    """The logs of this node's (``node``) games under way in ``redis``, keys under
    ``prefix``. The hub sets the hooks: ``written(room)`` (what was to be written of the
    room is in Redis, or cannot be: its held messages may go), ``lost(room, owner)``
    (another node owns the room now) and ``content(room)`` (the room's file and whole
    recording from disk, to write a stale log again; None: no game any more)."""

    def __init__(self, redis: Redis, node: str, prefix: str) -> None:
        self.redis = redis
        self.node = node
        self.prefix = prefix
        self.written: Callable[[str], None] = lambda room: None
        self.lost: Callable[[str, str], None] = lambda room, owner: None
        self.content: Callable[[str], tuple[bytes, bytes] | None] = lambda room: None
        #: whether writes are tried (False while Redis is unreachable: logs go stale)
        self.reachable = True
        self._rooms: dict[str, _Room] = {}
        self.stale: set[str] = set()  # rooms whose log must be written again whole
        self._retry: asyncio.TimerHandle | None = None  # the next try of the stale logs
        self.let_go: set[str] = set()  # rooms another node took: nothing more written
        self._wake = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._task: asyncio.Task[None] | None = None
        self._append = redis.register_script(_APPEND)
        self._rewrite = redis.register_script(_REWRITE)
        self._claim = redis.register_script(_CLAIM)
        self._end = redis.register_script(_END)

    def _key(self, *parts: str) -> str:
        return ":".join((self.prefix, *parts))

    # ------------------------------------------------------------------ what to write
    def begin(self, room: str, saved: bytes) -> None:
        """The game of ``room`` begins (or goes on here after a restart): its file and
        its whole log are written, and it is this node's."""
        self.let_go.discard(room)
        queued = self._queue(room)
        queued.saved = saved
        queued.rewrite = True
        self.stale.add(room)  # the whole log comes from the recording, when it is written

    def lines(self, room: str, data: bytes) -> None:
        """Lines of ``room``'s recording, written to the file just now."""
        if room in self.let_go:
            return
        if room in self.stale or not self.reachable:
            self.stale.add(room)
            return
        self._queue(room).lines.append(data)

    def end(self, room: str) -> None:
        """The game of ``room`` is over (or the room closed): its keys go."""
        if room in self.let_go:
            return
        self.stale.discard(room)
        queued = self._queue(room)
        queued.saved = queued.whole = None
        queued.lines.clear()
        queued.end = True

    def unwritten(self, room: str) -> bool:
        """Whether some of ``room``'s log is still to be written (its messages wait): lines
        queued or on their way, or its whole log to be written again while Redis answers.
        A stale log whose writing failed holds nothing back (it is tried again later)."""
        queued = self._rooms.get(room)
        if queued is None:
            return False
        return queued.flying or bool(queued.lines) or (queued.rewrite and self.reachable)

    def _queue(self, room: str) -> _Room:
        queued = self._rooms.get(room)
        if queued is None:
            queued = self._rooms[room] = _Room()
        self._wake.set()
        return queued

    # ------------------------------------------------------------------ writing
    def start(self) -> None:
        self._task = asyncio.create_task(self._writing(), name="cluster room logs")

    async def stop(self, wait: float = WRITE_TIMEOUT) -> None:
        """Write what is queued (at most ``wait`` seconds), then stop."""
        if self._task is None:
            return
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(wait):
                while self._pending():
                    self._wake.set()
                    self._idle.clear()
                    await self._idle.wait()
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None

    def resync(self) -> None:
        """Redis is back (or had lost everything): write every stale log again whole."""
        self._retry = None
        for room in list(self.stale):
            self._queue(room).rewrite = True

    def _pending(self) -> bool:
        return any(
            q.lines
            or q.end
            or q.saved is not None
            or q.whole is not None
            or (q.rewrite and self.reachable)
            for q in self._rooms.values()
        )

    async def _writing(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            try:
                await self._write_all()
            except asyncio.CancelledError:
                raise
            except Exception:  # never the end of the games' logs
                log.exception("cluster: writing the rooms' logs failed")
            if not self._pending():
                self._idle.set()

    async def _write_all(self) -> None:
        """One pipeline with everything queued now: each room's writes in their order."""
        batch: list[tuple[str, _Room]] = []
        for room, queued in list(self._rooms.items()):
            if queued.end:  # a game's end, alone: the room's next game comes after it
                queued.end = False
                queued.flying = True
                batch.append((room, _Room(end=True, flying=True)))
                continue
            if queued.rewrite and self.reachable:
                queued.rewrite = False
                found = self.content(room) if room in self.stale else None
                if found is None:
                    self.stale.discard(room)
                else:
                    queued.saved, queued.whole = found
                    queued.lines.clear()  # in the whole log already
            if not (queued.lines or queued.whole is not None):
                del self._rooms[room]
                self.written(room)  # nothing to wait for
                continue
            taken = _Room(queued.saved, queued.whole, queued.lines, False, True)
            queued.saved = queued.whole = None
            queued.lines = []
            queued.flying = True
            batch.append((room, taken))
        if not batch:
            return
        results: list[Any] = []
        if self.reachable:
            pipe = self.redis.pipeline(transaction=False)
            owners = self._key("owners")
            for room, taken in batch:
                keys = (owners, self._key("saved", room), self._key("log", room))
                # with a pipeline the scripts only queue their calls (awaited all the same)
                args: list[bytes | str]
                if taken.end:
                    await self._end(keys=list(keys), args=[room, self.node], client=pipe)
                elif taken.whole is not None:
                    assert taken.saved is not None
                    tokens = _tokens_of(taken.saved)
                    args = [room, self.node, taken.saved, str(len(tokens)), *tokens]
                    args += [taken.whole, *taken.lines]
                    rewrite_keys = [*keys, self._key("tokens")]
                    await self._rewrite(keys=rewrite_keys, args=args, client=pipe)
                else:
                    args = [room, self.node, *taken.lines]
                    await self._append(keys=[owners, keys[2]], args=args, client=pipe)
            try:
                async with asyncio.timeout(WRITE_TIMEOUT):
                    results = await pipe.execute(raise_on_error=False)
            except (RedisError, OSError, TimeoutError) as error:
                self._unreachable(error)
        for index, (room, taken) in enumerate(batch):
            result = results[index] if index < len(results) else None
            left = self._rooms.get(room)
            if left is not None:
                left.flying = False
            if taken.end:
                if left is not None and not (left.lines or left.saved or room in self.stale):
                    del self._rooms[room]
                elif left is not None:
                    self._wake.set()  # the room's next game, begun meanwhile
            elif isinstance(result, int) and result == 1:
                if taken.whole is not None:
                    self.stale.discard(room)
            elif isinstance(result, int) and result == 0:
                await self._let_go(room)
                continue
            else:  # not written: written again whole once Redis is back, or in a while
                if isinstance(result, Exception):
                    log.warning("cluster: room %s: its log not written: %s", room, result)
                self.stale.add(room)
                self._try_again_later()
            self.written(room)

    def _try_again_later(self) -> None:
        """Write the stale logs again in a while (once: Redis, when it is away, calls
        :meth:`resync` itself when it is back)."""
        if self._retry is None and self.reachable:
            self._retry = asyncio.get_running_loop().call_later(RETRY_EVERY, self.resync)

    async def _let_go(self, room: str) -> None:
        """Another node owns ``room`` now: stop keeping it, tell the hub."""
        self._rooms.pop(room, None)
        self.stale.discard(room)
        self.let_go.add(room)
        owner = ""
        with contextlib.suppress(RedisError, OSError, TimeoutError):
            async with asyncio.timeout(WRITE_TIMEOUT):
                found = await self.redis.hget(self._key("owners"), room)
                owner = found.decode() if isinstance(found, bytes) else str(found or "")
        log.warning("cluster: room %s is node %s's now: let go here", room, owner or "?")
        self.lost(room, owner)

    def _unreachable(self, error: BaseException) -> None:
        if self.reachable:
            log.warning("cluster: the rooms' logs cannot be written (%s): the games go on", error)
        self.reachable = False

    # ------------------------------------------------------------------ taking over
    async def owners(self) -> dict[str, str]:
        """Every game under way in Redis: room → its owner."""
        async with asyncio.timeout(WRITE_TIMEOUT):
            found = await self.redis.hgetall(self._key("owners"))
        return {text_of(room): text_of(owner) for room, owner in found.items()}

    async def claim(self, room: str, owner: str) -> Adopted | None:
        """Take ``room`` from the gone node ``owner``: its file and log if this node has
        it now (None: another node took it first, or it holds no game)."""
        async with asyncio.timeout(WRITE_TIMEOUT):
            taken = await self._claim(keys=[self._key("owners")], args=[room, owner, self.node])
            if taken != 1:
                return None
            saved = await self.redis.get(self._key("saved", room))
            entries = await self.redis.xrange(self._key("log", room))
        if not isinstance(saved, bytes):
            await self.drop(room)
            return None
        content = b"".join(_lines_of(fields) for _, fields in entries or [])
        return Adopted(room, saved, content)

    async def owner_of(self, rooms: list[str]) -> dict[str, str]:
        """The owners Redis names for ``rooms`` (those it has)."""
        if not rooms:
            return {}
        async with asyncio.timeout(WRITE_TIMEOUT):
            found = await self.redis.hmget(self._key("owners"), rooms)
        return {room: text_of(owner) for room, owner in zip(rooms, found, strict=True) if owner}

    async def drop(self, room: str) -> None:
        """Forget ``room`` in Redis (its game cannot go on, or is over)."""
        async with asyncio.timeout(WRITE_TIMEOUT):
            pipe = self.redis.pipeline(transaction=False)
            pipe.hdel(self._key("owners"), room)
            pipe.delete(self._key("saved", room), self._key("log", room))
            await pipe.execute()


def _tokens_of(saved: bytes) -> list[str]:
    """The digests of the seats' tokens in a room's file (none if it cannot be read)."""
    try:
        room = msgspec.json.decode(saved, type=SavedRoom)
    except msgspec.DecodeError:
        return []
    return [seat.token for seat in room.seats if seat.token]


def _lines_of(fields: Any) -> bytes:
    """The lines of one entry of a room's log."""
    found = fields.get(b"l", b"") if isinstance(fields, dict) else b""
    return found if isinstance(found, bytes) else b""


def text_of(value: Any) -> str:
    """A Redis reply's bytes as text."""
    return value.decode() if isinstance(value, bytes) else str(value)
