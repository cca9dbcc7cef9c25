"""Several server processes with one Redis (``yxs server --redis``), as players rely on
them: the lobby is the same on every process (its rooms, its chat, the operator's
notices); joining or watching a room of another process, or coming back with the token
of a seat there, is answered with a ``redirect`` that the desktop client follows by
itself; a game whose persons connected to different processes is played to its end."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from redis.asyncio import Redis
from websockets.asyncio.client import connect

from tests.client.online_helpers import Notices
from tests.server.redis_helpers import RedisProcess, needs_redis
from tests.server.wsclient import MACHINE_SPEED, WAIT, Client, running, table
from yxs_desktop.client.online import OnlineClient
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.app import ListenError, Server
from yxs_desktop.server.cluster import REDIS_TIMEOUT
from yxs_desktop.server.operations import Operations

pytestmark = [pytest.mark.timeout(120), needs_redis]


@asynccontextmanager
async def cluster(
    tmp_path: Path, redis: RedisProcess, processes: int = 2, **options: Any
) -> AsyncIterator[list[Server]]:
    """``processes`` servers on this loop sharing ``redis``, each with its data folder."""
    async with AsyncExitStack() as stack:
        servers = [
            await stack.enter_async_context(
                running(tmp_path / f"node{n}", redis=redis.url, node_name=f"n{n}", **options)
            )
            for n in range(processes)
        ]
        yield servers


def url_of(server: Server) -> str:
    return f"ws://127.0.0.1:{server.port}/"


async def hello3(url: str, name: str, **fields: Any) -> tuple[Client, wire.ServerMessage]:
    """A connection to ``url`` that said hello speaking versions 2 to 3: it and what the
    server answered (``welcome``, ``redirect`` or ``refused``)."""
    client = Client(await connect(url, open_timeout=WAIT))
    await client.send("hello", versions=[2, 3], name=name, **fields)
    async with asyncio.timeout(WAIT):
        while True:
            message = await client.recv()
            if isinstance(message, wire.Welcome | wire.Redirect | wire.Refused):
                return client, message


async def listed_on(server: Server, room: str, timeout: float = 10.0) -> wire.RoomInfo:
    """The room ``room`` as the lobby of ``server`` lists it, once it does."""
    async with asyncio.timeout(timeout):
        while True:
            for info in server.hub.lobby.list_rooms().rooms:
                if info.id == room:
                    return info
            await asyncio.sleep(0.05)


async def followed(redirect: wire.ServerMessage, name: str) -> Client:
    """A connection at the process ``redirect`` names, welcomed."""
    assert isinstance(redirect, wire.Redirect), redirect
    client, welcome = await hello3(redirect.url, name)
    assert isinstance(welcome, wire.Welcome)
    return client


# ---------------------------------------------------------------------------- the lobby
@pytest.mark.asyncio
async def test_the_lobby_is_the_same_on_every_process(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    async with cluster(tmp_path, redis_server, 3) as (one, two, three), asyncio.timeout(60):
        host = await Client.hello(one.port, "宋江")
        await host.send("create_room", mode="identity5")
        room = await host.expect(wire.Room, sent="create_room")
        other = await Client.hello(three.port, "吴用")
        await other.send("create_room", mode="3v3-casual")
        second = await other.expect(wire.Room, sent="create_room")
        assert room.id != second.id  # one counter of room ids for all
        for server in (one, two, three):
            await listed_on(server, room.id)
            await listed_on(server, second.id)
        watcher = await Client.hello(two.port, "戴宗")  # the list a new client is sent
        await watcher.send("list_rooms")
        listing = await watcher.expect(wire.Rooms)
        assert {info.id: info.mode for info in listing.rooms} == {
            room.id: "identity5",
            second.id: "3v3-casual",
        }
        shared = Operations(two.hub, two.access).stats()["cluster"]
        assert shared["node"] == "n1" and shared["nodes"] == ["n0", "n1", "n2"]
        assert shared["redis_reachable"] and shared["rooms_elsewhere"] == 2
        for client in (host, other, watcher):
            await client.socket.close()


@pytest.mark.asyncio
async def test_lobby_chat_and_the_operators_notice_reach_every_process(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    async with cluster(tmp_path, redis_server, 2) as (one, two), asyncio.timeout(60):
        here = await Client.hello(one.port, "宋江")
        there = await Client.hello(two.port, "吴用")
        await asyncio.sleep(0.3)  # both processes listen to the channel
        await here.send("chat", channel="lobby", text="有人吗")
        line = await there.expect(wire.ChatLine)
        assert (line.channel, line.name, line.text) == ("lobby", "宋江", "有人吗")
        assert (await here.expect(wire.ChatLine)).text == "有人吗"  # and its own lobby
        assert two.hub.announce("服务器十分钟后重启") == 1
        for client in (here, there):
            notice = await client.expect(wire.ChatLine)
            assert (notice.channel, notice.text) == ("server", "服务器十分钟后重启")
            await client.socket.close()


# ---------------------------------------------------------------------------- a game
@pytest.mark.asyncio
async def test_a_game_whose_persons_connected_to_different_processes_is_played_to_the_end(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    async with cluster(tmp_path, redis_server, 3) as (one, two, three), asyncio.timeout(100):
        host, _ = await hello3(url_of(one), "宋江")
        await host.send("create_room", mode="identity5-simple")
        room = await host.expect(wire.Room, sent="create_room")
        await listed_on(two, room.id)
        await listed_on(three, room.id)
        # a guest comes in through another process: sent to the room's
        asked, _ = await hello3(url_of(two), "P1")
        await asked.send("join_room", room=room.id)
        redirect = await asked.expect(wire.Redirect)
        assert redirect == wire.Redirect(url_of(one), room.id)
        assert await asked.closed() == 1000
        guest = await followed(redirect, "P1")
        await guest.send("join_room", room=room.id)
        await guest.expect(wire.Room, sent="join_room")
        # a spectator through a third process
        looking, _ = await hello3(url_of(three), "戴宗")
        await looking.send("spectate", room=room.id)
        spectator = await followed(await looking.expect(wire.Redirect), "戴宗")
        await spectator.send("spectate", room=room.id)
        await spectator.expect(wire.Room, sent="spectate")
        for seat, client in ((0, host), (1, guest)):
            await client.send("take_seat", seat=seat)
            await client.expect(wire.Seated)
            await client.send("ready", ready=True)
        for seat in (2, 3, 4):
            await host.send("add_computer", seat=seat)
        async with asyncio.timeout(WAIT):
            while True:
                state = await host.expect(wire.Room)
                if all(s.kind != "empty" and s.ready for s in state.seats):
                    break
        await host.send("start")
        ends = await asyncio.gather(host.play(), guest.play())
        assert all(isinstance(end, wire.Finished) for end in ends)
        seen = await spectator.expect(wire.Finished, timeout=60)
        assert seen.result == ends[0].result  # type: ignore[union-attr]
        for client in (host, guest, spectator):
            await client.socket.close()


@pytest.mark.asyncio
async def test_a_seats_token_brought_to_another_process_is_sent_to_the_seats(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    async with cluster(tmp_path, redis_server, 2) as (one, two), asyncio.timeout(60):
        (host,) = await table(one.port, persons=1)
        await host.expect(wire.Asked)  # the game is under way
        token = host.token
        assert token is not None
        room = next(iter(one.hub.lobby.rooms))
        await listed_on(two, room)
        await asyncio.sleep(0.6)  # the seat's token written with the room
        elsewhere, answer = await hello3(url_of(two), "宋江", token=token, last_seq=0)
        assert answer == wire.Redirect(url_of(one), None)
        await elsewhere.closed()
        back, welcome = await hello3(url_of(one), "宋江", token=token, last_seq=0)
        assert isinstance(welcome, wire.Welcome) and welcome.token == token
        # an unknown token is refused on any process, as on one alone
        _, refused = await hello3(url_of(two), "李逵", token="x" * 43, last_seq=0)
        assert isinstance(refused, wire.Refused) and refused.code == "bad_token"
        for client in (host, back):
            await client.socket.close()


@pytest.mark.asyncio
async def test_a_client_of_version_2_is_told_the_room_is_elsewhere(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    async with cluster(tmp_path, redis_server, 2) as (one, two), asyncio.timeout(60):
        host = await Client.hello(one.port, "宋江")
        await host.send("create_room", mode="identity5")
        room = await host.expect(wire.Room, sent="create_room")
        await listed_on(two, room.id)
        old = await Client.hello(two.port, "吴用")  # versions [2, 2]
        await old.send("join_room", room=room.id)
        error = await old.expect(wire.Error)
        assert error.code == "no_such_room" and "another process" in error.message
        for client in (host, old):
            await client.socket.close()


# ---------------------------------------------------------------------------- the client
@pytest.mark.asyncio
async def test_the_desktop_client_follows_the_redirect_into_the_room_and_back_to_its_seat(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    async with cluster(tmp_path, redis_server, 2) as (one, two), asyncio.timeout(60):
        host = await Client.hello(one.port, "宋江")
        await host.send("create_room", mode="identity5-simple")
        room = await host.expect(wire.Room, sent="create_room")
        await listed_on(two, room.id)
        notices = Notices()
        player = OnlineClient(url_of(two), "吴用", notices, backoff=(0.05,))
        await player.connect()
        player.join(room.id)
        async with asyncio.timeout(WAIT):
            while player.room is None:
                await asyncio.sleep(0.02)
        assert player.room.id == room.id and player.node_url == url_of(one)
        assert player.url == url_of(two)  # what the person typed stays
        player.take_seat(1)
        async with asyncio.timeout(WAIT):
            while player.seat is None:
                await asyncio.sleep(0.02)
        # the process holding the room drops the connection: the client comes back there
        connection = next(c for c in one.hub.connections.values() if c.name == "吴用")
        connection.close(1011, "test")
        async with asyncio.timeout(WAIT):
            while not (player.status.state == "connected" and player.status.attempt > 0):
                await asyncio.sleep(0.02)
        assert player.seat == 1 and player.room is not None and player.room.id == room.id
        await player.close()
        await host.socket.close()


# ---------------------------------------------------------------------------- start
@pytest.mark.asyncio
async def test_a_process_without_its_redis_or_its_address_does_not_start(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    nowhere = Server("127.0.0.1", 0, data_dir=tmp_path / "a", redis="redis://127.0.0.1:1/0")
    with pytest.raises(ListenError, match=r"cannot use Redis at redis://127\.0\.0\.1:1/0"):
        await nowhere.start()
    anywhere = Server("0.0.0.0", 0, data_dir=tmp_path / "b", redis=redis_server.url)
    with pytest.raises(ListenError, match="give --public-url"):
        await anywhere.start()
    unkept = Server("127.0.0.1", 0, data_dir=None, redis=redis_server.url)
    with pytest.raises(ListenError, match="--redis needs a data folder"):
        await unkept.start()


# ---------------------------------------------------------------------------- Redis
async def owners_in(redis: RedisProcess) -> dict[str, str]:
    connection = Redis.from_url(redis.url)
    try:
        found = await connection.hgetall("yxs:owners")
    finally:
        await connection.aclose()
    return {room.decode(): node.decode() for room, node in found.items()}


@pytest.mark.asyncio
async def test_redis_restarted_mid_game_loses_no_game_and_the_lobby_comes_back(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    async with cluster(tmp_path, redis_server, 2) as (one, two), asyncio.timeout(100):
        # (long games: eight seats, two of them persons who take a while to answer)
        here = await table(one.port, persons=2, mode="identity8")
        there = await table(two.port, persons=2, mode="identity8")
        waiting = await Client.hello(one.port, "吴用")  # a room that waits for players
        await waiting.send("create_room", mode="3v3-casual")
        room = await waiting.expect(wire.Room, sent="create_room")
        for client in (*here, *there):
            paced(client, 0.1)
        games = asyncio.gather(*(client.play() for client in (*here, *there)))
        await listed_on(two, room.id)
        async with asyncio.timeout(10):
            while len(await owners_in(redis_server)) < 2:
                await asyncio.sleep(0.05)

        redis_server.stop()  # Redis goes: the games go on
        await asyncio.sleep(1.5)
        assert not games.done()
        redis_server.start()  # empty, on the same port
        await listed_on(two, room.id, timeout=15)  # the lobby is whole again
        async with asyncio.timeout(15):
            while True:  # the games under way written again
                playing = {r for s in (one, two) for r, e in s.hub.lobby.rooms.items() if e.saved}
                if playing <= set(await owners_in(redis_server)):
                    break
                await asyncio.sleep(0.1)
        assert playing, "no game went on long enough to be written again"
        ends = await games
        assert all(isinstance(end, wire.Finished) for end in ends)
        for client in (*here, *there, waiting):
            await client.socket.close()


def paced(client: Client, seconds: float = 0.05) -> None:
    """Make ``client`` answer as a person does, after ``seconds``."""
    answer = client.answer

    async def slower(asked: wire.Asked) -> None:
        await asyncio.sleep(seconds)
        await answer(asked)

    client.answer = slower  # type: ignore[method-assign]


@pytest.mark.asyncio
async def test_a_process_stopped_on_sigterm_hands_its_game_to_another_at_once(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    async with AsyncExitStack() as stack, asyncio.timeout(60):
        stays = await stack.enter_async_context(
            running(tmp_path / "stays", redis=redis_server.url, node_name="stays")
        )
        goes = Server(
            "127.0.0.1",
            0,
            data_dir=tmp_path / "goes",
            min_window=0.0,
            limits=MACHINE_SPEED,
            redis=redis_server.url,
            node_name="goes",
        )
        await goes.start()
        (player,) = await table(goes.port, persons=1, mode="identity5")
        paced(player, 0.1)
        await player.expect(wire.Asked)
        room = next(iter(goes.hub.lobby.rooms))
        await goes.stop()  # what SIGTERM does, after --drain
        bye = await player.expect(wire.Bye)
        assert bye.reason == "restart"  # the client comes back: to be sent on
        stopped = time.monotonic()
        async with asyncio.timeout(5):
            while room not in stays.hub.lobby.rooms:
                await asyncio.sleep(0.05)
        assert time.monotonic() - stopped < 2.0  # at its next heartbeat: no expiry to wait
        # the player comes back through the process that stays, and plays on there
        back, welcome = await hello3(url_of(stays), "宋江", token=player.token, last_seq=player.seq)
        assert isinstance(welcome, wire.Welcome) and welcome.resumed
        back.token, back.seat, back.seq = player.token, player.seat, player.seq
        back.player, back.table_size = player.player, player.table_size
        back.received = list(player.received)
        assert isinstance(await back.play(), wire.Finished)
        await back.socket.close()


@pytest.mark.asyncio
async def test_a_cluster_task_that_hangs_in_its_clean_up_does_not_hold_up_the_stop(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    # a task cancelled in the middle of a Redis call may never finish its clean-up (a
    # pubsub connection that does not close): SIGTERM must still stop the process
    release = asyncio.Event()

    async def hangs_when_cancelled() -> None:
        try:
            await asyncio.Event().wait()
        finally:
            await release.wait()

    server = Server(
        "127.0.0.1",
        0,
        data_dir=tmp_path,
        min_window=0.0,
        limits=MACHINE_SPEED,
        redis=redis_server.url,
        node_name="a",
    )
    await server.start()
    assert server.cluster is not None
    stubborn = asyncio.create_task(hangs_when_cancelled())
    server.cluster._tasks.append(stubborn)
    await asyncio.sleep(0)
    began = time.monotonic()
    async with asyncio.timeout(30):
        await server.stop()
    assert time.monotonic() - began < 3 * REDIS_TIMEOUT
    release.set()
    with contextlib.suppress(asyncio.CancelledError):
        await stubborn
