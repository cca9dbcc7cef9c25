"""The online client coming back after a drop, by where it was: a spectator watches the
same room again, a player of a room not yet playing joins it and sits again, a client in
the lobby lists the rooms, and what was sent meanwhile goes out once it is back; a
second connection with the seat's token ends it for good."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import get_args, get_type_hints

import pytest

from tests.client.online_helpers import Notices, host_waiting_on_its_first_request
from tests.server.wsclient import Client, running
from yxs_desktop.client.online import ConnectionStatus, GameStarted, OnlineClient
from yxs_desktop.client.online_text import CLIENT_CODES, online_text
from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.app import Server

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(60)]

FAST = (0.05,)


class AtTheCap(random.Random):
    """Reconnection waits without jitter: each is its cap."""

    def uniform(self, a: float, b: float) -> float:
        return b


def _drop(server: Server, client: OnlineClient) -> None:
    """Cut the client's connection on the server's side, without a close or a bye."""
    assert client.session_id is not None
    server.hub.connections[client.session_id].socket.transport.abort()


async def _back(notices: Notices) -> None:
    await notices.expect(ConnectionStatus, lambda s: s.state == "reconnecting")
    await notices.expect(ConnectionStatus, lambda s: s.state == "connected")


async def test_a_dropped_spectator_watches_the_same_room_again_from_a_snapshot(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        url = f"ws://127.0.0.1:{server.port}/"
        host_notices, notices = Notices(), Notices()
        host, player = await host_waiting_on_its_first_request(url, host_notices)
        watcher = OnlineClient(url, "观众", notices, backoff=FAST)
        await watcher.connect()
        assert host.room is not None
        watcher.spectate(host.room.id)
        await notices.expect(GameStarted)
        seen: list[EventsUpdate] = []
        session = watcher.session(lambda u: seen.append(u) if isinstance(u, EventsUpdate) else None)
        session.start()
        async with asyncio.timeout(10):
            while not seen:
                await asyncio.sleep(0.005)
        before = len(seen)
        _drop(server, watcher)
        await _back(notices)
        async with asyncio.timeout(10):
            while len(seen) == before:
                await asyncio.sleep(0.005)
        snapshot = seen[before]
        assert snapshot.events == () and snapshot.view == seen[before - 1].view
        assert watcher.spectating and len(notices.of(GameStarted)) == 1
        player.answer(player.held[0])  # the game goes on to its end, watched
        await player.done.wait()
        async with asyncio.timeout(10):
            while session.finished is None:
                await asyncio.sleep(0.005)
        assert len(seen) > before + 1 and seen[-1].view.seat is None
        await watcher.close()
        await host.close()


async def test_a_dropped_player_of_a_waiting_room_joins_it_again_and_sits_again(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(20):
        url = f"ws://127.0.0.1:{server.port}/"
        host_notices, notices = Notices(), Notices()
        host = OnlineClient(url, "宋江", host_notices)
        guest = OnlineClient(url, "吴用", notices, backoff=FAST)
        await host.connect()
        await guest.connect()
        host.create_room(wire.CreateRoom("identity5", password="梁山"))
        room = await host_notices.expect(wire.Room)
        guest.join(room.id, "梁山")
        guest.take_seat(1)
        first = (await notices.expect(wire.Seated)).token
        _drop(server, guest)
        await _back(notices)
        again = await notices.expect(wire.Seated)
        assert again.seat == 1 and again.token != first and guest.token == again.token
        shown = await host_notices.expect(
            wire.Room, lambda r: r.seats[1].name == "吴用" and r.seats[1].connected
        )
        assert guest.room is not None and guest.room.id == shown.id
        await guest.close()
        await host.close()


async def test_a_dropped_client_in_the_lobby_lists_the_rooms_and_sends_what_waited(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(20):
        notices = Notices()
        client = OnlineClient(f"ws://127.0.0.1:{server.port}/", "宋江", notices, backoff=(0.3,))
        await client.connect()
        _drop(server, client)
        await notices.expect(ConnectionStatus, lambda s: s.state == "reconnecting")
        client.chat("lobby", "我回来了")  # while the connection is down
        await notices.expect(ConnectionStatus, lambda s: s.state == "connected")
        await notices.expect(wire.Rooms)
        line = await notices.expect(wire.ChatLine)  # after the rooms: it waited
        assert (line.name, line.text) == ("宋江", "我回来了")
        await client.close()


async def test_a_second_connection_with_the_seats_token_closes_the_client_for_good(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(20):
        notices = Notices()
        url = f"ws://127.0.0.1:{server.port}/"
        host, _ = await host_waiting_on_its_first_request(url, notices)
        assert host.token is not None
        other = await Client.hello(server.port, "宋江", token=host.token, last_seq=0)
        closed = await notices.expect(ConnectionStatus, lambda s: s.state == "closed")
        assert closed.reason == "replaced"
        await asyncio.sleep(0.3)
        assert not [s for s in notices.of(ConnectionStatus) if s.state == "reconnecting"]
        assert (await other.expect(wire.Seated)).seat == 0
        await host.close()


async def test_closing_while_reconnecting_stops_the_attempts(tmp_path: Path) -> None:
    async with running(tmp_path) as server, asyncio.timeout(20):
        notices = Notices()
        client = OnlineClient(f"ws://127.0.0.1:{server.port}/", "宋江", notices, backoff=(0.2,))
        await client.connect()
        _drop(server, client)
        await notices.expect(ConnectionStatus, lambda s: s.state == "reconnecting")
        await client.close()
        assert client.status == ConnectionStatus("closed", reason="closed")
        await asyncio.sleep(0.4)  # past the back-off
        states = [s.state for s in notices.of(ConnectionStatus)]
        assert states == ["connecting", "connected", "reconnecting", "closed"]
        assert not server.hub.connections


async def test_every_reason_the_client_gives_is_worded_in_chinese_and_english() -> None:
    byes = set(get_args(get_type_hints(wire.Bye)["reason"]))
    reasons = byes | {"lost", "refused", "unreachable", "closed", "banned", "too_many"}
    reasons |= {"game_gone", "game_lost", "room_closed"}
    assert reasons <= set(CLIENT_CODES)
    for code in reasons:
        zh, en = online_text(code, "zh"), online_text(code, "en")
        assert zh and en and zh != en and code not in (zh, en)
    assert online_text("bad_token", "zh") != online_text("bad_token", "en")  # the server's


async def test_a_player_whose_game_ended_and_room_closed_while_away_is_back_in_the_lobby(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        url = f"ws://127.0.0.1:{server.port}/"
        notices = Notices()
        host, _player = await host_waiting_on_its_first_request(url, notices)
        assert host.room is not None
        room = host.room.id
        # away for longer than the computers take to play the game out alone (every
        # wait its whole cap, not a random part of it)
        host._backoff = (2.0,)
        host._random = AtTheCap()
        _drop(server, host)
        await notices.expect(ConnectionStatus, lambda s: s.state == "reconnecting")
        async with asyncio.timeout(20):
            while room in server.hub.lobby.rooms:
                await asyncio.sleep(0.01)
        back = await notices.expect(ConnectionStatus, lambda s: s.state == "connected")
        assert back.reason == "game_gone"
        assert host.room is None and host.seat is None and host.token is None
        await notices.expect(wire.Rooms)  # the lobby's list, asked for on the way back
        assert host.status.state == "connected"
        await host.close()


async def test_a_spectate_sent_as_a_message_makes_the_client_a_spectator_as_spectate_does(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(20):
        url = f"ws://127.0.0.1:{server.port}/"
        host_notices, notices = Notices(), Notices()
        host, _player = await host_waiting_on_its_first_request(url, host_notices)
        watcher = OnlineClient(url, "观众", notices, backoff=FAST)
        await watcher.connect()
        assert host.room is not None
        watcher.send(wire.Spectate(host.room.id))  # as the lobby page hands it on
        started = await notices.expect(GameStarted)
        assert started.seat is None and watcher.spectating
        watcher.send(wire.LeaveRoom())
        assert watcher.room is None and not watcher.spectating
        await watcher.close()
        await host.close()


async def test_a_server_restarting_says_so_and_the_client_is_back_in_its_resumed_game(
    tmp_path: Path,
) -> None:
    notices = Notices()
    async with running(tmp_path) as server:
        url = f"ws://127.0.0.1:{server.port}/"
        host, player = await host_waiting_on_its_first_request(url, notices)
        held = player.held[0].request.id
        host._backoff = FAST  # the server is back in a moment
        port = server.port
    bye = await notices.expect(wire.Bye)
    assert bye.reason == "restart"
    await notices.expect(ConnectionStatus, lambda s: s.state == "reconnecting")
    async with running(tmp_path, port=port), asyncio.timeout(30):
        back = await notices.expect(ConnectionStatus, lambda s: s.state == "connected")
        assert back.reason == "resumed"
        async with asyncio.timeout(10):  # the request it held is asked again
            while player.requests().count(held) < 2:
                await asyncio.sleep(0.01)
        player.hold = lambda _: False
        player.answer(player.held[0])
        await asyncio.wait_for(player.done.wait(), 20)
        await host.close()
    assert online_text("resumed", "en") == "The server restarted, and your game goes on."


async def test_clients_dropped_at_once_wait_spread_out_times_within_the_cap(
    tmp_path: Path,
) -> None:
    cap = 0.4
    async with running(tmp_path) as server, asyncio.timeout(30):
        url = f"ws://127.0.0.1:{server.port}/"
        pairs = [
            (OnlineClient(url, f"玩家{n}", notices, backoff=(cap,)), notices)
            for n, notices in enumerate(Notices() for _ in range(8))
        ]
        for client, _ in pairs:
            await client.connect()
        for client, _ in pairs:  # the server drops them all at once
            _drop(server, client)
        waits = []
        for _client, notices in pairs:
            lost = await notices.expect(ConnectionStatus, lambda s: s.state == "reconnecting")
            assert lost.retry_in is not None
            waits.append(lost.retry_in)
            await notices.expect(ConnectionStatus, lambda s: s.state == "connected")
        assert all(0.0 <= wait <= cap for wait in waits), waits
        assert len(set(waits)) == len(waits), waits  # not one time for everyone
        assert max(waits) - min(waits) > cap / 10, waits
        for client, _ in pairs:
            await client.close()


async def test_each_wait_is_within_its_attempts_cap_while_the_server_is_away(
    tmp_path: Path,
) -> None:
    caps = (0.02, 0.05, 0.1)
    notices = Notices()
    async with running(tmp_path) as server:
        url = f"ws://127.0.0.1:{server.port}/"
        host, _player = await host_waiting_on_its_first_request(url, notices)
        host._backoff = caps
    # the server went (bye restart) and stays away: attempt after attempt fails
    async with asyncio.timeout(20):
        await notices.expect(
            ConnectionStatus, lambda s: s.state == "reconnecting" and s.attempt == 8
        )
    tries = [s for s in notices.of(ConnectionStatus) if s.state == "reconnecting"]
    assert [s.attempt for s in tries] == list(range(1, len(tries) + 1))
    for status in tries:
        cap = caps[min(status.attempt - 1, len(caps) - 1)]
        assert status.retry_in is not None and cap / 2 <= status.retry_in <= cap, status
    later = [s.retry_in for s in tries if s.attempt >= len(caps)]
    assert len(set(later)) == len(later)  # the last cap repeats, the waits do not
    await host.close()


async def test_the_waits_do_not_follow_the_random_modules_seed_and_an_rng_can_be_given() -> None:
    url = "ws://127.0.0.1:9/"
    one = OnlineClient(url, "宋江", Notices(), backoff=(1.0, 8.0))
    two = OnlineClient(url, "吴用", Notices(), backoff=(1.0, 8.0))
    random.seed(7)
    first = [one.retry_delay(attempt) for attempt in range(6)]
    random.seed(7)
    second = [two.retry_delay(attempt) for attempt in range(6)]
    assert first != second  # the system's random source, not a seeded one
    assert all(0.0 <= d <= 1.0 for d in first[:1]) and all(0.0 <= d <= 8.0 for d in first)
    seeded = [
        OnlineClient(url, "宋江", Notices(), backoff=(1.0, 8.0), rng=random.Random(3))
        for _ in range(2)
    ]
    delays = [[client.retry_delay(attempt) for attempt in range(6)] for client in seeded]
    assert delays[0] == delays[1]  # a test's own source gives the same waits again
    assert all(0.0 <= d <= 8.0 for d in delays[0]) and delays[0][0] <= 1.0
    # equal jitter: never less than half the cap (no one comes back far before the rest),
    # never more than the cap
    caps = [1.0, *[8.0] * 5]
    assert all(cap / 2 <= d <= cap for cap, d in zip(caps, delays[0], strict=True))
