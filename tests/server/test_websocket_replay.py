"""Downloading a game's replay over real websockets on loopback (``get_replay``): each
player of the game may, once it has ended, and gets the server's file byte for byte, which
verifies; nobody gets it while the game is under way, a spectator never, a player who left
the room still does, and a game the server did not record has none."""

from __future__ import annotations

import asyncio
import base64
from pathlib import Path

import pytest

from tests.server.wsclient import Client, running, table
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.reader import parse_replay
from yxs_desktop.replay.verify import verify

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]


async def ask_replay(client: Client) -> wire.ReplayFile | wire.Error:
    await client.send("get_replay")
    async with asyncio.timeout(20):
        while True:
            message = await client.recv()
            if isinstance(message, wire.ReplayFile):
                return message
            if isinstance(message, wire.Error) and message.answers == "get_replay":
                return message


async def refused(client: Client) -> str:
    """The code of the error the client's ``get_replay`` gets."""
    answer = await ask_replay(client)
    assert isinstance(answer, wire.Error), answer
    assert answer.answers == "get_replay"
    return answer.code


async def test_each_player_downloads_the_servers_replay_once_the_game_has_ended(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        first, second = await table(server.port)
        (entry,) = server.hub.lobby.rooms.values()
        watcher = await Client.hello(server.port, "观众")
        await watcher.send("spectate", room=entry.id)
        await watcher.expect(wire.Room)
        stranger = await Client.hello(server.port, "路人")
        # while the game is under way: nobody
        other = asyncio.create_task(second.play())
        asked = await first.expect(wire.Asked)
        assert await refused(first) == "game_not_over"
        assert await refused(watcher) == "not_a_player"
        assert await refused(stranger) == "not_in_room"
        ends = await asyncio.gather(first.play(pending=asked), other)
        assert all(isinstance(end, wire.Finished) and end.replay for end in ends)
        watched = [m for m in watcher.received if isinstance(m, wire.Finished)]
        if not watched:
            watched = [await watcher.expect(wire.Finished)]
        assert not watched[0].replay  # a spectator may not have it
        path = entry.room.replay_path
        assert path is not None
        # once it has ended: each player gets the file itself, which verifies
        for player in (first, second):
            answer = await ask_replay(player)
            assert isinstance(answer, wire.ReplayFile), answer
            data = base64.b64decode(answer.data, validate=True)
            assert answer.name == path.name and data == path.read_bytes()
            assert verify(parse_replay(data)).ok
        assert await refused(watcher) == "not_a_player"
        # a player who left the room still may; the room gone once everyone left, too
        for client in (first, second, watcher):
            await client.send("leave_room")
            await client.send("ping")
            await client.expect(wire.Pong)
        assert server.hub.lobby.rooms == {}
        answer = await ask_replay(second)
        assert isinstance(answer, wire.ReplayFile)
        assert base64.b64decode(answer.data) == path.read_bytes()
        assert await refused(watcher) == "not_in_room"


async def test_a_game_the_server_did_not_record_has_no_replay_to_download(
    tmp_path: Path,
) -> None:
    async with running(tmp_path, data_dir=None) as server:
        first, second = await table(server.port)
        other = asyncio.create_task(second.play())
        asked = await first.expect(wire.Asked)
        assert await refused(first) == "game_not_over"
        end, _ = await asyncio.gather(first.play(pending=asked), other)
        assert isinstance(end, wire.Finished) and not end.replay
        assert await refused(first) == "no_replay"
    assert list(tmp_path.iterdir()) == []


async def test_a_replay_file_gone_from_the_disk_is_refused_not_a_traceback(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        clients = await table(server.port, persons=1)
        await clients[0].play()
        (replay,) = (tmp_path / "replays").glob("*.yxsr")
        replay.unlink()
        assert await refused(clients[0]) == "no_replay"
        await clients[0].send("ping")  # the connection goes on
        await clients[0].expect(wire.Pong)
