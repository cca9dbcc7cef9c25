"""Games played through the server's hub in one process, every message checked by the
leak oracle (:mod:`tests.server.oracle`) as it is sent: persons at some seats (each
playing from what its connection received), computer players at the others, spectators
watching from the start and from the middle, a lobby client listing the rooms and
chatting; several rooms at once."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field

from tests.server.oracle import OracleHub, Person, RecordingConnection
from tests.server.wsclient import MACHINE_SPEED, RACE
from yxs_desktop.engine import make_mode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.lobby import LobbyRoom

MODES = ("identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive")
#: The games' seeds are this and up: long enough that finding one in a message is no chance.
BIG_SEED = 7_314_159_265_358_979


@dataclass(frozen=True)
class GameSpec:
    """One game: its mode and seed, the persons' seats (the first is the host), the
    spectators' delay in turns."""

    mode: str
    seed: int
    persons: tuple[int, ...]
    delay: int


def specs(count: int, start: int = 0) -> list[GameSpec]:
    """``count`` games over every mode, each with its seed, persons and delay drawn from
    its number (the same games every run)."""
    out = []
    for number in range(start, start + count):
        draw = random.Random(number)
        mode = MODES[number % len(MODES)]
        seats = make_mode(mode).players
        persons = tuple(draw.sample(range(seats), draw.randint(1, 3)))
        out.append(GameSpec(mode, BIG_SEED + number * 7919, persons, number % 3))
    return out


@dataclass
class Played:
    """What a run through the hub came to."""

    hub: OracleHub
    finished: list[wire.Finished] = field(default_factory=list)
    races: int = 0  # answers refused in a fair race (another answer closed the request)


class HubGame:
    """One room of a run: its persons, a spectator from the start and one from the
    middle; made with the game started."""

    def __init__(self, hub: OracleHub, spec: GameSpec, number: int) -> None:
        self.hub = hub
        self.spec = spec
        self.persons: list[Person] = []
        players = make_mode(spec.mode).players
        connections = [self._connect(f"P{number}-{seat}") for seat in spec.persons]
        host = connections[0]
        host.say("create_room", mode=spec.mode, seconds=60, spectator_delay=spec.delay)
        room = [m for m in host.inbox if isinstance(m, wire.Room)][-1]
        self.room_id = room.id
        for guest in connections[1:]:
            guest.say("join_room", room=room.id)
        for seat, connection in zip(spec.persons, connections, strict=True):
            connection.say("take_seat", seat=seat)
            connection.say("ready", ready=True)
            self.persons.append(Person(connection, seat, players, spec.seed + seat))
        for seat in range(players):
            if seat not in spec.persons:
                host.say("add_computer", seat=seat)
        self.watcher = self._connect(f"W{number}")
        self.watcher.say("spectate", room=room.id)
        self.late_watcher: RecordingConnection | None = None
        self.entry.room.seed = spec.seed
        host.say("start")

    def _connect(self, name: str) -> RecordingConnection:
        connection = RecordingConnection(self.hub, MACHINE_SPEED)
        assert self.hub.admit(connection)
        connection.say("hello", versions=[2, 2], name=name)
        return connection

    @property
    def entry(self) -> LobbyRoom:
        return self.hub.lobby.rooms[self.room_id]

    @property
    def playing(self) -> bool:
        return self.entry.room.playing

    def step(self, steps: int) -> bool:
        """Every person answers what it is asked; a spectator comes in the middle."""
        if self.late_watcher is None and steps >= 40:
            self.late_watcher = self._connect(f"L{self.room_id}")
            self.late_watcher.say("spectate", room=self.room_id)
        return any([person.act() for person in self.persons])

    def leave(self) -> None:
        for person in self.persons:
            person.read()
        watchers = [self.watcher, self.late_watcher]
        for connection in [p.connection for p in self.persons] + watchers:
            if connection is not None:
                connection.say("leave_room")
                self.hub.gone(connection)


async def play_through_hub(games: list[GameSpec], at_once: int = 5) -> Played:
    """Play ``games`` through one hub, ``at_once`` rooms at a time, every message checked
    by the oracle; each game must end, and each person be told how."""
    hub = OracleHub(100, 1000, None, min_window=0.0)
    played = Played(hub)
    lobby = RecordingConnection(hub, MACHINE_SPEED)
    assert hub.admit(lobby)
    lobby.say("hello", versions=[2, 2], name="路人")
    for first in range(0, len(games), at_once):
        some = games[first : first + at_once]
        batch = [HubGame(hub, spec, first + i) for i, spec in enumerate(some)]
        steps = 0
        while any(game.playing for game in batch):
            steps += 1
            assert steps < 20_000, "the games do not end"
            progressed = any([game.step(steps) for game in batch if game.playing])
            if steps % 25 == 0:
                lobby.say("list_rooms")
                lobby.say("chat", channel="lobby", text=f"第{steps}步")
                lobby.inbox.clear()
            if not progressed:  # let the rooms' tasks run (their ticks are checked too)
                await asyncio.sleep(0)
        for game in batch:
            for person in game.persons:
                person.read()
                assert person.finished is not None, f"{game.spec}: seat {person.seat} not told"
                assert all(e.code in RACE for e in person.errors), person.errors
                played.races += len(person.errors)
            played.finished.append(game.persons[0].finished)  # type: ignore[arg-type]
            game.leave()
        hub.oracle.forget_gone()
        await asyncio.sleep(0)
    hub.gone(lobby)
    return played
