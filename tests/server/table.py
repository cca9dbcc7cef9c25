"""A room driven as the websocket layer will drive it, for the room's tests: a fake clock,
persons played by scripted computer players that see only what the room sends them, and a
log of every message each connection received."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import Response, SeatView, encode, seat_view
from yxs_desktop.server.recording import open_room_recorder
from yxs_desktop.table.outbox import (
    Ask,
    Deliver,
    Finished,
    Message,
    RoomError,
    Snapshot,
    Update,
)
from yxs_desktop.table.room import Result, Room
from yxs_desktop.table.settings import RoomSettings

FAST = RoomSettings(min_window=0.0, spectator_delay=1)


class FakeClock:
    """A monotonic clock that moves only when a test moves it."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def connection(seat: int) -> str:
    return f"person-{seat}"


class Table:
    """A room of ``mode`` and ``seed`` with persons at ``persons`` (each played by a
    baseline player answering through the room) and computer players elsewhere, and the
    ``spectators`` named. Each of ``checks`` sees what every call returned, right after
    it."""

    def __init__(
        self,
        mode: str = "identity5",
        seed: int = 1,
        persons: Iterable[int] = (0, 3),
        settings: RoomSettings = FAST,
        *,
        replays: Path | None = None,
        spectators: Iterable[str] = ("watcher",),
        checks: Iterable[Callable[[Table, list[Deliver]], None]] = (),
    ) -> None:
        self.clock = FakeClock()
        record = None if replays is None else partial(open_room_recorder, replays)
        self.room = Room(mode, seed, settings, self.clock, record=record)
        self.persons = tuple(persons)
        self.seat_of = {connection(seat): seat for seat in self.persons}
        self.received: dict[str, list[Message]] = defaultdict(list)
        self.checks = list(checks)
        self.asks: dict[int, Ask] = {}
        self._answered: set[int] = set()
        #: Filled by a test's check: how far behind the spectator was at each update.
        self.spectator_lag: list[int] = []  # id() of the Ask objects answered
        n = len(self.room.seats)
        self.players: dict[int, Any] = {
            seat: BaselineAgent(seat, n, seed + seat) for seat in self.persons
        }
        for seat in range(n):
            if seat in self.persons:
                self.take(self.room.take_seat(seat, connection(seat), f"P{seat}"))
                self.take(self.room.set_ready(seat, True))
            else:
                self.take(self.room.add_computer(seat))
        for name in spectators:
            self.take(self.room.add_spectator(name))

    @property
    def game(self) -> Any:
        assert self.room.game is not None
        return self.room.game

    def take(self, out: Result) -> list[Deliver]:
        """Receive what a call returned (which must not be a refusal)."""
        assert not isinstance(out, RoomError), out
        for delivery in out:
            self.received[delivery.to].append(delivery.message)
        for check in self.checks:
            check(self, out)
        for delivery in out:
            seat = self.seat_of.get(delivery.to)
            message = delivery.message
            if seat is None:
                continue
            if isinstance(message, Ask):
                self.asks[seat] = message
            if isinstance(message, Update):
                observe = getattr(self.players[seat], "observe", None)
                if observe is not None:
                    observe([numbered.event for numbered in message.events])
        return out

    def game_state(self) -> tuple[object, ...]:
        """The game as far as a refusal must leave it unchanged: every seat's view (and
        the spectator's), what is pending and who is waited for, answers and events."""
        game = self.game
        seats = [*range(len(game.players)), None]
        views = tuple(encode(seat_view(game, seat)) for seat in seats)
        pending = encode(game.pending) if game.pending is not None else None
        return (views, pending, len(game.responses), len(game.events), game.waiting_for())

    def start(self) -> Table:
        self.take(self.room.start())
        return self

    def view(self, seat: int) -> SeatView:
        """The seat's view as the room last sent it."""
        for message in reversed(self.received[connection(seat)]):
            if isinstance(message, Update | Snapshot):
                return message.view
        raise AssertionError(f"seat {seat} has no view yet")

    def open_ask(self, seat: int) -> Ask | None:
        """The request the room asked ``seat`` that it has not answered and that is still
        pending, if any."""
        ask = self.asks.get(seat)
        pending = self.room.game.pending if self.room.game is not None else None
        if ask is None or id(ask) in self._answered or pending is None:
            return None
        if ask.request_id != pending.id or seat not in self.game.waiting_for():
            return None
        return ask

    def decide(self, seat: int, ask: Ask) -> Response:
        """What the seat's scripted player answers to ``ask``."""
        answer: Response = self.players[seat].decide(self.view(seat), ask.request)
        return answer

    def answer(self, seat: int, response: Response | None = None) -> list[Deliver]:
        """Answer the seat's open request (with ``response``, or its player's choice)."""
        ask = self.open_ask(seat)
        assert ask is not None, f"seat {seat} is not asked"
        self._answered.add(id(ask))
        chosen = self.decide(seat, ask) if response is None else response
        return self.take(self.room.answer(seat, ask.request_id, encode(chosen)))

    def step(self, answering: Iterable[int] | None = None) -> bool:
        """Answer every open request of the ``answering`` persons (all by default), or
        when none is open let the clock run to the room's next deadline. False once the
        game is over."""
        if not self.room.playing:
            return False
        progressed = False
        for seat in self.persons if answering is None else answering:
            if self.open_ask(seat) is not None and self.room.playing:
                self.answer(seat)
                progressed = True
        if not progressed:
            deadline = self.room.next_deadline()
            assert deadline is not None, "the room waits for nothing but is not over"
            self.clock.now = max(self.clock.now, deadline)
            self.take(self.room.tick())
        return self.room.playing

    def play(self, answering: Iterable[int] | None = None, steps: int = 100_000) -> Finished:
        seats = None if answering is None else tuple(answering)
        for _ in range(steps):
            if not self.step(seats):
                break
        finished = self.room.finished
        assert finished is not None, "the game did not end"
        return finished

    def until(
        self,
        condition: Callable[[Table], bool],
        answering: Iterable[int] | None = None,
        steps: int = 100_000,
    ) -> None:
        """Play on until ``condition`` holds (between steps), the ``answering`` persons
        (all by default) answering what they are asked."""
        seats = None if answering is None else tuple(answering)
        for _ in range(steps):
            if condition(self):
                return
            assert self.step(seats), "the game ended first"
        raise AssertionError("the condition never held")

    def messages(self, who: str, kind: type) -> list[Any]:
        return [m for m in self.received[who] if isinstance(m, kind)]
