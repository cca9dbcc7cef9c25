"""Real websocket clients of a server under test: each reads what the server sends, keeps
its seat's view, and can play its seat with the baseline player, which sees only what the
client received."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import SeatView, encode
from yxs_desktop.protocol import decode_server
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.limits import Rate
from yxs_desktop.server.app import Server
from yxs_desktop.server.connection import Limits

T = TypeVar("T")

#: Seconds any one message may take to come.
WAIT = 20.0
#: Codes an answer may meet in a fair race (another seat's answer closed the request).
RACE = {"stale_request", "already_answered", "not_your_turn"}


#: Rates for clients that answer as fast as a machine does.
MACHINE_SPEED = Limits(Rate(100_000, 1.0), Rate(100_000, 1.0), Rate(100_000, 1.0))
#: The seed of a client's baseline player is this plus its seat.
PLAYER_SEED = 7


def player_for(seat: int, players: int) -> BaselineAgent:
    """The baseline player a client plays ``seat`` of a table of ``players`` with (a test
    that plays the same game without the network uses the same one)."""
    return BaselineAgent(seat, players, PLAYER_SEED + seat)


@asynccontextmanager
async def running(tmp_path: Path, **options: Any) -> AsyncIterator[Server]:
    """A server on a free loopback port, its replays in ``tmp_path``, rooms without the
    minimum window and rates for players answering at machine speed (fast tests);
    ``options`` are more of :class:`Server`'s, or others than these."""
    fast = {"port": 0, "data_dir": tmp_path, "min_window": 0.0, "limits": MACHINE_SPEED}
    server = Server("127.0.0.1", **(fast | options))
    async with server:
        yield server


def seeded(server: Server, seed: int) -> Callable[[str], None]:
    """A ``before_start`` for :func:`table`: the room's game will have ``seed`` (the
    server draws one at random), so that a test plays a game it knows."""

    def seed_room(room_id: str) -> None:
        server.hub.lobby.rooms[room_id].room.seed = seed

    return seed_room


class Client:
    """One connection: ``received`` is every message it got, in order."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.received: list[wire.ServerMessage] = []
        self.seat: int | None = None
        self.token: str | None = None
        self.seq = 0
        self.view: SeatView | None = None
        self.player: BaselineAgent | None = None
        self.answered: set[int] = set()
        self.errors: list[wire.Error] = []
        self.table_size = 5  # the seats of the room's table (from its last ``room``)

    @classmethod
    async def open(cls, port: int) -> Client:
        return cls(await connect(f"ws://127.0.0.1:{port}/", open_timeout=WAIT))

    @classmethod
    async def hello(
        cls, port: int, name: str, token: str | None = None, last_seq: int | None = None
    ) -> Client:
        """A connection that said hello and got welcome."""
        client = await cls.open(port)
        fields: dict[str, Any] = {"versions": [2, 2], "name": name}
        if token is not None:
            fields |= {"token": token, "last_seq": last_seq}
        await client.send("hello", **fields)
        await client.expect(wire.Welcome)
        return client

    async def send(self, kind: str, **fields: Any) -> None:
        await self.socket.send(json.dumps({"type": kind, **fields}))

    async def raw(self, data: str | bytes) -> None:
        await self.socket.send(data)

    async def recv(self, timeout: float = WAIT) -> wire.ServerMessage:
        data = await asyncio.wait_for(self.socket.recv(), timeout)
        message = decode_server(data)
        self.received.append(message)
        self._note(message)
        return message

    async def expect(self, kind: type[T], timeout: float = WAIT, *, sent: str = "") -> T:
        """The next message of ``kind`` (the ones before it are kept in ``received``); an
        error answering the message of type ``sent`` fails at once, saying why."""
        async with asyncio.timeout(timeout):
            while True:
                message = await self.recv()
                if isinstance(message, kind):
                    return message
                if sent and isinstance(message, wire.Error) and message.answers == sent:
                    raise AssertionError(f"{sent} refused: {message}")

    async def closed(self, timeout: float = WAIT) -> int | None:
        """Read to the end; the close code the server gave."""
        try:
            async with asyncio.timeout(timeout):
                while True:
                    await self.recv()
        except ConnectionClosed:
            pass
        return self.socket.close_code

    def seqs(self) -> list[int]:
        """The sequence numbers of every event this client received, in order."""
        return [n.seq for m in self.received if isinstance(m, wire.Update) for n in m.events]

    def _note(self, message: wire.ServerMessage) -> None:
        if isinstance(message, wire.Room):
            self.table_size = len(message.seats)
        elif isinstance(message, wire.Seated):
            self.seat, self.token = message.seat, message.token
        elif isinstance(message, wire.Update):
            self.seq = message.events[-1].seq
            self.view = message.view
            if self.player is not None:
                self.player.observe([numbered.event for numbered in message.events])
        elif isinstance(message, wire.Snapshot):
            self.seq, self.view = message.seq, message.view
        elif isinstance(message, wire.Error):
            self.errors.append(message)

    async def answer(self, asked: wire.Asked) -> None:
        """Answer ``asked`` with the baseline player's choice from what this client saw."""
        assert self.player is not None and self.view is not None
        response = self.player.decide(self.view, asked.request)
        self.answered.add(asked.id)
        data = b'{"type":"answer","id":%d,"response":%s}' % (asked.id, encode(response))
        await self.socket.send(data.decode())

    async def play(
        self,
        until: Callable[[wire.ServerMessage], bool] = lambda m: isinstance(m, wire.Finished),
        pending: wire.Asked | None = None,
    ) -> wire.ServerMessage:
        """Answer every request (``pending`` first) until a message ``until`` accepts
        comes (returned)."""
        assert self.seat is not None
        if self.player is None:  # it learns what this connection received so far
            self.player = player_for(self.seat, self.table_size)
            for message in self.received:
                if isinstance(message, wire.Update):
                    self.player.observe([numbered.event for numbered in message.events])
        if pending is not None:
            await self.answer(pending)
        while True:
            message = await self.recv()
            if until(message):
                return message
            if isinstance(message, wire.Asked) and message.id not in self.answered:
                await self.answer(message)
            if isinstance(message, wire.Error):
                assert message.code in RACE, message


async def table(
    port: int,
    persons: int = 2,
    mode: str = "identity5-simple",
    *,
    seats: Sequence[int] | None = None,
    settings: dict[str, Any] | None = None,
    before_start: Callable[[str], None] | None = None,
    start: bool = True,
) -> list[Client]:
    """A room of ``mode`` whose first ``persons`` seats (or the ``seats`` named) are
    clients (the first the host) and the others computer players, every person ready and
    the game started (with ``start`` False, ready to start: the host sends ``start``).
    ``settings``: more fields of ``create_room``; ``before_start`` is called with the
    room's id just before the host starts the game."""
    host = await Client.hello(port, "宋江")
    await host.send("create_room", mode=mode, **(settings or {}))
    room = await host.expect(wire.Room, sent="create_room")
    chosen = list(range(persons)) if seats is None else list(seats)
    clients = [host]
    for index in range(1, len(chosen)):
        guest = await Client.hello(port, f"P{index}")
        await guest.send("join_room", room=room.id)
        await guest.expect(wire.Room)
        clients.append(guest)
    for seat, client in zip(chosen, clients, strict=True):
        await client.send("take_seat", seat=seat)
        await client.expect(wire.Seated)
        await client.send("ready", ready=True)
    for seat in range(len(room.seats)):
        if seat not in chosen:
            await host.send("add_computer", seat=seat)
    # the host's room shows every seat filled and ready before it starts
    async with asyncio.timeout(WAIT):
        while True:
            state = await host.expect(wire.Room)
            if all(s.kind != "empty" and s.ready for s in state.seats):
                break
    if before_start is not None:
        before_start(room.id)
    if start:
        await host.send("start")
    return clients
