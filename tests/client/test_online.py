"""The online client against a real server on loopback: connecting (and why it fails),
the lobby and a room, whole games through the remote session, a dropped connection that
comes back by itself, a server that shuts down."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import replace
from pathlib import Path

import pytest

from tests.client.online_helpers import Notices, Player, host_waiting_on_its_first_request
from tests.server.wsclient import running
from yxs_desktop.client.online import ConnectionStatus, GameStarted, OnlineClient, OnlineError
from yxs_desktop.client.online_text import online_text
from yxs_desktop.client.session import EventsUpdate, FinishedUpdate
from yxs_desktop.engine import events_for
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.app import Server

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(60)]

SIMPLE = wire.CreateRoom("identity5-simple")


def _url(port: int) -> str:
    return f"ws://127.0.0.1:{port}/"


def _free_port() -> int:
    """A loopback port nobody listens on (bound and let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


async def _seated_at_a_table(port: int, notices: Notices, **options: object) -> OnlineClient:
    """A client hosting a simple table, on seat 0, computer players on the others, ready
    and started."""
    client = OnlineClient(_url(port), "宋江", notices, **options)  # type: ignore[arg-type]
    await client.connect()
    client.create_room(SIMPLE)
    room = await notices.expect(wire.Room)
    client.take_seat(0)
    await notices.expect(wire.Seated)
    for seat in range(1, len(room.seats)):
        client.add_computer(seat)
    client.ready(True)
    await notices.expect(wire.Room, lambda r: all(s.kind != "empty" and s.ready for s in r.seats))
    client.start()
    return client


async def test_an_address_where_no_server_listens_is_unreachable() -> None:
    notices = Notices()
    client = OnlineClient(_url(_free_port()), "宋江", notices)
    async with asyncio.timeout(10):
        with pytest.raises(OnlineError) as raised:
            await client.connect()
    assert raised.value.code == "unreachable"
    assert client.status == ConnectionStatus("closed", reason="unreachable")
    assert [s.state for s in notices.of(ConnectionStatus)] == ["connecting", "closed"]
    assert online_text("unreachable", "zh") != online_text("unreachable", "en")


async def test_a_server_that_speaks_no_common_version_refuses_naming_its_versions(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(10):
        notices = Notices()
        client = OnlineClient(_url(server.port), "宋江", notices, versions=(4, 5))
        with pytest.raises(OnlineError) as raised:
            await client.connect()
        error = raised.value
        assert (error.code, error.detail, error.versions) == (
            "refused",
            "unsupported_version",
            (2, 3),
        )
        assert "2 to 3" in error.message
        assert client.status.state == "closed" and client.status.detail == "unsupported_version"
        await asyncio.sleep(0.1)
        assert not [s for s in notices.of(ConnectionStatus) if s.state == "reconnecting"]


async def test_rooms_are_listed_one_created_seats_taken_computers_added_and_the_game_started(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(15):
        notices = Notices()
        client = OnlineClient(_url(server.port), "宋江", notices)
        welcome = await client.connect()
        assert welcome.version == 3 and client.status.state == "connected"
        client.list_rooms()
        assert (await notices.expect(wire.Rooms)).rooms == ()
        client.create_room(SIMPLE)
        room = await notices.expect(wire.Room)
        assert room.you_host and client.room == room and len(room.seats) == 5
        client.take_seat(0)
        seated = await notices.expect(wire.Seated)
        assert (client.seat, client.token) == (0, seated.token)
        client.add_computer(0)  # a refusal comes back, and changes nothing
        refused = await notices.expect(wire.Error)
        assert (refused.code, refused.answers) == ("seat_taken", "add_computer")
        for seat in (1, 2, 3, 4):
            client.add_computer(seat)
        client.start()
        assert (await notices.expect(wire.Error)).code == "not_ready"
        client.ready(True)
        await notices.expect(wire.Room, lambda r: r.seats[0].ready and r.seats[4].kind != "empty")
        client.start()
        started = await notices.expect(GameStarted)
        assert started.seat == 0 and started.room.state == "playing"
        assert client.room is not None and client.room.state == "playing"
        client.list_rooms()
        (listed,) = (await notices.expect(wire.Rooms)).rooms
        assert (listed.id, listed.state, listed.taken) == (room.id, "playing", 5)
        await client.close()
        assert client.status == ConnectionStatus("closed", reason="closed")


async def test_a_whole_game_is_played_to_its_end_through_the_remote_session(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        notices = Notices()
        client = await _seated_at_a_table(server.port, notices)
        await notices.expect(GameStarted)
        player = Player(0)
        session = player.session = client.session(player)
        assert session.seat == 0 and not session.can_pause
        session.start()
        await player.done.wait()
        (entry,) = server.hub.lobby.rooms.values()
        assert entry.room.game is not None
        assert player.events() == events_for(entry.room.game, 0)  # each event once, in order
        await client.close()
    (finished,) = [u for u in player.updates if isinstance(u, FinishedUpdate)]
    assert sorted(finished.scores) == [0, 1, 2, 3, 4] and finished.winners
    players = finished.record["players"]
    assert isinstance(players, list) and [p["seat"] for p in players] == [0, 1, 2, 3, 4]
    assert [p["seat"] for p in players if p["won"]] == list(finished.winners)
    assert players[0]["role"] is not None  # the seat's own role, at least
    assert player.requests() and isinstance(player.updates[0], EventsUpdate)


async def test_a_dropped_connection_comes_back_with_its_token_and_the_game_still_ends(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        notices = Notices()
        client = await _seated_at_a_table(server.port, notices, backoff=(0.05,))
        await notices.expect(GameStarted)
        (entry,) = server.hub.lobby.rooms.values()
        player = Player(0)
        player.session = client.session(player)
        # the fourth request stays unanswered; meanwhile the connection drops
        player.hold = lambda update: len(player.requests()) == 4 and not player.held
        player.session.start()
        async with asyncio.timeout(10):
            while not player.held:
                player.requested.clear()
                await player.requested.wait()
        asked = player.held[0].request.id
        first = client.session_id
        assert first is not None
        # computer answers wait a second: the request is still open when the seat is back
        entry.room.settings = replace(entry.room.settings, min_window=1.0)
        server.hub.connections[first].socket.transport.abort()
        lost = await notices.expect(ConnectionStatus, lambda s: s.state == "reconnecting")
        assert (lost.attempt, lost.reason) == (1, "lost")
        assert lost.retry_in is not None and 0.0 <= lost.retry_in <= 0.05  # jitter to the cap
        await notices.expect(ConnectionStatus, lambda s: s.state == "connected")
        entry.room.settings = replace(entry.room.settings, min_window=0.0)
        assert client.session_id != first and entry.room.seats[0].connection == client.session_id
        await player.done.wait()
        assert player.requests().count(asked) == 2  # the pending request came again
        assert entry.room.game is not None
        assert player.events() == events_for(entry.room.game, 0)  # no gap, no repeat
        assert not notices.of(GameStarted)[1:]  # the same game carried on
        await client.close()


async def test_a_server_shutdown_closes_the_client_with_shutdown_and_no_retry(
    tmp_path: Path,
) -> None:
    notices = Notices()
    server = Server("127.0.0.1", 0, data_dir=tmp_path, min_window=0.0)
    async with asyncio.timeout(15):
        await server.start()
        client = OnlineClient(_url(server.port), "宋江", notices, backoff=(0.05,))
        await client.connect()
        client.create_room(SIMPLE)
        await notices.expect(wire.Room)
        await server.stop()
        closed = await notices.expect(ConnectionStatus, lambda s: s.state == "closed")
        assert closed.reason == "shutdown"
        assert [bye.reason for bye in notices.of(wire.Bye)] == ["shutdown"]
        await asyncio.sleep(0.3)  # past the back-off: nothing is tried
        assert [s.state for s in notices.of(ConnectionStatus)] == [
            "connecting",
            "connected",
            "closed",
        ]
        client.list_rooms()  # sent nowhere, and no error
        await client.close()
        assert client.status.reason == "shutdown"


async def test_leaving_a_game_puts_the_client_in_the_lobby_and_the_room_plays_on(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(20):
        notices = Notices()
        client, player = await host_waiting_on_its_first_request(_url(server.port), notices)
        (entry,) = server.hub.lobby.rooms.values()
        client.leave()
        assert (client.room, client.seat, client.token) == (None, None, None)
        delivered = len(player.updates)
        client.list_rooms()  # answered after everything the server sent before it
        rooms = (await notices.expect(wire.Rooms)).rooms
        # the computer played the seat to the end at once (no window in fast tests), and
        # the room nobody is in was let go
        assert entry.room.finished is not None and entry.room.seats[0].connection is None
        assert rooms == ()
        assert len(player.updates) == delivered  # nothing of the room reached the table
        assert client.room is None and len(notices.of(GameStarted)) == 1
        await client.close()
