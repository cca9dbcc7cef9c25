"""The server process killed (SIGKILL) or stopped (SIGTERM) at random points of games of
every mode, several rooms at once, and started again on the same data folder: every room
resumes, every seat comes back with its token and misses no event, every game ends
normally, and its replay verifies with the seat's last view equal to the engine's."""

from __future__ import annotations

import asyncio
import random
import re
import signal
import sys
from pathlib import Path

import msgspec
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from tests.server.wsclient import Client, table
from yxs_desktop.engine import Game, encode, seat_view
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.rerun import rerun
from yxs_desktop.replay.verify import VERIFIED, verify_file
from yxs_desktop.server.store import SavedRoom

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(600)]

#: Every mode, and how many of its seats are persons (clients).
ROOMS = [
    ("identity5", 1),
    ("identity5-simple", 2),
    ("identity8", 2),
    ("3v3-casual", 1),
    ("3v3-competitive", 2),
]
KILLS = 20
TERMS = 3
#: Seconds a stopped server may take to be back and have every client in its seat again.
BACK = 60.0


class ServerProcess:
    """``tests.server.fast_server`` on ``data``: started, killed and started again on the
    port it first had."""

    def __init__(self, data: Path, *options: str) -> None:
        self.data = data
        self.options = options
        self.port = 0
        self.process: asyncio.subprocess.Process | None = None
        self.log: list[str] = []

    async def start(self) -> None:
        self.process = process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.server.fast_server",
            "--data",
            str(self.data),
            "--port",
            str(self.port),
            *self.options,
            stderr=asyncio.subprocess.PIPE,
        )
        assert process.stderr is not None
        async with asyncio.timeout(BACK):
            while True:
                line = (await process.stderr.readline()).decode()
                assert line, "the server ended: " + "".join(self.log[-20:])
                self.log.append(line)
                found = re.search(r"listening on ws://127\.0\.0\.1:(\d+)/", line)
                if found:
                    self.port = int(found.group(1))
                    break
        asyncio.get_running_loop().create_task(self._read_log(process))

    async def _read_log(self, process: asyncio.subprocess.Process) -> None:
        assert process.stderr is not None
        while line := await process.stderr.readline():
            self.log.append(line.decode())

    async def stop(self, how: signal.Signals) -> None:
        process = self.process
        assert process is not None
        process.send_signal(how)
        code = await asyncio.wait_for(process.wait(), 30)
        assert code == (0 if how == signal.SIGTERM else -signal.SIGKILL), self.log[-20:]

    async def close(self) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.kill()
            await self.process.wait()


class Player:
    """A client that plays its seat to the end, coming back with its token whenever the
    connection drops."""

    def __init__(self, client: Client, server: ServerProcess) -> None:
        self.client = client
        self.server = server
        self.returns = 0
        self.byes: list[str] = []
        #: its game ended just as the server went, before the client heard of it: the
        #: server, started again, says so (``refused`` ``game_over``)
        self.ended_away = False

    async def play(self) -> wire.Finished | None:
        """The game's result (None: it ended while the server was away, as it said)."""
        while True:
            asked = [m for m in self.client.received if isinstance(m, wire.Asked)]
            pending = asked[-1] if asked and asked[-1].id not in self.client.answered else None
            try:
                end = await self.client.play(pending=pending)
            except (ConnectionClosed, OSError):
                if not await self.come_back():
                    return None
                continue
            assert isinstance(end, wire.Finished)
            return end

    async def come_back(self) -> bool:
        """Back in the seat (False: the server says the game ended meanwhile)."""
        client = self.client
        self.byes += [m.reason for m in client.received if isinstance(m, wire.Bye)]
        client.received = [m for m in client.received if not isinstance(m, wire.Bye)]
        async with asyncio.timeout(BACK):
            while True:
                try:
                    socket = await connect(f"ws://127.0.0.1:{self.server.port}/", open_timeout=2)
                except (OSError, InvalidHandshake, TimeoutError):
                    await asyncio.sleep(0.05)
                    continue
                client.socket = socket
                try:
                    await client.send(
                        "hello", versions=[2, 2], name="P", token=client.token, last_seq=client.seq
                    )
                    welcome = await client.recv()
                except (ConnectionClosed, OSError):
                    await asyncio.sleep(0.05)
                    continue
                if isinstance(welcome, wire.Refused) and welcome.code == "game_over":
                    self.ended_away = True
                    return False
                if isinstance(welcome, wire.Refused) and welcome.code == "server_closing":
                    await asyncio.sleep(0.05)  # the old server, still on its way out
                    continue
                log = "".join(self.server.log[-30:])
                assert isinstance(welcome, wire.Welcome), f"{welcome}\n{log}"
                assert welcome.token == client.token and welcome.resumed
                client.answered.clear()  # an answer not accepted before the stop is asked again
                self.returns += 1
                return True


async def open_rooms(server: ServerProcess) -> list[Player]:
    """A room of every mode, its game under way: only a game that started is kept (a room
    still waiting for its players is gone with its server)."""
    players: list[Player] = []
    for mode, persons in ROOMS:
        clients = await table(server.port, persons=persons, mode=mode)
        for client in clients:
            await client.expect(wire.Update)
        players += [Player(client, server) for client in clients]
    return players


async def test_games_of_every_mode_survive_20_kills_and_3_stops_of_their_server(
    tmp_path: Path,
) -> None:
    chance = random.Random(20261205)
    stops = [signal.SIGKILL] * KILLS + [signal.SIGTERM] * TERMS
    chance.shuffle(stops)
    server = ServerProcess(tmp_path)
    everyone: list[Player] = []
    finished: list[wire.Finished | None] = []
    try:
        await server.start()
        while stops:
            players = await open_rooms(server)
            everyone += players
            games = asyncio.gather(*(player.play() for player in players))
            while stops and not games.done():
                # the compiled server plays a game in a quarter of a second: kills come
                # soon enough to fall inside games, not only between them
                await asyncio.wait([games], timeout=chance.uniform(0.02, 0.6))
                if games.done():
                    break
                await server.stop(stops.pop())
                await server.start()
            finished += await asyncio.wait_for(games, 300)
            # the players go, as people do once their game is over: their rooms close
            # (rooms left open would fill the server's 100 when games outrun the kills)
            await asyncio.gather(*(player.client.socket.close() for player in players))
    except BaseException as error:
        error.add_note("the server's log ends:\n" + "".join(server.log[-40:]))
        raise
    finally:
        await server.close()
        (tmp_path / "server.log").write_text("".join(server.log))
    away = [player for player in everyone if player.ended_away]
    assert all(isinstance(end, wire.Finished) for end in finished if end is not None)
    # a game may end just as its server goes, before its players hear of it: the server
    # started again tells them it is over (its replay, checked below, has the result)
    assert len([end for end in finished if end is None]) == len(away)
    assert sum(player.returns for player in everyone) >= KILLS  # seats came back each time
    assert "restart" in {bye for player in everyone for bye in player.byes}
    log = "".join(server.log)
    assert "not resumed" not in log, log
    assert all(_over(path) for path in (tmp_path / "rooms").iterdir())  # every game ended
    replays = sorted((tmp_path / "replays").iterdir())
    assert len(replays) == len(ROOMS) * (len(everyone) // sum(p for _, p in ROOMS))
    for path in replays:
        assert verify_file(path).status == VERIFIED, path
    ends = [_end_of(path) for path in replays]
    seen = {encode(seat_view(game, p.seat)) for game in ends for p in game.players}
    for player in everyone:
        if player.ended_away:
            continue  # its last events went with the server; its replay is checked above
        client = player.client
        assert client.seqs() == list(range(1, len(client.seqs()) + 1))  # no event missed
        at = 0  # a snapshot only ever gives the view where the client's events stand
        for message in client.received:
            if isinstance(message, wire.Update) and message.events:
                at = message.events[-1].seq
            elif isinstance(message, wire.Snapshot):
                assert message.seq == at, "a snapshot skipped events: none may be missed"
        assert client.view is not None and encode(client.view) in seen


def _end_of(path: Path) -> Game:
    """The game of the replay at ``path``, re-run to its end."""
    replay = read_replay(path)
    return rerun(replay, len(replay.responses))


async def test_a_server_told_to_stop_lets_the_game_under_way_end_first_and_opens_none(
    tmp_path: Path,
) -> None:
    server = ServerProcess(tmp_path, "--drain", "120")
    try:
        await server.start()
        (client,) = await table(server.port, persons=1, mode="identity5-simple")
        asked = await client.expect(wire.Asked)
        assert server.process is not None
        server.process.send_signal(signal.SIGTERM)
        async with asyncio.timeout(30):
            while not any("games under way" in line for line in server.log):
                await asyncio.sleep(0.01)
        late = await Client.hello(server.port, "迟到")
        await late.send("create_room", mode="identity5")
        assert (await late.expect(wire.Error)).code == "server_closing"
        end = await client.play(pending=asked)
        assert isinstance(end, wire.Finished)
        assert await asyncio.wait_for(server.process.wait(), 30) == 0  # gone once it ended
    finally:
        await server.close()
    assert all(_over(path) for path in (tmp_path / "rooms").iterdir())
    (replay,) = (tmp_path / "replays").iterdir()
    assert verify_file(replay).status == VERIFIED


def _over(room_file: Path) -> bool:
    """Whether a room's file says its game ended."""
    return msgspec.json.decode(room_file.read_bytes(), type=SavedRoom).over
