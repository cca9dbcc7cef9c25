"""A client program in a process of its own, for the test of a program killed mid-game:
the online client with its seats kept in a file, playing its seat with the baseline player.

``python -m tests.client.seat_client URL SEATS FOLDER host``: opens an identity5-simple
room, seat 0 against computers, starts, answers a few requests, prints ``WAITING <id>``
for the one it leaves unanswered and waits to be killed.
``... back``: the program started again: it connects (and so comes back to its seat),
prints ``BACK <reason> <seat>`` and ``ASKED <id>`` for the first request shown, answers it
once a line comes on its standard input, plays to the end, downloads the replay into
FOLDER (with its seat as the file's ``own``) and prints ``VIEW <hex>`` (its seat's last
view, encoded), ``SAVED <path>`` and ``OWN <path>``: the seat's own recording, which
both runs kept in FOLDER (the second going on with the first's).
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from tests.client.online_helpers import Notices, Player, host_a_simple_table
from yxs_desktop.client.online import GameStarted, OnlineClient
from yxs_desktop.client.replay_download import save_download
from yxs_desktop.client.replay_store import ReplayStore
from yxs_desktop.client.seat_tokens import SeatTokens
from yxs_desktop.engine import encode
from yxs_desktop.protocol import messages as wire

ANSWERS = 6
WAIT = 60.0


def say(*words: object) -> None:
    print(*words, flush=True)


async def host(client: OnlineClient, notices: Notices, folder: Path) -> None:
    await host_a_simple_table(client, notices)
    player = Player(0)
    player.hold = lambda update: len(player.requests()) > ANSWERS
    player.session = client.session(player)
    player.session.start()
    async with asyncio.timeout(WAIT):
        while not player.held:
            await asyncio.sleep(0.01)
    say("WAITING", player.held[0].request.id)
    await asyncio.Event().wait()  # until killed


async def back(client: OnlineClient, notices: Notices, folder: Path) -> None:
    await client.connect()
    status = client.status
    started = await notices.expect(GameStarted, timeout=WAIT)
    say("BACK", status.reason, started.seat)
    player = Player(0)
    player.hold = lambda update: not player.held  # the first request, until told to go
    player.session = client.session(player)
    player.session.start()
    async with asyncio.timeout(WAIT):
        while not player.held:
            await asyncio.sleep(0.01)
    say("ASKED", player.held[0].request.id)
    await asyncio.to_thread(sys.stdin.readline)
    player.hold = lambda _: False
    player.answer(player.held[0])
    await asyncio.wait_for(player.done.wait(), WAIT)
    assert player.view is not None
    client.get_replay()
    replay = await notices.expect(wire.ReplayFile, timeout=WAIT)
    saved = save_download(replay, folder, started.seat)  # the file names its player's seat
    say("VIEW", encode(player.view).hex())
    say("SAVED", saved)
    recording = player.session.recording
    assert recording is not None
    recording.close()
    say("OWN", recording.path)


async def main(url: str, seats: Path, folder: Path, phase: str) -> None:
    notices = Notices()
    client = OnlineClient(url, "宋江", notices, seats=SeatTokens(seats))
    client.recordings = ReplayStore(folder)  # the seat's own recording, as the program keeps
    try:
        if phase == "host":
            await host(client, notices, folder)
        else:
            await back(client, notices, folder)
    finally:
        await client.close()


if __name__ == "__main__":
    url, seats, folder, phase = sys.argv[1:5]
    asyncio.run(main(url, Path(seats), Path(folder), phase))
