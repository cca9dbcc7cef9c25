"""``/metrics`` as an operator's Prometheus reads it: a real server with a metrics port, a
real game played on it, and the figures scraped over HTTP and parsed with
prometheus_client's own parser equal what the test did (connections, rooms by state,
games started and finished, the refusals sent, the answers timed). The figures are served
on the metrics port only, never on the players' port."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping
from pathlib import Path
from typing import cast

import pytest
from prometheus_client.parser import text_string_to_metric_families
from websockets.asyncio.server import ServerConnection

from tests.server.test_transport import get, yxs_server
from tests.server.test_websocket_limits import _Unread
from tests.server.wsclient import Client, running, table
from yxs_desktop.protocol import encode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.connection import MAX_QUEUED, Connection, Handler
from yxs_desktop.server.hub import Hub
from yxs_desktop.server.metrics import CONTENT_TYPE, Metrics

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]

#: A sample: its name and its labels.
Key = tuple[str, tuple[tuple[str, str], ...]]


def parsed(text: str) -> dict[Key, float]:
    """Every sample of a scrape, by name and labels (prometheus_client's parser)."""
    samples: dict[Key, float] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            samples[sample.name, tuple(sorted(sample.labels.items()))] = sample.value
    return samples


def figure(samples: Mapping[Key, float], name: str, **labels: str) -> float:
    """One sample's value (a KeyError naming it when the scrape has none)."""
    return samples[name, tuple(sorted(labels.items()))]


async def scrape(port: int) -> dict[Key, float]:
    status, text = await get(f"http://127.0.0.1:{port}/metrics")
    assert status == 200, text
    return parsed(text)


async def until(port: int, name: str, value: float, **labels: str) -> dict[Key, float]:
    """Scrape until the sample has ``value`` (the hub notices a closed connection a
    moment after the client closed it); at most 10 s."""
    async with asyncio.timeout(10):
        while True:
            samples = await scrape(port)
            if figure(samples, name, **labels) == value:
                return samples
            await asyncio.sleep(0.05)


def rooms(samples: Mapping[Key, float]) -> dict[str, float]:
    return {state: figure(samples, "yxs_rooms", state=state) for state in _STATES}


_STATES = ("waiting", "playing", "finished")


async def test_a_real_game_its_connections_rooms_and_refusals_are_counted_as_they_happened(
    tmp_path: Path,
) -> None:
    async with running(tmp_path, metrics_port=0) as server, asyncio.timeout(90):
        assert server.metrics_port is not None and server.metrics_port != server.port
        port = server.metrics_port
        status, text = await get(f"http://127.0.0.1:{port}/metrics")
        assert status == 200
        start = parsed(text)
        assert figure(start, "yxs_connections") == 0
        assert rooms(start) == dict.fromkeys(_STATES, 0)
        assert figure(start, "yxs_games_started_total") == 0
        assert figure(start, "yxs_games_finished_total") == 0
        assert figure(start, "yxs_answer_latency_seconds_count") == 0
        assert figure(start, "process_resident_memory_bytes") > 0  # prometheus_client's own
        assert figure(start, "process_cpu_seconds_total") >= 0

        # two deliberately bad requests: each refusal is counted under its code
        stray = await Client.hello(server.port, "李逵")
        await stray.send("join_room", room="r999")
        assert (await stray.expect(wire.Error)).code == "no_such_room"
        await stray.raw("{not json")
        assert (await stray.expect(wire.Error)).code == "malformed_json"
        refused = await scrape(port)
        assert figure(refused, "yxs_refusals_total", code="no_such_room") == 1
        assert figure(refused, "yxs_refusals_total", code="malformed_json") == 1
        assert figure(refused, "yxs_connections") == 1
        await stray.socket.close()
        await until(port, "yxs_connections", 0)

        # one person and four computer players: the game under way is one playing room
        (person,) = await table(server.port, persons=1)
        asked = await person.expect(wire.Asked)
        playing = await scrape(port)
        assert figure(playing, "yxs_games_started_total") == 1
        assert figure(playing, "yxs_games_finished_total") == 0
        assert rooms(playing) == {"waiting": 0, "playing": 1, "finished": 0}
        assert figure(playing, "yxs_connections") == 1

        assert isinstance(await person.play(pending=asked), wire.Finished)
        over = await scrape(port)
        assert figure(over, "yxs_games_started_total") == 1
        assert figure(over, "yxs_games_finished_total") == 1
        assert rooms(over) == {"waiting": 0, "playing": 0, "finished": 1}  # the person is in it
        # each of the person's answers the server took made it write something at once
        # (no side-channel window here), and none took long
        refused_answers = sum(1 for e in person.errors if e.answers == "answer")
        timed = figure(over, "yxs_answer_latency_seconds_count")
        assert 1 <= timed <= len(person.answered) - refused_answers
        assert 0 < figure(over, "yxs_answer_latency_seconds_sum") < timed * 5
        slowest = figure(over, "yxs_answer_latency_seconds_bucket", le="2.5")
        assert slowest == timed

        await person.socket.close()
        gone = await until(port, "yxs_connections", 0)
        assert rooms(gone) == dict.fromkeys(_STATES, 0)  # nobody in it: the room is gone
        assert figure(gone, "yxs_games_finished_total") == 1
        assert figure(gone, "yxs_refusals_total", code="no_such_room") == 1


async def test_metrics_are_served_on_the_metrics_port_only(tmp_path: Path) -> None:
    async with running(tmp_path, metrics_port=0) as server, asyncio.timeout(30):
        admin = f"http://127.0.0.1:{server.metrics_port}"
        players = f"http://127.0.0.1:{server.port}"
        status, _ = await get(f"{players}/metrics")
        assert status == 426  # the players' port: a WebSocket or nothing, no figures
        assert await get(f"{admin}/healthz") == (200, "ok\n")
        assert (await get(f"{admin}/"))[0] == 404
        assert (await get(f"{admin}/other"))[0] == 404
    async with running(tmp_path) as server, asyncio.timeout(30):  # no metrics port: none
        assert server.metrics_port is None
        assert (await get(f"http://127.0.0.1:{server.port}/metrics"))[0] == 426


async def test_the_command_serves_metrics_on_loopback_with_the_text_formats_type() -> None:
    async with yxs_server("--metrics-port", "0", "--path", "/yxs") as server:
        async with asyncio.timeout(30):
            while not any("metrics on" in line for line in server.log):
                await asyncio.sleep(0.05)
        line = next(line for line in server.log if "metrics on" in line)
        found = re.search(r"metrics on http://127\.0\.0\.1:(\d+)/metrics", line)
        assert found, line
        url = f"http://127.0.0.1:{found.group(1)}/metrics"
        content_type, text = await asyncio.to_thread(_content_type_and_text, url)
        assert content_type == CONTENT_TYPE
        assert figure(parsed(text), "yxs_connections") == 0
        # under a path the players' port has no /yxs/metrics either
        assert (await get(f"http://127.0.0.1:{server.port}/yxs/metrics"))[0] == 426


def _content_type_and_text(url: str) -> tuple[str, str]:
    import urllib.request

    with urllib.request.urlopen(url, timeout=10) as response:
        return response.headers["Content-Type"], response.read().decode()


async def test_a_client_dropped_for_not_reading_is_counted(tmp_path: Path) -> None:
    hub = Hub(10, 10, None)
    metrics = Metrics(hub)
    socket = _Unread()
    connection = Connection(cast(ServerConnection, socket), tally=hub.tally)
    reading = asyncio.create_task(connection.run(cast(Handler, None)))
    line = wire.ChatLine("room", "吴用", "好" * 100, 2)
    for _ in range(2 * MAX_QUEUED // len(encode(line))):
        connection.send(line)
    await asyncio.wait_for(socket.aborted.wait(), 5.0)
    await asyncio.wait_for(reading, 10.0)
    samples = parsed(metrics.render().decode())
    assert figure(samples, "yxs_slow_readers_dropped_total") == 1
