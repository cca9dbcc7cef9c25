"""The online client and what the server's operator does (``yxs server admin``): a client
sent away (``bye`` ``kicked``) stops for good and forgets its seat; a room the operator
closed (``kicked`` by the server) puts the client in the lobby without its seat; a seat
whose room was closed while the client was away brings it back to the lobby; an address
the server bans is refused at the handshake (HTTP 403: ``banned``, tried no more), one
holding too many connections is told so (HTTP 429: ``too_many``) and tried again.

The operator's messages are sent on the server's side of a real server's connection, as
its admin command sends them."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from websockets.asyncio.server import ServerConnection, serve

from tests.client.online_helpers import Notices, host_a_simple_table
from tests.server.wsclient import running
from yxs_desktop.client.online import ConnectionStatus, OnlineClient, OnlineError
from yxs_desktop.client.online_text import online_text
from yxs_desktop.client.seat_tokens import SeatTokens
from yxs_desktop.protocol import PROTOCOL_VERSION, decode_client, encode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.access import BAN_CHECK_EVERY, BanList
from yxs_desktop.server.app import Server

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(60)]

#: The close code of a connection the operator sent away (as of ``limits``).
POLICY = 1008


class AtTheCap(random.Random):
    """Reconnection waits without jitter: each is its cap."""

    def uniform(self, a: float, b: float) -> float:
        return b


class Ticking:
    """A clock for the ban list that moves on by a whole check interval each time it is
    read: the ban file is looked at again at every handshake."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += BAN_CHECK_EVERY
        return self.now


def _url(server: Server) -> str:
    return f"ws://127.0.0.1:{server.port}/"


def _from_the_operator(server: Server, client: OnlineClient, *said: wire.Message) -> None:
    """The server's operator has ``said`` sent to ``client``'s connection."""
    assert client.session_id is not None
    connection = server.hub.connections[client.session_id]
    for message in said:
        connection.send(message)
    if any(isinstance(message, wire.Bye) for message in said):
        connection.close(POLICY, "kicked")


def _drop(server: Server, client: OnlineClient) -> None:
    """Cut the client's connection on the server's side, without a close or a bye."""
    assert client.session_id is not None
    server.hub.connections[client.session_id].socket.transport.abort()


async def test_a_client_the_operator_sends_away_closes_for_good_with_the_words_and_no_seat(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        notices, seats = Notices(), SeatTokens(tmp_path / "seats.json")
        url = _url(server)
        client = OnlineClient(url, "宋江", notices, backoff=(0.05,), seats=seats)
        await host_a_simple_table(client, notices)
        assert seats.get(url) is not None  # the seat of the game under way is held
        _from_the_operator(server, client, wire.Bye("kicked", "请勿刷屏"))
        closed = await notices.expect(ConnectionStatus, lambda s: s.state == "closed")
        assert (closed.reason, closed.message) == ("kicked", "请勿刷屏")
        assert [bye.reason for bye in notices.of(wire.Bye)] == ["kicked"]
        await asyncio.sleep(0.3)  # past the back-off: nothing is tried
        assert not [s for s in notices.of(ConnectionStatus) if s.state == "reconnecting"]
        assert client.status == closed
        assert seats.get(url) is None  # its token opens nothing: not offered again
        assert "operator" in online_text("kicked", "en")
        assert "管理员" in online_text("kicked", "zh")
        await client.close()


async def test_a_room_the_operator_closes_puts_the_client_in_the_lobby_without_its_seat(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        notices, seats = Notices(), SeatTokens(tmp_path / "seats.json")
        url = _url(server)
        client = OnlineClient(url, "宋江", notices, backoff=(0.05,), seats=seats)
        await host_a_simple_table(client, notices)
        assert client.room is not None and seats.get(url) is not None
        room = client.room.id
        closing = wire.Kicked(room, "server", "服务器维护")
        _from_the_operator(server, client, closing)
        kicked = await notices.expect(wire.Kicked)
        assert (kicked.by, kicked.message) == ("server", "服务器维护")
        assert client.room is None and client.seat is None and client.token is None
        assert client.status.state == "connected"
        assert seats.get(url) is None  # like a finished game's: never come back to it
        # a drop now: the client comes back to the lobby, not to the closed room's seat
        _drop(server, client)
        back = await notices.expect(ConnectionStatus, lambda s: s.state == "connected")
        assert back.reason == "" and client.room is None and client.token is None
        await notices.expect(wire.Rooms)  # the lobby's list, asked for on the way back
        await client.close()


@asynccontextmanager
async def refusing_seats(code: str) -> AsyncIterator[str]:
    """A stand-in server on loopback (its URL) that refuses every hello bearing a seat's
    token with ``code``, as ``yxs server`` does when the seat's room is gone, and welcomes
    the others."""

    async def greet(socket: ServerConnection) -> None:
        hello = decode_client(await socket.recv())
        assert isinstance(hello, wire.Hello)
        if hello.token is not None:
            refused = wire.Refused(code, "the seat's room is gone", PROTOCOL_VERSION)
            await socket.send(encode(refused).decode())
            await socket.close(POLICY, code)
            return
        await socket.send(encode(wire.Welcome(PROTOCOL_VERSION[1], "s-stand-in")).decode())
        await socket.wait_closed()

    async with serve(greet, "127.0.0.1", 0) as stand_in:
        port = stand_in.sockets[0].getsockname()[1]
        yield f"ws://127.0.0.1:{port}/"


async def test_a_held_seat_whose_room_the_operator_closed_brings_the_client_to_the_lobby(
    tmp_path: Path,
) -> None:
    async with refusing_seats("room_closed") as url, asyncio.timeout(20):
        seats = SeatTokens(tmp_path / "seats.json")
        # the seat an earlier run took, before the operator closed its room
        seats.keep(url, "r1", 0, "seat-token-" + "0" * 21, "宋江")
        notices = Notices()
        client = OnlineClient(url, "宋江", notices, seats=seats)
        welcome = await client.connect()
        assert welcome.session == "s-stand-in" and client.token is None
        assert client.status == ConnectionStatus("connected", reason="room_closed")
        assert seats.get(url) is None
        assert "operator" in online_text("room_closed", "en")
        assert "管理员" in online_text("room_closed", "zh")
        await client.close()


async def test_a_banned_address_is_refused_at_the_handshake_and_the_client_stops_trying(
    tmp_path: Path,
) -> None:
    ban_file = tmp_path / "bans.txt"
    ban_file.write_text("# nobody yet\n", encoding="utf-8")
    bans = BanList(ban_file, clock=Ticking())
    async with running(tmp_path, bans=bans) as server, asyncio.timeout(30):
        notices = Notices()
        client = OnlineClient(_url(server), "宋江", notices, backoff=(0.05,))
        await client.connect()
        ban_file.write_text("# nobody yet\n127.0.0.1  # the operator's\n", encoding="utf-8")
        _drop(server, client)
        closed = await notices.expect(ConnectionStatus, lambda s: s.state == "closed")
        assert closed.reason == "banned"
        await asyncio.sleep(0.3)  # past the back-off: nothing more is tried
        states = [s.state for s in notices.of(ConnectionStatus)]
        assert states == ["connecting", "connected", "reconnecting", "closed"]
        assert client.status == closed
        # a first connection from a banned address is refused with the same reason
        other = OnlineClient(_url(server), "吴用", Notices())
        with pytest.raises(OnlineError) as raised:
            await other.connect()
        assert raised.value.code == "banned"
        assert other.status == ConnectionStatus("closed", reason="banned")
        assert "banned" in online_text("banned", "en") and "封禁" in online_text("banned", "zh")
        await client.close()


async def test_an_address_holding_too_many_connections_is_told_so_and_tried_again(
    tmp_path: Path,
) -> None:
    async with running(tmp_path, max_per_address=1) as server, asyncio.timeout(30):
        url = _url(server)
        holder = OnlineClient(url, "吴用", Notices())
        await holder.connect()
        notices = Notices()
        client = OnlineClient(url, "宋江", notices, backoff=(0.2,), rng=AtTheCap())
        with pytest.raises(OnlineError) as raised:  # a first connection: said at once
            await client.connect()
        assert raised.value.code == "too_many"
        assert client.status == ConnectionStatus("closed", reason="too_many")
        await holder.close()
        await client.connect()
        # dropped, and the address's one connection taken by another meanwhile
        _drop(server, client)
        async with asyncio.timeout(5):
            while server.access.connections_from("127.0.0.1"):
                await asyncio.sleep(0.01)
        holder = OnlineClient(url, "吴用", Notices())
        await holder.connect()
        await notices.expect(
            ConnectionStatus, lambda s: s.state == "reconnecting" and s.attempt == 3
        )
        assert client.status.state == "reconnecting"  # refused twice, and trying on
        await holder.close()  # the address has room again: the client is back
        await notices.expect(ConnectionStatus, lambda s: s.state == "connected")
        assert not [s for s in notices.of(ConnectionStatus)[2:] if s.state == "closed"]
        assert "try again" in online_text("too_many", "en")
        assert online_text("too_many", "zh") != online_text("too_many", "en")
        await client.close()
