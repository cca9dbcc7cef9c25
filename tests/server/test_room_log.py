"""The games under way of a cluster node, kept in Redis (server/room_log.py), as the
failover relies on them: a game's file and its recording's lines in their order, the
room's messages held until its lines are in; the room's next game replacing the last; a
node that lost a room to another writes nothing more of it; Redis gone: the messages go
on, and the whole recording is written again once Redis is back."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from redis.asyncio import Redis

from tests.server.redis_helpers import RedisProcess, needs_redis
from yxs_desktop.server.room_log import RoomLog

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(60), needs_redis]


class Hooks:
    """What the log tells the hub, and the recordings on "disk" it reads."""

    def __init__(self) -> None:
        self.written: list[str] = []
        self.lost: list[tuple[str, str]] = []
        self.disk: dict[str, tuple[bytes, bytes]] = {}

    def attach(self, logs: RoomLog) -> None:
        logs.written = self.written.append
        logs.lost = lambda room, owner: self.lost.append((room, owner))
        logs.content = self.disk.get


@pytest_asyncio.fixture
async def redis(redis_server: RedisProcess) -> AsyncIterator[Redis]:
    connection = Redis.from_url(redis_server.url)
    yield connection
    await connection.aclose()


def logging_room(redis: Redis, file: bytes) -> tuple[RoomLog, Hooks]:
    """Node n0's log, started, with room r1 begun (its recording on "disk": ``file`` and
    a header line)."""
    logs, hooks = RoomLog(redis, "n0", "yxs"), Hooks()
    hooks.attach(logs)
    hooks.disk["r1"] = (file, b"header\n")
    logs.start()
    logs.begin("r1", file)
    return logs, hooks


async def settled(logs: RoomLog, room: str) -> None:
    async with asyncio.timeout(10):
        while logs.unwritten(room) or room in logs.stale:
            await asyncio.sleep(0.01)


async def log_of(redis: Redis, room: str) -> bytes:
    entries = await redis.xrange(f"yxs:log:{room}")
    return b"".join(fields[b"l"] for _, fields in entries)


async def test_a_games_lines_are_in_redis_in_order_before_its_messages_go(
    redis: Redis,
) -> None:
    logs, hooks = logging_room(redis, b'{"id":"r1"}')
    assert logs.unwritten("r1")  # the room's first messages wait for its file
    await settled(logs, "r1")
    for n in range(5):
        logs.lines("r1", b"line %d\n" % n)
        assert logs.unwritten("r1")
    await settled(logs, "r1")
    assert await redis.hget("yxs:owners", "r1") == b"n0"
    assert await redis.get("yxs:saved:r1") == b'{"id":"r1"}'
    assert await log_of(redis, "r1") == b"header\n" + b"".join(b"line %d\n" % n for n in range(5))
    assert "r1" in hooks.written
    await logs.stop()


async def test_the_rooms_next_game_replaces_the_last_in_redis(redis: Redis) -> None:
    logs, hooks = RoomLog(redis, "n0", "yxs"), Hooks()
    hooks.attach(logs)
    logs.start()
    hooks.disk["r1"] = (b"first", b"first header\n")
    logs.begin("r1", b"first")
    await settled(logs, "r1")
    logs.lines("r1", b"first move\n")
    logs.end("r1")  # the game is over; the room's host starts another at once
    hooks.disk["r1"] = (b"second", b"second header\n")
    logs.begin("r1", b"second")
    await settled(logs, "r1")
    async with asyncio.timeout(10):
        while await redis.get("yxs:saved:r1") != b"second":
            await asyncio.sleep(0.01)
    assert await log_of(redis, "r1") == b"second header\n"
    logs.end("r1")
    async with asyncio.timeout(10):
        while await redis.exists("yxs:saved:r1", "yxs:log:r1") or await redis.hget(
            "yxs:owners", "r1"
        ):
            await asyncio.sleep(0.01)
    await logs.stop()


async def test_a_node_that_lost_its_room_to_another_writes_no_more_of_it(
    redis: Redis,
) -> None:
    logs, hooks = logging_room(redis, b"file")
    await settled(logs, "r1")
    await redis.hset("yxs:owners", "r1", "n1")  # n0 was taken for gone; n1 goes on
    logs.lines("r1", b"n0's late move\n")
    async with asyncio.timeout(10):
        while not hooks.lost:
            await asyncio.sleep(0.01)
    assert hooks.lost == [("r1", "n1")]
    assert await log_of(redis, "r1") == b"header\n"  # its late line is not in
    logs.lines("r1", b"another\n")
    assert not logs.unwritten("r1")
    await logs.stop()


async def test_redis_gone_lets_the_messages_go_and_the_whole_game_is_written_when_back(
    redis: Redis, redis_server: RedisProcess
) -> None:
    logs, hooks = logging_room(redis, b"file")
    await settled(logs, "r1")
    redis_server.stop()
    logs.lines("r1", b"move 1\n")
    async with asyncio.timeout(10):
        while logs.unwritten("r1"):
            await asyncio.sleep(0.01)  # not written: the messages go all the same
    assert "r1" in logs.stale and not logs.reachable
    logs.lines("r1", b"move 2\n")
    assert not logs.unwritten("r1")  # nothing is held while Redis is away
    redis_server.start()  # empty
    hooks.disk["r1"] = (b"file", b"header\nmove 1\nmove 2\n")
    logs.reachable = True  # the cluster's heartbeat says so
    logs.resync()
    await settled(logs, "r1")
    assert await log_of(redis, "r1") == b"header\nmove 1\nmove 2\n"
    assert await redis.hget("yxs:owners", "r1") == b"n0"
    await logs.stop()
