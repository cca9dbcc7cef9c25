"""Room speed: many rooms in one process, each an engine game of computer players and one
scripted person, driven only through the room (``Room.answer`` and ``Room.tick``), as the
server's rooms will be, with no network.

    python benchmarks/rooms.py [--rooms N] [--mode identity5] [--seconds S] [--think T]
                               [--window W] [--seed S]

The rooms run on one fake clock that jumps to the next moment any room waits for (a held
answer's window, the person's thinking), so the figures are the rooms' own CPU cost: the
engine, the computer players, the views and updates of every viewer, with none of the
real waiting. A room whose game ends is replaced by a new one, so ``--rooms`` are held all
along. Printed: rooms held, answers per second of CPU time (``time.process_time``), games
finished, and the memory one room holds mid-game (``tracemalloc``, measured apart from the
timed run, which it would slow down).
"""

from __future__ import annotations

import argparse
import time
import tracemalloc
from typing import Any

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import SeatView, encode
from yxs_desktop.selfplay import without_automatic_gc
from yxs_desktop.table.outbox import Ask, Deliver, RoomError, Snapshot, Update
from yxs_desktop.table.room import Room
from yxs_desktop.table.settings import RoomSettings

PERSON = 0  # the scripted person's seat
CONNECTION = "person"


class Clock:
    """The shared fake clock of every room."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Held:
    """One room and its scripted person: a baseline player that sees only what the room
    sends it and answers ``think`` seconds after it is asked."""

    def __init__(
        self, mode: str, seed: int, settings: RoomSettings, clock: Clock, think: float
    ) -> None:
        self.room = Room(mode, seed, settings, clock)
        self.clock = clock
        self.think = think
        n = len(self.room.seats)
        self.person = BaselineAgent(PERSON, n, seed)
        self.view: SeatView | None = None
        self.ask: Ask | None = None
        self.due = 0.0
        self.room.take_seat(PERSON, CONNECTION, "bench")
        self.room.set_ready(PERSON, True)
        for seat in range(1, n):
            self.room.add_computer(seat)
        self.receive(self.room.start())

    def receive(self, out: list[Deliver] | RoomError) -> None:
        if isinstance(out, RoomError):
            raise AssertionError(f"the room refused the scripted person: {out}")
        for delivery in out:
            message = delivery.message
            if delivery.to != CONNECTION:
                continue
            if isinstance(message, Update):
                self.person.observe([numbered.event for numbered in message.events])
                self.view = message.view
            elif isinstance(message, Snapshot):
                self.view = message.view
            elif isinstance(message, Ask):
                self.ask = message
                self.due = self.clock.now + self.think

    def next_time(self) -> float | None:
        times = [t for t in (self.room.next_deadline(),) if t is not None]
        if self.ask is not None:
            times.append(self.due)
        return min(times) if times else None

    def step(self) -> None:
        """Whatever is due at the clock's time: the person's answer, then the room's tick."""
        now = self.clock.now
        ask = self.ask
        if ask is not None and self.due <= now:
            self.ask = None
            game = self.room.game
            if game is not None and game.pending is not None and game.pending.id == ask.request_id:
                assert self.view is not None
                answer = self.person.decide(self.view, ask.request)
                self.receive(self.room.answer(PERSON, ask.request_id, encode(answer)))
        self.receive(self.room.tick(now))


def answers(held: Held) -> int:
    game = held.room.game
    return len(game.responses) if game is not None else 0


def run(args: argparse.Namespace, seconds: float, measure: bool) -> dict[str, Any]:
    settings = RoomSettings(min_window=args.window)
    clock = Clock()
    next_seed = args.seed
    rooms: list[Held] = []
    for _ in range(args.rooms):
        rooms.append(Held(args.mode, next_seed, settings, clock, args.think))
        next_seed += 1
    done_answers = 0
    finished = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        times = [t for t in (held.next_time() for held in rooms) if t is not None]
        clock.now = max(clock.now, min(times)) if times else clock.now + 1.0
        for i, held in enumerate(rooms):
            held.step()
            if not held.room.playing:
                done_answers += answers(held)
                finished += 1
                held.room.close("done")
                rooms[i] = Held(args.mode, next_seed, settings, clock, args.think)
                next_seed += 1
        if measure and clock.now >= 60.0:  # mid-game: a minute into every room's game
            break
    cpu = time.process_time() - start
    total = done_answers + sum(answers(held) for held in rooms)
    result = {"rooms": len(rooms), "cpu": cpu, "answers": total, "finished": finished}
    if measure:
        result["memory"] = tracemalloc.get_traced_memory()[0]
    for held in rooms:
        held.room.close("done")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=200, help="rooms held at once")
    parser.add_argument("--mode", default="identity5")
    parser.add_argument("--seconds", type=float, default=20.0, help="CPU seconds of the timed run")
    parser.add_argument("--think", type=float, default=2.0, help="the person's seconds per answer")
    parser.add_argument("--window", type=float, default=1.0, help="the rooms' min_window")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with without_automatic_gc():
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        memory = run(args, float("inf"), measure=True)
        tracemalloc.stop()
        per_room = (memory["memory"] - base) / memory["rooms"]
        timed = run(args, args.seconds, measure=False)
    rate = timed["answers"] / timed["cpu"]
    print(f"mode {args.mode}, think {args.think:g} s, window {args.window:g} s")
    print(f"rooms held:       {timed['rooms']}")
    print(f"answers per second (CPU): {rate:,.0f}  ({timed['answers']:,} in {timed['cpu']:.1f} s)")
    print(f"games finished:   {timed['finished']}")
    print(f"memory per room:  {per_room / 1024:,.0f} KiB (tracemalloc, a minute into the game)")


if __name__ == "__main__":
    main()
