"""The operator's admin command on a running server (``yxs server admin``, through the
``--admin-socket``), as an operator relies on it: ``stats`` tells the rooms and the people;
``kick`` sends a person away while their game goes on with the computer in their seat;
``ban`` refuses an address from then on and sends its connections away (kept in the ban
file when there is one), ``unban`` lets it in again; ``close-room`` ends a room and its game
(not resumed after a restart) and its people are in the lobby; ``say`` reaches everyone.
The socket is the server's user's only, and a bad request changes nothing."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import socket
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from tests.server.test_transport import refused_with, welcomed
from tests.server.wsclient import WAIT, Client, running, table
from yxs_desktop import cli
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server import admin_wire as admin
from yxs_desktop.server.access import BanList
from yxs_desktop.server.admin import SOCKET_MODE
from yxs_desktop.server.admin_command import ask
from yxs_desktop.server.app import ListenError, Server
from yxs_desktop.server.transport import Transport

pytestmark = [
    pytest.mark.timeout(120),
    pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="needs Unix sockets"),
]

#: A server that trusts the loopback as its reverse proxy: a test names each client's
#: address with ``X-Forwarded-For``.
BEHIND_PROXY = Transport(trusted_proxies=frozenset({ipaddress.ip_address("127.0.0.1")}))


@pytest.fixture
def sockets() -> Iterator[Path]:
    """A folder for admin sockets with a short path (a Unix socket's path has about 100
    bytes at most; pytest's folders can be longer), that anyone may enter."""
    folder = Path(tempfile.mkdtemp(prefix="yxs-admin-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()


async def request(path: Path, message: admin.Request) -> admin.Reply:
    """What the server answers ``message`` (the command's own client, in a thread: the
    server runs on this loop)."""
    return await asyncio.to_thread(ask, path, message)


def from_address(address: str) -> dict[str, object]:
    return {"additional_headers": [("X-Forwarded-For", address)]}


async def hello_with_token(port: int, token: str) -> wire.Refused | wire.Welcome:
    client = await Client.open(port)
    await client.send("hello", versions=[2, 2], name="P1", token=token, last_seq=0)
    async with asyncio.timeout(WAIT):
        while True:
            message = await client.recv()
            if isinstance(message, wire.Refused | wire.Welcome):
                return message


# ---------------------------------------------------------------------------- stats
@pytest.mark.asyncio
async def test_stats_names_the_rooms_and_people_of_a_game_under_way(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    async with running(tmp_path, admin_socket=path) as server, asyncio.timeout(90):
        host, guest = await table(server.port, persons=2)
        watcher = await Client.hello(server.port, "戴宗")
        reply = await request(path, admin.Stats())
        assert reply.ok and reply.stats is not None
        stats = reply.stats
        assert stats["connections"] == 3
        assert (stats["players"], stats["in_lobby"], stats["spectators"]) == (2, 1, 0)
        assert stats["rooms_by_state"] == {"playing": 1} and stats["games_playing"] == 1
        [room] = stats["rooms"]
        assert room["mode"] == "identity5-simple" and room["state"] == "playing"
        assert sorted(room["persons"]) == ["P1", "宋江"] and room["computers"] == 3
        where = {person["name"]: (person["room"], person["seat"]) for person in stats["people"]}
        assert where == {"宋江": (room["id"], 0), "P1": (room["id"], 1), "戴宗": (None, None)}
        assert {person["address"] for person in stats["people"]} == {"127.0.0.1"}
        for client in (host, guest, watcher):
            await client.socket.close()


@pytest.mark.asyncio
async def test_the_admin_socket_is_the_servers_users_alone_and_goes_with_the_server(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    async with running(tmp_path, admin_socket=path):
        status = os.stat(path)
        assert stat.S_ISSOCK(status.st_mode)
        assert stat.S_IMODE(status.st_mode) == SOCKET_MODE
    assert not path.exists()


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to be another user"
)
@pytest.mark.asyncio
async def test_another_user_is_refused_even_when_the_sockets_mode_lets_them_in(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    nobody = 65534
    probe = (
        f"import os, sys, socket; os.setgid({nobody}); os.setuid({nobody}); "
        "s = socket.socket(socket.AF_UNIX); s.settimeout(10)\n"
        "try:\n    s.connect(sys.argv[1])\nexcept PermissionError:\n    print('denied')\n"
        # the server may refuse and close before the command is sent: the refusal is
        # read all the same
        "else:\n    try:\n"
        '        s.sendall(b\'{"command":"say","text":"hi"}\\n\')\n'
        "    except (BrokenPipeError, ConnectionResetError):\n        pass\n"
        "    print(s.recv(4096).decode().strip())\n"
    )

    def as_nobody() -> str:
        done = subprocess.run(
            [sys.executable, "-c", probe, str(path)], capture_output=True, text=True, timeout=30
        )
        return done.stdout.strip() or done.stderr

    async with running(tmp_path, admin_socket=path) as server, asyncio.timeout(60):
        lobby = await Client.hello(server.port, "戴宗")
        assert await asyncio.to_thread(as_nobody) == "denied"  # the file's mode
        path.chmod(0o666)  # an operator loosened it: the peer's user is checked too
        answer = await asyncio.to_thread(as_nobody)
        assert admin.decode_reply(answer.encode()) == admin.Reply(
            False, "only the server's user may do this"
        )
        await lobby.send("ping", nonce=3)  # nothing was said to anyone
        assert await lobby.expect(wire.Pong) == wire.Pong(3)
        assert not [m for m in lobby.received if isinstance(m, wire.ChatLine)]
        await lobby.socket.close()


# ---------------------------------------------------------------------------- kick
@pytest.mark.asyncio
async def test_kick_sends_a_player_away_and_the_computer_plays_their_seat_to_the_end(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    async with running(tmp_path, admin_socket=path) as server, asyncio.timeout(100):
        host, guest = await table(server.port, persons=2)
        token = guest.token
        assert token is not None
        reply = await request(path, admin.Kick("P1", "spamming the chat"))
        assert reply == admin.Reply(True, "sent away 1 connection")
        bye = await guest.expect(wire.Bye)
        assert (bye.reason, bye.message) == ("kicked", "spamming the chat")
        assert await guest.closed() == 1008
        finished = await host.play()  # the game goes on, the computer in seat 1
        assert isinstance(finished, wire.Finished)
        refused = await hello_with_token(server.port, token)  # the seat is not theirs any more
        assert isinstance(refused, wire.Refused) and refused.code in ("bad_token", "game_over")
        await host.socket.close()


@pytest.mark.asyncio
async def test_kick_of_nobody_says_so_and_sends_nobody_away(tmp_path: Path, sockets: Path) -> None:
    path = sockets / "a.sock"
    async with running(tmp_path, admin_socket=path) as server, asyncio.timeout(60):
        lobby = await Client.hello(server.port, "戴宗")
        assert await request(path, admin.Kick("李逵")) == admin.Reply(
            False, "nobody connected is named '李逵' (see stats for the names)"
        )
        assert await request(path, admin.Kick("198.51.100.7")) == admin.Reply(
            False, "no connection from 198.51.100.7"
        )
        await lobby.send("ping", nonce=1)
        assert await lobby.expect(wire.Pong) == wire.Pong(1)
        await lobby.socket.close()


# ---------------------------------------------------------------------------- ban
@pytest.mark.asyncio
async def test_ban_refuses_the_address_with_403_and_sends_only_its_connections_away(
    tmp_path: Path, sockets: Path
) -> None:
    path, bans = sockets / "a.sock", tmp_path / "bans.txt"
    bans.write_text("# the server's bans\n192.0.2.1")  # no newline at its end
    async with (
        running(tmp_path, admin_socket=path, transport=BEHIND_PROXY, bans=BanList(bans)) as server,
        asyncio.timeout(60),
    ):
        url = f"ws://127.0.0.1:{server.port}/"
        bad = await welcomed(url, **from_address("203.0.113.9"))
        good = await welcomed(url, **from_address("198.51.100.20"))
        reply = await request(path, admin.Ban("203.0.113.9"))
        assert reply == admin.Reply(
            True, "banned 203.0.113.9 in the ban file; sent away 1 connection"
        )
        bye = await bad.expect(wire.Bye)
        assert bye.reason == "kicked" and "banned" in bye.message
        assert await refused_with(url, **from_address("203.0.113.9")) == 403
        lines = bans.read_text().splitlines()
        assert lines[:2] == ["# the server's bans", "192.0.2.1"]
        assert lines[2].startswith("203.0.113.9  # banned with yxs server admin on ")
        await good.send("ping", nonce=2)  # another address is left alone
        assert await good.expect(wire.Pong) == wire.Pong(2)

        assert await request(path, admin.Unban("203.0.113.9")) == admin.Reply(
            True, "203.0.113.9 is not banned any more"
        )
        assert bans.read_text().splitlines() == ["# the server's bans", "192.0.2.1"]
        again = await welcomed(url, **from_address("203.0.113.9"))
        assert await request(path, admin.Unban("203.0.113.9")) == admin.Reply(
            False, "203.0.113.9 is not banned as such"
        )
        await again.socket.close()
        await good.socket.close()


@pytest.mark.asyncio
async def test_ban_of_a_name_bans_its_address_until_the_server_stops_without_a_ban_file(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    async with (
        running(tmp_path, admin_socket=path, transport=BEHIND_PROXY) as server,
        asyncio.timeout(60),
    ):
        url = f"ws://127.0.0.1:{server.port}/"
        client = Client(await connect(url, open_timeout=WAIT, **from_address("2001:db8::5")))
        await client.send("hello", versions=[2, 2], name="李逵")
        await client.expect(wire.Welcome)
        reply = await request(path, admin.Ban("李逵", "no cheating"))
        assert reply.ok and reply.text.startswith("banned 2001:db8::5 until the server stops")
        assert (await client.expect(wire.Bye)).message == "no cheating"
        assert await refused_with(url, **from_address("2001:db8::5")) == 403
        assert server.access.ban_count == 1
        reply = await request(path, admin.Ban("not an address or a name"))
        assert not reply.ok and "nobody connected is named" in reply.text


# ---------------------------------------------------------------------------- rooms
@pytest.mark.asyncio
async def test_close_room_ends_its_game_its_people_are_in_the_lobby_and_it_is_not_resumed(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    async with running(tmp_path, admin_socket=path) as server, asyncio.timeout(90):
        host, guest = await table(server.port, persons=2)
        await host.expect(wire.Update)  # the game is under way, its replay begun
        room_id = next(iter(server.hub.lobby.rooms))
        replay = server.hub.lobby.rooms[room_id].room.replay_path
        token = host.token
        assert token is not None and replay is not None
        reply = await request(path, admin.CloseRoom(room_id, "the server restarts at 3"))
        assert reply == admin.Reply(
            True,
            f"room {room_id} closed, 2 people back in the lobby; "
            "its game under way ended without a result",
        )
        for client in (host, guest):
            kicked = await client.expect(wire.Kicked)
            assert kicked == wire.Kicked(room_id, "server", "the server restarts at 3")
            rooms = await client.expect(wire.Rooms)
            assert rooms.rooms == ()
        await host.send("create_room", mode="identity5")  # back in the lobby: may go on
        await host.expect(wire.Room, sent="create_room")
        refused = await hello_with_token(server.port, token)
        assert isinstance(refused, wire.Refused) and refused.code == "room_closed"
        assert await request(path, admin.CloseRoom(room_id)) == admin.Reply(
            False, f"there is no room {room_id!r} (see stats)"
        )
        for client in (host, guest):
            await client.socket.close()
    assert replay.exists()  # kept, as a game that did not end
    async with running(tmp_path) as again:  # the same data folder: nothing to resume
        assert again.hub.lobby.rooms == {}
        refused = await hello_with_token(again.port, token)
        assert isinstance(refused, wire.Refused) and refused.code == "game_over"


# ---------------------------------------------------------------------------- say
@pytest.mark.asyncio
async def test_say_reaches_everyone_in_the_lobby_and_at_the_tables(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    async with running(tmp_path, admin_socket=path) as server, asyncio.timeout(60):
        host, guest = await table(server.port, persons=2)
        lobby = await Client.hello(server.port, "戴宗")
        reply = await request(path, admin.Say("服务器将在 10 分钟后重启"))
        assert reply == admin.Reply(True, "said to 3 connections")
        for client in (host, guest, lobby):
            line = await client.expect(wire.ChatLine)
            assert line == wire.ChatLine("server", "", "服务器将在 10 分钟后重启", None)
            await client.socket.close()


# ---------------------------------------------------------------------------- bad input
def talk(path: Path, data: bytes) -> bytes:
    """Send ``data`` on the admin socket; what comes back until it closes or a line."""
    with socket.socket(socket.AF_UNIX) as connection:
        connection.settimeout(WAIT)
        connection.connect(str(path))
        connection.sendall(data)
        received = b""
        with contextlib.suppress(OSError):
            while not received.endswith(b"\n"):
                chunk = connection.recv(65536)
                if not chunk:
                    break
                received += chunk
        return received


@pytest.mark.asyncio
async def test_a_request_that_is_not_one_is_answered_with_why_and_changes_nothing(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    async with running(tmp_path, admin_socket=path) as server, asyncio.timeout(60):
        lobby = await Client.hello(server.port, "戴宗")
        for data, why in (
            (b"not json\n", "not a request: JSON is malformed"),
            (b'{"command": "shutdown"}\n', "not a request: Invalid value 'shutdown'"),
            (b'{"command": "say", "text": "a", "loud": true}\n', "not a request: Object "),
            (b'{"command": "say", "text": ""}\n', "not a request: Expected `str` of length"),
        ):
            reply = admin.decode_reply(await asyncio.to_thread(talk, path, data))
            assert not reply.ok and reply.text.startswith(why), reply
        huge = b'{"command": "say", "text": "' + b"x" * (2 * admin.MAX_REQUEST) + b'"}\n'
        reply = admin.decode_reply(await asyncio.to_thread(talk, path, huge))
        assert reply == admin.Reply(False, f"a request is at most {admin.MAX_REQUEST} bytes")
        await lobby.send("ping", nonce=5)
        assert await lobby.expect(wire.Pong) == wire.Pong(5)
        assert not [m for m in lobby.received if isinstance(m, wire.ChatLine)]
        assert (await request(path, admin.Stats())).ok  # the socket still answers
        await lobby.socket.close()


@pytest.mark.asyncio
async def test_a_second_server_on_the_same_admin_socket_is_refused_and_the_first_goes_on(
    tmp_path: Path, sockets: Path
) -> None:
    path = sockets / "a.sock"
    async with running(tmp_path / "one", admin_socket=path):
        second = Server("127.0.0.1", 0, data_dir=None, admin_socket=path)
        with pytest.raises(ListenError, match="another server answers on the admin socket"):
            await second.start()
        assert (await request(path, admin.Stats())).ok


@pytest.mark.asyncio
async def test_a_stale_socket_is_replaced_and_a_file_that_is_no_socket_is_left_alone(
    tmp_path: Path, sockets: Path
) -> None:
    stale = sockets / "stale.sock"
    left = socket.socket(socket.AF_UNIX)
    left.bind(str(stale))  # a server that was killed left its socket behind
    left.close()
    async with running(tmp_path / "one", admin_socket=stale):
        assert (await request(stale, admin.Stats())).ok
    document = sockets / "notes.txt"
    document.write_text("keep me")
    server = Server("127.0.0.1", 0, data_dir=None, admin_socket=document)
    with pytest.raises(ListenError, match="exists and is not a socket: not replaced"):
        await server.start()
    assert document.read_text() == "keep me"


# ---------------------------------------------------------------------------- the command
@pytest.mark.asyncio
async def test_the_command_prints_stats_and_exits_1_on_a_refusal_and_2_without_a_server(
    tmp_path: Path, sockets: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = sockets / "a.sock"
    config = tmp_path / "server.toml"
    config.write_text(f'admin_socket = "{path}"\nport = 0\n')
    environ = {"YXS_CONFIG": str(config)}
    async with running(tmp_path, admin_socket=path) as server, asyncio.timeout(60):
        lobby = await Client.hello(server.port, "戴宗")

        def command(*argv: str) -> int:
            from yxs_desktop.server.admin_command import main

            return main(list(argv), environ, cli._server_options())

        assert await asyncio.to_thread(command, "stats") == 0  # the socket from the config
        out = capsys.readouterr().out
        assert "connections: 1 of 1000 (1 in the lobby, 0 playing, 0 watching)" in out
        assert "戴宗" in out and "127.0.0.1" in out
        assert await asyncio.to_thread(command, "close-room", "r404") == 1
        assert "there is no room 'r404'" in capsys.readouterr().err
        await lobby.socket.close()
    assert await asyncio.to_thread(command, "stats") == 2
    assert "no admin socket at" in capsys.readouterr().err
    with pytest.raises(SystemExit) as usage:
        cli.main(["server", "admin", "--socket", str(path), "say", "two\nlines"])
    assert usage.value.code == 2
    assert "TEXT must be one line, without control characters" in capsys.readouterr().err
