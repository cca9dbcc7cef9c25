"""A process of a cluster killed with SIGKILL in the middle of several games: the other
processes take its rooms over within 5 seconds (re-running each game from what Redis
kept), every seat comes back with its token through the address its player was given and
is sent on to the room's new process, every game ends normally, and every replay verifies.
And Redis itself restarted in the middle of games: no game is lost, and the lobby is
whole again."""

from __future__ import annotations

import asyncio
import re
import signal
import time
from pathlib import Path

import pytest
import redis.asyncio as redis_client
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from tests.server.redis_helpers import RedisProcess, needs_redis
from tests.server.test_server_killed import ServerProcess
from tests.server.wsclient import Client, table
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.verify import VERIFIED, verify_file

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(300), needs_redis]

#: The rooms opened on the process that is killed: mode, persons.
ROOMS = [("identity5", 1), ("identity5-simple", 2), ("3v3-casual", 1), ("identity8", 2)]
#: Seconds the others may take to have every room of a killed process going on again.
TAKEOVER = 5.0
#: Seconds a player may take to be back in its seat.
BACK = 60.0
#: Seconds a person takes to answer (a game lasts some seconds, and the kill falls in it).
PACE = 0.1


class Seat:
    """A client playing its seat to the end; when the connection drops it comes back
    with its token through ``entry`` (a process that lives), following ``redirect``."""

    def __init__(self, client: Client, entry: ServerProcess) -> None:
        self.client = client
        self.entry = entry
        answer = client.answer

        async def paced(asked: wire.Asked) -> None:
            await asyncio.sleep(PACE)
            await answer(asked)

        client.answer = paced  # type: ignore[method-assign]
        self.returns = 0
        self.back_at: float | None = None

    async def play(self) -> wire.Finished:
        while True:
            asked = [m for m in self.client.received if isinstance(m, wire.Asked)]
            pending = asked[-1] if asked and asked[-1].id not in self.client.answered else None
            try:
                end = await self.client.play(pending=pending)
            except (ConnectionClosed, OSError):
                await self.come_back()
                continue
            assert isinstance(end, wire.Finished)
            return end

    async def come_back(self) -> None:
        client = self.client
        url = f"ws://127.0.0.1:{self.entry.port}/"
        async with asyncio.timeout(BACK):
            while True:
                try:
                    client.socket = await connect(url, open_timeout=2)
                    await client.send(
                        "hello", versions=[2, 3], name="P", token=client.token, last_seq=client.seq
                    )
                    answer = await client.recv()
                except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed):
                    # a process that is gone (the redirect named it before it was taken
                    # for gone): back to the address given, as the desktop client does
                    url = f"ws://127.0.0.1:{self.entry.port}/"
                    await asyncio.sleep(0.1)
                    continue
                if isinstance(answer, wire.Redirect):
                    url = answer.url
                    continue
                # never refused: a process asked for a seat whose game is being taken over
                # waits for it
                assert isinstance(answer, wire.Welcome), answer
                assert answer.token == client.token and answer.resumed
                client.answered.clear()  # an answer not accepted before the kill: asked again
                self.returns += 1
                self.back_at = time.monotonic()
                return


def taken_over(log: list[str]) -> int:
    """How many rooms the log lines say were taken over from node a."""
    return sum(int(n) for n in re.findall(r"(\d+) rooms taken over from a in", "".join(log)))


async def owners(url: str) -> dict[str, str]:
    connection = redis_client.Redis.from_url(url)
    try:
        found = await connection.hgetall("yxs:owners")
    finally:
        await connection.aclose()
    return {room.decode(): node.decode() for room, node in found.items()}


async def test_a_killed_process_s_games_go_on_in_the_others_within_5_seconds(
    tmp_path: Path, redis_server: RedisProcess
) -> None:
    nodes = [
        ServerProcess(tmp_path / name, "--redis", redis_server.url, "--node-name", name)
        for name in ("a", "b", "c")
    ]
    killed, entry = nodes[0], nodes[1]
    seats: list[Seat] = []
    try:
        for node in nodes:
            await node.start()
        # every room ready first, then every game started at once: a game started while
        # the next rooms were made could end before the kill on a loaded machine (a person
        # with nothing to answer dies unasked, and computers play at machine speed)
        tables = [await table(killed.port, persons=p, mode=m, start=False) for m, p in ROOMS]
        for clients in tables:
            await clients[0].send("start")
        for clients in tables:
            for client in clients:
                await client.expect(wire.Update, timeout=30)  # under way
            seats += [Seat(client, entry) for client in clients]
        games = asyncio.gather(*(seat.play() for seat in seats))
        await asyncio.sleep(0.3)  # answers flow, and are held until Redis has them
        assert not games.done()
        held = await owners(redis_server.url)
        assert set(held.values()) == {"a"} and len(held) == len(ROOMS)

        await killed.stop(signal.SIGKILL)
        gone_at = time.monotonic()
        async with asyncio.timeout(TAKEOVER + 5):
            while True:
                now = await owners(redis_server.url)
                if len(now) == len(ROOMS) and "a" not in now.values():
                    break
                await asyncio.sleep(0.05)
        taken = time.monotonic() - gone_at
        assert taken < TAKEOVER, f"the rooms were taken over after {taken:.1f} s"
        async with asyncio.timeout(10):  # logged once their games are resumed
            while taken_over(entry.log + nodes[2].log) < len(ROOMS):
                await asyncio.sleep(0.05)

        ends = await asyncio.wait_for(games, 200)
        assert all(isinstance(end, wire.Finished) for end in ends)
        assert all(seat.returns == 1 for seat in seats)  # every seat came back, once
        back = max(seat.back_at or 0 for seat in seats) - gone_at
        print(f"rooms taken over in {taken:.2f} s; every seat back in {back:.2f} s")
    except BaseException as error:
        for node in nodes:
            error.add_note(f"node {node.data.name}'s log ends:\n" + "".join(node.log[-30:]))
        raise
    finally:
        for node in nodes:
            await node.close()
    for seat in seats:
        client = seat.client
        assert client.seqs() == list(range(1, len(client.seqs()) + 1))  # no event missed
    finished = [
        path
        for node in nodes[1:]
        for path in sorted((node.data / "replays").iterdir())
        if verify_file(path).status == VERIFIED
    ]
    assert len(finished) == len(ROOMS)  # the whole game of each room, verified
