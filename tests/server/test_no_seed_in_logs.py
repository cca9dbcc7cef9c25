"""A live game's seed is its deck's order: the server never writes it in its log. Rooms
are opened, games started, the server restarted (its games resumed) and the players back
in their seats, through the real server with every logger at DEBUG; no record holds a
seed the rooms were given."""

from __future__ import annotations

import asyncio
import itertools
import logging
from pathlib import Path

import pytest

from tests.client.online_helpers import Notices, host_waiting_on_its_first_request
from tests.server.wsclient import Client, running
from yxs_desktop.client.online import ConnectionStatus
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server import lobby

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(90)]

#: The seeds the rooms get, in turn: numbers no log line holds by chance.
FIRST_SEED = 1_987_654_321


async def test_no_log_record_holds_the_seed_of_a_game_opened_played_or_resumed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    seeds = itertools.count(FIRST_SEED)
    drawn: list[int] = []

    def draw(below: int) -> int:
        seed = next(seeds)
        assert seed < below
        drawn.append(seed)
        return seed

    monkeypatch.setattr(lobby.secrets, "randbelow", draw)
    caplog.set_level(logging.DEBUG)
    first, second = Notices(), Notices()
    async with running(tmp_path) as server, asyncio.timeout(30):
        url = f"ws://127.0.0.1:{server.port}/"
        one, _ = await host_waiting_on_its_first_request(url, first)
        two, _ = await host_waiting_on_its_first_request(url, second)
        waiting = await Client.hello(server.port, "林冲")  # a room whose game is not on
        await waiting.send("create_room", mode="identity8")
        await waiting.expect(wire.Room, sent="create_room")
        seeds_used = sorted(entry.room.seed for entry in server.hub.lobby.rooms.values())
        assert seeds_used == drawn and len(drawn) == 3
        await waiting.socket.close()
        port = server.port
    async with running(tmp_path, port=port) as server, asyncio.timeout(30):  # games go on
        for notices in (first, second):
            back = await notices.expect(ConnectionStatus, lambda s: s.state == "connected")
            assert back.reason == "resumed"
        resumed = sorted(entry.room.seed for entry in server.hub.lobby.rooms.values())
        assert resumed == drawn[:2]
        await one.close()
        await two.close()
    logged = [record.getMessage() for record in caplog.records]
    assert any("resumed" in line for line in logged)  # the resuming was logged
    assert any("opened by" in line for line in logged)
    for seed in drawn:
        assert not [line for line in logged if str(seed) in line], seed
        assert str(seed) not in caplog.text
