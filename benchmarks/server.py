"""Server speed over real websockets: `yxs server` in a child process on loopback, and in
this process one scripted person per room who plays whole games against computer players.

    python benchmarks/server.py [--rooms N] [--mode identity5] [--seconds S] [--ramp S]
                                [--think LOW HIGH] [--reconnects K] [--seed S]
                                [--kill-at S] [--backoff none|fixed|jitter|equal]
                                [--processes N] [--redis] [--compiled | --tree DIR] [--json]

Each person connects, opens a room, sits at seat 0, fills the other seats with computer
players, starts, and answers every request with the baseline player from what it received,
after a think time drawn from a seeded RNG (``--think``, seconds); when its game ends it
leaves and opens a new room. The rooms come in over ``--ramp`` seconds, then the measured
window of ``--seconds`` begins. During it ``--reconnects`` persons, spread over the window,
drop their connection and come back with their token and last sequence number.

Reported for the measured window: rooms held (games under way at once, the fewest and the
most), messages per second (server to clients), the server's CPU (user+sys from /proc) and
resident memory (and per room, above the idle server's), the time from a person's answer
to the next message it receives (p50/p95/p99/max; a pass is held by the server until the
request's one-second window is over, so a pass counts from the later of its sending and
that window's end, as the person received the request), and the time from a reconnect (the
connection opened anew) to the full view (``welcome``, ``seated``, ``room``, the missed
events or a snapshot, then the pending ``request`` or who is asked: ``waiting``). This
process's own CPU and its event loop's lag are printed too: a late client loop makes every
time longer, so they say whether the figures are the server's.

With ``--kill-at S`` the server is killed (SIGKILL) ``S`` seconds into the measured window
and started again at once on the same data folder and port; every person comes back with
its token as soon as the server takes connections (a person between games opens a new
room). Reported then: the seconds from the kill until the server listens again with
every game under way resumed, until every person is back in its game (the full view
received), and the answer-to-next-message times before the kill and after the restart
apart (the server's CPU and memory are then the new process's, from its start). How the
persons come back: at once, trying every 20 ms (``--backoff none``), or as the desktop
client does, after waits capped at 0.5, 1, 2, 4, 8 and 15 s, each the whole cap
(``fixed``: every person at the same moments, in lockstep) or drawn evenly below it
(``jitter``, the client's "full jitter"), or half of it fixed and the other half drawn
(``equal``, "equal jitter"); reported then too, each person's seconds from
the kill until it is back in its game (p50/p95/p99/max).

With ``--processes N`` the server is N processes sharing one lobby through a
``redis-server`` this script starts (``yxs server --redis``), the persons spread over them
in turn (each opens its rooms on its own process). The CPU and memory are theirs summed.
With ``--kill-at S`` one process is killed (SIGKILL) and not started again: the others
take its games over, and its persons come back through the next process, which sends
them on (``redirect``) to the room's new one. Reported then: the seconds from the kill
until every game of the killed process is owned by a live one (the failover), and until
every person of it is back in its game.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from redis import Redis
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import Pass, SeatView, encode, make_mode
from yxs_desktop.protocol import decode_server
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.version import PROTOCOL_VERSION

ROOT = Path(__file__).resolve().parent.parent
COMPILED = ROOT / "build" / "compiled"
#: The rooms' minimum window (the server's default): a pass is held until it is over.
WINDOW = 1.0
#: Seconds a dropped person stays away before it reconnects.
AWAY = 0.5
#: Seconds any one step of setting up or reconnecting may take.
WAIT = 30.0
#: The caps of the waits before each reconnection attempt (the desktop client's).
BACKOFF = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0)


# ---------------------------------------------------------------------------- Redis
class RedisProcess:
    """``redis-server`` on a free loopback port, nothing kept on disk."""

    def __init__(self) -> None:
        program = shutil.which("redis-server")
        if program is None:
            raise SystemExit("--processes needs redis-server (sudo apt-get install redis-server)")
        self.folder = tempfile.TemporaryDirectory(prefix="yxs-bench-redis-")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.process = subprocess.Popen(
            [program, "--bind", "127.0.0.1", "--port", str(self.port), "--save", "",
             "--appendonly", "no", "--dir", self.folder.name],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            with (
                contextlib.suppress(OSError),
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as probe,
            ):
                probe.sendall(b"PING\r\n")
                if probe.recv(16).startswith(b"+PONG"):
                    return
            time.sleep(0.05)
        self.stop()
        raise SystemExit("redis-server did not start")

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def owners(self) -> dict[str, str]:
        """The games under way and the process owning each (``yxs:owners``)."""
        connection = Redis.from_url(self.url)
        try:
            found = connection.hgetall("yxs:owners")
        finally:
            connection.close()
        return {_text(room): _text(node) for room, node in found.items()}

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.folder.cleanup()


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


# ---------------------------------------------------------------------------- the server
class ServerProcess:
    """`yxs server` on a free loopback port in a child process, its log in a file."""

    def __init__(self, rooms: int, tree: Path | None, *flags: str) -> None:
        # closed in stop(), which every caller reaches through ``finally``
        self.log = tempfile.NamedTemporaryFile(prefix="yxs-bench-server-", suffix=".log")  # noqa: SIM115
        self.data = tempfile.TemporaryDirectory(prefix="yxs-bench-data-")
        self.rooms = rooms
        self.tree = tree
        self.flags = flags
        self.port = 0
        self.process = self._start()
        self.pid = self.process.pid
        self.port = self._bound_port()

    def _start(self) -> subprocess.Popen[bytes]:
        command = [sys.executable, "-m", "yxs_desktop", "server", "--port", str(self.port)]
        command += ["--data", self.data.name]
        # (twice the rooms: one process of several may take over the games of another)
        command += [
            "--max-rooms",
            str(2 * self.rooms + 10),
            "--max-connections",
            str(self.rooms + 100),
            *self.flags,
        ]
        # every person connects from this computer: as many connections from one address
        # as the rooms (an environment variable, which a tree of a server without the
        # limit leaves alone, where --max-per-address would stop it)
        env = {**os.environ, "YXS_MAX_PER_ADDRESS": str(self.rooms + 100)}
        # run from the tree: its yxs_desktop comes first on the path (PYTHONPATH would not
        # do, the editable install's finder goes before it)
        return subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=self.log, cwd=self.tree or ROOT, env=env
        )

    def restart(self) -> float:
        """Kill the server (SIGKILL) and start it again on the same data and port; the
        seconds from the kill until it listens again (its games resumed before that)."""
        began = time.perf_counter()
        self.process.kill()
        self.process.wait()
        self.log.truncate(0)
        self.log.seek(0)
        self.process = self._start()
        self.pid = self.process.pid
        self._bound_port()
        return time.perf_counter() - began

    def _bound_port(self) -> int:
        """The port the server logged it listens on (its ``listening on`` line)."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            text = Path(self.log.name).read_text(errors="replace")
            found = re.search(r"listening on ws://[^:]+:(\d+)/", text)
            if found:
                return int(found.group(1))
            if self.process.poll() is not None:
                raise SystemExit(f"the server did not start:\n{text}")
            time.sleep(0.01)
        self.stop()
        raise SystemExit("the server did not say which port it listens on")

    def kill(self) -> None:
        """Kill the server (SIGKILL), not to start again."""
        self.process.kill()
        self.process.wait()

    def cpu(self) -> float:
        """The server's user+sys CPU seconds so far."""
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def rss(self) -> int:
        """The server's resident memory, bytes."""
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
        return 0

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        self.data.cleanup()


def engine_kind(tree: Path | None) -> str:
    """Whether the server's engine is the mypyc-compiled one (asked of the same Python)."""
    code = "import yxs_desktop.engine.game as g; print(g.__file__)"
    path = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=tree or ROOT
    ).stdout.strip()
    return "interpreted" if path.endswith(".py") else "compiled"


# ---------------------------------------------------------------------------- the persons
@dataclass
class Tally:
    """What every person counts, for the measured window only (``on``)."""

    on: bool = False
    messages: int = 0
    answers: int = 0
    latencies: list[float] = field(default_factory=list)
    #: after a restart of the server (``--kill-at``): the latencies from then on
    after: list[float] | None = None
    reconnects: list[float] = field(default_factory=list)
    snapshots: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    started: int = 0  # games, whether measured or not
    finished: int = 0


class Person:
    """One scripted person: its room, its seat 0, its games one after another."""

    def __init__(
        self,
        index: int,
        port: int,
        mode: str,
        think: tuple[float, float],
        seed: int,
        tally: Tally,
        backoff: str = "none",
    ) -> None:
        self.index = index
        self.port = port
        #: where the person comes back after its process is gone (``--processes``)
        self.entry = port
        self.backoff = backoff
        self.mode = mode
        self.seats = make_mode(mode).players
        self.think = think
        self.rng = random.Random(f"{seed}-{index}")
        self.tally = tally
        self.socket: ClientConnection | None = None
        self.reader: asyncio.Task[None] | None = None
        self.timer: asyncio.TimerHandle | None = None
        self.token: str | None = None
        self.seq = 0
        self.view: SeatView | None = None
        self.agent: BaselineAgent | None = None
        self.asked: wire.Asked | None = None
        self.asked_at = 0.0
        self.due: float | None = None  # when the answer sent should have had its reply
        self.playing = False
        self.stopping = False
        #: when the person was last back in its game after the server's restart
        self.back_at: float | None = None
        self.restarted = False

    async def start(self) -> None:
        """Connect, say hello and open the first room."""
        self.socket = await connect(
            f"ws://127.0.0.1:{self.port}/", open_timeout=WAIT, compression=None
        )
        await self._send(
            {"type": "hello", "versions": list(PROTOCOL_VERSION), "name": f"P{self.index}"}
        )
        await self._new_game()
        self.reader = asyncio.create_task(self._read(self.socket))

    async def _new_game(self) -> None:
        self.token, self.seq, self.view, self.asked = None, 0, None, None
        self.agent = BaselineAgent(0, self.seats, self.rng.randrange(2**31))
        messages: list[dict[str, Any]] = [
            {"type": "create_room", "mode": self.mode},
            {"type": "take_seat", "seat": 0},
        ]
        messages += [{"type": "add_computer", "seat": s} for s in range(1, self.seats)]
        messages += [{"type": "ready", "ready": True}, {"type": "start"}]
        for message in messages:
            await self._send(message)
        self.playing = True
        self.tally.started += 1

    async def _send(self, message: dict[str, Any] | bytes) -> None:
        assert self.socket is not None
        data = message if isinstance(message, bytes) else json.dumps(message).encode()
        await self.socket.send(data.decode())

    async def _read(self, socket: ClientConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self._receive(await socket.recv(decode=False))
        if self.restarted and not self.stopping:  # the server was killed: come back
            await self._come_back()

    def _wait(self, attempt: int) -> float:
        """The seconds before reconnection attempt ``attempt`` (from 0), by ``--backoff``."""
        if self.backoff == "none":
            return 0.0 if attempt == 0 else 0.02
        cap = BACKOFF[min(attempt, len(BACKOFF) - 1)]
        if self.backoff == "fixed":
            return cap
        if self.backoff == "equal":  # half the cap, then up to as much again
            return cap / 2 + self.rng.uniform(0.0, cap / 2)
        return self.rng.uniform(0.0, cap)

    async def _come_back(self) -> None:
        """Connect again as soon as the server is back: to the game with the token, or,
        for a person between games (or whose room had no game yet), to a new room."""
        self._forget_request()
        self.due = None
        url = f"ws://127.0.0.1:{self.port}/"
        attempt = 0
        while True:
            await asyncio.sleep(self._wait(attempt))
            attempt += 1
            try:
                self.socket = await connect(url, open_timeout=WAIT, compression=None)
                break
            except (OSError, InvalidHandshake):  # not back yet, or the old one going
                url = f"ws://127.0.0.1:{self.entry}/"  # another process, with several
        hello: dict[str, Any] = {
            "type": "hello",
            "versions": list(PROTOCOL_VERSION),
            "name": f"P{self.index}",
        }
        if self.playing and self.token is not None:
            await self._send(hello | {"token": self.token, "last_seq": self.seq})
            refused = await self._full_view()
            if isinstance(refused, wire.Redirect):  # to the process that has the room now
                self.port = int(refused.url.rsplit(":", 1)[1].strip("/"))
                return await self._come_back()
            if refused is not None:  # its room had no game yet
                return await self._come_back_to_a_new_room()
        else:
            await self._send(hello)
            await self._new_game()
        self.back_at = time.perf_counter()
        self.reader = asyncio.create_task(self._read(self.socket))

    async def _full_view(self) -> wire.Refused | wire.Redirect | None:
        """Read what a hello with the token brings, up to the full view (the pending
        request, who is asked, or the result); the refusal, if the token opens nothing,
        or the redirect to the process holding the room."""
        assert self.socket is not None
        async with asyncio.timeout(WAIT):
            while True:
                message = await self._receive(await self.socket.recv(decode=False))
                if isinstance(message, wire.Asked | wire.Waiting | wire.Finished):
                    return None
                if isinstance(message, wire.Refused | wire.Redirect):
                    return message

    async def _come_back_to_a_new_room(self) -> None:
        self.playing = False
        await self._come_back()

    async def _receive(self, data: bytes) -> wire.ServerMessage:
        now = time.perf_counter()
        tally = self.tally
        if self.due is not None:
            if tally.on:
                latencies = tally.latencies if tally.after is None else tally.after
                latencies.append(max(0.0, now - self.due))
            self.due = None
        if tally.on:
            tally.messages += 1
        message = decode_server(data)
        if isinstance(message, wire.Seated):
            self.token = message.token
        elif isinstance(message, wire.Update):
            self.seq = message.events[-1].seq
            self.view = message.view
            assert self.agent is not None
            self.agent.observe([numbered.event for numbered in message.events])
        elif isinstance(message, wire.Snapshot):
            self.seq, self.view = message.seq, message.view
            if tally.on:
                tally.snapshots += 1
        elif isinstance(message, wire.Asked):
            self._think(message, now)
        elif isinstance(message, wire.Error):
            tally.errors[message.code] = tally.errors.get(message.code, 0) + 1
        elif isinstance(message, wire.Finished):
            self.playing = False
            self.tally.finished += 1
            self._forget_request()
            if not self.stopping:
                await self._send({"type": "leave_room"})
                await self._new_game()
        return message

    def _think(self, asked: wire.Asked, now: float) -> None:
        if self.asked is not None and self.asked.id == asked.id:
            return  # the same request again (a team pick's update): already thinking
        self._forget_request()
        self.asked, self.asked_at = asked, now
        delay = self.rng.uniform(*self.think)
        self.timer = asyncio.get_running_loop().call_later(
            delay, lambda: asyncio.ensure_future(self._answer(asked))
        )

    def _forget_request(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.timer, self.asked = None, None

    async def _answer(self, asked: wire.Asked) -> None:
        if self.asked is not asked or self.stopping or self.view is None:
            return
        assert self.agent is not None
        self.timer = None
        response = self.agent.decide(self.view, asked.request)
        data = b'{"type":"answer","id":%d,"response":%s}' % (asked.id, encode(response))
        now = time.perf_counter()
        held_until = self.asked_at + WINDOW if isinstance(response, Pass) else now
        self.due = max(now, held_until)
        if self.tally.on:
            self.tally.answers += 1
        with contextlib.suppress(ConnectionClosed):
            await self._send(data)

    async def reconnect(self) -> None:
        """Drop the connection, stay away a moment, come back with the token; count the
        time from the new connection to the full view."""
        if not self.playing or self.token is None or self.stopping:
            return
        assert self.reader is not None and self.socket is not None
        self.reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.reader
        self._forget_request()
        self.due = None
        await self.socket.close()
        await asyncio.sleep(AWAY)
        began = time.perf_counter()
        try:
            self.socket = await connect(
                f"ws://127.0.0.1:{self.port}/", open_timeout=WAIT, compression=None
            )
        except (OSError, InvalidHandshake):  # the server was killed meanwhile (--kill-at)
            await self._come_back()
            return
        hello = {"type": "hello", "versions": list(PROTOCOL_VERSION), "name": f"P{self.index}"}
        await self._send(hello | {"token": self.token, "last_seq": self.seq})
        refused = await self._full_view()
        if isinstance(refused, wire.Redirect):  # its process was killed meanwhile
            await self._come_back()
            return
        if refused is not None:
            raise RuntimeError(f"the reconnect was refused: {refused.code}")
        if self.restarted and self.back_at is None:  # away across a kill: back now
            self.back_at = time.perf_counter()
        if self.tally.on:
            self.tally.reconnects.append(time.perf_counter() - began)
        self.reader = asyncio.create_task(self._read(self.socket))

    async def stop(self) -> None:
        self.stopping = True
        self._forget_request()
        if self.reader is not None:
            self.reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.reader
        if self.socket is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.socket.close(), 5)


# ---------------------------------------------------------------------------- the run
def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0–1) of ``values``, nearest rank (0.0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def spread(values: list[float]) -> dict[str, float]:
    """p50/p95/p99/max in milliseconds, and the count."""
    ms = [v * 1000 for v in values]
    return {
        "count": len(ms),
        "p50": percentile(ms, 0.50),
        "p95": percentile(ms, 0.95),
        "p99": percentile(ms, 0.99),
        "max": max(ms, default=0.0),
    }


async def lag_monitor(lags: list[float], tally: Tally) -> None:
    """This process's event loop lag: how late a 50 ms sleep wakes up."""
    while True:
        before = time.perf_counter()
        await asyncio.sleep(0.05)
        if tally.on:
            lags.append(time.perf_counter() - before - 0.05)


async def run(
    args: argparse.Namespace, servers: list[ServerProcess], redis: RedisProcess | None
) -> dict[str, Any]:
    tally = Tally()
    count = len(servers)
    persons = [
        Person(
            i, servers[i % count].port, args.mode, tuple(args.think), args.seed, tally, args.backoff
        )
        for i in range(args.rooms)
    ]
    for i, person in enumerate(persons):
        person.entry = servers[(i + 1) % count].port  # another process, if there are several
    server = Cluster(servers)
    lags: list[float] = []
    monitor = asyncio.create_task(lag_monitor(lags, tally))
    idle_rss = server.rss()
    began = time.perf_counter()
    starting = []
    for i, person in enumerate(persons):  # the ramp: rooms come in evenly
        await asyncio.sleep(max(0.0, began + args.ramp * i / args.rooms - time.perf_counter()))
        starting.append(asyncio.create_task(person.start()))
    await asyncio.gather(*starting)
    ramp = time.perf_counter() - began
    rng = random.Random(args.seed)
    chosen = rng.sample(persons, min(args.reconnects, len(persons)))
    plan = sorted(
        zip((rng.uniform(0.1, 0.9) * args.seconds for _ in chosen), chosen, strict=True),
        key=lambda pair: pair[0],
    )
    held: list[int] = []
    tally.on = True
    window_start = time.perf_counter()
    cpu_start, own_cpu_start = server.cpu(), time.process_time()
    pending: list[asyncio.Task[None]] = []
    restart: dict[str, float] = {}
    while (elapsed := time.perf_counter() - window_start) < args.seconds:
        while plan and plan[0][0] <= elapsed:
            pending.append(asyncio.create_task(plan.pop(0)[1].reconnect()))
        if args.kill_at is not None and not restart and elapsed >= args.kill_at:
            if count == 1:
                restart = await kill_and_restart(servers[0], persons, tally)
                cpu_start = 0.0
            else:
                assert redis is not None
                restart = await kill_one(servers, persons, tally, redis)
                cpu_start -= restart.pop("cpu_of_the_killed")
        held.append(sum(person.playing for person in persons))
        await asyncio.sleep(min(0.25, max(0.0, args.seconds - elapsed)))
    tally.on = False
    window = time.perf_counter() - window_start
    cpu = server.cpu() - cpu_start
    own_cpu = time.process_time() - own_cpu_start
    rss = server.rss()
    await asyncio.gather(*pending, return_exceptions=True)
    running = sum(person.playing for person in persons)
    monitor.cancel()
    await asyncio.gather(*(person.stop() for person in persons))
    rooms_held = min(held, default=0)
    return {
        "mode": args.mode,
        "engine": args.engine,
        "processes": count,
        "redis": redis is not None,
        "backoff": args.backoff,
        "think": list(args.think),
        "ramp_seconds": ramp,
        "window_seconds": window,
        "rooms_held_min": rooms_held,
        "rooms_held_max": max(held, default=0),
        "messages_per_second": tally.messages / window,
        "answers_per_second": tally.answers / window,
        "server_cpu_seconds": cpu,
        "server_cpu_percent": 100 * cpu / window,
        "server_cpu_ms_per_message": 1000 * cpu / max(1, tally.messages),
        "server_rss_mib": rss / 2**20,
        "server_rss_idle_mib": idle_rss / 2**20,
        # (not when a process was killed: the idle figure had it, the last one has not)
        "rss_per_room_kib": None
        if len(server.live()) < count
        else (rss - idle_rss) / 1024 / max(1, rooms_held),
        "answer_to_next_ms": spread(tally.latencies),
        "restart": restart
        | ({"answer_to_next_after_ms": spread(tally.after)} if tally.after is not None else {}),
        "reconnect_to_view_ms": spread(tally.reconnects),
        "reconnect_snapshots": tally.snapshots,
        "games_started": tally.started,
        "games_finished": tally.finished,
        "games_running": running,
        "errors": tally.errors,
        "client_cpu_percent": 100 * own_cpu / window,
        "client_loop_lag_ms": spread(lags),
        "load_average": os.getloadavg()[0],
    }


class Cluster:
    """The server processes as one: their CPU and memory summed."""

    def __init__(self, servers: list[ServerProcess]) -> None:
        self.servers = servers

    def live(self) -> list[ServerProcess]:
        return [server for server in self.servers if server.process.poll() is None]

    def cpu(self) -> float:
        return sum(server.cpu() for server in self.live())

    def rss(self) -> int:
        return sum(server.rss() for server in self.live())


async def kill_and_restart(
    server: ServerProcess, persons: list[Person], tally: Tally
) -> dict[str, Any]:
    """Kill the server and start it again; wait until every person is back in a game."""
    playing = sum(person.playing for person in persons)
    for person in persons:
        person.restarted, person.back_at = True, None
    began = time.perf_counter()
    listening = await asyncio.to_thread(server.restart)
    tally.after = []
    async with asyncio.timeout(300):
        while any(person.back_at is None for person in persons if not person.stopping):
            await asyncio.sleep(0.01)
    backs = [(person.back_at or began) - began for person in persons if not person.stopping]
    return {
        "games_under_way": playing,
        "kill_to_listening_s": listening,
        "kill_to_all_back_s": max(backs, default=0.0),
        "kill_to_back_ms": spread(backs),
    }


async def kill_one(
    servers: list[ServerProcess], persons: list[Person], tally: Tally, redis: RedisProcess
) -> dict[str, Any]:
    """Kill the first process for good; wait until the others own every game it had and
    every person of it is back in a game."""
    victim = servers[0]
    mine = [person for person in persons if person.port == victim.port]
    playing = sum(person.playing for person in mine)
    for person in mine:
        person.restarted, person.back_at = True, None
    owned = set(await asyncio.to_thread(redis.owners))
    cpu = victim.cpu()
    began = time.perf_counter()
    victim.kill()
    tally.after = []
    node = "n0"
    failover = None
    async with asyncio.timeout(300):
        while failover is None or any(p.back_at is None for p in mine if not p.stopping):
            if failover is None:
                owners = await asyncio.to_thread(redis.owners)
                left = [room for room, owner in owners.items() if owner == node]
                if not left:
                    failover = time.perf_counter() - began
            await asyncio.sleep(0.02)
    backs = [(p.back_at or began) - began for p in mine if not p.stopping]
    return {
        "games_under_way": playing,
        "games_in_redis": len(owned),
        "failover_s": failover,
        "kill_to_all_back_s": max(backs, default=0.0),
        "kill_to_back_ms": spread(backs),
        "cpu_of_the_killed": cpu,
    }


def show(result: dict[str, Any]) -> None:
    def times(name: str, figures: dict[str, float]) -> str:
        return (
            f"{name:<28}p50 {figures['p50']:7.1f}  p95 {figures['p95']:7.1f}  "
            f"p99 {figures['p99']:7.1f}  max {figures['max']:7.1f} ms  ({figures['count']:,})"
        )

    r = result
    print(
        f"{r['mode']}, {r['engine']} engine, {r['processes']} process"
        f"{'es' if r['processes'] > 1 else ''}{' with Redis' if r['redis'] else ''}, "
        f"think {r['think'][0]:g}-{r['think'][1]:g} s, "
        f"{r['window_seconds']:.0f} s measured after a {r['ramp_seconds']:.0f} s ramp, "
        f"load average {r['load_average']:.1f}"
    )
    print(f"{'rooms held':<28}{r['rooms_held_min']:,} (at most {r['rooms_held_max']:,})")
    print(
        f"{'messages per second':<28}{r['messages_per_second']:,.0f} server to clients "
        f"({r['answers_per_second']:,.0f} persons' answers per second)"
    )
    print(
        f"{'server CPU':<28}{r['server_cpu_seconds']:.1f} s user+sys "
        f"({r['server_cpu_percent']:.0f}% of one core; "
        f"{r['server_cpu_ms_per_message']:.2f} ms per message)"
    )
    per_room = r["rss_per_room_kib"]
    print(
        f"{'server memory':<28}{r['server_rss_mib']:,.0f} MiB RSS "
        f"({r['server_rss_idle_mib']:.0f} idle"
        + (f"; {per_room:,.0f} KiB per room)" if per_room is not None else ")")
    )
    print(times("answer to next message", r["answer_to_next_ms"]))
    restart = r["restart"]
    if restart and "failover_s" in restart:
        print(
            f"{'one process killed':<28}{restart['games_under_way']:,} games under way on it: "
            f"all owned by the others after {restart['failover_s']:.2f} s, every person "
            f"back in a game after {restart['kill_to_all_back_s']:.2f} s"
        )
    elif restart:
        print(
            f"{'killed and restarted':<28}{restart['games_under_way']:,} games under way: "
            f"listening again after {restart['kill_to_listening_s']:.2f} s, every person "
            f"back in a game after {restart['kill_to_all_back_s']:.2f} s"
        )
    if restart:
        print(times(f"  kill to back ({r['backoff']})", restart["kill_to_back_ms"]))
        print(times("  answer to next, after", restart["answer_to_next_after_ms"]))
    print(
        times("reconnect to full view", r["reconnect_to_view_ms"])
        + f", {r['reconnect_snapshots']} snapshots"
    )
    print(
        f"{'games':<28}{r['games_started']:,} started, {r['games_finished']:,} finished, "
        f"{r['games_running']:,} still running"
    )
    errors = ", ".join(f"{code} {n}" for code, n in sorted(r["errors"].items())) or "none"
    print(f"{'errors received':<28}{errors}")
    print(
        f"{'clients (this process)':<28}{r['client_cpu_percent']:.0f}% CPU, loop lag p99 "
        f"{r['client_loop_lag_ms']['p99']:.1f} ms, max {r['client_loop_lag_ms']['max']:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=1000, help="rooms (persons) at once")
    parser.add_argument("--mode", default="identity5")
    parser.add_argument("--seconds", type=float, default=60.0, help="the measured window")
    parser.add_argument(
        "--ramp",
        type=float,
        default=None,
        help="seconds over which the rooms come in (default: rooms / 40)",
    )
    parser.add_argument(
        "--think",
        type=float,
        nargs=2,
        default=(0.5, 2.0),
        metavar=("LOW", "HIGH"),
        help="a person's seconds per answer, drawn evenly (default 0.5 2)",
    )
    parser.add_argument(
        "--reconnects",
        type=int,
        default=None,
        help="persons who drop and come back (default: a tenth of the rooms)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--kill-at",
        type=float,
        default=None,
        metavar="S",
        help="kill the server S seconds into the measured window and start it again on "
        "the same data (default: never)",
    )
    parser.add_argument(
        "--backoff",
        choices=("none", "fixed", "jitter", "equal"),
        default="none",
        help="how the persons come back after a kill: at once, every 20 ms (none), or after "
        "the client's waits, whole (fixed), drawn below them (jitter) or half whole and "
        "half drawn (equal); default none",
    )
    parser.add_argument(
        "--processes",
        type=int,
        default=1,
        help="server processes sharing one lobby through a redis-server (default 1: one "
        "process, no Redis)",
    )
    parser.add_argument(
        "--redis",
        action="store_true",
        help="one process with Redis too (as one of several: its games kept there as well)",
    )
    parser.add_argument(
        "--compiled",
        action="store_true",
        help="the server runs the mypyc-compiled engine of build/compiled (make compiled)",
    )
    parser.add_argument(
        "--tree",
        type=lambda folder: Path(folder).resolve(),
        default=None,
        help="the server runs the yxs_desktop of this folder (another commit's, for before "
        "and after figures; default: this checkout's)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if args.rooms < 1 or args.seconds <= 0 or not 0 <= args.think[0] <= args.think[1]:
        parser.error("--rooms and --seconds must be positive, and 0 <= LOW <= HIGH")
    if args.processes < 1:
        parser.error("--processes must be at least 1")
    if args.compiled and not (COMPILED / ".built").exists():
        parser.error(f"no compiled build in {COMPILED}: run `make compiled` first")
    if args.compiled:
        args.tree = COMPILED
    if args.tree is not None and not (args.tree / "yxs_desktop" / "server").is_dir():
        parser.error(f"{args.tree} holds no yxs_desktop with a server")
    args.ramp = args.rooms / 40 if args.ramp is None else args.ramp
    args.reconnects = max(1, args.rooms // 10) if args.reconnects is None else args.reconnects
    args.engine = engine_kind(args.tree)
    # a socket per person here and one in the server
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, max(soft, 2 * args.rooms + 200))
    resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    redis = RedisProcess() if args.processes > 1 or args.redis else None
    servers: list[ServerProcess] = []
    try:
        for n in range(args.processes):
            flags = () if redis is None else ("--redis", redis.url, "--node-name", f"n{n}")
            servers.append(ServerProcess(args.rooms, args.tree, *flags))
        result = asyncio.run(run(args, servers, redis))
    finally:
        for server in servers:
            server.stop()
        if redis is not None:
            redis.stop()
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        show(result)


if __name__ == "__main__":
    main()
