"""The websocket server end to end: real clients on loopback play rooms and games."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import pytest

from tests.server.wsclient import Client, running, table
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.version import PROTOCOL_VERSION
from yxs_desktop.replay.verify import verify_file

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]


async def test_a_client_whose_versions_the_server_does_not_speak_is_refused(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        client = await Client.open(server.port)
        await client.send("hello", versions=[1, 1], name="宋江")  # a client of version 1
        refused = await client.expect(wire.Refused)
        assert refused.code == "unsupported_version"
        assert refused.versions == PROTOCOL_VERSION
        assert "2 to 3" in refused.message
        assert await client.closed() == 1002


async def test_messages_before_hello_and_a_second_hello_are_refused(tmp_path: Path) -> None:
    async with running(tmp_path) as server:
        client = await Client.open(server.port)
        await client.send("list_rooms")
        refused = await client.expect(wire.Error)
        assert (refused.code, refused.answers) == ("hello_first", "list_rooms")
        await client.send("hello", versions=[1, 5], name="宋江")
        welcome = await client.expect(wire.Welcome)
        assert welcome.version == 3 and welcome.session
        await client.send("hello", versions=[2, 2], name="宋江")
        assert (await client.expect(wire.Error)).code == "already_hello"
        await client.send("ping", nonce=5)
        assert (await client.expect(wire.Pong)).nonce == 5


async def test_a_server_at_its_connection_limit_refuses_the_next_one(tmp_path: Path) -> None:
    async with running(tmp_path, max_connections=1) as server:
        first = await Client.hello(server.port, "宋江")
        second = await Client.open(server.port)
        refused = await second.expect(wire.Refused)
        assert refused.code == "server_full"
        assert await second.closed() == 1013
        await first.send("ping")
        await first.expect(wire.Pong)


async def test_rooms_are_listed_joined_seated_filled_and_left(tmp_path: Path) -> None:
    async with running(tmp_path, max_rooms=1) as server:
        host = await Client.hello(server.port, "宋江")
        guest = await Client.hello(server.port, "吴用")
        await host.send("create_room", mode="identity5-simple", password="梁山")
        room = await host.expect(wire.Room)
        assert room.you_host and room.host == "宋江" and room.state == "waiting"
        await guest.send("create_room", mode="identity5")
        assert (await guest.expect(wire.Error)).code == "too_many_rooms"
        await guest.send("list_rooms")
        listed = (await guest.expect(wire.Rooms)).rooms
        assert [(r.id, r.taken, r.seats, r.password) for r in listed] == [(room.id, 0, 5, True)]
        await guest.send("join_room", room=room.id)
        assert (await guest.expect(wire.Error)).code == "wrong_password"
        await guest.send("join_room", room=room.id, password="梁山")
        joined = await guest.expect(wire.Room)
        assert not joined.you_host and joined.host == "宋江"
        await guest.send("take_seat", seat=1)
        seated = await guest.expect(wire.Seated)
        assert seated.seat == 1 and len(seated.token) == 43
        await host.send("take_seat", seat=1)
        assert (await host.expect(wire.Error)).code == "seat_taken"
        await guest.send("add_computer", seat=2)
        assert (await guest.expect(wire.Error)).code == "not_host"
        await host.send("take_seat", seat=0)
        await host.expect(wire.Seated)
        for seat in (2, 3, 4):
            await host.send("add_computer", seat=seat)
        await host.send("ready", ready=True)
        await host.send("start")
        assert (await host.expect(wire.Error)).code == "not_ready"  # the guest is not ready
        await host.send("remove_computer", seat=4)
        expected = ["person", "person", "computer", "computer", "empty"]
        state = await guest.expect(wire.Room)
        while [s.kind for s in state.seats] != expected:  # the room after each change
            state = await guest.expect(wire.Room)
        assert state.seats[1].name == "吴用"
        await guest.send("leave_room")
        after = await host.expect(wire.Room)
        while after.seats[1].kind != "empty":
            after = await host.expect(wire.Room)
        await host.send("leave_room")
        await host.send("list_rooms")
        assert (await host.expect(wire.Rooms)).rooms == ()  # nobody in it: gone


async def test_two_clients_and_three_computers_play_a_whole_game_to_the_end(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        clients = await table(server.port)
        ends = await asyncio.gather(*(client.play() for client in clients))
    finished = [end for end in ends if isinstance(end, wire.Finished)]
    assert len(finished) == 2 and finished[0] == finished[1]
    assert finished[0].replay and len(finished[0].scores) == 5
    for client in clients:
        seqs = [n.seq for m in client.received if isinstance(m, wire.Update) for n in m.events]
        assert seqs == list(range(1, len(seqs) + 1))  # each its own stream, without a gap
        assert any(isinstance(m, wire.Asked) for m in client.received)
    (replay,) = (tmp_path / "replays").glob("*.yxsr")
    assert verify_file(replay).ok


async def test_bad_frames_and_an_answer_never_asked_get_errors_and_the_game_goes_on(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        first, second = await table(server.port)
        other = asyncio.create_task(second.play())
        asked = await first.expect(wire.Asked)
        await first.raw("{not json")
        await first.raw(b'{"type": "ping"}')
        await first.raw('{"type": "shout"}')
        await first.send("answer", id=asked.id + 1000, response={"type": "Pass"})
        codes = [(await first.expect(wire.Error)).code for _ in range(4)]
        assert codes == ["malformed_json", "binary_frame", "unknown_type", "stale_request"]
        assert first.errors[-1].request == asked.id + 1000
        assert isinstance(await first.play(pending=asked), wire.Finished)
        assert isinstance(await other, wire.Finished)


async def test_a_client_that_drops_comes_back_with_its_token_and_finishes_the_game(
    tmp_path: Path,
) -> None:
    # a window long enough to come back while the dropped seat's request is still open
    async with running(tmp_path, min_window=0.5) as server:
        first, second = await table(server.port)
        other = asyncio.create_task(second.play())
        asked = await first.expect(wire.Asked)
        token, seen, seat = first.token, first.seq, first.seat
        assert token is not None and seen >= 3
        await first.socket.close()
        # it says it lost its last two events: they come again, then the request
        back = await Client.hello(server.port, "宋江", token=token, last_seq=seen - 2)
        assert (await back.expect(wire.Seated)).seat == seat
        await back.expect(wire.Room)
        missed = await back.expect(wire.Update)
        assert [n.seq for n in missed.events] == [seen - 1, seen]
        again = await back.expect(wire.Asked)
        assert again.id == asked.id and again.request == asked.request
        assert again.ms_left is not None and again.ms_left <= (asked.ms_left or 0)
        # the rest of the game at test speed
        (entry,) = server.hub.lobby.rooms.values()
        entry.room.settings = replace(entry.room.settings, min_window=0.0)
        back.player = first.player
        assert isinstance(await back.play(pending=again), wire.Finished)
        assert isinstance(await other, wire.Finished)


async def test_a_second_connection_with_the_seats_token_replaces_the_first(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        first, second = await table(server.port)
        other = asyncio.create_task(second.play())
        await first.expect(wire.Asked)
        token = first.token
        assert token is not None
        # the new connection has seen nothing: it gets the stream from its start
        newer = await Client.hello(server.port, "宋江", token=token, last_seq=0)
        bye = await first.expect(wire.Bye)
        assert bye.reason == "replaced"
        assert await first.closed() == 4000
        assert (await newer.expect(wire.Seated)).seat == first.seat
        assert isinstance(await newer.play(), wire.Finished)
        assert isinstance(await other, wire.Finished)


async def test_a_wrong_token_is_refused_and_closed_with_1008(tmp_path: Path) -> None:
    async with running(tmp_path) as server:
        client = await Client.open(server.port)
        await client.send("hello", versions=[2, 2], name="宋江", token="x" * 43, last_seq=0)
        assert (await client.expect(wire.Refused)).code == "bad_token"
        assert await client.closed() == 1008


async def test_a_spectator_watches_a_game_to_its_end_and_cannot_play(tmp_path: Path) -> None:
    async with running(tmp_path) as server:
        first, second = await table(server.port)
        watcher = await Client.hello(server.port, "观众")
        await watcher.send("list_rooms")
        (room,) = (await watcher.expect(wire.Rooms)).rooms
        assert room.state == "playing"
        await watcher.send("spectate", room=room.id)
        shown = await watcher.expect(wire.Room)
        assert shown.spectators == 1
        await watcher.send("answer", id=1, response={"type": "Pass"})
        assert (await watcher.expect(wire.Error)).code == "spectator"
        plays = asyncio.gather(first.play(), second.play())
        end = await watcher.expect(wire.Finished)
        await plays
        views = [m.view for m in watcher.received if isinstance(m, wire.Update | wire.Snapshot)]
        assert views and all(view.seat is None and not view.hand for view in views)
        assert end.winners
