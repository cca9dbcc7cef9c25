"""The messages a seat and a spectator receive in a real game played through the server's
room (``yxs_desktop.table.room.Room``, its messages turned into the protocol's as the
server sends them): the source of docs/protocol.md's examples of engine data, which
``test_protocol_doc`` compares with the page. ``python -m tests.protocol.real_game --write``
rewrites the page's blocks (after an engine change).

The game is the page's session: the simple table, seed 5, a person at seat 0 (the lord)
who answers its first requests as the page's client examples do (:data:`SCRIPT`) and the
rest with the baseline player from what it received; computer players at the others; a
spectator watching live."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import Choice, PlayPhase, Response, SeatView, Use, encode, validate
from yxs_desktop.engine.events import CardsMoved
from yxs_desktop.engine.requests import ChooseHero
from yxs_desktop.protocol import encode as encode_message
from yxs_desktop.protocol.messages import Asked, Message, Snapshot, Update, Waiting
from yxs_desktop.server.wire import protocol_message
from yxs_desktop.table.outbox import Ask, Deliver, RoomError
from yxs_desktop.table.room import Result, Room
from yxs_desktop.table.settings import RoomSettings

MODE = "identity5-simple"
SEED = 5
SEAT = 0  # the person's seat; computer players sit at the others
PERSON, SPECTATOR = "person", "watcher"
#: The person's seeded player (the live session of tests/server plays the seat the same).
PERSON_SEED: Final = 7
#: The person's answers to its first requests, by request id: the page's client examples.
SCRIPT: Final[dict[int, Response]] = {
    1: Choice(4),
    3: Use((40,), "strike", None, (1,)),
}


class _Clock:
    """The room's clock: it moves only to the room's next deadline (the person answers
    the moment it is asked)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def person_answer(player: BaselineAgent, view: SeatView, asked: Asked) -> Response:
    """What the person at :data:`SEAT` answers ``asked``: the script, else its player."""
    scripted = SCRIPT.get(asked.id)
    return scripted if scripted is not None else player.decide(view, asked.request)


@dataclass
class Recorded:
    """What seat :data:`SEAT` and a spectator received, in order, as protocol messages."""

    room: Room
    seat: list[Message] = field(default_factory=list)
    spectator: list[Message] = field(default_factory=list)
    #: The seat's snapshot at its first play phase of round 2 (it came back with a
    #: sequence number its stream never reached).
    snapshot: Snapshot | None = None


def play() -> Recorded:
    """Play the game through a room, recording the seat's and the spectator's messages."""
    clock = _Clock()
    settings = RoomSettings(spectator_delay=0)  # the server's window: others are waited for
    room = Room(MODE, SEED, settings, clock)
    out = Recorded(room)
    player = BaselineAgent(SEAT, 5, PERSON_SEED)
    view: list[SeatView] = []
    asked: list[Asked] = []

    def take(result: Result) -> None:
        assert not isinstance(result, RoomError), result
        for deliver in result:
            _receive(deliver, out, player, view, asked)

    take(room.take_seat(SEAT, PERSON, "宋江"))
    take(room.set_ready(SEAT, True))
    for seat in range(1, 5):
        take(room.add_computer(seat))
    take(room.add_spectator(SPECTATOR))
    take(room.start())
    answered: set[int] = set()
    while room.playing:
        game = room.game
        assert game is not None and game.pending is not None
        mine = asked[-1] if asked else None
        if mine is None or mine.id in answered or mine.id != game.pending.id:
            deadline = room.next_deadline()
            assert deadline is not None, "the room waits for nothing"
            clock.now = max(clock.now, deadline)
            take(room.tick())
            continue
        request = game.pending
        if out.snapshot is None and isinstance(request, PlayPhase) and game.round >= 2:
            result = room.reconnect(SEAT, PERSON, 10**9)
            assert not isinstance(result, RoomError)
            out.snapshot = next(
                m
                for m in (protocol_message(d.message, replay=True) for d in result)
                if isinstance(m, Snapshot)
            )
            take([d for d in result if not isinstance(d.message, Ask)])
        answered.add(mine.id)
        response = person_answer(player, view[-1], mine)
        validate(request, SEAT, response)
        take(room.answer(SEAT, mine.id, encode(response)))
    return out


def _receive(
    deliver: Deliver,
    out: Recorded,
    player: BaselineAgent,
    view: list[SeatView],
    asked: list[Asked],
) -> None:
    if deliver.message.kind == "room":  # the lobby builds the room message
        return
    message = protocol_message(deliver.message, replay=True)
    if deliver.to == SPECTATOR:
        out.spectator.append(message)
        return
    out.seat.append(message)
    if isinstance(message, Update):
        player.observe([numbered.event for numbered in message.events])
        view.append(message.view)
    elif isinstance(message, Asked):
        asked.append(message)


def examples() -> dict[str, Message]:
    """The named examples of docs/protocol.md taken from the game."""
    played = play()
    sent = played.seat
    updates = [m for m in sent if isinstance(m, Update)]
    requests = [m for m in sent if isinstance(m, Asked)]
    assert played.snapshot is not None
    return {
        "first_update": updates[0],
        "choose_hero": next(m for m in requests if isinstance(m.request, ChooseHero)),
        "play_phase": next(m for m in requests if isinstance(m.request, PlayPhase)),
        "waiting": next(m for m in sent if isinstance(m, Waiting) and SEAT not in m.seats),
        "spectator_update": next(
            m
            for m in played.spectator
            if isinstance(m, Update)
            and 1 < len(m.events) <= 5
            and any(isinstance(n.event, CardsMoved) and not n.event.cards for n in m.events)
        ),
        "snapshot": played.snapshot,
        "finished": sent[-1],
    }


def _flat(value: object) -> bool:
    """An object of scalars and lists of them (a player's public state, an option)."""
    return isinstance(value, dict) and all(_plain(v) for v in value.values())


def _plain(value: object) -> bool:
    """A scalar, or a list of plain values."""
    if isinstance(value, list):
        return all(_plain(item) for item in value)
    return isinstance(value, str | int | float | bool | None)


def compact(value: object, indent: int = 0, width: int = 96) -> str:
    """``value`` as JSON, indented, with whatever fits on one line kept on one line (a
    flat object longer: a row of a table)."""
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if len(flat) + indent <= (width + 128 if _flat(value) else width):
        return flat
    if isinstance(value, list) and all(_plain(v) and not isinstance(v, list) for v in value):
        return flat  # a list of ids stays one line, however long
    if not isinstance(value, dict | list) or not value:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k)}: {compact(v, indent + 2, width)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + compact(v, indent + 2, width) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def block(name: str, message: Message) -> str:
    """The page's fenced block of one example."""
    return f"```json server real={name}\n{compact(json.loads(encode_message(message)))}\n```"


PAGE = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
#: A block of the page taken from the game: its info string names the example.
REAL_BLOCK = re.compile(r"^```json server real=(\w+)\n.*?^```$", re.MULTILINE | re.DOTALL)


def rewrite(page: str, found: dict[str, Message]) -> str:
    """``page`` with every ``real=`` block holding the example of its name."""
    return REAL_BLOCK.sub(lambda match: block(match.group(1), found[match.group(1)]), page)


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        PAGE.write_text(rewrite(PAGE.read_text(encoding="utf-8"), examples()), encoding="utf-8")
    else:
        for name, message in examples().items():
            print(block(name, message), end="\n\n")
