"""The websocket server's limits: a flood is refused, then closed, and the room goes on; a
client that never reads is dropped rather than buffered without end."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import cast

import pytest
from websockets.asyncio.server import ServerConnection

from tests.server.wsclient import Client, running, table
from yxs_desktop.protocol import encode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.limits import PLAYER_RATE, STRIKES_BEFORE_CLOSE
from yxs_desktop.server.connection import MAX_QUEUED, PROTOCOL_LIMITS, Connection, Handler

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]


async def test_a_flood_gets_rate_limited_then_closed_with_1008_while_the_room_goes_on(
    tmp_path: Path,
) -> None:
    async with running(tmp_path, limits=PROTOCOL_LIMITS) as server:
        flooder, player = await table(server.port)
        flood_over = asyncio.Event()
        asked_after = 0

        def three_requests_after_the_flood(message: wire.ServerMessage) -> bool:
            nonlocal asked_after
            asked_after += flood_over.is_set() and isinstance(message, wire.Asked)
            return asked_after > 3 or isinstance(message, wire.Finished)

        playing = asyncio.create_task(player.play(until=three_requests_after_the_flood))
        for nonce in range(PLAYER_RATE.count + 50):
            await flooder.send("ping", nonce=nonce)
        code = await flooder.closed()
        flood_over.set()
        assert code == 1008
        limited = [e for e in flooder.errors if e.code == "rate_limited"]
        assert len(limited) == 1 + STRIKES_BEFORE_CLOSE  # the first, then that many more
        byes = [m for m in flooder.received if isinstance(m, wire.Bye)]
        assert [bye.reason for bye in byes] == ["limits"]
        pongs = sum(isinstance(m, wire.Pong) for m in flooder.received)
        # a burst (the bucket's size less the room's own messages), then no more
        assert PLAYER_RATE.count - 10 <= pongs <= PLAYER_RATE.count
        # the flooder's seat is the computer's now, and the other player is still asked
        end = await playing
        assert asked_after > 3 or isinstance(end, wire.Finished)
        assert not [e for e in player.errors if e.code == "rate_limited"]


async def test_a_message_over_the_size_limit_is_refused_and_the_connection_stays(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        client = await Client.hello(server.port, "宋江")
        await client.send("chat", channel="lobby", text="x" * 20_000)
        assert (await client.expect(wire.Error)).code == "too_large"
        await client.send("ping", nonce=1)
        assert (await client.expect(wire.Pong)).nonce == 1


async def test_chat_reaches_the_lobby_and_the_rooms_players_within_its_rate(
    tmp_path: Path,
) -> None:
    async with running(tmp_path, limits=PROTOCOL_LIMITS) as server:
        first = await Client.hello(server.port, "宋江")
        second = await Client.hello(server.port, "吴用")
        await first.send("chat", channel="lobby", text="有人吗")
        line = await second.expect(wire.ChatLine)
        assert (line.channel, line.name, line.text, line.seat) == ("lobby", "宋江", "有人吗", None)
        await first.send("create_room", mode="identity5-simple")
        room = await first.expect(wire.Room)
        await second.send("join_room", room=room.id)
        await second.send("take_seat", seat=2)
        await second.expect(wire.Seated)
        for _ in range(PROTOCOL_LIMITS.chat.count):
            await second.send("chat", channel="room", text="好牌！")
        heard = [await first.expect(wire.ChatLine) for _ in range(PROTOCOL_LIMITS.chat.count)]
        assert {(h.channel, h.name, h.seat) for h in heard} == {("room", "吴用", 2)}
        await second.send("chat", channel="room", text="好牌！")
        assert (await second.expect(wire.Error)).code == "chat_rate_limited"
        await asyncio.sleep(0)


class _Unread:
    """A socket whose client reads nothing: the first send never completes."""

    def __init__(self) -> None:
        self.aborted = asyncio.Event()
        self.transport = self
        self.sends = 0

    def abort(self) -> None:
        self.aborted.set()

    async def send(self, data: bytes, text: bool = False) -> None:
        self.sends += 1
        await asyncio.Event().wait()

    def __aiter__(self) -> _Unread:
        return self

    async def __anext__(self) -> str:
        await self.aborted.wait()
        raise StopAsyncIteration


async def test_a_client_that_never_reads_is_dropped_once_its_queue_is_full() -> None:
    socket = _Unread()
    connection = Connection(cast(ServerConnection, socket))
    reading = asyncio.create_task(connection.run(cast(Handler, None)))
    line = wire.ChatLine("room", "吴用", "好" * 100, 2)
    size = len(encode(line))
    for _ in range(MAX_QUEUED // size // 2):
        connection.send(line)
    await asyncio.sleep(0.05)
    assert not socket.aborted.is_set() and socket.sends == 1  # waiting on the client
    for _ in range(MAX_QUEUED // size):
        connection.send(line)
    await asyncio.wait_for(socket.aborted.wait(), 5.0)
    assert connection.closing
    await asyncio.wait_for(reading, 10.0)
