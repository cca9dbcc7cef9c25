"""A program killed (SIGKILL) mid-game and started again comes back to its seat: the online
client keeps its seat's token on disk, so connecting again lands in the seat with the
pending request shown; it plays the game to the end, its last view is the seat's view in
the engine, and the replay it downloads is complete, names its seat and verifies."""

from __future__ import annotations

import asyncio
import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from tests.server.wsclient import running
from yxs_desktop.engine import encode, events_for, seat_view
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.verify import VERIFIED, verify_file
from yxs_desktop.table.room import Room

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(180)]

#: A side-channel window no test outlasts: the computer standing in for the dropped
#: person never answers, so the request the program left stays pending until it is back.
FROZEN = 3600.0


async def run_client(*args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.client.seat_client",
        *args,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )


async def said(process: asyncio.subprocess.Process, word: str) -> list[str]:
    """The words of the next line the client prints that begins with ``word``."""
    assert process.stdout is not None
    async with asyncio.timeout(60):
        while True:
            line = (await process.stdout.readline()).decode()
            assert line, f"the client ended before saying {word}"
            if line.startswith(word):
                return line.split()[1:]


def set_window(room: Room, seconds: float) -> None:
    room.settings = replace(room.settings, min_window=seconds)


async def test_a_program_killed_mid_game_comes_back_to_its_seat_and_finishes(
    tmp_path: Path,
) -> None:
    seats = tmp_path / "seats.json"
    mine = tmp_path / "mine"
    async with running(tmp_path / "server") as server:
        url = f"ws://127.0.0.1:{server.port}/"
        first = await run_client(url, str(seats), str(mine), "host")
        (waiting,) = await said(first, "WAITING")
        room = server.hub.lobby.rooms["r1"].room
        set_window(room, FROZEN)
        kept = json.loads(seats.read_text())
        assert kept[url]["room"] == "r1" and kept[url]["seat"] == 0
        assert Path(kept[url]["recording"]).parent == mine  # the seat's own, going on
        first.kill()
        await first.wait()
        async with asyncio.timeout(10):
            while room.seats[0].connection is not None:
                await asyncio.sleep(0.01)
        again = await run_client(url, str(seats), str(mine), "back")
        assert await said(again, "BACK") == ["back_in_seat", "0"]
        assert await said(again, "ASKED") == [waiting]  # the request it left, shown again
        set_window(room, 0.0)  # before it answers: a pass is held for the window it meets
        assert again.stdin is not None
        again.stdin.write(b"go\n")
        await again.stdin.drain()
        (view,) = await said(again, "VIEW")
        (saved,) = await said(again, "SAVED")
        (own,) = await said(again, "OWN")
        assert await again.wait() == 0
        game = room.game
        assert game is not None and game.outcome is not None
        assert bytes.fromhex(view) == encode(seat_view(game, 0))
    # the seat's own recording went on across the kill: every event the seat was sent, once
    assert read_replay(own).events == [encode(e) for e in events_for(game, 0)]
    assert sorted(p.name for p in mine.iterdir()) == sorted([Path(saved).name, Path(own).name])
    assert verify_file(saved).status == VERIFIED
    assert Path(saved).parent == mine
    assert read_replay(saved).header.own == 0  # the server's file, saved as this player's
    assert url not in json.loads(seats.read_text())  # the game is over: the seat is let go
