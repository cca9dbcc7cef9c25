"""What the online client's tests share: a listener that keeps what it got and waits for
what is to come, and a player that plays a session's seat with the baseline player from
what the session delivered."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.client.online import GameStarted, OnlineClient
from yxs_desktop.client.remote_session import RemoteSession
from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    RequestUpdate,
    Update,
)
from yxs_desktop.engine import SeatView
from yxs_desktop.protocol import messages as wire

T = TypeVar("T")

#: Seconds any one thing may take to come.
WAIT = 10.0
#: Codes an answer may meet in a fair race (the request was closed meanwhile).
RACE = {"not_pending", "stale_request", "already_answered", "not_your_turn"}


class Notices:
    """A listener keeping every notice; :meth:`expect` waits for the next of a kind."""

    def __init__(self) -> None:
        self.items: list[Any] = []
        self._cursor = 0
        self._changed = asyncio.Event()

    def __call__(self, notice: object) -> None:
        self.items.append(notice)
        self._changed.set()

    async def expect(
        self, kind: type[T], where: Callable[[T], bool] = lambda _: True, timeout: float = WAIT
    ) -> T:
        """The next notice of ``kind`` that ``where`` accepts, after the last one found."""
        async with asyncio.timeout(timeout):
            while True:
                for index in range(self._cursor, len(self.items)):
                    item = self.items[index]
                    if isinstance(item, kind) and where(item):
                        self._cursor = index + 1
                        return item
                self._changed.clear()
                await self._changed.wait()

    def of(self, kind: type[T]) -> list[T]:
        return [item for item in self.items if isinstance(item, kind)]


class Player:
    """Plays ``seat`` of a session with the baseline player, which observes only the
    events the session delivered; ``hold`` may keep a request unanswered (it is then in
    :attr:`held`)."""

    def __init__(self, seat: int, players: int = 5) -> None:
        self.agent = BaselineAgent(seat, players, 7 + seat)
        self.session: RemoteSession | None = None
        self.updates: list[Update] = []
        self.view: SeatView | None = None
        self.hold: Callable[[RequestUpdate], bool] = lambda _: False
        self.held: list[RequestUpdate] = []
        self.requested = asyncio.Event()
        self.done = asyncio.Event()

    def __call__(self, update: Update) -> None:
        self.updates.append(update)
        if isinstance(update, EventsUpdate):
            self.agent.observe(list(update.events))
            self.view = update.view
        elif isinstance(update, RequestUpdate):
            self.requested.set()
            if self.hold(update):
                self.held.append(update)
                return
            self.answer(update)
        elif isinstance(update, ErrorUpdate):
            assert update.code in RACE, update
        elif isinstance(update, FinishedUpdate):
            self.done.set()

    def answer(self, update: RequestUpdate) -> None:
        assert self.session is not None and self.view is not None
        self.session.submit(update.request.id, self.agent.decide(self.view, update.request))

    def events(self) -> list[object]:
        return [e for u in self.updates if isinstance(u, EventsUpdate) for e in u.events]

    def requests(self) -> list[int]:
        return [u.request.id for u in self.updates if isinstance(u, RequestUpdate)]


async def host_a_simple_table(host: OnlineClient, notices: Notices) -> None:
    """``host`` connects and starts a game of the simple table at seat 0 against computer
    players (60 s a decision, spectators live); ``notices`` is its listener."""
    await host.connect()
    host.create_room(wire.CreateRoom("identity5-simple", seconds=60, spectator_delay=0))
    await notices.expect(wire.Room)
    host.take_seat(0)
    for seat in range(1, 5):
        host.add_computer(seat)
    host.ready(True)
    await notices.expect(wire.Room, lambda r: all(s.kind != "empty" and s.ready for s in r.seats))
    host.start()
    await notices.expect(GameStarted)


async def host_waiting_on_its_first_request(
    url: str, notices: Notices
) -> tuple[OnlineClient, Player]:
    """A simple table hosted on seat 0 against computer players, whose game waits for the
    host's first request (held, unanswered)."""
    host = OnlineClient(url, "宋江", notices)
    await host_a_simple_table(host, notices)
    player = Player(0)
    player.hold = lambda _: not player.held
    player.session = host.session(player)
    player.session.start()
    await asyncio.wait_for(player.requested.wait(), 10)
    return host, player
